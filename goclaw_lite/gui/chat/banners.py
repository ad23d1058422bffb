"""Bars above the composer: a tool waiting for approval, and notices with an action.

They are real widgets (not painted into the message list). The approval bar never takes the
keyboard: it appears while the user may still be typing, and a Space or Enter meant for the
composer must not allow a tool (nor be lost). It is decided by a click (its buttons take no
focus from a click), by Tab to a button and Space, or by a shortcut no one types by accident
(Ctrl+Shift+Y allow once, Ctrl+Shift+A always allow, Ctrl+Shift+N deny, shown on the buttons).
Approval requests queue up; the bar shows the oldest as a person would read it (`gh auth
status` for `exec`), with the full arguments below.
"""

from __future__ import annotations

import json
import shlex
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from goclaw_lite.gui.chat.items import pretty_json
from goclaw_lite.gui.chat.panel import Panel
from goclaw_lite.gui.qt import (
    QApplication,
    QFont,
    QFontDatabase,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QResizeEvent,
    QShortcut,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)

ALLOW_ONCE_KEYS = "Ctrl+Shift+Y"
ALWAYS_ALLOW_KEYS = "Ctrl+Shift+A"
DENY_KEYS = "Ctrl+Shift+N"


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
    focusReleased = Signal()
    """A decision was made from the keyboard inside the bar: the keyboard goes back to the composer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, radius=8, accent=True)
        self.setObjectName("approvalBanner")
        self.setAccessibleName(self.tr("Tool approval"))
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
        self.arguments.setAccessibleName(self.tr("Tool arguments"))
        self.arguments.setReadOnly(True)
        self.arguments.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.arguments.setMaximumHeight(140)
        self.arguments.setTabChangesFocus(True)
        layout.addWidget(self.arguments)
        self.queue_label = QLabel(self)
        self.queue_label.setObjectName("approvalQueue")
        self.queue_label.setWordWrap(True)
        layout.addWidget(self.queue_label)
        self._buttons = QHBoxLayout()
        self._buttons.addStretch(1)
        self.deny_button = self._button(
            "denyTool", self.tr("Deny"), DENY_KEYS, self.tr("Deny tool call"),
            self.tr("Refuse; the model is told the call was denied"), lambda: self._decide(False))
        self.always_button = self._button(
            "alwaysAllowTool", self.tr("Always allow"), ALWAYS_ALLOW_KEYS,
            self.tr("Always allow this tool for this agent"),
            self.tr("Run it now, and never ask again for this tool with this agent (Agents changes that)"),
            lambda: self._decide(True, always=True))
        self.allow_button = self._button(
            "allowTool", self.tr("Allow once"), ALLOW_ONCE_KEYS, self.tr("Allow tool call once"),
            self.tr("Run the tool with exactly these arguments, this time only"), lambda: self._decide(True))
        layout.addLayout(self._buttons)
        self.hide()

    def _button(
        self, name: str, text: str, keys: str, accessible: str, tip: str, decide: Callable[[], None]
    ) -> QPushButton:
        """A button that a click does not focus, with its shortcut on it; the shortcut works
        wherever the keyboard is in the window, while the bar is shown."""
        shown = QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)
        button = QPushButton(f"{text} ({shown})", self)
        button.setObjectName(name)
        button.setAccessibleName(accessible)
        button.setToolTip(f"{tip} ({shown})")
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(decide)
        shortcut = QShortcut(QKeySequence(keys), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.setAutoRepeat(False)  # a held key decides one request, not the whole queue
        shortcut.activated.connect(decide)
        self._buttons.addWidget(button)
        return button

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt naming
        """The buttons side by side when they fit, else one under another: never cut."""
        super().resizeEvent(event)
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 24
        buttons = (self.deny_button, self.always_button, self.allow_button)
        needed = sum(b.sizeHint().width() for b in buttons) + self._buttons.spacing() * len(buttons) + margins
        fits = event.size().width() >= needed
        direction = QHBoxLayout.Direction.LeftToRight if fits else QHBoxLayout.Direction.TopToBottom
        if self._buttons.direction() != direction:
            self._buttons.setDirection(direction)

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
        who = current.agent_label or self.tr("The agent")
        command = command_line(current.name, current.arguments_json)
        if command:
            self.title.setText(self.tr("{who} wants to run this command. Allow it?").format(who=who))
            self.arguments.setPlainText(command)
        else:
            ask = self.tr("{who} wants to use the tool “{tool}”. Allow it?")
            self.title.setText(ask.format(who=who, tool=current.name))
            self.arguments.setPlainText(pretty_json(current.arguments_json) or "{}")
        self.arguments.setAccessibleName(self.tr("Command") if command else self.tr("Tool arguments"))
        lines = min(4, command.count("\n") + 1) if command else 0  # a command is a line or two, not a page
        frame = self.arguments.frameWidth() * 2 + int(self.arguments.document().documentMargin() * 2) + 4
        self.arguments.setMaximumHeight(lines * self.arguments.fontMetrics().lineSpacing() + frame if lines else 140)
        waiting = len(self._queue) - 1
        check = (self.tr("Check the command before you allow it.") if command
                 else self.tr("Check the arguments before you allow it."))
        self.queue_label.setText(self.tr("%Ln more waiting", "", waiting) if waiting else check)
        self.show()  # and the keyboard stays where it is: see the module's docstring

    def _decide(self, allow: bool, *, always: bool = False) -> None:
        current = self.current
        if current is None:
            return
        focus = QApplication.focusWidget()
        from_inside = focus is not None and self.isAncestorOf(focus)
        self._queue.popleft()
        self._show_current()
        self.decided.emit(current, allow, always and allow)
        if from_inside:  # a second Space on the same button must not decide the next request
            self.focusReleased.emit()


class NoticeBanner(Panel):
    """One line of news (an error, a closed conversation) with an optional action button."""

    actionTriggered = Signal(str)
    """The action key given to `show_notice`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, radius=8, tinted=True)
        self.setObjectName("noticeBanner")
        self.setAccessibleName(self.tr("Notice"))
        self._action = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 8, 6)
        self.label = QLabel(self)
        self.label.setObjectName("noticeText")
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.action_button = QPushButton(self)
        self.action_button.setObjectName("noticeAction")
        self.action_button.setAccessibleName(self.tr("Notice action"))
        self.action_button.clicked.connect(lambda: self.actionTriggered.emit(self._action))
        layout.addWidget(self.action_button)
        self.close_button = QPushButton(self.tr("Dismiss"), self)
        self.close_button.setObjectName("noticeDismiss")
        self.close_button.setAccessibleName(self.tr("Dismiss notice"))
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
        self.action_button.setAccessibleName(action_label or self.tr("Notice action"))
        self.close_button.setVisible(dismissable)
        self.show()

    def clear(self) -> None:
        self._action = ""
        self.hide()
