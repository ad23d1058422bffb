"""The input helpers of tests/support/qt_input.py, on the state that made a GUI test flaky.

The Credentials page hides its test-run panel while no tool exists; the splitter squeezes a
hidden panel to height 0. When a tool is added, the panel is shown and `loading` turns false in
the same callback, but the splitter gives the panel its height back only when its posted
layout request runs. A test that clicked Run the moment `loading` turned false (under load,
before that request ran) clicked a button 0 pixels high, which Qt ignores: "the click started
no run". `click()` lets the queued layout run and waits until the button has an area.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.gui.qt import QLabel, QPushButton, QSplitter, Qt, QVBoxLayout, QWidget
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)


@pytest.fixture
def splitter(qtbot: Any) -> Iterator[tuple[QWidget, QPushButton]]:
    """A splitter whose lower panel (with a button) was hidden when it was laid out."""
    window = QSplitter(Qt.Orientation.Vertical)
    window.addWidget(QLabel("list"))
    panel = QWidget()
    QVBoxLayout(panel).addWidget(button := QPushButton("Run"))
    window.addWidget(panel)
    qtbot.addWidget(window)
    window.resize(400, 400)
    window.show()
    qtbot.waitExposed(window)
    panel.hide()
    qtbot.waitUntil(lambda: panel.height() == 0, timeout=5000)
    yield panel, button


def test_a_button_shown_but_not_laid_out_yet_ignores_a_plain_click(splitter: tuple[QWidget, QPushButton], qtbot: Any) -> None:
    panel, button = splitter
    clicks: list[bool] = []
    button.clicked.connect(lambda: clicks.append(True))
    panel.show()
    assert button.isVisible() and button.isEnabled() and button.rect().isEmpty()  # shown, enabled, 0 px high
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert clicks == []  # what the flaky test did: the click is lost


def test_click_waits_until_the_button_can_take_it(splitter: tuple[QWidget, QPushButton], qtbot: Any) -> None:
    panel, button = splitter
    clicks: list[bool] = []
    button.clicked.connect(lambda: clicks.append(True))
    panel.show()
    assert button.rect().isEmpty()
    click(qtbot, button)
    assert clicks == [True] and not button.rect().isEmpty()


def test_click_says_what_is_missing_when_a_button_never_becomes_clickable(qtbot: Any) -> None:
    button = QPushButton("Never")
    qtbot.addWidget(button)
    button.setEnabled(False)
    button.show()
    qtbot.waitExposed(button)
    with pytest.raises(AssertionError, match="never became clickable: it is disabled"):
        click(qtbot, button, timeout=300)
