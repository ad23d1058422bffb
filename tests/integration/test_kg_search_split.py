"""KG search over a large scope runs as two half scans at once (SQLite): the same hits, in the same order."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import goclaw_lite.store.kg_search as kg_module
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.db import SQLiteDatabase
from goclaw_lite.store.kg import KnowledgeGraphStore
from goclaw_lite.store.meta import MetaStore
from goclaw_lite.store.models_kg import EntityInput, KGScope
from goclaw_lite.store.schema import prepare_database

SYLLABLES = ("ka", "lo", "mi", "ra", "ten", "vu", "an", "el", "Đà", "Nẵng", "моск", "ва", "straße", "ö")


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[SQLiteDatabase]:
    path = tmp_path / "store.db"
    prepare_database(path)
    database = await SQLiteDatabase.connect(path)
    yield database
    await database.close()


async def _filled(db: SQLiteDatabase) -> tuple[KnowledgeGraphStore, KGScope]:
    identity = await MetaStore(db).identity()
    store = KnowledgeGraphStore(db, identity)
    agent = await AgentStore(db, identity).create("split", provider="local", model="m")
    scope = store.scope(agent.id)
    rng = random.Random(7)
    names = {"".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize() for _ in range(400)}
    items = [EntityInput(n, rng.choice(("person", "city")), description=rng.choice(("", "ka river", "100% vu_lo")))
             for n in rng.sample(sorted(names), len(names))]  # ids (time-ordered) must not follow the names
    items += [EntityInput("Ka", "person"), EntityInput("Ka", "city")]  # an exact match twice: ties on the name
    await store.upsert_entities(scope, items)
    return store, scope


async def test_split_search_returns_what_one_scan_returns(db: SQLiteDatabase, monkeypatch: pytest.MonkeyPatch) -> None:
    store, scope = await _filled(db)
    queries = ["ka", "KA", "lo", "ten vu", "Đà", "МОСК", "STRASSE", "100%", "vu_lo", "zzz", "a"]
    one_scan = KnowledgeGraphStore(db, await MetaStore(db).identity())
    monkeypatch.setattr(kg_module, "SEARCH_SPLIT_MIN_ENTITIES", 10**9)
    expected = {(q, o): await one_scan.search_entities(scope, q, limit=15, offset=o) for q in queries for o in (0, 15)}
    assert await one_scan._search_split(scope) is None

    monkeypatch.setattr(kg_module, "SEARCH_SPLIT_MIN_ENTITIES", 10)
    split = await store._search_split(scope)
    assert split is not None
    for (query, offset), hits in expected.items():
        got = await store.search_entities(scope, query, limit=15, offset=offset)
        assert [(h.entity.id, h.rank) for h in got] == [(h.entity.id, h.rank) for h in hits], (query, offset)
    assert any(len(hits) == 15 for hits in expected.values())  # pages were full, so the merge had to cut
    assert db._reader is not None  # the second half really ran on the second connection


async def test_inside_a_transaction_the_split_sees_uncommitted_entities(db: SQLiteDatabase, monkeypatch: pytest.MonkeyPatch) -> None:
    store, scope = await _filled(db)
    monkeypatch.setattr(kg_module, "SEARCH_SPLIT_MIN_ENTITIES", 10)
    async with store.transaction():
        await store.upsert_entity(scope, EntityInput("Zyxwvut", "person"))
        hits = await store.search_entities(scope, "zyxwv")
        assert [h.entity.name for h in hits] == ["Zyxwvut"]


async def test_close_closes_the_second_connection(db: SQLiteDatabase) -> None:
    first, second = await db.fetch_all_concurrently([("SELECT 1 AS one", ()), ("SELECT 2 AS two", ())])
    assert first == [{"one": 1}] and second == [{"two": 2}]
    reader = db._reader
    assert reader is not None
    await db.close()
    assert db._reader is None
    with pytest.raises(ValueError):
        await reader.execute("SELECT 1")  # closed
