"""Layout quality, measured: edge crossings and node overlaps against a random layout of the same graph."""

from __future__ import annotations

import math
import random

import pytest

from goclaw_lite.kg.layout import LayoutSettings, Point, bounding_box, fast_layout, force_layout
from goclaw_lite.kg.layout_rings import fresh_layout

NODE_RADIUS = 15.0


def community_graph(seed: int = 7, groups: int = 6, size: int = 25) -> tuple[list[str], list[tuple[str, str]]]:
    """Six groups, dense inside, a few ties between them (how knowledge graphs tend to look)."""
    rng = random.Random(seed)
    nodes = [f"n{g}-{i}" for g in range(groups) for i in range(size)]
    edges: set[tuple[str, str]] = set()
    for g in range(groups):
        for i in range(1, size):
            edges.add((f"n{g}-{rng.randrange(i)}", f"n{g}-{i}"))
        for _ in range(size // 2):
            a, b = rng.sample(range(size), 2)
            edges.add((f"n{g}-{a}", f"n{g}-{b}"))
    for _ in range(groups * 2):
        g, h = rng.sample(range(groups), 2)
        edges.add((f"n{g}-{rng.randrange(size)}", f"n{h}-{rng.randrange(size)}"))
    return nodes, sorted(edges)


def neighbourhood_graph(seed: int = 2, rings: tuple[int, ...] = (13, 40, 27), extra: float = 0.6) -> tuple[list[str], list[tuple[str, str]]]:
    """What the neighbourhood view draws: a tree out of the focus 'c', ring by ring, plus cross links."""
    rng = random.Random(seed)
    nodes, edges, previous = ["c"], set(), ["c"]
    for depth, count in enumerate(rings, start=1):
        ring = [f"d{depth}-{i}" for i in range(count)]
        edges.update((rng.choice(previous), node) for node in ring)
        nodes += ring
        previous = ring
    for _ in range(int(len(nodes) * extra)):
        a, b = rng.sample(nodes[1:], 2)
        edges.add((a, b))
    return nodes, sorted(edges)


def _cross(p: Point, q: Point, r: Point, s: Point) -> bool:
    def turn(a: Point, b: Point, c: Point) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    return turn(p, q, r) * turn(p, q, s) < 0 and turn(r, s, p) * turn(r, s, q) < 0


def crossings(positions: dict[str, Point], edges: list[tuple[str, str]]) -> int:
    count = 0
    for i, (a, b) in enumerate(edges):
        for c, d in edges[i + 1:]:
            if len({a, b, c, d}) == 4 and _cross(positions[a], positions[b], positions[c], positions[d]):
                count += 1
    return count


def overlaps(positions: dict[str, Point]) -> int:
    points = list(positions.values())
    return sum(
        1 for i, p in enumerate(points) for q in points[i + 1:] if math.dist(p, q) < 2 * NODE_RADIUS
    )


def random_layout(nodes: list[str], box: tuple[float, float, float, float], seed: int) -> dict[str, Point]:
    rng = random.Random(seed)
    return {n: (rng.uniform(box[0], box[2]), rng.uniform(box[1], box[3])) for n in nodes}


@pytest.mark.parametrize("kind", ["igraph", "ours", "neighbourhood"])
def test_layouts_beat_random_by_a_clear_margin(kind: str) -> None:
    nodes, edges = community_graph()
    settings = LayoutSettings(spacing=120.0, seed=3)
    if kind == "neighbourhood":  # igraph per component, as a fresh neighbourhood is laid out
        laid = fresh_layout(nodes, edges, settings=settings)
    else:
        laid = fast_layout(nodes, edges, settings=settings) if kind == "igraph" else force_layout(nodes, edges, settings=settings)
    assert set(laid) == set(nodes)
    box = bounding_box(laid)
    chance = random_layout(nodes, box, seed=11)  # same area, so overlaps compare fairly
    ours_x, random_x = crossings(laid, edges), crossings(chance, edges)
    assert ours_x * 4 < random_x, f"{kind}: {ours_x} crossings vs {random_x} at random"
    assert overlaps(laid) * 2 <= overlaps(chance), f"{kind}: {overlaps(laid)} overlaps vs {overlaps(chance)} at random"


def test_the_multilevel_layout_is_a_function_of_the_graph_and_seed() -> None:
    nodes, edges = community_graph()
    settings = LayoutSettings(spacing=100.0, seed=5)
    assert fast_layout(nodes, edges, settings=settings) == fast_layout(list(reversed(nodes)), edges, settings=settings)
