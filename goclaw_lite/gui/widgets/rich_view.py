"""A read-only rich-text view whose placeholder wraps.

Qt 6's QTextEdit and QTextBrowser draw a placeholder on one line only: in a narrow pane the
vault's "The note, rendered: [[links]] you can click, broken ones greyed." showed as "The note,
rendered:" in English and was cut mid-word in Russian and Chinese. This view paints the
placeholder itself, wrapped (Chinese breaks between characters), in the palette's placeholder
colour; with any content it is a plain QTextBrowser.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import QPainter, QPaintEvent, Qt, QTextBrowser


class RichView(QTextBrowser):
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt naming
        if not self.document().isEmpty() or not self.placeholderText():
            super().paintEvent(event)
            return
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().placeholderText().color())
        margin = int(self.document().documentMargin())
        room = self.viewport().rect().adjusted(margin, margin, -margin, -margin)
        painter.drawText(room, int(Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap), self.placeholderText())
