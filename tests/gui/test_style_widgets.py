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


def test_one_empty_state_with_a_title_and_several_buttons(qtbot: Any) -> None:
    """The shape the knowledge graph and Credentials use: a title over the sentence, more buttons
    one above the other, only the main one in the accent; without a title, no title line."""
    state = EmptyState("kgLike", page_icon("kg"), "Nothing here yet.", "Create…", title="Empty graph")
    extra = state.add_button("&Import a file…", "kgLikeImport")
    qtbot.addWidget(state)
    state.resize(400, 400)
    state.show()
    qtbot.waitExposed(state)
    assert state.title.isVisible() and state.title.text() == "Empty graph"
    assert state.title.property("textRole") == "section"
    assert state.buttons == [state.button, extra] and extra.objectName() == "kgLikeImport"
    assert state.button.property("accent") is True and extra.property("accent") is False
    assert extra.accessibleName() == "Import a file" and extra.geometry().top() > state.button.geometry().bottom()
    state.set_words("", "Still nothing.")
    assert not state.title.isVisible() and state.text.text() == "Still nothing."


def test_credentials_and_the_graph_use_the_one_empty_state(qtbot: Any) -> None:
    """No empty-state class of their own is left: each is the shared widget, with its title."""
    from goclaw_lite.gui.credentials.notices import empty_tools
    from goclaw_lite.gui.kg.page_bar import EmptyGraph

    tools, graph = empty_tools(), EmptyGraph()
    for widget in (tools, graph):
        qtbot.addWidget(widget)
        widget.show()
    assert type(tools) is EmptyState and isinstance(graph, EmptyState)
    assert tools.title.text() == "No tools registered yet" and tools.button.objectName() == "credentialsEmptyButton"
    assert graph.title.text() == "This knowledge graph is empty" and len(graph.buttons) == 3
    assert [b.isVisible() for b in graph.buttons] == [False, True, True] and graph.import_button.property("accent")
    graph.show_state("no-agent")
    assert [b.isVisible() for b in graph.buttons] == [True, False, False] and graph.title.text() == "No agent yet"


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
