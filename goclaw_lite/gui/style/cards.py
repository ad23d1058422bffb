"""Lists as cards: each row a rounded card with an icon, a title and a one-line summary.

`use_cards(view)` turns any QListView/QListWidget into one: the row's DisplayRole is the title
(its first line, when the text has two), `SUMMARY_ROLE` (or the text's second line) the
summary, DecorationRole the icon. Models keep their data; only the painting changes, so a
page switches with one call and its tests that read items still read the same items.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QColor,
    QFontMetrics,
    QIcon,
    QListView,
    QModelIndex,
    QPainter,
    QPen,
    QPersistentModelIndex,
    QRectF,
    QSize,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QWidget,
)
from goclaw_lite.gui.style import current_colours, role_font
from goclaw_lite.gui.style.tokens import RADIUS, TextRole, space

SUMMARY_ROLE = int(Qt.ItemDataRole.UserRole) + 0x5C0
"""The card's one-line summary; without it, the second line of the row's text is."""

ICON = 24


def card_parts(index: QModelIndex | QPersistentModelIndex, summary_role: int = SUMMARY_ROLE) -> tuple[str, str]:
    """(title, summary) of a row."""
    text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
    title, _, rest = text.partition("\n")
    summary = index.data(summary_role)
    return title, " ".join(str(summary if summary is not None else rest).split())


class CardDelegate(QStyledItemDelegate):
    """Paints a row as a card (surface, border; hover, selected and focus states from the tokens)."""

    def __init__(self, parent: QWidget | None = None, summary_role: int = SUMMARY_ROLE) -> None:
        super().__init__(parent)
        self.summary_role = summary_role

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        c = current_colours()
        state = option.state
        selected = bool(state & QStyle.StateFlag.State_Selected)
        hover = bool(state & QStyle.StateFlag.State_MouseOver)
        focus = bool(state & QStyle.StateFlag.State_HasFocus)
        card = QRectF(option.rect).adjusted(1, 1, -1, -1)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = c.selection if selected else c.hover if hover else c.surface
        border = c.focus if focus else c.accent if selected else c.border
        painter.setPen(QPen(QColor(border), 2 if focus else 1))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(card, RADIUS + 2, RADIUS + 2)

        pad = space(1.5)
        x = int(card.left()) + pad
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(icon, QIcon) and not icon.isNull():
            top = int(card.center().y() - ICON / 2)
            icon.paint(painter, x, top, ICON, ICON, Qt.AlignmentFlag.AlignCenter,
                       QIcon.Mode.Normal if not selected else QIcon.Mode.Active)
            x += ICON + space(1.5)
        width = max(0, int(card.right()) - pad - x)
        title, summary = card_parts(index, self.summary_role)
        title_font = role_font(option.font, TextRole.BODY)
        title_font.setWeight(title_font.Weight.DemiBold)
        small = role_font(option.font, TextRole.SECONDARY)
        title_h, small_h = QFontMetrics(title_font).height(), QFontMetrics(small).height()
        total = title_h + (small_h + 2 if summary else 0)
        y = int(card.center().y() - total / 2)
        painter.setFont(title_font)
        painter.setPen(QColor(c.on_selection if selected else c.text))
        painter.drawText(x, y, width, title_h, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         QFontMetrics(title_font).elidedText(title, Qt.TextElideMode.ElideRight, width))
        if summary:
            painter.setFont(small)
            painter.setPen(QColor(c.on_selection if selected else c.text_secondary))
            painter.drawText(x, y + title_h + 2, width, small_h,
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             QFontMetrics(small).elidedText(summary, Qt.TextElideMode.ElideRight, width))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        title_h = QFontMetrics(role_font(option.font, TextRole.BODY)).height()
        small_h = QFontMetrics(role_font(option.font, TextRole.SECONDARY)).height()
        return QSize(200, max(ICON, title_h + small_h + 2) + 2 * space(1.25))


def use_cards(view: QAbstractItemView, summary_role: int = SUMMARY_ROLE) -> CardDelegate:
    """Show `view`'s rows as cards (see the module's docstring); returns the delegate."""
    delegate = CardDelegate(view, summary_role)
    view.setItemDelegate(delegate)
    view.setProperty("cards", True)
    view.setAlternatingRowColors(False)
    view.setMouseTracking(True)
    view.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover, True)
    if isinstance(view, QListView):
        view.setSpacing(space(0.5))
        view.setUniformItemSizes(False)
    style = view.style()
    if style is not None:
        style.unpolish(view)
        style.polish(view)
    return delegate
