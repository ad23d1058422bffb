"""Graph labels are drawn in screen pixels at the UI font's size, chosen by priority, never overlapping."""

from __future__ import annotations

from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.gui.kg.labels import label_font, overlapping_pairs
from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.qt import QFontMetricsF, QImage
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.gui.kg.test_kg_graph_view import centre

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def draw(page: KGPage) -> None:
    """Paint the view once (offscreen, grab() runs the real paint path)."""
    image: QImage = page.graph.view.viewport().grab().toImage()
    assert not image.isNull()


@pytest.mark.parametrize("zoom", [0.25, 1.0, 3.0])
def test_labels_keep_their_screen_size_at_every_zoom(page: KGPage, sample: SampleGraph, qtbot: Any, zoom: float) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 3)
    view = graph.view
    view.resetTransform()
    view.scale(zoom, zoom)
    view.centerOn(view.nodes[sample.id("Ada Lovelace")])
    draw(page)
    ui_height = QFontMetricsF(label_font()).height()
    assert view.labels_drawn, "some label is always drawn"
    for label in view.labels_drawn:
        assert label.rect.height() >= ui_height  # never smaller than the UI font, whatever the zoom
    assert overlapping_pairs([label.rect for label in view.labels_drawn]) == 0
    inside = view.viewport().rect().adjusted(120, 40, -120, -60)  # well inside: a name there fits on screen
    on_screen = [i for i, item in view.nodes.items() if inside.contains(view.mapFromScene(item.pos()))]
    if zoom >= 1.0:
        assert on_screen and set(on_screen) <= {label.node_id for label in view.labels_drawn}  # room for every name close up
    assert sample.id("Ada Lovelace") in {label.node_id for label in view.labels_drawn}  # the centre always reads


def test_zoomed_out_the_hubs_and_the_selection_keep_their_names(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 3)
    view = graph.view
    view.resetTransform()
    view.scale(0.08, 0.08)
    view.centerOn(view.nodes[sample.id("Ada Lovelace")])
    quiet = min(view.nodes.values(), key=lambda i: (i.degree, i.node.name))
    view.select_ids({quiet.node.id})
    draw(page)
    labelled = [label.node_id for label in view.labels_drawn]
    assert labelled[0] == quiet.node.id  # the selection first, though it has the fewest relations
    assert len(labelled) < len(view.nodes)  # not every name fits: some are left out rather than piled up
    assert overlapping_pairs([label.rect for label in view.labels_drawn]) == 0


def test_relation_labels_show_when_few_or_on_hover(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 1)
    draw(page)
    assert graph.view.edge_labels_drawn  # a handful of relations: each is labelled
    assert len(graph.view.edges) <= 30
