"""Whatever a tool or a model produces is stored so that every backend holds it (and SQLite
rows stay promotable): NUL and unpaired surrogates become U+FFFD, and a message says so."""

from __future__ import annotations

from goclaw_lite.app.vault import note_input
from goclaw_lite.model.chat import MessageState, ToolCall
from goclaw_lite.model.vault import VaultScope
from goclaw_lite.store.backend.storable import note
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.store.records.vault import VaultStore
from tests.integration.conftest import BackendDb

BAD = "ls\x00-la \ud800 done"
CLEAN = "ls\ufffd-la \ufffd done"


async def test_messages_tool_results_and_calls_are_stored_clean_with_a_note(backend_db: BackendDb) -> None:
    store = ConversationStore(backend_db.db, backend_db.identity)
    user = await store.add_user_message(f"pasted: {BAD}")
    cid = user.conversation_id
    assert user.content == f"pasted: {CLEAN}{note(2)}"
    reply = await store.start_assistant(cid)
    await store.save_partial(reply.id, "half\x00")
    finished = await store.finish_assistant(
        reply.id, content=f"answer {BAD}", tool_calls=(ToolCall("c1", "exec", '{"cmd": "a\\u0000b", "raw": "x\x00y"}'),),
        error=None, metadata={"reasoning": "thought\x00", "nested": [{"k\x00": "\ud83d"}]},
    )
    assert finished.state is MessageState.COMPLETE
    result = await store.add_tool_result(cid, "c1", f"output {BAD}")
    assert result.content == f"output {CLEAN}{note(2)}"
    stored = {m.id: m for m in await store.messages(cid)}
    assert stored[reply.id].content == f"answer {CLEAN}{note(2)}"
    assert stored[reply.id].tool_calls[0].arguments_json == '{"cmd": "a\\u0000b", "raw": "x\ufffdy"}'
    assert stored[reply.id].metadata == {"reasoning": "thought\ufffd", "nested": [{"k\ufffd": "\ufffd"}]}
    assert stored[result.id].content == result.content
    assert [m.id for m in await store.messages(cid)] == [user.id, reply.id, result.id]


async def test_a_streaming_checkpoint_and_an_error_are_stored_clean(backend_db: BackendDb) -> None:
    store = ConversationStore(backend_db.db, backend_db.identity)
    cid = (await store.add_user_message("hi")).conversation_id
    reply = await store.start_assistant(cid)
    await store.save_partial(reply.id, "partial\x00")
    assert (await store.get_message(reply.id)).content == f"partial\ufffd{note(1)}"
    failed = await store.finish_assistant(reply.id, state=MessageState.ERROR, content="", error="server said \x00")
    assert failed.error == f"server said \ufffd{note(1)}"


async def test_every_store_gets_the_same_net_activity_details_and_notes(backend_db: BackendDb) -> None:
    activity = ActivityStore(backend_db.db, backend_db.identity)
    await activity.log("agent.tool_call", details={"output": "a\x00b", "escaped": "\\u0000 stays text"})
    row = (await activity.list())[0]
    assert row.details == {"output": "a\ufffdb", "escaped": "\\u0000 stays text"}
    vault = VaultStore(backend_db.db, backend_db.identity)
    await vault.upsert_document(VaultScope.shared(), note_input("Note.md", "text\x00 here"))
    assert (await vault.get_document(VaultScope.shared(), "Note.md")).content == "text\ufffd here"
