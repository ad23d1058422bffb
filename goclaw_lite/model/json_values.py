"""Reading JSON columns: one rule for every table, whatever the backend hands back.

SQLite gives text (or bytes, from a BLOB another tool wrote), PostgreSQL's driver the value
already decoded; a row written by GoClaw, an import or by hand may hold `null`, junk, JSON
nested too deep to read, or a value of another shape. A reader never fails on what is
stored: it gives the empty value of the shape asked for, so one bad row cannot hide a list
or stop a page. It lives in `model/` so the data types and every store read alike.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["json_object", "json_strings", "json_value"]


def json_value(raw: Any) -> Any:
    """The decoded value of a JSON column; None for NULL, empty text or text that is not JSON."""
    if raw is None or isinstance(raw, dict | list | int | float):  # decoded by the driver already
        return raw
    if isinstance(raw, bytes | bytearray | memoryview):
        raw = bytes(raw).decode("utf-8", "replace")
    text = str(raw).strip()
    if not text:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def json_object(raw: Any, *, wrap: bool = False) -> dict[str, Any]:
    """A JSON-object column as a dict; {} when it holds none. With `wrap`, another value (a
    number, a list) is kept as `{"value": ...}` rather than dropped."""
    value = json_value(raw)
    if isinstance(value, dict):
        return value
    return {"value": value} if wrap and value is not None else {}


def json_strings(raw: Any) -> tuple[str, ...] | None:
    """A JSON-array column as text items (numbers as their text; null, objects and arrays
    inside dropped); None when it holds no array."""
    value = json_value(raw)
    if not isinstance(value, list):
        return None
    return tuple(str(v) for v in value if isinstance(v, str | int | float) and not isinstance(v, bool))
