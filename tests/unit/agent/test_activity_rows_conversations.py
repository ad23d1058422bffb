"""`conversation.*` activity rows written by ChatService, against the real fake server and SQLite."""

from __future__ import annotations

import json

from goclaw_lite.errors import NotFoundError
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.support.fake_llm import StreamResponse, openai_text_stream
from tests.unit.agent.conftest import ChatWorld

SECRET = "sk-proj-" + "Qw7" * 16


def activity(chat: ChatWorld) -> ActivityStore:
    return ActivityStore(chat.app.stores.db, chat.app.stores.identity)


async def test_first_message_close_and_delete_each_write_one_row_without_text(chat: ChatWorld) -> None:
    agent = await chat.agent()
    service = chat.service()
    chat.server.script_openai(StreamResponse(openai_text_stream("noted")), StreamResponse(openai_text_stream("again")))
    run = await service.send(f"my key is {SECRET}, remember the word pelican")
    await run.wait()
    second = await service.send("and one more", conversation_id=run.conversation_id)
    await second.wait()
    created = await activity(chat).list(ActivityFilter(action="conversation.create"))
    assert len(created) == 1  # the second message did not create anything
    row = created[0]
    assert (row.entity_type, row.entity_id, row.actor_type) == ("conversation", run.conversation_id, "user")
    assert row.details["agent_id"] == agent.id and row.details["message_id"]

    await service.close_conversation(run.conversation_id)
    await service.delete_conversation(run.conversation_id)
    closed = await activity(chat).list(ActivityFilter(action="conversation.close"))
    deleted = await activity(chat).list(ActivityFilter(action="conversation.delete"))
    assert [r.entity_id for r in closed] == [run.conversation_id] and closed[0].details == {"agent_id": agent.id}
    assert [r.entity_id for r in deleted] == [run.conversation_id]
    text = json.dumps([r.details for r in await activity(chat).list()])
    assert SECRET not in text and "pelican" not in text


async def test_a_failed_close_or_delete_logs_nothing(chat: ChatWorld) -> None:
    service = chat.service()
    for action in (service.close_conversation, service.delete_conversation):
        try:
            await action("0" * 8 + "-0000-7000-8000-" + "0" * 12)
        except NotFoundError:
            pass
        else:
            raise AssertionError("an unknown conversation must be refused")
    assert await activity(chat).count(ActivityFilter(entity_type="conversation")) == 0

