"""What a page shows instead of an empty list: an icon, an optional title, a sentence that says
what to do, and the buttons that do it (one, usually). `EmptySwitch` holds the page's content
and its empty state and shows one of them, so a page says `show_empty(not rows)` after each
load. The one empty state of the app: pages, Credentials and the knowledge graph all use it.

Its looks come from the design system (gui/style): the title in the section role, the sentence
in the secondary text role, the main button in the accent, the icon in the app's glyph set,
drawn softened.
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
    """`button` is the first and main button, `self.button`; `add_button` adds more, one above the
    other, so a narrow pane still fits them."""

    def __init__(self, name: str, icon: QStyle.StandardPixmap | QIcon | None, text: str, button: str,
                 parent: QWidget | None = None, *, title: str = "") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.icon = QLabel(self)  # parented now: shown or hidden before the layout takes it, a bare label is a window
        shown = icon if isinstance(icon, QIcon) else standard_icon(icon) if icon is not None else QIcon()
        self.icon.setPixmap(shown.pixmap(QSize(ICON_SIZE, ICON_SIZE), QIcon.Mode.Disabled))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.icon.setVisible(not shown.isNull())
        self.title = QLabel(title, self)
        self.title.setObjectName(f"{name}Title")
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text_role(self.title, TextRole.SECTION)
        self.text = QLabel(text, self)
        self.text.setObjectName(f"{name}Text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text_role(self.text, TextRole.SECONDARY)
        layout.addWidget(self.icon)
        layout.addWidget(self.title)  # no alignment flag: a wrapped label then gets the height its lines need
        layout.addWidget(self.text)
        self._buttons = QVBoxLayout()
        self._buttons.setSpacing(space(1))
        layout.addLayout(self._buttons)
        layout.addStretch(2)
        layout.setSpacing(space(2))
        layout.setContentsMargins(SIDE_MARGIN, 0, SIDE_MARGIN, 0)
        self.buttons: list[QPushButton] = []
        self.button = self.add_button(button, main=True)
        self.set_words(title, text)

    def add_button(self, text: str, name: str = "", *, main: bool = False) -> QPushButton:
        """A button under the sentence (`main`: in the accent); its accessible name is its words."""
        button = accent(QPushButton(text), main)
        button.setObjectName(name or f"{self.objectName()}Button")
        button.setAccessibleName(text.replace("&", "").rstrip("…"))
        self._buttons.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.buttons.append(button)
        return button

    def set_words(self, title: str, text: str) -> None:
        """Change what it says (a page with several empty cases); no title, no title line."""
        self.title.setText(title)
        self.title.setVisible(bool(title))
        self.text.setText(text)


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
