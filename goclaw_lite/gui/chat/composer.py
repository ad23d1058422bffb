"""Where the user writes: a growing text box, Enter to send, Shift+Enter for a new line.

The text is only cleared once the page says the message was accepted (`accept_sent`), so a
refused send (closed conversation, busy stream, rate limit) never loses what was typed. In
edit mode the box holds a copy of an earlier message and Enter resends it as a new version.
"""

from __future__ import annotations

import math

from goclaw_lite.gui.chat.attach import AttachmentTray, PickFiles, ask_for_files, local_files
from goclaw_lite.gui.chat.panel import Panel
from goclaw_lite.gui.qt import (
    QComboBox,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFrame,
    QHBoxLayout,
    QKeyEvent,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    Qt,
    QTextLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.style import text_role
from goclaw_lite.gui.widgets.elided_label import FittingLabel
from goclaw_lite.gui.widgets.menu_button import MenuToolButton
from goclaw_lite.model.attachments import Attachment

MIN_LINES = 1
MAX_LINES = 8


class ComposerEdit(QPlainTextEdit):
    submitted = Signal()
    cancelled = Signal()
    filesDropped = Signal(list)
    """Local files dropped on the box (list[Path]): attached, never pasted as paths."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("composerEdit")
        self.setAccessibleName(self.tr("Message"))
        self.setAccessibleDescription(
            self.tr("Enter sends, Shift+Enter starts a new line, Escape stops an answer or cancels an edit"))
        self.setTabChangesFocus(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.viewport().setAutoFillBackground(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().setDocumentMargin(6)
        self.textChanged.connect(self._fit)
        self._fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt naming
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods == Qt.KeyboardModifier.NoModifier:
                event.accept()
                self.submitted.emit()
                return
            if mods == Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")
                event.accept()
                return
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt naming
        if local_files(event.mimeData()):
            event.acceptProposedAction()
            return
        super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 - Qt naming
        if local_files(event.mimeData()):
            event.acceptProposedAction()
            return
        super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt naming
        files = local_files(event.mimeData())
        if files:
            event.acceptProposedAction()
            self.filesDropped.emit(files)
            return
        super().dropEvent(event)

    def setPlaceholderText(self, text: str) -> None:  # noqa: N802 - Qt naming
        super().setPlaceholderText(text)
        self._fit()  # its line may be taller than the text's

    def line_height(self) -> int:
        """One line as drawn: Chinese falls back to a taller font than the widget's own, so the
        font's line spacing alone left the placeholder's and the text's lines cut at the bottom."""
        sample = (self.placeholderText() + self.toPlainText()[:200]).replace("\n", " ") or " "
        layout = QTextLayout(sample, self.font())
        layout.beginLayout()
        line = layout.createLine()
        layout.endLayout()
        return max(self.fontMetrics().lineSpacing(), math.ceil(line.height()))

    def _fit(self) -> None:
        """Grow with the text from one to eight lines, then scroll."""
        lines = max(MIN_LINES, min(MAX_LINES, int(self.document().size().height())))
        margins = self.contentsMargins()
        doc_margin = int(self.document().documentMargin() * 2)
        height = lines * self.line_height() + doc_margin + margins.top() + margins.bottom() + 2
        if self.height() != height:
            self.setFixedHeight(height)


class Composer(Panel):
    """The composer card: edit-mode bar, text box, and the row of pickers and buttons."""

    sendRequested = Signal(str)
    stopRequested = Signal()
    editCancelled = Signal()
    agentChanged = Signal(str)
    modelChanged = Signal(str)
    filesChosen = Signal(list)
    """Files to attach (list[Path]), picked or dropped: the page reads them and calls `attach`."""

    def __init__(self, parent: QWidget | None = None, *, pick_files: PickFiles = ask_for_files) -> None:
        super().__init__(parent, radius=12)
        self.setObjectName("composer")
        self.setAcceptDrops(True)
        self.pick_files = pick_files
        self._running = False
        self._placeholder = self.tr("Message the agent…")
        self._reason = ""
        self._editing: str | None = None
        self._saved_draft = ""
        self._submitted = ""  # what the last Enter sent, until the send is accepted

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)

        self.edit_bar = QWidget(self)
        bar = QHBoxLayout(self.edit_bar)
        bar.setContentsMargins(2, 0, 0, 0)
        self.edit_label = QLabel(self.tr("Editing your message — Enter resends it as a new version"), self.edit_bar)
        self.edit_label.setObjectName("composerEditLabel")
        self.cancel_edit_button = QToolButton(self.edit_bar)
        self.cancel_edit_button.setText(self.tr("Cancel"))
        self.cancel_edit_button.setAccessibleName(self.tr("Cancel editing"))
        self.cancel_edit_button.setToolTip(self.tr("Cancel editing (Escape)"))
        self.cancel_edit_button.clicked.connect(self.cancel_edit)
        bar.addWidget(self.edit_label, 1)
        bar.addWidget(self.cancel_edit_button)
        self.edit_bar.hide()
        layout.addWidget(self.edit_bar)

        self.tray = AttachmentTray(self)
        layout.addWidget(self.tray)
        self.edit = ComposerEdit(self)
        self.edit.submitted.connect(self.submit)
        self.edit.cancelled.connect(self._escape)
        self.edit.filesDropped.connect(self.filesChosen)
        layout.addWidget(self.edit)

        row = QHBoxLayout()
        row.setSpacing(6)
        self.agent_combo = QComboBox(self)
        self.agent_combo.setObjectName("agentPicker")
        self.agent_combo.setAccessibleName(self.tr("Agent"))
        self.agent_combo.setToolTip(self.tr("The agent that answers"))
        self.agent_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.agent_combo.setMinimumContentsLength(10)
        self.agent_combo.activated.connect(lambda _i: self.agentChanged.emit(self.agent_key()))
        self.model_combo = QComboBox(self)
        self.model_combo.setObjectName("modelPicker")
        self.model_combo.setAccessibleName(self.tr("Model"))
        self.model_combo.setToolTip(self.tr("The model for this chat (the agent keeps its own)"))
        self.model_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.model_combo.setMinimumContentsLength(12)
        self.model_combo.activated.connect(lambda _i: self.modelChanged.emit(self.model_combo.currentText()))
        # the whole hint, else its first half, else none (the Send button's tooltip says Enter too)
        self.hint = FittingLabel((self.tr("Enter to send · Shift+Enter for a new line"), self.tr("Enter to send")),
                                 self)
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.hint.fitChanged.connect(lambda _fits: self._show_placeholder())
        self.hint.setObjectName("composerHint")
        text_role(self.hint, "secondary")
        self.send_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_ArrowUp), self.tr("Send"), self)
        self.send_button.setObjectName("sendButton")
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.setToolTip(self.tr("Send (Enter)"))
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(self.submit)
        self.stop_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_MediaStop), self.tr("Stop"), self)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setAccessibleName(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the answer (Escape); what was written so far is kept"))
        self.stop_button.clicked.connect(self.stopRequested)
        self.stop_button.hide()
        self.attach_button = QToolButton(self)
        self.attach_button.setObjectName("attachButton")
        self.attach_button.setText(self.tr("Attach…"))
        self.attach_button.setAccessibleName(self.tr("Attach files"))
        self.attach_button.setToolTip(self.tr("Attach text, Markdown, code or PDF files (or drop them here)"))
        self.attach_button.clicked.connect(self._pick)
        row.addWidget(self.attach_button)
        self.mcp_button = MenuToolButton("MCP…", parent=self)
        self.mcp_button.setObjectName("mcpContextButton")
        self.mcp_button.setAccessibleName(self.tr("Resources and prompts from MCP servers"))
        self.mcp_button.setToolTip(self.tr("Attach a resource or start from a prompt of this agent's MCP servers"))
        self.mcp_menu = QMenu(self.mcp_button)
        self.mcp_button.setMenu(self.mcp_menu)
        self.mcp_button.hide()  # shown when the agent's servers offer any
        row.addWidget(self.mcp_button)
        row.addWidget(self.agent_combo)
        row.addWidget(self.model_combo)
        row.addWidget(self.hint, 1)
        row.addWidget(self.send_button)
        row.addWidget(self.stop_button)
        layout.addLayout(row)
        self._update()

    # --- state --------------------------------------------------------------------------

    def text(self) -> str:
        return self.edit.toPlainText()

    def set_text(self, text: str) -> None:
        self.edit.setPlainText(text)
        cursor = self.edit.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        self.edit.setTextCursor(cursor)

    @property
    def running(self) -> bool:
        return self._running

    def set_running(self, running: bool) -> None:
        self._running = running
        self._update()

    @property
    def editing(self) -> str | None:
        """The id of the message being edited, or None."""
        return self._editing

    def begin_edit(self, message_id: str, text: str) -> None:
        if self._editing is None:
            self._saved_draft = self.text()
        self._editing = message_id
        self.edit_bar.show()
        self.set_text(text)
        self.edit.setFocus()
        self._update()

    def cancel_edit(self) -> None:
        if self._editing is None:
            return
        self._editing = None
        self.edit_bar.hide()
        self.set_text(self._saved_draft)
        self._saved_draft = ""
        self._update()
        self.editCancelled.emit()

    def attachments(self) -> list[Attachment]:
        """The files to send with the next new message (not with an edit)."""
        return self.tray.attachments()

    def attach(self, attachments: list[Attachment]) -> None:
        self.tray.add(attachments)

    def _pick(self) -> None:
        files = self.pick_files(self)
        if files:
            self.filesChosen.emit(files)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt naming
        if local_files(event.mimeData()) and not self.edit.isReadOnly():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt naming
        files = local_files(event.mimeData())
        if files and not self.edit.isReadOnly():
            event.acceptProposedAction()
            self.filesChosen.emit(files)

    def accept_sent(self) -> None:
        """The page's send went through: clear the box and its files (and leave edit mode).

        Only the text that was sent goes: what the user typed after Enter, while the send was
        on its way, stays in the box."""
        was_editing = self._editing is not None
        if not was_editing:
            self.tray.clear()
        self._editing = None
        self.edit_bar.hide()
        now, sent = self.text(), self._submitted
        typed_since = now[len(sent):] if now.startswith(sent) else now
        self.set_text((self._saved_draft if was_editing else "") + typed_since)
        self._saved_draft = ""
        self._submitted = ""
        self._update()

    def set_enabled_for_input(self, enabled: bool, reason: str = "") -> None:
        self.edit.setReadOnly(not enabled)
        self.attach_button.setEnabled(enabled)
        self._reason = reason
        self._show_placeholder()
        self.send_button.setEnabled(enabled and not self._running)

    def set_placeholder(self, text: str) -> None:
        self._placeholder = text
        self._show_placeholder()

    def _show_placeholder(self) -> None:
        """The box's grey line: why it is closed, or the invitation; with the Enter hint when the
        row below has no room to say it (Russian at 1024x700)."""
        if self.edit.isReadOnly():
            self.edit.setPlaceholderText(self._reason)
            return
        hint = "" if self.hint.fits() else "  ·  " + self.hint.toolTip()
        self.edit.setPlaceholderText(self._placeholder + hint)

    def _update(self) -> None:
        self.send_button.setVisible(not self._running)
        self.stop_button.setVisible(self._running)
        self.send_button.setText(self.tr("Resend") if self._editing else self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Resend") if self._editing else self.tr("Send"))

    # --- actions ------------------------------------------------------------------------

    def submit(self) -> None:
        if self._running or self.edit.isReadOnly():
            return
        text = self.text()
        if text.strip() or (self._editing is None and self.tray.attachments()):
            self._submitted = text
            self.sendRequested.emit(text)

    def _escape(self) -> None:
        if self._running:
            self.stopRequested.emit()
        elif self._editing is not None:
            self.cancel_edit()

    # --- pickers ------------------------------------------------------------------------

    def set_agents(self, agents: list[tuple[str, str]], current: str | None) -> None:
        """(key, label) pairs; keeps `current` selected when it is among them."""
        self.agent_combo.blockSignals(True)
        self.agent_combo.clear()
        for key, label in agents:
            self.agent_combo.addItem(label, key)
        index = self.agent_combo.findData(current) if current else -1
        self.agent_combo.setCurrentIndex(index if index >= 0 else (0 if agents else -1))
        self.agent_combo.blockSignals(False)

    def agent_key(self) -> str:
        value = self.agent_combo.currentData()
        return str(value) if value else ""

    def select_agent(self, key: str) -> bool:
        index = self.agent_combo.findData(key)
        if index < 0:
            return False
        self.agent_combo.setCurrentIndex(index)
        return True

    def set_models(self, models: list[str], current: str) -> None:
        self.model_combo.blockSignals(True)
        self.model_combo.clear()
        for model in dict.fromkeys([current, *models]):
            if model:
                self.model_combo.addItem(model)
        self.model_combo.setCurrentText(current)
        self.model_combo.blockSignals(False)
