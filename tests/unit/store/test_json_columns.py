"""Issue 26: the JSON columns are read by one helper with one rule (a bad value reads as none),
where six private readers each treated bad input their own way (three of them raised, so one
junk row written by GoClaw, an import or by hand stopped a whole list). SQLite's `json_valid`
checks keep text that is not JSON out; JSON nested 1,000 deep passes them, and Python's
decoder gives up on it."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.model.json_values import json_object, json_strings, json_value
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore

DEEP = "[" * 1000 + "]" * 1000  # valid JSON for SQLite, too deep for Python's decoder
JUNK = ["", "   ", "null", "{junk", "[1, 2", "\x00", "[" * 100_000, DEEP]


@pytest.mark.parametrize("raw", [None, *JUNK])
def test_nothing_usable_reads_as_empty(raw: Any) -> None:
    assert json_object(raw) == {} and json_object(raw, wrap=True) == {} and json_strings(raw) is None


def test_every_form_a_backend_hands_back() -> None:
    for raw in ('{"a": 1}', b'{"a": 1}', bytearray(b'{"a": 1}'), memoryview(b'{"a": 1}'), {"a": 1}):
        assert json_object(raw) == {"a": 1}
    assert json_value("[1, 2]") == [1, 2] and json_value([1, 2]) == [1, 2]
    assert json_object("[1, 2]") == {} and json_object("[1, 2]", wrap=True) == {"value": [1, 2]}
    assert json_object("7", wrap=True) == {"value": 7}
    assert json_strings('["a", 1, 2.5, null, true, {"b": 1}, ["c"]]') == ("a", "1", "2.5")
    assert json_strings("[]") == () and json_strings('{"a": 1}') is None


async def test_a_junk_row_does_not_stop_the_list(app: AppContext) -> None:
    db, identity = app.stores.db, app.stores.identity
    activity = ActivityStore(db, identity)
    await activity.log("test.good", details={"n": 1})
    await activity.log("test.bad", details={"n": 2})
    await db.execute("UPDATE activity_logs SET details = ? WHERE action = ?", (DEEP, "test.bad"))
    rows = {row.action: row.details for row in await activity.list(ActivityFilter())}
    assert rows["test.good"] == {"n": 1} and rows["test.bad"] == {}

    hooks = HookStore(db, identity)
    hook = await hooks.create("after_run", "builtin", {"builtin": "x"})
    await db.execute("UPDATE hooks SET config = ? WHERE id = ?", (DEEP, hook.id))
    [listed] = await hooks.list()
    assert listed.id == hook.id and listed.config == {}
