"""The whole-graph canvas's scene items: the tiles (`whole_picture`) and the communities' shading."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from goclaw_lite.app.kg_layout import Point
from goclaw_lite.gui.kg.graph_items import GraphTheme
from goclaw_lite.gui.kg.whole_picture import Tile
from goclaw_lite.gui.qt import (
    QBrush,
    QColor,
    QGraphicsItem,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)

EDGE_ALPHA_NEAR = 0.22
EDGE_ALPHA_FAR = 0.14
"""Relations at a far zoom: thousands cross each pixel, so each is drawn faint (else a grey disc hides the nodes)."""
NEAR_SCALE = 0.3
MIN_DOT_PX = 2.6
DOT_RADIUS_LIMIT = 8.0
"""Below the zoom where a node of this radius is `MIN_DOT_PX` across, nodes are drawn as dots."""


class TileItem(QGraphicsItem):
    """One tile: the nodes whose centres fall in it, and the piece of every relation crossing it.

    Relations are clipped to the tile, so a tile's cached picture is the tile's size: with whole
    relations a tile reached across the picture, and a pan repainted dozens of screen-sized
    pixmaps per frame (140 ms a frame at 10,000 nodes on a loaded machine). Relations are drawn
    faint and first, nodes over them in their type's colour; at a far zoom, where a node is a
    pixel or two, it is a dot of at least `MIN_DOT_PX` with no rim, so its colour shows.
    """

    def __init__(self, tile: Tile, colors: Mapping[str, QColor], theme: GraphTheme) -> None:
        super().__init__()
        self._edges = tile.lines
        self._far = tile.far
        self._discs = dict(tile.discs)
        self._dots = dict(tile.dots)
        self._colors = dict(colors)
        self.theme = theme
        self._clip = tile.area
        self._rect = tile.area
        for path in self._discs.values():
            self._rect = self._rect.united(path.boundingRect())
        self._rect = self._rect.adjusted(-4, -4, 4, 4)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor(self.theme.edge)
        edge.setAlphaF(EDGE_ALPHA_NEAR if scale >= NEAR_SCALE else EDGE_ALPHA_FAR)
        painter.save()
        painter.setClipRect(self._clip)  # the neighbouring tiles draw the rest of each line
        painter.setPen(QPen(edge, 0))  # cosmetic: one pixel whatever the zoom
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._edges if scale >= NEAR_SCALE else self._far)
        painter.restore()
        if scale * DOT_RADIUS_LIMIT < MIN_DOT_PX:
            for (kind, radius), points in self._dots.items():
                pen = QPen(self._colors[kind], max(MIN_DOT_PX, 2 * radius * scale))
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setCosmetic(True)  # a width in pixels, whatever the zoom
                painter.setPen(pen)
                painter.drawPoints(points)
            return
        rim = QPen(self.theme.base, 0)
        for kind, path in self._discs.items():
            painter.setPen(rim)
            painter.setBrush(QBrush(self._colors[kind]))
            painter.drawPath(path)


def paint_halos(
    painter: QPainter, exposed: QRectF, halos: tuple[Sequence[Point], Sequence[float]], theme: GraphTheme
) -> None:
    """The communities' discs that reach `exposed`, faintly (the view's background draws them)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor(theme.text)
    fill.setAlphaF(0.045)
    rim = QColor(theme.text)
    rim.setAlphaF(0.14)
    painter.setPen(QPen(rim, 0))
    painter.setBrush(QBrush(fill))
    for (x, y), radius in zip(*halos, strict=True):
        if exposed.intersects(QRectF(x - radius, y - radius, 2 * radius, 2 * radius)):
            painter.drawEllipse(QPointF(x, y), radius, radius)
    painter.restore()


__all__ = ["TileItem", "paint_halos"]
