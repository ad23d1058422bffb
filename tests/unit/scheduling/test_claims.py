"""Exactly once: two runners that look at the same due run at the same time; one runs it.

Two connections in one process, then two real processes, on the same SQLite file: each
claims with the store's conditional UPDATE, and exactly one wins, however many times it is
tried (each round a fresh slot)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import textwrap
from datetime import timedelta
from pathlib import Path

from goclaw_lite.ids import format_ts
from goclaw_lite.model.jobs import Job
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.definitions.jobs import JobStore
from tests.support.waiting import wait_for
from tests.unit.scheduling.conftest import JobsWorld

ROUNDS = 20

CLAIMER = textwrap.dedent("""
    import asyncio, json, sys, time
    from pathlib import Path
    from goclaw_lite.ids import parse_ts
    from goclaw_lite.store.backend.db import SQLiteDatabase
    from goclaw_lite.store.definitions.jobs import JobStore
    from goclaw_lite.store.backend.meta import LocalIdentity

    async def main(db_path, tenant, user, go, rounds):
        db = await SQLiteDatabase.connect(Path(db_path))
        store = JobStore(db, LocalIdentity("install", tenant, user))
        print("ready", flush=True)
        won = []
        for n in range(rounds):
            flag = Path(go + f".{n}")
            while not flag.exists():
                time.sleep(0.001)
            now = parse_ts(flag.read_text())
            jobs = await store.due(now)
            won.append(bool(jobs) and await store.claim_due(jobs[0], now))
        await db.close()
        print(json.dumps(won), flush=True)

    asyncio.run(main(*sys.argv[1:5], int(sys.argv[5])))
""")


async def _rearm(world: JobsWorld, job: Job) -> None:
    """Make the job due again, as `finish` does after a run."""
    world.clock.advance(hours=1)
    await world.chat.app.stores.db.execute(
        "UPDATE cron_jobs SET last_status = 'ok', next_run_at = ? WHERE id = ?", (format_ts(world.clock.now()), job.id))


def _db_path(world: JobsWorld) -> Path:
    db = world.chat.app.stores.db
    assert isinstance(db, SQLiteDatabase)
    return db.path


async def test_two_connections_claim_the_same_run_and_one_wins(world: JobsWorld) -> None:
    job = await world.add()
    assert isinstance(job, Job)
    other = await SQLiteDatabase.connect(_db_path(world))
    try:
        stores = (world.jobs.store, JobStore(other, world.chat.app.stores.identity))
        for _ in range(ROUNDS):
            await _rearm(world, job)
            seen = [await s.due(world.clock.now()) for s in stores]  # both see it due
            assert all(len(d) == 1 for d in seen)
            now = world.clock.now()
            won = await asyncio.gather(*(s.claim_due(d[0], now) for s, d in zip(stores, seen, strict=True)))
            assert sorted(won) == [False, True]
    finally:
        await other.close()


async def test_two_processes_claim_the_same_run_and_one_wins(world: JobsWorld, tmp_path: Path) -> None:
    job = await world.add()
    assert isinstance(job, Job)
    identity = world.chat.app.stores.identity
    go = str(tmp_path / "go")
    procs = [
        subprocess.Popen([sys.executable, "-c", CLAIMER, str(_db_path(world)), identity.tenant_id, identity.user_id, go,
                          str(ROUNDS)], stdout=subprocess.PIPE, text=True)
        for _ in range(2)
    ]
    try:
        for proc in procs:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        for n in range(ROUNDS):
            await _rearm(world, job)
            Path(f"{go}.tmp").write_text(format_ts(world.clock.now() + timedelta(seconds=1)))
            Path(f"{go}.tmp").replace(f"{go}.{n}")  # both see the whole time at once
            wait_for(lambda n=n: _claimed(world, n), f"round {n} claimed")  # type: ignore[misc]
            await asyncio.sleep(0)
        outputs = [json.loads(p.communicate(timeout=60)[0].strip().splitlines()[-1]) for p in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    assert all(a != b for a, b in zip(*outputs, strict=True)), outputs  # every round: exactly one winner
    assert sum(map(sum, outputs)) == ROUNDS


def _claimed(world: JobsWorld, _round: int) -> bool:
    import sqlite3

    conn = sqlite3.connect(_db_path(world))
    try:
        row = conn.execute("SELECT next_run_at FROM cron_jobs").fetchone()
    finally:
        conn.close()
    return row[0] is None
