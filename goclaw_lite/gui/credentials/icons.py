"""Small painted icons the style does not have (an eye, a status dot), in palette colours.

Painted rather than shipped so they follow the palette (light and dark) and stay sharp at
any device pixel ratio; no icon theme exists offscreen or on Windows/macOS.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPointF, QRectF, Qt

_SIZES = (16, 20, 24, 32, 48)


def eye_icon(colour: QColor, *, crossed: bool = False) -> QIcon:
    """An open eye (or a struck-through one) drawn in `colour`."""
    icon = QIcon()
    for size in _SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(colour, max(1.2, size / 13))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        s = float(size)
        outline = QPainterPath(QPointF(s * 0.08, s * 0.5))
        outline.quadTo(QPointF(s * 0.5, s * 0.06), QPointF(s * 0.92, s * 0.5))
        outline.quadTo(QPointF(s * 0.5, s * 0.94), QPointF(s * 0.08, s * 0.5))
        painter.drawPath(outline)
        painter.setBrush(colour)
        radius = s * 0.14
        painter.drawEllipse(QRectF(s * 0.5 - radius, s * 0.5 - radius, 2 * radius, 2 * radius))
        if crossed:
            painter.drawLine(QPointF(s * 0.18, s * 0.84), QPointF(s * 0.82, s * 0.16))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def dot_icon(colour: QColor, size: int = 12) -> QIcon:
    """A filled circle: the allowed/denied marker of the deny-rule tester."""
    icon = QIcon()
    for scale in (1, 2):
        pixmap = QPixmap(size * scale, size * scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        inset = scale
        painter.drawEllipse(QRectF(inset, inset, size * scale - 2 * inset, size * scale - 2 * inset))
        painter.end()
        pixmap.setDevicePixelRatio(scale)
        icon.addPixmap(pixmap)
    return icon
