"""SubagentTaskStore — `subagent_tasks`: one row per subtask an agent spawned or delegated.

A row starts `running` and ends once: `completed`, `failed` or `cancelled`. A finished row
never changes state again, so a late result cannot overwrite a cancel (and the reverse).
Metadata is merged key by key (json_set / jsonb ||, through the Dialect), so two writers
adding different keys never lose each other's.
"""

from __future__ import annotations

import json
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import is_uuid, now_ts, uuid7
from goclaw_lite.model.json_values import json_object
from goclaw_lite.model.subagent import FINAL_STATES, MAX_SUBJECT, NewSubagentTask, SubagentTask
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.backend.updates import Assignments

__all__ = ["FINAL_STATES", "NewSubagentTask", "SubagentTask", "SubagentTaskStore"]

_COLUMNS = (
    "id, parent_agent_key, session_key, subject, description, status, result, depth, model, provider, iterations, "
    "input_tokens, output_tokens, origin_channel, origin_chat_id, origin_peer_kind, origin_user_id, spawned_by, "
    "completed_at, metadata, created_at, updated_at, parent_message_id, conversation_id"
)


def _opt(value: Any) -> str | None:
    return None if value is None else str(value)


def _to_task(row: Row) -> SubagentTask:
    return SubagentTask(
        id=str(row["id"]), parent_agent_key=str(row["parent_agent_key"]), session_key=_opt(row["session_key"]),
        subject=str(row["subject"]), description=str(row["description"]), status=str(row["status"]),
        result=_opt(row["result"]), depth=int(row["depth"]), model=_opt(row["model"]), provider=_opt(row["provider"]),
        iterations=int(row["iterations"]), input_tokens=int(row["input_tokens"]), output_tokens=int(row["output_tokens"]),
        origin_channel=_opt(row["origin_channel"]), origin_chat_id=_opt(row["origin_chat_id"]),
        origin_peer_kind=_opt(row["origin_peer_kind"]), origin_user_id=_opt(row["origin_user_id"]),
        spawned_by=_opt(row["spawned_by"]), completed_at=_opt(row["completed_at"]),
        metadata=json_object(row["metadata"]) or {},
        created_at=str(row["created_at"]), updated_at=str(row["updated_at"]),
        parent_message_id=_opt(row["parent_message_id"]), conversation_id=_opt(row["conversation_id"]),
    )


def _check_counts(**counts: int | None) -> None:
    for name, value in counts.items():
        if value is not None and value < 0:
            raise ValidationError(f"{name} cannot be negative.")


class SubagentTaskStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    async def create(self, task: NewSubagentTask) -> SubagentTask:
        subject = " ".join(task.subject.split())[:MAX_SUBJECT]
        if not subject or not task.description.strip():
            raise ValidationError("A subtask needs a subject and a description.")
        if task.depth < 1:
            raise ValidationError("A subtask's depth starts at 1.")
        for name in ("id", "spawned_by", "parent_message_id", "conversation_id"):
            value = getattr(task, name)
            if value and not is_uuid(value):
                raise ValidationError(f"{name} must be a UUID.")
        task_id, stamp = task.id or uuid7(), now_ts()
        await self._db.execute(
            f"INSERT INTO subagent_tasks ({_COLUMNS}, tenant_id) VALUES "
            "(?, ?, ?, ?, ?, 'running', NULL, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (id) DO NOTHING",
            (
                task_id, task.parent_agent_key, task.session_key, subject, task.description, task.depth, task.model,
                task.provider, task.origin_channel, task.origin_chat_id, task.origin_peer_kind, task.origin_user_id,
                task.spawned_by or None, json.dumps(task.metadata, ensure_ascii=False), stamp, stamp,
                task.parent_message_id or None, task.conversation_id or None, self._tenant,
            ),
        )
        created = await self.get(task_id)
        assert created is not None
        return created

    async def get(self, task_id: str) -> SubagentTask | None:
        if not is_uuid(task_id):
            return None
        row = await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM subagent_tasks WHERE id = ? AND tenant_id = ?", (task_id, self._tenant)
        )
        return None if row is None else _to_task(row)

    async def _list(self, where: str, params: list[Any]) -> list[SubagentTask]:
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM subagent_tasks WHERE tenant_id = ? AND {where} ORDER BY created_at, id",
            [self._tenant, *params],
        )
        return [_to_task(r) for r in rows]

    async def list_by_message(self, parent_message_id: str) -> list[SubagentTask]:
        """The subtasks spawned from one assistant message, oldest first (the chat view's list)."""
        return await self._list("parent_message_id = ?", [parent_message_id]) if is_uuid(parent_message_id) else []

    async def list_by_conversation(self, conversation_id: str, *, status: str | None = None) -> list[SubagentTask]:
        if not is_uuid(conversation_id):
            return []
        if status is None:
            return await self._list("conversation_id = ?", [conversation_id])
        return await self._list("conversation_id = ? AND status = ?", [conversation_id, status])

    async def list_by_parent(self, parent_agent_key: str, *, status: str | None = None) -> list[SubagentTask]:
        if status is None:
            return await self._list("parent_agent_key = ?", [parent_agent_key])
        return await self._list("parent_agent_key = ? AND status = ?", [parent_agent_key, status])

    async def update_progress(
        self, task_id: str, *, iterations: int | None = None, input_tokens: int | None = None,
        output_tokens: int | None = None,
    ) -> bool:
        """Record counts of a running task; False when it is finished or unknown."""
        _check_counts(iterations=iterations, input_tokens=input_tokens, output_tokens=output_tokens)
        update = Assignments({"updated_at": now_ts()})
        for column, value in (("iterations", iterations), ("input_tokens", input_tokens), ("output_tokens", output_tokens)):
            if value is not None:
                update.set(column, value)
        return await self._update(update, task_id)

    async def finish(
        self, task_id: str, status: str, *, result: str | None = None, iterations: int | None = None,
        input_tokens: int | None = None, output_tokens: int | None = None,
    ) -> bool:
        """End a running task once (completed / failed / cancelled); False when it had already ended."""
        if status not in FINAL_STATES:
            raise ValidationError(f"A task ends as one of {', '.join(FINAL_STATES)}, not {status!r}.")
        _check_counts(iterations=iterations, input_tokens=input_tokens, output_tokens=output_tokens)
        stamp = now_ts()
        update = Assignments({"status": status, "completed_at": stamp, "updated_at": stamp})
        for column, value in (
            ("result", result), ("iterations", iterations), ("input_tokens", input_tokens), ("output_tokens", output_tokens)
        ):
            if value is not None:
                update.set(column, value)
        return await self._update(update, task_id)

    async def cancel(self, task_id: str, *, reason: str = "cancelled") -> bool:
        return await self.finish(task_id, "cancelled", result=reason)

    async def _update(self, update: Assignments, task_id: str) -> bool:
        if not is_uuid(task_id):
            return False
        changed = await self._db.execute(
            f"UPDATE subagent_tasks SET {update.sql} WHERE id = ? AND tenant_id = ? AND status = 'running'",
            [*update.params, task_id, self._tenant],
        )
        return changed > 0

    async def update_metadata(self, task_id: str, patch: dict[str, Any]) -> bool:
        """Set the top-level keys of `patch` in the task's metadata, keeping the others."""
        if not patch or not is_uuid(task_id):
            return False
        try:
            merged, params = self._db.dialect.json_merge("metadata", patch)
        except ValueError as exc:
            raise ValidationError(str(exc)) from exc
        changed = await self._db.execute(
            f"UPDATE subagent_tasks SET metadata = {merged}, updated_at = ? WHERE id = ? AND tenant_id = ?",
            [*params, now_ts(), task_id, self._tenant],
        )
        return changed > 0

    async def fail_running(self, reason: str) -> int:
        """At start-up: tasks a crash left `running` can never finish; mark them failed."""
        stamp = now_ts()
        return await self._db.execute(
            "UPDATE subagent_tasks SET status = 'failed', result = ?, completed_at = ?, updated_at = ? "
            "WHERE tenant_id = ? AND status = 'running'",
            (reason, stamp, stamp, self._tenant),
        )
