"""Create, inspect and upgrade the SQLite database at schema version 34.

The schema files under `schema/sqlite/` are the single source of the schema. The version
lives in `PRAGMA user_version`. Everything that decides whether a file may be used runs
read-only first, so a database that is too new, not SQLite, or damaged is refused with the
file left byte-for-byte as it was.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from goclaw_lite import __version__
from goclaw_lite.errors import (
    CorruptDatabaseError,
    DatabaseError,
    DatabaseTooNewError,
    DatabaseTooOldError,
    MigrationError,
    NotADatabaseError,
)
from goclaw_lite.ids import now_ts, parse_ts, uuid7
from goclaw_lite.resources import schema_dir

SCHEMA_VERSION = 34
OLDEST_UPGRADABLE_VERSION = 33
SQLITE_MAGIC = b"SQLite format 3\x00"
MASTER_TENANT_ID = "0193a5b0-7000-7000-8000-000000000001"

# An upgrade step that only adds a column is skipped when the column is already there
# (a database that was patched by hand or by another build).
_COLUMN_GUARDS: dict[int, tuple[str, str]] = {33: ("agents", "model_fallback")}


# A full pass over a 100 MB file costs about a second, too much for every start. The quick
# check runs when the last one is older than this (or never ran); `db check`, upgrades and
# promotion always run the full integrity check, and SQLite reports damage it meets anyway.
QUICK_CHECK_INTERVAL = timedelta(hours=24)
LAST_QUICK_CHECK = "last_quick_check"


@dataclass(frozen=True)
class DatabaseState:
    path: Path
    exists: bool
    version: int
    checked_now: bool = False

    @property
    def needs_create(self) -> bool:
        return not self.exists

    @property
    def needs_upgrade(self) -> bool:
        return self.exists and self.version < SCHEMA_VERSION


@dataclass(frozen=True)
class PrepareResult:
    created: bool
    upgraded_from: int | None
    backup_path: Path | None
    version: int


def split_statements(sql: str) -> Iterator[str]:
    """Split a schema file into statements; trigger bodies (BEGIN ... END;) stay whole."""
    buffer: list[str] = []
    for line in sql.splitlines(keepends=True):
        buffer.append(line)
        candidate = "".join(buffer)
        if sqlite3.complete_statement(candidate):
            statement = candidate.strip()
            if _has_code(statement):
                yield statement
            buffer = []
    rest = "".join(buffer).strip()
    if _has_code(rest):
        raise MigrationError(f"schema file ends with an incomplete statement: {rest[:80]!r}")


def _has_code(statement: str) -> bool:
    return any(line.strip() and not line.strip().startswith("--") for line in statement.splitlines())


def fresh_schema_sql() -> str:
    return (schema_dir("sqlite") / "schema.sql").read_text(encoding="utf-8")


def upgrade_steps() -> dict[int, str]:
    """from-version -> SQL that upgrades it by one version, from `upgrades/NNN_to_MMM.sql`."""
    steps: dict[int, str] = {}
    folder = schema_dir("sqlite") / "upgrades"
    for file in sorted(folder.glob("*_to_*.sql")):
        start, _, end = file.stem.partition("_to_")
        if int(end) != int(start) + 1:
            raise MigrationError(f"upgrade file {file.name} must move exactly one version")
        steps[int(start)] = file.read_text(encoding="utf-8")
    return steps


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)


def _quick_check_due(conn: sqlite3.Connection, tables: set[str]) -> bool:
    if "lite_meta" not in tables:
        return True
    row = conn.execute("SELECT value FROM lite_meta WHERE key = ?", (LAST_QUICK_CHECK,)).fetchone()
    if row is None:
        return True
    try:
        last = parse_ts(str(row[0]))
    except ValueError:
        return True
    now = datetime.now(UTC)
    return not (now - QUICK_CHECK_INTERVAL < last <= now)


def inspect_database(path: Path, *, quick_check: bool | None = None) -> DatabaseState:
    """Decide whether `path` can be used, without writing to it.

    `quick_check`: True always runs `PRAGMA quick_check`, False never, None when it is due
    (see QUICK_CHECK_INTERVAL).
    """
    if not path.exists() or path.stat().st_size == 0:
        return DatabaseState(path=path, exists=False, version=0)
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise DatabaseError(f"Cannot read {path}: {exc.strerror}.") from exc
    if not header.startswith(SQLITE_MAGIC):
        raise NotADatabaseError(f"{path} is not a SQLite database; it was left untouched. Move it away or set GOCLAW_HOME to another folder.")
    try:
        conn = _read_only(path)
        try:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            run_check = quick_check if quick_check is not None else _quick_check_due(conn, tables)
            checked = False
            if run_check and version <= SCHEMA_VERSION:
                checked = True
                problems = [r[0] for r in conn.execute("PRAGMA quick_check")]
                if problems != ["ok"]:
                    raise CorruptDatabaseError(
                        f"{path} failed its integrity check ({problems[0]}); it was left untouched. "
                        "Restore a backup, or move the file away to start fresh."
                    )
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise CorruptDatabaseError(f"{path} cannot be read as a SQLite database ({exc}); it was left untouched.") from exc
    if version > SCHEMA_VERSION:
        raise DatabaseTooNewError(
            f"{path} is at schema version {version}, newer than this GoClaw Lite ({__version__}, schema {SCHEMA_VERSION}). "
            "Upgrade GoClaw Lite; the database was left untouched."
        )
    if version == 0:
        if tables:
            raise NotADatabaseError(f"{path} is a SQLite database but not a GoClaw Lite one; it was left untouched.")
        return DatabaseState(path=path, exists=False, version=0)
    if version < OLDEST_UPGRADABLE_VERSION:
        raise DatabaseTooOldError(
            f"{path} is at schema version {version}; this GoClaw Lite upgrades from {OLDEST_UPGRADABLE_VERSION} onward. "
            "The database was left untouched."
        )
    return DatabaseState(path=path, exists=True, version=version, checked_now=checked)


def record_quick_check(path: Path) -> None:
    """Remember a clean quick check, so the next starts can skip it for a while."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA busy_timeout = 5000")
        conn.execute(
            "INSERT INTO lite_meta(key, value, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            (LAST_QUICK_CHECK, now_ts(), now_ts()),
        )
    finally:
        conn.close()


def read_install_record(path: Path) -> tuple[str | None, str | None]:
    """install_id and key check value of an existing database, read-only."""
    conn = _read_only(path)
    try:
        rows = dict(conn.execute("SELECT key, value FROM lite_meta WHERE key IN ('install_id', 'key_check')").fetchall())
    finally:
        conn.close()
    return rows.get("install_id"), rows.get("key_check")


def integrity_problems(path: Path) -> list[str]:
    """Full `PRAGMA integrity_check`; an empty list means the file is sound."""
    conn = _read_only(path)
    try:
        rows = [r[0] for r in conn.execute("PRAGMA integrity_check")]
        fk = conn.execute("PRAGMA foreign_key_check").fetchall()
    finally:
        conn.close()
    problems = [] if rows == ["ok"] else rows
    problems += [f"foreign key violation in {r[0]} row {r[1]} -> {r[2]}" for r in fk]
    return problems


def _create_private_file(path: Path) -> None:
    fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    os.close(fd)


def _apply(conn: sqlite3.Connection, sql: str) -> None:
    for statement in split_statements(sql):
        conn.execute(statement)


def create_database(path: Path) -> None:
    """Build a fresh v34 database beside `path` and move it into place only once complete."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    staging = path.with_name(path.name + ".creating")
    for leftover in (staging, Path(str(staging) + "-wal"), Path(str(staging) + "-shm"), Path(str(staging) + "-journal")):
        leftover.unlink(missing_ok=True)
    if path.exists():
        os.chmod(path, 0o600)
        path.unlink()  # an empty (0-byte) file; inspect_database refuses anything else
    _create_private_file(staging)
    conn = sqlite3.connect(staging, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("BEGIN IMMEDIATE")
        try:
            _apply(conn, fresh_schema_sql())
            stamp = now_ts()
            meta = {
                "install_id": uuid7(),
                "local_user_id": uuid7(),
                "local_tenant_id": MASTER_TENANT_ID,
                "created_at": stamp,
                "created_by_version": __version__,
            }
            conn.executemany(
                "INSERT INTO lite_meta(key, value, updated_at) VALUES (?, ?, ?)",
                [(k, v, stamp) for k, v in meta.items()],
            )
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("PRAGMA journal_mode = WAL")
    finally:
        conn.close()
    os.replace(staging, path)


def backup_database(source: Path, target: Path) -> Path:
    """Copy a live database with SQLite's online backup API into a new 0600 file."""
    target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    if target.exists():
        raise DatabaseError(f"{target} already exists; choose another backup path.")
    _create_private_file(target)
    src = _read_only(source)
    try:
        dest = sqlite3.connect(target)
        try:
            src.backup(dest)
            dest.execute("PRAGMA journal_mode = DELETE")
        finally:
            dest.close()
    except BaseException:
        target.unlink(missing_ok=True)
        raise
    finally:
        src.close()
    return target


def _column_exists(conn: sqlite3.Connection, table: str, column: str) -> bool:
    return any(row[1] == column for row in conn.execute(f"PRAGMA table_info({table})"))


def upgrade_database(path: Path, from_version: int) -> Path:
    """Upgrade to SCHEMA_VERSION in one transaction after writing a backup beside the file."""
    problems = integrity_problems(path)
    if problems:
        raise CorruptDatabaseError(
            f"{path} failed its integrity check ({problems[0]}); it was not upgraded and was left untouched."
        )
    steps = upgrade_steps()
    missing = [v for v in range(from_version, SCHEMA_VERSION) if v not in steps]
    if missing:
        raise MigrationError(f"No upgrade step from schema version {missing[0]} to {missing[0] + 1}.")
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    backup = backup_database(path, path.with_name(f"{path.name}.v{from_version}-{stamp}.bak"))
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA busy_timeout = 5000")
        conn.execute("BEGIN IMMEDIATE")
        try:
            for version in range(from_version, SCHEMA_VERSION):
                guard = _COLUMN_GUARDS.get(version)
                if guard and _column_exists(conn, *guard):
                    continue
                _apply(conn, steps[version])
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute(
                "INSERT INTO lite_meta(key, value, updated_at) VALUES ('upgraded_from', ?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
                (str(from_version), now_ts()),
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    except sqlite3.Error as exc:
        raise MigrationError(f"Upgrading {path} from version {from_version} failed ({exc}); it is unchanged, backup at {backup}.") from exc
    finally:
        conn.close()
    return backup


def prepare_database(path: Path) -> PrepareResult:
    """Make `path` a usable v34 database: create it, upgrade it, or confirm it."""
    state = inspect_database(path)
    if state.needs_create:
        create_database(path)
        return PrepareResult(created=True, upgraded_from=None, backup_path=None, version=SCHEMA_VERSION)
    if state.needs_upgrade:
        backup = upgrade_database(path, state.version)
        return PrepareResult(created=False, upgraded_from=state.version, backup_path=backup, version=SCHEMA_VERSION)
    if state.checked_now:
        record_quick_check(path)
    return PrepareResult(created=False, upgraded_from=None, backup_path=None, version=state.version)
