"""A malformed parent id is a clear ValidationError on both backends, never a driver error."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.integration.conftest import BackendDb


@pytest.mark.parametrize("bad", ["not-a-uuid", "0193a5b0-7000-7000-8000-00000000000g", "'; DROP TABLE x; --", ""])
async def test_a_malformed_parent_id_is_refused_before_any_query(backend_db: BackendDb, bad: str) -> None:
    db, identity = backend_db.db, backend_db.identity
    agent = await AgentStore(db, identity).create("helper", provider="local", model="m")
    chats = ConversationStore(db, identity)
    first = await chats.add_user_message("hello", agent_id=agent.id)
    before = await chats.messages(first.conversation_id)
    with pytest.raises(ValidationError, match="is not a message id"):
        await chats.add_user_message("reply", conversation_id=first.conversation_id, parent_id=bad)
    with pytest.raises(ValidationError, match="is not a message id"):
        await chats.add_assistant_message(first.conversation_id, content="answer", parent_id=bad)
    assert await chats.messages(first.conversation_id) == before
    # a well-formed id that is not in the conversation keeps its own message
    with pytest.raises(ValidationError, match="not part of this conversation"):
        await chats.add_user_message("reply", conversation_id=first.conversation_id,
                                     parent_id="0193a5b0-7000-7000-8000-000000000099")
    reply = await chats.add_user_message("reply", conversation_id=first.conversation_id, parent_id=first.id)
    assert reply.parent_id == first.id
