"""Open the store a location names: a PostgreSQL URL or a SQLite database file.

`goclaw-lite --store postgresql://...` (or the store setting promotion writes) selects
PostgreSQL; anything else is a path to a SQLite file. Callers get a `Database` and never
branch on the backend again: the stores run the same SQL on both.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.errors import ConfigurationError, DatabaseError
from goclaw_lite.store.backend.db import Database, SQLiteDatabase
from goclaw_lite.store.lifecycle.search_index import ensure_postgres_search_index
from goclaw_lite.store.lifecycle.sqlite_schema import inspect_database, prepare_database

if TYPE_CHECKING:
    from goclaw_lite.store.backend.postgres import PostgresDatabase

SQLITE = "sqlite"
POSTGRESQL = "postgresql"


@dataclass(frozen=True)
class StoreLocation:
    """Where the data lives. `url` may hold a password, so it is kept out of repr."""

    kind: str
    description: str
    path: Path | None = None
    url: str | None = field(default=None, repr=False)

    @property
    def is_postgres(self) -> bool:
        return self.kind == POSTGRESQL


def parse_store_location(value: str | Path) -> StoreLocation:
    """A PostgreSQL URL, or a SQLite path (`sqlite:///path` is accepted too)."""
    if isinstance(value, Path):
        return StoreLocation(kind=SQLITE, description=f"SQLite {value}", path=value)
    text = value.strip()
    if not text:
        raise ConfigurationError("The store location is empty; give a PostgreSQL URL or a database file path.")
    if is_postgres_url(text):
        from goclaw_lite.store.backend.pg_target import (
            describe_url,  # psycopg is imported only for PostgreSQL
        )

        return StoreLocation(kind=POSTGRESQL, description=describe_url(text), url=text)
    if text.lower().startswith("sqlite://"):
        text = text[len("sqlite://") :]
    elif "://" in text:
        scheme = text.split("://", 1)[0]
        raise ConfigurationError(
            f"Unsupported store URL scheme {scheme!r}; use postgresql://user@host/database or a SQLite file path."
        )
    path = Path(text).expanduser()
    return StoreLocation(kind=SQLITE, description=f"SQLite {path}", path=path)


async def open_database(url_or_path: str | Path, *, read_only: bool = False, prepare: bool = True) -> Database:
    """A ready v34 `Database` for the location, created or upgraded first unless `prepare` is off.

    Read-only opens never create or upgrade; they refuse a location with no schema yet.
    """
    location = parse_store_location(url_or_path)
    if location.is_postgres:
        assert location.url is not None
        return await _open_postgres(location.url, read_only=read_only, prepare=prepare)
    assert location.path is not None
    path = location.path
    if prepare and not read_only:
        await asyncio.to_thread(prepare_database, path)
    elif not (await asyncio.to_thread(inspect_database, path)).exists:
        raise DatabaseError(no_database_message(path))
    return await SQLiteDatabase.connect(path, read_only=read_only)


def no_database_message(path: object) -> str:
    """What every command that only reads says when the database was never made (they do not
    make it: a read that created an empty database would hide a wrong GOCLAW_HOME)."""
    return (
        f"There is no database at {path} yet; create it with `goclaw-lite db migrate` (opening the window also does)."
    )


def is_postgres_url(value: object) -> bool:
    """A `postgresql://` or `postgres://` URL (decided without importing the driver)."""
    return isinstance(value, str) and value.strip().lower().startswith(("postgresql://", "postgres://"))


async def _open_postgres(url: str, *, read_only: bool, prepare: bool) -> PostgresDatabase:
    from goclaw_lite.store.backend.postgres import PostgresDatabase
    from goclaw_lite.store.lifecycle.postgres_schema import inspect_schema, prepare_schema

    db = await PostgresDatabase.connect(url, read_only=read_only)
    try:
        if prepare and not read_only:
            await prepare_schema(db)
            await ensure_postgres_search_index(db)
        elif not (await inspect_schema(db)).exists:
            raise DatabaseError(f"{db.description} holds no GoClaw Lite schema yet; open it once without read-only to create it.")
    except BaseException:
        await db.close()
        raise
    return db
