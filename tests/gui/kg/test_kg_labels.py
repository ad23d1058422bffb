"""Graph labels are drawn in screen pixels at the UI font's size, chosen by priority, never overlapping."""

from __future__ import annotations

from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.gui.kg.labels import label_font, overlapping_pairs
from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.qt import QFontMetricsF, QImage, QRectF
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


@pytest.mark.parametrize("width", [300, 520])
def test_fit_leaves_room_for_the_outermost_names(page: KGPage, sample: SampleGraph, qtbot: Any, width: int) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 2)
    view = graph.view
    view.setFixedSize(width, 460)  # a narrow graph pane, as at 1024x700 beside the list and details
    qtbot.waitUntil(lambda: view.viewport().width() <= width, timeout=5000)
    view.fit()
    draw(page)
    room = view.viewport().rect()
    assert view.labels_drawn
    cut = [label.text for label in view.labels_drawn if not room.toRectF().contains(label.rect)]
    assert cut == []  # every name drawn is whole, none runs off the pane's edge
    xs = [view.mapFromScene(item.pos()).x() for item in view.nodes.values()]
    assert max(xs) - min(xs) > width / 3  # and the picture still uses the pane, not a dot in its middle


def test_fit_arithmetic_keeps_every_name_inside() -> None:
    from goclaw_lite.gui.kg.fit import FitNode, fit_with_labels

    nodes = [FitNode(-100, 0, 8, 180, 18, 3), FitNode(100, 0, 8, 180, 18, 3), FitNode(0, 80, 12, 60, 18, 3)]
    found = fit_with_labels(nodes, 300, 400, max_scale=1.4, min_scale=0.08, reserved_bottom=40)
    # The two outer names are 180 px wide: the nodes' 200 scene units get at most 300 - 16 - 180 px.
    assert found.scale == pytest.approx((300 - 16 - 180) / 200, rel=1e-3)
    assert found.centre_x == pytest.approx(0, abs=1e-6)
    roomy = fit_with_labels(nodes, 3000, 3000, max_scale=1.4, min_scale=0.08)
    assert roomy.scale == 1.4  # never blown up past the cap


@pytest.mark.parametrize("pane", [(440, 460), (300, 380)])
def test_no_label_covers_a_node(page: KGPage, sample: SampleGraph, qtbot: Any, pane: tuple[int, int]) -> None:
    """Issue 30: at 1024x700 "labels sit over nodes"; now a label moves above or beside its node, or is left out."""
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 2)
    view = graph.view
    view.setFixedSize(*pane)
    qtbot.waitUntil(lambda: view.viewport().width() <= pane[0], timeout=5000)
    view.fit()
    draw(page)
    spots = {s.node_id: s for s in view.label_spots()}
    discs = {i: QRectF(s.x - s.radius, s.y - s.radius, 2 * s.radius, 2 * s.radius) for i, s in spots.items()}
    assert len(view.labels_drawn) >= len(spots) // 2  # most names still read
    covered = [(label.text, other) for label in view.labels_drawn for other, disc in discs.items()
               if label.rect.intersects(disc)]
    assert covered == []
    covered_by_relations = [i for i, rect in view.edge_labels_drawn for disc in discs.values() if rect.intersects(disc)]
    assert covered_by_relations == []
