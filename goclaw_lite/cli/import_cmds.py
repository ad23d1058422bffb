"""`goclaw-lite import goclaw [PATH] [--dry-run] [--agent-map OLD=NEW ...] [--json]`."""

from __future__ import annotations

import argparse
import dataclasses
import getpass
import json
import os
import sys
from pathlib import Path
from typing import Any

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.app.importer import ENV_NAME, ImportOptions, default_source_path, find_key, key_for, run_import
from goclaw_lite.cli.common import CommandContext, err, out, print_table
from goclaw_lite.errors import ValidationError
from goclaw_lite.model.imports import ImportReport
from goclaw_lite.security.keysource import KeyStore

PROGRAM = "goclaw-lite import goclaw (CLI)"


def register(sub: Any) -> None:
    cmd = sub.add_parser("import", help="move in from another install (GoClaw Lite, the Go desktop edition)")
    kinds = cmd.add_subparsers(dest="import_command", metavar="SOURCE", required=True)
    goclaw = kinds.add_parser(
        "goclaw",
        help="import a GoClaw Lite database: providers, agents, chats, knowledge graph, memories, credentials",
        description="Bring a GoClaw Lite (Go) database over: its file is only read (from one consistent snapshot, "
        "even while GoClaw runs) and never changed. Secrets are opened with GoClaw's key "
        f"({ENV_NAME}, its keyring entry or key file, else a prompt) and sealed again under this install's key. "
        "Everything goes in one transaction after a backup; running it again skips what is already here.",
    )
    goclaw.add_argument("path", nargs="?", help="the goclaw.db file (default: $GOCLAW_DATA_DIR/goclaw.db, else ~/.goclaw/data/goclaw.db)")
    goclaw.add_argument("--dry-run", action="store_true", help="check everything and report what would come over; write nothing")
    goclaw.add_argument(
        "--agent-map", action="append", default=[], metavar="OLD=NEW",
        help="bring GoClaw agent OLD in as agent NEW (an existing agent NEW here receives its data); repeatable",
    )
    goclaw.add_argument("--json", action="store_true", help="print the report as JSON")
    goclaw.add_argument("--pause-per-table", type=float, default=0.0, help=argparse.SUPPRESS)
    goclaw.set_defaults(handler=import_goclaw_cmd)


def parse_agent_map(pairs: list[str]) -> dict[str, str]:
    mapping: dict[str, str] = {}
    for pair in pairs:
        old, sep, new = pair.partition("=")
        if not sep or not old.strip() or not new.strip():
            raise ValidationError(f"--agent-map takes OLD=NEW (GoClaw agent key = agent key here), not {pair!r}.")
        mapping[old.strip().lower()] = new.strip().lower()
    return mapping


class _OwnKeyStore(KeyStore):
    """This install's key store, minus GOCLAW_ENCRYPTION_KEY: during an import that variable
    names GoClaw's key, which must not be taken for ours."""

    def __init__(self, key_file: Path, install_id: str, **kwargs: Any) -> None:
        environ = {k: v for k, v in os.environ.items() if k != ENV_NAME}
        super().__init__(key_file, install_id, environ=environ, **kwargs)


def _prompt(text: str) -> str:
    if sys.stdin is None or not sys.stdin.isatty():
        return ""
    return getpass.getpass(text)


def _report_json(report: ImportReport) -> dict[str, Any]:
    data = dataclasses.asdict(report)
    data["problems"] = [dataclasses.asdict(p) for p in report.problems]
    return data


def _print_report(report: ImportReport) -> None:
    out(f"Source: {report.source} (GoClaw Lite schema {report.schema_version})")
    rows = [
        (name, t.imported, t.already_there, t.changed, len(t.skipped) - t.changed)
        for name, t in report.tables.items()
    ]
    print_table(["table", "imported", "already here", "changed", "skipped"], rows)
    for problem in report.problems:
        out(f"skipped {problem.table} {problem.row_id}: {problem.reason}")
    for name, t in report.tables.items():
        if t.items:
            out(f"{name}: {', '.join(t.items)}")
    for name, t in report.tables.items():
        for note in t.notes:
            out(f"note {name}: {note}")
    for note in report.notes:
        out(f"note: {note}")
    if report.left_behind:
        listed = ", ".join(f"{name} ({count})" for name, count in sorted(report.left_behind.items()))
        out(f"Left behind (no counterpart here): {listed}")
    plain = report.plaintext_secrets
    out(
        f"Secrets sealed under this install's key: {report.sealed_secrets} "
        f"({plain} {'was' if plain == 1 else 'were'} plaintext in GoClaw)"
    )
    if report.backup_path:
        out(f"Backup of this database before the import: {report.backup_path}")
    elif not report.dry_run:
        out("No backup file for a PostgreSQL store: the whole import was one transaction.")
    out("Dry run: nothing was written." if report.dry_run else f"Imported {report.imported} rows.")


async def import_goclaw_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    path = Path(args.path).expanduser() if args.path else default_source_path()
    if not path.is_file():
        raise ValidationError(f"There is no GoClaw Lite database at {path}; give the path to its goclaw.db.")
    agent_map = parse_agent_map(args.agent_map)
    options = ImportOptions(source=path, dry_run=args.dry_run, agent_map=agent_map, pause_per_table=args.pause_per_table)
    key = key_for(path, lambda: find_key(prompt=_prompt))  # a wrong key is refused before our store is opened
    app = await open_app(
        ctx.paths, program=PROGRAM, key_policy=KeyPolicy.CREATE_IF_NEW, store=ctx.store, keystore_factory=_OwnKeyStore
    )
    try:
        report = await run_import(app, options, key, progress=err)
    finally:
        await app.close()
    if args.json:
        out(json.dumps(_report_json(report), indent=2, ensure_ascii=False))
    else:
        _print_report(report)
    return 0
