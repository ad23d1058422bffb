"""What the knowledge-graph browser's service hands to its widgets (frozen dataclasses).

The widgets never see the store: they get these values, built by `browser.KGBrowser`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from goclaw_lite.model.kg import DedupCandidate, Entity, EntitySort, Relation

if TYPE_CHECKING:  # an annotation only: the whole-graph layout process imports this module, and not the store
    from goclaw_lite.app.knowledge import MergeSnapshot


@dataclass(frozen=True)
class AgentChoice:
    id: str
    key: str
    label: str
    is_default: bool


@dataclass(frozen=True)
class EntityQuery:
    """What the entity list shows: a search (`text`) or a sorted listing, at `as_of`."""

    agent_id: str
    text: str = ""
    entity_type: str | None = None
    as_of: str | None = None
    sort: EntitySort = EntitySort.NAME
    descending: bool = False

    @property
    def searching(self) -> bool:
        return bool(self.text.strip())


@dataclass(frozen=True)
class EntityRows:
    """One page of the entity list. A search page does not know its total: `complete` is
    False while more hits follow, and `total` then counts one row past those loaded."""

    items: tuple[Entity, ...]
    total: int
    offset: int
    complete: bool = True


@dataclass(frozen=True)
class EntityDetail:
    entity: Entity
    outgoing: tuple[Relation, ...]
    incoming: tuple[Relation, ...]
    as_of: str | None


@dataclass(frozen=True)
class GraphNode:
    id: str
    name: str
    entity_type: str
    confidence: float
    depth: int = 0
    members: int = 0  # above 0: a cluster standing for this many entities (see `Cluster`)
    degree: int = 0  # relations of the entity in the whole graph, when known

    @property
    def is_cluster(self) -> bool:
        return self.members > 0


def plural(entity_type: str, count: int) -> str:
    """ "1 person", "42 people", "3 cities": the words a cluster node shows."""
    word = entity_type.replace("_", " ")
    if count == 1:
        return f"1 {word}"
    irregular = {"person": "people", "child": "children", "man": "men", "woman": "women"}
    if word in irregular:
        word = irregular[word]
    elif word.endswith("y") and word[-2:-1] not in "aeiou":
        word = word[:-1] + "ies"
    elif word.endswith(("s", "x", "z", "ch", "sh")):
        word += "es"
    else:
        word += "s"
    return f"{count:,} {word}"


@dataclass(frozen=True)
class Cluster:
    """Entities of one type at one depth, collapsed into one node until it is opened.

    `parents` maps each member to the entity one hop closer to the centre, so the cluster
    is tied to what is drawn (or to the cluster holding that entity).
    """

    id: str
    depth: int
    entity_type: str
    members: tuple[GraphNode, ...]
    parents: dict[str, str]

    def node(self) -> GraphNode:
        count = len(self.members)
        return GraphNode(self.id, plural(self.entity_type, count), self.entity_type, 1.0, self.depth, members=count)


@dataclass(frozen=True)
class GraphEdge:
    id: str
    source: str
    target: str
    relation_type: str
    confidence: float = 1.0


@dataclass(frozen=True)
class Subgraph:
    """Part of the graph to draw: nodes, the relations among them, and what was left out.

    `total` counts the entities the request could reach (before the cap), so the view can
    offer to show more.
    """

    centre_id: str
    nodes: tuple[GraphNode, ...]
    edges: tuple[GraphEdge, ...]
    total: int
    depth: int
    depth_counts: tuple[int, ...] = ()  # entities at depth 1, 2, ... (of those scanned)
    clusters: tuple[Cluster, ...] = ()
    scanned: int = -1  # entities the traversal read (-1: all of `total`)

    @property
    def hidden_count(self) -> int:
        """Reachable entities neither drawn nor in a cluster (beyond what was scanned)."""
        read = self.total if self.scanned < 0 else self.scanned
        return max(0, self.total - read)


@dataclass(frozen=True)
class Expansion:
    """New neighbours of one node, the relations that tie them in, and how many remain."""

    node_id: str
    nodes: tuple[GraphNode, ...]
    edges: tuple[GraphEdge, ...]
    remaining: int


@dataclass(frozen=True)
class PathResult:
    """A shortest chain of relations from `start` to `end` (node ids in order)."""

    node_ids: tuple[str, ...]
    nodes: tuple[GraphNode, ...]
    edges: tuple[GraphEdge, ...]

    @property
    def hops(self) -> int:
        return len(self.edges)


class UndoKind(str, Enum):
    EDIT = "edit"
    DELETE = "delete"
    MERGE = "merge"


@dataclass(frozen=True)
class UndoStep:
    """How to take back the last edit or delete: the entity as it was, and its relations."""

    kind: UndoKind
    agent_id: str
    before: Entity
    relations: tuple[Relation, ...] = field(default=())
    merge: MergeSnapshot | None = None


@dataclass(frozen=True)
class DuplicateReview:
    """Pending duplicate pairs and, per entity of them, how many relations it has now."""

    candidates: tuple[DedupCandidate, ...]
    relation_counts: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class WholeGraph:
    """Every entity of the scope (or the `len(nodes)` best connected of `total`) and their relations."""

    nodes: tuple[GraphNode, ...]
    edges: tuple[GraphEdge, ...]
    total: int
