"""`goclaw-lite promote postgresql://user@host:port/db [--dry-run] [--resume] [--switch]`, `promote --switch-back`."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from goclaw_lite.app.promote import DEFAULT_BATCH_SIZE, ProgressEvent, PromoteOptions, PromoteService, describe
from goclaw_lite.cli.common import CommandContext, out, print_table, terminal_text
from goclaw_lite.errors import ValidationError


def register(sub: Any) -> None:
    cmd = sub.add_parser(
        "promote",
        help="copy this install into PostgreSQL (verify, resume), and optionally switch to it",
        description="Copy the SQLite database into PostgreSQL from one consistent snapshot, verify it table by "
        "table, and (with --switch) make GoClaw Lite use PostgreSQL from now on. Give the password in "
        "~/.pgpass or PGPASSWORD rather than the URL.",
    )
    cmd.add_argument("url", nargs="?", help="postgresql://user@host:port/database")
    cmd.add_argument("--dry-run", action="store_true", help="check the server and count the rows; write nothing")
    cmd.add_argument("--resume", action="store_true", help="continue a promotion that stopped part-way")
    cmd.add_argument("--switch", action="store_true", help="after a verified copy, use PostgreSQL from now on")
    cmd.add_argument("--switch-back", action="store_true", help="use the SQLite database again")
    cmd.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE, help="rows per transaction (default %(default)s)")
    cmd.add_argument("--pause-per-batch", type=float, default=0.0, help=argparse.SUPPRESS)
    cmd.set_defaults(handler=promote_cmd)


class ProgressLine:
    """One line per table on stderr with rows/s and ETA; redrawn in place on a terminal."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.tty = stream.isatty()

    def __call__(self, event: ProgressEvent) -> None:
        rate = event.rows_done / event.elapsed if event.elapsed > 0 else 0.0
        left = max(event.total - event.rows_done, 0)
        eta = f"ETA {left / rate:.0f}s" if rate > 0 and not event.finished else ("done" if event.finished else "ETA ?")
        label = event.table if event.step in ("copy", "merge") else f"{event.table} ({event.step})"
        text = f"{label}: {event.rows_done}/{event.total} rows, {rate:,.0f} rows/s, {eta}"
        if self.tty:
            self.stream.write("\r\x1b[K" + terminal_text(text) + ("\n" if event.finished else ""))
        elif event.finished:
            self.stream.write(terminal_text(text) + "\n")
        self.stream.flush()


async def promote_cmd(ctx: CommandContext) -> int:
    args: argparse.Namespace = ctx.args
    if args.switch_back:
        if args.url or args.dry_run or args.resume or args.switch:
            raise ValidationError("--switch-back takes no URL and no other option.")
        previous = PromoteService(ctx.paths).switch_back()
        out(f"GoClaw Lite uses {ctx.paths.db_path} again" + (f" (was {describe(previous)})." if previous else "."))
        return 0
    url = PromoteService.check_url(args.url)
    service = PromoteService.for_store(ctx.paths, ctx.store, switch=args.switch)
    options = PromoteOptions(batch_size=args.batch_size, dry_run=args.dry_run, resume=args.resume, pause=args.pause_per_batch)
    promoted = await service.promote_url(url, options, ProgressLine(sys.stderr), switch=args.switch)
    result = promoted.result
    pre = result.preflight
    if args.dry_run:
        out(f"Target:          {pre.target} (server {pre.server_version // 10000})")
        out(f"Target state:    {'holds this install already' if pre.target_has_schema else 'empty'}")
        out(f"Rows to copy:    {pre.total_rows} (roughly {pre.estimate_seconds:.0f}s)")
        out("")
        print_table(["table", "rows"], pre.row_counts)
        out("")
        out("Dry run: nothing was written.")
        return 0
    assert result.report is not None
    if result.already_complete:
        out(f"{pre.target} already holds this install; nothing was copied.")
    else:
        out(f"Copied {result.copied_rows} rows into {pre.target}.")
    if result.cleaned:
        out(result.cleaned_note)
    out(f"Verified {len(result.report.tables)} tables: row counts and checksums match.")
    if promoted.stored_url is not None:
        out(f"GoClaw Lite now uses {describe(promoted.stored_url)}; {ctx.paths.db_path} is kept read-only as a backup.")
        if promoted.stored_url != url:
            out("The password was not stored; keep it in ~/.pgpass or PGPASSWORD.")
    return 0
