"""`goclaw-lite agent add | list | show | set-default | rm` — agents and their model fallback."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from goclaw_lite.agent.agents_admin import AgentDraft, AgentsAdmin, agent_document, fallback_routes, parse_route
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table
from goclaw_lite.errors import ValidationError
from goclaw_lite.store.models import ModelFallback


def register(sub: Any) -> None:
    agent = sub.add_parser("agent", help="agents: which model they use, their prompt and fallback models")
    asub = agent.add_subparsers(dest="agent_command", metavar="SUBCOMMAND", required=True)

    add = asub.add_parser("add", help="create an agent")
    add.add_argument("key", help="short id, lowercase letters, digits, '-' and '_'")
    add.add_argument("--provider", required=True, help="provider name (see `goclaw-lite provider list`)")
    add.add_argument("--model", help="model id; defaults to the provider's default model")
    add.add_argument("--system", type=Path, metavar="FILE", help="system prompt from a UTF-8 file ('-' reads stdin)")
    add.add_argument(
        "--fallback",
        action="extend",
        nargs="+",
        default=[],
        metavar="PROVIDER:MODEL",
        help="fallback routes in priority order (the model may contain ':', e.g. ollama:qwen2.5:7b)",
    )
    add.add_argument("--max-attempts", type=int, default=0, help="most calls per answer, the primary included (0 = no cap)")
    add.add_argument("--no-cooldown", action="store_true", help="do not rest a failed route before trying it again")
    add.add_argument("--emoji", default="")
    add.add_argument("--name", default="", help="display name")
    add.add_argument("--max-iterations", type=int, default=20, help="most tool rounds per answer")
    add.add_argument(
        "--context-window", type=int, default=200_000, metavar="TOKENS",
        help="the model's context size; longer histories send only the newest messages that fit (default 200000)",
    )
    add.add_argument("--default", action="store_true", help="make it the default agent")
    add.set_defaults(handler=add_cmd)

    lst = asub.add_parser("list", help="show the agents")
    lst.add_argument("--json", action="store_true", help="machine-readable output")
    lst.set_defaults(handler=list_cmd)

    show = asub.add_parser("show", help="everything about one agent")
    show.add_argument("key")
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=show_cmd)

    default = asub.add_parser("set-default", help="the agent used when none is named")
    default.add_argument("key")
    default.set_defaults(handler=set_default_cmd)

    rm = asub.add_parser("rm", help="delete an agent with its knowledge graph and memories")
    rm.add_argument("key")
    rm.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")
    rm.set_defaults(handler=rm_cmd)


def _read_prompt(path: Path | None) -> str:
    if path is None:
        return ""
    if str(path) == "-":
        return sys.stdin.read()
    try:
        return path.expanduser().read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ValidationError(f"The system prompt file {path} is not UTF-8 text.") from None
    except OSError as exc:
        raise ValidationError(f"Cannot read the system prompt file {path}: {exc.strerror or exc}.") from None


async def add_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    candidates = [parse_route(item) for item in args.fallback]
    if args.max_attempts < 0:
        raise ValidationError("--max-attempts cannot be negative (0 means no cap).")
    draft = AgentDraft(
        args.key, args.provider, args.model or "", display_name=args.name, emoji=args.emoji,
        system_prompt=_read_prompt(args.system), max_tool_iterations=args.max_iterations,
        context_window=args.context_window,
        fallback=ModelFallback(enabled=bool(candidates), candidates=tuple(candidates), max_attempts=args.max_attempts,
                               cooldown_enabled=not args.no_cooldown),
        make_default=True if args.default else None,
    )
    async with ctx.app() as app:
        agent = await AgentsAdmin(app.stores).create(draft)
    chain = " → ".join([f"{agent.provider}:{agent.model}", *fallback_routes(agent.model_fallback)])
    out(f"Added agent {agent.label} ({agent.agent_key}): {chain}{' [default]' if agent.is_default else ''}.")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=ctx.paths.db_path.exists()) as app:
        agents = await AgentsAdmin(app.stores).list()
    if ctx.args.json:
        print_json([agent_document(a) for a in agents])
        return 0
    if not agents:
        out("No agents yet; add one with `goclaw-lite agent add KEY --provider NAME --model M`.")
        return 0
    print_table(
        ["", "key", "name", "provider", "model", "fallback"],
        [
            (
                "*" if a.is_default else "",
                a.agent_key,
                a.label,
                a.provider,
                a.model,
                ", ".join(fallback_routes(a.model_fallback)) if a.model_fallback.active else "-",
            )
            for a in agents
        ],
    )
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=ctx.paths.db_path.exists()) as app:
        agent = await AgentsAdmin(app.stores).get(ctx.args.key)
    doc = agent_document(agent)
    if ctx.args.json:
        print_json(doc)
        return 0
    fallback = agent.model_fallback
    out(f"Agent:           {agent.label} ({agent.agent_key}){'  [default]' if agent.is_default else ''}")
    out(f"Model:           {agent.provider}:{agent.model}")
    if fallback.active:
        out(f"Fallback:        {' → '.join(doc['model_fallback']['candidates'])}")
        out(f"Max attempts:    {fallback.max_attempts or 'no cap'}")
        out(f"Cooldown:        {'on' if fallback.cooldown_enabled else 'off'}")
    else:
        out("Fallback:        none")
    out(f"Max iterations:  {agent.max_tool_iterations}")
    out(f"Context window:  {agent.context_window} tokens")
    out("System prompt:" + ("" if agent.system_prompt else "   (none)"))
    for line in agent.system_prompt.splitlines():
        out(f"  {line}")
    return 0


async def set_default_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        agent = await AgentsAdmin(app.stores).set_default(ctx.args.key)
    out(f"{agent.agent_key} is now the default agent.")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        admin = AgentsAdmin(app.stores)
        if not ctx.args.yes:
            removal = await admin.removal(ctx.args.key)
            goes = "; ".join(removal.describe()) or "it has no knowledge graph, memories or links yet"
            raise ValidationError(
                f"Removing agent {removal.agent.agent_key!r} also deletes its knowledge graph and memories ({goes}); "
                "pass --yes to confirm."
            )
        removal = await admin.delete(ctx.args.key)
    out(f"Removed agent {removal.agent.agent_key}.")
    for line in removal.describe():
        err(f"  {line}")
    return 0
