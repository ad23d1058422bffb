"""SQLite values -> PostgreSQL values, checked one by one (the slow path of source.py).

Conversion is driven by the target column's type; a value that does not fit is reported
with its table and row key instead of being dropped or guessed at. The one exception is text
PostgreSQL cannot hold at all (NUL, unpaired surrogates, and their escapes in JSON), which
rows stored before `store.storable` existed may carry: it is replaced with U+FFFD, counted
(source.py) and reported, so such a row never blocks a promotion.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import parse_ts
from goclaw_lite.store.backend.storable import clean_json_text, clean_text


class BadValueError(ValidationError):
    """A source value that cannot become its PostgreSQL column's type."""


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not valid JSON for PostgreSQL")


_CANONICAL_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\Z")
_CANONICAL_TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\Z")


def _uuid(value: Any) -> str:
    if isinstance(value, str) and _CANONICAL_UUID.match(value):
        return value  # the form the app writes: PostgreSQL reads it as is
    return str(uuid.UUID(str(value)))


def _json(value: Any) -> str:
    """Valid JSON for jsonb; `\\u0000` and unpaired surrogate escapes inside strings become U+FFFD."""
    text = value if isinstance(value, str) else json.dumps(value)
    json.loads(text, parse_constant=_reject_constant)
    return clean_json_text(text)[0]


def _timestamp(value: Any) -> datetime | str:
    if isinstance(value, str) and _CANONICAL_TS.match(value):
        datetime.fromisoformat(value[:-1])  # still proves the date is real (no 2026-02-31)
        return value
    return parse_ts(str(value))  # a time without a zone is UTC, as GoClaw writes them


def _bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if value in (0, 1):
        return bool(value)
    raise ValueError(f"{value!r} is not 0 or 1")


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not an integer")
    return value


def _float(value: Any) -> float:
    number = float(value)
    return number


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{type(value).__name__} value in a text column")
    return clean_text(value)[0]  # NUL (and unpaired surrogates) become U+FFFD


def _bytes(value: Any) -> bytes:
    return bytes(value)


_TO_TARGET: dict[str, Callable[[Any], Any]] = {
    "uuid": _uuid,
    "jsonb": _json,
    "json": _json,
    "timestamp with time zone": _timestamp,
    "boolean": _bool,
    "integer": _int,
    "bigint": _int,
    "smallint": _int,
    "double precision": _float,
    "real": _float,
    "numeric": _float,
    "text": _text,
    "character varying": _text,
    "bytea": _bytes,
}


def converters(types: Sequence[str]) -> list[Callable[[Any], Any]]:
    missing = [t for t in types if t not in _TO_TARGET]
    if missing:
        raise ValidationError(f"No conversion for PostgreSQL column type(s) {', '.join(sorted(set(missing)))}.")
    return [_TO_TARGET[t] for t in types]


def convert_row(
    table: str, columns: Sequence[str], convs: Sequence[Callable[[Any], Any]], row: Sequence[Any], key: Sequence[Any]
) -> list[Any]:
    out: list[Any] = []
    for column, conv, value in zip(columns, convs, row, strict=True):
        if value is None:
            out.append(None)
            continue
        try:
            out.append(conv(value))
        except (ValueError, TypeError) as exc:
            shown = ", ".join(str(k) for k in key)
            raise BadValueError(
                f"{table} row {shown}: column {column} cannot be copied to PostgreSQL ({exc}). "
                "Nothing of this batch was written; fix the value in SQLite and run promote --resume."
            ) from None
    return out
