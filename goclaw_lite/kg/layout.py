"""Force-directed graph layout in pure Python, for the knowledge-graph browser.

A Fruchterman-Reingold simulation: nodes push each other apart, edges pull their ends
together, a weak pull towards the centre keeps the picture together, and the step size
cools over the iterations. Pure Python (numpy is not a dependency); it grows a neighbourhood
when nodes are added or pinned (a fresh one is laid out by igraph, see `layout_rings`); above `ALL_PAIRS_LIMIT` nodes the push is only
computed between nodes in neighbouring grid cells, so an iteration stays near linear.

Big pictures (a whole graph of thousands of nodes) go through `multilevel_layout` instead:
igraph's Fruchterman-Reingold in C with a grid for the far forces, measured at ~1.5 s for
10,000 nodes and 30,000 edges where the pure-Python simulation took ~60 s for 1,000. It
yields a rough picture first and finer ones after, so a view can draw at once and settle;
the settled one is unpiled (`_spread_out`): FR crowds hundreds of nodes into one spot of a
big graph's core.

A fresh layout starts every connected component as a radial tree around its best-connected
node (few crossings to untangle) and sets the finished components side by side. An update
(`pinned` or `initial` positions given) keeps what is placed and starts each new node next
to its placed neighbours, so expanding one node grows the picture instead of reshuffling it.
The result depends only on the node and edge sets, the given positions and the seed, and
pinned nodes never move.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

Point = tuple[float, float]
Box = tuple[float, float, float, float]

ALL_PAIRS_LIMIT = 80
"""Up to this many nodes every pair repels; above it only pairs within the cut-off do."""


@dataclass(frozen=True)
class LayoutSettings:
    """Knobs of the simulation; the defaults suit node circles of ~30 units with labels."""

    spacing: float = 120.0  # the ideal edge length, in scene units
    iterations: int = 200
    gravity: float = 4.0
    seed: int = 0
    temperature: float = 1.0  # the first step as a multiple of `spacing`; lower keeps a layout calmer
    tolerance: float = 0.005  # stop once no node moves more than this times `spacing`

    def __post_init__(self) -> None:
        if not (math.isfinite(self.spacing) and self.spacing > 0):
            raise ValueError("spacing must be a positive number")
        if self.iterations < 0:
            raise ValueError("iterations cannot be negative")
        if not (math.isfinite(self.gravity) and self.gravity >= 0):
            raise ValueError("gravity must be zero or positive")
        if not (math.isfinite(self.temperature) and self.temperature > 0):
            raise ValueError("temperature must be positive")


def force_layout(
    nodes: Iterable[str],
    edges: Iterable[tuple[str, str]],
    *,
    pinned: Mapping[str, Point] | None = None,
    initial: Mapping[str, Point] | None = None,
    settings: LayoutSettings | None = None,
) -> dict[str, Point]:
    """Positions for `nodes`; `pinned` nodes stay exactly where they are.

    `initial` seeds free nodes (a previous layout, so an update moves little). Node order
    does not matter: nodes are sorted first, so the outcome is a function of the sets.
    Edges to unknown nodes and self-loops are ignored; non-finite positions are dropped.
    """
    cfg = settings or LayoutSettings()
    fixed = {k: (float(v[0]), float(v[1])) for k, v in (pinned or {}).items() if _finite(v)}
    seeds = {k: (float(v[0]), float(v[1])) for k, v in (initial or {}).items() if _finite(v)}
    order = sorted(set(nodes))
    if not order:
        return {}
    pairs = _clean_edges(order, edges)
    adjacency: list[list[int]] = [[] for _ in order]
    for a, b in pairs:
        adjacency[a].append(b)
        adjacency[b].append(a)
    rng = random.Random(cfg.seed)
    known = {i: fixed.get(n) or seeds[n] for i, n in enumerate(order) if n in fixed or n in seeds}
    if known:
        start = _near_anchors(len(order), adjacency, known, cfg.spacing, rng)
        xs = [p[0] for p in start]
        ys = [p[1] for p in start]
        _simulate(xs, ys, pairs, [n not in fixed for n in order], cfg, rng)
        return {n: fixed[n] if n in fixed else (xs[i], ys[i]) for i, n in enumerate(order)}
    placed: dict[int, Point] = {}
    groups = _components(len(order), adjacency)
    boxes: list[Box] = []
    for members in groups:
        local = {old: new for new, old in enumerate(members)}
        seed = _radial_seed(members, adjacency, cfg.spacing, rng)
        xs = [seed[i][0] for i in members]
        ys = [seed[i][1] for i in members]
        local_pairs = [(local[a], local[b]) for a, b in pairs if a in local]
        _simulate(xs, ys, local_pairs, [True] * len(members), cfg, rng)
        for i, index in enumerate(members):
            placed[index] = (xs[i], ys[i])
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    for members, (ox, oy) in zip(groups, _pack(boxes, cfg.spacing), strict=True):
        for index in members:
            x, y = placed[index]
            placed[index] = (x + ox, y + oy)
    return {n: placed[i] for i, n in enumerate(order)}


LAYOUT_STEPS = (40, 160, 300)
"""Iterations of each refinement `multilevel_layout` yields (the first is the rough picture)."""


def multilevel_layout(
    nodes: Iterable[str], edges: Iterable[tuple[str, str]], *, settings: LayoutSettings | None = None,
    steps: Sequence[int] = LAYOUT_STEPS,
) -> Iterator[dict[str, Point]]:
    """Ever finer layouts of a big graph (igraph, in C): draw the first, replace it by the next.

    Each is scaled so the median relation is `spacing` long; the result depends only on the
    sets and the seed.
    """
    import igraph  # here, not at the top: the window's first frame need not pay for it

    cfg = settings or LayoutSettings()
    order = sorted(set(nodes))
    if not order:
        yield {}
        return
    pairs = _clean_edges(order, edges)
    graph = igraph.Graph(n=len(order), edges=pairs)
    rng = random.Random(cfg.seed)
    half = math.sqrt(len(order)) / 2
    coords = [[rng.uniform(-half, half), rng.uniform(-half, half)] for _ in order]
    temperature = max(1.0, half / 5)
    igraph.set_random_number_generator(random.Random(cfg.seed))  # igraph draws from it: same seed, same picture
    for number, iterations in enumerate(steps, start=1):
        # igraph's grid assumes the picture spans about sqrt(n): a shrunken seed makes it quadratic.
        reach = max(max(abs(c[0]), abs(c[1])) for c in coords) or 1.0
        coords = [[c[0] * half / reach, c[1] * half / reach] for c in coords]
        layout = graph.layout_fruchterman_reingold(niter=iterations, seed=coords, start_temp=temperature, grid="grid")
        coords = [[float(xy[0]), float(xy[1])] for xy in layout.coords]
        temperature = max(0.1, temperature / 3)
        settled = number == len(steps)
        yield _scaled(order, coords, pairs, cfg.spacing, separate=settled)


def fast_layout(nodes: Iterable[str], edges: Iterable[tuple[str, str]], *, settings: LayoutSettings | None = None) -> dict[str, Point]:
    """The settled `multilevel_layout`."""
    *_rough, settled = multilevel_layout(nodes, edges, settings=settings)
    return settled


def _scaled(
    order: Sequence[str], coords: Sequence[Sequence[float]], pairs: Sequence[tuple[int, int]], spacing: float, *, separate: bool
) -> dict[str, Point]:
    lengths = [math.dist(coords[a], coords[b]) for a, b in pairs[:5000]]
    typical = statistics.median(lengths) if lengths else 1.0
    factor = spacing / typical if typical > 1e-9 else spacing
    mx = sum(c[0] for c in coords) / len(coords)
    my = sum(c[1] for c in coords) / len(coords)
    xs = [(c[0] - mx) * factor for c in coords]
    ys = [(c[1] - my) * factor for c in coords]
    if separate:
        if len(xs) <= SEPARATE_LIMIT:  # pairs pushed apart keep the look; a few may stay close
            _separate(xs, ys, spacing * SEPARATION)
        _spread_out(xs, ys, spacing * SEPARATION)
    return {n: (xs[i], ys[i]) for i, n in enumerate(order)}


SEPARATION = 0.4
"""Nodes of a settled layout end at least this many `spacing`s apart (FR packs dense groups tight)."""
SEPARATE_LIMIT = 2_000
"""Above this many nodes pushing pairs apart is too slow (FR piles hundreds of nodes into the core
of a 10,000-node graph: 18 s and still piled); `_spread_out` alone unpiles the picture then, and
finishes the job below it (8 rounds left 1,535 overlapping pairs at 1,000 nodes)."""
FILL = 0.6
"""Share of the grid cells `_spread_out` aims to fill: room left for the nodes to keep their places."""


def _spread_out(xs: list[float], ys: list[float], gap: float) -> None:
    """Unpile a big layout in near-linear time: no two nodes in one `gap` cell afterwards.

    First the distances from the centre are stretched where the picture is denser than
    `FILL` nodes per cell (the order outward and every angle stay, so the picture keeps its
    shape); then, from the centre outward, a node whose cell is taken moves to the nearest
    free cell, and a node that keeps its cell is drawn halfway to the cell's middle, so any
    two nodes end at least `gap / 2` apart.
    """
    count = len(xs)
    if count < 2:
        return
    cx, cy = sum(xs) / count, sum(ys) / count
    rank = sorted(range(count), key=lambda i: (math.hypot(xs[i] - cx, ys[i] - cy), i))
    for index, i in enumerate(rank):
        dx, dy = xs[i] - cx, ys[i] - cy
        distance = math.hypot(dx, dy)
        wanted = gap * math.sqrt(index / (math.pi * FILL))  # a disc holding `index` nodes at the fill
        if distance < wanted:
            if distance < 1e-9:
                angle = index * 2.399963  # the golden angle: piled nodes fan out evenly
                dx, dy, distance = math.cos(angle), math.sin(angle), 1.0
            xs[i] = cx + dx / distance * wanted
            ys[i] = cy + dy / distance * wanted
    taken: set[tuple[int, int]] = set()
    for i in rank:
        home = (math.floor(xs[i] / gap), math.floor(ys[i] / gap))
        if home not in taken:
            taken.add(home)
            xs[i] = (xs[i] + (home[0] + 0.5) * gap) / 2
            ys[i] = (ys[i] + (home[1] + 0.5) * gap) / 2
            continue
        spot = _free_cell(home, taken, (xs[i] / gap, ys[i] / gap))
        taken.add(spot)
        xs[i], ys[i] = (spot[0] + 0.5) * gap, (spot[1] + 0.5) * gap


def _free_cell(home: tuple[int, int], taken: set[tuple[int, int]], at: Point) -> tuple[int, int]:
    """The free cell nearest to `at`, searched in square rings round `home`."""
    ring = 1
    while True:
        free = [
            (home[0] + dx, home[1] + dy)
            for dx in range(-ring, ring + 1) for dy in range(-ring, ring + 1)
            if max(abs(dx), abs(dy)) == ring and (home[0] + dx, home[1] + dy) not in taken
        ]
        if free:
            return min(free, key=lambda c: ((c[0] + 0.5 - at[0]) ** 2 + (c[1] + 0.5 - at[1]) ** 2, c))
        ring += 1


def _separate(xs: list[float], ys: list[float], gap: float, rounds: int = 8) -> None:
    """Push apart the nodes closer than `gap`, a few rounds over a grid (near linear)."""
    for _round in range(rounds):
        cells: dict[tuple[int, int], list[int]] = {}
        for i in range(len(xs)):
            cells.setdefault((math.floor(xs[i] / gap), math.floor(ys[i] / gap)), []).append(i)
        moved = False
        for (cx, cy), members in cells.items():
            near = [j for dx in (0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, -1)
                    for j in cells.get((cx + dx, cy + dy), ())]
            for i in members:
                for j in near:
                    if j <= i and (cx, cy) == (math.floor(xs[j] / gap), math.floor(ys[j] / gap)):
                        continue
                    dx_, dy_ = xs[j] - xs[i], ys[j] - ys[i]
                    d = math.hypot(dx_, dy_)
                    if d >= gap:
                        continue
                    if d < 1e-9:
                        dx_, dy_, d = 1.0, 0.0, 1.0
                    push = (gap - d) / 2 / d
                    xs[i] -= dx_ * push
                    ys[i] -= dy_ * push
                    xs[j] += dx_ * push
                    ys[j] += dy_ * push
                    moved = True
        if not moved:
            return


def bounding_box(positions: Mapping[str, Point]) -> Box:
    """(min_x, min_y, max_x, max_y) of a layout; all zeros for an empty one."""
    if not positions:
        return 0.0, 0.0, 0.0, 0.0
    xs = [p[0] for p in positions.values()]
    ys = [p[1] for p in positions.values()]
    return min(xs), min(ys), max(xs), max(ys)


# --- building blocks ------------------------------------------------------------------------


def _finite(point: Point) -> bool:
    return len(point) == 2 and math.isfinite(point[0]) and math.isfinite(point[1])


def _clean_edges(nodes: Sequence[str], edges: Iterable[tuple[str, str]]) -> list[tuple[int, int]]:
    """Edges as sorted unique index pairs; self-loops and unknown ends are dropped."""
    index = {node: i for i, node in enumerate(nodes)}
    pairs: set[tuple[int, int]] = set()
    for a, b in edges:
        ia, ib = index.get(a), index.get(b)
        if ia is None or ib is None or ia == ib:
            continue
        pairs.add((min(ia, ib), max(ia, ib)))
    return sorted(pairs)


def _components(count: int, adjacency: Sequence[Sequence[int]]) -> list[list[int]]:
    """Connected components as sorted index lists, largest first (ties by first index)."""
    seen = [False] * count
    found: list[list[int]] = []
    for root in range(count):
        if seen[root]:
            continue
        seen[root] = True
        members, stack = [root], [root]
        while stack:
            for other in adjacency[stack.pop()]:
                if not seen[other]:
                    seen[other] = True
                    members.append(other)
                    stack.append(other)
        found.append(sorted(members))
    return sorted(found, key=lambda c: (-len(c), c[0]))


def _radial_seed(
    members: Sequence[int], adjacency: Sequence[Sequence[int]], spacing: float, rng: random.Random
) -> dict[int, Point]:
    """A radial tree around the best-connected node, one ring per hop.

    Each subtree gets an angular sector in proportion to its leaves, so branches start apart.
    """
    root = max(members, key=lambda i: (len(adjacency[i]), -i))
    parent: dict[int, int] = {root: root}
    order = [root]
    for node in order:
        for other in sorted(adjacency[node]):
            if other not in parent:
                parent[other] = node
                order.append(other)
    children: dict[int, list[int]] = {i: [] for i in order}
    for node in order[1:]:
        children[parent[node]].append(node)
    leaves: dict[int, int] = {}
    for node in reversed(order):
        leaves[node] = max(1, sum(leaves[c] for c in children[node]))
    turn = rng.uniform(0.0, 2.0 * math.pi)
    placed: dict[int, Point] = {root: (0.0, 0.0)}
    sectors: dict[int, tuple[float, float, int]] = {root: (turn, turn + 2.0 * math.pi, 0)}
    for node in order:
        low, high, depth = sectors[node]
        cursor = low
        for child in children[node]:
            width = (high - low) * leaves[child] / leaves[node]
            middle = cursor + width / 2.0
            radius = spacing * (depth + 1)
            placed[child] = (radius * math.cos(middle), radius * math.sin(middle))
            sectors[child] = (cursor, cursor + width, depth + 1)
            cursor += width
    return placed


def _near_anchors(
    count: int, adjacency: Sequence[Sequence[int]], known: Mapping[int, Point], spacing: float, rng: random.Random
) -> list[Point]:
    """Known nodes stay; every other node starts beside its placed neighbours, facing outward."""
    positions: dict[int, Point] = dict(known)
    cx = sum(p[0] for p in known.values()) / len(known)
    cy = sum(p[1] for p in known.values()) / len(known)
    spread = spacing * math.sqrt(count)
    remaining = [i for i in range(count) if i not in positions]
    while remaining:
        progress = False
        for i in remaining:
            anchors = [positions[j] for j in adjacency[i] if j in positions]
            if not anchors:
                continue
            ax = sum(p[0] for p in anchors) / len(anchors)
            ay = sum(p[1] for p in anchors) / len(anchors)
            away = math.atan2(ay - cy, ax - cx) if math.hypot(ax - cx, ay - cy) > 1e-6 else rng.uniform(0.0, 2.0 * math.pi)
            angle = away + rng.uniform(-1.2, 1.2)
            radius = spacing * rng.uniform(0.7, 1.0)
            positions[i] = (ax + radius * math.cos(angle), ay + radius * math.sin(angle))
            progress = True
        if not progress:  # a part of the graph no placed node reaches: start it at the edge
            angle = rng.uniform(0.0, 2.0 * math.pi)
            positions[remaining[0]] = (cx + spread * math.cos(angle), cy + spread * math.sin(angle))
        remaining = [i for i in remaining if i not in positions]
    return [positions[i] for i in range(count)]


def _pack(boxes: Sequence[Box], gap: float) -> list[Point]:
    """Offsets that set component boxes in rows, left to right, about as wide as tall."""
    area = sum((b[2] - b[0] + gap) * (b[3] - b[1] + gap) for b in boxes)
    row_width = max(math.sqrt(area) * 1.3, max(b[2] - b[0] for b in boxes))
    offsets: list[Point] = []
    x = y = row_height = 0.0
    for min_x, min_y, max_x, max_y in boxes:
        width, height = max_x - min_x, max_y - min_y
        if x > 0 and x + width > row_width:
            x, y, row_height = 0.0, y + row_height + gap, 0.0
        offsets.append((x - min_x, y - min_y))
        x += width + gap
        row_height = max(row_height, height)
    return offsets


def _centre(xs: Sequence[float], ys: Sequence[float], movable: Sequence[bool]) -> Point:
    """Where gravity pulls: the pinned nodes' centre if any, else the centre of all."""
    chosen = [i for i, free in enumerate(movable) if not free] or list(range(len(xs)))
    return sum(xs[i] for i in chosen) / len(chosen), sum(ys[i] for i in chosen) / len(chosen)


def _simulate(
    xs: list[float],
    ys: list[float],
    pairs: Sequence[tuple[int, int]],
    movable: Sequence[bool],
    cfg: LayoutSettings,
    rng: random.Random,
) -> None:
    """Move the free nodes in place (Fruchterman-Reingold with a cooling step)."""
    n = len(xs)
    if n < 2 or not any(movable):
        return
    k = cfg.spacing
    k2 = k * k
    cutoff = 2.5 * k
    all_pairs = n <= ALL_PAIRS_LIMIT
    gravity = cfg.gravity / math.sqrt(n)
    cx, cy = _centre(xs, ys, movable)
    for iteration in range(cfg.iterations):
        # Big moves first to untangle, then ever finer ones to settle.
        step = cfg.temperature * k * (1.0 - iteration / cfg.iterations) ** 1.5 + 0.001 * k
        dx = [0.0] * n
        dy = [0.0] * n
        for i, j in _near_pairs(xs, ys, cutoff, all_pairs):
            ox = xs[i] - xs[j]
            oy = ys[i] - ys[j]
            d2 = ox * ox + oy * oy
            if d2 < 1e-9:  # two nodes on one spot: part them in a seeded random direction
                angle = rng.uniform(0.0, 2.0 * math.pi)
                ox, oy, d2 = math.cos(angle) * 0.01 * k, math.sin(angle) * 0.01 * k, (0.01 * k) ** 2
            force = k2 / d2  # k^2/d along the unit vector o/d
            if not all_pairs:
                force *= max(0.0, 1.0 - math.sqrt(d2) / cutoff)
            dx[i] += ox * force
            dy[i] += oy * force
            dx[j] -= ox * force
            dy[j] -= oy * force
        for i, j in pairs:
            ox = xs[i] - xs[j]
            oy = ys[i] - ys[j]
            force = math.sqrt(ox * ox + oy * oy) / k  # d^2/k along the unit vector
            dx[i] -= ox * force
            dy[i] -= oy * force
            dx[j] += ox * force
            dy[j] += oy * force
        largest = 0.0
        for i in range(n):
            if not movable[i]:
                continue
            fx = dx[i] - gravity * (xs[i] - cx)
            fy = dy[i] - gravity * (ys[i] - cy)
            length = math.sqrt(fx * fx + fy * fy)
            if length < 1e-12 or not math.isfinite(length):
                continue
            move = min(length, step)
            xs[i] += fx / length * move
            ys[i] += fy / length * move
            largest = max(largest, move)
        if iteration > 10 and largest < cfg.tolerance * k:
            break


def _near_pairs(xs: Sequence[float], ys: Sequence[float], cutoff: float, all_pairs: bool) -> Iterator[tuple[int, int]]:
    """Every pair of nodes that may push each other, each once: all, or grid neighbours."""
    n = len(xs)
    if all_pairs:
        for i in range(n):
            for j in range(i + 1, n):
                yield i, j
        return
    cells: dict[tuple[int, int], list[int]] = {}
    for i in range(n):
        cells.setdefault((math.floor(xs[i] / cutoff), math.floor(ys[i] / cutoff)), []).append(i)
    for (cx, cy), members in cells.items():
        for pos, i in enumerate(members):
            for j in members[pos + 1 :]:
                yield i, j
        for ox, oy in ((1, -1), (1, 0), (1, 1), (0, 1)):
            for j in cells.get((cx + ox, cy + oy), ()):
                for i in members:
                    yield i, j


__all__ = ["ALL_PAIRS_LIMIT", "LayoutSettings", "Point", "bounding_box", "force_layout"]
