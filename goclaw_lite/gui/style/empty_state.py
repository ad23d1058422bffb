"""The one empty state every list shows: an icon, one sentence, and at most one button."""

from __future__ import annotations

from goclaw_lite.gui.qt import QEvent, QIcon, QLabel, QPushButton, QSize, QStyle, Qt, QVBoxLayout, QWidget, Signal
from goclaw_lite.gui.style import accent, text_role
from goclaw_lite.gui.style.tokens import TextRole, space

ICON_SIZE = 48


class EmptyState(QWidget):
    """Shown where a list has nothing yet: `EmptyState("agents", self.tr("No agents yet."),
    self.tr("New agent…"))`, then connect `activated` (the button's click).

    `icon` is a page key or freedesktop icon name (drawn in the app's glyph set, in the
    secondary colour) or a QIcon. No button when `button` is empty. The sentence wraps and is
    also the widget's accessible name; the button is the accent button, reachable by Tab.
    """

    activated = Signal()

    def __init__(self, icon: str | QIcon, text: str, button: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("emptyState")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(space(3), space(4), space(3), space(4))
        layout.setSpacing(space(2))
        layout.addStretch(1)
        self.icon = QLabel(self)
        self.icon.setObjectName("emptyStateIcon")
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.icon.setAccessibleName("")
        self._icon = icon
        layout.addWidget(self.icon)
        self.label = QLabel(text, self)
        self.label.setObjectName("emptyStateText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text_role(self.label, TextRole.SECONDARY)
        layout.addWidget(self.label)
        self.button = QPushButton(button, self)
        self.button.setObjectName("emptyStateButton")
        accent(self.button)
        self.button.clicked.connect(self.activated)
        self.button.setVisible(bool(button))
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.setAccessibleName(text)
        self._paint_icon()

    def set_text(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(text)

    def set_button(self, text: str) -> None:
        """A new label for the button; '' hides it."""
        self.button.setText(text)
        self.button.setVisible(bool(text))

    def text(self) -> str:
        return self.label.text()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt naming
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._paint_icon()

    def _paint_icon(self) -> None:
        icon = self._icon if isinstance(self._icon, QIcon) else _named_icon(self._icon)
        size = QSize(ICON_SIZE, ICON_SIZE)
        # Disabled mode: the glyph engine draws it in the palette's secondary text colour.
        self.icon.setPixmap(icon.pixmap(size, QIcon.Mode.Disabled))
        self.icon.setVisible(not icon.isNull())


def _named_icon(name: str) -> QIcon:
    """A page key ("agents"), a Phosphor glyph ("robot") or a freedesktop name ("document-new")."""
    from goclaw_lite.gui.qt import themed_icon
    from goclaw_lite.gui.widgets.icons import PAGE_GLYPHS, glyph_icon, page_icon

    icon = page_icon(name) if name in PAGE_GLYPHS else glyph_icon(name)
    return icon or themed_icon(name, QStyle.StandardPixmap.SP_FileDialogInfoView)
