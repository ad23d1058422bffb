"""The page's scope controls: which agent's graph, and the moment it is seen at."""

from __future__ import annotations

from collections.abc import Sequence

from goclaw_lite.gui.i18n.dates import picker_format
from goclaw_lite.gui.kg.models import AgentChoice
from goclaw_lite.gui.kg.timefmt import from_qdatetime, to_qdatetime
from goclaw_lite.gui.qt import (
    QCheckBox,
    QComboBox,
    QDateTime,
    QDateTimeEdit,
    QHBoxLayout,
    QPaintEvent,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    Qt,
    QTimer,
    QWidget,
    Signal,
)

AS_OF_DEBOUNCE_MS = 300


class AgentPicker(QComboBox):
    """Agents by label, the default one marked and chosen first.

    A narrow bar gives it less than its words need ("Helper (mặc định)" at 800 px in Vietnamese):
    the shown name is then cut with "…" rather than clipped mid-letter, and the tooltip names the
    agent in full."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgAgent")
        self.setAccessibleName(self.tr("Agent"))
        self.setMinimumContentsLength(12)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.currentIndexChanged.connect(lambda _index: self._name_in_tooltip())
        self._name_in_tooltip()

    def _name_in_tooltip(self) -> None:
        name = self.currentText()
        self.setToolTip(self.tr("Whose knowledge graph to browse: {agent}").format(agent=name) if name
                        else self.tr("Whose knowledge graph to browse"))

    def shown_text(self) -> str:
        """The current agent's name as drawn: cut with "…" when the box is narrower than it."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight, field.width())

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def set_agents(self, agents: Sequence[AgentChoice], keep: str | None) -> None:
        """Fill the list; keep `keep` chosen if it still exists, else the default agent."""
        self.blockSignals(True)
        try:
            self.clear()
            for agent in agents:
                label = self.tr("{agent} (default)").format(agent=agent.label) if agent.is_default else agent.label
                self.addItem(label, agent.id)
            index = self.findData(keep) if keep else -1
            if index < 0:
                index = next((i for i, a in enumerate(agents) if a.is_default), 0 if agents else -1)
            self.setCurrentIndex(index)
        finally:
            self.blockSignals(False)
        self._name_in_tooltip()

    def agent_id(self) -> str | None:
        value = self.currentData()
        return value if isinstance(value, str) else None


class AsOfPicker(QWidget):
    """'Now', or a moment in the past (or future) that every view of the page uses."""

    changed = Signal(object)
    """The moment as canonical ISO text, or None for now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgAsOf")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.enabled_check = QCheckBox(self.tr("As of"))
        self.enabled_check.setAccessibleName(self.tr("See the graph as of a date"))
        self.enabled_check.setToolTip(
            self.tr("Show the graph as it was at another moment; unticked shows it as it is now"))
        self.when = QDateTimeEdit(QDateTime.currentDateTime())
        self.when.setAccessibleName(self.tr("As of date"))
        self.when.setCalendarPopup(True)
        self.when.setDisplayFormat(picker_format())
        self.when.setEnabled(False)
        self.when.setMinimumWidth(self.when.fontMetrics().horizontalAdvance("30 Sep 2026 23:59") + 44)
        layout.addWidget(self.enabled_check)
        layout.addWidget(self.when)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AS_OF_DEBOUNCE_MS)
        self._timer.timeout.connect(self._emit)
        self.enabled_check.toggled.connect(self._toggled)
        self.when.dateTimeChanged.connect(lambda _v: self._timer.start() if self.enabled_check.isChecked() else None)

    def value(self) -> str | None:
        return from_qdatetime(self.when.dateTime()) if self.enabled_check.isChecked() else None

    def set_value(self, iso: str | None) -> None:
        """Set the moment (None: now) and tell listeners at once."""
        self._timer.stop()
        self.blockSignals(True)
        try:
            if iso is not None:
                self.when.setDateTime(to_qdatetime(iso))
            self.enabled_check.setChecked(iso is not None)
            self.when.setEnabled(iso is not None)
        finally:
            self.blockSignals(False)
        self._timer.stop()
        self._emit()

    def _toggled(self, on: bool) -> None:
        self.when.setEnabled(on)
        self._timer.stop()
        self._emit()

    def _emit(self) -> None:
        self.changed.emit(self.value())
