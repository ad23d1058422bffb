"""The newest-first window of EpisodicStore.search gives the full search's answer, on both backends.

CANDIDATES and WINDOW are scaled down (5 and 20) so a few dozen rows exercise every path:
the window found enough, it did not (old matches only), expired rows, and a promoted row
(not in the partial index the window walks, so the full search must answer).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from goclaw_lite.model.memory import EpisodeHit, EpisodeInput, MemoryScope
from goclaw_lite.store.chat import episodic
from goclaw_lite.store.chat.episodic import EpisodicStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.integration.conftest import BackendDb


class Clock:
    def __init__(self) -> None:
        self.at = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.at


@pytest.fixture
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(episodic, "CANDIDATES", 5)
    monkeypatch.setattr(episodic, "WINDOW", 20)


async def world(backend_db: BackendDb) -> tuple[EpisodicStore, MemoryScope, Clock]:
    clock = Clock()
    store = EpisodicStore(backend_db.db, backend_db.identity, clock=clock)
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")
    return store, store.scope(agent.id), clock


async def add(store: EpisodicStore, scope: MemoryScope, clock: Clock, summary: str) -> str:
    clock.at += timedelta(minutes=1)
    return (await store.create(scope, EpisodeInput("conv", summary))).episode.id


async def full(store: EpisodicStore, scope: MemoryScope, query: str, monkeypatch: pytest.MonkeyPatch) -> list[EpisodeHit]:
    with monkeypatch.context() as m:
        m.setattr(episodic, "WINDOW", 0)  # an empty window: always the full search
        return await store.search(scope, query, limit=5)


async def test_the_window_answers_like_the_full_search(
    backend_db: BackendDb, small: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, scope, clock = await world(backend_db)
    old = [await add(store, scope, clock, f"rare zebra note {i}") for i in range(3)]
    for i in range(40):  # every other one is about orion; some name the budget too
        await add(store, scope, clock, f"orion budget {i}" if i % 6 == 0 else f"orion plan {i}" if i % 2 else f"garden {i}")
    newest_orion = await add(store, scope, clock, "orion plan newest")
    windowed = await store.search(scope, "orion budget", limit=5)
    assert windowed == await full(store, scope, "orion budget", monkeypatch)
    assert [h.relevance for h in windowed][:1] == [1.0] and newest_orion in [h.id for h in windowed]
    # the only matches are older than the window: the full search finds them
    assert {h.id for h in await store.search(scope, "zebra", limit=5)} == set(old)


async def test_expired_and_promoted_rows(backend_db: BackendDb, small: None, monkeypatch: pytest.MonkeyPatch) -> None:
    store, scope, clock = await world(backend_db)
    for i in range(12):
        await add(store, scope, clock, f"orion step {i}")
    promoted = await add(store, scope, clock, "orion promoted summary")
    assert await store.mark_promoted([promoted]) == 1
    hits = await store.search(scope, "orion", limit=5)
    assert hits[0].id == promoted  # newest, though the window's index leaves promoted rows out
    assert hits == await full(store, scope, "orion", monkeypatch)
    clock.at += store.ttl - timedelta(minutes=5)  # the first five episodes have expired
    late = await store.search(scope, "orion", limit=5)
    assert late == await full(store, scope, "orion", monkeypatch) and len(late) == 5
