"""What the setup wizard does to the store, apart from the wizard so it is testable without Qt.

The wizard offers local servers it found and well-known cloud services; for any of them it
lists the models with the provider's own client (so an Anthropic key is checked the way chats
will use it), then creates the provider (API key sealed by the store) and an agent.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.agent.setup_audit import record_setup
from goclaw_lite.errors import ValidationError
from goclaw_lite.gui.chat.setup import ensure_provider, unique_name
from goclaw_lite.providers.factory import create_client
from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.models import Agent
from goclaw_lite.store.models_chat import Provider, ProviderConnection
from goclaw_lite.store.providers import ProviderStore, normalise_base_url

DEFAULT_SYSTEM_PROMPT = "You are a helpful assistant. Answer briefly and say when you are unsure."


@dataclass(frozen=True)
class ServerChoice:
    """A server the user can pick: a local one that answered, or a cloud preset."""

    name: str
    label: str
    provider_type: str
    api_base: str
    needs_key: bool
    models: tuple[str, ...] = ()


CLOUD_PRESETS: tuple[ServerChoice, ...] = (
    ServerChoice("openai", "OpenAI", "openai_compat", "https://api.openai.com/v1", True),
    ServerChoice("openrouter", "OpenRouter", "openai_compat", "https://openrouter.ai/api/v1", True),
    ServerChoice("anthropic", "Anthropic", "anthropic", "https://api.anthropic.com", True),
)


@dataclass(frozen=True)
class SetupOutcome:
    provider: Provider | None
    agent: Agent | None

    def describe(self) -> str:
        if self.provider is None:
            return "No model server was set up; the Chat page will offer one when you open it."
        parts = [f"Provider {self.provider.label} ({self.provider.api_base})."]
        if self.agent is not None:
            default = " It is your default agent." if self.agent.is_default else ""
            parts.append(f"Agent {self.agent.label} chats with {self.agent.model}.{default}")
        return " ".join(parts)


async def list_models(choice: ServerChoice, api_base: str, api_key: str | None) -> tuple[str, ...]:
    """The models the server offers, asked with the client chats will use."""
    connection = ProviderConnection(
        name=choice.name, provider_type=choice.provider_type, api_base=normalise_base_url(api_base), api_key=api_key or None
    )
    client = create_client(connection)
    try:
        return tuple(await client.list_models())
    finally:
        await client.aclose()


async def apply_setup(
    providers: ProviderStore,
    agents: AgentStore,
    *,
    choice: ServerChoice,
    api_base: str,
    api_key: str | None,
    model: str,
    agent_name: str,
    system_prompt: str,
    make_default: bool,
    activity: ActivityStore | None = None,
) -> SetupOutcome:
    """Create (or reuse, by base URL) the provider, then an agent on it."""
    model = model.strip()
    if not model:
        raise ValidationError("Choose a model: test the connection to list what the server offers.")
    name = agent_name.strip() or "Assistant"
    provider, created = await ensure_provider(
        providers, await providers.list(), name=choice.name, display_name=choice.label,
        provider_type=choice.provider_type, api_base=api_base, api_key=api_key, model=model,
    )
    taken_agents = {a.agent_key for a in await agents.list()}
    agent_key = unique_name(_slug(name), taken_agents)
    agent = await agents.create(
        agent_key, provider=provider.name, model=model, display_name=name, system_prompt=system_prompt.strip(),
        is_default=True if make_default else None,
    )
    if activity is not None:
        await record_setup(activity, provider=provider if created else None, agent=agent, via="setup wizard")
    return SetupOutcome(provider, agent)


def _slug(name: str) -> str:
    """An agent key from a display name: "Research Helper" -> "research-helper"."""
    cleaned = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "-_") else "-" for ch in name.strip().lower())
    return "-".join(part for part in cleaned.split("-") if part)[:60] or "assistant"
