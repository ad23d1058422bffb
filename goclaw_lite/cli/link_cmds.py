"""`goclaw-lite agent-link add | list | rm | spawn | tasks`: who may hand work to whom.

    goclaw-lite agent-link add boss cook --description "knows recipes"
    goclaw-lite agent-link spawn boss on

A link A→B lets A's `delegate` tool hand a task to B (`--direction inbound` the other way,
`bidirectional` both). `spawn KEY on|off` switches the agent's `spawn` tool (subtasks run
by the agent itself); `tasks` lists the recorded subtasks. `list` and `tasks` are read-only.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.agent.tools.delegation_tools import SPAWN_SWITCH
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.errors import NotFoundError
from goclaw_lite.store.activity import ActivityStore
from goclaw_lite.store.agent_links import DIRECTIONS, AgentLink, AgentLinkStore
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.subagent_tasks import SubagentTask, SubagentTaskStore


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
        agents = AgentStore(app.stores.db, app.stores.identity)
        source, target = await agents.get_by_key(args.source), await agents.get_by_key(args.target)
        link = await AgentLinkStore(app.stores.db, app.stores.identity).create_link(
            source.id, target.id, direction=args.direction, description=args.description, created_by="cli"
        )
        await ActivityStore(app.stores.db, app.stores.identity).log(
            "agent_link.add", entity_type="agent_link", entity_id=link.id,
            details={"source": link.source_key, "target": link.target_key, "direction": link.direction},
        )
    arrow = {"outbound": "→", "inbound": "←", "bidirectional": "↔"}[link.direction]
    out(f"Linked {link.source_key} {arrow} {link.target_key} ({link.id}).")
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app(read_only=True) as app:
        agent_id = (await AgentStore(app.stores.db, app.stores.identity).get_by_key(args.agent)).id if args.agent else None
        links = await AgentLinkStore(app.stores.db, app.stores.identity).list_links(agent_id)
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
        agents = AgentStore(app.stores.db, app.stores.identity)
        source, target = await agents.get_by_key(args.source), await agents.get_by_key(args.target)
        store = AgentLinkStore(app.stores.db, app.stores.identity)
        link = await store.link_between(source.id, target.id)
        if link is None:
            raise NotFoundError(f"Agents {source.agent_key!r} and {target.agent_key!r} are not linked.")
        await store.delete_link(link.id)
        await ActivityStore(app.stores.db, app.stores.identity).log(
            "agent_link.remove", entity_type="agent_link", entity_id=link.id,
            details={"source": link.source_key, "target": link.target_key},
        )
    out(f"Removed the link between {link.source_key} and {link.target_key}.")
    return 0


async def spawn_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with ctx.app() as app:
        agents = AgentStore(app.stores.db, app.stores.identity)
        agent = await agents.get_by_key(args.agent)
        config = {**agent.tools_config, SPAWN_SWITCH: args.state == "on"}
        await agents.update(agent.id, tools_config=config)
        await ActivityStore(app.stores.db, app.stores.identity).log(
            "agent.update", entity_type="agent", entity_id=agent.id, details={"spawn": args.state == "on"}
        )
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
        store = SubagentTaskStore(app.stores.db, app.stores.identity)
        if args.conversation:
            found = await store.list_by_conversation(args.conversation)
        else:
            agents = AgentStore(app.stores.db, app.stores.identity)
            keys = [args.agent] if args.agent else [a.agent_key for a in await agents.list()]
            found = sorted([t for key in keys for t in await store.list_by_parent(key)], key=lambda t: t.created_at)
        if args.agent:
            found = [t for t in found if t.parent_agent_key == args.agent]
    return _show(
        args.json, [task_json(t) for t in found], "No subtasks yet.",
        ["id", "agent", "status", "depth", "iterations", "tokens", "subject"],
        [(t.id[:8], t.parent_agent_key, t.status, t.depth, t.iterations, t.input_tokens + t.output_tokens,
          t.subject[:60]) for t in found],
    )
