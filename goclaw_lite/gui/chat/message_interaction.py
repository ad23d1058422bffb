"""What the user does to the message list: mouse on painted buttons, keys, the context menu.

A mixin of `MessageView`. Painted buttons are not widgets, so every one of them has a keyboard
path too: shortcuts on the current row, and the context menu (Menu key) listing everything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from goclaw_lite.gui.chat.items import ChatItem
from goclaw_lite.gui.chat.message_layout import footer_hit
from goclaw_lite.gui.chat.paint_ops import Action, HitTarget, PaintState
from goclaw_lite.gui.chat.text_popup import MessageTextDialog
from goclaw_lite.gui.qt import (
    QContextMenuEvent,
    QCoreApplication,
    QCursor,
    QEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMenu,
    QMouseEvent,
    QPoint,
    QRectF,
    Qt,
    QUrl,
)

if TYPE_CHECKING:
    from goclaw_lite.gui.chat.renderer import MessageRenderer
    from goclaw_lite.gui.chat.thread_model import ThreadModel
    from goclaw_lite.gui.qt import QListView, QTimer, SignalInstance

    _ViewBase = QListView
else:
    _ViewBase = object

SAFE_LINK_SCHEMES = ("http", "https", "mailto")
UrlOpener = Callable[[QUrl], bool]
MenuEntry = tuple[str, Callable[[], object]]

translate = QCoreApplication.translate


class MessageInteraction(_ViewBase):
    text_dialog: MessageTextDialog | None = None
    """The last "Select text" view opened (tests; it closes itself)."""
    thread_model: ThreadModel
    renderer: MessageRenderer
    busy: bool
    _open_url: UrlOpener
    _stick: bool
    _hover: tuple[str, HitTarget] | None
    _pressed: tuple[str, HitTarget] | None
    _flash: tuple[str, tuple[Action, str]] | None
    _flash_timer: QTimer

    if TYPE_CHECKING:
        actionTriggered: SignalInstance
        copied: SignalInstance

        def _paint_state(self, item: ChatItem, focused: bool) -> PaintState: ...
        def layout_width(self) -> int: ...
        def is_at_bottom(self) -> bool: ...
        def jump_to_latest(self) -> None: ...

    def _hit(self, pos: QPoint) -> tuple[ChatItem, HitTarget | None, str] | None:
        index = self.indexAt(pos)
        if not index.isValid():
            return None
        item = self.thread_model.item(index.row())
        rect = self.visualRect(index)
        layout = self.renderer.layout(item, self.layout_width())
        x, y = pos.x() - rect.left(), pos.y() - rect.top()
        target = layout.target_at(x, y) or footer_hit(item, layout, self._paint_state(item, False), self.renderer.theme, x, y)
        return item, target, "" if target else layout.link_at(x, y)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        super().mouseMoveEvent(event)
        hit = self._hit(event.position().toPoint())
        hover = (hit[0].message_id, hit[1]) if hit and hit[1] else None
        if hover != self._hover:
            self._hover = hover
            self.viewport().update()
        pointing = bool(hit and (hit[1] or hit[2]))
        self.viewport().setCursor(QCursor(Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor))

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        super().leaveEvent(event)
        if self._hover is not None:
            self._hover = None
            self.viewport().update()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        super().mousePressEvent(event)
        hit = self._hit(event.position().toPoint()) if event.button() == Qt.MouseButton.LeftButton else None
        self._pressed = (hit[0].message_id, hit[1]) if hit and hit[1] else None
        if hit and not hit[1] and hit[2]:
            self._pressed = (hit[0].message_id, HitTarget(QRectF(), Action.OPEN_LINK, hit[2]))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        pressed, self._pressed = self._pressed, None
        if pressed is None or event.button() != Qt.MouseButton.LeftButton:
            return
        hit = self._hit(event.position().toPoint())
        if hit is None:
            return
        item, target, link = hit
        if item.message_id != pressed[0]:
            return
        if pressed[1].action is Action.OPEN_LINK:
            if link == pressed[1].payload:
                self.open_link(link)
            return
        if target is not None and target.same(pressed[1]):
            self.trigger(item.message_id, target.action, target.payload)

    def open_text(self, message_id: str) -> MessageTextDialog | None:
        """The message's text in a selectable view (painted rows cannot be selected in place)."""
        item = self.thread_model.find(message_id)
        if item is None or not item.text:
            return None
        who = (translate("MessageView", "Your message") if item.is_user else
               translate("MessageView", "Message from {author}").format(
                   author=item.author or translate("MessageView", "the assistant")))
        dialog = MessageTextDialog(item.text, who, self)
        dialog.show()
        self.text_dialog = dialog
        return dialog

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Double-clicking a message's text opens it for selecting (buttons keep their own clicks)."""
        hit = self._hit(event.position().toPoint()) if event.button() == Qt.MouseButton.LeftButton else None
        if hit is not None and hit[1] is None and not hit[2]:
            self.open_text(hit[0].message_id)
            return
        super().mouseDoubleClickEvent(event)

    def trigger(self, message_id: str, action: Action, payload: str = "") -> None:
        """Do what a painted button does (also used by the keyboard paths and tests)."""
        item = self.thread_model.find(message_id)
        if item is None:
            return
        if action is Action.COPY_MESSAGE:
            self._copy(item, action, payload, item.text)
        elif action is Action.COPY_CODE:
            layout = self.renderer.layout(item, self.layout_width())
            code = layout.code_texts.get(payload)
            if code is not None:
                self._copy(item, action, payload, code)
        elif action is Action.COPY_RESULT:
            card = item.card(payload)
            if card is not None and card.result is not None:
                self._copy(item, action, payload, card.result)
        elif action is Action.TOGGLE_TOOL:
            self.toggle_tool(message_id, payload)
        elif action is Action.OPEN_LINK:
            self.open_link(payload)
        elif action in (Action.PREVIOUS_BRANCH, Action.NEXT_BRANCH):
            if payload and payload != "#label":
                self.actionTriggered.emit(action.value, message_id, payload)
        else:
            self.actionTriggered.emit(action.value, message_id, payload)

    def toggle_tool(self, message_id: str, call_id: str = "") -> None:
        """Open or close one tool card, or all cards of the message when `call_id` is empty."""
        item = self.thread_model.find(message_id)
        if item is None or not item.tool_cards:
            return
        cards = item.tool_cards
        if call_id:
            cards = tuple(replace(c, expanded=not c.expanded) if c.call_id == call_id else c for c in cards)
        else:
            expand = not all(c.expanded for c in cards)
            cards = tuple(replace(c, expanded=expand) for c in cards)
        if not self.is_at_bottom():
            self._stick = False
        self.thread_model.replace(item.changed(tool_cards=cards))

    def open_link(self, url: str) -> None:
        target = QUrl(url)
        if target.scheme().lower() in SAFE_LINK_SCHEMES:
            self._open_url(target)

    def _copy(self, item: ChatItem, action: Action, payload: str, text: str) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        self._flash = (item.message_id, (action, payload))
        self._flash_timer.start()
        self.viewport().update()
        self.copied.emit(text)

    def _end_flash(self) -> None:
        self._flash = None
        self.viewport().update()

    def current_item(self) -> ChatItem | None:
        index = self.currentIndex()
        if not index.isValid():
            return None
        return self.thread_model.item(index.row())

    def context_actions(self, item: ChatItem) -> list[MenuEntry]:
        """What the context menu offers for `item` (also the keyboard route to every button)."""
        entries: list[MenuEntry] = []
        mid = item.message_id
        if item.text:
            entries.append((translate("MessageView", "Copy message"), lambda: self.trigger(mid, Action.COPY_MESSAGE)))
            entries.append((translate("MessageView", "Select text…"), lambda: self.open_text(mid)))
        layout = self.renderer.layout(item, self.layout_width())
        for key in layout.code_texts:
            entries.append((translate("MessageView", "Copy code block {number}").format(number=int(key) + 1),
                            partial(self.trigger, mid, Action.COPY_CODE, key)))
        for card in item.tool_cards:
            details = (translate("MessageView", "Hide details of {tool}") if card.expanded
                       else translate("MessageView", "Show details of {tool}")).format(tool=card.name)
            entries.append((details, partial(self.trigger, mid, Action.TOGGLE_TOOL, card.call_id)))
            if card.result is not None:
                entries.append((translate("MessageView", "Copy result of {tool}").format(tool=card.name),
                                partial(self.trigger, mid, Action.COPY_RESULT, card.call_id)))
        for task in item.subtasks:
            name = task.label if len(task.label) <= 40 else task.label[:39] + "…"
            entries.append((translate("MessageView", "Open subtask “{name}”").format(name=name),
                            partial(self.trigger, mid, Action.OPEN_SUBTASK, task.task_id)))
            if task.running:
                entries.append((translate("MessageView", "Cancel subtask “{name}”").format(name=name),
                                partial(self.trigger, mid, Action.CANCEL_SUBTASK, task.task_id)))
        if not self.busy and not item.streaming:
            if item.is_user:
                entries.append((translate("MessageView", "Edit and resend"), lambda: self.trigger(mid, Action.EDIT)))
            if item.is_assistant and not item.continued:  # one set per answer, on its last step
                entries.append((translate("MessageView", "Regenerate"), lambda: self.trigger(mid, Action.REGENERATE)))
                if not item.error:
                    entries.append((translate("MessageView", "Helpful"), lambda: self.trigger(mid, Action.HELPFUL)))
                    entries.append((translate("MessageView", "Not helpful"), lambda: self.trigger(mid, Action.NOT_HELPFUL)))
                entries.append((translate("MessageView", "View trace"), lambda: self.trigger(mid, Action.VIEW_TRACE)))
            if item.error:
                entries.append((translate("MessageView", "Retry"), lambda: self.trigger(mid, Action.RETRY)))
        siblings = self.thread_model.siblings.get(item.step_of or mid)
        if siblings is not None and siblings.count > 1 and not self.busy:
            if siblings.previous_id:
                label = translate("MessageView", "Previous version ({number}/{count})").format(
                    number=siblings.index, count=siblings.count)
                entries.append((label, partial(self.trigger, mid, Action.PREVIOUS_BRANCH, siblings.previous_id)))
            if siblings.next_id:
                label = translate("MessageView", "Next version ({number}/{count})").format(
                    number=siblings.index + 2, count=siblings.count)
                entries.append((label, partial(self.trigger, mid, Action.NEXT_BRANCH, siblings.next_id)))
        return entries

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        if event.reason() == QContextMenuEvent.Reason.Mouse:
            index = self.indexAt(self.viewport().mapFromGlobal(event.globalPos()))
            if index.isValid():
                self.setCurrentIndex(index)
        item = self.current_item()
        if item is None:
            return
        menu = QMenu(self)
        menu.setAccessibleName(translate("MessageView", "Message actions"))
        for label, callback in self.context_actions(item):
            menu.addAction(label).triggered.connect(lambda _checked=False, cb=callback: cb())
        position = event.globalPos()
        if event.reason() != QContextMenuEvent.Reason.Mouse:
            rect = self.visualRect(self.currentIndex())
            position = self.viewport().mapToGlobal(rect.topLeft() + QPoint(40, 30))
        menu.exec(position)
        menu.deleteLater()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        item = self.current_item()
        key, mods = event.key(), event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        alt = bool(mods & Qt.KeyboardModifier.AltModifier)
        if key == Qt.Key.Key_End and ctrl:
            self.jump_to_latest()
            self.setCurrentIndex(self.thread_model.index(self.thread_model.rowCount() - 1))
            return
        if key == Qt.Key.Key_Home and ctrl:
            self._stick = False
            if self.thread_model.jump_to_head():
                self.executeDelayedItemsLayout()
            self.scrollToTop()
            self.setCurrentIndex(self.thread_model.index(0))
            return
        if item is not None:
            mid = item.message_id
            siblings = self.thread_model.siblings.get(item.step_of or mid)
            if event.matches(QKeySequence.StandardKey.Copy):
                self.trigger(mid, Action.COPY_MESSAGE)
                return
            if key == Qt.Key.Key_Space and not mods:
                self.toggle_tool(mid)
                return
            if key == Qt.Key.Key_F2 and item.is_user and not self.busy:
                self.trigger(mid, Action.EDIT)
                return
            if key == Qt.Key.Key_R and ctrl and item.is_assistant and not self.busy and not item.streaming:
                self.trigger(mid, Action.RETRY if item.error else Action.REGENERATE)
                return
            if alt and key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and siblings is not None and not self.busy:
                target = siblings.previous_id if key == Qt.Key.Key_Left else siblings.next_id
                if target:
                    self.trigger(mid, Action.PREVIOUS_BRANCH if key == Qt.Key.Key_Left else Action.NEXT_BRANCH, target)
                return
        super().keyPressEvent(event)
