"""Every page can be worked with the keyboard alone: Tab reaches each control and never gets stuck."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    Qt,
    QTextEdit,
    QWidget,
)
from goclaw_lite.gui.shell.main_window import MainWindow
from tests.support.qt_input import wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QAbstractItemView, QAbstractSpinBox, QPlainTextEdit, QTextEdit)
MAX_TABS = 300


def _reachable_controls(page: QWidget) -> list[QWidget]:
    found = []
    for widget in page.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisible() or not widget.isEnabled():
            continue
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus != Qt.FocusPolicy.TabFocus:
            continue
        if widget.focusProxy() is not None or widget.objectName().startswith("qt_"):
            continue
        found.append(widget)
    return found


def test_tab_reaches_every_control_of_every_page(app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path) -> None:
    run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(1200, 760)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    for key in window.page_keys():
        window.show_page(key)
        page = window.page(key)
        wait_idle(qtbot)  # the page's first load
        controls = _reachable_controls(page)
        assert controls, f"{key}: no control takes the keyboard"
        window.navigation.setFocus()
        seen: set[int] = set()
        for _ in range(MAX_TABS):
            focus = QApplication.focusWidget()
            assert focus is not None
            qtbot.keyClick(focus, Qt.Key.Key_Tab)
            now = QApplication.focusWidget()
            if now is not None:
                seen.add(id(now))
            if all(id(c) in seen for c in controls):
                break
        missed = [f"{type(c).__name__}({c.objectName() or c.accessibleName()})" for c in controls if id(c) not in seen]
        assert missed == [], f"{key}: Tab never reaches {missed}"
