"""Values the evolution stores take and return (frozen, so they cross layers safely)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

METRIC_TYPES = ("tool", "retrieval", "feedback")
STATUSES = ("pending", "approved", "rejected", "applied")
# Which status may follow which: a reviewed suggestion is never reviewed again, and only an
# approved one is applied (applying is what records the change).
TRANSITIONS: dict[str, tuple[str, ...]] = {"pending": ("approved", "rejected"), "approved": ("applied",)}


@dataclass(frozen=True)
class Metric:
    id: str
    agent_id: str
    session_key: str
    metric_type: str
    metric_key: str
    value: dict[str, Any]
    created_at: str


@dataclass(frozen=True)
class ToolStats:
    tool: str
    calls: int
    success_rate: float  # 0..1
    avg_duration_ms: float


@dataclass(frozen=True)
class RetrievalStats:
    source: str
    count: int
    usage_rate: float  # share of retrievals whose result was used in the reply
    avg_score: float


@dataclass(frozen=True)
class FeedbackStats:
    up: int = 0
    down: int = 0

    @property
    def total(self) -> int:
        return self.up + self.down


@dataclass(frozen=True)
class RouteStats:
    """How many finished answers one provider/model route gave."""

    provider: str
    model: str
    answers: int


@dataclass(frozen=True)
class Suggestion:
    id: str
    agent_id: str
    suggestion_type: str
    suggestion: str
    rationale: str
    parameters: dict[str, Any] = field(default_factory=dict)
    status: str = "pending"
    reviewed_by: str | None = None
    reviewed_at: str | None = None
    applied_changes: dict[str, Any] | None = None
    created_at: str = ""
