"""What the setup wizard does to the store, apart from the wizard so it is testable without Qt.

The wizard offers local servers it found and well-known cloud services; for any of them it
lists the models with the provider's own client (so an Anthropic key is checked the way chats
will use it), then `ServerSetup` creates the provider (API key sealed by the store) and an agent.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.app.providers import list_models_at
from goclaw_lite.app.server_setup import ServerSetup
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import Provider
from goclaw_lite.model.server_presets import SERVER_PRESETS

DEFAULT_SYSTEM_PROMPT = QT_TRANSLATE_NOOP(
    "AgentPage", "You are a helpful assistant. Answer briefly and say when you are unsure.")


@dataclass(frozen=True)
class ServerChoice:
    """A server the user can pick: a local one that answered, or a cloud preset."""

    name: str
    label: str
    provider_type: str
    api_base: str
    needs_key: bool
    models: tuple[str, ...] = ()


CLOUD_PRESETS: tuple[ServerChoice, ...] = tuple(
    ServerChoice(p.name, p.label, p.provider_type, p.api_base, True) for p in SERVER_PRESETS if p.cloud
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
    return await list_models_at(choice.name, choice.provider_type, api_base, api_key)


async def apply_setup(
    setup: ServerSetup,
    *,
    choice: ServerChoice,
    api_base: str,
    api_key: str | None,
    model: str,
    agent_name: str,
    system_prompt: str,
    make_default: bool,
) -> SetupOutcome:
    """Create (or reuse, by base URL) the provider, then an agent on it."""
    result = await setup.add_server_and_agent(
        name=choice.name, label=choice.label, provider_type=choice.provider_type, api_base=api_base, api_key=api_key,
        model=model, agent_name=agent_name, system_prompt=system_prompt, make_default=make_default,
    )
    return SetupOutcome(result.provider, result.agent)
