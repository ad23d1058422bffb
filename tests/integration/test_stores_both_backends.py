"""The existing stores and the Database contract behave the same on SQLite and PostgreSQL.

Every test here runs twice through `backend_db`; the last test also runs one scenario on
both backends side by side and compares what the stores return.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.model.agents import FallbackCandidate, ModelFallback
from goclaw_lite.store.backend.db import ConstraintViolation, Database, SQLiteDatabase, contains_pattern, prefix_pattern
from goclaw_lite.store.backend.meta import LocalIdentity, MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from goclaw_lite.store.lifecycle.sqlite_schema import prepare_database
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from goclaw_lite.textfold import fold_text
from tests.integration.conftest import BackendDb, PgSchema

CANONICAL_TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")
FALLBACK = ModelFallback(
    enabled=True,
    candidates=(FallbackCandidate("openrouter", "llama-3"), FallbackCandidate("anthropic", "claude")),
    max_attempts=3,
    cooldown_enabled=False,
)


# --- AgentStore -------------------------------------------------------------------------


async def test_agents_create_default_list_and_resolve(backend_db: BackendDb) -> None:
    agents = AgentStore(backend_db.db, backend_db.identity)
    first = await agents.create("helper", provider="local", model="smollm2", display_name="Helper", emoji="🦀")
    second = await agents.create("coder", provider="local", model="qwen", tool_policy={"shell": "ask"})
    assert first.is_default is True and second.is_default is False
    assert CANONICAL_TS.match(first.created_at) and first.created_at == first.updated_at
    assert (await agents.resolve(None)).agent_key == "helper"
    assert (await agents.get(second.id)).tool_policy == {"shell": "ask"}
    await agents.set_default("coder")
    assert (await agents.get_default()).agent_key == "coder"  # type: ignore[union-attr]
    assert [(a.agent_key, a.is_default) for a in await agents.list()] == [("coder", True), ("helper", False)]
    assert (await agents.get_by_key(" HELPER ")).label == "🦀 Helper"
    assert await agents.find_by_key("nobody") is None


async def test_agents_refuse_duplicates_bad_keys_and_unknown_ids(backend_db: BackendDb) -> None:
    agents = AgentStore(backend_db.db, backend_db.identity)
    created = await agents.create("helper", provider="p", model="m")
    with pytest.raises(AlreadyExistsError):
        await agents.create("HELPER", provider="p", model="m")
    with pytest.raises(ValidationError):
        await agents.create("bad key!", provider="p", model="m")
    for unknown in ("nobody", "0193a5b0-0000-7000-8000-00000000dead"):
        with pytest.raises(NotFoundError):
            await agents.get(unknown)
        with pytest.raises(NotFoundError):
            await agents.update(unknown, emoji="x")
    with pytest.raises(ValidationError, match="Unknown agent field"):
        await agents.update(created.id, colour="red")
    assert [a.agent_key for a in await agents.list()] == ["helper"]  # the failed create left nothing behind


async def test_agents_model_fallback_round_trip_update_and_delete(backend_db: BackendDb) -> None:
    agents = AgentStore(backend_db.db, backend_db.identity)
    agent = await agents.create("helper", provider="local", model="smollm2", model_fallback=FALLBACK)
    await agents.create("coder", provider="local", model="qwen")
    assert agent.model_fallback == FALLBACK
    stored = await backend_db.db.fetch_value("SELECT model_fallback FROM agents WHERE id = ?", (agent.id,))
    assert ModelFallback.parse(stored) == FALLBACK
    updated = await agents.update(agent.id, model_fallback=None, emoji=None, memory_config={"depth": 2}, display_name="H")
    assert updated.model_fallback == ModelFallback() and updated.emoji == "" and updated.memory_config == {"depth": 2}
    assert await backend_db.db.fetch_value("SELECT model_fallback FROM agents WHERE id = ?", (agent.id,)) == "{}"
    assert updated.updated_at >= agent.updated_at
    await agents.delete("helper")
    assert (await agents.get_default()).agent_key == "coder"  # type: ignore[union-attr]
    with pytest.raises(NotFoundError):
        await agents.get(agent.id)


# --- ActivityStore ----------------------------------------------------------------------


async def test_activity_log_list_filter_and_count(backend_db: BackendDb) -> None:
    activity = ActivityStore(backend_db.db, backend_db.identity)
    first = await activity.log("agent.created", entity_type="agent", entity_id="helper", details={"name": "Đà Nẵng", "n": 1})
    await activity.log("agent.deleted", entity_type="agent", entity_id="helper")
    await activity.log("provider.added", entity_type="provider", entity_id="openai", actor_type="system", actor_id="setup",
                       details={"api_key": "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789"})
    everything = await activity.list()
    assert [a.action for a in everything] == ["provider.added", "agent.deleted", "agent.created"]
    assert everything[2].id == first and everything[2].details == {"name": "Đà Nẵng", "n": 1}
    assert everything[1].details == {} and everything[1].actor_id == backend_db.identity.user_id
    assert "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789" not in str(everything[0].details)
    assert all(CANONICAL_TS.match(a.created_at) for a in everything)
    assert await activity.count() == 3
    assert await activity.count(ActivityFilter(entity_type="agent")) == 2
    assert [a.action for a in await activity.list(ActivityFilter(actor_type="system"))] == ["provider.added"]
    assert [a.action for a in await activity.list(limit=1, offset=1)] == ["agent.deleted"]
    stamp = everything[2].created_at
    assert await activity.count(ActivityFilter(since=stamp)) == 3
    assert await activity.count(ActivityFilter(until=stamp)) == 0
    assert await activity.count(ActivityFilter(until="2999-01-01T00:00:00.000Z", since="2000-01-01T00:00:00.000Z")) == 3


# --- MetaStore ----------------------------------------------------------------------------


async def test_meta_store_values_identity_and_table_counts(backend_db: BackendDb) -> None:
    meta = MetaStore(backend_db.db)
    assert await meta.identity() == backend_db.identity
    await meta.set("theme", "dark")
    await meta.set("theme", "light")
    assert await meta.get("theme") == "light" and await meta.get("missing") is None
    await meta.delete("theme")
    assert "theme" not in await meta.all()
    await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="p", model="m")
    counts = await meta.table_counts()
    assert counts["agents"] == 1 and counts["tenants"] == 1 and counts["lite_meta"] >= 3
    assert "goclaw_schema" not in counts and not any(name.startswith("sqlite_") for name in counts)
    assert list(counts) == sorted(counts)


# --- the Database contract ----------------------------------------------------------------


async def _scratch(db: Database) -> None:
    await db.execute("CREATE TABLE scratch (k TEXT PRIMARY KEY, v INTEGER NOT NULL, fold TEXT NOT NULL DEFAULT '')")


async def _keys(db: Database) -> list[str]:
    return [str(r["k"]) for r in await db.fetch_all("SELECT k FROM scratch ORDER BY k")]


async def test_transactions_roll_back_nest_and_survive_a_failed_statement(backend_db: BackendDb) -> None:
    db = backend_db.db
    await _scratch(db)
    with pytest.raises(RuntimeError):
        async with db.transaction():
            await db.execute("INSERT INTO scratch (k, v) VALUES (?, ?)", ("a", 1))
            assert db.in_transaction
            raise RuntimeError("stop")
    assert await _keys(db) == [] and not db.in_transaction
    with pytest.raises(RuntimeError):
        async with db.transaction():
            await db.execute("INSERT INTO scratch (k, v) VALUES (?, ?)", ("outer", 1))
            async with db.transaction():  # joins the outer one
                await db.execute("INSERT INTO scratch (k, v) VALUES (?, ?)", ("inner", 2))
            raise RuntimeError("the inner block's work goes too")
    assert await _keys(db) == []
    async with db.transaction():
        await db.execute("INSERT INTO scratch (k, v) VALUES (?, ?)", ("a", 1))
        with pytest.raises(ConstraintViolation):
            await db.execute("INSERT INTO scratch (k, v) VALUES (?, ?)", ("a", 2))
        await db.execute("INSERT INTO scratch (k, v) VALUES (?, ?)", ("b", 2))  # the transaction goes on
    assert await _keys(db) == ["a", "b"]
    assert await db.fetch_value("SELECT v FROM scratch WHERE k = ?", ("a",)) == 1


async def test_concurrent_write_transactions_do_not_lose_updates(backend_db: BackendDb) -> None:
    db = backend_db.db
    await _scratch(db)
    await db.execute("INSERT INTO scratch (k, v) VALUES (?, ?)", ("counter", 0))

    async def bump(times: int) -> None:
        for _ in range(times):
            async with db.transaction():
                value = await db.fetch_value("SELECT v FROM scratch WHERE k = ?", ("counter",))
                await asyncio.sleep(0)
                await db.execute("UPDATE scratch SET v = ? WHERE k = ?", (value + 1, "counter"))

    await asyncio.gather(*(bump(10) for _ in range(4)))
    assert await db.fetch_value("SELECT v FROM scratch WHERE k = ?", ("counter",)) == 40


async def test_like_patterns_escape_wildcards_and_match_unicode_folds(backend_db: BackendDb) -> None:
    db = backend_db.db
    await _scratch(db)
    words = ["50% off", "50 percent", "a_b", "axb", "back\\slash", "Đà Nẵng", "STRASSE"]
    await db.execute_many(
        "INSERT INTO scratch (k, v, fold) VALUES (?, ?, ?)", [(w, i, fold_text(w)) for i, w in enumerate(words)]
    )

    async def matching(pattern: str) -> list[str]:
        rows = await db.fetch_all(f"SELECT k FROM scratch WHERE {db.dialect.like('fold')} ORDER BY v", (pattern,))
        return [str(r["k"]) for r in rows]

    assert await matching(contains_pattern("50%")) == ["50% off"]
    assert await matching(contains_pattern("A_B")) == ["a_b"]
    assert await matching(contains_pattern("\\")) == ["back\\slash"]
    assert await matching(contains_pattern("đà nẴng")) == ["Đà Nẵng"]
    assert await matching(contains_pattern("DA NANG")) == ["Đà Nẵng"]  # the patterns fold like the columns (textfold)
    assert await matching(contains_pattern("straße")) == ["STRASSE"]
    assert await matching(prefix_pattern("50")) == ["50% off", "50 percent"]
    literal = await db.fetch_all("SELECT k FROM scratch WHERE k LIKE '%off' OR k = 'what?' ORDER BY v")
    assert [r["k"] for r in literal] == ["50% off"]


async def test_json_text_and_now_through_the_dialect(backend_db: BackendDb) -> None:
    db = backend_db.db
    identity = backend_db.identity
    await ActivityStore(db, identity).log("x", details={"source": "wikilink", "n": 3})
    value = await db.fetch_value(f"SELECT {db.dialect.json_text('details', 'source')} AS s FROM activity_logs")
    assert value == "wikilink"
    recent = await db.fetch_value(f"SELECT COUNT(*) AS n FROM activity_logs WHERE created_at <= {db.dialect.now()}")
    assert recent == 1


async def test_recursive_cte_walks_a_graph_the_same_way(backend_db: BackendDb) -> None:
    db = backend_db.db
    await db.execute("CREATE TABLE edges (src TEXT NOT NULL, dst TEXT NOT NULL, PRIMARY KEY (src, dst))")
    await db.execute_many("INSERT INTO edges (src, dst) VALUES (?, ?)", [("a", "b"), ("b", "c"), ("c", "a"), ("b", "d"), ("d", "e")])
    rows = await db.fetch_all(
        "WITH RECURSIVE walk(node, depth, path) AS ("
        " SELECT ?, 0, CAST(? AS TEXT)"
        " UNION"
        " SELECT e.dst, w.depth + 1, w.path || ',' || e.dst FROM walk w JOIN edges e ON e.src = w.node"
        " WHERE w.depth < ? AND w.path NOT LIKE '%' || e.dst || '%'"
        ") SELECT node, MIN(depth) AS depth FROM walk WHERE node <> ? GROUP BY node ORDER BY depth, node",
        ("a", "a", 5, "a"),
    )
    assert [(r["node"], r["depth"]) for r in rows] == [("b", 1), ("c", 2), ("d", 2), ("e", 3)]


# --- side by side -------------------------------------------------------------------------


async def _scenario(db: Database, identity: LocalIdentity) -> list[Any]:
    agents = AgentStore(db, identity)
    activity = ActivityStore(db, identity)
    a = await agents.create("helper", provider="local", model="smollm2", emoji="🦀", model_fallback=FALLBACK)
    b = await agents.create("b-coder", provider="local", model="qwen", tool_policy={"shell": "deny"})
    await agents.update(b.id, system_prompt="Be terse.", tools_config={"ls": {"enabled": True}})
    await agents.set_default("b-coder")
    await activity.log("agent.created", entity_type="agent", entity_id=a.agent_key, details={"fallback": 2, "ok": True})
    await activity.log("agent.updated", entity_type="agent", entity_id=b.agent_key, details=None)
    result: list[Any] = [
        (x.agent_key, x.display_name, x.is_default, x.model_fallback, x.tool_policy, x.tools_config, x.system_prompt, x.label)
        for x in await agents.list()
    ]
    result += [(e.action, e.entity_id, e.details, e.actor_type) for e in await activity.list()]
    result.append(await activity.count(ActivityFilter(entity_type="agent")))
    result.append(sorted(await MetaStore(db).table_counts()))
    return result


@pytest.mark.postgres
async def test_the_same_scenario_gives_the_same_results_on_both_backends(tmp_path: Path, pg_schema: PgSchema) -> None:
    path = tmp_path / "side.db"
    prepare_database(path)
    sqlite_db = await SQLiteDatabase.connect(path)
    pg_db = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name)
    try:
        await prepare_schema(pg_db)
        on_sqlite = await _scenario(sqlite_db, await MetaStore(sqlite_db).identity())
        on_pg = await _scenario(pg_db, await MetaStore(pg_db).identity())
    finally:
        await sqlite_db.close()
        await pg_db.close()
    assert on_pg == on_sqlite
