"""A page's list of things (servers, skills, jobs) as cards, in place of a table.

One row selected at a time, like the tables it replaces: arrows move, Enter (or a double
click) activates the row (`itemActivated`: the page's Edit), Delete asks the page's delete
button, and a right click offers the page's buttons for that row as a menu, so no action the
toolbar has is out of reach of the mouse or the keyboard. The cards' looks are
`gui/style/cards.py`'s; the full facts of a row are its tooltip (`Card.fields`).
"""

from __future__ import annotations

from collections.abc import Sequence

from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QContextMenuEvent,
    QKeyEvent,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    Qt,
    QWidget,
)
from goclaw_lite.gui.style.cards import Card, card_fields, card_item, use_cards


class CardList(QListWidget):
    def __init__(self, name: str, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAccessibleName(accessible_name)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        use_cards(self)
        self.menu_buttons: tuple[QPushButton, ...] = ()
        self.delete_button: QPushButton | None = None

    def set_cards(self, cards: Sequence[Card]) -> None:
        """Show `cards`, reusing the rows there are; no selection signal is sent meanwhile."""
        self.blockSignals(True)
        while self.count() > len(cards):
            self.takeItem(self.count() - 1)
        for row, card in enumerate(cards):
            existing = self.item(row)
            item = card_item(card, existing)
            if existing is None:
                self.addItem(item)
        self.blockSignals(False)
        self.viewport().update()

    def selected_row(self) -> int:
        """The selected row, or -1."""
        rows = self.selectedIndexes()
        return rows[0].row() if rows else -1

    def select_row(self, row: int) -> None:
        self.setCurrentRow(row)

    def fields(self, row: int) -> dict[str, str]:
        """The labelled facts of a row (its tooltip's)."""
        item = self.item(row)
        return card_fields(item) if item is not None else {}

    def use_buttons(self, buttons: Sequence[QPushButton], *, delete: QPushButton | None = None) -> None:
        """The page's buttons that act on the selected row: the context menu's entries, and the one
        the Delete key presses."""
        self.menu_buttons = tuple(buttons)
        self.delete_button = delete

    def menu_for(self, item: QListWidgetItem | None) -> QMenu | None:
        """The context menu of a row (selected first, so the buttons act on it)."""
        if item is None or not self.menu_buttons:
            return None
        self.setCurrentItem(item)
        menu = QMenu(self)
        menu.setObjectName(f"{self.objectName()}Menu")
        for button in self.menu_buttons:
            if button.isVisible() or button.isVisibleTo(button.window()):
                action = menu.addAction(button.icon(), button.text())
                action.setEnabled(button.isEnabled())
                action.setToolTip(button.toolTip())
                action.triggered.connect(lambda _checked=False, b=button: b.click())
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt naming
        menu = self.menu_for(self.itemAt(event.pos()) or self.currentItem())
        if menu is None:
            super().contextMenuEvent(event)
            return
        menu.aboutToHide.connect(menu.deleteLater)
        menu.popup(event.globalPos())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt naming
        button = self.delete_button
        if event.key() == Qt.Key.Key_Delete and button is not None and self.currentItem() is not None:
            if button.isEnabled():
                button.click()
            event.accept()
            return
        super().keyPressEvent(event)
