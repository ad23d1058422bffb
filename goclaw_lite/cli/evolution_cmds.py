"""`goclaw-lite evolution metrics|suggest|list|approve|reject`: what the chat measured and what it suggests.

`metrics` and `list` only read (no writer lock, so they work while the window is open);
`suggest` files new suggestions from the last 30 days of metrics; `approve` applies an
automatic suggestion to its agent at once and prints what changed.
"""

from __future__ import annotations

import json
from typing import Any

from goclaw_lite.app.evolution import AgentSummary, EvolutionService
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.model.evolution import STATUSES, Suggestion


def register(sub: Any) -> None:
    evolution = sub.add_parser("evolution", help="metrics the chat recorded and the improvements they suggest")
    evo_sub = evolution.add_subparsers(dest="evolution_command", metavar="SUBCOMMAND", required=True)
    metrics = evo_sub.add_parser("metrics", help="per agent: tool success, feedback, routes (last 30 days)")
    metrics.add_argument("--agent", metavar="KEY", help="only this agent")
    metrics.add_argument("--json", action="store_true", help="machine-readable output")
    metrics.set_defaults(handler=metrics_cmd)
    suggest = evo_sub.add_parser("suggest", help="make suggestions from the metrics now")
    suggest.add_argument("--agent", metavar="KEY", help="only this agent")
    suggest.add_argument("--json", action="store_true", help="machine-readable output")
    suggest.set_defaults(handler=suggest_cmd)
    ls = evo_sub.add_parser("list", help="suggestions, newest first")
    ls.add_argument("--status", choices=STATUSES, help="only suggestions in this state")
    ls.add_argument("--agent", metavar="KEY", help="only this agent")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    ls.set_defaults(handler=list_cmd)
    for name, text in (("approve", "approve a pending suggestion (an automatic one is applied)"),
                       ("reject", "reject a pending suggestion")):
        review = evo_sub.add_parser(name, help=text)
        review.add_argument("id", help="the suggestion id (from `evolution list`)")
        review.add_argument("--json", action="store_true", help="machine-readable output")
        review.set_defaults(handler=review_cmd, decision=name)


def summary_json(item: AgentSummary) -> dict[str, Any]:
    return {
        "agent": item.agent_key,
        "tools": [{"tool": t.tool, "calls": t.calls, "success_rate": round(t.success_rate, 4),
                   "avg_duration_ms": round(t.avg_duration_ms, 1)} for t in item.tools],
        "retrieval": [{"source": r.source, "count": r.count, "usage_rate": round(r.usage_rate, 4),
                       "avg_score": round(r.avg_score, 4)} for r in item.retrieval],
        "feedback": {"up": item.feedback.up, "down": item.feedback.down},
        "routes": [{"provider": r.provider, "model": r.model, "answers": r.answers} for r in item.routes],
    }


def suggestion_json(s: Suggestion, agent_keys: dict[str, str]) -> dict[str, Any]:
    return {
        "id": s.id, "agent": agent_keys.get(s.agent_id, s.agent_id), "type": s.suggestion_type, "status": s.status,
        "suggestion": s.suggestion, "rationale": s.rationale, "parameters": s.parameters,
        "reviewed_by": s.reviewed_by, "reviewed_at": s.reviewed_at, "applied_changes": s.applied_changes,
        "created_at": s.created_at,
    }


async def _keys(service: EvolutionService) -> dict[str, str]:
    return {a.id: a.agent_key for a in await service.agents.list()}


def _print_suggestions(rows: list[dict[str, Any]], empty: str, as_json: bool) -> None:
    if as_json:
        print_json(rows)
    elif not rows:
        out(empty)
    else:
        print_table(["id", "agent", "status", "suggestion"], [(r["id"], r["agent"], r["status"], r["suggestion"]) for r in rows])


async def metrics_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        items = await app.services.evolution.summary(ctx.args.agent)
    data = [summary_json(i) for i in items]
    if ctx.args.json:
        print_json(data)
        return 0
    for item in data:
        fb = item["feedback"]
        out(f"{item['agent']}: feedback {fb['up']} up / {fb['down']} down")
        for t in item["tools"]:
            out(f"  tool {t['tool']}: {t['calls']} calls, {t['success_rate']:.0%} ok, {t['avg_duration_ms']:.0f} ms avg")
        for r in item["retrieval"]:
            out(f"  retrieval {r['source']}: {r['count']}, {r['usage_rate']:.0%} used, score {r['avg_score']:.2f}")
        for r in item["routes"]:
            out(f"  route {r['provider']}/{r['model']}: {r['answers']} answers")
    if not data:
        out("No agents.")
    return 0


async def suggest_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        service = app.services.evolution
        made = await service.generate(ctx.args.agent)
        rows = [suggestion_json(s, await _keys(service)) for s in made]
    _print_suggestions(rows, "No new suggestions: the metrics support none that is not already listed.", ctx.args.json)
    return 0


async def list_cmd(ctx: CommandContext) -> int:
    async with ctx.app(read_only=True) as app:
        service = app.services.evolution
        rows = [suggestion_json(s, await _keys(service))
                for s in await service.list(status=ctx.args.status, agent_key=ctx.args.agent)]
    _print_suggestions(rows, "No suggestions.", ctx.args.json)
    return 0


async def review_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        service = app.services.evolution
        done = await (service.approve if ctx.args.decision == "approve" else service.reject)(ctx.args.id)
        row = suggestion_json(done, await _keys(service))
    if ctx.args.json:
        print_json(row)
        return 0
    out(f"Suggestion {done.id} is {done.status}: {done.suggestion}")
    if done.applied_changes:
        out("Changed: " + json.dumps({k: done.applied_changes[k] for k in ("before", "after")}, ensure_ascii=False))
    return 0
