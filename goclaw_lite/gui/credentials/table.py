"""The table of registered tools: name, path, masked variables, scopes, enabled, last run.

Only masked previews ever reach a cell or a tooltip. The Enabled cell is a check box;
ticking it asks the page (through `enabledToggled`) to switch the tool, and the table is
refilled from the store afterwards, so it never shows a state that was not saved.
"""

from __future__ import annotations

from datetime import UTC, datetime

from goclaw_lite.gui.i18n.dates import format_datetime
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QCoreApplication,
    QFont,
    QHeaderView,
    QModelIndex,
    QPersistentModelIndex,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.ids import parse_ts
from goclaw_lite.model.credentials import ToolSummary

COLUMNS = (QT_TRANSLATE_NOOP("ToolsTable", "Tool"), QT_TRANSLATE_NOOP("ToolsTable", "Path"),
           QT_TRANSLATE_NOOP("ToolsTable", "Variables"), QT_TRANSLATE_NOOP("ToolsTable", "Scopes"),
           QT_TRANSLATE_NOOP("ToolsTable", "Enabled"), QT_TRANSLATE_NOOP("ToolsTable", "Last run"))
COL_NAME, COL_PATH, COL_VARIABLES, COL_SCOPES, COL_ENABLED, COL_LAST_RUN = range(len(COLUMNS))


def describe_last_run(stamp: str | None, now: datetime | None = None) -> str:
    """'never', 'just now', '5 min ago', '3 h ago', else the local date and time."""
    translate = QCoreApplication.translate
    if not stamp:
        return translate("ToolsTable", "never")
    try:
        moment = parse_ts(stamp)
    except ValueError:
        return stamp
    seconds = ((now or datetime.now(UTC)) - moment).total_seconds()
    if seconds < 60:
        return translate("ToolsTable", "just now")
    if seconds < 3600:
        return translate("ToolsTable", "{minutes} min ago").format(minutes=int(seconds // 60))
    if seconds < 86400:
        return translate("ToolsTable", "{hours} h ago").format(hours=int(seconds // 3600))
    return format_datetime(moment)


def access_text(tool: ToolSummary) -> str:
    """Who may run the tool, in the window's language (the model's `access_text` is the CLI's English)."""
    translate = QCoreApplication.translate
    names = ", ".join(tool.blocked if tool.binary.is_global else tool.granted)
    if tool.binary.is_global and names:
        return translate("ToolsTable", "All agents except {names}").format(names=names)
    if tool.binary.is_global:
        return translate("ToolsTable", "All agents")
    if names:
        return translate("ToolsTable", "Only {names}").format(names=names)
    return translate("ToolsTable", "No agent yet")


def scopes_text(tool: ToolSummary) -> str:
    """The Scopes cell: who may run it, then where its credentials are stored."""
    translate = QCoreApplication.translate
    words = {"defaults": translate("ToolsTable", "defaults"), "yours": translate("ToolsTable", "yours")}
    shown = [words.get(s) or translate("ToolsTable", "agent {key}").format(key=s.removeprefix("agent "))
             for s in tool.scopes]
    where = ", ".join(translate("ToolsTable", "{scope} (unreadable)").format(scope=text) if s in tool.unreadable
                      else text for s, text in zip(tool.scopes, shown, strict=True))
    return f"{access_text(tool)} · {where or translate('ToolsTable', 'no credentials')}"


def scopes_tooltip(tool: ToolSummary) -> str:
    translate = QCoreApplication.translate
    lines = [translate("ToolsTable", "{who} may run it.").format(who=access_text(tool))]
    if tool.defaults:
        lines.append(translate("ToolsTable", "Defaults: {names}").format(
            names=", ".join(v.name for v in tool.defaults)))
    if tool.user_variables:
        lines.append(translate("ToolsTable", "Yours: {names}").format(names=", ".join(tool.user_variables)))
    lines.extend(translate("ToolsTable", "Agent {agent} has credentials of its own").format(agent=key)
                 for key in tool.agent_credentials)
    return "\n".join(lines)


class ElideDelegate(QStyledItemDelegate):
    """Paths are shortened in the middle (the file name matters), other cells at the end."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802 - Qt naming
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle if index.column() == COL_PATH else Qt.TextElideMode.ElideRight


class ToolsTable(QTableWidget):
    enabledToggled = Signal(object, bool)
    """(ToolSummary, wanted): the user ticked or unticked a tool's Enabled cell."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setTabKeyNavigation(False)  # Tab leaves the table; arrows move within it
        self.tools: list[ToolSummary] = []
        self._filling = False
        self.setObjectName("toolsTable")
        self.setAccessibleName(self.tr("Registered tools"))
        self.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setShowGrid(False)
        self.setItemDelegate(ElideDelegate(self))
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        fit, stretch = QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch
        for column, mode in enumerate((fit, stretch, stretch, stretch, fit, fit)):
            header.setSectionResizeMode(column, mode)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 14)
        self.itemChanged.connect(self._item_changed)

    def fill(self, tools: list[ToolSummary], *, select_id: str | None) -> None:
        """Show `tools`, keeping `select_id` selected (else the first row)."""
        self.tools = list(tools)
        self._filling = True
        try:
            self.setRowCount(len(tools))
            for row, tool in enumerate(tools):
                self._fill_row(row, tool)
        finally:
            self._filling = False
        target = next((i for i, t in enumerate(tools) if t.binary.id == select_id), 0 if tools else -1)
        if target >= 0:
            self.selectRow(target)
        else:
            self.clearSelection()

    def _fill_row(self, row: int, tool: ToolSummary) -> None:
        b = tool.binary
        name = QTableWidgetItem(b.name)
        bold = QFont(name.font())
        bold.setBold(True)
        name.setFont(bold)
        name.setData(Qt.ItemDataRole.UserRole, b.id)
        name.setToolTip(b.description or b.name)
        path = QTableWidgetItem(b.path)
        path.setToolTip(b.path)
        variables = QTableWidgetItem(self.tr("Unreadable: enter the values again in Edit…, or delete the tool")
                                     if "defaults" in tool.unreadable else tool.variables_text)
        variables.setToolTip(self.tr("Masked previews; hold the eye button in Edit… to see a value"))
        scopes = QTableWidgetItem(scopes_text(tool))
        scopes.setToolTip(scopes_tooltip(tool))
        enabled = QTableWidgetItem(self.tr("Enabled") if b.enabled else self.tr("Disabled"))
        enabled.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable)
        enabled.setCheckState(Qt.CheckState.Checked if b.enabled else Qt.CheckState.Unchecked)
        enabled.setToolTip(self.tr("Untick to keep every agent from running it; its credentials stay stored"))
        last = QTableWidgetItem(describe_last_run(b.last_run_at))
        if b.last_run_at:
            last.setToolTip(b.last_run_at)
        for column, item in enumerate((name, path, variables, scopes, enabled, last)):
            self.setItem(row, column, item)

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != COL_ENABLED or not 0 <= item.row() < len(self.tools):
            return
        tool = self.tools[item.row()]
        wanted = item.checkState() == Qt.CheckState.Checked
        if wanted != tool.binary.enabled:
            self.enabledToggled.emit(tool, wanted)

    def selected(self) -> ToolSummary | None:
        rows = self.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].row()
        return self.tools[row] if 0 <= row < len(self.tools) else None

    def select_name(self, name: str) -> bool:
        for row, tool in enumerate(self.tools):
            if tool.binary.name == name:
                self.selectRow(row)
                return True
        return False
