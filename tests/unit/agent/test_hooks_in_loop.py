"""Lifecycle hooks in the real run loop: the real service, the fake LLM server over TCP,
real hook processes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from goclaw_lite.model.chat_api import RunFinished, ToolCallFinished
from goclaw_lite.store.definitions.hooks import HookStore
from tests.support.fake_llm import (
    OPENAI_PATH,
    StreamResponse,
    openai_text_stream,
    openai_tool_stream,
)
from tests.unit.agent.conftest import ChatWorld, collect

PY = sys.executable
CALL = [("call_1", "current_time", json.dumps({"timezone": "UTC"}))]


def recorder(path: Path) -> dict[str, list[str]]:
    code = ("import json, sys; d = json.load(sys.stdin); "
            f"open({str(path)!r}, 'a').write(json.dumps(d) + chr(10))")
    return {"argv": [PY, "-c", code]}


def hooks_of(chat: ChatWorld) -> HookStore:
    return HookStore(chat.app.stores.db, chat.app.stores.identity)


def script_tool_then_answer(chat: ChatWorld) -> None:
    chat.server.script_openai(StreamResponse(openai_tool_stream(CALL)), StreamResponse(openai_text_stream("Done.")))


async def test_every_event_reaches_its_hooks_in_order(chat: ChatWorld, tmp_path: Path) -> None:
    agent = await chat.agent()
    log = tmp_path / "events.jsonl"
    for event in ("before_run", "after_run", "before_tool", "after_tool"):
        await hooks_of(chat).create(event, "command", recorder(log))
    script_tool_then_answer(chat)
    run = await chat.service().send("What time is it?")
    events = await collect(run)
    assert isinstance(events[-1], RunFinished) and events[-1].state == "complete"
    docs = [json.loads(line) for line in log.read_text().splitlines()]
    assert [d["event"] for d in docs] == ["before_run", "before_tool", "after_tool", "after_run"]
    assert all(d["agent_key"] == "helper" and d["conversation_id"] == run.conversation_id for d in docs)
    assert docs[1]["tool"] == {"name": "current_time", "arguments": {"timezone": "UTC"}}
    assert json.loads(docs[2]["result"])["timezone"] == "UTC" and docs[2]["is_error"] is False
    assert docs[3]["status"] == "complete" and docs[3]["final_message_id"] == events[-1].final_message_id
    runs = await hooks_of(chat).executions()
    assert len(runs) == 4 and {r.decision for r in runs} == {"allow"} and {r.session_id for r in runs} == {run.conversation_id}
    assert agent.id


async def test_a_before_tool_hook_blocks_the_call_and_the_model_hears_why(chat: ChatWorld) -> None:
    await chat.agent()
    await hooks_of(chat).create("before_tool", "builtin", {"builtin": "block", "reason": "clock is off limits"},
                                matcher="current_*")
    script_tool_then_answer(chat)
    run = await chat.service().send("What time is it?")
    events = await collect(run)
    assert events[-1].state == "complete"
    [finished] = [e for e in events if isinstance(e, ToolCallFinished)]
    assert not finished.ok and finished.denied and "blocked by a hook: clock is off limits" in finished.content
    second = chat.server.requests_to(OPENAI_PATH)[1].body["messages"]
    assert "clock is off limits" in second[-1]["content"]


async def test_a_before_run_hook_refuses_the_run_before_any_model_call(chat: ChatWorld) -> None:
    await chat.agent()
    await hooks_of(chat).create("before_run", "command", {"argv": [PY, "-c", "print('quiet hours'); raise SystemExit(2)"]})
    run = await chat.service().send("Hello?")
    events = await collect(run)
    assert events[-1].state == "error" and "quiet hours" in (events[-1].error or "")
    assert chat.server.requests_to(OPENAI_PATH) == []


async def test_failing_and_slow_hooks_never_break_the_chat(chat: ChatWorld) -> None:
    await chat.agent()
    store = hooks_of(chat)
    await store.create("before_tool", "command", {"argv": [PY, "-c", "raise SystemExit(7)"]})
    await store.create("after_tool", "command", {"argv": [PY, "-c", "import time; time.sleep(30)"]}, timeout_ms=400)
    await store.create("after_run", "command", {"argv": ["/nonexistent/hook"]})
    script_tool_then_answer(chat)
    run = await chat.service().send("What time is it?")
    events = await collect(run)
    assert events[-1].state == "complete"
    [finished] = [e for e in events if isinstance(e, ToolCallFinished)]
    assert finished.ok
    assert sorted(r.decision for r in await store.executions()) == ["error", "error", "timeout"]
