"""Bars above the composer: a tool waiting for approval, and notices with an action.

They are real widgets (not painted into the message list) because they need focus: Allow and
Deny must be reachable from the keyboard the moment a run pauses for them. Approval requests
queue up; the bar shows the oldest with the tool name and its full arguments.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from goclaw_lite.gui.chat.items import pretty_json
from goclaw_lite.gui.chat.panel import Panel
from goclaw_lite.gui.qt import (
    QFont,
    QFontDatabase,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
    Signal,
)


@dataclass(frozen=True)
class ApprovalRequest:
    conversation_id: str
    call_id: str
    name: str
    arguments_json: str


class ApprovalBanner(Panel):
    decided = Signal(object, bool)
    """(ApprovalRequest, allowed)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, radius=8, accent=True)
        self.setObjectName("approvalBanner")
        self.setAccessibleName("Tool approval")
        self._queue: deque[ApprovalRequest] = deque()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        self.title = QLabel(self)
        self.title.setObjectName("approvalTitle")
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.arguments = QPlainTextEdit(self)
        self.arguments.setObjectName("approvalArguments")
        self.arguments.setAccessibleName("Tool arguments")
        self.arguments.setReadOnly(True)
        self.arguments.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.arguments.setMaximumHeight(140)
        self.arguments.setTabChangesFocus(True)
        layout.addWidget(self.arguments)
        row = QHBoxLayout()
        self.queue_label = QLabel(self)
        self.queue_label.setObjectName("approvalQueue")
        row.addWidget(self.queue_label, 1)
        self.deny_button = QPushButton("Deny", self)
        self.deny_button.setObjectName("denyTool")
        self.deny_button.setAccessibleName("Deny tool call")
        self.deny_button.setToolTip("Refuse; the model is told the call was denied")
        self.deny_button.clicked.connect(lambda: self._decide(False))
        self.allow_button = QPushButton("Allow", self)
        self.allow_button.setObjectName("allowTool")
        self.allow_button.setAccessibleName("Allow tool call")
        self.allow_button.setToolTip("Run the tool with exactly these arguments")
        self.allow_button.clicked.connect(lambda: self._decide(True))
        row.addWidget(self.deny_button)
        row.addWidget(self.allow_button)
        layout.addLayout(row)
        self.hide()

    @property
    def current(self) -> ApprovalRequest | None:
        return self._queue[0] if self._queue else None

    def pending(self) -> list[ApprovalRequest]:
        return list(self._queue)

    def request(self, request: ApprovalRequest) -> None:
        self._queue.append(request)
        self._show_current()

    def drop_conversation(self, conversation_id: str) -> None:
        """The run ended (or stopped): its open requests are void."""
        self._queue = deque(r for r in self._queue if r.conversation_id != conversation_id)
        self._show_current()

    def _show_current(self) -> None:
        current = self.current
        if current is None:
            self.hide()
            return
        self.title.setText(f"The agent wants to run the tool “{current.name}”. Allow it?")
        self.arguments.setPlainText(pretty_json(current.arguments_json) or "{}")
        waiting = len(self._queue) - 1
        self.queue_label.setText(f"{waiting} more waiting" if waiting else "Check the arguments before you allow it.")
        self.show()
        self.allow_button.setFocus()

    def _decide(self, allow: bool) -> None:
        current = self.current
        if current is None:
            return
        self._queue.popleft()
        self._show_current()
        self.decided.emit(current, allow)


class NoticeBanner(Panel):
    """One line of news (an error, a closed conversation) with an optional action button."""

    actionTriggered = Signal(str)
    """The action key given to `show_notice`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, radius=8, tinted=True)
        self.setObjectName("noticeBanner")
        self.setAccessibleName("Notice")
        self._action = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 8, 6)
        self.label = QLabel(self)
        self.label.setObjectName("noticeText")
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.action_button = QPushButton(self)
        self.action_button.setObjectName("noticeAction")
        self.action_button.setAccessibleName("Notice action")
        self.action_button.clicked.connect(lambda: self.actionTriggered.emit(self._action))
        layout.addWidget(self.action_button)
        self.close_button = QPushButton("Dismiss", self)
        self.close_button.setObjectName("noticeDismiss")
        self.close_button.setAccessibleName("Dismiss notice")
        self.close_button.setFlat(True)
        self.close_button.clicked.connect(self.clear)
        layout.addWidget(self.close_button)
        self.hide()

    @property
    def action(self) -> str:
        return self._action if self.isVisible() else ""

    def show_notice(self, text: str, *, action: str = "", action_label: str = "", dismissable: bool = True) -> None:
        self.label.setText(text)
        self.label.setAccessibleName(text)
        self._action = action
        self.action_button.setVisible(bool(action))
        self.action_button.setText(action_label)
        self.action_button.setAccessibleName(action_label or "Notice action")
        self.close_button.setVisible(dismissable)
        self.show()

    def clear(self) -> None:
        self._action = ""
        self.hide()
