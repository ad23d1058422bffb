"""The page's two notices: no encryption key (nothing can be shown or written), no tools yet (the
app's one empty state, `widgets/empty_state.py`)."""

from __future__ import annotations

from goclaw_lite.gui.qt import (
    QCoreApplication,
    QFont,
    QHBoxLayout,
    QLabel,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    standard_icon,
)
from goclaw_lite.gui.widgets.empty_state import EmptyState
from goclaw_lite.gui.widgets.icons import page_icon


def _bold(label: QLabel, scale: float) -> None:
    font = QFont(label.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)


class NoKeyPanel(QWidget):
    """What the page shows when the app runs without the encryption key."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("credentialsNoKey")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 12, 4, 4)
        layout.setSpacing(14)
        icon = QLabel()
        icon.setPixmap(standard_icon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(40, 40))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout.addWidget(icon)
        texts = QVBoxLayout()
        texts.setSpacing(8)
        self.title = QLabel(self.tr("Credentials need the encryption key"))
        self.title.setObjectName("noKeyTitle")
        _bold(self.title, 1.1)
        self.text = QLabel(
            self.tr("Tool credentials are only ever stored encrypted, and GoClaw Lite was started without "
            "the encryption key, so they can be neither shown nor changed.\n\n"
            "Quit and start GoClaw Lite again: it asks for the key when it cannot find it. Paste the key "
            "from your key backup.")
        )
        self.text.setObjectName("noKeyText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        texts.addWidget(self.title)
        texts.addWidget(self.text)
        texts.addStretch(1)
        layout.addLayout(texts, 1)


def empty_tools(parent: QWidget | None = None) -> EmptyState:
    """Shown instead of the table while no tool is registered: what a tool is, and Add a tool…."""
    state = EmptyState(
        "credentialsEmpty", page_icon("credentials"),
        QCoreApplication.translate(
            "EmptyState", "Add a command-line tool such as gh, aws or kubectl with the variables it reads its "
                          "credentials from. Agents can then run it without ever seeing a value."),
        QCoreApplication.translate("EmptyState", "Add a &tool…"), parent,
        title=QCoreApplication.translate("EmptyState", "No tools registered yet"))
    state.button.setAccessibleName(QCoreApplication.translate("EmptyState", "Add your first tool"))
    state.button.setToolTip(QCoreApplication.translate("EmptyState", "Register a tool and its credentials"))
    return state
