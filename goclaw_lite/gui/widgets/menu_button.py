"""A tool button that opens its menu on click and leaves room for the menu arrow.

With `InstantPopup` the style draws the little down arrow in the button's corner but its size
hint leaves no room for it, so a short text ("Pick", "Filter") runs under the arrow. This one
asks for the arrow's width on top, which keeps the (centred) text clear of it.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import QMenu, QSize, QStyle, Qt, QToolButton, QWidget


class MenuToolButton(QToolButton):
    def __init__(self, text: str = "", menu: QMenu | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(text)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        if menu is not None:
            self.setMenu(menu)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        hint = super().sizeHint()
        shows_text = self.icon().isNull() or self.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonIconOnly
        if self.menu() is not None and self.text() and shows_text:
            arrow = self.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, self)
            hint.setWidth(hint.width() + arrow)
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        return self.sizeHint()
