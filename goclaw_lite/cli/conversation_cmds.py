"""`goclaw-lite conversations list | show ID | close ID | rm ID --yes | export ID`.

Reading commands open the database read-only, so they work while the window is open;
`close` and `rm` need the writer lock. An ID may be shortened to any unique prefix.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from goclaw_lite.app.conversations import ConversationService
from goclaw_lite.cli.chat_cmds import printable
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.chat import ConversationStatus, MessageRole, MessageState, StoredMessage


def register(sub: Any) -> None:
    conv = sub.add_parser("conversations", help="list, show, export, close and remove chat conversations")
    csub = conv.add_subparsers(dest="conversations_command", metavar="SUBCOMMAND", required=True)

    lst = csub.add_parser("list", help="conversations, most recently active first")
    lst.add_argument("--search", metavar="Q", help="only those whose title or messages contain Q (any case)")
    lst.add_argument("--status", choices=[s.value for s in ConversationStatus], help="only active or closed ones")
    lst.add_argument("--limit", type=int, default=50, help="most rows (default 50)")
    lst.add_argument("--json", action="store_true", help="machine-readable output")
    lst.set_defaults(handler=list_cmd)

    show = csub.add_parser("show", help="the conversation's current branch, message by message")
    show.add_argument("id", metavar="ID")
    show.set_defaults(handler=show_cmd)

    close = csub.add_parser("close", help="accept no new messages; deleted 30 days after its last change")
    close.add_argument("id", metavar="ID")
    close.set_defaults(handler=close_cmd)

    rm = csub.add_parser("rm", help="delete a conversation and all its messages")
    rm.add_argument("id", metavar="ID")
    rm.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")
    rm.set_defaults(handler=rm_cmd)

    export = csub.add_parser("export", help="write the conversation as Markdown (current branch) or JSON (all branches)")
    export.add_argument("id", metavar="ID")
    export.add_argument("--format", choices=["md", "json"], default="md")
    export.add_argument("--output", type=Path, metavar="FILE", help="write to FILE (must not exist) instead of stdout")
    export.set_defaults(handler=export_cmd)


async def list_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    if args.limit < 1:
        raise ValidationError("--limit must be at least 1.")
    async with ctx.app(read_only=True) as app:
        status = ConversationStatus(args.status) if args.status else None
        rows = await ConversationService(app.stores).list(args.search, status=status, limit=args.limit)
    if args.json:
        print_json(
            [
                {
                    "id": r.id,
                    "title": r.title,
                    "status": str(r.conversation.status),
                    "agent_id": r.conversation.agent_id,
                    "message_count": r.message_count,
                    "created_at": r.conversation.created_at,
                    "updated_at": r.conversation.updated_at,
                }
                for r in rows
            ]
        )
        return 0
    if not rows:
        out("No conversations" + (f" match {args.search!r}." if args.search else " yet; start one with `goclaw-lite chat`."))
        return 0
    print_table(
        ["id", "updated", "status", "messages", "title"],
        [(r.id, r.conversation.updated_at[:19] + "Z", r.conversation.status, r.message_count, printable(r.title, 60))
         for r in rows],
    )
    return 0


def _indent(text: str) -> list[str]:
    return ["    " + line for line in printable(text, 100_000).splitlines()] or ["    "]


def render_message(message: StoredMessage) -> list[str]:
    """One message for the terminal: who, how it ended if not cleanly, what it said."""
    if message.role is MessageRole.USER:
        return ["You:", *_indent(message.text)]
    if message.role is MessageRole.TOOL:
        return [f"Tool result ({message.tool_call_id}):", *_indent(message.text)]
    head = "Assistant"
    if message.provider and message.model:
        head += f" ({message.provider}/{message.model})"
    if message.state is not MessageState.COMPLETE:
        head += f" [{message.state}" + (f": {printable(message.error, 300)}]" if message.error else "]")
    lines = [head + ":"]
    if message.text:
        lines += _indent(message.text)
    for call in message.tool_calls:
        lines.append(f"    → {call.name} {printable(call.arguments_json, 2000)}")
    return lines


async def show_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        detail = await ConversationService(app.stores).show(ctx.args.id)
    conversation = detail.conversation
    agent_key = "(removed)" if detail.agent_removed else detail.agent_key
    out(f"# {printable(conversation.title, 200)}")
    out(f"id {conversation.id} · {conversation.status} · agent {agent_key or '-'} · updated {conversation.updated_at}")
    for message in detail.thread:
        out("")
        for line in render_message(message):
            out(line)
    return 0


async def close_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        service = ConversationService(app.stores)
        conversation = await service.close((await service.resolve(ctx.args.id)).id)
    out(f"Closed conversation {conversation.id} ({printable(conversation.title, 60)}); it is deleted after 30 days untouched.")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        service = ConversationService(app.stores)
        conversation = await service.resolve(ctx.args.id)
        if not ctx.args.yes:
            raise ValidationError(
                f"Removing conversation {conversation.id} deletes all its messages; pass --yes to confirm."
            )
        await service.delete(conversation.id)
    out(f"Removed conversation {conversation.id}.")
    return 0


async def export_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app(read_only=True) as app:
        service = ConversationService(app.stores)
        conversation = await service.resolve(args.id)
        if args.output is None:
            text = await service.export(conversation.id, args.format)
        else:
            await service.export_to(conversation.id, args.format, args.output)
    if args.output is None:
        out(text.rstrip("\n"))
        return 0
    out(f"Wrote {args.output} ({args.format}).")
    return 0
