"""Promotion with indexes built after the load: broken foreign keys named, search indexes skipped."""

from __future__ import annotations

import sqlite3

import pytest

from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import DatabaseError
from goclaw_lite.ids import uuid7
from goclaw_lite.promote.deferred import build, defer, pending
from goclaw_lite.promote.progress import ProgressLog
from goclaw_lite.promote.run import promote
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from tests.integration.conftest import PgSchema, admin_connect
from tests.integration.test_promote import build_source, schema_url

pytestmark = pytest.mark.postgres


async def test_a_row_breaking_a_deferred_foreign_key_is_named_and_the_record_stays(pg_schema: PgSchema) -> None:
    url = schema_url(pg_schema)
    db = await PostgresDatabase.connect(url)
    try:
        await prepare_schema(db)
        await ProgressLog(db).ensure()
        assert await defer(db, ["agent_messages"]) >= 3  # its foreign keys and plain indexes
        with admin_connect(url) as pg:  # a row whose conversation does not exist, as a broken source would give
            pg.execute(
                "INSERT INTO agent_messages (id, conversation_id, role, content, created_at) "
                "VALUES (%s, %s, 'user', 'x', now())", (uuid7(), uuid7()),
            )
        items = await pending(db)
        with pytest.raises(DatabaseError, match=r"agent_messages break agent_messages_conversation_id_fkey.*--resume"):
            await build(db, items)
        left = {item.name for item in await pending(db)}
        assert "agent_messages_conversation_id_fkey" in left  # still to build on the next run
        assert "idx_messages_parent" not in left  # built before the foreign keys, its record gone with it
    finally:
        await db.close()


async def test_a_source_breaking_a_foreign_key_is_refused_before_anything_is_written(
    test_key: str, pg_schema: PgSchema
) -> None:
    await build_source()
    path = resolve_paths().db_path
    conn = sqlite3.connect(path)
    try:  # an old file written with foreign keys off: a message of a conversation that is gone
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute(
            "INSERT INTO agent_messages (id, conversation_id, role, content, created_at) VALUES (?, ?, 'user', 'x', ?)",
            (uuid7(), uuid7(), "2026-01-01T00:00:00.000Z"),
        )
        conn.commit()
    finally:
        conn.close()
    url = schema_url(pg_schema)
    with pytest.raises(DatabaseError, match="foreign key violation in agent_messages"):
        await promote(path, url)
    with admin_connect(url) as pg:
        assert pg.execute("SELECT to_regclass('agent_messages')").fetchone() == (None,)


async def test_search_index_tables_of_sqlite_are_not_copied(test_key: str, pg_schema: PgSchema) -> None:
    await build_source()
    path = resolve_paths().db_path
    conn = sqlite3.connect(path)
    try:  # an FTS5 index (a virtual table and its shadow tables): PostgreSQL builds its own
        conn.execute("CREATE VIRTUAL TABLE bench_fts USING fts5(content, content='agent_messages', tokenize='trigram')")
        conn.execute("INSERT INTO bench_fts (bench_fts) VALUES ('rebuild')")
        conn.commit()
    finally:
        conn.close()
    result = await promote(path, schema_url(pg_schema))
    assert result.report is not None and result.report.ok
    assert not {t for t, _n in result.preflight.row_counts if t.startswith("bench_fts")}
