"""The suggestion rules, each at and around its threshold."""

from __future__ import annotations

from goclaw_lite.evolution.rules import (
    MAKE_PRIMARY,
    PROMPT_REVIEW,
    TOOL_POLICY,
    evaluate,
)
from goclaw_lite.model.agents import Agent, FallbackCandidate, ModelFallback
from goclaw_lite.model.evolution import FeedbackStats, RouteStats, ToolStats

AGENT = Agent(id="a", agent_key="helper", display_name="Helper", provider="local", model="m",
              model_fallback=ModelFallback(enabled=True, candidates=(FallbackCandidate("backup", "b"),)))
NO_FEEDBACK = FeedbackStats()


def tools(stats: list[ToolStats], agent: Agent = AGENT) -> list[tuple[str, dict[str, object]]]:
    return [(d.suggestion_type, d.parameters) for d in evaluate(agent, stats, NO_FEEDBACK, [])]


def test_a_tool_failing_over_30_percent_of_10_calls_gets_ask() -> None:
    assert tools([ToolStats("exec", 10, 0.6, 5.0)]) == [(TOOL_POLICY, {"tool": "exec", "policy": "ask"})]


def test_exactly_30_percent_or_too_few_calls_is_no_suggestion() -> None:
    assert tools([ToolStats("exec", 10, 0.7, 5.0)]) == []
    assert tools([ToolStats("exec", 9, 0.0, 5.0)]) == []


def test_a_tool_failing_almost_always_gets_deny() -> None:
    assert tools([ToolStats("web", 20, 0.2, 5.0)]) == [(TOOL_POLICY, {"tool": "web", "policy": "deny"})]


def test_no_suggestion_when_the_policy_is_already_as_strict() -> None:
    strict = Agent(id="a", agent_key="k", display_name="", provider="p", model="m", tool_policy={"exec": "deny", "web": "ask"})
    assert tools([ToolStats("exec", 10, 0.5, 1.0)], strict) == []
    assert tools([ToolStats("web", 10, 0.5, 1.0)], strict) == []
    assert tools([ToolStats("web", 10, 0.1, 1.0)], strict) == [(TOOL_POLICY, {"tool": "web", "policy": "deny"})]


def test_many_thumbs_down_suggest_a_prompt_review() -> None:
    assert [d.suggestion_type for d in evaluate(AGENT, [], FeedbackStats(up=5, down=5), [])] == [PROMPT_REVIEW]
    assert evaluate(AGENT, [], FeedbackStats(up=6, down=5), []) == []  # under half
    assert evaluate(AGENT, [], FeedbackStats(up=0, down=4), []) == []  # too few


def test_a_fallback_giving_most_answers_is_suggested_as_primary() -> None:
    routes = [RouteStats("backup", "b", 6), RouteStats("local", "m", 4)]
    [draft] = evaluate(AGENT, [], NO_FEEDBACK, routes)
    assert draft.suggestion_type == MAKE_PRIMARY and draft.parameters == {"provider": "backup", "model": "b"}
    assert "6 of the last 10" in draft.rationale


def test_no_route_suggestion_for_half_the_answers_few_answers_or_a_non_candidate() -> None:
    assert evaluate(AGENT, [], NO_FEEDBACK, [RouteStats("backup", "b", 5), RouteStats("local", "m", 5)]) == []
    assert evaluate(AGENT, [], NO_FEEDBACK, [RouteStats("backup", "b", 9)]) == []
    assert evaluate(AGENT, [], NO_FEEDBACK, [RouteStats("other", "x", 10)]) == []
