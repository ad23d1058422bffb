"""A conversation's metadata keys (per-chat overrides) and a message's attachments round-trip on both backends."""

from __future__ import annotations

from goclaw_lite.agent.attachments import from_metadata, to_metadata
from goclaw_lite.model.attachments import Attachment
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.integration.conftest import BackendDb


async def test_one_metadata_key_is_set_and_removed_and_attachments_are_kept(backend_db: BackendDb) -> None:
    db, identity = backend_db.db, backend_db.identity
    agent = await AgentStore(db, identity).create("helper", provider="local", model="m")
    chats = ConversationStore(db, identity)
    files = [Attachment("notes.md", "markdown", "# Notes — naïve café\n", 21)]
    first = await chats.add_user_message("hello", agent_id=agent.id, metadata=to_metadata(files),
                                         conversation_metadata={"kept": True})
    cid = first.conversation_id
    changed = await chats.set_metadata_value(cid, "overrides", {"model": "m2", "temperature": 0.3})
    assert changed.metadata == {"kept": True, "overrides": {"model": "m2", "temperature": 0.3}}
    assert (await chats.get(cid)).metadata == changed.metadata
    cleared = await chats.set_metadata_value(cid, "overrides", None)
    assert cleared.metadata == {"kept": True}
    stored = (await chats.messages(cid))[0]
    assert from_metadata(stored.metadata) == tuple(files)
