"""Delegation links and subtasks as they cross layers (the stores are `agent_links.py` and
`subagent_tasks.py`); kept apart so faces can name the rows without importing a store."""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.model.subagent import FINAL_STATES, NewSubagentTask, SubagentTask

__all__ = ["DIRECTIONS", "FINAL_STATES", "AgentLink", "DelegateTarget", "NewSubagentTask", "SubagentTask"]

DIRECTIONS = ("outbound", "inbound", "bidirectional")


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
