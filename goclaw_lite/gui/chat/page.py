"""The chat page: sidebar of conversations, the message view, banners and the composer.

The page is the only place that talks to the stores and the `ChatService`; the widgets below
it only emit what the user asked for. Every store or service call goes through `run_async`, so
the window never waits on the database or the network. Runs are owned by `RunController`s that
outlive a switch to another conversation; the composer keeps its text until a send is accepted.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from goclaw_lite.app.conversations import ConversationService
from goclaw_lite.app.local_setup import (
    BUILTIN_MODEL,
    BuiltinModel,
    BuiltinModelSetup,
    is_builtin_provider,
    local_model_available,
)
from goclaw_lite.app.providers import ProvidersAdmin
from goclaw_lite.app.server_setup import ServerSetup, SetupResult, SetupState
from goclaw_lite.gui.chat.banners import ApprovalBanner, NoticeBanner
from goclaw_lite.gui.chat.chat_settings import ChatSettingsActions, TitleLabel
from goclaw_lite.gui.chat.composer import Composer
from goclaw_lite.gui.chat.conversation_actions import (
    ChoosePath,
    Confirm,
    ConversationActions,
    ask_confirmation,
    ask_save_path,
)
from goclaw_lite.gui.chat.conversation_list import ConversationSidebar
from goclaw_lite.gui.chat.first_run import FirstRunView
from goclaw_lite.gui.chat.items import ChatItem, build_items_async
from goclaw_lite.gui.chat.mcp_context import McpContextActions
from goclaw_lite.gui.chat.message_view import MessageView
from goclaw_lite.gui.chat.probe import DEFAULT_CANDIDATES, Candidate
from goclaw_lite.gui.chat.run_actions import RunActions
from goclaw_lite.gui.chat.run_controller import RunController
from goclaw_lite.gui.chat.service_loader import default_service
from goclaw_lite.gui.chat.subtasks import SubtaskFollower, load_subtasks, with_subtasks
from goclaw_lite.gui.chat.thread_model import ThreadModel
from goclaw_lite.gui.chat.tool_undo import ChangeUndo
from goclaw_lite.gui.qt import (
    QAction,
    QFont,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLayout,
    QMenu,
    QSplitter,
    QStackedWidget,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    is_alive,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec
from goclaw_lite.gui.style import text_role
from goclaw_lite.gui.widgets.async_bridge import describe_error, report_error, run_async
from goclaw_lite.gui.widgets.menu_button import MenuToolButton
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import Conversation
from goclaw_lite.model.chat_api import ChatService

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

log = logging.getLogger(__name__)

OPEN_PAGE = 120  # messages read when a conversation opens (its newest), enough to fill a tall window
OLDER_PAGE = 200  # messages read each time the user scrolls above what is loaded
ServiceFactory = Callable[["AppContext"], ChatService | None]


class ChatPage(RunActions, ConversationActions, ChatSettingsActions, McpContextActions, QWidget):
    conversationShown = Signal(str)
    """The conversation now on screen ('' for a new chat), after its thread is in the view."""
    runFinished = Signal(object)
    """A RunFinished, for any conversation."""
    setupShown = Signal()

    def __init__(
        self,
        ctx: AppContext,
        parent: QWidget | None = None,
        *,
        service: ChatService | None = None,
        service_factory: ServiceFactory = default_service,
        confirm: Confirm = ask_confirmation,
        choose_path: ChoosePath = ask_save_path,
        candidates: tuple[Candidate, ...] = DEFAULT_CANDIDATES,
        open_url: Callable[[Any], bool] | None = None,
        builtin: BuiltinModel | bool | None = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("chatPage")
        stores = ctx.stores
        self.conversations = ConversationService(stores)
        """The chat history: list, search, threads, branches, rename/close/delete/export, subtasks."""
        # The built-in model's server and the provider lookup still use these stores directly
        # (DEBT, issue 13: a service for starting the built-in model).
        self.providers = ProvidersAdmin(stores)
        self.server_labels: dict[str, str] = {}
        """Model server key -> display name, for the header (read with the agents)."""
        self.service: ChatService | None = service if service is not None else service_factory(ctx)
        self.paths = ctx.paths
        self._undo_change = lambda change, message: ctx.services.workspace.undo(change, tool_message_id=message)
        self._confirm = confirm
        self._choose_path = choose_path
        self.conversation_id: str | None = None
        self.conversation: Conversation | None = None
        self.controllers: dict[str, RunController] = {}
        self.agents: list[Agent] = []
        self.last_info = ""
        self._load_token = 0
        self._opening: str | None = None  # a conversation being read: the setup, read meanwhile, keeps it
        self._query = ""
        self._starting = False
        self._retry_target = ""
        self._trim_noticed: set[str] = set()
        self._maintained = False
        self._models_cache: dict[str, list[str]] = {}
        self.run_models: dict[str, str] = {}
        """The model picked for a chat (by conversation id, '' for the new chat), used by its runs only."""

        self.stack = QStackedWidget(self)
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        # The page never dictates its window's minimum size (the composer grows with its text).
        root.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        root.addWidget(self.stack)
        if builtin is True:
            builtin = BUILTIN_MODEL if local_model_available() else None
        self.builtin: BuiltinModel | None = builtin or None
        """The built-in model, when its extra is installed: started when the window opens on a
        setup that uses it (or by a run that needs it), kept while the window is open, stopped
        at `shutdown`."""
        self._stores = stores
        self.setup_view = FirstRunView(
            ServerSetup(stores), candidates=candidates, builtin=self._start_builtin if self.builtin else None,
        )
        self.setup_view.completed.connect(self._setup_completed)
        self.chat_view = QWidget()
        self.stack.addWidget(self.chat_view)
        self.stack.addWidget(self.setup_view)
        self._build_chat(open_url)
        self._build_actions()
        self.reload()

    # --- construction ------------------------------------------------------------------

    def _build_chat(self, open_url: Callable[[Any], bool] | None) -> None:
        layout = QHBoxLayout(self.chat_view)
        layout.setContentsMargins(6, 8, 8, 6)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self.chat_view)
        self.splitter.setObjectName("chatSplitter")
        self.splitter.setChildrenCollapsible(False)
        layout.addWidget(self.splitter)

        self.sidebar = ConversationSidebar(self.splitter)
        self.sidebar.setMinimumWidth(200)
        self.sidebar.conversationActivated.connect(self.open_conversation)
        self.sidebar.newChatRequested.connect(self.new_chat)
        self.sidebar.searchChanged.connect(self.search)
        self.sidebar.renameRequested.connect(self.rename_conversation)
        self.sidebar.closeRequested.connect(self.close_conversation)
        self.sidebar.deleteRequested.connect(self.delete_conversation)
        self.sidebar.exportRequested.connect(self.export_conversation)
        self.sidebar.model.fetchRequested.connect(self._fetch_more_conversations)

        pane = QWidget(self.splitter)
        pane.setObjectName("chatPane")
        column = QVBoxLayout(pane)
        column.setContentsMargins(10, 0, 0, 0)
        column.setSpacing(8)
        header = QHBoxLayout()
        header.setContentsMargins(8, 2, 2, 4)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        self.header_title = TitleLabel(self.tr("New chat"), pane)
        self.header_title.setObjectName("chatTitle")
        font = QFont(self.header_title.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.header_title.setFont(font)
        self.header_title.setAccessibleName(self.tr("Conversation title"))
        self.header_subtitle = QLabel("", pane)
        self.header_subtitle.setObjectName("chatSubtitle")
        text_role(self.header_subtitle, "secondary")
        titles.addWidget(self.header_title)
        titles.addWidget(self.header_subtitle)
        header.addLayout(titles, 1)
        header.addWidget(self._init_chat_settings())
        self.menu_button = MenuToolButton("⋯", parent=pane)
        self.menu_button.setObjectName("conversationMenu")
        self.menu_button.setAccessibleName(self.tr("Conversation actions"))
        self.menu_button.setToolTip(self.tr("Rename, export, close or delete this conversation"))
        self.conversation_menu = QMenu(self.menu_button)
        self.conversation_menu.setAccessibleName(self.tr("Conversation actions"))
        self.conversation_menu.aboutToShow.connect(self._fill_conversation_menu)
        self.menu_button.setMenu(self.conversation_menu)
        header.addWidget(self.menu_button)
        column.addLayout(header)

        self.view = MessageView(pane, open_url=open_url)
        self.view.actionTriggered.connect(self._view_action)
        self.view.siblingsWanted.connect(self._load_siblings)
        self.view.thread_model.olderWanted.connect(self._load_older)
        self.view.copied.connect(lambda _text: self._info(self.tr("Copied to the clipboard.")))
        column.addWidget(self.view, 1)
        self.subtasks = SubtaskFollower(
            self, self.view, self.conversations, current=lambda: self.conversation_id,
            run_live=lambda cid: cid in self.controllers, cancel=getattr(self.service, "cancel_subtask", None),
            agent_label=self._agent_label, notify=self._info,
        )
        self.undo = ChangeUndo(self, self.view, self._undo_change, notify=self._info)
        self.conversationShown.connect(lambda _cid: self.subtasks.refresh())
        self.runFinished.connect(lambda _event: self.subtasks.refresh())
        self.approval = ApprovalBanner(pane)
        self.approval.decided.connect(self._approval_decided)
        self.approval.focusReleased.connect(lambda: self.composer.edit.setFocus(Qt.FocusReason.OtherFocusReason))
        column.addWidget(self.approval)
        self.notice = NoticeBanner(pane)
        self.notice.actionTriggered.connect(self._notice_action)
        column.addWidget(self.notice)
        self.composer = Composer(pane)
        self.composer.sendRequested.connect(self.send)
        self.composer.stopRequested.connect(self.stop)
        self.composer.agentChanged.connect(self._agent_picked)
        self.composer.modelChanged.connect(self._model_chosen)
        self.composer.filesChosen.connect(self.attach_files)
        column.addWidget(self.composer)

        self.splitter.addWidget(self.sidebar)
        self.splitter.addWidget(pane)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([250, 750])

    def _build_actions(self) -> None:
        self.new_chat_action = QAction(self.tr("New chat"), self)
        self.new_chat_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_chat_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.new_chat_action.triggered.connect(self.new_chat)
        self.search_action = QAction(self.tr("Search chats"), self)
        self.search_action.setShortcut(QKeySequence("Ctrl+K"))
        self.search_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.search_action.triggered.connect(self.focus_search)
        self.addActions([self.new_chat_action, self.search_action])

    # --- loading ------------------------------------------------------------------------

    def reload(self) -> None:
        """Check the setup, then load agents and conversations."""
        run_async(self._load_setup(), on_done=self._setup_loaded, owner=self, what=self.tr("Loading the chat"))

    async def _load_setup(self) -> SetupState:
        state = await self.setup_view.setup.state()
        if not self._maintained:
            self._maintained = True
            await self._start_maintenance()
        return state

    async def _start_maintenance(self) -> None:
        """The start-up pass now and the daily cleanup while the window is open (`shutdown` ends it)."""
        start = getattr(self.service, "start_maintenance", None)
        if not callable(start):
            return
        try:
            await start()
        except Exception as exc:  # noqa: BLE001 - a failed cleanup must not keep the chat closed
            report_error(exc, owner=self, what=self.tr("Tidying up chat history"))

    async def shutdown(self) -> None:
        """At quit, before the stores close: runs stop (partials kept), the daily cleanup ends,
        the built-in model's server stops.

        Uses no Qt object, so it may run after the window has been deleted.
        """
        close = getattr(self.service, "aclose", None)
        if callable(close):
            try:
                await close()
            except Exception:  # quitting goes on; the log says what failed
                log.exception("closing the chat service failed")
        if self.builtin is not None:
            await self.builtin.stop()

    def _setup_loaded(self, state: SetupState) -> None:
        self.server_labels = {p.name: p.label for p in state.providers}
        self.view.server_labels = self.server_labels
        self.view.viewport().update()
        self._set_agents(list(state.agents))
        if not state.ready:
            self.stack.setCurrentWidget(self.setup_view)
            self.setup_view.scan()
            self.setupShown.emit()
            return
        self.stack.setCurrentWidget(self.chat_view)
        self._restart_builtin(state)
        self.refresh_conversations()
        if self.service is None:
            self.notice.show_notice(self.tr("The chat engine could not be loaded, so no message can be sent; "
                                            "the log file says why."), dismissable=False)
            self.composer.set_enabled_for_input(False, self.tr("The chat engine is not available."))
        if self.conversation_id is None and self._opening is None:
            self.new_chat()

    async def _start_builtin(self) -> SetupResult:
        """Serve the built-in model and register it as a provider, as `goclaw-lite chat --local` does."""
        assert self.builtin is not None
        return await BuiltinModelSetup(self._stores, self.builtin).start()

    def _restart_builtin(self, state: SetupState) -> None:
        """A built-in model chosen on an earlier day serves again (on a new port) while the app runs."""
        builtin = self.builtin
        if builtin is None or builtin.running:
            return
        provider = next((p for p in state.providers if is_builtin_provider(p.name, p.default_model)), None)
        if provider is None:
            return
        self.notice.show_notice(self.tr("Starting the built-in model…"), dismissable=False)

        def started(_info: object) -> None:
            self.notice.clear()

        def failed(exc: BaseException) -> None:
            self.notice.show_notice(self.tr("The built-in model did not start: {error}").format(
                error=describe_error(exc)))

        serving = BuiltinModelSetup(self._stores, builtin).serve_again(provider)
        run_async(serving, on_done=started, on_error=failed, owner=self)

    def _setup_completed(self, result: SetupResult) -> None:
        ready = self.tr("Connected to {server}; {agent} is ready.")
        self._info(ready.format(server=result.provider.label, agent=result.agent.label))
        self.reload()

    # --- agents and models --------------------------------------------------------------

    def _set_agents(self, agents: list[Agent]) -> None:
        self.agents = agents
        current = self._agent_for_conversation(self.conversation)
        self.composer.set_agents([(a.agent_key, a.label) for a in agents], current.agent_key if current else None)
        self._agent_chosen(self.composer.agent_key())

    def _agent_for_conversation(self, conversation: Conversation | None) -> Agent | None:
        if conversation is not None and conversation.agent_id:
            found = next((a for a in self.agents if a.id == conversation.agent_id), None)
            if found is not None:
                return found
        return next((a for a in self.agents if a.is_default), self.agents[0] if self.agents else None)

    def current_agent(self) -> Agent | None:
        key = self.composer.agent_key()
        return next((a for a in self.agents if a.agent_key == key), None)

    def _agent_picked(self, key: str) -> None:
        """The user chose another agent: a model picked for this chat belonged to the old one."""
        current = self.overrides_now()
        if current.model:
            self.set_chat_overrides(replace(current, model=""))  # forgotten by the conversation too
        self._agent_chosen(key)

    def _agent_chosen(self, key: str) -> None:
        agent = next((a for a in self.agents if a.agent_key == key), None)
        if agent is None:
            self.composer.set_models([], "")
            return
        model = self.chosen_model() or agent.model
        known = [agent.model, *(c.model for c in agent.model_fallback.candidates if c.provider == agent.provider)]
        self.composer.set_models(self._models_cache.get(agent.provider, known), model)
        self.composer.set_placeholder(self.tr("Message {agent}…").format(agent=agent.label))
        if agent.id != self._mcp_agent:  # its servers' resources and prompts, once per agent
            self._mcp_agent = agent.id
            self.refresh_mcp_context(agent)
        self.header_subtitle.setText(self.chat_subtitle(agent, model))
        if agent.provider not in self._models_cache:
            run_async(self._provider_models(agent.provider), on_done=lambda models: self._models_loaded(agent.provider, models),
                      on_error=lambda _exc: None, owner=self)

    def chosen_model(self) -> str | None:
        """The model this chat's runs use instead of the agent's, if the user picked one."""
        return self.run_models.get(self.conversation_id or "")

    async def _provider_models(self, provider: str) -> list[str]:
        return list(await self.providers.model_names(provider, timeout=3.0))

    def _models_loaded(self, provider: str, models: list[str]) -> None:
        self._models_cache[provider] = models
        agent = self.current_agent()
        if agent is not None and agent.provider == provider:
            self.composer.set_models([agent.model, *models], self.chosen_model() or agent.model)

    def _model_chosen(self, model: str) -> None:
        """A model for this chat only: the agent keeps its own (Agents changes that)."""
        agent = self.current_agent()
        model = model.strip()
        if agent is None or not model:
            return
        self.set_chat_overrides(replace(self.overrides_now(), model="" if model == agent.model else model))  # remembered
        if model == agent.model:
            self._info(self.tr("This chat uses {agent}'s own model, {model}.").format(agent=agent.label, model=model))
        else:
            now = self.tr("This chat now uses {model}; {agent} keeps {own}.")
            self._info(now.format(model=model, agent=agent.label, own=agent.model))

    # --- opening conversations ---------------------------------------------------------

    def new_chat(self) -> None:
        self._load_token += 1
        self._opening = None
        self.conversation_id = None
        self.conversation = None
        self.composer.cancel_edit()
        self.view.thread_model.clear()
        self.run_models.pop("", None)  # a new chat starts on its agent's own model and settings
        self._forget_new_chat_overrides()
        agent = self.current_agent() or self._agent_for_conversation(None)
        if agent is not None:
            self._agent_chosen(agent.agent_key)
        name = agent.label if agent else self.tr("The assistant")
        self.view.placeholder = (
            self.tr("What can I help with?"),
            self.tr("{name} is ready. Enter sends, Shift+Enter adds a line, Ctrl+K searches your chats.").format(
                name=name),
        )
        self.view.viewport().update()
        self.header_title.setText(self.tr("New chat"))
        self.sidebar.select(None)
        self.notice.clear()
        self._sync_composer()
        self.composer.edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.conversationShown.emit("")

    def open_conversation(self, conversation_id: str) -> None:
        if conversation_id == self.conversation_id and self.view.thread_model.total():
            return
        self._load_token += 1
        token = self._load_token
        self._opening = conversation_id

        def failed(exc: BaseException) -> None:
            if token == self._load_token:
                self._opening = None
            report_error(exc, owner=self, what=self.tr("Opening the conversation"))

        run_async(
            self._load_thread(conversation_id),
            on_done=lambda loaded: self._thread_loaded(token, loaded),
            on_error=failed,
            owner=self,
        )

    def carried_state(self) -> tuple[str, str]:
        """The open conversation and the draft, kept when the window rebuilds its pages (a
        language switch)."""
        return self.conversation_id or self._opening or "", self.composer.text()

    def restore_carried(self, state: tuple[str, str]) -> None:
        conversation_id, draft = state
        if conversation_id:
            self.open_conversation(conversation_id)
        self.composer.set_text(draft)

    async def _load_thread(self, conversation_id: str) -> tuple[Conversation, list[ChatItem], bool]:
        conversation = await self.conversations.get(conversation_id)
        page = await self.conversations.thread_tail(conversation_id, OPEN_PAGE)
        agent = self._agent_for_conversation(conversation)
        items = await build_items_async(page.messages, assistant_name=agent.label if agent else "")
        items = with_subtasks(items, await load_subtasks(self.conversations, conversation_id))
        return conversation, items, page.has_more

    def _thread_loaded(self, token: int, loaded: tuple[Conversation, list[ChatItem], bool]) -> None:
        if token != self._load_token:
            return
        self._opening = None
        conversation, items, more_before = loaded
        self.composer.cancel_edit()
        self.conversation = conversation
        self.conversation_id = conversation.id
        controller = self.controllers.get(conversation.id)
        if controller is not None:
            items = controller.overlay(items)
        self.view.placeholder = (self.tr("This conversation is empty"), "")
        self.view.thread_model.set_items(items, more_before=more_before)
        self.view.forget_siblings()
        self.view.jump_to_latest()
        self.header_title.setText(conversation.title)
        self._load_overrides(conversation)
        agent = self._agent_for_conversation(conversation)
        if agent is not None:
            self.composer.select_agent(agent.agent_key)
            self._agent_chosen(agent.agent_key)
        self.sidebar.select(conversation.id)
        self.notice.clear()
        self._sync_composer()
        self.conversationShown.emit(conversation.id)

    def _load_older(self, first_id: str) -> None:
        """The user scrolled above the loaded messages: read the page above `first_id`."""
        token, cid = self._load_token, self.conversation_id
        agent = self._agent_for_conversation(self.conversation)

        async def load() -> tuple[list[ChatItem], bool]:
            page = await self.conversations.thread_before(first_id, OLDER_PAGE)
            items = await build_items_async(page.messages, assistant_name=agent.label if agent else "")
            return with_subtasks(items, await load_subtasks(self.conversations, cid or "")), page.has_more

        def loaded(result: tuple[list[ChatItem], bool]) -> None:
            if token == self._load_token and cid == self.conversation_id:
                self.view.prepend_older(result[0], more_before=result[1])

        def failed(exc: BaseException) -> None:
            self.view.thread_model.fetching_older = False
            report_error(exc, owner=self, what=self.tr("Loading earlier messages"))

        run_async(load(), on_done=loaded, on_error=failed, owner=self)

    def _sync_composer(self) -> None:
        """Running, closed or free: what the composer and the view may offer now."""
        controller = self.controllers.get(self.conversation_id or "")
        running = controller is not None and controller.running
        closed = self.conversation is not None and self.conversation.closed
        self.composer.set_running(running)
        self.view.busy = running or closed or self.service is None
        if self.service is None:
            self.composer.set_enabled_for_input(False, self.tr("The chat engine is not available."))
        elif closed:
            closed_note = self.tr("This conversation is closed; start a new chat (Ctrl+N).")
            self.composer.set_enabled_for_input(False, closed_note)
            self.notice.show_notice(self.tr("This conversation is closed and accepts no new messages."), action="new",
                                    action_label=self.tr("New chat"))
        else:
            self.composer.set_enabled_for_input(True)
        self.view.viewport().update()

    def _model_for(self, conversation_id: str) -> ThreadModel | None:
        if conversation_id and conversation_id == self.conversation_id and is_alive(self.view):
            return self.view.thread_model
        return None

    def _info(self, text: str) -> None:
        self.last_info = text
        show = getattr(self.window(), "show_message", None)
        if callable(show):
            show(text, 6000)


PAGE_SPEC = PageSpec(
    key="chat",
    title=QT_TRANSLATE_NOOP("pages", "Chat"),
    icon_name="internet-chat",
    factory=ChatPage,
    order=20,
    fallback_icon=QStyle.StandardPixmap.SP_MessageBoxInformation,
    description=QT_TRANSLATE_NOOP("pages", "Chat with your agents"),
)
