"""`goclaw-lite tools list | on | off | set` and `goclaw-lite workspace show | history | undo`.

    goclaw-lite tools off write_file
    goclaw-lite tools set read_file '{"max_file_bytes": 1048576}'
    goclaw-lite workspace undo 0193...

`tools` switches a built-in tool for every agent (Settings > Built-in tools; one agent does
without one with `agent set KEY --tool-off NAME`) and sets its settings, checked by the
service. `workspace` shows an agent's file-tools folder, lists the writes its tools made, and
undoes one (refused when the file changed since). `list`, `show` and `history` are read-only.
"""

from __future__ import annotations

import json
from typing import Any

from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.builtin_tools import BuiltinTool


def register(sub: Any) -> None:
    group = sub.add_parser("tools", help="built-in tools: switch them for every agent, and their settings")
    tsub = group.add_subparsers(dest="tools_command", metavar="SUBCOMMAND", required=True)
    ls = tsub.add_parser("list", help="every built-in tool, on or off, with its settings")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_cmd)
    for state in ("on", "off"):
        switch = tsub.add_parser(state, help=f"switch a built-in tool {state} for every agent")
        switch.add_argument("name", metavar="TOOL")
        switch.set_defaults(handler=switch_cmd, state=state)
    set_ = tsub.add_parser("set", help="replace a tool's settings with a JSON object (its own keys only)")
    set_.add_argument("name", metavar="TOOL")
    set_.add_argument("settings", metavar="JSON")
    set_.set_defaults(handler=set_cmd)

    ws = sub.add_parser("workspace", help="agents' workspace folders and the file tools' changes (undo)")
    wsub = ws.add_subparsers(dest="workspace_command", metavar="SUBCOMMAND", required=True)
    show = wsub.add_parser("show", help="the folder an agent's file tools work in")
    show.add_argument("agent", metavar="KEY")
    show.set_defaults(handler=show_cmd)
    history = wsub.add_parser("history", help="the writes an agent's file tools made, newest first")
    history.add_argument("agent", metavar="KEY")
    history.add_argument("--limit", type=int, default=50, help="at most this many (default 50)")
    history.add_argument("--json", action="store_true", help="machine-readable output")
    history.set_defaults(handler=history_cmd)
    undo = wsub.add_parser("undo", help="put a file back as it was before a recorded write")
    undo.add_argument("change", metavar="CHANGE_ID")
    undo.set_defaults(handler=undo_cmd)


def tool_json(tool: BuiltinTool) -> dict[str, Any]:
    return {"name": tool.name, "category": tool.category, "enabled": tool.enabled, "settings": tool.settings,
            "description": tool.description}


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        tools = await app.services.builtin_tools.list()
    if ctx.args.json:
        print_json([tool_json(t) for t in tools])
        return 0
    print_table(["tool", "kind", "on", "settings"], [
        (t.name, t.category, "yes" if t.enabled else "no", json.dumps(t.settings) if t.settings else "") for t in tools
    ])
    return 0


async def switch_cmd(ctx: CommandContext) -> int:
    on = ctx.args.state == "on"
    async with ctx.app() as app:
        tool = await app.services.builtin_tools.set_enabled(ctx.args.name, on)
    out(f"{tool.name} is {'on' if tool.enabled else 'off'} for every agent.")
    return 0


async def set_cmd(ctx: CommandContext) -> int:
    try:
        settings = json.loads(ctx.args.settings)
    except ValueError as exc:
        raise ValidationError(f"The settings are not valid JSON: {exc}.") from None
    async with ctx.app() as app:
        tool = await app.services.builtin_tools.set_settings(ctx.args.name, settings)
    out(f"Saved the settings of {tool.name}: {json.dumps(tool.settings)}.")
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        folder = await app.services.workspace.folder(ctx.args.agent)
    out(str(folder))
    return 0


async def history_cmd(ctx: CommandContext) -> int:
    if ctx.args.limit < 1:
        raise ValidationError("--limit must be at least 1.")
    async with ctx.app(read_only=True) as app:
        changes = await app.services.workspace.history(ctx.args.agent, limit=ctx.args.limit)
    rows = [{"id": c.id, "tool": c.tool, "path": c.path, "new_file": c.before is None, "created_at": c.created_at,
             "undone_at": c.undone_at} for c in changes]
    if ctx.args.json:
        print_json(rows)
    elif not rows:
        out("No recorded changes: this agent's file tools have written nothing yet.")
    else:
        print_table(["id", "tool", "path", "when", "undone"],
                    [(r["id"], r["tool"], r["path"], r["created_at"], r["undone_at"] or "") for r in rows])
    return 0


async def undo_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        change = await app.services.workspace.undo(ctx.args.change)
    out(f"Undone: {change.path} is back as it was before that {change.tool}.")
    return 0
