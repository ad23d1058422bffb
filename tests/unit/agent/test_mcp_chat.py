"""A chat whose agent uses a granted MCP server: the model (the fake OpenAI-compatible server)
asks for the tool, the real server answers, the model reads the real result.

Policies: an MCP tool asks before its first use; "always" is remembered in the agent's policy;
deny is honoured; a server the agent was not granted is not offered; filters apply.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.model.chat_api import ToolApprovalNeeded, ToolCallFinished, ToolCallRequested
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.conftest import skip_or_fail
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.mcp_servers import FAULT_SERVER, PYTHON, python_tool
from tests.unit.agent.conftest import ChatWorld

pytestmark = pytest.mark.slow


async def _run(service: Any, text: str, answer: str | None = None, **kwargs: Any) -> list[Any]:
    """Send and read every event, answering approvals with `answer` ("yes", "no", "always")."""
    run = await service.send(text, **kwargs)
    events = []
    async for event in run.events():
        events.append(event)
        if isinstance(event, ToolApprovalNeeded):
            assert answer is not None, f"unexpected approval for {event.name}"
            service.resolve_approval(event.call_id, answer != "no", always=answer == "always")
    return events


def _finished(events: list[Any]) -> list[ToolCallFinished]:
    return [e for e in events if isinstance(e, ToolCallFinished)]


async def test_chat_uses_the_real_time_server_and_answers_with_its_result(chat: ChatWorld) -> None:
    command = python_tool("mcp-server-time")
    if command is None:
        skip_or_fail("mcp-server-time is not installed (the test extra)")
    agent = await chat.agent()
    service = chat.service()
    await service.mcp.add("time", transport="stdio", command=command or "", args=["--local-timezone", "UTC"])
    await service.mcp.grant("time", agent.agent_key)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_t", "time__get_current_time", '{"timezone": "Asia/Tokyo"}')])),
        StreamResponse(openai_text_stream("It is late in Tokyo.")),
    )
    events = await _run(service, "What time is it in Tokyo?", "always")
    assert [e.decision for e in events if isinstance(e, ToolCallRequested)] == ["ask"]
    finished = _finished(events)[0]
    assert finished.ok and json.loads(finished.content)["timezone"] == "Asia/Tokyo"
    assert events[-1].state == "complete"
    offered = [t["function"]["name"] for t in chat.server.requests_to(OPENAI_PATH)[0].body["tools"]]
    assert "time__get_current_time" in offered and "time__convert_time" in offered
    second = chat.server.requests_to(OPENAI_PATH)[1].body["messages"]
    assert any(m["role"] == "tool" and "Asia/Tokyo" in m["content"] for m in second)  # the model read the real result
    # "always" was remembered: the next call of that tool does not ask
    assert (await chat.agents.get(agent.id)).tool_policy == {"time__get_current_time": "allow"}
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_t2", "time__get_current_time", '{"timezone": "UTC"}')])),
        StreamResponse(openai_text_stream("Noted.")),
    )
    again = await _run(service, "And in UTC?", conversation_id=events[-1].conversation_id)
    assert [e.decision for e in again if isinstance(e, ToolCallRequested)] == ["allow"] and _finished(again)[0].ok
    rows = await ActivityStore(chat.app.stores.db, chat.app.stores.identity).list(ActivityFilter(action="mcp.tool_call"))
    assert len(rows) == 2 and {r.details["tool"] for r in rows} == {"get_current_time"}
    assert all("Asia/Tokyo" not in json.dumps(r.details) for r in rows)  # never the arguments


async def test_deny_filters_and_a_scrubbed_secret(chat: ChatWorld) -> None:
    secret = "chat-secret-0a1b2c3d4e"
    agent = await chat.agent(tool_policy={"fault__echo": "deny", "fault__secret": "allow"})
    other = await chat.agent("other")
    service = chat.service()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"],
                          env={"FAULT_SECRET": secret})
    await service.mcp.grant("fault", agent.agent_key, deny=["die"])
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "fault__echo", '{"text": "x"}'), ("c2", "fault__secret", "{}")])),
        StreamResponse(openai_text_stream("ok")),
    )
    events = await _run(service, "go")
    first, second = _finished(events)
    assert first.denied and not first.ok
    assert second.ok and secret not in second.content and "[REDACTED:" in second.content
    offered = [t["function"]["name"] for t in chat.server.requests_to(OPENAI_PATH)[0].body["tools"]]
    assert "fault__secret" in offered and "fault__die" not in offered and "fault__echo" not in offered
    assert "fault__bad_schema" not in offered  # a schema providers refuse is left out
    sent = json.dumps([m["content"] for m in chat.server.requests_to(OPENAI_PATH)[1].body["messages"]])
    assert secret not in sent
    kept = await chat.app.stores.db.fetch_all("SELECT content FROM agent_messages WHERE role = 'tool'")
    assert kept and secret not in json.dumps([r["content"] for r in kept])  # nor in the database
    # an agent without a grant is not offered the server
    chat.server.script_openai(StreamResponse(openai_text_stream("hello")))
    await _run(service, "hi", agent_key=other.agent_key)
    offered_other = [t["function"]["name"] for t in chat.server.requests_to(OPENAI_PATH)[2].body.get("tools", [])]
    assert not any(name.startswith("fault__") for name in offered_other)


async def test_a_server_dying_mid_call_is_an_error_and_the_run_goes_on(chat: ChatWorld) -> None:
    agent = await chat.agent(tool_policy={"*": "allow"})
    service = chat.service()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
    await service.mcp.grant("fault", agent.agent_key)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("d1", "fault__die", "{}")])),
        StreamResponse(openai_tool_stream([("d2", "fault__echo", '{"text": "alive again"}')])),
        StreamResponse(openai_text_stream("Recovered.")),
    )
    events = await _run(service, "crash it")
    died, echoed = _finished(events)
    assert not died.ok and "exited or closed the connection" in died.content
    assert echoed.ok and echoed.content == "alive again"  # restarted on the next use
    assert events[-1].state == "complete"


async def test_hooks_see_mcp_calls_and_can_block_them(chat: ChatWorld, tmp_path: Path) -> None:
    from goclaw_lite.store.definitions.hooks import HookStore

    agent = await chat.agent(tool_policy={"*": "allow"})
    service = chat.service()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
    await service.mcp.grant("fault", agent.agent_key)
    hooks = HookStore(chat.app.stores.db, chat.app.stores.identity)
    log = tmp_path / "events.jsonl"
    code = f"import json, sys; open({str(log)!r}, 'a').write(json.dumps(json.load(sys.stdin)) + chr(10))"
    for event in ("before_tool", "after_tool"):
        await hooks.create(event, "command", {"argv": [PYTHON, "-c", code]})
    await hooks.create("before_tool", "builtin", {"builtin": "block", "reason": "no growing"}, matcher="fault__grow")
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("h1", "fault__echo", '{"text": "seen"}'), ("h2", "fault__grow", "{}")])),
        StreamResponse(openai_text_stream("ok")),
    )
    events = await _run(service, "go")
    echoed, grown = _finished(events)
    assert echoed.ok and not grown.ok and "blocked by a hook: no growing" in grown.content
    docs = [json.loads(line) for line in log.read_text().splitlines()]
    seen = [(d["event"], d["tool"]["name"]) for d in docs]
    assert ("before_tool", "fault__echo") in seen and ("after_tool", "fault__echo") in seen
    assert next(d for d in docs if d["event"] == "after_tool" and d["tool"]["name"] == "fault__echo")["result"] == "seen"


async def test_a_grants_overrides_set_this_agents_policy_and_timeout(chat: ChatWorld) -> None:
    # config_overrides: {"policy": "allow", "timeout_sec": 1} for this agent only; the server's own timeout is 60
    agent = await chat.agent()
    service = chat.service()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
    await service.mcp.grant("fault", agent.agent_key, overrides={"policy": "allow", "timeout_sec": 1})
    typed = "sk-proj-argument0secret0value0123456789"
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("o1", "fault__echo", json.dumps({"text": typed})),
                                           ("o2", "fault__slow", '{"seconds": 30}')])),
        StreamResponse(openai_text_stream("Too slow.")),
    )
    events = await _run(service, "go")  # no approval is asked: the grant starts its tools at allow
    assert [e.decision for e in events if isinstance(e, ToolCallRequested)] == ["allow", "allow"]
    echoed, slow = _finished(events)
    assert echoed.ok and not slow.ok and "did not run slow within 1 s" in slow.content
    assert events[-1].state == "complete"
    rows = await ActivityStore(chat.app.stores.db, chat.app.stores.identity).list(ActivityFilter(action="mcp.tool_call"))
    assert {r.details["tool"] for r in rows} == {"echo", "slow"}
    assert typed not in json.dumps([r.details for r in rows])  # an argument value never reaches an activity row


async def test_a_tools_image_reaches_a_model_that_reads_images_and_a_note_the_others(chat: ChatWorld) -> None:
    from tests.support.fake_llm import ANTHROPIC_PATH, anthropic_text_stream, anthropic_tool_stream

    await chat.providers.create("claude", provider_type="anthropic", api_base=chat.server.base_url, api_key="sk-ant-fake",
                                default_model="fake-claude")
    plain = await chat.agent("plain", tool_policy={"*": "allow"})
    claude = await chat.agent("claude", tool_policy={"*": "allow"}, provider="claude", model="fake-claude")
    service = chat.service()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
    for agent in (plain, claude):
        await service.mcp.grant("fault", agent.agent_key)

    def script_openai() -> None:
        chat.server.script_openai(StreamResponse(openai_tool_stream([("p1", "fault__picture", "{}")])),
                                  StreamResponse(openai_text_stream("A picture.")))

    # an OpenAI-compatible provider without the images setting: the model reads only the note
    script_openai()
    await _run(service, "show me", agent_key=plain.agent_key)
    sent = chat.server.requests_to(OPENAI_PATH)[-1].body["messages"]
    tool = next(m for m in sent if m["role"] == "tool")
    assert "[image: image/png" in tool["content"] and "resource body" in tool["content"]
    assert "image_url" not in json.dumps(sent)
    # with {"images": true}: the image follows the tool results as an image_url part
    await chat.providers.update("local", settings={"images": True})
    script_openai()
    await _run(service, "again", agent_key=plain.agent_key)
    sent = chat.server.requests_to(OPENAI_PATH)[-1].body["messages"]
    roles = [m["role"] for m in sent]
    after = sent[roles.index("tool") + 1]
    assert after["role"] == "user" and after["content"][1]["image_url"]["url"].startswith("data:image/png;base64,iVBORw0KGgo")
    # Anthropic: an image block inside the tool_result
    chat.server.script_anthropic(StreamResponse(anthropic_tool_stream([("a1", "fault__picture", "{}")])),
                                 StreamResponse(anthropic_text_stream("A picture.")))
    events = await _run(service, "and you", agent_key=claude.agent_key)
    assert events[-1].state == "complete"
    turns = chat.server.requests_to(ANTHROPIC_PATH)[-1].body["messages"]
    result = next(b for t in turns if isinstance(t["content"], list) for b in t["content"] if b["type"] == "tool_result")
    kinds = [b["type"] for b in result["content"]]
    assert kinds == ["text", "image"] and result["content"][1]["source"]["media_type"] == "image/png"
    # never stored: the conversation keeps the note only
    stored = await chat.app.stores.db.fetch_all("SELECT content FROM agent_messages WHERE role = 'tool'")
    assert len(stored) == 3 and all("[image: image/png" in r["content"] and "iVBORw0KGgo" not in r["content"] for r in stored)


async def test_stop_cancels_a_running_call_on_the_server_and_list_changed_reaches_the_next_run(chat: ChatWorld) -> None:
    import asyncio

    agent = await chat.agent(tool_policy={"*": "allow"})
    service = chat.service()
    await service.mcp.add("fault", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"])
    await service.mcp.grant("fault", agent.agent_key)
    chat.server.script_openai(StreamResponse(openai_tool_stream([("s1", "fault__slow", '{"seconds": 60}')])))
    run = await service.send("take your time")
    connection = await service.mcp.manager.connection("fault")
    for _ in range(1200):  # Stop while the server works on the call
        if "slow started" in connection.stderr_tail():
            break
        await asyncio.sleep(0.05)
    run.stop()
    events = [event async for event in run.events()]
    assert events[-1].state != "complete"
    for _ in range(400):
        if "slow was cancelled" in connection.stderr_tail():
            break
        await asyncio.sleep(0.05)
    assert "slow was cancelled" in connection.stderr_tail()  # notifications/cancelled reached it
    # the server stays up; it adds a tool and says so; the next run is offered it
    chat.server.script_openai(StreamResponse(openai_tool_stream([("g1", "fault__grow", "{}")])),
                              StreamResponse(openai_text_stream("Grown.")))
    grown = await _run(service, "grow", conversation_id=events[-1].conversation_id)
    assert _finished(grown)[0].ok and service.mcp.manager.starts["fault"] == 1
    chat.server.script_openai(StreamResponse(openai_text_stream("I see it.")))
    await _run(service, "what now?", conversation_id=events[-1].conversation_id)
    offered = [t["function"]["name"] for t in chat.server.requests_to(OPENAI_PATH)[-1].body["tools"]]
    assert "fault__added" in offered
