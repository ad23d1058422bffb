"""SQLite query plans of the KnowledgeGraphStore (the app never runs ANALYZE, so plans must
hold without statistics). The behaviour itself is tested on both backends in
tests/integration/test_kg_store.py."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.ids import now_ts
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.model.kg import (
    Direction,
    EntityInput,
    EntityListOptions,
    KGScope,
    RelationInput,
    TraverseOptions,
)
from goclaw_lite.store.graph.store import KnowledgeGraphStore, _bind, frontier_traversal_sql
from tests.benchmarks.kg_traversal_yardstick import traversal_sql


@pytest.fixture
async def kg(isolated_home: Path) -> AsyncIterator[tuple[AppContext, KnowledgeGraphStore, KGScope]]:
    """A fresh home with one agent: the app, its graph store and the agent's scope."""
    ctx = await open_app(resolve_paths(), program="kg plans")
    try:
        graph = KnowledgeGraphService(ctx.stores.db, ctx.stores.identity)
        owner = await graph.agents.create("helper", provider="local", model="m")
        yield ctx, graph.store, graph.scope(owner)
    finally:
        await ctx.close()


@pytest.fixture
def app(kg: tuple[AppContext, KnowledgeGraphStore, KGScope]) -> AppContext:
    return kg[0]


@pytest.fixture
def store(kg: tuple[AppContext, KnowledgeGraphStore, KGScope]) -> KnowledgeGraphStore:
    return kg[1]


@pytest.fixture
def scope(kg: tuple[AppContext, KnowledgeGraphStore, KGScope]) -> KGScope:
    return kg[2]


async def add(store: KnowledgeGraphStore, scope: KGScope, name: str) -> str:
    return (await store.upsert_entity(scope, EntityInput(name, "thing"))).entity.id


async def link(store: KnowledgeGraphStore, scope: KGScope, a: str, rel: str, b: str) -> str:
    return (await store.upsert_relation(scope, RelationInput(a, rel, b))).id


@pytest.fixture
async def graph(store: KnowledgeGraphStore, scope: KGScope) -> dict[str, str]:
    ids = {n: await add(store, scope, n.upper()) for n in "abcd"}
    for s, t in ("ab", "bc", "cd", "ca"):
        await link(store, scope, ids[s], "next", ids[t])
    return ids


async def captured(app: AppContext, run: Any) -> tuple[Any, list[tuple[str, Any]]]:
    """What `run` returns, and every statement it read with, with its parameters."""
    db = app.stores.db
    seen: list[tuple[str, Any]] = []
    original = db.fetch_all

    async def spy(sql: str, params: Any = ()) -> Any:
        seen.append((sql, params))
        return await original(sql, params)

    db.fetch_all = spy  # type: ignore[method-assign]
    try:
        result = await run()
    finally:
        db.fetch_all = original  # type: ignore[method-assign]
    return result, seen


async def plan_of(app: AppContext, sql: str, params: Any) -> list[str]:
    return [str(r["detail"]) for r in await app.stores.db.fetch_all("EXPLAIN QUERY PLAN " + sql, params)]


async def captured_plan(app: AppContext, run: Any) -> list[str]:
    """EXPLAIN QUERY PLAN of the last statement `run` sends, with the parameters it used."""
    _result, seen = await captured(app, run)
    return await plan_of(app, *seen[-1])


async def test_search_reads_the_trigram_index_and_rows_by_key(app: AppContext, store: KnowledgeGraphStore, scope: KGScope) -> None:
    for i in range(30):
        await add(store, scope, f"entity {i}")
    steps = await captured_plan(app, lambda: store.search_entities(scope, "tity 1"))
    # the trigrams matched by the FTS5 index, newest first (192: ORDER BY rowid DESC; M: MATCH),
    # and the names starting with the query from a range of the search index, ranked from it alone
    assert any(s.startswith("SCAN kg_search_fts VIRTUAL TABLE INDEX 192:M") for s in steps), steps
    assert any(s.startswith("SEARCH e USING COVERING INDEX idx_kg_entities_search") and "search_fold>? AND search_fold<?" in s
               for s in steps), steps
    # the page is chosen from the candidates' ranks and times before any row is read whole
    assert "MATERIALIZE page" in steps, steps
    # the trigrams' counts (in `narrow`, each stopped at RARE_TRIGRAM) are reads of the FTS5 index too
    assert any(s.startswith("SCAN kg_search_fts VIRTUAL TABLE INDEX 0:M") for s in steps), steps
    assert not [s for s in steps if s.startswith("SCAN") and "VIRTUAL TABLE" not in s
                and not s.startswith(("SCAN r", "SCAN f", "SCAN c", "SCAN narrow", "SCAN CONSTANT ROW", "SCAN (subquery-"))], steps
    assert not [s for s in steps if "idx_kg_entities_tenant" in s], steps


async def test_a_short_search_reads_a_range_of_names(app: AppContext, store: KnowledgeGraphStore, scope: KGScope) -> None:
    for i in range(30):
        await add(store, scope, f"entity {i}")
    steps = await captured_plan(app, lambda: store.search_entities(scope, "en"))
    assert any(s.startswith("SEARCH e USING COVERING INDEX idx_kg_entities_search") and "search_fold>? AND search_fold<?" in s
               for s in steps), steps
    assert not [s for s in steps if "kg_search_fts" in s], steps


async def test_lookups_by_key_use_the_key(app: AppContext, store: KnowledgeGraphStore, scope: KGScope) -> None:
    """No statistics (the app never runs ANALYZE): lookups must still go by their key."""
    ids = [await add(store, scope, f"entity {i}") for i in range(5)]
    rel = await link(store, scope, ids[0], "r", ids[1])
    plans = {
        "ids": await captured_plan(app, lambda: store.get_entities(scope, ids[:2])),
        "names": await captured_plan(app, lambda: store.entities_by_names(scope, ["entity 1"])),
        "relations": await captured_plan(app, lambda: store.list_relations(scope, ids[0])),
        "relation": await captured_plan(app, lambda: store.get_relations(scope, [rel])),
        "among": await captured_plan(app, lambda: store.relations_among(scope, ids)),
    }
    for name, steps in plans.items():
        full_scans = ("SCAN kg_", "SEARCH kg_entities USING COVERING INDEX idx_kg_entities_search")
        assert not [s for s in steps if "_tenant" in s or s.startswith(full_scans)], (name, steps)




async def test_traverse_reads_the_relation_indexes(app: AppContext, store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]) -> None:
    sql = traversal_sql(Direction.BOTH, True, False, False, 3)
    text, params = _bind(
        sql, store._scoped(scope, start=graph["a"], at=now_ts(), rel_types=("next",), entity_types=(), limit=0)
    )
    steps = [str(r["detail"]) for r in await app.stores.db.fetch_all("EXPLAIN QUERY PLAN " + text, params)]
    assert "SEARCH r USING COVERING INDEX idx_kg_relations_source (source_entity_id=?)" in steps
    assert "SEARCH r USING COVERING INDEX idx_kg_relations_target (target_entity_id=?)" in steps
    assert not [s for s in steps if s == "SCAN r" or s.startswith(("SCAN r ", "SCAN kg_relations"))], steps
    # what is not valid now comes from the small partial index, never from a pass over the table
    assert any("idx_kg_entities_not_open" in s for s in steps), steps
    assert not [s for s in steps if s.startswith("SCAN kg_entities")], steps


async def test_frontier_traversal_reads_the_relation_indexes_once_per_hop(
    app: AppContext, store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]
) -> None:
    """`traverse`'s recursive frontier walk: index reads only, and no "not seen" test re-run per candidate."""
    sql = frontier_traversal_sql(Direction.BOTH, True, False, False)
    text, params = _bind(
        sql, store._scoped(scope, start=graph["a"], at=now_ts(), depth=3, rel_types=("next",), entity_types=(), limit=0)
    )
    steps = [str(r["detail"]) for r in await app.stores.db.fetch_all("EXPLAIN QUERY PLAN " + text, params)]
    assert "RECURSIVE STEP" in steps
    assert "SEARCH r USING COVERING INDEX idx_kg_relations_source (source_entity_id=?)" in steps
    assert "SEARCH r USING COVERING INDEX idx_kg_relations_target (target_entity_id=?)" in steps
    assert not [s for s in steps if s == "SCAN r" or s.startswith(("SCAN r ", "SCAN kg_relations", "SCAN kg_entities"))], steps
    # a correlated IN would be rebuilt for every candidate: quadratic in the entities reached
    assert not [s for s in steps if "CORRELATED LIST SUBQUERY" in s], steps
    # paths travel with the frontier: each reached entity costs one relation read by key,
    # and no join over the hops (an automatic index would mean one) rebuilds them afterwards
    assert "SEARCH r USING INDEX sqlite_autoindex_kg_relations_1 (id=?)" in steps, steps
    assert not [s for s in steps if "AUTOMATIC" in s], steps
    assert any("idx_kg_entities_not_open" in s for s in steps), steps


async def test_budgeted_walk_reads_a_page_of_relations_in_index_order(
    app: AppContext, store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]
) -> None:
    """Each page of the budgeted walk: a range of the covering relation index in its own order
    (so LIMIT stops the read, no sort of the whole level) and each entity by key."""
    for arm in (Direction.OUT, Direction.IN):
        steps = await captured_plan(app, lambda a=arm: store.traverse(
            scope, graph["a"], TraverseOptions(max_depth=1, direction=a, budget=1)))
        index = "idx_kg_relations_source (source_entity_id=?)" if arm is Direction.OUT else "idx_kg_relations_target (target_entity_id=?)"
        assert f"SEARCH r USING COVERING INDEX {index}" in steps, steps
        assert "SEARCH e USING INDEX sqlite_autoindex_kg_entities_1 (id=?)" in steps, steps
        assert not [s for s in steps if s.startswith("SCAN") or "AUTOMATIC" in s], steps
        assert "USE TEMP B-TREE FOR ORDER BY" not in steps, steps  # at most the right part: parallel relations


# How the counted reads may reach the graph: the counters by key, the partial indexes of the
# rows that are not plain (entities' types then by key), relations by end or by key, and the
# small materialized sets; anything else would read the scope.
COUNTED_READS = (
    "SEARCH kg_counts USING PRIMARY KEY (agent_id=? AND user_id=? AND tenant_id=?",
    "SEARCH kg_entities USING COVERING INDEX idx_kg_entities_not_open (",
    "SEARCH e USING INDEX sqlite_autoindex_kg_entities_1 (id=?)",
    "SEARCH r USING COVERING INDEX idx_kg_relations_not_open (",
    "SEARCH r USING COVERING INDEX idx_kg_relations_source (source_entity_id=?)",
    "SEARCH r USING COVERING INDEX idx_kg_relations_target (target_entity_id=?)",
    "SEARCH r USING INDEX sqlite_autoindex_kg_relations_1 (id=?)",
    "SCAN g", "SCAN x", "SCAN gone",
)


def assert_counted_reads(steps: list[str]) -> None:
    reads = [s for s in steps if s.startswith(("SCAN", "SEARCH"))]
    assert reads and not [s for s in reads if not s.startswith(COUNTED_READS)], steps
    assert not [s for s in steps if "CORRELATED" in s or "AUTOMATIC" in s], steps


async def test_stats_read_the_counters_and_the_small_indexes_never_the_graph(
    app: AppContext, store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]
) -> None:
    """The page's counts: the counters by key, the rows that are not plain from their partial
    indexes, the relations of entities that are gone by end; no read of the scope's rows."""
    await store.expire_entity(scope, graph["d"])
    await store.upsert_entity(scope, EntityInput("later", "thing", valid_from="2999-01-01T00:00:00.000Z"))
    stats, seen = await captured(app, lambda: store.stats(scope))
    assert (stats.entity_count, stats.relation_count, stats.not_current_entities) == (3, 3, 2)
    graph_reads = [(sql, params) for sql, params in seen if "kg_entities" in sql or "kg_relations" in sql]
    assert len(graph_reads) == 1 and "kg_counts" in graph_reads[0][0], seen
    assert_counted_reads(await plan_of(app, *graph_reads[0]))


async def test_the_listing_counts_its_rows_from_the_counters(
    app: AppContext, store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]
) -> None:
    """The entity list's total, whatever the type and whether ended rows are listed: the
    counters by key and the partial index of rows that are not plain, never a count of the scope."""
    await store.expire_entity(scope, graph["d"])
    for entity_type, include_expired, expected in ((None, False, 3), ("thing", True, 4), ("other", False, 0)):
        options = EntityListOptions(entity_type=entity_type, include_expired=include_expired)
        page, seen = await captured(app, lambda o=options: store.list_entities(scope, o))
        assert page.total == expected
        totals = [(sql, params) for sql, params in seen if "kg_counts" in sql and "kg_entities" in sql]
        assert len(totals) == 1 and len([sql for sql, _ in seen if "kg_entities" in sql]) == 2, seen  # the page, its total
        assert_counted_reads(await plan_of(app, *totals[0]))
