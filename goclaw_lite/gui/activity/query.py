"""What the Activity page asks for, without Qt: filter choices turned into a store filter,
page arithmetic, and how a row is shown.

Dates are the user's local calendar days: "from" is that day's local midnight and "to"
includes the whole day (the store's end is exclusive, so it is the next local midnight).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta

from goclaw_lite.app.activity import ActivityChoices, ActivityEntry, ActivityFilter
from goclaw_lite.gui.i18n.dates import format_date, format_datetime, to_local
from goclaw_lite.gui.qt import QCoreApplication
from goclaw_lite.ids import format_ts

PAGE_SIZE = 50


def local_midnight(day: date) -> str:
    return format_ts(datetime.combine(day, time()).astimezone())


@dataclass(frozen=True)
class ActivityQuery:
    action: str | None = None
    actor_type: str | None = None
    entity_type: str | None = None
    first_day: date | None = None
    last_day: date | None = None  # inclusive
    offset: int = 0
    page_size: int = PAGE_SIZE

    def to_filter(self) -> ActivityFilter:
        return ActivityFilter(
            action=self.action or None,
            actor_type=self.actor_type or None,
            entity_type=self.entity_type or None,
            since=local_midnight(self.first_day) if self.first_day else None,
            until=local_midnight(self.last_day + timedelta(days=1)) if self.last_day else None,
        )

    def next_page(self) -> ActivityQuery:
        return replace(self, offset=self.offset + self.page_size)

    def previous_page(self) -> ActivityQuery:
        return replace(self, offset=max(0, self.offset - self.page_size))

    def first_page(self) -> ActivityQuery:
        return replace(self, offset=0)


@dataclass(frozen=True)
class ActivityPage:
    """One loaded page: its rows, the total under the same filter, and the choices to offer."""

    query: ActivityQuery
    entries: tuple[ActivityEntry, ...]
    total: int
    choices: ActivityChoices

    @property
    def rows(self) -> tuple[ActivityEntry, ...]:
        return self.entries

    @property
    def has_previous(self) -> bool:
        return self.query.offset > 0

    @property
    def has_next(self) -> bool:
        return self.query.offset + len(self.rows) < self.total

    @property
    def range_text(self) -> str:
        translate = QCoreApplication.translate
        if not self.rows:
            if self.total == 0:
                return translate("ActivityPageWidget", "No activity matches.")
            return translate("ActivityPageWidget", "Nothing past row {row} of {total}.").format(
                row=self.query.offset, total=self.total)
        first = self.query.offset + 1
        return translate("ActivityPageWidget", "{first}–{last} of {total}").format(
            first=first, last=first + len(self.rows) - 1, total=self.total)


def local_time_text(created_at: str) -> str:
    """A stored UTC time as the user's wall-clock time (the chosen zone, the language's form), to the second."""
    return format_datetime(created_at, seconds=True)


def local_day(created_at: str) -> date:
    """The user's calendar day a stored UTC time falls on."""
    day = to_local(created_at).date().toPython()
    assert isinstance(day, date)
    return day


def day_heading(created_at: str, today: date | None = None) -> str:
    """"Today", "Yesterday", or the day in the language's long form."""
    day = local_day(created_at)
    now = today or to_local(datetime.now().astimezone()).date().toPython()
    translate = QCoreApplication.translate
    if day == now:
        return translate("ActivityPageWidget", "Today")
    if isinstance(now, date) and day == now - timedelta(days=1):
        return translate("ActivityPageWidget", "Yesterday")
    return format_date(created_at, long=True)
