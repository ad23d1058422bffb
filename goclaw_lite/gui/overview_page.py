"""Overview: what is in the store, at a glance.

The row counts are loaded through `async_bridge` when the page is built and on "Refresh";
the page never blocks the GUI thread on the database.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.gui.async_bridge import report_error, run_async
from goclaw_lite.gui.pages import PageSpec, page_header, value_field
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)

if TYPE_CHECKING:
    from goclaw_lite.bootstrap import AppContext


class OverviewPage(QWidget):
    countsLoaded = Signal(dict)
    """Emitted with {table: rows} each time the counts arrive (tests and later views use it)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overviewPage")
        self._ctx = ctx
        self._loading = False
        self.counts: dict[str, int] = {}

        layout = QVBoxLayout(self)
        layout.addWidget(page_header("Overview", "What this GoClaw Lite store holds."))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.database_field = value_field(str(ctx.paths.db_path), "Database path")
        self.schema_field = value_field(str(ctx.prepare.version), "Schema version")
        self.install_field = value_field(ctx.stores.identity.install_id, "Install id")
        form.addRow("Database:", self.database_field)
        form.addRow("Schema version:", self.schema_field)
        form.addRow("Install id:", self.install_field)
        layout.addLayout(form)

        self.table = QTableWidget(0, 2, self)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move within it
        self.table.setObjectName("tableCounts")
        self.table.setAccessibleName("Row counts per table")
        self.table.setHorizontalHeaderLabels(["Table", "Rows"])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 10)
        layout.addWidget(self.table, 1)

        footer = QHBoxLayout()
        self.status_label = QLabel("")
        self.status_label.setObjectName("overviewStatus")
        self.status_label.setAccessibleName("Overview status")
        footer.addWidget(self.status_label, 1)
        self.refresh_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_BrowserReload), "Refresh")
        self.refresh_button.setAccessibleName("Refresh row counts")
        self.refresh_button.setToolTip("Count the rows of every table again")
        self.refresh_button.clicked.connect(self.refresh)
        footer.addWidget(self.refresh_button)
        layout.addLayout(footer)

        self.refresh()

    @property
    def loading(self) -> bool:
        return self._loading

    def refresh(self) -> None:
        if self._loading:
            return
        self._loading = True
        self.refresh_button.setEnabled(False)
        self.status_label.setText("Counting rows…")
        run_async(
            self._ctx.stores.meta.table_counts(),
            on_done=self._show_counts,
            on_error=self._load_failed,
            owner=self,
            what="Counting rows",
        )

    def _show_counts(self, counts: dict[str, int]) -> None:
        self._loading = False
        self.refresh_button.setEnabled(True)
        self.counts = dict(counts)
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(counts))
        for row, (name, rows) in enumerate(sorted(counts.items())):
            name_item = QTableWidgetItem(name)
            count_item = QTableWidgetItem()
            count_item.setData(Qt.ItemDataRole.DisplayRole, rows)
            count_item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, 0, name_item)
            self.table.setItem(row, 1, count_item)
        self.table.setSortingEnabled(True)
        total = sum(counts.values())
        self.status_label.setText(f"{len(counts)} tables, {total:,} rows in total.")
        self.countsLoaded.emit(self.counts)

    def _load_failed(self, exc: BaseException) -> None:
        self._loading = False
        self.refresh_button.setEnabled(True)
        self.status_label.setText("Could not count the rows; see the status bar.")
        report_error(exc, owner=self, what="Counting rows")


PAGE_SPEC = PageSpec(
    key="overview",
    title="Overview",
    icon_name="go-home",
    factory=OverviewPage,
    order=10,
    fallback_icon=QStyle.StandardPixmap.SP_DirHomeIcon,
    description="What is in the store",
)
