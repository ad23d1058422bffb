"""AgentsAdmin: agents as `goclaw-lite agent`, the setup flows, Settings and the agent editor
change them.

Each change checks what the store cannot (the provider and every fallback route exist, the
tool policy says allow / ask / deny, sampling values are in range), runs in one transaction
with its activity row, and hands back frozen rows. A delete first counts what goes with the
agent, so a face can say so before asking, and says it again after.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import NotConfiguredError, ValidationError
from goclaw_lite.model.agents import (
    GENERATION_KEY,
    TOOLS_OFF_KEY,
    Agent,
    AgentDependents,
    FallbackCandidate,
    GenerationParams,
    ModelFallback,
)
from goclaw_lite.model.chat import Provider
from goclaw_lite.model.workspace import DEFAULT_WORKSPACE
from goclaw_lite.store import Stores
from goclaw_lite.store.definitions.agent_files import AgentFileStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.memory_switches import AUTO_INJECT, CONSOLIDATION, enabled_for
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore

TOOL_DECISIONS = ("allow", "ask", "deny")
DEFAULT_CONTEXT_WINDOW = 200_000
DEFAULT_MAX_ITERATIONS = 20


@dataclass(frozen=True)
class MemorySwitches:
    """Recall before each answer (`auto_inject`) and consolidation after a chat; both on by default."""

    auto_inject: bool = True
    consolidation: bool = True

    @classmethod
    def of(cls, agent: Agent) -> MemorySwitches:
        return cls(enabled_for(agent, AUTO_INJECT), enabled_for(agent, CONSOLIDATION))

    def merged_into(self, config: Mapping[str, Any]) -> dict[str, Any]:
        return {**config, AUTO_INJECT: self.auto_inject, CONSOLIDATION: self.consolidation}


@dataclass(frozen=True)
class AgentDraft:
    """A new agent. An empty `model` takes the provider's default model; `make_default` None
    makes it the default only when it is the first agent."""

    key: str
    provider: str
    model: str = ""
    display_name: str = ""
    emoji: str = ""
    description: str = ""
    system_prompt: str = ""
    max_tool_iterations: int = DEFAULT_MAX_ITERATIONS
    context_window: int = DEFAULT_CONTEXT_WINDOW
    fallback: ModelFallback = field(default_factory=ModelFallback)
    tool_policy: Mapping[str, str] = field(default_factory=dict)
    memory: MemorySwitches = field(default_factory=MemorySwitches)
    generation: GenerationParams = field(default_factory=GenerationParams)
    make_default: bool | None = None


@dataclass(frozen=True)
class AgentChanges:
    """The fields to change; None leaves one as it is. Collections replace the whole value."""

    display_name: str | None = None
    emoji: str | None = None
    description: str | None = None
    system_prompt: str | None = None
    provider: str | None = None
    model: str | None = None
    max_tool_iterations: int | None = None
    context_window: int | None = None
    fallback: ModelFallback | None = None
    tool_policy: Mapping[str, str] | None = None
    memory: MemorySwitches | None = None
    generation: GenerationParams | None = None
    tools_off: frozenset[str] | None = None
    """Built-in tools this agent does not get (its `tools_config.deny`)."""
    workspace: str | None = None
    """The file tools' folder: "" or "." for the default one, else an existing absolute path."""


@dataclass(frozen=True)
class AgentRemoval:
    """An agent about to go (or gone), with what goes with it."""

    agent: Agent
    dependents: AgentDependents

    def describe(self) -> list[str]:
        """Plain lines for a confirmation or a report; empty when nothing else goes."""
        d = self.dependents
        lines = []
        for count, text in (
            (d.kg_entities, "knowledge-graph entities"), (d.kg_relations, "knowledge-graph relations"),
            (d.memories, "remembered conversations"), (d.vault_notes, "notes in its personal vault"),
            (d.links, "delegation links"), (d.grants, "credential grants"),
            (d.evolution_suggestions, "evolution suggestions"), (d.consolidation_jobs, "consolidation jobs"),
        ):
            if count:
                lines.append(f"{count} {text} are deleted")
        if d.hooks:
            stop = f" ({d.hooks_only_here} of them attached to no other agent stop running)" if d.hooks_only_here else ""
            lines.append(f"{d.hooks} hooks are detached from it{stop}")
        if d.conversations:
            lines.append(f"{d.conversations} conversations are kept, without an agent")
        return lines


def fallback_routes(fallback: ModelFallback) -> list[str]:
    return [f"{c.provider}:{c.model}" for c in fallback.candidates]


def parse_route(text: str) -> FallbackCandidate:
    """PROVIDER:MODEL, split at the first ':' (provider names cannot contain one)."""
    provider, sep, model = text.partition(":")
    if not sep or not provider.strip() or not model.strip():
        raise ValidationError(f"Fallback {text!r} is not PROVIDER:MODEL (for example openrouter:meta-llama/llama-3-8b).")
    return FallbackCandidate(provider.strip().lower(), model.strip())


def agent_document(agent: Agent) -> dict[str, Any]:
    """The agent as `agent show --json` prints it."""
    fallback = agent.model_fallback
    generation = agent.generation
    memory = MemorySwitches.of(agent)
    return {
        "key": agent.agent_key,
        "display_name": agent.display_name,
        "emoji": agent.emoji,
        "description": agent.description,
        "provider": agent.provider,
        "model": agent.model,
        "is_default": agent.is_default,
        "max_tool_iterations": agent.max_tool_iterations,
        "context_window": agent.context_window,
        "generation": {"temperature": generation.temperature, "top_p": generation.top_p,
                       "max_tokens": generation.max_tokens},
        "model_fallback": {
            "enabled": fallback.enabled,
            "candidates": fallback_routes(fallback),
            "max_attempts": fallback.max_attempts,
            "cooldown_enabled": fallback.cooldown_enabled,
        },
        "tool_policy": dict(agent.tool_policy),
        "memory": {"auto_inject": memory.auto_inject, "consolidation": memory.consolidation},
        "tools_config": agent.tools_config,
        "workspace": agent.workspace,
        "system_prompt": agent.system_prompt,
        "created_at": agent.created_at,
    }


def _checked_policy(policy: Mapping[str, str]) -> dict[str, str]:
    checked: dict[str, str] = {}
    for tool, decision in policy.items():
        name, value = str(tool).strip(), str(decision).strip().lower()
        if not name:
            raise ValidationError("A tool policy entry has no tool name.")
        if value not in TOOL_DECISIONS:
            raise ValidationError(f"Tool policy for {name!r} must be one of {', '.join(TOOL_DECISIONS)}, not {decision!r}.")
        checked[name] = value
    return checked


def _check_generation(params: GenerationParams) -> None:
    if params.temperature is not None and not 0.0 <= params.temperature <= 2.0:
        raise ValidationError("The temperature must be between 0 and 2.")
    if params.top_p is not None and not 0.0 < params.top_p <= 1.0:
        raise ValidationError("Top-p must be more than 0 and at most 1.")
    if params.max_tokens < 0:
        raise ValidationError("Max tokens cannot be negative (0 means the server's own limit).")


def _check_fallback(fallback: ModelFallback) -> ModelFallback:
    if fallback.max_attempts < 0:
        raise ValidationError("Max attempts cannot be negative (0 means no cap).")
    return replace(fallback, enabled=bool(fallback.candidates))


def _with_generation(other_config: Mapping[str, Any], params: GenerationParams) -> dict[str, Any]:
    config = {k: v for k, v in other_config.items() if k != GENERATION_KEY}
    stored = params.stored()
    if stored:
        config[GENERATION_KEY] = stored
    return config


class AgentsAdmin:
    """Every change to `agents` the faces make, each with its activity row in one transaction."""

    def __init__(self, stores: Stores, data_dir: Path | None = None) -> None:
        self._db = stores.db
        self._data_dir = data_dir
        self.store = AgentStore(stores.db, stores.identity)
        self._files = AgentFileStore(stores.db, stores.identity)
        self._providers = ProviderStore(stores.db, stores.identity, stores.cipher)
        self._activity = ActivityStore(stores.db, stores.identity)

    # --- reading ----------------------------------------------------------------------

    async def list(self) -> tuple[Agent, ...]:
        return tuple(await self.store.list())

    async def find(self, key: str) -> Agent | None:
        return await self.store.find_by_key(key)

    async def get(self, key: str) -> Agent:
        """By key; a missing one is a configuration error naming `agent list`."""
        return await self.store.get_by_key(key)

    async def get_by_id(self, agent_id: str) -> Agent:
        return await self.store.get(agent_id)

    async def default(self) -> Agent | None:
        return await self.store.get_default()

    async def resolve(self, key: str | None) -> Agent:
        """The named agent, or the default one; a clear error when there is none."""
        return await self.store.resolve(key)

    async def keys_by_id(self) -> dict[str, str]:
        return {a.id: a.agent_key for a in await self.store.list()}

    async def removal(self, key: str) -> AgentRemoval:
        """What deleting `key` would take with it, for the question before the delete."""
        agent = await self.store.get_by_key(key)
        return AgentRemoval(agent, await self.store.dependents(agent.id))

    # --- changing ---------------------------------------------------------------------

    async def _provider(self, name: str) -> Provider:
        found = await self._providers.find(name)
        if found is None:
            raise NotConfiguredError(
                f"No provider named {name!r}; add it with `goclaw-lite provider add` or see `goclaw-lite provider list`."
            )
        return found

    async def _check_routes(self, fallback: ModelFallback) -> None:
        for candidate in fallback.candidates:
            if await self._providers.find(candidate.provider) is None:
                raise NotConfiguredError(f"Fallback provider {candidate.provider!r} does not exist; add it first.")

    async def create(self, draft: AgentDraft, *, via: str | None = None) -> Agent:
        fallback = _check_fallback(draft.fallback)
        policy = _checked_policy(draft.tool_policy)
        _check_generation(draft.generation)
        async with self._db.transaction():
            provider = await self._provider(draft.provider)
            model = (draft.model or provider.default_model).strip()
            if not model:
                raise ValidationError(f"Provider {provider.name!r} has no default model; choose a model.")
            await self._check_routes(fallback)
            agent = await self.store.create(
                draft.key, provider=provider.name, model=model, display_name=draft.display_name,
                system_prompt=draft.system_prompt, emoji=draft.emoji, description=draft.description,
                max_tool_iterations=draft.max_tool_iterations, context_window=draft.context_window,
                model_fallback=fallback, tool_policy=policy,
                memory_config=draft.memory.merged_into({}) if draft.memory != MemorySwitches() else None,
                max_tokens=draft.generation.max_tokens, other_config=_with_generation({}, draft.generation),
                is_default=draft.make_default,
            )
            details: dict[str, Any] = {"key": agent.agent_key, "provider": agent.provider, "model": agent.model,
                                       "fallback": fallback_routes(agent.model_fallback)}
            if via:
                details["via"] = via
            await self._activity.log("agent.add", entity_type="agent", entity_id=agent.id, details=details)
        return agent

    async def update(self, key: str, changes: AgentChanges) -> Agent:
        """Change the given fields; the activity row names them (never the prompt's text)."""
        async with self._db.transaction():
            agent = await self.store.get_by_key(key)
            fields = await self._fields(agent, changes)
            if not fields:
                return agent
            updated = await self.store.update(agent.id, **fields)
            await self._activity.log(
                "agent.update", entity_type="agent", entity_id=agent.id,
                details={"key": agent.agent_key, "changed": sorted(_labels(fields))},
            )
        return updated

    async def _fields(self, agent: Agent, changes: AgentChanges) -> dict[str, Any]:
        fields: dict[str, Any] = {}
        for name, column in (("display_name", "display_name"), ("emoji", "emoji"), ("description", "agent_description"),
                             ("system_prompt", "system_prompt")):
            value = getattr(changes, name)
            if value is not None and value != getattr(agent, name):
                fields[column] = value
        if changes.provider is not None or changes.model is not None:
            provider = (await self._provider(changes.provider or agent.provider)).name
            model = (changes.model if changes.model is not None else agent.model).strip()
            if not model:
                raise ValidationError("An agent needs a model.")
            if provider != agent.provider:
                fields["provider"] = provider
            if model != agent.model:
                fields["model"] = model
        if changes.max_tool_iterations is not None:
            if changes.max_tool_iterations < 1:
                raise ValidationError("max iterations must be at least 1.")
            fields["max_tool_iterations"] = changes.max_tool_iterations
        if changes.context_window is not None:
            if changes.context_window < 1:
                raise ValidationError("The context window must be at least 1 token.")
            fields["context_window"] = changes.context_window
        if changes.fallback is not None:
            fallback = _check_fallback(changes.fallback)
            await self._check_routes(fallback)
            fields["model_fallback"] = fallback
        if changes.tool_policy is not None:
            fields["tool_policy"] = _checked_policy(changes.tool_policy)
        if changes.memory is not None:
            fields["memory_config"] = changes.memory.merged_into(agent.memory_config)
        if changes.generation is not None:
            _check_generation(changes.generation)
            fields["max_tokens"] = changes.generation.max_tokens
            fields["other_config"] = _with_generation(agent.other_config, changes.generation)
        return {**fields, **self._tool_fields(agent, changes)}

    def _tool_fields(self, agent: Agent, changes: AgentChanges) -> dict[str, Any]:
        """The built-in tools switched off for the agent, and its workspace folder."""
        fields: dict[str, Any] = {}
        if changes.tools_off is not None and changes.tools_off != agent.tools_off:
            config = {k: v for k, v in agent.tools_config.items() if k != TOOLS_OFF_KEY}
            if changes.tools_off:
                config[TOOLS_OFF_KEY] = sorted(changes.tools_off)
            fields["tools_config"] = config
        if changes.workspace is not None:
            folder = self._workspace(changes.workspace)
            if folder != agent.workspace:
                fields["workspace"] = folder
        return fields

    def _workspace(self, text: str) -> str:
        from goclaw_lite.workspace.folders import check_folder, is_default

        if is_default(text):
            return DEFAULT_WORKSPACE
        data_dir = self._data_dir if self._data_dir is not None else resolve_paths().data_dir
        return str(check_folder(text, data_dir))

    async def set_tool_policy(self, key: str, tool: str, decision: str | None) -> Agent:
        """One tool's allow / ask / deny; None goes back to the tool's own default."""
        agent = await self.store.get_by_key(key)
        policy = dict(agent.tool_policy)
        if decision is None:
            policy.pop(tool.strip(), None)
        else:
            policy[tool.strip()] = decision
        return await self.update(key, AgentChanges(tool_policy=policy))

    async def set_spawn(self, key: str, on: bool) -> Agent:
        """Switch the agent's `spawn` tool (subtasks it runs itself)."""
        from goclaw_lite.agent.tools.delegation_tools import SPAWN_SWITCH  # the tools load the providers: only here

        async with self._db.transaction():
            agent = await self.store.get_by_key(key)
            updated = await self.store.update(agent.id, tools_config={**agent.tools_config, SPAWN_SWITCH: on})
            await self._activity.log("agent.update", entity_type="agent", entity_id=agent.id, details={"spawn": on})
        return updated

    async def set_default(self, key: str) -> Agent:
        async with self._db.transaction():
            agent = await self.store.set_default(key)
            await self._activity.log(
                "agent.set_default", entity_type="agent", entity_id=agent.id, details={"key": agent.agent_key}
            )
        return agent

    async def duplicate(self, key: str, new_key: str | None = None, *, display_name: str | None = None) -> Agent:
        """A copy of every setting and agent file under a new key (never the default); its data is not copied."""
        async with self._db.transaction():
            source = await self.store.get_by_key(key)
            taken = {a.agent_key for a in await self.store.list()}
            target = new_key or _free_key(f"{source.agent_key[:90]}-copy", taken)
            name = display_name if display_name is not None else (
                f"{source.display_name} (copy)" if source.display_name else "")
            agent = await self.store.create(
                target, provider=source.provider, model=source.model, display_name=name,
                system_prompt=source.system_prompt, emoji=source.emoji, description=source.description,
                max_tool_iterations=source.max_tool_iterations, context_window=source.context_window,
                model_fallback=source.model_fallback, tool_policy=dict(source.tool_policy),
                tools_config=dict(source.tools_config), memory_config=dict(source.memory_config) or None,
                max_tokens=source.max_tokens, other_config=dict(source.other_config), is_default=False,
            )
            await self._files.copy_agent_files(source.id, agent.id)
            await self._activity.log(
                "agent.add", entity_type="agent", entity_id=agent.id,
                details={"key": agent.agent_key, "provider": agent.provider, "model": agent.model,
                         "fallback": fallback_routes(agent.model_fallback), "copied_from": source.agent_key},
            )
        return agent

    async def delete(self, key: str) -> AgentRemoval:
        """Delete the agent with what goes with it (counted first, returned for the report)."""
        async with self._db.transaction():
            removal = await self.removal(key)
            await self.store.delete(removal.agent.agent_key)
            await self._activity.log(
                "agent.remove", entity_type="agent", entity_id=removal.agent.id,
                details={"key": removal.agent.agent_key, "took": _counts(removal.dependents)},
            )
        return removal


def _labels(fields: Mapping[str, Any]) -> set[str]:
    names = {"agent_description": "description", "model_fallback": "fallback", "memory_config": "memory",
             "other_config": "generation", "max_tokens": "generation", "tools_config": "tools"}
    return {names.get(column, column) for column in fields}


def _counts(dependents: AgentDependents) -> dict[str, int]:
    return {k: v for k, v in vars(dependents).items() if v}


def _free_key(base: str, taken: set[str]) -> str:
    if base not in taken:
        return base
    return next(f"{base}-{n}" for n in range(2, 10_000) if f"{base}-{n}" not in taken)
