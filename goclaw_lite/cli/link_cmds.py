"""`goclaw-lite agent-link add | list | rm | spawn | tasks`: who may hand work to whom.

    goclaw-lite agent-link add boss cook --description "knows recipes"
    goclaw-lite agent-link spawn boss on

A link A→B lets A's `delegate` tool hand a task to B (`--direction inbound` the other way,
`bidirectional` both). `spawn KEY on|off` switches the agent's `spawn` tool (subtasks run
by the agent itself); `tasks` lists the recorded subtasks. `list` and `tasks` are read-only.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.model.links import DIRECTIONS, AgentLink, SubagentTask


def register(sub: Any) -> None:
    group = sub.add_parser("agent-link", help="delegation links between agents, and subtasks")
    lsub = group.add_subparsers(dest="link_command", metavar="SUBCOMMAND", required=True)

    add = lsub.add_parser("add", help="let agent A delegate tasks to agent B")
    add.add_argument("source", metavar="A", help="agent key")
    add.add_argument("target", metavar="B", help="agent key")
    add.add_argument("--description", default="", help="what B is good for (shown to A)")
    add.add_argument("--direction", choices=DIRECTIONS, default="outbound",
                     help="outbound: A may delegate to B (default); inbound: B to A; bidirectional: both")
    add.set_defaults(handler=add_cmd)

    ls = lsub.add_parser("list", help="the links")
    ls.add_argument("--agent", metavar="KEY", help="only links with this agent at either end")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_cmd)

    rm = lsub.add_parser("rm", help="remove the link between A and B")
    rm.add_argument("source", metavar="A")
    rm.add_argument("target", metavar="B")
    rm.set_defaults(handler=rm_cmd)

    spawn = lsub.add_parser("spawn", help="switch an agent's spawn tool (subtasks it runs itself) on or off")
    spawn.add_argument("agent", metavar="KEY")
    spawn.add_argument("state", choices=("on", "off"))
    spawn.set_defaults(handler=spawn_cmd)

    tasks = lsub.add_parser("tasks", help="subtasks agents spawned or delegated, oldest first")
    tasks.add_argument("--agent", metavar="KEY", help="the agent that started them (default: all agents)")
    tasks.add_argument("--conversation", metavar="ID", help="only those started in this conversation")
    tasks.add_argument("--json", action="store_true", help="machine-readable output")
    tasks.set_defaults(handler=tasks_cmd)


def link_json(link: AgentLink) -> dict[str, Any]:
    return {"id": link.id, "source": link.source_key, "target": link.target_key, "direction": link.direction,
            "description": link.description, "status": link.status, "created_at": link.created_at}


async def add_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        link = await app.services.links.add(
            args.source, args.target, direction=args.direction, description=args.description, created_by="cli"
        )
    arrow = {"outbound": "→", "inbound": "←", "bidirectional": "↔"}[link.direction]
    out(f"Linked {link.source_key} {arrow} {link.target_key} ({link.id}).")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app(read_only=True) as app:
        links = await app.services.links.list(args.agent)
    return _show(
        args.json, [link_json(x) for x in links], "No agent links. Add one with `goclaw-lite agent-link add A B`.",
        ["source", "target", "direction", "status", "description"],
        [(x.source_key, x.target_key, x.direction, x.status, x.description) for x in links],
    )


def _show(
    as_json: bool, documents: list[dict[str, Any]], empty: str, headers: list[str], rows: list[tuple[Any, ...]]
) -> int:
    """One listing as JSON, a table, or the line saying it is empty."""
    if as_json:
        print_json(documents)
    elif not rows:
        out(empty)
    else:
        print_table(headers, rows)
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        link = await app.services.links.remove(args.source, args.target)
    out(f"Removed the link between {link.source_key} and {link.target_key}.")
    return 0


async def spawn_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        agent = await app.services.agents.set_spawn(args.agent, args.state == "on")
    out(f"The spawn tool of {agent.agent_key} is {args.state}.")
    return 0


def task_json(task: SubagentTask) -> dict[str, Any]:
    return {"id": task.id, "agent": task.parent_agent_key, "subject": task.subject, "status": task.status,
            "depth": task.depth, "iterations": task.iterations, "input_tokens": task.input_tokens,
            "output_tokens": task.output_tokens, "result": task.result, "conversation_id": task.conversation_id,
            "parent_message_id": task.parent_message_id, "created_at": task.created_at,
            "completed_at": task.completed_at, "kind": task.metadata.get("kind")}


async def tasks_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app(read_only=True) as app:
        found = await app.services.links.tasks(agent_key=args.agent, conversation_id=args.conversation)
    return _show(
        args.json, [task_json(t) for t in found], "No subtasks yet.",
        ["id", "agent", "status", "depth", "iterations", "tokens", "subject"],
        [(t.id[:8], t.parent_agent_key, t.status, t.depth, t.iterations, t.input_tokens + t.output_tokens,
          t.subject[:60]) for t in found],
    )
