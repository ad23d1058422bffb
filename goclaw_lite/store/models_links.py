"""Delegation links and subtasks as they cross layers (the stores are `agent_links.py` and
`subagent_tasks.py`); kept apart so faces can name the rows without importing a store."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

DIRECTIONS = ("outbound", "inbound", "bidirectional")
FINAL_STATES = ("completed", "failed", "cancelled")


@dataclass(frozen=True)
class AgentLink:
    id: str
    source_agent_id: str
    target_agent_id: str
    source_key: str
    target_key: str
    direction: str
    description: str
    max_concurrent: int
    status: str
    created_by: str
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class DelegateTarget:
    """An agent the caller may delegate to, and the link that allows it."""

    link_id: str
    agent_id: str
    agent_key: str
    display_name: str
    description: str  # the link's description, else the agent's
    direction: str


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
