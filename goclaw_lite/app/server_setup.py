"""ServerSetup: turn a model server someone picked (found on this computer, a cloud preset, or a
typed address) into a provider and an agent, for the setup wizard and the first-run form.

The rules live here, below both: a provider already pointing at the same address is reused
rather than duplicated, a taken name gets a suffix, and everything made is recorded with the
face that made it (`via`). Each setup is one transaction, so a failure leaves nothing half made.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.app.agents import AgentChanges, AgentDraft, AgentsAdmin
from goclaw_lite.app.providers import ProviderDraft, ProvidersAdmin, unique_name
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import Provider
from goclaw_lite.store import Stores

DEFAULT_AGENT_KEY = "assistant"
DEFAULT_AGENT_NAME = "Assistant"


@dataclass(frozen=True)
class SetupResult:
    provider: Provider
    agent: Agent
    created_provider: bool
    created_agent: bool


@dataclass(frozen=True)
class SetupState:
    """What exists already, so a face knows whether to offer the first-run form."""

    providers: tuple[Provider, ...]
    agents: tuple[Agent, ...]

    @property
    def ready(self) -> bool:
        return bool(self.providers) and bool(self.agents)


def agent_key_for(name: str) -> str:
    """An agent key from a display name: "Research Helper" -> "research-helper"."""
    cleaned = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "-_") else "-" for ch in name.strip().lower())
    return "-".join(part for part in cleaned.split("-") if part)[:60] or DEFAULT_AGENT_KEY


class ServerSetup:
    def __init__(self, stores: Stores) -> None:
        self._db = stores.db
        self.providers = ProvidersAdmin(stores)
        self.agents = AgentsAdmin(stores)

    async def state(self) -> SetupState:
        return SetupState(await self.providers.list(), await self.agents.list())

    async def connect_server(
        self, *, name: str, display_name: str, api_base: str, model: str, api_key: str | None = None,
        via: str = "first-run form",
    ) -> SetupResult:
        """Create (or reuse) the OpenAI-compatible provider at `api_base` and make sure an agent
        uses it: a first agent is made (the default), and a default agent whose provider is gone
        is pointed at this one."""
        chosen = model.strip()
        if not chosen:
            raise ValidationError("Pick a model first: the server lists the models it can run.")
        async with self._db.transaction():
            before = {p.name for p in await self.providers.list()}
            provider, created_provider = await self.providers.ensure(
                ProviderDraft(name, "openai_compat", api_base, default_model=chosen, display_name=display_name,
                              api_key=api_key), via=via,
            )
            agent = await self.agents.default()
            created_agent = agent is None
            if agent is None:
                taken = {a.agent_key for a in await self.agents.list()}
                agent = await self.agents.create(
                    AgentDraft(unique_name(DEFAULT_AGENT_KEY, taken), provider.name, chosen,
                               display_name=DEFAULT_AGENT_NAME, description=f"Chats through {provider.label}"),
                    via=via,
                )
            elif agent.provider not in before | {provider.name}:
                agent = await self.agents.update(agent.agent_key, AgentChanges(provider=provider.name, model=chosen))
        return SetupResult(provider, agent, created_provider, created_agent)

    async def add_server_and_agent(
        self, *, name: str, label: str, provider_type: str, api_base: str, api_key: str | None, model: str,
        agent_name: str, system_prompt: str, make_default: bool, via: str = "setup wizard",
    ) -> SetupResult:
        """Create (or reuse, by address) the provider, then a new agent on it named after
        `agent_name`, the default when asked (or when it is the first)."""
        model = model.strip()
        if not model:
            raise ValidationError("Choose a model: test the connection to list what the server offers.")
        display = agent_name.strip() or DEFAULT_AGENT_NAME
        async with self._db.transaction():
            provider, created = await self.providers.ensure(
                ProviderDraft(name, provider_type, api_base, default_model=model, display_name=label, api_key=api_key),
                via=via,
            )
            taken = {a.agent_key for a in await self.agents.list()}
            agent = await self.agents.create(
                AgentDraft(unique_name(agent_key_for(display), taken), provider.name, model, display_name=display,
                           system_prompt=system_prompt.strip(), make_default=True if make_default else None),
                via=via,
            )
        return SetupResult(provider, agent, created, True)
