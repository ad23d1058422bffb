"""Add or edit one MCP server: a command (stdio) with its arguments and environment, or a URL
(Streamable HTTP, or the older HTTP+SSE) with its headers and API key.

Arguments are one per line and stored as a list, so no shell ever parses them; so are the
folders offered as roots (none by default), which the service checks exist. Secret values
go straight to the service, which seals them; nothing is written until Save, and a refusal
(the service's own message) is shown inline with every field kept as typed.
"""

from __future__ import annotations

from typing import Any, TypeVar

from goclaw_lite.app.mcp import McpService, server_roots
from goclaw_lite.gui.mcp.secrets import SecretRows
from goclaw_lite.gui.mcp.words import MASK, TRANSPORT_WORDS, transport_text
from goclaw_lite.gui.qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import value_field
from goclaw_lite.gui.widgets.dialog_save import DialogSave
from goclaw_lite.model.mcp import DEFAULT_TIMEOUT_SEC, McpServer

_W = TypeVar("_W", bound=QWidget)


def _named(widget: _W, object_name: str, accessible: str) -> _W:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


def args_from_text(text: str) -> list[str]:
    """One argument per line, kept exactly; blank lines at the end dropped."""
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


class ServerDialog(QDialog):
    saved = Signal(object)
    """Emitted with the saved McpServer, just before the dialog closes."""

    def __init__(self, service: McpService, server: McpServer | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._server = server
        self._save = DialogSave(self, self._show_error)
        title = self.tr("Edit MCP server {server}").format(
            server=server.label) if server else self.tr("Add an MCP server")
        self.setObjectName("mcpServerDialog")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setModal(True)
        self.resize(640, 600)

        form = QFormLayout()
        self.name_edit = _named(QLineEdit(server.name if server else ""), "mcpName", self.tr("Server name"))
        self.name_edit.setPlaceholderText(self.tr("time, git, files… (letters, digits, - and _)"))
        # A saved server keeps its name: shown as a selectable label; the hidden edit still holds it.
        self.name_field: QWidget = self.name_edit
        if server is not None:
            self.name_field = value_field(server.name, self.tr("Server name"))
            self.name_field.setObjectName("mcpNameValue")
            self.name_edit.setParent(self)
            self.name_edit.hide()
        self.display_edit = _named(
            QLineEdit(server.display_name if server else ""), "mcpDisplayName", self.tr("Display name"))
        self.display_edit.setPlaceholderText(self.tr("optional, shown in lists"))
        self.transport_combo = _named(QComboBox(), "mcpTransport", self.tr("Transport"))
        for key in TRANSPORT_WORDS:
            self.transport_combo.addItem(transport_text(key), key)
        form.addRow(self.tr("&Name"), self.name_field)
        form.addRow(self.tr("&Display name"), self.display_edit)
        form.addRow(self.tr("&Transport"), self.transport_combo)

        self.stack = QStackedWidget()
        self.stack.setObjectName("mcpTransportStack")
        self.stack.addWidget(self._stdio_page(server))
        self.stack.addWidget(self._http_page(server))

        lower = QFormLayout()
        self.prefix_edit = _named(QLineEdit(server.tool_prefix if server else ""), "mcpPrefix", self.tr("Tool prefix"))
        self.prefix_edit.setPlaceholderText(self.tr("the server's name"))
        self.prefix_edit.setToolTip(self.tr("Agents see the tools as PREFIX__tool, so they never collide with others"))
        self.timeout_spin = _named(QSpinBox(), "mcpTimeout", self.tr("Timeout in seconds"))
        self.timeout_spin.setRange(1, 3600)
        self.timeout_spin.setSuffix(self.tr(" s"))
        self.timeout_spin.setValue(server.timeout_sec if server else DEFAULT_TIMEOUT_SEC)
        self.enabled_box = _named(
            QCheckBox(self.tr("Agents granted this server may use it")), "mcpEnabled", self.tr("Enabled"))
        self.enabled_box.setChecked(server.enabled if server else True)
        self.roots_edit = _named(QPlainTextEdit("\n".join(server_roots(server.settings)) if server else ""), "mcpRoots",
                                 self.tr("Folders offered as roots, one per line"))
        self.roots_edit.setTabChangesFocus(True)
        self.roots_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.roots_edit.setPlaceholderText(self.tr("none: the server is offered no folders"))
        self.roots_edit.setToolTip(self.tr("Folders the server may work in, one per line; servers that ask for roots "
                                   "(the filesystem server, for one) use them"))
        self.roots_edit.setFixedHeight(self.roots_edit.fontMetrics().lineSpacing() * 3 + 20)
        lower.addRow(self.tr("Tool &prefix"), self.prefix_edit)
        lower.addRow(self.tr("&Roots"), self.roots_edit)
        lower.addRow(self.tr("T&imeout per call"), self.timeout_spin)
        lower.addRow(self.tr("&Enabled"), self.enabled_box)

        self.error_label = _named(QLabel(""), "mcpDialogError", self.tr("Error"))
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self._save.button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("mcpSave")
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.addLayout(form)
        body_layout.addWidget(self.stack)
        body_layout.addLayout(lower)
        body_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        self.transport_combo.currentIndexChanged.connect(self._transport_changed)
        if server is not None:
            self.transport_combo.setCurrentIndex(max(0, self.transport_combo.findData(server.transport)))
        self._transport_changed()

    def _stdio_page(self, server: McpServer | None) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        self.command_edit = _named(QLineEdit(server.command if server else ""), "mcpCommand", self.tr("Command"))
        self.command_edit.setPlaceholderText(self.tr("npx, uvx, mcp-server-time, /path/to/server…"))
        self.args_edit = _named(QPlainTextEdit("\n".join(server.args) if server else ""), "mcpArgs",
                                self.tr("Arguments, one per line"))
        self.args_edit.setTabChangesFocus(True)
        self.args_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.args_edit.setPlaceholderText("-y\n@modelcontextprotocol/server-filesystem\n/home/me/notes")
        self.args_edit.setToolTip(
            self.tr("One argument per line. No shell is used: quotes and $VARIABLES are passed as typed."))
        self.args_edit.setFixedHeight(self.args_edit.fontMetrics().lineSpacing() * 4 + 20)
        self.env_rows = SecretRows(self.tr("variable"), "mcpEnv", server.env_names if server else ())
        form.addRow(self.tr("&Command"), self.command_edit)
        form.addRow(self.tr("&Arguments"), self.args_edit)
        form.addRow(self.tr("En&vironment"), self.env_rows)
        return page

    def _http_page(self, server: McpServer | None) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        self.url_edit = _named(QLineEdit(server.url if server else ""), "mcpUrl", self.tr("URL"))
        self.url_edit.setPlaceholderText("https://example.com/mcp")
        self.header_rows = SecretRows(self.tr("header"), "mcpHeaders", server.header_names if server else ())
        self.api_key_edit = _named(QLineEdit(), "mcpApiKey", self.tr("API key"))
        self.api_key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        stored = server is not None and server.has_api_key
        self.api_key_edit.setPlaceholderText(self.tr("{MASK} (stored; type to replace)").format(
            MASK=MASK) if stored else self.tr("optional; sent as a Bearer token"))
        self.clear_key_box = _named(
            QCheckBox(self.tr("Remove the stored API key")), "mcpClearApiKey", self.tr("Remove the stored API key"))
        self.clear_key_box.setVisible(stored)
        form.addRow(self.tr("&URL"), self.url_edit)
        form.addRow(self.tr("&Headers"), self.header_rows)
        form.addRow(self.tr("API &key"), self.api_key_edit)
        form.addRow("", self.clear_key_box)
        return page

    def _transport_changed(self) -> None:
        self.stack.setCurrentIndex(0 if self.transport() == "stdio" else 1)

    def transport(self) -> str:
        return str(self.transport_combo.currentData())

    def fields(self) -> dict[str, Any]:
        """What Save sends: the chosen transport's fields, the other transport's cleared."""
        transport = self.transport()
        fields: dict[str, Any] = {
            "transport": transport, "display_name": self.display_edit.text().strip(),
            "tool_prefix": self.prefix_edit.text().strip(), "timeout_sec": self.timeout_spin.value(),
            "enabled": self.enabled_box.isChecked(),
            "roots": [line.strip() for line in self.roots_edit.toPlainText().split("\n") if line.strip()],
        }
        if transport == "stdio":
            fields.update(command=self.command_edit.text().strip(), args=args_from_text(self.args_edit.toPlainText()),
                          env=self.env_rows.values(), url="", headers={})
        else:
            fields.update(url=self.url_edit.text().strip(), headers=self.header_rows.values(), command="", args=[], env={})
            if self.api_key_edit.text():
                fields["api_key"] = self.api_key_edit.text()
            elif self.clear_key_box.isChecked():
                fields["api_key"] = ""
        if transport != "stdio" or self._server is None or not self._server.has_api_key:
            return fields
        fields["api_key"] = ""  # a command server sends no API key
        return fields

    def _problem(self, fields: dict[str, Any]) -> str | None:
        if not self.name_edit.text().strip():
            return self.tr("Give the server a name.")
        if fields["transport"] == "stdio" and not fields["command"]:
            return self.tr("Type the command that starts the server.")
        if fields["transport"] != "stdio" and not fields["url"].startswith(("http://", "https://")):
            return self.tr("Type the server's URL (http:// or https://).")
        return None

    def save(self) -> None:
        if self._save.saving:
            return
        fields = self.fields()
        problem = self._problem(fields)
        if problem:
            self._show_error(problem)
            return
        if self._server is None:
            fields = {k: v for k, v in fields.items() if k != "api_key" or v}
            fields["env"] = {k: v or "" for k, v in fields["env"].items()}
            fields["headers"] = {k: v or "" for k, v in fields["headers"].items()}
            work = self._service.add(self.name_edit.text().strip(), **fields)
        else:
            work = self._service.update(self._server.name, **fields)
        self._save.run(work, on_saved=self.saved.emit, what=self.tr("Saving the MCP server"))

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()
