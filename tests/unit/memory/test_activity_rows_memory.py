"""`memory.consolidate` rows: one per consolidated conversation, counts only, never its text."""

from __future__ import annotations

import json

from goclaw_lite.memory.consolidation import ConsolidationWorker
from goclaw_lite.store.chat.episodic import EpisodicStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.unit.memory.conftest import EXTRACTION, SUMMARY, MemoryWorld, answer

SECRET = "sk-ant-api03-" + "Jx2" * 20


async def test_a_consolidated_conversation_logs_its_episode_and_counts_once(world: MemoryWorld) -> None:
    cid = await world.conversation(user=f"Orion's key is {SECRET}; move Orion to PostgreSQL.")
    await world.conversations.close(cid)
    worker = ConsolidationWorker(world.app.stores)
    await worker.notify(world.agent.id, cid)
    world.server.script_openai(answer(SUMMARY), answer(EXTRACTION))
    assert len((await worker.run_pending()).done) == 1
    await worker.notify(world.agent.id, cid)
    await worker.run_pending(force=True)  # already done: no second row
    episode = await EpisodicStore(world.app.stores.db, world.app.stores.identity).get_by_source_id(
        worker.episodes.scope(world.agent.id), cid
    )
    assert episode is not None
    activity = ActivityStore(world.app.stores.db, world.app.stores.identity)
    [row] = await activity.list(ActivityFilter(action="memory.consolidate"))
    assert (row.entity_type, row.entity_id, row.actor_type) == ("conversation", cid, "system")
    assert row.details == {
        "agent_id": world.agent.id, "episode_id": episode.id, "entities": 3, "relations": 2,
        "entities_created": 3, "relations_created": 2,
    }
    text = json.dumps([r.details for r in await activity.list()])
    assert SECRET not in text and SUMMARY["summary"] not in text and "Ada" not in text

