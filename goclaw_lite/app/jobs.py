"""JobsService: scheduled jobs for both faces (`ctx.services.jobs`).

It holds the checks (a name to type on the command line, a schedule that can run, an agent
that exists), the activity rows, and the scheduler that runs due jobs exactly once through
the chat engine (`app/job_runs.py`). The window's timer and `goclaw-lite jobs run-due` both
call `run_due`; whichever claims a run first runs it.
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.jobs import (
    DEFAULT_MAX_TOKENS,
    DEFAULT_TIMEOUT_S,
    FinishedRun,
    Job,
    JobDraft,
    JobOptions,
    JobRun,
    Payload,
)
from goclaw_lite.scheduling.scheduler import Clock, Scheduler, SystemClock
from goclaw_lite.scheduling.times import (
    local_zone_name,
    next_run,
    next_run_words,
    parse_at,
    parse_interval,
    validate,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.jobs import JobStore
from goclaw_lite.store.records.activity import ActivityStore

if TYPE_CHECKING:
    from goclaw_lite.agent.service import ChatService
    from goclaw_lite.store import Stores

__all__ = [  # the schedule helpers the faces use come through here (faces never import an engine)
    "DEFAULT_MAX_TOKENS", "DEFAULT_TIMEOUT_S", "JobsService", "check_options", "local_zone_name", "next_run_words",
    "parse_at", "parse_interval",
]

NAME_RE = re.compile(r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$")  # GoClaw's rule for a job's name
MAX_NAME = 64
MAX_MESSAGE = 20_000
MAX_TIMEOUT_S = 24 * 3600


def check_options(options: JobOptions) -> None:
    if not 1 <= options.timeout_s <= MAX_TIMEOUT_S:
        raise ValidationError(f"A run's time limit must be between 1 s and {MAX_TIMEOUT_S // 3600} h.")
    if options.max_tokens < 1:
        raise ValidationError("A run's token limit must be at least 1.")
    for tool in options.pre_approved:
        if not tool.strip() or len(tool) > 200:
            raise ValidationError(f"{tool!r} is not a tool name.")


class JobsService:
    def __init__(self, stores: Stores, chat: Callable[[], ChatService], *, clock: Clock | None = None) -> None:
        self.store = JobStore(stores.db, stores.identity)
        self._agents = AgentStore(stores.db, stores.identity)
        self._activity = ActivityStore(stores.db, stores.identity)
        self._chat = chat
        self.scheduler = Scheduler(self.store, self._execute, clock=clock or SystemClock())

    @property
    def clock(self) -> Clock:
        return self.scheduler.clock

    async def _execute(self, job: Job) -> Any:
        from goclaw_lite.app.job_runs import ChatJobExecutor

        return await ChatJobExecutor(self._chat(), self.store)(job)

    # --- reading -------------------------------------------------------------------------

    async def list(self) -> list[Job]:
        return await self.store.list()

    async def get(self, ref: str) -> Job:
        """A job by its name or id."""
        found = await self.store.find(ref.strip())
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            raise ValidationError(f"Several jobs are named {ref!r}; give the job's id instead.")
        try:
            return await self.store.get(ref.strip())
        except NotFoundError:
            raise NotFoundError(f"No job named {ref!r}; `goclaw-lite jobs list` shows the jobs.") from None

    async def history(self, ref: str, limit: int = 20) -> builtins.list[JobRun]:
        job = await self.get(ref)
        return await self.store.runs(job.id, limit)

    # --- writing -------------------------------------------------------------------------

    async def _checked(self, draft: JobDraft, *, own_id: str | None = None) -> tuple[str, Payload]:
        name = draft.name.strip()
        if not NAME_RE.match(name) or len(name) > MAX_NAME:
            raise ValidationError(f"{draft.name!r} is not a job name: use lowercase letters, digits and dashes "
                                  "(e.g. nightly-report).")
        if not draft.message.strip():
            raise ValidationError("A job needs a message for its agent.")
        if len(draft.message) > MAX_MESSAGE:
            raise ValidationError(f"A job's message can be at most {MAX_MESSAGE:,} characters.")
        validate(draft.schedule)
        check_options(draft.options)
        if any(j.id != own_id for j in await self.store.find(name)):
            raise ValidationError(f"A job named {name!r} already exists; choose another name.")
        agent = await self._agents.resolve(draft.agent_key)
        return agent.id, Payload(draft.message.strip(), draft.options)

    def _first_run(self, draft: JobDraft) -> Any:
        now = self.clock.now()
        first = next_run(draft.schedule, now)
        if draft.schedule.kind == "at" and first is None:
            raise ValidationError("That time is in the past; a one-time job needs a time still to come.")
        return first if draft.enabled else None

    async def add(self, draft: JobDraft) -> Job:
        agent_id, payload = await self._checked(draft)
        job = await self.store.create(
            draft.name.strip(), agent_id, draft.schedule, payload, enabled=draft.enabled,
            delete_after_run=draft.delete_after_run, next_run_at=self._first_run(draft),
        )
        await self._log("job.created", job)
        return job

    async def edit(self, ref: str, **changes: Any) -> Job:
        """Change some of a job's fields (`JobDraft`'s names); the next run is worked out again."""
        job = await self.get(ref)
        unknown = set(changes) - set(JobDraft.__dataclass_fields__)
        if unknown:
            raise ValidationError(f"Unknown job field(s): {', '.join(sorted(unknown))}.")
        draft = replace(self.draft_of(job), **changes)
        agent_id, payload = await self._checked(draft, own_id=job.id)
        payload = replace(payload, conversation_id=job.payload.conversation_id, extra=job.payload.extra)
        updated = await self.store.update(
            job, name=draft.name.strip(), agent_id=agent_id, schedule=draft.schedule, payload=payload,
            enabled=draft.enabled, delete_after_run=draft.delete_after_run, next_run_at=self._first_run(draft),
        )
        await self._log("job.updated", updated)
        return updated

    @staticmethod
    def draft_of(job: Job) -> JobDraft:
        return JobDraft(job.name, job.agent_key or None, job.schedule, job.message, job.options,
                        job.delete_after_run, job.enabled)

    async def set_enabled(self, ref: str, enabled: bool) -> Job:
        job = await self.get(ref)
        if enabled and job.schedule.kind == "at" and next_run(job.schedule, self.clock.now()) is None:
            raise ValidationError(f"The job {job.name!r} was for a time now past; edit its time to switch it on.")
        nxt = (job.next_run_at or next_run(job.schedule, self.clock.now())) if enabled else None
        updated = await self.store.set_enabled(job.id, enabled, nxt)
        await self._log("job.enabled" if enabled else "job.disabled", updated)
        return updated

    async def remove(self, ref: str) -> Job:
        job = await self.get(ref)
        await self.store.delete(job.id)
        await self._log("job.deleted", job)
        return job

    # --- running -------------------------------------------------------------------------

    async def run_now(self, ref: str) -> FinishedRun:
        job = await self.get(ref)
        finished = await self.scheduler.run_now(job)
        await self._ran(finished)
        return finished

    async def run_due(self) -> builtins.list[FinishedRun]:
        finished = await self.scheduler.run_due()
        for run in finished:
            await self._ran(run)
        return finished

    async def _ran(self, finished: FinishedRun) -> None:
        await self._log("job.run", finished.job, status=finished.outcome.status,
                        duration_ms=finished.outcome.duration_ms)

    async def _log(self, action: str, job: Job, **details: Any) -> None:
        await self._activity.log(action, entity_type="cron_job", entity_id=job.id,
                                 details={"name": job.name, **details})
