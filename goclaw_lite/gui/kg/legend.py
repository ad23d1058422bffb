"""The colour legend of the graph: drawn by one function, on screen and in exported pictures."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from goclaw_lite.gui.kg.graph_items import GraphTheme
from goclaw_lite.gui.qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    QSizePolicy,
    Qt,
    QWidget,
    Signal,
)

LegendEntry = tuple[str, QColor, int]  # type, colour, visible count
PADDING = 8.0
SWATCH = 10.0


def _font() -> QFont:
    font = QFont()
    font.setPointSizeF(font.pointSizeF() * 0.88)
    return font


def legend_size(entries: Sequence[LegendEntry]) -> QSizeF:
    if not entries:
        return QSizeF(0, 0)
    metrics = QFontMetricsF(_font())
    width = max(metrics.horizontalAdvance(f"{name}   {count}") for name, _c, count in entries)
    row = max(metrics.height(), SWATCH) + 4
    return QSizeF(PADDING * 2 + SWATCH + 8 + width, PADDING * 2 + row * len(entries) - 4)


def paint_legend(painter: QPainter, origin: QPointF, entries: Sequence[LegendEntry], theme: GraphTheme) -> None:
    """Type swatches with their counts on a rounded plate whose top-left is `origin`."""
    if not entries:
        return
    size = legend_size(entries)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    plate = QColor(theme.base)
    plate.setAlphaF(0.92)
    border = QColor(theme.edge)
    border.setAlphaF(0.5)
    painter.setPen(QPen(border, 1.0))
    painter.setBrush(QBrush(plate))
    painter.drawRoundedRect(QRectF(origin, size), 6, 6)
    font = _font()
    metrics = QFontMetricsF(font)
    painter.setFont(font)
    row = max(metrics.height(), SWATCH) + 4
    y = origin.y() + PADDING
    for name, color, count in entries:
        centre = QPointF(origin.x() + PADDING + SWATCH / 2, y + row / 2 - 2)
        painter.setPen(QPen(color.darker(140), 1.0))
        painter.setBrush(QBrush(color))
        painter.drawEllipse(centre, SWATCH / 2, SWATCH / 2)
        text_rect = QRectF(origin.x() + PADDING + SWATCH + 8, y, size.width(), row - 4)
        painter.setPen(theme.text)
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), f"{name}   {count}")
        y += row
    painter.restore()


BAR_LIMIT = 6
"""Most types the bar names; the rest are summed up as "+N types" (all are in its tooltip)."""


def row_size(entries: Sequence[LegendEntry], extra: str = "") -> QSizeF:
    metrics = QFontMetricsF(_font())
    width = sum(SWATCH + 6 + metrics.horizontalAdvance(f"{name} {count}") + 14 for name, _c, count in entries)
    if extra:
        width += metrics.horizontalAdvance(extra) + 4
    return QSizeF(width + PADDING + 2, max(metrics.height(), SWATCH) + 10)


class LegendBar(QWidget):
    """The legend as one row of swatches on a plate, floating at the foot of the graph view.

    The view's fit leaves room for it, so it never covers a node after a fit.
    """

    typeToggled = Signal(str)
    """A type's swatch was clicked: show or hide that type (the legend filters)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hidden_types: frozenset[str] = frozenset()
        self._spots: list[tuple[str, QRectF]] = []
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setObjectName("kgLegend")
        self.setAccessibleName(self.tr("Legend"))
        self.entries: list[LegendEntry] = []
        self._shown: list[LegendEntry] = []
        self._extra = ""
        self._hint = QSize(0, 0)
        self.theme: GraphTheme | None = None
        # It may be squeezed (the tooltip lists every type) rather than widen the whole page.
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)

    def _more(self, count: int) -> str:
        return self.tr("+%n type(s)", "", count)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        return self._hint

    def set_entries(self, entries: Sequence[LegendEntry]) -> None:
        self.entries = list(entries)
        biggest = sorted(self.entries, key=lambda e: (-e[2], e[0]))[:BAR_LIMIT]
        self._shown = [e for e in self.entries if e in biggest]
        hidden = len(self.entries) - len(self._shown)
        self._extra = self._more(hidden) if hidden else ""
        size = row_size(self._shown, self._extra)
        self._hint = QSize(int(size.width()) + 2, int(size.height()) + 2)
        self.setFixedHeight(self._hint.height())
        self.updateGeometry()
        listed = ", ".join(f"{name}: {count}" for name, _c, count in self.entries)
        self.setAccessibleDescription(listed)
        tip = self.tr("Entity types in the picture: {listed}. Click a type to hide or show it.")
        self.setToolTip(tip.format(listed=listed))
        self.setVisible(bool(self.entries) and self.parent() is not None)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """As many swatches as fit, then "+N types" (never a type name cut in half)."""
        if not self.entries:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = _font()
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        height = float(self.height())
        text = self.palette().color(self.foregroundRole())
        if self.theme is not None:
            plate = QColor(self.theme.base)
            plate.setAlphaF(0.9)
            border = QColor(self.theme.edge)
            border.setAlphaF(0.45)
            painter.setPen(QPen(border, 1.0))
            painter.setBrush(QBrush(plate))
            painter.drawRoundedRect(QRectF(0.5, 0.5, self.width() - 1.0, height - 1.0), 6, 6)
            text = self.theme.text
        widths = [SWATCH + 6 + metrics.horizontalAdvance(f"{name} {count}") + 14 for name, _c, count in self._shown]
        hidden_before = len(self.entries) - len(self._shown)
        fits = len(widths)
        while fits > 0:
            left_out = hidden_before + len(widths) - fits
            tail = metrics.horizontalAdvance(self._more(left_out)) + 4 if left_out else 0.0
            if sum(widths[:fits]) + tail <= self.width() - PADDING:
                break
            fits -= 1
        x = PADDING
        self._spots = []
        for (name, color, count), width in zip(self._shown[:fits], widths[:fits], strict=True):
            off = name in self.hidden_types
            painter.setOpacity(0.4 if off else 1.0)  # a hidden type stays listed, dimmed, to bring it back
            painter.setPen(QPen(color.darker(140), 1.0))
            painter.setBrush(QBrush(color) if not off else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(x + SWATCH / 2, height / 2), SWATCH / 2, SWATCH / 2)
            painter.setPen(text)
            label = f"{name} {count}"
            painter.drawText(QRectF(x + SWATCH + 6, 0, width, height), int(Qt.AlignmentFlag.AlignVCenter), label)
            self._spots.append((name, QRectF(x, 0, width, height)))
            x += width
        painter.setOpacity(1.0)
        left_out = hidden_before + len(widths) - fits
        if left_out:
            painter.setPen(text)
            more = self._more(left_out)
            painter.drawText(QRectF(x, 0, self.width() - x, height), int(Qt.AlignmentFlag.AlignVCenter), more)
        painter.end()

    def type_at(self, point: QPointF) -> str | None:
        return next((name for name, rect in self._spots if rect.contains(point)), None)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        name = self.type_at(event.position())
        if name is not None and event.button() == Qt.MouseButton.LeftButton:
            self.typeToggled.emit(name)
            event.accept()
            return
        super().mousePressEvent(event)
