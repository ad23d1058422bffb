"""Backups of the SQLite store and `db restore`: the job the CLI and the Settings page share.

A backup is checked before anything changes: it must be a GoClaw Lite database at a schema
version this build opens (an older one is upgraded on the next open), pass the full
integrity check, and be opened by a key we have. A backup sealed under another key (made
before a rotation, or by another install) is refused unless that key is given (`--key-file`,
or GOCLAW_KEY); a key given by file is stored after the swap, and the key it replaces, which
opens the database just set aside, is written beside that backup (`….bak.key`, 0600).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.app.database import file_of as database_file
from goclaw_lite.config import Paths
from goclaw_lite.errors import (
    CorruptDatabaseError,
    DatabaseError,
    NotADatabaseError,
    ValidationError,
    WrongKeyError,
)
from goclaw_lite.security.crypto import key_fingerprint
from goclaw_lite.security.key_export import write_key_file
from goclaw_lite.security.keysource import KeySourceKind, KeyStore, LoadedKey, read_key_file
from goclaw_lite.store.backend.disk_space import human as size_text
from goclaw_lite.store.backend.lock import WriterLock, database_lock_path
from goclaw_lite.store.lifecycle.backups import BackupFile, list_backups, remove_backup, swap_in
from goclaw_lite.store.lifecycle.search_index import Progress
from goclaw_lite.store.lifecycle.sqlite_schema import inspect_database, integrity_problems, read_install_record
from goclaw_lite.store.sealed.columns import KeyEvidence, sqlite_key_evidence

__all__ = [
    "BackupFile", "RestorePlan", "database_file", "RestoreResult", "backups", "check_restore", "forget_backup", "restore", "size_text",
]


@dataclass(frozen=True)
class RestorePlan:
    """A backup that passed every check, and how its key is known."""

    source: Path
    target: Path
    version: int
    install_id: str | None
    key: LoadedKey | None
    """The key that opens it; None when it holds no secrets."""
    store_key: bool
    """The key came from a file given for this restore and is stored once the swap is done."""


@dataclass(frozen=True)
class RestoreResult:
    kept: Path | None
    """The database as it was before, kept as a backup (None when there was none)."""
    stored_key: str | None = None
    previous_key_file: Path | None = None

    def lines(self, plan: RestorePlan) -> list[str]:
        said = [f"Restored {plan.source} into {plan.target} (schema version {plan.version})."]
        if self.kept is not None:
            said.append(f"The database as it was is kept at {self.kept}.")
        if self.stored_key is not None:
            said.append(f"Its key is now stored in {self.stored_key}.")
        if self.previous_key_file is not None:
            said.append(f"The key that opens the kept database was written to {self.previous_key_file} "
                        "(readable only by you).")
        if plan.key is not None and plan.key.kind is KeySourceKind.ENV:
            said.append(f"It opens with the key in {plan.key.location}; keep giving it, "
                        "or store it with `goclaw-lite key init --import`.")
        return said


def backups(paths: Paths, db_path: Path) -> list[BackupFile]:
    return list_backups(db_path, paths.backup_dir)


def forget_backup(paths: Paths, db_path: Path, name: str) -> BackupFile:
    return remove_backup(db_path, paths.backup_dir, name)


def _key_for(paths: Paths, source: Path, install_id: str | None, evidence: KeyEvidence,
             key_file: Path | None) -> tuple[LoadedKey | None, bool]:
    """(the key that opens the backup, whether it must be stored); refuses when none does."""
    if not evidence.expects_key:
        return None, False
    if key_file is not None:
        given = read_key_file(key_file.expanduser())
        if given is None:
            raise ValidationError(f"There is no key file at {key_file}; nothing was changed.")
        if not evidence.opened_by(given):
            raise WrongKeyError(
                f"The key in {key_file} (fingerprint {key_fingerprint(given)}) does not open {source} either; "
                "nothing was changed."
            )
        return LoadedKey(given, KeySourceKind.FILE, str(key_file)), True
    loaded = KeyStore(paths.key_file, install_id or "restore").load()
    if loaded is not None and evidence.opened_by(loaded.key):
        return loaded, False
    have = f"the key in {loaded.location} (fingerprint {loaded.fingerprint})" if loaded is not None else "no key found"
    raise WrongKeyError(
        f"{source} was sealed under another encryption key ({have} does not open it); nothing was changed. "
        "Give the key it was made with: --key-file FILE (a `key export --file` copy) or GOCLAW_KEY."
    )


async def check_restore(paths: Paths, target: Path, source: Path, key_file: Path | None = None) -> RestorePlan:
    """Every check a backup must pass before `restore` may put it in place; nothing is written."""
    source = source.expanduser().resolve()
    if not source.is_file():
        raise DatabaseError(f"There is no file at {source}; nothing was changed.")
    if source == target.resolve():
        raise ValidationError(f"{source} is the database itself; choose a backup of it.")
    try:
        state = await asyncio.to_thread(inspect_database, source, quick_check=False)
        problems = await asyncio.to_thread(integrity_problems, source) if state.exists else []
    except CorruptDatabaseError as exc:
        reason = exc.__cause__ or exc
        raise CorruptDatabaseError(f"{source} is damaged ({reason}); it was not restored and nothing was changed.") from exc
    if not state.exists:
        raise NotADatabaseError(f"{source} holds no GoClaw Lite database (it is empty); nothing was changed.")
    if problems:
        raise CorruptDatabaseError(f"{source} is damaged ({problems[0]}); it was not restored and nothing was changed.")
    install_id, check_value = await asyncio.to_thread(read_install_record, source)
    evidence = await sqlite_key_evidence(source, check_value)
    key, store = _key_for(paths, source, install_id, evidence, key_file)
    return RestorePlan(source, target, state.version, install_id, key, store)


def _current_key(paths: Paths, target: Path) -> LoadedKey | None:
    """The stored key of the database about to be set aside (None when unreadable or none)."""
    try:
        install_id, _ = read_install_record(target) if target.exists() else (None, None)
    except DatabaseError:
        return None
    return KeyStore(paths.key_file, install_id, environ={}).load() if install_id else None  # stored, not GOCLAW_KEY


def _restore_locked(paths: Paths, plan: RestorePlan, progress: Progress | None) -> RestoreResult:
    previous = _current_key(paths, plan.target) if plan.store_key else None
    kept = swap_in(plan.source, plan.target, progress)
    if not plan.store_key or plan.key is None:
        return RestoreResult(kept)
    previous_file = None
    if previous is not None and previous.key != plan.key.key and kept is not None:
        previous_file = write_key_file(kept.with_name(kept.name + ".key"), previous.key)
    stored = KeyStore(paths.key_file, plan.install_id or "restore").save(plan.key.key)
    return RestoreResult(kept, stored.location, previous_file)


async def restore(paths: Paths, plan: RestorePlan, *, program: str, lock_held: bool = False,
                  progress: Progress | None = None) -> RestoreResult:
    """Put the checked backup in place of the database, under the writer lock(s).

    `lock_held`: the caller (the window) holds the locks and has closed its store.
    """
    locks: list[WriterLock] = []
    try:
        if not lock_held:
            locks.append(WriterLock(paths.lock_path, program))
            own = database_lock_path(plan.target)
            if own != paths.lock_path.resolve():
                locks.append(WriterLock(own, program, subject=f"The database {plan.target}"))
            for lock in locks:
                lock.acquire()
        return await asyncio.to_thread(_restore_locked, paths, plan, progress)
    finally:
        for lock in reversed(locks):
            lock.release()
