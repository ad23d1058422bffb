"""Painting of one message row: replays an `ItemLayout` with the theme's colours and fonts.

Kept apart from the geometry so both stay small; nothing here decides where anything goes.
"""

from __future__ import annotations

from goclaw_lite.gui.chat.documents import QUOTE_INDENT
from goclaw_lite.gui.chat.items import ChatItem
from goclaw_lite.gui.chat.message_layout import column, footer_metrics, footer_targets, sized
from goclaw_lite.gui.chat.paint_ops import (
    RADIUS,
    AvatarOp,
    BoxOp,
    ButtonOp,
    ChevronOp,
    DocOp,
    DotOp,
    ItemLayout,
    PaintState,
    TextOp,
)
from goclaw_lite.gui.chat.style import ChatTheme
from goclaw_lite.gui.qt import (
    QAbstractTextDocumentLayout,
    QColor,
    QCoreApplication,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPointF,
    QRectF,
    Qt,
    QTextDocument,
)

translate = QCoreApplication.translate


class Painter:
    """Replays an ItemLayout with a theme; one instance per theme."""

    def __init__(self, theme: ChatTheme) -> None:
        self.theme = theme
        t = theme
        self._colours: dict[str, QColor] = {
            "text": t.text,
            "muted": t.muted,
            "accent": t.accent,
            "success": t.success,
            "warning": t.warning,
            "error": t.error_text,
            "bubble": t.user_bubble,
            "code": t.code_background,
            "code-header": t.code_header,
            "card": t.card_background,
            "card-border": t.card_border,
            "error-border": t.error_border,
            "hover": t.hover,
            "badge-accent": _alpha(t.accent, 40),
            "badge-warning": _alpha(t.warning, 46),
            "badge-error": _alpha(t.error_text, 46),
            "badge-success": _alpha(t.success, 46),
        }
        self._colours["error"] = t.error_text
        self._fills = dict(self._colours, error=t.error_background)
        self._fonts: dict[str, QFont] = {"name": t.name_font, "small": t.small_font, "body": t.body_font}
        self._palettes: dict[str, QPalette] = {}

    def colour(self, name: str) -> QColor:
        return self._colours.get(name, self.theme.text)

    def _palette(self, colour: str) -> QPalette:
        palette = self._palettes.get(colour)
        if palette is None:
            palette = QPalette()
            palette.setColor(QPalette.ColorRole.Text, self.colour(colour))
            palette.setColor(QPalette.ColorRole.WindowText, self.colour(colour))
            self._palettes[colour] = palette
        return palette

    def paint(
        self, painter: QPainter, item: ChatItem, layout: ItemLayout, origin: QPointF, state: PaintState,
        visible: QRectF | None = None,
    ) -> None:
        """Draw the row at `origin`; operations outside `visible` (row coordinates) are skipped,
        which is what keeps repainting a long streaming answer cheap."""
        painter.save()
        painter.translate(origin)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if state.focused:
            x0, col = column(layout.width)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_alpha(self.theme.accent, 14))
            painter.drawRoundedRect(QRectF(x0 - 10, 4, col + 20, layout.height - 6), RADIUS, RADIUS)
            painter.setBrush(self.theme.accent)
            painter.drawRoundedRect(QRectF(x0 - 10, 8, 3, layout.height - 14), 1.5, 1.5)
        for op in layout.ops:
            if visible is not None and not (op.target.rect if isinstance(op, ButtonOp) else op.rect).intersects(visible):
                continue
            if isinstance(op, BoxOp):
                self._box(painter, op)
            elif isinstance(op, TextOp):
                self._text(painter, op)
            elif isinstance(op, DocOp):
                self._doc(painter, op)
            elif isinstance(op, AvatarOp):
                self._avatar(painter, op)
            elif isinstance(op, ChevronOp):
                self._chevron(painter, op)
            elif isinstance(op, DotOp):
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(self.colour(op.colour))
                painter.drawEllipse(op.rect)
            elif isinstance(op, ButtonOp):
                self._button(painter, op, state)
        self._footer(painter, item, layout, state)
        painter.restore()

    def _box(self, painter: QPainter, op: BoxOp) -> None:
        painter.setBrush(self._fills.get(op.fill, self.theme.code_background))
        if op.border:
            painter.setPen(QPen(self.colour(op.border), 1.0))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        rect = op.rect.adjusted(0.5, 0.5, -0.5, -0.5) if op.border else op.rect
        if op.corners == "all":
            painter.drawRoundedRect(rect, op.radius, op.radius)
            return
        path = QPainterPath()
        path.addRoundedRect(rect, op.radius, op.radius)
        square = QPainterPath()
        if op.corners == "top":
            square.addRect(QRectF(rect.left(), rect.center().y(), rect.width(), rect.height() / 2))
        else:
            square.addRect(QRectF(rect.left(), rect.top(), rect.width(), rect.height() / 2))
        painter.drawPath(path.united(square))

    def _text(self, painter: QPainter, op: TextOp) -> None:
        font = self._fonts.get(op.font, self.theme.body_font)
        painter.setFont(font)
        painter.setPen(self.colour(op.colour))
        text = QFontMetricsF(font).elidedText(op.text, Qt.TextElideMode.ElideRight, op.rect.width())
        painter.drawText(op.rect, op.align, text)

    def _doc(self, painter: QPainter, op: DocOp) -> None:
        document = op.document
        sized(document, op.rect.width())
        painter.save()
        painter.translate(op.rect.topLeft())
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette = self._palette(op.colour)
        context.clip = QRectF(0, 0, op.rect.width() + 1, op.rect.height() + 1)
        document.documentLayout().draw(painter, context)
        quotes = getattr(document, "quote_blocks", ())
        if quotes:
            self._quote_bars(painter, document, quotes)
        painter.restore()

    def _quote_bars(self, painter: QPainter, document: QTextDocument, quotes: tuple[tuple[int, int], ...]) -> None:
        """A bar left of each block-quote level, as chat apps draw quotes."""
        layout = document.documentLayout()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.theme.faint)
        for number, level in quotes:
            block = document.findBlockByNumber(number)
            if not block.isValid():
                continue
            rect = layout.blockBoundingRect(block)
            for depth in range(level):
                x = depth * QUOTE_INDENT + 2
                painter.drawRoundedRect(QRectF(x, rect.top(), 3, rect.height()), 1.5, 1.5)

    def _avatar(self, painter: QPainter, op: AvatarOp) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        fill = self.theme.avatar_user if op.user else self.theme.accent
        painter.setBrush(fill)
        painter.drawEllipse(op.rect)
        painter.setFont(self.theme.name_font)
        painter.setPen(self.theme.text if op.user else self.theme.accent_text)
        painter.drawText(op.rect, int(Qt.AlignmentFlag.AlignCenter), op.initial)

    def _chevron(self, painter: QPainter, op: ChevronOp) -> None:
        painter.setPen(QPen(self.theme.muted, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = op.rect
        c = r.center()
        if op.expanded:
            points = [QPointF(c.x() - 4, c.y() - 2), QPointF(c.x(), c.y() + 2), QPointF(c.x() + 4, c.y() - 2)]
        else:
            points = [QPointF(c.x() - 2, c.y() - 4), QPointF(c.x() + 2, c.y()), QPointF(c.x() - 2, c.y() + 4)]
        painter.drawPolyline(points)

    def _button(self, painter: QPainter, op: ButtonOp, state: PaintState) -> None:
        target = op.target
        hovered = target.same(state.hover)
        flashing = state.copied is not None and state.copied == (target.action, target.payload)
        label = op.flash_label if flashing and op.flash_label else op.label
        rect = target.rect
        if op.style in ("outline", "pill"):
            pill = op.style == "pill"  # a plain outlined button; "outline" is the red Retry
            border = (self.theme.muted if hovered else self.theme.card_border) if pill else self.theme.error_border
            painter.setPen(QPen(border, 1.0))
            painter.setBrush(self.theme.hover if hovered else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
            painter.setFont(self.theme.small_font if pill else self.theme.body_font)
            painter.setPen(self.theme.text if pill else self.theme.error_text)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), label)
            return
        if hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.theme.hover)
            painter.drawRoundedRect(rect, 5, 5)
        colour = self.theme.success if flashing else (self.theme.text if hovered else self.theme.muted)
        text_rect = rect
        if op.icon == "copy":
            self._copy_icon(painter, QRectF(rect.left() + 8, rect.center().y() - 6, 12, 12), colour, done=flashing)
            text_rect = rect.adjusted(26, 0, 0, 0)
        painter.setFont(self.theme.small_font)
        painter.setPen(colour)
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), label)

    def _copy_icon(self, painter: QPainter, rect: QRectF, colour: QColor, *, done: bool) -> None:
        pen = QPen(colour, 1.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if done:
            painter.drawPolyline([QPointF(rect.left() + 1, rect.center().y()), QPointF(rect.left() + 4.5, rect.bottom() - 2),
                                  QPointF(rect.right() - 1, rect.top() + 2)])
            return
        painter.drawRoundedRect(QRectF(rect.left() + 3.5, rect.top() + 0.5, 8, 8.5), 1.5, 1.5)
        painter.drawRoundedRect(QRectF(rect.left() + 0.5, rect.top() + 3.5, 8, 8.5), 1.5, 1.5)

    def _footer(self, painter: QPainter, item: ChatItem, layout: ItemLayout, state: PaintState) -> None:
        if item.continued:  # the answer's footer is under its last step
            return
        entries = footer_targets(item, layout, state, self.theme)
        painter.setFont(self.theme.small_font)
        for target, label in entries:
            disabled = target.payload == "" or target.payload == "#label"
            hovered = target.same(state.hover) and not disabled
            if hovered:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(self.theme.hover)
                painter.drawRoundedRect(target.rect, 5, 5)
            flashing = state.copied is not None and state.copied == (target.action, target.payload)
            if flashing:
                colour = self.theme.success
                label = translate("MessageLayout", "Copied")
            elif target.payload == "#label":
                colour = self.theme.muted
            elif disabled:
                colour = self.theme.faint
            else:
                colour = self.theme.text if hovered else self.theme.muted
            painter.setPen(colour)
            painter.drawText(target.rect, int(Qt.AlignmentFlag.AlignCenter), label)
        where, text = footer_metrics(item, layout, state, self.theme)
        if text:
            painter.setPen(self.theme.muted)
            painter.drawText(where, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)


def _alpha(colour: QColor, alpha: int) -> QColor:
    result = QColor(colour)
    result.setAlpha(alpha)
    return result
