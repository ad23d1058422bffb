"""EvolutionService on both backends: generation from real metrics, no repeats, approve applies."""

from __future__ import annotations

import pytest

from goclaw_lite.app.evolution import EvolutionService
from goclaw_lite.errors import ValidationError
from goclaw_lite.evolution.recorder import ToolMetrics, record_feedback
from goclaw_lite.model.agents import FallbackCandidate, ModelFallback
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.integration.conftest import BackendDb


@pytest.fixture
def service(backend_db: BackendDb) -> EvolutionService:
    return EvolutionService(backend_db.db, backend_db.identity)


async def failing_exec(service: EvolutionService, agent_id: str, *, calls: int = 10, failures: int = 4) -> None:
    sink = ToolMetrics(service.metrics)
    for i in range(calls):
        await sink(agent_id, "conv", "exec", i >= failures, 20, False)
    await sink(agent_id, "conv", "exec", False, 0, True)  # a refusal is not the tool's failure


async def test_a_failing_tool_is_suggested_once_and_approving_applies_it(backend_db: BackendDb, service: EvolutionService) -> None:
    agent = await service.agents.create("helper", provider="local", model="m", tool_policy={"*": "allow"})
    await failing_exec(service, agent.id)
    [summary] = await service.summary()
    assert summary.tools[0].calls == 10 and summary.tools[0].success_rate == pytest.approx(0.6)
    [made] = await service.generate()
    assert made.parameters == {"tool": "exec", "policy": "ask"} and made.status == "pending"
    assert await service.generate() == []  # already pending: not filed twice
    applied = await service.approve(made.id)
    assert applied.status == "applied"
    assert applied.applied_changes == {
        "agent_key": "helper", "before": {"tool_policy": {"*": "allow"}},
        "after": {"tool_policy": {"*": "allow", "exec": "ask"}},
    }
    assert (await service.agents.get(agent.id)).tool_policy == {"*": "allow", "exec": "ask"}
    [row] = await ActivityStore(backend_db.db, backend_db.identity).list(ActivityFilter(action="evolution.suggestion_applied"))
    assert row.entity_id == agent.id and row.details["changes"]["after"]["tool_policy"]["exec"] == "ask"
    assert await service.generate() == []  # the policy is now as strict as suggested
    with pytest.raises(ValidationError):
        await service.approve(made.id)


async def test_rejected_suggestions_are_not_asked_again(backend_db: BackendDb, service: EvolutionService) -> None:
    agent = await service.agents.create("helper", provider="local", model="m")
    await failing_exec(service, agent.id)
    [made] = await service.generate()
    assert (await service.reject(made.id)).status == "rejected"
    [row] = await ActivityStore(backend_db.db, backend_db.identity).list(ActivityFilter(action="evolution.suggestion_rejected"))
    assert row.details["suggestion_id"] == made.id
    assert await service.generate() == []
    assert (await service.agents.get(agent.id)).tool_policy == {}


async def test_thumbs_down_make_an_advisory_suggestion(backend_db: BackendDb, service: EvolutionService) -> None:
    agent = await service.agents.create("helper", provider="local", model="m", system_prompt="Be brief.")
    conversations = ConversationStore(backend_db.db, backend_db.identity)
    user = await conversations.add_user_message("hi", agent_id=agent.id)
    for _ in range(5):
        answer = await conversations.add_assistant_message(user.conversation_id, content="meh", provider="local", model="m")
        await record_feedback(service.metrics, conversations, answer.id, -1)
    with pytest.raises(ValidationError):
        await record_feedback(service.metrics, conversations, user.id, 1)  # not an answer
    with pytest.raises(ValidationError):
        await record_feedback(service.metrics, conversations, answer.id, 2)
    [made] = await service.generate("helper")
    assert made.suggestion_type == "prompt_review" and "5 of 5" in made.rationale
    approved = await service.approve(made.id)
    assert approved.status == "approved" and approved.applied_changes is None
    assert (await service.agents.get(agent.id)).system_prompt == "Be brief."


async def test_a_busy_fallback_becomes_primary(backend_db: BackendDb, service: EvolutionService) -> None:
    fallback = ModelFallback(enabled=True, candidates=(FallbackCandidate("backup", "b"), FallbackCandidate("third", "c")))
    agent = await service.agents.create("helper", provider="local", model="m", model_fallback=fallback)
    conversations = ConversationStore(backend_db.db, backend_db.identity)
    user = await conversations.add_user_message("hi", agent_id=agent.id)
    for provider, model in [("backup", "b")] * 8 + [("local", "m")] * 2:
        await conversations.add_assistant_message(user.conversation_id, content="ok", provider=provider, model=model)
    [made] = await service.generate()
    assert made.suggestion_type == "make_primary"
    applied = await service.approve(made.id)
    after = await service.agents.get(agent.id)
    assert (after.provider, after.model) == ("backup", "b")
    assert after.model_fallback.candidates == (FallbackCandidate("local", "m"), FallbackCandidate("third", "c"))
    assert applied.applied_changes is not None
    assert applied.applied_changes["before"]["provider"] == "local" and applied.applied_changes["after"]["provider"] == "backup"


async def test_a_failed_apply_leaves_the_suggestion_pending(service: EvolutionService) -> None:
    agent = await service.agents.create("helper", provider="local", model="m")
    made = await service.suggestions.create(agent.id, "make_primary", "x", "y", {"provider": "gone", "model": "z"})
    with pytest.raises(ValidationError):
        await service.approve(made.id)
    assert (await service.suggestions.get(made.id)).status == "pending"
