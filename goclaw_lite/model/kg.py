"""Knowledge-graph rows and requests as they cross layer boundaries (frozen dataclasses).

Timestamps are canonical ISO text (`goclaw_lite.ids.format_ts`). A row is valid at time T
when `valid_from <= T < valid_until` (an open `valid_until` never ends).
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

MAX_TRAVERSAL_DEPTH = 5


@dataclass(frozen=True)
class KGScope:
    """Whose graph: one agent's, for one user (Lite has one user, '' means shared)."""

    agent_id: str
    user_id: str = ""


class Direction(str, enum.Enum):
    OUT = "out"
    IN = "in"
    BOTH = "both"


class EntitySort(str, enum.Enum):
    NAME = "name"
    TYPE = "type"
    CONFIDENCE = "confidence"
    CREATED = "created"
    UPDATED = "updated"
    CONNECTED = "connected"  # by number of relations (valid at the moment listed)


class MatchRank(enum.IntEnum):
    """Search ranking: a lower value sorts first (then the most recently changed)."""

    EXACT = 0  # the name as typed (case aside)
    FOLDED = 1  # the name, accents and case aside
    PREFIX = 2  # the name starts with the query
    WORD = 3  # a word of the name starts with it
    SUBSTRING = 4  # anywhere in name, type, description or aliases


class CandidateStatus(str, enum.Enum):
    PENDING = "pending"
    MERGED = "merged"
    DISMISSED = "dismissed"


@dataclass(frozen=True)
class Entity:
    id: str
    agent_id: str
    user_id: str
    external_id: str
    name: str
    entity_type: str
    description: str
    properties: Mapping[str, Any]
    aliases: tuple[str, ...]
    source_id: str
    confidence: float
    created_at: str
    updated_at: str
    valid_from: str
    valid_until: str | None

    def valid_at(self, moment: str) -> bool:
        return self.valid_from <= moment and (self.valid_until is None or moment < self.valid_until)


@dataclass(frozen=True)
class EntityInput:
    """An entity to create or update. `None` means "keep what is stored" on an update.

    `valid_from`/`valid_until` left `None` on an update keep the stored window, except that a
    row whose window has ended gets a new one starting now (re-asserting a fact revives it).
    """

    name: str
    entity_type: str
    description: str | None = None
    properties: Mapping[str, Any] | None = None
    aliases: Sequence[str] | None = None
    confidence: float | None = None
    source_id: str | None = None
    external_id: str | None = None
    valid_from: str | None = None
    valid_until: str | None = None


@dataclass(frozen=True)
class EntityReplacement:
    """Every editable field of an entity, set exactly (an upsert only merges and adds).

    The entity keeps its id, external id, source and creation time.
    """

    name: str
    entity_type: str
    description: str
    properties: Mapping[str, Any]
    aliases: Sequence[str]
    confidence: float
    valid_from: str
    valid_until: str | None

    @classmethod
    def of(cls, entity: Entity) -> EntityReplacement:
        """The entity's current state: replacing with it changes nothing (an edit's undo)."""
        return cls(
            name=entity.name, entity_type=entity.entity_type, description=entity.description,
            properties=dict(entity.properties), aliases=tuple(entity.aliases), confidence=entity.confidence,
            valid_from=entity.valid_from, valid_until=entity.valid_until,
        )


@dataclass(frozen=True)
class RestoredEntity:
    """An entity written back under its old id, and how many of its relations came with it."""

    entity: Entity
    relations_restored: int
    relations_skipped: int  # their other end is gone


@dataclass(frozen=True)
class UpsertedEntity:
    entity: Entity
    created: bool
    revived: bool = False


@dataclass(frozen=True)
class Relation:
    id: str
    agent_id: str
    user_id: str
    source_entity_id: str
    relation_type: str
    target_entity_id: str
    confidence: float
    properties: Mapping[str, Any]
    created_at: str
    valid_from: str
    valid_until: str | None
    source_name: str = ""
    target_name: str = ""


@dataclass(frozen=True)
class RelationInput:
    """A relation between two stored entities, by id; `None` fields keep stored values."""

    source_entity_id: str
    relation_type: str
    target_entity_id: str
    confidence: float | None = None
    properties: Mapping[str, Any] | None = None
    valid_from: str | None = None
    valid_until: str | None = None


@dataclass(frozen=True)
class RelationSpec:
    """A relation in an extraction batch, naming its ends by entity name (and type if needed).

    Names resolve against the batch first, then against entities already stored.
    """

    source: str
    target: str
    relation_type: str
    source_type: str | None = None
    target_type: str | None = None
    confidence: float | None = None
    properties: Mapping[str, Any] | None = None
    valid_from: str | None = None
    valid_until: str | None = None


@dataclass(frozen=True)
class EntityListOptions:
    entity_type: str | None = None
    sort: EntitySort = EntitySort.NAME
    descending: bool = False
    limit: int = 50
    offset: int = 0
    as_of: str | None = None
    include_expired: bool = False


@dataclass(frozen=True)
class EntityPage:
    items: tuple[Entity, ...]
    total: int
    limit: int
    offset: int


@dataclass(frozen=True)
class SearchHit:
    entity: Entity
    rank: MatchRank
    as_typed: bool = True  # the name matches at this rank as typed (accents kept), not only folded

    @property
    def order(self) -> int:
        """The sort key before recency: by rank, and within a rank a match as typed first, so
        "ĐÀ" lists "Đà Nẵng" before "Da Nang Port" and "da" the other way round."""
        return int(self.rank) * 2 + (0 if self.as_typed else 1)

    @classmethod
    def at_order(cls, entity: Entity, order: int) -> SearchHit:
        """The hit whose `order` (as the search computed it) is `order`."""
        return cls(entity, MatchRank(order // 2), as_typed=order % 2 == 0)

    @property
    def cursor(self) -> SearchCursor:
        """Where the next page starts (`search_entities(after=...)`)."""
        return SearchCursor(self.order, self.entity.updated_at, self.entity.id)


@dataclass(frozen=True)
class SearchCursor:
    """A keyset position in ranked search hits: (`SearchHit.order`, updated_at descending, id descending: ids are time-ordered)."""

    rank: int
    updated_at: str
    id: str


DEFAULT_TRAVERSAL_BUDGET = 500


@dataclass(frozen=True)
class TraverseOptions:
    max_depth: int = 2
    direction: Direction = Direction.BOTH
    relation_types: tuple[str, ...] = ()
    entity_types: tuple[str, ...] = ()  # filters the nodes returned; the walk passes any type
    limit: int | None = None
    as_of: str | None = None
    budget: int | None = DEFAULT_TRAVERSAL_BUDGET
    """Entities the walk may reach before it stops expanding (nearest first); None walks everything
    within the depth (export, the CLI's `--all`)."""


@dataclass(frozen=True)
class TraversalNode:
    """One reachable entity with its smallest hop count and one shortest path to it.

    `path` lists relation ids from the start outward; `parent_id` is the entity one hop
    closer to the start on that path.
    """

    id: str
    name: str
    entity_type: str
    confidence: float
    depth: int
    path: tuple[str, ...]
    parent_id: str
    via: str = ""  # relation type of the last hop


@dataclass(frozen=True)
class TraversalResult:
    """A traversal; iterating it yields its nodes (nearest first, then by name)."""

    start: Entity
    nodes: tuple[TraversalNode, ...]
    direction: Direction
    requested_depth: int
    depth: int
    total: int  # reachable nodes matching the filters, before `limit` (with a budget: those counted)
    as_of: str
    depth_counts: tuple[int, ...] = ()
    """With a budget: entities counted at depth 1, 2, ... (all of a level the walk reached)."""
    more: bool = False
    """With a budget: the walk stopped at it, and entities beyond those counted may exist."""
    counts_at_least: bool = False
    """With a budget: the walk stopped reading the last level it counted once it held more than
    the budget, so that count (and `total`) is a lower bound."""

    @property
    def clamped(self) -> bool:
        return self.requested_depth > self.depth

    @property
    def truncated(self) -> bool:
        return self.more or self.total > len(self.nodes)

    def __iter__(self) -> Iterator[TraversalNode]:
        return iter(self.nodes)

    def __len__(self) -> int:
        return len(self.nodes)


@dataclass(frozen=True)
class DedupEntry:
    """What dedup compares of a stored entity."""

    id: str
    name: str
    entity_type: str
    description: str
    confidence: float


@dataclass(frozen=True)
class CandidatePair:
    entity_a_id: str
    entity_b_id: str
    similarity: float
    name_similarity: float


@dataclass(frozen=True)
class DedupCandidate:
    id: str
    entity_a: Entity
    entity_b: Entity
    similarity: float
    name_similarity: float | None
    status: CandidateStatus
    created_at: str


@dataclass(frozen=True)
class EntityPatch:
    """The survivor's attributes after a merge."""

    description: str
    properties: Mapping[str, Any]
    aliases: tuple[str, ...]
    confidence: float
    valid_from: str
    valid_until: str | None


@dataclass(frozen=True)
class MergeResult:
    survivor: Entity
    merged_id: str
    merged_name: str
    relations_moved: int
    relations_folded: int  # duplicates of an edge the survivor already had
    relations_dropped: int  # edges between the two entities
    candidates_moved: int


@dataclass(frozen=True)
class IngestWrite:
    """What one extraction batch wrote, before dedup."""

    entity_ids: tuple[str, ...]  # per input entity, in input order
    created_ids: tuple[str, ...]
    updated: int
    revived: int
    relation_ids: tuple[str, ...]
    relations_created: int
    relations_updated: int


@dataclass(frozen=True)
class MergeRecord:
    survivor_id: str
    survivor_name: str
    merged_name: str
    similarity: float


@dataclass(frozen=True)
class IngestReport:
    entities_created: int
    entities_updated: int
    entities_revived: int
    relations_created: int
    relations_updated: int
    merges: tuple[MergeRecord, ...] = ()
    candidates_queued: int = 0
    entity_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class PruneReport:
    min_confidence: float
    dry_run: bool
    entities: int
    relations: int  # low-confidence edges plus those attached to pruned entities
    sample: tuple[str, ...] = ()  # names of some entities that go, lowest confidence first


@dataclass(frozen=True)
class KGStats:
    entity_count: int
    relation_count: int
    entity_types: Mapping[str, int] = field(default_factory=dict)
    relation_types: Mapping[str, int] = field(default_factory=dict)
    not_current_entities: int = 0
    pending_candidates: int = 0
    as_of: str = ""
