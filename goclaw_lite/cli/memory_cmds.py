"""`goclaw-lite memory search | consolidate`: the agent's episodic memory from the command line.

`search` opens the database read-only (it works while the window is open) and does not
count as a recall. `consolidate` first queues closed or idle conversations that have no job
yet, then runs the pending consolidation jobs now, without waiting for conversations to go
idle, and prints its progress on stderr.
"""

from __future__ import annotations

import argparse
from typing import Any

from goclaw_lite.app.conversations import ConversationService
from goclaw_lite.app.memory import MemoryRecall
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table


def register(sub: Any) -> None:
    memory = sub.add_parser("memory", help="search and build an agent's episodic memory")
    memory_sub = memory.add_subparsers(dest="memory_command", metavar="SUBCOMMAND", required=True)
    search = memory_sub.add_parser("search", help="remembered conversations and current KG facts matching a query")
    search.add_argument("query", help="words to look for (any case, any script)")
    search.add_argument("--agent", metavar="KEY", help="whose memory (default: the default agent)")
    search.add_argument("--limit", type=int, default=10, help="most results of each kind (default 10)")
    search.add_argument("--json", action="store_true", help="machine-readable output")
    search.set_defaults(handler=search_cmd)
    consolidate = memory_sub.add_parser("consolidate", help="run pending consolidation now and wait for it")
    consolidate.add_argument("--conversation", metavar="ID", help="consolidate this conversation (queued if it is not yet)")
    consolidate.set_defaults(handler=consolidate_cmd)


async def search_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app(read_only=True) as app:
        agent = await app.services.knowledge.resolve_agent(args.agent)
        found = await MemoryRecall(app.stores).search(agent.id, args.query, limit=args.limit, record=False)
    episodes: list[dict[str, Any]] = [
        {"id": h.id, "abstract": h.l0_abstract, "topics": list(h.key_topics), "relevance": round(h.relevance, 3),
         "created_at": h.created_at, "session_key": h.session_key}
        for h in found.episodes
    ]
    facts = [{"id": e.id, "name": e.name, "entity_type": e.entity_type, "description": e.description} for e in found.facts]
    if args.json:
        print_json({"agent": agent.agent_key, "episodes": episodes, "facts": facts})
        return 0
    if not episodes and not facts:
        out(f"Nothing in {agent.agent_key}'s memory matches {args.query!r}.")
        return 0
    if episodes:
        rows = [(e["created_at"][:10], f"{e['relevance']:.2f}", e["abstract"], e["id"]) for e in episodes]
        print_table(["date", "relevance", "abstract", "id"], rows)
    if facts:
        if episodes:
            out()
        print_table(["fact", "type", "id"], [(f["name"], f["entity_type"], f["id"]) for f in facts])
    return 0


async def consolidate_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app() as app:
        worker = app.services.consolidation
        if args.conversation:
            conversations = ConversationService(app.stores)
            conversation = await conversations.get(args.conversation)
            agent = await conversations.agent_of(conversation)
            if await worker.notify(agent.id, conversation.id) is None:
                err(f"Consolidation is switched off for agent {agent.agent_key!r} (memory_config.consolidation).")
                return 1
        else:
            queued = await worker.queue_unqueued()
            if queued:
                err(f"queued {queued} closed or idle conversation{'s' if queued != 1 else ''} not consolidated yet")
        report = await worker.run_pending(force=True, ignore_leases=True, source_id=args.conversation, progress=err)
    out(f"{len(report.done)} consolidated, {len(report.failed)} failed, {report.waiting} left for later.")
    return 1 if report.failed else 0
