"""Activity rows for providers and agents made outside the CLI (setup wizard, first-run form,
built-in model), with the same details `goclaw-lite provider add` / `agent add` record."""

from __future__ import annotations

from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.models import Agent
from goclaw_lite.store.models_chat import Provider


async def record_setup(activity: ActivityStore, *, provider: Provider | None, agent: Agent | None, via: str) -> None:
    """`via` says which face made them ("setup wizard", "first-run form", "built-in model")."""
    if provider is not None:
        await activity.log(
            "provider.add", entity_type="llm_provider", entity_id=provider.id,
            details={"name": provider.name, "type": provider.provider_type, "base_url": provider.api_base,
                     "default_model": provider.default_model, "has_api_key": provider.has_api_key, "via": via},
        )
    if agent is not None:
        await activity.log(
            "agent.add", entity_type="agent", entity_id=agent.id,
            details={"key": agent.agent_key, "provider": agent.provider, "model": agent.model, "via": via},
        )
