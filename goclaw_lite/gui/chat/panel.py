"""A rounded, palette-coloured frame for the composer, the banners and the first-run card.

Painted rather than styled with a stylesheet on purpose: a stylesheet freezes the palette of
every widget below it, so switching to the dark scheme would leave the chat half light.
"""

from __future__ import annotations

from goclaw_lite.gui.chat.style import blend
from goclaw_lite.gui.qt import QFrame, QPainter, QPaintEvent, QPalette, QPen, QRectF, Qt, QWidget


class Panel(QFrame):
    def __init__(self, parent: QWidget | None = None, *, radius: float = 10.0, accent: bool = False, tinted: bool = False) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._radius = radius
        self.accent = accent
        self._tinted = tinted

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt naming
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        highlight = palette.color(QPalette.ColorRole.Highlight)
        fill = blend(base, text, 0.035) if self._tinted else base
        border = highlight if self.accent else blend(base, text, 0.2)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(border, 1.2 if self.accent else 1.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), self._radius, self._radius)
        if self.accent:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(highlight)
            painter.drawRoundedRect(QRectF(0, 6, 4, self.height() - 12), 2, 2)
        painter.end()
