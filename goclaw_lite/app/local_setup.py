"""Registers the built-in model as the ordinary `local` provider, with an agent that uses it.

Agent-level setup (it writes providers, agents and activity rows), so it lives above
`providers.local_model`, which only runs the model's server.
"""

from __future__ import annotations

from goclaw_lite.app.agents import AgentDraft, AgentsAdmin
from goclaw_lite.app.providers import ProviderDraft, ProvidersAdmin
from goclaw_lite.app.server_setup import SetupResult
from goclaw_lite.errors import ConfigurationError
from goclaw_lite.model.chat import Provider
from goclaw_lite.providers.local_model import (
    AGENT_KEY,
    EARLIER_BUNDLED_CONTEXT,
    MODEL_ID,
    PROVIDER_NAME,
    LocalServerInfo,
)
from goclaw_lite.providers.local_model import BUILTIN_MODEL as BUILTIN_MODEL
from goclaw_lite.providers.local_model import NO_PROVIDER_HELP as NO_PROVIDER_HELP
from goclaw_lite.providers.local_model import BuiltinModel as BuiltinModel
from goclaw_lite.providers.local_model import is_builtin_provider as is_builtin_provider
from goclaw_lite.providers.local_model import local_model_available as local_model_available
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore

VIA = "built-in model"


NOT_STARTED = "http://127.0.0.1/v1"
"""The `local` provider's address before its server first starts (every start stores the real one)."""


async def ensure_local_provider(stores: Stores, base_url: str = NOT_STARTED) -> None:
    """The `local` provider, added (at `base_url`) when missing, enabled, and marked as the built-in
    one by its default model. A user's own provider named `local` is never taken over
    (ConfigurationError)."""
    # The store, not the admin service: the port moves every start, which is no activity row.
    providers = ProviderStore(stores.db, stores.identity, stores.cipher)
    existing_provider = await providers.find(PROVIDER_NAME)
    if existing_provider is not None and not is_builtin_provider(existing_provider.name, existing_provider.default_model):
        raise ConfigurationError(
            f"A provider named {PROVIDER_NAME!r} already exists and is not the built-in model; it was left as it is. "
            f"The built-in model needs that name: use your own {PROVIDER_NAME!r}, or remove it "
            f"(`goclaw-lite provider rm {PROVIDER_NAME}`) to use the built-in model."
        )
    if existing_provider is None:
        await ProvidersAdmin(stores).add(
            ProviderDraft(PROVIDER_NAME, "openai_compat", base_url, default_model=MODEL_ID,
                          display_name="Built-in model (SmolLM2 135M)"),
            via=VIA,
        )
    elif base_url != NOT_STARTED:
        await providers.update(PROVIDER_NAME, api_base=base_url, enabled=True)
    elif not existing_provider.enabled:
        await providers.update(PROVIDER_NAME, enabled=True)


def _window_to_update(model: str, window: int, served: int) -> bool:
    """Larger than the server's context (an agent made before the window was recorded), or the
    bundled model's earlier 2,048 now that it is served with more."""
    return window > served or (model == MODEL_ID and window == EARLIER_BUNDLED_CONTEXT < served)


async def register_local_provider(stores: Stores, info: LocalServerInfo) -> str:
    """Point the `local` provider at the running server (its port changes every start) and
    return the key of an agent that uses it, creating one when there is none. A user's own
    provider named `local` is never taken over (ConfigurationError)."""
    db, identity = stores.db, stores.identity
    await ensure_local_provider(stores, info.base_url)
    agents = AgentStore(db, identity)
    existing = await agents.list()
    for agent in existing:
        if agent.provider == PROVIDER_NAME:
            if agent.model == info.model and _window_to_update(agent.model, agent.context_window, info.context_size):
                await agents.update(agent.id, context_window=info.context_size)
            return agent.agent_key
    taken = {a.agent_key for a in existing}
    key = AGENT_KEY if AGENT_KEY not in taken else next(f"{AGENT_KEY}-{n}" for n in range(2, 1000) if f"{AGENT_KEY}-{n}" not in taken)
    agent = await AgentsAdmin(stores).create(
        AgentDraft(key, PROVIDER_NAME, info.model, display_name="Assistant", emoji="🦀", context_window=info.context_size),
        via=VIA,
    )
    return agent.agent_key


class BuiltinModelSetup:
    """The built-in model as the window uses it: start it and register it (what the first-run
    form's *Use the built-in model* does), or serve it again on a new port for a provider
    chosen on an earlier day. The faces never touch the provider or agent stores for this."""

    def __init__(self, stores: Stores, builtin: BuiltinModel) -> None:
        self._stores = stores
        self._builtin = builtin
        self._providers = ProviderStore(stores.db, stores.identity, stores.cipher)
        self._agents = AgentStore(stores.db, stores.identity)

    async def start(self) -> SetupResult:
        """Serve the model and register it as a provider, as `goclaw-lite chat --local` does."""
        existed = await self._providers.find(PROVIDER_NAME) is not None
        agents_before = {a.agent_key for a in await self._agents.list()}
        key = await register_local_provider(self._stores, await self._builtin.ensure())
        provider = await self._providers.get(PROVIDER_NAME)
        return SetupResult(provider, await self._agents.get_by_key(key), not existed, key not in agents_before)

    async def serve_again(self, provider: Provider) -> LocalServerInfo:
        """Serve the model for `provider` (a built-in one), pointing it at the new port."""
        return await self._builtin.serve(self._providers, provider.name, stored=provider.api_base)


async def serve_for_default_agent(stores: Stores, builtin: BuiltinModel | None = None) -> LocalServerInfo | None:
    """Start the built-in model when the default agent talks to it (the window does this as it
    opens, so the first message does not wait for the model to load); None when it does not,
    or when the model is not installed (a run that needs it says so)."""
    if not local_model_available():
        return None
    agent = await AgentStore(stores.db, stores.identity).get_default()
    if agent is None:
        return None
    providers = ProviderStore(stores.db, stores.identity, stores.cipher)
    provider = await providers.find(agent.provider)
    if provider is None or not provider.enabled or not is_builtin_provider(provider.name, provider.default_model):
        return None
    return await (builtin or BUILTIN_MODEL).serve(providers, provider.name, stored=provider.api_base)
