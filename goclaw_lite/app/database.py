"""The `db` commands' service: status facts, the full check and the online backup of a SQLite file.

It works on the database as a whole rather than on one job's rows; the CLI
(`goclaw-lite db`) only parses and prints, and imports no store class.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.errors import ConfigurationError, DatabaseError
from goclaw_lite.store.backend.db import Database, SQLiteDatabase
from goclaw_lite.store.lifecycle.open import StoreLocation
from goclaw_lite.store.lifecycle.sqlite_schema import (
    SCHEMA_VERSION,
    backup_database,
    inspect_database,
    integrity_problems,
)

CURRENT_SCHEMA_VERSION = SCHEMA_VERSION


@dataclass(frozen=True)
class CheckResult:
    path: Path
    version: int
    problems: tuple[str, ...]


def file_of(db: Database) -> Path | None:
    """The SQLite file behind an open store; None on PostgreSQL."""
    return db.path if isinstance(db, SQLiteDatabase) else None


def sqlite_path(location: StoreLocation, action: str) -> Path:
    """The SQLite file a `db` command works on; PostgreSQL has its own tools for this."""
    if location.is_postgres:
        raise ConfigurationError(
            f"`db {action}` works on SQLite files; the store is {location.description}. "
            "Use PostgreSQL's own tools there (pg_dump for a backup, amcheck for checks)."
        )
    assert location.path is not None
    return location.path


async def check(path: Path) -> CheckResult:
    """SQLite's full integrity_check and foreign_key_check of an existing file."""
    state = await asyncio.to_thread(inspect_database, path, quick_check=False)
    if not state.exists:
        raise DatabaseError(f"There is no database at {path} yet.")
    problems = await asyncio.to_thread(integrity_problems, path)
    return CheckResult(path, state.version, tuple(problems))


async def backup(source: Path, target: Path) -> None:
    """A consistent copy through SQLite's online backup API, safe while the app runs."""
    state = await asyncio.to_thread(inspect_database, source, quick_check=False)
    if not state.exists:
        raise DatabaseError(f"There is no database at {source} to back up.")
    await asyncio.to_thread(backup_database, source, target)
