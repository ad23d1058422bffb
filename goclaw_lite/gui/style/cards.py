"""Lists as cards: each row a rounded card with an icon, a title and a one-line summary, and
optionally a state at its right ("On", "Did not start", "in 3 h") and a note under the summary.

`use_cards(view)` turns any QListView/QListWidget into one: the row's DisplayRole is the title
(its first line, when the text has two), `SUMMARY_ROLE` (or the text's second line) the
summary, DecorationRole the icon, `STATE_ROLE`/`NOTE_ROLE` the optional parts and `TONE_ROLE`
their status colour. Models keep their data; only the painting changes, so a page switches
with one call and its tests that read items still read the same items. `Card` and
`card_item` fill a QListWidgetItem in one go (`gui/widgets/card_list.py` is the list that
uses them).
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QListView,
    QListWidgetItem,
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
STATE_ROLE = SUMMARY_ROLE + 1
"""A short state drawn at the card's right, in the tone's colour."""
NOTE_ROLE = SUMMARY_ROLE + 2
"""A third line under the summary (why a server did not start, a job's last run)."""
TONE_ROLE = SUMMARY_ROLE + 3
"""(state tone, note tone): "danger", "warning", "success" or "" (secondary)."""
FIELDS_ROLE = SUMMARY_ROLE + 4
"""((label, value), ...): everything the card stands for, shown whole in its tooltip."""
DIM_ROLE = SUMMARY_ROLE + 5
"""True for something switched off: its title and icon are drawn softer."""

ICON = 24
TONES = ("danger", "warning", "success", "accent", "")


@dataclass(frozen=True)
class Card:
    """What one card shows. `fields` are the labelled facts a table's columns used to show: the
    tooltip lists them all, so nothing the card elides or leaves out is lost."""

    title: str
    summary: str = ""
    state: str = ""
    tone: str = ""
    note: str = ""
    note_tone: str = ""
    fields: tuple[tuple[str, str], ...] = ()
    icon: QIcon | None = None
    dim: bool = False

    def tooltip(self) -> str:
        if self.fields:
            lines = [f"{label}: {value}" for label, value in self.fields]
        else:
            lines = [line for line in (self.title, self.summary, self.state) if line]
        return "\n".join([*lines, self.note] if self.note else lines)


def card_item(card: Card, item: QListWidgetItem | None = None) -> QListWidgetItem:
    """A list item (new, or `item` refilled) that the card delegate draws as `card`."""
    item = item if item is not None else QListWidgetItem()
    item.setText(card.title)
    item.setIcon(card.icon if card.icon is not None else QIcon())
    item.setData(SUMMARY_ROLE, card.summary)
    item.setData(STATE_ROLE, card.state)
    item.setData(NOTE_ROLE, card.note)
    item.setData(TONE_ROLE, (card.tone, card.note_tone))
    item.setData(FIELDS_ROLE, tuple(card.fields))
    item.setData(DIM_ROLE, card.dim)
    spoken = ", ".join(part for part in (card.title, card.state, card.summary, card.note) if part)
    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
    item.setToolTip(card.tooltip())
    return item


def card_fields(item: QListWidgetItem) -> dict[str, str]:
    """The labelled facts of a card made by `card_item` (what its tooltip lists)."""
    return dict(item.data(FIELDS_ROLE) or ())


def _tone_colour(tone: str, fallback: str) -> str:
    c = current_colours()
    return {"danger": c.danger, "warning": c.warning, "success": c.success, "accent": c.link}.get(tone, fallback)


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
        dim = bool(index.data(DIM_ROLE))
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(icon, QIcon) and not icon.isNull():
            top = int(card.center().y() - ICON / 2)
            icon.paint(painter, x, top, ICON, ICON, Qt.AlignmentFlag.AlignCenter,
                       QIcon.Mode.Active if selected else QIcon.Mode.Disabled if dim else QIcon.Mode.Normal)
            x += ICON + space(1.5)
        self._paint_text(painter, option, index, QRectF(x, card.top(), max(0, int(card.right()) - pad - x),
                                                         card.height()), selected)
        painter.restore()

    def _paint_text(self, painter: QPainter, option: QStyleOptionViewItem,
                    index: QModelIndex | QPersistentModelIndex, box: QRectF, selected: bool) -> None:
        """Title (and the state at its right), then the summary and the note, centred in `box`."""
        c = current_colours()
        title, summary = card_parts(index, self.summary_role)
        state, note = str(index.data(STATE_ROLE) or ""), str(index.data(NOTE_ROLE) or "")
        tone, note_tone = index.data(TONE_ROLE) or ("", "")
        title_font = role_font(option.font, TextRole.BODY)
        title_font.setWeight(QFont.Weight.DemiBold)
        small = role_font(option.font, TextRole.SECONDARY)
        title_h, small_h = QFontMetrics(title_font).height(), QFontMetrics(small).height()
        lines = [(line, line_tone) for line, line_tone in ((summary, ""), (note, note_tone)) if line]
        x, width = int(box.left()), int(box.width())
        y = int(box.center().y() - (title_h + len(lines) * (small_h + 2)) / 2)
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        secondary = c.on_selection if selected else c.text_secondary
        title_width = width
        if state:
            state_font = QFont(small)
            state_font.setWeight(QFont.Weight.DemiBold)
            metrics = QFontMetrics(state_font)
            state_w = min(metrics.horizontalAdvance(state) + 4, width // 2)
            painter.setFont(state_font)
            painter.setPen(QColor(_tone_colour(tone, secondary)))
            painter.drawText(x + width - state_w, y, state_w, title_h,
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             metrics.elidedText(state, Qt.TextElideMode.ElideRight, state_w))
            title_width = max(0, width - state_w - space(2))
        painter.setFont(title_font)
        dim = bool(index.data(DIM_ROLE))
        painter.setPen(QColor(c.on_selection if selected else c.text_secondary if dim else c.text))
        painter.drawText(x, y, title_width, title_h, left,
                         QFontMetrics(title_font).elidedText(title, Qt.TextElideMode.ElideRight, title_width))
        painter.setFont(small)
        y += title_h + 2
        for line, line_tone in lines:
            painter.setPen(QColor(_tone_colour(line_tone, secondary)))
            painter.drawText(x, y, width, small_h, left,
                             QFontMetrics(small).elidedText(line, Qt.TextElideMode.ElideRight, width))
            y += small_h + 2

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        title_h = QFontMetrics(role_font(option.font, TextRole.BODY)).height()
        small_h = QFontMetrics(role_font(option.font, TextRole.SECONDARY)).height()
        lines = 2 if index.data(NOTE_ROLE) else 1
        return QSize(200, max(ICON, title_h + lines * (small_h + 2)) + 2 * space(1.25))


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
