"""What the whole-graph view draws of a clustered graph: entities, or whole communities as single nodes.

Up to `AGGREGATE_ABOVE` entities every entity is drawn, inside its community's disc. Above
it (up to `whole_mode.WHOLE_LIMIT`) the view starts aggregated: each community is one node
the size of its disc, named after its best-connected member, and the relations between two
communities are one line; a click on a community draws its members in its place (the layout
already put them in that disc), so nothing else moves. Plain data, worked out in steps on the
GUI thread (the communities) and in the picture's worker thread (the aggregate).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from goclaw_lite.app.kg_layout import Clustering, Point
from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.kg.models import GraphEdge, GraphNode
from goclaw_lite.gui.qt import QCoreApplication
from goclaw_lite.gui.widgets.sliced import Steps

STEP = 1000
"""Nodes per step of `Communities.build`."""
AGGREGATE_ABOVE = 10_000
"""More entities than this start as communities (a click draws a community's members)."""
COMMUNITY_PREFIX = "community:"
COMMUNITY_TYPE = "community"
DISC_SHARE = 0.8
"""An aggregated community is drawn this share of its layout disc's radius (room between them)."""


@dataclass(frozen=True)
class Communities:
    """The communities of the graph on screen: node id -> community, and each community's facts."""

    of: dict[str, int]
    sizes: list[int]
    leaders: list[str]  # the best-connected member's id
    centres: list[Point]
    radii: list[float]

    @classmethod
    def build(cls, nodes: Sequence[GraphNode], clustering: Clustering) -> Steps[Communities]:
        """`clustering.membership[i]` is the community of `nodes[i]` (in steps: `sliced.run_sliced`)."""
        count = len(clustering.radii)
        sizes = [0] * count
        leaders: list[GraphNode | None] = [None] * count
        for number, (node, group) in enumerate(zip(nodes, clustering.membership, strict=True)):
            sizes[group] += 1
            best = leaders[group]
            if best is None or (-node.degree, node.name, node.id) < (-best.degree, best.name, best.id):
                leaders[group] = node
            if number % STEP == STEP - 1:
                yield
        return cls(
            dict(zip((n.id for n in nodes), clustering.membership, strict=True)),
            sizes,
            [leader.id if leader else "" for leader in leaders],
            list(clustering.centres),
            list(clustering.radii),
        )


def community_id(number: int) -> str:
    return f"{COMMUNITY_PREFIX}{number}"


def community_number(node_id: str) -> int | None:
    """The community a drawn node stands for, or None for an entity."""
    return int(node_id[len(COMMUNITY_PREFIX) :]) if node_id.startswith(COMMUNITY_PREFIX) else None


def aggregate(
    nodes: Sequence[GraphNode],
    edges: Sequence[GraphEdge],
    positions: Mapping[str, Point],
    groups: Communities,
    expanded: Collection[int],
) -> Steps[tuple[list[GraphNode], list[GraphEdge], dict[str, Point], dict[str, float]]]:
    """Collapsed communities as one node each (with their drawn radius); the expanded ones' members as they are.

    In steps (`sliced.run_sliced`): a pass over every relation."""
    if len(expanded) >= len(groups.sizes):  # every community drawn as its members: nothing to merge
        return list(nodes), list(edges), dict(positions), {}
    by_id = {n.id: n for n in nodes}
    shown: list[GraphNode] = [n for n in nodes if groups.of.get(n.id) in expanded]
    placed = {n.id: positions[n.id] for n in shown if n.id in positions}
    radius: dict[str, float] = {}
    for number, size in enumerate(groups.sizes):
        if number in expanded or size == 0:
            continue
        leader = by_id[groups.leaders[number]]
        ident = community_id(number)
        name = QCoreApplication.translate("KGCommunities", "{leader} + {count}").format(
            leader=leader.name, count=format_number(size - 1)) if size > 1 else leader.name
        shown.append(GraphNode(ident, name, COMMUNITY_TYPE, 1.0, members=size, degree=size))
        placed[ident] = groups.centres[number]
        radius[ident] = groups.radii[number] * DISC_SHARE
    links: dict[tuple[str, str], int] = {}
    for number, edge in enumerate(edges):
        if number % (10 * STEP) == 0:
            yield
        ends = []
        for end in (edge.source, edge.target):
            group = groups.of.get(end)
            ends.append(end if group is None or group in expanded else community_id(group))
        if ends[0] != ends[1]:
            key = (min(ends), max(ends))
            links[key] = links.get(key, 0) + 1
    drawn = [GraphEdge(f"{a}|{b}", a, b, "relations" if count > 1 else "related") for (a, b), count in links.items()]
    return shown, drawn, placed, radius


__all__ = ["AGGREGATE_ABOVE", "COMMUNITY_TYPE", "Communities", "aggregate", "community_id", "community_number"]
