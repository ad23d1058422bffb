"""Keyboard manners for search boxes, window-wide: Ctrl+F goes to the current page's search,
Escape empties a search box.

One application event filter instead of a shortcut per page: a page that binds Ctrl+F itself
(the knowledge graph, the vault) keeps it, since a matching shortcut takes the key before any
key press is delivered; pages without one get the same key for free. A search box is a line
edit whose name or placeholder says "search" or "filter".
"""

from __future__ import annotations

from collections.abc import Callable

from goclaw_lite.gui.qt import QEvent, QKeyEvent, QKeySequence, QLineEdit, QObject, Qt, QWidget


def is_search_box(widget: QObject | None) -> bool:
    if not isinstance(widget, QLineEdit) or widget.isReadOnly():
        return False
    words = f"{widget.objectName()} {widget.placeholderText()} {widget.accessibleName()}".lower()
    return "search" in words or "filter" in words


def focus_page_search(page: QWidget | None) -> bool:
    """Put the keyboard in `page`'s search (its own `focus_search` if it has one); False if none."""
    if page is None:
        return False
    own = getattr(page, "focus_search", None)
    if callable(own):
        own()
        return True
    box = next((w for w in page.findChildren(QLineEdit) if is_search_box(w) and w.isVisible() and w.isEnabled()), None)
    if box is None:
        return False
    box.setFocus(Qt.FocusReason.ShortcutFocusReason)
    box.selectAll()
    return True


class SearchKeys(QObject):
    """Installed on the application by the main window; `current_page` says where Ctrl+F goes."""

    def __init__(self, window: QWidget, current_page: Callable[[], QWidget | None]) -> None:
        super().__init__(window)
        self._window = window
        self._current_page = current_page

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self._window:
            return False
        if event.key() == Qt.Key.Key_Escape and not event.modifiers() and is_search_box(watched):
            assert isinstance(watched, QLineEdit)
            if watched.text():
                watched.clear()
                return True
            return False
        if event.matches(QKeySequence.StandardKey.Find):
            return focus_page_search(self._current_page())
        return False
