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
    """In the display zone, as the language writes it ('1/3/24 2:05 PM', '03.01.2024 14:05'; empty
    for None, the text itself when unreadable)."""
    if not iso:
        return ""
    try:
        parse_ts(iso)
    except (ValueError, OverflowError):
        return iso
    return format_datetime(iso) if with_time else format_date(iso)


def validity(valid_from: str, valid_until: str | None, *, now: str) -> str:
    """'since 1/3/24', '1/3/24 – 2/5/25 (ended)' or 'from … (not yet valid)'."""
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
