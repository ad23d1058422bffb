"""Whole-graph labels are placed once per zoom and only moved by a pan, yet follow the view."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.labels import label_font, overlapping_pairs
from goclaw_lite.gui.kg.models import GraphEdge, GraphNode
from goclaw_lite.gui.kg.whole_graph import WholeGraphView
from goclaw_lite.gui.qt import QFontMetricsF, QRectF

pytestmark = [pytest.mark.gui]

SIDE = 40
STEP = 90.0


def grid_view(qtbot: Any) -> WholeGraphView:
    """A SIDE x SIDE grid of entities, each linked to its right and lower neighbour; degree grows along the diagonal."""
    nodes, edges, positions = [], [], {}
    for row in range(SIDE):
        for col in range(SIDE):
            node_id = f"n{row:02d}{col:02d}"
            nodes.append(GraphNode(node_id, f"Entity {row}-{col}" + " x" * ((row * 7 + col) % 5), "person", 1.0,
                                   degree=(row * 13 + col * 7) % 31))
            positions[node_id] = (col * STEP, row * STEP)
            if col:
                edges.append(GraphEdge(f"h{node_id}", node_id, f"n{row:02d}{col - 1:02d}", "knows"))
            if row:
                edges.append(GraphEdge(f"v{node_id}", node_id, f"n{row - 1:02d}{col:02d}", "knows"))
    view = WholeGraphView(TypeColors())
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    qtbot.waitExposed(view)
    view.set_graph(nodes, edges, positions)
    view.resetTransform()
    view.centerOn(SIDE * STEP / 2, SIDE * STEP / 2)
    return view


def drawn(view: WholeGraphView) -> dict[str, QRectF]:
    view.viewport().grab()
    labels = {label.node_id: label.rect for label in view.labels_drawn}
    assert labels and overlapping_pairs(list(labels.values())) == 0
    return labels


def centred_under_nodes(view: WholeGraphView, labels: dict[str, QRectF]) -> None:
    for node_id, rect in labels.items():
        point = view.mapFromScene(*view.positions[node_id])
        assert abs(rect.center().x() - point.x()) <= 1.5 and rect.top() > point.y()


def test_a_pan_moves_the_labels_with_the_picture_and_drops_none_still_on_screen(qtbot: Any) -> None:
    view = grid_view(qtbot)
    before = drawn(view)
    centred_under_nodes(view, before)
    bar = view.horizontalScrollBar()
    bar.setValue(bar.value() + 36)
    after = drawn(view)
    centred_under_nodes(view, after)
    area = QRectF(view.viewport().rect())
    for node_id, rect in before.items():
        moved = rect.translated(-36, 0)
        if area.contains(moved):
            assert node_id in after and after[node_id] == moved  # no label pops or jumps during a pan


def test_labels_follow_a_long_pan_and_a_zoom_at_the_same_screen_size(qtbot: Any) -> None:
    view = grid_view(qtbot)
    height = QFontMetricsF(label_font()).height() + 4
    start = drawn(view)
    bar = view.horizontalScrollBar()
    for _ in range(12):  # far past the margin the labels were placed for
        bar.setValue(bar.value() + 150)
        view.viewport().grab()
    far = drawn(view)
    centred_under_nodes(view, far)
    assert not set(far) & set(start)  # a new stretch of the picture, named
    area = QRectF(view.viewport().rect()).adjusted(-120, -60, 120, 60)
    assert all(area.contains(view.mapFromScene(*view.positions[n]).toPointF()) for n in far)
    for zoom in (1.6, 0.4):
        view.scale(zoom, zoom)
        labels = drawn(view)
        centred_under_nodes(view, labels)  # placed again for the new zoom
        assert all(abs(rect.height() - height) < 0.5 for rect in labels.values())


def test_the_selection_is_named_first_after_a_pan(qtbot: Any) -> None:
    view = grid_view(qtbot)
    drawn(view)
    centre = view.mapToScene(view.viewport().rect().center())
    chosen = view.node_near(centre, slack_px=60) or min(
        view.positions, key=lambda n: abs(view.positions[n][0] - centre.x()) + abs(view.positions[n][1] - centre.y()))
    view.select(chosen)
    labels = drawn(view)
    assert chosen in labels and next(label for label in view.labels_drawn if label.node_id == chosen).strong
    bar = view.verticalScrollBar()
    bar.setValue(bar.value() + 40)
    assert drawn(view)[chosen] == labels[chosen].translated(0, -40)
