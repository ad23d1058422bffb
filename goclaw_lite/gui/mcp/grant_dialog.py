"""Grant a server to an agent, with per-tool allow / deny.

The tools are listed from the server itself (it is started for that, then stopped), each
ticked when the agent may use it. "Tools the server adds later" decides what an unticked
list means: with it on, the unticked ones are denied and new tools are allowed; with it off,
only the ticked ones are allowed. A server that cannot start can still be granted whole.
The grant's overrides (this agent's call timeout, and how its tools start: ask, allow or
deny) are kept as they were unless changed here.
"""

from __future__ import annotations

from goclaw_lite.app.mcp import McpService, McpToolSpec
from goclaw_lite.gui.qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.dialog_save import DialogSave
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.mcp import McpGrant, McpServer


async def _tools_then_stop(service: McpService, name: str) -> list[McpToolSpec]:
    try:
        return await service.tools(name)
    finally:
        await service.manager.forget(name)


class GrantDialog(QDialog):
    saved = Signal(object)
    """Emitted with the saved McpGrant, just before the dialog closes."""

    def __init__(self, service: McpService, server: McpServer, agents: list[Agent], grant: McpGrant | None = None,
                 agent_key: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._server = server
        self._grant = grant
        self._save = DialogSave(self, self._show_error)
        self.tools: list[McpToolSpec] | None = None
        title = (self.tr("Let an agent use {server}").format(server=server.label) if grant is None
                 else self.tr("Tools of {server} for {agent}").format(server=server.label, agent=agent_key))
        self.setObjectName("mcpGrantDialog")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setModal(True)
        self.resize(520, 480)

        form = QFormLayout()
        self.agent_combo = QComboBox()
        self.agent_combo.setObjectName("mcpGrantAgent")
        self.agent_combo.setAccessibleName(self.tr("Agent"))
        for agent in agents:
            self.agent_combo.addItem(f"{agent.label} ({agent.agent_key})" if agent.label != agent.agent_key else agent.agent_key,
                                     agent.agent_key)
        if grant is not None:
            self.agent_combo.setCurrentIndex(max(0, self.agent_combo.findData(agent_key)))
            self.agent_combo.setEnabled(False)
        form.addRow(self.tr("&Agent"), self.agent_combo)
        overrides = dict(grant.config_overrides) if grant is not None else {}
        self.policy_combo = QComboBox()
        self.policy_combo.setObjectName("mcpGrantPolicy")
        self.policy_combo.setAccessibleName(self.tr("How its tools start"))
        for words, key in ((self.tr(
            "Ask before each tool's first use"), ""), (self.tr("Allow without asking"), "allow"),
                           (self.tr("Refuse until allowed one by one"), "deny")):
            self.policy_combo.addItem(words, key)
        self.policy_combo.setCurrentIndex(max(0, self.policy_combo.findData(str(overrides.get("policy", "")))))
        self.timeout_spin = QSpinBox()
        self.timeout_spin.setObjectName("mcpGrantTimeout")
        self.timeout_spin.setAccessibleName(self.tr("Timeout per call for this agent"))
        self.timeout_spin.setRange(0, 3600)
        self.timeout_spin.setSuffix(self.tr(" s"))
        self.timeout_spin.setSpecialValueText(self.tr("the server's ({timeout_sec} s)").format(
            timeout_sec=server.timeout_sec))
        timeout = overrides.get("timeout_sec")
        self.timeout_spin.setValue(timeout if isinstance(timeout, int) and not isinstance(timeout, bool) else 0)
        form.addRow(self.tr("Tools &start"), self.policy_combo)
        form.addRow(self.tr("T&imeout per call"), self.timeout_spin)
        self.status_label = QLabel(self.tr("Starting {label} to list its tools…").format(label=server.label))
        self.status_label.setObjectName("mcpGrantStatus")
        self.status_label.setWordWrap(True)
        self.tool_list = QListWidget()
        self.tool_list.setObjectName("mcpGrantTools")
        self.tool_list.setAccessibleName(self.tr("Tools the agent may use"))
        self.new_tools_box = QCheckBox(self.tr("Tools the server adds later are allowed too"))
        self.new_tools_box.setObjectName("mcpGrantNewTools")
        self.new_tools_box.setChecked(grant is None or grant.tool_allow is None)
        tools_label = QLabel(self.tr("&Tools the agent may use (each asks before its first use)"))
        tools_label.setBuddy(self.tool_list)
        tools_label.setWordWrap(True)
        self.error_label = QLabel("")
        self.error_label.setObjectName("mcpGrantError")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self._save.button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("mcpGrantSave")
        self.save_button.setText(self.tr("Grant") if grant is None else self.tr("Save"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(tools_label)
        layout.addWidget(self.tool_list, 1)
        layout.addWidget(self.new_tools_box)
        layout.addWidget(self.status_label)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        if not agents:
            self._show_error(self.tr("There is no agent yet; create one first."))
            self.save_button.setEnabled(False)
        run_async(_tools_then_stop(service, server.name), on_done=self._show_tools, on_error=self._no_tools, owner=self,
                  what=self.tr("Listing the tools of {label}").format(label=server.label))

    def _show_tools(self, specs: list[McpToolSpec]) -> None:
        self.tools = [s for s in specs if s.usable]
        for spec in self.tools:
            item = QListWidgetItem(spec.remote_name)
            item.setToolTip(spec.description or spec.remote_name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            allowed = self._grant.permits(spec.remote_name) if self._grant is not None else True
            item.setCheckState(Qt.CheckState.Checked if allowed else Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, spec.remote_name)
            self.tool_list.addItem(item)
        left_out = len(specs) - len(self.tools)
        self.status_label.setText(self.tr("%n tool(s)", "", len(self.tools))
                                  + (self.tr("; {count} left out (see Test)").format(
                                      count=left_out) if left_out else "") + ".")

    def _no_tools(self, exc: BaseException) -> None:
        self.tools = None
        self.status_label.setText(describe_error(exc, self.tr("Listing its tools")) + " "
                                  + self.tr("The grant covers all its tools."))

    def checked(self) -> dict[str, bool]:
        """Tool name -> ticked."""
        states = {}
        for row in range(self.tool_list.count()):
            item = self.tool_list.item(row)
            states[str(item.data(Qt.ItemDataRole.UserRole))] = item.checkState() == Qt.CheckState.Checked
        return states

    def filters(self) -> tuple[list[str] | None, list[str] | None]:
        """(allow, deny) for the grant; None means no filter."""
        if self.tools is None:  # not listed: keep what the grant had
            return ((list(self._grant.tool_allow) if self._grant and self._grant.tool_allow is not None else None),
                    (list(self._grant.tool_deny) if self._grant and self._grant.tool_deny else None))
        states = self.checked()
        if self.new_tools_box.isChecked():
            denied = [name for name, on in states.items() if not on]
            return None, denied or None
        return [name for name, on in states.items() if on], None

    def overrides(self) -> dict[str, object]:
        """The grant's config_overrides as set in the dialog (nothing for the defaults)."""
        chosen: dict[str, object] = {}
        if self.policy_combo.currentData():
            chosen["policy"] = str(self.policy_combo.currentData())
        if self.timeout_spin.value() > 0:
            chosen["timeout_sec"] = self.timeout_spin.value()
        return chosen

    def save(self) -> None:
        if self._save.saving or self.agent_combo.currentData() is None:
            return
        allow, deny = self.filters()
        if allow is not None and not allow:
            self._show_error(self.tr("Tick at least one tool, or let the server's later tools in."))
            return
        self._save.run(self._service.grant(self._server.name, str(self.agent_combo.currentData()), allow=allow,
                                           deny=deny, overrides=self.overrides()),
                       on_saved=self.saved.emit, what=self.tr("Granting the server"))

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()
