"""Timestamps in every form the stores meet, read as the same instant."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from goclaw_lite.ids import format_ts, parse_ts

NOON = datetime(2026, 1, 2, 12, 0, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2026-01-02T12:00:00.000Z", NOON),
        ("2026-01-02T12:00:00Z", NOON),
        ("2026-01-02 12:00:00", NOON),  # no zone: UTC, as GoClaw writes
        ("2026-01-02T13:00:00+01:00", NOON),
        ("2026-01-02T13:00:00.000+01:00", NOON),
        ("2026-01-02T13:00:00.000+0100", NOON),
        ("2026-01-02T07:30:00.5-04:30", NOON.replace(microsecond=500_000)),
        ("2026-01-02T03:04:05.9996+01:00", datetime(2026, 1, 2, 2, 4, 5, 999_600, tzinfo=UTC)),
        ("2026-01-02 12:00:00.123456789 +0000 UTC", NOON.replace(microsecond=123_456)),  # Go's time.String()
        ("2026-01-02 12:00:00.1 +0000 UTC m=+0.000000001", NOON.replace(microsecond=100_000)),
    ],
)
def test_forms_parse_to_the_same_instant(text: str, expected: datetime) -> None:
    assert parse_ts(text) == expected


def test_round_trip_of_the_canonical_form() -> None:
    moment = datetime(2026, 12, 2, 18, 22, 42, 123_000, tzinfo=UTC)
    assert parse_ts(format_ts(moment)) == moment
