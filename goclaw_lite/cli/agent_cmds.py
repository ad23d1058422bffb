"""`goclaw-lite agent add | list | show | set | duplicate | set-default | rm | files` — agents, their model
fallback and their files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from goclaw_lite.app.agents import (
    AgentChanges,
    AgentDraft,
    MemorySwitches,
    agent_document,
    fallback_routes,
    parse_route,
)
from goclaw_lite.cli.agent_files import register_files
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.agents import Agent, GenerationParams, ModelFallback


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

    set_ = asub.add_parser("set", help="change an agent: name, prompt, model, sampling, tool policy, memory, fallback")
    set_.add_argument("key")
    set_.add_argument("--name", help="display name")
    set_.add_argument("--emoji")
    set_.add_argument("--description")
    set_.add_argument("--system", type=Path, metavar="FILE", help="system prompt from a UTF-8 file ('-' reads stdin)")
    set_.add_argument("--provider", help="provider name")
    set_.add_argument("--model", help="model id")
    set_.add_argument("--max-iterations", type=int, help="most tool rounds per answer")
    set_.add_argument("--context-window", type=int, metavar="TOKENS", help="the model's context size")
    set_.add_argument("--temperature", type=_optional_float, default=argparse.SUPPRESS, metavar="T",
                      help="0 to 2, or 'default' for the server's")
    set_.add_argument("--top-p", type=_optional_float, default=argparse.SUPPRESS, metavar="P",
                      help="above 0 up to 1, or 'default'")
    set_.add_argument("--max-tokens", type=int, metavar="N", help="most tokens per answer (0 = the server's limit)")
    set_.add_argument(
        "--tool", action="append", default=[], metavar="TOOL=POLICY",
        help="allow, ask or deny a tool ('*' for every tool; POLICY 'default' drops the entry); repeatable",
    )
    set_.add_argument("--tool-off", action="append", default=[], metavar="TOOL",
                      help="switch a built-in tool off for this agent (`tools list` names them); repeatable")
    set_.add_argument("--tool-on", action="append", default=[], metavar="TOOL", help="switch it back on; repeatable")
    set_.add_argument("--workspace", metavar="FOLDER",
                      help="the file tools' folder (an existing absolute path; '.' for the default one)")
    set_.add_argument("--auto-inject", choices=("on", "off"), help="recall memories before each answer")
    set_.add_argument("--consolidation", choices=("on", "off"), help="remember conversations once they end")
    set_.add_argument("--fallback", nargs="*", metavar="PROVIDER:MODEL",
                      help="replace the fallback routes, in priority order (none: no fallback)")
    set_.add_argument("--max-attempts", type=int, help="most calls per answer, the primary included (0 = no cap)")
    set_.add_argument("--cooldown", choices=("on", "off"), help="rest a failed route before trying it again")
    set_.set_defaults(handler=set_cmd)

    dup = asub.add_parser("duplicate", help="copy an agent's settings (not its data) under a new key")
    dup.add_argument("key")
    dup.add_argument("new_key", nargs="?", help="default: KEY-copy")
    dup.add_argument("--name", help="display name of the copy")
    dup.set_defaults(handler=duplicate_cmd)

    rm = asub.add_parser("rm", help="delete an agent with its knowledge graph and memories")
    rm.add_argument("key")
    rm.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")
    rm.set_defaults(handler=rm_cmd)

    register_files(asub)


def _optional_float(text: str) -> float | None:
    if text.strip().lower() == "default":
        return None
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number (or 'default')") from None


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
        agent = await app.services.agents.create(draft)
    chain = " → ".join([f"{agent.provider}:{agent.model}", *fallback_routes(agent.model_fallback)])
    out(f"Added agent {agent.label} ({agent.agent_key}): {chain}{' [default]' if agent.is_default else ''}.")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        agents = await app.services.agents.list()
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
    async with ctx.app(read_only=True) as app:
        agent = await app.services.agents.get(ctx.args.key)
        files = await app.services.agent_files.list(agent.agent_key)
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
    generation = agent.generation
    out(f"Temperature:     {'server default' if generation.temperature is None else generation.temperature}")
    out(f"Top-p:           {'server default' if generation.top_p is None else generation.top_p}")
    out(f"Max tokens:      {generation.max_tokens or 'server limit'}")
    memory = MemorySwitches.of(agent)
    out(f"Memory:          recall {'on' if memory.auto_inject else 'off'}, "
        f"consolidation {'on' if memory.consolidation else 'off'}")
    policy = ", ".join(f"{tool}={decision}" for tool, decision in sorted(agent.tool_policy.items()))
    out(f"Tool policy:     {policy or 'each tool its default'}")
    out("System prompt:" + ("" if agent.system_prompt else "   (none)"))
    for line in agent.system_prompt.splitlines():
        out(f"  {line}")
    cut = f"; {len(files.prompt.cuts)} cut (see `agent files list`)" if files.prompt.cuts else ""
    out(f"Files:           {', '.join(files.prompt.files) or '(none)'}{cut}")
    return 0


async def set_default_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        agent = await app.services.agents.set_default(ctx.args.key)
    out(f"{agent.agent_key} is now the default agent.")
    return 0


def _policy(agent: Agent, items: list[str]) -> dict[str, str] | None:
    if not items:
        return None
    policy = dict(agent.tool_policy)
    for item in items:
        tool, sep, decision = item.partition("=")
        if not sep or not tool.strip():
            raise ValidationError(f"--tool {item!r} is not TOOL=POLICY (for example exec=ask).")
        if decision.strip().lower() == "default":
            policy.pop(tool.strip(), None)
        else:
            policy[tool.strip()] = decision
    return policy


def _changes(args: argparse.Namespace, agent: Agent) -> AgentChanges:
    generation = None
    given = vars(args)  # --temperature and --top-p are absent unless given (None there means "the server's")
    if "temperature" in given or "top_p" in given or args.max_tokens is not None:
        current = agent.generation
        generation = GenerationParams(
            temperature=given.get("temperature", current.temperature),
            top_p=given.get("top_p", current.top_p),
            max_tokens=current.max_tokens if args.max_tokens is None else args.max_tokens,
        )
    memory = None
    if args.auto_inject or args.consolidation:
        current_memory = MemorySwitches.of(agent)
        memory = MemorySwitches(
            current_memory.auto_inject if args.auto_inject is None else args.auto_inject == "on",
            current_memory.consolidation if args.consolidation is None else args.consolidation == "on",
        )
    fallback = None
    if args.fallback is not None or args.max_attempts is not None or args.cooldown:
        current_fallback = agent.model_fallback
        routes = current_fallback.candidates if args.fallback is None else tuple(parse_route(r) for r in args.fallback)
        fallback = ModelFallback(
            enabled=bool(routes), candidates=routes,
            max_attempts=current_fallback.max_attempts if args.max_attempts is None else args.max_attempts,
            cooldown_enabled=current_fallback.cooldown_enabled if args.cooldown is None else args.cooldown == "on",
        )
    return AgentChanges(
        display_name=args.name, emoji=args.emoji, description=args.description,
        system_prompt=None if args.system is None else _read_prompt(args.system), provider=args.provider,
        model=args.model, max_tool_iterations=args.max_iterations, context_window=args.context_window,
        fallback=fallback, tool_policy=_policy(agent, args.tool), memory=memory, generation=generation,
        tools_off=(agent.tools_off | set(args.tool_off)) - set(args.tool_on) if args.tool_off or args.tool_on else None,
        workspace=args.workspace,
    )


async def set_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app() as app:
        admin = app.services.agents
        agent = await admin.get(args.key)
        changes = _changes(args, agent)
        if args.tool_off or args.tool_on:
            known = {t.name for t in await app.services.builtin_tools.list()}
            unknown = sorted(set(args.tool_off + args.tool_on) - known)
            if unknown:
                names = ", ".join(unknown)
                raise ValidationError(f"No built-in tool named {names}; `goclaw-lite tools list` names them.")
        if changes == AgentChanges():
            raise ValidationError("Nothing to change; see `goclaw-lite agent set --help`.")
        updated = await admin.update(agent.agent_key, changes)
    out(f"Updated agent {updated.agent_key}." if updated != agent else f"Agent {agent.agent_key} already had those settings.")
    return 0


async def duplicate_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        copy = await app.services.agents.duplicate(ctx.args.key, ctx.args.new_key, display_name=ctx.args.name)
    out(f"Copied {ctx.args.key} to {copy.agent_key} (settings only: no conversations, memories or graph).")
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        admin = app.services.agents
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
