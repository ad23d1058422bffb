"""Test run: run the selected tool through the real runner and show its scrubbed output.

Output arrives already scrubbed (the runner replaces every injected value, in every
encoding it knows, with ``[REDACTED:NAME]`` before a byte reaches a sink), is decoded
incrementally so a UTF-8 character split across reads survives, and is appended as it
comes: the run is a task on the qasync loop, so the window stays live and Stop works.
"""

from __future__ import annotations

import asyncio
import codecs
from typing import Any

from goclaw_lite.app.credentials import CredentialsService, RunOutcome, split_args
from goclaw_lite.errors import DeniedArgumentError, UserError
from goclaw_lite.gui.credentials.deny_rules import DENIED_DARK, DENIED_LIGHT, is_dark
from goclaw_lite.gui.credentials.words import DenyWords
from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.i18n.durations import format_duration, seconds_text
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QComboBox,
    QFont,
    QFontDatabase,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPalette,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QTextCursor,
    QVBoxLayout,
    QWidget,
    Signal,
    is_alive,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.widgets.async_bridge import describe_error, report_error, run_async
from goclaw_lite.model.credentials import RunChoice, ToolSummary

MAX_OUTPUT_CHARS = 200_000
DEFAULT_ARGS = "--version"
OUTPUT_PLACEHOLDER = QT_TRANSLATE_NOOP("TestRunPanel",
                                       "Output appears here, every credential value replaced by [REDACTED:NAME].")


class TestRunPanel(QGroupBox):
    __test__ = False  # a widget, not a pytest class

    ran = Signal()
    """A run ended (finished, failed or was denied): the tool's last run may have changed."""

    def __init__(self, service: CredentialsService, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Test run"), parent)
        self.setObjectName("testRunPanel")
        self._service = service
        self._tool: ToolSummary | None = None
        self._task: asyncio.Task[RunOutcome] | None = None
        self._decoders: dict[str, Any] = {}
        self._shown = 0
        self._truncated = False
        self.blocked = False
        """The last run was stopped by a deny rule before it started."""

        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        controls = QHBoxLayout()
        controls.setSpacing(8)
        run_as_label = QLabel(self.tr("R&un as:"))
        self.run_as = QComboBox()
        self.run_as.setObjectName("runAs")
        self.run_as.setAccessibleName(self.tr("Run as"))
        self.run_as.setMinimumContentsLength(14)
        # filled after the first show: grow with the choices ("Chính bạn (không qua tác tử)")
        self.run_as.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        run_as_label.setBuddy(self.run_as)
        args_label = QLabel(self.tr("Ar&guments:"))
        self.args_edit = QLineEdit(DEFAULT_ARGS)
        self.args_edit.setObjectName("testRunArgs")
        self.args_edit.setAccessibleName(self.tr("Test run arguments"))
        self.args_edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.args_edit.setPlaceholderText(self.tr("arguments, e.g. --version"))
        self.args_edit.returnPressed.connect(self.toggle)
        args_label.setBuddy(self.args_edit)
        self.run_button = QPushButton()
        self.run_button.setObjectName("testRunButton")
        self.run_button.clicked.connect(self.toggle)
        controls.addWidget(run_as_label)
        controls.addWidget(self.run_as)
        controls.addSpacing(6)
        controls.addWidget(args_label)
        controls.addWidget(self.args_edit, 1)
        controls.addWidget(self.run_button)
        layout.addLayout(controls)

        self.output = QPlainTextEdit()
        self.output.setObjectName("testRunOutput")
        self.output.setAccessibleName(self.tr("Test run output"))
        self.output.setReadOnly(True)
        self.output.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.output.setPlaceholderText(self.tr(OUTPUT_PLACEHOLDER))
        self.output.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        layout.addWidget(self.output, 1)
        self.status_label = QLabel("")
        self.status_label.setObjectName("testRunStatus")
        self.status_label.setAccessibleName(self.tr("Test run status"))
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self._show_idle()
        self.set_tool(None)

    # --- state ---------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def set_tool(self, tool: ToolSummary | None) -> None:
        changed = (tool is None) != (self._tool is None) or (
            tool is not None and self._tool is not None and tool.binary.id != self._tool.binary.id
        )
        self._tool = tool
        self.setTitle(self.tr("Test run · {name}").format(name=tool.binary.name) if tool else self.tr("Test run"))
        if self.running:
            return
        self.run_button.setEnabled(tool is not None)
        self.args_edit.setEnabled(tool is not None)
        self.run_as.setEnabled(tool is not None)
        if tool is None:
            self.run_as.clear()
            self.status_label.setText(self.tr("Select a tool to run it with its credentials."))
            return
        if changed:
            self.status_label.setText(self.tr("Runs {path} the way an agent's run does.").format(path=tool.binary.path))
        binary_id = tool.binary.id
        run_async(self._service.run_choices(binary_id), on_done=lambda c: self._show_choices(binary_id, c),
                  owner=self, what=self.tr("Listing who may run the tool"))

    def _show_choices(self, binary_id: str, choices: list[RunChoice]) -> None:
        if self._tool is None or self._tool.binary.id != binary_id or self.running:
            return  # another tool was selected meanwhile
        current = self.run_as.currentData()
        self.run_as.clear()
        for choice in choices:
            # agent_id None is yourself: the app layer's label is English, the window's is not
            label = choice.label if choice.agent_id is not None else self.tr("Yourself (no agent)")
            self.run_as.addItem(label, choice.agent_id)
        index = self.run_as.findData(current)
        self.run_as.setCurrentIndex(index if index >= 0 else 0)
        runnable = bool(choices) and self._tool.binary.enabled
        self.run_button.setEnabled(runnable)
        if not choices:
            self.status_label.setText(self.tr("No agent may run {name} yet; tick one under Agents in Edit….").format(
                name=self._tool.binary.name))
        elif not self._tool.binary.enabled:
            self.status_label.setText(self.tr("{name} is disabled; enable it to run it.").format(
                name=self._tool.binary.name))

    def _show_idle(self) -> None:
        self.run_button.setText(self.tr("&Run"))
        self.run_button.setIcon(standard_icon(QStyle.StandardPixmap.SP_MediaPlay))
        self.run_button.setAccessibleName(self.tr("Run the tool"))
        self.run_button.setToolTip(self.tr("Run the selected tool with these arguments"))

    def _show_running(self) -> None:
        self.run_button.setText(self.tr("&Stop"))
        self.run_button.setIcon(standard_icon(QStyle.StandardPixmap.SP_MediaStop))
        self.run_button.setAccessibleName(self.tr("Stop the run"))
        self.run_button.setToolTip(self.tr("Stop the tool (its whole process group)"))

    # --- running ---------------------------------------------------------------------------

    def toggle(self) -> None:
        if self.running:
            self.stop()
        else:
            self.start()

    def start(self) -> None:
        tool = self._tool
        if tool is None or self.running:
            return
        try:
            args = split_args(self.args_edit.text())
        except UserError as exc:
            self.status_label.setText(error_text(exc))
            return
        self.output.clear()
        self._clear_blocked()
        self._decoders = {s: codecs.getincrementaldecoder("utf-8")(errors="replace") for s in ("stdout", "stderr")}
        self._shown = 0
        self._truncated = False
        who = self.run_as.currentText() or self.tr("yourself")
        self.status_label.setText(self.tr("Running {command} as {who}…").format(
            command=" ".join([tool.binary.name, *args]), who=who))
        self._show_running()
        self.args_edit.setEnabled(False)
        self.run_as.setEnabled(False)
        task = run_async(
            self._service.test_run(tool.binary.id, args, agent_id=self.run_as.currentData(), on_output=self._append),
            on_done=self._finished,
            on_error=self._failed,
            owner=self,
            what=self.tr("Running {name}").format(name=tool.binary.name),
        )
        task.add_done_callback(self._task_done)
        self._task = task

    def stop(self) -> None:
        if self.running and self._task is not None:
            self.status_label.setText(self.tr("Stopping…"))
            self._task.cancel()

    def _task_done(self, task: asyncio.Task[RunOutcome]) -> None:
        if not is_alive(self):
            return
        if task.cancelled():
            self._flush()
            self.status_label.setText(self.tr("Stopped; the tool and everything it started were ended."))
        self._show_idle()
        self.set_tool(self._tool)
        self.ran.emit()

    def _append(self, stream: str, data: bytes) -> None:
        if not is_alive(self):
            return
        decoder = self._decoders.get(stream)
        self._insert(decoder.decode(data) if decoder is not None else data.decode("utf-8", "replace"))

    def _insert(self, text: str) -> None:
        if not text or self._truncated:
            return
        room = MAX_OUTPUT_CHARS - self._shown
        if len(text) > room:
            text = text[:room] + "\n" + self.tr(
                "… output cut here (only the first {count} characters are shown)").format(
                count=format_number(MAX_OUTPUT_CHARS)) + "\n"
            self._truncated = True
        self._shown += len(text)
        cursor = self.output.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)
        self.output.setTextCursor(cursor)
        self.output.ensureCursorVisible()

    def _flush(self) -> None:
        for decoder in self._decoders.values():
            self._insert(decoder.decode(b"", final=True))

    def _finished(self, outcome: RunOutcome) -> None:
        self._flush()
        if outcome.timed_out:
            text = self.tr("Stopped after its timeout ({duration}).").format(
                duration=seconds_text(outcome.duration_ms / 1000))
        else:
            text = self.tr("Exited with code {code} in {duration}.").format(
                code=outcome.exit_code, duration=self._duration(outcome.duration_ms))
        injected = ", ".join(outcome.injected)
        if injected:
            text += self.tr(" Injected {names}; values in the output are shown as [REDACTED:NAME].").format(
                names=injected)
        self.status_label.setText(text)

    def _failed(self, exc: BaseException) -> None:
        self._flush()
        if isinstance(exc, DeniedArgumentError) and self._tool is not None:
            self._show_blocked(DenyWords().blocked(self._tool.binary.name, exc.kind, exc.rule))
            return
        if not isinstance(exc, UserError):
            report_error(exc, owner=self, what=self.tr("Test run"))
        self.status_label.setText(describe_error(exc, self.tr("Test run")))

    def _show_blocked(self, text: str) -> None:
        """A deny rule stopped the run: said as blocked, in the denied colour, the rule in words."""
        self.blocked = True
        self.status_label.setText(text)
        font = QFont(self.status_label.font())
        font.setBold(True)
        self.status_label.setFont(font)
        palette = self.status_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, DENIED_DARK if is_dark(self.palette()) else DENIED_LIGHT)
        self.status_label.setPalette(palette)
        self.output.setPlaceholderText(self.tr("Nothing ran: a deny rule blocked these arguments."))

    def _clear_blocked(self) -> None:
        if self.blocked:
            self.blocked = False
            self.status_label.setFont(self.font())
            self.status_label.setPalette(self.palette())
            self.output.setPlaceholderText(self.tr(OUTPUT_PLACEHOLDER))

    def output_text(self) -> str:
        return self.output.toPlainText()

    def _duration(self, ms: int) -> str:
        return format_duration(ms, milliseconds_below=10_000)
