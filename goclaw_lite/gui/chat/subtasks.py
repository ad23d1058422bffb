"""Subtasks (spawn / delegate) under the answers that started them, followed while they run.

A run's events describe the parent's run only: a child loop reports to its runner, not to
the chat. But the runner writes every step of a subtask to its `subagent_tasks` row at once
(model calls, tokens, the end and its result), so the page reads the rows of the conversation
on screen when it shows it and, while a run or a subtask is live there, every `POLL_MS` —
one indexed query, and a row is replaced only when what it shows changed.

A subtask's own conversation is left out of the conversation list; *Open* shows it here,
read-only, or just the result when no conversation was kept (it could not start, or the
retention cleanup removed it).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from dataclasses import replace
from typing import Any

from goclaw_lite.app.conversations import ConversationService
from goclaw_lite.gui.chat.items import ChatItem, ItemWords, SubtaskEntry, build_items_async, subtask_entry
from goclaw_lite.gui.chat.message_view import MessageView
from goclaw_lite.gui.chat.paint_ops import Action
from goclaw_lite.gui.qt import (
    QDialog,
    QDialogButtonBox,
    QFont,
    QLabel,
    QObject,
    QPlainTextEdit,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
    is_alive,
)
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async

POLL_MS = 700

Found = dict[str, tuple[SubtaskEntry, ...]]
"""Subtasks by the id of the assistant message that started them."""
CancelCall = Callable[[str], Coroutine[Any, Any, bool]]


async def load_subtasks(conversations: ConversationService, conversation_id: str) -> Found:
    found: dict[str, list[SubtaskEntry]] = {}
    for task in await conversations.subtasks(conversation_id):
        if task.parent_message_id:
            found.setdefault(task.parent_message_id, []).append(subtask_entry(task))
    return {message_id: tuple(entries) for message_id, entries in found.items()}


def with_subtasks(items: Sequence[ChatItem], found: Found) -> list[ChatItem]:
    return [item.changed(subtasks=found[item.message_id]) if item.message_id in found else item for item in items]


class SubtaskDialog(QDialog):
    """One subtask: what it is, how it went, and its conversation (read-only) or its result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("subtaskDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.task_id = ""
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("subtaskHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(max(font.pointSizeF(), 1.0) * 1.1)
        self.heading.setFont(font)
        self.status = QLabel(self)
        self.status.setObjectName("subtaskStatus")
        self.view = MessageView(self)
        self.view.setAccessibleName(self.tr("Subtask conversation"))
        self.view.busy = True  # read-only: no Edit, Regenerate or votes
        self.result_view = QPlainTextEdit(self)
        self.result_view.setObjectName("subtaskResult")
        self.result_view.setAccessibleName(self.tr("Subtask result"))
        self.result_view.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(self.heading)
        layout.addWidget(self.status)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.result_view, 1)
        layout.addWidget(buttons)
        self.resize(780, 620)

    def show_task(self, entry: SubtaskEntry, items: list[ChatItem] | None) -> None:
        self.task_id = entry.task_id
        self.setWindowTitle(f"{entry.origin}: {entry.label}")
        self.heading.setText(entry.label)
        self.heading.setAccessibleName(f"{entry.origin}: {entry.label}")
        status = ItemWords().status(entry.status)
        self.status.setText(f"{status} · {entry.origin} · {entry.counts}")
        counts = entry.counts.replace(" · ", ", ")
        self.status.setAccessibleName(self.tr("Status: {status}, {counts}").format(status=status, counts=counts))
        self.view.setVisible(items is not None)
        self.result_view.setVisible(items is None)
        if items is not None:
            self.view.placeholder = (self.tr("Nothing was written yet"), "")
            self.view.thread_model.set_items(items)
            self.view.jump_to_latest()
        else:
            self.result_view.setPlainText(
                entry.result or self.tr("No conversation was kept for this subtask, and it left no result."))


class SubtaskFollower(QObject):
    """Keeps the subtasks of the conversation on screen current, and does Open and Cancel."""

    refreshed = Signal(str)
    """The conversation id whose subtasks were just read (tests wait on it)."""

    def __init__(
        self,
        owner: QWidget,
        view: MessageView,
        conversations: ConversationService,
        *,
        current: Callable[[], str | None],
        run_live: Callable[[str], bool],
        cancel: CancelCall | None,
        agent_label: Callable[[str], str],
        notify: Callable[[str], None],
        interval_ms: int = POLL_MS,
    ) -> None:
        super().__init__(owner)
        self._owner = owner
        self._view = view
        self._conversations = conversations
        self._current = current
        self._run_live = run_live
        self._cancel = cancel
        self._agent_label = agent_label
        self._notify = notify
        self._cid: str | None = None
        self._reading = False
        self._again = False
        self._found: Found = {}
        self._dialog: SubtaskDialog | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self._tick)
        view.actionTriggered.connect(self._action)
        view.thread_model.modelReset.connect(self.refresh)  # another conversation, branch or page of it
        self.timer.start()

    @property
    def dialog(self) -> SubtaskDialog | None:
        """The subtask window, while it is open (it deletes itself when closed)."""
        dialog = self._dialog
        return dialog if dialog is not None and is_alive(dialog) else None

    # --- following ------------------------------------------------------------------------

    def _following(self) -> str | None:
        """The conversation on screen; a new chat gets its id from its first run, not from opening."""
        cid = self._current() or None
        if cid != self._cid:
            self._cid = cid
            self._found = {}
        return cid

    def live(self) -> bool:
        """Worth reading again: a run is going on here, or a subtask shown is still running."""
        cid = self._following()
        return cid is not None and (self._run_live(cid) or any(t.running for ts in self._found.values() for t in ts))

    def _tick(self) -> None:
        if self.live():
            self.refresh()

    def refresh(self) -> None:
        cid = self._following()
        if cid is None:
            return
        if self._reading:
            self._again = True
            return
        self._reading = True
        run_async(load_subtasks(self._conversations, cid), on_done=lambda found: self._apply(cid, found),
                  on_error=self._failed, owner=self._owner)

    def _failed(self, _exc: BaseException) -> None:
        self._reading = False  # a failed read is retried at the next tick; nothing to tell the user

    def _apply(self, cid: str, found: Found) -> None:
        self._reading = False
        if self._again:
            self._again = False
            self.refresh()
        if cid != self._following() or not is_alive(self._view):
            return
        changed = {t.task_id for mid, ts in found.items() for t in ts if ts != self._found.get(mid)}
        self._found = found
        model = self._view.thread_model
        for message_id, entries in found.items():
            item = model.find(message_id)
            if item is not None and item.subtasks != entries:
                model.replace(item.changed(subtasks=entries))
        dialog = self.dialog
        if dialog is not None and dialog.isVisible() and dialog.task_id in changed:
            self.open(dialog.task_id)
        self.refreshed.emit(cid)

    def entry(self, task_id: str) -> SubtaskEntry | None:
        return next((t for ts in self._found.values() for t in ts if t.task_id == task_id), None)

    # --- Open and Cancel ----------------------------------------------------------------

    def _action(self, action: str, _message_id: str, task_id: str) -> None:
        if action == Action.OPEN_SUBTASK:
            self.open(task_id)
        elif action == Action.CANCEL_SUBTASK:
            self.cancel(task_id)

    def cancel(self, task_id: str) -> None:
        cancel = self._cancel
        if cancel is None:
            self._notify(self.tr("Subtasks cannot be cancelled: the chat engine is not available."))
            return
        self._mark(task_id, "cancelling")

        def done(cancelled: bool) -> None:
            self._notify(self.tr("Subtask cancelled; the answer goes on without it.") if cancelled
                         else self.tr("That subtask had already ended."))
            self.refresh()

        def failed(exc: BaseException) -> None:
            self._notify(describe_error(exc, self.tr("Cancelling the subtask")))
            self.refresh()

        run_async(cancel(task_id), on_done=done, on_error=failed, owner=self._owner,
                  what=self.tr("Cancelling the subtask"))

    def _mark(self, task_id: str, status: str) -> None:
        """Show the click at once (and take the Cancel button away) until the row says how it ended."""
        model = self._view.thread_model
        for message_id, entries in self._found.items():
            if any(t.task_id == task_id for t in entries):
                item = model.find(message_id)
                if item is not None:
                    marked = tuple(replace(t, status=status) if t.task_id == task_id else t for t in item.subtasks)
                    model.replace(item.changed(subtasks=marked))

    def open(self, task_id: str) -> None:
        """The subtask in a window of its own: its conversation read-only, or its result."""
        run_async(self._read(task_id), on_done=self._show, owner=self._owner, what=self.tr("Opening the subtask"))

    async def _read(self, task_id: str) -> tuple[SubtaskEntry, list[ChatItem] | None]:
        task = await self._conversations.subtask(task_id)
        entry = subtask_entry(task)
        thread = await self._conversations.subtask_thread(task)
        if thread is None:
            return entry, None
        items = await build_items_async(thread, assistant_name=self._agent_label(entry.agent_key))
        parent = self._agent_label(task.parent_agent_key) or task.parent_agent_key
        asker = self.tr("Task from {agent}").format(agent=parent)
        items = [item.changed(author=asker) if item.is_user else item for item in items]
        return entry, with_subtasks(items, await load_subtasks(self._conversations, entry.child_conversation_id))

    def _show(self, loaded: tuple[SubtaskEntry, list[ChatItem] | None]) -> None:
        dialog = self.dialog
        if dialog is None:
            dialog = SubtaskDialog(self._owner.window())
            dialog.view.actionTriggered.connect(self._action)  # a nested subtask opens or cancels the same way
            self._dialog = dialog
        dialog.show_task(*loaded)
        dialog.show()
        dialog.raise_()

