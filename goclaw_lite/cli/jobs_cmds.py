"""`goclaw-lite jobs ...`: scheduled jobs — an agent, a message, a schedule.

    goclaw-lite jobs add nightly-report --agent ops --cron '0 7 * * 1-5' --tz Europe/Berlin \\
        -m 'Summarise the open pull requests with gh.' --pre-approve exec

`list` and `history` are read-only (they work while the window is open). `run-due` is what the
system's timer calls while the window is closed: it runs every due job once; while the window
is open it does nothing (the window runs them). `install-timer` writes that timer.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path
from typing import Any

from goclaw_lite.app.jobs import (
    DEFAULT_MAX_TOKENS,
    DEFAULT_TIMEOUT_S,
    local_zone_name,
    next_run_words,
    parse_at,
    parse_interval,
)
from goclaw_lite.cli import whole_number
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table
from goclaw_lite.errors import DatabaseLockedError, ValidationError
from goclaw_lite.model.jobs import (
    ConversationMode,
    FinishedRun,
    Job,
    JobDraft,
    JobOptions,
    JobRun,
    MissedRun,
    Schedule,
)

TIMER_NAME = "goclaw-lite-jobs"


def _schedule_args(p: argparse.ArgumentParser, *, required: bool) -> None:
    when = p.add_mutually_exclusive_group(required=required)
    when.add_argument("--every", metavar="INTERVAL", help="run every INTERVAL (e.g. 15m, 2h, 1d)")
    when.add_argument("--cron", metavar="EXPR", help="a 5-field cron expression, e.g. '0 7 * * 1-5'")
    when.add_argument("--at", metavar="TIME", help="once, at this local time (e.g. '2026-12-08 07:00')")
    p.add_argument("--tz", metavar="ZONE", help="the time zone of --cron and --at (default: this computer's)")


def _option_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--agent", metavar="KEY", help="the agent that answers (default: the default agent)")
    p.add_argument("-m", "--message", help="what the job asks its agent")
    p.add_argument("--new-conversation", action=argparse.BooleanOptionalAction, default=None,
                   help="a new conversation for each run (default: one conversation per job)")
    p.add_argument("--pre-approve", action="append", metavar="TOOL",
                   help="a tool this job may use without approval (repeatable); others needing approval are refused")
    p.add_argument("--timeout", type=whole_number, metavar="SECONDS",
                   help=f"stop a run after this long (default {DEFAULT_TIMEOUT_S})")
    p.add_argument("--max-tokens", type=whole_number, metavar="N",
                   help=f"stop a run past this many tokens in and out (default {DEFAULT_MAX_TOKENS:,})")
    p.add_argument("--skip-missed", action=argparse.BooleanOptionalAction, default=None,
                   help="when the computer was asleep or off at the time, skip the run (default: run it once on wake)")
    p.add_argument("--notify", action=argparse.BooleanOptionalAction, default=None,
                   help="a desktop notification when a run ends (default on; shown by the window)")
    p.add_argument("--delete-after-run", action=argparse.BooleanOptionalAction, default=None,
                   help="with --at: delete the job after its run")


def register(sub: Any) -> None:
    jobs = sub.add_parser("jobs", help="scheduled jobs: an agent, a message and when to run it")
    jsub = jobs.add_subparsers(dest="jobs_command", metavar="SUBCOMMAND", required=True)

    ls = jsub.add_parser("list", help="the jobs, their next run and last status")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_cmd)

    add = jsub.add_parser("add", help="add a job: a name, a schedule and a message")
    add.add_argument("name", help="lowercase letters, digits and dashes, e.g. nightly-report")
    _schedule_args(add, required=True)
    _option_args(add)
    add.add_argument("--disabled", action="store_true", help="add it switched off")
    add.set_defaults(handler=add_cmd)

    edit = jsub.add_parser("edit", help="change a job (only what is given)")
    edit.add_argument("job", metavar="NAME")
    edit.add_argument("--name", dest="new_name", metavar="NEW", help="a new name")
    _schedule_args(edit, required=False)
    _option_args(edit)
    edit.set_defaults(handler=edit_cmd)

    rm = jsub.add_parser("rm", help="delete a job and its history")
    rm.add_argument("job", metavar="NAME")
    rm.set_defaults(handler=rm_cmd)

    for name, wanted in (("enable", True), ("disable", False)):
        toggle = jsub.add_parser(name, help=f"switch a job {'on' if wanted else 'off'}")
        toggle.add_argument("job", metavar="NAME")
        toggle.set_defaults(handler=toggle_cmd, enabled=wanted)

    run = jsub.add_parser("run", help="run a job now and print its answer")
    run.add_argument("job", metavar="NAME")
    run.set_defaults(handler=run_cmd)

    history = jsub.add_parser("history", help="a job's past runs, newest first")
    history.add_argument("job", metavar="NAME")
    history.add_argument("--limit", type=whole_number, default=20, help="most runs shown (default 20)")
    history.add_argument("--json", action="store_true", help="machine-readable output")
    history.set_defaults(handler=history_cmd)

    due = jsub.add_parser(
        "run-due", help="run every job that is due (for the system's timer while the window is closed)")
    due.set_defaults(handler=run_due_cmd)

    timer = jsub.add_parser("install-timer", help="write a systemd user timer that calls run-due every minute")
    timer.add_argument("--print", dest="print_only", action="store_true", help="print the unit files, write nothing")
    timer.set_defaults(handler=install_timer_cmd)


# --- building a draft ----------------------------------------------------------------------


def _schedule(args: argparse.Namespace, current: Schedule | None) -> Schedule | None:
    tz = args.tz or (current.timezone if current else None) or local_zone_name()
    if args.every:
        return Schedule("every", every_ms=parse_interval(args.every), timezone=tz)
    if args.cron:
        return Schedule("cron", expr=args.cron.strip(), timezone=tz)
    if args.at:
        return Schedule("at", at=parse_at(args.at, tz), timezone=tz)
    if args.tz and current is not None:
        return Schedule(current.kind, current.every_ms, current.expr, current.at, args.tz)
    return None


def _options(args: argparse.Namespace, base: JobOptions) -> JobOptions:
    def pick(value: Any, default: Any) -> Any:
        return default if value is None else value

    return JobOptions(
        conversation=(ConversationMode.NEW if args.new_conversation else ConversationMode.JOB)
        if args.new_conversation is not None else base.conversation,
        pre_approved=tuple(args.pre_approve) if args.pre_approve is not None else base.pre_approved,
        timeout_s=pick(args.timeout, base.timeout_s), max_tokens=pick(args.max_tokens, base.max_tokens),
        on_missed=(MissedRun.SKIP if args.skip_missed else MissedRun.RUN_ONCE)
        if args.skip_missed is not None else base.on_missed,
        notify=pick(args.notify, base.notify),
    )


def _job_json(job: Job, now: Any) -> dict[str, Any]:
    o = job.options
    return {
        "id": job.id, "name": job.name, "agent": job.agent_key, "enabled": job.enabled,
        "schedule": job.schedule.describe(), "timezone": job.schedule.timezone, "message": job.message,
        "next_run_at": job.next_run_at.isoformat() if job.next_run_at else None,
        "next_run": next_run_words(job.next_run_at, now), "last_status": job.last_status,
        "last_run_at": job.last_run_at.isoformat() if job.last_run_at else None, "last_error": job.last_error,
        "conversation": str(o.conversation), "pre_approved": list(o.pre_approved), "timeout_s": o.timeout_s,
        "max_tokens": o.max_tokens, "on_missed": str(o.on_missed), "notify": o.notify,
        "delete_after_run": job.delete_after_run,
    }


# --- commands ------------------------------------------------------------------------------


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        service = app.services.jobs
        jobs, now = await service.list(), service.clock.now()
    if ctx.args.json:
        print_json([_job_json(j, now) for j in jobs])
        return 0
    if not jobs:
        out("No jobs. Add one with `goclaw-lite jobs add NAME --every 1h -m 'MESSAGE'`.")
        return 0
    print_table(["name", "agent", "on", "schedule", "next run", "last"],
                [(j.name, j.agent_key, "yes" if j.enabled else "no", j.schedule.describe(),
                  next_run_words(j.next_run_at, now) if j.enabled else "off", j.last_status or "never")
                 for j in jobs])
    return 0


async def add_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    schedule = _schedule(args, None)
    assert schedule is not None  # the group is required
    if not (args.message or "").strip():
        raise ValidationError("Give the job's message with -m/--message.")
    draft = JobDraft(args.name, args.agent, schedule, args.message, _options(args, JobOptions()),
                     bool(args.delete_after_run), not args.disabled)
    async with ctx.app() as app:
        job = await app.services.jobs.add(draft)
        now = app.services.jobs.clock.now()
    out(f"Added job {job.name} ({job.schedule.describe()}); next run {next_run_words(job.next_run_at, now)}.")
    return 0


async def edit_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        service = app.services.jobs
        job = await service.get(args.job)
        changes: dict[str, Any] = {"options": _options(args, job.options)}
        schedule = _schedule(args, job.schedule)
        for key, value in (("name", args.new_name), ("agent_key", args.agent), ("message", args.message),
                           ("schedule", schedule), ("delete_after_run", args.delete_after_run)):
            if value is not None:
                changes[key] = value
        job = await service.edit(job.id, **changes)
        now = service.clock.now()
    out(f"Changed job {job.name}; next run {next_run_words(job.next_run_at, now) if job.enabled else 'off'}.")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        job = await app.services.jobs.remove(ctx.args.job)
    out(f"Deleted job {job.name}.")
    return 0


async def toggle_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        job = await app.services.jobs.set_enabled(ctx.args.job, ctx.args.enabled)
        now = app.services.jobs.clock.now()
    out(f"Job {job.name} is {'on; next run ' + next_run_words(job.next_run_at, now) if job.enabled else 'off'}.")
    return 0


def _report(finished: FinishedRun) -> None:
    o = finished.outcome
    out(f"{finished.job.name}: {o.status} in {o.duration_ms / 1000:.1f} s, "
        f"{o.input_tokens} in / {o.output_tokens} out")
    if o.error:
        out(f"  {o.error}")


async def run_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        finished = await app.services.jobs.run_now(ctx.args.job)
    _report(finished)
    if finished.outcome.summary:
        out()
        out(finished.outcome.summary)
    return 0 if finished.outcome.status == "ok" else 1


async def history_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        runs = await app.services.jobs.history(ctx.args.job, ctx.args.limit)
    if ctx.args.json:
        print_json([_run_json(r) for r in runs])
        return 0
    if not runs:
        out("No runs yet.")
        return 0
    print_table(["ran at", "status", "s", "tokens", "answer / error"],
                [(r.ran_at.astimezone().strftime("%Y-%m-%d %H:%M") if r.ran_at else "", r.status,
                  f"{r.duration_ms / 1000:.1f}", f"{r.input_tokens}/{r.output_tokens}",
                  _first_line(r.error if r.status != "ok" else (r.summary or r.error or ""))) for r in runs])
    return 0


def _run_json(run: JobRun) -> dict[str, Any]:
    return {"id": run.id, "status": run.status, "ran_at": run.ran_at.isoformat() if run.ran_at else None,
            "duration_ms": run.duration_ms, "input_tokens": run.input_tokens, "output_tokens": run.output_tokens,
            "summary": run.summary, "error": run.error, "conversation_id": run.conversation_id,
            "trace_id": run.trace_id}


def _first_line(text: str | None, width: int = 80) -> str:
    line = (text or "").strip().splitlines()[0] if (text or "").strip() else ""
    return line if len(line) <= width else line[:width - 1] + "…"


async def run_due_cmd(ctx: CommandContext) -> int:
    try:
        async with ctx.app() as app:
            finished = await app.services.jobs.run_due()
    except DatabaseLockedError:
        out("The GoClaw Lite window is open and runs the jobs itself; nothing to do.")
        return 0
    for run in finished:
        _report(run)
    return 1 if any(r.outcome.status == "error" for r in finished) else 0


# --- the system timer ----------------------------------------------------------------------


def _units(ctx: CommandContext) -> tuple[str, str]:
    argv = [os.path.realpath(sys.executable), "-m", "goclaw_lite"]
    if ctx.store:
        argv += ["--store", ctx.store]
    argv += ["jobs", "run-due"]
    env = [f"Environment={shlex.quote(f'{name}={os.environ[name]}')}"
           for name in ("GOCLAW_HOME",) if os.environ.get(name)]
    service = "\n".join([
        "[Unit]", "Description=GoClaw Lite: run the scheduled jobs that are due", "",
        "[Service]", "Type=oneshot", *env, "ExecStart=" + " ".join(shlex.quote(a) for a in argv), "",
    ])
    timer = "\n".join([
        "[Unit]", "Description=GoClaw Lite: look for due scheduled jobs every minute", "",
        "[Timer]", "OnCalendar=minutely", "AccuracySec=10s", "", "[Install]", "WantedBy=timers.target", "",
    ])
    return service, timer


async def install_timer_cmd(ctx: CommandContext) -> int:
    service, timer = _units(ctx)
    command = service.split("ExecStart=", 1)[1].splitlines()[0]
    if ctx.args.print_only:
        out(f"# {TIMER_NAME}.service\n{service}\n# {TIMER_NAME}.timer\n{timer}")
        return 0
    folder = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "systemd" / "user"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{TIMER_NAME}.service").write_text(service, encoding="utf-8")
    (folder / f"{TIMER_NAME}.timer").write_text(timer, encoding="utf-8")
    out(f"Wrote {folder / (TIMER_NAME + '.service')} and {TIMER_NAME}.timer. Switch the timer on with:")
    out(f"  systemctl --user daemon-reload && systemctl --user enable --now {TIMER_NAME}.timer")
    out("Without systemd, have cron call it every minute instead (`crontab -e`, then add):")
    out(f"  * * * * * {command} >/dev/null 2>&1")
    err("goclaw-lite: note: while the window is open, it runs the jobs itself and run-due does nothing.")
    return 0
