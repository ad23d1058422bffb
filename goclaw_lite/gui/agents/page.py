"""The Agents page: the list of agents and the editor of the selected one.

Everything goes through the services `goclaw-lite agent` and `provider` use (`AgentsAdmin`,
`ProvidersAdmin`, `ToolPolicyAdmin`), so the checks and the activity rows are theirs. The
model picker asks the agent's server for its models (with size and context where it says
them) each time the server changes; the MCP tools are asked for only when the Tools tab is
opened, because listing them starts the agent's MCP servers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from goclaw_lite.app.agents import AgentRemoval
from goclaw_lite.app.providers import ModelInfo
from goclaw_lite.app.tool_policy import McpTools, ToolChoice
from goclaw_lite.errors import UserError
from goclaw_lite.gui.agents.editor import AgentEditor
from goclaw_lite.gui.agents.files_tab import FilesTab
from goclaw_lite.gui.agents.words import AgentWords
from goclaw_lite.gui.i18n.known_text import known_text
from goclaw_lite.gui.i18n.sentences import join_sentences
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QHBoxLayout,
    QIcon,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QShowEvent,
    QSplitter,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header
from goclaw_lite.gui.style.cards import Card, card_item, use_cards
from goclaw_lite.gui.widgets.async_bridge import describe_error, report_error, run_async
from goclaw_lite.gui.widgets.confirm import delete_confirmation
from goclaw_lite.gui.widgets.icons import page_icon
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import Provider

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

TOOLS_TAB = 2


def agent_card(agent: Agent, icon: QIcon) -> Card:
    """The list's card: emoji and name; model and server (or what it is for); the default marked
    at the right, as the other lists show a state."""
    default = "★ " + QCoreApplication.translate("AgentsPageWidget", "default") if agent.is_default else ""
    summary = " · ".join(part for part in (f"{agent.model} — {agent.provider}", agent.description) if part)
    return Card(agent.label, summary, default, "accent", icon=icon)


def _button(text: str, name: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setToolTip(tip)
    button.setAccessibleName(tip)
    return button


class AgentsPageWidget(QWidget):
    loaded = Signal(object)
    """Emitted with the tuple of agents each time the list is filled."""
    saved = Signal(object)
    """Emitted with the Agent after a save (create or update)."""
    modelsListed = Signal(object)
    """Emitted with the ModelInfo tuple shown in the picker."""
    mcpListed = Signal(object)
    """Emitted with the McpTools shown in the Tools tab."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("agentsPage")
        self._ctx = ctx
        self.admin = ctx.services.agents
        self.providers_admin = ctx.services.providers
        self.tool_admin = ctx.services.tool_policy
        self.files_service = ctx.services.agent_files
        self.builtin_admin = ctx.services.builtin_tools
        self.agents: tuple[Agent, ...] = ()
        self.providers: tuple[Provider, ...] = ()
        self.current: Agent | None = None
        self.creating = False
        self.dirty = False
        self.confirm_box: QMessageBox | None = None
        self.confirm_delete_button: QPushButton | None = None
        self.discard_box: QMessageBox | None = None
        self._busy = 0
        self._generation = 0
        self._models_generation = 0
        self._mcp_for: str | None = None
        self._mcp_tools: tuple[ToolChoice, ...] = ()
        self._builtin: tuple[ToolChoice, ...] | None = None
        self._wanted_key: str | None = None
        self._message = ""

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Agents"), self.tr(
            "Who answers in chat: each agent's model, prompt, files, sampling, tools, memory and fallback routes.")))
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("agentsSplitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._list_side())
        splitter.addWidget(self._editor_side())
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([260, 740])
        layout.addWidget(splitter, 1)
        self._update_buttons()
        self.refresh()

    def _list_side(self) -> QWidget:
        side = QWidget()
        box = QVBoxLayout(side)
        box.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.setObjectName("agentsList")
        self.list.setAccessibleName(self.tr("Agents"))
        self.list.currentItemChanged.connect(lambda *_: self._selected())
        use_cards(self.list)
        box.addWidget(self.list, 1)
        row1, row2 = QHBoxLayout(), QHBoxLayout()
        self.new_button = _button(self.tr("&New"), "agentNew", self.tr("Make a new agent"))
        self.duplicate_button = _button(self.tr("D&uplicate"), "agentDuplicate",
                                        self.tr("Copy the selected agent's settings"))
        self.delete_button = _button(self.tr("De&lete…"), "agentDelete",
                                     self.tr("Delete the selected agent and what goes with it"))
        self.default_button = _button(self.tr("Make &default"), "agentSetDefault",
                                      self.tr("Use the selected agent when none is named"))
        self.new_button.clicked.connect(self.new_agent)
        self.duplicate_button.clicked.connect(self.duplicate_agent)
        self.delete_button.clicked.connect(self.delete_agent)
        self.default_button.clicked.connect(self.make_default)
        self.delete_button.setIcon(standard_icon(QStyle.StandardPixmap.SP_TrashIcon))
        row1.addWidget(self.new_button)
        row1.addWidget(self.duplicate_button)
        row2.addWidget(self.default_button)
        row2.addWidget(self.delete_button)
        box.addLayout(row1)
        box.addLayout(row2)
        return side

    def _editor_side(self) -> QWidget:
        side = QWidget()
        box = QVBoxLayout(side)
        box.setContentsMargins(0, 0, 0, 0)
        self.editor = AgentEditor()
        self.editor.edited.connect(self._edited)
        self.editor.modelsWanted.connect(self.list_models)
        self.editor.currentChanged.connect(self._tab_changed)
        from goclaw_lite.gui.agents.web_allow import WebAllowRow

        self.web_allow = WebAllowRow(self._ctx)  # above the Tools tab's status line
        tools_tab = self.editor.tools_status.parentWidget()
        tools_box = tools_tab.layout() if tools_tab is not None else None
        if isinstance(tools_box, QVBoxLayout):
            tools_box.insertWidget(tools_box.indexOf(self.editor.tools_status), self.web_allow)
        self.files = FilesTab(self.files_service)
        self.editor.addTab(self.files, self.tr("Files"))  # every letter of it is taken on some tab
        box.addWidget(self.editor, 1)
        bar = QHBoxLayout()
        self.status_label = QLabel("")
        self.status_label.setObjectName("agentsStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName(self.tr("Agents status"))
        self.revert_button = _button(self.tr("&Revert"), "agentRevert", self.tr("Forget the changes not saved"))
        self.save_button = _button(self.tr("&Save"), "agentSave", self.tr("Save the agent"))
        self.save_button.setDefault(True)
        self.revert_button.clicked.connect(self.revert)
        self.save_button.clicked.connect(self.save)
        bar.addWidget(self.status_label, 1)
        bar.addWidget(self.revert_button)
        bar.addWidget(self.save_button)
        box.addLayout(bar)
        return side

    # --- loading -----------------------------------------------------------------------------

    @property
    def loading(self) -> bool:
        return self._busy > 0

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt naming
        """Agents and servers changed elsewhere (the CLI, Settings) show on coming back, unless edits wait."""
        super().showEvent(event)
        if self.agents and not self.loading and not self.dirty:
            self.refresh()

    def _run(self, coro: Any, what: str, done: Callable[[Any], None],
             failed: Callable[[BaseException], None] | None = None) -> None:
        self._busy += 1
        self._update_buttons()

        def finished(result: object) -> None:
            self._busy -= 1
            done(result)
            self._update_buttons()

        def error(exc: BaseException) -> None:
            self._busy -= 1
            self._update_buttons()
            if failed is not None:
                failed(exc)
            else:
                self.status_label.setText(describe_error(exc, what))
                report_error(exc, owner=self, what=what)

        run_async(coro, on_done=finished, on_error=error, owner=self, what=what)

    def refresh(self, select_key: str | None = None) -> None:
        self._generation += 1
        generation = self._generation
        if select_key:
            self._wanted_key = select_key
        self._run(self._load(), self.tr("Loading the agents"), lambda result: self._show(generation, result))

    async def _load(self) -> tuple[tuple[Agent, ...], tuple[Provider, ...]]:
        return await self.admin.list(), await self.providers_admin.list()

    def _show(self, generation: int, result: tuple[tuple[Agent, ...], tuple[Provider, ...]]) -> None:
        if generation != self._generation:
            return
        self.agents, self.providers = result
        self.editor.set_providers(self.providers)
        wanted = self._wanted_key or (self.current.agent_key if self.current else None)
        self._wanted_key = None
        self.list.blockSignals(True)
        self.list.clear()
        keep = 0
        agent_icon = page_icon("agents") or QIcon()
        for index, agent in enumerate(self.agents):
            item = card_item(agent_card(agent, agent_icon))
            item.setData(Qt.ItemDataRole.UserRole, agent.agent_key)
            item.setToolTip(f"{agent.agent_key} — {agent.provider}/{agent.model}" + (
                f"\n{agent.description}" if agent.description else ""))
            self.list.addItem(item)
            if agent.agent_key == wanted:
                keep = index
        if self.agents and not self.creating:
            self.list.setCurrentRow(keep)
        self.list.blockSignals(False)
        if self.agents and not self.creating:
            self._selected()
        elif not self.agents and not self.creating:
            self.status_label.setText(self.tr("No agents yet: press New to make one.") if self.providers
                                      else self.tr("Add a model server in Settings first, then make an agent here."))
            self._open(None)
        self.loaded.emit(self.agents)

    def agent_named(self, key: str) -> Agent | None:
        return next((a for a in self.agents if a.agent_key == key), None)

    def _selected(self) -> None:
        item = self.list.currentItem()
        if self.creating and (item is None or not item.isSelected()):
            return  # focus coming back to the list makes a row current without choosing it
        agent = self.agent_named(str(item.data(Qt.ItemDataRole.UserRole))) if item is not None else None
        if agent is None:
            return
        unsaved = self.dirty or self.files.dirty
        if unsaved and (self.creating or self.current is None or agent.agent_key != self.current.agent_key):
            self._ask_discard(agent)
            return
        self.creating = False
        self._open(agent)

    def _ask_discard(self, agent: Agent) -> None:
        """Edits not saved are never dropped unasked: Discard opens `agent`, Keep editing stays."""
        if self.discard_box is not None:
            return
        name = self.tr("the new agent") if self.creating or self.current is None else self.current.label
        box = QMessageBox(self)
        box.setObjectName("confirmDiscardAgent")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unsaved changes"))
        box.setText(self.tr("Discard your changes to {name}?").format(name=name))
        box.setInformativeText(self.tr("They were not saved. Keep editing to go back and press Save."))
        box.setTextFormat(Qt.TextFormat.PlainText)
        discard = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep editing"), QMessageBox.ButtonRole.RejectRole)
        discard.setAccessibleName(self.tr("Discard the changes"))
        keep.setAccessibleName(self.tr("Keep editing"))
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self.discard_box = box
        box.finished.connect(lambda _code: self._discard_answered(box, discard, agent))
        box.open()

    def _discard_answered(self, box: QMessageBox, discard: QPushButton, agent: Agent) -> None:
        self.discard_box = None
        box.deleteLater()
        if box.clickedButton() is discard:
            self.dirty = False
            self.files.revert()
            self.creating = False
            self._open(agent)
            return
        keep = self.current.agent_key if self.current is not None and not self.creating else None
        self.list.blockSignals(True)
        row = next((i for i, a in enumerate(self.agents) if a.agent_key == keep), -1)
        self.list.setCurrentRow(row)
        if row < 0:
            self.list.clearSelection()
        self.list.blockSignals(False)

    def _open(self, agent: Agent | None) -> None:
        changed = agent is None or self.current is None or agent.agent_key != self.current.agent_key \
            or agent.provider != self.current.provider
        same = agent is not None and self.current is not None and agent.agent_key == self.current.agent_key
        self.current = agent
        self.editor.load(agent)
        self.web_allow.show_agent(None if self.creating else agent)
        if not (same and self.files.dirty):  # a save of the agent's form keeps a file being edited
            self.files.show_agent(None if self.creating else agent)
        self.dirty = False
        if not same:  # the same agent again (after a save) keeps its MCP tools: no servers restarted
            self._mcp_for, self._mcp_tools = None, ()
            self.editor.tools_status.setText("")
        if self._builtin is None:
            self._builtin = self.tool_admin.builtin()
        self.editor.tools.set_tools(self._builtin, self._mcp_tools)
        # the switches in Settings, as they are now
        self._run(self.builtin_admin.list(), self.tr("Reading the built-in tools"),
                  lambda rows: self.editor.tools.set_globally_off(t.name for t in rows if not t.enabled))
        if self._message:  # what an action just did outlives the reload it caused
            self.status_label.setText(self._message)
            self._message = ""
        elif agent is not None:
            editing = (self.tr("Editing {agent}. It is the default agent.") if agent.is_default
                       else self.tr("Editing {agent}."))
            self.status_label.setText(editing.format(agent=agent.label))
        if self.editor.currentIndex() == TOOLS_TAB:
            self._tab_changed(TOOLS_TAB)
        if changed and self.editor.provider():
            self.list_models(self.editor.provider())
        self._update_buttons()

    def _update_buttons(self) -> None:
        idle = not self.loading and self.confirm_box is None
        has = self.current is not None and not self.creating
        self.duplicate_button.setEnabled(idle and has)
        self.delete_button.setEnabled(idle and has)
        self.default_button.setEnabled(idle and has and self.current is not None and not self.current.is_default)
        self.save_button.setEnabled(idle and (self.dirty or self.creating) and bool(self.providers))
        self.revert_button.setEnabled(idle and (self.dirty or self.creating))
        self.new_button.setEnabled(idle and bool(self.providers))

    def _edited(self) -> None:
        self.dirty = True
        self._update_buttons()

    # --- the model picker and the MCP tools ----------------------------------------------------

    def list_models(self, provider: str) -> None:
        if not provider:
            return
        self._models_generation += 1
        generation = self._models_generation
        self.editor.model_details.setText(self.tr("Asking {server} for its models…").format(server=provider))
        listing = self.tr("Listing the models of {server}").format(server=provider)
        self._run(self.providers_admin.models(provider), listing,
                  lambda models: self._show_models(generation, models),
                  lambda exc: self._models_failed(generation, provider, exc))

    def _show_models(self, generation: int, models: tuple[ModelInfo, ...]) -> None:
        if generation != self._models_generation:
            return
        self.editor.set_models(models)
        if not models:
            self.editor.model_details.setText(self.tr("The server lists no models; type the model's id."))
        self.modelsListed.emit(models)

    def _models_failed(self, generation: int, provider: str, exc: BaseException) -> None:
        if generation == self._models_generation:
            why = describe_error(exc).removeprefix(f"{provider}: ")  # the server is the one chosen above, by name
            self.editor.model_details.setText(self.tr("Could not list the models: {why}").format(why=why))

    def _tab_changed(self, index: int) -> None:
        agent = self.current
        if index != TOOLS_TAB or agent is None or self.creating or self._mcp_for == agent.agent_key:
            return
        self._mcp_for = agent.agent_key
        self.editor.tools_status.setText(self.tr("Asking the agent's MCP servers for their tools…"))
        self._run(self.tool_admin.mcp(agent.agent_key), self.tr("Listing the MCP tools"),
                  lambda tools: self._show_mcp(agent.agent_key, tools),
                  lambda exc: self.editor.tools_status.setText(describe_error(exc, self.tr("Listing the MCP tools"))))

    def _show_mcp(self, key: str, tools: McpTools) -> None:
        if self.current is None or self.current.agent_key != key:
            return
        self._mcp_tools = tools.tools
        self.editor.tools.set_mcp_tools(tools.tools)
        lines = [self.tr("%n MCP tool(s) from granted servers.", "", len(tools.tools))
                 if tools.tools else self.tr("No MCP tools: grant the agent a server on the MCP page.")]
        problems = [p if p.endswith((".", "!", "?", "。")) else p + "." for p in map(known_text, tools.problems)]
        # the app's notes are English and name a CLI command; the window points at its own Settings
        missing = [self.tr("web_search is not offered: choose a search service in Settings > Web search.")
                   if name == "web_search" else self.tr("{tool} is not offered now.").format(tool=name)
                   for name in tools.not_offered_names]
        self.editor.tools_status.setText(join_sentences(lines + problems + missing))
        self.mcpListed.emit(tools)

    # --- actions ---------------------------------------------------------------------------------

    def new_agent(self) -> None:
        self.creating = True
        self.list.clearSelection()
        self.list.setCurrentRow(-1)
        self._open(None)
        self.creating = True
        self.editor.setCurrentIndex(0)
        self.editor.key_edit.setFocus()
        self.status_label.setText(self.tr("A new agent: give it a key, choose its model, then Save."))
        self._update_buttons()

    def save(self) -> None:
        if self.creating or self.current is None:
            draft = self.editor.draft()
            self._run(self.admin.create(draft, via="gui"), self.tr("Saving the new agent"), self._saved)
            return
        try:
            changes = self.editor.changes(self.current)
        except UserError as exc:  # a fallback route that is not PROVIDER:MODEL
            self.status_label.setText(describe_error(exc, self.tr("Saving")))
            return
        saving = self.tr("Saving {agent}").format(agent=self.current.label)
        self._run(self.admin.update(self.current.agent_key, changes), saving, self._saved)

    def _saved(self, agent: Agent) -> None:
        self.creating = False
        self.dirty = False
        self.current = agent
        self._notify(self.tr("Saved {agent}.").format(agent=agent.label))
        self.saved.emit(agent)
        self.refresh(select_key=agent.agent_key)

    def revert(self) -> None:
        if self.creating:
            self.creating = False
            self.current = None
            self.refresh()
            return
        self._open(self.current)

    def duplicate_agent(self) -> None:
        if self.current is None:
            return
        source = self.current
        self._run(self.admin.duplicate(source.agent_key), self.tr("Copying {agent}").format(agent=source.label),
                  lambda copy: self._changed(copy.agent_key, self.tr(
                      "Copied {agent} to {key} (settings only, not its data).").format(
                          agent=source.label, key=copy.agent_key)))

    def make_default(self) -> None:
        if self.current is None:
            return
        self._run(self.admin.set_default(self.current.agent_key), self.tr("Making it the default"),
                  lambda agent: self._changed(agent.agent_key,
                                              self.tr("{agent} is the default agent.").format(agent=agent.label)))

    def delete_agent(self) -> None:
        if self.current is None or self.confirm_box is not None:
            return
        self._run(self.admin.removal(self.current.agent_key), self.tr("Counting what goes with it"),
                  self._confirm_delete)

    def _confirm_delete(self, removal: AgentRemoval) -> None:
        lines = AgentWords().removal_lines(removal.dependents)
        nothing = self.tr("It has no memories, graph, notes or links yet.")
        goes = "\n".join(f"• {line}" for line in lines) if lines else nothing
        name = removal.agent.label
        box, delete = delete_confirmation(
            self, object_name="confirmDeleteAgent", name=name,
            text=self.tr("Delete the agent {name}?").format(name=name),
            informative=goes + "\n\n" + self.tr("This cannot be undone."),
        )
        self.confirm_box, self.confirm_delete_button = box, delete
        box.finished.connect(lambda _code: self._delete_answered(box, delete, removal))
        self._update_buttons()
        box.open()

    def _delete_answered(self, box: QMessageBox, delete: QPushButton, removal: AgentRemoval) -> None:
        confirmed = box.clickedButton() is delete
        self.confirm_box = self.confirm_delete_button = None
        box.deleteLater()
        self._update_buttons()
        if confirmed:
            key = removal.agent.agent_key
            deleting = self.tr("Deleting {agent}").format(agent=removal.agent.label)
            self._run(self.admin.delete(key), deleting, self._deleted)

    def _deleted(self, removal: AgentRemoval) -> None:
        self.current = None
        detail = "; ".join(AgentWords().removal_lines(removal.dependents))
        deleted = self.tr("Deleted {agent}. {detail}.") if detail else self.tr("Deleted {agent}.")
        self._changed(None, deleted.format(agent=removal.agent.label, detail=detail))

    def _changed(self, key: str | None, message: str) -> None:
        self._notify(message)
        self.refresh(select_key=key)

    def _notify(self, message: str) -> None:
        self.status_label.setText(message)
        self._message = message
        show = getattr(self.window(), "show_message", None)
        if callable(show):
            show(message)


PAGE_SPEC = PageSpec(
    key="agents",
    title=QT_TRANSLATE_NOOP("pages", "Agents"),
    icon_name="system-users",
    factory=AgentsPageWidget,
    order=25,
    fallback_icon=QStyle.StandardPixmap.SP_DirHomeIcon,
    description=QT_TRANSLATE_NOOP("pages",
                                  "Make and change agents: model, prompt, files, sampling, tools, memory, fallback"),
)
