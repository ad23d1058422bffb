"""`goclaw-lite hooks list | add | test | runs | enable | disable | rm`: lifecycle hooks.

A command hook is given as its argv after `--` and runs without a shell:

    goclaw-lite hooks add --event after_tool --matcher 'exec|kg_*' -- notify-send "tool finished"

`list` and `runs` are read-only (they work while the window is open); the others write and need the writer
lock. `test` runs one hook once on a sample event, audits the run like any other, and
exits 0 when the hook allowed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from typing import Any

from goclaw_lite.app.hooks import BUILTINS, HookDraft, HookOutcome
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.hooks import DEFAULT_TIMEOUT_MS, HOOK_EVENTS, Hook


def register(sub: Any) -> None:
    hooks = sub.add_parser("hooks", help="programs run before and after agent runs and tool calls")
    hsub = hooks.add_subparsers(dest="hooks_command", metavar="SUBCOMMAND", required=True)

    ls = hsub.add_parser("list", help="the hooks, in the order they run")
    ls.add_argument("--event", choices=HOOK_EVENTS, help="only hooks for this event")
    ls.add_argument("--agent", metavar="KEY", help="only hooks attached to this agent")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_cmd)

    add = hsub.add_parser(
        "add", help="add a hook: a command after --, or --builtin NAME",
        description="Add a hook. The command and its arguments follow --, each as its own argument; no shell is used.",
    )
    add.add_argument("--event", required=True, choices=HOOK_EVENTS)
    add.add_argument("--matcher", default="", metavar="PATTERN",
                     help="tool name (tool events) or agent key (run events) patterns, '|'-separated, e.g. 'exec|kg_*'")
    add.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_MS / 1000, metavar="SECONDS",
                     help=f"kill the command after this long (default {DEFAULT_TIMEOUT_MS // 1000})")
    add.add_argument("--on-timeout", choices=("allow", "block"), default="allow",
                     help="whether a before_* hook that times out blocks the action (default allow)")
    add.add_argument("--on-error", choices=("allow", "block"), default="allow",
                     help="whether a before_* command that exits with a code other than 0 or 2 blocks (default allow)")
    add.add_argument("--agent", action="append", default=[], metavar="KEY", help="run only for this agent (repeatable)")
    add.add_argument("--priority", type=int, default=0, help="higher runs first (default 0)")
    add.add_argument("--name", default="", help="a label for lists")
    add.add_argument("--builtin", choices=sorted(BUILTINS), help="a built-in handler instead of a command")
    add.add_argument("--reason", default="", help="with --builtin block: the reason given")
    add.add_argument("--disabled", action="store_true", help="add it switched off")
    add.add_argument("argv", nargs="*", metavar="-- COMMAND [ARG ...]", help="the program and its arguments")
    add.set_defaults(handler=add_cmd)

    test = hsub.add_parser("test", help="run one hook once on a sample event and show what it did")
    test.add_argument("hook", metavar="ID", help="hook id (or its first 6+ characters)")
    test.add_argument("--tool", default="exec", help="tool name in the sample event (default exec)")
    test.add_argument("--json", action="store_true", help="machine-readable output")
    test.set_defaults(handler=test_cmd)

    runs = hsub.add_parser("runs", help="the audit of past hook runs, newest first")
    runs.add_argument("hook", metavar="ID", nargs="?", help="only this hook's runs")
    runs.add_argument("--limit", type=int, default=20, help="most runs shown (default 20)")
    runs.add_argument("--json", action="store_true", help="machine-readable output")
    runs.set_defaults(handler=runs_cmd)

    for name, wanted in (("enable", True), ("disable", False)):
        toggle = hsub.add_parser(name, help=f"switch a hook {'on' if wanted else 'off'}")
        toggle.add_argument("hook", metavar="ID")
        toggle.set_defaults(handler=toggle_cmd, enabled=wanted)

    rm = hsub.add_parser("rm", help="delete a hook (its past runs stay in the audit)")
    rm.add_argument("hook", metavar="ID")
    rm.set_defaults(handler=rm_cmd)


def hook_json(hook: Hook, agent_keys: dict[str, str]) -> dict[str, Any]:
    return {
        "id": hook.id, "name": hook.name, "event": hook.event, "handler_type": hook.handler_type,
        "argv": list(hook.argv), "builtin": hook.config.get("builtin"), "matcher": hook.matcher,
        "timeout_ms": hook.timeout_ms, "on_timeout": hook.on_timeout, "on_error": hook.on_error,
        "priority": hook.priority,
        "enabled": hook.enabled, "agents": [agent_keys.get(a, a) for a in hook.agent_ids], "version": hook.version,
    }


async def list_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app(read_only=True) as app:
        listing = await app.services.hooks.list(event=args.event, agent_key=args.agent)
    hooks, keys = listing.hooks, listing.agent_keys
    if args.json:
        print_json([hook_json(h, keys) for h in hooks])
        return 0
    if not hooks:
        out("No hooks. Add one with `goclaw-lite hooks add --event EVENT -- COMMAND ...`.")
        return 0
    print_table(
        ["id", "event", "on", "matcher", "agents", "timeout", "handler"],
        [
            (h.id[:8], h.event, "yes" if h.enabled else "no", h.matcher or "*",
             ",".join(keys.get(a, a[:8]) for a in h.agent_ids) or "all", f"{h.timeout_ms / 1000:g}s", h.label)
            for h in hooks
        ],
    )
    return 0


def _draft(args: argparse.Namespace) -> HookDraft:
    argv = list(args.argv)
    if argv and argv[0] == "--":
        argv = argv[1:]
    if args.builtin and argv:
        raise ValidationError("Give either --builtin or a command after --, not both.")
    if not args.builtin and not argv:
        raise ValidationError("Give the command after --, e.g. `hooks add --event after_run -- notify-send done`.")
    if not 0 < args.timeout <= 600:
        raise ValidationError("--timeout must be more than 0 and at most 600 seconds.")
    return HookDraft(
        event=args.event, handler_type="builtin" if args.builtin else "command", argv=tuple(argv),
        builtin=args.builtin or "", reason=args.reason, name=args.name, matcher=args.matcher,
        timeout_ms=max(1, round(args.timeout * 1000)), on_timeout=args.on_timeout, on_error=args.on_error,
        priority=args.priority, enabled=not args.disabled,
    )


async def add_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    draft = _draft(args)
    async with ctx.app() as app:
        service = app.services.hooks
        draft = replace(draft, agent_ids=await service.agent_ids(args.agent))
        hook = await service.add(draft, source="api")
    out(f"Added hook {hook.id} ({hook.event}: {hook.label}).")
    return 0


def _outcome_json(outcome: HookOutcome) -> dict[str, Any]:
    return {"hook_id": outcome.hook_id, "decision": outcome.decision, "duration_ms": outcome.duration_ms,
            "exit_code": outcome.exit_code, "error": outcome.error, "output": outcome.output,
            "execution_id": outcome.execution_id}


async def test_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        result = await app.services.hooks.test(args.hook, tool=args.tool)
    outcome = result.outcome
    if args.json:
        print_json({"event": result.sent, **_outcome_json(outcome)})
    else:
        out(f"Sent:     {json.dumps(result.sent, ensure_ascii=False)}")
        out(f"Decision: {outcome.decision}" + (f" ({outcome.error})" if outcome.error else ""))
        out(f"Took:     {outcome.duration_ms} ms")
        if outcome.output:
            out("Output:")
            for line in outcome.output.rstrip("\n").splitlines():
                out(f"  {line}")
    return 0 if outcome.decision == "allow" else 1


async def toggle_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        hook = await app.services.hooks.set_enabled(args.hook, args.enabled)
    out(f"Hook {hook.id} is {'on' if hook.enabled else 'off'}.")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        hook = await app.services.hooks.delete(args.hook)
    out(f"Removed hook {hook.id}.")
    return 0


def _first_line(text: str) -> str:
    lines = text.strip().splitlines()
    return lines[0] if lines else ""


async def runs_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    if not 1 <= args.limit <= 1000:
        raise ValidationError("--limit must be between 1 and 1000.")
    async with ctx.app(read_only=True) as app:
        runs = await app.services.hooks.runs(args.hook, limit=args.limit)
    if args.json:
        print_json([
            {"id": r.id, "hook_id": r.hook_id, "event": r.event, "decision": r.decision, "duration_ms": r.duration_ms,
             "error": r.error, "output": r.output, "session_id": r.session_id, "created_at": r.created_at, **r.metadata}
            for r in runs
        ])
        return 0
    if not runs:
        out("No hook has run yet.")
        return 0
    print_table(
        ["time", "hook", "event", "decision", "ms", "error / output"],
        [(r.created_at, (r.hook_id or "deleted")[:8], r.event, r.decision, r.duration_ms,
          _first_line(r.error or r.output)[:60]) for r in runs],
    )
    return 0
