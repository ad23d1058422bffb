"""`spawn` and `delegate` with the real run loop, real stores and the fake LLM server over
HTTP: the parent's tool call and the child's answer are both scripted on the server."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from typing import Any

from goclaw_lite.agent.service import ChatRun, ChatService
from goclaw_lite.agent.tools import ToolContext, ToolResult
from goclaw_lite.agent.tools.delegation_tools import SPAWN_SWITCH
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat_api import ChatEvent, ToolCallFinished
from goclaw_lite.store.chat.agent_links import AgentLinkStore
from goclaw_lite.store.chat.subagent_tasks import NewSubagentTask, SubagentTaskStore
from tests.support.fake_llm import (
    OPENAI_PATH,
    StreamResponse,
    openai_text_stream,
    openai_tool_stream,
)
from tests.unit.agent.conftest import ChatWorld, collect
from tests.unit.agent.test_loop import bodies


def tool_names(body: dict[str, Any]) -> set[str]:
    return {t["function"]["name"] for t in body.get("tools", [])}


def call(call_id: str, name: str, **args: Any) -> StreamResponse:
    return StreamResponse(openai_tool_stream([(call_id, name, json.dumps(args))]))


def tasks(world: ChatWorld) -> SubagentTaskStore:
    return SubagentTaskStore(world.app.stores.db, world.app.stores.identity)


async def spawner(world: ChatWorld, key: str = "helper", **kw: Any) -> Agent:
    """An agent with the spawn tool switched on."""
    agent = await world.agent(key, **kw)
    return await world.agents.update(agent.id, tools_config={SPAWN_SWITCH: True})


async def answered(world: ChatWorld, text: str, **kw: Any) -> tuple[ChatService, ChatRun, list[ChatEvent]]:
    """Send `text` and read the run to its end, which must be a complete answer."""
    service = world.service()
    run = await service.send(text, **kw)
    events = await collect(run)
    assert events[-1].state == "complete"
    return service, run, events


async def until(predicate: Any, timeout: float = 20.0) -> None:
    for _ in range(int(timeout / 0.02)):
        if predicate():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("condition not reached")


async def test_spawn_runs_a_child_loop_and_returns_its_answer(chat: ChatWorld) -> None:
    agent = await spawner(chat, system_prompt="You plan trips.")
    chat.server.script_openai(
        call("call_s1", "spawn", task="List two trains from Hanoi to Huế.", subject="trains"),
        StreamResponse(openai_text_stream("SE1 at 19:30 and SE3 at 22:00.", usage=(40, 9))),
        StreamResponse(openai_text_stream("Take SE1 at 19:30.")),
    )
    service, run, events = await answered(chat, "Plan my trip to Huế")

    sent = bodies(chat)
    assert len(sent) == 3 and "spawn" in tool_names(sent[0]) and "delegate" not in tool_names(sent[0])
    child = sent[1]["messages"]
    assert child[0] == {"role": "system", "content": "You plan trips."}
    assert child[-1] == {"role": "user", "content": "List two trains from Hanoi to Huế."}
    assert len(child) == 2  # the child sees the task only, not the parent's conversation
    tool_row = next(m for m in sent[2]["messages"] if m["role"] == "tool")
    assert tool_row == {"role": "tool", "tool_call_id": "call_s1", "content": "SE1 at 19:30 and SE3 at 22:00."}
    finished = next(e for e in events if isinstance(e, ToolCallFinished))
    assert finished.ok and finished.name == "spawn"

    thread = await service.conversations.active_thread(run.conversation_id)
    spawning = thread[1]
    [row] = await tasks(chat).list_by_message(spawning.id)
    assert (row.status, row.depth, row.subject, row.parent_agent_key, row.result) == (
        "completed", 1, "trains", "helper", "SE1 at 19:30 and SE3 at 22:00."
    )
    assert (row.iterations, row.input_tokens, row.output_tokens) == (1, 40, 9)
    assert (row.conversation_id, row.origin_chat_id, row.spawned_by) == (run.conversation_id, run.conversation_id, agent.id)
    assert (row.model, row.provider, row.completed_at is not None) == ("fake-small", "local", True)
    assert row.metadata["kind"] == "spawn" and row.metadata["call_id"] == "call_s1"
    child_conversation = await service.conversations.get(row.metadata["child_conversation_id"])
    assert child_conversation.closed and child_conversation.id != run.conversation_id


async def test_depth_is_capped_at_two(chat: ChatWorld) -> None:
    await spawner(chat)
    chat.server.script_openai(
        call("call_p", "spawn", task="Research the route."),
        call("call_c", "spawn", task="Check one timetable."),
        StreamResponse(openai_text_stream("Timetable checked.")),
        StreamResponse(openai_text_stream("Route researched.")),
        StreamResponse(openai_text_stream("All done.")),
    )
    _, run, _ = await answered(chat, "Go")
    sent = bodies(chat)
    assert "spawn" in tool_names(sent[1])  # depth 1 may spawn once more
    assert not tool_names(sent[2]) & {"spawn", "delegate"}  # depth 2 may not
    rows = await tasks(chat).list_by_conversation(run.conversation_id)
    inner = await tasks(chat).list_by_parent("helper")
    assert [r.depth for r in rows] == [1]
    assert sorted((r.depth, r.status, r.result) for r in inner) == [
        (1, "completed", "Route researched."), (2, "completed", "Timetable checked.")
    ]
    assert next(r for r in inner if r.depth == 2).conversation_id == rows[0].metadata["child_conversation_id"]


async def test_a_stop_of_the_parent_cancels_the_child(chat: ChatWorld) -> None:
    await spawner(chat)
    slow = StreamResponse(openai_text_stream(" ".join(["word"] * 200)), delay=0.05)
    chat.server.script_openai(call("call_s", "spawn", task="Write a long essay."), slow)
    service = chat.service()
    run = await service.send("Essay please")
    await until(lambda: len(chat.server.requests_to(OPENAI_PATH)) == 2)
    run.stop()
    final = await run.wait()
    assert final.state == "stopped"
    [row] = await tasks(chat).list_by_conversation(run.conversation_id)
    assert (row.status, row.result) == ("cancelled", "stopped: the parent run was stopped")
    assert chat.server.requests_to(OPENAI_PATH)[1].wait_closed()  # the child's stream was closed
    thread = await service.conversations.active_thread(run.conversation_id)
    assert thread[-1].tool_call_id == "call_s" and thread[-1].text.startswith("error: not run")


class WaitForever:
    """A tool that only ends when its run is cancelled: the child can pass it only by a stop."""

    name = "wait_forever"
    description = "Waits."
    parameters: Mapping[str, Any] = {"type": "object", "properties": {}, "additionalProperties": False}
    default_policy = "allow"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


async def test_a_child_over_its_token_budget_is_stopped(chat: ChatWorld) -> None:
    await spawner(chat)
    chat.server.script_openai(
        call("call_s", "spawn", task="Wait, then write a lot.", token_budget=20),
        StreamResponse(openai_tool_stream([("call_w", "wait_forever", "{}")], usage=(30, 12))),
        StreamResponse(openai_text_stream("The helper ran out of budget.")),
    )
    service = chat.service()
    service.registry.register(WaitForever())
    events = await collect(await service.send("Go"))
    assert events[-1].state == "complete"
    finished = next(e for e in events if isinstance(e, ToolCallFinished))
    assert not finished.ok and "used 42 tokens, over its budget of 20" in finished.content
    [row] = await tasks(chat).list_by_parent("helper")
    assert (row.status, row.iterations, row.input_tokens, row.output_tokens) == ("failed", 1, 30, 12)
    assert row.metadata["limits"]["token_budget"] == 20
    assert chat.server.pending() == 0 and len(bodies(chat)) == 3


async def test_delegate_runs_a_linked_agent_and_refuses_others(chat: ChatWorld) -> None:
    boss = await chat.agent("boss")
    cook = await chat.agent("cook", model="fake-large", system_prompt="You cook.")
    await chat.agent("stranger")
    links = AgentLinkStore(chat.app.stores.db, chat.app.stores.identity)
    await links.create_link(boss.id, cook.id, description="knows recipes")
    chat.server.script_openai(
        call("call_1", "delegate", agent="stranger", task="Cook pho."),
        call("call_2", "delegate", agent="cook", task="Give a pho recipe in one line."),
        StreamResponse(openai_text_stream("Simmer bones 6h, add noodles.")),
        model="fake-small",
    )
    chat.server.script_openai(StreamResponse(openai_text_stream("Simmer bones 6h, add noodles.")), model="fake-large")
    _, _, events = await answered(chat, "Recipe?", agent_key="boss")
    sent = bodies(chat)
    assert "delegate" in tool_names(sent[0]) and "spawn" not in tool_names(sent[0])  # spawn is opt-in
    assert "cook: knows recipes" in sent[0]["messages"][0]["content"]
    refused, delegated = [e for e in events if isinstance(e, ToolCallFinished)]
    assert not refused.ok and "may not delegate to 'stranger'" in refused.content and "cook" in refused.content
    assert delegated.ok and delegated.content == "Simmer bones 6h, add noodles."
    assert sent[2]["model"] == "fake-large" and sent[2]["messages"][0] == {"role": "system", "content": "You cook."}
    [row] = await tasks(chat).list_by_parent("boss")
    assert (row.status, row.model, row.metadata["kind"], row.metadata["agent_key"]) == (
        "completed", "fake-large", "delegate", "cook"
    )
    # the link only goes one way: cook is offered no delegate tool
    assert not await links.can_delegate(cook.id, boss.id)


async def test_children_run_unattended_tools_that_ask_are_not_offered(chat: ChatWorld) -> None:
    await spawner(chat, tool_policy={"current_time": "ask"})
    chat.server.script_openai(
        call("call_s", "spawn", task="What time is it?"),
        call("call_t", "current_time"),  # the child tries anyway: refused, nobody is asked
        StreamResponse(openai_text_stream("I cannot tell the time.")),
        StreamResponse(openai_text_stream("No time available.")),
    )
    service, run, _events = await answered(chat, "Time?")
    sent = bodies(chat)
    assert "current_time" in tool_names(sent[0]) and "current_time" not in tool_names(sent[1])
    assert service.pending_approvals() == []
    child_tool = next(m for m in sent[2]["messages"] if m["role"] == "tool")
    assert child_tool["content"].startswith("error: denied: this agent may not use current_time")
    [row] = await tasks(chat).list_by_conversation(run.conversation_id)
    assert (row.status, row.iterations, row.result) == ("completed", 2, "I cannot tell the time.")


async def test_startup_fails_subtasks_a_crash_left_running(chat: ChatWorld) -> None:
    running = await tasks(chat).create(NewSubagentTask("helper", "left over", "a subtask of a crashed run"))
    done = await tasks(chat).create(NewSubagentTask("helper", "finished", "a finished subtask"))
    await tasks(chat).finish(done.id, "completed", result="ok")
    await chat.service().start_maintenance()
    left = await tasks(chat).get(running.id)
    assert left is not None and (left.status, left.result) == ("failed", "interrupted: the app stopped")
    assert (await tasks(chat).get(done.id)).status == "completed"  # type: ignore[union-attr]
