"""Timestamps between the store's canonical ISO text and what people read and pick."""

from __future__ import annotations

from datetime import UTC, datetime

from goclaw_lite.gui.i18n.dates import format_date, format_datetime
from goclaw_lite.gui.qt import QCoreApplication, QDateTime
from goclaw_lite.ids import format_ts, parse_ts


def to_qdatetime(iso: str) -> QDateTime:
    moment = parse_ts(iso)
    return QDateTime.fromMSecsSinceEpoch(int(moment.timestamp() * 1000))


def from_qdatetime(value: QDateTime) -> str:
    return format_ts(datetime.fromtimestamp(value.toMSecsSinceEpoch() / 1000, UTC))


def human(iso: str | None, *, with_time: bool = True) -> str:
    """The window's language and time zone ('12/7/26 3:48 PM', '07.12.2026 15:48'); empty for
    None, the text itself when unreadable. Not hand-built: a month name must not stay English."""
    if not iso:
        return ""
    try:
        return format_datetime(iso) if with_time else format_date(iso)
    except (ValueError, OverflowError):
        return iso


def validity(valid_from: str, valid_until: str | None, *, now: str) -> str:
    """'since 3 Jan 2024', '3 Jan 2024 – 5 Feb 2025 (ended)' or 'from … (not yet valid)'."""
    start = human(valid_from, with_time=False)
    if valid_until is None:
        if valid_from > now:
            return QCoreApplication.translate("KGTime", "from {start} (not yet valid)").format(start=start)
        return QCoreApplication.translate("KGTime", "since {start}").format(start=start)
    end = human(valid_until, with_time=False)
    if valid_until <= now:
        return QCoreApplication.translate("KGTime", "{start} – {end} (ended)").format(start=start, end=end)
    if valid_from > now:
        return QCoreApplication.translate("KGTime", "{start} – {end} (not yet valid)").format(start=start, end=end)
    return f"{start} – {end}"
