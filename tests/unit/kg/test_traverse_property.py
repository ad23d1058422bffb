"""Traversal against an independent breadth-first search in Python, on random graphs.

Hypothesis draws graphs with cycles, self-loops, parallel edges of several types and
disconnected parts, some entities and relations no longer valid, and random start,
direction, depth (beyond the cap too), relation-type and entity-type filters and limits.
The reference below knows nothing of the SQL: it walks hop by hop, takes each entity once
at its first hop, through the smallest relation id from the hop before. With a budget the
walk reads each hop in a fixed order and stops reading once it has more than the budget
needs; `reading_order` is that order, and pages as small as one row are drawn so the
stopping point moves through the hop.
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goclaw_lite.model.kg import Direction, EntityInput, RelationInput, TraversalResult, TraverseOptions
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from goclaw_lite.store.lifecycle.sqlite_schema import prepare_database

REL_TYPES = ("a", "b", "c")
ENTITY_TYPES = ("p", "q")


@dataclass(frozen=True)
class Case:
    types: tuple[str, ...]  # entity type per node
    edges: tuple[tuple[int, str, int], ...]
    start: int
    direction: Direction
    depth: int
    rel_filter: frozenset[str]
    type_filter: frozenset[str]
    gone: frozenset[int]
    ended: frozenset[int]  # edge indexes
    limit: int | None
    budget: int | None = None  # None: the unbounded walk (one recursive CTE)
    page_extra: int = 64  # rows a page of the budgeted walk reads beyond what it still needs


@st.composite
def cases(draw: st.DrawFn) -> Case:
    n = draw(st.integers(1, 9))
    node = st.integers(0, n - 1)
    edges = draw(st.lists(st.tuples(node, st.sampled_from(REL_TYPES), node), max_size=28, unique=True))
    start = draw(node)
    return Case(
        types=tuple(draw(st.lists(st.sampled_from(ENTITY_TYPES), min_size=n, max_size=n))),
        edges=tuple(edges),
        start=start,
        direction=draw(st.sampled_from(list(Direction))),
        depth=draw(st.integers(1, 7)),
        rel_filter=frozenset(draw(st.sets(st.sampled_from(REL_TYPES), max_size=2))),
        type_filter=frozenset(draw(st.sets(st.sampled_from(ENTITY_TYPES), max_size=1))),
        gone=frozenset(draw(st.sets(node, max_size=3))) - {start},
        ended=frozenset(draw(st.sets(st.integers(0, max(0, len(edges) - 1)), max_size=4))) if edges else frozenset(),
        limit=draw(st.none() | st.integers(1, 4)),
        budget=draw(st.none() | st.integers(1, 6)),
        page_extra=draw(st.integers(0, 3)),
    )


def walkable(case: Case, ids: list[str], rel_ids: list[str]) -> tuple[list[tuple[str, str, str]], set[str], str]:
    """(relation id, source, target) of the relations a walk may use, the entities it skips, the start."""
    usable = [
        (rel_ids[i], ids[s], ids[t])
        for i, (s, r, t) in enumerate(case.edges)
        if i not in case.ended and (not case.rel_filter or r in case.rel_filter)
    ]
    return usable, {ids[g] for g in case.gone}, ids[case.start]


def reference(case: Case, ids: list[str], rel_ids: list[str]) -> dict[str, tuple[int, tuple[str, ...], str]]:
    """entity id -> (hops, relation ids from the start, parent id), the start left out."""
    usable, gone, start = walkable(case, ids, rel_ids)
    reached: dict[str, tuple[int, tuple[str, ...], str]] = {start: (0, (), start)}
    frontier = [start]
    for hop in range(1, min(case.depth, 5) + 1):
        best: dict[str, tuple[str, str]] = {}
        for here in frontier:
            for rel_id, source, target in usable:
                ends = []
                if case.direction in (Direction.OUT, Direction.BOTH) and source == here:
                    ends.append(target)
                if case.direction in (Direction.IN, Direction.BOTH) and target == here:
                    ends.append(source)
                for there in ends:
                    if there in reached or there in gone:
                        continue
                    if there not in best or rel_id < best[there][0]:
                        best[there] = (rel_id, here)
        for there, (rel_id, parent) in best.items():
            reached[there] = (hop, (*reached[parent][1], rel_id), parent)
        frontier = list(best)
    del reached[start]
    return reached


def reading_order(case: Case, ids: list[str], rel_ids: list[str]) -> list[list[tuple[str, tuple[str, ...], str]]]:
    """The budgeted walk's hops read whole: per hop, (entity, path, parent) at first appearance
    reading the outgoing relations, then the incoming ones, each by (entity of the hop before,
    entity reached, relation id)."""
    usable, gone, start = walkable(case, ids, rel_ids)
    paths: dict[str, tuple[str, ...]] = {start: ()}
    frontier = {start}
    levels = []
    for _ in range(min(case.depth, 5)):
        rows = []
        if case.direction in (Direction.OUT, Direction.BOTH):
            rows += sorted((s, t, rel) for rel, s, t in usable if s in frontier)
        if case.direction in (Direction.IN, Direction.BOTH):
            rows += sorted((t, s, rel) for rel, s, t in usable if t in frontier)
        level: list[tuple[str, tuple[str, ...], str]] = []
        for near, far, rel in rows:
            if far in paths or far in gone:
                continue
            paths[far] = (*paths[near], rel)
            level.append((far, paths[far], near))
        if not level:
            break
        levels.append(level)
        frontier = {n for n, _, _ in level}
    return levels


def budgeted(case: Case, ids: list[str], rel_ids: list[str], result: TraversalResult) -> list[tuple[str, int, tuple[str, ...], str]]:
    """Check the counts and `more` of a budgeted walk; the (id, depth, path, parent) it must keep."""
    assert case.budget is not None
    levels = reading_order(case, ids, rel_ids)
    depth = min(case.depth, 5)
    kept: list[tuple[str, int, tuple[str, ...], str]] = []
    for d, level in enumerate(levels, start=1):
        room = case.budget - len(kept)
        take = level[:room]
        by_name = sorted(take, key=lambda x: (f"n{ids.index(x[0])}", x[0]))
        kept += [(n, d, p, parent) for n, p, parent in by_name]
        if len(level) >= room:
            more = len(level) > room or d < depth
            assert result.more == more
            assert result.depth_counts[:-1] == tuple(len(x) for x in levels[: d - 1])
            last = result.depth_counts[-1]
            if result.counts_at_least:  # stopped reading: more than the room, at most the hop
                assert room < last <= len(level)
            else:
                assert last == len(level)
            return kept
    assert not result.more and not result.counts_at_least
    assert result.depth_counts == tuple(len(x) for x in levels)
    return kept


async def run(path: Path, case: Case) -> None:
    db = await SQLiteDatabase.connect(path)
    try:
        identity = await MetaStore(db).identity()
        agent = await AgentStore(db, identity).create(f"g{uuid.uuid4().hex[:16]}", provider="local", model="m")
        store = KnowledgeGraphStore(db, identity)
        store.walk_page_extra = case.page_extra
        scope = store.scope(agent.id)
        written = await store.upsert_entities(scope, [EntityInput(f"N{i}", t) for i, t in enumerate(case.types)])
        ids = [w.entity.id for w in written]
        rel_ids, _ = await store.upsert_relations(scope, [RelationInput(ids[s], r, ids[t]) for s, r, t in case.edges])
        for g in case.gone:
            await store.expire_entity(scope, ids[g])
        for e in case.ended:
            await store.expire_relation(scope, rel_ids[e])
        result = await store.traverse(
            scope,
            ids[case.start],
            TraverseOptions(
                max_depth=case.depth, direction=case.direction, relation_types=tuple(case.rel_filter),
                entity_types=tuple(case.type_filter), limit=case.limit, budget=case.budget,
            ),
        )
        names = {ids[i]: (f"n{i}", case.types[i]) for i in range(len(ids))}
        depth = min(case.depth, 5)
        assert result.depth == depth and result.clamped == (case.depth > 5)
        if case.budget is None:
            expected = reference(case, ids, rel_ids)
            nearest = sorted(expected.items(), key=lambda item: (item[1][0], names[item[0]][0], item[0]))
            walked = [(k, d, p, parent) for k, (d, p, parent) in nearest]
            assert not result.more and not result.counts_at_least
        else:
            walked = budgeted(case, ids, rel_ids, result)
        wanted = [v for v in walked if not case.type_filter or names[v[0]][1] in case.type_filter]
        if case.budget is None or case.type_filter:
            assert result.total == len(wanted)
        else:
            assert result.total == sum(result.depth_counts)
        shown = wanted if case.limit is None else wanted[: case.limit]
        assert [(n.id, n.depth, n.path, n.parent_id) for n in result] == shown
        assert result.truncated == (len(shown) < result.total or result.more)
    finally:
        await db.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    path = tmp_path / "kg.db"
    prepare_database(path)
    return path


@pytest.mark.slow
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=cases())
def test_traversal_matches_an_independent_bfs(db_path: Path, case: Case) -> None:
    asyncio.run(run(db_path, case))


def test_reference_itself_on_a_known_graph() -> None:
    """The oracle must be right too: a triangle with a tail, walked both ways."""
    case = Case(
        types=("p",) * 4, edges=((0, "a", 1), (1, "a", 2), (2, "a", 0), (2, "b", 3)), start=0,
        direction=Direction.BOTH, depth=9, rel_filter=frozenset(), type_filter=frozenset(), gone=frozenset(),
        ended=frozenset(), limit=None,
    )
    ids = ["n0", "n1", "n2", "n3"]
    got = reference(case, ids, ["r0", "r1", "r2", "r3"])
    assert got == {"n1": (1, ("r0",), "n0"), "n2": (1, ("r2",), "n0"), "n3": (2, ("r2", "r3"), "n2")}
    out_only = reference(Case(**{**case.__dict__, "direction": Direction.OUT}), ids, ["r0", "r1", "r2", "r3"])
    assert out_only == {"n1": (1, ("r0",), "n0"), "n2": (2, ("r0", "r1"), "n1"), "n3": (3, ("r0", "r1", "r3"), "n2")}


def test_a_budget_stops_at_the_nearest_and_counts_what_it_saw(db_path: Path) -> None:
    """A star of 5 around the start, each with 2 leaves, plus an expired leaf: budget 7 keeps
    the 5 and the first 2 leaves in reading order, counts 5 and 10 (or at least 3 once it
    reads page by page), and says more exist."""
    edges = tuple((0, "a", i) for i in range(1, 6)) + tuple((i, "a", 5 + 2 * i + k) for i in range(1, 6) for k in (0, 1))
    case = Case(
        types=("p",) * 16 + ("q",), edges=(*edges, (1, "a", 16)), start=0, direction=Direction.OUT, depth=3,
        rel_filter=frozenset(), type_filter=frozenset(), gone=frozenset({16}), ended=frozenset(), limit=None, budget=7,
    )
    asyncio.run(run(db_path, case))
    asyncio.run(run(db_path, Case(**{**case.__dict__, "page_extra": 0})))
