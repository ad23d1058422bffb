"""The rows of the message view: the whole thread in memory, a bounded window of it in Qt.

Why a window: QListView lays out (asks the size of) every row it has whenever anything moves,
so a 10,000-message thread would cost 10,000 delegate calls per streamed token. The model
holds all items but exposes only `window_size` consecutive ones (the newest when a
conversation opens); the view pages older or newer items in as the user scrolls near an edge,
dropping rows at the far edge so the window never grows past its bound.

Why pages: reading and converting a 10,000-message thread costs a quarter of a second, so a
conversation opens on its newest page only (`more_before` says the store has older messages).
When the window reaches the oldest item held and more exist, `olderWanted` asks the page to
read the next page up from the store, which arrives through `prepend`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from goclaw_lite.gui.chat.items import ChatItem, accessible_text, with_step_flags
from goclaw_lite.gui.qt import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from goclaw_lite.model.chat import Siblings

ITEM_ROLE = int(Qt.ItemDataRole.UserRole) + 1
MESSAGE_ID_ROLE = int(Qt.ItemDataRole.UserRole) + 2

ModelIndex = QModelIndex | QPersistentModelIndex


class ThreadModel(QAbstractListModel):
    olderWanted = Signal(str)
    """The id of the oldest item held: read the page above it from the store (`prepend`)."""

    def __init__(self, *, window_size: int = 600, page_size: int = 80, initial_size: int = 60) -> None:
        super().__init__()
        if not 0 < initial_size <= window_size or not 0 < page_size <= window_size:
            raise ValueError("page and initial sizes must fit in the window")
        self.window_size = window_size
        self.page_size = page_size
        self.initial_size = initial_size
        self._all: list[ChatItem] = []
        self._pos: dict[str, int] = {}
        self._start = 0
        self._end = 0
        self.siblings: dict[str, Siblings] = {}
        self.more_before = False
        self.fetching_older = False

    # --- Qt model interface -------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802 - Qt naming
        return 0 if parent.isValid() else self._end - self._start

    def data(self, index: ModelIndex, role: int = int(Qt.ItemDataRole.DisplayRole)) -> Any:
        if not index.isValid() or not 0 <= index.row() < self._end - self._start:
            return None
        item = self._all[self._start + index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return item.text
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return accessible_text(item)
        if role == ITEM_ROLE:
            return item
        if role == MESSAGE_ID_ROLE:
            return item.message_id
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    # --- reading ------------------------------------------------------------------------

    def item(self, row: int) -> ChatItem:
        return self._all[self._start + row]

    def all_items(self) -> list[ChatItem]:
        return list(self._all)

    def total(self) -> int:
        return len(self._all)

    def window(self) -> tuple[int, int]:
        return self._start, self._end

    def find(self, message_id: str) -> ChatItem | None:
        position = self._pos.get(message_id)
        return None if position is None else self._all[position]

    def position_of(self, message_id: str) -> int | None:
        """Index in the whole thread (not the window)."""
        return self._pos.get(message_id)

    def row_of(self, message_id: str) -> int | None:
        position = self._pos.get(message_id)
        if position is None or not self._start <= position < self._end:
            return None
        return position - self._start

    @property
    def has_older(self) -> bool:
        return self._start > 0 or self.more_before

    @property
    def has_newer(self) -> bool:
        return self._end < len(self._all)

    def last_item(self) -> ChatItem | None:
        return self._all[-1] if self._all else None

    # --- replacing the thread -----------------------------------------------------------

    def set_items(self, items: Sequence[ChatItem], *, around: str | None = None, more_before: bool = False) -> None:
        """Show a new thread: its newest items, or the window around message `around`.

        `more_before`: `items` is the newest part of a thread whose older messages are not read yet.
        """
        self.beginResetModel()
        self.more_before = more_before
        self.fetching_older = False
        self._all = list(items)
        self._pos = {item.message_id: i for i, item in enumerate(self._all)}
        self._relink(0, len(self._all) - 1, notify=False)
        total = len(self._all)
        position = self._pos.get(around) if around else None
        if position is None:
            self._end = total
            self._start = max(0, total - self.initial_size)
        else:
            half = self.initial_size // 2
            self._start = max(0, min(position - half, total - self.initial_size))
            self._end = min(total, self._start + self.initial_size)
        self.siblings = {k: v for k, v in self.siblings.items() if k in self._pos}
        self.endResetModel()

    def clear(self) -> None:
        self.set_items([])
        self.siblings.clear()

    # --- live changes -------------------------------------------------------------------

    def append(self, item: ChatItem) -> None:
        """Add a new newest item; it becomes a row only when the window reaches the end."""
        if item.message_id in self._pos:
            self.replace(item)
            return
        at_tail = self._end == len(self._all)
        self._all.append(item)
        self._pos[item.message_id] = len(self._all) - 1
        if at_tail:
            row = self._end - self._start
            self.beginInsertRows(QModelIndex(), row, row)
            self._end += 1
            self.endInsertRows()
            self._trim_front()
        self._relink(len(self._all) - 2, len(self._all) - 1)

    def replace(self, item: ChatItem) -> bool:
        position = self._pos.get(item.message_id)
        if position is None:
            return False
        self._all[position] = item
        if not self._relink(position - 1, position + 1) or self._all[position] is item:
            self._changed(position)
        return True

    def _changed(self, position: int) -> None:
        if self._start <= position < self._end:
            index = self.index(position - self._start)
            self.dataChanged.emit(index, index)

    def _relink(self, first: int, last: int, *, notify: bool = True) -> bool:
        """Recompute which rows are steps of one answer (`items.with_step_flags`) from `first`
        to `last`, and on while a change carries forward; True when a row changed."""
        position = max(0, first)
        changed = False
        while position < len(self._all):
            item = self._all[position]
            linked = with_step_flags(
                item, self._all[position - 1] if position > 0 else None,
                self._all[position + 1] if position + 1 < len(self._all) else None,
            )
            if linked is not item:
                self._all[position] = linked
                changed = True
                if notify:
                    self._changed(position)
            elif position >= last:
                break
            position += 1
        return changed

    def truncate_after(self, message_id: str, *, keep: bool = True) -> int:
        """Drop everything after `message_id` (and the message itself unless `keep`)."""
        position = self._pos.get(message_id)
        if position is None:
            return 0
        cut = position + 1 if keep else position
        return self._truncate(cut)

    def _truncate(self, cut: int) -> int:
        removed = len(self._all) - cut
        if removed <= 0:
            return 0
        first_row = max(cut, self._start) - self._start
        last_row = self._end - self._start - 1
        if self._end > cut and first_row <= last_row:
            self.beginRemoveRows(QModelIndex(), first_row, last_row)
            self._drop(cut)
            self._end = max(self._start, min(self._end, cut))
            self.endRemoveRows()
        else:
            self._drop(cut)
        self._relink(len(self._all) - 1, len(self._all) - 1)
        if self._start > len(self._all):
            self.set_items(self._all, more_before=self.more_before)
        return removed

    def _drop(self, cut: int) -> None:
        for item in self._all[cut:]:
            self._pos.pop(item.message_id, None)
            self.siblings.pop(item.message_id, None)
        del self._all[cut:]

    # --- paging the window --------------------------------------------------------------

    def load_older(self, count: int | None = None) -> int:
        """Prepend up to `count` older rows; rows beyond the window size go at the bottom.

        Near the oldest item held, asks for the page above (`olderWanted`) ahead of need.
        """
        wanted = min(count or self.page_size, self._start)
        if self._start - wanted < self.page_size and self.more_before and self._all and not self.fetching_older:
            self.fetching_older = True
            self.olderWanted.emit(self._all[0].message_id)
        if wanted <= 0:
            return 0
        self.beginInsertRows(QModelIndex(), 0, wanted - 1)
        self._start -= wanted
        self.endInsertRows()
        self._trim_back()
        return wanted

    def load_newer(self, count: int | None = None) -> int:
        wanted = min(count or self.page_size, len(self._all) - self._end)
        if wanted <= 0:
            return 0
        row = self._end - self._start
        self.beginInsertRows(QModelIndex(), row, row + wanted - 1)
        self._end += wanted
        self.endInsertRows()
        self._trim_front()
        return wanted

    def prepend(self, items: Sequence[ChatItem], *, more_before: bool) -> int:
        """Older items read from the store, put above the oldest held; they enter the window."""
        self.fetching_older = False
        self.more_before = more_before
        fresh = [item for item in items if item.message_id not in self._pos]
        if not fresh:
            return 0
        self._all[:0] = fresh
        self._pos = {item.message_id: i for i, item in enumerate(self._all)}
        self._relink(0, len(fresh), notify=False)
        self._end += len(fresh)
        if self._start == 0:
            self._start = len(fresh)
            return self.load_older(len(fresh))
        self._start += len(fresh)
        return 0

    def jump_to_tail(self) -> bool:
        """Move the window to the newest items; False when it is there already."""
        if self._end == len(self._all) and self._end - self._start >= min(self.initial_size, len(self._all)):
            return False
        self.beginResetModel()
        self._end = len(self._all)
        self._start = max(0, self._end - self.initial_size)
        self.endResetModel()
        return True

    def jump_to_head(self) -> bool:
        if self._start == 0:
            return False
        self.beginResetModel()
        self._start = 0
        self._end = min(len(self._all), self.initial_size)
        self.endResetModel()
        return True

    def _trim_front(self) -> None:
        excess = (self._end - self._start) - self.window_size
        if excess > 0:
            self.beginRemoveRows(QModelIndex(), 0, excess - 1)
            self._start += excess
            self.endRemoveRows()

    def _trim_back(self) -> None:
        excess = (self._end - self._start) - self.window_size
        if excess > 0:
            rows = self._end - self._start
            self.beginRemoveRows(QModelIndex(), rows - excess, rows - 1)
            self._end -= excess
            self.endRemoveRows()

    # --- branches ----------------------------------------------------------------------

    def set_siblings(self, message_id: str, siblings: Siblings) -> None:
        """The versions at `message_id`; the last step of its answer shows them too."""
        self.siblings[message_id] = siblings
        position = self._pos.get(message_id)
        while position is not None and position < len(self._all):
            row = self.row_of(self._all[position].message_id)
            if row is not None:
                index = self.index(row)
                self.dataChanged.emit(index, index, [MESSAGE_ID_ROLE])
            position += 1
            if position >= len(self._all) or self._all[position].step_of != message_id:
                break
