"""The shared empty state and card list of gui/style."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.gui.qt import QImage, QLabel, QListWidget, QListWidgetItem, QPushButton, QStyle, Qt
from goclaw_lite.gui.style import TextRole, accent, current_colours, role_font, text_role
from goclaw_lite.gui.style.cards import SUMMARY_ROLE, CardDelegate, card_parts, use_cards
from goclaw_lite.gui.style.tokens import LIGHT, space
from goclaw_lite.gui.widgets.empty_state import EmptyState, EmptySwitch
from goclaw_lite.gui.widgets.icons import page_icon
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING

pytestmark = [pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def test_empty_state_has_an_icon_one_sentence_and_one_accent_button(qtbot: Any) -> None:
    state = EmptyState("agentsEmpty", QStyle.StandardPixmap.SP_FileIcon, "No agents yet.", "New agent…")
    switch = EmptySwitch(QLabel("the list"), state)
    qtbot.addWidget(switch)
    clicks: list[bool] = []
    state.button.clicked.connect(lambda: clicks.append(True))
    switch.resize(500, 300)
    switch.show_empty(True)
    switch.show()
    qtbot.waitExposed(switch)
    assert switch.showing_empty and state.icon.pixmap() is not None and not state.icon.pixmap().isNull()
    assert state.text.property("textRole") == "secondary" and state.button.property("accent") is True
    assert state.text.palette().color(state.text.foregroundRole()).name().upper() == LIGHT.text_secondary
    qtbot.mouseClick(state.button, Qt.MouseButton.LeftButton)
    assert clicks == [True] and len(state.findChildren(QPushButton)) == 1


def test_accent_button_and_secondary_label_take_the_token_colours(qtbot: Any) -> None:
    button = accent(QPushButton("Go"))
    label = text_role(QLabel("a hint"), TextRole.SECONDARY)
    title = text_role(QLabel("Title"), TextRole.TITLE)
    for widget in (button, label, title):
        qtbot.addWidget(widget)
        widget.show()
    colours = current_colours()
    assert colours is LIGHT  # the tests' application runs the light theme
    image = button.grab().toImage()
    centre = image.pixelColor(3, image.height() // 2).name().upper()
    assert centre == colours.accent
    assert label.palette().color(label.foregroundRole()).name().upper() == colours.text_secondary
    assert title.font().pointSizeF() > label.font().pointSizeF()


def _distinct(image: QImage) -> set[str]:
    return {image.pixelColor(x, y).name().upper()
            for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}


def test_cards_show_title_summary_and_icon(qtbot: Any) -> None:
    view = QListWidget()
    qtbot.addWidget(view)
    delegate = use_cards(view)
    assert isinstance(view.itemDelegate(), CardDelegate) and delegate.summary_role == SUMMARY_ROLE
    first = QListWidgetItem(page_icon("agents"), "Helper")
    first.setData(SUMMARY_ROLE, "qwen2.5 on Ollama")
    second = QListWidgetItem("Two lines\nthe second is the summary")
    view.addItem(first)
    view.addItem(second)
    assert card_parts(view.model().index(0, 0)) == ("Helper", "qwen2.5 on Ollama")
    assert card_parts(view.model().index(1, 0)) == ("Two lines", "the second is the summary")
    view.resize(360, 200)
    view.show()
    qtbot.waitExposed(view)
    row = view.visualItemRect(first)
    assert row.height() >= 24 + 2 * space(1)
    colours = _distinct(view.viewport().grab().toImage())
    assert LIGHT.surface in colours and LIGHT.border in colours  # a card: its fill and its edge
    assert LIGHT.selection not in colours
    view.setCurrentRow(0)
    assert LIGHT.selection in _distinct(view.viewport().grab().toImage())


def test_role_font_follows_the_scale() -> None:
    from goclaw_lite.gui.qt import QFont

    base = QFont()
    base.setPointSizeF(10.0)
    assert role_font(base, "title").pointSizeF() == 16.0
    assert abs(role_font(base, TextRole.SECONDARY).pointSizeF() - 9.2) < 1e-6
