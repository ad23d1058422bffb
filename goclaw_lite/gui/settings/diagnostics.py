"""Settings > Diagnostics: the database's rows per table (what the old Overview page showed).

A support aid, not a landing page: the counts are read on demand ("Count rows"), off the GUI
thread, through the home service, since counting every table of a large store takes a moment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    Qt,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
    themed_icon,
)
from goclaw_lite.gui.shell.pages import read_only_table
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext


class DiagnosticsBox(QGroupBox):
    countsLoaded = Signal(dict)
    """{table: rows} each time the counts arrive."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__("Diagnostics", parent)
        self.setObjectName("diagnosticsBox")
        self.service = ctx.services.home
        self.counts: dict[str, int] = {}
        self._loading = False
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.status_label = QLabel(
            self.tr("Rows per table of the database, for a bug report or a check after an import."), self)
        self.status_label.setObjectName("diagnosticsStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.status_label, 1)
        self.count_button = QPushButton(
            themed_icon("view-refresh", QStyle.StandardPixmap.SP_BrowserReload), self.tr("Count rows"))
        self.count_button.setObjectName("diagnosticsCount")
        self.count_button.setAccessibleName(self.tr("Count rows per table"))
        self.count_button.setToolTip(self.tr("Count the rows of every table"))
        self.count_button.clicked.connect(self.refresh)
        row.addWidget(self.count_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        self.table = read_only_table(
            "tableCounts", self.tr("Row counts per table"), (self.tr("Table"), self.tr("Rows")), stretch=0)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        self.table.setVisible(False)
        self.table.setMinimumHeight(200)
        layout.addWidget(self.table)

    @property
    def loading(self) -> bool:
        return self._loading

    def refresh(self) -> None:
        if self._loading:
            return
        self._loading = True
        self.count_button.setEnabled(False)
        self.status_label.setText(self.tr("Counting rows…"))
        run_async(self.service.table_counts(), on_done=self._show, on_error=self._failed, owner=self, what=self.tr(
            "Counting rows"))

    def _show(self, counts: dict[str, int]) -> None:
        self._loading = False
        self.count_button.setEnabled(True)
        self.counts = dict(counts)
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(counts))
        for index, (name, rows) in enumerate(sorted(counts.items())):
            count_item = QTableWidgetItem()
            count_item.setData(Qt.ItemDataRole.DisplayRole, rows)
            count_item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(index, 0, QTableWidgetItem(name))
            self.table.setItem(index, 1, count_item)
        self.table.setSortingEnabled(True)
        self.table.setVisible(True)
        self.status_label.setText(self.tr("{tables}, {rows} in total.").format(
            tables=self.tr("%n table(s)", "", len(counts)), rows=self.tr("%Ln row(s)", "", sum(counts.values()))))
        self.countsLoaded.emit(self.counts)

    def _failed(self, exc: BaseException) -> None:
        self._loading = False
        self.count_button.setEnabled(True)
        self.status_label.setText(self.tr("Could not count the rows; see the status bar."))
        report_error(exc, owner=self, what=self.tr("Counting rows"))
