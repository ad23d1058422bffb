"""The SQLite file's backups: which there are, removing one, and putting one in the file's place.

Backups live beside the database (`goclaw.db.TAG-STAMP.bak`: before an upgrade on open,
before a restore, and those older builds wrote per step) and in the data directory's
`backups/` folder (before an import). Only files found there can be removed by name.

`swap_in` replaces the database with a checked copy so that a kill at any moment leaves
one whole database at its path: the copy is written beside it under another name and
fsynced, the current file is kept by a copy (written under a temporary name, then renamed)
after its WAL was checkpointed into it, and `os.replace` puts the copy in place. Not a hard
link: a database file with a second name is refused on open (a second name gets a lock and a
WAL of its own), so a kill between the link and the replace would leave it unopenable. Each
point a crash may interrupt calls `reached(step)`, a no-op that tests replace to stop a
real process there.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from goclaw_lite.config import ensure_private_dir
from goclaw_lite.errors import DatabaseError, NotFoundError
from goclaw_lite.store.backend.disk_space import MB, SLACK, human, require_room
from goclaw_lite.store.backend.sqlite_files import page_bytes
from goclaw_lite.store.lifecycle.search_index import Progress
from goclaw_lite.store.lifecycle.sqlite_schema import COMPANION_SUFFIXES, backup_database

RESTORE_TAG = "pre-restore"
STAGING_SUFFIX = ".restoring"
_KINDS = {
    "pre-upgrade": "before an upgrade on open",
    "pre-restore": "before a restore",
    "pre-search-index": "before the search index (an earlier build)",
    "pre-kg-counts": "before the graph counters (an earlier build)",
}


@dataclass(frozen=True)
class BackupFile:
    path: Path
    kind: str
    size: int
    """Bytes on disk, its WAL (kept with a restore's backup) included."""
    modified: datetime


def _kind(db_path: Path, file: Path) -> str:
    if file.parent != db_path.parent:
        return "before an import"
    tag = file.name[len(db_path.name) + 1 :].rsplit("-", 1)[0]
    if tag in _KINDS:
        return _KINDS[tag]
    return f"before an upgrade from schema {tag[1:]}" if tag.startswith("v") and tag[1:].isdigit() else "backup"


def _size(file: Path) -> int:
    return sum(p.stat().st_size for p in (file, file.with_name(file.name + "-wal")) if p.exists())


def list_backups(db_path: Path, backup_dir: Path) -> list[BackupFile]:
    """Every backup of `db_path` found beside it or in `backup_dir`, newest first."""
    found = [p for p in db_path.parent.glob(f"{db_path.name}.*.bak") if p.is_file()]
    if backup_dir.is_dir():
        found += [p for p in backup_dir.iterdir() if p.is_file() and p.suffix in (".db", ".bak")]
    files = [
        BackupFile(p, _kind(db_path, p), _size(p), datetime.fromtimestamp(p.stat().st_mtime, UTC)) for p in found
    ]
    return sorted(files, key=lambda b: (b.modified, b.path.name), reverse=True)


def remove_backup(db_path: Path, backup_dir: Path, name: str) -> BackupFile:
    """Delete the listed backup called `name` (a file name or its full path), with its companions."""
    for backup in list_backups(db_path, backup_dir):
        if name in (backup.path.name, str(backup.path)):
            # its log and, for a restore's backup, the key that opens it (`app/backups.py`)
            for suffix in ("", *COMPANION_SUFFIXES, ".key"):
                file = backup.path.with_name(backup.path.name + suffix)
                file.unlink(missing_ok=True)
            return backup
    raise NotFoundError(f"No backup called {name}; `goclaw-lite db backups` lists them. Nothing was removed.")


def reached(step: str) -> None:
    """A point of `swap_in` a crash may interrupt (tests stop a real process here)."""


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _private_copy(source: Path, target: Path) -> None:
    """A byte copy into a new 0600 file, fsynced."""
    fd = os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    with os.fdopen(fd, "wb") as out, source.open("rb") as src:
        shutil.copyfileobj(src, out, 8 * MB)
        out.flush()
        os.fsync(out.fileno())


def _keep(source: Path, target: Path) -> None:
    """`target` becomes a whole copy of `source`, or does not exist (a kill leaves a `.part`)."""
    require_room(source.parent, source.stat().st_size + SLACK, f"keeping {source} as a backup", "a copy of it")
    partial = target.with_name(target.name + ".part")
    partial.unlink(missing_ok=True)
    _private_copy(source, partial)
    os.replace(partial, target)


def _checkpoint(path: Path) -> bool:
    """Fold the WAL of `path` into it and empty it; False when SQLite cannot (damage)."""
    try:
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            conn.execute("PRAGMA busy_timeout = 10000")
            busy = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return False
    if busy is not None and busy[0]:
        raise DatabaseError(
            f"{path} is in use by another program (its log could not be folded in); nothing was changed."
        )
    return True


def swap_in(source: Path, target: Path, progress: Progress | None = None) -> Path | None:
    """Put a copy of the (checked) database `source` at `target`; the kept former file's path.

    The caller holds the writer lock of `target`'s data. None when there was no file to keep.
    """
    ensure_private_dir(target.parent)  # a data folder with no database yet may not exist
    staging = target.with_name(target.name + STAGING_SUFFIX)
    for leftover in (staging, *(staging.with_name(staging.name + s) for s in COMPANION_SUFFIXES)):
        leftover.unlink(missing_ok=True)  # left by a restore that was stopped
    needed = page_bytes(source) + (target.stat().st_size if target.exists() else 0) + SLACK
    require_room(
        target.parent, needed, f"restoring {source}",
        f"{human(needed - SLACK)} for the copy and the kept former database beside it",
    )
    reached("start")
    backup_database(source, staging, progress)
    _fsync(staging)
    reached("copied")
    kept: Path | None = None
    if target.exists():
        folded = _checkpoint(target)
        reached("checkpointed")
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
        kept = target.with_name(f"{target.name}.{RESTORE_TAG}-{stamp}.bak")
        _keep(target, kept)
        wal = target.with_name(target.name + "-wal")
        if not folded and wal.exists() and wal.stat().st_size:
            _keep(wal, kept.with_name(kept.name + "-wal"))  # the damaged file's log goes with it
        _fsync(target.parent)
        reached("kept")
        for suffix in COMPANION_SUFFIXES:  # the former file's: SQLite would apply them to the new one
            target.with_name(target.name + suffix).unlink(missing_ok=True)
        reached("companions-removed")
    os.replace(staging, target)
    _fsync(target.parent)
    reached("replaced")
    return kept
