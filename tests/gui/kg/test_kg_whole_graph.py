"""Whole-graph mode: every entity drawn (or the best connected), laid out in steps, labelled, clickable."""

from __future__ import annotations

import math
from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.gui.kg import whole_mode
from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.labels import overlapping_pairs
from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.kg.whole_picture import TILE, tiles_on
from goclaw_lite.gui.kg.whole_tiles import FramePositions
from goclaw_lite.gui.qt import Qt
from goclaw_lite.model.kg import EntityInput, RelationSpec
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING, settle
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def whole(page: KGPage, qtbot: Any) -> Any:
    graph = page.graph
    graph.whole_action.trigger()
    qtbot.waitUntil(lambda: graph.whole.settled and not graph.busy, timeout=20000)
    view = graph.whole.view
    view.viewport().grab()  # one real paint
    return view


def test_the_whole_graph_draws_every_entity_and_opens_one_on_click(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    view = whole(page, qtbot)
    graph = page.graph
    assert graph.whole_mode and len(view.positions) == 20
    assert graph.status_label.text() == "Whole graph: 20 entities · 22 relations · 5 communities"
    assert graph.whole.steps_drawn >= 1  # a small graph's frames come together (test_kg_whole_process.py streams)
    assert view.labels_drawn and overlapping_pairs([label.rect for label in view.labels_drawn]) == 0
    ada = sample.id("Ada Lovelace")
    click(qtbot, view.viewport(), pos=lambda: view.mapFromScene(*view.positions[ada]))
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.id == ada, timeout=5000)
    assert view.selected == ada
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(*view.positions[ada]))
    qtbot.waitUntil(lambda: not graph.whole_mode and graph.state.centre_id == ada, timeout=5000)
    settle(page, qtbot)


def test_search_highlights_and_zooms_to_matches(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    view = whole(page, qtbot)
    found = page.graph.whole.find("lovelace")
    assert set(found) == {sample.id("Ada Lovelace"), sample.id("Ada King Lovelace")}
    view.viewport().grab()
    labelled = [label.node_id for label in view.labels_drawn]
    assert set(labelled[:2]) == set(found)  # the matches are labelled first
    for node_id in found:
        assert view.viewport().rect().contains(view.mapFromScene(*view.positions[node_id]))


def test_a_big_graph_shows_the_best_connected_and_counts_the_rest(
    page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = [f"Reader {i:03d}" for i in range(60)]
    run(browser.graph.ingest(
        sample.agent, [EntityInput(n, "person", valid_from="2020-01-01T00:00:00.000Z") for n in names],
        [RelationSpec(n, "Analytical Engine", "read_about", valid_from="2020-01-01T00:00:00.000Z") for n in names[:30]],
        dedup=False,
    ))
    monkeypatch.setattr(whole_mode, "WHOLE_LIMIT", 40)
    view = whole(page, qtbot)
    assert len(view.positions) == 40
    assert page.graph.status_label.text().startswith("Whole graph: the 40 best connected of 80 entities")
    assert sample.id("Analytical Engine") in view.positions  # the hub is in
    assert not any(view.nodes[i].name.startswith("Reader 0") and view.nodes[i].degree == 0 for i in view.positions)


def test_arrow_keys_walk_the_whole_graph_along_relations(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    view = whole(page, qtbot)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    start = view.selected
    assert start == view.ranked[0]  # the best-connected entity first
    moved = 0
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up) * 2:
        before = view.selected
        qtbot.keyClick(view, key)
        if view.selected != before:
            assert view.selected in view.adjacent[before]
            moved += 1
    assert moved >= 1
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.id == view.selected, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.selected is None


def test_the_whole_graph_has_a_type_legend_that_filters(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    view = whole(page, qtbot)
    legend = view.legend
    assert legend.isVisible()
    counts = {name: count for name, _color, count in legend.entries}
    assert sum(counts.values()) == 20
    chosen = max(counts, key=lambda t: (counts[t], t))
    legend.grab()  # lay the swatches out
    spot = next(rect for name, rect in legend._spots if name == chosen)
    click(qtbot, legend, pos=spot.center().toPoint())
    qtbot.waitUntil(lambda: len(view.positions) == 20 - counts[chosen], timeout=5000)
    assert all(n.entity_type != chosen for n in view.nodes.values())
    assert chosen in legend.hidden_types and dict((n, c) for n, _c, c in legend.entries) == counts  # still listed
    view.viewport().grab()
    assert overlapping_pairs([label.rect for label in view.labels_drawn]) == 0
    assert all(not label.rect.intersects(legend.geometry().translated(-view.viewport().pos()).toRectF())
               for label in view.labels_drawn)
    click(qtbot, legend, pos=spot.center().toPoint())
    qtbot.waitUntil(lambda: len(view.positions) == 20, timeout=5000)


def test_as_of_applies_to_the_whole_graph(page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any) -> None:
    run(browser.graph.ingest(
        sample.agent, [EntityInput("Quantum Lab", "place", valid_from="2024-06-01T00:00:00.000Z")],
        [RelationSpec("Alan Turing", "Quantum Lab", "founded", valid_from="2024-06-01T00:00:00.000Z")], dedup=False,
    ))
    lab = run(browser.graph.resolve_entity(sample.agent, "Quantum Lab"))
    page.refresh()
    settle(page, qtbot)
    view = whole(page, qtbot)
    assert lab.id in view.positions and len(view.positions) == 21
    page.as_of.set_value("2023-01-01T00:00:00.000Z")
    qtbot.waitUntil(lambda: page.graph.whole.settled and not page.graph.busy and len(view.positions) == 20, timeout=20000)
    assert lab.id not in view.positions


@pytest.mark.parametrize("line", [((10.0, 10.0), (4000.0, 2500.0)), ((-1800.0, 900.0), (2.0, -3.0)), ((5.0, 5.0), (5.0, 5.0)),
                                  ((0.0, 100.0), (2700.0, 100.0)), ((899.0, 898.0), (901.0, 903.0))])
def test_a_relation_is_drawn_by_every_tile_it_crosses_and_no_other(line: tuple[tuple[float, float], tuple[float, float]]) -> None:
    start, end = line
    walked = tiles_on(start, end)
    sampled = {
        (math.floor((start[0] + (end[0] - start[0]) * k / 20000) / TILE), math.floor((start[1] + (end[1] - start[1]) * k / 20000) / TILE))
        for k in range(20001)
    }
    assert len(walked) == len(set(walked)) and set(walked) == sampled


def test_a_frames_positions_read_its_arrays_as_a_dict_would() -> None:
    ids = ["a", "b", "c"]
    xs, ys = [3.0, -1.0, 7.5], [0.5, 9.0, -2.0]
    positions = FramePositions({node_id: at for at, node_id in enumerate(ids)}, xs, ys)
    assert dict(positions) == {"a": (3.0, 0.5), "b": (-1.0, 9.0), "c": (7.5, -2.0)}
    assert "b" in positions and "z" not in positions and len(positions) == 3
    assert positions.bounds() == (-1.0, -2.0, 7.5, 9.0)
