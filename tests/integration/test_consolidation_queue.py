"""The consolidation queue below both faces, on SQLite and PostgreSQL: closing queues, and the
sweep finds closed or idle conversations that have no job yet."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from goclaw_lite.agent.conversation_audit import ConversationAudit
from goclaw_lite.memory.queue import SOURCE_CONVERSATION, ConsolidationQueue
from goclaw_lite.store.chat.conversations import SUBTASK_KEY, ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.integration.conftest import BackendDb


async def test_closing_queues_and_the_sweep_finds_only_closed_or_idle_unqueued(backend_db: BackendDb) -> None:
    db, identity = backend_db.db, backend_db.identity
    agents = AgentStore(db, identity)
    helper = await agents.create("helper", provider="local", model="m")
    quiet = await agents.create("quiet", provider="local", model="m")
    await agents.update(quiet.id, memory_config={"consolidation": False})
    now = ConversationStore(db, identity)
    past = ConversationStore(db, identity, clock=lambda: datetime.now(UTC) - timedelta(hours=2))
    fresh = (await now.add_user_message("fresh", agent_id=helper.id)).conversation_id
    idle = (await past.add_user_message("idle", agent_id=helper.id)).conversation_id
    closed_by_store = (await now.add_user_message("closed", agent_id=helper.id)).conversation_id
    await now.close(closed_by_store)
    muted = (await past.add_user_message("muted", agent_id=quiet.id)).conversation_id
    subtask = (await past.add_user_message("sub", agent_id=helper.id, conversation_metadata={SUBTASK_KEY: "t1"})).conversation_id
    closed_by_audit = (await now.add_user_message("closed via audit", agent_id=helper.id)).conversation_id

    await ConversationAudit(db, identity).close(closed_by_audit)
    queue = ConsolidationQueue(db, identity)
    assert [j.source_id for j in await queue.jobs.list()] == [closed_by_audit]

    added = await queue.enqueue_unqueued(timedelta(minutes=30))
    assert sorted(j.source_id for j in added) == sorted([idle, closed_by_store])
    assert {j.source_type for j in added} == {SOURCE_CONVERSATION}
    listed = {j.source_id for j in await queue.jobs.list()}
    assert listed == {closed_by_audit, idle, closed_by_store}
    assert not listed & {fresh, muted, subtask}
    assert await queue.enqueue_unqueued(timedelta(minutes=30)) == []
