"""The scheduler: find due jobs, claim each run once, run it, record it, re-arm the job.

Whoever looks — the window's timer or `goclaw-lite jobs run-due` — calls `run_due`; the claim
is one conditional UPDATE, so when two look at once one runs the job and the other skips it.
A run that is late by more than `grace` was missed (the computer slept or was off): it runs
once, or is recorded as skipped when the job says so, and the job is re-armed for the next
time after now, never once per missed slot. A runner that died mid-run leaves its claim behind;
a claim older than the job's time limit plus `STALE_MARGIN` is released as interrupted.
The clock is injected so tests drive time by hand.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Protocol

from goclaw_lite.errors import UserError, ValidationError
from goclaw_lite.model.jobs import FinishedRun, Job, MissedRun, RunOutcome
from goclaw_lite.scheduling.times import local_time, next_cron, next_every
from goclaw_lite.security.redact import redact
from goclaw_lite.store.definitions.jobs import JobStore

log = logging.getLogger(__name__)

MISSED_GRACE = timedelta(minutes=5)  # the timer looks every minute: later than this, the time was missed
STALE_MARGIN = timedelta(minutes=10)
Execute = Callable[[Job], Awaitable[RunOutcome]]


class Clock(Protocol):
    def now(self) -> datetime: ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)


def next_after(job: Job, now: datetime, due: datetime | None) -> datetime | None:
    """The job's next time after `now`; an interval counts on from the slot that was due."""
    schedule = job.schedule
    if schedule.kind == "every" and schedule.every_ms:
        return next_every(due or now, schedule.every_ms, now)
    if schedule.kind == "cron" and schedule.expr:
        return next_cron(schedule.expr, schedule.timezone, now)
    return None  # `at`: once


class Scheduler:
    def __init__(self, store: JobStore, execute: Execute, *, clock: Clock | None = None,
                 grace: timedelta = MISSED_GRACE) -> None:
        self._store = store
        self._execute = execute
        self.clock = clock or SystemClock()
        self._grace = grace

    async def recover(self) -> int:
        """Release the claims of runs whose runner died; how many."""
        now = self.clock.now()
        released = 0
        for job in await self._store.stale_runs(now - STALE_MARGIN):
            limit = timedelta(seconds=job.options.timeout_s) + STALE_MARGIN
            if job.last_run_at is not None and now - job.last_run_at < limit:
                continue
            due = job.next_run_at or (next_after(job, now, job.last_run_at) if job.enabled else None)
            if await self._store.mark_interrupted(job, due):
                log.warning("job %s: a run left marked running was released as interrupted", job.id)
                released += 1
        return released

    async def run_due(self) -> list[FinishedRun]:
        """Run every job that is due now, one after another; the runs this runner claimed."""
        await self.recover()
        finished = []
        for job in await self._store.due(self.clock.now()):
            if not await self._store.claim_due(job, self.clock.now()):
                log.info("job %s: another runner claimed this run", job.id)
                continue
            finished.append(await self._run_claimed(job, scheduled=True))
        return finished

    async def run_now(self, job: Job) -> FinishedRun:
        """Run `job` at once, by hand; its schedule stays as it is."""
        if not await self._store.claim_now(job.id, self.clock.now()):
            raise ValidationError(f"The job {job.name!r} is running already; wait for that run to end.")
        return await self._run_claimed(job, scheduled=False)

    async def _run_claimed(self, job: Job, *, scheduled: bool) -> FinishedRun:
        due = job.next_run_at if scheduled else None
        started = self.clock.now()
        if due is not None and started - due > self._grace and job.options.on_missed is MissedRun.SKIP:
            when = local_time(due, job.schedule.timezone).strftime("%Y-%m-%d %H:%M %Z")
            outcome = RunOutcome("skipped",
                                 error=f"Missed: it was due at {when}, while the computer was asleep or off.")
        else:
            outcome = await self._outcome(job, due)
        ended = self.clock.now()
        if job.schedule.kind == "at" and scheduled:
            next_run, enabled = None, False  # one time: done, whatever happened
        else:
            next_run, enabled = next_after(job, ended, due), job.enabled
        await self._store.finish(job, outcome, next_run_at=next_run, enabled=enabled, ran_at=ended,
                                 keep_next=not scheduled)
        if job.schedule.kind == "at" and job.delete_after_run and scheduled and outcome.status != "skipped":
            await self._store.delete(job.id)
        return FinishedRun(job, outcome)

    async def _outcome(self, job: Job, due: datetime | None) -> RunOutcome:
        try:
            return await self._execute(job)
        except UserError as exc:
            return RunOutcome("error", error=redact(str(exc)))
        except asyncio.CancelledError:  # the app is closing: record it and re-arm, then let the stop go on
            now = self.clock.now()
            await self._store.finish(
                job, RunOutcome("error", error="Stopped: the app closed during the run."),
                next_run_at=next_after(job, now, due), enabled=job.enabled and job.schedule.kind != "at",
                ran_at=now, keep_next=due is None)
            raise
        except Exception as exc:  # a bug must not leave the job claimed for ever
            log.exception("job %s: the run failed", job.id)
            return RunOutcome("error", error=f"Internal error ({type(exc).__name__}); see the log file.")
