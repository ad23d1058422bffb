"""Which agents may use a skill: one checkbox per agent, pins kept as they are."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from goclaw_lite.gui.qt import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    Qt,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.model.agents import Agent


class SkillAgentsDialog(QDialog):
    """Checked agents are granted the skill; `chosen()` after accept. A pinned grant shows its
    version (pins are set with `goclaw-lite skill grant --version`) and stays pinned."""

    def __init__(self, skill_name: str, agents: Sequence[Agent], granted: Mapping[str, int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("skillAgentsDialog")
        self.setWindowTitle(self.tr("Agents for %1").replace("%1", skill_name))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Checked agents see this skill's name and description in their system prompt "
                               "and may load it when a task calls for it."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QListWidget()
        self.list.setObjectName("skillAgentsList")
        self.list.setAccessibleName(self.tr("Agents that may use the skill"))
        for agent in agents:
            label = agent.label
            pinned = granted.get(agent.agent_key, 0)
            if pinned:
                label = self.tr("%1 (pinned to version %2)").replace("%1", label).replace("%2", str(pinned))
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, agent.agent_key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if agent.agent_key in granted else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        if not agents:
            layout.addWidget(QLabel(self.tr("There are no agents yet; add one on the Agents page.")))
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(420, 360)

    def chosen(self) -> set[str]:
        keys = set()
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                keys.add(str(item.data(Qt.ItemDataRole.UserRole)))
        return keys
