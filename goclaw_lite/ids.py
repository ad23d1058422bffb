"""Identifiers and timestamps in the one canonical form the stores write.

Ids are UUID v7 (time-ordered, so primary-key b-trees grow at the right edge); timestamps are
UTC ISO-8601 text with exactly three fractional digits, the same text SQLite's
`strftime('%Y-%m-%dT%H:%M:%fZ','now')` default produces, so app-written and DB-written values
sort together.
"""

from __future__ import annotations

import os
import threading
import time
import uuid
from datetime import UTC, datetime

_lock = threading.Lock()
_last_ms = 0
_seq = 0


def uuid7() -> str:
    """A UUID v7 string; monotonic within one process even for calls in the same millisecond."""
    global _last_ms, _seq
    with _lock:
        ms = time.time_ns() // 1_000_000
        if ms <= _last_ms:
            ms = _last_ms
            _seq += 1
            if _seq > 0xFFF:
                ms += 1
                _seq = 0
        else:
            _seq = int.from_bytes(os.urandom(2), "big") & 0x3FF
        _last_ms = ms
        seq = _seq
    rand = int.from_bytes(os.urandom(8), "big") & ((1 << 62) - 1)
    value = (ms & ((1 << 48) - 1)) << 80
    value |= 0x7 << 76
    value |= seq << 64
    value |= 0b10 << 62
    value |= rand
    text = f"{value:032x}"  # what str(uuid.UUID(int=value)) gives, without building the object
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


def reserve_uuid7(count: int) -> int:
    """Reserve `count` consecutive UUID v7 values for a bulk write that formats them itself (in SQL).

    Returns the first as `ms << 12 | seq` (the 48-bit time and 12-bit sequence); the i-th is that
    plus i, a sequence overflow carrying into the time as `uuid7` does. Later `uuid7` calls sort after them.
    """
    global _last_ms, _seq
    with _lock:
        ms = time.time_ns() // 1_000_000
        fresh = (ms << 12) | (int.from_bytes(os.urandom(2), "big") & 0x3FF)
        first = ((_last_ms << 12) | _seq) + 1 if ms <= _last_ms else fresh
        last = first + max(count, 1) - 1
        _last_ms, _seq = last >> 12, last & 0xFFF
    return first


def format_ts(moment: datetime) -> str:
    """Canonical text form of an aware datetime: `2026-05-17T08:51:56.123Z`."""
    if moment.tzinfo is None:
        raise ValueError("timestamps must be timezone-aware")
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def now_ts() -> str:
    return format_ts(datetime.now(UTC))


def parse_ts(text: str) -> datetime:
    """Parse the canonical form and the other ISO forms older GoClaw databases hold.

    A time without a zone is taken as UTC, the zone every GoClaw store writes in.
    """
    cleaned = text.strip()
    if " m=" in cleaned:
        cleaned = cleaned.split(" m=", 1)[0]
    if cleaned.endswith(" UTC"):
        cleaned = cleaned[: -len(" UTC")]
    if cleaned.endswith("Z"):
        cleaned = cleaned[:-1] + "+00:00"
    cleaned = cleaned.replace(" ", "T", 1) if "T" not in cleaned else cleaned
    if "." in cleaned:
        head, _, rest = cleaned.partition(".")
        count = next((i for i, ch in enumerate(rest) if not ch.isdigit()), len(rest))
        digits = rest[:count]  # only the fraction: the zone's digits follow it
        zone = rest[count:].strip()
        zone = zone.replace(" ", "")
        if zone and len(zone) == 5 and zone[0] in "+-":
            zone = zone[:3] + ":" + zone[3:]
        cleaned = f"{head}.{digits[:6].ljust(6, '0')}{zone}"
    moment = datetime.fromisoformat(cleaned)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def is_uuid(text: object) -> bool:
    """True for canonical UUID text; stores check ids with it before querying, because
    PostgreSQL's uuid columns refuse other text instead of matching nothing."""
    if not isinstance(text, str) or len(text) != 36:
        return False
    try:
        uuid.UUID(text)
    except ValueError:
        return False
    return True
