"""The MCP page: the Model Context Protocol servers agents may use, as cards, with Add / Edit /
Enable / Test / Remove / Import (buttons, or a card's context menu), the selected server's grants
to agents (per-tool allow and deny) and its recent calls (from the activity rows each call
leaves: duration and outcome).

Everything goes through `McpService` on the qasync loop; the page keeps no server running
(Test and the grant dialog start one, then stop it). A result that arrives after a newer
request is dropped, so a quick reselect never shows another server's calls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from goclaw_lite.app.mcp import CallRecord, ImportCandidate, McpService, TestReport
from goclaw_lite.gui.activity.query import local_time_text
from goclaw_lite.gui.i18n.known_text import known_text
from goclaw_lite.gui.mcp.grant_dialog import GrantDialog
from goclaw_lite.gui.mcp.import_dialog import ImportDialog
from goclaw_lite.gui.mcp.server_dialog import ServerDialog
from goclaw_lite.gui.mcp.words import call_outcome, filter_text, report_text, secrets_text, transport_text
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QFileDialog,
    QFontDatabase,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QShowEvent,
    QSplitter,
    QStyle,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header, read_only_table
from goclaw_lite.gui.style.cards import Card
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.gui.widgets.card_list import CardList
from goclaw_lite.gui.widgets.confirm import delete_confirmation
from goclaw_lite.gui.widgets.empty_state import EmptyState, EmptySwitch
from goclaw_lite.gui.widgets.icons import page_icon
from goclaw_lite.gui.widgets.page_loader import PageLoader
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.mcp import McpGrant, McpServer

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

SUBTITLE = QT_TRANSLATE_NOOP(
    "McpPage", "Model Context Protocol servers give agents more tools. A server runs only when an agent it is granted "
               "to needs it; each of its tools asks before its first use.")
FIELDS = (QT_TRANSLATE_NOOP("McpPage", "Name"), QT_TRANSLATE_NOOP("McpPage", "Transport"),
           QT_TRANSLATE_NOOP("McpPage", "Command or URL"), QT_TRANSLATE_NOOP("McpPage", "Secrets"),
           QT_TRANSLATE_NOOP("McpPage", "Tools as"), QT_TRANSLATE_NOOP("McpPage", "Agents"),
           QT_TRANSLATE_NOOP("McpPage", "State"))
"""The labelled facts of a server's card (its tooltip): what the table's columns were."""
GRANT_COLUMNS = (QT_TRANSLATE_NOOP("McpPage", "Agent"), QT_TRANSLATE_NOOP("McpPage", "Tools"))
CALL_COLUMNS = (QT_TRANSLATE_NOOP("McpPage", "Time"), QT_TRANSLATE_NOOP("McpPage", "Tool"),
                QT_TRANSLATE_NOOP("McpPage", "Agent"),
                QT_TRANSLATE_NOOP("McpPage", "ms"), QT_TRANSLATE_NOOP("McpPage", "Outcome"))
FileChooser = Callable[[QWidget], str | None]


@dataclass(frozen=True)
class Snapshot:
    servers: list[McpServer]
    grants: list[tuple[McpGrant, str]]
    agents: list[Agent]
    failures: dict[str, str] = field(default_factory=dict)
    """Server name -> why it did not start the last time something started it."""

    def grants_of(self, server: McpServer) -> list[tuple[McpGrant, str]]:
        return [(g, key) for g, key in self.grants if g.server_id == server.id]

    def agent_name(self, key: str) -> str:
        """What the user calls the agent the service names by key (the key once it is gone)."""
        return next((a.label for a in self.agents if a.agent_key == key), key)


def choose_config_file(parent: QWidget) -> str | None:
    path, _ = QFileDialog.getOpenFileName(parent, QCoreApplication.translate("McpPage", "Import MCP servers from"),
                                          str(Path.home()),
                                          QCoreApplication.translate("McpPage", "MCP configs (*.json);;All files (*)"))
    return path or None


def _button(text: str, name: str, tip: str, icon: QStyle.StandardPixmap | None = None) -> QPushButton:
    button = QPushButton(standard_icon(icon), text) if icon is not None else QPushButton(text)
    button.setObjectName(name)
    button.setAccessibleName(tip)
    button.setToolTip(tip)
    return button


def _fill(table: QTableWidget, rows: Sequence[tuple[str, ...]], *, dim: list[bool] | None = None, right: int = -1) -> None:
    table.blockSignals(True)
    table.setRowCount(len(rows))
    for index, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            if dim and dim[index]:
                item.setForeground(table.palette().placeholderText())
            if column == right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(index, column, item)
    table.blockSignals(False)


async def _test_then_stop(service: McpService, name: str) -> TestReport:
    """A Test leaves nothing running: the chat starts its own connection when it needs one."""
    try:
        return await service.test(name)
    finally:
        await service.manager.forget(name)


class McpPage(QWidget):
    loaded = Signal(object)
    """Emitted with the Snapshot each time the servers list is filled."""
    tested = Signal(object)
    """Emitted with the TestReport of a Test."""
    callsLoaded = Signal(object)
    """Emitted with the list of CallRecord shown under Recent calls."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *, choose_file: FileChooser = choose_config_file) -> None:
        super().__init__(parent)
        self.setObjectName("mcpPage")
        self.service = McpService.from_stores(ctx.stores)
        self._choose_file = choose_file
        self.snapshot: Snapshot | None = None
        self.calls: list[CallRecord] = []
        self.dialog: ServerDialog | GrantDialog | ImportDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.confirm_delete_button: QPushButton | None = None
        self._loader = PageLoader(self)
        self._calls_generation = 0
        self._busy = False
        self._wanted: str | None = None

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("MCP servers"), self.tr(SUBTITLE)))
        layout.addLayout(self._toolbar())
        self.list = CardList("mcpList", self.tr("MCP servers"))
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.list.itemActivated.connect(lambda _item: self.edit_server())
        self.list.use_buttons((self.edit_button, self.toggle_button, self.test_button, self.remove_button),
                              delete=self.remove_button)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("mcpTabs")
        self.test_output = QPlainTextEdit()
        self.test_output.setObjectName("mcpTestOutput")
        self.test_output.setAccessibleName(self.tr("Test result"))
        self.test_output.setReadOnly(True)
        self.test_output.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.test_output.setPlaceholderText(self.tr(
            "Test a server to see its name and version, its tools with their schemas "
                                                    "(and any left out, with the reason), its resources and prompts."))
        self.tabs.addTab(self.test_output, self.tr("&Test"))
        self.tabs.addTab(self._grants_tab(), self.tr("&Agents"))
        self.calls_table = read_only_table("mcpCalls", self.tr("Recent calls of the selected server"),
                                           tuple(self.tr(c) for c in CALL_COLUMNS))
        self.tabs.addTab(self.calls_table, self.tr("Recent &calls"))

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("mcpSplitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.list)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        self.empty = EmptyState(
            "mcpEmpty", QStyle.StandardPixmap.SP_DriveNetIcon,
            self.tr("No MCP servers yet. A server gives agents more tools: add one by its command or address, or "
                    "import the servers Claude Desktop, Cursor or VS Code already use (Import… above)."),
            self.tr("Add a server…"))
        self.empty.button.clicked.connect(self.add_server)
        self.body = EmptySwitch(splitter, self.empty)
        layout.addWidget(self.body, 1)
        self.status_label = QLabel("")
        self.status_label.setObjectName("mcpStatus")
        self.status_label.setAccessibleName(self.tr("MCP status"))
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self._update_buttons()
        self.refresh()

    def _toolbar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.add_button = _button(
            self.tr("Add…"), "mcpAdd", self.tr("Add an MCP server"), QStyle.StandardPixmap.SP_FileDialogNewFolder)
        self.edit_button = _button(self.tr("Edit…"), "mcpEdit", self.tr("Edit the selected server"))
        self.toggle_button = _button(self.tr("Disable"), "mcpToggle", self.tr("Enable or disable the selected server"))
        self.test_button = _button(self.tr(
            "Test"), "mcpTest", self.tr("Connect to the selected server and list what it offers"),
                                   QStyle.StandardPixmap.SP_MediaPlay)
        self.remove_button = _button(self.tr(
            "Remove…"), "mcpRemove", self.tr("Remove the selected server and its grants"),
                                     QStyle.StandardPixmap.SP_TrashIcon)
        self.import_button = _button(
            self.tr("Import…"), "mcpImport", self.tr("Import servers from a Claude Desktop, Cursor or VS Code config"))
        self.refresh_button = self._loader.button = _button(
            self.tr("Refresh"), "mcpRefresh", self.tr("Load the servers again"), QStyle.StandardPixmap.SP_BrowserReload)
        self.add_button.clicked.connect(self.add_server)
        self.edit_button.clicked.connect(self.edit_server)
        self.toggle_button.clicked.connect(self.toggle_server)
        self.test_button.clicked.connect(self.test_server)
        self.remove_button.clicked.connect(self.remove_server)
        self.import_button.clicked.connect(self.import_servers)
        self.refresh_button.clicked.connect(lambda: self.refresh())
        for button in (self.add_button, self.edit_button, self.toggle_button, self.test_button, self.remove_button,
                       self.import_button):
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.refresh_button)
        return bar

    def _grants_tab(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        self.grants_table = read_only_table(
            "mcpGrants", self.tr("Agents that may use the selected server"), tuple(self.tr(c) for c in GRANT_COLUMNS))
        self.grants_table.itemSelectionChanged.connect(self._update_buttons)
        self.grants_table.itemDoubleClicked.connect(lambda _item: self.change_grant())
        bar = QHBoxLayout()
        self.grant_button = _button(
            self.tr("Grant to an agent…"), "mcpGrant", self.tr("Let an agent use the selected server"))
        self.change_grant_button = _button(
            self.tr("Choose tools…"), "mcpChangeGrant", self.tr("Choose which tools the agent may use"))
        self.revoke_button = _button(
            self.tr("Revoke"), "mcpRevoke", self.tr("Take the server away from the selected agent"))
        self.grant_button.clicked.connect(self.grant_server)
        self.change_grant_button.clicked.connect(self.change_grant)
        self.revoke_button.clicked.connect(self.revoke_grant)
        for button in (self.grant_button, self.change_grant_button, self.revoke_button):
            bar.addWidget(button)
        bar.addStretch(1)
        layout.addWidget(self.grants_table, 1)
        layout.addLayout(bar)
        return box

    # --- loading ------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt naming
        """Coming back shows calls made meanwhile (by chats, or the CLI)."""
        super().showEvent(event)
        if self.snapshot is not None and not self._loader.loading:
            self.refresh()

    @property
    def loading(self) -> bool:
        return self._loader.loading or self._busy

    def refresh(self, select: str | None = None) -> None:
        if select:
            self._wanted = select
        self._loader.load(self._load(), on_done=self._show, what=self.tr("Loading the MCP servers"),
                          on_failed=lambda: self.status_label.setText(
                              self.tr("Could not load the MCP servers; see the status bar.")))

    async def _load(self) -> Snapshot:
        servers = await self.service.servers()
        return Snapshot(servers, await self.service.grants(), await self.service.agents(),
                        self.service.start_failures(servers))

    def _show(self, snapshot: Snapshot) -> None:
        selected = self._wanted or (chosen.name if (chosen := self.selected()) else None)
        self._wanted = None
        self._fill_servers(snapshot)
        names = [s.name for s in snapshot.servers]
        if selected in names:
            self.list.select_row(names.index(selected))
        else:
            self.list.clearSelection()
        self._selection_changed()
        count = len(names)
        self.body.show_empty(not count)
        self.status_label.setText(self.tr("%n MCP server(s).", "", count) if count else "")
        self._loader.finish()
        self.loaded.emit(snapshot)

    def _fill_servers(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self.list.set_cards([self._card(server, snapshot) for server in snapshot.servers])

    def _card(self, server: McpServer, snapshot: Snapshot) -> Card:
        """Its name, what it runs (or where it is), its tools' prefix and agents; On, Off, or
        "Did not start" in the danger colour with the reason under it."""
        agents = ", ".join(snapshot.agent_name(key) for _, key in snapshot.grants_of(server)) or "—"
        state, tone = (self.tr("On"), "success") if server.enabled else (self.tr("Off"), "")
        why = snapshot.failures.get(server.name)
        why = known_text(why) if why is not None else None
        note = self.tr("It did not start the last time it was needed: {reason}").format(reason=why) if why else ""
        if why is not None:
            state, tone = self.tr("Did not start"), "danger"
        secrets = secrets_text(server)
        summary = " · ".join(part for part in (
            server.target, f"{server.prefix}__*", self.tr("agents: {agents}").format(agents=agents),
            secrets if secrets != "—" else "") if part)
        values = (server.label, transport_text(server.transport), server.target, secrets, f"{server.prefix}__*",
                  agents, state)
        icon = standard_icon(QStyle.StandardPixmap.SP_MessageBoxWarning) if why else page_icon("mcp")
        return Card(server.label, summary, state, tone, note, "danger",
                    tuple((self.tr(label), value) for label, value in zip(FIELDS, values, strict=True)),
                    icon, dim=not server.enabled)

    # --- selection ------------------------------------------------------------------------------

    def selected(self) -> McpServer | None:
        row = self.list.selected_row()
        if row < 0 or self.snapshot is None or row >= len(self.snapshot.servers):
            return None
        return self.snapshot.servers[row]

    def select_server(self, name: str) -> bool:
        for index, server in enumerate(self.snapshot.servers if self.snapshot else ()):
            if server.name == name:
                self.list.select_row(index)
                return True
        return False

    def selected_grant(self) -> tuple[McpGrant, str] | None:
        server = self.selected()
        rows = self.grants_table.selectionModel().selectedRows()
        if server is None or self.snapshot is None or not rows:
            return None
        grants = self.snapshot.grants_of(server)
        return grants[rows[0].row()] if rows[0].row() < len(grants) else None

    def _update_buttons(self) -> None:
        server = self.selected()
        has = server is not None and not self._busy
        for button in (self.edit_button, self.toggle_button, self.test_button, self.remove_button, self.grant_button):
            button.setEnabled(has)
        granted = has and self.selected_grant() is not None
        self.change_grant_button.setEnabled(granted)
        self.revoke_button.setEnabled(granted)
        self.toggle_button.setText(
            self.tr("Enable") if server is not None and not server.enabled else self.tr("Disable"))

    def _selection_changed(self) -> None:
        server = self.selected()
        grants = self.snapshot.grants_of(server) if server and self.snapshot else []
        _fill(self.grants_table, [(self.snapshot.agent_name(key) if self.snapshot else key, filter_text(g))
                                  for g, key in grants])
        self._update_buttons()
        self._calls_generation += 1
        generation = self._calls_generation
        if server is None:
            self._show_calls(generation, [])
            return
        run_async(self.service.recent_calls(server.name), on_done=lambda calls: self._show_calls(generation, calls),
                  owner=self, what=self.tr("Loading the server's recent calls"))

    def _show_calls(self, generation: int, calls: list[CallRecord]) -> None:
        if generation != self._calls_generation:
            return
        self.calls = list(calls)
        name = self.snapshot.agent_name if self.snapshot else str
        _fill(self.calls_table, [(local_time_text(c.at), c.tool, name(c.agent) if c.agent else "—",
                                  "" if c.duration_ms is None else str(c.duration_ms), call_outcome(c)) for c in calls],
              dim=[not c.ok for c in calls], right=CALL_COLUMNS.index("ms"))
        self.tabs.setTabText(2, self.tr("Recent &calls ({count})").format(
            count=len(calls)) if calls else self.tr("Recent &calls"))
        self.callsLoaded.emit(self.calls)

    # --- actions ------------------------------------------------------------------------------

    def _work(self, coro: Any, what: str, done: Callable[[Any], None]) -> None:
        self._busy = True
        self._update_buttons()

        def finished(result: object) -> None:
            self._busy = False
            done(result)

        def failed(exc: BaseException) -> None:
            self._busy = False
            self._update_buttons()
            report_error(exc, owner=self, what=what)

        run_async(coro, on_done=finished, on_error=failed, owner=self, what=what)

    def _open(self, dialog: ServerDialog | GrantDialog | ImportDialog) -> None:
        self.dialog = dialog
        dialog.finished.connect(lambda _code: self._dialog_closed(dialog))
        dialog.open()

    def _dialog_closed(self, dialog: QWidget) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def add_server(self) -> None:
        if self.dialog is None:
            dialog = ServerDialog(self.service, None, parent=self)
            dialog.saved.connect(lambda s: self._changed(s.name, self.tr(
                "Added MCP server {server}. Test it, then grant it to an agent.").format(server=s.label)))
            self._open(dialog)

    def edit_server(self) -> None:
        server = self.selected()
        if server is not None and self.dialog is None:
            dialog = ServerDialog(self.service, server, parent=self)
            dialog.saved.connect(lambda s: self._changed(s.name, self.tr("Saved MCP server {server}.").format(
                server=s.label)))
            self._open(dialog)

    def toggle_server(self) -> None:
        server = self.selected()
        if server is None or self._busy:
            return
        self._work(self.service.update(server.name, enabled=not server.enabled),
                   self.tr("Switching {server}").format(server=server.label),
                   lambda s: self._changed(s.name, (self.tr("MCP server {server} is on.") if s.enabled
                                                    else self.tr("MCP server {server} is off.")).format(
                                                        server=s.label)))

    def test_server(self) -> None:
        server = self.selected()
        if server is None or self._busy:
            return
        self.tabs.setCurrentIndex(0)
        self.test_output.setPlainText(self.tr("Connecting to {server}…").format(server=server.label))
        self._work(_test_then_stop(self.service, server.name), self.tr("Testing {server}").format(server=server.label),
                   self._tested)

    def _tested(self, report: TestReport) -> None:
        self.test_output.setPlainText(report_text(report))
        usable = len([t for t in report.tools if t.usable])
        verdict = self.tr("did not connect") if report.error else self.tr("%n tool(s)", "", usable)
        self.status_label.setText(self.tr("Tested {label}: {verdict} ({duration_ms} ms).").format(
            label=report.server.label, verdict=verdict, duration_ms=report.duration_ms))
        self._update_buttons()
        if self.snapshot is not None:  # its flag: set by a failed start, cleared by one that worked
            chosen = self.selected()
            self._fill_servers(replace(self.snapshot, failures=self.service.start_failures(self.snapshot.servers)))
            if chosen is not None:
                self.select_server(chosen.name)
        self.tested.emit(report)

    def remove_server(self) -> None:
        server = self.selected()
        if server is None or self.confirm_box is not None:
            return
        box, delete = delete_confirmation(
            self, object_name="confirmRemoveMcp", name=server.label, text=self.tr(
                "Remove the MCP server {label}?").format(label=server.label),
            informative=self.tr(
                "Its grants go with it and agents stop being offered its tools. Its past calls stay in the activity."),
        )
        self.confirm_box, self.confirm_delete_button = box, delete
        box.finished.connect(lambda _code: self._remove_answered(box, delete, server))
        box.open()

    def _remove_answered(self, box: QMessageBox, delete: QPushButton, server: McpServer) -> None:
        confirmed = box.clickedButton() is delete
        self.confirm_box = self.confirm_delete_button = None
        box.deleteLater()
        if confirmed:
            self._work(self.service.remove(server.name), self.tr("Removing {server}").format(server=server.label),
                       lambda s: self._changed(None, self.tr("Removed MCP server {server}.").format(server=s.label)))

    def grant_server(self) -> None:
        server = self.selected()
        if server is not None and self.dialog is None and self.snapshot is not None:
            dialog = GrantDialog(self.service, server, self.snapshot.agents, parent=self)
            dialog.saved.connect(lambda g: self._changed(g.server_name, self.tr("Granted {server}.").format(
                server=server.label)))
            self._open(dialog)

    def change_grant(self) -> None:
        server, chosen = self.selected(), self.selected_grant()
        if server is not None and chosen is not None and self.dialog is None and self.snapshot is not None:
            grant, key = chosen
            dialog = GrantDialog(self.service, server, self.snapshot.agents, grant, key, parent=self)
            dialog.saved.connect(
                lambda g: self._changed(g.server_name, self.tr("Saved the tools {agent} may use.").format(agent=key)))
            self._open(dialog)

    def revoke_grant(self) -> None:
        server, chosen = self.selected(), self.selected_grant()
        if server is None or chosen is None or self._busy:
            return
        key = chosen[1]
        self._work(self.service.revoke(server.name, key), self.tr("Revoking {server} from {agent}").format(
            server=server.label, agent=key), lambda _none: self._changed(
                server.name, self.tr("Agent {agent} may no longer use {server}.").format(
                agent=key, server=server.label)))

    def import_servers(self) -> None:
        path = self._choose_file(self)
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> None:
        """Read `path` and show what would be added (the dialog adds on Add)."""
        if self.dialog is None:
            self._work(self.service.import_plan(path), self.tr("Reading {file}").format(file=path.name),
                       lambda plan: self._show_plan(path, plan))

    def _show_plan(self, path: Path, plan: list[ImportCandidate]) -> None:
        self._update_buttons()
        dialog = ImportDialog(self.service, path, plan, parent=self)
        dialog.imported.connect(lambda added: self._changed(added[0].name if added else None,
                                                            self.tr("Imported %n MCP server(s) from {file}.", "",
                                                                    len(added)).format(file=path.name)))
        self._open(dialog)

    def _changed(self, select: str | None, message: str) -> None:
        self.status_label.setText(message)
        show = getattr(self.window(), "show_message", None)
        if callable(show):
            show(message)
        self.refresh(select=select)


PAGE_SPEC = PageSpec(
    key="mcp",
    title=QT_TRANSLATE_NOOP("pages", "MCP"),
    icon_name="network-workgroup",
    factory=McpPage,
    order=45,
    fallback_icon=QStyle.StandardPixmap.SP_DriveNetIcon,
    description=QT_TRANSLATE_NOOP("pages", "Model Context Protocol servers: tools agents may use"),
)
