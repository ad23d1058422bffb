"""Progressive loading in real runs: L0 auto-inject, memory_search / memory_expand, consolidation hooks."""

from __future__ import annotations

import json

from goclaw_lite.agent.tools.memory_tools import MemoryExpandTool, MemorySearchTool
from goclaw_lite.agent.tools.registry import ToolContext
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.memory.consolidation import ConsolidationWorker
from goclaw_lite.memory.recall import AutoInjector, InjectSettings, MemoryRecall
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import EntityInput, RelationSpec
from goclaw_lite.model.memory import EpisodeInput, JobStage
from goclaw_lite.store.chat.episodic import EpisodicStore
from tests.support.fake_llm import (
    OPENAI_PATH,
    StreamResponse,
    openai_text_stream,
    openai_tool_stream,
)
from tests.support.waiting import until
from tests.unit.agent.conftest import ChatWorld, collect

QUESTION = "What did we decide about the Orion database migration?"


async def remember(chat: ChatWorld, agent: Agent, source: str, summary: str, abstract: str, *topics: str) -> str:
    store = EpisodicStore(chat.app.stores.db, chat.app.stores.identity)
    created = await store.create(
        store.scope(agent.id), EpisodeInput("conversation:x", summary, abstract, tuple(topics), source_id=source)
    )
    return created.episode.id


def system_of(chat: ChatWorld, index: int = -1) -> str:
    body = chat.server.requests_to(OPENAI_PATH)[index].body
    first = body["messages"][0]
    return first["content"] if first["role"] == "system" else ""


async def test_relevant_abstracts_are_injected_into_the_system_prompt(chat: ChatWorld) -> None:
    agent = await chat.agent(system_prompt="You are helpful.")
    hit = await remember(chat, agent, "c1", "Orion database migration to PostgreSQL was decided.", "Orion moves to PostgreSQL.", "Orion")
    weak = await remember(chat, agent, "c2", "We talked about a database backup.", "Backup talk.")
    await remember(chat, agent, "c3", "Holiday plans in Lisbon.", "Lisbon trip.")
    chat.server.script_openai(StreamResponse(openai_text_stream("We chose PostgreSQL.")))
    events = await collect(await chat.service().send(QUESTION))
    assert events[-1].state == "complete"
    system = system_of(chat)
    assert system.startswith("You are helpful.\n\nMemory of earlier conversations")
    assert f"- [{hit}] Orion moves to PostgreSQL." in system
    assert weak not in system  # only "database" of 4 terms: relevance 0.25, under the 0.3 threshold
    assert "Lisbon" not in system


async def test_injection_caps_entries_and_tokens_and_obeys_the_switch(chat: ChatWorld) -> None:
    agent = await chat.agent()
    for i in range(8):
        await remember(chat, agent, f"c{i}", f"Orion migration note {i}", f"Orion migration step {i} " + "x" * 40)
    recall = MemoryRecall(chat.app.stores)
    section = await AutoInjector(recall)(agent, "orion migration")
    lines = [line for line in section.splitlines() if line.startswith("- [")]
    assert 1 <= len(lines) <= 5
    assert len(section.encode()) / 3 <= 200  # the estimate the loop budgets with (3 bytes a token)
    small = await AutoInjector(recall, InjectSettings(max_tokens=60))(agent, "orion migration")
    assert 0 < len([line for line in small.splitlines() if line.startswith("- [")]) < len(lines)
    await chat.agents.update(agent.id, memory_config={"auto_inject": False})
    off = await chat.agents.get(agent.id)
    assert await AutoInjector(recall)(off, "orion migration") == ""
    chat.server.script_openai(StreamResponse(openai_text_stream("ok")))
    await collect(await chat.service().send("orion migration", agent_key=off.agent_key))
    assert "Memory of earlier" not in system_of(chat)
    await recall.drain()


async def test_memory_search_and_expand_tools_in_a_run(chat: ChatWorld) -> None:
    agent = await chat.agent()
    episode = await remember(chat, agent, "c1", "Ada leads Orion; Orion moves to PostgreSQL.", "Orion plan.", "Orion")
    await KnowledgeGraphService(chat.app.stores.db, chat.app.stores.identity).ingest(
        agent,
        [EntityInput("Ada", "person", source_id=episode), EntityInput("Orion", "project", source_id=episode),
         EntityInput("Unrelated", "thing")],
        [RelationSpec("Ada", "Orion", "leads")],
    )
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_1", "memory_search", json.dumps({"query": "orion"}))])),
        StreamResponse(openai_tool_stream([("call_2", "memory_expand", json.dumps({"episodic_id": episode}))])),
        StreamResponse(openai_text_stream("Ada leads Orion.")),
    )
    events = await collect(await chat.service().send("Who leads Orion?"))
    assert events[-1].state == "complete"
    offered = [t["function"]["name"] for t in chat.server.requests_to(OPENAI_PATH)[0].body["tools"]]
    assert "memory_search" in offered and "memory_expand" in offered
    tool_rows = [m for m in chat.server.requests_to(OPENAI_PATH)[2].body["messages"] if m["role"] == "tool"]
    found = json.loads(tool_rows[0]["content"])
    assert [e["id"] for e in found["episodes"]] == [episode]
    assert [f["name"] for f in found["facts"]] == ["Orion"]
    expanded = json.loads(tool_rows[1]["content"])
    assert expanded["summary"] == "Ada leads Orion; Orion moves to PostgreSQL."
    assert sorted(e["name"] for e in expanded["entities"]) == ["Ada", "Orion"]
    assert expanded["relations"] == [{"source": "Ada", "relation": "leads", "target": "Orion"}]
    store = EpisodicStore(chat.app.stores.db, chat.app.stores.identity)
    async def recalled_once() -> bool:
        return (await store.get(episode)).recall_count >= 1

    await until(recalled_once, "the recall update, which runs in the background")
    recalled = await store.get(episode)
    assert recalled.recall_count >= 1 and recalled.recall_score > 0 and recalled.last_recalled_at


async def test_memory_tools_are_hidden_without_memory_and_check_ownership(chat: ChatWorld) -> None:
    agent = await chat.agent()
    other = await chat.agent("other")
    recall = MemoryRecall(chat.app.stores)
    search, expand = MemorySearchTool(recall), MemoryExpandTool(recall)
    ctx = ToolContext(agent, "conv", "call")
    assert not await search.is_available(ctx)
    theirs = await remember(chat, other, "c1", "Secret plans of the other agent.", "Other.")
    assert not await expand.is_available(ctx)
    result = await expand.run({"episodic_id": theirs}, ctx)
    assert not result.ok and "No episode" in result.content
    bad = await search.run({"query": "x" * 600}, ctx)
    assert not bad.ok


async def test_completed_runs_and_closing_notify_consolidation(chat: ChatWorld) -> None:
    agent = await chat.agent()
    worker = ConsolidationWorker(chat.app.stores)
    service = chat.service(on_conversation_done=worker.notify)
    chat.server.script_openai(StreamResponse(openai_text_stream("Hello.")))
    events = await collect(await service.send("hi"))
    cid = events[-1].conversation_id
    job = await worker.jobs.find(agent.id, "conversation", cid)
    assert job is not None and job.stage is JobStage.PENDING
    await service.close_conversation(cid)
    assert len(await worker.jobs.list()) == 1  # still one job for the conversation

    async def broken(agent_id: str, conversation_id: str) -> None:
        raise RuntimeError("boom")

    failing = chat.service(on_conversation_done=broken)
    chat.server.script_openai(StreamResponse(openai_text_stream("Still fine.")))
    assert (await collect(await failing.send("again")))[-1].state == "complete"
