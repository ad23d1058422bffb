"""Filters for both graph modes: the legend hides a type, the menu hides relation types and low confidence."""

from __future__ import annotations

from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.qt import QPointF, Qt
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.gui.kg.test_kg_graph_view import centre
from tests.gui.kg.test_kg_whole_graph import whole

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def types_shown(nodes: Any) -> set[str]:
    return {n.entity_type for n in nodes}


def test_the_legend_filters_a_type_in_the_neighbourhood_and_brings_it_back(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 2)
    legend = graph.view.legend
    legend.grab()  # lay out its swatches
    spot = next(rect for name, rect in legend._spots if name == "place")
    qtbot.mouseClick(legend, Qt.MouseButton.LeftButton, pos=spot.center().toPoint())
    qtbot.waitUntil(lambda: "place" not in types_shown(i.node for i in graph.view.nodes.values()), timeout=5000)
    assert "place" in [name for name, _c, _n in legend.entries]  # still listed, to click again
    assert legend.type_at(QPointF(spot.center())) == "place"
    qtbot.mouseClick(legend, Qt.MouseButton.LeftButton, pos=spot.center().toPoint())
    qtbot.waitUntil(lambda: "place" in types_shown(i.node for i in graph.view.nodes.values()), timeout=5000)


def test_relation_type_and_confidence_filters_apply_to_both_modes(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 2)
    kinds = {e.edge.relation_type for e in graph.view.edges.values()}
    assert "lived_in" in kinds
    graph.filters.toggle_relation("lived_in")
    qtbot.waitUntil(lambda: "lived_in" not in {e.edge.relation_type for e in graph.view.edges.values()}, timeout=5000)
    graph.filters.set_min_confidence(0.9)
    qtbot.waitUntil(lambda: all(i.node.confidence >= 0.9 or i.centre for i in graph.view.nodes.values()), timeout=5000)
    assert graph.filters.button.text() == "Filter ●"
    view = whole(page, qtbot)  # the same filter holds in the whole graph
    assert view.nodes and all(n.confidence >= 0.9 for n in view.nodes.values())
    assert len(view.nodes) < 20
    graph.filters.set_filter(type(graph.filters.filter)())
    qtbot.waitUntil(lambda: len(view.nodes) == 20, timeout=5000)


def test_a_search_highlights_its_matches_in_the_graph(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 3)
    qtbot.keyClicks(page.entity_list.search, "lovelace")
    page.entity_list.apply_query()
    qtbot.waitUntil(lambda: set(graph.view.selected_ids()) == {sample.id("Ada Lovelace")} | (
        {sample.id("Ada King Lovelace")} & set(graph.view.nodes)), timeout=5000)
    for node_id in graph.view.selected_ids():
        assert graph.view.viewport().rect().contains(graph.view.mapFromScene(graph.view.nodes[node_id].pos()))
