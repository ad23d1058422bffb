"""The graph canvas: a QGraphicsView with zoom, pan, keyboard moves and a legend overlay.

It draws a `GraphState` and reports what the user did (click, double-click, drag, context
menu); deciding what that means is the panel's job.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.fit import FitNode, fit_with_labels
from goclaw_lite.gui.kg.graph_items import EdgeItem, GraphTheme, NodeItem
from goclaw_lite.gui.kg.graph_state import GraphState
from goclaw_lite.gui.kg.labels import GAP, LabelPlanner, LabelSpot, PlacedLabel, label_font
from goclaw_lite.gui.kg.legend import LegendBar
from goclaw_lite.gui.qt import (
    QBrush,
    QEvent,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QPainter,
    QPen,
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
EDGE_LABELS_WHEN_FEW = 30
"""Up to this many relations on screen, each is labelled; above it only those of the hovered or selected nodes."""


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
        self.setAccessibleName(self.tr("Knowledge graph view"))
        self.colors = colors
        self.graph_scene = QGraphicsScene(self)
        self.setScene(self.graph_scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        # Labels are drawn over the whole viewport in screen pixels, so every frame redraws it all.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.nodes: dict[str, NodeItem] = {}
        self.edges: dict[str, EdgeItem] = {}
        self.hovered: str | None = None
        self.show_labels = True
        self.labels_drawn: list[PlacedLabel] = []
        """Node labels of the last frame, in viewport pixels (tests read them)."""
        self.edge_labels_drawn: list[tuple[str, QRectF]] = []
        self._neighbours: dict[str, set[str]] = {}
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
        self.hovered = None
        self._neighbours = {}
        for edge in state.visible_edges():
            self._neighbours.setdefault(edge.source, set()).add(edge.target)
            self._neighbours.setdefault(edge.target, set()).add(edge.source)
        for node_id in visible:
            node = state.nodes[node_id]
            item = NodeItem(
                node, self.colors.color(node.entity_type), self.theme, centre=node_id == state.centre_id,
                moved=self._item_moved, clicked=self._item_clicked, more_clicked=lambda i: self.moreRequested.emit(i.node.id),
                degree=len(self._neighbours.get(node_id, ())), hovered=self._item_hovered,
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
        counts = state.types()
        self.legend.set_entries([(t, self.colors.color(t), n) for t, n in counts.items()])
        self._place_overlays()
        rect = self.graph_scene.itemsBoundingRect()
        self.graph_scene.setSceneRect(rect.adjusted(-rect.width() - 400, -rect.height() - 400, rect.width() + 400, rect.height() + 400))
        self.message.setVisible(not visible)
        centre = state.nodes.get(state.centre_id or "")
        around = self.tr("%Ln entity(ies) and {relations} around {name}", "", len(visible)).format(
            relations=self.tr("%Ln relation(s)", "", len(self.edges)), name=centre.name) if centre else ""
        self.setAccessibleDescription(around or self.tr("No graph shown"))

    # --- labels in screen pixels ------------------------------------------------------------

    def _item_hovered(self, item: NodeItem, inside: bool) -> None:
        self.hovered = item.node.id if inside else (None if self.hovered == item.node.id else self.hovered)
        self.viewport().update()

    def neighbours(self, node_id: str) -> set[str]:
        return self._neighbours.get(node_id, set())

    def label_spots(self) -> list[LabelSpot]:
        """Every node on (or near) the screen, ranked: selected, hovered, neighbours, centre, by degree."""
        transform = self.viewportTransform()
        scale = self.scale_factor()
        area = QRectF(self.viewport().rect()).adjusted(-120, -60, 120, 60)
        selected = set(self.selected_ids())
        near = set().union(*(self.neighbours(i) for i in selected)) if selected else set()
        spots = []
        for node_id, item in self.nodes.items():
            point = transform.map(item.pos())
            if not area.contains(point):
                continue
            if node_id in selected:
                rank: tuple[float, ...] = (0,)
            elif node_id == self.hovered:
                rank = (1,)
            elif node_id in near:
                rank = (2, -item.degree)
            elif item.centre:
                rank = (3,)
            elif item.node.is_cluster:
                rank = (3.5, -item.node.members)
            else:
                rank = (4, -item.degree, 0 if not item.dimmed else 1)
            spots.append(LabelSpot(node_id, point.x(), point.y(), (item.radius + 2) * scale, item.node.name, rank))
        return spots

    def _edges_to_label(self) -> list[EdgeItem]:
        named = [e for e in self.edges.values() if e.label]
        if len(named) <= EDGE_LABELS_WHEN_FEW:
            return sorted(named, key=lambda e: e.edge.id)
        focus = set(self.selected_ids()) | ({self.hovered} if self.hovered else set())
        return sorted(
            (e for e in named if e.edge.source in focus or e.edge.target in focus or e.on_path),
            key=lambda e: e.edge.id,
        )

    def drawForeground(self, painter: QPainter, rect: Any) -> None:  # noqa: N802
        super().drawForeground(painter, rect)
        self.labels_drawn, self.edge_labels_drawn = [], []
        if self.hasFocus():  # visible focus: a ring round the canvas while keys go to it
            painter.save()
            painter.resetTransform()
            painter.setPen(QPen(self.theme.highlight, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.viewport().rect()).adjusted(1, 1, -1, -1))
            painter.restore()
        if not self.show_labels or not self.nodes:
            return
        painter.save()
        painter.resetTransform()  # from here on, viewport pixels
        viewport = self.viewport().rect()
        planner = LabelPlanner(viewport.width(), viewport.height())
        if self.legend.isVisible():
            planner.block(QRectF(self.legend.geometry().translated(-self.viewport().pos())))
        strong = set(self.selected_ids()) | ({self.hovered} if self.hovered else set())
        spots = self.label_spots()
        planner.block_nodes(spots)
        placed = planner.place(spots, strong, frozenset(i for i, n in self.nodes.items() if n.centre) | strong)
        transform = self.viewportTransform()
        edge_labels: list[tuple[str, QRectF, str, bool]] = []
        for edge in self._edges_to_label():
            for fraction in LABEL_SPOTS:
                point = transform.map(edge.label_point(fraction))
                found = planner.place_one(edge.label, point.x(), point.y())
                if found is not None:
                    edge_labels.append((edge.edge.id, found[0], found[1], edge.on_path))
                    break
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plain, bold = label_font(), label_font(bold=True)
        centre = Qt.AlignmentFlag.AlignCenter
        painter.setFont(plain)
        for _edge_id, spot, text, on_path in edge_labels:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self.theme.label_bg))
            painter.drawRoundedRect(spot, 4, 4)
            painter.setPen(self.theme.text if on_path else self.theme.muted)
            painter.drawText(spot, int(centre), text)
        for label in placed:
            item = self.nodes[label.node_id]
            painter.setOpacity(0.55 if item.dimmed else 1.0)
            painter.setPen(QPen(self.theme.highlight, 1.5) if label.strong else Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self.theme.label_bg))
            painter.drawRoundedRect(label.rect, 5, 5)
            painter.setFont(bold if label.strong or item.centre else plain)
            painter.setPen(self.theme.text)
            painter.drawText(label.rect, int(centre), label.text)
        painter.restore()
        self.labels_drawn = placed
        self.edge_labels_drawn = [(i, r) for i, r, _t, _p in edge_labels]

    @contextmanager
    def scene_labels(self) -> Iterator[None]:
        """Labels painted in the scene for a while (an exported picture has no view)."""
        items: list[NodeItem | EdgeItem] = [*self.nodes.values(), *self.edges.values()]
        for item in items:
            item.prepareGeometryChange()
            item.scene_label = True
        try:
            yield
        finally:
            for item in items:
                item.prepareGeometryChange()
                item.scene_label = False

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

    def focusInEvent(self, event: Any) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: Any) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.viewport().update()

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
        """Show the whole picture with every node's name, never blown up past FIT_MAX_SCALE."""
        if not self.nodes:
            return
        viewport = self.viewport().rect()
        measure = LabelPlanner(viewport.width(), viewport.height())  # labels sized as drawn
        nodes = [
            FitNode(item.pos().x(), item.pos().y(), item.radius, *measure.label_size(item.node.name, item.centre), GAP)
            for item in self.nodes.values()
        ]
        reserved = self.legend.height() + 12 if self.legend.isVisible() else 0.0
        found = fit_with_labels(nodes, viewport.width(), viewport.height(), max_scale=FIT_MAX_SCALE,
                                min_scale=MIN_SCALE, reserved_bottom=reserved)
        self.resetTransform()
        self.scale(found.scale, found.scale)
        self.centerOn(QPointF(found.centre_x, found.centre_y))

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
        elif key == Qt.Key.Key_Escape and self.selected_ids():
            self.select_ids(set())
        elif key == Qt.Key.Key_Menu and self.selected_ids():
            item = self.nodes[self.selected_ids()[0]]
            self.contextRequested.emit(item.node.id, self.viewport().mapToGlobal(self.mapFromScene(item.pos())))
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _step_selection(self, key: Qt.Key, *, extend: bool) -> None:
        """Arrow keys walk along relations: to the neighbour lying most in that direction
        (any node that way, for a node with no neighbours drawn)."""
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
        near = [self.nodes[i] for i in self.neighbours(current.node.id) if i in self.nodes]
        for item in near or self.nodes.values():
            if item is current:
                continue
            dx, dy = item.pos().x() - origin.x(), item.pos().y() - origin.y()
            along = dx * direction[0] + dy * direction[1]
            if along <= 1 and not near:
                continue
            if along <= 0:
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
