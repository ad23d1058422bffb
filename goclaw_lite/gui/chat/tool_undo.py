"""Undo on a file tool's card: put the file back as it was before that write or edit.

The work is `WorkspaceService.undo` (it refuses when the file changed since, so a later edit
is never lost); here the click is handed to it and the card shows the outcome: "undone" and
no button on success, the one-line reason in the status bar otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from dataclasses import replace
from typing import Any

from goclaw_lite.gui.chat.message_view import MessageView
from goclaw_lite.gui.chat.paint_ops import Action
from goclaw_lite.gui.qt import QObject, QWidget, Signal
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async

__all__ = ["ChangeUndo"]

UndoCall = Callable[[str, str | None], Coroutine[Any, Any, Any]]
"""(change id, tool message id) -> the undone change."""


class ChangeUndo(QObject):
    undone = Signal(str)
    """The call id whose change was undone (tests wait on it)."""
    failed = Signal(str)
    """The message shown when an undo was refused."""

    def __init__(self, owner: QWidget, view: MessageView, undo: UndoCall, notify: Callable[[str], None]) -> None:
        super().__init__(owner)
        self._owner = owner
        self._view = view
        self._undo = undo
        self._notify = notify
        view.actionTriggered.connect(self._action)

    def _action(self, action: str, message_id: str, call_id: str) -> None:
        if action != Action.UNDO_CHANGE:
            return
        item = self._view.thread_model.find(message_id)
        card = item.card(call_id) if item is not None else None
        change_id = str(card.facts.get("change_id") or "") if card is not None else ""
        if card is None or not change_id:
            return
        what = self.tr("Undoing the change to %1").replace("%1", str(card.facts.get("path") or ""))
        run_async(
            self._undo(change_id, card.tool_message_id),
            on_done=lambda _change: self._done(message_id, call_id), on_error=lambda exc: self._refused(exc, what),
            owner=self._owner, what=what,
        )

    def _done(self, message_id: str, call_id: str) -> None:
        model = self._view.thread_model
        item = model.find(message_id)
        card = item.card(call_id) if item is not None else None
        if item is not None and card is not None:
            model.replace(item.with_card(replace(card, facts={**card.facts, "undone": True})))
            text = self.tr("Undone: %1 is back as it was before this change.")
            self._notify(text.replace("%1", str(card.facts.get("path"))))
        self.undone.emit(call_id)

    def _refused(self, exc: BaseException, what: str) -> None:
        text = describe_error(exc, what)
        self._notify(text)
        self.failed.emit(text)
