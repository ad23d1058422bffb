"""`goclaw-lite db status | migrate | check | backup PATH | backups | rm-backup NAME | restore FILE`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from goclaw_lite.app import backups as restore
from goclaw_lite.app import database
from goclaw_lite.app.context import resolve_store_location
from goclaw_lite.app.database import CURRENT_SCHEMA_VERSION as SCHEMA_VERSION
from goclaw_lite.cli.common import CommandContext, open_progress, out, print_json, print_table


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

    backups = db_sub.add_parser("backups", help="list the backups kept beside the database and before imports")
    backups.add_argument("--json", action="store_true", help="machine-readable output")
    backups.set_defaults(handler=backups_cmd)

    rm_backup = db_sub.add_parser("rm-backup", help="delete backups listed by `db backups`")
    rm_backup.add_argument("names", nargs="+", metavar="NAME", help="a backup's file name (or full path)")
    rm_backup.set_defaults(handler=rm_backup_cmd)

    restore = db_sub.add_parser("restore", help="replace the database with a checked backup, keeping the current one")
    restore.add_argument("file", type=Path, help="the backup to put in place")
    restore.add_argument("--key-file", type=Path, help="the key the backup was sealed with, if not the current one")
    restore.set_defaults(handler=restore_cmd)


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
    elif result.steps:
        out(f"Brought {where} up to date: {', '.join(result.steps)}.")
        out(f"Backup of the previous state: {result.backup_path}")
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


async def backups_cmd(ctx: CommandContext) -> int:
    found = restore.backups(ctx.paths, _sqlite_path(ctx, "backups"))
    if ctx.args.json:
        print_json([{"path": str(b.path), "kind": b.kind, "bytes": b.size, "modified": b.modified.isoformat()}
                    for b in found])
        return 0
    if not found:
        out("No backups.")
        return 0
    print_table(["name", "kind", "size", "made"],
                [(b.path.name, b.kind, restore.size_text(b.size), b.modified.strftime("%Y-%m-%d %H:%M"))
                 for b in found])
    total = restore.size_text(sum(b.size for b in found))
    out(f"{len(found)} backup(s), {total}; remove one with `goclaw-lite db rm-backup NAME`.")
    return 0


async def rm_backup_cmd(ctx: CommandContext) -> int:
    db_path = _sqlite_path(ctx, "rm-backup")
    for name in ctx.args.names:
        gone = restore.forget_backup(ctx.paths, db_path, name)
        out(f"Removed {gone.path} ({restore.size_text(gone.size)}).")
    return 0


async def restore_cmd(ctx: CommandContext) -> int:
    target = _sqlite_path(ctx, "restore")
    plan = await restore.check_restore(ctx.paths, target, ctx.args.file, ctx.args.key_file)
    result = await restore.restore(ctx.paths, plan, program="goclaw-lite db restore (CLI)", progress=open_progress)
    for line in result.lines(plan):
        out(line)
    return 0
