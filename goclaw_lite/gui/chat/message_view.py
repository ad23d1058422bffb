"""The message list: a QListView over `ThreadModel`, painted by one delegate.

Smoothness rules, all measured by tests/benchmarks/test_chat_view_bench.py:

* only the model's window of rows exists for Qt; older/newer pages come in near the edges;
* a layout pass measures exactly only the rows that will be on screen (plus what fits a small
  time budget); the others get an estimate and are measured later in short idle slices;
* every relayout keeps the first visible message where it was, or stays pinned to the bottom
  while the user is there, so late measurements never make the text jump.

Buttons inside rows (copy, tool cards, Retry, branch arrows) are painted and hit-tested from the
same `ItemLayout`; the mouse, keyboard and context-menu side lives in `message_interaction`.
"""

from __future__ import annotations

import time

from goclaw_lite.gui.chat.items import ChatItem
from goclaw_lite.gui.chat.message_interaction import MessageInteraction, UrlOpener
from goclaw_lite.gui.chat.message_layout import footer_targets
from goclaw_lite.gui.chat.paint_ops import Action, HitTarget, ItemLayout, PaintState
from goclaw_lite.gui.chat.renderer import MessageRenderer
from goclaw_lite.gui.chat.style import ChatTheme
from goclaw_lite.gui.chat.thread_model import MESSAGE_ID_ROLE, ThreadModel
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QDesktopServices,
    QEvent,
    QFont,
    QFrame,
    QListView,
    QModelIndex,
    QPainter,
    QPaintEvent,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QResizeEvent,
    QSize,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QTimer,
    QToolButton,
    QWidget,
    Signal,
)

LAYOUT_BUDGET_S = 0.015
MEASURE_SLICE_S = 0.006
FLASH_MS = 1500


class MessageDelegate(QStyledItemDelegate):
    def __init__(self, view: MessageView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        return QSize(self._view.layout_width(), self._view.row_height(index.row()))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        self._view.paint_row(painter, option.rect, index.row())


class MessageView(MessageInteraction, QListView):
    actionTriggered = Signal(str, str, str)
    """(action, message id, payload) for what the page does: regenerate, edit, retry, branches."""
    siblingsWanted = Signal(object)
    """A list of message ids whose branch counts are not known yet (they became visible)."""
    copied = Signal(str)
    """The text just put on the clipboard (tests; a status message)."""

    def __init__(self, parent: QWidget | None = None, *, open_url: UrlOpener | None = None) -> None:
        super().__init__(parent)
        # Every attribute first: the Qt setters below already call the overridden virtuals.
        self.thread_model = ThreadModel()
        self.renderer = MessageRenderer(ChatTheme.build(self.palette(), self.font()))
        self._open_url: UrlOpener = open_url or QDesktopServices.openUrl
        self.busy = False
        self.server_labels: dict[str, str] = {}  # the chat page's, for the footer's route
        self.placeholder = ("", "")
        self._stick = True
        self._anchor: tuple[str, int] | None = None
        self._restoring = False
        self._in_layout = False
        self._deadline = float("inf")
        self._pending: set[str] = set()
        self._hover: tuple[str, HitTarget] | None = None
        self._pressed: tuple[str, HitTarget] | None = None
        self._flash: tuple[str, tuple[Action, str]] | None = None
        self._asked_siblings: set[str] = set()
        self._sibling_batch: list[str] = []
        self.layout_passes = 0
        self.relayouts_skipped = 0
        self._extent = -1
        self._given: dict[str, int] = {}
        self.first_paint_at: float | None = None
        """perf_counter() of the first paint showing rows since the model was last reset."""
        self.jump_button = QToolButton(self)
        self._measurer = QTimer(self)
        self._flash_timer = QTimer(self)

        self.setObjectName("chatMessages")
        self.setAccessibleName(self.tr("Messages"))
        self.setAccessibleDescription(
            self.tr("The conversation. Arrow keys move between messages; Ctrl+C copies one, Space opens its tool "
                    "details, F2 edits your message, Ctrl+R regenerates an answer, Alt+Left and Alt+Right switch "
                    "versions, the Menu key lists everything else.")
        )
        self.setModel(self.thread_model)
        self.setItemDelegate(MessageDelegate(self))
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.verticalScrollBar().setSingleStep(24)

        self._measurer.setInterval(0)
        self._measurer.timeout.connect(self._measure_slice)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.setInterval(FLASH_MS)
        self._flash_timer.timeout.connect(self._end_flash)
        self.verticalScrollBar().valueChanged.connect(self._on_scroll)
        self.thread_model.dataChanged.connect(self._on_data_changed)
        self.thread_model.modelReset.connect(self._on_reset)

        self.jump_button.setObjectName("jumpToLatest")
        self.jump_button.setText(self.tr("↓  Latest"))
        self.jump_button.setAccessibleName(self.tr("Jump to the latest message"))
        self.jump_button.setToolTip(self.tr("Jump to the latest message (Ctrl+End)"))
        self.jump_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.jump_button.clicked.connect(self.jump_to_latest)
        self.jump_button.hide()

    # --- geometry -----------------------------------------------------------------------

    def layout_width(self) -> int:
        """Rows are laid out as if the scroll bar were always there, so it showing never reflows text."""
        if self._extent < 0:
            self._extent = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self.verticalScrollBar())
        return max(240, self.contentsRect().width() - self._extent)

    def row_height(self, row: int) -> int:
        model = self.thread_model
        if not 0 <= row < model.rowCount():
            return 1
        item = model.item(row)
        width = self.layout_width()
        height = self.renderer.cached_height(item, width)
        if height is None:
            if time.perf_counter() < self._deadline:
                height = self.renderer.layout(item, width).height
            else:
                self._pending.add(item.message_id)
                height = self.renderer.estimate(item, width)
        self._given[item.message_id] = height
        return height

    def item_layout(self, message_id: str) -> ItemLayout | None:
        item = self.thread_model.find(message_id)
        if item is None:
            return None
        return self.renderer.layout(item, self.layout_width())

    def row_rect(self, message_id: str) -> QRect:
        """Where the row of `message_id` is in viewport coordinates (empty when not loaded)."""
        row = self.thread_model.row_of(message_id)
        if row is None:
            return QRect()
        return self.visualRect(self.thread_model.index(row))

    def target_rect(self, message_id: str, action: Action, payload: str = "") -> QRect:
        """Viewport rectangle of a painted button, for tests and for placing menus."""
        item = self.thread_model.find(message_id)
        rect = self.row_rect(message_id)
        if item is None or rect.isNull():
            return QRect()
        layout = self.renderer.layout(item, self.layout_width())
        candidates = [t for t in layout.targets] + [t for t, _ in footer_targets(item, layout, self._paint_state(item, False), self.renderer.theme)]
        for target in candidates:
            if target.action is action and (not payload or target.payload == payload):
                return target.rect.translated(QPointF(rect.topLeft())).toAlignedRect()
        return QRect()

    # --- layout with a steady anchor ----------------------------------------------------

    def doItemsLayout(self) -> None:  # noqa: N802 - Qt naming
        self.layout_passes += 1
        stick = self._stick and not self.thread_model.has_newer
        anchor = self._anchor
        self._premeasure(stick, anchor)
        self._in_layout = True
        self._deadline = time.perf_counter() + LAYOUT_BUDGET_S
        try:
            super().doItemsLayout()
        finally:
            self._deadline = float("inf")
            self._in_layout = False
        self._restore(stick, anchor)
        if self._pending and not self._measurer.isActive():
            self._measurer.start()

    def _premeasure(self, stick: bool, anchor: tuple[str, int] | None) -> None:
        """Measure the rows that will be on screen after this layout, so they never jump."""
        model = self.thread_model
        rows = model.rowCount()
        if rows == 0:
            return
        width = self.layout_width()
        wanted = self.viewport().height() * 1.5 + 200
        if stick or anchor is None:
            order = range(rows - 1, -1, -1)
        else:
            start = model.row_of(anchor[0])
            start = 0 if start is None else max(0, start - 2)
            order = range(start, rows)
        total = 0
        for count, row in enumerate(order):
            if total > wanted or count > 80:
                break
            item = model.item(row)
            height = self.renderer.cached_height(item, width)
            if height is None:
                height = self.renderer.layout(item, width).height
                self._pending.discard(item.message_id)
            total += height

    def _restore(self, stick: bool, anchor: tuple[str, int] | None) -> None:
        bar = self.verticalScrollBar()
        self._restoring = True
        try:
            if stick:
                bar.setValue(bar.maximum())
            elif anchor is not None:
                row = self.thread_model.row_of(anchor[0])
                if row is not None:
                    top = self.visualRect(self.thread_model.index(row)).top()
                    bar.setValue(bar.value() + top - anchor[1])
        finally:
            self._restoring = False
        self._record_anchor()
        self._update_jump_button()

    def _record_anchor(self) -> None:
        index = self.indexAt(QPoint(self.viewport().width() // 2, 1))
        if not index.isValid():
            index = self.indexAt(QPoint(self.viewport().width() // 2, 20))
        if index.isValid():
            message_id = index.data(MESSAGE_ID_ROLE)
            self._anchor = (str(message_id), self.visualRect(index).top())
        elif self.thread_model.rowCount() == 0:
            self._anchor = None

    def _measure_slice(self) -> None:
        if not self._pending or self.thread_model.rowCount() == 0:
            self._pending.clear()
            self._measurer.stop()
            return
        model = self.thread_model
        width = self.layout_width()
        focus = model.row_of(self._anchor[0]) if self._anchor else None
        focus = model.rowCount() - 1 if focus is None else focus
        rows = []
        for message_id in list(self._pending):
            row = model.row_of(message_id)
            if row is None:
                self._pending.discard(message_id)
            else:
                rows.append((abs(row - focus), row, message_id))
        rows.sort()
        deadline = time.perf_counter() + MEASURE_SLICE_S
        measured = 0
        for _distance, row, message_id in rows:
            self.renderer.layout(model.item(row), width)
            self._pending.discard(message_id)
            measured += 1
            if time.perf_counter() > deadline:
                break
        if measured:
            self.scheduleDelayedItemsLayout()
        if not self._pending:
            self._measurer.stop()

    def pending_measurements(self) -> int:
        return len(self._pending)

    # --- scrolling and paging -----------------------------------------------------------

    def _on_scroll(self, value: int) -> None:
        if self._restoring or self._in_layout:
            return
        bar = self.verticalScrollBar()
        self._stick = value >= bar.maximum() - 2 and not self.thread_model.has_newer
        self._record_anchor()
        self._update_jump_button()
        QTimer.singleShot(0, self._check_paging)

    def _check_paging(self) -> None:
        model = self.thread_model
        bar = self.verticalScrollBar()
        page = max(200, self.viewport().height())
        if bar.value() < page and model.has_older:
            self._record_anchor()
            model.load_older()
        elif bar.maximum() - bar.value() < page and model.has_newer:
            self._record_anchor()
            model.load_newer()

    def is_at_bottom(self) -> bool:
        bar = self.verticalScrollBar()
        return not self.thread_model.has_newer and bar.value() >= bar.maximum() - 2

    def stick_to_bottom(self) -> None:
        self._stick = True
        self.scheduleDelayedItemsLayout()

    def jump_to_latest(self) -> None:
        self._stick = True
        self.thread_model.jump_to_tail()
        self.scheduleDelayedItemsLayout()
        self.executeDelayedItemsLayout()
        self.scrollToBottom()
        self._update_jump_button()

    def show_message(self, message_id: str) -> None:
        """Scroll so `message_id` is at the top (loading its part of the thread if needed)."""
        model = self.thread_model
        if model.row_of(message_id) is None:
            model.set_items(model.all_items(), around=message_id, more_before=model.more_before)
        row = model.row_of(message_id)
        if row is None:
            return
        self._stick = False
        self._anchor = (message_id, 0)
        self.scheduleDelayedItemsLayout()
        self.executeDelayedItemsLayout()
        self.scrollTo(model.index(row), QAbstractItemView.ScrollHint.PositionAtTop)
        self.setCurrentIndex(model.index(row))

    def prepend_older(self, items: list[ChatItem], *, more_before: bool) -> None:
        """A page of older messages from the store, above what is shown; the view does not move."""
        self._record_anchor()
        self.thread_model.prepend(items, more_before=more_before)

    def replace_thread(self, items: list[ChatItem], keep_id: str, top: int) -> None:
        """Show another branch, with message `keep_id` where the row it replaces was (`top`)."""
        at_bottom = self.is_at_bottom()
        self.thread_model.set_items(items, around=None if at_bottom else keep_id)
        self.forget_siblings()
        self._stick = at_bottom
        self._anchor = (keep_id, top) if not at_bottom else None
        self.scheduleDelayedItemsLayout()
        self.executeDelayedItemsLayout()
        row = self.thread_model.row_of(keep_id)
        if row is not None:
            self.setCurrentIndex(self.thread_model.index(row))

    def _update_jump_button(self) -> None:
        show = self.thread_model.rowCount() > 0 and not self.is_at_bottom()
        if show != self.jump_button.isVisible():
            self.jump_button.setVisible(show)
        if show:
            self._place_jump_button()

    def _place_jump_button(self) -> None:
        hint = self.jump_button.sizeHint()
        area = self.viewport().geometry()
        self.jump_button.setGeometry(area.right() - hint.width() - 18, area.bottom() - hint.height() - 14, hint.width(), hint.height())
        self.jump_button.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_jump_button()

    # --- model signals ------------------------------------------------------------------

    def _on_data_changed(self, top: QModelIndex, bottom: QModelIndex, roles: list[int] | None = None) -> None:
        if roles and list(roles) == [MESSAGE_ID_ROLE]:
            self.viewport().update()
            return
        if top.row() == bottom.row() and top.isValid():
            # A streamed token rarely changes the row's height: then repaint the row, skip the relayout.
            item = self.thread_model.item(top.row())
            given = self._given.get(item.message_id)
            if given is not None and self.renderer.layout(item, self.layout_width()).height == given:
                self.relayouts_skipped += 1
                self.update(top)
                return
        self.scheduleDelayedItemsLayout()

    def _on_reset(self) -> None:
        self.first_paint_at = None
        self._given.clear()
        self._pending.clear()
        self._hover = None
        self._asked_siblings.clear()
        self._anchor = None

    def forget_siblings(self) -> None:
        """Branch counts may have changed (a new run, a switch): ask again for visible rows."""
        self.thread_model.siblings.clear()
        self._asked_siblings.clear()
        self.viewport().update()

    # --- painting -----------------------------------------------------------------------

    def _paint_state(self, item: ChatItem, focused: bool) -> PaintState:
        hover = self._hover[1] if self._hover and self._hover[0] == item.message_id else None
        copied = self._flash[1] if self._flash and self._flash[0] == item.message_id else None
        return PaintState(
            hover=hover,
            copied=copied,
            focused=focused,
            siblings=self.thread_model.siblings.get(item.step_of or item.message_id),
            busy=self.busy,
            server_labels=self.server_labels,
        )

    def paint_row(self, painter: QPainter, rect: QRect, row: int) -> None:
        model = self.thread_model
        if not 0 <= row < model.rowCount():
            return
        item = model.item(row)
        layout = self.renderer.layout(item, self.layout_width())
        if item.message_id in self._pending:
            self._pending.discard(item.message_id)
            if layout.height != rect.height():
                self.scheduleDelayedItemsLayout()
        focused = self.hasFocus() and self.currentIndex().row() == row
        visible = QRectF(self.viewport().rect()).translated(-float(rect.left()), -float(rect.top()))
        self.renderer.painter.paint(painter, item, layout, QPointF(rect.topLeft()), self._paint_state(item, focused), visible)
        head = item.step_of or item.message_id  # an answer's versions are those of its first step
        if head not in model.siblings and head not in self._asked_siblings and not item.streaming:
            self._asked_siblings.add(head)
            if not self._sibling_batch:
                QTimer.singleShot(0, self._emit_sibling_batch)
            self._sibling_batch.append(head)

    def _emit_sibling_batch(self) -> None:
        batch, self._sibling_batch = self._sibling_batch, []
        if batch:
            self.siblingsWanted.emit(batch)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.thread_model.rowCount():
            if self.first_paint_at is None:
                self.first_paint_at = time.perf_counter()
            return
        if not any(self.placeholder):
            return
        painter = QPainter(self.viewport())
        theme = self.renderer.theme
        area = self.viewport().rect()
        title, subtitle = self.placeholder
        title_font = QFont(theme.name_font)
        title_font.setPointSizeF(max(title_font.pointSizeF(), 1.0) * 1.35)
        painter.setFont(title_font)
        painter.setPen(theme.text)
        middle = area.center().y() - 30
        painter.drawText(QRect(area.left(), middle - 20, area.width(), 30), int(Qt.AlignmentFlag.AlignCenter), title)
        painter.setFont(theme.body_font)
        painter.setPen(theme.muted)
        painter.drawText(
            QRect(area.left() + 40, middle + 16, area.width() - 80, 80),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
            subtitle,
        )
        painter.end()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange, QEvent.Type.FontChange,
                            QEvent.Type.StyleChange):
            self._extent = -1
            self.renderer.set_theme(ChatTheme.build(self.palette(), self.font()))
            self.scheduleDelayedItemsLayout()

    # --- mouse --------------------------------------------------------------------------

    # --- actions ------------------------------------------------------------------------
