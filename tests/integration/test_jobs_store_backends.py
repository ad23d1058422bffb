"""JobStore on both backends: the claim is one conditional UPDATE that one of two connections
wins, a finished run re-arms the job, and a run log keeps what the run did."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from goclaw_lite.model.jobs import JobOptions, Payload, RunOutcome, Schedule
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.jobs import JobStore
from tests.integration.conftest import BackendDb

T0 = datetime(2026, 3, 29, 1, 30, tzinfo=UTC)


async def test_claim_finish_and_history(backend_db: BackendDb) -> None:
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="p", model="m")
    store = JobStore(backend_db.db, backend_db.identity)
    job = await store.create("nightly", agent.id, Schedule("cron", expr="30 2 * * *", timezone="Europe/Berlin"),
                             Payload("Report.", JobOptions(pre_approved=("exec",))), enabled=True,
                             delete_after_run=False, next_run_at=T0)
    assert job.agent_key == "helper" and job.options.pre_approved == ("exec",) and job.next_run_at == T0
    assert await store.due(T0 - timedelta(seconds=1)) == []
    [due] = await store.due(T0)
    won = await asyncio.gather(store.claim_due(due, T0), store.claim_due(due, T0))
    assert sorted(won) == [False, True]
    assert not await store.claim_now(job.id, T0)  # never overlapping itself
    claimed = await store.get(job.id)
    assert claimed.running and claimed.next_run_at is None and claimed.last_run_at == T0
    assert await store.stale_runs(T0 + timedelta(minutes=1)) == [claimed]
    nxt = T0 + timedelta(hours=23)
    await store.finish(claimed, RunOutcome("ok", summary="Fine.", duration_ms=5, input_tokens=3, output_tokens=2),
                       next_run_at=nxt, enabled=True, ran_at=T0 + timedelta(seconds=5))
    done = await store.get(job.id)
    assert (done.last_status, done.next_run_at, done.enabled) == ("ok", nxt, True)
    [log] = await store.runs(job.id)
    assert (log.status, log.summary, log.input_tokens, log.ran_at) == ("ok", "Fine.", 3, T0 + timedelta(seconds=5))
    await store.set_enabled(job.id, False, None)
    await store.finish(done, RunOutcome("error", error="x"), next_run_at=nxt, enabled=True, ran_at=nxt)
    assert not (await store.get(job.id)).enabled  # switched off during a run: stays off
    await store.delete(job.id)
    assert await store.list() == []
