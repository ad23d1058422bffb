"""EpisodicStore (`episodic_summaries`) and ConsolidationJobStore (`consolidation_jobs`).

Episodes are one summary per source: the partial unique index on (agent, user, source_id)
makes a second `create` for the same source return the stored row instead of a copy.
Search matches folded query terms with LIKE against the stored `search_fold` column
(casefold of summary, abstract and topics), with `%`, `_` and `\\` escaped, so it is
Unicode case-insensitive on both backends; relevance is the share of query terms found.

Recall score, after each search hit (n = recall_count before the hit, S = recall_score):

    frequency = (n+1) / (n+1 + 4)
    relevance = the hit's relevance, clamped to 0..1
    recency   = 0.5 ** (days since the previous recall / 14), 0 when never recalled
    freshness = 0.5 ** (days since the episode was created / 14)
    s  = 0.30*frequency + 0.35*relevance + 0.20*recency + 0.15*freshness
    S' = (S*n + s) / (n+1)        recall_count' = n+1, last_recalled_at = now

Rows expire `ttl_days` after creation (default 90): search and get ignore expired rows, and
`prune_expired` deletes them. Time comes from an injectable clock.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import format_ts, is_uuid, parse_ts, uuid7
from goclaw_lite.model.json_values import json_strings
from goclaw_lite.model.memory import (
    DEFAULT_TTL_DAYS,
    RECALL_HALF_LIFE_DAYS,
    ConsolidationJob,
    CreatedEpisode,
    Episode,
    EpisodeHit,
    EpisodeInput,
    JobStage,
    MemoryScope,
)
from goclaw_lite.store.backend.db import Database, Row, contains_pattern
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.chat.conversations import SUBTASK_KEY
from goclaw_lite.textfold import fold_text

__all__ = ["STOP_WORDS", "ConsolidationJobStore", "EpisodicStore", "query_terms", "recall_score"]

Clock = Callable[[], datetime]

MAX_QUERY = 500
MAX_TERMS = 12
MAX_SEARCH_LIMIT = 100
CANDIDATES = 400  # rows read per search before ranking by relevance
WINDOW = 10 * CANDIDATES  # newest episodes tried first for them (see EpisodicStore._recent_candidates)
_CHUNK = 200
_EDGE = "\"'.,;:!?()[]{}<>«»“”‘’"
STOP_WORDS = frozenset(
    [
        "the", "and", "for", "are", "was", "were", "you", "your", "with", "that", "this", "what", "when",
        "where", "which", "who", "how", "did", "does", "have", "has", "had", "from", "about", "into", "can",
        "could", "would", "should", "will", "not", "but", "our", "out", "all", "any", "its", "it's", "they",
        "them", "then", "than", "there", "their", "been", "also", "just", "like", "some",
    ]
)
_HIT_COLUMNS = "id, l0_abstract, key_topics, session_key, created_at, search_fold"
_EP_COLUMNS = (
    "id, agent_id, user_id, session_key, summary, l0_abstract, key_topics, source_type, source_id, turn_count, "
    "token_count, created_at, expires_at, promoted_at, recall_count, recall_score, last_recalled_at"
)


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _norm(text: str) -> str:
    return fold_text(text)


def query_terms(query: str) -> tuple[str, ...]:
    """The folded words a query is matched by: split on white space, sentence punctuation
    trimmed from the ends (`%`, `_` and `\\` stay: they match themselves), stop words and
    1-2 letter words dropped unless nothing else is left, longest first, at most MAX_TERMS."""
    words = list(dict.fromkeys(w for w in (p.strip(_EDGE) for p in _norm(query).split()) if w))
    strong = [w for w in words if len(w) >= 3 and w not in STOP_WORDS]
    chosen = strong or [w for w in words if len(w) >= 3] or words
    return tuple(sorted(chosen, key=len, reverse=True)[:MAX_TERMS])


def _half_life(days: float) -> float:
    return float(0.5 ** (max(days, 0.0) / RECALL_HALF_LIFE_DAYS))


def recall_score(
    *, old_score: float, old_count: int, relevance: float, created_at: datetime, last_recalled_at: datetime | None,
    now: datetime,
) -> float:
    """The running-average recall score after one more hit (the formula in the module docstring)."""
    n = max(old_count, 0)
    frequency = (n + 1) / (n + 1 + 4)
    rel = min(max(relevance, 0.0), 1.0)
    recency = 0.0 if last_recalled_at is None else _half_life((now - last_recalled_at).total_seconds() / 86400)
    freshness = _half_life((now - created_at).total_seconds() / 86400)
    sample = 0.30 * frequency + 0.35 * rel + 0.20 * recency + 0.15 * freshness
    return min(max((old_score * n + sample) / (n + 1), 0.0), 1.0)


def _topics(raw: Any) -> tuple[str, ...]:
    return json_strings(raw) or ()


def _to_episode(row: Row) -> Episode:
    return Episode(
        id=str(row["id"]), agent_id=str(row["agent_id"]), user_id=str(row["user_id"]),
        session_key=str(row["session_key"]), summary=str(row["summary"]), l0_abstract=str(row["l0_abstract"]),
        key_topics=_topics(row["key_topics"]), source_type=str(row["source_type"]),
        source_id=None if row["source_id"] is None else str(row["source_id"]),
        turn_count=int(row["turn_count"]), token_count=int(row["token_count"]), created_at=str(row["created_at"]),
        expires_at=row["expires_at"], promoted_at=row["promoted_at"], recall_count=int(row["recall_count"]),
        recall_score=float(row["recall_score"]), last_recalled_at=row["last_recalled_at"],
    )


def episode_search_fold(summary: str, abstract: str, topics: Iterable[Any]) -> tuple[tuple[str, ...], str]:
    """(cleaned topics, search_fold) exactly as `create` writes them (for rows imported with their ids)."""
    cleaned = _clean_topics(topics)
    return cleaned, _norm(" ".join([summary.strip(), abstract.strip(), *cleaned]))


def _clean_topics(topics: Iterable[Any]) -> tuple[str, ...]:
    out: dict[str, str] = {}
    for topic in topics:
        text = " ".join(str(topic).split())[:100]
        if text and _norm(text) not in out:
            out[_norm(text)] = text
    return tuple(out.values())[:20]


class EpisodicStore:
    def __init__(
        self, db: Database, identity: LocalIdentity, *, clock: Clock = _utc_now, ttl_days: int = DEFAULT_TTL_DAYS
    ) -> None:
        if ttl_days < 1:
            raise ValidationError("The episodic memory TTL must be at least one day.")
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id
        self._clock = clock
        self.ttl = timedelta(days=ttl_days)

    def scope(self, agent_id: str, user_id: str | None = None) -> MemoryScope:
        return MemoryScope(agent_id=agent_id, user_id=self._user if user_id is None else user_id)

    def now(self) -> str:
        return format_ts(self._clock())

    # --- writing ---------------------------------------------------------------------------

    async def create(self, scope: MemoryScope, item: EpisodeInput) -> CreatedEpisode:
        """Store one episode; for a source that already has one, return that row unchanged."""
        summary = item.summary.strip()
        if not summary:
            raise ValidationError("An episode needs a summary.")
        if item.source_id is not None and not item.source_id.strip():
            raise ValidationError("source_id must be None or non-empty (an empty id would collide).")
        if item.turn_count < 0 or item.token_count < 0:
            raise ValidationError("turn_count and token_count cannot be negative.")
        topics = _clean_topics(item.key_topics)
        abstract = item.l0_abstract.strip()
        now = self._clock()
        searchable = _norm(" ".join([summary, abstract, *topics]))
        episode_id = uuid7()
        changed = await self._db.execute(
            "INSERT INTO episodic_summaries (id, tenant_id, agent_id, user_id, session_key, summary, l0_abstract, "
            "key_topics, source_type, source_id, turn_count, token_count, created_at, expires_at, search_fold) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (agent_id, user_id, source_id) WHERE source_id IS NOT NULL DO NOTHING",
            (
                episode_id, self._tenant, scope.agent_id, scope.user_id, item.session_key, summary, abstract,
                json.dumps(list(topics), ensure_ascii=False), item.source_type, item.source_id, item.turn_count,
                item.token_count, format_ts(now), format_ts(now + self.ttl), searchable,
            ),
        )
        if changed:
            return CreatedEpisode(await self.get(episode_id, include_expired=True), True)
        assert item.source_id is not None  # only the source index can refuse the insert
        existing = await self.get_by_source_id(scope, item.source_id, include_expired=True)
        if existing is None:
            raise NotFoundError("The episode for this source vanished while it was being written; try again.")
        return CreatedEpisode(existing, False)

    async def delete(self, episode_id: str) -> None:
        if not is_uuid(episode_id) or not await self._db.execute(
            "DELETE FROM episodic_summaries WHERE id = ? AND tenant_id = ?", (episode_id, self._tenant)
        ):
            raise NotFoundError(f"No episode with id {episode_id}.")

    async def prune_expired(self) -> int:
        """Delete episodes past their expiry; returns how many."""
        return await self._db.execute(
            "DELETE FROM episodic_summaries WHERE tenant_id = ? AND expires_at IS NOT NULL AND expires_at <= ?",
            (self._tenant, self.now()),
        )

    async def mark_promoted(self, episode_ids: Sequence[str]) -> int:
        """Set promoted_at on these episodes of this tenant (the reference forgot the tenant)."""
        ids = [i for i in dict.fromkeys(episode_ids) if is_uuid(i)]
        changed = 0
        stamp = self.now()
        async with self._db.transaction():
            for start in range(0, len(ids), _CHUNK):
                chunk = ids[start : start + _CHUNK]
                marks = ", ".join("?" for _ in chunk)
                changed += await self._db.execute(
                    f"UPDATE episodic_summaries SET promoted_at = ? WHERE tenant_id = ? AND promoted_at IS NULL "
                    f"AND id IN ({marks})",
                    (stamp, self._tenant, *chunk),
                )
        return changed

    async def record_recall(self, episode_id: str, relevance: float) -> Episode | None:
        """Count one search hit and update the running recall score; None if the row is gone."""
        if not is_uuid(episode_id):
            return None
        async with self._db.transaction():
            row = await self._db.fetch_one(
                "SELECT created_at, recall_count, recall_score, last_recalled_at FROM episodic_summaries "
                "WHERE id = ? AND tenant_id = ?",
                (episode_id, self._tenant),
            )
            if row is None:
                return None
            now = self._clock()
            score = recall_score(
                old_score=float(row["recall_score"]), old_count=int(row["recall_count"]), relevance=relevance,
                created_at=parse_ts(str(row["created_at"])),
                last_recalled_at=parse_ts(str(row["last_recalled_at"])) if row["last_recalled_at"] else None, now=now,
            )
            await self._db.execute(
                "UPDATE episodic_summaries SET recall_count = recall_count + 1, recall_score = ?, last_recalled_at = ? "
                "WHERE id = ? AND tenant_id = ?",
                (score, format_ts(now), episode_id, self._tenant),
            )
        return await self.get(episode_id, include_expired=True)

    # --- reading ---------------------------------------------------------------------------

    def _live(self, include_expired: bool) -> tuple[str, tuple[Any, ...]]:
        if include_expired:
            return "", ()
        return " AND (expires_at IS NULL OR expires_at > ?)", (self.now(),)

    async def get(self, episode_id: str, *, include_expired: bool = False) -> Episode:
        live, params = self._live(include_expired)
        row = None
        if is_uuid(episode_id):
            row = await self._db.fetch_one(
                f"SELECT {_EP_COLUMNS} FROM episodic_summaries WHERE id = ? AND tenant_id = ?{live}",
                (episode_id, self._tenant, *params),
            )
        if row is None:
            raise NotFoundError(f"No episode with id {episode_id} (it may have expired).")
        return _to_episode(row)

    async def get_by_source_id(
        self, scope: MemoryScope, source_id: str, *, include_expired: bool = False
    ) -> Episode | None:
        live, params = self._live(include_expired)
        row = await self._db.fetch_one(
            f"SELECT {_EP_COLUMNS} FROM episodic_summaries WHERE agent_id = ? AND user_id = ? AND source_id = ? "
            f"AND tenant_id = ?{live}",
            (scope.agent_id, scope.user_id, source_id, self._tenant, *params),
        )
        return None if row is None else _to_episode(row)

    async def exists_by_source_id(self, scope: MemoryScope, source_id: str) -> bool:
        """Whether this source was consolidated (expired rows count: they still hold the slot)."""
        value = await self._db.fetch_value(
            "SELECT 1 FROM episodic_summaries WHERE agent_id = ? AND user_id = ? AND source_id = ? AND tenant_id = ?",
            (scope.agent_id, scope.user_id, source_id, self._tenant),
        )
        return value is not None

    async def list(self, scope: MemoryScope, *, limit: int = 20, offset: int = 0) -> list[Episode]:
        live, params = self._live(False)
        rows = await self._db.fetch_all(
            f"SELECT {_EP_COLUMNS} FROM episodic_summaries WHERE agent_id = ? AND user_id = ? AND tenant_id = ?{live} "
            "ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
            (scope.agent_id, scope.user_id, self._tenant, *params, limit, offset),
        )
        return [_to_episode(r) for r in rows]

    async def count(self, scope: MemoryScope) -> int:
        live, params = self._live(False)
        return int(
            await self._db.fetch_value(
                f"SELECT COUNT(*) FROM episodic_summaries WHERE agent_id = ? AND user_id = ? AND tenant_id = ?{live}",
                (scope.agent_id, scope.user_id, self._tenant, *params),
            )
            or 0
        )

    async def list_unpromoted(self, scope: MemoryScope, *, limit: int = 20, by_score: bool = False) -> builtins.list[Episode]:
        """Live episodes not yet promoted: oldest first, or the most recalled first."""
        live, params = self._live(False)
        order = "recall_score DESC, created_at ASC" if by_score else "created_at ASC"
        rows = await self._db.fetch_all(
            f"SELECT {_EP_COLUMNS} FROM episodic_summaries WHERE agent_id = ? AND user_id = ? AND tenant_id = ? "
            f"AND promoted_at IS NULL{live} ORDER BY {order}, id LIMIT ?",
            (scope.agent_id, scope.user_id, self._tenant, *params, limit),
        )
        return [_to_episode(r) for r in rows]

    async def search(
        self, scope: MemoryScope, query: str, *, limit: int = 10, min_relevance: float = 0.0
    ) -> builtins.list[EpisodeHit]:
        """Live episodes whose summary, abstract or topics contain the query's words, any case.

        Relevance is 1.0 when the whole query occurs as written (folded), else the share of
        query terms found; ties go to the newer episode.
        """
        if not isinstance(query, str) or not query.strip():
            raise ValidationError("The search query is empty.")
        if len(query) > MAX_QUERY:
            raise ValidationError(f"The search query is longer than {MAX_QUERY} characters.")
        if not 1 <= limit <= MAX_SEARCH_LIMIT:
            raise ValidationError(f"limit must be from 1 to {MAX_SEARCH_LIMIT}.")
        terms = query_terms(query)
        if not terms:
            return []
        phrase = _norm(query)
        rows = await self._recent_candidates(scope, terms)
        if rows is None:
            matches = " OR ".join(self._db.dialect.like("search_fold") for _ in terms)
            rows = await self._db.fetch_all(
                f"SELECT {_HIT_COLUMNS} FROM episodic_summaries WHERE agent_id = ? AND user_id = ? AND tenant_id = ? "
                f"AND (expires_at IS NULL OR expires_at > ?) AND ({matches}) ORDER BY created_at DESC, id DESC LIMIT ?",
                (scope.agent_id, scope.user_id, self._tenant, self.now(), *(contains_pattern(t) for t in terms),
                 CANDIDATES),
            )
        ranked: list[tuple[float, tuple[str, ...], Row]] = []
        for row in rows:
            text = str(row["search_fold"])
            found = tuple(t for t in terms if t in text)
            relevance = 1.0 if phrase in text else len(found) / len(terms)
            if relevance >= min_relevance and found:
                ranked.append((relevance, found, row))
        ranked.sort(key=lambda r: r[0], reverse=True)  # stable: newest first within a relevance
        return [
            EpisodeHit(
                id=str(row["id"]), l0_abstract=str(row["l0_abstract"]), key_topics=_topics(row["key_topics"]),
                session_key=str(row["session_key"]), created_at=str(row["created_at"]), relevance=relevance,
                matched=found,
            )
            for relevance, found, row in ranked[:limit]
        ]

    async def _recent_candidates(self, scope: MemoryScope, terms: tuple[str, ...]) -> builtins.list[Row] | None:
        """The CANDIDATES newest matches when they lie among the WINDOW newest episodes, else None.

        Matching every row of the scope and sorting the matches costs a read of the whole
        table (about 50 ms at 50,000 episodes). The partial index idx_episodic_unpromoted
        walks the newest rows first, so a common word finds its candidates in the newest
        few thousand. It only holds unpromoted rows, so this applies only when the scope has
        no promoted episode (checked after, and only when the window was enough: two
        index-only counts). Rows outside the window are older than all in it, so the result
        is the same as the full search's.
        """
        matches = " OR ".join(self._db.dialect.like("search_fold") for _ in terms)
        rows = await self._db.fetch_all(
            f"SELECT {_HIT_COLUMNS} FROM (SELECT {_HIT_COLUMNS} FROM episodic_summaries "
            "WHERE agent_id = ? AND user_id = ? AND tenant_id = ? AND promoted_at IS NULL "
            "AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at DESC, id DESC LIMIT ?) recent "
            f"WHERE ({matches}) ORDER BY created_at DESC, id DESC LIMIT ?",
            (scope.agent_id, scope.user_id, self._tenant, self.now(), WINDOW, *(contains_pattern(t) for t in terms),
             CANDIDATES),
        )
        if len(rows) < CANDIDATES:
            return None
        promoted = await self._db.fetch_value(
            "SELECT (SELECT COUNT(*) FROM episodic_summaries WHERE agent_id = ? AND user_id = ?) - "
            "(SELECT COUNT(*) FROM episodic_summaries WHERE agent_id = ? AND user_id = ? AND promoted_at IS NULL)",
            (scope.agent_id, scope.user_id, scope.agent_id, scope.user_id),
        )
        return None if promoted else rows


# --- consolidation jobs --------------------------------------------------------------------

_JOB_COLUMNS = "id, agent_id, source_type, source_id, stage, attempts, last_error, created_at, updated_at"
_OPEN = "stage IN ('pending', 'summarized', 'extracted')"
MAX_ERROR = 500


def _to_job(row: Row) -> ConsolidationJob:
    return ConsolidationJob(
        id=str(row["id"]), agent_id=str(row["agent_id"]), source_type=str(row["source_type"]),
        source_id=str(row["source_id"]), stage=JobStage(str(row["stage"])), attempts=int(row["attempts"]),
        last_error=row["last_error"], created_at=str(row["created_at"]), updated_at=str(row["updated_at"]),
    )


class ConsolidationJobStore:
    """The durable queue consolidation works from.

    A claim is a compare-and-set: `attempts` goes up by one and `updated_at` to now only if
    the row still has the stage, attempt count and timestamp the worker read, so two workers
    can never both win one job. A claimed job (attempts > 0, touched less than `lease` ago)
    is not offered again until its lease runs out — or at start-up, when `ignore_leases`
    says the process that held it is gone.
    """

    def __init__(self, db: Database, identity: LocalIdentity, *, clock: Clock = _utc_now) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._clock = clock

    async def enqueue(self, agent_id: str, source_type: str, source_id: str) -> tuple[ConsolidationJob, bool]:
        """Add a pending job for this source; an existing job (any stage) is returned as is."""
        if not source_id.strip() or not source_type.strip():
            raise ValidationError("A consolidation job needs a source type and id.")
        stamp = format_ts(self._clock())
        changed = await self._db.execute(
            "INSERT INTO consolidation_jobs (id, tenant_id, agent_id, source_type, source_id, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (agent_id, source_type, source_id) DO NOTHING",
            (uuid7(), self._tenant, agent_id, source_type, source_id, stamp, stamp),
        )
        job = await self.find(agent_id, source_type, source_id)
        assert job is not None
        return job, bool(changed)

    async def find(self, agent_id: str, source_type: str, source_id: str) -> ConsolidationJob | None:
        row = await self._db.fetch_one(
            f"SELECT {_JOB_COLUMNS} FROM consolidation_jobs WHERE agent_id = ? AND source_type = ? AND source_id = ? "
            "AND tenant_id = ?",
            (agent_id, source_type, source_id, self._tenant),
        )
        return None if row is None else _to_job(row)

    async def get(self, job_id: str) -> ConsolidationJob:
        row = None
        if is_uuid(job_id):
            row = await self._db.fetch_one(
                f"SELECT {_JOB_COLUMNS} FROM consolidation_jobs WHERE id = ? AND tenant_id = ?", (job_id, self._tenant)
            )
        if row is None:
            raise NotFoundError(f"No consolidation job with id {job_id}.")
        return _to_job(row)

    async def open_jobs(self, *, lease: timedelta, ignore_leases: bool = False, limit: int = 100) -> list[ConsolidationJob]:
        """Jobs not done or failed that a worker may claim now, oldest first."""
        cutoff = format_ts(self._clock() - lease)
        free = "" if ignore_leases else " AND (attempts = 0 OR updated_at <= ?)"
        params: tuple[Any, ...] = () if ignore_leases else (cutoff,)
        rows = await self._db.fetch_all(
            f"SELECT {_JOB_COLUMNS} FROM consolidation_jobs WHERE tenant_id = ? AND {_OPEN}{free} "
            "ORDER BY created_at, id LIMIT ?",
            (self._tenant, *params, limit),
        )
        return [_to_job(r) for r in rows]

    async def conversations_without_job(
        self, source_type: str, *, idle_since: timedelta, limit: int = 10_000
    ) -> list[tuple[str, str]]:
        """(conversation id, agent id) of conversations that are closed or untouched for
        `idle_since` and have no job of `source_type` yet, oldest change first. Subtasks' own
        conversations are left out: they are remembered through the chat that started them."""
        subtask = self._db.dialect.json_text("c.metadata", SUBTASK_KEY)
        rows = await self._db.fetch_all(
            "SELECT c.id AS id, c.agent_id AS agent_id FROM agent_conversations c "
            f"WHERE c.franchise_id = ? AND c.agent_id IS NOT NULL AND {subtask} IS NULL "
            "AND (c.status = 'closed' OR c.updated_at <= ?) "
            "AND NOT EXISTS (SELECT 1 FROM consolidation_jobs j WHERE j.tenant_id = c.franchise_id "
            "AND j.source_type = ? AND j.source_id = CAST(c.id AS TEXT)) "
            "ORDER BY c.updated_at, c.id LIMIT ?",
            (self._tenant, format_ts(self._clock() - idle_since), source_type, limit),
        )
        return [(str(r["id"]), str(r["agent_id"])) for r in rows]

    async def list(self, *, open_only: bool = False, limit: int = 100) -> list[ConsolidationJob]:
        where = f" AND {_OPEN}" if open_only else ""
        rows = await self._db.fetch_all(
            f"SELECT {_JOB_COLUMNS} FROM consolidation_jobs WHERE tenant_id = ?{where} ORDER BY created_at, id LIMIT ?",
            (self._tenant, limit),
        )
        return [_to_job(r) for r in rows]

    async def claim(self, job: ConsolidationJob) -> ConsolidationJob | None:
        """Take `job` as read; None when another worker changed it first."""
        changed = await self._db.execute(
            "UPDATE consolidation_jobs SET attempts = attempts + 1, updated_at = ? "
            "WHERE id = ? AND tenant_id = ? AND stage = ? AND attempts = ? AND updated_at = ?",
            (format_ts(self._clock()), job.id, self._tenant, job.stage.value, job.attempts, job.updated_at),
        )
        return await self.get(job.id) if changed else None

    async def advance(self, job: ConsolidationJob, stage: JobStage, *, error: str | None = None) -> ConsolidationJob:
        """Move a claimed job to `stage` (only from the stage it was claimed at)."""
        changed = await self._db.execute(
            "UPDATE consolidation_jobs SET stage = ?, last_error = ?, updated_at = ? "
            "WHERE id = ? AND tenant_id = ? AND stage = ?",
            (stage.value, None if error is None else error[:MAX_ERROR], format_ts(self._clock()), job.id, self._tenant,
             job.stage.value),
        )
        if not changed:
            raise NotFoundError(f"Consolidation job {job.id} left stage {job.stage.value} meanwhile.")
        return await self.get(job.id)

    async def release(self, job: ConsolidationJob, error: str) -> ConsolidationJob:
        """Keep the stage and note the error; the job is offered again when its lease ends."""
        await self._db.execute(
            "UPDATE consolidation_jobs SET last_error = ?, updated_at = ? WHERE id = ? AND tenant_id = ? AND stage = ?",
            (error[:MAX_ERROR], format_ts(self._clock()), job.id, self._tenant, job.stage.value),
        )
        return await self.get(job.id)
