"""What the whole-graph canvas draws, worked out in the layout process or in slices.

At 10,000 nodes and 30,000 relations, cutting the picture into tiles and building their
painter paths takes about half a second of Python; done on the GUI thread at once it froze
the window at every layout step, and in a worker thread its Python held the GIL while the
window painted. `prepare_picture` does it all (radii, ranks, neighbours, per-tile paths): the
layout process calls it for every frame (`whole_tiles`); the window runs `picture_steps` (a
filtered or aggregated picture) and `base_steps` (what every frame shares) a few ms per turn
(`widgets.sliced`). `WholeGraphView.show_picture` then only makes the scene items.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from goclaw_lite.app.kg_layout import Point
from goclaw_lite.gui.kg.models import GraphEdge, GraphNode
from goclaw_lite.gui.qt import QByteArray, QDataStream, QIODevice, QPainterPath, QPointF, QPolygonF, QRectF
from goclaw_lite.gui.widgets.sliced import Steps, finish

TILE = 900.0
"""Side of a tile in scene units (about 50 nodes at the layout's spacing)."""

TileKey = tuple[int, int]
CHUNK = 1000
"""Items per step of `base_steps` (a few hundred microseconds)."""
SORT_RUN = 5000
"""Keys sorted, or merged, per step (a few ms)."""
FAR_SHARE = 3
"""A far zoom draws every third relation: 30,000 faint lines and 10,000 look alike, the latter paint 3x faster."""


def whole_radius(degree: int) -> float:
    """Smaller than in a neighbourhood (nodes sit ~90 units apart), still growing with degree."""
    return min(16.0, 4.0 + 1.5 * math.sqrt(max(0, degree)))


def dot_class(radius: float) -> float:
    """Radii rounded to a few classes: at a far zoom nodes are drawn as dots of a few sizes."""
    return min(radius, 4.0 * math.ceil(radius / 4.0))


@dataclass(frozen=True)
class Tile:
    key: TileKey
    area: QRectF
    lines: QPainterPath  # every relation crossing the tile (drawn clipped to it)
    discs: dict[str, QPainterPath]  # entity type -> the discs of the tile's nodes of that type
    dots: dict[tuple[str, float], QPolygonF]  # (entity type, radius class) -> node centres, for far zooms
    far: QPainterPath  # every `FAR_SHARE`th relation: what a far zoom draws (thousands would cross each pixel)


@dataclass(frozen=True)
class Picture:
    nodes: dict[str, GraphNode]
    positions: Mapping[str, Point]
    radii: dict[str, float]
    ranked: list[str]  # best connected first
    rank: dict[str, int]
    adjacent: dict[str, set[str]]
    tiles: list[Tile]
    grid: dict[TileKey, list[str]]  # the nodes of each tile, best connected first
    packed: list[tuple[TileKey, bytes]] = field(default_factory=list)  # more tiles, as `whole_tiles.dress` wrote them
    order: dict[str, int] = field(default_factory=dict)  # node id -> its place in the nodes given


def tiles_on(start: Point, end: Point) -> list[TileKey]:
    """The tiles a straight line crosses, in order (a grid walk: no tile skipped, none twice)."""
    tx, ty = math.floor(start[0] / TILE), math.floor(start[1] / TILE)
    ex, ey = math.floor(end[0] / TILE), math.floor(end[1] / TILE)
    found = [(tx, ty)]
    dx, dy = end[0] - start[0], end[1] - start[1]
    step_x, step_y = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    next_x = ((tx + (step_x > 0)) * TILE - start[0]) / dx if dx else math.inf
    next_y = ((ty + (step_y > 0)) * TILE - start[1]) / dy if dy else math.inf
    every_x = TILE / abs(dx) if dx else math.inf
    every_y = TILE / abs(dy) if dy else math.inf
    while (tx, ty) != (ex, ey) and min(next_x, next_y) <= 1.0 + 1e-9:
        if next_x < next_y:
            tx, next_x = tx + step_x, next_x + every_x
        else:
            ty, next_y = ty + step_y, next_y + every_y
        found.append((tx, ty))
    return found


def _lines(
    edges: Sequence[GraphEdge], placed: Mapping[str, Point]
) -> Steps[tuple[dict[TileKey, QPainterPath], dict[TileKey, QPainterPath]]]:
    """The relations of each tile: all of them, and every `FAR_SHARE`th."""
    lines: dict[TileKey, QPainterPath] = {}
    far: dict[TileKey, QPainterPath] = {}
    for number, edge in enumerate(edges):
        start, end = placed.get(edge.source), placed.get(edge.target)
        if start is None or end is None:
            continue
        for key in tiles_on(start, end):
            path = lines.get(key)
            if path is None:
                path = lines[key] = QPainterPath()
            path.moveTo(start[0], start[1])
            path.lineTo(end[0], end[1])
            if number % FAR_SHARE == 0:
                thin = far.get(key)
                if thin is None:
                    thin = far[key] = QPainterPath()
                thin.moveTo(start[0], start[1])
                thin.lineTo(end[0], end[1])
        if number % CHUNK == CHUNK - 1:
            yield
    return lines, far


def _sorted(keys: list[tuple[int, str, str]]) -> Steps[list[tuple[int, str, str]]]:
    """`sorted(keys)` in steps: runs of `SORT_RUN` sorted one a step, then merged `SORT_RUN` a step."""
    runs: list[list[tuple[int, str, str]]] = []
    for start in range(0, len(keys), SORT_RUN):
        runs.append(sorted(keys[start : start + SORT_RUN]))
        yield
    if len(runs) == 1:
        return runs[0]
    merged: list[tuple[int, str, str]] = []
    for number, key in enumerate(heapq.merge(*runs)):
        merged.append(key)
        if number % SORT_RUN == SORT_RUN - 1:
            yield
    return merged


def base_steps(
    nodes: Sequence[GraphNode], edges: Sequence[GraphEdge], radius_of: Mapping[str, float] | None = None
) -> Steps[Picture]:
    """What a picture knows of its nodes whatever their positions (sizes, ranks, neighbours), no tiles.

    In steps (`sliced.run_sliced`): at 10,000 entities and 30,000 relations it is ~50 ms of Python."""
    by_id: dict[str, GraphNode] = {}
    order: dict[str, int] = {}
    sizes = radius_of or {}
    radii: dict[str, float] = {}
    keys: list[tuple[int, str, str]] = []
    for number, node in enumerate(nodes):
        by_id[node.id] = node
        order[node.id] = number
        radii[node.id] = sizes.get(node.id) or whole_radius(node.degree)
        keys.append((-node.degree, node.name, node.id))
        if number % CHUNK == CHUNK - 1:
            yield
    ranked: list[str] = []
    rank: dict[str, int] = {}
    for number, key in enumerate((yield from _sorted(keys))):
        ranked.append(key[2])
        rank[key[2]] = number
        if number % CHUNK == CHUNK - 1:
            yield
    adjacent: dict[str, set[str]] = {}
    for number, edge in enumerate(edges):
        if edge.source in by_id and edge.target in by_id:
            adjacent.setdefault(edge.source, set()).add(edge.target)
            adjacent.setdefault(edge.target, set()).add(edge.source)
        if number % CHUNK == CHUNK - 1:
            yield
    return Picture(by_id, {}, radii, ranked, rank, adjacent, [], {}, order=order)


def prepare_picture(nodes: Sequence[GraphNode], edges: Sequence[GraphEdge], positions: Mapping[str, Point],
                    radius_of: Mapping[str, float] | None = None) -> Picture:
    """Everything the canvas needs for these nodes at these positions (no Qt item made here).

    `radius_of` sizes some nodes (communities drawn as one disc); the rest grow with their degree.
    """
    return finish(picture_steps(nodes, edges, positions, radius_of))


def picture_steps(nodes: Sequence[GraphNode], edges: Sequence[GraphEdge], positions: Mapping[str, Point],
                  radius_of: Mapping[str, float] | None = None) -> Steps[Picture]:
    """`prepare_picture` in steps (`sliced.run_sliced`): ~1 s of Python at 10,000 entities."""
    base = yield from base_steps(nodes, edges, radius_of)
    by_id, radii, rank = base.nodes, base.radii, base.rank
    placed: dict[str, Point] = {}
    members: dict[TileKey, list[str]] = {}
    for number, (node_id, (x, y)) in enumerate(positions.items()):
        if node_id in by_id:
            placed[node_id] = (x, y)
            members.setdefault((math.floor(x / TILE), math.floor(y / TILE)), []).append(node_id)
        if number % CHUNK == CHUNK - 1:
            yield
    lines, far = yield from _lines(edges, placed)
    tiles: list[Tile] = []
    for key in sorted(set(members) | set(lines)):
        discs: dict[str, QPainterPath] = {}
        dots: dict[tuple[str, float], QPolygonF] = {}
        for node_id in members.get(key, ()):
            x, y = placed[node_id]
            r = radii[node_id]
            kind = by_id[node_id].entity_type
            discs.setdefault(kind, QPainterPath()).addEllipse(QPointF(x, y), r, r)
            dots.setdefault((kind, dot_class(r)), QPolygonF()).append(QPointF(x, y))
        area = QRectF(key[0] * TILE, key[1] * TILE, TILE, TILE)
        tiles.append(Tile(key, area, lines.get(key, QPainterPath()), discs, dots, far.get(key, QPainterPath())))
        yield
    grid = {key: sorted(ids, key=rank.__getitem__) for key, ids in members.items()}
    return Picture(by_id, placed, radii, base.ranked, rank, base.adjacent, tiles, grid)


def write_tile(tile: Tile) -> bytes:
    """A tile's paths in Qt's own binary form (written and read in C++: see `whole_tiles`)."""
    data = QByteArray()
    stream = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)
    stream << tile.lines
    stream << tile.far
    stream.writeInt32(len(tile.discs))
    for kind, path in tile.discs.items():
        stream.writeQString(kind)
        stream << path
    stream.writeInt32(len(tile.dots))
    for (kind, radius), points in tile.dots.items():
        stream.writeQString(kind)
        stream.writeDouble(radius)
        stream << points
    return bytes(data.data())


def read_tile(key: TileKey, blob: bytes) -> Tile:
    stream = QDataStream(QByteArray(blob))
    lines, far = QPainterPath(), QPainterPath()
    stream >> lines
    stream >> far
    discs: dict[str, QPainterPath] = {}
    for _kind in range(stream.readInt32()):
        kind = stream.readQString()
        path = discs[kind] = QPainterPath()
        stream >> path
    dots: dict[tuple[str, float], QPolygonF] = {}
    for _class in range(stream.readInt32()):
        kind = stream.readQString()
        radius = stream.readDouble()
        points = dots[(kind, radius)] = QPolygonF()
        stream >> points
    return Tile(key, QRectF(key[0] * TILE, key[1] * TILE, TILE, TILE), lines, discs, dots, far)


__all__ = [
    "TILE", "Picture", "Tile", "TileKey", "base_steps", "dot_class", "picture_steps", "prepare_picture", "read_tile",
    "tiles_on", "whole_radius", "write_tile",
]
