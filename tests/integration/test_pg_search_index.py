"""PostgreSQL builds its own search indexes on open: rows folded by an older rule are folded
again, the pg_trgm indexes are made, and search then finds accent-free spellings."""

from __future__ import annotations

import pytest

from goclaw_lite.model.kg import EntityInput
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from goclaw_lite.store.lifecycle.search_index import SEARCH_FOLD_KEY, ensure_postgres_search_index

pytestmark = pytest.mark.postgres


async def test_an_older_store_is_folded_again_and_indexed(pg_ready: PostgresDatabase) -> None:
    db = pg_ready
    identity = await MetaStore(db).identity()
    agent = await AgentStore(db, identity).create("helper", provider="local", model="m")
    graph = KnowledgeGraphStore(db, identity)
    scope = graph.scope(agent.id)
    await graph.upsert_entities(scope, [EntityInput("Đà Nẵng", "city"), EntityInput("Müller", "person")])
    # what an older build wrote: casefolded text with its accents, no marker
    await db.execute("UPDATE kg_entities SET search_fold = lower(name || ' ' || entity_type)")
    await db.execute("DELETE FROM lite_meta WHERE key = ?", (SEARCH_FOLD_KEY,))
    assert await graph.search_entities(scope, "da nang") == []
    assert await ensure_postgres_search_index(db) is True
    assert [h.entity.name for h in await graph.search_entities(scope, "da nang")] == ["Đà Nẵng"]
    assert [h.entity.name for h in await graph.search_entities(scope, "MULLER")] == ["Müller"]
    indexes = {r["indexname"] for r in await db.fetch_all("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()")}
    assert {"idx_kg_entities_search_trgm", "idx_kg_entities_search_prefix", "idx_kg_entities_search_recent",
            "idx_messages_content_trgm"} <= indexes
    assert await ensure_postgres_search_index(db) is True  # a second open changes nothing
