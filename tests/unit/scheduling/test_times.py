"""When schedules fire: every, cron in a zone, at; both daylight-saving nights; user input."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.jobs import Schedule
from goclaw_lite.scheduling.times import next_cron, next_every, next_run, parse_at, parse_interval, validate

BERLIN = ZoneInfo("Europe/Berlin")
NEW_YORK = ZoneInfo("America/New_York")


def firings(expr: str, tz: str, start: datetime, end: datetime) -> list[datetime]:
    out, t = [], start
    while True:
        nxt = next_cron(expr, tz, t)
        if nxt is None or nxt > end:
            return out
        out.append(nxt)
        t = nxt


def test_cron_reads_the_expression_on_the_zones_wall_clock() -> None:
    after = datetime(2026, 12, 7, 5, 0, tzinfo=UTC)  # 06:00 in Berlin
    assert next_cron("0 7 * * *", "Europe/Berlin", after) == datetime(2026, 12, 7, 6, 0, tzinfo=UTC)
    assert next_cron("0 7 * * *", "America/New_York", after) == datetime(2026, 12, 7, 12, 0, tzinfo=UTC)
    assert next_cron("0 7 * * 1-5", "UTC", datetime(2026, 12, 12, 8, 0, tzinfo=UTC)) == datetime(
        2026, 12, 14, 7, 0, tzinfo=UTC)  # Saturday -> Monday


def test_spring_forward_a_0230_job_runs_exactly_once_that_night() -> None:
    # Berlin, 2026-03-29: 02:00 CET jumps to 03:00 CEST, so 02:30 does not exist.
    night = firings("30 2 * * *", "Europe/Berlin", datetime(2026, 3, 28, 12, tzinfo=UTC),
                    datetime(2026, 3, 30, 12, tzinfo=UTC))
    on_the_29th = [t for t in night if t.astimezone(BERLIN).date().day == 29]
    assert len(on_the_29th) == 1
    assert on_the_29th[0].astimezone(BERLIN).strftime("%H:%M %Z") == "03:30 CEST"  # just after the gap
    assert night[-1].astimezone(BERLIN).strftime("%d %H:%M %Z") == "30 02:30 CEST"  # back to normal
    # New York, 2026-03-08 (a second zone, another date)
    ny = firings("30 2 * * *", "America/New_York", datetime(2026, 3, 7, 12, tzinfo=UTC),
                 datetime(2026, 3, 9, 12, tzinfo=UTC))
    assert [t.astimezone(NEW_YORK).strftime("%d %H:%M") for t in ny] == ["08 03:30", "09 02:30"]


def test_fall_back_a_0230_job_runs_once_not_twice() -> None:
    # Berlin, 2026-10-25: 03:00 CEST goes back to 02:00 CET, so 02:30 happens twice.
    night = firings("30 2 * * *", "Europe/Berlin", datetime(2026, 10, 24, 12, tzinfo=UTC),
                    datetime(2026, 10, 26, 12, tzinfo=UTC))
    assert [t.astimezone(BERLIN).strftime("%d %H:%M %Z") for t in night] == ["25 02:30 CEST", "26 02:30 CET"]
    # a runner that looks during the repeated hour, after the first 02:30, does not fire it again
    second_pass = datetime(2026, 10, 25, 1, 10, tzinfo=UTC)  # 02:10 CET, the second time round
    assert next_cron("30 2 * * *", "Europe/Berlin", second_pass) == datetime(2026, 10, 26, 1, 30, tzinfo=UTC)


def test_every_counts_from_its_slot_and_skips_missed_slots() -> None:
    anchor = datetime(2026, 12, 7, 7, 0, tzinfo=UTC)
    hour = 3_600_000
    assert next_every(anchor, hour, anchor) == anchor + timedelta(hours=1)
    assert next_every(anchor, hour, anchor + timedelta(hours=3, minutes=10)) == anchor + timedelta(hours=4)
    assert next_every(anchor, hour, anchor - timedelta(minutes=1)) == anchor
    # the first run of a new job: one interval from now
    now = datetime(2026, 12, 7, 6, 0, tzinfo=UTC)
    assert next_run(Schedule("every", every_ms=hour), now) == now + timedelta(hours=1)


def test_at_is_once_and_none_once_past() -> None:
    when = datetime(2026, 12, 8, 6, 0, tzinfo=UTC)
    schedule = Schedule("at", at=when, timezone="Europe/Berlin")
    assert next_run(schedule, when - timedelta(seconds=1)) == when
    assert next_run(schedule, when) is None


def test_user_input_is_parsed_or_refused_with_the_reason() -> None:
    assert parse_interval("15m") == 900_000 and parse_interval("2h") == 7_200_000 and parse_interval("1d") == 86_400_000
    assert parse_at("2026-12-08 07:00", "Europe/Berlin") == datetime(2026, 12, 8, 6, 0, tzinfo=UTC)
    assert parse_at("2026-03-29 02:30", "Europe/Berlin") == datetime(2026, 3, 29, 1, 30, tzinfo=UTC)  # in the gap
    for bad, fn in (("soon", parse_interval), ("5 parsecs", parse_interval)):
        with pytest.raises(ValidationError, match="not an interval"):
            fn(bad)
    with pytest.raises(ValidationError, match="not a date"):
        parse_at("tomorrow", "UTC")
    with pytest.raises(ValidationError, match="Unknown time zone 'Mars/Olympus'"):
        validate(Schedule("cron", expr="0 7 * * *", timezone="Mars/Olympus"))
    with pytest.raises(ValidationError, match="5-field cron"):
        validate(Schedule("cron", expr="0 7 * *"))
    with pytest.raises(ValidationError, match="5-field cron"):
        validate(Schedule("cron", expr="0 25 * * *"))
    with pytest.raises(ValidationError, match="at least 1 minute"):
        validate(Schedule("every", every_ms=1000))
