"""The whole-graph canvas: thousands of entities drawn in tiles, labelled in screen pixels.

One QGraphicsItem per entity does not pan smoothly at 10,000 nodes and 30,000 relations,
so the picture is cut into square tiles; each tile paints its nodes and the relations
crossing it as a few painter paths in C++, and caches itself in device pixels, so a pan
only blits pixmaps and a zoom repaints each tile once. A relation is drawn, clipped, by every
tile it crosses, so no tile's picture is bigger than the tile. The scene's index skips the tiles
off screen. Names are drawn by the view (`labels.py`): the best-connected entities first,
the rest as zoom allows, never overlapping; they are placed once per zoom for the viewport and a
margin around it, so a pan only moves them. A click picks the nearest node through a grid.
"""

from __future__ import annotations

import heapq
import math
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import chain, islice
from typing import Any

from goclaw_lite.app.kg_layout import Point
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.graph_items import GraphTheme
from goclaw_lite.gui.kg.labels import MAX_NODE_LABELS, LabelPlanner, LabelSpot, PlacedLabel, label_font
from goclaw_lite.gui.kg.legend import LegendBar
from goclaw_lite.gui.kg.models import GraphEdge, GraphNode
from goclaw_lite.gui.kg.whole_communities import community_number
from goclaw_lite.gui.kg.whole_items import TileItem, paint_halos
from goclaw_lite.gui.kg.whole_picture import TILE, Picture, Tile, TileKey, prepare_picture, read_tile
from goclaw_lite.gui.kg.whole_tiles import FramePositions
from goclaw_lite.gui.qt import (
    QBrush,
    QColor,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QImage,
    QPainter,
    QPen,
    QPixmapCache,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QWidget,
    Signal,
)

LABEL_CANDIDATES = 400
"""Most nodes per viewport's worth of picture the label planner looks at (best connected first)."""
PLAN_MARGIN_PX = 480
"""How far past the viewport (screen pixels) labels are planned, so a pan reuses the plan."""
MAX_SPRITES = 5000
TILES_PER_TURN = 3
TURN_BUDGET_S = 0.002
"""Tiles made per turn stop at this (reading a tile is ~1 ms, its first paint a few more)."""
TURN_MS = 8
PLAN_BUDGET_S = 0.004
"""Label planning per paint; the rest is placed in the next paints (scheduled at once)."""
SPRITES_PER_PAINT = 10
"""New label pictures drawn per paint (each ~0.4 ms); the others show a paint later."""
"""Label pictures kept (a few kB each); the cache starts again beyond this."""
NEAR_PX = (100.0, 40.0)
"""A node this near the viewport's edge may still have its label on screen."""
PIXMAP_CACHE_KB = 256 * 1024
MIN_SCALE = 0.01
MAX_SCALE = 4.0


FIT_MAX_SCALE = 1.0
_ARROWS = {
    Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1),
}


@dataclass
class _LabelPlan:
    """Labels placed for `region` (a scene rectangle), in pixels from its top-left corner.

    Placed a slice per paint (`PLAN_BUDGET_S`), best connected first: planning a whole 10,000-node
    view at once held the window for a quarter of a second.
    """

    key: tuple[object, ...]
    region: QRectF
    planner: LabelPlanner
    pending: Iterator[tuple[int, str]]  # (index, node id) of the candidates not looked at yet, best first
    strong: set[str]
    labels: list[PlacedLabel]
    marks: int  # the first `marks` candidates are selected or highlighted
    scale: float


class WholeGraphView(QGraphicsView):
    nodeClicked = Signal(str)
    nodeDoubleClicked = Signal(str)
    communityClicked = Signal(str)
    """An aggregated community was clicked (or chosen with Space/Enter): draw its members."""

    def __init__(self, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgWholeGraphView")
        self.setAccessibleName(self.tr("Whole knowledge graph"))
        self.colors = colors
        self.graph_scene = QGraphicsScene(self)
        self.setScene(self.graph_scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.theme = GraphTheme.from_palette(self.palette())
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.nodes: dict[str, GraphNode] = {}
        self.positions: Mapping[str, Point] = {}
        self.radii: dict[str, float] = {}
        self.ranked: list[str] = []
        self._rank: dict[str, int] = {}
        self.adjacent: dict[str, set[str]] = {}
        self._text_cache: dict[tuple[str, bool], tuple[str, float]] = {}
        self.selected: str | None = None
        self.highlighted: set[str] = set()
        self.show_labels = True
        self.user_moved = False
        """The user zoomed or dragged: a finer layout step no longer refits the picture."""
        self.labels_drawn: list[PlacedLabel] = []
        self._plan: _LabelPlan | None = None
        self._repaint_due = False
        self._new_sprites = 0
        self._sprites: dict[tuple[str, bool, float, float], QImage] = {}
        self._picture_serial = 0
        self._kinds: tuple[object, list[str], list[str]] = (None, [], [])
        """(the radii they were read from, the entity types, the big nodes) of the picture shown."""
        self.filling = False
        """The tiles of a new picture are still coming in (the old picture and its labels stay till then)."""
        self._grid: dict[tuple[int, int], list[str]] = {}
        self._big: list[str] = []
        self._halos: tuple[list[Point], list[float]] | None = None
        self._pressed_at = QPoint()
        # The type legend floats at the foot, as in the neighbourhood; a click on a type hides or shows it.
        self.legend = LegendBar(self)
        self.legend.theme = self.theme
        self.legend.hide()

    # --- drawing --------------------------------------------------------------------------

    def set_graph(self, nodes: Sequence[GraphNode], edges: Sequence[GraphEdge], positions: Mapping[str, Point]) -> None:
        """Draw these nodes at these positions, worked out here (the mode prepares them in a worker thread)."""
        self.show_picture(prepare_picture(nodes, edges, positions))

    def show_picture(self, picture: Picture, *, chunked: bool = False) -> None:
        """Show a prepared picture (call again with the next, finer layout): only the scene items are made here.

        `chunked` adds the tiles `TILES_PER_TURN` at a time, one batch per turn of the event loop,
        the ones nearest the middle of the view first, and keeps the previous picture until the
        last batch is in: a tile's first paint costs a few ms, and 100 of them in one paint held
        the window for a tenth of a second. A first picture's labels wait for its last batch.
        """
        had = bool(self.positions)
        self.nodes = picture.nodes
        self.positions = picture.positions
        self.radii = picture.radii
        self.ranked = picture.ranked
        self._rank = picture.rank
        self.adjacent = picture.adjacent
        self._grid = picture.grid
        if picture.radii is not self._kinds[0]:  # a new graph (a new frame of a layout keeps its nodes and radii)
            kinds = sorted({n.entity_type for n in picture.nodes.values()})
            self._kinds = (picture.radii, kinds, [i for i, r in picture.radii.items() if r > TILE / 2])
        self._big = self._kinds[2]  # community discs: reached from afar
        self._picture_serial += 1  # labels are planned again for the new positions
        colors = {kind: self.colors.color(kind) for kind in self._kinds[1]}
        middle = self.mapToScene(self.viewport().rect().center())
        makers: list[tuple[TileKey, Tile | bytes]] = [(t.key, t) for t in picture.tiles]
        makers += picture.packed  # read when added
        makers.sort(key=lambda m: abs((m[0][0] + 0.5) * TILE - middle.x()) + abs((m[0][1] + 0.5) * TILE - middle.y()))
        items: list[Callable[[], QGraphicsItem]] = [partial(self._tile_item, key, made, colors) for key, made in makers]
        old = self.graph_scene.items()
        if had != bool(picture.positions):
            self.resetCachedContent()  # the community discs show with the first picture (see drawBackground)
        area = QRectF()
        for key, _make in makers:
            area = area.united(QRectF(key[0] * TILE, key[1] * TILE, TILE, TILE))
        room_x, room_y = area.width() + 400, area.height() + 400
        self.graph_scene.setSceneRect(area.adjusted(-room_x, -room_y, room_x, room_y))
        serial = self._picture_serial
        self.filling = chunked
        if not old:  # a first picture: its labels once its tiles are in (each paint meanwhile stays short)
            self._plan = None
        if not chunked:
            self.graph_scene.clear()
            for item in items:
                self.graph_scene.addItem(item())
            self.viewport().update()
            return

        def add(start: int) -> None:
            if serial != self._picture_serial:  # a newer picture: it replaces these
                return
            began, end = time.perf_counter(), start
            while end < len(items) and (end - start < TILES_PER_TURN) and (
                    end == start or time.perf_counter() - began < TURN_BUDGET_S):
                self.graph_scene.addItem(items[end]())
                end += 1
            if end < len(items):
                QTimer.singleShot(TURN_MS, self.graph_scene, lambda: add(end))  # a paint in between
                return
            for gone in old:
                if gone.scene() is self.graph_scene:
                    self.graph_scene.removeItem(gone)
            self.filling = False
            self.viewport().update()  # the labels of the new picture

        QTimer.singleShot(0, self.graph_scene, lambda: add(0))  # not in the turn that made the picture (and fitted it)

    def _tile_item(self, key: TileKey, made: Tile | bytes, colors: Mapping[str, QColor]) -> TileItem:
        return TileItem(made if isinstance(made, Tile) else read_tile(key, made), colors, self.theme)

    def drawForeground(self, painter: QPainter, rect: Any) -> None:  # noqa: N802
        super().drawForeground(painter, rect)
        self.labels_drawn = []
        if not self.show_labels or not self.positions:
            return
        painter.save()
        painter.resetTransform()
        transform = self.viewportTransform()
        scale = self.transform().m11()
        area = QRectF(self.viewport().rect())
        marks = [i for i in (self.selected, *sorted(self.highlighted)) if i is not None and i in self.positions]
        painter.setPen(QPen(self.theme.highlight, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for node_id in marks:
            point = transform.map(QPointF(*self.positions[node_id]))
            ring = max(6.0, self.radii[node_id] * scale + 4)
            painter.drawEllipse(point, ring, ring)
        if not self.filling or self._plan is not None:  # a first picture's labels wait for its last tiles
            self.labels_drawn = self._draw_labels(painter, transform, self._plan if self.filling else None, marks, area)
        painter.restore()

    def _draw_labels(
        self, painter: QPainter, transform: Any, plan: _LabelPlan | None, marks: list[str], area: QRectF
    ) -> list[PlacedLabel]:
        """The planned labels that fall in `area` (and not under the legend), as pictures; the ones drawn."""
        plan = plan or self._label_plan(self.transform().m11(), marks, area)
        corner = transform.map(plan.region.topLeft())
        origin = QPointF(round(corner.x()), round(corner.y()))  # whole pixels: the label pictures stay sharp
        legend = QRectF(self.legend.geometry().translated(-self.viewport().pos())) if self.legend.isVisible() else None
        placed: list[PlacedLabel] = []
        for planned in plan.labels:
            box = planned.rect.translated(origin)
            if not box.intersects(area) or (legend is not None and not planned.strong and box.intersects(legend)):
                continue
            placed.append(PlacedLabel(planned.node_id, box, planned.text, planned.strong))
        drawn: list[PlacedLabel] = []
        self._new_sprites = SPRITES_PER_PAINT if self.filling else 0  # while tiles come in, no new label pictures
        for label in placed:
            sprite = self._sprite(label)
            if sprite is None:
                if not self.filling:  # else the last batch of tiles paints again
                    self._later()
                continue
            painter.drawImage(label.rect.topLeft() - QPointF(1, 1), sprite)
            drawn.append(label)
        return drawn

    def _sprite(self, label: PlacedLabel) -> QImage | None:
        """A label's picture, drawn once: painting text every frame was most of a pan frame's cost.

        None once this paint has drawn `SPRITES_PER_PAINT` new ones (the next paint draws more).
        """
        key = (label.text, label.strong, label.rect.width(), label.rect.height())
        found = self._sprites.get(key)
        if found is None:
            if self._new_sprites >= SPRITES_PER_PAINT:
                return None
            self._new_sprites += 1
            if len(self._sprites) > MAX_SPRITES:
                self._sprites.clear()
            ratio = self.devicePixelRatioF()
            found = QImage(math.ceil((key[2] + 2) * ratio), math.ceil((key[3] + 2) * ratio), QImage.Format.Format_ARGB32_Premultiplied)
            found.setDevicePixelRatio(ratio)
            found.fill(Qt.GlobalColor.transparent)
            box = QRectF(1, 1, key[2], key[3])  # a pixel's room for the rim
            painter = QPainter(found)
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            painter.setPen(QPen(self.theme.highlight, 1.5) if label.strong else Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self.theme.label_bg))
            painter.drawRoundedRect(box, 5, 5)
            painter.setFont(label_font(bold=label.strong))
            painter.setPen(self.theme.text)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), label.text)
            painter.end()
            self._sprites[key] = found
        return found

    def _label_plan(self, scale: float, marks: list[str], area: QRectF) -> _LabelPlan:
        """The labels of the viewport and a margin around it, placed once per zoom, selection and picture.

        Labels keep their screen size, so at one zoom a pan only moves them: the plan is kept in
        pixels relative to a scene corner and reused until the view nears its edge (planning the
        labels in Python every frame was most of a pan frame's cost at 10,000 nodes).
        """
        seen = self.mapToScene(self.viewport().rect()).boundingRect()
        key = (self._picture_serial, scale, tuple(marks), area.width(), area.height())
        reach = seen.adjusted(-NEAR_PX[0] / scale, -NEAR_PX[1] / scale, NEAR_PX[0] / scale, NEAR_PX[1] / scale)
        plan = self._plan
        if plan is None or plan.key != key or not plan.region.contains(reach):
            margin = PLAN_MARGIN_PX / scale
            region = seen.adjusted(-margin, -margin, margin, margin)
            more = region.width() * region.height() / max(1e-9, seen.width() * seen.height())
            planner = LabelPlanner(region.width() * scale, region.height() * scale, limit=round(MAX_NODE_LABELS * more),
                                   cache=self._text_cache)
            candidates = enumerate(chain(marks, self._best_in(region, round(LABEL_CANDIDATES * more))))
            plan = self._plan = _LabelPlan(key, region, planner, candidates, set(marks), [], len(marks), scale)
        started = time.perf_counter()
        while time.perf_counter() - started < PLAN_BUDGET_S:  # the candidates come best first: place them in slices
            batch = [self._spot(plan, index, node_id) for index, node_id in islice(plan.pending, 32)]
            if not batch or len(plan.labels) >= plan.planner.limit:
                return plan
            plan.labels += plan.planner.place([s for s in batch if s is not None], plan.strong)
        self._later()
        return plan

    def _spot(self, plan: _LabelPlan, index: int, node_id: str) -> LabelSpot | None:
        x, y = self.positions[node_id]
        region = plan.region
        if not region.contains(x, y):
            return None
        rank = (0, index) if index < plan.marks else (1, index)
        return LabelSpot(node_id, (x - region.left()) * plan.scale, (y - region.top()) * plan.scale,
                         self.radii[node_id] * plan.scale + 1, self.nodes[node_id].name, rank)

    def _later(self) -> None:
        """Paint again soon: labels or their pictures are still to come."""
        if not self._repaint_due:
            self._repaint_due = True
            QTimer.singleShot(0, self, self._repaint)

    def _repaint(self) -> None:
        self._repaint_due = False
        self.viewport().update()

    def _best_in(self, seen: QRectF, limit: int) -> Iterator[str]:
        """The `limit` best-connected nodes of the tiles this scene rectangle touches.

        Each tile keeps its nodes in rank order, so this merges a few sorted lists and stops
        at `limit`, instead of sorting thousands of nodes.
        """
        x0, x1 = math.floor(seen.left() / TILE), math.floor(seen.right() / TILE)
        y0, y1 = math.floor(seen.top() / TILE), math.floor(seen.bottom() / TILE)
        if (x1 - x0 + 1) * (y1 - y0 + 1) > 4 * len(self._grid):
            lists = list(self._grid.values())
        else:
            lists = [self._grid[(x, y)] for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) if (x, y) in self._grid]
        return islice(heapq.merge(*lists, key=self._rank.__getitem__), limit)

    # --- looking around ---------------------------------------------------------------------

    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom(self, factor: float) -> None:
        self.user_moved = True
        current = self.scale_factor()
        target = min(MAX_SCALE, max(MIN_SCALE, current * factor))
        if current > 0 and not math.isclose(target, current):
            self.scale(target / current, target / current)

    def fit(self) -> None:
        if self.positions:
            self.resetTransform()
            box = self.picture_rect().adjusted(-40, -40, 40, 40)
            self.fitInView(box, Qt.AspectRatioMode.KeepAspectRatio)
            if self.legend.isVisible() and self.scale_factor() > 0:  # leave room under the picture for the legend
                box = box.adjusted(0, 0, 0, (self.legend.height() + 12) / self.scale_factor())
                self.resetTransform()
                self.fitInView(box, Qt.AspectRatioMode.KeepAspectRatio)
            if self.scale_factor() > FIT_MAX_SCALE:
                self.resetTransform()
            self.centerOn(box.center())

    def picture_rect(self) -> QRectF:
        """Where the nodes are (the tiles reach further: they are whole squares)."""
        if not self.positions:
            return QRectF()
        if isinstance(self.positions, FramePositions):
            left, top, right, bottom = self.positions.bounds()
        else:
            xs = [p[0] for p in self.positions.values()]
            ys = [p[1] for p in self.positions.values()]
            left, top, right, bottom = min(xs), min(ys), max(xs), max(ys)
        return QRectF(left, top, right - left, bottom - top).adjusted(-16, -16, 16, 16)

    def set_communities(self, centres: Sequence[Point], radii: Sequence[float]) -> None:
        """The community discs to shade under the picture (drawn with the next picture)."""
        self._halos = (list(centres), list(radii))
        self.resetCachedContent()

    def drawBackground(self, painter: QPainter, rect: Any) -> None:  # noqa: N802
        """The communities' discs, faintly, under everything: where one group ends and the next begins.

        Drawn into the view's cached background (`CacheBackground`), so the many repaints while a
        picture's tiles come in, and pans, only copy it: drawn with every repaint, the discs cost
        20-90 ms a paint at 10,000 nodes (issue 32). A zoom or new communities draw it again.
        """
        super().drawBackground(painter, rect)
        if self._halos is not None and self.positions:
            paint_halos(painter, QRectF(rect), self._halos, self.theme)

    def _activate(self, node_id: str) -> None:
        if community_number(node_id) is not None:
            self.communityClicked.emit(node_id)
        else:
            self.nodeClicked.emit(node_id)

    def set_legend(self, entries: Sequence[tuple[str, QColor, int]], hidden: frozenset[str]) -> None:
        """The types of the whole graph with their counts; hidden ones stay listed, dimmed."""
        self.legend.hidden_types = hidden
        self.legend.set_entries(entries)
        self._place_legend()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_legend()

    def _place_legend(self) -> None:
        area = self.viewport().geometry()
        width = min(self.legend.sizeHint().width(), area.width() - 16)
        self.legend.setGeometry(area.left() + 8, area.bottom() - self.legend.height() - 7, max(40, width), self.legend.height())
        self.legend.raise_()

    def focus_on(self, ids: Sequence[str]) -> None:
        """Highlight these nodes and zoom so they are all on screen (search matches)."""
        self.highlighted = {i for i in ids if i in self.positions}
        if not self.highlighted:
            self.viewport().update()
            return
        xs = [self.positions[i][0] for i in self.highlighted]
        ys = [self.positions[i][1] for i in self.highlighted]
        box = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(-300, -300, 300, 300)
        self.resetTransform()
        self.fitInView(box, Qt.AspectRatioMode.KeepAspectRatio)
        if self.scale_factor() > 1.5:
            self.resetTransform()
            self.scale(1.5, 1.5)
            self.centerOn(box.center())
        self.viewport().update()

    def node_near(self, scene_point: QPointF, slack_px: float = 6.0) -> str | None:
        """The node under (or within a few pixels of) a scene point."""
        slack = slack_px / max(self.scale_factor(), 1e-6)
        key = (math.floor(scene_point.x() / TILE), math.floor(scene_point.y() / TILE))
        best, best_d = None, math.inf
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for node_id in self._grid.get((key[0] + dx, key[1] + dy), ()):
                    x, y = self.positions[node_id]
                    d = math.hypot(x - scene_point.x(), y - scene_point.y())
                    if d <= self.radii[node_id] + slack and d < best_d:
                        best, best_d = node_id, d
        for node_id in self._big:
            x, y = self.positions[node_id]
            d = math.hypot(x - scene_point.x(), y - scene_point.y())
            if d <= self.radii[node_id] and best is None:
                best = node_id
        return best

    def select(self, node_id: str | None) -> None:
        self.selected = node_id
        self.viewport().update()

    def step(self, direction: tuple[int, int]) -> None:
        """Arrow keys: to the neighbour lying most that way (the best-connected node first)."""
        here = self.selected if self.selected in self.positions else None
        if here is None:
            self.select(self.ranked[0])
        else:
            ox, oy = self.positions[here]
            best, best_score = None, math.inf
            for other in self.adjacent.get(here, ()):
                dx, dy = self.positions[other][0] - ox, self.positions[other][1] - oy
                along = dx * direction[0] + dy * direction[1]
                if along > 0:
                    score = along + 2 * abs(dx * direction[1] - dy * direction[0])
                    if score < best_score:
                        best, best_score = other, score
            if best is None:
                return
            self.select(best)
        chosen = self.selected or ""
        if not self.viewport().rect().contains(self.mapFromScene(*self.positions[chosen])):
            self.centerOn(*self.positions[chosen])

    def wheelEvent(self, event: Any) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom(1.2**steps)
            event.accept()
        else:
            super().wheelEvent(event)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        self._pressed_at = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if (event.position().toPoint() - self._pressed_at).manhattanLength() > 4:
            self.user_moved = True  # a drag pans; it is no click
            return
        if event.button() == Qt.MouseButton.LeftButton:
            found = self.node_near(self.mapToScene(event.position().toPoint()))
            if found is not None:
                self.select(found)
                self._activate(found)
                event.accept()

    def mouseDoubleClickEvent(self, event: Any) -> None:  # noqa: N802
        found = self.node_near(self.mapToScene(event.position().toPoint()))
        if found is not None:
            if community_number(found) is None:
                self.nodeDoubleClicked.emit(found)
            else:
                self.communityClicked.emit(found)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.2)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / 1.2)
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key == Qt.Key.Key_Escape:
            self.select(None)
            self.highlighted = set()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selected:
            if community_number(self.selected) is None:
                self.nodeDoubleClicked.emit(self.selected)
            else:
                self.communityClicked.emit(self.selected)
        elif key == Qt.Key.Key_Space and self.selected:
            self._activate(self.selected)
        elif key in _ARROWS and self.positions:
            self.step(_ARROWS[key])
        else:
            super().keyPressEvent(event)
            return
        event.accept()
