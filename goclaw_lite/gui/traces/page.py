"""The Traces page: every run's trace, filtered by agent, status and time, and one as a waterfall.

Reads only, through `ctx.services.traces` on the qasync loop; a load that arrives after a newer
request is dropped. Other pages open a trace here: *View trace* under an answer
(`open_answer`), a scheduled job's history (`open_trace`).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.app.traces import TraceListing
from goclaw_lite.config import write_private
from goclaw_lite.gui.qt import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLocale,
    QPushButton,
    QSplitter,
    QStyle,
    Qt,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header, read_only_table
from goclaw_lite.gui.traces.waterfall import TraceView, local_time, seconds_text
from goclaw_lite.gui.traces.words import TraceWords
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.gui.widgets.page_loader import PageLoader
from goclaw_lite.ids import format_ts
from goclaw_lite.model.traces import TraceDetail, TraceFilter

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

PAGE_SIZE = 200
PERIODS = (("", 0), ("hour", 1), ("day", 24), ("week", 24 * 7), ("month", 24 * 30))  # key, hours back


class TracesPageWidget(QWidget):
    listLoaded = Signal(object)
    """Emitted with the TraceListing each time the list is filled."""
    traceShown = Signal(object)
    """Emitted with the TraceDetail (or None: no trace for an answer) each time the view changes."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracesPage")
        self.service = ctx.services.traces
        self.qlocale = QLocale()
        self.listing: TraceListing | None = None
        self._loader = PageLoader(self)
        self._opening = False  # a trace asked for by another page is on its way: keep the list's hands off
        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Traces"), self.tr(
            "Every answer's run, step by step: each model call, tool call, hook and memory step, timed. "
            "Previews never hold secret values.")))
        layout.addLayout(self._filter_bar())
        self.table = read_only_table("tracesTable", self.tr("Traces"), (
            self.tr("Started"), self.tr("Agent"), self.tr("Name"), self.tr("Status"), self.tr("Duration"),
            self.tr("Tokens"), self.tr("Spans")), stretch=2)
        self.table.itemSelectionChanged.connect(self._row_selected)
        self.view = TraceView(open_trace=self.open_trace)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("tracesSplitter")
        split.setChildrenCollapsible(False)
        split.addWidget(self.table)
        split.addWidget(self.view)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 5)
        layout.addWidget(split, 1)
        self.refresh()

    def _filter_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.agent_combo = QComboBox()
        self.agent_combo.setObjectName("traceAgentFilter")
        self.agent_combo.setAccessibleName(self.tr("Filter by agent"))
        self.agent_combo.addItem(self.tr("All agents"), None)
        self.status_combo = QComboBox()
        self.status_combo.setObjectName("traceStatusFilter")
        self.status_combo.setAccessibleName(self.tr("Filter by status"))
        for label, value in ((self.tr("Any status"), None), (self.tr("Completed"), "completed"),
                             (self.tr("Failed"), "error"), (self.tr("Stopped"), "cancelled"),
                             (self.tr("Running"), "running")):
            self.status_combo.addItem(label, value)
        self.period_combo = QComboBox()
        self.period_combo.setObjectName("tracePeriodFilter")
        self.period_combo.setAccessibleName(self.tr("Filter by time"))
        labels = (self.tr("Any time"), self.tr("Last hour"), self.tr("Last 24 hours"), self.tr("Last 7 days"),
                  self.tr("Last 30 days"))
        for label, (_key, hours) in zip(labels, PERIODS, strict=True):
            self.period_combo.addItem(label, hours)
        for combo in (self.agent_combo, self.status_combo, self.period_combo):
            combo.currentIndexChanged.connect(self.refresh)
            bar.addWidget(combo)
        bar.addStretch(1)
        self.count_label = QLabel()
        self.count_label.setObjectName("traceCount")
        bar.addWidget(self.count_label)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setObjectName("traceExport")
        self.export_button.setAccessibleName(self.tr("Export the trace as OpenTelemetry JSON"))
        self.export_button.setToolTip(self.tr("Save the trace as OpenTelemetry JSON (OTLP)"))
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self._export)
        bar.addWidget(self.export_button)
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.refresh_button.setObjectName("traceRefresh")
        self.refresh_button.setAccessibleName(self.tr("Refresh the list of traces"))
        self.refresh_button.clicked.connect(self.refresh)
        bar.addWidget(self.refresh_button)
        return bar

    def query(self) -> TraceFilter:
        hours = int(self.period_combo.currentData() or 0)
        since = format_ts(datetime.now(UTC) - timedelta(hours=hours)) if hours else None
        return TraceFilter(agent_id=self.agent_combo.currentData(), status=self.status_combo.currentData(),
                           since=since, limit=PAGE_SIZE)

    # --- the list -------------------------------------------------------------------------

    def refresh(self) -> None:
        self._loader.load(self.service.listing(self.query()), on_done=self._fill, what=self.tr("Loading the traces"),
                          on_failed=lambda: self.count_label.setText(
                              self.tr("Could not load the traces; see the status bar.")))

    def _fill(self, listing: TraceListing) -> None:
        self.listing = listing
        self._offer_agents(listing.agents)
        shown = self.view.detail.trace.id if self.view.detail is not None else None
        self.table.blockSignals(True)
        self.table.clearSelection()  # a row stays selected only if it still shows the trace on view
        self.table.setRowCount(len(listing.traces))
        for index, t in enumerate(listing.traces):
            words = TraceWords()
            cells = (local_time(self.qlocale, t.start_time), listing.agents.get(t.agent_id or "", "—"),
                     words.trace_name(t.name), words.status(t.status),
                     seconds_text(t.duration_ms),
                     f"{self.qlocale.toString(t.total_input_tokens)} → {self.qlocale.toString(t.total_output_tokens)}",
                     self.qlocale.toString(t.span_count))
            for column, text in enumerate(cells):
                self.table.setItem(index, column, QTableWidgetItem(text))
            if t.id == shown:
                self.table.selectRow(index)
        self.table.blockSignals(False)
        if self.view.detail is None and not self._opening and listing.traces:
            self.table.selectRow(0)  # the newest, so the page never opens blank
        self.count_label.setText(self.tr("%n trace(s)", "", listing.total))
        self.listLoaded.emit(listing)

    def _offer_agents(self, agents: dict[str, str]) -> None:
        current = self.agent_combo.currentData()
        wanted = sorted(agents.items(), key=lambda kv: kv[1])
        combo = self.agent_combo
        if [(combo.itemData(i), combo.itemText(i)) for i in range(1, combo.count())] == wanted:
            return
        self.agent_combo.blockSignals(True)
        while self.agent_combo.count() > 1:
            self.agent_combo.removeItem(1)
        for agent_id, key in wanted:
            self.agent_combo.addItem(key, agent_id)
        self.agent_combo.setCurrentIndex(max(0, self.agent_combo.findData(current)) if current else 0)
        self.agent_combo.blockSignals(False)

    def _row_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if self.listing is not None and rows and rows[0].row() < len(self.listing.traces):
            self.open_trace(self.listing.traces[rows[0].row()].id)

    # --- one trace ------------------------------------------------------------------------

    def open_trace(self, trace_id: str) -> None:
        """Show one trace (by id) in the waterfall, whatever the filters show."""
        self._opening = True
        run_async(self.service.get(trace_id), on_done=self._show, on_error=self._open_failed, owner=self,
                  what=self.tr("Opening the trace"))

    def open_answer(self, conversation_id: str, message_id: str) -> None:
        """Show the trace of the run that wrote this answer (*View trace* under it)."""
        async def find() -> TraceDetail | None:
            trace_id = await self.service.for_message(conversation_id, message_id)
            return await self.service.get(trace_id) if trace_id else None

        self._opening = True
        run_async(find(), on_done=self._show_or_say, on_error=self._open_failed, owner=self,
                  what=self.tr("Opening the answer's trace"))

    def _open_failed(self, exc: BaseException) -> None:
        self._opening = False
        report_error(exc, owner=self, what=self.tr("Opening the trace"))

    def _show_or_say(self, detail: TraceDetail | None) -> None:
        self._opening = False
        if detail is None:
            self._select_row_of(None)
            self.export_button.setEnabled(False)
            self.view.clear(self.tr("This answer has no trace: it was written before traces were kept, imported, "
                                    "or its trace was deleted after the retention period."))
            self.traceShown.emit(None)
            return
        self._show(detail)

    def _show(self, detail: TraceDetail) -> None:
        self._opening = False
        self.view.show_trace(detail)
        self._select_row_of(detail.trace.id)
        self.export_button.setEnabled(True)
        self.traceShown.emit(detail)

    def _select_row_of(self, trace_id: str | None) -> None:
        """The list's selection follows the trace on view (opened from another page, or none)."""
        traces = self.listing.traces if self.listing is not None else []
        index = next((i for i, t in enumerate(traces) if t.id == trace_id), -1)
        self.table.blockSignals(True)
        self.table.clearSelection()
        if index >= 0:
            self.table.selectRow(index)
        self.table.blockSignals(False)

    def _export(self) -> None:
        detail = self.view.detail
        if detail is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export trace"), f"trace-{detail.trace.id[:8]}.json",
                                              self.tr("OpenTelemetry JSON (*.json)"))
        if name:
            self.export_to(Path(name))

    def export_to(self, target: Path) -> None:
        detail = self.view.detail
        if detail is None:
            return

        async def write() -> None:
            document = await self.service.export(detail.trace.id)
            write_private(target, json.dumps(document, ensure_ascii=False, indent=2) + "\n")

        run_async(write(), owner=self, what=self.tr("Exporting the trace"))


PAGE_SPEC = PageSpec(
    key="traces",
    title=QT_TRANSLATE_NOOP("pages", "Traces"),
    icon_name="view-list-details",
    factory=TracesPageWidget,
    order=72,
    fallback_icon=QStyle.StandardPixmap.SP_FileDialogListView,
    description=QT_TRANSLATE_NOOP("pages", "Each run step by step: model calls, tools, hooks, timed"),
)
