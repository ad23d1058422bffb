"""The pure-Python force-directed layout: deterministic, pins respected, finite, readable."""

from __future__ import annotations

import math
import random
import statistics
from itertools import combinations

import pytest

from goclaw_lite.kg.layout import ALL_PAIRS_LIMIT, LayoutSettings, bounding_box, force_layout

TWO_TRIANGLES = (
    ["a", "b", "c", "x", "y", "z"],
    [("a", "b"), ("b", "c"), ("c", "a"), ("x", "y"), ("y", "z"), ("z", "x"), ("c", "x")],
)


def _random_graph(n: int, extra: int, seed: int) -> tuple[list[str], list[tuple[str, str]]]:
    rng = random.Random(seed)
    nodes = [f"n{i:03d}" for i in range(n)]
    edges = {(nodes[i], nodes[rng.randrange(i)]) for i in range(1, n)}
    while len(edges) < n - 1 + extra:
        a, b = rng.sample(nodes, 2)
        edges.add((a, b))
    return nodes, sorted(edges)


def test_same_input_and_seed_give_the_same_layout() -> None:
    nodes, edges = _random_graph(40, 15, seed=3)
    first = force_layout(nodes, edges, settings=LayoutSettings(seed=7))
    second = force_layout(list(reversed(nodes)), list(reversed(edges)), settings=LayoutSettings(seed=7))
    assert first == second
    other_seed = force_layout(nodes, edges, settings=LayoutSettings(seed=8))
    assert other_seed != first


def test_pinned_nodes_keep_their_exact_positions() -> None:
    nodes, edges = _random_graph(30, 10, seed=1)
    pins = {"n000": (0.0, 0.0), "n007": (500.0, -250.5), "n020": (-333.25, 90.0)}
    result = force_layout(nodes, edges, pinned=pins, settings=LayoutSettings(seed=2))
    for node, point in pins.items():
        assert result[node] == point
    free = [p for n, p in result.items() if n not in pins]
    assert len(set(free)) == len(free)  # the others did get laid out, each somewhere else


def test_an_update_keeps_initial_positions_close_and_places_new_nodes_near_their_neighbour() -> None:
    nodes, edges = _random_graph(20, 5, seed=4)
    before = force_layout(nodes, edges)
    grown_nodes = [*nodes, "new1", "new2"]
    grown_edges = [*edges, ("n005", "new1"), ("n005", "new2")]
    after = force_layout(grown_nodes, grown_edges, initial=before, settings=LayoutSettings(temperature=0.2))
    reshuffled = force_layout(nodes, edges, settings=LayoutSettings(seed=1))
    moved = statistics.median(math.dist(before[n], after[n]) for n in nodes)
    assert moved < 0.25 * statistics.median(math.dist(before[n], reshuffled[n]) for n in nodes)
    others = [math.dist(after["new1"], after[n]) for n in nodes if n != "n005"]
    assert math.dist(after["new1"], after["n005"]) < statistics.median(others)


@pytest.mark.slow
@pytest.mark.parametrize("count", [1, 2, 5, ALL_PAIRS_LIMIT + 40])
def test_no_nan_or_infinity_even_with_stacked_starts(count: int) -> None:
    nodes = [f"n{i}" for i in range(count)]
    edges = [(nodes[i], nodes[(i + 1) % count]) for i in range(count)]
    stacked = {n: (10.0, 10.0) for n in nodes}  # every node on one spot
    for result in (force_layout(nodes, edges), force_layout(nodes, edges, initial=stacked)):
        assert set(result) == set(nodes)
        assert all(math.isfinite(x) and math.isfinite(y) for x, y in result.values())
    spread = force_layout(nodes, edges, initial=stacked)
    if count > 1:
        assert min(math.dist(spread[a], spread[b]) for a, b in combinations(nodes, 2)) > 1.0


def test_bad_positions_and_edges_are_ignored() -> None:
    result = force_layout(
        ["a", "b"],
        [("a", "b"), ("a", "a"), ("a", "ghost")],
        pinned={"a": (math.nan, 0.0)},
        initial={"b": (math.inf, 1.0)},
    )
    assert set(result) == {"a", "b"}
    assert all(math.isfinite(v) for p in result.values() for v in p)
    assert force_layout([], []) == {}


def test_connected_nodes_end_closer_than_unconnected_ones() -> None:
    nodes, edges = TWO_TRIANGLES
    result = force_layout(nodes, edges, settings=LayoutSettings(seed=5))
    linked = {frozenset(e) for e in edges}
    near = [math.dist(result[a], result[b]) for a, b in combinations(nodes, 2) if frozenset((a, b)) in linked]
    far = [math.dist(result[a], result[b]) for a, b in combinations(nodes, 2) if frozenset((a, b)) not in linked]
    assert max(statistics.mean(near), 1.0) < statistics.mean(far)
    # and the bridge (c-x) is the edge between the two groups: each triangle is tighter than the gap
    assert math.dist(result["a"], result["b"]) < math.dist(result["a"], result["y"])


def test_a_large_graph_is_spread_out_without_overlaps() -> None:
    nodes, edges = _random_graph(ALL_PAIRS_LIMIT + 70, 30, seed=9)  # uses the grid path
    result = force_layout(nodes, edges)
    spacing = LayoutSettings().spacing
    closest = min(math.dist(result[a], result[b]) for a, b in combinations(nodes, 2))
    assert closest > 0.2 * spacing
    lengths = [math.dist(result[a], result[b]) for a, b in edges]
    assert statistics.median(lengths) < 3 * spacing


def test_separate_components_stay_in_one_compact_picture() -> None:
    nodes = [f"p{i}" for i in range(12)] + ["lone1", "lone2", "single"]
    edges = [(f"p{i}", f"p{i + 1}") for i in range(11)] + [("lone1", "lone2")]
    result = force_layout(nodes, edges)
    min_x, min_y, max_x, max_y = bounding_box(result)
    big = bounding_box({n: result[n] for n in nodes[:12]})
    # The small parts sit beside the big one, not far off the picture.
    assert (max_x - min_x) * (max_y - min_y) < 4 * max(1.0, (big[2] - big[0]) * (big[3] - big[1]))
    assert math.dist(result["lone1"], result["lone2"]) < 2 * LayoutSettings().spacing


def test_settings_are_checked() -> None:
    with pytest.raises(ValueError):
        LayoutSettings(spacing=0)
    with pytest.raises(ValueError):
        LayoutSettings(iterations=-1)
    with pytest.raises(ValueError):
        LayoutSettings(temperature=math.nan)
