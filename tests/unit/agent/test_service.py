"""ChatService rules and failure handling, against the real fake server and real stores."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from goclaw_lite.agent.rate_limit import RunRateLimitedError, RunRateLimiter
from goclaw_lite.agent.tools import ToolContext, ToolRegistry, ToolResult
from goclaw_lite.agent.tools.current_time import CurrentTimeTool
from goclaw_lite.errors import (
    ConfigurationError,
    ConversationClosedError,
    NotFoundError,
    StreamBusyError,
    ValidationError,
)
from goclaw_lite.model.chat import MessageRole, MessageState
from goclaw_lite.model.chat_api import RouteUsed, TokenDelta, ToolCallFinished
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.support.fake_llm import (
    ANTHROPIC_PATH,
    OPENAI_PATH,
    FakeLLMServer,
    StreamResponse,
    anthropic_text_stream,
    openai_text_stream,
    openai_tool_stream,
    rate_limited,
    server_error,
    unauthorized,
)
from tests.support.waiting import until
from tests.unit.agent.conftest import PYTHON, ChatWorld, collect

API_KEY = "sk-proj-" + "Zq8" * 16


class FakeClock:
    def __init__(self, start: float = 5000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t


async def message_count(world: ChatWorld) -> int:
    rows = await world.app.stores.db.fetch_value("SELECT COUNT(*) FROM agent_messages")
    return int(rows)


async def test_429_then_500_fall_back_and_the_route_used_is_recorded(
    chat: ChatWorld, fake_llm_factory: Callable[[], FakeLLMServer]
) -> None:
    cloud = fake_llm_factory()
    await chat.providers.create("cloud", provider_type="anthropic", api_base=cloud.base_url, api_key=API_KEY)
    await chat.agent(fallback=(("local", "fake-large"), ("cloud", "claude-a")))
    chat.server.script_openai(rate_limited(retry_after=30), model="fake-small")
    chat.server.script_openai(server_error(), model="fake-large")
    cloud.script_anthropic(StreamResponse(anthropic_text_stream("Answer from the cloud.", model="claude-a")))
    service = chat.service()
    events = await collect(await service.send("hello"))
    assert events[-1].state == "complete"
    route = [e for e in events if isinstance(e, RouteUsed)]
    assert [(r.provider, r.model, r.attempt) for r in route] == [("cloud", "claude-a", 3)]
    row = await service.conversations.get_message(events[-1].final_message_id or "")
    assert (row.provider, row.model, row.content) == ("cloud", "claude-a", "Answer from the cloud.")
    assert row.eval_tokens == 9
    attempts = row.metadata["attempts"]
    assert attempts[0].startswith("local/fake-small: rate limited (HTTP 429)")
    assert attempts[1].startswith("local/fake-large: server error (HTTP 500)")
    assert [e.model for e in chat.server.requests_to(OPENAI_PATH)] == ["fake-small", "fake-large"]
    assert cloud.requests_to(ANTHROPIC_PATH)[0].body["messages"] == [
        {"role": "user", "content": [{"type": "text", "text": "hello"}]}
    ]
    # both local routes now cool down: the next run goes straight to the route that worked
    cloud.script_anthropic(StreamResponse(anthropic_text_stream("Cloud again.", model="claude-a")))
    events = await collect(await service.send("again", conversation_id=row.conversation_id))
    assert [(r.provider, r.model, r.attempt) for r in events if isinstance(r, RouteUsed)] == [("cloud", "claude-a", 1)]
    assert len(chat.server.requests_to(OPENAI_PATH)) == 2


async def test_auth_error_is_an_error_row_with_a_hint_and_no_key(chat: ChatWorld) -> None:
    await chat.providers.update("local", api_key=API_KEY)
    await chat.agent()
    chat.server.script_openai(unauthorized())
    service = chat.service()
    events = await collect(await service.send("hello"))
    final = events[-1]
    assert final.state == "error" and "authentication failed (HTTP 401)" in (final.error or "")
    assert "goclaw-lite provider set local --key" in (final.error or "")
    row = await service.conversations.get_message(final.final_message_id or "")
    assert row.state is MessageState.ERROR and row.content == "" and row.error == final.error
    assert (row.provider, row.model) == ("local", "fake-small")
    assert chat.server.exchanges[0].auth_present
    for text in (final.error or "", json.dumps(row.metadata), row.error or ""):
        assert API_KEY not in text


async def test_mid_stream_disconnect_keeps_the_partial_and_does_not_switch_route(chat: ChatWorld) -> None:
    await chat.agent(fallback=(("local", "fake-large"),))
    chat.server.script_openai(
        StreamResponse(openai_text_stream("partial words then the server dies"), disconnect_after=4), model="fake-small"
    )
    chat.server.script_openai(StreamResponse(openai_text_stream("never used")), model="fake-large")
    service = chat.service()
    events = await collect(await service.send("hello"))
    shown = "".join(e.text for e in events if isinstance(e, TokenDelta))
    assert shown == "partial words then"
    final = events[-1]
    assert final.state == "error" and "broke off part-way" in (final.error or "")
    row = await service.conversations.get_message(final.final_message_id or "")
    assert row.state is MessageState.ERROR and row.content == shown and row.error
    assert chat.server.pending() == 1 and len(chat.server.requests_to(OPENAI_PATH)) == 1


async def test_closed_conversation_refuses_new_messages_before_storing(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("hi")))
    service = chat.service()
    run = await service.send("hello")
    await run.wait()
    await service.conversations.close(run.conversation_id)
    before = await message_count(chat)
    with pytest.raises(ConversationClosedError):
        await service.send("more", conversation_id=run.conversation_id)
    thread = await service.conversations.active_thread(run.conversation_id)
    with pytest.raises(ConversationClosedError):
        await service.regenerate(thread[-1].id)
    with pytest.raises(ConversationClosedError):
        await service.edit_and_resend(thread[0].id, "edited")
    assert await message_count(chat) == before
    assert service.rate_limiter.retry_after(chat.app.stores.identity.user_id) == 0


async def test_second_send_while_streaming_is_refused(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("a b c d e f g h"), delay=0.1))
    service = chat.service()
    run = await service.send("slow one")
    async for event in run.events():
        if isinstance(event, TokenDelta):
            break
    before = await message_count(chat)
    assert service.is_running(run.conversation_id)
    with pytest.raises(StreamBusyError):
        await service.send("impatient", conversation_id=run.conversation_id)
    with pytest.raises(StreamBusyError):
        await service.regenerate(run.user_message_id or "")
    assert await message_count(chat) == before
    run.stop()
    assert (await run.wait()).state == "stopped"
    chat.server.script_openai(StreamResponse(openai_text_stream("now")))
    follow = await service.send("now?", conversation_id=run.conversation_id)
    assert (await follow.wait()).state == "complete"


async def test_rate_limit_with_an_injected_clock(chat: ChatWorld) -> None:
    await chat.agent()
    clock = FakeClock()
    service = chat.service(rate_limiter=RunRateLimiter(2, clock=clock))
    for text in ("one", "two"):
        chat.server.script_openai(StreamResponse(openai_text_stream(text)))
        await (await service.send(text)).wait()
        clock.t += 10
    before = await message_count(chat)
    with pytest.raises(RunRateLimitedError) as refused:
        await service.send("three")
    assert refused.value.retry_after == pytest.approx(40.0)
    assert "Try again in 40 s" in str(refused.value) and refused.value.code == "RATE_LIMITED"
    assert await message_count(chat) == before
    clock.t += 40.5
    chat.server.script_openai(StreamResponse(openai_text_stream("three")))
    assert (await (await service.send("three")).wait()).state == "complete"


def test_rate_limiter_window_refund_and_off_switch() -> None:
    clock = FakeClock(0.0)
    limiter = RunRateLimiter(3, window=60, clock=clock)
    tokens = [limiter.acquire("u") for _ in range(3)]
    with pytest.raises(RunRateLimitedError):
        limiter.acquire("u")
    limiter.acquire("other")  # per key
    limiter.refund(tokens[1])
    limiter.acquire("u")
    clock.t = 59.9
    assert limiter.retry_after("u") == pytest.approx(0.1)
    clock.t = 60.0
    assert limiter.retry_after("u") == 0
    off = RunRateLimiter(0, clock=clock)
    for _ in range(100):
        off.acquire("u")
    with pytest.raises(ValidationError):
        RunRateLimiter(-1)


async def test_cleanup_deletes_old_closed_conversations_with_their_messages(chat: ChatWorld) -> None:
    await chat.agent()
    now = [datetime(2025, 1, 1, tzinfo=UTC)]
    service = chat.service(wall_clock=lambda: now[0])
    ids = []
    for text in ("old closed", "old active", "recent closed"):
        chat.server.script_openai(StreamResponse(openai_text_stream("ok")))
        run = await service.send(text)
        await run.wait()
        ids.append(run.conversation_id)
    await service.conversations.close(ids[0])
    now[0] += timedelta(days=25)
    await service.conversations.close(ids[2])
    now[0] += timedelta(days=6)  # 31 days after the first close, 6 after the second
    assert await ActivityStore(chat.app.stores.db, chat.app.stores.identity).count(
        ActivityFilter(action="conversation.cleanup")
    ) == 0
    report = await service.start_maintenance()
    assert (report.deleted, report.interrupted) == (1, 0)
    remaining = {c.id for c in await service.conversations.list()}
    assert remaining == {ids[1], ids[2]}
    cleanup = await ActivityStore(chat.app.stores.db, chat.app.stores.identity).list(
        ActivityFilter(action="conversation.cleanup")
    )
    assert [(r.actor_type, r.details) for r in cleanup] == [("system", {"deleted": 1, "max_age_days": 30})]
    assert await chat.app.stores.db.fetch_value("SELECT COUNT(*) FROM agent_messages WHERE conversation_id = ?", (ids[0],)) == 0


async def test_daily_maintenance_runs_again(chat: ChatWorld) -> None:
    await chat.agent()
    now = [datetime(2025, 1, 1, tzinfo=UTC)]
    service = chat.service(wall_clock=lambda: now[0], maintenance_interval=0.05)
    chat.server.script_openai(StreamResponse(openai_text_stream("ok")))
    run = await service.send("to be cleaned")
    await run.wait()
    await service.start_maintenance()
    await service.conversations.close(run.conversation_id)
    now[0] += timedelta(days=31)
    await until(lambda: _empty(service.conversations.list()), "the closed conversation to be purged")


async def _empty(rows: Awaitable[list[Any]]) -> bool:
    return not await rows


async def test_start_maintenance_marks_streams_a_crash_left(chat: ChatWorld) -> None:
    await chat.agent()
    service = chat.service()
    user = await service.conversations.add_user_message("crashed")
    row = await service.conversations.start_assistant(user.conversation_id)
    await service.conversations.save_partial(row.id, "half an ans")
    report = await service.start_maintenance()
    assert report.interrupted == 1
    stored = await service.conversations.get_message(row.id)
    assert stored.state is MessageState.INTERRUPTED and stored.content == "half an ans"


class Leaky:
    """A real tool that prints what a careless tool would: a password field and a credential."""

    name = "leaky"
    description = "prints configuration"
    parameters: Mapping[str, Any] = {"type": "object", "properties": {}}
    default_policy = "allow"

    def __init__(self, handed_out: str, stored_value: str) -> None:
        self.handed_out = handed_out
        self.stored_value = stored_value

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        body = {"user": "ann", "password": "hunter2-very", "pin_hash": "$2b$12$abcdefghij", "note": f"tok {self.handed_out}",
                "other": f"cli value {self.stored_value} here"}
        return ToolResult(True, json.dumps(body), secrets_to_mask={"HANDED": self.handed_out})


async def test_tool_results_are_masked_in_the_row_the_event_and_the_next_request(chat: ChatWorld) -> None:
    agent = await chat.agent()
    cli_value = "cli-secret-" + "q7" * 10
    store = SecureCLIStore(chat.app.stores.db, chat.app.stores.identity, chat.app.stores.cipher)
    await store.create("python3", path=PYTHON, env={"API_TOKEN": cli_value}, is_global=True)
    handed = "handed-" + "x9" * 10
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_l", "leaky", "{}")])), StreamResponse(openai_text_stream("done"))
    )
    service = chat.service(registry=ToolRegistry([CurrentTimeTool(), Leaky(handed, cli_value)]))
    events = await collect(await service.send("show config"))
    finished = next(e for e in events if isinstance(e, ToolCallFinished))
    row = await service.conversations.get_message(finished.tool_message_id)
    sent = chat.server.requests_to(OPENAI_PATH)[1].body["messages"][-1]["content"]
    for text in (finished.content, row.text, sent):
        for secret in ("hunter2-very", "$2b$12$abcdefghij", handed, cli_value):
            assert secret not in text
        data = json.loads(text)
        assert data["user"] == "ann" and data["password"].startswith("[REDACTED")
        assert "[REDACTED" in data["note"] and "[REDACTED" in data["other"]
    activity = await ActivityStore(chat.app.stores.db, chat.app.stores.identity).list(ActivityFilter(action="agent.tool_call"))
    assert activity and activity[0].entity_id == row.conversation_id and agent.id == activity[0].actor_id


async def test_exec_runs_a_registered_tool_and_its_injected_value_never_reaches_the_model(chat: ChatWorld) -> None:
    agent = await chat.agent(tool_policy={"exec": "allow"})
    token = "ghp_" + "A1b2C3d4E5" * 4
    store = SecureCLIStore(chat.app.stores.db, chat.app.stores.identity, chat.app.stores.cipher)
    await store.create("python3", path=PYTHON, env={"GH_TOKEN": token}, description="Python", is_global=False)
    binary = await store.get_by_name("python3")
    await store.grant(binary.id, agent.id)
    code = "import os; print('token=' + os.environ['GH_TOKEN']); print('plain output')"
    arguments = json.dumps({"binary": "python3", "args": ["-c", code]})
    chat.server.script_openai(
        StreamResponse(openai_tool_stream([("call_e", "exec", arguments)])), StreamResponse(openai_text_stream("ran"))
    )
    service = chat.service()
    events = await collect(await service.send("run it"))
    first = chat.server.requests_to(OPENAI_PATH)[0].body
    assert "exec" in {t["function"]["name"] for t in first["tools"]}
    assert "- python3: Python" in first["messages"][0]["content"]
    finished = next(e for e in events if isinstance(e, ToolCallFinished))
    assert finished.ok, finished.content
    row = await service.conversations.get_message(finished.tool_message_id)
    sent = chat.server.requests_to(OPENAI_PATH)[1].body["messages"][-1]["content"]
    for text in (finished.content, row.text, sent):
        assert token not in text and "token=[REDACTED" in text and "[exit code 0]" in text
        assert "plain output" in text


async def test_errors_before_a_run_are_clear_and_store_nothing(chat: ChatWorld) -> None:
    service = chat.service()
    with pytest.raises(NotFoundError, match="No agent exists yet"):
        await service.send("hello")
    await chat.agent(provider="nowhere")
    with pytest.raises(ConfigurationError, match="provider 'nowhere', which does not exist"):
        await service.send("hello")
    with pytest.raises(ValidationError):
        await service.send("   ")
    with pytest.raises(NotFoundError):
        await service.send("hello", conversation_id="0193a5b0-7000-7000-8000-00000000dead")
    with pytest.raises(NotFoundError):
        service.resolve_approval("call_nothing", True)
    assert await message_count(chat) == 0


async def test_aclose_stops_running_answers(chat: ChatWorld) -> None:
    await chat.agent()
    chat.server.script_openai(StreamResponse(openai_text_stream("a b c d e f g h i j"), delay=0.1))
    service = chat.service()
    run = await service.send("slow")
    async for event in run.events():
        if isinstance(event, TokenDelta):
            break
    await service.aclose()
    assert run.final is not None and run.final.state == "stopped"
    finished = await service.conversations.get_message(run.final.final_message_id or "")
    assert finished.role is MessageRole.ASSISTANT and finished.state is MessageState.STOPPED
    with pytest.raises(ValidationError):
        await service.send("after close")


async def test_closing_or_deleting_a_conversation_stops_its_run_first(chat: ChatWorld) -> None:
    await chat.agent()
    service = chat.service()
    for action in ("close", "delete"):
        chat.server.script_openai(StreamResponse(openai_text_stream("a b c d e f g h"), delay=0.1))
        run = await service.send(f"to {action}")
        async for event in run.events():
            if isinstance(event, TokenDelta):
                break
        if action == "close":
            closed = await service.close_conversation(run.conversation_id)
            assert closed.closed and run.final is not None and run.final.state == "stopped"
            reply = await service.conversations.get_message(run.final.final_message_id or "")
            assert reply.state is MessageState.STOPPED and reply.text and "a b c d e f g h".startswith(reply.text)
            assert reply.text != "a b c d e f g h"
        else:
            await service.delete_conversation(run.conversation_id)
            with pytest.raises(NotFoundError):
                await service.conversations.get(run.conversation_id)
            assert await chat.app.stores.db.fetch_value(
                "SELECT COUNT(*) FROM agent_messages WHERE conversation_id = ?", (run.conversation_id,)
            ) == 0
        assert not service.is_running(run.conversation_id)


async def test_a_per_run_model_is_used_and_recorded_without_changing_the_agent(chat: ChatWorld) -> None:
    from goclaw_lite.model.chat_api import RouteUsed
    from tests.support.fake_llm import OPENAI_PATH, StreamResponse, model_not_found, openai_text_stream

    await chat.agent(fallback=(("local", "fake-large"),))
    chat.server.script_openai(StreamResponse(openai_text_stream("From the large one.", model="fake-large")))
    service = chat.service()
    run = await service.send("Use the big model", model="fake-large")
    events = await collect(run)
    route = next(e for e in events if isinstance(e, RouteUsed))
    assert (route.provider, route.model, route.attempt) == ("local", "fake-large", 1)
    assert chat.server.requests_to(OPENAI_PATH)[-1].body["model"] == "fake-large"
    reply = (await service.conversations.active_thread(run.conversation_id))[-1]
    assert (reply.provider, reply.model) == ("local", "fake-large")
    assert (await chat.agents.get_by_key("helper")).model == "fake-small"  # the agent is unchanged

    # the next run without a choice is back on the agent's model
    chat.server.script_openai(StreamResponse(openai_text_stream("Small again.")))
    again = await collect(await service.send("And now?", conversation_id=run.conversation_id))
    assert chat.server.requests_to(OPENAI_PATH)[-1].body["model"] == "fake-small"
    assert next(e for e in again if isinstance(e, RouteUsed)).model == "fake-small"

    # a chosen model that fails falls back to the agent's own model first, then its candidates
    chat.server.script_openai(model_not_found("fake-missing"), StreamResponse(openai_text_stream("Fallback answered.")))
    regenerated = await collect(await service.regenerate(reply.id, model="fake-missing"))
    used = next(e for e in regenerated if isinstance(e, RouteUsed))
    assert (used.model, used.attempt) == ("fake-small", 2)
    assert [e.body["model"] for e in chat.server.requests_to(OPENAI_PATH)[-2:]] == ["fake-missing", "fake-small"]
