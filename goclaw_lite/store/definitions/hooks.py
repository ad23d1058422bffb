"""HookStore — `hooks`, `hook_agents`, `hook_executions`.

A hook with agents attached (scope `agent`) fires only for those agents; one without fires
for every agent (scope `global`). Resolution order is the reference store's: priority
descending, then oldest first. Executions are insert-only; a repeated `dedup_key` is
dropped silently, so a retried dispatch never audits one run twice.
"""

from __future__ import annotations

import builtins
import json
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import is_uuid, now_ts, uuid7
from goclaw_lite.model.hooks import (
    DEFAULT_TIMEOUT_MS,
    HANDLER_TYPES,
    HOOK_EVENTS,
    MAX_TIMEOUT_MS,
    Hook,
    HookExecution,
)
from goclaw_lite.model.json_values import json_object
from goclaw_lite.security.redact import redact
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.backend.updates import Assignments

_HOOK_COLUMNS = (
    "id, event, handler_type, config, matcher, timeout_ms, on_timeout, priority, enabled, scope, name, "
    "version, source, created_at, updated_at"
)
_UPDATABLE = {"event", "config", "matcher", "timeout_ms", "on_timeout", "priority", "enabled", "name", "agent_ids"}


def _to_hook(row: Row, agent_ids: tuple[str, ...]) -> Hook:
    return Hook(
        id=str(row["id"]),
        event=str(row["event"]),
        handler_type=str(row["handler_type"]),
        config=json_object(row["config"]) or {},
        matcher=str(row["matcher"] or ""),
        timeout_ms=int(row["timeout_ms"]),
        on_timeout=str(row["on_timeout"]),
        priority=int(row["priority"]),
        enabled=bool(row["enabled"]),
        scope=str(row["scope"]),
        name=str(row["name"] or ""),
        agent_ids=agent_ids,
        version=int(row["version"]),
        source=str(row["source"]),
        created_at=str(row["created_at"]),
        updated_at=str(row["updated_at"]),
    )


def validate(event: str, handler_type: str, config: dict[str, Any], timeout_ms: int, on_timeout: str) -> None:
    """Refuse what the dispatcher could never run, with a message for the user."""
    if event not in HOOK_EVENTS:
        raise ValidationError(f"Unknown hook event {event!r}; use one of {', '.join(HOOK_EVENTS)}.")
    if handler_type not in HANDLER_TYPES:
        raise ValidationError(f"Unknown handler type {handler_type!r}; use one of {', '.join(HANDLER_TYPES)}.")
    if handler_type == "command":
        argv = config.get("argv")
        if not isinstance(argv, list) or not argv or not all(isinstance(a, str) for a in argv) or not argv[0].strip():
            raise ValidationError("A command hook needs the program and its arguments as a list (argv), e.g. ['notify-send', 'done'].")
    elif not isinstance(config.get("builtin"), str) or not config["builtin"]:
        raise ValidationError("A builtin hook needs the builtin's name (config 'builtin').")
    if not 0 < timeout_ms <= MAX_TIMEOUT_MS:
        raise ValidationError(f"A hook timeout must be between 1 and {MAX_TIMEOUT_MS} ms.")
    if config.get("on_error", "allow") not in ("allow", "block"):
        raise ValidationError("on_error (what another exit code does) must be 'allow' or 'block'.")
    if on_timeout not in ("allow", "block"):
        raise ValidationError("on_timeout must be 'allow' or 'block'.")


class HookStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    # --- hooks ---------------------------------------------------------------------------

    async def create(
        self,
        event: str,
        handler_type: str,
        config: dict[str, Any],
        *,
        matcher: str = "",
        timeout_ms: int = DEFAULT_TIMEOUT_MS,
        on_timeout: str = "allow",
        priority: int = 0,
        enabled: bool = True,
        name: str = "",
        agent_ids: tuple[str, ...] | list[str] = (),
        source: str = "ui",
        hook_id: str | None = None,
    ) -> Hook:
        validate(event, handler_type, config, timeout_ms, on_timeout)
        new_id = hook_id or uuid7()
        now = now_ts()
        agents = tuple(dict.fromkeys(agent_ids))
        async with self._db.transaction():
            await self._db.execute(
                "INSERT INTO hooks (id, tenant_id, scope, event, handler_type, config, matcher, timeout_ms, on_timeout, "
                "priority, enabled, version, source, metadata, name, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, '{}', ?, ?, ?)",
                (
                    new_id, self._tenant, "agent" if agents else "global", event, handler_type,
                    json.dumps(config, ensure_ascii=False), matcher.strip() or None, timeout_ms, on_timeout, priority,
                    enabled, source, name.strip() or None, now, now,
                ),
            )
            await self._set_agents(new_id, agents)
        return await self.require(new_id)

    async def _set_agents(self, hook_id: str, agent_ids: tuple[str, ...]) -> None:
        await self._db.execute("DELETE FROM hook_agents WHERE hook_id = ?", (hook_id,))
        for agent_id in agent_ids:
            if not is_uuid(agent_id):
                raise NotFoundError(f"No agent with id {agent_id!r}.")
            found = await self._db.fetch_value(
                "SELECT COUNT(*) FROM agents WHERE id = ? AND tenant_id = ? AND deleted_at IS NULL", (agent_id, self._tenant)
            )
            if not found:
                raise NotFoundError(f"No agent with id {agent_id!r}.")
            await self._db.execute("INSERT INTO hook_agents (hook_id, agent_id) VALUES (?, ?)", (hook_id, agent_id))

    async def _agents_of(self, hook_ids: list[str]) -> dict[str, tuple[str, ...]]:
        found: dict[str, list[str]] = {h: [] for h in hook_ids}
        if hook_ids:
            marks = ", ".join("?" for _ in hook_ids)
            rows = await self._db.fetch_all(
                f"SELECT hook_id, agent_id FROM hook_agents WHERE hook_id IN ({marks}) ORDER BY agent_id", hook_ids
            )
            for row in rows:
                found[str(row["hook_id"])].append(str(row["agent_id"]))
        return {k: tuple(v) for k, v in found.items()}

    async def _hooks(self, where: str, params: list[Any]) -> list[Hook]:
        rows = await self._db.fetch_all(
            f"SELECT {_HOOK_COLUMNS} FROM hooks WHERE tenant_id = ? {where} ORDER BY priority DESC, created_at ASC, id ASC",
            [self._tenant, *params],
        )
        agents = await self._agents_of([str(r["id"]) for r in rows])
        return [_to_hook(r, agents[str(r["id"])]) for r in rows]

    async def get(self, hook_id: str) -> Hook | None:
        if not is_uuid(hook_id):
            return None
        found = await self._hooks("AND id = ?", [hook_id])
        return found[0] if found else None

    async def require(self, hook_id: str) -> Hook:
        hook = await self.get(hook_id)
        if hook is None:
            raise NotFoundError(f"No hook with id {hook_id!r}.")
        return hook

    async def find(self, id_or_prefix: str) -> Hook:
        """A hook by its id or a unique prefix of it (at least 6 characters), as users type it."""
        text = id_or_prefix.strip().lower()
        if is_uuid(text):
            return await self.require(text)
        if len(text) < 6:
            raise ValidationError("Give the hook id, or at least its first 6 characters.")
        matches = [h for h in await self.list() if h.id.startswith(text)]
        if len(matches) != 1:
            raise NotFoundError(f"No hook id starts with {text!r}." if not matches else f"More than one hook id starts with {text!r}.")
        return matches[0]

    async def list(self, *, event: str | None = None, agent_id: str | None = None, enabled: bool | None = None) -> list[Hook]:
        where = ""
        params: builtins.list[object] = []
        if event:
            where += " AND event = ?"
            params.append(event)
        if enabled is not None:
            where += " AND enabled = ?"
            params.append(enabled)
        if agent_id:
            if not is_uuid(agent_id):
                return []
            where += " AND id IN (SELECT hook_id FROM hook_agents WHERE agent_id = ?)"
            params.append(agent_id)
        return await self._hooks(where, params)

    async def resolve(self, event: str, agent_id: str | None) -> builtins.list[Hook]:
        """Enabled hooks for `event`: every global one, and those attached to `agent_id`."""
        if agent_id and is_uuid(agent_id):
            return await self._hooks(
                "AND enabled = ? AND event = ? AND (scope <> 'agent' OR id IN "
                "(SELECT hook_id FROM hook_agents WHERE agent_id = ?))",
                [True, event, agent_id],
            )
        return await self._hooks("AND enabled = ? AND event = ? AND scope <> 'agent'", [True, event])

    async def update(self, hook_id: str, **changes: Any) -> Hook:
        """Change some fields; bumps `version`. A builtin (seeded) hook may only be switched on or off."""
        unknown = set(changes) - _UPDATABLE
        if unknown:
            raise ValidationError(f"Cannot change hook field(s): {', '.join(sorted(unknown))}.")
        hook = await self.require(hook_id)
        if hook.source == "builtin" and set(changes) - {"enabled"}:
            raise ValidationError("A built-in hook can only be switched on or off.")
        merged = {
            "event": changes.get("event", hook.event),
            "config": changes.get("config", hook.config),
            "timeout_ms": changes.get("timeout_ms", hook.timeout_ms),
            "on_timeout": changes.get("on_timeout", hook.on_timeout),
        }
        validate(merged["event"], hook.handler_type, merged["config"], merged["timeout_ms"], merged["on_timeout"])
        update = Assignments()
        for key, value in changes.items():
            if key == "agent_ids":
                continue
            if key == "config":
                value = json.dumps(value, ensure_ascii=False)
            elif key in ("matcher", "name"):
                value = (value or "").strip() or None
            elif key == "enabled":
                value = bool(value)
            update.set(key, value)
        async with self._db.transaction():
            if "agent_ids" in changes:
                agents = tuple(dict.fromkeys(changes["agent_ids"] or ()))
                await self._set_agents(hook.id, agents)
                update.set("scope", "agent" if agents else "global")
            update.add("version = version + 1")
            update.set("updated_at", now_ts())
            await self._db.execute(f"UPDATE hooks SET {update.sql} WHERE id = ? AND tenant_id = ?",
                                   [*update.params, hook.id, self._tenant])
        return await self.require(hook.id)

    async def delete(self, hook_id: str) -> None:
        hook = await self.require(hook_id)
        if hook.source == "builtin":
            raise ValidationError("A built-in hook cannot be deleted; switch it off instead.")
        await self._db.execute("DELETE FROM hooks WHERE id = ? AND tenant_id = ?", (hook.id, self._tenant))

    # --- executions ----------------------------------------------------------------------

    async def record_execution(
        self,
        *,
        hook_id: str | None,
        event: str,
        decision: str,
        duration_ms: int,
        session_id: str | None = None,
        input_hash: str | None = None,
        error: str = "",
        error_detail: str = "",
        output: str = "",
        metadata: dict[str, Any] | None = None,
        dedup_key: str | None = None,
    ) -> str | None:
        """Audit one run (text already truncated by the caller); None if deduplicated.

        Every text is scrubbed here, whoever the caller: a hook may print any secret."""
        execution_id = uuid7()
        written = await self._db.execute(
            "INSERT INTO hook_executions (id, hook_id, session_id, event, input_hash, decision, duration_ms, retry, "
            "dedup_key, error, error_detail, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?) "
            "ON CONFLICT DO NOTHING",
            (
                execution_id, hook_id, session_id, event, input_hash, decision, max(0, int(duration_ms)), dedup_key,
                redact(error) or None, redact(error_detail) or None,
                redact(json.dumps({**(metadata or {}), "output": output}, ensure_ascii=False)), now_ts(),
            ),
        )
        return execution_id if written else None

    async def executions(self, *, hook_id: str | None = None, limit: int = 50) -> builtins.list[HookExecution]:
        where, params = "", []
        if hook_id:
            if not is_uuid(hook_id):
                return []
            where, params = "WHERE e.hook_id = ?", [hook_id]
        # hook_executions has no tenant column: scope through the hook (or keep orphans of deleted hooks).
        rows = await self._db.fetch_all(
            "SELECT e.* FROM hook_executions e LEFT JOIN hooks h ON h.id = e.hook_id "
            f"{where or 'WHERE 1 = 1'} AND (h.tenant_id = ? OR e.hook_id IS NULL) "
            "ORDER BY e.created_at DESC, e.id DESC LIMIT ?",
            [*params, self._tenant, max(1, min(limit, 1000))],
        )
        result = []
        for row in rows:
            metadata = json_object(row["metadata"]) or {}
            output = str(metadata.pop("output", "") or "")
            result.append(
                HookExecution(
                    id=str(row["id"]), hook_id=str(row["hook_id"]) if row["hook_id"] else None,
                    session_id=row["session_id"], event=str(row["event"]), decision=str(row["decision"]),
                    duration_ms=int(row["duration_ms"]), error=str(row["error"] or ""), output=output,
                    metadata=metadata, created_at=str(row["created_at"]),
                )
            )
        return result
