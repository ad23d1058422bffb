"""EvolutionMetrics and EvolutionSuggestions on SQLite and PostgreSQL (one suite, `backend_db`)."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.evolution import FeedbackStats
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore, EvolutionSuggestionStore
from tests.integration.conftest import BackendDb


@pytest.fixture
def metrics(backend_db: BackendDb) -> EvolutionMetricsStore:
    return EvolutionMetricsStore(backend_db.db, backend_db.identity)


@pytest.fixture
def suggestions(backend_db: BackendDb) -> EvolutionSuggestionStore:
    return EvolutionSuggestionStore(backend_db.db, backend_db.identity)


@pytest.fixture
async def agent_id(backend_db: BackendDb) -> str:
    return (await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")).id


async def test_tool_aggregation_reads_json_booleans_on_both_backends(metrics: EvolutionMetricsStore, agent_id: str) -> None:
    # The reference port compared json_extract with 'true' and read 0% success on SQLite.
    for ok, ms in [(True, 100), (True, 300), (False, 200), (True, 400)]:
        await metrics.record(agent_id, "s1", "tool", "exec", {"success": ok, "duration_ms": ms})
    await metrics.record(agent_id, "s1", "tool", "web", {"success": False, "duration_ms": 50})
    stats = await metrics.aggregate_tools(agent_id)
    assert [s.tool for s in stats] == ["exec", "web"]
    assert stats[0].calls == 4 and stats[0].success_rate == pytest.approx(0.75)
    assert stats[0].avg_duration_ms == pytest.approx(250.0)
    assert stats[1].calls == 1 and stats[1].success_rate == 0.0


async def test_retrieval_aggregation(metrics: EvolutionMetricsStore, agent_id: str) -> None:
    await metrics.record(agent_id, "s", "retrieval", "auto_inject", {"result_count": 3, "top_score": 0.9, "used_in_reply": True})
    await metrics.record(agent_id, "s", "retrieval", "auto_inject", {"result_count": 0, "top_score": 0.1, "used_in_reply": False})
    [stats] = await metrics.aggregate_retrieval(agent_id)
    assert (stats.source, stats.count) == ("auto_inject", 2)
    assert stats.usage_rate == pytest.approx(0.5) and stats.avg_score == pytest.approx(0.5)


async def test_feedback_counts_the_latest_vote_per_message(metrics: EvolutionMetricsStore, agent_id: str) -> None:
    assert await metrics.aggregate_feedback(agent_id) == FeedbackStats(0, 0)
    await metrics.record(agent_id, "s", "feedback", "thumbs", {"score": 1, "message_id": "m1"})
    await metrics.record(agent_id, "s", "feedback", "thumbs", {"score": -1, "message_id": "m1"})  # changed mind
    await metrics.record(agent_id, "s", "feedback", "thumbs", {"score": -1, "message_id": "m2"})
    await metrics.record(agent_id, "s", "feedback", "thumbs", {"score": 1, "message_id": "m3"})
    assert await metrics.aggregate_feedback(agent_id) == FeedbackStats(up=1, down=2)


async def test_aggregates_are_per_agent_and_respect_since(backend_db: BackendDb, metrics: EvolutionMetricsStore, agent_id: str) -> None:
    other = (await AgentStore(backend_db.db, backend_db.identity).create("other", provider="local", model="m")).id
    await metrics.record(other, "s", "tool", "exec", {"success": True, "duration_ms": 1})
    await metrics.record(agent_id, "s", "tool", "exec", {"success": True, "duration_ms": 1})
    assert [s.calls for s in await metrics.aggregate_tools(agent_id)] == [1]
    assert await metrics.aggregate_tools(agent_id, since="2999-01-01") == []
    rows = await metrics.query(agent_id, "tool")
    assert len(rows) == 1 and rows[0].value == {"duration_ms": 1, "success": True} and rows[0].session_key == "s"
    assert await metrics.cleanup("2999-01-01") == 2
    assert await metrics.query(agent_id, "tool") == []


async def test_record_refuses_bad_input(metrics: EvolutionMetricsStore, agent_id: str) -> None:
    with pytest.raises(ValidationError):
        await metrics.record(agent_id, "s", "mood", "x", {})
    with pytest.raises(ValidationError):
        await metrics.record(agent_id, "s", "tool", "  ", {})
    with pytest.raises(ValidationError):
        await metrics.record(agent_id, "s", "tool", "exec", {"duration_ms": "slow"})


async def test_route_usage_counts_finished_answers(backend_db: BackendDb, metrics: EvolutionMetricsStore, agent_id: str) -> None:
    conversations = ConversationStore(backend_db.db, backend_db.identity)
    user = await conversations.add_user_message("hi", agent_id=agent_id)
    for provider in ["backup", "backup", "local"]:
        await conversations.add_assistant_message(user.conversation_id, content="ok", provider=provider, model="m")
    usage = await metrics.route_usage(agent_id)
    assert [(u.provider, u.model, u.answers) for u in usage] == [("backup", "m", 2), ("local", "m", 1)]


async def test_suggestion_lifecycle(suggestions: EvolutionSuggestionStore, agent_id: str) -> None:
    made = await suggestions.create(agent_id, "tool_policy", "Ask before exec", "fails often", {"tool": "exec", "policy": "ask"})
    assert made.status == "pending" and made.parameters == {"policy": "ask", "tool": "exec"} and made.applied_changes is None
    approved = await suggestions.set_status(made.id, "approved", reviewed_by="me")
    assert approved.status == "approved" and approved.reviewed_by == "me" and approved.reviewed_at
    with pytest.raises(ValidationError):
        await suggestions.set_status(made.id, "applied")  # applying must say what changed
    applied = await suggestions.set_status(made.id, "applied", applied_changes={"before": {"a": 1}, "after": {"a": 2}})
    assert applied.applied_changes == {"before": {"a": 1}, "after": {"a": 2}}
    with pytest.raises(ValidationError):
        await suggestions.set_status(made.id, "rejected")
    assert [s.id for s in await suggestions.list(agent_id=agent_id, status="applied")] == [made.id]
    assert await suggestions.list(status="pending") == []


async def test_rejected_is_final_and_unknown_ids_are_not_found(suggestions: EvolutionSuggestionStore, agent_id: str) -> None:
    made = await suggestions.create(agent_id, "prompt", "Review the prompt", "many thumbs down")
    await suggestions.set_status(made.id, "rejected")
    with pytest.raises(ValidationError):
        await suggestions.set_status(made.id, "approved")
    with pytest.raises(NotFoundError):
        await suggestions.get("not-an-id")
    with pytest.raises(NotFoundError):
        await suggestions.get("0193a5b0-7000-7000-8000-0000000000ff")
    with pytest.raises(ValidationError):
        await suggestions.list(status="maybe")
