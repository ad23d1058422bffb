"""Every run writes a trace: the real service and run loop, the fake LLM server over TCP, a real
MCP server, real hook processes, the real SQLite store. The tree, the numbers, the secrets."""

from __future__ import annotations

import base64
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.model.chat_api import ToolApprovalNeeded
from goclaw_lite.model.traces import Span, TraceDetail, TraceFilter
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.records.traces import INTERRUPTED, TraceStore, TraceWriter
from tests.support.fake_llm import StreamResponse, openai_text_stream, openai_tool_stream, server_error
from tests.support.mcp_servers import FAULT_SERVER, PYTHON
from tests.unit.agent.conftest import ChatWorld, collect
from tests.unit.agent.test_delegation_tools import call, spawner

pytestmark = pytest.mark.slow

SECRET = "trace-secret-7f3a9c1e5b"


def store(chat: ChatWorld) -> TraceStore:
    return TraceStore(chat.app.stores.db, chat.app.stores.identity)


async def only_trace(chat: ChatWorld, **query: Any) -> TraceDetail:
    [trace] = await store(chat).list_traces(TraceFilter(**query))
    detail = await store(chat).get(trace.id)
    assert detail is not None
    return detail


def children(detail: TraceDetail, parent: Span) -> list[Span]:
    return [s for s in detail.spans if s.parent_span_id == parent.id]


async def _run(service: Any, text: str, **kwargs: Any) -> list[Any]:
    run = await service.send(text, **kwargs)
    events = []
    async for event in run.events():
        events.append(event)
        if isinstance(event, ToolApprovalNeeded):
            service.resolve_approval(event.call_id, True)
    return events


async def test_tools_mcp_a_hook_and_a_fallback_make_the_right_tree(chat: ChatWorld) -> None:
    agent = await chat.agent(tool_policy={"*": "allow"}, fallback=(("local", "fake-large"),))
    service = chat.service()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
    await service.mcp.grant("fault", agent.agent_key)
    hook = await HookStore(chat.app.stores.db, chat.app.stores.identity).create(
        "before_tool", "command", {"argv": [PYTHON, "-c", "pass"]}, matcher="current_time", name="clock-guard")
    chat.server.script_openai(server_error(), model="fake-small")
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "current_time", '{"timezone": "UTC"}'),
                                           ("c2", "fault__echo", '{"text": "hello mcp"}')])),
        StreamResponse(openai_text_stream("All done.", usage=(50, 7))),
        model="fake-large",
    )
    events = await _run(service, "What time is it? Echo too.")
    assert events[-1].state == "complete"

    detail = await only_trace(chat)
    trace = detail.trace
    assert (trace.status, trace.name, trace.agent_id, trace.session_key) == (
        "completed", "chat helper", agent.id, events[-1].conversation_id)
    assert trace.input_preview == "What time is it? Echo too." and trace.output_preview == "All done."
    [root] = [s for s in detail.spans if s.parent_span_id is None]
    assert (root.span_type, root.name, root.status) == ("agent", "helper", "completed")
    top = children(detail, root)
    llm = [s for s in top if s.span_type == "llm_call"]
    tools = [s for s in top if s.span_type == "tool_call"]
    assert len(llm) == 2 and [t.tool_name for t in tools] == ["current_time", "fault__echo"]
    first, second = llm
    assert (first.provider, first.model, first.metadata["attempt"]) == ("local", "fake-large", 2)
    assert first.metadata["fallback_reasons"] == ["local/fake-small: server error (HTTP 500)"]
    [fell_back] = children(detail, first)
    assert (fell_back.status, fell_back.model) == ("error", "fake-small") and "500" in (fell_back.error or "")
    assert first.finish_reason == "tool_calls" and second.finish_reason == "stop"
    assert (second.input_tokens, second.output_tokens, second.output_preview) == (50, 7, "All done.")
    assert second.metadata["message_id"] == events[-1].final_message_id
    assert trace.total_input_tokens >= 50 and trace.total_output_tokens >= 7
    assert (trace.llm_call_count, trace.tool_call_count, trace.span_count) == (3, 2, len(detail.spans))
    clock, echo = tools
    assert clock.status == "completed" and json.loads(clock.input_preview or "") == {"timezone": "UTC"}
    assert json.loads(clock.output_preview or "")["timezone"] == "UTC" and clock.metadata["size"] > 0
    [hook_span] = children(detail, clock)
    assert (hook_span.span_type, hook_span.name, hook_span.metadata["decision"]) == (
        "event", "hook.clock-guard.before_tool", "allow")
    assert echo.metadata["kind"] == "mcp" and echo.metadata["mcp_server"] == "fault"
    assert echo.output_preview == "hello mcp" and not children(detail, echo)  # the hook's matcher left it alone
    assert all(s.start_time >= trace.start_time and (s.duration_ms or 0) >= 0 for s in detail.spans)
    assert await store(chat).for_message(trace.session_key or "", events[-1].final_message_id) == trace.id
    assert hook.id


async def test_a_planted_secret_never_lands_in_a_span(chat: ChatWorld) -> None:
    agent = await chat.agent(tool_policy={"*": "allow"})
    service = chat.service()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"],
                          env={"FAULT_SECRET": SECRET})
    await service.mcp.grant("fault", agent.agent_key)
    b64 = base64.b64encode(SECRET.encode()).decode()
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([
            ("s1", "fault__echo", json.dumps({"text": f"the key is {SECRET}"})),  # in the arguments and the result
            ("s2", "fault__secret", "{}"),  # in the result only
            ("s3", "fault__echo", json.dumps({"text": f"encoded {b64}"})),  # another form of it
        ])),
        StreamResponse(openai_text_stream("Nothing to see.")),
    )
    events = await _run(service, "leak it")
    assert events[-1].state == "complete"
    detail = await only_trace(chat)
    assert len([s for s in detail.spans if s.span_type == "tool_call"]) == 3
    texts = json.dumps([[s.input_preview, s.output_preview, s.error, dict(s.metadata)] for s in detail.spans])
    assert SECRET not in texts and b64 not in texts and "[REDACTED:" in texts
    # the file itself: the only other rows that keep a model's arguments verbatim are its own messages
    db = chat.app.stores.db
    await db.execute("DELETE FROM agent_messages")
    await db.execute("VACUUM")
    await db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    path = Path(chat.app.paths.db_path)
    wal = path.with_name(path.name + "-wal")
    blob = path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    assert SECRET.encode() not in blob and b64.encode() not in blob
    assert await db.fetch_value("SELECT COUNT(*) FROM spans") == len(detail.spans)  # the spans are still there


async def test_a_subagent_has_its_own_trace_naming_its_parent(chat: ChatWorld) -> None:
    await spawner(chat)
    chat.server.script_openai(
        call("call_s1", "spawn", task="Count to two.", subject="count"),
        StreamResponse(openai_text_stream("one, two", usage=(10, 3))),
        StreamResponse(openai_text_stream("It counted.")),
    )
    run = await chat.service().send("Delegate counting")
    assert (await collect(run))[-1].state == "complete"
    [parent] = await store(chat).list_traces(TraceFilter(roots_only=True))
    assert run.trace_id == parent.id  # the handle names its trace (a job's history links it)
    detail = await store(chat).get(parent.id)
    assert detail is not None and [c.name for c in detail.children] == ["subagent helper"]
    child = await store(chat).get(detail.children[0].id)
    assert child is not None and child.trace.parent_trace_id == parent.id and child.trace.tags == ("subagent",)
    assert child.trace.output_preview == "one, two" and child.trace.total_output_tokens == 3
    assert [s.tool_name for s in detail.spans if s.span_type == "tool_call"] == ["spawn"]


async def test_a_stopped_run_and_a_crash_leave_traces_that_say_so(chat: ChatWorld) -> None:
    await chat.agent()
    service = chat.service()
    chat.server.script_openai(StreamResponse(openai_text_stream("slow " * 50), delay=0.05))
    run = await service.send("talk slowly")
    async for event in run.events():
        if type(event).__name__ == "TokenDelta":
            run.stop()
    detail = await only_trace(chat)
    assert detail.trace.status == "cancelled"
    assert [s.status for s in detail.spans if s.span_type == "llm_call"] == ["error"]
    # a crash: the row the run began with is all there is; the next start marks it
    db = chat.app.stores.db
    await db.execute("UPDATE traces SET status = 'running', end_time = NULL")
    report = await chat.service().run_maintenance(at_startup=True)
    assert report.interrupted == 0
    detail = await only_trace(chat)
    assert (detail.trace.status, detail.trace.error) == ("error", INTERRUPTED)


async def test_a_run_only_queues_its_trace_and_every_read_and_the_close_write_it(chat: ChatWorld) -> None:
    await chat.agent()
    db = chat.app.stores.db
    writer = TraceWriter.of(store(chat), linger=3600)  # the service's writer, gathering for an hour
    service = chat.service()
    assert TraceWriter.of(service.traces) is writer and writer.linger == 3600
    chat.server.script_openai(StreamResponse(openai_text_stream("slow " * 40), delay=0.05))
    run = await service.send("talk slowly")
    async for event in run.events():
        if type(event).__name__ == "TokenDelta" and not await db.fetch_value("SELECT COUNT(*) FROM traces"):
            await writer.flush()  # what the timer would do: mid-run the trace says it is running
            assert await db.fetch_value("SELECT status FROM traces") == "running"
    assert run.final is not None and run.final.state == "complete"
    assert await db.fetch_value("SELECT status FROM traces") == "running"  # its end is queued, not written
    assert (await only_trace(chat)).trace.status == "completed"  # a read writes the queue first

    chat.server.script_openai(StreamResponse(openai_text_stream("quick")))
    second = await service.send("and again")
    assert (await collect(second))[-1].state == "complete"
    assert await db.fetch_value("SELECT COUNT(*) FROM traces") == 1  # queued, never begun apart
    await chat.app.close()  # a clean shutdown writes it
    with sqlite3.connect(chat.app.paths.db_path) as raw:
        rows = raw.execute("SELECT status, span_count FROM traces WHERE id = ?", (second.trace_id,)).fetchall()
        spans = raw.execute("SELECT COUNT(*) FROM spans WHERE trace_id = ?", (second.trace_id,)).fetchone()[0]
    assert rows == [("completed", spans)] and spans >= 2


async def test_tracing_off_writes_nothing(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("quiet")))
    run = await chat.service(tracing=False).send("hello")
    assert (await collect(run))[-1].state == "complete" and run.trace_id is None
    assert await store(chat).storage() == (0, 0)


async def test_the_daily_cleanup_keeps_traces_as_long_as_settings_say(chat: ChatWorld) -> None:
    from dataclasses import replace as changed
    from datetime import UTC, datetime, timedelta

    from goclaw_lite.settings import load_settings, save_settings
    from tests.support.traces import seed_trace

    agent = await chat.agent()
    now = datetime.now(UTC)
    old = await seed_trace(store(chat), agent.id, start=now - timedelta(days=10))
    new = await seed_trace(store(chat), agent.id, start=now - timedelta(days=3))
    service = chat.app.services.chat  # built with the switches Settings holds
    assert (await service.run_maintenance()).traces_deleted == 0  # 30 days by default
    save_settings(chat.app.paths, changed(load_settings(chat.app.paths), trace_retention_days=7))
    assert (await service.run_maintenance()).traces_deleted == 1  # read afresh at each pass
    assert await store(chat).get(old.trace_id) is None and await store(chat).get(new.trace_id) is not None
    assert await store(chat).storage() == (1, 7)
