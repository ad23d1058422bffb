"""What one run has done so far, kept by the run loop so a stop or a failure can tidy up."""

from __future__ import annotations

from dataclasses import dataclass, field

from goclaw_lite.model.chat import StoredMessage, ToolCall
from goclaw_lite.tracing.tracer import OpenSpan


@dataclass
class RunProgress:
    """What a stop or a failure must tidy up: the row streaming now, the calls unanswered."""

    row: StoredMessage | None = None
    parts: list[str] = field(default_factory=list)
    route: tuple[str, str] | None = None
    started: float = 0.0
    assistant_id: str | None = None
    unanswered: list[ToolCall] = field(default_factory=list)
    requested: set[str] = field(default_factory=set)
    last_id: str | None = None
    history_sent: int | None = None  # set when the request left earlier messages out
    skills_used: list[str] = field(default_factory=list)  # slugs a tool result says it loaded (use_skill)
    span: OpenSpan | None = None  # the model or tool call's span, parent of the hooks run for it
    iteration: int = 0
