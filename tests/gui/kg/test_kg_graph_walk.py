"""Walking the graph: arrows along relations, Escape, expand then collapse, Back and Forward."""

from __future__ import annotations

from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.qt import Qt
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING, settle
from tests.gui.kg.test_kg_graph_view import centre

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def test_arrow_keys_walk_along_relations_and_escape_clears(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 2)
    view = graph.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.selected_ids() == [sample.id("Ada Lovelace")]
    visited = {sample.id("Ada Lovelace")}
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
        before = view.selected_ids()[0]
        qtbot.keyClick(view, key)
        after = view.selected_ids()[0]
        if after != before:
            assert after in view.neighbours(before)  # one hop along a relation, never a jump
            visited.add(after)
    assert len(visited) >= 2
    view.viewport().grab()
    assert view.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.selected_ids() == []


def test_expand_collapse_then_back_and_forward(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 1)
    first = set(graph.view.nodes)
    babbage = sample.id("Charles Babbage")
    graph.select([babbage])
    graph.view.setFocus()
    qtbot.keyClick(graph.view, Qt.Key.Key_Return)  # expand
    qtbot.waitUntil(lambda: set(graph.view.nodes) > first and not graph.busy, timeout=5000)
    grown = set(graph.view.nodes)
    graph.select([babbage])
    qtbot.keyClick(graph.view, Qt.Key.Key_Backspace)  # collapse
    qtbot.waitUntil(lambda: set(graph.view.nodes) == first and not graph.busy, timeout=5000)
    assert grown > first
    graph.show_entity(sample.id("London"))
    qtbot.waitUntil(lambda: graph.state.centre_id == sample.id("London") and not graph.busy, timeout=5000)
    graph.set_depth(2)
    qtbot.waitUntil(lambda: graph.state.depth == 2 and not graph.busy, timeout=5000)
    graph.back_action.trigger()
    qtbot.waitUntil(lambda: graph.state.depth == 1 and graph.state.centre_id == sample.id("London") and not graph.busy, timeout=5000)
    graph.back_action.trigger()
    qtbot.waitUntil(lambda: graph.state.centre_id == sample.id("Ada Lovelace") and not graph.busy, timeout=5000)
    assert graph.chosen_depth == 1
    graph.forward_action.trigger()
    qtbot.waitUntil(lambda: graph.state.centre_id == sample.id("London") and not graph.busy, timeout=5000)
    settle(page, qtbot)
