"""Scheduled jobs: what a job is (an agent, a message, a schedule) and what a run left behind.

A job row is GoClaw's `cron_jobs`; the options GoClaw has no column for (how a run finds its
conversation, the tools it may use without asking, its limits, what a missed run does) live
in the row's `payload` JSON under `"lite"`, beside GoClaw's own `kind` and `message`, so a
GoClaw payload reads as a job with the default options.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, TypeVar

SCHEDULE_KINDS = ("every", "cron", "at")
RUN_STATUSES = ("ok", "error", "skipped")
DEFAULT_TIMEOUT_S = 600  # GoClaw's cron.job_timeout default
DEFAULT_MAX_TOKENS = 200_000
SUMMARY_LIMIT = 16 * 1024  # GoClaw keeps the final answer up to 16 KiB in the run log
TRUNCATED = "...[truncated]"
_E = TypeVar("_E", bound=StrEnum)


class ConversationMode(StrEnum):
    JOB = "job"  # one conversation per job, every run continues it
    NEW = "new"  # a new conversation for each run


class MissedRun(StrEnum):
    RUN_ONCE = "run"  # the computer slept through the time: run once on wake
    SKIP = "skip"  # note it as skipped and wait for the next time


@dataclass(frozen=True)
class Schedule:
    """When a job runs. `every_ms` for `every`, `expr` (5 fields) for `cron`, `at` (aware) for
    `at`; `timezone` is an IANA name, the zone a cron expression is read in."""

    kind: str
    every_ms: int | None = None
    expr: str | None = None
    at: datetime | None = None
    timezone: str = "UTC"

    def describe(self) -> str:
        if self.kind == "every" and self.every_ms:
            return "every " + interval_words(self.every_ms)
        if self.kind == "cron":
            return f"cron {self.expr} ({self.timezone})"
        if self.kind == "at" and self.at is not None:
            return f"once at {self.at.isoformat(timespec='minutes')}"
        return self.kind


def interval_words(every_ms: int) -> str:
    seconds = every_ms // 1000
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size and seconds % size == 0:
            return f"{seconds // size} {unit}"
    return f"{seconds} s"


@dataclass(frozen=True)
class JobOptions:
    conversation: ConversationMode = ConversationMode.JOB
    pre_approved: tuple[str, ...] = ()
    timeout_s: int = DEFAULT_TIMEOUT_S
    max_tokens: int = DEFAULT_MAX_TOKENS
    on_missed: MissedRun = MissedRun.RUN_ONCE
    notify: bool = True


@dataclass(frozen=True)
class Payload:
    """The `payload` column: GoClaw's message, Lite's options and the job's own conversation."""

    message: str
    options: JobOptions = field(default_factory=JobOptions)
    conversation_id: str | None = None
    extra: tuple[tuple[str, Any], ...] = ()  # GoClaw's other keys (command, credentialUserId), kept as read

    def to_json(self) -> str:
        o = self.options
        lite: dict[str, Any] = {
            "conversation": str(o.conversation), "preApproved": list(o.pre_approved), "timeoutSec": o.timeout_s,
            "maxTokens": o.max_tokens, "onMissed": str(o.on_missed), "notify": o.notify,
        }
        if self.conversation_id:
            lite["conversationId"] = self.conversation_id
        return json.dumps({**dict(self.extra), "kind": "agent_turn", "message": self.message, "lite": lite},
                          ensure_ascii=False)

    @classmethod
    def parse(cls, raw: Any) -> Payload:
        """A stored payload; anything unreadable gives the defaults (a GoClaw row never fails to list)."""
        data = raw if isinstance(raw, dict) else _loads(raw)
        lite = data.get("lite") if isinstance(data.get("lite"), dict) else {}
        assert isinstance(lite, dict)
        tools = lite.get("preApproved")
        options = JobOptions(
            conversation=_enum(ConversationMode, lite.get("conversation"), ConversationMode.JOB),
            pre_approved=tuple(str(t) for t in tools) if isinstance(tools, list) else (),
            timeout_s=_positive(lite.get("timeoutSec"), DEFAULT_TIMEOUT_S),
            max_tokens=_positive(lite.get("maxTokens"), DEFAULT_MAX_TOKENS),
            on_missed=_enum(MissedRun, lite.get("onMissed"), MissedRun.RUN_ONCE),
            notify=lite.get("notify") is not False,
        )
        cid = lite.get("conversationId")
        extra = tuple((k, v) for k, v in data.items() if k not in ("kind", "message", "lite"))
        return cls(str(data.get("message") or ""), options, str(cid) if cid else None, extra)


def _loads(raw: Any) -> dict[str, Any]:
    try:
        data = json.loads(raw) if isinstance(raw, str | bytes) else {}
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _enum(kind: type[_E], value: Any, default: _E) -> _E:
    try:
        return kind(value)
    except ValueError:
        return default


def _positive(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else default


@dataclass(frozen=True)
class Job:
    id: str
    name: str
    agent_id: str | None
    agent_key: str
    enabled: bool
    schedule: Schedule
    payload: Payload
    delete_after_run: bool
    next_run_at: datetime | None
    last_run_at: datetime | None
    last_status: str | None
    last_error: str | None
    created_at: datetime
    updated_at: datetime

    @property
    def message(self) -> str:
        return self.payload.message

    @property
    def options(self) -> JobOptions:
        return self.payload.options

    @property
    def running(self) -> bool:
        return self.last_status == "running"


@dataclass(frozen=True)
class JobDraft:
    """What the user gives for a new job (or, with `JobService.edit`, the fields to change)."""

    name: str
    agent_key: str | None
    schedule: Schedule
    message: str
    options: JobOptions = field(default_factory=JobOptions)
    delete_after_run: bool = False
    enabled: bool = True


@dataclass(frozen=True)
class RunOutcome:
    """What one run of a job did, as its log row records it."""

    status: str  # ok | error | skipped
    summary: str | None = None
    error: str | None = None
    duration_ms: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    conversation_id: str | None = None
    message_id: str | None = None
    trace_id: str | None = None


@dataclass(frozen=True)
class JobRun:
    """A `cron_run_logs` row."""

    id: str
    job_id: str
    status: str
    summary: str | None
    error: str | None
    duration_ms: int
    input_tokens: int
    output_tokens: int
    ran_at: datetime | None
    conversation_id: str | None
    message_id: str | None
    trace_id: str | None


@dataclass(frozen=True)
class FinishedRun:
    """A run the scheduler just finished (for a notification and the page's refresh)."""

    job: Job
    outcome: RunOutcome


def truncated_summary(text: str) -> str:
    data = text.encode("utf-8")
    if len(data) <= SUMMARY_LIMIT:
        return text
    return data[:SUMMARY_LIMIT].decode("utf-8", "ignore") + TRUNCATED
