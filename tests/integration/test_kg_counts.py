"""The knowledge-graph counters (store/graph/counts.py) on SQLite and PostgreSQL.

After a random run of every kind of write the store makes (ingest, updates, ends and
revivals, windows that start later, type changes, merges, pruning, deletes that cascade,
restores, a whole agent deleted), the counts read from the counters equal the counts read
from the rows, at now and at later times; and the counters equal a fresh count of the
tables.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
from datetime import timedelta

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.ids import format_ts, now_ts, parse_ts
from goclaw_lite.model.kg import (
    EntityInput,
    EntityListOptions,
    EntityPatch,
    EntityReplacement,
    KGScope,
    RelationInput,
    RelationSpec,
)
from goclaw_lite.promote.run import promote
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.counts import FILL, KG_COUNTS_KEY, counters_kept, kg_counts_missing
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from goclaw_lite.store.lifecycle.sqlite_schema import prepare_database
from tests.integration.conftest import BackendDb, PgSchema
from tests.support.old_kg_counts import drop_kg_counts

TYPES = ("person", "place", "project")
RELATIONS = ("knows", "near", "part_of")
NAMES = tuple(f"name {i}" for i in range(14))
EXPECTED_FAILURES = (ValidationError, NotFoundError, AlreadyExistsError)


def shifted(hours: float) -> str:
    return format_ts(parse_ts(now_ts()) + timedelta(hours=hours))


async def counter_rows(db: object) -> set[tuple[str, str, str, str, str, int]]:
    rows = await db.fetch_all("SELECT agent_id, user_id, tenant_id, kind, type, n FROM kg_counts")  # type: ignore[attr-defined]
    return {(str(r["agent_id"]), str(r["user_id"]), str(r["tenant_id"]), str(r["kind"]), str(r["type"]), int(r["n"]))
            for r in rows}


async def assert_counts_match(backend_db: BackendDb, store: KnowledgeGraphStore, scopes: list[KGScope]) -> None:
    """Counted equals scanned at several times from now on, and the counters equal a fresh count."""
    db = backend_db.db
    kept = await counter_rows(db)
    async with db.transaction():
        await db.execute("CREATE TEMPORARY TABLE fresh_counts AS SELECT * FROM kg_counts WHERE 0 = 1")
        for statement in FILL:
            await db.execute(statement.replace("INSERT INTO kg_counts", "INSERT INTO fresh_counts"))
        fresh = {r for r in await counter_rows_of(db, "fresh_counts")}
        await db.execute("DROP TABLE fresh_counts")
    assert {r for r in kept if r[5] != 0} == fresh
    assert all(r[5] > 0 for r in kept)  # a counter that reaches 0 goes
    for scope in scopes:
        for at in (shifted(0.01), shifted(2), shifted(30), shifted(24 * 400)):
            counted = await store.counted_stats(scope, at)
            scanned = await store.scanned_stats(scope, at)
            assert counted == scanned, at
        now = await store.stats(scope, as_of=shifted(0.01))
        assert now == await store.scanned_stats(scope, now.as_of)
        for at, include_expired in ((shifted(2), False), (shifted(2), True), ("2000-01-01T00:00:00.000Z", True)):
            for entity_type in (None, *TYPES):
                options = EntityListOptions(entity_type=entity_type, as_of=at, include_expired=include_expired, limit=1)
                listed = await store.list_entities(scope, options)
                assert listed.total == await scanned_total(db, scope, options), options


async def scanned_total(db: object, scope: KGScope, options: EntityListOptions) -> int:
    """How many entities `list_entities` lists, counted from the rows."""
    sql = "SELECT COUNT(*) FROM kg_entities WHERE agent_id = ? AND user_id = ?"
    params: list[object] = [scope.agent_id, scope.user_id]
    if options.entity_type:
        sql += " AND entity_type = ?"
        params.append(options.entity_type)
    if not options.include_expired:
        sql += " AND valid_from <= ? AND (valid_until IS NULL OR valid_until > ?)"
        params += [options.as_of, options.as_of]
    return int(await db.fetch_value(sql, tuple(params)))  # type: ignore[attr-defined]


async def counter_rows_of(db: object, table: str) -> set[tuple[str, str, str, str, str, int]]:
    rows = await db.fetch_all(f"SELECT agent_id, user_id, tenant_id, kind, type, n FROM {table}")  # type: ignore[attr-defined]
    return {(str(r["agent_id"]), str(r["user_id"]), str(r["tenant_id"]), str(r["kind"]), str(r["type"]), int(r["n"]))
            for r in rows}


class Run:
    """Random writes through the store, each of which the store may refuse (that is fine)."""

    def __init__(self, store: KnowledgeGraphStore, scope: KGScope, rng: random.Random) -> None:
        self.store, self.scope, self.rng = store, scope, rng
        self.deleted: list[tuple[object, list[object]]] = []

    def window(self) -> tuple[str | None, str | None]:
        pick = self.rng.random()
        if pick < 0.5:
            return None, None
        if pick < 0.65:
            return shifted(self.rng.choice((1, 10, 50))), None  # starts later
        if pick < 0.8:
            return None, shifted(self.rng.choice((1, 10, 50)))  # ends later
        if pick < 0.9:
            return shifted(-self.rng.choice((1, 100))), shifted(self.rng.choice((-0.5, 5)))
        return shifted(1), shifted(20)

    async def entity_ids(self) -> list[str]:
        return sorted(e.id for e in await self.store.all_entities(self.scope))

    async def relation_ids(self) -> list[str]:
        return sorted(r.id for r in await self.store.all_relations(self.scope))

    async def step(self) -> None:
        rng, store, scope = self.rng, self.store, self.scope
        op = rng.choice(("ingest",) * 4 + ("entity",) * 2 + ("relation",) * 4 + (
            "end_entity", "end_relation", "replace", "merge", "delete_entity", "delete_relation", "restore", "prune"))
        entities = await self.entity_ids()
        if op == "ingest":
            names = rng.sample(NAMES, rng.randint(1, 4))
            batch = [EntityInput(n, rng.choice(TYPES), confidence=rng.choice((0.3, 0.9))) for n in names]
            rels = [RelationSpec(a.name, b.name, rng.choice(RELATIONS), source_type=a.entity_type, target_type=b.entity_type)
                    for a in batch for b in batch if a is not b and rng.random() < 0.6]
            await store.ingest_extraction(scope, batch, rels)
        elif op == "entity":
            start, end = self.window()
            await store.upsert_entity(scope, EntityInput(rng.choice(NAMES), rng.choice(TYPES), valid_from=start,
                                                         valid_until=end, confidence=rng.choice((0.2, 1.0))))
        elif op == "relation" and len(entities) >= 2:
            a, b = rng.sample(entities, 2)
            start, end = self.window()
            await store.upsert_relation(scope, RelationInput(a, rng.choice(RELATIONS), b, valid_from=start, valid_until=end,
                                                             confidence=rng.choice((0.2, 1.0))))
        elif op == "end_entity" and entities:
            await store.expire_entity(scope, rng.choice(entities), at=rng.choice((None, shifted(3))))
        elif op == "end_relation" and (relations := await self.relation_ids()):
            await store.expire_relation(scope, rng.choice(relations), at=rng.choice((None, shifted(3))))
        elif op == "replace" and entities:
            old = await store.get_entity(scope, rng.choice(entities), include_expired=True)
            start, end = self.window()
            await store.replace_entity(scope, old.id, EntityReplacement(
                old.name, rng.choice(TYPES), old.description, dict(old.properties), list(old.aliases), old.confidence,
                start or old.valid_from, end))
        elif op == "merge" and len(entities) >= 2:
            survivor, merged = rng.sample(entities, 2)
            keep = await store.get_entity(scope, survivor, include_expired=True)
            start, end = self.window()
            await store.merge_entities(scope, survivor, merged, EntityPatch(
                keep.description, dict(keep.properties), tuple(keep.aliases), keep.confidence, start or keep.valid_from, end))
        elif op == "delete_entity" and entities:
            gone = await store.get_entity(scope, rng.choice(entities), include_expired=True)
            relations = await store.list_relations(scope, gone.id, include_expired=True)
            await store.delete_entity(scope, gone.id)
            self.deleted.append((gone, relations))
        elif op == "delete_relation" and (relations := await self.relation_ids()):
            await store.delete_relation(scope, rng.choice(relations))
        elif op == "restore" and self.deleted:
            entity, relations = self.deleted.pop(rng.randrange(len(self.deleted)))
            await store.restore_entity(scope, entity, relations)  # type: ignore[arg-type]
        elif op == "prune" and rng.random() < 0.3:
            await store.prune_by_confidence(scope, 0.25)


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_counted_stats_equal_the_scan_after_random_writes(backend_db: BackendDb, seed: int) -> None:
    store = KnowledgeGraphStore(backend_db.db, backend_db.identity)
    agents = AgentStore(backend_db.db, backend_db.identity)
    scopes = [store.scope((await agents.create(f"helper-{i}", provider="local", model="m")).id) for i in range(2)]
    assert await counters_kept(backend_db.db)
    rng = random.Random(seed)
    runs = [Run(store, scope, rng) for scope in scopes]
    for i in range(90):
        try:
            await rng.choice(runs).step()
        except EXPECTED_FAILURES:
            pass
        if i % 30 == 29:
            await assert_counts_match(backend_db, store, scopes)
    totals = await store.stats(scopes[0], as_of=shifted(0.01))
    assert totals.entity_count > 0 and totals.relation_count > 0  # the run built a graph worth counting
    await assert_counts_match(backend_db, store, scopes)
    await agents.delete("helper-1")  # its entities and relations go by cascade, and so do their counters
    assert not [r for r in await counter_rows(backend_db.db) if r[0] == scopes[1].agent_id]
    await assert_counts_match(backend_db, store, scopes[:1])


async def test_a_cascaded_delete_takes_the_relation_counters_along(backend_db: BackendDb) -> None:
    store = KnowledgeGraphStore(backend_db.db, backend_db.identity)
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")
    scope = store.scope(agent.id)
    hub = (await store.upsert_entity(scope, EntityInput("hub", "place"))).entity.id
    spokes = [(await store.upsert_entity(scope, EntityInput(f"s{i}", "person"))).entity.id for i in range(3)]
    for spoke in spokes:
        await store.upsert_relation(scope, RelationInput(spoke, "near", hub))
    assert (await store.stats(scope)).relation_types == {"near": 3}
    await store.delete_entity(scope, hub)
    stats = await store.stats(scope)
    assert (stats.entity_types, stats.relation_types) == ({"person": 3}, {})
    assert [r[3:] for r in await counter_rows(backend_db.db)] == [("entity", "person", 3)]


async def random_graph(store: KnowledgeGraphStore, scope: KGScope, seed: int, steps: int = 60) -> None:
    rng = random.Random(seed)
    run = Run(store, scope, rng)
    for _ in range(steps):
        try:
            await run.step()
        except EXPECTED_FAILURES:
            pass


async def test_a_database_without_the_counters_gets_them_on_open_after_a_backup(test_key: str) -> None:
    app = await open_app(resolve_paths(), program="t", key_policy=KeyPolicy.REQUIRED)
    path = app.paths.db_path
    try:
        store = KnowledgeGraphStore(app.stores.db, app.stores.identity)
        scope = store.scope((await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="local",
                                                                                          model="m")).id)
        await random_graph(store, scope, seed=7)
    finally:
        await app.close()
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        drop_kg_counts(conn)
    finally:
        conn.close()
    assert kg_counts_missing(path)
    old = await SQLiteDatabase.connect(path, read_only=True)  # an old file opened read-only: the counts scan
    try:
        assert not await counters_kept(old)
        before = await KnowledgeGraphStore(old, await MetaStore(old).identity()).stats(scope)
    finally:
        await old.close()

    seen: list[tuple[str, int, int]] = []
    result = prepare_database(path, progress=lambda what, done, total: seen.append((what, done, total)))
    assert result.backup_path is not None and result.backup_path.exists()
    assert result.steps == ("the knowledge-graph counters",)
    assert ("Counting the knowledge graph", 1, 1) in seen
    assert not kg_counts_missing(path)
    backup = sqlite3.connect(f"{result.backup_path.resolve().as_uri()}?mode=ro", uri=True)
    try:  # the backup is the file as it was
        assert backup.execute("SELECT count(*) FROM sqlite_master WHERE name = 'kg_counts'").fetchone() == (0,)
    finally:
        backup.close()
    again = prepare_database(path)
    assert again.backup_path is None and again.steps == ()  # once, and nothing else redone
    db = await SQLiteDatabase.connect(path)
    try:
        identity = await MetaStore(db).identity()
        assert await MetaStore(db).get(KG_COUNTS_KEY) == "1"
        store = KnowledgeGraphStore(db, identity)
        after = await store.stats(scope)
        assert (after.entity_types, after.relation_types, after.not_current_entities) == (
            before.entity_types, before.relation_types, before.not_current_entities)
        assert after.entity_count > 0
        await assert_counts_match(BackendDb("sqlite", db, identity), store, [scope])
        await random_graph(store, scope, seed=8, steps=30)  # and they are kept from then on
        await assert_counts_match(BackendDb("sqlite", db, identity), store, [scope])
    finally:
        await db.close()


@pytest.mark.postgres
async def test_promotion_counts_on_postgresql_what_the_source_counts(test_key: str, pg_schema: PgSchema) -> None:
    app = await open_app(resolve_paths(), program="t", key_policy=KeyPolicy.REQUIRED)
    path = app.paths.db_path
    try:
        agents = AgentStore(app.stores.db, app.stores.identity)
        store = KnowledgeGraphStore(app.stores.db, app.stores.identity)
        scopes = [store.scope((await agents.create(f"helper-{i}", provider="local", model="m")).id) for i in range(2)]
        for i, scope in enumerate(scopes):
            await random_graph(store, scope, seed=20 + i)
        at = shifted(0.05)
        source_stats = [await store.stats(scope, as_of=at) for scope in scopes]
        source_counters = await counter_rows(app.stores.db)
    finally:
        await app.close()
    url = f"{pg_schema.url}?options=-csearch_path%3D{pg_schema.name}"
    result = await promote(path, url)
    assert result.report is not None and result.report.ok
    target = await PostgresDatabase.connect(url)
    try:
        identity = await MetaStore(target).identity()
        pg_store = KnowledgeGraphStore(target, identity)
        assert await counters_kept(target)
        assert await counter_rows(target) == source_counters
        for scope, expected in zip(scopes, source_stats, strict=True):
            assert await pg_store.stats(scope, as_of=at) == expected
        await assert_counts_match(BackendDb("postgres", target, identity), pg_store, scopes)
    finally:
        await target.close()


@pytest.mark.postgres
async def test_writers_of_one_scope_take_turns_at_its_counters_instead_of_deadlocking(pg_schema: PgSchema) -> None:
    """Two transactions that add entities of two types in opposite orders: each would hold one
    counter row and wait for the other's. One waits at its first counter change instead."""
    first = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name)
    second = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name)
    try:
        from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema

        await prepare_schema(first)
        identity = await MetaStore(first).identity()
        agent = await AgentStore(first, identity).create("helper", provider="local", model="m")
        stores = [KnowledgeGraphStore(db, identity) for db in (first, second)]
        scope = stores[0].scope(agent.id)
        await stores[0].upsert_entity(scope, EntityInput("seed a", "person"))  # both counter rows exist
        await stores[0].upsert_entity(scope, EntityInput("seed b", "place"))
        started, go_on = asyncio.Event(), asyncio.Event()

        async def write(store: KnowledgeGraphStore, db: PostgresDatabase, types: tuple[str, str], tag: str) -> None:
            async with db.transaction():
                await store.upsert_entity(scope, EntityInput(f"{tag} 1", types[0]))
                started.set()
                await go_on.wait()
                await store.upsert_entity(scope, EntityInput(f"{tag} 2", types[1]))

        one = asyncio.create_task(write(stores[0], first, ("person", "place"), "one"))
        await asyncio.wait_for(started.wait(), 10)
        started.clear()
        two = asyncio.create_task(write(stores[1], second, ("place", "person"), "two"))
        await asyncio.sleep(0.5)  # the second has begun its first write (and waits, with the lock)
        go_on.set()
        await asyncio.wait_for(asyncio.gather(one, two), 30)
        assert (await stores[0].stats(scope)).entity_types == {"person": 3, "place": 3}
    finally:
        await first.close()
        await second.close()
