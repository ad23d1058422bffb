"""The graph tab: expand with a cap, show more, pin, hide, only, shortest path, keyboard."""

from __future__ import annotations

from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.graph_panel import CLUSTER_OPEN_CAP, EXPAND_CAP, NEIGHBOURHOOD_CAP, GraphPanel
from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.qt import QPoint, Qt
from goclaw_lite.model.kg import EntityInput, RelationSpec
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING, settle
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
FELLOWS = NEIGHBOURHOOD_CAP + 15


@pytest.fixture
def fellows(sample: SampleGraph, browser: KGBrowser, run: Any) -> SampleGraph:
    """The Royal Society gains many members: more neighbours than any view draws at once."""
    names = [f"Fellow {i:03d}" for i in range(FELLOWS)]
    run(browser.graph.ingest(
        sample.agent,
        [EntityInput(n, "person", valid_from="2020-01-01T00:00:00.000Z") for n in names],
        [RelationSpec(n, "Royal Society", "member_of", valid_from="2020-01-01T00:00:00.000Z") for n in names],
        dedup=False,
    ))
    return sample


def centre(page: KGPage, qtbot: Any, entity_id: str, depth: int) -> GraphPanel:
    graph = page.graph
    graph.set_depth(depth)  # at once, not after the spin box's pause
    page.open_entity(entity_id)
    qtbot.waitUntil(lambda: graph.state.centre_id == entity_id and graph.state.depth == depth and bool(graph.view.nodes), timeout=5000)
    settle(page, qtbot)
    return graph


def shown_names(graph: GraphPanel) -> set[str]:
    return {item.node.name for item in graph.view.nodes.values()}


def test_expand_adds_a_few_neighbours_at_a_time(page: KGPage, fellows: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, fellows.id("Alan Turing"), 1)
    assert shown_names(graph) == {"Alan Turing", "Bletchley Park", "Bombe", "Royal Society", "Analytical Engine"}
    society = fellows.id("Royal Society")
    before = {k: v for k, v in graph.state.positions.items()}
    graph.select([society])
    assert graph.expand_action.isEnabled()
    graph.expand_action.trigger()
    qtbot.waitUntil(lambda: len(graph.view.nodes) == 5 + EXPAND_CAP and not graph.busy, timeout=5000)
    # Royal Society has Babbage, Somerville and the fellows besides Turing: all but ten still wait.
    waiting = FELLOWS + 2 - EXPAND_CAP
    assert graph.state.more[society] == waiting
    assert graph.view.nodes[society].more == waiting
    # What was drawn before stays where it was; the newcomers gather round the expanded node.
    for node_id, point in before.items():
        assert graph.state.positions[node_id] == point
    # Clicking the "+N" badge shows the next few.
    view = graph.view
    badge = view.nodes[society].badge_centre()
    assert badge is not None
    click(qtbot, view.viewport(), pos=lambda: view.mapFromScene(badge))
    qtbot.waitUntil(lambda: len(graph.view.nodes) == 5 + 2 * EXPAND_CAP and not graph.busy, timeout=5000)
    assert graph.state.more[society] == waiting - EXPAND_CAP


def test_a_hub_draws_its_best_connected_neighbours_and_clusters_the_rest(
    page: KGPage, fellows: SampleGraph, qtbot: Any
) -> None:
    """Issue 30: a ring over the budget is not only type bubbles: its best connected are drawn by name."""
    hub = fellows.id("Royal Society")
    graph = centre(page, qtbot, hub, 1)
    reachable = FELLOWS + 3  # fellows, Babbage, Somerville, Turing
    assert reachable > NEIGHBOURHOOD_CAP
    assert graph.depth_counts_label.text() == f"1: {reachable}"
    clusters = graph.state.clusters
    drawn = [i for i in graph.view.nodes if i not in clusters and i != hub]
    assert len(drawn) == NEIGHBOURHOOD_CAP
    assert sum(len(c.members) for c in clusters.values()) == reachable - NEIGHBOURHOOD_CAP  # nothing silently cut
    # the three with relations besides the membership are drawn; the fellows (one relation each) wait
    assert {"Charles Babbage", "Mary Somerville", "Alan Turing"} <= shown_names(graph)
    people = next(c for c in clusters.values() if c.entity_type == "person")
    assert all(m.name.startswith("Fellow") for m in people.members)
    assert graph.view.nodes[people.id].node.name == f"{len(people.members)} people"
    assert f"{reachable - NEIGHBOURHOOD_CAP} more in {len(clusters)} cluster" in graph.status_label.text()
    assert graph.more_button.isVisible()
    view = graph.view
    click(qtbot, view.viewport(), pos=lambda: view.mapFromScene(view.nodes[people.id].pos()))
    qtbot.waitUntil(lambda: people.id not in graph.state.clusters and not graph.busy, timeout=5000)
    drawn = [i for i in view.nodes if i not in graph.state.clusters]
    assert len(drawn) == 1 + reachable  # the cluster (fewer than CLUSTER_OPEN_CAP) opened whole
    assert len(people.members) < CLUSTER_OPEN_CAP
    assert all(any(e.edge.source == i or e.edge.target == i for e in view.edges.values()) for i in drawn)  # tied in


def test_depth_really_changes_what_is_shown(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    seen: dict[int, set[str]] = {}
    for depth in (1, 2, 3, 5):
        graph = centre(page, qtbot, sample.id("Ada Lovelace"), depth)
        seen[depth] = set(graph.view.nodes)
        counts = [int(part.split(": ")[1]) for part in graph.depth_counts_label.text().split(" · ")]
        assert len(seen[depth]) == 1 + sum(counts)  # within the budget every ring is drawn
    assert seen[1] < seen[2] < seen[3]
    assert seen[3] <= seen[5]


def test_pinned_nodes_stay_put_through_a_relayout(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 2)
    london, turing = sample.id("London"), sample.id("Alan Turing")
    # Drag London somewhere else: it is pinned there.
    view = graph.view
    start = view.mapFromScene(view.nodes[london].pos())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(view.viewport(), start + QPoint(12 * step, 8 * step))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(60, 40))
    qtbot.waitUntil(lambda: london in graph.state.pinned, timeout=3000)
    dragged = graph.state.positions[london]
    # Pin Turing with the tool.
    graph.select([turing])
    graph.pin_action.trigger()
    assert turing in graph.state.pinned and view.nodes[turing].pinned
    pinned_at = graph.state.positions[turing]
    others = {k: v for k, v in graph.state.positions.items() if k not in (london, turing)}
    runs = graph.layouts_run
    graph.relayout_action.trigger()
    qtbot.waitUntil(lambda: graph.layouts_run > runs and not graph.busy, timeout=5000)
    assert graph.state.positions[london] == dragged
    assert graph.state.positions[turing] == pinned_at
    assert view.nodes[london].pos().x() == pytest.approx(dragged[0])
    assert any(graph.state.positions[k] != v for k, v in others.items())  # the rest was laid out again
    # Unpin.
    graph.select([turing])
    assert graph.pin_action.text() == "Unpin"
    graph.pin_action.trigger()
    assert turing not in graph.state.pinned


def test_hide_only_selected_and_show_all(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 2)
    total = len(graph.view.nodes)
    hopper, cobol = sample.id("Grace Hopper"), sample.id("COBOL")
    graph.select([hopper, cobol])
    graph.hide_action.trigger()
    qtbot.waitUntil(lambda: hopper not in graph.view.nodes, timeout=3000)
    assert cobol not in graph.view.nodes and len(graph.view.nodes) == total - 2
    assert "2 hidden" in graph.status_label.text()
    graph.select([sample.id("London"), sample.id("Charles Babbage")])
    graph.only_action.trigger()
    qtbot.waitUntil(lambda: len(graph.view.nodes) == 2, timeout=3000)
    assert shown_names(graph) == {"London", "Charles Babbage"}
    assert [e.edge.relation_type for e in graph.view.edges.values()] == ["lived_in"]
    graph.show_all_action.trigger()
    qtbot.waitUntil(lambda: len(graph.view.nodes) == total, timeout=3000)
    assert not graph.show_all_action.isEnabled()


def test_shortest_path_between_two_selected_entities(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 1)
    mary, bombe = sample.id("Mary Somerville"), sample.id("Bombe")
    assert bombe not in graph.view.nodes  # three hops away from Ada
    graph.find_path(mary, bombe)
    qtbot.waitUntil(lambda: bool(graph.state.path) and not graph.busy, timeout=5000)
    names = [graph.state.nodes[i].name for i in graph.state.path]
    assert names == ["Mary Somerville", "Royal Society", "Alan Turing", "Bombe"]
    view = graph.view
    assert all(view.nodes[i].on_path for i in graph.state.path)
    assert view.nodes[sample.id("London")].dimmed
    assert sum(1 for e in view.edges.values() if e.on_path) == 3
    assert page.last_message == "Mary Somerville and Bombe are 3 relations apart."
    # With the selection and the tool: no chain links Ada's world to Linux.
    graph.select([mary, sample.id("Ada Lovelace")])
    graph.path_action.trigger()
    qtbot.waitUntil(lambda: set(graph.state.path) == {mary, sample.id("Ada Lovelace")} and not graph.busy, timeout=5000)
    page.open_entity(sample.id("Linus Torvalds"), recentre=False)
    graph.find_path(sample.id("Ada Lovelace"), sample.id("Linux"))
    qtbot.waitUntil(lambda: not graph.state.path and not graph.busy, timeout=5000)
    assert page.last_message.startswith("No chain of up to 5 relations links Ada Lovelace and")


def test_keyboard_moves_the_selection_and_expands(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 1)
    view = graph.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    first = view.selected_ids()
    assert first == [sample.id("Ada Lovelace")]  # the centre is chosen first
    moved = None
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Up):
        qtbot.keyClick(view, key)
        if view.selected_ids() != first:
            moved = view.selected_ids()[0]
            break
    assert moved is not None and moved != sample.id("Ada Lovelace")
    scale = view.scale_factor()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.scale_factor() > scale
    before = set(view.nodes)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter expands the selected node's neighbours
    qtbot.waitUntil(lambda: not graph.busy and (set(view.nodes) > before or graph.state.more.get(moved) == 0), timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Space opens its details
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.id == moved, timeout=5000)


def test_the_legend_lists_the_visible_types(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    graph = centre(page, qtbot, sample.id("Ada Lovelace"), 1)
    legend = graph.view.legend
    assert legend.isVisible()
    assert [(name, count) for name, _c, count in legend.entries] == [("person", 4), ("place", 1), ("project", 1)]
    assert legend.accessibleDescription() == "person: 4, place: 1, project: 1"
    colours = {name: color.name() for name, color, _n in legend.entries}
    assert colours["person"] == graph.view.nodes[sample.id("Ada Lovelace")].color.name()
    assert len(set(colours.values())) == 3
