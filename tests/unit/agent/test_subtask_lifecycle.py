"""Subtasks that cannot start, hit a limit or are cancelled by the user, and their hidden
conversations: the real run loop, real SQLite stores and the fake LLM server over HTTP."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from goclaw_lite.agent.tools import ToolContext
from goclaw_lite.agent.tools.delegation_tools import CANCELLED_BY_USER
from goclaw_lite.ids import uuid7
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import MessageRole
from goclaw_lite.model.chat_api import ToolCallFinished
from goclaw_lite.store.chat.agent_links import AgentLinkStore
from goclaw_lite.store.chat.conversations import SUBTASK_KEY
from goclaw_lite.store.chat.subagent_tasks import NewSubagentTask
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.unit.agent.conftest import ChatWorld, collect
from tests.unit.agent.test_delegation_tools import answered, call, spawner, tasks, until
from tests.unit.agent.test_loop import bodies


async def linked(world: ChatWorld, **cook: object) -> tuple[Agent, Agent]:
    """boss may delegate to cook (cook answers on the model `fake-large`, so scripts can tell them apart)."""
    boss = await world.agent("boss")
    helper = await world.agent("cook", model="fake-large", **cook)  # type: ignore[arg-type]
    await AgentLinkStore(world.app.stores.db, world.app.stores.identity).create_link(boss.id, helper.id)
    return boss, helper


def tool_results(events: list[object]) -> list[ToolCallFinished]:
    return [e for e in events if isinstance(e, ToolCallFinished)]


async def test_a_delegate_whose_provider_is_gone_fails_at_once_and_the_parent_goes_on(chat: ChatWorld) -> None:
    await linked(chat)
    await chat.app.stores.db.execute("UPDATE agents SET provider = ? WHERE agent_key = ?", ("gone", "cook"))
    chat.server.script_openai(
        call("call_d", "delegate", agent="cook", task="Give a pho recipe."),
        StreamResponse(openai_text_stream("The cook is unavailable; simmer bones for 6 hours.")),
        model="fake-small",
    )
    service, run, events = await answered(chat, "Recipe?", agent_key="boss")

    [result] = tool_results(events)
    assert not result.ok and result.content.startswith("error: the subtask could not start: Agent 'cook' uses provider 'gone'")
    [row] = await tasks(chat).list_by_conversation(run.conversation_id)
    assert row.status == "failed" and row.completed_at is not None
    assert row.result == (
        "the subtask could not start: Agent 'cook' uses provider 'gone', which does not exist; add it with "
        "`goclaw-lite provider add` or point the agent at another provider."
    )
    assert (row.iterations, row.input_tokens, row.output_tokens) == (0, 0, 0)
    assert "child_conversation_id" not in row.metadata  # nothing was started, so no conversation was made for it
    assert [s.id for s in await service.conversations.list(subtasks=True)] == [run.conversation_id]
    # the parent's model heard why and answered: two calls, none for the child
    sent = bodies(chat)
    assert [b["model"] for b in sent] == ["fake-small", "fake-small"]
    tool_row = next(m for m in sent[1]["messages"] if m["role"] == "tool")
    assert "could not start" in tool_row["content"] and "'gone'" in tool_row["content"]
    assert chat.server.pending() == 0


async def test_a_subtask_whose_agent_was_removed_fails_with_the_reason(chat: ChatWorld) -> None:
    boss = await chat.agent("boss")
    service = chat.service()
    parent = await service.conversations.add_user_message("start", agent_id=boss.id)
    runner = service._subtasks
    assert runner is not None
    ghost = replace(boss, id=uuid7(), agent_key="ghost")  # as if deleted between the lookup and the start
    result = await runner.run(ToolContext(boss, parent.conversation_id, "call_g"), ghost, "Do it.", kind="delegate")
    assert not result.ok and result.content == (
        "error: the subtask could not start: That agent does not exist (any more); pick another agent."
    )
    [row] = await tasks(chat).list_by_conversation(parent.conversation_id)
    assert (row.status, row.result) == ("failed", result.content.removeprefix("error: "))
    assert row.id == result.metadata["task_id"]
    assert chat.server.requests_to(OPENAI_PATH) == []


async def test_a_delegate_over_its_iteration_limit_fails_and_the_parent_goes_on(chat: ChatWorld) -> None:
    await linked(chat, max_tool_iterations=1)
    chat.server.script_openai(
        call("call_d", "delegate", agent="cook", task="What time is it?"),
        StreamResponse(openai_text_stream("The cook could not finish.")),
        model="fake-small",
    )
    chat.server.script_openai(StreamResponse(openai_tool_stream([("call_t", "current_time", "{}")], usage=(20, 5))),
                              model="fake-large")
    _, run, events = await answered(chat, "Time?", agent_key="boss")
    [result] = tool_results(events)
    assert not result.ok and "stopped after 1 model call(s), the agent's limit" in result.content
    [row] = await tasks(chat).list_by_conversation(run.conversation_id)
    assert row.status == "failed" and row.result is not None
    assert row.result.startswith("The answer stopped after 1 model call(s), the agent's limit")
    assert (row.iterations, row.input_tokens, row.output_tokens) == (1, 20, 5)
    assert chat.server.pending() == 0 and len(bodies(chat)) == 3


async def test_the_user_cancels_one_subtask_and_the_parent_goes_on(chat: ChatWorld) -> None:
    await spawner(chat)
    slow = StreamResponse(openai_text_stream(" ".join(["word"] * 300)), delay=0.03)
    chat.server.script_openai(
        call("call_s", "spawn", task="Write a long essay.", subject="essay"),
        slow,
        StreamResponse(openai_text_stream("Alright, no essay then.")),
    )
    service = chat.service()
    run = await service.send("Essay please")
    await until(lambda: len(chat.server.requests_to(OPENAI_PATH)) == 2)
    [row] = await tasks(chat).list_by_parent("helper")
    assert row.status == "running"
    child_cid = row.metadata["child_conversation_id"]

    async def partial_written() -> bool:
        thread = await service.conversations.active_thread(child_cid)
        return len(thread) == 2 and len(thread[1].text) > 10

    for _ in range(500):
        if await partial_written():
            break
        await asyncio.sleep(0.02)
    assert await service.cancel_subtask(row.id)
    events = await collect(run)
    assert events[-1].state == "complete"  # the parent was not stopped: it answered without the subtask
    [result] = tool_results(events)
    assert not result.ok and "the user cancelled this subtask" in result.content and "do not start it again" in result.content
    assert chat.server.requests_to(OPENAI_PATH)[1].wait_closed()  # the child's stream was closed
    ended = await tasks(chat).get(row.id)
    assert ended is not None and ended.status == "cancelled" and ended.result is not None
    assert ended.result.startswith(CANCELLED_BY_USER) and "word word" in ended.result  # with its partial answer
    child = await service.conversations.get(child_cid)
    assert child.closed
    thread = await service.conversations.active_thread(run.conversation_id)
    assert thread[-1].role is MessageRole.ASSISTANT and thread[-1].text == "Alright, no essay then."
    assert not await service.cancel_subtask(row.id)  # it ended: nothing more to cancel
    assert chat.server.pending() == 0


async def test_cancelling_a_row_no_run_holds_just_ends_it(chat: ChatWorld) -> None:
    left = await tasks(chat).create(NewSubagentTask("helper", "left over", "a subtask nobody runs"))
    service = chat.service()
    assert await service.cancel_subtask(left.id)
    ended = await tasks(chat).get(left.id)
    assert ended is not None and (ended.status, ended.result) == ("cancelled", CANCELLED_BY_USER)
    assert not await service.cancel_subtask(left.id)
    assert not await service.cancel_subtask(uuid7())
    assert not await service.cancel_subtask("not-an-id")


async def test_subtask_conversations_are_left_out_of_the_list(chat: ChatWorld) -> None:
    await spawner(chat)
    chat.server.script_openai(
        call("call_s", "spawn", task="List trains from Hanoi to Huế.", subject="trains"),
        StreamResponse(openai_text_stream("SE1 at 19:30.")),
        StreamResponse(openai_text_stream("Take SE1.")),
    )
    service, run, _ = await answered(chat, "Plan my trip")
    [row] = await tasks(chat).list_by_conversation(run.conversation_id)
    child_cid = row.metadata["child_conversation_id"]
    child = await service.conversations.get(child_cid)
    assert child.metadata == {SUBTASK_KEY: row.id, "parent_conversation_id": run.conversation_id}
    assert [s.id for s in await service.conversations.list()] == [run.conversation_id]
    assert {s.id for s in await service.conversations.list(subtasks=True)} == {run.conversation_id, child_cid}
    # search finds the child's own words only when asked for subtasks too
    assert await service.conversations.list("Hanoi") == []
    assert [s.id for s in await service.conversations.list("Hanoi", subtasks=True)] == [child_cid]
