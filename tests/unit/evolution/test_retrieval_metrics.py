"""Retrieval metrics from real runs: the L0 auto-inject, memory_search and memory_expand are
recorded when the run ends, with whether the answer used them, and aggregated in SQL."""

from __future__ import annotations

import json

from goclaw_lite.agent.tools.memory_tools import MemorySearchTool
from goclaw_lite.agent.tools.registry import ToolContext
from goclaw_lite.app.evolution import EvolutionService
from goclaw_lite.evolution.rules import AUTO_INJECT_OFF, Thresholds
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.memory.recall import MemoryRecall
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.evolution import Metric
from goclaw_lite.model.kg import EntityInput, RelationSpec
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream, server_error
from tests.unit.agent.conftest import ChatWorld, collect
from tests.unit.agent.test_memory_loading import remember

QUESTION = "What did we decide about the Orion database migration?"


def metrics(chat: ChatWorld) -> EvolutionMetricsStore:
    return EvolutionMetricsStore(chat.app.stores.db, chat.app.stores.identity)


async def rows(chat: ChatWorld, agent: Agent) -> dict[str, list[Metric]]:
    out: dict[str, list[Metric]] = {}
    for m in reversed(await metrics(chat).query(agent.id, "retrieval", limit=100)):  # oldest first
        out.setdefault(m.metric_key, []).append(m)
    return out


async def ask(chat: ChatWorld, text: str, *answers: StreamResponse, agent: Agent | None = None) -> str:
    chat.server.script_openai(*answers)
    service = chat.services[0] if chat.services else chat.service()
    events = await collect(await service.send(text, agent_key=agent.agent_key if agent else None))
    return events[-1].state


async def test_the_injected_memory_is_recorded_used_or_not(chat: ChatWorld) -> None:
    agent = await chat.agent()
    await remember(chat, agent, "c1", "Orion database migration to PostgreSQL was decided.", "Orion moves to PostgreSQL.", "Orion")
    await remember(chat, agent, "c2", "We talked about a database backup.", "Backup talk.")  # under the threshold
    assert await ask(chat, QUESTION, StreamResponse(openai_text_stream("We chose PostgreSQL."))) == "complete"
    assert await ask(chat, QUESTION, StreamResponse(openai_text_stream("I cannot tell from here."))) == "complete"
    # an answer repeating only the question's words did not use the memory
    assert await ask(chat, QUESTION, StreamResponse(openai_text_stream("The Orion migration: decided."))) == "complete"
    found = await rows(chat, agent)
    assert list(found) == ["l0_inject"]
    values = [m.value for m in found["l0_inject"]]
    assert [v["used_in_reply"] for v in values] == [True, False, False]
    assert all(v["result_count"] == 1 and v["top_score"] == 1.0 for v in values)  # every query term is in the episode
    conversation_ids = {m.session_key for m in found["l0_inject"]}
    assert len(conversation_ids) == 3  # one conversation per send, each row carries its own
    [stats] = await metrics(chat).aggregate_retrieval(agent.id)
    assert (stats.source, stats.count, round(stats.usage_rate, 4), stats.avg_score) == ("l0_inject", 3, 0.3333, 1.0)


async def test_search_expand_and_facts_in_one_run(chat: ChatWorld) -> None:
    agent = await chat.agent()
    episode = await remember(chat, agent, "c1", "Ada leads Orion; Orion moves to PostgreSQL.", "Orion plan.", "Orion")
    await KnowledgeGraphService(chat.app.stores.db, chat.app.stores.identity).ingest(
        agent, [EntityInput("Ada", "person", source_id=episode), EntityInput("Orion", "project", source_id=episode)],
        [RelationSpec("Ada", "Orion", "leads")],
    )
    state = await ask(
        chat, "Who leads Orion?",
        StreamResponse(openai_tool_stream([("call_1", "memory_search", json.dumps({"query": "orion"}))])),
        StreamResponse(openai_tool_stream([("call_2", "memory_expand", json.dumps({"episodic_id": episode}))])),
        StreamResponse(openai_text_stream("Ada leads Orion.")),
    )
    assert state == "complete"
    found = await rows(chat, agent)
    assert sorted(found) == ["episodic", "expand", "kg", "l0_inject"]
    value = {key: found[key][0].value for key in found}
    # the inject and the search offered the episode the model then expanded: both used
    assert value["l0_inject"] == {"result_count": 1, "top_score": 1.0, "used_in_reply": True}
    assert value["episodic"] == {"result_count": 1, "top_score": 1.0, "used_in_reply": True}
    # the fact "Orion" only echoed the query; the expanded summary gave "Ada", which the answer names
    assert value["kg"] == {"result_count": 1, "top_score": 1.0, "used_in_reply": False}
    assert value["expand"] == {"result_count": 1, "top_score": 1.0, "used_in_reply": True}
    stats = {s.source: s for s in await metrics(chat).aggregate_retrieval(agent.id)}
    assert stats["kg"].usage_rate == 0.0 and stats["expand"].usage_rate == 1.0


async def test_a_run_without_an_answer_records_the_reads_as_unused(chat: ChatWorld) -> None:
    agent = await chat.agent()
    await remember(chat, agent, "c1", "Budget for the garden project is 500 euros.", "Garden budget 500.", "garden")
    state = await ask(
        chat, "What is the garden budget?",
        StreamResponse(openai_tool_stream([("call_1", "memory_search", json.dumps({"query": "garden budget"}))])),
        server_error(),
    )
    assert state == "error"
    found = await rows(chat, agent)
    assert sorted(found) == ["episodic", "l0_inject"]  # no KG fact matched: nothing to record for kg
    assert [m.value["used_in_reply"] for ms in found.values() for m in ms] == [False, False]


async def test_reads_outside_a_run_are_not_recorded(chat: ChatWorld) -> None:
    agent = await chat.agent()
    await remember(chat, agent, "c1", "Orion notes.", "Orion.", "Orion")
    result = await MemorySearchTool(MemoryRecall(chat.app.stores)).run({"query": "orion"}, ToolContext(agent, "conv", "call"))
    assert result.ok and json.loads(result.content)["episodes"]
    assert await rows(chat, agent) == {}


async def test_a_failing_metrics_table_does_not_touch_the_answer(chat: ChatWorld) -> None:
    agent = await chat.agent()
    await remember(chat, agent, "c1", "Orion database migration to PostgreSQL was decided.", "Orion moves to PostgreSQL.", "Orion")
    await chat.app.stores.db.execute(
        "CREATE TEMP TRIGGER refuse_metrics BEFORE INSERT ON agent_evolution_metrics "
        "BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    )
    assert await ask(chat, QUESTION, StreamResponse(openai_text_stream("We chose PostgreSQL."))) == "complete"
    assert "Orion moves to PostgreSQL." in chat.server.requests_to(OPENAI_PATH)[-1].body["messages"][0]["content"]
    await chat.app.stores.db.execute("DROP TRIGGER refuse_metrics")
    assert await rows(chat, agent) == {}
    assert await ask(chat, QUESTION, StreamResponse(openai_text_stream("We chose PostgreSQL."))) == "complete"
    assert len((await rows(chat, agent))["l0_inject"]) == 1


async def test_unused_injections_lead_to_a_suggestion_that_turns_the_inject_off(chat: ChatWorld) -> None:
    agent = await chat.agent()
    await remember(chat, agent, "c1", "Orion database migration to PostgreSQL was decided.", "Orion moves to PostgreSQL.", "Orion")
    for _ in range(3):
        assert await ask(chat, QUESTION, StreamResponse(openai_text_stream("No idea, sorry."))) == "complete"
    evolution = EvolutionService(chat.app.stores.db, chat.app.stores.identity, thresholds=Thresholds(min_injections=3))
    [suggestion] = await evolution.generate()
    assert suggestion.suggestion_type == AUTO_INJECT_OFF and "used in 0% of them" in suggestion.rationale
    assert await evolution.generate() == []  # filed once
    applied = await evolution.approve(suggestion.id)
    assert applied.status == "applied"
    assert applied.applied_changes == {"agent_key": "helper", "before": {"memory_config": {}},
                                       "after": {"memory_config": {"auto_inject": False}}}
    assert await ask(chat, QUESTION, StreamResponse(openai_text_stream("ok"))) == "complete"
    assert "Memory of earlier" not in str(chat.server.requests_to(OPENAI_PATH)[-1].body["messages"][0]["content"])
    assert len((await rows(chat, agent))["l0_inject"]) == 3  # the fourth run injected nothing
