"""The SET list of an UPDATE, built column by column.

Seven stores wrote `sets.append("x = ?"); params.append(v)` out by hand, each with its own
join and its own way of adding `updated_at`. Column names are code, never input: a name
that is not a plain identifier is refused here, so no caller can splice text into SQL.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["Assignments"]

_COLUMN = re.compile(r"[a-z_][a-z0-9_]*\Z")
_PLAIN = re.compile(r"[a-z_][a-z0-9_]* = [a-z0-9_ +*()-]+\Z")  # one column, an expression of columns and numbers


class Assignments:
    """`column = ?` pieces and their parameters, in order: `UPDATE t SET {a.sql} WHERE ...`
    with `[*a.params, ...]`."""

    def __init__(self, values: Mapping[str, Any] | None = None) -> None:
        self._parts: list[str] = []
        self.params: list[Any] = []
        for column, value in (values or {}).items():
            self.set(column, value)

    def set(self, column: str, value: Any, expression: str = "?") -> None:
        """`column = expression`, the expression's one `?` taking `value` (e.g. `COALESCE(?, model)`)."""
        if not _COLUMN.match(column) or expression.count("?") != 1:
            raise ValueError(f"not an assignment this builder writes: {column} = {expression}")
        self._parts.append(f"{column} = {expression}")
        self.params.append(value)

    def add(self, assignment: str) -> None:
        """An assignment without a parameter, such as `version = version + 1`."""
        if not _PLAIN.match(assignment):
            raise ValueError(f"not an assignment this builder writes: {assignment}")
        self._parts.append(assignment)

    def __bool__(self) -> bool:
        return bool(self._parts)

    def __iter__(self) -> Iterator[str]:
        return iter(self._parts)

    @property
    def sql(self) -> str:
        return ", ".join(self._parts)
