"""A subtask's own conversation is marked when it is created and left out of the conversation
list and its search, on SQLite and PostgreSQL alike."""

from __future__ import annotations

from goclaw_lite.ids import uuid7
from goclaw_lite.store.chat.conversations import SUBTASK_KEY, ConversationStore
from tests.integration.conftest import BackendDb


async def test_subtask_conversations_are_left_out_of_the_list(backend_db: BackendDb) -> None:
    store = ConversationStore(backend_db.db, backend_db.identity)
    parent = await store.add_user_message("Plan a trip to Hue")
    task_id = uuid7()
    marker = {SUBTASK_KEY: task_id, "parent_conversation_id": parent.conversation_id}
    child = await store.add_user_message("List night trains to Hue", conversation_metadata=marker)
    # a later message does not touch the metadata the conversation was created with
    await store.add_user_message("and their prices", conversation_id=child.conversation_id, conversation_metadata={})
    assert (await store.get(child.conversation_id)).metadata == marker
    assert (await store.get(parent.conversation_id)).metadata == {}
    assert [s.id for s in await store.list()] == [parent.conversation_id]
    assert {s.id for s in await store.list(subtasks=True)} == {parent.conversation_id, child.conversation_id}
    assert [s.id for s in await store.list("night trains")] == []
    assert [s.id for s in await store.list("night trains", subtasks=True)] == [child.conversation_id]
