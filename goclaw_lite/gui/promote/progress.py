"""Per-table and overall progress of a promotion: bars, rows/s and time left."""

from __future__ import annotations

import time

from goclaw_lite.app.promote import Preflight, ProgressEvent
from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.i18n.durations import seconds_text
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QCoreApplication,
    QHeaderView,
    QLabel,
    QProgressBar,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

ROW_STEPS = ("copy", "merge")  # link steps fix references; they add no rows


def _count(n: int) -> str:
    return format_number(n)


def _eta(seconds: float) -> str:
    if seconds < 60:
        return QCoreApplication.translate("ProgressPanel", "about {seconds} s left").format(
            seconds=max(1, round(seconds)))
    return QCoreApplication.translate("ProgressPanel", "about {minutes} min left").format(minutes=round(seconds / 60))


def _bar(name: str) -> QProgressBar:
    bar = QProgressBar()
    bar.setRange(0, 1000)
    bar.setValue(0)
    bar.setTextVisible(True)
    bar.setFormat("%p%")
    bar.setAccessibleName(name)
    bar.setMaximumHeight(bar.fontMetrics().height() + 6)
    return bar


class ProgressPanel(QWidget):
    """The table list of the preflight, then the live copy: one bar per table and one overall."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promoteProgress")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.overall = _bar(self.tr("Overall progress"))
        self.overall.setObjectName("promoteOverall")
        self.rate_label = QLabel("")
        self.rate_label.setObjectName("promoteRate")
        self.rate_label.setAccessibleName(self.tr("Copy rate and time left"))
        self.table = QTableWidget(0, 3)
        self.table.setTabKeyNavigation(False)
        self.table.setObjectName("promoteTables")
        self.table.setAccessibleName(self.tr("Tables to copy"))
        self.table.setHorizontalHeaderLabels([self.tr("Table"), self.tr("Rows"), self.tr("Progress")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.overall)
        layout.addWidget(self.rate_label)
        layout.addWidget(self.table, 1)
        self._rows: dict[str, int] = {}
        self._totals: dict[str, int] = {}
        self._done: dict[str, int] = {}
        self._started = 0.0
        self.bars: dict[str, QProgressBar] = {}

    def show_plan(self, preflight: Preflight) -> None:
        """The tables and their row counts; bars at zero."""
        self.table.setRowCount(0)
        self._rows, self._totals, self._done, self.bars = {}, {}, {}, {}
        for name, count in preflight.row_counts:
            row = self.table.rowCount()
            self.table.insertRow(row)
            self.table.setItem(row, 0, QTableWidgetItem(name))
            self.table.setItem(row, 1, QTableWidgetItem(_count(count)))
            bar = _bar(self.tr("{table} progress").format(table=name))
            self.table.setCellWidget(row, 2, bar)
            self._rows[name], self._totals[name], self._done[name], self.bars[name] = row, count, 0, bar
        self.overall.setValue(0)
        self.rate_label.setText(self.tr("{rows} in {tables}.").format(
            rows=self.tr(
                "%Ln row(s)", "", preflight.total_rows), tables=self.tr("%n table(s)", "", len(preflight.row_counts))))

    def start(self) -> None:
        self._started = time.monotonic()
        self._done = dict.fromkeys(self._done, 0)
        for bar in self.bars.values():
            bar.setValue(0)
        self.overall.setValue(0)

    def update(self, event: ProgressEvent) -> None:  # type: ignore[override]
        """One batch reached PostgreSQL."""
        if event.step not in ROW_STEPS or event.table not in self._rows:
            return
        total = max(self._totals[event.table], event.total, event.rows_done)
        self._done[event.table] = event.rows_done
        self.bars[event.table].setValue(1000 if event.finished or total == 0 else event.rows_done * 1000 // total)
        item = self.table.item(self._rows[event.table], 1)
        if item is not None:
            item.setText(f"{_count(event.rows_done)} / {_count(total)}")
        self._show_overall(finished=False)

    def _show_overall(self, *, finished: bool) -> None:
        total = sum(self._totals.values())
        done = sum(self._done.values())
        self.overall.setValue(1000 if finished or total == 0 else min(1000, done * 1000 // total))
        elapsed = time.monotonic() - self._started if self._started else 0.0
        rate = done / elapsed if elapsed > 0 else 0.0
        text = self.tr("{done} of {total} rows · {rate} rows/s").format(
            done=_count(done), total=_count(total), rate=_count(round(rate)))
        if finished:
            text += " · " + self.tr("copied in {duration}").format(duration=seconds_text(elapsed))
        elif rate > 0:
            text += " · " + _eta((total - done) / rate)
        self.rate_label.setText(text)

    def finish(self) -> None:
        for name, bar in self.bars.items():
            bar.setValue(1000)
            self._done[name] = max(self._done[name], self._totals[name])
        self._show_overall(finished=True)
