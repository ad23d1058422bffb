"""What a page shows instead of an empty table: an icon, a sentence that says what to do, and
the one button that does it. `EmptySwitch` holds the page's content and its empty state and
shows one of them, so a page says `show_empty(not rows)` after each load.

Its looks come from the design system (gui/style): the sentence in the secondary text role,
the button in the accent, the icon in the app's glyph set, drawn softened.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import (
    QIcon,
    QLabel,
    QPushButton,
    QSize,
    QStackedWidget,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    standard_icon,
)
from goclaw_lite.gui.style import TextRole, accent, text_role
from goclaw_lite.gui.style.tokens import space

ICON_SIZE = 48
SIDE_MARGIN = space(8)  # keeps the sentence's lines short enough to read on a wide page


class EmptyState(QWidget):
    def __init__(self, name: str, icon: QStyle.StandardPixmap, text: str, button: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.icon = QLabel()
        self.icon.setPixmap(standard_icon(icon).pixmap(QSize(ICON_SIZE, ICON_SIZE), QIcon.Mode.Disabled))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel(text)
        self.text.setObjectName(f"{name}Text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text_role(self.text, TextRole.SECONDARY)
        self.button = accent(QPushButton(button))
        self.button.setObjectName(f"{name}Button")
        self.button.setAccessibleName(button)
        layout.addWidget(self.icon)
        layout.addWidget(self.text)  # no alignment flag: a wrapped label then gets the height its lines need
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        layout.setSpacing(space(2))
        layout.setContentsMargins(SIDE_MARGIN, 0, SIDE_MARGIN, 0)


class EmptySwitch(QStackedWidget):
    """The page's content, or its empty state when there is nothing to show."""

    def __init__(self, content: QWidget, empty: EmptyState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.empty = empty
        self.addWidget(content)
        self.addWidget(empty)

    def show_empty(self, empty: bool) -> None:
        self.setCurrentWidget(self.empty if empty else self.content)

    @property
    def showing_empty(self) -> bool:
        return self.currentWidget() is self.empty
