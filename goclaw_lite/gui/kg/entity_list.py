"""The entity list: a debounced live search, a type filter with counts, and the paged table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.entity_model import SORT_BY_COLUMN, EntityTableModel, Fetch
from goclaw_lite.gui.kg.models import EntityQuery
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QKeySequence,
    QLabel,
    QLineEdit,
    QModelIndex,
    QShortcut,
    Qt,
    QTableView,
    QTimer,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.model.kg import EntitySort

SEARCH_DEBOUNCE_MS = 250
NARROW_LIST = 300


class EntityListPanel(QWidget):
    entitySelected = Signal(str)
    """The current row changed to this entity id."""
    entityActivated = Signal(str)
    searched = Signal(str)
    """A search ran (its text; empty when cleared): the graph highlights the matches."""
    """Enter or double-click on this entity id."""

    def __init__(self, fetch: Fetch, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgEntityList")
        self._agent_id: str | None = None
        self._as_of: str | None = None
        self._colors = colors
        self._select_after_load: str | None = None
        self._restoring = False

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)

        self.search = QLineEdit()
        self.search.setObjectName("kgSearch")
        self.search.setPlaceholderText(self.tr("Search entities…"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search entities"))
        self.search.setToolTip(self.tr("Names, types, descriptions and aliases, any case (Ctrl+F)"))
        for button in self.search.findChildren(QToolButton):  # the clear button
            button.setAccessibleName(self.tr("Clear the search"))
        layout.addWidget(self.search)

        self.type_filter = QComboBox()
        self.type_filter.setObjectName("kgTypeFilter")
        self.type_filter.setAccessibleName(self.tr("Entity type filter"))
        self.type_filter.setToolTip(self.tr("Show only entities of one type"))
        self.type_filter.addItem(self.tr("All types"), None)
        self.sort_box = QComboBox()
        self.sort_box.setObjectName("kgSortBox")
        self.sort_box.setAccessibleName(self.tr("Sort entities"))
        self.sort_box.setToolTip(self.tr("Sort by the column headers, or with the most relations first"))
        self.sort_box.addItem(self.tr("By column"), None)
        self.sort_box.addItem(self.tr("Most connected"), EntitySort.CONNECTED)
        layout.addWidget(self.type_filter)
        layout.addWidget(self.sort_box)  # a row of its own: beside the filter or the count, a translation was cut

        self.model = EntityTableModel(fetch, colors, self)
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move within it
        self.table.setObjectName("kgEntityTable")
        self.table.setAccessibleName(self.tr("Entities"))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        metrics = self.table.fontMetrics()
        header.resizeSection(1, metrics.horizontalAdvance("organization") + 14)
        header.resizeSection(2, metrics.horizontalAdvance("Conf.") + 30)
        header.setHighlightSections(False)
        header.setSortIndicatorShown(True)
        header.setSectionsClickable(True)
        header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        header.sortIndicatorChanged.connect(lambda _s, _o: self._column_sorted())
        header.sectionClicked.connect(lambda _s: self._column_sorted())
        layout.addWidget(self.table, 1)

        self.count_label = QLabel("")
        self.count_label.setObjectName("kgEntityCount")
        self.count_label.setAccessibleName(self.tr("Entity count"))
        layout.addWidget(self.count_label)

        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(SEARCH_DEBOUNCE_MS)
        self._debounce.timeout.connect(self.apply_query)
        self.search.textChanged.connect(lambda _t: self._debounce.start())
        self.search.returnPressed.connect(self.apply_query)
        self.type_filter.currentIndexChanged.connect(lambda _i: self.apply_query())
        self.sort_box.currentIndexChanged.connect(lambda _i: self.apply_query())
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.table.activated.connect(self._activated)
        self.model.pageLoaded.connect(self._page_loaded)
        self.model.loadingChanged.connect(lambda _busy: self._update_count())

        focus = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        focus.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        focus.activated.connect(self.focus_search)
        self.setTabOrder(self.search, self.type_filter)
        self.setTabOrder(self.type_filter, self.sort_box)
        self.setTabOrder(self.sort_box, self.table)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt naming
        """A narrow list drops the Type column: names matter more, and the dot shows the type."""
        super().resizeEvent(event)
        self.table.setColumnHidden(1, self.width() < NARROW_LIST)

    # --- the query -------------------------------------------------------------------------

    def set_scope(self, agent_id: str | None, as_of: str | None) -> None:
        self._agent_id = agent_id
        self._as_of = as_of
        self.apply_query()

    def current_query(self) -> EntityQuery | None:
        if self._agent_id is None:
            return None
        header = self.table.horizontalHeader()
        column = header.sortIndicatorSection()
        sort = SORT_BY_COLUMN[column] if 0 <= column < len(SORT_BY_COLUMN) else SORT_BY_COLUMN[0]
        descending = header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        if self.sort_box.currentData() is not None:
            sort, descending = EntitySort.CONNECTED, True
        return EntityQuery(
            agent_id=self._agent_id,
            text=self.search.text().strip(),
            entity_type=self.type_filter.currentData(),
            as_of=self._as_of,
            sort=sort,
            descending=descending,
        )

    def _column_sorted(self) -> None:
        """A click on a column header sorts by that column again."""
        if self.sort_box.currentIndex() != 0:
            self.sort_box.setCurrentIndex(0)  # runs the query
        else:
            self.apply_query()

    def apply_query(self) -> None:
        """Run the search now (the debounce timer ends here too)."""
        self._debounce.stop()
        query = self.current_query()
        by_column = self.sort_box.currentIndex() == 0
        self.table.horizontalHeader().setSortIndicatorShown(by_column and not (query and query.searching))
        self.model.set_query(query)
        self._update_count()
        self.searched.emit(self.search.text())

    def reload(self, select_id: str | None = None) -> None:
        """Load the list again, keeping (or moving) the selection."""
        current = self.selected_id()
        self._select_after_load = select_id or current
        self.model.reload()

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    @property
    def search_pending(self) -> bool:
        return self._debounce.isActive()

    # --- type counts -------------------------------------------------------------------------

    def set_type_counts(self, counts: Mapping[str, int]) -> None:
        """Fill the type filter, keeping the chosen type if it still exists."""
        wanted = self.type_filter.currentData()
        self._colors.learn(counts)
        self.type_filter.blockSignals(True)
        try:
            self.type_filter.clear()
            all_types = self.tr("All types  ({count})").format(count=format_number(sum(counts.values())))
            self.type_filter.addItem(all_types, None)
            for name in sorted(counts):
                self.type_filter.addItem(self._colors.icon(name), f"{name}  ({format_number(counts[name])})", name)
            index = self.type_filter.findData(wanted) if wanted is not None else 0
            if wanted is not None and index < 0:
                self.type_filter.addItem(self._colors.icon(wanted), f"{wanted}  (0)", wanted)
                index = self.type_filter.count() - 1
            self.type_filter.setCurrentIndex(max(0, index))
        finally:
            self.type_filter.blockSignals(False)

    # --- selection ---------------------------------------------------------------------------

    def selected_id(self) -> str | None:
        index = self.table.currentIndex()
        entity = self.model.entity(index.row()) if index.isValid() else None
        return entity.id if entity else None

    def select(self, entity_id: str) -> bool:
        """Show `entity_id` as the current row without announcing it (the caller knows)."""
        row = self.model.row_of(entity_id)
        self._restoring = True
        try:
            if row < 0:
                self.table.clearSelection()
                self.table.setCurrentIndex(self.model.index(-1, 0))
                return False
            self.table.setCurrentIndex(self.model.index(row, 0))
            self.table.scrollTo(self.model.index(row, 0))
            return True
        finally:
            self._restoring = False

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        entity = self.model.entity(current.row()) if current.isValid() else None
        if entity is not None and not self._restoring:
            self.entitySelected.emit(entity.id)

    def _activated(self, index: QModelIndex) -> None:
        entity = self.model.entity(index.row())
        if entity is not None:
            self.entityActivated.emit(entity.id)

    def _page_loaded(self, _loaded: int, _total: int) -> None:
        if self._select_after_load is not None:
            wanted, self._select_after_load = self._select_after_load, None
            if self.model.row_of(wanted) >= 0:
                self.select(wanted)
        self._update_count()

    def _update_count(self) -> None:
        query = self.model.query
        loaded, total = self.model.rowCount(), self.model.total
        if query is None:
            text = ""
        elif self.model.loading and loaded == 0:
            text = self.tr("Searching…") if query.searching else self.tr("Loading…")
        elif query.searching and not self.model.complete:
            text = self.tr("%Ln match(es) loaded; scroll for more", "", loaded)
        elif query.searching:
            text = self.tr("%Ln match(es)", "", total)
        elif loaded < total:
            text = self.tr("{loaded} of %Ln entity(ies) loaded; scroll for more", "", total)
            text = text.format(loaded=format_number(loaded))
        else:
            text = self.tr("%Ln entity(ies)", "", total)
        self.count_label.setText(text)
