"""A layout frame's tiles built in the layout process and sent to the window as bytes.

Cutting 10,000 nodes and 30,000 relations into tiles and painter paths is about a second of
Python. In a thread of the window's process it held the GIL while the window painted, and
PySide lets go of the GIL at every Qt call, so each call of a paint waited for its turn: a
paint of the picture took half a second. The layout process does it instead (`dress`, called
there on every frame) and writes each tile with QDataStream (Qt's own format, in C++); the
window reads a tile back, in C++, only when it adds it to the scene (`WholeGraphView.show_picture`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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


def dressed_picture(
    base: Picture, ids: Sequence[str], xs: Sequence[float], ys: Sequence[float], dressed: Any
) -> Picture:
    """`base` (the graph's nodes, ranks, neighbours) at this frame's positions, with the layout process's tiles."""
    packed, grid = dressed
    return Picture(
        base.nodes,
        {node_id: (xs[i], ys[i]) for i, node_id in enumerate(ids)},
        base.radii,
        base.ranked,
        base.rank,
        base.adjacent,
        [],
        {key: [ids[i] for i in members] for key, members in grid.items()},
        packed,
    )


__all__ = ["Dressed", "Dressing", "dress", "dressed_picture"]
