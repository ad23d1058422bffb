"""The graph's scene items: a node is a coloured disc with its name; a relation an arrow with
its type. Colours come from a theme built from the widget palette, so light and dark both read.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from goclaw_lite.gui.kg.models import GraphEdge, GraphNode
from goclaw_lite.gui.kg.words import GraphWords
from goclaw_lite.gui.qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPointF,
    QPolygonF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)

NODE_RADIUS = 11.0
CENTRE_RADIUS = 21.0
MAX_RADIUS = 30.0
LABEL_WIDTH = 150.0
BEND_STEP = 26.0
DIMMED = 0.42  # opacity of what is off the highlighted path


@dataclass(frozen=True)
class GraphTheme:
    base: QColor
    text: QColor
    muted: QColor
    edge: QColor
    highlight: QColor
    label_bg: QColor
    dark: bool

    @classmethod
    def from_palette(cls, palette: QPalette) -> GraphTheme:
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        dark = base.lightness() < 128
        muted = QColor(text)
        muted.setAlphaF(0.72)
        edge = QColor(150, 156, 166) if dark else QColor(128, 134, 145)
        label_bg = QColor(base)
        label_bg.setAlphaF(0.86)
        highlight = QColor(255, 179, 0) if dark else QColor(230, 120, 0)
        return cls(base, text, muted, edge, highlight, label_bg, dark)


def _font(scale: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(max(6.0, font.pointSizeF() * scale))
    font.setBold(bold)
    return font


def relation_text(relation_type: str) -> str:
    return relation_type.replace("_", " ")


def radius_for(degree: int, *, centre: bool = False) -> float:
    """Bigger for better-connected entities, so the hubs stand out at any zoom."""
    base = min(MAX_RADIUS, NODE_RADIUS + 3.0 * math.sqrt(max(0, degree)))
    return max(base, CENTRE_RADIUS) if centre else base


class NodeItem(QGraphicsItem):
    """One entity: disc in its type's colour (sized by degree), pin and "+N more" marks.

    Its name is drawn by the view in screen pixels (`labels.py`); `scene_label` paints it
    in the scene instead, for exported pictures.
    """

    scene_label = False

    def __init__(
        self,
        node: GraphNode,
        color: QColor,
        theme: GraphTheme,
        *,
        centre: bool,
        moved: Callable[[NodeItem], None],
        clicked: Callable[[NodeItem], None],
        more_clicked: Callable[[NodeItem], None],
        degree: int = 0,
        hovered: Callable[[NodeItem, bool], None] | None = None,
    ) -> None:
        super().__init__()
        self.node = node
        self.degree = degree
        self._hovered = hovered
        self.color = color
        self.theme = theme
        self.centre = centre
        self.pinned = False
        self.more = 0
        self.dimmed = False
        self.on_path = False
        self.edges: list[EdgeItem] = []
        self._moved = moved
        self._clicked = clicked
        self._more_clicked = more_clicked
        self._press_on_badge = False
        self._press_pos: QPointF | None = None
        self.radius = radius_for(degree, centre=centre)
        if node.is_cluster:
            self.radius = min(MAX_RADIUS + 6, 14.0 + 2.0 * math.sqrt(node.members))
        self.font = _font(1.08, bold=centre)
        self._layout_label()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(2 if centre else 1)
        self._tooltip()

    def _layout_label(self) -> None:
        metrics = QFontMetricsF(self.font)
        self.label = metrics.elidedText(self.node.name, Qt.TextElideMode.ElideRight, LABEL_WIDTH)
        width = metrics.horizontalAdvance(self.label) + 10
        height = metrics.height() + 4
        self.label_rect = QRectF(-width / 2, self.radius + 4, width, height)

    def _tooltip(self) -> None:
        self.setToolTip(GraphWords().node_tip(self.node, pinned=self.pinned, more=self.more))

    def set_node(self, node: GraphNode, color: QColor) -> None:
        self.prepareGeometryChange()
        self.node = node
        self.color = color
        self._layout_label()
        self._tooltip()
        self.update()

    def set_marks(self, *, pinned: bool, more: int, dimmed: bool, on_path: bool) -> None:
        if (pinned, more, dimmed, on_path) != (self.pinned, self.more, self.dimmed, self.on_path):
            self.prepareGeometryChange()
            self.pinned, self.more, self.dimmed, self.on_path = pinned, more, dimmed, on_path
            self._tooltip()
            self.update()

    def set_theme(self, theme: GraphTheme) -> None:
        self.theme = theme
        self.update()

    # --- geometry -----------------------------------------------------------------------

    def _badge_rect(self) -> QRectF:
        metrics = QFontMetricsF(_font(0.75, bold=True))
        text = f"+{self.more}"
        width = metrics.horizontalAdvance(text) + 8
        return QRectF(self.radius * 0.55, -self.radius - 6, width, metrics.height() + 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt naming
        ring = self.radius + 5
        rect = QRectF(-ring, -ring, 2 * ring, 2 * ring)
        if self.scene_label:
            rect = rect.united(self.label_rect)
        if self.more:
            rect = rect.united(self._badge_rect())
        return rect.adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius + 3, self.radius + 3)
        if self.more:
            path.addRect(self._badge_rect())
        return path

    def badge_centre(self) -> QPointF | None:
        """Where the "+N more" badge is, in scene coordinates (None without one)."""
        return self.mapToScene(self._badge_rect().center()) if self.more else None

    # --- painting -------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        alpha = DIMMED if self.dimmed else 1.0
        painter.setOpacity(alpha)
        if self.isSelected() or self.on_path:
            ring = QColor(self.theme.highlight)
            painter.setPen(QPen(ring, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), self.radius + 4, self.radius + 4)
        fill = QColor(self.color)
        if self.node.is_cluster:  # a cluster: a pale disc with a dashed rim, "click to open"
            rim = QPen(fill.darker(130), 2.2, Qt.PenStyle.DashLine)
            fill.setAlphaF(0.35)
            painter.setPen(rim)
        else:
            painter.setPen(QPen(fill.darker(150 if not self.theme.dark else 120), 1.6))
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
        if self.centre:
            painter.setPen(QPen(self.theme.base, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), self.radius - 5, self.radius - 5)
        if self.pinned:
            painter.setPen(QPen(self.theme.base, 1.5))
            painter.setBrush(QBrush(self.theme.text))
            painter.drawEllipse(QPointF(-self.radius * 0.72, -self.radius * 0.72), 4.5, 4.5)
        if self.scene_label:  # the name on a soft plate, so relation lines never run through the text
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self.theme.label_bg))
            painter.drawRoundedRect(self.label_rect, 5, 5)
            painter.setFont(self.font)
            painter.setPen(self.theme.text)
            painter.drawText(self.label_rect, int(Qt.AlignmentFlag.AlignCenter), self.label)
        if self.more:
            badge = self._badge_rect()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self.theme.text))
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.setPen(self.theme.base)
            painter.setFont(_font(0.75, bold=True))
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), f"+{self.more}")
        painter.setOpacity(1.0)

    # --- interaction ------------------------------------------------------------------------

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            for edge in self.edges:
                edge.adjust()
        return super().itemChange(change, value)

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802
        if self._hovered is not None:
            self._hovered(self, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802
        if self._hovered is not None:
            self._hovered(self, False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        self._press_pos = QPointF(self.pos())
        self._press_on_badge = bool(self.more) and self._badge_rect().contains(event.pos())
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if self._press_pos is not None and (self.pos() - self._press_pos).manhattanLength() > 2:
            self._moved(self)
        elif self._press_pos is not None and event.button() == Qt.MouseButton.LeftButton:
            (self._more_clicked if self._press_on_badge else self._clicked)(self)
        self._press_pos = None
        self._press_on_badge = False


FAINT = 0.4
"""Opacity of the relations that tie a cluster node to the picture."""


class EdgeItem(QGraphicsItem):
    """One relation: an arrow from source to target (bent when several share a pair).

    The view labels it in screen pixels when few relations are shown or one of its ends is
    hovered or selected; `scene_label` paints the label in the scene (exported pictures).
    """

    scene_label = False

    def __init__(self, edge: GraphEdge, source: NodeItem, target: NodeItem, theme: GraphTheme, *, bend: int) -> None:
        super().__init__()
        self.edge = edge
        self.source = source
        self.target = target
        self.theme = theme
        self.bend = bend
        self.dimmed = False
        self.on_path = False
        # Ties to a cluster on the outer ring are many and long: drawn faint, so they do not cover the middle.
        self.faint = source.node.is_cluster or target.node.is_cluster
        self.label_at = 0.5  # where along the curve the label sits (0..1)
        self.font = _font(0.9)
        self.label = relation_text(edge.relation_type)
        metrics = QFontMetricsF(self.font)
        self._label_size = (metrics.horizontalAdvance(self.label) + 8, metrics.height() + 2)
        self._path = QPainterPath()
        self._arrow = QPolygonF()
        self._label_rect = QRectF()
        self.setZValue(0)
        self.setToolTip(GraphWords().edge_tip(source.node.name, self.label, target.node.name, edge.confidence))
        source.edges.append(self)
        target.edges.append(self)
        self.adjust()

    def set_marks(self, *, dimmed: bool, on_path: bool) -> None:
        if (dimmed, on_path) != (self.dimmed, self.on_path):
            self.dimmed, self.on_path = dimmed, on_path
            self.setZValue(0.5 if on_path else 0)
            self.update()

    def set_theme(self, theme: GraphTheme) -> None:
        self.theme = theme
        self.update()

    def adjust(self) -> None:
        """Recompute the curve after a node moved."""
        self.prepareGeometryChange()
        a, b = self.source.pos(), self.target.pos()
        path = QPainterPath()
        if self.source is self.target:
            r = self.source.radius
            centre = a + QPointF(r * 0.9, -r * 0.9)
            path.addEllipse(centre, r * 0.8, r * 0.8)
            self._path = path
            self._arrow = QPolygonF()
            mid = centre + QPointF(r, -r)
        else:
            dx, dy = b.x() - a.x(), b.y() - a.y()
            length = math.hypot(dx, dy) or 1.0
            normal = QPointF(-dy / length, dx / length)
            middle = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
            control = middle + normal * (self.bend * BEND_STEP)
            start = self._towards(a, control if self.bend else b, self.source.radius + 1)
            end = self._towards(b, control if self.bend else a, self.target.radius + 3)
            path.moveTo(start)
            if self.bend:
                path.quadTo(control, end)
            else:
                path.lineTo(end)
            self._path = path
            tail = control if self.bend else start
            angle = math.atan2(end.y() - tail.y(), end.x() - tail.x())
            size = 9.0
            self._arrow = QPolygonF(
                [
                    end,
                    end - QPointF(math.cos(angle - 0.42) * size, math.sin(angle - 0.42) * size),
                    end - QPointF(math.cos(angle + 0.42) * size, math.sin(angle + 0.42) * size),
                ]
            )
            mid = path.pointAtPercent(self.label_at)
        width, height = self._label_size
        self._label_rect = QRectF(mid.x() - width / 2, mid.y() - height / 2, width, height)

    def label_rect_at(self, fraction: float) -> QRectF:
        """Where the label would sit at `fraction` of the curve (for placing labels apart)."""
        if self.source is self.target:
            return QRectF(self._label_rect)
        point = self._path.pointAtPercent(fraction)
        width, height = self._label_size
        return QRectF(point.x() - width / 2, point.y() - height / 2, width, height)

    def place_label(self, fraction: float) -> None:
        if fraction != self.label_at:
            self.label_at = fraction
            self.adjust()

    @staticmethod
    def _towards(point: QPointF, other: QPointF, distance: float) -> QPointF:
        dx, dy = other.x() - point.x(), other.y() - point.y()
        length = math.hypot(dx, dy) or 1.0
        return QPointF(point.x() + dx / length * distance, point.y() + dy / length * distance)

    def boundingRect(self) -> QRectF:  # noqa: N802
        rect = self._path.boundingRect().united(self._arrow.boundingRect())
        if self.scene_label:
            rect = rect.united(self._label_rect)
        return rect.adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.scene_label:
            path.addRect(self._label_rect)
        return path

    def label_point(self, fraction: float) -> QPointF:
        return QPointF(self._label_rect.center()) if self.source is self.target else self._path.pointAtPercent(fraction)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(DIMMED * 0.85 if self.dimmed else FAINT if self.faint and not self.on_path else 1.0)
        color = QColor(self.theme.highlight if self.on_path else self.theme.edge)
        painter.setPen(QPen(color, 3.0 if self.on_path else 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
        if not self._arrow.isEmpty():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(color))
            painter.drawPolygon(self._arrow)
        if self.scene_label:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self.theme.label_bg))
            painter.drawRoundedRect(self._label_rect, 4, 4)
            painter.setFont(self.font)
            painter.setPen(self.theme.text if self.on_path else self.theme.muted)
            painter.drawText(self._label_rect, int(Qt.AlignmentFlag.AlignCenter), self.label)
        painter.setOpacity(1.0)
