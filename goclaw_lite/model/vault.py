"""Values the VaultStore takes and returns (frozen, so they cross layers safely)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
from typing import Any

MAX_PATH = 1000
MAX_TITLE = 1000
MAX_QUERY = 500
MAX_SEARCH_LIMIT = 500
MAX_LIST_LIMIT = 100_000
LINK_WIKILINK = "wikilink"
LINK_EMBED = "embed"
UNRESOLVED_KEY = "unresolved_links"
"""metadata key holding the link targets that matched no document (vault_links.to_doc_id is NOT NULL)."""


class ScopeKind(StrEnum):
    SHARED = "shared"
    PERSONAL = "personal"


@dataclass(frozen=True)
class VaultScope:
    """Whose notes: the user's shared vault (no agent) or one agent's personal vault."""

    kind: ScopeKind = ScopeKind.SHARED
    agent_id: str | None = None

    def __post_init__(self) -> None:
        if (self.kind is ScopeKind.PERSONAL) != bool(self.agent_id):
            raise ValueError("a personal vault scope needs an agent id, a shared one none")

    @classmethod
    def shared(cls) -> VaultScope:
        return cls()

    @classmethod
    def personal(cls, agent_id: str) -> VaultScope:
        return cls(ScopeKind.PERSONAL, agent_id)


@dataclass(frozen=True)
class DocumentInput:
    path: str
    content: str = ""
    title: str = ""
    """Empty means the file name without `.md`."""
    doc_type: str = "note"
    summary: str = ""
    metadata: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class DocumentInfo:
    """A document without its body: what lists, search hits and links carry."""

    id: str
    path: str
    title: str
    doc_type: str
    content_hash: str
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class VaultDocument(DocumentInfo):
    content: str = ""
    summary: str = ""
    metadata: Mapping[str, Any] = field(default_factory=dict)

    @property
    def unresolved_links(self) -> tuple[str, ...]:
        raw = self.metadata.get(UNRESOLVED_KEY)
        return tuple(str(t) for t in raw) if isinstance(raw, list) else ()

    @property
    def info(self) -> DocumentInfo:
        return DocumentInfo(
            self.id, self.path, self.title, self.doc_type, self.content_hash, self.created_at, self.updated_at
        )


class UpsertOutcome(StrEnum):
    CREATED = "created"
    UPDATED = "updated"
    UNCHANGED = "unchanged"


@dataclass(frozen=True)
class UpsertResult:
    document: VaultDocument
    outcome: UpsertOutcome


@dataclass(frozen=True)
class LinkInput:
    to_doc_id: str
    link_type: str = LINK_WIKILINK
    context: str = ""
    metadata: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class VaultLink:
    """One stored link; `other` is the far end (the target of an out-link, the source of a backlink)."""

    id: str
    from_doc_id: str
    to_doc_id: str
    link_type: str
    context: str
    metadata: Mapping[str, Any]
    created_at: str
    other: DocumentInfo


class MatchRank(IntEnum):
    TITLE = 0
    PATH = 1
    CONTENT = 2


@dataclass(frozen=True)
class VaultSearchHit:
    document: DocumentInfo
    rank: MatchRank
    content: str
    """The body, for a snippet (only hits on the returned page carry it)."""


@dataclass(frozen=True)
class VaultSearchPage:
    hits: tuple[VaultSearchHit, ...]
    total: int
