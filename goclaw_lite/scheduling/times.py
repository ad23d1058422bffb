"""When a schedule fires next, in UTC, from a moment in UTC.

A cron expression is read in the job's zone on the wall clock: croniter walks naive local
times (no daylight-saving arithmetic of its own to get wrong), and each candidate is placed in
the zone here. A wall time that does not exist (02:30 on the spring-forward night) is taken with
the offset before the change, so it lands once, just after the gap (03:30); a wall time that
happens twice (02:30 on the fall-back night) is its first occurrence, and the second is skipped
because it is not after the run already made. `every` is plain elapsed time, so no zone
matters; `at` is one instant.
"""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime, timedelta, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from croniter import croniter

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.jobs import SCHEDULE_KINDS, Schedule

MIN_INTERVAL_MS = 60_000  # the timer looks once a minute: a shorter interval would only pile up
MAX_CANDIDATES = 1000  # cron candidates tried before giving up (an expression that never fires again)


def zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValidationError(f"Unknown time zone {name!r}; use an IANA name such as Europe/Berlin or UTC.") from None


def validate(schedule: Schedule) -> None:
    """Refuse a schedule that could never run, with the reason."""
    if schedule.kind not in SCHEDULE_KINDS:
        raise ValidationError(f"Unknown schedule kind {schedule.kind!r}; use every, cron or at.")
    zone(schedule.timezone)
    if schedule.kind == "every":
        if schedule.every_ms is None or schedule.every_ms < MIN_INTERVAL_MS:
            raise ValidationError("An interval must be at least 1 minute (e.g. 15m, 2h, 1d).")
    elif schedule.kind == "cron":
        expr = (schedule.expr or "").strip()
        if len(expr.split()) != 5 or not croniter.is_valid(expr):
            raise ValidationError(f"{expr!r} is not a 5-field cron expression (minute hour day month weekday), "
                                  "e.g. '0 7 * * 1-5'.")
    elif schedule.at is None or schedule.at.tzinfo is None:
        raise ValidationError("A one-time job needs its date and time.")


def _placed(wall: datetime, tz: ZoneInfo) -> datetime:
    """A naive wall time in `tz` as UTC; a time in a gap gets the offset from before the gap."""
    return wall.replace(tzinfo=tz, fold=0).astimezone(UTC)


def next_cron(expr: str, tz_name: str, after: datetime) -> datetime | None:
    """The first time `expr` fires strictly after `after` (aware), in UTC."""
    tz = zone(tz_name)
    wall = after.astimezone(tz).replace(tzinfo=None)
    it = croniter(expr, wall)
    for _ in range(MAX_CANDIDATES):
        candidate = it.get_next(datetime)
        placed = _placed(candidate, tz)
        if placed > after:
            return placed
    return None


def next_every(anchor: datetime, every_ms: int, after: datetime) -> datetime:
    """The first slot anchor + k x interval strictly after `after` (missed slots are not replayed)."""
    step = timedelta(milliseconds=every_ms)
    if after < anchor:
        return anchor
    return anchor + step * ((after - anchor) // step + 1)


def next_run(schedule: Schedule, after: datetime, *, anchor: datetime | None = None) -> datetime | None:
    """When `schedule` fires next after `after`; None when it never will (a past `at`).

    `anchor` is where an interval counts from (the slot that was due, or the job's start)."""
    if schedule.kind == "every":
        assert schedule.every_ms is not None
        return next_every(anchor or after + timedelta(milliseconds=schedule.every_ms), schedule.every_ms, after)
    if schedule.kind == "cron":
        return next_cron((schedule.expr or "").strip(), schedule.timezone, after)
    return schedule.at if schedule.at is not None and schedule.at > after else None


def local_time(moment: datetime, tz_name: str) -> datetime:
    return moment.astimezone(zone(tz_name))


_UNITS = {"s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400}


def parse_interval(text: str) -> int:
    """'15m', '2h', '1d', '90s' -> milliseconds."""
    cleaned = text.strip().lower().replace(" ", "")
    number = cleaned.rstrip("abcdefghijklmnopqrstuvwxyz")
    unit = cleaned[len(number):] or "m"
    if not number.isdigit() or unit not in _UNITS:
        raise ValidationError(f"{text!r} is not an interval; write a number and a unit, e.g. 15m, 2h or 1d.")
    return int(number) * _UNITS[unit] * 1000


def parse_at(text: str, tz_name: str) -> datetime:
    """'2026-12-08 07:00' (wall time in `tz_name`) or an ISO time with an offset -> aware UTC."""
    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValidationError(f"{text!r} is not a date and time; write it as 2026-12-08 07:00.") from None
    if moment.tzinfo is None:
        moment = _placed(moment, zone(tz_name))
    return moment.astimezone(UTC)


def local_zone_name() -> str:
    """The IANA name of this computer's zone (TZ, /etc/timezone, the /etc/localtime link), else UTC."""
    import os
    from pathlib import Path

    candidates = [os.environ.get("TZ", "").lstrip(":")]
    with contextlib.suppress(OSError):
        candidates.append(Path("/etc/timezone").read_text(encoding="utf-8").strip())
    with contextlib.suppress(OSError):
        target = str(Path("/etc/localtime").resolve())
        if "zoneinfo/" in target:
            candidates.append(target.split("zoneinfo/", 1)[1])
    for name in candidates:
        if name:
            try:
                ZoneInfo(name)
            except (ZoneInfoNotFoundError, ValueError):
                continue
            return name
    return "UTC"


def next_run_words(moment: datetime | None, now: datetime, tz: tzinfo | None = None) -> str:
    """'in 3 h, at 07:00' / 'in 20 min, at 06:20' / 'on Tue 8 Dec, at 07:00' (English; the window has its own)."""
    if moment is None:
        return "not scheduled"
    local = moment.astimezone(tz)
    seconds = (moment - now).total_seconds()
    at = local.strftime("%H:%M")
    if seconds < 60:
        return "due now"
    if seconds < 3600:
        return f"in {int(seconds // 60)} min, at {at}"
    if seconds < 86400:
        return f"in {round(seconds / 3600)} h, at {at}"
    return f"on {local.strftime('%a')} {local.day} {local.strftime('%b')}, at {at}"
