"""The neighbourhood layout: the focus in the middle, its near rings around it, clusters outside.

A fresh neighbourhood (nothing pinned, nothing placed yet) is laid out by igraph's
Fruchterman-Reingold per connected component, scaled so the median relation is `spacing`
long, with close nodes pushed apart and the components set side by side. Measured against
our own simulation (`layout.force_layout`) on neighbourhood-shaped graphs (a tree out of the
focus plus cross links, as the view shows them; seeds 1-3,
`tests/benchmarks/test_kg_layout_compare.py`, a loaded 2-core machine): even at 40 nodes
(45 crossings each), 9% fewer at 80 (114 against 125) and 16% fewer at 150 (543 against
647), no overlapping nodes either, and 4-8 times faster (128 ms against 744 ms for 80
nodes). Our simulation still wins on dense community graphs (94 crossings against 108 for
150 nodes in six groups), which a neighbourhood is not. networkx was not tried: its
spring layout needs numpy and scipy, which are no dependencies. Updates (an expansion, an
opened cluster, pinned nodes) keep the own simulation: it leaves every placed node where it is and starts
each new one beside its placed neighbours, which is what keeps a picture steady while it grows.

Cluster nodes ("42 people") do not take part in the simulation: a cluster is tied to many
drawn nodes and, laid out with them, sits in the middle over the focus. They go on rings
outside everything else, one ring per depth, spread evenly round the focus in the order of
the directions of what they hang from.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence

from goclaw_lite.kg.layout import (
    LayoutSettings,
    Point,
    _clean_edges,
    _components,
    _pack,
    _scaled,
    _separate,
    force_layout,
)

FRESH_ITERATIONS = 1500
"""igraph Fruchterman-Reingold iterations for a fresh neighbourhood (tens of ms for 100 nodes; 500 left
10% more crossings at 80 nodes)."""
SEPARATION = 0.55
"""Nodes of a fresh neighbourhood end at least this many `spacing`s apart: names fit at 1:1 (0.7 cost 45%
more crossings at 150 nodes, 0.4 left names of close nodes out at 1:1)."""
RING_GAP = 1.1
"""Distance, in `spacing`s, from the picture to the first cluster ring (and between rings), along each cluster's direction."""


def fresh_layout(nodes: Iterable[str], edges: Iterable[tuple[str, str]], *, settings: LayoutSettings | None = None) -> dict[str, Point]:
    """igraph's Fruchterman-Reingold per component, scaled, separated and packed side by side."""
    import igraph  # here, not at the top: the window's first frame need not pay for it

    cfg = settings or LayoutSettings()
    order = sorted(set(nodes))
    if not order:
        return {}
    pairs = _clean_edges(order, edges)
    adjacency: list[list[int]] = [[] for _ in order]
    for a, b in pairs:
        adjacency[a].append(b)
        adjacency[b].append(a)
    rng = random.Random(cfg.seed)
    igraph.set_random_number_generator(random.Random(cfg.seed))
    placed: dict[int, Point] = {}
    groups = _components(len(order), adjacency)
    boxes = []
    for members in groups:
        local = {old: new for new, old in enumerate(members)}
        local_pairs = [(local[a], local[b]) for a, b in pairs if a in local]
        if len(members) == 1:
            coords = [[0.0, 0.0]]
        else:
            half = math.sqrt(len(members)) / 2
            seed = [[rng.uniform(-half, half), rng.uniform(-half, half)] for _ in members]
            graph = igraph.Graph(n=len(members), edges=local_pairs)
            coords = [[float(x), float(y)] for x, y in graph.layout_fruchterman_reingold(niter=FRESH_ITERATIONS, seed=seed).coords]
        names = [str(i) for i in range(len(members))]
        scaled = _scaled(names, coords, local_pairs, cfg.spacing, separate=False)
        xs = [scaled[name][0] for name in names]
        ys = [scaled[name][1] for name in names]
        _separate(xs, ys, cfg.spacing * SEPARATION, rounds=30)  # FR packs dense groups tight
        for i, index in enumerate(members):
            placed[index] = (xs[i], ys[i])
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    for members, (ox, oy) in zip(groups, _pack(boxes, cfg.spacing), strict=True):
        for index in members:
            x, y = placed[index]
            placed[index] = (x + ox, y + oy)
    return {n: placed[i] for i, n in enumerate(order)}


def neighbourhood_layout(
    nodes: Iterable[str],
    edges: Iterable[tuple[str, str]],
    *,
    centre: str | None = None,
    outer: Mapping[str, int] | None = None,
    pinned: Mapping[str, Point] | None = None,
    settings: LayoutSettings | None = None,
) -> dict[str, Point]:
    """Positions for a neighbourhood; `outer` maps cluster nodes to their depth (rings outside).

    Pinned positions stay exactly. With none, the drawn nodes get a fresh igraph layout moved
    so the focus (`centre`) is at the origin; otherwise the own simulation grows the picture.
    """
    cfg = settings or LayoutSettings()
    rings = dict(outer or {})
    fixed = dict(pinned or {})
    edge_list = list(edges)
    order = sorted(set(nodes))
    inner = [n for n in order if n not in rings]
    inner_set = set(inner)
    inner_edges = [(a, b) for a, b in edge_list if a in inner_set and b in inner_set]
    inner_fixed = {k: v for k, v in fixed.items() if k in inner_set}
    if inner_fixed:
        result = force_layout(inner, inner_edges, pinned=inner_fixed, settings=cfg)
    else:
        result = fresh_layout(inner, inner_edges, settings=cfg)
        if centre in result:
            cx, cy = result[centre]
            result = {k: (x - cx, y - cy) for k, (x, y) in result.items()}
    for node in order:
        if node in rings and node in fixed:
            result[node] = fixed[node]
    todo = [n for n in order if n in rings and n not in result]
    if todo:
        result.update(_ring_places(todo, rings, edge_list, result, centre, cfg.spacing))
    return result


def _ring_places(
    todo: Sequence[str], rings: Mapping[str, int], edges: Sequence[tuple[str, str]], placed: Mapping[str, Point],
    centre: str | None, spacing: float,
) -> dict[str, Point]:
    """Each cluster round the focus beyond every placed node in its direction, facing what it hangs from."""
    if centre is not None and centre in placed:
        cx, cy = placed[centre]
    elif placed:
        cx = sum(p[0] for p in placed.values()) / len(placed)
        cy = sum(p[1] for p in placed.values()) / len(placed)
    else:
        cx = cy = 0.0
    neighbours: dict[str, list[str]] = {}
    for a, b in edges:
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    found: dict[str, Point] = {}
    depths = sorted({rings[n] for n in todo})
    for step, depth in enumerate(depths):
        members = [n for n in todo if rings[n] == depth]
        wanted: list[tuple[float, str]] = []
        for index, node in enumerate(members):
            sx = sy = 0.0
            for other in neighbours.get(node, ()):
                where = found.get(other) or placed.get(other)
                if where is not None:
                    d = math.hypot(where[0] - cx, where[1] - cy)
                    if d > 1e-6:
                        sx, sy = sx + (where[0] - cx) / d, sy + (where[1] - cy) / d
            angle = math.atan2(sy, sx) if math.hypot(sx, sy) > 1e-6 else 2 * math.pi * index / len(members) - math.pi / 2
            wanted.append((angle, node))
        # Evenly round the focus, in the order of where each would face: a picture balanced round the focus.
        angles = _spread(sorted(wanted), 2 * math.pi / len(members) * 0.999)
        for (_angle, node), angle in zip(sorted(wanted), angles, strict=True):
            ux, uy = math.cos(angle), math.sin(angle)
            # Just beyond the picture in that direction (its extent along it), not beyond its farthest corner.
            extent = max(((x - cx) * ux + (y - cy) * uy for x, y in placed.values()), default=0.0)
            radius = max(0.0, extent) + spacing * RING_GAP * (step + 1)
            found[node] = (cx + radius * ux, cy + radius * uy)
    return found


def _spread(wanted: Sequence[tuple[float, str]], gap: float) -> list[float]:
    """Angles near the wanted ones (sorted) with at least `gap` between neighbours on the circle."""
    angles = [a for a, _n in wanted]
    count = len(angles)
    if count < 2:
        return angles
    for _round in range(200):
        moved = False
        for i in range(count):
            j = (i + 1) % count
            ahead = angles[j] + (2 * math.pi if j == 0 else 0.0)
            short = gap - (ahead - angles[i])
            if short > 1e-9:
                angles[i] -= short / 2
                angles[j] += short / 2
                moved = True
        if not moved:
            break
    return angles


__all__ = ["fresh_layout", "neighbourhood_layout"]
