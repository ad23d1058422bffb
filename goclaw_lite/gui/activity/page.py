"""The Activity page: what was done, by whom, on what — filtered, paged, with each row's details.

Reads only, through `ActivityService` on the qasync loop, which puts names on the ids and words
on the actions. Each load asks for one page and the total under the same filter; a result that
arrives after a newer request is dropped, so quick filter changes never show a stale page. Rows are
sentences (`words.sentence`) under a heading per local day; the details pane lists a row's
fields in words; "Show JSON" shows what is stored, as stored.
"""

from __future__ import annotations

import html
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from goclaw_lite.app.activity import ActivityEntry
from goclaw_lite.gui.activity.names import action_name, actor_name, kind_name, translated
from goclaw_lite.gui.activity.query import ActivityPage, ActivityQuery, day_heading, local_day, local_time_text
from goclaw_lite.gui.activity.words import field_rows, sentence
from goclaw_lite.gui.i18n.dates import format_time
from goclaw_lite.gui.qt import (
    QComboBox,
    QCoreApplication,
    QDate,
    QDateEdit,
    QFontDatabase,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QShortcut,
    QSplitter,
    QStackedWidget,
    QStyle,
    Qt,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.keyboard import tab_moves_on
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header, read_only_table
from goclaw_lite.gui.widgets.page_loader import PageLoader

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

SUBTITLE = QT_TRANSLATE_NOOP("ActivityPageWidget",
                             "Everything GoClaw Lite and its agents did, newest first. Rows never hold secret values.")
COLUMNS = (QT_TRANSLATE_NOOP("ActivityPageWidget", "Time"),
           QT_TRANSLATE_NOOP("ActivityPageWidget", "What happened"))
NO_DATE = QDate(2000, 1, 1)  # the date edits' minimum, shown as "Any"


def _combo(name: str, everything: str, accessible: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    combo.addItem(everything, None)
    combo.setMinimumContentsLength(12)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    return combo


def _date_edit(name: str, label: str) -> QDateEdit:
    edit = QDateEdit()
    edit.setObjectName(name)
    edit.setAccessibleName(label)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    edit.setMinimumDate(NO_DATE)
    edit.setSpecialValueText(QCoreApplication.translate("ActivityPageWidget", "Any"))
    edit.setDate(NO_DATE)
    tab_moves_on(edit)  # showing "Any" it has no section for Tab to step to: a keyboard trap otherwise
    return edit


def _fill_choices(combo: QComboBox, choices: tuple[tuple[str, str], ...]) -> None:
    """Offer (value, label) `choices`, keeping the current choice (even if no row has it any more)."""
    current = combo.currentData()
    wanted = list(choices)
    if current and current not in {v for v, _ in wanted}:
        wanted.append((current, combo.currentText()))
    if [(combo.itemData(i), combo.itemText(i)) for i in range(1, combo.count())] == wanted:
        return
    combo.blockSignals(True)
    while combo.count() > 1:
        combo.removeItem(1)
    for value, label in wanted:
        combo.addItem(label, value)
    combo.setCurrentIndex(max(0, combo.findData(current)) if current else 0)
    combo.blockSignals(False)


class ActivityPageWidget(QWidget):
    pageLoaded = Signal(object)
    """Emitted with the ActivityPage each time the table is filled."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("activityPage")
        self.service = ctx.services.activity
        self.query = ActivityQuery()
        self.current: ActivityPage | None = None
        self.row_entries: list[ActivityEntry | None] = []
        """The entry shown in each table row; None for a day's heading."""
        self._loader = PageLoader(self)

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Activity"), self.tr(SUBTITLE)))
        layout.addLayout(self._filter_bar())

        self.table = read_only_table("activityTable", self.tr("Activity"), tuple(self.tr(c) for c in COLUMNS))
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.itemSelectionChanged.connect(self._selection_changed)

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("activitySplitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.table)
        splitter.addWidget(self._details_pane())
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter, 1)
        layout.addLayout(self._paging_bar())

        shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Refresh), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(self.refresh)
        self.refresh()

    # --- construction ----------------------------------------------------------------------

    def _details_pane(self) -> QWidget:
        pane = QWidget()
        column = QVBoxLayout(pane)
        column.setContentsMargins(0, 0, 0, 0)
        self.details = QTextBrowser()
        self.details.setObjectName("activityDetails")
        self.details.setAccessibleName(self.tr("Details of the selected action"))
        self.details.setOpenLinks(False)
        self.details.setPlaceholderText(self.tr("Select a row to see everything recorded about it."))
        self.details_json = QPlainTextEdit()
        self.details_json.setObjectName("activityDetailsJson")
        self.details_json.setAccessibleName(self.tr("The selected action as stored (JSON)"))
        self.details_json.setReadOnly(True)
        self.details_json.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details_json.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details_stack = QStackedWidget()
        self.details_stack.addWidget(self.details)
        self.details_stack.addWidget(self.details_json)
        column.addWidget(self.details_stack, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.json_toggle = QPushButton(self.tr("Show &JSON"))
        self.json_toggle.setObjectName("activityJsonToggle")
        self.json_toggle.setAccessibleName(self.tr("Show the stored JSON"))
        self.json_toggle.setToolTip(self.tr("Switch between the details in words and the row exactly as stored"))
        self.json_toggle.setCheckable(True)
        self.json_toggle.toggled.connect(self._json_toggled)
        row.addWidget(self.json_toggle)
        column.addLayout(row)
        return pane

    def _json_toggled(self, on: bool) -> None:
        self.details_stack.setCurrentIndex(1 if on else 0)
        self.json_toggle.setText(self.tr("Show &details") if on else self.tr("Show &JSON"))

    def _filter_bar(self) -> QVBoxLayout:
        """Two rows: what and who, then when; in one row a longer translation cuts the buttons at 1024 px."""
        rows = QVBoxLayout()
        bar, dates = QHBoxLayout(), QHBoxLayout()
        for row in (bar, dates):
            row.setSpacing(6)
            rows.addLayout(row)
        self.action_combo = _combo("activityActionFilter", self.tr("All actions"), self.tr("Filter by actions"))
        self.actor_combo = _combo("activityActorFilter", self.tr("Anyone"), self.tr("Filter by who did it"))
        self.entity_combo = _combo("activityEntityFilter", self.tr("All kinds"), self.tr("Filter by kind of thing"))
        self.from_date = _date_edit("activityFromDate", self.tr("From date"))
        self.to_date = _date_edit("activityToDate", self.tr("To date (inclusive)"))
        for combo in (self.action_combo, self.actor_combo, self.entity_combo):
            combo.currentIndexChanged.connect(self._filters_changed)
            bar.addWidget(combo)
        for label, edit in ((self.tr("From"), self.from_date), (self.tr("to"), self.to_date)):
            text = QLabel(label)
            text.setBuddy(edit)
            dates.addWidget(text)
            dates.addWidget(edit)
            edit.dateChanged.connect(self._filters_changed)
        self.clear_button = QPushButton(self.tr("Clear filters"))
        self.clear_button.setObjectName("activityClearFilters")
        self.clear_button.setAccessibleName(self.tr("Clear filters"))
        self.clear_button.setToolTip(self.tr("Show every action again"))
        self.clear_button.clicked.connect(self.clear_filters)
        dates.addWidget(self.clear_button)
        dates.addStretch(1)
        bar.addStretch(1)
        self.refresh_button = self._loader.button = QPushButton(
            standard_icon(QStyle.StandardPixmap.SP_BrowserReload), self.tr("Refresh"))
        self.refresh_button.setObjectName("activityRefresh")
        self.refresh_button.setAccessibleName(self.tr("Refresh activity"))
        self.refresh_button.setToolTip(self.tr("Load the activity again (F5)"))
        self.refresh_button.clicked.connect(self.refresh)
        bar.addWidget(self.refresh_button)
        return rows

    def _paging_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.range_label = QLabel("")
        self.range_label.setObjectName("activityRange")
        self.range_label.setAccessibleName(self.tr("Rows shown"))
        self.prev_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_ArrowBack), self.tr("Previous"))
        self.prev_button.setObjectName("activityPrevious")
        self.prev_button.setAccessibleName(self.tr("Previous page"))
        self.prev_button.setToolTip(self.tr("The previous {page_size} rows (newer)").format(
            page_size=self.query.page_size))
        self.prev_button.clicked.connect(self.previous_page)
        self.next_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_ArrowForward), self.tr("Next"))
        self.next_button.setObjectName("activityNext")
        self.next_button.setAccessibleName(self.tr("Next page"))
        self.next_button.setToolTip(self.tr("The next {page_size} rows (older)").format(page_size=self.query.page_size))
        self.next_button.clicked.connect(self.next_page)
        for button in (self.prev_button, self.next_button):
            button.setEnabled(False)
        bar.addWidget(self.range_label)
        bar.addStretch(1)
        bar.addWidget(self.prev_button)
        bar.addWidget(self.next_button)
        return bar

    # --- filters and paging -------------------------------------------------------------------

    @staticmethod
    def _day(edit: QDateEdit) -> date | None:
        chosen = edit.date().toPython()
        return chosen if edit.date() != NO_DATE and isinstance(chosen, date) else None

    def _filters_changed(self, *_args: object) -> None:
        self.query = ActivityQuery(
            action=self.action_combo.currentData(),
            actor_type=self.actor_combo.currentData(),
            entity_type=self.entity_combo.currentData(),
            first_day=self._day(self.from_date),
            last_day=self._day(self.to_date),
            page_size=self.query.page_size,
        )
        self.refresh()

    def set_filters(self, *, action: str | None = None, actor_type: str | None = None, entity_type: str | None = None,
                    first_day: date | None = None, last_day: date | None = None) -> None:
        """Choose filters as a user would with the controls (one reload at the end)."""
        for combo, value in ((self.action_combo, action), (self.actor_combo, actor_type), (self.entity_combo, entity_type)):
            combo.blockSignals(True)
            if value and combo.findData(value) < 0:
                combo.addItem(value, value)
            combo.setCurrentIndex(combo.findData(value) if value else 0)
            combo.blockSignals(False)
        for edit, day in ((self.from_date, first_day), (self.to_date, last_day)):
            edit.blockSignals(True)
            edit.setDate(QDate(day.year, day.month, day.day) if day else NO_DATE)
            edit.blockSignals(False)
        self._filters_changed()

    def clear_filters(self) -> None:
        self.set_filters()

    def next_page(self) -> None:
        if self.current is not None and self.current.has_next:
            self.query = self.query.next_page()
            self.refresh()

    def previous_page(self) -> None:
        if self.query.offset > 0:
            self.query = self.query.previous_page()
            self.refresh()

    # --- loading ----------------------------------------------------------------------------

    @property
    def loading(self) -> bool:
        return self._loader.loading

    def refresh(self) -> None:
        self._loader.load(self._fetch(self.query), on_done=self._show, what=self.tr("Loading the activity"),
                          on_failed=lambda: self.range_label.setText(
                              self.tr("Could not load the activity; see the status bar.")))

    async def _fetch(self, query: ActivityQuery) -> ActivityPage:
        listing = await self.service.listing(query.to_filter(), limit=query.page_size, offset=query.offset)
        query = replace(query, offset=listing.offset)  # rows went away under us: the last page instead
        return ActivityPage(query=query, entries=listing.entries, total=listing.total, choices=await self.service.choices())

    def _show(self, page: ActivityPage) -> None:
        selected = self.selected()
        self.current = page
        self.query = page.query
        _fill_choices(self.action_combo, translated(page.choices.actions, action_name))
        _fill_choices(self.actor_combo, translated(page.choices.actor_types, actor_name))
        _fill_choices(self.entity_combo, translated(page.choices.kinds, kind_name))
        self.table.setSortingEnabled(False)
        self.table.clearSpans()
        self.row_entries = []
        headings: dict[int, str] = {}
        day = None
        for entry in page.rows:
            if local_day(entry.activity.created_at) != day:
                day = local_day(entry.activity.created_at)
                headings[len(self.row_entries)] = day_heading(entry.activity.created_at)
                self.row_entries.append(None)
            self.row_entries.append(entry)
        self.table.setRowCount(len(self.row_entries))
        keep = -1
        warning = standard_icon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for index, shown in enumerate(self.row_entries):
            if shown is None:
                self._day_row(index, headings[index])
                continue
            row = shown.activity
            words = sentence(shown)
            time_item, what = QTableWidgetItem(format_time(row.created_at)), QTableWidgetItem(words)
            time_item.setToolTip(local_time_text(row.created_at))
            what.setToolTip(words)
            if shown.failed:
                what.setIcon(warning)
            self.table.setItem(index, 0, time_item)
            self.table.setItem(index, 1, what)
            if selected is not None and row.id == selected.activity.id:
                keep = index
        if keep >= 0:
            self.table.selectRow(keep)
        else:
            self.table.clearSelection()
            self._selection_changed()
        self.range_label.setText(page.range_text)
        self.prev_button.setEnabled(page.has_previous)
        self.next_button.setEnabled(page.has_next)
        self._loader.finish()
        self.pageLoaded.emit(page)

    def _day_row(self, index: int, text: str) -> None:
        """A heading row ("Today", "Yesterday", or the date) over the rows of one local day."""
        heading = QTableWidgetItem(text)
        heading.setFlags(Qt.ItemFlag.ItemIsEnabled)  # not selectable: arrows and clicks skip it
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        rest = QTableWidgetItem("")
        rest.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.table.setItem(index, 0, heading)
        self.table.setItem(index, 1, rest)
        self.table.setSpan(index, 0, 1, 2)

    # --- selection ----------------------------------------------------------------------------

    def selected(self) -> ActivityEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or self.current is None or rows[0].row() >= len(self.row_entries):
            return None
        return self.row_entries[rows[0].row()]

    def select_entry(self, position: int) -> None:
        """Select the `position`-th row of the page (day headings not counted), as a click would."""
        entries = [i for i, e in enumerate(self.row_entries) if e is not None]
        self.table.selectRow(entries[position])

    def table_sentences(self) -> list[str]:
        """The sentences shown, in order (day headings left out)."""
        items = [self.table.item(i, 1) for i, e in enumerate(self.row_entries) if e is not None]
        return [item.text() if item is not None else "" for item in items]

    def _selection_changed(self) -> None:
        entry = self.selected()
        self.details.setHtml(details_html(entry) if entry is not None else "")
        self.details_json.setPlainText(entry.raw_json() if entry is not None else "")


def details_html(entry: ActivityEntry) -> str:
    """The row in words: its sentence and when, then one line per recorded field."""
    row = entry.activity
    lines = [f"<p><b>{html.escape(sentence(entry))}</b><br>{html.escape(local_time_text(row.created_at))}</p>"]
    fields = field_rows(entry)
    if fields:
        cells = "".join(
            f"<tr><td style='padding-right:12px'><b>{html.escape(key)}</b></td><td>{html.escape(value)}</td></tr>"
            for key, value in fields
        )
        lines.append(f"<table>{cells}</table>")
    else:
        lines.append("<p>{}</p>".format(html.escape(QCoreApplication.translate("ActivityPageWidget",
            "Nothing more was recorded."))))
    return "".join(lines)


PAGE_SPEC = PageSpec(
    key="activity",
    title=QT_TRANSLATE_NOOP("pages", "Activity"),
    icon_name="document-open-recent",
    factory=ActivityPageWidget,
    order=70,
    fallback_icon=QStyle.StandardPixmap.SP_FileDialogDetailedView,
    description=QT_TRANSLATE_NOOP("pages", "The audit trail: what was done, by whom"),
)
