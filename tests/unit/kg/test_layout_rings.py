"""The neighbourhood layout (focus in the middle, clusters on outer rings) and unpiling big layouts."""

from __future__ import annotations

import math
import random

from goclaw_lite.kg.layout import SEPARATE_LIMIT, SEPARATION, LayoutSettings, _scaled, _spread_out
from goclaw_lite.kg.layout_rings import fresh_layout, neighbourhood_layout
from tests.unit.kg.test_layout_quality import crossings, neighbourhood_graph, overlaps, random_layout

SETTINGS = LayoutSettings(spacing=120.0, seed=4)


def with_clusters() -> tuple[list[str], list[tuple[str, str]], dict[str, int]]:
    """A depth-2 neighbourhood of 'c' and three clusters at depth 3 (one big), tied to many drawn nodes."""
    nodes, edges = neighbourhood_graph(seed=5, rings=(10, 30))
    rng = random.Random(2)
    outer = {"cluster:3:person": 3, "cluster:3:place": 3, "cluster:3:org": 3}
    far = [n for n in nodes if n.startswith("d2")]
    for cluster in outer:
        edges += [(n, cluster) for n in rng.sample(far, 25 if cluster.endswith("person") else 4)]
    return nodes + list(outer), edges, outer


def test_clusters_sit_on_a_ring_outside_with_the_focus_in_the_middle() -> None:
    nodes, edges, outer = with_clusters()
    laid = neighbourhood_layout(nodes, edges, centre="c", outer=outer, settings=SETTINGS)
    assert set(laid) == set(nodes)
    assert laid["c"] == (0.0, 0.0)
    drawn = [laid[n] for n in nodes if n not in outer]
    for cluster in outer:
        x, y = laid[cluster]
        far = math.hypot(x, y)
        # Beyond every drawn node in its direction from the focus, and clear of each.
        assert all((p[0] * x + p[1] * y) / far < far - SETTINGS.spacing * 0.9 for p in drawn)
        assert min(math.dist(p, (x, y)) for p in drawn) > SETTINGS.spacing * 0.9
    spots = [laid[c] for c in outer]
    assert min(math.dist(p, q) for i, p in enumerate(spots) for q in spots[i + 1:]) > 3 * SETTINGS.spacing  # spread round
    assert laid == neighbourhood_layout(list(reversed(nodes)), edges, centre="c", outer=outer, settings=SETTINGS)


def test_placed_clusters_and_pinned_nodes_stay_where_they_are() -> None:
    nodes, edges, outer = with_clusters()
    first = neighbourhood_layout(nodes, edges, centre="c", outer=outer, settings=SETTINGS)
    grown = [*nodes, "new"]
    again = neighbourhood_layout(grown, [*edges, ("d1-0", "new")], centre="c", outer=outer, pinned=first, settings=SETTINGS)
    assert all(again[n] == first[n] for n in nodes)
    assert math.dist(again["new"], first["d1-0"]) < 3 * SETTINGS.spacing  # a new node grows out of its neighbour


def test_a_fresh_neighbourhood_beats_random_and_has_no_overlaps() -> None:
    nodes, edges = neighbourhood_graph(seed=2, rings=(13, 40, 27))
    laid = fresh_layout(nodes, edges, settings=SETTINGS)
    xs = [p[0] for p in laid.values()]
    ys = [p[1] for p in laid.values()]
    chance = random_layout(nodes, (min(xs), min(ys), max(xs), max(ys)), seed=11)
    assert crossings(laid, edges) * 4 < crossings(chance, edges)
    assert overlaps(laid) == 0 and overlaps(chance) > 0


def test_a_piled_big_layout_is_spread_out_in_one_pass() -> None:
    rng = random.Random(3)
    count = SEPARATE_LIMIT + 500
    coords = [[0.0, 0.0] if i % 3 else [rng.uniform(-40, 40), rng.uniform(-40, 40)] for i in range(count)]  # 2/3 on one spot
    names = [f"n{i:05d}" for i in range(count)]
    pairs = [(i, i + 1) for i in range(count - 1)]
    laid = _scaled(names, coords, pairs, 90.0, separate=True)
    gap = 90.0 * SEPARATION
    cells: dict[tuple[int, int], list[tuple[float, float]]] = {}
    for x, y in laid.values():
        cells.setdefault((math.floor(x / gap), math.floor(y / gap)), []).append((x, y))
    closest = min(
        math.dist(p, q)
        for (cx, cy), members in cells.items()
        for dx in (-1, 0, 1) for dy in (-1, 0, 1)
        for p in members for q in cells.get((cx + dx, cy + dy), ()) if p != q
    )
    assert closest >= gap / 2 - 1e-6 > 2 * 8.0  # ordinary nodes (radius 8) never touch


def test_spreading_keeps_a_thin_layout_in_place() -> None:
    xs = [float(i % 50) * 100 for i in range(2500)]
    ys = [float(i // 50) * 100 for i in range(2500)]
    before = list(zip(xs, ys, strict=True))
    _spread_out(xs, ys, 36.0)
    assert all(math.dist(p, q) <= 36.0 for p, q in zip(before, zip(xs, ys, strict=True), strict=True))
