"""Rows of `subagent_tasks` as they cross layer boundaries (the faces show them; the store builds them).

Kept apart from the store so the chat window and `goclaw-lite links` can read a subtask
without importing the store class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

FINAL_STATES = ("completed", "failed", "cancelled")
MAX_SUBJECT = 255


@dataclass(frozen=True)
class NewSubagentTask:
    parent_agent_key: str
    subject: str
    description: str
    depth: int = 1
    id: str = ""  # the caller's id (a retried create is a no-op), else a new one
    session_key: str | None = None
    model: str | None = None
    provider: str | None = None
    origin_channel: str | None = None
    origin_chat_id: str | None = None
    origin_peer_kind: str | None = None
    origin_user_id: str | None = None
    spawned_by: str | None = None  # the agent id that spawned it
    parent_message_id: str | None = None
    conversation_id: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class SubagentTask:
    id: str
    parent_agent_key: str
    session_key: str | None
    subject: str
    description: str
    status: str
    result: str | None
    depth: int
    model: str | None
    provider: str | None
    iterations: int
    input_tokens: int
    output_tokens: int
    origin_channel: str | None
    origin_chat_id: str | None
    origin_peer_kind: str | None
    origin_user_id: str | None
    spawned_by: str | None
    completed_at: str | None
    metadata: dict[str, Any]
    created_at: str
    updated_at: str
    parent_message_id: str | None
    conversation_id: str | None

    @property
    def finished(self) -> bool:
        return self.status in FINAL_STATES
