"""Home: the first page. What to do next, then recent chats beside the agents (and whether
their servers answer) and the model servers running on this computer, then tiles of what is
stored, each opening its page. A narrow page puts the two columns one above the other.

Everything is read through `HomeService` off the GUI thread (`run_async`); the server checks
and the local-server probe run after the snapshot arrived, so a slow or absent server never
holds up the rest of the page. The page talks to the window by duck typing (`show_page`,
`page`), like the setup wizard does, so it stays testable without a main window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from goclaw_lite.app.home import HomeAgent, HomeSnapshot, ServerCheck
from goclaw_lite.gui.chat.probe import ProbeResult, probe_local_servers
from goclaw_lite.gui.home.cards import HomeWords, NextStepCard, SectionList, StatTile, server_words
from goclaw_lite.gui.i18n.dates import format_datetime
from goclaw_lite.gui.i18n.sentences import FULL_WIDTH_ENDS
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QResizeEvent,
    QScrollArea,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    themed_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header
from goclaw_lite.gui.style import TextRole, text_role
from goclaw_lite.gui.style.tokens import space
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.model.chat import Provider

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext


TWO_COLUMNS_FROM = 880
"""Page widths from this one put the chats beside the agents and servers (1024x700 with the
sidebar open is about 820: one column there)."""


RECENT = 8
"""Chats listed: the left column is as tall as the agents and servers beside it."""


class HomePage(QWidget):
    snapshotLoaded = Signal(object)
    """The `HomeSnapshot` each time it arrives (tests wait on it)."""
    serversChecked = Signal()
    """Every agent's server was asked once since the last snapshot."""
    localProbed = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *, probe_local: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("homePage")
        self._ctx = ctx
        self.service = ctx.services.home
        self.snapshot: HomeSnapshot | None = None
        self.checks: dict[str, ServerCheck] = {}
        self.local: list[ProbeResult] = []
        self._probe_local = probe_local
        self._loading = False
        self._again = False

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll)
        layout = QVBoxLayout(body)
        top = QHBoxLayout()
        top.addWidget(
            page_header(self.tr("Home"), self.tr("Your chats, your agents and their model servers at a glance.")), 1)
        self.refresh_button = QPushButton(
            themed_icon("view-refresh", QStyle.StandardPixmap.SP_BrowserReload), self.tr("Refresh"))
        self.refresh_button.setObjectName("homeRefresh")
        self.refresh_button.setAccessibleName(self.tr("Refresh the home page"))
        self.refresh_button.setToolTip(self.tr("Read everything again and ask the servers once more"))
        self.refresh_button.clicked.connect(self.refresh)
        top.addWidget(self.refresh_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)

        self.cards_box = QVBoxLayout()
        self.cards_box.setSpacing(6)
        layout.addLayout(self.cards_box)
        self.cards: list[NextStepCard] = []

        self.recent = SectionList(self.tr("Recent conversations"), "homeRecent", body, icon="chat")
        self.recent.activated.connect(self.open_conversation)
        self.new_chat_button = QPushButton(
            themed_icon("list-add", QStyle.StandardPixmap.SP_FileIcon), self.tr("New chat"))
        self.new_chat_button.setObjectName("homeNewChat")
        self.new_chat_button.setAccessibleName(self.tr("New chat"))
        self.new_chat_button.setToolTip(self.tr("Start a chat with the default agent"))
        self.new_chat_button.clicked.connect(self.new_chat)
        self.recent.add_header_button(self.new_chat_button)
        self.agents = SectionList(self.tr("Agents"), "homeAgents", body, icon="agents")
        self.agents.activated.connect(lambda _key: self._go("chat"))
        self.servers = SectionList(self.tr("Model servers on this computer"), "homeLocalServers", body, icon="models")
        for section in (self.recent, self.agents, self.servers):  # side by side, the titles line up
            section.title.setMinimumHeight(self.new_chat_button.sizeHint().height())
        self.columns = QGridLayout()
        self.columns.setHorizontalSpacing(space(3))
        self.columns.setVerticalSpacing(0)
        self.left, self.right = self._column(self.recent), self._column(self.agents, self.servers)
        self.wide: bool | None = None
        self._place_columns(wide=True)
        layout.addLayout(self.columns)

        stored = QLabel(self.tr("What is stored"), body)
        text_role(stored, TextRole.SECTION)
        layout.addSpacing(space(1))
        layout.addWidget(stored)
        tiles = QHBoxLayout()
        tiles.setSpacing(space(1.5))
        self.tiles: list[StatTile] = []
        for key, caption, _amount in HomeWords().stored({}):  # the amounts come with the snapshot
            tile = StatTile(key, caption, body)
            tile.clicked.connect(lambda _c=False, k=key: self._go(k))
            tiles.addWidget(tile, 1)
            self.tiles.append(tile)
        layout.addLayout(tiles)
        self.status_label = QLabel(self.tr("Loading…"), body)
        self.status_label.setObjectName("homeStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName(self.tr("What is stored"))
        layout.addWidget(self.status_label)
        layout.addStretch(1)

        self.refresh()

    def _column(self, *sections: SectionList) -> QWidget:
        column = QWidget()
        box = QVBoxLayout(column)
        box.setContentsMargins(0, 0, 0, 0)
        for section in sections:
            box.addWidget(section)
        box.addStretch(1)
        return column

    def _place_columns(self, *, wide: bool) -> None:
        """Side by side on a wide page (chats left; agents and servers right), else one column."""
        if wide == self.wide:
            return
        self.wide = wide
        for column in (self.left, self.right):
            self.columns.removeWidget(column)
        self.columns.addWidget(self.left, 0, 0)
        self.columns.addWidget(self.right, 0 if wide else 1, 1 if wide else 0)
        self.columns.setColumnStretch(0, 1)
        self.columns.setColumnStretch(1, 1 if wide else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt naming
        super().resizeEvent(event)
        self._place_columns(wide=self.width() >= TWO_COLUMNS_FROM)

    # --- loading --------------------------------------------------------------------------

    @property
    def loading(self) -> bool:
        return self._loading

    def refresh(self) -> None:
        """Read everything again; asked while a load runs, once more when it is done (the running
        one may have read the store before the change the caller wants to see)."""
        if self._loading:
            self._again = True
            return
        self._again = False
        self._loading = True
        self.refresh_button.setEnabled(False)
        run_async(self.service.snapshot(recent=RECENT), on_done=self._show, on_error=self._failed, owner=self,
                  what=self.tr("Loading the home page"))
        if self._probe_local:
            run_async(probe_local_servers(), on_done=self._show_local, on_error=lambda _exc: None, owner=self)

    def _failed(self, exc: BaseException) -> None:
        self._loading = False
        self.refresh_button.setEnabled(True)
        self.status_label.setText(self.tr("Could not read the store; see the status bar."))
        self.status_label.show()
        report_error(exc, owner=self, what=self.tr("Loading the home page"))
        if self._again:
            self.refresh()

    def _show(self, snapshot: HomeSnapshot) -> None:
        self._loading = False
        self.refresh_button.setEnabled(True)
        self.snapshot = snapshot
        self.checks = {}
        self._fill_recent(snapshot)
        self._fill_agents()
        self.status_label.hide()
        for tile, (_key, caption, amount) in zip(self.tiles, HomeWords().stored(snapshot.counts), strict=True):
            tile.set_words(caption, amount)
        self._fill_cards()
        self.snapshotLoaded.emit(snapshot)
        if self._again:
            self.refresh()
            return
        names = snapshot.checked
        if not names:
            self.serversChecked.emit()
        for name in names:
            run_async(self.service.check_server(name), on_done=self._checked, owner=self)

    def _checked(self, check: ServerCheck) -> None:
        self.checks[check.provider] = check
        self._fill_agents()
        self._fill_cards()
        snapshot = self.snapshot
        wanted = set(snapshot.checked) if snapshot else set()
        if wanted <= set(self.checks):
            self.serversChecked.emit()

    def _show_local(self, results: list[ProbeResult]) -> None:
        self.local = results
        rows: list[tuple[str, str, str]] = []
        for result in results:
            where = self.tr("{server} · port {port}").format(server=result.candidate.label, port=result.candidate.port)
            if result.found:
                running = self.tr("running, {models}").format(models=HomeWords().models(len(result.models)))
                rows.append((result.candidate.name, f"● {where}", running))
            else:
                rows.append((result.candidate.name, f"○ {where}", self.tr("not running")))
        self.servers.set_rows(rows, empty=self.tr("No local model server was looked for."))
        self._fill_cards()
        self.localProbed.emit()

    # --- sections -------------------------------------------------------------------------

    def _fill_recent(self, snapshot: HomeSnapshot) -> None:
        names = {a.agent.id: a.agent.label for a in snapshot.agents}
        rows = []
        for summary in snapshot.recent:
            conv = summary.conversation
            who = names.get(conv.agent_id or "", "")
            when = format_datetime(conv.updated_at)
            detail = " · ".join(part for part in (who, HomeWords().messages(summary.message_count), when) if part)
            rows.append((conv.id, conv.title or self.tr("Untitled chat"), detail))
        self.recent.set_rows(rows, empty=self.tr("No conversations yet: start one with New chat."))
        self.new_chat_button.setEnabled(bool(snapshot.agents))

    def _fill_agents(self) -> None:
        snapshot = self.snapshot
        if snapshot is None:
            return
        rows = []
        for entry in snapshot.agents:
            agent = entry.agent
            name = self.tr("{agent} (default)").format(agent=agent.label) if agent.is_default else agent.label
            if entry.server is None:
                state = self.tr("server “{server}” is not set up").format(server=agent.provider)
            else:
                check = self.checks.get(agent.provider)
                if check is None:
                    state = self.tr("asking the server…")
                elif check.answers:
                    state = self.tr("✓ server answers ({detail})").format(detail=HomeWords().check(check))
                elif (fallback := self._answering_fallback(entry)) is not None:
                    state = self.tr("✗ server does not answer; replies through {fallback}").format(
                        fallback=fallback.label)
                else:
                    state = self.tr("✗ server does not answer")  # why: on its card above
            server = entry.server.label if entry.server is not None else agent.provider
            rows.append((agent.agent_key, name, self.tr("{model} on {server} · {state}").format(
                model=agent.model, server=server, state=state)))
        self.agents.set_rows(rows, empty=self.tr("No agent yet."))

    def _fill_cards(self) -> None:
        for card in self.cards:
            self.cards_box.removeWidget(card)
            card.deleteLater()
        self.cards = []
        snapshot = self.snapshot
        if snapshot is None:
            return
        if not snapshot.agents:
            found = [r for r in self.local if r.found]
            text = (self.tr("{server} is running on this computer: connect it and make an agent to chat with.").format(
                server=found[0].candidate.label) if found
                else self.tr("Connect a model server (Ollama, LM Studio, llama.cpp or a cloud service) "
                             "and make an agent to chat with."))
            self._card("setupModel", self.tr("Set up a model"), text, self.tr("Set up…"), self.open_setup)
        self._down_cards(snapshot)
        missing = sorted({a.agent.provider for a in snapshot.agents if a.server is None})
        for name in missing:
            self._card(f"serverMissing_{name}", self.tr("“{server}” is not set up").format(server=name),
                       self.tr("An agent uses a model server that is not in Settings. Add it, or pick another server."),
                       self.tr("Open Settings"), lambda: self._go("settings"))

    def _down_cards(self, snapshot: HomeSnapshot) -> None:
        """A card per checked server that does not answer, saying what that means for its agents."""
        servers = {s.name: s for a in snapshot.agents for s in a.servers}
        for name in sorted(name for name, check in self.checks.items() if not check.answers):
            server, detail = servers.get(name), HomeWords().check(self.checks[name])
            title, where = (server.label, server_words(server, detail)) if server is not None else (name, "")
            users = [a for a in snapshot.agents if a.agent.provider == name]
            self._card(
                f"serverDown_{name}", self.tr("{server} does not answer").format(server=title),
                self._down_words(users, detail) + where
                + self.tr("Start the server, or change its address in Settings."),
                self.tr("Open Settings"), lambda: self._go("settings"),
            )

    def _answering_fallback(self, entry: HomeAgent) -> Provider | None:
        """The first of the agent's fallback servers that answered, if its own does not."""
        answers = [f for f in entry.fallbacks if (check := self.checks.get(f.name)) is not None and check.answers]
        return answers[0] if answers else None

    def _down_words(self, users: list[HomeAgent], detail: str) -> str:
        """What a server that does not answer means for its agents: those with a fallback that
        answers still reply through it; the others cannot reply."""
        stuck = [a.agent.label for a in users if self._answering_fallback(a) is None]
        covered = [(a.agent.label, server) for a in users if (server := self._answering_fallback(a)) is not None]
        text = self._sentence(detail)
        if stuck:
            text += self.tr("{agents} cannot reply until it answers. ").format(agents=", ".join(stuck))
        for agent, server in covered:
            text += self.tr("{agent} replies through its fallback {fallback} until it answers. ").format(
                agent=agent, fallback=server.label)
        if not users:
            text += self.tr("Agents fall back to it when their own server does not answer. ")
        return text

    def _sentence(self, detail: str) -> str:
        """Why the server does not answer as a sentence of its own, ahead of what it means (a
        short phrase or the catalogue's sentence, never in brackets mid-sentence)."""
        detail = detail.strip()
        if not detail:
            return ""
        detail = detail[:1].upper() + detail[1:]
        if detail.endswith(FULL_WIDTH_ENDS):  # Chinese: no space after full-width punctuation
            return detail
        if detail.endswith((".", "?", "!")):
            return detail + " "
        return self.tr("{detail}. ").format(detail=detail)

    def _card(self, name: str, title: str, text: str, button: str, action: Any) -> None:
        card = NextStepCard(title, text, button, self)
        card.setObjectName(f"card_{name}")
        card.button.clicked.connect(action)
        self.cards_box.addWidget(card)
        self.cards.append(card)

    def card_names(self) -> list[str]:
        return [c.objectName().removeprefix("card_") for c in self.cards]

    # --- actions --------------------------------------------------------------------------

    def _window(self) -> Any:
        return self.window()

    def _go(self, key: str) -> Any:
        window = self._window()
        show_page = getattr(window, "show_page", None)
        page = getattr(window, "page", None)
        if not (callable(show_page) and show_page(key) and callable(page)):
            return None
        return page(key)

    def open_conversation(self, conversation_id: str) -> None:
        chat = self._go("chat")
        opener = getattr(chat, "open_conversation", None)
        if callable(opener):
            opener(conversation_id)

    def new_chat(self) -> None:
        chat = self._go("chat")
        start = getattr(chat, "new_chat", None)
        if callable(start):
            start()

    def open_setup(self) -> None:
        from goclaw_lite.gui.setup.wizard import open_setup_wizard

        wizard = open_setup_wizard(self._ctx, self._window())
        wizard.finished.connect(lambda _result: self.refresh())


PAGE_SPEC = PageSpec(
    key="home",
    title=QT_TRANSLATE_NOOP("pages", "Home"),
    icon_name="go-home",
    factory=HomePage,
    order=10,
    fallback_icon=QStyle.StandardPixmap.SP_DirHomeIcon,
    description=QT_TRANSLATE_NOOP("pages", "Recent chats, agents and model servers"),
)


def land_after_setup(ctx: AppContext, window: QWidget) -> None:
    """After the wizard (finished or skipped): Chat when an agent exists, else the home's set-up card."""

    def landed(snapshot: HomeSnapshot) -> None:
        show_page = getattr(window, "show_page", None)
        if not callable(show_page):
            return
        show_page("chat" if snapshot.agents else "home")
        built = getattr(window, "built_page", None)
        home = built("home") if callable(built) else None
        if isinstance(home, HomePage):
            home.refresh()

    run_async(ctx.services.home.snapshot(recent=1), on_done=landed, owner=window,
              what=QCoreApplication.translate("HomePage", "Opening the first page"))
