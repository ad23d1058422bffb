"""A message's text in a selectable, read-only view ("Select text…").

Rows are painted, not widgets, so their text cannot be mouse-selected in place; this popup is
the cheap honest answer: the exact stored text (Markdown source, code as written) where the
user can select any part, copy it, or search it with the platform's usual keys.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import QDialog, QDialogButtonBox, QFont, QPlainTextEdit, Qt, QVBoxLayout, QWidget


class MessageTextDialog(QDialog):
    def __init__(self, text: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageText")
        self.setWindowTitle(title)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("messageTextView")
        self.text.setAccessibleName(title)
        self.text.setReadOnly(True)
        self.text.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.text.setPlainText(text)
        font = QFont(self.text.font())
        font.setPointSizeF(max(font.pointSizeF(), 1.0) * 1.05)
        self.text.setFont(font)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(640, 460)
