"""The sidebar: New chat, search over titles and content, and the conversations, newest first.

The list pages itself in through Qt's `canFetchMore`/`fetchMore`, so thousands of
conversations cost one page of rows until the user scrolls. Renaming is an inline edit (F2 or
double-click); the store call happens in the page, and the model shows the new title at once
and takes it back if the store refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from goclaw_lite.gui.chat.items import format_time
from goclaw_lite.gui.chat.style import blend
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QAbstractListModel,
    QContextMenuEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QLabel,
    QLineEdit,
    QListView,
    QLocale,
    QMenu,
    QModelIndex,
    QObject,
    QPainter,
    QPalette,
    QPersistentModelIndex,
    QPushButton,
    QRect,
    QSize,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QTimer,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.style import text_role
from goclaw_lite.model.chat import ConversationSummary

SUMMARY_ROLE = int(Qt.ItemDataRole.UserRole) + 1
ID_ROLE = int(Qt.ItemDataRole.UserRole) + 2
SEARCH_DEBOUNCE_MS = 180

ModelIndex = QModelIndex | QPersistentModelIndex
MenuEntry = tuple[str, Callable[[], object]]


class ChatWords(QObject):
    """The chat list's words with counts: plurals go through a QObject's `tr` (lupdate's numerus)."""

    def describe(self, summary: ConversationSummary) -> str:
        parts = [format_time(summary.conversation.updated_at), self.tr("%Ln message(s)", "", summary.message_count)]
        if summary.conversation.closed:
            parts.append(self.tr("closed"))
        return " · ".join(p for p in parts if p)

    def trimmed_note(self, context_window: int, sent: int) -> str:
        return self.tr("Earlier messages were left out: this conversation no longer fits the agent's context window "
                       "({tokens} tokens), so the answer sees only the last %n message(s).", "", sent).format(
            tokens=QLocale().toString(context_window))

    def closed_note(self, title: str, days: int) -> str:
        return self.tr("Closed “{title}”; it is deleted %n day(s) after its last change.", "", days).format(title=title)


def describe(summary: ConversationSummary) -> str:
    return ChatWords().describe(summary)


class ConversationListModel(QAbstractListModel):
    renameRequested = Signal(str, str)
    fetchRequested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[ConversationSummary] = []
        self.exhausted = True
        self.loading = False

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: ModelIndex, role: int = int(Qt.ItemDataRole.DisplayRole)) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        summary = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return summary.title
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{summary.title}, {describe(summary)}"
        if role == SUMMARY_ROLE:
            return summary
        if role == ID_ROLE:
            return summary.id
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: ModelIndex, value: Any, role: int = int(Qt.ItemDataRole.EditRole)) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        title = " ".join(str(value).split())
        summary = self._rows[index.row()]
        if not title or title == summary.title:
            return False
        self.renameRequested.emit(summary.id, title)
        return True

    def canFetchMore(self, parent: ModelIndex) -> bool:  # noqa: N802
        return not parent.isValid() and not self.exhausted and not self.loading and bool(self._rows)

    def fetchMore(self, parent: ModelIndex) -> None:  # noqa: N802
        if self.canFetchMore(parent):
            self.loading = True
            self.fetchRequested.emit()

    # --- content ------------------------------------------------------------------------

    def summaries(self) -> list[ConversationSummary]:
        return list(self._rows)

    def summary(self, row: int) -> ConversationSummary:
        return self._rows[row]

    def row_of(self, conversation_id: str) -> int | None:
        return next((i for i, s in enumerate(self._rows) if s.id == conversation_id), None)

    def set_rows(self, rows: Sequence[ConversationSummary], *, exhausted: bool) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.exhausted = exhausted
        self.loading = False
        self.endResetModel()

    def append_rows(self, rows: Sequence[ConversationSummary], *, exhausted: bool) -> None:
        known = {s.id for s in self._rows}
        fresh = [r for r in rows if r.id not in known]
        if fresh:
            self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(fresh) - 1)
            self._rows.extend(fresh)
            self.endInsertRows()
        self.exhausted = exhausted
        self.loading = False

    def upsert(self, summary: ConversationSummary, *, to_top: bool = True) -> None:
        row = self.row_of(summary.id)
        if row is not None and (not to_top or row == 0):
            self._rows[row] = summary
            index = self.index(row)
            self.dataChanged.emit(index, index)
            return
        if row is not None:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._rows[row]
            self.endRemoveRows()
        self.beginInsertRows(QModelIndex(), 0, 0)
        self._rows.insert(0, summary)
        self.endInsertRows()

    def remove(self, conversation_id: str) -> None:
        row = self.row_of(conversation_id)
        if row is None:
            return
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._rows[row]
        self.endRemoveRows()


SELECTED_TINT = 0.16
"""How far a selected row's fill moves from the base towards the highlight."""
DETAIL_SHADE = 0.28
CLOSED_SHADE = 0.26
"""How far the second line / a closed chat's title move from the text towards the base: both
still 4.5:1 on a selected row (tests/gui/test_style_contrast.py)."""


class ConversationDelegate(QStyledItemDelegate):
    """Two lines per conversation: the title, and when it was active and how long it is."""

    def _metrics(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        title = QFont(option.font)
        title.setWeight(QFont.Weight.DemiBold)
        small = QFont(option.font)
        size = option.font.pointSizeF()
        if size > 0:
            small.setPointSizeF(size * 0.88)
        return title, small

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:  # noqa: N802
        title, small = self._metrics(option)
        return QSize(200, QFontMetrics(title).height() + QFontMetrics(small).height() + 18)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        summary = index.data(SUMMARY_ROLE)
        if not isinstance(summary, ConversationSummary):
            return
        palette = option.palette
        rect = QRect(option.rect).adjusted(4, 1, -4, -1)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if selected or hovered:
            highlight = palette.color(QPalette.ColorRole.Highlight)
            fill = blend(base, highlight, SELECTED_TINT) if selected else blend(base, text, 0.06)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 7, 7)
        if option.state & QStyle.StateFlag.State_HasFocus and selected:
            painter.setBrush(palette.color(QPalette.ColorRole.Highlight))
            painter.drawRoundedRect(QRect(rect.left(), rect.top() + 6, 3, rect.height() - 12), 1, 1)
        title_font, small_font = self._metrics(option)
        inner = rect.adjusted(12, 8, -10, -8)
        title_h = QFontMetrics(title_font).height()
        painter.setFont(title_font)
        painter.setPen(text if not summary.conversation.closed else blend(text, base, CLOSED_SHADE))
        title = QFontMetrics(title_font).elidedText(
            summary.title or self.tr("Untitled"), Qt.TextElideMode.ElideRight, inner.width())
        title_rect = QRect(inner.left(), inner.top(), inner.width(), title_h)
        painter.drawText(title_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)
        painter.setFont(small_font)
        painter.setPen(blend(text, base, DETAIL_SHADE))
        line = QFontMetrics(small_font).elidedText(describe(summary), Qt.TextElideMode.ElideRight, inner.width())
        painter.drawText(
            QRect(inner.left(), inner.top() + title_h + 2, inner.width(), QFontMetrics(small_font).height()),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            line,
        )
        painter.restore()

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex) -> QWidget:  # noqa: N802
        editor = QLineEdit(parent)
        editor.setObjectName("renameEditor")
        editor.setAccessibleName(self.tr("Conversation title"))
        editor.setMaxLength(200)
        return editor

    def updateEditorGeometry(self, editor: QWidget, option: QStyleOptionViewItem, index: ModelIndex) -> None:  # noqa: N802
        rect = QRect(option.rect).adjusted(8, 4, -8, 0)
        rect.setHeight(editor.sizeHint().height())
        editor.setGeometry(rect)


class ConversationListView(QListView):
    deleteRequested = Signal(str)
    contextRequested = Signal(object, object)
    """(ConversationSummary, global QPoint)"""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Delete and self.state() != QAbstractItemView.State.EditingState:
            index = self.currentIndex()
            if index.isValid():
                self.deleteRequested.emit(str(index.data(ID_ROLE)))
                return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        if event.reason() == QContextMenuEvent.Reason.Mouse:
            index = self.indexAt(self.viewport().mapFromGlobal(event.globalPos()))
        else:
            index = self.currentIndex()
        if not index.isValid():
            return
        summary = index.data(SUMMARY_ROLE)
        position = event.globalPos()
        if event.reason() != QContextMenuEvent.Reason.Mouse:
            position = self.viewport().mapToGlobal(self.visualRect(index).center())
        self.contextRequested.emit(summary, position)


class ConversationSidebar(QWidget):
    conversationActivated = Signal(str)
    newChatRequested = Signal()
    searchChanged = Signal(str)
    renameRequested = Signal(str, str)
    closeRequested = Signal(str)
    deleteRequested = Signal(str)
    exportRequested = Signal(str, str)
    """(conversation id, "markdown" | "json")"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("conversationSidebar")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.new_button = QPushButton(self.tr("New chat"), self)
        self.new_button.setObjectName("newChat")
        self.new_button.setAccessibleName(self.tr("New chat"))
        self.new_button.setToolTip(self.tr("Start a new conversation (Ctrl+N)"))
        self.new_button.clicked.connect(self.newChatRequested)
        layout.addWidget(self.new_button)
        self.search = QLineEdit(self)
        self.search.setObjectName("chatSearch")
        self.search.setAccessibleName(self.tr("Search conversations"))
        self.search.setPlaceholderText(self.tr("Search chats  (Ctrl+K)"))
        self.search.setClearButtonEnabled(True)
        for button in self.search.findChildren(QToolButton):
            button.setAccessibleName(self.tr("Clear search"))
        layout.addWidget(self.search)
        self.model = ConversationListModel()
        self.list = ConversationListView(self)
        self.list.setObjectName("conversationList")
        self.list.setAccessibleName(self.tr("Conversations"))
        self.list.setAccessibleDescription(self.tr("Enter opens, F2 renames, Delete deletes, the Menu key shows more"))
        self.list.setModel(self.model)
        self.list.setItemDelegate(ConversationDelegate(self.list))
        self.list.setMouseTracking(True)
        self.list.setUniformItemSizes(True)
        self.list.setFrameShape(QListView.Shape.NoFrame)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed | QAbstractItemView.EditTrigger.DoubleClicked)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.viewport().setAutoFillBackground(False)
        layout.addWidget(self.list, 1)
        self.empty_label = QLabel(self.tr("No conversations yet"), self)
        self.empty_label.setObjectName("conversationsEmpty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.empty_label.setWordWrap(True)
        text_role(self.empty_label, "secondary")
        layout.addWidget(self.empty_label, 1)

        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(SEARCH_DEBOUNCE_MS)
        self._debounce.timeout.connect(lambda: self.searchChanged.emit(self.search.text().strip()))
        self.search.textChanged.connect(lambda _t: self._debounce.start())
        self.search.returnPressed.connect(self._search_now)
        self.list.activated.connect(self._activated)
        self.list.clicked.connect(self._activated)
        self.list.deleteRequested.connect(self.deleteRequested)
        self.list.contextRequested.connect(self._show_menu)
        self.model.renameRequested.connect(self.renameRequested)
        self.model.modelReset.connect(self.update_empty)
        self.model.rowsInserted.connect(self.update_empty)
        self.model.rowsRemoved.connect(self.update_empty)
        self.update_empty()

    def _search_now(self) -> None:
        self._debounce.stop()
        self.searchChanged.emit(self.search.text().strip())

    def update_empty(self, *_args: object) -> None:
        empty = self.model.rowCount() == 0
        searching = bool(self.search.text().strip())
        self.empty_label.setText(self.tr("No matching conversations") if searching else self.tr("No conversations yet"))
        self.empty_label.setVisible(empty)
        self.list.setVisible(not empty)

    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.conversationActivated.emit(str(index.data(ID_ROLE)))

    def select(self, conversation_id: str | None) -> None:
        row = self.model.row_of(conversation_id) if conversation_id else None
        if row is None:
            self.list.clearSelection()
            self.list.setCurrentIndex(QModelIndex())
            return
        index = self.model.index(row)
        self.list.setCurrentIndex(index)
        self.list.scrollTo(index)

    def rename(self, conversation_id: str) -> bool:
        """Start the inline title editor for `conversation_id`."""
        row = self.model.row_of(conversation_id)
        if row is None:
            return False
        index = self.model.index(row)
        self.list.setCurrentIndex(index)
        self.list.edit(index)
        return True

    def context_actions(self, summary: ConversationSummary) -> list[MenuEntry]:
        cid = summary.id
        entries: list[MenuEntry] = [
            (self.tr("Open"), lambda: self.conversationActivated.emit(cid)),
            (self.tr("Rename…"), lambda: self.rename(cid)),
            (self.tr("Export as Markdown…"), lambda: self.exportRequested.emit(cid, "markdown")),
            (self.tr("Export as JSON…"), lambda: self.exportRequested.emit(cid, "json")),
        ]
        if not summary.conversation.closed:
            entries.append((self.tr("Close (read-only from now on)"), lambda: self.closeRequested.emit(cid)))
        entries.append((self.tr("Delete…"), lambda: self.deleteRequested.emit(cid)))
        return entries

    def _show_menu(self, summary: ConversationSummary, position: Any) -> None:
        menu = QMenu(self)
        menu.setAccessibleName(self.tr("Conversation actions"))
        for label, callback in self.context_actions(summary):
            menu.addAction(label).triggered.connect(lambda _checked=False, cb=callback: cb())
        menu.exec(position)
        menu.deleteLater()

