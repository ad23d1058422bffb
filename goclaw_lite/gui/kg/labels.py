"""Node and relation labels drawn in screen pixels, chosen by priority, never overlapping.

A label drawn in the scene shrinks with the zoom (5 px text at a fit-all zoom is what people
complained about). These are painted in view coordinates at the UI font's size whatever the
zoom, like Obsidian's graph: the nodes that matter most get theirs first (selected, hovered,
the selection's neighbours, then by degree), and a label that would overlap one already
placed is left out, so zooming in shows more of them. With `block_nodes`, no label covers a
node: it moves above or beside its own, or is left out. The planner is plain geometry.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from goclaw_lite.gui.qt import QFont, QFontMetricsF, QRectF, Qt

MAX_NODE_LABELS = 400
MAX_LABEL_PX = 220.0
CELL = 64.0
GAP = 3.0


@dataclass(frozen=True)
class LabelSpot:
    """A node that could be labelled: where it is on screen and how much it matters."""

    node_id: str
    x: float  # view pixels
    y: float
    radius: float  # view pixels
    text: str
    rank: tuple[float, ...]  # smaller is more important


@dataclass(frozen=True)
class PlacedLabel:
    node_id: str
    rect: QRectF
    text: str
    strong: bool


def label_font(*, bold: bool = False) -> QFont:
    """The application's UI font (never smaller): a label reads like the rest of the window."""
    font = QFont()
    font.setBold(bold)
    return font


class _Grid:
    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], list[QRectF]] = {}

    def _keys(self, rect: QRectF) -> Iterable[tuple[int, int]]:
        x0, x1 = math.floor(rect.left() / CELL), math.floor(rect.right() / CELL)
        y0, y1 = math.floor(rect.top() / CELL), math.floor(rect.bottom() / CELL)
        return ((x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1))

    def hits(self, rect: QRectF) -> bool:
        return any(rect.intersects(other) for key in self._keys(rect) for other in self.cells.get(key, ()))

    def add(self, rect: QRectF) -> None:
        for key in self._keys(rect):
            self.cells.setdefault(key, []).append(rect)


class LabelPlanner:
    """Chooses which labels fit, in rank order, inside a viewport of `width` x `height` px."""

    def __init__(
        self, width: float, height: float, *, limit: int = MAX_NODE_LABELS,
        cache: dict[tuple[str, bool], tuple[str, float]] | None = None,
    ) -> None:
        self.area = QRectF(0, 0, width, height)
        self.limit = limit
        self.grid = _Grid()
        self.node_grid = _Grid()
        self.beside = False  # with nodes blocked, a label may move above or beside its node
        self.plain = QFontMetricsF(label_font())
        self.bold = QFontMetricsF(label_font(bold=True))
        self._elided = {} if cache is None else cache  # a view keeps one across frames: eliding is the slow part

    def _text(self, text: str, strong: bool) -> tuple[str, float]:
        key = (text, strong)
        found = self._elided.get(key)
        if found is None:
            metrics = self.bold if strong else self.plain
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, MAX_LABEL_PX)
            found = (shown, metrics.horizontalAdvance(shown) + 10)
            self._elided[key] = found
        return found

    def label_size(self, text: str, strong: bool = False) -> tuple[float, float]:
        """The width and height a node's label takes on screen (elided as `place` draws it)."""
        return self._text(text, strong)[1], self.plain.height() + 4

    def block(self, rect: QRectF) -> None:
        """Keep labels off this rectangle (a selected node's ring, an overlay)."""
        self.grid.add(rect)

    def block_nodes(self, spots: Iterable[LabelSpot]) -> None:
        """Keep every label off these nodes' discs: a label beside a node, never over another."""
        self.beside = True
        for spot in spots:
            self.node_grid.add(QRectF(spot.x - spot.radius, spot.y - spot.radius, 2 * spot.radius, 2 * spot.radius))

    def place(
        self, spots: Sequence[LabelSpot], strong: set[str], keep: frozenset[str] = frozenset()
    ) -> list[PlacedLabel]:
        """Below its node where that is free, else above, right, left or at a corner; a label that fits nowhere
        is left out. A strong one (selected, hovered) may cover other labels but not a node; only
        the labels to `keep` (the centre's), when no side is free, go below their node regardless."""
        placed: list[PlacedLabel] = []
        for spot in sorted(spots, key=lambda s: s.rank):
            if len(placed) >= self.limit:
                break
            is_strong = spot.node_id in strong
            text = self._text(spot.text, is_strong)[0]
            width, height = self.label_size(spot.text, is_strong)
            rect = self._spot_for(spot, width, height, is_strong)
            if rect is None and spot.node_id in keep:
                rect = QRectF(spot.x - width / 2, spot.y + spot.radius + GAP, width, height)
                if self.grid.hits(rect) and not is_strong:
                    rect = None
            if rect is None or not self.area.intersects(rect):
                continue
            self.grid.add(rect)
            placed.append(PlacedLabel(spot.node_id, rect, text, is_strong))
        return placed

    def _spot_for(self, spot: LabelSpot, width: float, height: float, strong: bool) -> QRectF | None:
        reach = spot.radius + GAP
        tries = (
            QRectF(spot.x - width / 2, spot.y + reach, width, height),
            QRectF(spot.x - width / 2, spot.y - reach - height, width, height),
            QRectF(spot.x + reach, spot.y - height / 2, width, height),
            QRectF(spot.x - reach - width, spot.y - height / 2, width, height),
            QRectF(spot.x - spot.radius, spot.y + reach, width, height),
            QRectF(spot.x + spot.radius - width, spot.y + reach, width, height),
            QRectF(spot.x - spot.radius, spot.y - reach - height, width, height),
            QRectF(spot.x + spot.radius - width, spot.y - reach - height, width, height),
            QRectF(spot.x + reach, spot.y + reach, width, height),
            QRectF(spot.x - reach - width, spot.y + reach, width, height),
            QRectF(spot.x + reach, spot.y - reach - height, width, height),
            QRectF(spot.x - reach - width, spot.y - reach - height, width, height),
        )
        free = [
            r for i, r in enumerate(tries if self.beside else tries[:1])
            if (self.area.contains(r) if i else self.area.intersects(r)) and not self.node_grid.hits(r)
        ]
        for rect in free:
            if not self.grid.hits(rect):
                return rect
        return free[0] if strong and free else None

    def place_one(self, text: str, x: float, y: float) -> tuple[QRectF, str] | None:
        """A relation label centred at (x, y), if it covers no label placed so far: (where, text)."""
        shown, width = self._text(text, False)
        rect = QRectF(x - width / 2, y - (self.plain.height() + 2) / 2, width, self.plain.height() + 2)
        if not self.area.intersects(rect) or self.grid.hits(rect) or self.node_grid.hits(rect):
            return None
        self.grid.add(rect)
        return rect, shown


def overlapping_pairs(rects: Sequence[QRectF]) -> int:
    """How many pairs of rectangles overlap (the layout-quality test's count)."""
    grid = _Grid()
    pairs: set[tuple[int, int]] = set()
    for index, rect in enumerate(rects):
        for key in grid._keys(rect):
            for other in grid.cells.get(key, ()):
                if rect.intersects(other):
                    pairs.add((id(other), index))
        grid.add(rect)
    return len(pairs)

