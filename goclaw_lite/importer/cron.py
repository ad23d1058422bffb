"""GoClaw's scheduled jobs (`cron_jobs`, `cron_run_logs`) brought over as ours.

The columns are the same; what changes on the way: the local user and tenant, a job that was
`running` when GoClaw stopped becomes `interrupted`, and an enabled job's next run is worked
out again from now (as GoClaw's own start-up does), so moving in never sets off a burst of
runs. A schedule that could never run is kept, switched off, so the user can fix it.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import format_ts, parse_ts
from goclaw_lite.importer import values as v
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.jobs import SCHEDULE_KINDS, Schedule
from goclaw_lite.scheduling.times import next_run, validate

Row = dict[str, Any]


def _schedule(row: Row) -> Schedule:
    kind = v.text(row["schedule_kind"], "schedule_kind")
    if kind not in SCHEDULE_KINDS:
        raise BadValue(f"schedule_kind: {kind!r} is not every, cron or at")
    interval = row.get("interval_ms")
    run_at = v.timestamp_or_none(row.get("run_at"), "run_at")
    return Schedule(
        kind, every_ms=None if interval is None else v.integer(interval, "interval_ms", minimum=1),
        expr=v.text_or_none(row.get("cron_expression"), "cron_expression") or None,
        at=parse_ts(run_at) if run_at else None, timezone=v.text_or_none(row.get("timezone"), "timezone") or "UTC",
    )


def map_cron_job(row: Row, ctx: ImportContext) -> Row:
    schedule = _schedule(row)
    enabled = v.flag(row.get("enabled"), "enabled", default=True)
    try:
        validate(schedule)
        upcoming = next_run(schedule, parse_ts(ctx.now), anchor=None) if enabled else None
    except ValidationError:
        enabled, upcoming = False, None  # kept, off: the user sees it and can fix it
    status = v.text_or_none(row.get("last_status"), "last_status")
    agent = row.get("agent_id")
    return {
        "id": v.uuid_text(row["id"], "id"), "agent_id": ctx.agent(agent) if agent else None, "user_id": ctx.user,
        "name": v.text(row["name"], "name") or "job",
        "enabled": enabled and (upcoming is not None or schedule.kind != "at"),
        "schedule_kind": schedule.kind, "cron_expression": schedule.expr, "interval_ms": schedule.every_ms,
        "run_at": format_ts(schedule.at) if schedule.at else None, "timezone": schedule.timezone,
        "payload": v.json_object(row.get("payload"), "payload"),
        "delete_after_run": v.flag(row.get("delete_after_run"), "delete_after_run"),
        "stateless": v.flag(row.get("stateless"), "stateless"), "deliver": v.flag(row.get("deliver"), "deliver"),
        "deliver_channel": v.text(row.get("deliver_channel"), "deliver_channel"),
        "deliver_to": v.text(row.get("deliver_to"), "deliver_to"),
        "wake_heartbeat": v.flag(row.get("wake_heartbeat"), "wake_heartbeat"),
        "next_run_at": format_ts(upcoming) if upcoming else None,
        "last_run_at": v.timestamp_or_none(row.get("last_run_at"), "last_run_at"),
        "last_status": "interrupted" if status == "running" else status,
        "last_error": v.text_or_none(row.get("last_error"), "last_error"), "team_id": None, "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "updated_at": v.timestamp(row.get("updated_at") or ctx.now, "updated_at"),
    }


def map_cron_run_log(row: Row, ctx: ImportContext) -> Row:
    job = v.uuid_text(row["job_id"], "job_id")
    if job not in ctx.ids("cron_jobs"):
        raise BadValue(f"job_id: foreign key to cron_jobs {job} points nowhere")
    agent = row.get("agent_id")
    return {
        "id": v.uuid_text(row["id"], "id"), "job_id": job,
        "agent_id": ctx.agents.get(str(agent)) if agent else None, "status": v.text(row["status"], "status") or "ok",
        "summary": v.text_or_none(row.get("summary"), "summary"), "error": v.text_or_none(row.get("error"), "error"),
        "duration_ms": v.integer(row.get("duration_ms"), "duration_ms"),
        "input_tokens": v.integer(row.get("input_tokens"), "input_tokens"),
        "output_tokens": v.integer(row.get("output_tokens"), "output_tokens"), "team_id": None,
        "ran_at": v.timestamp_or_none(row.get("ran_at"), "ran_at"),
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
        "conversation_id": None, "message_id": None, "trace_id": None,
    }
