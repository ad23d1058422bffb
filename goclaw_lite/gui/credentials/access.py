"""Which agents may run a tool: "every agent" or "only the ticked ones", one tick per agent.

A tick always means "may run", in both modes, so what the list shows is what the agents
get; `service.save` turns the differences into grants, switched-off grants or revokes.
"""

from __future__ import annotations

from collections.abc import Sequence

from goclaw_lite.gui.qt import (
    QButtonGroup,
    QCoreApplication,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.style import text_role
from goclaw_lite.model.credentials import AgentAccess

GLOBAL_HINT = QT_TRANSLATE_NOOP("AgentAccessEditor", "Every agent may run it; untick one to keep it away.")
GRANTED_HINT = QT_TRANSLATE_NOOP("AgentAccessEditor", "Only the ticked agents may run it.")


class AgentAccessEditor(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.global_radio = QRadioButton(self.tr("Every agent ma&y run it"))
        self.global_radio.setObjectName("accessGlobal")
        self.global_radio.setAccessibleName(self.tr("Every agent may run it"))
        self.granted_radio = QRadioButton(self.tr("Only &granted agents"))
        self.granted_radio.setObjectName("accessGranted")
        self.granted_radio.setAccessibleName(self.tr("Only granted agents may run it"))
        self._group = QButtonGroup(self)
        self._group.addButton(self.global_radio)
        self._group.addButton(self.granted_radio)
        self.global_radio.setChecked(True)
        layout.addWidget(self.global_radio)
        layout.addWidget(self.granted_radio)

        self.agents_list = QListWidget(self)
        self.agents_list.setObjectName("agentAccess")
        self.agents_list.setAccessibleName(self.tr("Agents that may run this tool"))
        self.agents_list.setSpacing(2)
        line = self.agents_list.fontMetrics().lineSpacing() + 8
        self.agents_list.setMinimumHeight(line * 3 + 6)
        self.agents_list.setMaximumHeight(line * 5 + 6)
        layout.addWidget(self.agents_list, 1)
        self.hint = QLabel(self.tr(GLOBAL_HINT))
        self.hint.setObjectName("accessHint")
        self.hint.setWordWrap(True)
        text_role(self.hint, "secondary")
        layout.addWidget(self.hint)

        self.global_radio.toggled.connect(self._mode_changed)
        self.agents_list.itemChanged.connect(lambda _item: self.changed.emit())

    def load(self, is_global: bool, access: Sequence[AgentAccess]) -> None:
        (self.global_radio if is_global else self.granted_radio).setChecked(True)
        self.agents_list.clear()
        for entry in access:
            item = QListWidgetItem(self._text(entry))
            item.setData(Qt.ItemDataRole.UserRole, entry.agent_id)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable)
            item.setCheckState(Qt.CheckState.Checked if entry.allowed else Qt.CheckState.Unchecked)
            if entry.has_own_credentials:
                item.setToolTip(self.tr("{agent} has credentials of its own for this tool: {names}").format(
                    agent=entry.label, names=", ".join(entry.grant.env_names)))  # type: ignore[union-attr]
            self.agents_list.addItem(item)
        if not access:
            self.hint.setText(self.tr("No agents yet; create one on the Agents page."))
        else:
            self._mode_changed()

    @staticmethod
    def _text(entry: AgentAccess) -> str:
        own = QCoreApplication.translate("AgentAccessEditor", "  · own credentials")
        return entry.label + (own if entry.has_own_credentials else "")

    def _mode_changed(self) -> None:
        if self.agents_list.count():
            self.hint.setText(self.tr(GLOBAL_HINT if self.is_global() else GRANTED_HINT))
        self.changed.emit()

    def is_global(self) -> bool:
        return self.global_radio.isChecked()

    def item_for(self, agent_id: str) -> QListWidgetItem:
        for i in range(self.agents_list.count()):
            item = self.agents_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == agent_id:
                return item
        raise KeyError(agent_id)

    def set_allowed(self, agent_id: str, allowed: bool) -> None:
        self.item_for(agent_id).setCheckState(Qt.CheckState.Checked if allowed else Qt.CheckState.Unchecked)

    def access(self) -> tuple[tuple[str, bool], ...]:
        result: list[tuple[str, bool]] = []
        for i in range(self.agents_list.count()):
            item = self.agents_list.item(i)
            result.append((str(item.data(Qt.ItemDataRole.UserRole)), item.checkState() == Qt.CheckState.Checked))
        return tuple(result)

    def focus_order(self) -> list[QWidget]:
        return [self.global_radio, self.granted_radio, self.agents_list]
