"""One call for both faces (the CLI and the setup wizard): import a GoClaw file into an open app."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.import_skills import SkillImport
from goclaw_lite.ids import now_ts
from goclaw_lite.importer.envelope import ENV_NAME as ENV_NAME
from goclaw_lite.importer.envelope import GoClawEnvelope
from goclaw_lite.importer.envelope import GoClawKey as GoClawKey
from goclaw_lite.importer.envelope import default_source_path as default_source_path
from goclaw_lite.importer.envelope import derive_key as derive_key
from goclaw_lite.importer.envelope import find_key as find_key
from goclaw_lite.importer.run import (
    Importer,
    Progress,
    SourceCheck,
    check_source,
)
from goclaw_lite.importer.run import ImportOptions as ImportOptions
from goclaw_lite.model.imports import ImportReport, SkillFolder
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.definitions.skills import SkillStore
from goclaw_lite.store.lifecycle.sqlite_schema import backup_database
from goclaw_lite.store.transfer.goclaw_source import GoClawSource


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


_BACKUP_PREFIX = "goclaw-before-import-"
_UNFINISHED = ".unfinished"


class ImportBackup:
    """The copy of our SQLite file an import takes first (PostgreSQL: the transaction is the guard).

    It is written as `goclaw-before-import-STAMP.db.unfinished` and gets its final name just
    before the import's COMMIT. An import that fails removes its copy (its transaction rolled
    back, the copy is of the database as it still is); one killed outright leaves it
    unfinished, and the next import removes it. So killed imports do not pile up full-size
    copies, and a copy is never removed for an import that committed.
    """

    def __init__(self, app: AppContext) -> None:
        self._app = app
        self._unfinished: Path | None = None
        self._final: Path | None = None

    def take(self) -> str | None:
        db = self._app.stores.db
        if not isinstance(db, SQLiteDatabase):
            return None
        folder = self._app.paths.backup_dir
        for leftover in folder.glob(f"{_BACKUP_PREFIX}*.db{_UNFINISHED}") if folder.is_dir() else ():
            leftover.unlink(missing_ok=True)  # one writer at a time: that import is dead
        stamp = now_ts().replace(":", "").replace("-", "").replace(".", "")
        self._final = folder / f"{_BACKUP_PREFIX}{stamp}.db"
        self._unfinished = backup_database(db.path, self._final.with_name(self._final.name + _UNFINISHED))
        return str(self._final)

    def keep(self) -> None:
        if self._unfinished is not None and self._final is not None:
            os.replace(self._unfinished, self._final)
            self._unfinished = None

    def discard_unkept(self) -> None:
        if self._unfinished is not None:
            self._unfinished.unlink(missing_ok=True)
            self._unfinished = None


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
        skills = SkillImport(app.paths.data_dir)
        try:
            folders: dict[str, SkillFolder | str] = {}
            if "skills" in check.tables and "skills" not in check.unreadable:
                folders = await skills.prepare(source, SkillStore(app.stores.db, app.stores.identity))
            importer = Importer(app.stores.db, app.stores.identity, app.cipher, options, progress,
                                skill_folders=folders)
            backup = ImportBackup(app)
            try:
                report = await importer.run(source, check, key, backup=backup.take, committing=backup.keep)
            finally:
                backup.discard_unkept()
            if not options.dry_run:
                report.notes.extend(skills.place(importer.written.get("skills", set())))
            return report
        finally:
            skills.discard()
    finally:
        source.close()
