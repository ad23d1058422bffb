"""The entity list's table model: pages fetched on demand, never the whole graph.

Qt asks `canFetchMore`/`fetchMore` when the view scrolls near the end; each call loads one
page of `page_size` rows on the qasync loop and appends it when it arrives. A new query
resets the model and bumps a generation number, so a page that arrives for an old query is
dropped instead of mixed in.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.models import EntityQuery, EntityRows
from goclaw_lite.gui.qt import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.model.kg import Entity, EntitySort

PAGE_SIZE = 100
Fetch = Callable[[EntityQuery, int, int], Coroutine[Any, Any, EntityRows]]
Index = QModelIndex | QPersistentModelIndex

COLUMNS = (
    QT_TRANSLATE_NOOP("EntityTableModel", "Name"),
    QT_TRANSLATE_NOOP("EntityTableModel", "Type"),
    QT_TRANSLATE_NOOP("EntityTableModel", "Conf."),
)
SORT_BY_COLUMN = (EntitySort.NAME, EntitySort.TYPE, EntitySort.CONFIDENCE)


class EntityTableModel(QAbstractTableModel):
    loadingChanged = Signal(bool)
    pageLoaded = Signal(int, int)
    """(rows now loaded, total rows) after each page."""

    def __init__(self, fetch: Fetch, colors: TypeColors, parent: QObject | None = None, *, page_size: int = PAGE_SIZE) -> None:
        super().__init__(parent)
        self._fetch = fetch
        self._colors = colors
        self.page_size = page_size
        self._rows: list[Entity] = []
        self._ids: set[str] = set()
        self._query: EntityQuery | None = None
        self._total = 0
        self._complete = True
        self._loading = False
        self._generation = 0
        self.pages_fetched = 0
        """Pages requested for the current query."""
        self.requests = 0
        """Pages requested since the model was made, whatever the query."""

    # --- state ----------------------------------------------------------------------------

    @property
    def query(self) -> EntityQuery | None:
        return self._query

    @property
    def total(self) -> int:
        return self._total

    @property
    def complete(self) -> bool:
        """False when a search found more hits than it shows."""
        return self._complete

    @property
    def loading(self) -> bool:
        return self._loading

    def entity(self, row: int) -> Entity | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, entity_id: str) -> int:
        return next((i for i, e in enumerate(self._rows) if e.id == entity_id), -1)

    def set_query(self, query: EntityQuery | None) -> None:
        """Show `query` from its first page (None empties the list)."""
        self._generation += 1
        self.beginResetModel()
        self._rows = []
        self._ids = set()
        self._total = 0
        self._complete = True
        self._query = query
        self.pages_fetched = 0
        self.endResetModel()
        self._set_loading(False)
        if query is not None:
            self._request(0)

    def reload(self) -> None:
        self.set_query(self._query)

    def _set_loading(self, value: bool) -> None:
        if value != self._loading:
            self._loading = value
            self.loadingChanged.emit(value)

    def _request(self, offset: int) -> None:
        query = self._query
        if query is None:
            return
        generation = self._generation
        self._set_loading(True)
        self.pages_fetched += 1
        self.requests += 1
        run_async(
            self._fetch(query, offset, self.page_size),
            on_done=lambda rows: self._arrived(generation, rows),
            on_error=lambda exc: self._failed(generation, exc),
            owner=self,
            what=self.tr("Loading entities"),
        )

    def _arrived(self, generation: int, rows: EntityRows) -> None:
        if generation != self._generation:
            return
        self._set_loading(False)
        self._total = rows.total
        self._complete = rows.complete
        fresh = [e for e in rows.items if e.id not in self._ids]  # offsets shift when rows change meanwhile
        if fresh:
            start = len(self._rows)
            self.beginInsertRows(QModelIndex(), start, start + len(fresh) - 1)
            self._rows.extend(fresh)
            self._ids.update(e.id for e in fresh)
            self.endInsertRows()
        if not rows.items:
            self._total = len(self._rows)  # the list shrank under us: stop asking for more
        self.pageLoaded.emit(len(self._rows), self._total)

    def _failed(self, generation: int, exc: BaseException) -> None:
        if generation != self._generation:
            return
        self._set_loading(False)
        self._total = len(self._rows)
        report_error(exc, what=self.tr("Loading entities"))
        self.pageLoaded.emit(len(self._rows), self._total)

    # --- Qt model interface -----------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def canFetchMore(self, parent: Index) -> bool:  # noqa: N802
        return not parent.isValid() and self._query is not None and not self._loading and len(self._rows) < self._total

    def fetchMore(self, parent: Index) -> None:  # noqa: N802
        if self.canFetchMore(parent):
            self._request(len(self._rows))

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(COLUMNS):
            return self.tr(COLUMNS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        entity = self.entity(index.row()) if index.isValid() else None
        if entity is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (entity.name, entity.entity_type, f"{entity.confidence:.2f}")[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == 0:
            detail = f" — {entity.description}" if entity.description else ""
            return f"{entity.name} ({entity.entity_type}){detail}"
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            return self._colors.icon(entity.entity_type)
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            return entity.entity_type
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return (f"{entity.name}", f"type {entity.entity_type}", f"confidence {entity.confidence:.2f}")[column]
        if role == Qt.ItemDataRole.UserRole:
            return entity.id
        return None
