"""One canonical text per row, computed alike by SQLite SQL, PostgreSQL SQL and Python.

Verification hashes this text on both sides. PostgreSQL builds it in SQL from its typed
columns (store/transfer/promotion.py `target_checksum`); on the SQLite side SQL builds the plain
columns and Python only the few that need more: JSON (jsonb's key order and number forms, rebuilt
in Python) and floats (compared by their exact bits). A row's text
is its fields joined by ',': NULL is empty, text and JSON are quoted CSV-style, every other
kind is never empty and never holds ',' or '"', so the text is unambiguous. The same text,
with JSON as written in SQLite, is also the CSV line the copy sends to COPY.
"""

from __future__ import annotations

import hashlib
import json
import struct
import uuid
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from goclaw_lite.ids import parse_ts
from goclaw_lite.store.backend.storable import has_bad_escape
from goclaw_lite.store.transfer.promotion import BOOL, BYTES, FLOAT, INT, JSON, QUOTED_KINDS, TEXT, TS, UUID

MASK64 = (1 << 64) - 1

KIND_OF_TYPE = {
    "uuid": UUID,
    "timestamp with time zone": TS,
    "boolean": BOOL,
    "integer": INT,
    "bigint": INT,
    "smallint": INT,
    "text": TEXT,
    "character varying": TEXT,
    "jsonb": JSON,
    "json": JSON,
    "double precision": FLOAT,
    "real": FLOAT,
    "numeric": FLOAT,
    "bytea": BYTES,
}


def quote(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


def digest(text: str) -> int:
    """First 8 bytes of md5 as an unsigned integer; PostgreSQL computes the same in SQL."""
    return digest_bytes(text.encode("utf-8"))


def digest_bytes(data: bytes) -> int:
    """`digest` of text already encoded as UTF-8 (the COPY line, encoded once for both)."""
    return int.from_bytes(hashlib.md5(data).digest()[:8], "big")


# --- PostgreSQL's forms, in Python --------------------------------------------------


def float_bits(value: float) -> str:
    """A float's exact IEEE 754 bits in hex: PostgreSQL gives the same with float8send, and no
    printed form has to agree digit for digit."""
    return struct.pack(">d", value).hex()


class _HasFloat(Exception):
    """A JSON number with a fraction or exponent: jsonb keeps its decimal form, so go exact."""


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON for PostgreSQL")


def _float_seen(_text: str) -> Any:
    raise _HasFloat


def _jsonb_key(key: str) -> tuple[int, str]:
    # jsonb orders keys by UTF-8 length, then bytes (UTF-8 byte order is code point order).
    return (len(key) if key.isascii() else len(key.encode("utf-8")), key)


def _jsonb_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)  # a repeated key keeps its last value, as in jsonb
    keys = list(obj)
    ordered = sorted(keys, key=_jsonb_key)
    return obj if ordered == keys else {k: obj[k] for k in ordered}


def _numeric_text(text: str) -> str:
    """numeric::text of a JSON number: its decimal digits, scale kept, no exponent, no -0."""
    number = Decimal(text)
    if number.is_zero():
        number = abs(number)
    return format(number, "f")


def _exact_json(value: Any) -> str:
    if isinstance(value, dict):
        items = sorted(value.items(), key=lambda kv: _jsonb_key(kv[0]))
        return "{" + ", ".join(json.dumps(k, ensure_ascii=False) + ": " + _exact_json(v) for k, v in items) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_exact_json(v) for v in value) + "]"
    if isinstance(value, Decimal):
        return _numeric_text(str(value))
    return json.dumps(value, ensure_ascii=False)


# Built once: json.loads/json.dumps with options build a new decoder/encoder on every call.
_DECODER = json.JSONDecoder(object_pairs_hook=_jsonb_object, parse_float=_float_seen, parse_constant=_no_constant)
_EXACT_DECODER = json.JSONDecoder(parse_float=Decimal, parse_constant=_no_constant)
# The C scanner itself; typeshed does not declare the attribute.
_SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder(
    parse_float=_float_seen, parse_constant=_no_constant).scan_once  # type: ignore[attr-defined]
_JSON_SPACE = " \t\n\r"  # JSON's whitespace (str.strip() would take Unicode spaces too)
_ENCODER = json.JSONEncoder(ensure_ascii=False)
_c_encoder = getattr(json.encoder, "c_make_encoder", None)
_encode_string = getattr(json.encoder, "c_encode_basestring", None)
_C_ENCODE = (
    _c_encoder(None, None, _encode_string, None, ": ", ", ", False, False, True)
    if _c_encoder is not None and _encode_string is not None
    else None
)
_COMMON = {"{}": "{}", "[]": "[]", "null": "null", "true": "true", "false": "false"}


def _encode(value: Any) -> str:
    if _C_ENCODE is None or isinstance(value, str):
        return _ENCODER.encode(value)
    return "".join(_C_ENCODE(value, 0))


def _in_order(value: Any) -> bool:
    """Whether every object in a decoded value already has its keys in jsonb's order."""
    if type(value) is dict:
        if len(value) > 1:
            keys = list(value)
            if keys != sorted(keys, key=_jsonb_key):
                return False
        return all(_in_order(v) for v in value.values() if type(v) is dict or type(v) is list)
    if type(value) is list:
        return all(_in_order(v) for v in value if type(v) is dict or type(v) is list)
    return True


def pg_json_text(text: str) -> str:
    """jsonb::text of a JSON text; ValueError when PostgreSQL would refuse it.

    Decoded into plain dicts by the C scanner alone (no hook per object, no Python wrapper):
    most objects already have their keys in jsonb's order, and only the others are decoded
    again with the ordering hook. Half the time of always ordering (1.9 -> 1.0 us for a
    one-key object), which is most of a reader's Python per row."""
    common = _COMMON.get(text)
    if common is not None:
        return common
    if has_bad_escape(text):
        raise ValueError("PostgreSQL jsonb cannot hold \\u0000 or an unpaired surrogate")
    stripped = text.strip(_JSON_SPACE)
    try:
        value, end = _SCAN(stripped, 0)
        if end != len(stripped):
            raise ValueError("not one JSON value")
        if not _in_order(value):
            value = _DECODER.decode(stripped)
    except StopIteration:
        raise ValueError("not JSON") from None
    except _HasFloat:
        return _exact_json(_EXACT_DECODER.decode(text))
    return _encode(value)


# --- fields of rows Python converted (values SQLite held in a non-canonical form) -----------


def _ts_ms(value: Any) -> datetime:
    """The instant timestamptz(3) stores: UTC, rounded to the millisecond."""
    moment = value if isinstance(value, datetime) else parse_ts(str(value))
    utc = moment.astimezone(UTC) + timedelta(microseconds=500)
    return utc.replace(microsecond=utc.microsecond // 1000 * 1000)


def canon_field(kind: str, value: Any) -> str:
    """A converted value's field of the canonical text."""
    if value is None:
        return ""
    if kind == UUID:
        return str(uuid.UUID(str(value)))
    if kind == TS:
        moment = _ts_ms(value)
        return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"
    if kind == BOOL:
        return "1" if value else "0"
    if kind == INT:
        return str(int(value))
    if kind == TEXT:
        return quote(str(value))
    if kind == JSON:
        return quote(pg_json_text(value))
    if kind == FLOAT:
        return float_bits(float(value))
    return bytes(value).hex()


def copy_field(kind: str, value: Any) -> str:
    """A converted value's field of the CSV line sent to COPY."""
    if value is None:
        return ""
    if kind == TS and isinstance(value, datetime):
        return value.isoformat()
    if kind == BOOL:
        return "1" if value else "0"
    if kind in QUOTED_KINDS:
        return quote(str(value))
    if kind == FLOAT:
        return repr(float(value))
    if kind == BYTES:
        return "\\x" + bytes(value).hex()
    return str(value)


def canon_line(kinds: Sequence[str], values: Sequence[Any]) -> str:
    return ",".join(canon_field(k, v) for k, v in zip(kinds, values, strict=True))
