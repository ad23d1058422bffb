"""open_database picks the backend from the location and hands back a ready v34 Database."""

from __future__ import annotations

from pathlib import Path

import pytest

from goclaw_lite.errors import ConfigurationError, DatabaseError
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.lifecycle.open import POSTGRESQL, SQLITE, open_database, parse_store_location
from tests.integration.conftest import PgSchema


def test_locations_are_told_apart_and_urls_keep_their_password_private(tmp_path: Path) -> None:
    pg = parse_store_location(" postgresql://ann:Hidden-Pw-1@db.example:6543/lite ")
    assert pg.kind == POSTGRESQL and pg.is_postgres
    assert pg.description == "PostgreSQL ann@db.example:6543/lite"
    assert "Hidden-Pw-1" not in repr(pg) and "Hidden-Pw-1" not in pg.description
    assert parse_store_location("postgres://db.example/lite").kind == POSTGRESQL
    file = parse_store_location(str(tmp_path / "goclaw.db"))
    assert (file.kind, file.path) == (SQLITE, tmp_path / "goclaw.db")
    assert parse_store_location(f"sqlite://{tmp_path}/x.db").path == tmp_path / "x.db"
    assert parse_store_location(tmp_path / "y.db").path == tmp_path / "y.db"
    with pytest.raises(ConfigurationError, match="Unsupported store URL scheme 'mysql'"):
        parse_store_location("mysql://root@localhost/x")
    with pytest.raises(ConfigurationError, match="empty"):
        parse_store_location("  ")
    with pytest.raises(ConfigurationError, match="not a valid PostgreSQL URL") as bad:
        parse_store_location("postgresql://ann:Hidden-Pw-1@db.example/lite?nonsense_option=1")
    assert "Hidden-Pw-1" not in str(bad.value)


async def test_a_sqlite_path_is_created_then_reopened(tmp_path: Path) -> None:
    path = tmp_path / "data" / "goclaw.db"
    with pytest.raises(DatabaseError, match="no database"):
        await open_database(path, read_only=True)
    db = await open_database(str(path))
    try:
        assert isinstance(db, SQLiteDatabase)
        install = (await MetaStore(db).identity()).install_id
    finally:
        await db.close()
    again = await open_database(path, read_only=True)
    try:
        assert (await MetaStore(again).identity()).install_id == install
    finally:
        await again.close()


@pytest.mark.postgres
async def test_a_postgres_url_with_a_search_path_gets_its_schema(pg_schema: PgSchema) -> None:
    url = f"{pg_schema.url}?options=-csearch_path%3D{pg_schema.name}"
    with pytest.raises(DatabaseError, match="holds no GoClaw Lite schema yet"):
        await open_database(url, read_only=True)
    db = await open_database(url)
    try:
        assert isinstance(db, PostgresDatabase) and db.dialect.name == "postgresql"
        assert await db.fetch_value("SELECT current_schema() AS s") == pg_schema.name
        assert await db.fetch_value("SELECT version FROM goclaw_schema") == 34
        install = (await MetaStore(db).identity()).install_id
    finally:
        await db.close()
    reader = await open_database(url, read_only=True)
    try:
        assert (await MetaStore(reader).identity()).install_id == install
        with pytest.raises(DatabaseError, match="read-only"):
            await MetaStore(reader).set("k", "v")
    finally:
        await reader.close()
