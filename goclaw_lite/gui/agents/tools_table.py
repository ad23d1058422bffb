"""The allow / ask / deny table of an agent's tool policy.

One row per tool the agent can be offered (the built-ins, the MCP tools of its granted
servers) plus `*` for every tool the policy does not name, and any name the policy holds that
is not offered now (a server that is down): it is kept, never dropped unseen. "Default"
leaves the tool out of the policy, so the tool's own default (shown) decides.

A built-in tool's name carries a check box: unticked switches it off for this agent (its
`tools_config.deny`, read back by `tools_off()`). A tool switched off for every agent in
Settings > Built-in tools shows that, its box greyed out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from goclaw_lite.app.tool_policy import EVERY_TOOL, ToolChoice
from goclaw_lite.gui.agents.words import AgentWords
from goclaw_lite.gui.qt import QComboBox, Qt, QTableWidgetItem, QWidget, Signal
from goclaw_lite.gui.shell.pages import read_only_table

CHOICES = ("allow", "ask", "deny")
POLICY_CHARS = 22
EVERY_ROW = ToolChoice(EVERY_TOOL, "Every tool this policy does not name", "", "All tools")


class ToolPolicyTable(QWidget):
    """A table whose Policy column is a combo per tool; `policy()` reads the chosen entries back."""

    changed = Signal()
    """A user picked another policy for a tool (not emitted while the table is filled)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from goclaw_lite.gui.qt import QVBoxLayout

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        columns = (self.tr("Tool"), self.tr("From"), self.tr("Policy"))
        self.table = read_only_table("agentToolPolicy", self.tr("Tool policy"), columns, stretch=0)
        layout.addWidget(self.table)
        self._builtin: tuple[ToolChoice, ...] = ()
        self._mcp: tuple[ToolChoice, ...] = ()
        self._policy: dict[str, str] = {}
        self._combos: dict[str, QComboBox] = {}
        self._off: frozenset[str] = frozenset()
        self._globally_off: frozenset[str] = frozenset()
        self._switches: dict[str, QTableWidgetItem] = {}
        self._filling = False
        self.table.itemChanged.connect(self._item_changed)

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if not self._filling and item.column() == 0:
            self.changed.emit()

    def set_off(self, names: Iterable[str]) -> None:
        """The built-in tools switched off for this agent."""
        self._off = frozenset(names)
        self.set_policy(self.policy() if self._combos else self._policy)

    def set_globally_off(self, names: Iterable[str]) -> None:
        """The built-in tools switched off for every agent (Settings), shown greyed out."""
        off = self.tools_off() if self._switches else self._off
        self._globally_off = frozenset(names)
        self._off = off
        self.set_policy(self.policy() if self._combos else self._policy)

    def tools_off(self) -> frozenset[str]:
        """Built-in tools whose box is unticked (a name this table does not show is kept)."""
        live = {n: item for n, item in self._switches.items() if n not in self._globally_off}
        shown = {name for name, item in live.items() if item.checkState() == Qt.CheckState.Unchecked}
        return frozenset(shown | (self._off - set(live)))

    def set_tool_on(self, name: str, on: bool) -> None:
        """Tick or untick a built-in tool as a user would (tests)."""
        self._switches[name].setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def set_tools(self, builtin: Iterable[ToolChoice], mcp: Iterable[ToolChoice] = ()) -> None:
        policy = self.policy() if self._combos else self._policy
        if self._switches:
            self._off = self.tools_off()
        self._builtin, self._mcp = tuple(builtin), tuple(mcp)
        self.set_policy(policy)

    def set_mcp_tools(self, mcp: Iterable[ToolChoice]) -> None:
        self.set_tools(self._builtin, mcp)

    def set_policy(self, policy: Mapping[str, str]) -> None:
        """Show `policy` against the known tools (a new list of tools keeps the choices made)."""
        self._policy = dict(policy)
        known = [EVERY_ROW, *self._builtin, *self._mcp]
        names = {t.name for t in known}
        gone = self.tr("Not offered now (its server may be off, or the tool gone)")
        known += [ToolChoice(name, gone, "", self.tr("Policy only"))
                  for name in sorted(self._policy) if name not in names]
        self._combos, self._switches = {}, {}
        self._filling = True
        self.table.setRowCount(len(known))
        builtin = {t.name for t in self._builtin}
        labels = {"allow": self.tr("Allow"), "ask": self.tr("Ask"), "deny": self.tr("Deny")}
        for row, tool in enumerate(known):
            item = QTableWidgetItem(tool.name)
            every = tool is EVERY_ROW
            item.setToolTip(self.tr("Every tool this policy does not name") if every else tool.description or tool.name)
            if tool.name in builtin:
                self._switch(item, tool.name)
            self.table.setItem(row, 0, item)
            off = tool.name in self._globally_off
            shown = self.tr("All tools") if every else AgentWords().tool_source(tool.source)
            source = QTableWidgetItem(self.tr("Built-in, off in Settings") if off else shown)
            source.setToolTip(source.text())
            self.table.setItem(row, 1, source)
            combo = QComboBox()
            combo.setObjectName(f"policy_{tool.name}")
            # sized to a short text, not its longest entry ("Default (each tool's own)" in Russian
            # took the whole row and left the tool's name a letter wide); the list shows all of it
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(POLICY_CHARS)
            combo.setAccessibleName(self.tr("Policy for {tool}").format(tool=tool.name))
            default = self.tr("Default ({policy})").format(policy=labels.get(tool.default, tool.default))
            combo.addItem(default if tool.default else self.tr("Default (each tool's own)"), None)
            for choice in CHOICES:
                combo.addItem(labels[choice], choice)
            chosen = self._policy.get(tool.name)
            combo.setCurrentIndex(max(0, combo.findData(chosen)) if chosen else 0)
            combo.currentIndexChanged.connect(lambda _index: self.changed.emit())
            self.table.setCellWidget(row, 2, combo)
            self._combos[tool.name] = combo
        self._filling = False

    def _switch(self, item: QTableWidgetItem, name: str) -> None:
        flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
        if name in self._globally_off:
            flags &= ~Qt.ItemFlag.ItemIsEnabled
            item.setToolTip(self.tr("Switched off for every agent in Settings > Built-in tools"))
        item.setFlags(flags)
        off = name in self._off or name in self._globally_off  # greyed and unticked: it is off either way
        item.setCheckState(Qt.CheckState.Unchecked if off else Qt.CheckState.Checked)
        self._switches[name] = item

    def policy(self) -> dict[str, str]:
        """The entries chosen (a "Default" row is left out)."""
        chosen: dict[str, str] = {}
        for name, combo in self._combos.items():
            value = combo.currentData()
            if isinstance(value, str):
                chosen[name] = value
        return chosen

    def choose(self, tool: str, decision: str | None) -> None:
        """Pick `decision` for `tool` as a user would (tests, keyboard macros)."""
        combo = self._combos[tool]
        combo.setCurrentIndex(combo.findData(decision) if decision else 0)

    def tool_names(self) -> list[str]:
        return list(self._combos)
