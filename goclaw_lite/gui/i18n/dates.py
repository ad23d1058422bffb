"""Times, dates, numbers and sizes as the chosen language writes them, in the chosen time zone.

Every time the window shows goes through here: QLocale writes it (month names, order, digits
grouping), and the zone is the user's setting (`AppSettings.time_zone`, '' for the system's).
The store keeps UTC ISO text; nothing here is written back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import QDateTime, QLocale, QObject, QTimeZone

if TYPE_CHECKING:
    from datetime import datetime

_zone: list[str] = [""]


def set_display_zone(name: str) -> None:
    """'' for the system's zone, else an IANA name (already validated by the settings)."""
    _zone[0] = name


def display_zone() -> QTimeZone:
    name = _zone[0]
    if name:
        zone = QTimeZone(name.encode())
        if zone.isValid():
            return zone
    return QTimeZone.systemTimeZone()


def to_local(moment: datetime | str) -> QDateTime:
    """A stored moment (aware datetime or ISO text) as a QDateTime in the display zone."""
    from goclaw_lite.ids import parse_ts  # not at import: the launcher sets the zone before the first frame

    when = parse_ts(moment) if isinstance(moment, str) else moment
    return QDateTime.fromMSecsSinceEpoch(int(when.timestamp() * 1000), display_zone())


def format_datetime(moment: datetime | str, *, seconds: bool = False) -> str:
    """Date and time in the locale's short form, e.g. '12/7/26, 2:05 PM' or '07.12.2026 14:05'."""
    local = to_local(moment)
    locale = QLocale()
    date = locale.toString(local.date(), QLocale.FormatType.ShortFormat)
    time_format = locale.timeFormat(QLocale.FormatType.ShortFormat)
    if seconds and "s" not in time_format:
        time_format = time_format.replace("mm", "mm:ss", 1)
    return f"{date} {locale.toString(local.time(), time_format)}"


def format_date(moment: datetime | str, *, long: bool = False) -> str:
    local = to_local(moment)
    form = QLocale.FormatType.LongFormat if long else QLocale.FormatType.ShortFormat
    return QLocale().toString(local.date(), form)


def format_time(moment: datetime | str) -> str:
    return QLocale().toString(to_local(moment).time(), QLocale.FormatType.ShortFormat)


def format_weekday_time(moment: datetime | str) -> str:
    """'Mon 14:05' in the locale's own day names and time form."""
    local = to_local(moment)
    locale = QLocale()
    day = locale.dayName(local.date().dayOfWeek(), QLocale.FormatType.ShortFormat)
    return f"{day} {locale.toString(local.time(), QLocale.FormatType.ShortFormat)}"


def day_month_format() -> str:
    """The locale's long date without its year, with short names: 'Sun, Dec 6', '12月6日周日',
    'вс, 6 дек.' (a fixed "ddd d MMM" read "周日 6 12月" in Chinese)."""
    form = QLocale().dateFormat(QLocale.FormatType.LongFormat)
    form = re.sub(r"[\s,./-]*y+年?(?:\s*'[^']*'\.?)?", "", form)
    return form.replace("dddd", "ddd").replace("MMMM", "MMM").strip(" ,")


def format_day_month(moment: datetime | str) -> str:
    return QLocale().toString(to_local(moment).date(), day_month_format())


def picker_format() -> str:
    """A date-time picker's display format in the locale's order ('7/12/2026 15:05' in Vietnamese,
    '2026/12/7 15:05' in Chinese), with four-digit years: a fixed "d MMM yyyy" read "7 12月 2026"."""
    form = QLocale().dateTimeFormat(QLocale.FormatType.ShortFormat)
    return form if "yyyy" in form else form.replace("yy", "yyyy")


def format_number(value: int | float) -> str:
    return QLocale().toString(value)


def format_size(size: int) -> str:
    """Bytes as the locale writes them ('1.5 MB', '1,5 МБ'). Under a kilobyte our own plural:
    Qt's Russian writes "769 байты" for every count."""
    if 0 <= size < 1024:
        return SizeWords().few_bytes(size)
    return QLocale().formattedDataSize(size, 1, QLocale.DataSizeFormat.DataSizeTraditionalFormat)


class SizeWords(QObject):
    """lupdate marks a plural only in `self.tr(text, "", n)`: the words live on a QObject."""

    def few_bytes(self, size: int) -> str:
        return self.tr("%Ln byte(s)", "", size)
