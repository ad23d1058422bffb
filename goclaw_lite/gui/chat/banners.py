"""Bars above the composer: a tool waiting for approval, and notices with an action.

They are real widgets (not painted into the message list) because they need focus: Allow and
Deny must be reachable from the keyboard the moment a run pauses for them. Approval requests
queue up; the bar shows the oldest as a person would read it (`gh auth status` for `exec`),
with the full arguments below.
"""

from __future__ import annotations

import json
import shlex
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
    agent_label: str = ""


def command_line(name: str, arguments_json: str) -> str:
    """The call as a person would type it: `gh auth status` for `exec`, else the tool's name.

    Empty when the tool is not a command (its arguments are shown below the title instead).
    """
    if name != "exec":
        return ""
    try:
        args = json.loads(arguments_json or "{}")
    except ValueError:
        return ""
    if not isinstance(args, dict):
        return ""
    binary, argv = args.get("binary"), args.get("args", [])
    if not isinstance(binary, str) or not binary or not isinstance(argv, list):
        return ""
    return shlex.join([binary, *(str(a) for a in argv)])


class ApprovalBanner(Panel):
    decided = Signal(object, bool, bool)
    """(ApprovalRequest, allowed, always): `always` also allows this tool for the agent from now on."""

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
        self.always_button = QPushButton("Always allow this tool for this agent", self)
        self.always_button.setObjectName("alwaysAllowTool")
        self.always_button.setAccessibleName("Always allow this tool for this agent")
        self.always_button.setToolTip("Run it now, and never ask again for this tool with this agent (Agents changes that)")
        self.always_button.clicked.connect(lambda: self._decide(True, always=True))
        self.allow_button = QPushButton("Allow once", self)
        self.allow_button.setObjectName("allowTool")
        self.allow_button.setAccessibleName("Allow tool call once")
        self.allow_button.setToolTip("Run the tool with exactly these arguments, this time only")
        self.allow_button.clicked.connect(lambda: self._decide(True))
        row.addWidget(self.deny_button)
        row.addWidget(self.always_button)
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
        who = current.agent_label or "The agent"
        command = command_line(current.name, current.arguments_json)
        if command:
            self.title.setText(f"{who} wants to run this command. Allow it?")
            self.arguments.setPlainText(command)
        else:
            self.title.setText(f"{who} wants to use the tool “{current.name}”. Allow it?")
            self.arguments.setPlainText(pretty_json(current.arguments_json) or "{}")
        self.arguments.setAccessibleName("Command" if command else "Tool arguments")
        lines = min(4, command.count("\n") + 1) if command else 0  # a command is a line or two, not a page
        frame = self.arguments.frameWidth() * 2 + int(self.arguments.document().documentMargin() * 2) + 4
        self.arguments.setMaximumHeight(lines * self.arguments.fontMetrics().lineSpacing() + frame if lines else 140)
        waiting = len(self._queue) - 1
        what = "command" if command else "arguments"
        self.queue_label.setText(f"{waiting} more waiting" if waiting else f"Check the {what} before you allow it.")
        self.show()
        self.allow_button.setFocus()

    def _decide(self, allow: bool, *, always: bool = False) -> None:
        current = self.current
        if current is None:
            return
        self._queue.popleft()
        self._show_current()
        self.decided.emit(current, allow, always and allow)


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
