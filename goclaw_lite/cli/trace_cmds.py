"""`goclaw-lite trace list|show|export`: the traces of agent runs, read-only.

The database is opened without the writer lock, so these work while the window is open.
`show` prints the same tree as the window's waterfall (`app.traces.text_tree`); `export`
writes OpenTelemetry's OTLP/JSON (the trace and its subtasks' traces) to a file or stdout.
Previews were scrubbed of secrets before they were stored.
"""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from goclaw_lite.app.activity import normalize_time
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.config import write_private
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.traces import TRACE_STATUSES, Trace, TraceFilter

MAX_LIMIT = 500
NAME_WIDTH = 32


def register(sub: Any) -> None:
    trace = sub.add_parser("trace", help="traces of agent runs: each model call, tool call and hook, timed")
    trace_sub = trace.add_subparsers(dest="trace_command", metavar="SUBCOMMAND", required=True)
    ls = trace_sub.add_parser("list", help="traces, newest first")
    ls.add_argument("--agent", metavar="KEY", help="only runs of this agent")
    ls.add_argument("--status", choices=TRACE_STATUSES, help="only traces with this status")
    ls.add_argument("--since", metavar="ISO", help="started at or after this time (e.g. 2026-05-17)")
    ls.add_argument("--until", metavar="ISO", help="started before this time")
    ls.add_argument("--all", action="store_true", help="subtasks' traces too (by default only the runs you started)")
    ls.add_argument("--limit", type=int, default=50, help=f"most rows (default 50, at most {MAX_LIMIT})")
    ls.add_argument("--offset", type=int, default=0, help="skip this many rows first (paging)")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_cmd)
    show = trace_sub.add_parser("show", help="one trace as a tree of its spans, slow and failed ones marked")
    show.add_argument("trace_id", metavar="TRACE_ID")
    show.add_argument("--json", action="store_true", help="the trace and its spans as stored")
    show.set_defaults(handler=show_cmd)
    export = trace_sub.add_parser("export", help="one trace (and its subtasks') as OpenTelemetry OTLP/JSON")
    export.add_argument("trace_id", metavar="TRACE_ID")
    export.add_argument("-o", "--output", metavar="FILE", help="write here (0600) instead of standard output")
    export.set_defaults(handler=export_cmd)


def trace_json(t: Trace) -> dict[str, Any]:
    return {
        "id": t.id, "name": t.name, "status": t.status, "agent_id": t.agent_id, "session_key": t.session_key,
        "start_time": t.start_time, "end_time": t.end_time, "duration_ms": t.duration_ms,
        "span_count": t.span_count, "llm_call_count": t.llm_call_count, "tool_call_count": t.tool_call_count,
        "total_input_tokens": t.total_input_tokens, "total_output_tokens": t.total_output_tokens,
        "parent_trace_id": t.parent_trace_id, "error": t.error, "tags": list(t.tags),
        "input_preview": t.input_preview, "output_preview": t.output_preview,
    }


def _filter(args: Any) -> TraceFilter:
    if not 1 <= args.limit <= MAX_LIMIT:
        raise ValidationError(f"--limit must be between 1 and {MAX_LIMIT}.")
    if args.offset < 0:
        raise ValidationError("--offset cannot be negative.")
    since = normalize_time(args.since, "--since time") if args.since else None
    until = normalize_time(args.until, "--until time") if args.until else None
    if since and until and since >= until:
        raise ValidationError("--since must be before --until.")
    return TraceFilter(status=args.status, since=since, until=until, roots_only=not args.all, limit=args.limit,
                       offset=args.offset)


def _short(text: str) -> str:
    return text if len(text) <= NAME_WIDTH else text[: NAME_WIDTH - 1] + "…"


async def list_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    query = _filter(args)
    async with ctx.app(read_only=True) as app:
        service = app.services.traces
        if args.agent:
            agents = await service.store.agent_names()
            found = [agent_id for agent_id, key in agents.items() if key == args.agent.strip()]
            if not found:
                raise ValidationError(f"No trace belongs to an agent {args.agent.strip()!r}.")
            query = replace(query, agent_id=found[0])
        listing = await service.listing(query)
    if args.json:
        print_json({"total": listing.total, "traces": [trace_json(t) for t in listing.traces]})
        return 0
    if not listing.traces:
        out("No traces." if not listing.total else f"No traces on this page ({listing.total} in all).")
        return 0
    print_table(
        ("ID", "STARTED", "AGENT", "NAME", "STATUS", "MS", "SPANS", "TOKENS IN→OUT"),
        [(t.id, t.start_time, listing.agents.get(t.agent_id or "", "—"), _short(t.name), t.status,
          t.duration_ms if t.duration_ms is not None else "", t.span_count,
          f"{t.total_input_tokens}→{t.total_output_tokens}") for t in listing.traces],
    )
    shown = len(listing.traces)
    if listing.total > query.offset + shown:
        out(f"({query.offset + 1}–{query.offset + shown} of {listing.total}; --offset {query.offset + shown} for more)")
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    from goclaw_lite.app.traces import text_tree

    async with ctx.app(read_only=True) as app:
        detail = await app.services.traces.get(ctx.args.trace_id)
    if ctx.args.json:
        print_json({"trace": trace_json(detail.trace), "spans": [asdict(s) for s in detail.spans],
                    "children": [trace_json(c) for c in detail.children]})
        return 0
    for line in text_tree(detail):
        out(line)
    return 0


async def export_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        document = await app.services.traces.export(ctx.args.trace_id)
    text = json.dumps(document, ensure_ascii=False, indent=2)
    if ctx.args.output:
        target = Path(ctx.args.output).expanduser()
        if not target.parent.is_dir():
            raise ValidationError(f"The folder {target.parent} does not exist.")
        write_private(target, text + "\n")
        count = sum(len(s["spans"]) for r in document["resourceSpans"] for s in r["scopeSpans"])
        out(f"Wrote {count} spans to {target}.")
        return 0
    print_json(document)
    return 0
