"""`goclaw-lite kg search | show | traverse | stats | import | export | prune | merge | duplicates`.

Every subcommand works on one agent's graph: `--agent KEY`, or the default agent. Read-only
subcommands open the database without the writer lock, so they also work while the window
is open.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from goclaw_lite.app.knowledge import ImportProgress, KnowledgeGraphService
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import (
    DEFAULT_TRAVERSAL_BUDGET,
    MAX_TRAVERSAL_DEPTH,
    Direction,
    Entity,
    Relation,
    TraversalNode,
)

DEFAULT_DEPTH = 2


def register(sub: Any) -> None:
    kg = sub.add_parser("kg", help="search, walk, import and export an agent's knowledge graph")
    kg_sub = kg.add_subparsers(dest="kg_command", metavar="SUBCOMMAND", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--agent", metavar="KEY", help="whose knowledge graph (default: the default agent)")
    as_of = argparse.ArgumentParser(add_help=False)
    as_of.add_argument("--as-of", metavar="TIME", help="see the graph as it was at this ISO-8601 time")
    as_json = argparse.ArgumentParser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="machine-readable output")

    search = kg_sub.add_parser("search", parents=[common, as_of, as_json], help="find entities by name, type or description")
    search.add_argument("query", help="text to look for (any case, any script)")
    search.add_argument("--limit", type=int, default=20, help="most results (default 20)")
    search.add_argument("--type", dest="entity_type", metavar="TYPE", help="only entities of this type")
    search.set_defaults(handler=search_cmd)

    show = kg_sub.add_parser("show", parents=[common, as_of, as_json], help="one entity and its relations")
    show.add_argument("entity", metavar="NAME|ID")
    show.set_defaults(handler=show_cmd)

    traverse = kg_sub.add_parser("traverse", parents=[common, as_of, as_json], help="entities reachable from one entity")
    traverse.add_argument("entity", metavar="NAME|ID")
    traverse.add_argument(
        "--depth", type=int, default=DEFAULT_DEPTH, help=f"hops to walk (default {DEFAULT_DEPTH}, at most {MAX_TRAVERSAL_DEPTH})"
    )
    traverse.add_argument("--direction", choices=[d.value for d in Direction], default=Direction.BOTH.value)
    traverse.add_argument("--relation-type", action="append", default=[], metavar="TYPE", help="follow only these (repeatable)")
    traverse.add_argument("--entity-type", action="append", default=[], metavar="TYPE", help="list only these (repeatable)")
    traverse.add_argument("--limit", type=int, help="list at most this many entities")
    traverse.add_argument(
        "--all", action="store_true",
        help=f"walk every entity within the depth (default: stop after the {DEFAULT_TRAVERSAL_BUDGET} nearest)",
    )
    traverse.set_defaults(handler=traverse_cmd)

    stats = kg_sub.add_parser("stats", parents=[common, as_of, as_json], help="counts of entities and relations")
    stats.set_defaults(handler=stats_cmd)

    imp = kg_sub.add_parser("import", parents=[common], help="add entities and relations from a JSON file")
    imp.add_argument("file", type=Path, metavar="FILE.json")
    imp.add_argument("--no-dedup", action="store_true", help="do not merge or queue likely duplicates")
    imp.add_argument(
        "--progress", action="store_true", help="show rows/s and time left on stderr even when it is not a terminal"
    )
    imp.set_defaults(handler=import_cmd)

    exp = kg_sub.add_parser("export", parents=[common], help="write the whole graph as JSON (stdout without FILE)")
    exp.add_argument("file", type=Path, nargs="?", metavar="FILE.json")
    exp.add_argument("--force", action="store_true", help="replace FILE if it exists")
    exp.set_defaults(handler=export_cmd)

    prune = kg_sub.add_parser("prune", parents=[common], help="remove entities and relations below a confidence")
    prune.add_argument("--min-confidence", type=float, required=True, metavar="X", help="keep what has confidence >= X")
    prune.add_argument("--dry-run", action="store_true", help="only report what would be removed")
    prune.set_defaults(handler=prune_cmd)

    merge = kg_sub.add_parser("merge", parents=[common], help="merge entity B into entity A (A is kept)")
    merge.add_argument("keep", metavar="A", help="name or id of the entity to keep")
    merge.add_argument("other", metavar="B", help="name or id of the entity merged into A")
    merge.set_defaults(handler=merge_cmd)

    dup = kg_sub.add_parser("duplicates", parents=[common, as_json], help="likely duplicates waiting for review")
    dup.add_argument("--limit", type=int, default=50, help="most candidates listed (default 50)")
    action = dup.add_mutually_exclusive_group()
    action.add_argument("--merge", metavar="CANDIDATE", help="accept a candidate: merge its two entities")
    action.add_argument("--dismiss", metavar="CANDIDATE", help="keep both entities; never propose the pair again")
    dup.add_argument("--keep", metavar="ENTITY_ID", help="with --merge: the entity that survives")
    dup.set_defaults(handler=duplicates_cmd)


@dataclass(frozen=True)
class _Graph:
    service: KnowledgeGraphService
    agent: Agent


@asynccontextmanager
async def _graph(ctx: CommandContext, *, read_only: bool) -> AsyncIterator[_Graph]:
    async with ctx.app(read_only=read_only) as app:
        service = app.services.knowledge
        agent = await service.resolve_agent(getattr(ctx.args, "agent", None))
        yield _Graph(service, agent)


def _entity_json(entity: Entity) -> dict[str, Any]:
    return {
        "id": entity.id,
        "name": entity.name,
        "entity_type": entity.entity_type,
        "description": entity.description,
        "properties": dict(entity.properties),
        "aliases": list(entity.aliases),
        "confidence": entity.confidence,
        "valid_from": entity.valid_from,
        "valid_until": entity.valid_until,
        "created_at": entity.created_at,
        "updated_at": entity.updated_at,
    }


def _relation_json(rel: Relation) -> dict[str, Any]:
    return {
        "id": rel.id,
        "source_id": rel.source_entity_id,
        "source": rel.source_name,
        "relation_type": rel.relation_type,
        "target_id": rel.target_entity_id,
        "target": rel.target_name,
        "confidence": rel.confidence,
        "properties": dict(rel.properties),
        "valid_from": rel.valid_from,
        "valid_until": rel.valid_until,
    }


async def search_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _graph(ctx, read_only=True) as g:
        hits = await g.service.search(g.agent, args.query, limit=args.limit, entity_type=args.entity_type, as_of=args.as_of)
    if args.json:
        print_json([{**_entity_json(h.entity), "match": h.rank.name.lower()} for h in hits])
        return 0
    if not hits:
        out(f"No entity matches {args.query!r}.")
        return 0
    print_table(
        ["name", "type", "match", "confidence", "id"],
        [(h.entity.name, h.entity.entity_type, h.rank.name.lower(), f"{h.entity.confidence:.2f}", h.entity.id) for h in hits],
    )
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _graph(ctx, read_only=True) as g:
        entity = await g.service.resolve_entity(g.agent, args.entity, as_of=args.as_of)
        relations = await g.service.list_relations(g.agent, entity.id, as_of=args.as_of)
    if args.json:
        print_json({**_entity_json(entity), "relations": [_relation_json(r) for r in relations]})
        return 0
    out(f"{entity.name} ({entity.entity_type})")
    out(f"  id:          {entity.id}")
    if entity.description:
        out(f"  description: {entity.description}")
    if entity.aliases:
        out(f"  aliases:     {', '.join(entity.aliases)}")
    for key, value in sorted(entity.properties.items()):
        out(f"  {key}: {json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value}")
    out(f"  confidence:  {entity.confidence:.2f}")
    out(f"  valid:       from {entity.valid_from}" + (f" until {entity.valid_until}" if entity.valid_until else ""))
    if relations:
        out("")
        for rel in relations:
            if rel.source_entity_id == entity.id:
                out(f"  -{rel.relation_type}-> {rel.target_name}  ({rel.confidence:.2f})")
            else:
                out(f"  <-{rel.relation_type}- {rel.source_name}  ({rel.confidence:.2f})")
    return 0


def _path_text(start: Entity, node: TraversalNode, relations: dict[str, Relation]) -> str:
    parts = [start.name]
    here = start.id
    for rel_id in node.path:
        rel = relations.get(rel_id)
        if rel is None:
            return ""
        if rel.source_entity_id == here:
            parts.append(f"-{rel.relation_type}-> {rel.target_name}")
            here = rel.target_entity_id
        else:
            parts.append(f"<-{rel.relation_type}- {rel.source_name}")
            here = rel.source_entity_id
    return " ".join(parts)


async def traverse_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _graph(ctx, read_only=True) as g:
        start = await g.service.resolve_entity(g.agent, args.entity, as_of=args.as_of)
        result = await g.service.traverse(
            g.agent, start.id, max_depth=args.depth, direction=args.direction, relation_types=args.relation_type,
            entity_types=args.entity_type, limit=args.limit, as_of=args.as_of,
            budget=None if args.all else DEFAULT_TRAVERSAL_BUDGET,
        )
        relations = {} if args.json else await g.service.relations_by_id(g.agent, [r for n in result for r in n.path])
    if result.clamped:
        err(f"goclaw-lite: note: depth {result.requested_depth} is more than {MAX_TRAVERSAL_DEPTH}; walked {result.depth} hops.")
    if result.more:
        last = len(result.depth_counts)
        counted = ", ".join(
            f"{'at least ' if d == last and result.counts_at_least else ''}{n} at depth {d}"
            for d, n in enumerate(result.depth_counts, 1)
        )
        err(f"goclaw-lite: note: stopped after the {len(result)} nearest entities ({counted}); more may be reachable "
            "(--all walks everything).")
    elif result.truncated:
        err(f"goclaw-lite: note: showing {len(result)} of {result.total} reachable entities (--limit).")
    if args.json:
        print_json([{"id": n.id, "name": n.name, "entity_type": n.entity_type, "depth": n.depth, "path": list(n.path)} for n in result])
        return 0
    hops = "hop" if result.depth == 1 else "hops"
    reachable = f"at least {result.total}" if result.counts_at_least else str(result.total)
    out(f"{start.name} ({start.entity_type}): {reachable} reachable within {result.depth} {hops}, direction {result.direction.value}")
    if len(result):
        print_table(
            ["depth", "name", "type", "path"],
            [(n.depth, n.name, n.entity_type, _path_text(start, n, relations)) for n in result],
        )
    return 0


async def stats_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _graph(ctx, read_only=True) as g:
        stats = await g.service.stats(g.agent, as_of=args.as_of)
    if args.json:
        print_json(
            {
                "agent": g.agent.agent_key, "as_of": stats.as_of, "entities": stats.entity_count,
                "relations": stats.relation_count, "not_valid_entities": stats.not_current_entities,
                "pending_duplicates": stats.pending_candidates, "entity_types": dict(stats.entity_types),
                "relation_types": dict(stats.relation_types),
            }
        )
        return 0
    out(f"Knowledge graph of {g.agent.agent_key} at {stats.as_of}")
    out(f"Entities:            {stats.entity_count}" + (f" ({stats.not_current_entities} not valid now)" if stats.not_current_entities else ""))
    out(f"Relations:           {stats.relation_count}")
    out(f"Pending duplicates:  {stats.pending_candidates}")
    for title, counts in (("Entity types", stats.entity_types), ("Relation types", stats.relation_types)):
        if counts:
            out("")
            print_table([title.lower(), "count"], sorted(counts.items()))
    return 0


_STAGES = {"read": "Importing", "index": "Writing and indexing", "dedup": "Looking for duplicates"}


def _import_progress(update: ImportProgress) -> None:
    """One status line on stderr, rewritten in place on a terminal, a line per report otherwise."""
    left = update.seconds_left
    eta = f", {left:,.0f} s left" if left is not None and update.stage != "index" else ""
    stage = _STAGES.get(update.stage, update.stage)
    line = f"{stage}: {update.rows:,} rows, {update.rate:,.0f} rows/s, {update.fraction:.0%}{eta}"
    if sys.stderr.isatty():
        print(f"\r{line}\x1b[K", end="\n" if update.fraction >= 1.0 else "", file=sys.stderr, flush=True)
    else:
        print(line, file=sys.stderr, flush=True)


async def import_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    path: Path = args.file.expanduser()
    async with _graph(ctx, read_only=False) as g:
        show = args.progress or sys.stderr.isatty()
        try:
            report = await g.service.import_file(
                g.agent, path, dedup=not args.no_dedup, progress=_import_progress if show else None
            )
        except RecursionError:
            raise ValidationError(
                f"{path} nests JSON too deeply to be read as a knowledge graph; nothing was imported."
            ) from None
        except ValueError as exc:
            if "integer string conversion" not in str(exc):  # Python's cap on the digits of a number
                raise
            raise ValidationError(f"{path} holds a number with thousands of digits; nothing was imported.") from None
    if sys.stderr.isatty():
        print("\r\x1b[K", end="", file=sys.stderr, flush=True)
    out(
        f"Imported {path} into {g.agent.agent_key}: {report.entities_created} entities created, "
        f"{report.entities_updated} updated ({report.entities_revived} revived), {report.relations_created} relations created, "
        f"{report.relations_updated} updated."
    )
    if report.merges:
        out(f"{len(report.merges)} merged into existing entities:")
        for merge in report.merges:
            out(f"  {merge.merged_name!r} -> {merge.survivor_name!r} (similarity {merge.similarity:.3f})")
    if report.candidates_queued:
        out(f"{report.candidates_queued} likely duplicates queued for review (`goclaw-lite kg duplicates`).")
    return 0


async def export_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _graph(ctx, read_only=True) as g:
        if args.file is None:
            print_json(await g.service.export_document(g.agent))
            return 0
        path: Path = args.file.expanduser()
        document = await g.service.export_file(g.agent, path, overwrite=args.force)
    out(f"Exported {len(document['entities'])} entities and {len(document['relations'])} relations to {path}.")
    return 0


async def prune_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _graph(ctx, read_only=args.dry_run) as g:
        report = await g.service.prune(g.agent, args.min_confidence, dry_run=args.dry_run)
    verb = "Would remove" if report.dry_run else "Removed"
    out(f"{verb} {report.entities} entities and {report.relations} relations below confidence {report.min_confidence}.")
    for name in report.sample:
        out(f"  {name}")
    if len(report.sample) < report.entities:
        out(f"  ... and {report.entities - len(report.sample)} more")
    return 0


async def merge_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _graph(ctx, read_only=False) as g:
        result = await g.service.merge(g.agent, args.keep, args.other)
    out(
        f"Merged {result.merged_name!r} into {result.survivor.name!r}: {result.relations_moved} relations moved, "
        f"{result.relations_folded} folded into existing ones, {result.relations_dropped} between the two dropped."
    )
    return 0


async def duplicates_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    if args.keep and not args.merge:
        raise ValidationError("--keep only goes with --merge.")
    changing = bool(args.merge or args.dismiss)
    async with _graph(ctx, read_only=not changing) as g:
        if args.merge:
            result = await g.service.merge_candidate(g.agent, args.merge, keep=args.keep)
            out(f"Merged {result.merged_name!r} into {result.survivor.name!r}.")
            return 0
        if args.dismiss:
            await g.service.dismiss_candidate(g.agent, args.dismiss)
            out(f"Dismissed {args.dismiss}; both entities stay.")
            return 0
        candidates = await g.service.duplicates(g.agent, limit=args.limit)
    if args.json:
        print_json(
            [
                {
                    "id": c.id, "similarity": c.similarity, "name_similarity": c.name_similarity,
                    "entity_a": {"id": c.entity_a.id, "name": c.entity_a.name, "entity_type": c.entity_a.entity_type},
                    "entity_b": {"id": c.entity_b.id, "name": c.entity_b.name, "entity_type": c.entity_b.entity_type},
                }
                for c in candidates
            ]
        )
        return 0
    if not candidates:
        out("No likely duplicates are waiting for review.")
        return 0
    print_table(
        ["candidate", "similarity", "entity a", "entity b", "type"],
        [(c.id, f"{c.similarity:.3f}", c.entity_a.name, c.entity_b.name, c.entity_a.entity_type) for c in candidates],
    )
    out("")
    out("Accept with `goclaw-lite kg duplicates --merge CANDIDATE`, or keep both with `--dismiss CANDIDATE`.")
    return 0
