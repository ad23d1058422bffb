"""GraphState: what the graph view shows, as plain data (no Qt)."""

from __future__ import annotations

from goclaw_lite.gui.kg.graph_state import GraphState
from goclaw_lite.gui.kg.models import Expansion, GraphEdge, GraphNode, PathResult, Subgraph


def node(name: str, kind: str = "person", depth: int = 1) -> GraphNode:
    return GraphNode(name, name.title(), kind, 1.0, depth)


def edge(a: str, b: str, kind: str = "knows") -> GraphEdge:
    return GraphEdge(f"{a}-{b}", a, b, kind)


def loaded() -> GraphState:
    state = GraphState()
    state.load(Subgraph("c", (node("c", depth=0), node("a"), node("b", "place")), (edge("c", "a"), edge("c", "b"), edge("a", "b")), 5, 1, scanned=2))
    return state


def test_load_keeps_pins_of_nodes_that_stay() -> None:
    state = loaded()
    state.positions = {"a": (1.0, 2.0), "b": (3.0, 4.0)}
    state.pinned = {"a", "b"}
    state.hidden = {"b"}
    state.load(Subgraph("c", (node("c", depth=0), node("a")), (edge("c", "a"),), 1, 1))
    assert state.pinned == {"a"} and state.positions == {"a": (1.0, 2.0)} and state.hidden == set()
    assert state.truncated == 0


def test_hide_never_hides_the_centre_and_drops_its_relations() -> None:
    state = loaded()
    assert state.hide(["c", "b"]) == 1
    assert state.visible_ids() == ["a", "c"]
    assert [e.id for e in state.visible_edges()] == ["c-a"]
    assert state.types() == {"person": 2}
    state.only(["a"])
    assert state.visible_ids() == ["a"]
    state.show_all()
    assert state.visible_ids() == ["a", "b", "c"]


def test_expansion_and_path_add_nodes_and_unhide() -> None:
    state = loaded()
    state.hide(["b"])
    fresh = state.add(Expansion("a", (node("d"), node("b", "place")), (edge("a", "d"),), 7))
    assert fresh == ["d"] and state.more == {"a": 7} and "b" not in state.hidden
    found = PathResult(("c", "a", "e"), (node("c", depth=0), node("a"), node("e")), (edge("c", "a"), edge("a", "e")))
    assert state.add_path(found) == ["e"]
    assert state.path == ("c", "a", "e") and state.path_edges == {"c-a", "a-e"}
    state.hide(["e"])
    assert state.path == ()  # a path with a hidden node is no path


def test_remove_and_truncation() -> None:
    state = loaded()
    assert state.truncated == 3  # 5 reachable, 2 read
    state.remove("a")
    assert state.visible_ids() == ["b", "c"] and [e.id for e in state.edges.values()] == ["c-b"]
    state.remove("c")
    assert state.nodes == {} and state.centre_id is None
