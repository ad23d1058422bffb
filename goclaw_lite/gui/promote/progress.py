"""Per-table and overall progress of a promotion: bars, rows/s and time left."""

from __future__ import annotations

import time

from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QProgressBar,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.promote.preflight import Preflight
from goclaw_lite.promote.progress import ProgressEvent

ROW_STEPS = ("copy", "merge")  # link steps fix references; they add no rows


def _count(n: int) -> str:
    return f"{n:,}"


def _eta(seconds: float) -> str:
    if seconds < 60:
        return f"about {max(1, round(seconds))} s left"
    return f"about {round(seconds / 60)} min left"


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
        self.overall = _bar("Overall progress")
        self.overall.setObjectName("promoteOverall")
        self.rate_label = QLabel("")
        self.rate_label.setObjectName("promoteRate")
        self.rate_label.setAccessibleName("Copy rate and time left")
        self.table = QTableWidget(0, 3)
        self.table.setTabKeyNavigation(False)
        self.table.setObjectName("promoteTables")
        self.table.setAccessibleName("Tables to copy")
        self.table.setHorizontalHeaderLabels(["Table", "Rows", "Progress"])
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
            bar = _bar(f"{name} progress")
            self.table.setCellWidget(row, 2, bar)
            self._rows[name], self._totals[name], self._done[name], self.bars[name] = row, count, 0, bar
        self.overall.setValue(0)
        self.rate_label.setText(f"{_count(preflight.total_rows)} rows in {len(preflight.row_counts)} tables.")

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
        text = f"{_count(done)} of {_count(total)} rows · {_count(round(rate))} rows/s"
        if finished:
            text += f" · copied in {elapsed:.1f} s"
        elif rate > 0:
            text += " · " + _eta((total - done) / rate)
        self.rate_label.setText(text)

    def finish(self) -> None:
        for name, bar in self.bars.items():
            bar.setValue(1000)
            self._done[name] = max(self._done[name], self._totals[name])
        self._show_overall(finished=True)
