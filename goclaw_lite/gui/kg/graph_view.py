"""The graph canvas: a QGraphicsView with zoom, pan, keyboard moves and a legend overlay.

It draws a `GraphState` and reports what the user did (click, double-click, drag, context
menu); deciding what that means is the panel's job.
"""

from __future__ import annotations

import math
from typing import Any

from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.graph_items import EdgeItem, GraphTheme, NodeItem
from goclaw_lite.gui.kg.graph_state import GraphState
from goclaw_lite.gui.kg.legend import LegendBar
from goclaw_lite.gui.qt import (
    QEvent,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QPainter,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QWidget,
    Signal,
)

MIN_SCALE = 0.08
MAX_SCALE = 4.0
FIT_MAX_SCALE = 1.4
ZOOM_STEP = 1.2
LABEL_SPOTS = (0.5, 0.4, 0.6, 0.32, 0.68, 0.25, 0.75)


def _overlap(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return both.width() * both.height() if both.isValid() else 0.0


class _RectGrid:
    """Rectangles bucketed by grid cell, so "what does this overlap" looks only nearby."""

    CELL = 120.0

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int], list[QRectF]] = {}

    def _keys(self, rect: QRectF) -> list[tuple[int, int]]:
        x0, x1 = math.floor(rect.left() / self.CELL), math.floor(rect.right() / self.CELL)
        y0, y1 = math.floor(rect.top() / self.CELL), math.floor(rect.bottom() / self.CELL)
        return [(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]

    def add(self, rect: QRectF) -> None:
        for key in self._keys(rect):
            self._cells.setdefault(key, []).append(rect)

    def overlap(self, rect: QRectF) -> float:
        seen: set[int] = set()
        total = 0.0
        for key in self._keys(rect):
            for other in self._cells.get(key, ()):
                if id(other) not in seen:
                    seen.add(id(other))
                    total += _overlap(rect, other)
        return total


class GraphView(QGraphicsView):
    nodeClicked = Signal(str)
    nodeDoubleClicked = Signal(str)
    nodeMoved = Signal(str, float, float)
    moreRequested = Signal(str)
    """The "+N more" badge of this node was clicked."""
    contextRequested = Signal(object, QPoint)
    """(node id or None, global position)"""

    def __init__(self, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgGraphView")
        self.setAccessibleName("Knowledge graph view")
        self.colors = colors
        self.graph_scene = QGraphicsScene(self)
        self.setScene(self.graph_scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.nodes: dict[str, NodeItem] = {}
        self.edges: dict[str, EdgeItem] = {}
        self.theme = GraphTheme.from_palette(self.palette())
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Overlays are children of the view, not of its viewport: scrolling moves the viewport's children.
        self.legend = LegendBar(self)
        self.legend.theme = self.theme
        self.legend.hide()
        self.message = QLabel(self)
        self.message.setObjectName("kgGraphMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.message.setEnabled(False)
        self.set_message("Select an entity to see its neighbourhood.")

    # --- drawing the state -----------------------------------------------------------------

    def rebuild(self, state: GraphState) -> None:
        """Redraw every visible node and relation of `state` (positions come from it)."""
        selected = set(self.selected_ids())
        self.nodes, self.edges = {}, {}
        self.graph_scene.blockSignals(True)  # no selection signals about items being deleted
        try:
            self._build(state, selected)
        finally:
            self.graph_scene.blockSignals(False)

    def _build(self, state: GraphState, selected: set[str]) -> None:
        self.graph_scene.clear()
        visible = state.visible_ids()
        on_path = set(state.path)
        for node_id in visible:
            node = state.nodes[node_id]
            item = NodeItem(
                node, self.colors.color(node.entity_type), self.theme, centre=node_id == state.centre_id,
                moved=self._item_moved, clicked=self._item_clicked, more_clicked=lambda i: self.moreRequested.emit(i.node.id),
            )
            x, y = state.positions.get(node_id, (0.0, 0.0))
            item.setPos(QPointF(x, y))
            item.set_marks(
                pinned=node_id in state.pinned, more=state.more.get(node_id, 0),
                dimmed=bool(on_path) and node_id not in on_path, on_path=node_id in on_path,
            )
            self.graph_scene.addItem(item)
            item.setSelected(node_id in selected)
            self.nodes[node_id] = item
        pairs: dict[frozenset[str], int] = {}
        for edge in state.visible_edges():
            key = frozenset((edge.source, edge.target))
            index = pairs.get(key, 0)
            pairs[key] = index + 1
            bend = 0 if index == 0 else (1 + (index - 1) // 2) * (1 if index % 2 else -1)
            if edge.source > edge.target:  # the same pair drawn either way bends to the same side
                bend = -bend
            edge_item = EdgeItem(edge, self.nodes[edge.source], self.nodes[edge.target], self.theme, bend=bend)
            edge_item.set_marks(dimmed=bool(on_path) and edge.id not in state.path_edges, on_path=edge.id in state.path_edges)
            self.graph_scene.addItem(edge_item)
            self.edges[edge.id] = edge_item
        self.place_labels()
        counts = state.types()
        self.legend.set_entries([(t, self.colors.color(t), n) for t, n in counts.items()])
        self._place_overlays()
        rect = self.graph_scene.itemsBoundingRect()
        self.graph_scene.setSceneRect(rect.adjusted(-rect.width() - 400, -rect.height() - 400, rect.width() + 400, rect.height() + 400))
        self.message.setVisible(not visible)
        centre = state.nodes.get(state.centre_id or "")
        self.setAccessibleDescription(
            f"{len(visible)} entities and {len(self.edges)} relations around {centre.name}" if centre else "No graph shown"
        )

    def place_labels(self) -> None:
        """Slide relation labels along their lines so they cover no name and no other label."""
        taken = _RectGrid()
        for item in self.nodes.values():
            taken.add(item.mapRectToScene(item.label_rect))
            taken.add(item.mapRectToScene(QRectF(-item.radius, -item.radius, 2 * item.radius, 2 * item.radius)))
        for edge in sorted(self.edges.values(), key=lambda e: e.edge.id):
            best, best_cost = 0.5, math.inf
            for fraction in LABEL_SPOTS:
                rect = edge.label_rect_at(fraction)
                cost = taken.overlap(rect) + abs(fraction - 0.5) * 4
                if cost < best_cost:
                    best, best_cost = fraction, cost
                if cost == 0:
                    break
            edge.place_label(best)
            taken.add(edge.label_rect_at(best))

    def set_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text) and not self.nodes)
        self._place_overlays()

    def apply_theme(self) -> None:
        self.theme = GraphTheme.from_palette(self.palette())
        for item in self.nodes.values():
            item.set_theme(self.theme)
        for edge in self.edges.values():
            edge.set_theme(self.theme)
        self.legend.theme = self.theme
        self.legend.update()
        self.viewport().update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange, QEvent.Type.StyleChange):
            self.apply_theme()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_overlays()

    def _place_overlays(self) -> None:
        area = self.viewport().geometry()
        self.message.setGeometry(area.adjusted(40, 40, -40, -40))
        self.message.raise_()
        width = min(self.legend.sizeHint().width(), area.width() - 16)
        self.legend.setGeometry(area.left() + 8, area.bottom() - self.legend.height() - 7, max(40, width), self.legend.height())
        self.legend.raise_()

    # --- selection ------------------------------------------------------------------------

    def selected_ids(self) -> list[str]:
        return sorted(i for i, item in self.nodes.items() if item.isSelected())

    def select_ids(self, ids: list[str] | set[str], *, only: bool = True) -> None:
        for node_id, item in self.nodes.items():
            if node_id in ids:
                item.setSelected(True)
            elif only:
                item.setSelected(False)

    def _item_clicked(self, item: NodeItem) -> None:
        self.nodeClicked.emit(item.node.id)

    def _item_moved(self, item: NodeItem) -> None:
        self.nodeMoved.emit(item.node.id, item.pos().x(), item.pos().y())

    # --- zoom and fit ---------------------------------------------------------------------

    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom(self, factor: float) -> None:
        current = self.scale_factor()
        target = min(MAX_SCALE, max(MIN_SCALE, current * factor))
        if current > 0 and not math.isclose(target, current):
            self.scale(target / current, target / current)

    def fit(self) -> None:
        """Show the whole picture, never blown up past FIT_MAX_SCALE."""
        if not self.nodes:
            return
        rect = self.graph_scene.itemsBoundingRect().adjusted(-24, -24, 24, 24)
        for _pass in range(2):  # the second pass leaves room under the picture for the legend
            self.resetTransform()
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            if self.scale_factor() > FIT_MAX_SCALE:
                self.resetTransform()
                self.scale(FIT_MAX_SCALE, FIT_MAX_SCALE)
            if _pass == 0 and self.legend.isVisible():
                rect = rect.adjusted(0, 0, 0, (self.legend.height() + 12) / self.scale_factor())
            else:
                break
        self.centerOn(rect.center())

    def wheelEvent(self, event: Any) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom(ZOOM_STEP**steps)
            event.accept()
        else:
            super().wheelEvent(event)

    # --- mouse and keyboard -----------------------------------------------------------------

    def node_at(self, pos: QPoint) -> NodeItem | None:
        for item in self.items(pos):
            if isinstance(item, NodeItem):
                return item
        return None

    def mouseDoubleClickEvent(self, event: Any) -> None:  # noqa: N802
        item = self.node_at(event.position().toPoint())
        if item is not None:
            self.nodeDoubleClicked.emit(item.node.id)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event: Any) -> None:  # noqa: N802
        item = self.node_at(event.pos())
        if item is not None and not item.isSelected():
            self.select_ids({item.node.id})
        self.contextRequested.emit(item.node.id if item else None, event.globalPos())
        event.accept()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(ZOOM_STEP)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / ZOOM_STEP)
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) and self.nodes:
            self._step_selection(key, extend=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selected_ids():
            self.nodeDoubleClicked.emit(self.selected_ids()[0])
        elif key == Qt.Key.Key_Space and self.selected_ids():
            self.nodeClicked.emit(self.selected_ids()[0])
        elif key == Qt.Key.Key_Menu and self.selected_ids():
            item = self.nodes[self.selected_ids()[0]]
            self.contextRequested.emit(item.node.id, self.viewport().mapToGlobal(self.mapFromScene(item.pos())))
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _step_selection(self, key: Qt.Key, *, extend: bool) -> None:
        """Arrow keys move the selection to the nearest node in that direction."""
        chosen = self.selected_ids()
        current = self.nodes.get(chosen[-1]) if chosen else None
        if current is None:
            first = min(self.nodes.values(), key=lambda i: (not i.centre, i.node.name))
            self.select_ids({first.node.id})
            self.ensureVisible(first)
            return
        direction = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}[key]
        best, best_score = None, math.inf
        origin = current.pos()
        for item in self.nodes.values():
            if item is current:
                continue
            dx, dy = item.pos().x() - origin.x(), item.pos().y() - origin.y()
            along = dx * direction[0] + dy * direction[1]
            if along <= 1:
                continue
            across = abs(dx * direction[1] - dy * direction[0])
            score = along + 2 * across
            if score < best_score:
                best, best_score = item, score
        if best is not None:
            if extend:
                best.setSelected(True)
            else:
                self.select_ids({best.node.id})
            self.ensureVisible(best)
