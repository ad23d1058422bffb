"""`goclaw-lite mcp add | set | list | show | test | tools | call | grant | revoke | rm | import`.

Secret values (environment variables, headers, the API key) come from a no-echo prompt, or
one line of stdin each, never from argv; `show` names them and masks their values.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from goclaw_lite.app.context import KeyPolicy
from goclaw_lite.app.mcp import ImportCandidate, McpService, server_roots
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table, read_secret
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.mcp import McpServer

MASK = "••••••"


def register(sub: Any) -> None:
    mcp = sub.add_parser("mcp", help="MCP servers: tools agents may use from Model Context Protocol servers")
    msub = mcp.add_subparsers(dest="mcp_command", metavar="SUBCOMMAND", required=True)

    add = msub.add_parser("add", help="add a server: --command CMD [ARG...] (last) or --url URL; secret values are asked for")
    add.add_argument("name")
    add.add_argument("--url", help="a Streamable HTTP endpoint (with --sse: a legacy HTTP+SSE one)")
    add.add_argument("--sse", action="store_true", help="the URL speaks the older HTTP+SSE transport")
    add.add_argument("--env", nargs="+", default=[], metavar="VAR", help="environment variables whose values are asked for")
    add.add_argument("--header", nargs="+", default=[], metavar="NAME", help="HTTP headers whose values are asked for")
    add.add_argument("--api-key", action="store_true", help="ask for an API key (sent as a Bearer token over HTTP)")
    add.add_argument("--prefix", default="", help="the prefix of its tools' names (default: the server's name)")
    add.add_argument("--timeout", type=int, default=60, help="seconds a call may take (default 60)")
    add.add_argument("--display-name", default="")
    add.add_argument("--root", nargs="+", default=[], metavar="DIR",
                     help="folders offered to the server as its roots (none by default)")
    add.add_argument("--max-result-mb", type=int, default=None, metavar="MB",
                     help="the largest result a stdio server may send; more stops it (default 8)")
    add.add_argument("--command", nargs=argparse.REMAINDER, default=None, metavar="CMD [ARG...]", dest="server_command",
                     help="start the server as a child process (stdio); everything after it is its command line")
    add.set_defaults(handler=add_cmd)

    edit = msub.add_parser("set", help="change a server: only the options given; secret values are asked for, the others kept")
    edit.add_argument("name")
    edit.add_argument("--url", help="a new URL (for an HTTP server)")
    edit.add_argument("--sse", action=argparse.BooleanOptionalAction, default=None,
                      help="the URL speaks the older HTTP+SSE transport (--no-sse: Streamable HTTP)")
    edit.add_argument("--env", nargs="+", default=[], metavar="VAR", help="set these environment variables (values asked for)")
    edit.add_argument("--unset-env", nargs="+", default=[], metavar="VAR", help="remove these environment variables")
    edit.add_argument("--header", nargs="+", default=[], metavar="NAME", help="set these HTTP headers (values asked for)")
    edit.add_argument("--unset-header", nargs="+", default=[], metavar="NAME", help="remove these HTTP headers")
    edit.add_argument("--api-key", action="store_true", help="ask for a new API key")
    edit.add_argument("--no-api-key", action="store_true", help="remove the API key")
    edit.add_argument("--prefix", default=None, help="the prefix of its tools' names ('' for the server's name)")
    edit.add_argument("--timeout", type=int, default=None, help="seconds a call may take")
    edit.add_argument("--display-name", default=None)
    edit.add_argument("--max-result-mb", type=int, default=None, metavar="MB",
                      help="the largest result a stdio server may send; more stops it")
    roots = edit.add_mutually_exclusive_group()
    roots.add_argument("--root", nargs="+", default=None, metavar="DIR", help="offer these folders as its roots (replaces the list)")
    roots.add_argument("--no-roots", action="store_true", help="offer it no folders")
    toggle = edit.add_mutually_exclusive_group()
    toggle.add_argument("--enable", dest="enabled", action="store_const", const=True, default=None, help="agents may use it again")
    toggle.add_argument("--disable", dest="enabled", action="store_const", const=False, help="no agent is offered its tools")
    edit.add_argument("--command", nargs=argparse.REMAINDER, default=None, metavar="CMD [ARG...]", dest="server_command",
                      help="a new command line (stdio server); everything after it is its command line")
    edit.set_defaults(handler=set_cmd)

    lst = msub.add_parser("list", help="the servers and which agents may use them")
    lst.add_argument("--json", action="store_true")
    lst.set_defaults(handler=list_cmd)

    show = msub.add_parser("show", help="one server's settings (secret values masked) and grants")
    show.add_argument("name")
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=show_cmd)

    test = msub.add_parser("test", help="connect: server name and version, tools (with any left out and why), resources, prompts")
    test.add_argument("name")
    test.set_defaults(handler=test_cmd)

    tools = msub.add_parser("tools", help="the server's tools with their schemas")
    tools.add_argument("name")
    tools.set_defaults(handler=tools_cmd)

    call = msub.add_parser("call", help="call one tool (for debugging a server)")
    call.add_argument("name")
    call.add_argument("tool", help="the tool's own name on the server")
    call.add_argument("--args", default="{}", help="the arguments as a JSON object")
    call.set_defaults(handler=call_cmd)

    grant = msub.add_parser("grant", help="let an agent use a server's tools (optionally only some, or all but some)")
    grant.add_argument("name")
    grant.add_argument("--agent", required=True, metavar="KEY")
    grant.add_argument("--allow", nargs="+", default=None, metavar="TOOL", help="only these tools")
    grant.add_argument("--deny", nargs="+", default=None, metavar="TOOL", help="never these tools")
    grant.add_argument("--timeout", type=int, default=None, metavar="S", help="this agent's call timeout (overrides the server's)")
    grant.add_argument("--policy", choices=("allow", "ask", "deny"), default=None,
                       help="how this agent's calls start (default: ask before each tool's first use)")
    grant.set_defaults(handler=grant_cmd)

    revoke = msub.add_parser("revoke", help="take a server away from an agent")
    revoke.add_argument("name")
    revoke.add_argument("--agent", required=True, metavar="KEY")
    revoke.set_defaults(handler=revoke_cmd)

    rm = msub.add_parser("rm", help="remove a server and its grants")
    rm.add_argument("name")
    rm.set_defaults(handler=rm_cmd)

    imp = msub.add_parser("import", help="add the mcpServers of a Claude Desktop / Cursor / VS Code JSON file")
    imp.add_argument("file", type=Path)
    imp.add_argument("--dry-run", action="store_true", help="only show what would be added")
    imp.set_defaults(handler=import_cmd)


def _row(server: McpServer, agents: list[str] | None = None) -> dict[str, Any]:
    row: dict[str, Any] = {
        "name": server.name, "transport": server.transport, "target": server.target, "prefix": server.prefix,
        "timeout_sec": server.timeout_sec, "enabled": server.enabled,
        "env": {n: MASK for n in server.env_names}, "headers": {n: MASK for n in server.header_names},
        "api_key": MASK if server.has_api_key else None, "roots": list(server_roots(server.settings)),
    }
    if agents is not None:
        row["agents"] = agents
    return row


async def add_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    command = list(args.server_command or [])
    if bool(command) == bool(args.url):
        raise ValidationError("Give either --command CMD [ARG...] (as the last option) or --url URL.")
    secret = bool(args.env or args.header or args.api_key)
    async with ctx.app(key_policy=KeyPolicy.REQUIRED if secret else KeyPolicy.OPTIONAL) as app:
        service = McpService.from_stores(app.stores)
        env = {var: read_secret(f"Value for {var}: ") for var in args.env}
        headers = {name: read_secret(f"Value of header {name}: ") for name in args.header}
        api_key = read_secret(f"API key for {args.name}: ") if args.api_key else ""
        transport = "stdio" if command else ("sse" if args.sse else "streamable-http")
        server = await service.add(
            args.name, transport=transport, command=command[0] if command else "", args=command[1:], url=args.url or "",
            env=env, headers=headers, api_key=api_key, tool_prefix=args.prefix, timeout_sec=args.timeout,
            display_name=args.display_name, roots=args.root,
            max_result_bytes=None if args.max_result_mb is None else args.max_result_mb * 1_000_000,
        )
    sealed = f"; {len(env) + len(headers) + bool(api_key)} secret value(s) stored encrypted" if secret else ""
    out(f"Added MCP server {server.name} ({server.transport}: {server.target}{sealed}).")
    out(f"Check it with `goclaw-lite mcp test {server.name}`, then `goclaw-lite mcp grant {server.name} --agent KEY`.")
    return 0


def _merged(names: tuple[str, ...], asked: list[str], unset: list[str], what: str, prompt: str) -> dict[str, str | None] | None:
    """The new map for `set`: None keeps a stored value, asked ones come from the prompt; None when unchanged."""
    if not asked and not unset:
        return None
    missing = [n for n in unset if n not in names]
    if missing:
        raise ValidationError(f"The server has no {what} {', '.join(missing)}; `goclaw-lite mcp show` names them.")
    merged: dict[str, str | None] = {n: None for n in names if n not in unset}
    for name in asked:
        merged[name] = read_secret(prompt.format(name))
    return merged


async def set_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    command = list(args.server_command) if args.server_command is not None else None
    if command is not None and not command:
        raise ValidationError("--command needs the program (and its arguments) after it.")
    if command and args.url:
        raise ValidationError("Give either --command CMD [ARG...] or --url URL, not both.")
    if args.api_key and args.no_api_key:
        raise ValidationError("Give --api-key or --no-api-key, not both.")
    secret = bool(args.env or args.header or args.api_key)
    async with ctx.app(key_policy=KeyPolicy.REQUIRED if secret else KeyPolicy.OPTIONAL) as app:
        service = McpService.from_stores(app.stores)
        server = await service.get(args.name)
        changes: dict[str, Any] = {}
        if command:
            changes.update(transport="stdio", command=command[0], args=command[1:], url="")
        if args.url:
            changes.update(url=args.url, command="", args=[])
            changes["transport"] = "sse" if args.sse else "streamable-http"
        elif args.sse is not None:
            if server.transport == "stdio" and not command:
                raise ValidationError("--sse / --no-sse apply to an HTTP server; give --url URL too.")
            changes["transport"] = "sse" if args.sse else "streamable-http"
        if (env := _merged(server.env_names, args.env, args.unset_env, "environment variable", "Value for {}: ")) is not None:
            changes["env"] = env
        if (headers := _merged(server.header_names, args.header, args.unset_header, "header", "Value of header {}: ")) is not None:
            changes["headers"] = headers
        if args.api_key:
            changes["api_key"] = read_secret(f"API key for {server.name}: ")
        elif args.no_api_key:
            changes["api_key"] = ""
        for option, field_name in (("prefix", "tool_prefix"), ("timeout", "timeout_sec"), ("display_name", "display_name"),
                                   ("enabled", "enabled")):
            if getattr(args, option) is not None:
                changes[field_name] = getattr(args, option)
        if args.root is not None or args.no_roots:
            changes["roots"] = args.root or []
        if args.max_result_mb is not None:
            changes["max_result_bytes"] = args.max_result_mb * 1_000_000
        if not changes:
            raise ValidationError("Nothing to change; `goclaw-lite mcp set --help` lists what can be.")
        updated = await service.update(server.name, **changes)
    state = "enabled" if updated.enabled else "disabled"
    out(f"Changed MCP server {updated.name} ({', '.join(sorted(changes))}); {updated.transport}: {updated.target}, {state}.")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        service = McpService.from_stores(app.stores)
        servers = await service.servers()
        grants = await service.grants()
    by_server: dict[str, list[str]] = {}
    for grant, key in grants:
        by_server.setdefault(grant.server_name, []).append(key)
    if ctx.args.json:
        print_json([_row(s, by_server.get(s.name, [])) for s in servers])
        return 0
    if not servers:
        out("No MCP servers yet; add one with `goclaw-lite mcp add NAME --command CMD [ARG...]` or `mcp import FILE`.")
        return 0
    print_table(
        ["name", "transport", "command or url", "tools as", "agents", "enabled"],
        [(s.name, s.transport, s.target, f"{s.prefix}__*", ", ".join(by_server.get(s.name, [])) or "-",
          "yes" if s.enabled else "no") for s in servers],
    )
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        service = McpService.from_stores(app.stores)
        server = await service.get(ctx.args.name)
        grants = await service.grants(server.name)
    row = _row(server, [key for _, key in grants])
    row["grants"] = [{"agent": key, "allow": g.tool_allow, "deny": g.tool_deny, "enabled": g.enabled,
                      "overrides": dict(g.config_overrides)} for g, key in grants]
    if ctx.args.json:
        print_json(row)
        return 0
    for key, value in row.items():
        if key != "grants":
            out(f"{key}: {json.dumps(value, ensure_ascii=False) if isinstance(value, dict | list) else value}")
    for grant in row["grants"]:
        extra = "".join(f", {k} {v}" for k, v in grant["overrides"].items())
        out(f"granted to {grant['agent']}: allow {grant['allow'] or 'all'}, deny {grant['deny'] or 'none'}{extra}")
    return 0


async def test_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.OPTIONAL) as app:
        service = McpService.from_stores(app.stores)
        try:
            report = await service.test(ctx.args.name)
        finally:
            await service.manager.shutdown()
    if report.error is not None:
        err(report.error)
        return 1
    assert report.info is not None
    out(f"{report.server.name}: {report.info.name} {report.info.version} (protocol {report.info.protocol_version}), "
        f"connected in {report.duration_ms} ms")
    for spec in report.tools:
        out(f"  tool {spec.name}" + (f"  LEFT OUT: {spec.problem}" if spec.problem else ""))
    for uri in report.resources:
        out(f"  resource {uri}")
    for prompt in report.prompts:
        out(f"  prompt {prompt}")
    return 0


async def tools_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.OPTIONAL) as app:
        service = McpService.from_stores(app.stores)
        try:
            specs = await service.tools(ctx.args.name)
        finally:
            await service.manager.shutdown()
    print_json([{"name": s.name, "tool": s.remote_name, "description": s.description, "parameters": dict(s.parameters),
                 "left_out": s.problem} for s in specs])
    return 0


async def call_cmd(ctx: CommandContext) -> int:
    try:
        arguments = json.loads(ctx.args.args)
    except ValueError as exc:
        raise ValidationError(f"--args is not valid JSON ({exc}).") from None
    if not isinstance(arguments, dict):
        raise ValidationError("--args must be a JSON object.")
    async with ctx.app(key_policy=KeyPolicy.OPTIONAL) as app:
        service = McpService.from_stores(app.stores)
        try:
            outcome = await service.call(ctx.args.name, ctx.args.tool, arguments)
        finally:
            await service.manager.shutdown()
    (out if outcome.ok else err)(outcome.text)
    return 0 if outcome.ok else 1


async def grant_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        overrides = {"timeout_sec": ctx.args.timeout, "policy": ctx.args.policy}
        grant = await McpService.from_stores(app.stores).grant(ctx.args.name, ctx.args.agent, allow=ctx.args.allow,
                                                                deny=ctx.args.deny, overrides=overrides)
    scope = f"only {', '.join(grant.tool_allow)}" if grant.tool_allow else "all tools"
    if grant.tool_deny:
        scope += f" except {', '.join(grant.tool_deny)}"
    timeout = grant.config_overrides.get("timeout_sec")
    if timeout:
        scope += f"; calls may take {timeout} s"
    start = {"allow": "its tools run without asking", "deny": "its tools are refused until allowed one by one",
             "ask": "each tool asks before its first use"}[str(grant.config_overrides.get("policy", "ask"))]
    out(f"Agent {ctx.args.agent} may use MCP server {grant.server_name} ({scope}); {start}.")
    return 0


async def revoke_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        await McpService.from_stores(app.stores).revoke(ctx.args.name, ctx.args.agent)
    out(f"Agent {ctx.args.agent} may no longer use MCP server {ctx.args.name}.")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        server = await McpService.from_stores(app.stores).remove(ctx.args.name)
    out(f"Removed MCP server {server.name} and its grants.")
    return 0


def _plan_line(c: ImportCandidate) -> str:
    secrets = [*c.env, *c.headers]
    what = f"{c.transport}: {' '.join([c.command, *c.args]) if c.command else c.url}"
    if secrets:
        what += f"; secret values of {', '.join(secrets)} sealed"
    if c.problem:
        return f"  skip {c.name}: {c.problem}"
    if c.exists:
        return f"  skip {c.name}: a server of that name exists"
    return f"  add  {c.name} ({what})"


async def import_cmd(ctx: CommandContext) -> int:
    async with ctx.app(key_policy=KeyPolicy.OPTIONAL if ctx.args.dry_run else KeyPolicy.REQUIRED) as app:
        service = McpService.from_stores(app.stores)
        plan = await service.import_plan(ctx.args.file)
        out(f"{ctx.args.file}: {len(plan)} server(s)")
        for candidate in plan:
            out(_plan_line(candidate))
        if ctx.args.dry_run:
            return 0
        added = await service.import_apply(plan)
    out(f"Added {len(added)} server(s); grant them with `goclaw-lite mcp grant NAME --agent KEY`.")
    return 0
