"""`goclaw-lite vault import | search | links | show | rm`: Markdown notes and their [[wikilinks]].

Commands work on the shared vault (the user's notes), or with `--agent KEY` on that agent's
personal vault. Read-only commands open the database without the writer lock, so they also
work while the window is open.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from goclaw_lite.app.vault import ImportReport, VaultService, snippet
from goclaw_lite.cli.common import CommandContext, err, out, print_json, print_table
from goclaw_lite.model.vault import MAX_SEARCH_LIMIT, DocumentInfo, VaultScope


def register(sub: Any) -> None:
    vault = sub.add_parser("vault", help="import, search and follow links between Markdown notes")
    vault_sub = vault.add_subparsers(dest="vault_command", metavar="SUBCOMMAND", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--agent", metavar="KEY", help="that agent's personal vault (default: your shared vault)")
    as_json = argparse.ArgumentParser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="machine-readable output")

    imp = vault_sub.add_parser(
        "import", parents=[common, as_json], help="import a folder of Markdown notes (an Obsidian vault); safe to repeat"
    )
    imp.add_argument("folder", type=Path, metavar="DIR")
    imp.set_defaults(handler=import_cmd)

    search = vault_sub.add_parser("search", parents=[common, as_json], help="find notes by title, path or text")
    search.add_argument("query", help="text to look for (any case, any script; % and _ are literal)")
    search.add_argument("--limit", type=int, default=20, help=f"most results (default 20, at most {MAX_SEARCH_LIMIT})")
    search.set_defaults(handler=search_cmd)

    links = vault_sub.add_parser("links", parents=[common, as_json], help="a note's out-links (broken ones marked) and backlinks")
    links.add_argument("path", metavar="PATH", help="the note's path (Projects/Plan.md) or a link's text (plan)")
    links.set_defaults(handler=links_cmd)

    show = vault_sub.add_parser("show", parents=[common, as_json], help="print a note")
    show.add_argument("path", metavar="PATH", help="the note's path or a link's text")
    show.set_defaults(handler=show_cmd)

    rm = vault_sub.add_parser("rm", parents=[common], help="delete a note (links to it become broken links)")
    rm.add_argument("path", metavar="PATH", help="the note's exact path")
    rm.set_defaults(handler=rm_cmd)


@asynccontextmanager
async def _vault(ctx: CommandContext, *, read_only: bool) -> AsyncIterator[VaultService]:
    async with ctx.app(read_only=read_only) as app:
        scope = VaultScope.shared()
        if getattr(ctx.args, "agent", None):
            agent = await app.services.agents.get(ctx.args.agent)
            scope = VaultScope.personal(agent.id)
        yield app.services.vault_in(scope)


def _info_json(doc: DocumentInfo) -> dict[str, Any]:
    return {
        "id": doc.id, "path": doc.path, "title": doc.title, "doc_type": doc.doc_type,
        "content_hash": doc.content_hash, "created_at": doc.created_at, "updated_at": doc.updated_at,
    }


def _progress(stage: str, done: int, total: int) -> None:
    """Progress on stderr: a rewritten line on a terminal, a line every 10% otherwise."""
    if not total:
        return
    if sys.stderr.isatty():
        print(f"\r{stage}: {done}/{total}", end="\n" if done >= total else "", file=sys.stderr, flush=True)
    elif done == total or done % max(1, total // 10) == 0:
        print(f"{stage}: {done}/{total}", file=sys.stderr, flush=True)


def _report_json(report: ImportReport) -> dict[str, Any]:
    return {
        "folder": report.folder, "files": report.files, "created": report.created, "updated": report.updated,
        "unchanged": report.unchanged, "renamed": [{"from": a, "to": b} for a, b in report.renamed],
        "skipped": [{"path": p, "reason": r} for p, r in report.skipped], "links": report.links,
        "broken_links": report.broken, "not_in_folder": report.not_in_folder,
        "outside_links": [{"path": o.path, "target": o.target} for o in report.outside_links],
    }


async def import_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _vault(ctx, read_only=False) as vault:
        report = await vault.import_folder(args.folder, progress=_progress)
    if args.json:
        print_json(_report_json(report))
        return 0
    out(
        f"Imported {report.files} notes from {report.folder}: {report.created} new, {report.updated} updated, "
        f"{report.unchanged} unchanged, {len(report.renamed)} renamed, {len(report.skipped)} skipped."
    )
    out(f"Links: {report.links} resolved, {report.broken} broken.")
    for old, new in report.renamed:
        out(f"  renamed  {old} -> {new}")
    for path, reason in report.skipped:
        out(f"  skipped  {path}: {reason}")
    if report.outside_links:
        out(f"{len(report.outside_links)} links lead out of the folder and were not read:")
    for link in report.outside_links:
        out(f"  not read {link.path} -> {link.target}")
    if report.not_in_folder:
        out(f"{report.not_in_folder} notes in the vault have no file in this folder; they were kept.")
    return 0


async def search_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _vault(ctx, read_only=True) as vault:
        page = await vault.search(args.query, limit=args.limit)
    if args.json:
        print_json(
            {
                "total": page.total,
                "hits": [
                    {**_info_json(h.document), "match": h.rank.name.lower(), "snippet": snippet(h.content, args.query)}
                    for h in page.hits
                ],
            }
        )
        return 0
    if not page.hits:
        out(f"No note matches {args.query!r}.")
        return 0
    print_table(
        ["path", "title", "match", "snippet"],
        [(h.document.path, h.document.title, h.rank.name.lower(), snippet(h.content, args.query, 60)) for h in page.hits],
    )
    if page.total > len(page.hits):
        err(f"goclaw-lite: note: showing {len(page.hits)} of {page.total} matching notes (--limit).")
    return 0


async def links_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _vault(ctx, read_only=True) as vault:
        report = await vault.links(args.path)
    if args.json:
        print_json(
            {
                "document": _info_json(report.document.info),
                "out": [
                    {"target": o.target, "link_type": o.link_type, "broken": o.broken, "context": o.context,
                     "path": o.document.path if o.document else None, "title": o.document.title if o.document else None}
                    for o in report.out
                ],
                "backlinks": [
                    {"path": b.other.path, "title": b.other.title, "link_type": b.link_type, "context": b.context}
                    for b in report.backlinks
                ],
            }
        )
        return 0
    doc = report.document
    out(f"{doc.title} ({doc.path})")
    out("")
    out(f"Links from this note ({len(report.out)}, {sum(o.broken for o in report.out)} broken):")
    for o in report.out:
        arrow = "=>" if o.link_type == "embed" else "->"
        where = "BROKEN (no such note)" if o.document is None else o.document.path
        out(f"  {arrow} [[{o.target}]]  {where}")
    out("")
    out(f"Backlinks ({len(report.backlinks)}):")
    for b in report.backlinks:
        out(f"  <- {b.other.path}  {b.context}")
    return 0


async def show_cmd(ctx: CommandContext) -> int:
    args = ctx.args
    async with _vault(ctx, read_only=True) as vault:
        doc = await vault.locate(args.path)
    if args.json:
        print_json({**_info_json(doc.info), "content": doc.content, "metadata": dict(doc.metadata)})
        return 0
    if doc.content:
        out(doc.content.removesuffix("\n"))
    return 0


async def rm_cmd(ctx: CommandContext) -> int:
    async with _vault(ctx, read_only=False) as vault:
        doc = await vault.delete_note(ctx.args.path)
    out(f"Deleted {doc.path}.")
    return 0
