"""ConversationStore: the chat data model's rules, on a real SQLite database."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import ConversationClosedError, NotFoundError, StreamBusyError, ValidationError
from goclaw_lite.model.chat import ConversationStatus, MessageRole, MessageState, StoredMessage, ToolCall
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.chat.conversations import ConversationStore


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(milliseconds=5)  # every write a little later, like real time
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(app: AppContext, clock: Clock) -> ConversationStore:
    return ConversationStore(app.stores.db, app.stores.identity, clock=clock)


async def count(app: AppContext, table: str) -> int:
    return int(await app.stores.db.fetch_value(f"SELECT COUNT(*) FROM {table}"))


async def test_first_message_creates_the_conversation_with_a_60_character_title(
    store: ConversationStore, app: AppContext
) -> None:
    text = "Plan   a trip\nto Đà Nẵng 🦀 with a long explanation that goes well past sixty characters"
    first = await store.add_user_message(text)
    conversation = await store.get(first.conversation_id)
    assert conversation.title == " ".join(text.split())[:60] and len(conversation.title) == 60
    assert conversation.status is ConversationStatus.ACTIVE
    assert conversation.active_leaf_id == first.id and first.parent_id is None
    assert conversation.updated_at == first.created_at  # the trigger bumped it with the insert
    second = await store.add_user_message("and a second message", conversation_id=conversation.id)
    again = await store.get(conversation.id)
    assert again.title == conversation.title  # only the first message names it
    assert second.parent_id == first.id and again.active_leaf_id == second.id
    assert await count(app, "agent_conversations") == 1
    # a caller-chosen id for a new conversation works the same way
    chosen = await store.add_user_message("x" * 100, conversation_id="0193a5b0-7000-7000-8000-0000000000aa")
    assert (await store.get(chosen.conversation_id)).title == "x" * 60


async def test_conversation_and_first_message_are_one_atomic_unit(store: ConversationStore, app: AppContext) -> None:
    with pytest.raises(ValidationError):
        await store.add_user_message("hello", parent_id="no-such-message")
    assert await count(app, "agent_conversations") == 0 and await count(app, "agent_messages") == 0
    with pytest.raises(ValidationError):
        await store.add_user_message("   \n ")
    assert await count(app, "agent_conversations") == 0


async def test_closed_conversation_rejects_every_new_message(store: ConversationStore, app: AppContext) -> None:
    message = await store.add_user_message("hi")
    cid = message.conversation_id
    reply = await store.add_assistant_message(cid, content="hello")
    closed = await store.close(cid)
    assert closed.closed
    for attempt in (
        store.add_user_message("more", conversation_id=cid),
        store.start_assistant(cid),
        store.add_tool_result(cid, "call_1", "{}"),
        store.add_assistant_message(cid, content="late"),
        store.regenerate(reply.id),
    ):
        with pytest.raises(ConversationClosedError) as caught:
            await attempt
        assert caught.value.code == "CONVERSATION_LIMIT_REACHED"
    assert await count(app, "agent_messages") == 2


async def test_delete_cascades_to_messages(store: ConversationStore, app: AppContext) -> None:
    keep = await store.add_user_message("keep me")
    gone = await store.add_user_message("delete me")
    await store.add_assistant_message(gone.conversation_id, content="reply")
    await store.regenerate(gone.id)  # a branch, so the parent_id chain is non-trivial
    await store.delete(gone.conversation_id)
    assert await count(app, "agent_messages") == 1
    assert [m.id for m in await store.messages(keep.conversation_id)] == [keep.id]
    with pytest.raises(NotFoundError):
        await store.get(gone.conversation_id)
    with pytest.raises(NotFoundError):
        await store.delete(gone.conversation_id)


async def test_cleanup_deletes_only_closed_conversations_idle_for_30_days(
    store: ConversationStore, clock: Clock, app: AppContext
) -> None:
    old_closed = (await store.add_user_message("old closed")).conversation_id
    await store.close(old_closed)
    old_active = (await store.add_user_message("old but active")).conversation_id
    clock.advance(days=20)
    recent_closed = (await store.add_user_message("recent closed")).conversation_id
    await store.close(recent_closed)
    assert await store.cleanup_closed(now=clock.now + timedelta(days=9)) == 0  # 29 days: nothing yet
    assert await store.cleanup_closed(now=clock.now + timedelta(days=11)) == 1
    remaining = {s.id for s in await store.list()}
    assert remaining == {old_active, recent_closed}
    assert await count(app, "agent_messages") == 2
    clock.advance(days=31)
    assert await store.cleanup_closed() == 1  # the store's own clock is the default "now"
    assert {s.id for s in await store.list()} == {old_active}


async def test_streaming_rows_are_finished_in_place_or_marked_interrupted(
    store: ConversationStore, app: AppContext
) -> None:
    cid = (await store.add_user_message("tell me a story")).conversation_id
    streaming = await store.start_assistant(cid, provider="local", model="qwen")
    assert streaming.state is MessageState.STREAMING and streaming.content == ""
    with pytest.raises(StreamBusyError):
        await store.start_assistant(cid)  # one stream per conversation
    await store.save_partial(streaming.id, "Once upon")
    other_cid = (await store.add_user_message("second chat")).conversation_id
    finished_elsewhere = await store.start_assistant(other_cid)
    await store.finish_assistant(finished_elsewhere.id, content="done")

    assert await store.mark_interrupted_streams() == 1  # what start-up does after a crash
    row = await store.get_message(streaming.id)
    assert row.state is MessageState.INTERRUPTED and row.content == "Once upon"
    with pytest.raises(ValidationError):
        await store.finish_assistant(streaming.id, content="too late")
    assert (await store.get_message(finished_elsewhere.id)).state is MessageState.COMPLETE
    again = await store.start_assistant(cid)  # the conversation is usable again
    assert again.parent_id == streaming.id


async def test_assistant_rows_keep_tool_calls_timing_tokens_and_route(store: ConversationStore, app: AppContext) -> None:
    cid = (await store.add_user_message("weather in Paris and the time?")).conversation_id
    pending = await store.start_assistant(cid, provider="local", model="qwen")
    calls = (ToolCall("call_1", "get_weather", '{"city": "Paris"}'), ToolCall("call_2", "get_time", "{}"))
    done = await store.finish_assistant(
        pending.id, tool_calls=calls, llm_duration_ms=812, eval_tokens=37, provider="cloud", model="claude-x"
    )
    assert done.content is None and done.tool_calls == calls and done.state is MessageState.COMPLETE
    assert (done.provider, done.model, done.llm_duration_ms, done.eval_tokens) == ("cloud", "claude-x", 812, 37)
    raw = await app.stores.db.fetch_value("SELECT tool_calls FROM agent_messages WHERE id = ?", (done.id,))
    assert json.loads(raw) == [c.to_json() for c in calls]
    first = await store.add_tool_result(cid, "call_1", '{"temp_c": 18}')
    second = await store.add_tool_result(cid, "call_2", '"12:00"')
    assert first.parent_id == done.id and second.parent_id == first.id and second.tool_call_id == "call_2"
    failing = await store.start_assistant(cid)
    errored = await store.finish_assistant(
        failing.id, state=MessageState.ERROR, content="partial", error="401 for key sk-proj-abcdefghijklmnopqrstuvwxyz123456"
    )
    assert errored.state is MessageState.ERROR and errored.content == "partial"
    assert "abcdefghijklmnop" not in (errored.error or "")
    thread = await store.active_thread(cid)
    assert [m.role for m in thread] == [MessageRole.USER, MessageRole.ASSISTANT, MessageRole.TOOL, MessageRole.TOOL, MessageRole.ASSISTANT]
    with pytest.raises(ValidationError):
        await store.finish_assistant(errored.id, state=MessageState.STREAMING)


async def test_branches_siblings_and_switching(store: ConversationStore) -> None:
    user1 = await store.add_user_message("first question")
    cid = user1.conversation_id
    answer1 = await store.add_assistant_message(cid, content="answer one")
    followup = await store.add_user_message("follow-up", conversation_id=cid)
    answer3 = await store.add_assistant_message(cid, content="answer to follow-up")

    regenerated = await store.regenerate(answer1.id, provider="local", model="qwen")
    assert regenerated.parent_id == user1.id and regenerated.state is MessageState.STREAMING
    await store.finish_assistant(regenerated.id, content="answer two")
    siblings = await store.siblings(regenerated.id)
    assert siblings.ids == (answer1.id, regenerated.id) and siblings.label == "2/2"
    assert siblings.previous_id == answer1.id and siblings.next_id is None
    assert [m.id for m in await store.active_thread(cid)] == [user1.id, regenerated.id]

    # back to the first answer: its newest leaf (the follow-up's answer) becomes active
    thread = await store.switch_branch(answer1.id)
    assert [m.id for m in thread] == [user1.id, answer1.id, followup.id, answer3.id]
    assert (await store.get(cid)).active_leaf_id == answer3.id
    assert (await store.siblings(answer1.id)).label == "1/2"

    # regenerating from deep in a tool turn answers the user turn again
    again = await store.regenerate(answer3.id)
    assert again.parent_id == followup.id
    await store.finish_assistant(again.id, content="another follow-up answer")

    edited = await store.edit_and_resend(user1.id, "first question, reworded")
    assert edited.parent_id is None
    roots = await store.siblings(edited.id)
    assert roots.ids == (user1.id, edited.id) and roots.index == 1
    assert [m.id for m in await store.active_thread(cid)] == [edited.id]
    with pytest.raises(ValidationError):
        await store.edit_and_resend(answer1.id, "not mine")
    assert len(await store.messages(cid)) == 7  # nothing was overwritten


async def test_list_search_is_unicode_case_insensitive_and_escapes_wildcards(
    store: ConversationStore, clock: Clock
) -> None:
    ids = {}
    for title in ("Trip to Đà Nẵng", "100% done", "100 done", "a_b file", "axb file", "Plain"):
        ids[title] = (await store.add_user_message(title)).conversation_id
    await store.add_assistant_message(ids["Plain"], content="Die Straße ist LANG")
    await store.add_tool_result(ids["100 done"], "call_1", '{"street": "straße"}')

    def titles(rows: list) -> list[str]:
        return [r.title for r in rows]

    assert titles(await store.list("đà NẴNG")) == ["Trip to Đà Nẵng"]
    assert titles(await store.list("100%")) == ["100% done"]
    assert titles(await store.list("a_b")) == ["a_b file"]
    assert titles(await store.list("STRASSE")) == ["Plain"]  # content match, casefolded ß == ss
    assert titles(await store.list("lang")) == ["Plain"]
    assert titles(await store.list("%")) == ["100% done"]
    assert titles(await store.list("_")) == ["a_b file"]
    # newest activity first: the tool result made "100 done" the most recent, then the reply
    assert titles(await store.list())[:2] == ["100 done", "Plain"]
    summary = (await store.list("plain"))[0]
    assert summary.message_count == 2
    renamed = await store.rename(ids["axb file"], "  Ünïcode   Title ")
    assert renamed.title == "Ünïcode Title"
    assert titles(await store.list("ünÏCODE")) == ["Ünïcode Title"]
    assert titles(await store.list("axb")) == ["Ünïcode Title"]  # its first message still says so
    with pytest.raises(ValidationError):
        await store.rename(ids["Plain"], "   ")
    closed = await store.close(ids["Plain"])
    assert titles(await store.list(status=ConversationStatus.CLOSED)) == [closed.title]


async def test_tool_results_are_masked_before_they_are_stored(store: ConversationStore, app: AppContext) -> None:
    cid = (await store.add_user_message("look up the user")).conversation_id
    await store.add_assistant_message(cid, tool_calls=(ToolCall("call_1", "lookup", "{}"),), content=None)
    result = json.dumps(
        {"user": "bob", "password": "hunter2", "pin_hash": 123456, "note": "the token is s3cr3t-value-42", "nested": [{"db_password": "pw9"}]}
    )
    stored = await store.add_tool_result(cid, "call_1", result, secrets={"github": "s3cr3t-value-42"})
    raw = await app.stores.db.fetch_value("SELECT content FROM agent_messages WHERE id = ?", (stored.id,))
    for secret in ("hunter2", "123456", "s3cr3t-value-42", "pw9"):
        assert secret not in raw
    data = json.loads(raw)
    assert data["user"] == "bob" and data["password"].startswith("[REDACTED")
    assert "[REDACTED:github]" in data["note"]


async def test_export_markdown_and_json(store: ConversationStore) -> None:
    user = await store.add_user_message("Show me code")
    cid = user.conversation_id
    call = ToolCall("call_1", "run", '{"cmd": "cat x"}')
    await store.add_assistant_message(cid, content="Running it.", tool_calls=(call,), provider="local", model="qwen")
    await store.add_tool_result(cid, "call_1", "```\nfenced output\n```")
    final = await store.add_assistant_message(cid, content="Here it is.")
    await store.regenerate(final.id)  # an unfinished branch: streaming, then switched away from
    await store.switch_branch(final.id)

    markdown = await store.export_markdown(cid)
    assert markdown.startswith("# Show me code\n")
    assert "## You" in markdown and "## Assistant (local/qwen)" in markdown and "Here it is." in markdown
    assert "````\n```\nfenced output\n```\n````" in markdown  # a longer fence around the backticks
    assert "**Tool call** `run`" in markdown

    document = json.loads(await store.export_json(cid))
    assert document["format"] == "goclaw-lite.conversation" and document["conversation"]["title"] == "Show me code"
    assert len(document["messages"]) == 5  # every branch
    assert document["active_thread"][-1] == final.id
    by_id = {m["id"]: m for m in document["messages"]}
    assert by_id[document["active_thread"][1]]["tool_calls"] == [call.to_json()]


async def test_other_tenants_conversations_are_invisible(store: ConversationStore, app: AppContext) -> None:
    mine = await store.add_user_message("private")
    other_tenant = "0193a5b0-7000-7000-8000-0000000000ff"
    await app.stores.db.execute(
        "INSERT INTO tenants (id, name, slug) VALUES (?, 'Other', 'other')", (other_tenant,)
    )
    stranger = ConversationStore(app.stores.db, LocalIdentity("install", other_tenant, "someone-else"))
    with pytest.raises(NotFoundError):
        await stranger.get(mine.conversation_id)
    with pytest.raises(NotFoundError):
        await stranger.add_user_message("intrude", conversation_id=mine.conversation_id)
    assert await stranger.list() == [] and await stranger.list("private") == []
    assert await stranger.mark_interrupted_streams() == 0
    assert len(await store.messages(mine.conversation_id)) == 1


# --- paging: a long thread is read a page at a time, newest first --------------------------


async def _linear(store: ConversationStore, turns: int) -> str:
    first = await store.add_user_message("question 0")
    cid = first.conversation_id
    await store.add_assistant_message(cid, content="answer 0")
    for n in range(1, turns):
        await store.add_user_message(f"question {n}", conversation_id=cid)
        await store.add_assistant_message(cid, content=f"answer {n}")
    return cid


def _ids(messages: tuple[StoredMessage, ...] | list[StoredMessage]) -> list[str]:
    return [m.id for m in messages]


async def test_pages_walk_up_the_active_branch_and_join_into_the_whole_thread(store: ConversationStore) -> None:
    cid = await _linear(store, 12)  # 24 messages
    whole = await store.active_thread(cid)
    tail = await store.thread_tail(cid, 10)
    assert _ids(tail.messages) == _ids(whole[-10:]) and tail.has_more
    assert tail.messages[-1].text == "answer 11"
    collected = list(tail.messages)
    page = tail
    while page.has_more:
        first = page.first_id
        assert first is not None
        page = await store.thread_before(first, 10)
        assert 0 < len(page.messages) <= 10
        collected = list(page.messages) + collected
    assert _ids(collected) == _ids(whole) and len(collected) == 24
    assert page.messages[0].parent_id is None  # the last page reached the root

    # exactly the size of the thread: no page above
    exact = await store.thread_tail(cid, 24)
    assert len(exact.messages) == 24 and not exact.has_more
    ending = await store.thread_ending_at(whole[5].id, 3)
    assert _ids(ending.messages) == _ids(whole[3:6]) and ending.has_more
    assert (await store.thread_before(whole[0].id, 5)).messages == ()
    empty = await store.add_user_message("other")
    await store.delete(empty.conversation_id)
    with pytest.raises(NotFoundError):
        await store.thread_before(empty.id, 5)


async def test_a_page_never_starts_with_a_tool_result(store: ConversationStore) -> None:
    first = await store.add_user_message("look these up")
    cid = first.conversation_id
    calls = tuple(ToolCall(f"call-{i}", "kg_search", '{"query": "x"}') for i in range(4))
    caller = await store.add_assistant_message(cid, content=None, tool_calls=calls)
    for call in calls:
        await store.add_tool_result(cid, call.id, f"result of {call.id}")
    await store.add_assistant_message(cid, content="all found")
    page = await store.thread_tail(cid, 3)  # would start at the 3rd result
    assert page.messages[0].id == caller.id and page.messages[0].role is MessageRole.ASSISTANT
    assert [m.role for m in page.messages[1:5]] == [MessageRole.TOOL] * 4 and page.has_more
    assert _ids((await store.thread_before(page.messages[0].id, 10)).messages) == [first.id]


async def test_siblings_many_answers_every_message_in_one_call(store: ConversationStore) -> None:
    user1 = await store.add_user_message("first question")
    cid = user1.conversation_id
    answer1 = await store.add_assistant_message(cid, content="answer one")
    second = await store.regenerate(answer1.id)
    await store.finish_assistant(second.id, content="answer two")
    edited = await store.edit_and_resend(user1.id, "first question, reworded")
    found = await store.siblings_many([user1.id, answer1.id, second.id, edited.id, "0193a5b0-7000-7000-8000-0000000000ff"])
    for message_id in (user1.id, answer1.id, second.id, edited.id):
        assert found[message_id] == await store.siblings(message_id)
    assert found[second.id].label == "2/2" and found[edited.id].ids == (user1.id, edited.id)
    assert "0193a5b0-7000-7000-8000-0000000000ff" not in found
    assert await store.siblings_many([]) == {}
    lone = await store.add_user_message("alone")
    assert (await store.siblings_many([lone.id]))[lone.id].count == 1
