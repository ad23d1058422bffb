"""One call for both faces (the CLI and the setup wizard): import a GoClaw file into an open app."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from goclaw_lite.app.context import AppContext
from goclaw_lite.ids import now_ts
from goclaw_lite.importer.envelope import GoClawEnvelope, GoClawKey, find_key
from goclaw_lite.importer.run import (
    Importer,
    ImportOptions,
    Progress,
    SourceCheck,
    check_source,
)
from goclaw_lite.model.imports import ImportReport
from goclaw_lite.store.db import SQLiteDatabase
from goclaw_lite.store.goclaw_source import GoClawSource
from goclaw_lite.store.schema import backup_database


def prove_key(key: GoClawKey, check: SourceCheck) -> None:
    """Open the file's first sealed value: a wrong key raises WrongKeyError here, before any write."""
    if check.sealed_sample is None:
        return
    try:
        GoClawEnvelope(key).open(check.sealed_sample)
    except ValueError:
        pass  # a malformed value: its row is reported when it is read


def key_for(path: Path, find: Callable[[], GoClawKey] = find_key) -> GoClawKey | None:
    """GoClaw's key, proven on the file, or None when the file holds no sealed value."""
    source = GoClawSource(path)
    try:
        check = check_source(source)
    finally:
        source.close()
    if check.sealed_sample is None:
        return None
    key = find()
    prove_key(key, check)
    return key


def backup_before_import(app: AppContext) -> str | None:
    """A copy of our SQLite file beside the others in backups/ (PostgreSQL: the transaction is the guard)."""
    db = app.stores.db
    if not isinstance(db, SQLiteDatabase):
        return None
    stamp = now_ts().replace(":", "").replace("-", "").replace(".", "")
    return str(backup_database(db.path, app.paths.backup_dir / f"goclaw-before-import-{stamp}.db"))


async def run_import(
    app: AppContext, options: ImportOptions, key: GoClawKey | None, *, progress: Progress | None = None
) -> ImportReport:
    """Check the file, prove the key, back up, import in one transaction; the report says what happened."""
    source = GoClawSource(options.source)
    try:
        check = check_source(source)
        if check.sealed_sample is not None and key is None:
            key = find_key()
        if key is not None:
            prove_key(key, check)
        importer = Importer(app.stores.db, app.stores.identity, app.cipher, options, progress)
        return await importer.run(source, check, key, backup=lambda: backup_before_import(app))
    finally:
        source.close()
