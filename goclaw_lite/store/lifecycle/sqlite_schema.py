"""Create, inspect and upgrade the SQLite database at schema version 34.

The schema files under `schema/sqlite/` are the single source of the schema. The version
lives in `PRAGMA user_version`. Everything that decides whether a file may be used runs
read-only first, so a database that is too new, not SQLite, or damaged is refused with the
file left byte-for-byte as it was.
"""

from __future__ import annotations

import functools
import logging
import os
import re
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from goclaw_lite import __version__
from goclaw_lite.config import ensure_private_dir
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
from goclaw_lite.store.backend.clean_close import (
    forget_clean_close,
    unchanged_since_clean_close,
)
from goclaw_lite.store.backend.sqlite_files import read_only
from goclaw_lite.store.graph.counts import build_sqlite_counts
from goclaw_lite.store.lifecycle.index_shapes import reshape_indexes
from goclaw_lite.store.lifecycle.search_index import Progress, create_search_index

log = logging.getLogger(__name__)

SCHEMA_VERSION = 34
OLDEST_UPGRADABLE_VERSION = 33
SQLITE_MAGIC = b"SQLite format 3\x00"
MASTER_TENANT_ID = "0193a5b0-7000-7000-8000-000000000001"

# An upgrade step that only adds a column is skipped when the column is already there
# (a database that was patched by hand or by another build).
_COLUMN_GUARDS: dict[int, tuple[str, str]] = {33: ("agents", "model_fallback")}


# `PRAGMA quick_check` reads the whole file (106 MB: 35 ms cached, ~2 s from this machine's
# disk). It runs at every open, read-only ones included, unless the last writer closed the file
# cleanly and nothing has touched it since (see store/backend/clean_close.py); and at least once a day
# even then, for damage no program made (the disk). `db check`, upgrades and promotion always run
# the full integrity check, and SQLite reports damage it meets anyway.
QUICK_CHECK_INTERVAL = timedelta(hours=24)
LAST_QUICK_CHECK = "last_quick_check"
# SQLite's own companions of a database file: a leftover one beside a new database would be
# applied to it (a WAL's frames, a hot journal's pages).
COMPANION_SUFFIXES = ("-wal", "-journal", "-shm")
ORPHAN_MARK = ".orphaned-"
_CREATE_TABLE = re.compile(r"CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[\"`\[]?(\w+)", re.IGNORECASE)


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
    set_aside: tuple[Path, ...] = ()
    """Leftover WAL or journal files of a database that is gone, moved away before creating."""
    steps: tuple[str, ...] = ()
    """What this open changed after its one backup (`backup_path`), e.g. "the search index"."""

    @property
    def notices(self) -> list[str]:
        """What the person should know about this open (one line each)."""
        moved = [
            f"Moved {path.name.partition(ORPHAN_MARK)[0]} aside to {path} before creating the database: "
            "it was left by a database that is no longer there, and SQLite would have applied it to the new one."
            for path in self.set_aside
        ]
        if self.steps and self.backup_path is not None:
            moved.append(
                f"Brought the database up to date ({', '.join(self.steps)}); the file as it was is kept at "
                f"{self.backup_path} (`goclaw-lite db backups` lists such copies and removes them)."
            )
        return moved


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




@functools.lru_cache(maxsize=4)
def required_tables(version: int) -> frozenset[str]:
    """The tables every GoClaw Lite database at `version` has (those added by later upgrade steps excluded)."""
    tables = set(_CREATE_TABLE.findall(fresh_schema_sql()))
    for start, sql in upgrade_steps().items():
        if start >= version:
            tables -= set(_CREATE_TABLE.findall(sql))
    return frozenset(tables)


_ROOM_TO_OPEN = 1 << 20
"""Free space below which a failure to open a database is put down to a full disk."""


def _nearly_full(path: Path) -> bool:
    try:
        return shutil.disk_usage(path.parent).free < _ROOM_TO_OPEN
    except OSError:
        return False


def _unreadable(path: Path, exc: sqlite3.DatabaseError) -> DatabaseError:
    """SQLite's refusal to read `path`, in one line: damage, or a passing fault (locked, I/O)."""
    if isinstance(exc, sqlite3.OperationalError):
        if _nearly_full(path):  # SQLite reports a failed -shm/-wal as an I/O error
            return DatabaseError(
                f"Cannot open {path}: the disk holding it is full ({exc}); it was left untouched. "
                "Free some space and run the command again."
            )
        return DatabaseError(f"Cannot read {path} ({exc}); it was left untouched.")
    return CorruptDatabaseError(
        f"{path} is damaged: SQLite cannot read it ({exc}). It was left untouched; restore a backup, "
        "or move the file away to start fresh."
    )


def _not_ours(path: Path, detail: str) -> NotADatabaseError:
    return NotADatabaseError(f"{path} is not a GoClaw Lite database ({detail}); it was left untouched.")


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

    `quick_check`: True always runs `PRAGMA quick_check`, False never, None unless the file is
    unchanged since a clean close and was checked within QUICK_CHECK_INTERVAL.
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
        conn = read_only(path)
        try:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            run_check = (
                (not unchanged_since_clean_close(path) or _quick_check_due(conn, tables)) if quick_check is None else quick_check
            )
            checked = False
            if run_check and version <= SCHEMA_VERSION:
                checked = True
                problems = [r[0] for r in conn.execute("PRAGMA quick_check")]
                if problems != ["ok"]:
                    raise CorruptDatabaseError(
                        f"{path} is damaged: it failed its integrity check ({problems[0]}). It was left untouched; "
                        "restore a backup, or move the file away to start fresh."
                    )
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise _unreadable(path, exc) from exc
    if version > SCHEMA_VERSION:
        raise DatabaseTooNewError(
            f"{path} is at schema version {version}, newer than this GoClaw Lite ({__version__}, schema {SCHEMA_VERSION}). "
            "Upgrade GoClaw Lite; the database was left untouched."
        )
    if version == 0:
        if tables:
            raise _not_ours(path, "a SQLite file of another program")
        return DatabaseState(path=path, exists=False, version=0)
    if version < OLDEST_UPGRADABLE_VERSION:
        raise DatabaseTooOldError(
            f"{path} is at schema version {version}; this GoClaw Lite upgrades from {OLDEST_UPGRADABLE_VERSION} onward. "
            "The database was left untouched."
        )
    missing = sorted(required_tables(version) - tables)
    if missing:
        shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
        raise _not_ours(path, f"schema version {version}, but no table {shown}")
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
    try:
        conn = read_only(path)
        try:
            rows = dict(conn.execute("SELECT key, value FROM lite_meta WHERE key IN ('install_id', 'key_check')").fetchall())
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise _unreadable(path, exc) from exc
    return rows.get("install_id"), rows.get("key_check")


def integrity_problems(path: Path, *, structure: bool = True, foreign_keys: bool = True) -> list[str]:
    """Full `PRAGMA integrity_check` and `foreign_key_check` (either may be left out: promotion
    runs them at different times); an empty list means the file is sound.

    Damage the check cannot even walk past is a `CorruptDatabaseError`.
    """
    try:
        conn = read_only(path)
        try:
            rows = [r[0] for r in conn.execute("PRAGMA integrity_check")] if structure else ["ok"]
            fk = conn.execute("PRAGMA foreign_key_check").fetchall() if foreign_keys else []
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise _unreadable(path, exc) from exc
    problems = [] if rows == ["ok"] else rows
    problems += [f"foreign key violation in {r[0]} row {r[1]} -> {r[2]}" for r in fk]
    return problems


def _create_private_file(path: Path) -> None:
    fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    os.close(fd)


def _apply(conn: sqlite3.Connection, sql: str) -> None:
    for statement in split_statements(sql):
        conn.execute(statement)


def set_aside_companions(path: Path) -> tuple[Path, ...]:
    """Move away the WAL and journal of a database that is gone (or empty), and drop its `-shm`.

    SQLite would apply them to a new file of the same name: another database's pages.
    The moved files keep their content (`goclaw.db-wal.orphaned-<time>`, 0600).
    """
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    moved: list[Path] = []
    for suffix in COMPANION_SUFFIXES:
        leftover = path.with_name(path.name + suffix)
        if not leftover.exists():
            continue
        if suffix == "-shm" or leftover.stat().st_size == 0:
            leftover.unlink()
            continue
        target = leftover.with_name(f"{leftover.name}{ORPHAN_MARK}{stamp}")
        os.replace(leftover, target)
        os.chmod(target, 0o600)
        log.warning("moved a leftover %s aside to %s before creating the database", suffix, target.name)
        moved.append(target)
    return tuple(moved)


def create_database(path: Path) -> tuple[Path, ...]:
    """Build a fresh v34 database beside `path` and move it into place only once complete.

    Returns the leftover companion files it moved aside (see `set_aside_companions`).
    """
    ensure_private_dir(path.parent)
    staging = path.with_name(path.name + ".creating")
    for leftover in (staging, *(staging.with_name(staging.name + suffix) for suffix in COMPANION_SUFFIXES)):
        leftover.unlink(missing_ok=True)
    if path.exists():
        os.chmod(path, 0o600)
        path.unlink()  # an empty (0-byte) file; inspect_database refuses anything else
    moved = set_aside_companions(path)
    _create_private_file(staging)
    conn = sqlite3.connect(staging, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("BEGIN IMMEDIATE")
        try:
            _apply(conn, fresh_schema_sql())
            _apply(conn, additions_sql())
            create_search_index(conn)
            build_sqlite_counts(conn)
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
    return moved


BACKUP_PAGES_PER_STEP = 4096
"""Pages the online backup copies between progress reports (16 MB at 4 KiB pages)."""


def backup_database(source: Path, target: Path, progress: Progress | None = None) -> Path:
    """Copy a live database with SQLite's online backup API into a new 0600 file.

    `progress` hears ("Backing up the database", pages done, pages in all) as it goes.
    """
    ensure_private_dir(target.parent)
    if target.exists():
        raise DatabaseError(f"{target} already exists; choose another backup path.")
    _create_private_file(target)
    src = read_only(source)

    def report(_status: int, remaining: int, total: int) -> None:
        if progress:
            progress("Backing up the database", total - remaining, total)

    try:
        dest = sqlite3.connect(target)
        try:
            src.backup(dest, pages=BACKUP_PAGES_PER_STEP, progress=report)
            dest.execute("PRAGMA journal_mode = DELETE")
        finally:
            dest.close()
    except BaseException as exc:
        target.unlink(missing_ok=True)
        if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError):
            raise _unreadable(source, exc) from exc  # damage in the source; faults of the copy stay as they are
        raise
    finally:
        src.close()
    return target


def backup_beside(path: Path, tag: str, progress: Progress | None = None) -> Path:
    """A backup of `path` beside itself, `NAME.TAG-STAMP.bak` (what `db backups` lists)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    return backup_database(path, path.with_name(f"{path.name}.{tag}-{stamp}.bak"), progress)


def change_in_one_transaction(
    path: Path, doing: str, change: Callable[[sqlite3.Connection], None], backup: Path
) -> None:
    """Run `change` on `path` in one transaction, then give the WAL's space back.

    `doing` starts the error message ("Upgrading … failed (…); it is unchanged, backup at …").
    """
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA busy_timeout = 5000")
        conn.execute("BEGIN IMMEDIATE")
        try:
            change(conn)
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        # a big change leaves a WAL as large as what it wrote; without this it stays that size
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    except sqlite3.Error as exc:
        raise MigrationError(f"{doing} failed ({exc}); it is unchanged, backup at {backup}.") from exc
    finally:
        conn.close()


def _column_exists(conn: sqlite3.Connection, table: str, column: str) -> bool:
    return any(row[1] == column for row in conn.execute(f"PRAGMA table_info({table})"))


def require_sound(path: Path) -> None:
    """Refuse to upgrade a file that fails the full integrity check (before any backup)."""
    problems = integrity_problems(path)
    if problems:
        raise CorruptDatabaseError(
            f"{path} failed its integrity check ({problems[0]}); it was not upgraded and was left untouched."
        )


def version_upgrade(from_version: int) -> Callable[[sqlite3.Connection], None]:
    """The change that moves a file from `from_version` to SCHEMA_VERSION (with the additions)."""
    steps = upgrade_steps()
    missing = [v for v in range(from_version, SCHEMA_VERSION) if v not in steps]
    if missing:
        raise MigrationError(f"No upgrade step from schema version {missing[0]} to {missing[0] + 1}.")

    def upgrade(conn: sqlite3.Connection) -> None:
        for version in range(from_version, SCHEMA_VERSION):
            guard = _COLUMN_GUARDS.get(version)
            if guard and _column_exists(conn, *guard):
                continue
            _apply(conn, steps[version])
        _apply(conn, additions_sql())
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute(
            "INSERT INTO lite_meta(key, value, updated_at) VALUES ('upgraded_from', ?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            (str(from_version), now_ts()),
        )

    return upgrade


def prepare_database(path: Path, state: DatabaseState | None = None, progress: Progress | None = None) -> PrepareResult:
    """Make `path` a usable v34 database: create it, upgrade it, or confirm it.

    `state`: what `inspect_database` found just before, so the file is not checked twice.
    `progress` hears about the backup and the long steps (see store/lifecycle/upgrade.py).
    """
    from goclaw_lite.store.lifecycle.upgrade import checked_steps, run_steps

    state = inspect_database(path) if state is None else state
    steps = [] if state.needs_create else checked_steps(path, state, progress)  # may refuse: nothing written yet
    forget_clean_close(path)
    if state.needs_create:
        moved = create_database(path)
        return PrepareResult(created=True, upgraded_from=None, backup_path=None, version=SCHEMA_VERSION, set_aside=moved)
    done = run_steps(path, state, steps, progress)
    if state.checked_now and done.backup is None:
        record_quick_check(path)
    reshape_indexes(path, fresh_schema_sql(), progress)
    return PrepareResult(
        created=False, upgraded_from=state.version if state.needs_upgrade else None, backup_path=done.backup,
        version=SCHEMA_VERSION if state.needs_upgrade else state.version, steps=done.steps,
    )


# --- Tables added within schema 34 -----------------------------------------------------
# A feature that lands after the first v34 builds adds its tables without a version bump
# (the version is GoClaw's, shared with its Go edition): `additions/NNN_name.sql` holds
# idempotent DDL that a new database runs at creation and an existing one runs on open,
# once, after the usual backup and in one transaction. Their tables are not required of a
# v34 file (an earlier build's database is still ours), so `required_tables` never sees them.


CREATE_TABLE_PATTERN = _CREATE_TABLE


def additions_sql() -> str:
    folder = schema_dir("sqlite") / "additions"
    return "\n".join(file.read_text(encoding="utf-8") for file in sorted(folder.glob("*.sql")))


def apply_additions(conn: sqlite3.Connection) -> None:
    _apply(conn, additions_sql())


def addition_tables() -> frozenset[str]:
    return frozenset(_CREATE_TABLE.findall(additions_sql()))


def missing_addition_tables(path: Path) -> list[str]:
    conn = read_only(path)
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        conn.close()
    return sorted(addition_tables() - tables)
