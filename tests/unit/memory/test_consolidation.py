"""Consolidation against the real fake LLM server: the flow, idle rules, bad JSON, crashes, races."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta

import pytest

from goclaw_lite.memory.consolidation import ConsolidationSettings, ConsolidationWorker
from goclaw_lite.memory.extraction import MalformedAnswer, parse_summary
from goclaw_lite.model.memory import ConsolidationJob, JobStage
from goclaw_lite.store.chat.episodic import EpisodicStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from tests.support.fake_llm import OPENAI_PATH, server_error
from tests.unit.memory.conftest import EXTRACTION, SUMMARY, MemoryWorld, answer


class Crash(BaseException):
    """Stands for the process dying: nothing in the worker catches it."""


def worker(world: MemoryWorld, **kw: object) -> ConsolidationWorker:
    return ConsolidationWorker(world.app.stores, **kw)  # type: ignore[arg-type]


def requests(world: MemoryWorld) -> list[dict[str, object]]:
    return [e.body for e in world.server.requests_to(OPENAI_PATH)]


async def kg_counts(world: MemoryWorld) -> tuple[int, int]:
    return await world.count("kg_entities"), await world.count("kg_relations")


async def test_closed_conversation_becomes_an_episode_and_graph_facts(world: MemoryWorld) -> None:
    cid = await world.conversation()
    await world.conversations.close(cid)
    w = worker(world)
    job = await w.notify(world.agent.id, cid)
    assert job is not None and job.stage is JobStage.PENDING
    world.server.script_openai(answer(SUMMARY), answer(EXTRACTION))
    report = await w.run_pending()
    assert report.done == [job.id] and report.failed == []
    episode = await EpisodicStore(world.app.stores.db, world.app.stores.identity).get_by_source_id(
        w.episodes.scope(world.agent.id), cid
    )
    assert episode is not None
    assert episode.summary == SUMMARY["summary"] and episode.l0_abstract == SUMMARY["abstract"]
    assert episode.key_topics == ("Orion", "PostgreSQL migration")
    assert episode.turn_count == 1 and episode.token_count == 5
    assert await kg_counts(world) == (3, 2)  # the relation to an unknown entity is dropped
    graph = KnowledgeGraphStore(world.app.stores.db, world.app.stores.identity)
    ada = await graph.find_by_name(graph.scope(world.agent.id), "ada")
    assert ada[0].source_id == episode.id
    sent = requests(world)
    assert len(sent) == 2
    assert "Let's move Orion to PostgreSQL." in sent[0]["messages"][-1]["content"]  # type: ignore[index]
    assert SUMMARY["summary"] in sent[1]["messages"][-1]["content"]  # type: ignore[index]
    # again: the job is done, nothing is asked or written twice
    assert (await w.notify(world.agent.id, cid)).stage is JobStage.DONE  # type: ignore[union-attr]
    assert (await w.run_pending(force=True)).done == []
    assert len(requests(world)) == 2 and await world.count("episodic_summaries") == 1
    assert (await w.jobs.get(job.id)).attempts == 1  # one claim carried both stages


async def test_open_conversations_wait_until_idle(world: MemoryWorld) -> None:
    cid = await world.conversation()
    now = [datetime.now(UTC)]
    w = worker(world, clock=lambda: now[0], settings=ConsolidationSettings(idle_after=timedelta(minutes=30)))
    await w.notify(world.agent.id, cid)
    report = await w.run_pending()
    assert report.waiting == 1 and requests(world) == []
    now[0] += timedelta(minutes=31)
    world.server.script_openai(answer(SUMMARY), answer({"entities": [], "relations": []}))
    assert len((await w.run_pending()).done) == 1
    assert await world.count("episodic_summaries") == 1 and await kg_counts(world) == (0, 0)


async def test_force_runs_one_conversation_now(world: MemoryWorld) -> None:
    first, second = await world.conversation(), await world.conversation("Another topic", "Fine.")
    w = worker(world)
    await w.notify(world.agent.id, first)
    await w.notify(world.agent.id, second)
    world.server.script_openai(answer(SUMMARY), answer(EXTRACTION))
    report = await w.run_pending(force=True, source_id=second)
    assert len(report.done) == 1
    assert (await w.jobs.find(world.agent.id, "conversation", first)).stage is JobStage.PENDING  # type: ignore[union-attr]


async def test_malformed_json_is_retried_once_then_recorded(world: MemoryWorld) -> None:
    cid = await world.conversation()
    w = worker(world)
    job = await w.notify(world.agent.id, cid)
    assert job is not None
    world.server.script_openai(answer("Sure! Here is the summary: it went well."), answer('{"summary": ""}'))
    report = await w.run_pending(force=True)
    assert report.failed == [job.id]
    failed = await w.jobs.get(job.id)
    assert failed.stage is JobStage.FAILED and failed.last_error == "malformed model answer: summary must be non-empty text"
    sent = requests(world)
    assert len(sent) == 2  # one retry, then no more
    assert "not usable: the answer holds no JSON object" in sent[1]["messages"][-1]["content"]  # type: ignore[index]
    assert await world.count("episodic_summaries") == 0
    assert (await w.run_pending(force=True)).failed == []  # a failed job is not taken again


async def test_malformed_then_good_json_and_fenced_json(world: MemoryWorld) -> None:
    cid = await world.conversation()
    w = worker(world)
    job = await w.notify(world.agent.id, cid)
    fenced = "```json\n" + json.dumps(EXTRACTION) + "\n```"
    world.server.script_openai(answer("{not json"), answer(SUMMARY), answer(fenced))
    assert (await w.run_pending(force=True)).done == [job.id]  # type: ignore[union-attr]
    assert await kg_counts(world) == (3, 2)


async def test_crash_between_steps_resumes_without_double_writes(world: MemoryWorld) -> None:
    cid = await world.conversation()
    await world.conversations.close(cid)

    async def die(stage: str, job: ConsolidationJob) -> None:
        raise Crash(stage)

    crashing = worker(world, checkpoint=die)
    job = await crashing.notify(world.agent.id, cid)
    assert job is not None
    world.server.script_openai(answer(SUMMARY))
    with pytest.raises(Crash):
        await crashing.run_pending()
    assert (await crashing.jobs.get(job.id)).stage is JobStage.SUMMARIZED
    assert await world.count("episodic_summaries") == 1 and await kg_counts(world) == (0, 0)

    restarted = worker(world, settings=ConsolidationSettings(poll_interval=0.05))
    assert (await restarted.run_pending()).done == []  # the dead claim still holds its lease ...
    world.server.script_openai(answer(EXTRACTION))
    restarted.start()  # ... which the start-up pass ignores: this process holds the writer lock
    try:
        for _ in range(200):
            if (await restarted.jobs.get(job.id)).stage is JobStage.DONE:
                break
            await asyncio.sleep(0.05)
    finally:
        await restarted.aclose()
    assert (await restarted.jobs.get(job.id)).stage is JobStage.DONE
    assert len(requests(world)) == 2  # the summary was not asked for again
    assert await world.count("episodic_summaries") == 1 and await kg_counts(world) == (3, 2)


async def test_a_stored_episode_is_not_summarized_again(world: MemoryWorld) -> None:
    """A crash after the episode committed but before the job moved on (an older build)."""
    cid = await world.conversation()
    w = worker(world)
    job = await w.notify(world.agent.id, cid)
    world.server.script_openai(answer(SUMMARY), answer(EXTRACTION))
    await w.run_pending(force=True)
    await world.app.stores.db.execute("UPDATE consolidation_jobs SET stage = 'pending'")
    world.server.script_openai(answer(EXTRACTION))
    assert (await w.run_pending(force=True)).done == [job.id]  # type: ignore[union-attr]
    assert len(requests(world)) == 3 and await world.count("episodic_summaries") == 1
    assert await kg_counts(world) == (3, 2)  # the re-ingest updated, it did not duplicate


async def test_two_workers_never_run_one_job_twice(world: MemoryWorld) -> None:
    cid = await world.conversation()
    a, b = worker(world), worker(world)
    job = await a.notify(world.agent.id, cid)
    world.server.script_openai(answer(SUMMARY), answer(EXTRACTION))
    reports = await asyncio.gather(a.run_pending(force=False, ignore_leases=False), b.run_pending(), return_exceptions=True)
    # neither is forced and the conversation is not idle: nothing ran; now both force at once
    assert all(not isinstance(r, BaseException) and r.done == [] for r in reports)
    reports = await asyncio.gather(a.run_pending(force=True), b.run_pending(force=True))
    assert sorted(len(r.done) for r in reports) == [0, 1]
    assert len(requests(world)) == 2 and await world.count("episodic_summaries") == 1
    assert (await a.jobs.get(job.id)).stage is JobStage.DONE  # type: ignore[union-attr]


async def test_provider_failures_retry_then_fail(world: MemoryWorld) -> None:
    cid = await world.conversation()
    w = worker(world, settings=ConsolidationSettings(max_attempts=2))
    job = await w.notify(world.agent.id, cid)
    assert job is not None
    world.server.script_openai(server_error(), server_error())
    assert (await w.run_pending(force=True)).waiting == 1
    kept = await w.jobs.get(job.id)
    assert kept.stage is JobStage.PENDING and kept.attempts == 1 and "HTTP 500" in (kept.last_error or "")
    assert (await w.run_pending(force=True)).failed == [job.id]
    assert (await w.jobs.get(job.id)).stage is JobStage.FAILED


async def test_deleted_conversation_and_switched_off_agent(world: MemoryWorld) -> None:
    cid = await world.conversation()
    w = worker(world)
    job = await w.notify(world.agent.id, cid)
    await world.conversations.delete(cid)
    assert (await w.run_pending()).failed == [job.id]  # type: ignore[union-attr]
    assert "deleted" in ((await w.jobs.get(job.id)).last_error or "")  # type: ignore[union-attr]
    quiet = await world.agents.create("quiet", provider="local", model="fake-small")
    await world.agents.update(quiet.id, memory_config={"consolidation": False})
    assert await w.notify(quiet.id, await world.conversation()) is None


def test_an_answer_json_that_python_refuses_beyond_syntax_is_malformed() -> None:
    """A plain ValueError from json.loads (an integer past the digit limit) is a malformed answer, not a crash."""
    with pytest.raises(MalformedAnswer, match="not valid JSON"):
        parse_summary('{"summary": ' + "9" * 5000 + "}")


async def test_each_consolidation_is_a_trace_of_its_stages_and_model_calls(world: MemoryWorld) -> None:
    from goclaw_lite.model.traces import TraceFilter
    from goclaw_lite.store.records.traces import TraceStore

    cid = await world.conversation()
    await world.conversations.close(cid)
    w = worker(world)
    await w.notify(world.agent.id, cid)
    world.server.script_openai(answer("{not json"), answer(SUMMARY), answer(EXTRACTION))
    assert len((await w.run_pending()).done) == 1
    store = TraceStore(world.app.stores.db, world.app.stores.identity)
    [trace] = await store.list_traces(TraceFilter())
    detail = await store.get(trace.id)
    assert detail is not None
    assert (trace.status, trace.session_key, trace.tags, trace.agent_id) == (
        "completed", cid, ("memory",), world.agent.id)
    by_name = {s.name: s for s in detail.spans if s.span_type == "event"}
    summarize, extract = by_name["memory.summarize"], by_name["memory.extract"]
    calls = [s for s in detail.spans if s.span_type == "llm_call"]
    assert [c.parent_span_id for c in calls] == [summarize.id, summarize.id, extract.id]  # the bad answer asked twice
    assert all(c.provider and c.model and c.status == "completed" for c in calls)
    assert extract.metadata["entities"] == 3 and trace.llm_call_count == 3
