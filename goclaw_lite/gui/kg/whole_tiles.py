"""A layout frame's tiles built in the layout process and sent to the window as bytes.

Cutting 10,000 nodes and 30,000 relations into tiles and painter paths is about a second of
Python. In a thread of the window's process it held the GIL while the window painted, and
PySide lets go of the GIL at every Qt call, so each call of a paint waited for its turn: a
paint of the picture took half a second. The layout process does it instead (`dress`, called
there on every frame) and writes each tile with QDataStream (Qt's own format, in C++); the
window reads a tile back, in C++, only when it adds it to the scene (`WholeGraphView.show_picture`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from goclaw_lite.app.kg_layout import Point
from goclaw_lite.gui.kg.models import GraphEdge, GraphNode
from goclaw_lite.gui.kg.whole_picture import Picture, TileKey, prepare_picture, write_tile

Dressing = tuple[list[str], list[int]]
"""What `dress` needs besides the layout: each node's entity type and degree."""
Dressed = tuple[list[tuple[TileKey, bytes]], dict[TileKey, list[int]]]


def dress(extra: Dressing, pairs: Sequence[tuple[int, int]], xs: Sequence[float], ys: Sequence[float]) -> Dressed:
    """In the layout process: this frame's tiles as bytes, and each tile's nodes (indexes, best connected first)."""
    types, degrees = extra
    nodes = [
        GraphNode(str(i), str(i), kind, 1.0, degree=degree)
        for i, (kind, degree) in enumerate(zip(types, degrees, strict=True))
    ]
    edges = [GraphEdge("", str(a), str(b), "") for a, b in pairs]
    picture = prepare_picture(nodes, edges, {str(i): (xs[i], ys[i]) for i in range(len(xs))})
    grid = {key: [int(i) for i in ids] for key, ids in picture.grid.items()}
    return [(tile.key, write_tile(tile)) for tile in picture.tiles], grid


class FramePositions(Mapping[str, Point]):
    """Node id -> (x, y), read from a frame's arrays when asked.

    A dict of 10,000 new tuples per frame was a few ms of the window's thread, and the garbage
    that set off full collections of the whole graph (tens of ms each, issue 32)."""

    def __init__(self, order: Mapping[str, int], xs: Sequence[float], ys: Sequence[float]) -> None:
        self._order, self._xs, self._ys = order, xs, ys

    def __getitem__(self, node_id: str) -> Point:
        at = self._order[node_id]
        return self._xs[at], self._ys[at]

    def __contains__(self, node_id: object) -> bool:
        return node_id in self._order

    def __iter__(self) -> Iterator[str]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def bounds(self) -> tuple[float, float, float, float]:
        """Least x, least y, greatest x, greatest y (in C: 10,000 lookups one by one were ~7 ms)."""
        if not self._order:
            return 0.0, 0.0, 0.0, 0.0
        return min(self._xs), min(self._ys), max(self._xs), max(self._ys)


def dressed_picture(
    base: Picture, ids: Sequence[str], xs: Sequence[float], ys: Sequence[float], dressed: Any
) -> Picture:
    """`base` (the graph's nodes, ranks, neighbours) at this frame's positions, with the layout process's tiles."""
    packed, grid = dressed
    return Picture(
        base.nodes,
        FramePositions(base.order, xs, ys),
        base.radii,
        base.ranked,
        base.rank,
        base.adjacent,
        [],
        {key: [ids[i] for i in members] for key, members in grid.items()},
        packed,
        base.order,
    )


__all__ = ["Dressed", "Dressing", "FramePositions", "dress", "dressed_picture"]
