"""Lanes.work: jobs run on whichever lane is free, may add jobs, and the first failure ends the run."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import pytest

from goclaw_lite.promote.deferred import Job, Lanes
from goclaw_lite.store.backend.postgres import PostgresDatabase


def lanes(count: int) -> Lanes:
    # Lanes only hands its connections to the jobs; these tests need none.
    return Lanes([cast(PostgresDatabase, object()) for _ in range(count)])


async def test_jobs_added_by_running_jobs_run_too_and_lanes_work_side_by_side() -> None:
    pool = lanes(3)
    ran: list[str] = []
    busy: set[int] = set()
    most = 0

    def job(name: str, then: list[str]) -> Job:
        async def run(lane: Any) -> None:
            nonlocal most
            busy.add(id(lane))
            most = max(most, len(busy))
            await asyncio.sleep(0.01)
            busy.discard(id(lane))
            ran.append(name)
            for follow in then:
                pool.add(job(follow, []))
        return run

    await pool.work([job("a", ["a1", "a2"]), job("b", ["b1"]), job("c", [])])
    assert sorted(ran) == ["a", "a1", "a2", "b", "b1", "c"]
    assert ran.index("a1") > ran.index("a") and most == 3


async def test_the_first_failure_ends_the_run_and_cancels_the_rest() -> None:
    pool = lanes(2)
    cancelled: list[str] = []

    async def slow(_lane: Any) -> None:
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            cancelled.append("slow")
            raise

    async def failing(_lane: Any) -> None:
        await asyncio.sleep(0.01)
        raise RuntimeError("boom")

    async def never(_lane: Any) -> None:
        raise AssertionError("queued after the failure, never started")

    with pytest.raises(RuntimeError, match="boom"):
        await asyncio.wait_for(pool.work([slow, failing, never]), 10)
    assert cancelled == ["slow"]
