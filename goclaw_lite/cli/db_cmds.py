"""`goclaw-lite db status | migrate | check | backup PATH`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from goclaw_lite.app.context import resolve_store_location
from goclaw_lite.cli.common import CommandContext, out, print_json, print_table
from goclaw_lite.promote import database
from goclaw_lite.promote.database import CURRENT_SCHEMA_VERSION as SCHEMA_VERSION


def register(sub: Any) -> None:
    db = sub.add_parser("db", help="inspect, upgrade, check and back up the database")
    db_sub = db.add_subparsers(dest="db_command", metavar="SUBCOMMAND", required=True)

    status = db_sub.add_parser("status", help="path, schema version, row counts and key source")
    status.add_argument("--json", action="store_true", help="machine-readable output")
    status.set_defaults(handler=status_cmd)

    migrate = db_sub.add_parser("migrate", help="create the database or upgrade it to the current schema")
    migrate.set_defaults(handler=migrate_cmd)

    check = db_sub.add_parser("check", help="run SQLite's full integrity check")
    check.set_defaults(handler=check_cmd)

    backup = db_sub.add_parser("backup", help="write a consistent copy with SQLite's online backup API")
    backup.add_argument("path", type=Path, help="where to write the copy (must not exist)")
    backup.set_defaults(handler=backup_cmd)


async def status_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    async with ctx.app(read_only=True) as app:
        counts = await app.stores.meta.table_counts()
        report = {
            "store": app.stores.db.description,
            "path": str(path) if (path := database.file_of(app.stores.db)) is not None else None,
            "data_dir": str(app.paths.data_dir),
            "schema_version": app.prepare.version,
            "current_schema_version": SCHEMA_VERSION,
            "install_id": app.stores.identity.install_id,
            "key_source": app.key_info.summary,
            "key_fingerprint": app.key_info.fingerprint or None,
            "tables": counts,
        }
    if args.json:
        print_json(report)
        return 0
    out(f"Database:        {report['store']}")
    out(f"Schema version:  {report['schema_version']} (current {SCHEMA_VERSION})")
    out(f"Install id:      {report['install_id']}")
    key_line = str(report["key_source"]) + (f" (fingerprint {report['key_fingerprint']})" if report["key_fingerprint"] else "")
    out(f"Key source:      {key_line}")
    out("")
    print_table(["table", "rows"], sorted(counts.items()))
    return 0


async def migrate_cmd(ctx: CommandContext) -> int:
    async with ctx.app() as app:
        result = app.prepare
        where = app.stores.db.description
    if result.created:
        out(f"Created {where} at schema version {result.version}.")
    elif result.upgraded_from is not None:
        out(f"Upgraded {where} from schema version {result.upgraded_from} to {result.version}.")
        if result.backup_path is not None:
            out(f"Backup of the previous version: {result.backup_path}")
    else:
        out(f"{where} is already at schema version {result.version}; nothing to do.")
    return 0


def _sqlite_path(ctx: CommandContext, action: str) -> Path:
    return database.sqlite_path(resolve_store_location(ctx.paths, ctx.store), action)


async def check_cmd(ctx: CommandContext) -> int:
    result = await database.check(_sqlite_path(ctx, "check"))
    if result.problems:
        out(f"{result.path}: {len(result.problems)} problem(s) found:")
        for problem in result.problems[:50]:
            out(f"  {problem}")
        return 1
    out(f"{result.path}: ok (schema version {result.version})")
    return 0


async def backup_cmd(ctx: CommandContext) -> int:
    source = _sqlite_path(ctx, "backup")
    target: Path = ctx.args.path.expanduser().resolve()
    await database.backup(source, target)
    out(f"Backed up {source} to {target}.")
    return 0
