"""Episodic memory (L1) and consolidation jobs, as the stores hand them to services."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

DEFAULT_TTL_DAYS = 90
RECALL_HALF_LIFE_DAYS = 14.0


@dataclass(frozen=True)
class MemoryScope:
    """Whose memory: one agent's, for one user ('' means shared)."""

    agent_id: str
    user_id: str = ""


@dataclass(frozen=True)
class EpisodeInput:
    """What consolidation writes: one summary of one source (a conversation)."""

    session_key: str
    summary: str
    l0_abstract: str = ""
    key_topics: tuple[str, ...] = ()
    source_type: str = "session"
    source_id: str | None = None
    turn_count: int = 0
    token_count: int = 0


@dataclass(frozen=True)
class Episode:
    id: str
    agent_id: str
    user_id: str
    session_key: str
    summary: str
    l0_abstract: str
    key_topics: tuple[str, ...]
    source_type: str
    source_id: str | None
    turn_count: int
    token_count: int
    created_at: str
    expires_at: str | None
    promoted_at: str | None
    recall_count: int
    recall_score: float
    last_recalled_at: str | None


@dataclass(frozen=True)
class CreatedEpisode:
    episode: Episode
    created: bool  # False: a row for this source existed already and is returned unchanged


@dataclass(frozen=True)
class EpisodeHit:
    """A search result: the abstract (not the full summary) and how well it matched (0..1)."""

    id: str
    l0_abstract: str
    key_topics: tuple[str, ...]
    session_key: str
    created_at: str
    relevance: float
    matched: tuple[str, ...] = field(default=())  # the query terms found


class JobStage(str, enum.Enum):
    """pending -> summarized (episodic row stored) -> done; failed after the last attempt.

    The schema also allows `extracted`; this version writes the KG in the same step that
    marks the job done, so it never stores that stage.
    """

    PENDING = "pending"
    SUMMARIZED = "summarized"
    EXTRACTED = "extracted"
    DONE = "done"
    FAILED = "failed"

    @property
    def open(self) -> bool:
        return self not in (JobStage.DONE, JobStage.FAILED)


@dataclass(frozen=True)
class ConsolidationJob:
    id: str
    agent_id: str
    source_type: str
    source_id: str
    stage: JobStage
    attempts: int
    last_error: str | None
    created_at: str
    updated_at: str
