"""The rules that turn metrics into suggestions. Pure functions, so each is tested alone.

- A tool failing more than 30% of at least 10 calls: ask before using it (deny above 70%),
  unless the agent's policy for it is already that strict.
- Many thumbs down (at least 5, and at least half of the votes): review the system prompt.
  Advisory: there is no automatic change to make.
- A fallback route that gave most (over 50%) of at least 10 answers: make it the primary,
  the old primary becoming the first fallback.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.store.models import Agent
from goclaw_lite.store.models_evolution import FeedbackStats, RouteStats, ToolStats

__all__ = ["MAKE_PRIMARY", "PROMPT_REVIEW", "TOOL_POLICY", "Draft", "Thresholds", "evaluate"]

TOOL_POLICY = "tool_policy"
PROMPT_REVIEW = "prompt_review"
MAKE_PRIMARY = "make_primary"
AUTOMATIC = (TOOL_POLICY, MAKE_PRIMARY)
"""Suggestion types that approving applies to the agent; the others are advice."""
_STRICTNESS = {"allow": 0, "ask": 1, "deny": 2}


@dataclass(frozen=True)
class Thresholds:
    min_tool_calls: int = 10
    tool_failure_rate: float = 0.30
    tool_deny_rate: float = 0.70
    min_thumbs_down: int = 5
    thumbs_down_share: float = 0.5
    min_answers: int = 10
    fallback_share: float = 0.5


@dataclass(frozen=True)
class Draft:
    suggestion_type: str
    suggestion: str
    rationale: str
    parameters: dict[str, Any] = field(default_factory=dict)


def tool_drafts(agent: Agent, tools: list[ToolStats], t: Thresholds) -> list[Draft]:
    drafts = []
    for stats in tools:
        failure = round(1.0 - stats.success_rate, 9)  # 1 - 0.7 is 0.30000000000000004
        if stats.calls < t.min_tool_calls or failure <= t.tool_failure_rate:
            continue
        policy = "deny" if failure > t.tool_deny_rate else "ask"
        current = str(agent.tool_policy.get(stats.tool, "")).strip().lower()
        if _STRICTNESS.get(current, -1) >= _STRICTNESS[policy]:
            continue
        verb = "Stop offering" if policy == "deny" else "Ask before running"
        drafts.append(Draft(
            TOOL_POLICY, f"{verb} the tool {stats.tool} (policy: {policy}).",
            f"{stats.tool} failed {failure:.0%} of its last {stats.calls} calls.",
            {"tool": stats.tool, "policy": policy},
        ))
    return drafts


def feedback_drafts(feedback: FeedbackStats, t: Thresholds) -> list[Draft]:
    if feedback.down < t.min_thumbs_down or feedback.down < t.thumbs_down_share * feedback.total:
        return []
    return [Draft(
        PROMPT_REVIEW, "Review the agent's system prompt: its answers are often rated down.",
        f"{feedback.down} of {feedback.total} rated answers got a thumbs down.",
    )]


def route_drafts(agent: Agent, routes: list[RouteStats], t: Thresholds) -> list[Draft]:
    total = sum(r.answers for r in routes)
    if total < t.min_answers:
        return []
    candidates = {(c.provider, c.model) for c in agent.model_fallback.candidates}
    for route in routes:
        pair = (route.provider, route.model)
        if pair in candidates and route.answers > t.fallback_share * total:
            return [Draft(
                MAKE_PRIMARY, f"Make {route.provider}/{route.model} the primary route.",
                f"The fallback {route.provider}/{route.model} gave {route.answers} of the last {total} answers; "
                f"the primary {agent.provider}/{agent.model} mostly failed or was cooling down.",
                {"provider": route.provider, "model": route.model},
            )]
    return []


def evaluate(
    agent: Agent, tools: list[ToolStats], feedback: FeedbackStats, routes: list[RouteStats],
    thresholds: Thresholds | None = None,
) -> list[Draft]:
    """Every suggestion the metrics support for `agent`, in a stable order."""
    t = thresholds or Thresholds()
    return [*tool_drafts(agent, tools, t), *feedback_drafts(feedback, t), *route_drafts(agent, routes, t)]
