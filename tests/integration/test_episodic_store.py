"""EpisodicStore and ConsolidationJobStore on SQLite and PostgreSQL (one fixture, both backends)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.memory import EpisodeInput, JobStage, MemoryScope
from goclaw_lite.store.chat.episodic import (
    ConsolidationJobStore,
    EpisodicStore,
    query_terms,
    recall_score,
)
from goclaw_lite.store.definitions.agents import AgentStore
from tests.integration.conftest import BackendDb

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self, at: datetime = START) -> None:
        self.at = at

    def __call__(self) -> datetime:
        return self.at

    def advance(self, **kw: float) -> None:
        self.at += timedelta(**kw)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(backend_db: BackendDb, clock: Clock) -> EpisodicStore:
    return EpisodicStore(backend_db.db, backend_db.identity, clock=clock)


@pytest.fixture
async def scope(backend_db: BackendDb, store: EpisodicStore) -> MemoryScope:
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")
    return store.scope(agent.id)


def ep(summary: str, source: str | None = None, abstract: str = "", topics: tuple[str, ...] = ()) -> EpisodeInput:
    return EpisodeInput(session_key="conv", summary=summary, l0_abstract=abstract, key_topics=topics, source_id=source)


async def test_create_once_per_source(backend_db: BackendDb, store: EpisodicStore, scope: MemoryScope) -> None:
    first = await store.create(scope, ep("We planned the Lisbon trip.", "c1", "Trip plan", ("travel", "Lisbon", "TRAVEL")))
    assert first.created
    assert first.episode.key_topics == ("travel", "Lisbon")  # the case-duplicate dropped
    assert first.episode.expires_at == "2026-05-30T12:00:00.000Z"  # 90 days
    again = await store.create(scope, ep("A different text for the same source.", "c1"))
    assert not again.created and again.episode.id == first.episode.id
    assert again.episode.summary == "We planned the Lisbon trip."
    assert await store.exists_by_source_id(scope, "c1")
    assert not await store.exists_by_source_id(scope, "c2")
    assert (await store.get_by_source_id(scope, "c1")).id == first.episode.id  # type: ignore[union-attr]
    assert await store.get_by_source_id(scope, "c2") is None
    # no source: every create is a new row
    await store.create(scope, ep("Loose note one."))
    await store.create(scope, ep("Loose note two."))
    assert int(await backend_db.db.fetch_value("SELECT COUNT(*) FROM episodic_summaries")) == 3
    other = store.scope(scope.agent_id, "someone-else")
    assert (await store.create(other, ep("Their own.", "c1"))).created  # the key includes the user
    with pytest.raises(ValidationError):
        await store.create(scope, ep("x", ""))
    with pytest.raises(ValidationError):
        await store.create(scope, ep("   "))


async def test_get_missing_and_malformed_ids(store: EpisodicStore, scope: MemoryScope) -> None:
    with pytest.raises(NotFoundError):
        await store.get("not-a-uuid")
    with pytest.raises(NotFoundError):
        await store.get("0193a5b0-7000-7000-8000-000000000099")


async def test_search_escapes_wildcards_and_folds_unicode(store: EpisodicStore, scope: MemoryScope) -> None:
    pct = (await store.create(scope, ep("Discount is 50% off for members", "a"))).episode
    under = (await store.create(scope, ep("The file my_notes.txt was lost", "b"))).episode
    back = (await store.create(scope, ep("Path C:\\temp\\out was used", "c"))).episode
    street = (await store.create(scope, ep("Meeting at Hauptstraße 5", "d", topics=("Đà Nẵng",)))).episode
    plain = (await store.create(scope, ep("50 percent of mynotes were lost; path C:tempout", "e"))).episode

    async def ids(query: str) -> set[str]:
        return {h.id for h in await store.search(scope, query)}

    assert await ids("50%") == {pct.id}
    assert await ids("my_notes") == {under.id}
    assert await ids("C:\\temp") == {back.id}
    assert await ids("HAUPTSTRASSE") == {street.id}
    assert await ids("đà nẵng") == {street.id}
    assert await ids("da nang") == {street.id}  # accents aside (goclaw_lite.textfold)
    assert plain.id in await ids("mynotes")
    with pytest.raises(ValidationError):
        await store.search(scope, "  ")


async def test_search_relevance_and_threshold(store: EpisodicStore, scope: MemoryScope) -> None:
    both = (await store.create(scope, ep("Database migration to PostgreSQL finished", "a", "Migration done"))).episode
    one = (await store.create(scope, ep("The database was backed up", "b"))).episode
    await store.create(scope, ep("Nothing related here", "c"))
    assert query_terms("What did we decide about the database migration?") == ("migration", "database", "decide")
    hits = await store.search(scope, "What did we decide about the database migration?")
    assert [(h.id, round(h.relevance, 3)) for h in hits] == [(both.id, 0.667), (one.id, 0.333)]
    assert hits[0].l0_abstract == "Migration done" and hits[0].matched == ("migration", "database")
    assert [h.id for h in await store.search(scope, "database migration decide", min_relevance=0.5)] == [both.id]
    exact = await store.search(scope, "migration to postgresql")
    assert exact[0].id == both.id and exact[0].relevance == 1.0


async def test_ttl_expiry_with_an_injected_clock(backend_db: BackendDb, clock: Clock, scope: MemoryScope) -> None:
    store = EpisodicStore(backend_db.db, backend_db.identity, clock=clock, ttl_days=10)
    old = (await store.create(scope, ep("Old talk about gardening", "old"))).episode
    clock.advance(days=5)
    new = (await store.create(scope, ep("New talk about gardening", "new"))).episode
    clock.advance(days=4, hours=23)
    assert {h.id for h in await store.search(scope, "gardening")} == {old.id, new.id}
    clock.advance(hours=1)  # old is exactly 10 days old now
    assert {h.id for h in await store.search(scope, "gardening")} == {new.id}
    with pytest.raises(NotFoundError):
        await store.get(old.id)
    assert (await store.get(old.id, include_expired=True)).id == old.id
    assert await store.count(scope) == 1
    assert await store.exists_by_source_id(scope, "old")  # the slot stays until pruned
    assert await store.prune_expired() == 1
    assert not await store.exists_by_source_id(scope, "old")
    assert [e.id for e in await store.list(scope)] == [new.id]


def test_recall_formula_against_hand_computed_values() -> None:
    created = START - timedelta(days=7)
    # first hit: frequency 1/5, relevance 1, never recalled, freshness 0.5**0.5
    first = recall_score(old_score=0.0, old_count=0, relevance=1.0, created_at=created, last_recalled_at=None, now=START)
    assert first == pytest.approx(0.06 + 0.35 + 0.0 + 0.15 * 0.7071067811865476)
    assert first == pytest.approx(0.5160660172)
    # 14 days later, relevance 0.5: frequency 2/6, recency 0.5, freshness 0.5**1.5, mean of two
    later = START + timedelta(days=14)
    second = recall_score(old_score=first, old_count=1, relevance=0.5, created_at=created, last_recalled_at=START, now=later)
    sample = 0.30 * (2 / 6) + 0.35 * 0.5 + 0.20 * 0.5 + 0.15 * 0.3535533905932738
    assert sample == pytest.approx(0.4280330086)
    assert second == pytest.approx((first + sample) / 2) == pytest.approx(0.4720495129)
    # out-of-range relevance is clamped
    assert recall_score(old_score=0, old_count=0, relevance=7, created_at=START, last_recalled_at=None, now=START) == pytest.approx(
        0.06 + 0.35 + 0.15
    )


async def test_record_recall_updates_the_row(store: EpisodicStore, scope: MemoryScope, clock: Clock) -> None:
    episode = (await store.create(scope, ep("Recall me", "r"))).episode
    clock.advance(days=7)
    after = await store.record_recall(episode.id, 1.0)
    assert after is not None
    assert after.recall_count == 1 and after.recall_score == pytest.approx(0.5160660172)
    assert after.last_recalled_at == "2026-03-08T12:00:00.000Z"
    clock.advance(days=14)
    again = await store.record_recall(episode.id, 0.5)
    assert again is not None and again.recall_count == 2 and again.recall_score == pytest.approx(0.4720495129)
    assert await store.record_recall("0193a5b0-7000-7000-8000-000000000099", 1.0) is None


async def test_unpromoted_and_mark_promoted(store: EpisodicStore, scope: MemoryScope, clock: Clock) -> None:
    a = (await store.create(scope, ep("first", "a"))).episode
    clock.advance(minutes=1)
    b = (await store.create(scope, ep("second", "b"))).episode
    clock.advance(minutes=1)
    c = (await store.create(scope, ep("third", "c"))).episode
    await store.record_recall(c.id, 1.0)
    assert [e.id for e in await store.list_unpromoted(scope)] == [a.id, b.id, c.id]
    assert next(e.id for e in await store.list_unpromoted(scope, by_score=True)) == c.id
    assert await store.mark_promoted([a.id, c.id, "junk"]) == 2
    assert await store.mark_promoted([a.id]) == 0  # already promoted
    assert [e.id for e in await store.list_unpromoted(scope)] == [b.id]
    assert (await store.get(a.id)).promoted_at == "2026-03-01T12:02:00.000Z"


async def test_jobs_enqueue_once_and_claim_atomically(backend_db: BackendDb, clock: Clock, scope: MemoryScope) -> None:
    jobs = ConsolidationJobStore(backend_db.db, backend_db.identity, clock=clock)
    job, created = await jobs.enqueue(scope.agent_id, "conversation", "conv-1")
    assert created and job.stage is JobStage.PENDING and job.attempts == 0
    same, created = await jobs.enqueue(scope.agent_id, "conversation", "conv-1")
    assert not created and same.id == job.id
    lease = timedelta(minutes=10)
    assert [j.id for j in await jobs.open_jobs(lease=lease)] == [job.id]
    won = await jobs.claim(job)
    assert won is not None and won.attempts == 1
    assert await jobs.claim(job) is None  # a second worker holding the same read loses
    assert await jobs.open_jobs(lease=lease) == []  # leased
    assert [j.id for j in await jobs.open_jobs(lease=lease, ignore_leases=True)] == [job.id]
    clock.advance(minutes=11)
    assert [j.id for j in await jobs.open_jobs(lease=lease)] == [job.id]  # the lease ran out
    summarized = await jobs.advance(won, JobStage.SUMMARIZED)
    with pytest.raises(NotFoundError):
        await jobs.advance(won, JobStage.DONE)  # from a stage it is no longer in
    done = await jobs.advance(summarized, JobStage.DONE)
    assert done.stage is JobStage.DONE
    assert await jobs.open_jobs(lease=lease, ignore_leases=True) == []
