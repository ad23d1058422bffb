"""GoClaw's stored values read into ours: its three timestamp shapes, TEXT-or-BLOB JSON, 0/1.

Every reader raises `BadValue` naming the column, so the importer can report the row
(table, id, reason) and skip it rather than write half of it.
"""

from __future__ import annotations

import functools
import json
import math
import re
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

from goclaw_lite.ids import format_ts


class BadValue(ValueError):
    """A source value this importer cannot bring over as it is; the message names the column."""


# 1 and 2: Go's time.Time.String(): "2026-05-17 15:51:56.123456789 +0700 +07 m=+3.43", "... +0000 UTC"
_GO_STRING = re.compile(
    r"(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))? ([+-])(\d{2})(\d{2}) [A-Za-z0-9+\-]+"
    r"(?: m=[+-]\d+(?:\.\d+)?)?"
)
# 3: RFC 3339 with 0-9 fraction digits (Go's RFC3339Nano, and the schema default's milliseconds)
_RFC3339 = re.compile(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|([+-])(\d{2}):(\d{2}))")


def _moment(parts: tuple[str, ...], fraction: str | None, sign: str, hours: str, minutes: str) -> datetime:
    year, month, day, hour, minute, second = (int(p) for p in parts)
    micros = int((fraction or "0").ljust(9, "0")[:6])
    offset = timedelta(hours=int(hours), minutes=int(minutes)) * (-1 if sign == "-" else 1)
    return datetime(year, month, day, hour, minute, second, micros, tzinfo=timezone(offset)).astimezone(UTC)


def parse_goclaw_time(value: Any) -> datetime:
    """One of GoClaw's three timestamp shapes as an aware UTC datetime; anything else is BadValue."""
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else value
    if not isinstance(text, str):
        raise BadValue(f"timestamp {value!r} is not text")
    text = text.strip()
    try:
        if match := _GO_STRING.fullmatch(text):
            g = match.groups()
            return _moment(g[:6], g[6], g[7], g[8], g[9])
        if match := _RFC3339.fullmatch(text):
            g = match.groups()
            if g[7] == "Z":
                return _moment(g[:6], g[6], "+", "0", "0")
            return _moment(g[:6], g[6], g[8], g[9], g[10])
    except ValueError as exc:  # 2026-02-31 and the like
        raise BadValue(f"timestamp {text[:40]!r} is not a real time ({exc})") from None
    raise BadValue(f"unknown timestamp shape {text[:40]!r}")


_UTC_RFC3339 = re.compile(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z")


@functools.lru_cache(maxsize=8192)
def _canonical(text: str) -> str:
    """Our canonical form of one GoClaw timestamp text (rows repeat them: created = updated = valid_from).

    The UTC RFC 3339 shape, most of a KG, is rewritten as text (truncated to milliseconds, as
    `format_ts` does); the others go through a datetime.
    """
    match = _UTC_RFC3339.fullmatch(text)
    if match is not None:
        year, month, day, hour, minute, second, fraction = match.groups()
        try:
            datetime(int(year), int(month), int(day), int(hour), int(minute), int(second))
        except ValueError as exc:
            raise BadValue(f"timestamp {text[:40]!r} is not a real time ({exc})") from None
        return f"{year}-{month}-{day}T{hour}:{minute}:{second}.{(fraction or '').ljust(3, '0')[:3]}Z"
    return format_ts(parse_goclaw_time(text))


def timestamp(value: Any, column: str) -> str:
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else value
    if not isinstance(text, str):
        raise BadValue(f"{column}: timestamp {value!r} is not text")
    try:
        return _canonical(text.strip())
    except BadValue as exc:
        raise BadValue(f"{column}: {exc}") from None


def timestamp_or_none(value: Any, column: str) -> str | None:
    if value is None or value == "" or value == b"":
        return None
    return timestamp(value, column)


def text(value: Any, column: str, *, default: str = "") -> str:
    if value is None:
        return default
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            raise BadValue(f"{column}: not UTF-8 text") from None
    if isinstance(value, str):
        return value
    return str(value)


def text_or_none(value: Any, column: str) -> str | None:
    return None if value is None else text(value, column)


def _parsed(value: Any, column: str) -> Any:
    raw = text(value, column)
    try:
        return json.loads(raw)
    except ValueError as exc:
        raise BadValue(f"{column}: invalid JSON ({exc.args[0] if exc.args else exc})") from None


def dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def object_value(value: Any, column: str) -> dict[str, Any]:
    """An object column parsed: NULL, '' and Go's `null` are {}; a non-object is BadValue."""
    raw = "" if value is None else text(value, column).strip()
    if raw in ("", "null", "{}"):
        return {}
    parsed = _parsed(raw, column)
    if not isinstance(parsed, dict):
        raise BadValue(f"{column}: expected a JSON object")
    return parsed


def json_object(value: Any, column: str) -> str:
    """An object column as JSON text: NULL, '' and Go's `null` become '{}'; a non-object is BadValue."""
    raw = "" if value is None else text(value, column).strip()
    if raw in ("", "null", "{}"):
        return "{}"
    return dump(object_value(raw, column))


def json_object_or_none(value: Any, column: str) -> str | None:
    if value is None or text(value, column).strip() in ("", "null"):
        return None
    return json_object(value, column)


def json_array(value: Any, column: str, *, default: str = "[]") -> str:
    if value is None or text(value, column).strip() in ("", "null"):
        return default
    parsed = _parsed(value, column)
    if not isinstance(parsed, list):
        raise BadValue(f"{column}: expected a JSON array")
    return dump(parsed)


def json_array_or_none(value: Any, column: str) -> str | None:
    if value is None or text(value, column).strip() in ("", "null"):
        return None
    return json_array(value, column)


def json_any_or_none(value: Any, column: str) -> str | None:
    if value is None or text(value, column).strip() in ("", "null"):
        return None
    return dump(_parsed(value, column))


def json_value(value: Any, column: str) -> Any:
    """The parsed JSON (for callers that read into it)."""
    return _parsed(value, column)


def flag(value: Any, column: str, *, default: bool = False) -> bool:
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("0", "1", "true", "false"):
        return value.strip().lower() in ("1", "true")
    raise BadValue(f"{column}: {value!r} is not a boolean")


def integer(value: Any, column: str, *, default: int = 0, minimum: int | None = 0) -> int:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise BadValue(f"{column}: {value!r} is not a whole number")
    try:
        number = int(value)
    except ValueError:
        raise BadValue(f"{column}: {value!r} is not a whole number") from None
    if minimum is not None and number < minimum:
        raise BadValue(f"{column}: {number} is below {minimum}")
    return number


def unit_real(value: Any, column: str, *, default: float = 1.0) -> float:
    if value is None:
        return default
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise BadValue(f"{column}: {value!r} is not a number") from None
    if not math.isfinite(number) or not 0.0 <= number <= 1.0:
        raise BadValue(f"{column}: {number} is outside 0..1")
    return number


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def uuid_text(value: Any, column: str) -> str:
    """Canonical lower-case UUID text (a regex: this runs for every id and reference of a big graph)."""
    raw = value if isinstance(value, str) else text(value, column)
    if _UUID.fullmatch(raw):
        return raw
    raw = raw.strip().lower()
    if not _UUID.fullmatch(raw):
        raise BadValue(f"{column}: {raw[:40]!r} is not a UUID")
    return raw


def uuid_or_none(value: Any, column: str) -> str | None:
    if value is None or value == "":
        return None
    return uuid_text(value, column)
