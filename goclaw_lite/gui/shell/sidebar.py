"""The sidebar: the page list with a selected item, counts beside some pages, and a button that
collapses it to icons (kept in gui.ini, like the window's geometry).

The look comes from gui/style (`#sidebar`, `#navigation`); this module adds what a style sheet
cannot: the badges, the focus frame and the collapsed width.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.gui.qt import (
    ALIGN_CENTER,
    USER_ROLE,
    QColor,
    QFocusEvent,
    QFontMetrics,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QModelIndex,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPersistentModelIndex,
    QRectF,
    QSize,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
    set_enum_property,
    standard_icon,
)
from goclaw_lite.gui.style import current_colours, role_font
from goclaw_lite.gui.style.tokens import TextRole, space
from goclaw_lite.gui.widgets.icons import glyph_icon

BADGE_ROLE = USER_ROLE + 0x5B0
"""A sidebar item's count (an int; 0 or None shows none)."""

EXPANDED_WIDTH = 208
"""Wide enough for the longest name with its count in every translation ("Thông tin xác thực",
"Knowledge graph"); the pseudo-language, longer on purpose, elides (the tooltip has it)."""
COLLAPSED_WIDTH = 64


class NavigationList(QListWidget):
    """The page list: a frame in the focus colour shows when the keyboard is in it (the style's
    own focus mark is faint on a selected row)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, set up as Qt sets up its own: Python knows its type. Asking for
        # Qt's (to draw the focus frame, painted in the first frame) made PySide build all 60
        # QWidget subclasses, QWizard among them, to find the plain QWidget's type.
        self._viewport = QWidget()
        self._viewport.setObjectName("qt_scrollarea_viewport")
        self._viewport.setBackgroundRole(QPalette.ColorRole.Base)
        self._viewport.setAutoFillBackground(True)
        self.setViewport(self._viewport)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt naming
        super().paintEvent(event)
        if self.hasFocus():
            # Stroked, not drawRect() with a pen set: QPen(QColor) and QPainter.setPen make PySide
            # build the `Qt` namespace's enums, and the focused list is in the first frame.
            pen = QPen()
            pen.setColor(QColor(current_colours().focus))
            pen.setWidth(2)
            frame = QPainterPath()
            frame.addRect(QRectF(self._viewport.rect().adjusted(1, 1, -1, -1)))
            painter = QPainter(self._viewport)
            painter.strokePath(frame, pen)
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self._viewport.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self._viewport.update()


class NavigationDelegate(QStyledItemDelegate):
    """The style's item, without its text when collapsed, and a count pill at its right
    (a dot on the icon when collapsed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.collapsed = False

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt naming
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if self.collapsed:
            option.text = ""
        elif _count(index) is not None:  # leave room for the pill: elide the name, its tooltip has it
            room = option.rect.width() - option.decorationSize.width() - space(4) - self._pill_width(option, index)
            from goclaw_lite.gui.qt import Qt  # only with a count, after the first frame

            option.text = option.fontMetrics.elidedText(option.text, Qt.TextElideMode.ElideRight, max(room, 0))

    def _pill_width(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> int:
        font = role_font(option.font, TextRole.SECONDARY)
        return max(QFontMetrics(font).horizontalAdvance(_badge_text(option, index)) + space(1.5), space(2.5))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        if _count(index) is None:
            return
        from goclaw_lite.gui.qt import Qt  # only with a count, after the first frame

        c = current_colours()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(c.badge))
        rect = option.rect
        if self.collapsed:
            painter.drawEllipse(QRectF(rect.left() + space(3.5), rect.top() + space(0.5), space(1), space(1)))
        else:
            font = role_font(option.font, TextRole.SECONDARY)
            text = _badge_text(option, index)
            width = self._pill_width(option, index)
            height = QFontMetrics(font).height() + 2
            pill = QRectF(rect.right() - space(1) - width, rect.center().y() - height / 2 + 1, width, height)
            painter.drawRoundedRect(pill, height / 2, height / 2)
            painter.setFont(font)
            painter.setPen(QColor(c.on_badge))
            painter.drawText(pill, ALIGN_CENTER, text)
        painter.restore()


def _count(index: QModelIndex | QPersistentModelIndex) -> int | None:
    count = index.data(BADGE_ROLE)
    return count if isinstance(count, int) and count > 0 else None


def _badge_text(option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> str:
    count = _count(index) or 0
    return option.locale.toString(count) if count < 1000 else "999+"


class Sidebar(QFrame):
    """The navigation list over a collapse button.

    A frame (with none drawn) so that the style sheet paints its background by itself, and the
    toggle kept left by a stretch: neither needs the `Qt` enums (`WA_StyledBackground`, an
    alignment), which the window's first frame does not build."""

    collapsedChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.collapsed: bool = False
        self.setObjectName("sidebar")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, space(1))  # the list pads itself (style sheet)
        layout.setSpacing(0)
        self.navigation = NavigationList(self)
        self.delegate = NavigationDelegate(self.navigation)
        self.navigation.setItemDelegate(self.delegate)
        set_enum_property(self.navigation, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        layout.addWidget(self.navigation, 1)
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("sidebarToggle")
        self.toggle.setAutoRaise(True)
        set_enum_property(self.toggle, "toolButtonStyle", "ToolButtonIconOnly")
        self.toggle.setIconSize(QSize(18, 18))
        self.toggle.clicked.connect(lambda: self.set_collapsed(not self.collapsed))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.toggle)
        row.addStretch(1)
        layout.addLayout(row)
        self._apply()

    def set_collapsed(self, collapsed: bool) -> None:
        if collapsed == self.collapsed:
            return
        self.collapsed = collapsed
        self._apply()
        self.collapsedChanged.emit(collapsed)

    def label(self) -> None:
        """The toggle's words in the installed language."""
        words = self.tr("Expand the sidebar") if self.collapsed else self.tr("Collapse the sidebar to icons")
        self.toggle.setToolTip(words)
        self.toggle.setAccessibleName(words)

    def _apply(self) -> None:
        self.delegate.collapsed = self.collapsed
        self.setFixedWidth(COLLAPSED_WIDTH if self.collapsed else EXPANDED_WIDTH)
        glyph = glyph_icon("caret-double-right" if self.collapsed else "caret-double-left")
        if glyph is None:  # no glyph font: QStyle's enums, which cost the first frame, only then
            from goclaw_lite.gui.qt import QStyle

            arrow = QStyle.StandardPixmap.SP_ArrowRight if self.collapsed else QStyle.StandardPixmap.SP_ArrowLeft
            glyph = standard_icon(arrow)
        self.toggle.setIcon(glyph)
        self.label()
        self.navigation.doItemsLayout()
        # doItemsLayout() repaints the viewport: asking for it here would wrap a plain QWidget,
        # and PySide builds every QWidget subclass to type it (60 classes, ~100 M instructions)

    def set_badge(self, key: str, count: int | None) -> bool:
        """Show `count` beside page `key` (None or 0: nothing); False if there is no such page."""
        for row in range(self.navigation.count()):
            item = self.navigation.item(row)
            if item.data(USER_ROLE) == key:
                item.setData(BADGE_ROLE, count or None)
                return True
        return False

    def badge(self, key: str) -> int | None:
        for row in range(self.navigation.count()):
            item = self.navigation.item(row)
            if item.data(USER_ROLE) == key:
                value = item.data(BADGE_ROLE)
                return value if isinstance(value, int) else None
        return None

    def follow_home(self, snapshot: Any) -> None:
        """Counts from the home page's snapshot (gui.home.page.HomePage.snapshotLoaded): how many
        agents, documents, entities and command-line tools there are, beside their pages."""
        counts = getattr(snapshot, "counts", {}) or {}
        self.set_badge("agents", len(getattr(snapshot, "agents", ()) or ()))
        self.set_badge("vault", counts.get("documents"))
        self.set_badge("kg", counts.get("entities"))
        self.set_badge("credentials", counts.get("credentials"))

