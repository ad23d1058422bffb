"""No page flashes a window of its own while it is built or shown.

A widget made without a parent and shown before a layout takes it becomes a top-level window for
a moment: on a desktop it flickers, and the main window loses activation, so the keyboard goes
nowhere (the KG page's empty state did this once, and Ctrl+F stopped working on that page).
"""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.gui.qt import QApplication, QEvent, QObject, QWidget
from goclaw_lite.gui.shell.pages import registered_pages
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


class WindowsShown(QObject):
    """Every top-level widget that receives a Show event, other than the one we expect."""

    def __init__(self, expected: QWidget) -> None:
        super().__init__()
        self.expected = expected
        self.stray: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        if (event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow()
                and watched is not self.expected):
            self.stray.append(f"{type(watched).__name__} {watched.objectName()!r}")
        return False


def test_showing_every_page_flashes_no_window(window: Any, qtbot: Any) -> None:
    app = QApplication.instance()
    assert app is not None
    shown = WindowsShown(window)
    app.installEventFilter(shown)
    try:
        for spec in registered_pages():
            window.show_page(spec.key)
            wait_idle(qtbot)
            assert not shown.stray, f"showing {spec.key} flashed a window: {shown.stray}"
    finally:
        app.removeEventFilter(shown)


def test_a_bare_label_shown_is_caught(window: Any, qtbot: Any) -> None:
    """The check itself: a parentless label shown is a window."""
    app = QApplication.instance()
    assert app is not None
    shown = WindowsShown(window)
    app.installEventFilter(shown)
    try:
        from goclaw_lite.gui.qt import QLabel

        stray = QLabel("stray")
        qtbot.addWidget(stray)
        stray.setVisible(True)
        assert shown.stray == ["QLabel ''"]
    finally:
        app.removeEventFilter(shown)
