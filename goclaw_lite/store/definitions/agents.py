"""AgentStore — `agents`, scoped to the local tenant."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

from goclaw_lite.errors import AlreadyExistsError, NotConfiguredError, NotFoundError, ValidationError
from goclaw_lite.ids import is_uuid, now_ts, uuid7
from goclaw_lite.model.agents import Agent, AgentDependents, FallbackCandidate, ModelFallback, json_object
from goclaw_lite.store.backend.db import ConstraintViolation, Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.backend.updates import Assignments

AGENT_KEY_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,99}$")


_COLUMNS = (
    "id, agent_key, display_name, provider, model, system_prompt, emoji, agent_description, "
    "max_tool_iterations, context_window, is_default, status, model_fallback, tools_config, "
    "tool_policy, memory_config, kg_dedup_config, created_at, updated_at, max_tokens, other_config, workspace"
)

# What goes with an agent: (field of AgentDependents, statement counting it for one agent id).
_DEPENDENTS = (
    ("conversations", "SELECT COUNT(*) FROM agent_conversations WHERE agent_id = ?"),
    ("memories", "SELECT COUNT(*) FROM episodic_summaries WHERE agent_id = ?"),
    ("kg_entities", "SELECT COUNT(*) FROM kg_entities WHERE agent_id = ?"),
    ("kg_relations", "SELECT COUNT(*) FROM kg_relations WHERE agent_id = ?"),
    ("vault_notes", "SELECT COUNT(*) FROM vault_documents WHERE agent_id = ?"),
    ("links", "SELECT COUNT(*) FROM agent_links WHERE source_agent_id = ? OR target_agent_id = ?"),
    ("grants", "SELECT COUNT(*) FROM secure_cli_agent_grants WHERE agent_id = ?"),
    ("hooks", "SELECT COUNT(*) FROM hook_agents WHERE agent_id = ?"),
    (
        "hooks_only_here",
        "SELECT COUNT(*) FROM hook_agents h WHERE h.agent_id = ? AND NOT EXISTS "
        "(SELECT 1 FROM hook_agents o WHERE o.hook_id = h.hook_id AND o.agent_id <> ?)",
    ),
    ("evolution_suggestions", "SELECT COUNT(*) FROM agent_evolution_suggestions WHERE agent_id = ?"),
    ("consolidation_jobs", "SELECT COUNT(*) FROM consolidation_jobs WHERE agent_id = ?"),
)


def _to_agent(row: Row) -> Agent:
    primary = FallbackCandidate(str(row["provider"]), str(row["model"]))
    return Agent(
        id=str(row["id"]),
        agent_key=str(row["agent_key"]),
        display_name=str(row["display_name"] or ""),
        provider=primary.provider,
        model=primary.model,
        system_prompt=str(row["system_prompt"] or ""),
        emoji=str(row["emoji"] or ""),
        description=str(row["agent_description"] or ""),
        max_tool_iterations=int(row["max_tool_iterations"]),
        context_window=int(row["context_window"]),
        is_default=bool(row["is_default"]),
        status=str(row["status"] or "active"),
        model_fallback=ModelFallback.parse(row["model_fallback"], primary=primary),
        tools_config=json_object(row["tools_config"]),
        tool_policy={str(k): str(v) for k, v in json_object(row["tool_policy"]).items()},
        memory_config=json_object(row["memory_config"]),
        kg_dedup_config=json_object(row["kg_dedup_config"]),
        created_at=str(row["created_at"] or ""),
        updated_at=str(row["updated_at"] or ""),
        max_tokens=int(row["max_tokens"] or 0),
        other_config=json_object(row["other_config"]),
        workspace=str(row["workspace"] or "."),
    )


class AgentStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._owner = identity.user_id

    async def create(
        self,
        agent_key: str,
        *,
        provider: str,
        model: str,
        display_name: str = "",
        system_prompt: str = "",
        emoji: str = "",
        description: str = "",
        max_tool_iterations: int = 20,
        model_fallback: ModelFallback | None = None,
        tool_policy: dict[str, str] | None = None,
        is_default: bool | None = None,
        context_window: int = 200_000,
        tools_config: dict[str, Any] | None = None,
        memory_config: dict[str, Any] | None = None,
        max_tokens: int = 0,
        other_config: dict[str, Any] | None = None,
    ) -> Agent:
        key = agent_key.strip().lower()
        if not AGENT_KEY_RE.match(key):
            raise ValidationError(
                f"Agent key {agent_key!r} is not valid: use lowercase letters, digits, '-' and '_' (at most 100)."
            )
        if not provider.strip() or not model.strip():
            raise ValidationError("An agent needs a provider and a model.")
        if max_tool_iterations < 1:
            raise ValidationError("max iterations must be at least 1.")
        if context_window < 1:
            raise ValidationError("The context window must be at least 1 token.")
        if max_tokens < 0:
            raise ValidationError("max tokens cannot be negative (0 means the server's own limit).")
        fallback = model_fallback or ModelFallback()
        stamp = now_ts()
        agent_id = uuid7()
        async with self._db.transaction():
            if is_default is None:
                is_default = await self.get_default() is None
            if is_default:
                await self._clear_default()
            try:
                await self._db.execute(
                    "INSERT INTO agents (id, agent_key, display_name, owner_id, provider, model, system_prompt, emoji, "
                    "agent_description, max_tool_iterations, context_window, model_fallback, tool_policy, is_default, "
                    "tenant_id, created_at, updated_at, tools_config, memory_config, max_tokens, other_config) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        agent_id,
                        key,
                        display_name.strip(),
                        self._owner,
                        provider.strip(),
                        model.strip(),
                        system_prompt,
                        emoji,
                        description,
                        max_tool_iterations,
                        context_window,
                        fallback.to_json(),
                        json.dumps(tool_policy or {}),
                        bool(is_default),
                        self._tenant,
                        stamp,
                        stamp,
                        json.dumps(tools_config or {}),
                        None if memory_config is None else json.dumps(memory_config),
                        max_tokens,
                        json.dumps(other_config or {}),
                    ),
                )
            except ConstraintViolation as exc:
                raise AlreadyExistsError(f"An agent with key {key!r} already exists.") from exc
        return await self.get(agent_id)

    async def _clear_default(self) -> None:
        await self._db.execute(
            "UPDATE agents SET is_default = ? WHERE tenant_id = ? AND is_default = ? AND deleted_at IS NULL",
            (False, self._tenant, True),
        )

    async def get(self, agent_id: str) -> Agent:
        if not is_uuid(agent_id):
            raise NotFoundError(f"No agent with id {agent_id}.")
        row = await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM agents WHERE id = ? AND tenant_id = ? AND deleted_at IS NULL", (agent_id, self._tenant)
        )
        if row is None:
            raise NotFoundError(f"No agent with id {agent_id}.")
        return _to_agent(row)

    async def find_by_key(self, agent_key: str) -> Agent | None:
        row = await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM agents WHERE agent_key = ? AND tenant_id = ? AND deleted_at IS NULL",
            (agent_key.strip().lower(), self._tenant),
        )
        return None if row is None else _to_agent(row)

    async def get_by_key(self, agent_key: str) -> Agent:
        agent = await self.find_by_key(agent_key)
        if agent is None:
            raise NotConfiguredError(f"No agent with key {agent_key!r}; `goclaw-lite agent list` shows the agents.")
        return agent

    async def get_default(self) -> Agent | None:
        row = await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM agents WHERE tenant_id = ? AND deleted_at IS NULL "
            "ORDER BY is_default DESC, created_at ASC LIMIT 1",
            (self._tenant,),
        )
        return None if row is None else _to_agent(row)

    async def resolve(self, agent_key: str | None) -> Agent:
        """The named agent, or the default one; a clear error when there is none."""
        if agent_key:
            return await self.get_by_key(agent_key)
        agent = await self.get_default()
        if agent is None:
            raise NotConfiguredError("No agent exists yet; create one with `goclaw-lite agent add`.")
        return agent

    async def list(self) -> list[Agent]:
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM agents WHERE tenant_id = ? AND deleted_at IS NULL ORDER BY is_default DESC, agent_key",
            (self._tenant,),
        )
        return [_to_agent(r) for r in rows]

    async def set_default(self, agent_key: str) -> Agent:
        agent = await self.get_by_key(agent_key)
        async with self._db.transaction():
            await self._clear_default()
            await self._db.execute(
                "UPDATE agents SET is_default = ?, updated_at = ? WHERE id = ?", (True, now_ts(), agent.id)
            )
        return replace(agent, is_default=True)

    async def update(self, agent_id: str, **changes: Any) -> Agent:
        """Update the given fields; `None` for a NOT NULL column means its empty value."""
        allowed = {
            "display_name": "",
            "provider": None,
            "model": None,
            "system_prompt": "",
            "emoji": "",
            "agent_description": "",
            "max_tool_iterations": 20,
            "context_window": 200_000,
            "model_fallback": "{}",
            "tools_config": "{}",
            "tool_policy": "{}",
            "memory_config": None,
            "kg_dedup_config": "{}",
            "status": "active",
            "max_tokens": 0,
            "other_config": "{}",
            "workspace": ".",
        }
        unknown = set(changes) - allowed.keys()
        if unknown:
            raise ValidationError(f"Unknown agent field(s): {', '.join(sorted(unknown))}.")
        update = Assignments()
        for column, value in changes.items():
            if isinstance(value, ModelFallback):
                value = value.to_json()
            elif isinstance(value, dict):
                value = json.dumps(value)
            if value is None:
                if allowed[column] is None and column in ("provider", "model"):
                    raise ValidationError(f"{column} cannot be empty.")
                value = allowed[column]
            update.set(column, value)
        if not update or not is_uuid(agent_id):
            return await self.get(agent_id)
        update.set("updated_at", now_ts())
        changed = await self._db.execute(
            f"UPDATE agents SET {update.sql} WHERE id = ? AND tenant_id = ? AND deleted_at IS NULL",
            [*update.params, agent_id, self._tenant],
        )
        if changed == 0:
            raise NotFoundError(f"No agent with id {agent_id}.")
        return await self.get(agent_id)

    async def delete(self, agent_key: str) -> None:
        """Hard delete: the agent's knowledge graph, memories and grants go with it (FK cascade)."""
        agent = await self.get_by_key(agent_key)
        async with self._db.transaction():
            await self._db.execute("DELETE FROM agents WHERE id = ?", (agent.id,))
            if agent.is_default:
                await self._db.execute(
                    "UPDATE agents SET is_default = ? WHERE id = (SELECT id FROM agents WHERE tenant_id = ? "
                    "AND deleted_at IS NULL ORDER BY created_at ASC LIMIT 1)",
                    (True, self._tenant),
                )

    async def dependents(self, agent_id: str) -> AgentDependents:
        """Counts of the rows deleting this agent removes (or detaches), for a confirmation."""
        if not is_uuid(agent_id):
            raise NotFoundError(f"No agent with id {agent_id}.")
        agent = await self.get(agent_id)
        counts: dict[str, int] = {}
        for name, sql in _DEPENDENTS:
            params = (agent_id,) * sql.count("?")
            counts[name] = int(await self._db.fetch_value(sql, params) or 0)
        counts["subtasks"] = int(
            await self._db.fetch_value(
                "SELECT COUNT(*) FROM subagent_tasks WHERE tenant_id = ? AND parent_agent_key = ?",
                (self._tenant, agent.agent_key),
            )
            or 0
        )
        return AgentDependents(**counts)
