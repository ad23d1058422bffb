"""The whole graph laid out by community, in steps: a rough picture at once, each community refined after.

A knowledge graph of thousands of entities drawn by one force layout is a grey disc: groups
blur into each other and the layout takes seconds to settle. Here the graph is cut into
communities first (igraph's Leiden, modularity; tens of ms at 10,000 nodes), each community
gets a disc sized by its members, the discs are placed by a force layout of the graph *of
communities* (few nodes, so quick) and pushed apart, and every community is drawn inside
its own disc. The first frame puts the members on a sunflower spiral in their disc, the
best connected in the middle, so it costs nothing; then each community, the largest first,
gets its own Fruchterman-Reingold layout (igraph, in C) fitted into its disc and unpiled.
The discs never move between frames, so the picture refines in place.

Entities without relations share one "unconnected" community. Everything depends only on
the node count, the edges and the seed. Runs in the layout process (`layout_process`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from goclaw_lite.kg.layout import _spread_out

SEPARATION = 0.45
"""Members of a community end at least this many `spacing`s apart (half of it after unpiling)."""
FILL = 0.6
"""The share of a community disc its members fill (as `layout._spread_out` aims for)."""
MARGIN = 1.2
"""Room between community discs, in `spacing`s."""
GOLDEN = math.pi * (3 - math.sqrt(5))
FRAME_S = 0.4
"""Refined communities are sent in batches of about this much CPU time (a frame costs the window a redraw)."""


@dataclass(frozen=True)
class Frame:
    """Positions of nodes 0..n-1 (xs, ys), and whether this is the last frame."""

    xs: list[float]
    ys: list[float]
    final: bool
    dressed: Any = None  # what the layout process's `dress` made of it (the window's tiles)


@dataclass(frozen=True)
class Clustering:
    """Each node's community (0 is the largest), and each community's disc."""

    membership: list[int]
    centres: list[tuple[float, float]]
    radii: list[float]


def communities(count: int, pairs: Sequence[tuple[int, int]], seed: int) -> list[int]:
    """Leiden communities (modularity), numbered largest first; isolated nodes share the last one."""
    import igraph

    if count == 0:
        return []
    graph = igraph.Graph(n=count, edges=list(pairs))
    igraph.set_random_number_generator(random.Random(seed))
    found = graph.community_leiden(objective_function="modularity", n_iterations=4).membership
    degree = graph.degree()
    alone = -1
    groups: dict[int, list[int]] = {}
    for node, group in enumerate(found):
        groups.setdefault(alone if degree[node] == 0 else group, []).append(node)
    ordered = sorted((members for key, members in groups.items() if key != alone), key=lambda m: (-len(m), m[0]))
    if alone in groups:
        ordered.append(groups[alone])
    membership = [0] * count
    for number, members in enumerate(ordered):
        for node in members:
            membership[node] = number
    return membership


def community_layout(
    count: int,
    pairs: Sequence[tuple[int, int]],
    *,
    spacing: float,
    seed: int,
    frame_s: float = FRAME_S,
) -> Iterator[Clustering | Frame]:
    """The clustering first, then ever more refined frames, the last one `final`."""
    import igraph

    membership = communities(count, pairs, seed)
    if count == 0:
        yield Clustering([], [], [])
        yield Frame([], [], True)
        return
    groups: list[list[int]] = [[] for _ in range(max(membership) + 1)]
    for node, group in enumerate(membership):
        groups[group].append(node)
    degree = [0] * count
    for a, b in pairs:
        degree[a] += 1
        degree[b] += 1
    gap = spacing * SEPARATION
    radii = [gap * math.sqrt(len(m) / (math.pi * FILL)) + gap for m in groups]
    centres = _place_discs(groups, membership, pairs, radii, spacing, seed)
    yield Clustering(membership, centres, radii)
    xs, ys = [0.0] * count, [0.0] * count
    for number, members in enumerate(groups):
        ranked = sorted(members, key=lambda i: (-degree[i], i))
        _sunflower(ranked, centres[number], radii[number] - gap, xs, ys)
    yield Frame(list(xs), list(ys), False)
    inside: list[list[tuple[int, int]]] = [[] for _ in groups]
    for a, b in pairs:
        if membership[a] == membership[b]:
            inside[membership[a]].append((a, b))
    igraph.set_random_number_generator(random.Random(seed))
    started = time.process_time()  # CPU, not wall time: a starved process should not send more frames
    todo = [g for g, members in enumerate(groups) if len(members) > 2 and inside[g]]
    for index, number in enumerate(todo):
        _refine(groups[number], inside[number], centres[number], radii[number] - gap, gap, xs, ys)
        last = index == len(todo) - 1
        if not last and time.process_time() - started >= frame_s:
            yield Frame(list(xs), list(ys), False)
            started = time.process_time()
    yield Frame(list(xs), list(ys), True)


def _sunflower(
    ranked: Sequence[int], centre: tuple[float, float], radius: float, xs: list[float], ys: list[float]
) -> None:
    """Members evenly over a disc, the first (best connected) in the middle."""
    count = len(ranked)
    for k, node in enumerate(ranked):
        r = radius * math.sqrt((k + 0.5) / count) if count > 1 else 0.0
        xs[node] = centre[0] + r * math.cos(k * GOLDEN)
        ys[node] = centre[1] + r * math.sin(k * GOLDEN)


def _refine(
    members: Sequence[int],
    pairs: Sequence[tuple[int, int]],
    centre: tuple[float, float],
    radius: float,
    gap: float,
    xs: list[float],
    ys: list[float],
) -> None:
    """One community's own force layout, seeded by its current picture, fitted to its disc and unpiled."""
    import igraph

    local = {node: k for k, node in enumerate(members)}
    half = math.sqrt(len(members)) / 2
    scale = half / max(radius, 1e-9)
    seed = [[(xs[n] - centre[0]) * scale, (ys[n] - centre[1]) * scale] for n in members]
    graph = igraph.Graph(n=len(members), edges=[(local[a], local[b]) for a, b in pairs])
    coords = graph.layout_fruchterman_reingold(niter=300, seed=seed, grid="auto").coords
    mx = sum(c[0] for c in coords) / len(coords)
    my = sum(c[1] for c in coords) / len(coords)
    reach = sorted(math.hypot(c[0] - mx, c[1] - my) for c in coords)[int(0.95 * (len(coords) - 1))] or 1.0
    lx = [(c[0] - mx) * radius / reach for c in coords]
    ly = [(c[1] - my) * radius / reach for c in coords]
    for k in range(len(lx)):  # the few beyond the 95th percentile are drawn onto the rim
        d = math.hypot(lx[k], ly[k])
        if d > radius:
            lx[k], ly[k] = lx[k] * radius / d, ly[k] * radius / d
    _spread_out(lx, ly, gap)
    for node, k in local.items():
        xs[node] = centre[0] + lx[k]
        ys[node] = centre[1] + ly[k]


def _place_discs(
    groups: Sequence[Sequence[int]],
    membership: Sequence[int],
    pairs: Sequence[tuple[int, int]],
    radii: Sequence[float],
    spacing: float,
    seed: int,
) -> list[tuple[float, float]]:
    """Community centres: a weighted force layout of the graph of communities, then discs pushed apart."""
    import igraph

    count = len(groups)
    if count == 1:
        return [(0.0, 0.0)]
    between: dict[tuple[int, int], int] = {}
    for a, b in pairs:
        ga, gb = membership[a], membership[b]
        if ga != gb:
            key = (min(ga, gb), max(ga, gb))
            between[key] = between.get(key, 0) + 1
    links = sorted(between)
    rng = random.Random(seed)
    graph = igraph.Graph(n=count, edges=links)
    igraph.set_random_number_generator(random.Random(seed))
    seed_xy = [[rng.uniform(-1, 1), rng.uniform(-1, 1)] for _ in range(count)]
    weights = [math.log1p(between[k]) for k in links] or None
    coords = graph.layout_fruchterman_reingold(
        niter=500, seed=seed_xy, weights=weights, grid="nogrid" if count < 1000 else "grid"
    ).coords
    # Scale so linked discs about touch, then push overlapping discs apart (a sweep along x).
    lengths = sorted(math.dist(coords[a], coords[b]) / (radii[a] + radii[b] + spacing * MARGIN) for a, b in links)
    unit = lengths[len(lengths) // 2] if lengths else 1.0
    xs = [c[0] / max(unit, 1e-9) for c in coords]
    ys = [c[1] / max(unit, 1e-9) for c in coords]
    _push_apart(xs, ys, [r + spacing * MARGIN / 2 for r in radii])
    return list(zip(xs, ys, strict=True))


def _push_apart(xs: list[float], ys: list[float], radii: Sequence[float], rounds: int = 60) -> None:
    """Move overlapping discs apart until none overlap (or `rounds` run out); bigger discs move less."""
    count = len(xs)
    for _round in range(rounds):
        order = sorted(range(count), key=lambda i: xs[i] - radii[i])
        moved = False
        for pos, i in enumerate(order):
            right = xs[i] + radii[i]
            for j in order[pos + 1 :]:
                if xs[j] - radii[j] > right:
                    break
                dx, dy = xs[j] - xs[i], ys[j] - ys[i]
                d = math.hypot(dx, dy)
                need = radii[i] + radii[j]
                if d >= need:
                    continue
                if d < 1e-9:
                    dx, dy, d = math.cos(i + j), math.sin(i + j), 1.0
                push = need - d
                wi, wj = radii[j] ** 2, radii[i] ** 2  # the smaller disc gives way
                share = push / (wi + wj)
                xs[i] -= dx / d * share * wi
                ys[i] -= dy / d * share * wi
                xs[j] += dx / d * share * wj
                ys[j] += dy / d * share * wj
                moved = True
        if not moved:
            return


__all__ = ["Clustering", "Frame", "communities", "community_layout"]
