"""The run loop end to end: real stores, real provider clients, the real fake server over TCP."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from typing import Any

from goclaw_lite.agent.loop import history_messages
from goclaw_lite.agent.tools import ToolContext, ToolRegistry, ToolResult
from goclaw_lite.agent.tools.current_time import CurrentTimeTool
from goclaw_lite.model.chat import MessageRole, MessageState, StoredMessage, ToolCall
from goclaw_lite.model.chat_api import (
    AssistantMessageFinished,
    AssistantMessageStarted,
    RouteUsed,
    RunFinished,
    RunStarted,
    TokenDelta,
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallRequested,
)
from tests.support.fake_llm import (
    OPENAI_PATH,
    StreamResponse,
    openai_text_stream,
    openai_tool_stream,
    rechunk,
)
from tests.unit.agent.conftest import ChatWorld, collect


def bodies(world: ChatWorld) -> list[dict[str, Any]]:
    return [e.body for e in world.server.requests_to(OPENAI_PATH)]


def of(events: list[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


async def test_plain_answer_is_streamed_token_by_token_and_stored(chat: ChatWorld) -> None:
    await chat.agent(system_prompt="You are terse.")
    answer = "Hello there! The loop streams this answer one word at a time."
    chat.server.script_openai(StreamResponse(openai_text_stream(answer, usage=(21, 13))))
    service = chat.service()
    question = "Hi, please explain in one sentence how the run loop stores a streamed answer for later."
    run = await service.send(question)
    events = await collect(run)

    assert isinstance(events[0], RunStarted) and events[0].agent_key == "helper"
    assert isinstance(events[-1], RunFinished) and events[-1].state == "complete"
    deltas = of(events, TokenDelta)
    assert len(deltas) == len(answer.split()) and "".join(d.text for d in deltas) == answer
    route = of(events, RouteUsed)[0]
    assert (route.provider, route.model, route.attempt) == ("local", "fake-small", 1)

    thread = await service.conversations.active_thread(run.conversation_id)
    assert [m.role for m in thread] == [MessageRole.USER, MessageRole.ASSISTANT]
    reply = thread[1]
    assert reply.id == events[-1].final_message_id and reply.state is MessageState.COMPLETE
    assert reply.content == answer and reply.eval_tokens == 13 and reply.llm_duration_ms is not None
    assert (reply.provider, reply.model) == ("local", "fake-small")
    conversation = await service.conversations.get(run.conversation_id)
    assert conversation.title == question[:60]

    body = bodies(chat)[0]
    assert body["messages"] == [{"role": "system", "content": "You are terse."}, {"role": "user", "content": question}]
    offered = {t["function"]["name"] for t in body["tools"]}
    assert "current_time" in offered and "exec" not in offered  # exec only once a CLI tool is registered
    assert not service.is_running(run.conversation_id)


async def test_split_tool_call_deltas_run_the_tool_and_the_loop_continues(chat: ChatWorld) -> None:
    await chat.agent()
    arguments = json.dumps({"timezone": "Asia/Tokyo"})
    tool_stream = openai_tool_stream([("call_t1", "current_time", arguments)], piece=2, empty_name_later=True)
    chat.server.script_openai(
        StreamResponse(rechunk(tool_stream, 7)),  # byte chunks cut JSON and SSE lines anywhere
        StreamResponse(openai_text_stream("It is evening in Tokyo.")),
    )
    service = chat.service()
    run = await service.send("What time is it in Tokyo?")
    events = await collect(run)
    assert events[-1].state == "complete" and events[-1].iterations == 2

    requested = of(events, ToolCallRequested)
    assert [(r.call_id, r.name, r.arguments_json, r.decision) for r in requested] == [
        ("call_t1", "current_time", arguments, "allow")
    ]
    finished = of(events, ToolCallFinished)[0]
    assert finished.ok and json.loads(finished.content)["timezone"] == "Asia/Tokyo"

    thread = await service.conversations.active_thread(run.conversation_id)
    assert [m.role for m in thread] == [MessageRole.USER, MessageRole.ASSISTANT, MessageRole.TOOL, MessageRole.ASSISTANT]
    assert thread[1].tool_calls == (ToolCall("call_t1", "current_time", arguments),) and thread[1].content is None
    assert thread[2].tool_call_id == "call_t1" and thread[2].id == finished.tool_message_id
    assert thread[2].metadata == {"tool": "current_time", "ok": True, "denied": False, "duration_ms": finished.duration_ms}
    assert thread[3].content == "It is evening in Tokyo."

    second = bodies(chat)[1]["messages"]
    assert second[-2]["role"] == "assistant" and second[-2]["tool_calls"][0]["function"] == {
        "name": "current_time", "arguments": arguments
    }
    assert second[-1] == {"role": "tool", "tool_call_id": "call_t1", "content": thread[2].content}


async def test_parallel_tool_calls_are_all_answered_in_order(chat: ChatWorld) -> None:
    await chat.agent()
    calls = [("call_a", "current_time", '{"timezone": "UTC"}'), ("call_b", "current_time", '{"timezone": "Europe/Paris"}')]
    chat.server.script_openai(
        StreamResponse(openai_tool_stream(calls, interleave=True, piece=3)),
        StreamResponse(openai_text_stream("Both times noted.")),
    )
    service = chat.service()
    run = await service.send("Time in UTC and Paris?")
    events = await collect(run)
    assert events[-1].state == "complete"
    assert [f.call_id for f in of(events, ToolCallFinished)] == ["call_a", "call_b"]
    thread = await service.conversations.active_thread(run.conversation_id)
    assert [m.tool_call_id for m in thread if m.role is MessageRole.TOOL] == ["call_a", "call_b"]
    zones = [json.loads(m.text)["timezone"] for m in thread if m.role is MessageRole.TOOL]
    assert zones == ["UTC", "Europe/Paris"]
    tool_messages = [m for m in bodies(chat)[1]["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tool_messages] == ["call_a", "call_b"]


async def test_malformed_tool_arguments_become_an_error_result_the_model_recovers_from(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_bad", "current_time", '{"timezone": "UTC"')])),  # cut off
        StreamResponse(openai_tool_stream([("call_bad2", "current_time", '{"zone": 5}')])),  # wrong field
        StreamResponse(openai_tool_stream([("call_ok", "current_time", '{"timezone": "UTC"}')])),
        StreamResponse(openai_text_stream("Fixed it.")),
    )
    service = chat.service()
    run = await service.send("time?")
    events = await collect(run)
    assert events[-1].state == "complete" and events[-1].iterations == 4
    results = of(events, ToolCallFinished)
    assert [r.ok for r in results] == [False, False, True]
    assert results[0].content.startswith("error: the arguments are not valid JSON")
    assert "unknown field(s) 'zone'" in results[1].content and "timezone" in results[1].content
    sent = [m for m in bodies(chat)[1]["messages"] if m["role"] == "tool"]
    assert sent == [{"role": "tool", "tool_call_id": "call_bad", "content": results[0].content}]


async def test_max_iterations_stop_the_loop_with_every_call_answered(chat: ChatWorld) -> None:
    await chat.agent(max_tool_iterations=2)
    for n in range(3):
        chat.server.script_openai(StreamResponse(openai_tool_stream([(f"call_{n}", "current_time", "{}")])))
    service = chat.service()
    run = await service.send("loop forever")
    events = await collect(run)
    final = events[-1]
    assert final.state == "error" and "2 model call(s)" in (final.error or "") and final.iterations == 2
    assert len(bodies(chat)) == 2 and chat.server.pending() == 1
    results = of(events, ToolCallFinished)
    assert [r.ok for r in results] == [True, False] and "limit of 2 model calls" in results[1].content
    thread = await service.conversations.active_thread(run.conversation_id)
    assert thread[-1].role is MessageRole.TOOL and thread[-1].id == final.final_message_id


async def _answer_approvals(run: Any, service: Any, allow: bool) -> list[Any]:
    events = []
    async for event in run.events():
        events.append(event)
        if isinstance(event, ToolApprovalNeeded):
            assert service.pending_approvals() == [event.call_id]
            service.resolve_approval(event.call_id, allow)
    return events


async def test_ask_policy_runs_the_tool_only_after_approval(chat: ChatWorld) -> None:
    await chat.agent(tool_policy={"current_time": "ask"})
    arguments = '{"timezone": "America/New_York"}'
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_q", "current_time", arguments)])),
        StreamResponse(openai_text_stream("Done.")),
    )
    service = chat.service()
    run = await service.send("time in NY?")
    events = await _answer_approvals(run, service, True)
    approval = of(events, ToolApprovalNeeded)[0]
    assert (approval.name, approval.arguments_json) == ("current_time", arguments)
    assert of(events, ToolCallRequested)[0].decision == "ask"
    finished = of(events, ToolCallFinished)[0]
    assert finished.ok and not finished.denied and "America/New_York" in finished.content
    assert events.index(approval) < events.index(finished)
    assert events[-1].state == "complete"


async def test_ask_policy_denial_goes_back_to_the_model_as_a_tool_result(chat: ChatWorld) -> None:
    await chat.agent(tool_policy={"current_time": "ask"})
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_no", "current_time", "{}")])),
        StreamResponse(openai_text_stream("Understood, I will not check the time.")),
    )
    service = chat.service()
    run = await service.send("time?")
    events = await _answer_approvals(run, service, False)
    finished = of(events, ToolCallFinished)[0]
    assert finished.denied and not finished.ok and finished.content.startswith("error: denied: the user did not allow")
    tool_message = bodies(chat)[1]["messages"][-1]
    assert tool_message == {"role": "tool", "tool_call_id": "call_no", "content": finished.content}
    assert events[-1].state == "complete"
    stored = await service.conversations.get_message(finished.tool_message_id)
    assert stored.metadata["denied"] is True and stored.metadata["ok"] is False


async def test_deny_policy_hides_the_tool_and_refuses_a_call_anyway(chat: ChatWorld) -> None:
    await chat.agent(tool_policy={"current_time": "deny", "*": "allow"})
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_x", "current_time", "{}")])),
        StreamResponse(openai_text_stream("ok")),
    )
    service = chat.service()
    events = await collect(await service.send("time?"))
    assert "current_time" not in {t["function"]["name"] for t in bodies(chat)[0].get("tools", [])}  # not offered
    finished = of(events, ToolCallFinished)[0]
    assert finished.denied and "may not use current_time" in finished.content


async def test_unknown_tool_and_a_crashing_tool_are_results_not_crashes(chat: ChatWorld) -> None:
    class Broken:
        name = "broken"
        description = "always fails"
        parameters: Mapping[str, Any] = {"type": "object", "properties": {}}
        default_policy = "allow"

        async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
            raise RuntimeError("boom")

    await chat.agent()
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("c1", "no_such_tool", "{}"), ("c2", "broken", "{}")])),
        StreamResponse(openai_text_stream("Sorry.")),
    )
    service = chat.service(registry=ToolRegistry([CurrentTimeTool(), Broken()]))
    events = await collect(await service.send("try tools"))
    results = of(events, ToolCallFinished)
    assert "there is no tool named 'no_such_tool'" in results[0].content and "current_time, broken" in results[0].content
    assert results[1].content == "error: broken failed unexpectedly (RuntimeError); the failure was logged"
    assert events[-1].state == "complete"


async def test_partial_answer_is_checkpointed_while_it_streams(chat: ChatWorld) -> None:
    await chat.agent()
    words = [f"w{i} " for i in range(12)]
    chat.server.script_openai(StreamResponse(openai_text_stream(words), delay=0.1))
    from goclaw_lite.agent.loop import LoopSettings

    service = chat.service(settings=LoopSettings(save_interval=0.25, save_chars=10_000))
    run = await service.send("stream slowly")
    seen: list[str] = []
    checkpoints: list[str] = []
    async for event in run.events():
        if isinstance(event, TokenDelta):
            seen.append(event.text)
            row = await service.conversations.get_message(event.message_id)
            assert row.state is MessageState.STREAMING
            checkpoints.append(row.text)
    stored = [c for c in checkpoints if c]
    assert stored, "no partial was saved while streaming"
    assert all("".join(seen).startswith(c) for c in stored)
    assert len(set(stored)) >= 2  # saved more than once, by time


async def test_stop_closes_the_connection_and_keeps_the_partial_as_stopped(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("one two three four five six seven eight"), delay=0.15))
    service = chat.service()
    run = await service.send("go slowly")
    received: list[str] = []
    events = []
    async for event in run.events():
        events.append(event)
        if isinstance(event, TokenDelta):
            received.append(event.text)
            if len(received) == 2:
                run.stop()
    final = events[-1]
    assert isinstance(final, RunFinished) and final.state == "stopped"
    finished = of(events, AssistantMessageFinished)[0]
    assert finished.state == "stopped"
    row = await service.conversations.get_message(finished.message_id)
    assert row.state is MessageState.STOPPED and row.content == "".join(received) == "one two"
    exchange = chat.server.requests_to(OPENAI_PATH)[0]
    assert await asyncio.to_thread(exchange.wait_closed, 5.0)
    assert exchange.client_closed_early and not exchange.completed
    assert not service.is_running(run.conversation_id)


async def test_stop_during_an_approval_answers_the_open_calls(chat: ChatWorld) -> None:
    await chat.agent(tool_policy={"current_time": "ask"})
    chat.server.script_openai(StreamResponse(openai_tool_stream([("c1", "current_time", "{}"), ("c2", "current_time", "{}")])))
    service = chat.service()
    run = await service.send("time twice")
    events = []
    async for event in run.events():
        events.append(event)
        if isinstance(event, ToolApprovalNeeded):
            run.stop()
    assert events[-1].state == "stopped"
    assert service.pending_approvals() == []
    thread = await service.conversations.active_thread(run.conversation_id)
    tools = [m for m in thread if m.role is MessageRole.TOOL]
    assert [t.tool_call_id for t in tools] == ["c1", "c2"]
    assert all(t.text.startswith("error: not run: the user stopped") for t in tools)
    assert events[-1].final_message_id == tools[-1].id


async def test_stop_before_the_task_starts_still_finishes_the_run(chat: ChatWorld) -> None:
    await chat.agent()
    service = chat.service()
    run = await service.send("never mind")
    run.stop()
    final = await run.wait()
    assert final.state == "stopped" and not service.is_running(run.conversation_id)
    assert chat.server.exchanges == []


async def test_regenerate_and_edit_add_branches(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(
        StreamResponse(openai_text_stream("First answer.")),
        StreamResponse(openai_text_stream("Second answer.")),
        StreamResponse(openai_text_stream("Answer to the edit.")),
    )
    service = chat.service()
    first = await service.send("Question")
    final = await first.wait()
    again = await service.regenerate(final.final_message_id or "")
    events = await collect(again)
    assert isinstance(events[0], RunStarted) and events[0].user_message_id is None
    started = of(events, AssistantMessageStarted)[0]
    siblings = await service.conversations.siblings(started.message_id)
    assert siblings.count == 2 and siblings.ids[0] == final.final_message_id
    # the regenerated request carries only the user turn, not the first answer
    assert bodies(chat)[1]["messages"] == bodies(chat)[0]["messages"]
    assert bodies(chat)[1]["messages"][-1] == {"role": "user", "content": "Question"}
    user_id = first.user_message_id or ""
    edited = await service.edit_and_resend(user_id, "Better question")
    assert (await edited.wait()).state == "complete"
    thread = await service.conversations.active_thread(first.conversation_id)
    assert [m.text for m in thread] == ["Better question", "Answer to the edit."]


def _stored(role: MessageRole, text: str | None = None, *, calls: tuple[ToolCall, ...] = (), call_id: str | None = None) -> StoredMessage:
    return StoredMessage(
        id=f"m{id(text)}", conversation_id="c", role=role, content=text, parent_id=None,
        state=MessageState.COMPLETE, created_at="", tool_calls=calls, tool_call_id=call_id,
    )


def test_history_repairs_gaps_a_crash_or_stop_left() -> None:
    thread = [
        _stored(MessageRole.USER, "q1"),
        _stored(MessageRole.ASSISTANT, None, calls=(ToolCall("a", "t"), ToolCall("b", "t"))),
        _stored(MessageRole.TOOL, "ra", call_id="a"),
        _stored(MessageRole.TOOL, "orphan", call_id="zzz"),
        _stored(MessageRole.ASSISTANT, ""),  # an error before any output
        _stored(MessageRole.USER, "q2"),
    ]
    messages = history_messages(thread)
    assert [(m.role, m.content, m.tool_call_id) for m in messages] == [
        ("user", "q1", None),
        ("assistant", None, None),
        ("tool", "ra", "a"),
        ("tool", "error: no result was recorded for this call (the run was interrupted)", "b"),
        ("user", "q2", None),
    ]


async def test_kg_search_through_the_loop_is_offered_once_the_graph_has_entities(chat: ChatWorld) -> None:
    from goclaw_lite.model.kg import EntityInput
    from goclaw_lite.store.graph.store import KnowledgeGraphStore

    owner = await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("Nothing stored yet.")))
    service = chat.service()
    await (await service.send("what do you know?")).wait()
    assert "kg_search" not in {t["function"]["name"] for t in bodies(chat)[0]["tools"]}

    graph = KnowledgeGraphStore(chat.app.stores.db, chat.app.stores.identity)
    ada = (await graph.upsert_entity(graph.scope(owner.id), EntityInput("Ada Lovelace", "person", description="mathematician"))).entity
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_kg", "kg_search", '{"query": "lovelace"}')])),
        StreamResponse(openai_text_stream("Ada is a mathematician.")),
    )
    events = await collect(await service.send("who is Ada?"))
    assert {"kg_search", "kg_traverse"} <= {t["function"]["name"] for t in bodies(chat)[1]["tools"]}
    result = json.loads(of(events, ToolCallFinished)[0].content)
    assert result["entities"][0]["id"] == ada.id and result["entities"][0]["description"] == "mathematician"
    assert events[-1].state == "complete"


async def test_anthropic_tool_round_trip(chat: ChatWorld, fake_llm_factory: Any) -> None:
    from tests.support.fake_llm import ANTHROPIC_PATH, anthropic_text_stream, anthropic_tool_stream

    cloud = fake_llm_factory()
    await chat.providers.create("cloud", provider_type="anthropic", api_base=cloud.base_url, api_key="sk-ant-api03-" + "k" * 40)
    await chat.agent(provider="cloud", model="claude-a")
    cloud.script_anthropic(
        StreamResponse(anthropic_tool_stream([("toolu_1", "current_time", '{"timezone": "UTC"}')], text_before="Checking.")),
        StreamResponse(anthropic_text_stream("It is noon UTC.")),
    )
    service = chat.service()
    events = await collect(await service.send("time?"))
    assert events[-1].state == "complete" and "".join(e.text for e in of(events, TokenDelta)) == "Checking.It is noon UTC."
    second = cloud.requests_to(ANTHROPIC_PATH)[1].body["messages"]
    assert second[1]["role"] == "assistant" and second[1]["content"][1]["type"] == "tool_use"
    result_block = second[2]["content"][0]
    assert result_block["type"] == "tool_result" and result_block["tool_use_id"] == "toolu_1"
    assert json.loads(result_block["content"])["timezone"] == "UTC"
