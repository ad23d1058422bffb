"""Fitting a long history into the agent's context window: what is sent and what is left out."""

from __future__ import annotations

import json
from typing import Any

from goclaw_lite.agent.context import estimate_tokens, fit_history, history_budget
from goclaw_lite.model.chat import MessageRole, ToolCall
from goclaw_lite.model.chat_api import HistoryTrimmed, RunFinished
from goclaw_lite.providers.base import ChatMessage, ToolSpec
from tests.support.fake_llm import OPENAI_PATH, StreamResponse, openai_text_stream, openai_tool_stream
from tests.unit.agent.conftest import ChatWorld, collect


def user(text: str) -> ChatMessage:
    return ChatMessage("user", text)


def answer(text: str) -> ChatMessage:
    return ChatMessage("assistant", text)


def tool_turn(call_id: str, result: str) -> list[ChatMessage]:
    return [
        ChatMessage("assistant", None, (ToolCall(call_id, "current_time", "{}"),)),
        ChatMessage("tool", result, tool_call_id=call_id),
    ]


def test_estimate_errs_towards_more_tokens() -> None:
    assert estimate_tokens("") == 0 and estimate_tokens(None) == 0
    assert estimate_tokens("a" * 400) >= 100  # English runs about four characters a token
    assert estimate_tokens("日本語" * 100) >= 300  # CJK runs about one token a character
    system_only = history_budget(1000, "x" * 300, ())
    with_tools = history_budget(1000, "x" * 300, (ToolSpec("t", "d" * 300, {"type": "object"}),))
    assert system_only == 1000 - 250 - 4 - 100 and with_tools < system_only - 100
    assert history_budget(100, "x" * 3000, ()) == 0


def test_everything_fits_unchanged() -> None:
    history = [user("hi"), answer("hello"), user("how are you?")]
    fitted = fit_history(history, 10_000)
    assert fitted.messages == tuple(history) and fitted.omitted == 0


def test_the_newest_units_are_kept_and_a_tool_result_never_loses_its_call() -> None:
    old = [user("old question " * 50), answer("old answer " * 50)]
    recent = [user("what time is it?"), *tool_turn("c1", "12:00 " * 40), answer("It is noon."), user("and now?")]
    history = old + recent
    cost_recent = fit_history(recent, 10_000).tokens
    fitted = fit_history(history, cost_recent + 5)
    assert fitted.messages == tuple(recent) and fitted.omitted == 2
    # a budget that cuts inside the tool unit drops the whole unit, then starts at a user turn
    tight = fit_history(history, fit_history(recent[3:], 10_000).tokens + 5)
    assert tight.messages == (recent[4],) and tight.omitted == len(history) - 1
    for fitted_messages in (fitted.messages, tight.messages):
        calls = {c.id for m in fitted_messages for c in m.tool_calls}
        results = {m.tool_call_id for m in fitted_messages if m.role == "tool"}
        assert results == calls  # no orphan result, no call without its result


def test_when_only_tool_rounds_fit_the_question_still_goes_first() -> None:
    history = [user("first"), answer("one"), user("look it up"), *tool_turn("c1", "r" * 300), *tool_turn("c2", "r" * 300)]
    newest = fit_history(history[-2:], 10_000).tokens
    fitted = fit_history(history, newest + fit_history([history[2]], 10_000).tokens + 5)
    assert fitted.messages == (history[2], *history[-2:])
    assert fitted.messages[0].role == "user"
    # even a budget of nothing sends the newest unit (the provider says when it cannot take it)
    assert fit_history(history, 0).messages[-2:] == tuple(history[-2:])


def _bodies(world: ChatWorld) -> list[dict[str, Any]]:
    return [e.body for e in world.server.requests_to(OPENAI_PATH)]


async def _small_window(world: ChatWorld, tokens: int) -> None:
    await world.app.stores.db.execute("UPDATE agents SET context_window = ? WHERE agent_key = ?", (tokens, "helper"))


async def test_a_long_conversation_sends_only_its_newest_messages_that_fit(chat: ChatWorld) -> None:
    await chat.agent(system_prompt="You are the test assistant.", tool_policy={"current_time": "allow"})
    await _small_window(chat, 3000)
    service = chat.service()
    store = service.conversations
    first = await store.add_user_message("question 0 " + "padding " * 30)
    cid = first.conversation_id
    for n in range(1, 400):  # far more than 3,000 tokens, over two pages of the store
        if n % 2:
            await store.add_assistant_message(cid, content=f"answer {n} " + "padding " * 30)
        else:
            await store.add_user_message(f"question {n} " + "padding " * 30, conversation_id=cid)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_now", "current_time", json.dumps({"timezone": "UTC"}))])),
        StreamResponse(openai_text_stream("It is late.")),
    )
    run = await service.send("What time is it now?", conversation_id=cid)
    events = await collect(run)
    assert isinstance(events[-1], RunFinished) and events[-1].state == "complete"

    first_body, second_body = _bodies(chat)
    sent = first_body["messages"]
    assert sent[0] == {"role": "system", "content": "You are the test assistant."}
    assert sent[1]["role"] == "user" and sent[-1] == {"role": "user", "content": "What time is it now?"}
    assert 5 < len(sent) < 100  # the newest messages only, in order
    numbers = [int(m["content"].split()[1]) for m in sent[1:-1]]
    assert numbers == sorted(numbers) and numbers[-1] == 399
    assert sum(estimate_tokens(m["content"]) for m in sent) < 3000
    # the second call carries the tool call with its result, and still fits
    tail = second_body["messages"][-2:]
    assert tail[0]["role"] == "assistant" and tail[0]["tool_calls"][0]["id"] == "call_now"
    assert tail[1]["role"] == "tool" and tail[1]["tool_call_id"] == "call_now"

    trimmed = [e for e in events if isinstance(e, HistoryTrimmed)]
    assert len(trimmed) == 2 and trimmed[0].sent == len(sent) - 1 and trimmed[0].context_window == 3000
    thread = await store.active_thread(cid)
    answers = [m for m in thread if m.role is MessageRole.ASSISTANT][-2:]
    assert answers[0].metadata["history_sent"] == len(sent) - 1
    assert answers[1].metadata["history_sent"] == len(second_body["messages"]) - 1


async def test_a_short_conversation_is_sent_whole_and_says_nothing(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("Hello.")))
    service = chat.service()
    events = await collect(await service.send("Hi"))
    assert not [e for e in events if isinstance(e, HistoryTrimmed)]
    reply = (await service.conversations.active_thread(events[-1].conversation_id))[-1]  # type: ignore[attr-defined]
    assert "history_sent" not in reply.metadata


async def test_the_cli_says_once_that_earlier_messages_were_left_out(chat: ChatWorld, capsys: Any) -> None:
    from goclaw_lite.cli.chat_cmds import follow

    await chat.agent(tool_policy={"current_time": "allow"})
    await _small_window(chat, 600)
    service = chat.service()
    first = await service.conversations.add_user_message("an old question " + "padding " * 100)
    await service.conversations.add_assistant_message(first.conversation_id, content="an old answer " + "padding " * 100)
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_now", "current_time", "{}")])),
        StreamResponse(openai_text_stream("Now.")),
    )
    final = await follow(await service.send("And now?", conversation_id=first.conversation_id), service,
                         yes_tools=False, interactive=False)
    assert final.state == "complete"
    out, err = capsys.readouterr()
    assert out.strip() == "Now." and "padding" not in json.dumps(_bodies(chat))
    notes = [line for line in err.splitlines() if line.startswith("[context]")]
    assert notes == ["[context] earlier messages left out: the conversation no longer fits the agent's context "
                     "window (600 tokens); the model sees the last 1 message"]
