"""Issue 26: the UPDATE ... SET lists of seven stores come from one builder, which writes
nothing but `column = ?` (or one expression around the `?`) for a plain column name."""

from __future__ import annotations

import pytest

from goclaw_lite.store.backend.updates import Assignments


def test_assignments_in_order_with_their_parameters() -> None:
    update = Assignments({"state": "complete", "content": "hi"})
    update.set("model", None, "COALESCE(?, model)")
    update.add("version = version + 1")
    assert update.sql == "state = ?, content = ?, model = COALESCE(?, model), version = version + 1"
    assert update.params == ["complete", "hi", None] and bool(update) and not Assignments()


@pytest.mark.parametrize("column", ["name; DROP TABLE agents", "Name", "a b", "x = 1, y", ""])
def test_a_column_name_that_is_not_plain_is_refused(column: str) -> None:
    with pytest.raises(ValueError, match="not an assignment"):
        Assignments({column: 1})
    with pytest.raises(ValueError, match="not an assignment"):
        Assignments().add(f"{column} = 2")


def test_an_expression_takes_exactly_one_parameter() -> None:
    for expression in ("1", "? + ?"):
        with pytest.raises(ValueError, match="not an assignment"):
            Assignments().set("n", 1, expression)
    with pytest.raises(ValueError, match="not an assignment"):
        Assignments().add("n = ?")
