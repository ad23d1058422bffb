"""Rows of `traces` and `spans` (GoClaw v34's tables) as they cross layers.

A trace is one agent run; its spans are the steps of it, linked by `parent_span_id` into a
tree whose root is the run's own `agent` span. The values are GoClaw's, so a trace imported
from GoClaw Lite reads like one written here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

TRACE_STATUSES = ("running", "completed", "error", "cancelled")
SPAN_STATUSES = ("running", "completed", "error")
SPAN_TYPES = ("agent", "llm_call", "tool_call", "event", "embedding")
RUN_STATE_STATUS = {"complete": "completed", "error": "error", "stopped": "cancelled"}
"""RunFinished.state -> trace status."""


@dataclass(frozen=True)
class Span:
    id: str
    trace_id: str
    span_type: str
    name: str
    start_time: str
    parent_span_id: str | None = None
    agent_id: str | None = None
    end_time: str | None = None
    duration_ms: int | None = None
    status: str = "completed"
    error: str | None = None
    model: str | None = None
    provider: str | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None
    finish_reason: str | None = None
    tool_name: str | None = None
    tool_call_id: str | None = None
    input_preview: str | None = None
    output_preview: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    level: str = "DEFAULT"
    total_cost: float | None = None


@dataclass(frozen=True)
class Trace:
    id: str
    start_time: str
    name: str = ""
    agent_id: str | None = None
    user_id: str | None = None
    session_key: str | None = None
    run_id: str | None = None
    end_time: str | None = None
    duration_ms: int | None = None
    channel: str | None = None
    input_preview: str | None = None
    output_preview: str | None = None
    total_input_tokens: int = 0
    total_output_tokens: int = 0
    span_count: int = 0
    llm_call_count: int = 0
    tool_call_count: int = 0
    status: str = "running"
    error: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    tags: tuple[str, ...] = ()
    parent_trace_id: str | None = None
    created_at: str = ""
    total_cost: float = 0.0


@dataclass(frozen=True)
class TraceFilter:
    """What `trace list` and the Traces page ask for; times are canonical timestamps."""

    agent_id: str | None = None
    status: str | None = None
    since: str | None = None
    until: str | None = None
    roots_only: bool = False
    limit: int = 50
    offset: int = 0


@dataclass(frozen=True)
class TraceDetail:
    """A trace with its spans (start order) and the traces it started (subagents)."""

    trace: Trace
    spans: Sequence[Span]
    children: Sequence[Trace] = ()
