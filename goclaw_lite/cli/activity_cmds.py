"""`goclaw-lite activity list`: the audit trail, filtered and paged.

Read-only: the database is opened without the writer lock, so this works while the window
is open. Rows hold no secret values (the store scrubs details before writing them). The table
names things as the Activity page does (through `ActivityService`); `--json` gives the rows as
stored, ids and all.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.app.activity import (
    DEFAULT_LIMIT,
    MAX_LIMIT,
    Activity,
    ActivityFilter,
    normalize_time,
)
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.errors import ValidationError

DETAILS_WIDTH = 60


def register(sub: Any) -> None:
    activity = sub.add_parser("activity", help="the audit trail of what was done, by whom")
    activity_sub = activity.add_subparsers(dest="activity_command", metavar="SUBCOMMAND", required=True)
    ls = activity_sub.add_parser("list", help="recorded actions, newest first")
    ls.add_argument("--action", metavar="A", help="only this action (e.g. secure_cli.run)")
    ls.add_argument("--actor-type", metavar="T", help="only actions by this kind of actor (user, agent, system)")
    ls.add_argument("--actor-id", metavar="ID", help="only actions by this actor")
    ls.add_argument("--entity-type", metavar="T", help="only actions on this kind of thing (agent, conversation, ...)")
    ls.add_argument("--entity-id", metavar="ID", help="only actions on this one thing")
    ls.add_argument("--since", metavar="ISO", help="from this time on (inclusive; e.g. 2026-05-17 or 2026-05-17T08:00:00Z)")
    ls.add_argument("--until", metavar="ISO", help="before this time (exclusive)")
    ls.add_argument("--limit", type=int, default=DEFAULT_LIMIT, help=f"most rows (default {DEFAULT_LIMIT}, at most {MAX_LIMIT})")
    ls.add_argument("--offset", type=int, default=0, help="skip this many rows first (paging)")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_cmd)


def activity_json(row: Activity) -> dict[str, Any]:
    return {
        "id": row.id,
        "created_at": row.created_at,
        "actor_type": row.actor_type,
        "actor_id": row.actor_id,
        "action": row.action,
        "entity_type": row.entity_type,
        "entity_id": row.entity_id,
        "details": row.details,
    }


def _filter(args: Any) -> ActivityFilter:
    if not 1 <= args.limit <= MAX_LIMIT:
        raise ValidationError(f"--limit must be between 1 and {MAX_LIMIT}.")
    if args.offset < 0:
        raise ValidationError("--offset cannot be negative.")
    since = normalize_time(args.since, "--since time") if args.since else None
    until = normalize_time(args.until, "--until time") if args.until else None
    if since and until and since >= until:
        raise ValidationError("--since must be before --until.")
    return ActivityFilter(
        actor_type=args.actor_type, actor_id=args.actor_id, action=args.action,
        entity_type=args.entity_type, entity_id=args.entity_id, since=since, until=until,
    )


def _short(text: str) -> str:
    return text if len(text) <= DETAILS_WIDTH else text[: DETAILS_WIDTH - 1] + "…"


async def list_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    flt = _filter(args)
    async with ctx.app(read_only=True) as app:
        service = app.services.activity
        total = await service.count(flt)
        entries = await service.page(flt, limit=args.limit, offset=args.offset)
    if args.json:
        print_json({"total": total, "offset": args.offset, "rows": [activity_json(e.activity) for e in entries]})
        return 0
    if not entries:
        out("No activity matches." if total == 0 else f"No rows past offset {args.offset} ({total} match).")
        return 0
    print_table(
        ["time", "who", "action", "on", "details"],
        [(e.activity.created_at, e.actor, e.activity.action, f"{e.kind}: {e.target}" if e.target else e.kind, _short(e.summary))
         for e in entries],
    )
    out(f"\n{args.offset + 1}–{args.offset + len(entries)} of {total}")
    return 0
