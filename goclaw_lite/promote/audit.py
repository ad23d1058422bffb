"""The `promotion.run` activity row, written once the promoted copy is the live store.

Why not into the SQLite source after every run: a promotion is a snapshot, and the next run
over a finished target (the `--switch` that follows, or the Promote page's switch) verifies
the source against the copy table by table, so one row added to the source afterwards makes
that verification fail. Without `--switch` the window may also hold the writer lock. After a
switch the SQLite file is a read-only backup and PostgreSQL holds the install's activity log,
so the row goes there; a run that does not switch prints its report and the per-table
progress stays in the target's `goclaw_promotion` table.
"""

from __future__ import annotations

import logging

from goclaw_lite.promote.run import PromoteResult
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.records.activity import ActivityStore

log = logging.getLogger(__name__)


async def record_switch(url: str, result: PromoteResult) -> None:
    """Log the verified promotion the app now runs on; the target is described without a password.

    The switch has happened by now, so a failure here is reported in the log, not raised."""
    try:
        await _log(url, result)
    except Exception as exc:  # noqa: BLE001 - the audit row must not undo a finished switch
        log.warning("the promotion was not recorded in the activity log: %s", type(exc).__name__)


async def _log(url: str, result: PromoteResult) -> None:
    db = await PostgresDatabase.connect(url)
    try:
        await ActivityStore(db, await MetaStore(db).identity()).log(
            "promotion.run", entity_type="install", entity_id=result.preflight.install_id,
            details={
                "target": result.preflight.target, "copied_rows": result.copied_rows,
                "already_complete": result.already_complete, "verified": bool(result.report and result.report.ok),
                "tables": len(result.report.tables) if result.report else 0, "switched": True,
                "cleaned_values": result.cleaned_total,
            },
        )
    finally:
        await db.close()
