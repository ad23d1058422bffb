"""What the home page shows: recent chats, the agents and their servers, and how full the stores are.

One read-only service, so the GUI's home never composes stores itself. The server check asks
the provider for its model list with a short timeout (the same call as "Test connection");
its outcome is a plain sentence, never the key or the server's raw answer.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from goclaw_lite.errors import UserError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import ConversationSummary, Provider
from goclaw_lite.store import Stores
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore

CHECK_TIMEOUT_S = 3.0

# Tables behind the home's one-line status (counted with the store's own table counts).
_STATUS_TABLES = {
    "memories": "episodic_summaries",
    "entities": "kg_entities",
    "relations": "kg_relations",
    "documents": "vault_documents",
    "credentials": "secure_cli_binaries",
}


@dataclass(frozen=True)
class HomeAgent:
    agent: Agent
    server: Provider | None
    """The agent's model server, None when the agent names one that is not set up."""
    fallbacks: tuple[Provider, ...] = ()
    """The set-up servers of its model fallback, in the order they are tried (none when it is off)."""

    @property
    def servers(self) -> tuple[Provider, ...]:
        """Every server the agent may answer through: its own first, then its fallbacks."""
        return ((self.server,) if self.server is not None else ()) + self.fallbacks


@dataclass(frozen=True)
class HomeSnapshot:
    recent: tuple[ConversationSummary, ...]
    agents: tuple[HomeAgent, ...]
    servers: tuple[Provider, ...]
    counts: dict[str, int]
    """memories, entities, relations, documents, credentials."""

    @property
    def checked(self) -> list[str]:
        """The servers to ask whether they answer: every agent's own and its fallbacks'."""
        return sorted({server.name for entry in self.agents for server in entry.servers})

    @property
    def default_agent(self) -> Agent | None:
        chosen = next((a.agent for a in self.agents if a.agent.is_default), None)
        return chosen or (self.agents[0].agent if self.agents else None)


@dataclass(frozen=True)
class ServerCheck:
    provider: str
    answers: bool
    detail: str
    """"3 models" when it answers, else why not, in words (English: a window says it from the fields below)."""
    models: int = 0
    """How many models it lists, when it answers."""
    case: str = ""
    """Why it does not answer: `not_set_up`, `turned_off`, or `failed` (then `failure` says how)."""
    failure: UserError | None = dataclasses.field(default=None, compare=False)


class HomeService:
    def __init__(self, stores: Stores) -> None:
        self._stores = stores
        self._agents = AgentStore(stores.db, stores.identity)
        self._conversations = ConversationStore(stores.db, stores.identity)
        self._providers = ProviderStore(stores.db, stores.identity, stores.cipher)

    async def snapshot(self, *, recent: int = 6) -> HomeSnapshot:
        agents = await self._agents.list()
        servers = await self._providers.list()
        by_name = {p.name: p for p in servers}
        chats = await self._conversations.list(limit=recent)
        tables = await self._stores.meta.table_counts()
        counts = {key: tables.get(table, 0) for key, table in _STATUS_TABLES.items()}
        return HomeSnapshot(
            recent=tuple(chats),
            agents=tuple(HomeAgent(a, by_name.get(a.provider), _fallbacks(a, by_name)) for a in agents),
            servers=tuple(servers),
            counts=counts,
        )

    async def has_servers(self) -> bool:
        """Whether any model server is set up (the first-run wizard is offered when none is)."""
        return bool(await self._providers.list())

    async def table_counts(self) -> dict[str, int]:
        """Rows per table, for Settings > Diagnostics."""
        return await self._stores.meta.table_counts()

    async def check_server(self, provider: str, *, timeout: float = CHECK_TIMEOUT_S) -> ServerCheck:
        """Does `provider` answer now? Asks for its model list, with a short timeout."""
        try:
            connection = await self._providers.find_connection(provider)
        except UserError as exc:  # e.g. its key cannot be opened without the encryption key
            return ServerCheck(provider, False, str(exc), case="failed", failure=exc)
        if connection is None:
            return ServerCheck(provider, False, "not set up", case="not_set_up")
        if not connection.enabled:
            return ServerCheck(provider, False, "turned off in Settings", case="turned_off")
        settings = {**connection.settings, "connect_timeout": timeout, "read_timeout": timeout}
        # imported here: the HTTP clients are not needed to draw the Home page, only to check a server after
        from goclaw_lite.providers.factory import create_client

        client = create_client(dataclasses.replace(connection, settings=settings))
        try:
            models = await client.list_models()
        except UserError as exc:
            return ServerCheck(provider, False, _short(str(exc), provider), case="failed", failure=exc)
        finally:
            await client.aclose()
        count = len(models)
        return ServerCheck(provider, True, f"{count} model{'s' if count != 1 else ''}", models=count)


def _fallbacks(agent: Agent, servers: dict[str, Provider]) -> tuple[Provider, ...]:
    if not agent.model_fallback.active:
        return ()
    names = dict.fromkeys(c.provider for c in agent.model_fallback.candidates if c.provider != agent.provider)
    return tuple(servers[name] for name in names if name in servers)


def _short(message: str, provider: str, limit: int = 140) -> str:
    """The error's first line without the provider's name in front or a full stop at the end."""
    first = message.strip().splitlines()[0] if message.strip() else "no answer"
    first = first.removeprefix(f"{provider}: ").rstrip(".")
    return first if len(first) <= limit else first[: limit - 1] + "…"
