"""First run: turn a found (or typed-in) server into a provider and a default agent.

Kept apart from the form so the rule is testable on a plain store: a provider that already
points at the same base URL is reused rather than duplicated, a taken name gets a suffix, and
an agent is created only when there is no agent yet (the first one becomes the default).
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.agent.setup_audit import record_setup
from goclaw_lite.errors import AlreadyExistsError, ValidationError
from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.models import Agent
from goclaw_lite.store.models_chat import Provider
from goclaw_lite.store.providers import ProviderStore, normalise_base_url, normalise_name

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
    """What exists already, so the page knows whether to show the first-run form."""

    providers: tuple[Provider, ...]
    agents: tuple[Agent, ...]

    @property
    def ready(self) -> bool:
        return bool(self.providers) and bool(self.agents)


async def setup_state(providers: ProviderStore, agents: AgentStore) -> SetupState:
    return SetupState(tuple(await providers.list()), tuple(await agents.list()))


def unique_name(base: str, taken: set[str]) -> str:
    """`base`, or `base-2`, `base-3`... whichever is not taken."""
    if base not in taken:
        return base
    for n in range(2, 1000):
        candidate = f"{base[:45]}-{n}"
        if candidate not in taken:
            return candidate
    raise AlreadyExistsError(f"Too many providers are named like {base!r}; remove some first.")


async def ensure_provider(
    providers: ProviderStore,
    existing: list[Provider],
    *,
    name: str,
    display_name: str,
    provider_type: str,
    api_base: str,
    api_key: str | None,
    model: str,
) -> tuple[Provider, bool]:
    """The provider of this type at `api_base` (reused), or a new one under a free name; and
    whether it was made now."""
    base = normalise_base_url(api_base)
    found = next((p for p in existing if p.api_base == base and p.provider_type == provider_type), None)
    if found is not None:
        return found, False
    key = unique_name(normalise_name(name), {p.name for p in existing})
    created = await providers.create(
        key, provider_type=provider_type, api_base=base, api_key=api_key or None, default_model=model,
        display_name=display_name,
    )
    return created, True


async def connect_server(
    providers: ProviderStore,
    agents: AgentStore,
    *,
    name: str,
    display_name: str,
    api_base: str,
    model: str,
    api_key: str | None = None,
    activity: ActivityStore | None = None,
) -> SetupResult:
    """Create (or reuse) the provider for `api_base` and make sure an agent uses it."""
    chosen = model.strip()
    if not chosen:
        raise ValidationError("Pick a model first: the server lists the models it can run.")
    existing = await providers.list()
    provider, created_provider = await ensure_provider(
        providers, existing, name=name, display_name=display_name, provider_type="openai_compat",
        api_base=api_base, api_key=api_key, model=chosen,
    )
    agent = await agents.get_default()
    created_agent = agent is None
    if agent is None:
        taken = {a.agent_key for a in await agents.list()}
        agent = await agents.create(
            unique_name(DEFAULT_AGENT_KEY, taken),
            provider=provider.name,
            model=chosen,
            display_name=DEFAULT_AGENT_NAME,
            description=f"Chats through {provider.label}",
        )
    elif agent.provider not in {p.name for p in existing} | {provider.name}:
        # the default agent names a provider that does not exist: point it at the new one
        agent = await agents.update(agent.id, provider=provider.name, model=chosen)
    if activity is not None:
        await record_setup(activity, provider=provider if created_provider else None,
                           agent=agent if created_agent else None, via="first-run form")
    return SetupResult(provider, agent, created_provider, created_agent)
