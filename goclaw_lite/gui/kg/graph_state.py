"""What the graph view shows, as plain data: nodes, relations, hidden and pinned nodes, a path.

The Qt items are drawn from this state and never hold any of it, so every rule (what stays
after a reload, what "only selected" keeps, which relations a hidden node takes with it) is
here and testable without a scene.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from goclaw_lite.app.kg_layout import Point
from goclaw_lite.gui.kg.models import Cluster, Expansion, GraphEdge, GraphNode, PathResult, Subgraph


@dataclass(frozen=True)
class GraphFilter:
    """What both graph modes leave out: entity types, relation types, low confidence."""

    hidden_types: frozenset[str] = frozenset()
    hidden_relations: frozenset[str] = frozenset()
    min_confidence: float = 0.0

    @property
    def active(self) -> bool:
        return bool(self.hidden_types or self.hidden_relations or self.min_confidence > 0)

    def keeps_node(self, node: GraphNode) -> bool:
        return node.entity_type not in self.hidden_types and (node.is_cluster or node.confidence >= self.min_confidence)

    def keeps_edge(self, edge: GraphEdge) -> bool:
        return edge.relation_type not in self.hidden_relations and edge.confidence >= self.min_confidence


@dataclass
class GraphState:
    centre_id: str | None = None
    depth: int = 2
    total: int = 0  # entities reachable from the centre within the depth
    loaded: int = 0  # how many of those the capped neighbourhood holds
    nodes: dict[str, GraphNode] = field(default_factory=dict)
    edges: dict[str, GraphEdge] = field(default_factory=dict)
    hidden: set[str] = field(default_factory=set)
    pinned: set[str] = field(default_factory=set)
    positions: dict[str, Point] = field(default_factory=dict)
    more: dict[str, int] = field(default_factory=dict)  # neighbours an expanded node still has
    path: tuple[str, ...] = ()
    path_edges: frozenset[str] = frozenset()
    depth_counts: tuple[int, ...] = ()
    clusters: dict[str, Cluster] = field(default_factory=dict)
    scanned: int = 0
    expansions: dict[str, list[list[str]]] = field(default_factory=dict)  # node -> the ids each expansion added
    filter: GraphFilter = field(default_factory=GraphFilter)

    # --- loading ---------------------------------------------------------------------------

    def load(self, sub: Subgraph) -> None:
        """Replace the picture by a neighbourhood; pins and hidden nodes that remain stay."""
        self.centre_id = sub.centre_id
        self.depth = sub.depth
        self.total = sub.total
        self.depth_counts = sub.depth_counts
        self.scanned = sub.total if sub.scanned < 0 else sub.scanned
        self.loaded = self.scanned
        self.nodes = {n.id: n for n in sub.nodes}
        self.clusters = {c.id: c for c in sub.clusters}
        self.nodes.update({c.id: c.node() for c in sub.clusters})
        self.edges = {e.id: e for e in sub.edges}
        self.hidden &= set(self.nodes)
        self.hidden.discard(sub.centre_id)
        self.pinned &= set(self.nodes)
        self.positions = {k: v for k, v in self.positions.items() if k in self.pinned}
        self.more = {}
        self.expansions = {}
        self.clear_path()

    def clear(self) -> None:
        self.centre_id = None
        self.total = self.loaded = 0
        self.nodes, self.edges, self.positions, self.more = {}, {}, {}, {}
        self.hidden, self.pinned = set(), set()
        self.clusters, self.depth_counts = {}, ()
        self.expansions = {}
        self.clear_path()

    def add(self, grown: Expansion) -> list[str]:
        """Add an expansion's nodes and relations; returns the ids that are new."""
        fresh = [n.id for n in grown.nodes if n.id not in self.nodes]
        if fresh:
            self.expansions.setdefault(grown.node_id, []).append(list(fresh))
        for node in grown.nodes:
            self.nodes.setdefault(node.id, node)
            self.hidden.discard(node.id)
        for edge in grown.edges:
            self.edges[edge.id] = edge
        self.more[grown.node_id] = grown.remaining
        return fresh

    def add_path(self, found: PathResult) -> list[str]:
        """Draw a path, adding what is missing and unhiding what was hidden."""
        fresh = [n.id for n in found.nodes if n.id not in self.nodes]
        for node in found.nodes:
            self.nodes.setdefault(node.id, node)
            self.hidden.discard(node.id)
        for edge in found.edges:
            self.edges[edge.id] = edge
        self.path = found.node_ids
        self.path_edges = frozenset(e.id for e in found.edges)
        return fresh

    def clear_path(self) -> None:
        self.path = ()
        self.path_edges = frozenset()

    def collapse(self, node_id: str) -> list[str]:
        """Take back the last expansion of `node_id` (what it added and is not pinned or the centre)."""
        steps = self.expansions.get(node_id)
        if not steps:
            return []
        added = steps.pop()
        if not steps:
            self.expansions.pop(node_id, None)
        gone = [i for i in added if i in self.nodes and i not in self.pinned and i != self.centre_id]
        for other in gone:
            self.remove(other)
        if node_id in self.more:
            self.more[node_id] += len(gone)
        return gone

    # --- clusters ---------------------------------------------------------------------------

    def open_cluster(self, cluster_id: str, cap: int) -> list[GraphNode]:
        """Take up to `cap` members out of a cluster (by name); the cluster goes once empty.

        Returns the members to draw now; their relations come from the caller (`add_edges`).
        """
        cluster = self.clusters.get(cluster_id)
        if cluster is None:
            return []
        chosen, rest = list(cluster.members[:cap]), cluster.members[cap:]
        spot = self.positions.get(cluster_id)
        self.nodes.pop(cluster_id, None)
        self.clusters.pop(cluster_id, None)
        if rest:
            left = Cluster(cluster.id, cluster.depth, cluster.entity_type, rest, {m.id: cluster.parents[m.id] for m in rest})
            self.clusters[left.id] = left
            self.nodes[left.id] = left.node()
        else:
            self.positions.pop(cluster_id, None)
        for node in chosen:
            self.nodes.setdefault(node.id, node)
            if spot is not None:
                self.positions.setdefault(node.id, spot)
        return chosen

    def add_edges(self, edges: Iterable[GraphEdge]) -> None:
        for edge in edges:
            self.edges[edge.id] = edge

    def cluster_of(self, entity_id: str) -> str | None:
        for cluster in self.clusters.values():
            if entity_id in cluster.parents:
                return cluster.id
        return None

    def cluster_edges(self) -> list[GraphEdge]:
        """One link from each cluster to every drawn parent of its members (or the parent's cluster)."""
        holder = {m: c.id for c in self.clusters.values() for m in c.parents}
        links: dict[tuple[str, str], int] = {}
        for cluster in self.clusters.values():
            for parent in cluster.parents.values():
                end = parent if parent in self.nodes else holder.get(parent)
                if end is not None and end != cluster.id:
                    links[(end, cluster.id)] = links.get((end, cluster.id), 0) + 1
        return [GraphEdge(f"link:{a}>{b}", a, b, f"{n}×" if n > 1 else "", 1.0) for (a, b), n in sorted(links.items())]

    # --- edits from elsewhere --------------------------------------------------------------

    def rename(self, node: GraphNode) -> None:
        old = self.nodes.get(node.id)
        if old is not None:
            self.nodes[node.id] = replace(node, depth=old.depth)

    def remove(self, node_id: str) -> None:
        self.nodes.pop(node_id, None)
        self.edges = {k: e for k, e in self.edges.items() if node_id not in (e.source, e.target)}
        for bucket in (self.hidden, self.pinned):
            bucket.discard(node_id)
        self.positions.pop(node_id, None)
        self.more.pop(node_id, None)
        if node_id in self.path:
            self.clear_path()
        if self.centre_id == node_id:
            self.clear()

    # --- what is visible --------------------------------------------------------------------

    def visible_ids(self) -> list[str]:
        keep = self.filter.keeps_node
        return sorted(i for i, n in self.nodes.items() if i not in self.hidden and (i == self.centre_id or keep(n)))

    def visible_edges(self) -> list[GraphEdge]:
        shown = set(self.visible_ids())
        edges = [*self.edges.values(), *self.cluster_edges()]
        keep = self.filter.keeps_edge
        return sorted(
            (e for e in edges if e.source in shown and e.target in shown and (e.id.startswith("link:") or keep(e))),
            key=lambda e: e.id,
        )

    def hide(self, ids: Iterable[str]) -> int:
        """Hide nodes (never the centre); returns how many were newly hidden."""
        before = len(self.hidden)
        self.hidden |= {i for i in ids if i in self.nodes and i != self.centre_id}
        if any(i in self.hidden for i in self.path):
            self.clear_path()
        return len(self.hidden) - before

    def only(self, ids: Iterable[str]) -> None:
        keep = {i for i in ids if i in self.nodes}
        if keep:
            self.hidden = set(self.nodes) - keep

    def show_all(self) -> None:
        self.hidden.clear()

    def neighbours(self, node_id: str) -> set[str]:
        found = set()
        for edge in self.edges.values():
            if edge.source == node_id:
                found.add(edge.target)
            elif edge.target == node_id:
                found.add(edge.source)
        return found - self.hidden

    def types(self) -> dict[str, int]:
        """Entities per type, filtered-out types included (the legend lists them, to bring them back)."""
        counts: dict[str, int] = {}
        for node_id in self.nodes:
            if node_id in self.hidden:
                continue
            node = self.nodes[node_id]
            counts[node.entity_type] = counts.get(node.entity_type, 0) + max(1, node.members)
        return dict(sorted(counts.items()))

    @property
    def truncated(self) -> int:
        """Reachable entities the neighbourhood did not read (neither drawn nor clustered)."""
        return max(0, self.total - self.scanned)

    @property
    def clustered(self) -> int:
        return sum(len(c.members) for c in self.clusters.values())


def relation_types(edges: Iterable[GraphEdge]) -> list[str]:
    """The relation types among these edges (what the filter menu offers)."""
    return sorted({e.relation_type for e in edges if not e.id.startswith("link:")})
