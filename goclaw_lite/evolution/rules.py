"""The rules that turn metrics into suggestions. Pure functions, so each is tested alone.

- A tool failing more than 30% of at least 10 calls: ask before using it (deny above 70%),
  unless the agent's policy for it is already that strict.
- Many thumbs down (at least 5, and at least half of the votes): review the system prompt.
  Advisory: there is no automatic change to make.
- A fallback route that gave most (over 50%) of at least 10 answers: make it the primary,
  the old primary becoming the first fallback.
- Memory auto-inject (L0) whose abstracts were used in under 20% of at least 20 answers:
  turn it off for the agent. Each injection costs up to 200 prompt tokens on every run, and
  the agent can still search its memory with memory_search when it needs to. Only the
  auto-inject is judged: a memory_search the model chose to make is its own decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.evolution.recorder import L0_INJECT
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.evolution import FeedbackStats, RetrievalStats, RouteStats, ToolStats
from goclaw_lite.store.definitions.memory_switches import AUTO_INJECT, enabled_for

__all__ = ["AUTO_INJECT_OFF", "MAKE_PRIMARY", "PROMPT_REVIEW", "TOOL_POLICY", "Draft", "Thresholds", "evaluate"]

TOOL_POLICY = "tool_policy"
PROMPT_REVIEW = "prompt_review"
MAKE_PRIMARY = "make_primary"
AUTO_INJECT_OFF = "memory_auto_inject_off"
AUTOMATIC = (TOOL_POLICY, MAKE_PRIMARY, AUTO_INJECT_OFF)
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
    min_injections: int = 20
    inject_usage_rate: float = 0.2


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


def retrieval_drafts(agent: Agent, retrieval: list[RetrievalStats], t: Thresholds) -> list[Draft]:
    inject = next((r for r in retrieval if r.source == L0_INJECT), None)
    if inject is None or inject.count < t.min_injections or inject.usage_rate >= t.inject_usage_rate:
        return []
    if not enabled_for(agent, AUTO_INJECT):
        return []
    return [Draft(
        AUTO_INJECT_OFF, "Turn off memory auto-inject for this agent (it can still use memory_search).",
        f"Memory injected before {inject.count} answers was used in {inject.usage_rate:.0%} of them "
        f"(mean relevance {inject.avg_score:.2f}); each injection costs prompt tokens on every run.",
        {"memory_config": {AUTO_INJECT: False}},
    )]


def evaluate(
    agent: Agent, tools: list[ToolStats], feedback: FeedbackStats, routes: list[RouteStats],
    thresholds: Thresholds | None = None, *, retrieval: list[RetrievalStats] | None = None,
) -> list[Draft]:
    """Every suggestion the metrics support for `agent`, in a stable order."""
    t = thresholds or Thresholds()
    return [*tool_drafts(agent, tools, t), *feedback_drafts(feedback, t), *route_drafts(agent, routes, t),
            *retrieval_drafts(agent, retrieval or [], t)]
