"""Add or edit one hook. The command is typed one argument per line and stored as argv, so
no shell ever parses it. Nothing is written until Save; a refusal (the store's own message)
is shown inline and every field keeps what was typed. Opened with `open()`, never `exec()`.
"""

from __future__ import annotations

from typing import TypeVar

from goclaw_lite.app.hooks import BLOCKING_EVENTS, HookDraft, HooksService
from goclaw_lite.errors import UserError
from goclaw_lite.gui.hooks.words import AFTER_NOTE, BLOCK_NOTE, event_choice, rule_words, words
from goclaw_lite.gui.qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.widgets.dialog_save import DialogSave
from goclaw_lite.model.hooks import (
    DEFAULT_TIMEOUT_MS,
    HOOK_EVENTS,
    MAX_TIMEOUT_MS,
    TOOL_EVENTS,
    Hook,
)
from goclaw_lite.security.redact import redact

HANDLERS = (("command", QT_TRANSLATE_NOOP("HookDialog", "Run a command")),
            ("log", QT_TRANSLATE_NOOP("HookDialog", "Built-in: write a log line")),
            ("block", QT_TRANSLATE_NOOP("HookDialog", "Built-in: block")))


_W = TypeVar("_W", bound=QWidget)


def _named(widget: _W, object_name: str, accessible: str) -> _W:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


def argv_from_text(text: str) -> tuple[str, ...]:
    """One argument per line, kept exactly (spaces included); trailing blank lines dropped."""
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    return tuple(lines)


class HookDialog(QDialog):
    saved = Signal(object)
    """Emitted with the saved Hook, just before the dialog closes."""

    def __init__(self, service: HooksService, agent_keys: dict[str, str], hook: Hook | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._hook = hook
        self._save = DialogSave(self, self.show_error)
        title = self.tr("Edit hook {hook}").format(hook=redact(hook.label)) if hook else self.tr("Add a hook")
        self.setObjectName("hookDialog")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setModal(True)
        self.resize(600, 520)

        form = QFormLayout()
        self.name_edit = _named(QLineEdit(), "hookName", self.tr("Hook name"))
        self.name_edit.setPlaceholderText(self.tr("optional, shown in the list"))
        self.event_combo = _named(QComboBox(), "hookEvent", self.tr("Event"))
        for event in HOOK_EVENTS:
            self.event_combo.addItem(event_choice(event), event)
        self.matcher_edit = _named(QLineEdit(), "hookMatcher", self.tr("Matcher"))
        self.handler_combo = _named(QComboBox(), "hookHandler", self.tr("Handler"))
        for key, text in HANDLERS:
            self.handler_combo.addItem(self.tr(text), key)
        self.argv_edit = _named(QPlainTextEdit(), "hookArgv", self.tr("Command arguments, one per line"))
        self.argv_edit.setTabChangesFocus(True)
        self.argv_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # one line is one argument
        self.argv_edit.setPlaceholderText(self.tr("notify-send\nHook ran"))
        self.argv_edit.setToolTip(self.tr("The program first, then each argument on its own line. No shell is used: "
                                  "quotes, pipes and $VARIABLES are passed as typed."))
        self.argv_edit.setFixedHeight(self.argv_edit.fontMetrics().lineSpacing() * 5 + 30)
        self.reason_edit = _named(QLineEdit(), "hookReason", self.tr("Block reason"))
        self.reason_edit.setPlaceholderText(self.tr("blocked by a hook"))
        self.timeout_spin = _named(QDoubleSpinBox(), "hookTimeout", self.tr("Timeout in seconds"))
        self.timeout_spin.setRange(0.1, MAX_TIMEOUT_MS / 1000)
        self.timeout_spin.setDecimals(1)
        self.timeout_spin.setSuffix(self.tr(" s"))
        self.timeout_spin.setValue(DEFAULT_TIMEOUT_MS / 1000)
        self.on_timeout_combo = _named(QComboBox(), "hookOnTimeout", self.tr("When it runs past the timeout"))
        self.on_error_combo = _named(QComboBox(), "hookOnError", self.tr("Any other exit code"))
        for combo in (self.on_error_combo, self.on_timeout_combo):
            for value in ("allow", "block"):
                combo.addItem(rule_words(value), value)
        self.agents_list = _named(QListWidget(), "hookAgents", self.tr("Agents to attach"))
        self.agents_list.setToolTip(self.tr("None ticked: the hook runs for every agent"))
        self.agents_list.setMaximumHeight(110)
        for agent_id, key in sorted(agent_keys.items(), key=lambda kv: kv[1]):
            item = QListWidgetItem(key)
            item.setData(Qt.ItemDataRole.UserRole, agent_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.agents_list.addItem(item)
        self.argv_label = QLabel(self.tr("Co&mmand"))
        self.reason_label = QLabel(self.tr("&Reason"))
        rows: tuple[tuple[str | QLabel, QWidget], ...] = (
            (self.tr("&Name"), self.name_edit), (self.tr("&Event"), self.event_combo),
            (self.tr("Ma&tcher"), self.matcher_edit), (self.tr("&Handler"), self.handler_combo),
            (self.argv_label, self.argv_edit), (self.reason_label, self.reason_edit),
            (self.tr("T&imeout"), self.timeout_spin), (self.tr("&Agents"), self.agents_list),
        )
        for label, field in rows:
            if isinstance(label, QLabel):
                label.setBuddy(field)
                form.addRow(label, field)
            else:
                form.addRow(label, field)
        self.argv_hint = QLabel(self.tr("One argument per line, program first. It gets the event as JSON on stdin."))
        self.argv_hint.setWordWrap(True)
        form.insertRow(5, "", self.argv_hint)
        self.exit_box = self._exit_rules()
        form.insertRow(6, self.exit_box)
        agents_hint = QLabel(self.tr("Tick none to run it for every agent.") if agent_keys
                             else self.tr("No agents yet: it runs for every agent."))
        agents_hint.setWordWrap(True)
        form.addRow("", agents_hint)

        self.error_label = QLabel("")
        self.error_label.setObjectName("hookDialogError")
        self.error_label.setWordWrap(True)
        self.error_label.setAccessibleName(self.tr("Why the hook was not saved"))
        self.error_label.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.setObjectName("hookDialogButtons")
        self.save_button = self._save.button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setAccessibleName(self.tr("Save hook"))
        self.save_button.setDefault(True)  # Enter in a field saves, as the title promises
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

        root = QVBoxLayout(self)
        root.addLayout(form)
        root.addStretch(1)
        root.addWidget(self.error_label)
        root.addWidget(self.buttons)

        self.event_combo.currentIndexChanged.connect(self._event_changed)
        self.handler_combo.currentIndexChanged.connect(self._handler_changed)
        if hook is not None:
            self._fill(hook)
        self._event_changed()
        self._handler_changed()

    def _exit_rules(self) -> QGroupBox:
        """Exit codes 0 and 2 are fixed (allow, block); another code and a timeout are choices."""
        box = QGroupBox(self.tr("When the command ends"))
        box.setObjectName("hookExitRules")
        rules = QFormLayout(box)
        for code, value in (("0", "allow"), ("2", "block")):
            fixed = QLabel(
                rule_words(value) + (self.tr(" (what it printed is the reason)") if value == "block" else ""))
            fixed.setObjectName(f"hookExit{code}")
            fixed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            rules.addRow(self.tr("Exit code {code}:").format(code=code), fixed)
        for text, combo in ((self.tr("Any other e&xit code:"), self.on_error_combo),
                            (self.tr("Still running at the time&out:"), self.on_timeout_combo)):
            label = QLabel(text)
            label.setBuddy(combo)
            rules.addRow(label, combo)
        self.block_note = QLabel("")
        self.block_note.setObjectName("hookBlockNote")
        self.block_note.setWordWrap(True)
        rules.addRow(self.block_note)
        return box

    def _fill(self, hook: Hook) -> None:
        self.name_edit.setText(hook.name)
        self.event_combo.setCurrentIndex(max(0, self.event_combo.findData(hook.event)))
        self.matcher_edit.setText(hook.matcher)
        handler = "command" if hook.handler_type == "command" else str(hook.config.get("builtin", "log"))
        self.handler_combo.setCurrentIndex(max(0, self.handler_combo.findData(handler)))
        self.argv_edit.setPlainText("\n".join(hook.argv))
        self.reason_edit.setText(str(hook.config.get("reason", "")))
        self.timeout_spin.setValue(hook.timeout_ms / 1000)
        self.on_timeout_combo.setCurrentIndex(max(0, self.on_timeout_combo.findData(hook.on_timeout)))
        self.on_error_combo.setCurrentIndex(max(0, self.on_error_combo.findData(hook.on_error)))
        for row in range(self.agents_list.count()):
            item = self.agents_list.item(row)
            attached = item.data(Qt.ItemDataRole.UserRole) in hook.agent_ids
            item.setCheckState(Qt.CheckState.Checked if attached else Qt.CheckState.Unchecked)

    def _event_changed(self, *_args: object) -> None:
        event = self.event_combo.currentData()
        tool = event in TOOL_EVENTS
        self.block_note.setText(words(BLOCK_NOTE if event in BLOCKING_EVENTS else AFTER_NOTE))
        self.matcher_edit.setPlaceholderText(self.tr(
            "tool names, '|'-separated, e.g. exec|kg_*  (empty: every tool)") if tool
                                             else self.tr("agent keys, '|'-separated  (empty: every agent)"))

    def _handler_changed(self, *_args: object) -> None:
        handler = self.handler_combo.currentData()
        for widget in (self.argv_label, self.argv_edit, self.argv_hint, self.exit_box):
            widget.setVisible(handler == "command")
        for field in (self.reason_label, self.reason_edit):
            field.setVisible(handler == "block")

    def draft(self) -> HookDraft:
        handler = str(self.handler_combo.currentData())
        agents = tuple(
            str(self.agents_list.item(r).data(Qt.ItemDataRole.UserRole)) for r in range(self.agents_list.count())
            if self.agents_list.item(r).checkState() == Qt.CheckState.Checked
        )
        return HookDraft(
            event=str(self.event_combo.currentData()),
            handler_type="command" if handler == "command" else "builtin",
            argv=argv_from_text(self.argv_edit.toPlainText()) if handler == "command" else (),
            builtin="" if handler == "command" else handler,
            reason=self.reason_edit.text(),
            name=self.name_edit.text(),
            matcher=self.matcher_edit.text(),
            timeout_ms=max(1, round(self.timeout_spin.value() * 1000)),
            on_timeout=str(self.on_timeout_combo.currentData()),
            on_error=str(self.on_error_combo.currentData()) if handler == "command" else "allow",
            agent_ids=agents,
        )

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def save(self) -> None:
        if self._save.saving:
            return
        draft = self.draft()
        try:
            draft.check()
        except UserError as exc:
            self.show_error(str(exc))
            return
        work = self._service.edit(self._hook.id, draft) if self._hook else self._service.add(draft)
        self._save.run(work, on_saved=self.saved.emit, what=self.tr("Saving the hook"))
