"""Row shapes and the shared base of the conversation store (see `store/chat/conversations.py`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import format_ts
from goclaw_lite.model.agents import json_object
from goclaw_lite.model.chat import (
    Conversation,
    ConversationStatus,
    MessageRole,
    MessageState,
    StoredMessage,
    ToolCall,
)
from goclaw_lite.model.json_values import json_value
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity

TITLE_LENGTH = 60
MAX_TITLE_LENGTH = 200
MAX_QUERY_LENGTH = 500
CLOSED_RETENTION = timedelta(days=30)
SUBTASK_KEY = "subagent_task_id"
"""Conversation metadata key marking a subtask's own conversation (spawn / delegate): such
conversations are reached from the subtask in the chat that started it, not from the list."""

_CONV_COLUMNS = "id, title, status, agent_id, active_leaf_id, created_at, updated_at, metadata"
_MSG_COLUMNS = (
    "id, conversation_id, role, content, tool_calls, tool_call_id, llm_duration_ms, eval_tokens, created_at, "
    "parent_id, state, provider, model, error, metadata"
)


class _Unset:
    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()
"""Default of `parent_id`: continue the branch the user is looking at (the active leaf)."""


def make_title(text: str) -> str:
    """The first 60 characters of the text, whitespace runs read as one space."""
    return " ".join(text.split())[:TITLE_LENGTH]


def _prefixed(columns: str, alias: str) -> str:
    return ", ".join(f"{alias}.{c.strip()}" for c in columns.split(","))


def _to_conversation(row: Row) -> Conversation:
    return Conversation(
        id=str(row["id"]),
        title=str(row["title"]),
        status=ConversationStatus(str(row["status"])),
        agent_id=None if row["agent_id"] is None else str(row["agent_id"]),
        active_leaf_id=None if row["active_leaf_id"] is None else str(row["active_leaf_id"]),
        created_at=str(row["created_at"]),
        updated_at=str(row["updated_at"]),
        metadata=json_object(row["metadata"]),
    )


def _tool_calls(raw: Any) -> tuple[ToolCall, ...]:
    items = json_value(raw)
    if not isinstance(items, list):
        return ()
    return tuple(ToolCall.from_json(item) for item in items if isinstance(item, dict))


_ROLES = {str(r): r for r in MessageRole}
_STATES = {str(s): s for s in MessageState}


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def _int(value: Any) -> int | None:
    return None if value is None else int(value)


def _to_message(row: Row) -> StoredMessage:
    """Threads are read thousands of rows at a time: enums come from a dict, not `Enum()`."""
    return StoredMessage(
        str(row["id"]),
        str(row["conversation_id"]),
        _ROLES[str(row["role"])],
        _text(row["content"]),
        _text(row["parent_id"]),
        _STATES[str(row["state"])],
        str(row["created_at"]),
        _tool_calls(row["tool_calls"]) if row["tool_calls"] is not None else (),
        _text(row["tool_call_id"]),
        _int(row["llm_duration_ms"]),
        _int(row["eval_tokens"]),
        _text(row["provider"]),
        _text(row["model"]),
        _text(row["error"]),
        json_object(row["metadata"]),
    )


def _tool_calls_json(calls: Sequence[ToolCall]) -> str | None:
    if not calls:
        return None
    return json.dumps([c.to_json() for c in calls], ensure_ascii=False)


def _non_negative(name: str, value: int | None) -> int | None:
    if value is None:
        return None
    if value < 0:
        raise ValidationError(f"{name} cannot be negative.")
    return int(value)


class ConversationBase:
    """Chat history of the local user; `clock` is injectable so age rules can be tested."""

    def __init__(
        self, db: Database, identity: LocalIdentity, *, clock: Callable[[], datetime] | None = None
    ) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id
        self._clock = clock or (lambda: datetime.now(UTC))

    def _now(self) -> str:
        return format_ts(self._clock())

    # --- conversations -----------------------------------------------------------------

    async def get(self, conversation_id: str) -> Conversation:
        row = await self._db.fetch_one(
            f"SELECT {_CONV_COLUMNS} FROM agent_conversations WHERE id = ? AND franchise_id = ? AND user_id = ?",
            (conversation_id, self._tenant, self._user),
        )
        if row is None:
            raise NotFoundError(f"No conversation with id {conversation_id}.")
        return _to_conversation(row)

