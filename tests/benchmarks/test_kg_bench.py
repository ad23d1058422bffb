"""Knowledge-graph speed against in-memory baselines measured in the same run.

A generated graph (100,000 entities and 300,000 relations with GOCLAW_BENCH=full, 2,000 /
6,000 in the normal suite) is bulk-loaded through the store's batch writes in one
transaction. Then, each next to its baseline:

* search p50 over mixed queries (exact, prefix, substring, other-case Unicode, no match)
  against a linear scan of the same folded texts in Python;
* traversal to depth 3 and 5 from the hub and from a leaf against a Python BFS (with
  parent links, so it yields the same depths and paths) over the same edges, and the same
  cases for both designs of the statement (`frontier`: one recursive CTE over whole BFS
  frontiers, what `traverse` runs; `unrolled`: one CTE per hop, the yardstick), checked to
  return the same rows;
* the browser's neighbourhood fetch (the graph view opening on the hub at depth 3 with its
  node cap: traversal plus the relations among the drawn nodes) against the same BFS, cut
  and edge collection in Python;
* import throughput of a JSON file (no dedup) against `json.loads` plus building the same
  in-memory graph;
* ingest with dedup of 1,000 new names (half near-copies of stored names) against the
  pure in-memory dedup scoring of the same names.

Targets: search p50 under 30 ms, depth-5 traversal under 10x the BFS. Never fails on a
time; it checks results and writes test-output/benchmarks/kg.json.
"""

from __future__ import annotations

import collections
import json
import os
import random
import statistics
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.graph_panel import NEIGHBOURHOOD_CAP
from goclaw_lite.ids import now_ts
from goclaw_lite.kg.dedup import DedupSettings, find_duplicates
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.model.kg import (
    DedupEntry,
    Direction,
    EntityInput,
    MatchRank,
    RelationInput,
    TraverseOptions,
)
from goclaw_lite.store.graph.store import _bind, frontier_traversal_sql, name_key, search_text
from tests.benchmarks.kg_traversal_yardstick import traversal_sql

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
N_ENTITIES = 100_000 if FULL else 2_000
N_RELATIONS = 3 * N_ENTITIES
N_DEDUP = 1_000 if FULL else 200
ROUNDS = 3
TYPES = ("person", "company", "city", "project", "concept", "event", "product", "place", "team", "topic")
SYLLABLES = (
    "ka", "lo", "mi", "ra", "ten", "vu", "zor", "an", "el", "is", "or", "un", "qua", "dri", "sto", "ny", "ber", "gal",
    "dor", "fen", "hal", "jin", "kro", "lum", "mas", "nov", "pel", "rik", "sul", "tam", "vey", "wix", "yar", "zen",
)
UNICODE_WORDS = ("Đà Nẵng", "Москва", "Straße", "Zürich", "Kraków", "São Paulo", "Ελλάδα", "İzmir")
T = TypeVar("T")


def word(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()


def make_names(rng: random.Random, count: int, prefix: str = "") -> list[str]:
    names: list[str] = []
    seen: set[str] = set()
    while len(names) < count:
        parts = [word(rng), word(rng)]
        if rng.random() < 0.05:
            parts.append(rng.choice(UNICODE_WORDS))
        name = prefix + " ".join(parts)
        if name_key(name) in seen:
            continue
        seen.add(name_key(name))
        names.append(name)
    return names


def make_edges(rng: random.Random, n: int, m: int) -> list[tuple[int, str, int]]:
    """Hub 0 with n/100 edges, leaf 1 with exactly one, popular nodes, self-loops, parallels."""
    relation_types = ("knows", "works_at", "part_of", "located_in", "mentions", "related_to")
    edges: dict[tuple[int, str, int], None] = {}
    hub_degree = max(20, n // 100)
    popular = list(range(2, 2 + max(10, int(n**0.5))))

    def other() -> int:
        return rng.choice(popular) if rng.random() < 0.2 else rng.randrange(2, n)

    edges[(1, "knows", 5)] = None
    while len(edges) < hub_degree + 1:
        edges[(0, rng.choice(relation_types), other())] = None
    while len(edges) < m:
        roll = rng.random()
        a = other()
        if roll < 0.002:
            edges[(a, "related_to", a)] = None
            continue
        b = other()
        edges[(a, rng.choice(relation_types), b)] = None
        if roll < 0.02:
            edges[(b, rng.choice(relation_types), a)] = None
    return list(edges)[:m]


def bfs(adjacency: dict[str, list[tuple[str, str]]], start: str, depth: int) -> dict[str, tuple[int, tuple[str, ...]]]:
    """Depth and one shortest path (relation ids) per reachable node, start excluded."""
    seen: dict[str, tuple[int, tuple[str, ...]]] = {start: (0, ())}
    queue = collections.deque([start])
    while queue:
        node = queue.popleft()
        d, path = seen[node]
        if d == depth:
            continue
        for neighbour, rel_id in adjacency.get(node, ()):
            if neighbour not in seen:
                seen[neighbour] = (d + 1, (*path, rel_id))
                queue.append(neighbour)
    del seen[start]
    return seen


def designs(depth: int) -> dict[str, str]:
    """The traversal statement both ways: one recursive CTE over frontiers, and one CTE per hop."""
    return {
        "frontier": frontier_traversal_sql(Direction.BOTH, False, False, False),
        "unrolled": traversal_sql(Direction.BOTH, False, False, False, depth),
    }


async def timed(fn: Callable[[], Awaitable[T]]) -> tuple[float, T]:
    started = time.perf_counter()
    value = await fn()
    return time.perf_counter() - started, value


def timed_sync(fn: Callable[[], T]) -> tuple[float, T]:
    started = time.perf_counter()
    value = fn()
    return time.perf_counter() - started, value


def near_copy(rng: random.Random, name: str) -> str:
    """A name a person would call the same thing: other case, dropped accent, one typo."""
    kind = rng.randrange(3)
    if kind == 0:
        return name.upper()
    if kind == 1:
        return name.replace("a", "á", 1) if "a" in name else name + "."
    i = rng.randrange(1, len(name) - 1)
    return name[:i] + name[i + 1] + name[i] + name[i + 2 :]


@pytest.mark.benchmark
async def test_kg_benchmark(tmp_path: Path) -> None:
    rng = random.Random(20260517)
    names = make_names(rng, N_ENTITIES)
    types = [TYPES[i % len(TYPES)] for i in range(N_ENTITIES)]
    descriptions = [f"{word(rng)} {word(rng)} of {rng.choice(UNICODE_WORDS)}" if i % 3 == 0 else "" for i in range(N_ENTITIES)]
    edges = make_edges(rng, N_ENTITIES, N_RELATIONS)

    app = await open_app(resolve_paths(), program="kg benchmark")
    try:
        service = KnowledgeGraphService(app.stores.db, app.stores.identity)
        store = service.store
        agent = await service.agents.create("bench", provider="local", model="m")
        scope = service.scope(agent)

        async def bulk_load() -> tuple[list[str], list[str]]:
            async with store.transaction():
                written = await store.upsert_entities(
                    scope, [EntityInput(n, t, description=d) for n, t, d in zip(names, types, descriptions, strict=True)]
                )
                ids = [w.entity.id for w in written]
                rel_ids, _ = await store.upsert_relations(scope, [RelationInput(ids[a], r, ids[b]) for a, r, b in edges])
            return ids, rel_ids

        load_s, (ids, rel_ids) = await timed(bulk_load)  # no ANALYZE: the app never runs one either

        # ---- search ----------------------------------------------------------------------
        folded = [search_text(n, t, d, ()) for n, t, d in zip(names, types, descriptions, strict=True)]
        queries: list[tuple[str, int | None]] = []
        for _ in range(10):
            i = rng.randrange(N_ENTITIES)
            queries.append((names[i].upper(), i))  # exact, other case
            queries.append((names[i][:4], None))  # prefix
            queries.append((names[i][3:9], None))  # substring
        queries += [(w.upper(), None) for w in UNICODE_WORDS[:5]] + [(f"zzq{k}", None) for k in range(5)]
        search_times, base_times = [], []
        for query, expected in queries:
            t, hits = await timed(lambda q=query: service.search(agent, q, limit=20))
            search_times.append(t)
            if expected is not None:
                assert hits and hits[0].rank is MatchRank.EXACT and hits[0].entity.id == ids[expected]
            q = name_key(query)
            tb, _ = timed_sync(lambda q=q: sorted(i for i, s in enumerate(folded) if q in s)[:20])
            base_times.append(tb)
        search_p50 = statistics.median(search_times)
        search_base_p50 = statistics.median(base_times)

        # ---- traversal -------------------------------------------------------------------
        adjacency: dict[str, list[tuple[str, str]]] = collections.defaultdict(list)
        for (a, _r, b), rel_id in sorted(zip(edges, rel_ids, strict=True), key=lambda x: x[1]):
            adjacency[ids[a]].append((ids[b], rel_id))
            if a != b:
                adjacency[ids[b]].append((ids[a], rel_id))
        traversal: dict[str, Any] = {}
        for label, start in (("hub", ids[0]), ("leaf", ids[1])):
            for depth in (3, 5):
                sql_times, bfs_times = [], []
                result = None
                expected_nodes: dict[str, tuple[int, tuple[str, ...]]] = {}
                for _ in range(ROUNDS):
                    t, result = await timed(lambda s=start, d=depth: store.traverse(scope, s, TraverseOptions(max_depth=d, budget=None)))
                    sql_times.append(t)
                    tb, expected_nodes = timed_sync(lambda s=start, d=depth: bfs(adjacency, s, d))
                    bfs_times.append(tb)
                assert result is not None
                assert {n.id: n.depth for n in result} == {k: v[0] for k, v in expected_nodes.items()}
                assert all(len(n.path) == n.depth for n in result)
                sql_s, bfs_s = statistics.median(sql_times), statistics.median(bfs_times)
                traversal[f"{label}_depth{depth}"] = {
                    "nodes": len(result), "store_ms": round(sql_s * 1000, 2), "bfs_ms": round(bfs_s * 1000, 2),
                    "ratio": round(sql_s / bfs_s, 2) if bfs_s else None,
                }
                # both designs of the statement, same rows, next to the same BFS
                for design, sql in designs(depth).items():
                    text, params = _bind(sql, store._scoped(
                        scope, start=start, at=now_ts(), depth=depth, rel_types=(), entity_types=(), limit=0
                    ))
                    times = []
                    for _ in range(ROUNDS):
                        t, rows = await timed(lambda text=text, params=params: app.stores.db.fetch_all(text, params))
                        times.append(t)
                    assert [(r["id"], r["depth"], r["path"]) for r in rows] == [(n.id, n.depth, ",".join(n.path)) for n in result]
                    design_s = statistics.median(times)
                    traversal[f"{label}_depth{depth}"][f"{design}_ms"] = round(design_s * 1000, 2)
                    traversal[f"{label}_depth{depth}"][f"{design}_ratio"] = round(design_s / bfs_s, 2) if bfs_s else None

        # ---- browser neighbourhood --------------------------------------------------------
        browser = KGBrowser(service)

        def in_memory_neighbourhood(start: str, depth: int, cap: int) -> tuple[set[str], set[str]]:
            # The view draws whole rings while they fit `cap` and folds the farther ones into clusters.
            reached = bfs(adjacency, start, depth)
            rings = [sum(1 for d, *_ in reached.values() if d == ring) for ring in range(1, depth + 1)]
            shown, total = 0, 0
            for ring, count in enumerate(rings, start=1):
                if total + count > cap:
                    break
                shown, total = ring, total + count
            drawn = {start, *(k for k, (d, *_) in reached.items() if d <= shown)}
            if shown < depth and total < cap:  # a ring too big to draw whole: its best-connected members by name
                ring = [k for k, (d, *_) in reached.items() if d == shown + 1]
                ring.sort(key=lambda k: (-len({rel for _, rel in adjacency[k]}), name_of[k].casefold(), k))
                drawn |= set(ring[: cap - total])
            return drawn, {rel for node in drawn for other, rel in adjacency[node] if other in drawn}

        name_of = dict(zip(ids, names, strict=False))
        hood_times, hood_base_times = [], []
        for _ in range(ROUNDS):
            t, sub = await timed(lambda: browser.neighbourhood(agent.id, ids[0], 3, NEIGHBOURHOOD_CAP))
            hood_times.append(t)
            tb, (drawn, drawn_edges) = timed_sync(lambda: in_memory_neighbourhood(ids[0], 3, NEIGHBOURHOOD_CAP))
            hood_base_times.append(tb)
        assert {n.id for n in sub.nodes} == drawn and {e.id for e in sub.edges} == drawn_edges
        hood_s, hood_base_s = statistics.median(hood_times), statistics.median(hood_base_times)

        # ---- import throughput -----------------------------------------------------------
        m = max(200, N_ENTITIES // 10)
        import_names = make_names(rng, m, prefix="Imp ")
        doc = {
            "entities": [{"name": n, "entity_type": rng.choice(TYPES), "confidence": 0.9} for n in import_names],
            "relations": [
                {"source": rng.choice(import_names), "target": rng.choice(import_names), "relation_type": "mentions"}
                for _ in range(2 * m)
            ],
        }
        # a third of the relations point at entities already stored, resolved by name in the database
        doc["relations"] += [
            {"source": rng.choice(import_names), "target": names[rng.randrange(N_ENTITIES)], "relation_type": "links"}
            for _ in range(m)
        ]
        file = tmp_path / "import.json"
        file.write_text(json.dumps(doc), encoding="utf-8")
        rows = len(doc["entities"]) + len(doc["relations"])
        import_s, report = await timed(lambda: service.import_file(agent, file, dedup=False))
        assert report.entities_created == m and report.relations_created + report.relations_updated == len(doc["relations"])

        def in_memory_load() -> int:
            data = json.loads(file.read_text(encoding="utf-8"))
            index = {name_key(e["name"]): i for i, e in enumerate(data["entities"])}
            graph: dict[int, list[int]] = collections.defaultdict(list)
            for rel in data["relations"]:
                graph[index.get(name_key(rel["source"]), -1)].append(index.get(name_key(rel["target"]), -1))
            return len(graph)

        memory_import_s, _ = timed_sync(in_memory_load)

        # ---- ingest with dedup ------------------------------------------------------------
        picks = [rng.randrange(2, N_ENTITIES) for _ in range(N_DEDUP // 2)]
        dedup_inputs = [EntityInput(near_copy(rng, names[i]), types[i]) for i in picks]
        dedup_inputs += [EntityInput(n, rng.choice(TYPES)) for n in make_names(rng, N_DEDUP - len(dedup_inputs), prefix="New ")]
        settings = DedupSettings()
        pools: dict[str, list[DedupEntry]] = collections.defaultdict(list)
        for i, (n, t, d) in enumerate(zip(names, types, descriptions, strict=True)):
            pools[t].append(DedupEntry(ids[i], n, t, d, 1.0))

        def in_memory_dedup() -> int:
            found = 0
            by_type: dict[str, list[DedupEntry]] = collections.defaultdict(list)
            for k, item in enumerate(dedup_inputs):
                by_type[item.entity_type].append(DedupEntry(f"new-{k}", item.name, item.entity_type, "", 1.0))
            for t, news in by_type.items():
                found += sum(1 for ms in find_duplicates(news, pools[t], settings) if ms)
            return found

        memory_dedup_s, memory_found = timed_sync(in_memory_dedup)
        dedup_s, dedup_report = await timed(lambda: service.ingest(agent, dedup_inputs, []))
        # an other-case copy is the same entity (an update); an accent dropped or added merges
        written = len(dedup_report.merges) + dedup_report.entities_created + dedup_report.entities_updated
        assert written == len(dedup_inputs)
        assert dedup_report.entities_updated >= N_DEDUP // 10 and len(dedup_report.merges) >= N_DEDUP // 10
    finally:
        await app.close()

    result_json = {
        "name": "kg",
        "scale": "full" if FULL else "small",
        "entities": N_ENTITIES,
        "relations": N_RELATIONS,
        "bulk_load_s": round(load_s, 2),
        "bulk_load_rows_per_s": round((N_ENTITIES + N_RELATIONS) / load_s),
        "search": {
            "queries": len(queries), "p50_ms": round(search_p50 * 1000, 2),
            "p90_ms": round(sorted(search_times)[int(len(search_times) * 0.9)] * 1000, 2),
            "in_memory_scan_p50_ms": round(search_base_p50 * 1000, 2),
            "ratio": round(search_p50 / search_base_p50, 2), "target_p50_ms": 30,
        },
        "traversal": traversal,
        "traversal_target_ratio": 10,
        "neighbourhood": {
            "centre": "hub", "depth": 3, "cap": NEIGHBOURHOOD_CAP, "nodes": len(sub.nodes), "edges": len(sub.edges),
            "reachable": sub.total, "store_ms": round(hood_s * 1000, 2), "in_memory_ms": round(hood_base_s * 1000, 2),
            "ratio": round(hood_s / hood_base_s, 2) if hood_base_s else None,
        },
        "import": {
            "rows": rows, "seconds": round(import_s, 3), "rows_per_s": round(rows / import_s),
            "in_memory_rows_per_s": round(rows / memory_import_s), "ratio": round(import_s / memory_import_s, 1),
        },
        "ingest_dedup": {
            "new_names": len(dedup_inputs), "seconds": round(dedup_s, 3), "merged": len(dedup_report.merges),
            "candidates": dedup_report.candidates_queued, "in_memory_seconds": round(memory_dedup_s, 3),
            "in_memory_with_matches": memory_found, "ratio": round(dedup_s / memory_dedup_s, 2),
        },
    }
    out_dir = ROOT / "test-output" / "benchmarks"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "kg.json").write_text(json.dumps(result_json, indent=2) + "\n")
    h5, l5 = traversal["hub_depth5"], traversal["leaf_depth5"]
    print(
        f"\nkg [{result_json['scale']}, {N_ENTITIES} entities, {N_RELATIONS} relations]: search p50 "
        f"{result_json['search']['p50_ms']} ms (target 30); depth-5 hub {h5['store_ms']} ms = {h5['ratio']}x BFS, "
        f"leaf {l5['store_ms']} ms = {l5['ratio']}x (target 10x); statement designs (frontier / unrolled, x BFS): "
        + "; ".join(f"{k} {v['frontier_ratio']} / {v['unrolled_ratio']}" for k, v in traversal.items())
        + "; browser neighbourhood (hub, depth 3) "
        f"{result_json['neighbourhood']['store_ms']} ms = {result_json['neighbourhood']['ratio']}x in-memory; "
        f"import {result_json['import']['rows_per_s']} rows/s; "
        f"dedup of {len(dedup_inputs)} names {result_json['ingest_dedup']['seconds']} s "
        f"({result_json['ingest_dedup']['ratio']}x in-memory)"
    )
