"""JobStore — `cron_jobs` and `cron_run_logs`, scoped to the local tenant.

Exactly once: a run is claimed by one conditional UPDATE (`claim_due`, `claim_now`) that only
one writer can win, whichever process or connection it comes from; the loser's UPDATE changes
no row and it skips the run. A claim marks the job `running` (and clears `next_run_at` for a
scheduled run, so the same slot cannot be claimed twice); `finish` re-arms it.
"""

from __future__ import annotations

import builtins
from datetime import datetime

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import format_ts, is_uuid, now_ts, parse_ts, uuid7
from goclaw_lite.model.jobs import Job, JobRun, Payload, RunOutcome, Schedule
from goclaw_lite.store.backend.db import ConstraintViolation, Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity

_COLUMNS = (
    "j.id, j.name, j.agent_id, a.agent_key, j.enabled, j.schedule_kind, j.cron_expression, j.interval_ms, j.run_at, "
    "j.timezone, j.payload, j.delete_after_run, j.next_run_at, j.last_run_at, j.last_status, j.last_error, "
    "j.created_at, j.updated_at"
)
_FROM = "FROM cron_jobs j LEFT JOIN agents a ON a.id = j.agent_id"
_RUN_COLUMNS = (
    "id, job_id, status, summary, error, duration_ms, input_tokens, output_tokens, ran_at, conversation_id, "
    "message_id, trace_id"
)


def _ts(value: object) -> datetime | None:
    return parse_ts(str(value)) if value else None


def _to_job(row: Row) -> Job:
    schedule = Schedule(
        kind=str(row["schedule_kind"]),
        every_ms=int(row["interval_ms"]) if row["interval_ms"] is not None else None,
        expr=str(row["cron_expression"]) if row["cron_expression"] else None,
        at=_ts(row["run_at"]),
        timezone=str(row["timezone"] or "UTC"),
    )
    created = _ts(row["created_at"])
    updated = _ts(row["updated_at"])
    assert created is not None and updated is not None
    return Job(
        id=str(row["id"]), name=str(row["name"]), agent_id=str(row["agent_id"]) if row["agent_id"] else None,
        agent_key=str(row["agent_key"] or ""), enabled=bool(row["enabled"]), schedule=schedule,
        payload=Payload.parse(row["payload"]), delete_after_run=bool(row["delete_after_run"]),
        next_run_at=_ts(row["next_run_at"]), last_run_at=_ts(row["last_run_at"]),
        last_status=str(row["last_status"]) if row["last_status"] else None,
        last_error=str(row["last_error"]) if row["last_error"] else None, created_at=created, updated_at=updated,
    )


def _to_run(row: Row) -> JobRun:
    def opt(key: str) -> str | None:
        return str(row[key]) if row[key] else None

    return JobRun(
        id=str(row["id"]), job_id=str(row["job_id"]), status=str(row["status"]), summary=opt("summary"),
        error=opt("error"), duration_ms=int(row["duration_ms"] or 0), input_tokens=int(row["input_tokens"] or 0),
        output_tokens=int(row["output_tokens"] or 0), ran_at=_ts(row["ran_at"]), conversation_id=opt("conversation_id"),
        message_id=opt("message_id"), trace_id=opt("trace_id"),
    )


def _opt_ts(moment: datetime | None) -> str | None:
    return format_ts(moment) if moment is not None else None


class JobStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id

    # --- jobs ----------------------------------------------------------------------------

    async def create(
        self, name: str, agent_id: str, schedule: Schedule, payload: Payload, *, enabled: bool,
        delete_after_run: bool, next_run_at: datetime | None,
    ) -> Job:
        job_id, now = uuid7(), now_ts()
        try:
            await self._db.execute(
                "INSERT INTO cron_jobs (id, agent_id, user_id, name, enabled, schedule_kind, cron_expression, "
                "interval_ms, run_at, timezone, payload, delete_after_run, next_run_at, tenant_id, created_at, "
                "updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (job_id, agent_id, self._user, name, enabled, schedule.kind, schedule.expr, schedule.every_ms,
                 _opt_ts(schedule.at), schedule.timezone, payload.to_json(), delete_after_run, _opt_ts(next_run_at),
                 self._tenant, now, now),
            )
        except ConstraintViolation:
            raise ValidationError(f"A job named {name!r} already exists for this agent; choose another name.") from None
        return await self.get(job_id)

    async def update(
        self, job: Job, *, name: str, agent_id: str, schedule: Schedule, payload: Payload, enabled: bool,
        delete_after_run: bool, next_run_at: datetime | None,
    ) -> Job:
        try:
            await self._db.execute(
                "UPDATE cron_jobs SET name = ?, agent_id = ?, enabled = ?, schedule_kind = ?, cron_expression = ?, "
                "interval_ms = ?, run_at = ?, timezone = ?, payload = ?, delete_after_run = ?, next_run_at = ?, "
                "updated_at = ? WHERE id = ? AND tenant_id = ?",
                (name, agent_id, enabled, schedule.kind, schedule.expr, schedule.every_ms, _opt_ts(schedule.at),
                 schedule.timezone, payload.to_json(), delete_after_run, _opt_ts(next_run_at), now_ts(), job.id,
                 self._tenant),
            )
        except ConstraintViolation:
            raise ValidationError(f"A job named {name!r} already exists for this agent; choose another name.") from None
        return await self.get(job.id)

    async def set_payload(self, job_id: str, payload: Payload) -> None:
        await self._db.execute("UPDATE cron_jobs SET payload = ? WHERE id = ? AND tenant_id = ?",
                               (payload.to_json(), job_id, self._tenant))

    async def set_enabled(self, job_id: str, enabled: bool, next_run_at: datetime | None) -> Job:
        await self._db.execute(
            "UPDATE cron_jobs SET enabled = ?, next_run_at = ?, updated_at = ? WHERE id = ? AND tenant_id = ?",
            (enabled, _opt_ts(next_run_at), now_ts(), job_id, self._tenant),
        )
        return await self.get(job_id)

    async def delete(self, job_id: str) -> None:
        await self._db.execute("DELETE FROM cron_jobs WHERE id = ? AND tenant_id = ?", (job_id, self._tenant))

    async def get(self, job_id: str) -> Job:
        row = await self._db.fetch_one(f"SELECT {_COLUMNS} {_FROM} WHERE j.id = ? AND j.tenant_id = ?",
                                       (job_id, self._tenant)) if is_uuid(job_id) else None
        if row is None:
            raise NotFoundError(f"No job with id {job_id}.")
        return _to_job(row)

    async def find(self, name: str) -> builtins.list[Job]:
        rows = await self._db.fetch_all(f"SELECT {_COLUMNS} {_FROM} WHERE j.name = ? AND j.tenant_id = ? ORDER BY j.id",
                                        (name, self._tenant))
        return [_to_job(r) for r in rows]

    async def list(self) -> builtins.list[Job]:
        rows = await self._db.fetch_all(f"SELECT {_COLUMNS} {_FROM} WHERE j.tenant_id = ? ORDER BY j.name, j.id",
                                        (self._tenant,))
        return [_to_job(r) for r in rows]

    async def due(self, now: datetime) -> builtins.list[Job]:
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} {_FROM} WHERE j.tenant_id = ? AND j.enabled = ? AND j.next_run_at IS NOT NULL "
            "AND j.next_run_at <= ? ORDER BY j.next_run_at, j.id",
            (self._tenant, True, format_ts(now)),
        )
        return [_to_job(r) for r in rows]

    # --- claims --------------------------------------------------------------------------

    async def claim_due(self, job: Job, now: datetime) -> bool:
        """Take the slot `job.next_run_at`; False when another runner took it (or it changed)."""
        if job.next_run_at is None:
            return False
        count = await self._db.execute(
            "UPDATE cron_jobs SET next_run_at = NULL, last_status = 'running', last_run_at = ?, updated_at = ? "
            "WHERE id = ? AND tenant_id = ? AND enabled = ? AND next_run_at = ? "
            "AND (last_status IS NULL OR last_status <> 'running')",
            (format_ts(now), format_ts(now), job.id, self._tenant, True, format_ts(job.next_run_at)),
        )
        return count == 1

    async def claim_now(self, job_id: str, now: datetime) -> bool:
        """Take the job for a run started by hand; False while it is running already."""
        count = await self._db.execute(
            "UPDATE cron_jobs SET last_status = 'running', last_run_at = ?, updated_at = ? "
            "WHERE id = ? AND tenant_id = ? AND (last_status IS NULL OR last_status <> 'running')",
            (format_ts(now), format_ts(now), job_id, self._tenant),
        )
        return count == 1

    async def finish(self, job: Job, outcome: RunOutcome, *, next_run_at: datetime | None, enabled: bool,
                     ran_at: datetime, keep_next: bool = False) -> None:
        """Record the run and re-arm the job (`keep_next`: a run by hand leaves the schedule as it was).

        A job switched off during its run stays off; one deleted during it is left deleted (no log)."""
        async with self._db.transaction():
            current = await self._db.fetch_value("SELECT enabled FROM cron_jobs WHERE id = ? AND tenant_id = ?",
                                                 (job.id, self._tenant))
            if current is None:
                return
            await self._db.execute(
                f"INSERT INTO cron_run_logs ({_RUN_COLUMNS}, agent_id, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (uuid7(), job.id, outcome.status, outcome.summary, outcome.error, outcome.duration_ms,
                 outcome.input_tokens, outcome.output_tokens, format_ts(ran_at), outcome.conversation_id,
                 outcome.message_id, outcome.trace_id, job.agent_id, now_ts()),
            )
            if keep_next:
                await self._db.execute(
                    "UPDATE cron_jobs SET last_status = ?, last_error = ?, last_run_at = ?, updated_at = ? "
                    "WHERE id = ? AND tenant_id = ?",
                    (outcome.status, outcome.error, format_ts(ran_at), now_ts(), job.id, self._tenant),
                )
                return
            enabled = enabled and bool(current)
            await self._db.execute(
                "UPDATE cron_jobs SET last_status = ?, last_error = ?, last_run_at = ?, next_run_at = ?, enabled = ?, "
                "updated_at = ? WHERE id = ? AND tenant_id = ?",
                (outcome.status, outcome.error, format_ts(ran_at), _opt_ts(next_run_at if enabled else None), enabled,
                 now_ts(), job.id, self._tenant),
            )

    async def stale_runs(self, started_before: datetime) -> builtins.list[Job]:
        """Jobs still marked running although their run began before `started_before` (the runner died)."""
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} {_FROM} WHERE j.tenant_id = ? AND j.last_status = 'running' "
            "AND (j.last_run_at IS NULL OR j.last_run_at < ?)",
            (self._tenant, format_ts(started_before)),
        )
        return [_to_job(r) for r in rows]

    async def mark_interrupted(self, job: Job, next_run_at: datetime | None) -> bool:
        """A stale claim released (only if it is still the same claim)."""
        count = await self._db.execute(
            "UPDATE cron_jobs SET last_status = 'interrupted', last_error = ?, "
            "next_run_at = COALESCE(next_run_at, ?), updated_at = ? "
            "WHERE id = ? AND tenant_id = ? AND last_status = 'running' AND last_run_at = ?",
            ("The run was interrupted (the app stopped during it).", _opt_ts(next_run_at), now_ts(), job.id,
             self._tenant, _opt_ts(job.last_run_at)),
        )
        return count == 1

    # --- history -------------------------------------------------------------------------

    async def runs(self, job_id: str, limit: int = 20) -> builtins.list[JobRun]:
        rows = await self._db.fetch_all(
            f"SELECT {_RUN_COLUMNS} FROM cron_run_logs WHERE job_id = ? ORDER BY ran_at DESC, id DESC LIMIT ?",
            (job_id, limit),
        ) if is_uuid(job_id) else []
        return [_to_run(r) for r in rows]

    async def set_trace(self, run_id: str, trace_id: str) -> None:
        await self._db.execute("UPDATE cron_run_logs SET trace_id = ? WHERE id = ?", (trace_id, run_id))
