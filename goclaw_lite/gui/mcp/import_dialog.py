"""Import servers from a Claude Desktop / Cursor / VS Code config: what will be added is shown
first (secret values masked, and sealed on the way in), nothing is written until Add."""

from __future__ import annotations

from pathlib import Path

from goclaw_lite.app.mcp import ImportCandidate, McpService
from goclaw_lite.gui.mcp.words import candidate_secrets, candidate_target, candidate_verdict, transport_text
from goclaw_lite.gui.qt import QDialog, QDialogButtonBox, QLabel, QTableWidgetItem, QVBoxLayout, QWidget, Signal
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, read_only_table
from goclaw_lite.gui.widgets.dialog_save import DialogSave

COLUMNS = (QT_TRANSLATE_NOOP("ImportDialog", "Name"), QT_TRANSLATE_NOOP("ImportDialog", "Transport"),
           QT_TRANSLATE_NOOP("ImportDialog", "Command or URL"), QT_TRANSLATE_NOOP("ImportDialog", "Secrets"),
           QT_TRANSLATE_NOOP("ImportDialog", "What happens"))


class ImportDialog(QDialog):
    imported = Signal(object)
    """Emitted with the list of McpServer added."""

    def __init__(self, service: McpService, path: Path, plan: list[ImportCandidate], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self.plan = plan
        self._save = DialogSave(self, self._show_error)
        self.setObjectName("mcpImportDialog")
        self.setWindowTitle(self.tr("Import MCP servers"))
        self.setAccessibleName(self.tr("Import MCP servers"))
        self.setModal(True)
        self.resize(820, 420)
        adding = [c for c in plan if c.problem is None and not c.exists]
        about = QLabel(self.tr("{path}: %n server(s); {adding} will be added. Grant them to agents afterwards.", "",
                               len(plan)).format(path=path, adding=len(adding)))
        about.setObjectName("mcpImportAbout")
        about.setWordWrap(True)
        self.table = read_only_table("mcpImportTable", self.tr("Servers in the file"),
                                     tuple(self.tr(c) for c in COLUMNS), stretch=2)
        self.table.setRowCount(len(plan))
        for row, candidate in enumerate(plan):
            cells = (candidate.name, transport_text(candidate.transport), candidate_target(candidate),
                     candidate_secrets(candidate), candidate_verdict(candidate))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
        self.error_label = QLabel("")
        self.error_label.setObjectName("mcpImportError")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.add_button = self._save.button = self.buttons.addButton(self.tr("Add %n server(s)", "", len(adding)),
                                                 QDialogButtonBox.ButtonRole.AcceptRole)
        self.add_button.setObjectName("mcpImportAdd")
        self.add_button.setEnabled(bool(adding))
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

    def apply(self) -> None:
        if self._save.saving:
            return
        self._save.run(self._service.import_apply(self.plan), on_saved=self.imported.emit,
                       what=self.tr("Importing MCP servers"))

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text + " Servers added before the failure stay.")
        self.error_label.show()
