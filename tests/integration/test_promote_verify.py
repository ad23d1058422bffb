"""Verification's checksums: PostgreSQL's SQL and the SQLite side agree on every row, and one
changed value in any column, on either side, is reported (real server)."""

from __future__ import annotations

import random
import sqlite3
import struct
from typing import Any

import psycopg
import pytest

from goclaw_lite.config import resolve_paths
from goclaw_lite.promote.canonical import float_bits, pg_json_text
from goclaw_lite.promote.readers import LocalReader
from goclaw_lite.promote.run import promote
from goclaw_lite.promote.source import plan_for
from goclaw_lite.promote.tables import discover
from goclaw_lite.promote.verify import source_checksum, target_checksum
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from goclaw_lite.store.transfer import promotion as sql
from tests.integration.conftest import PgSchema, admin_connect
from tests.integration.test_promote import build_source, schema_url

pytestmark = pytest.mark.postgres


def test_python_forms_floats_and_json_exactly_as_postgres(pg_schema: PgSchema) -> None:
    rng = random.Random(7)
    floats = [struct.unpack("<d", rng.randbytes(8))[0] for _ in range(3000)]
    floats = [f for f in floats if f == f] + [1e15, 1e14, 1e-4, 1e-5, 0.1, 1 / 3, 2.0**60, -0.0, 5e-324, 1.7976931348623157e308]
    floats += [rng.uniform(0, 1) for _ in range(500)] + [round(rng.uniform(-1e6, 1e6), rng.randint(0, 6)) for _ in range(500)]
    documents = [
        '{"bb": 1, "a": [1.0, 2.50, 1e2, -0, 3E-3], "ccc": {"é": "x\\ty", "z": null, "": true}}',
        '{"a": 1, "a": {"b": 2}}', '[{"k": "\\u001f\\"\\\\"}, 12345678901234567890123, -1.5e-7, 0.000]',
        '"plain ünïcode"', "null", '{"duration": 0.25, "ok": true, "tags": ["x", "y"]}',
    ]
    with admin_connect(schema_url(pg_schema)) as conn:
        conn.execute("CREATE TABLE f (id int PRIMARY KEY, v float8)")
        conn.execute("CREATE TABLE j (id int PRIMARY KEY, v jsonb)")
        with conn.cursor() as cur:
            cur.executemany("INSERT INTO f VALUES (%s, %s)", list(enumerate(floats)))
            cur.executemany("INSERT INTO j VALUES (%s, %s::jsonb)", list(enumerate(documents)))
        printed = dict(conn.execute("SELECT id, encode(float8send(v), 'hex') FROM f").fetchall())
        assert [(f, printed[i]) for i, f in enumerate(floats) if float_bits(f) != printed[i]] == []
        jsonb = dict(conn.execute("SELECT id, v::text FROM j").fetchall())
        assert [(d, jsonb[i]) for i, d in enumerate(documents) if pg_json_text(d) != jsonb[i]] == []


def _changed_sqlite(value: Any, kind: str) -> Any:
    if kind == "uuid":
        return value[:-1] + ("0" if value[-1] != "0" else "1")
    if kind == "ts":
        return value[:-2] + ("0" if value[-2] != "0" else "1") + "Z"
    if kind in ("bool",):
        return 1 - value
    if kind == "int":
        return value + 1
    if kind == "float":
        return value / 2 if value else 0.5
    if kind == "json":
        return "[" + value + "]"
    if kind == "bytes":
        return value + b"x"
    return value + "x"


async def test_one_changed_value_in_any_column_changes_the_checksum(test_key: str, pg_schema: PgSchema) -> None:
    await build_source()
    path = resolve_paths().db_path
    url = schema_url(pg_schema)
    await promote(path, url)
    source = await SQLiteDatabase.connect(path, read_only=True)
    target = await PostgresDatabase.connect(url)
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA ignore_check_constraints = ON")
    tested_sqlite: list[str] = []
    tested_pg: list[str] = []
    try:
        specs = await discover(source, target)
        for spec in specs:
            plan = plan_for(spec)
            baseline = await source_checksum(source, spec)
            assert baseline == await target_checksum(target, spec), spec.name
            for column, kind in (*plan.plain, *plan.special):
                row = writer.execute(
                    f'SELECT "{column}", rowid, {", ".join(spec.pk)} FROM "{spec.name}" WHERE "{column}" IS NOT NULL LIMIT 1'
                ).fetchone()
                if row is None:
                    continue
                # SQLite side: the copy's own reader sees the change
                writer.execute(f'UPDATE "{spec.name}" SET "{column}" = ? WHERE rowid = ?', (_changed_sqlite(row[0], kind), row[1]))
                writer.commit()
                try:
                    changed = await source_checksum(source, spec)
                finally:
                    writer.execute(f'UPDATE "{spec.name}" SET "{column}" = ? WHERE rowid = ?', (row[0], row[1]))
                    writer.commit()
                assert changed[0] == baseline[0] and changed[1] != baseline[1], f"{spec.name}.{column} in SQLite"
                tested_sqlite.append(f"{spec.name}.{column}")
                # PostgreSQL side: the server's SQL sees the same change
                if _pg_change(url, spec.name, column, kind, [*plan.plain, *plan.special], row[2:], spec.pk):
                    tested_pg.append(f"{spec.name}.{column}")
        assert await source_checksum(source, specs[-1]) == await target_checksum(target, specs[-1])
    finally:
        writer.close()
        await source.close()
        await target.close()
    kinds = {kind for spec in specs for _c, kind in (*plan_for(spec).plain, *plan_for(spec).special)}
    assert kinds >= {"uuid", "ts", "bool", "int", "text", "json", "float"}
    assert len(tested_sqlite) > 100 and len(tested_pg) > 80, (len(tested_sqlite), len(tested_pg))


_PG_CHANGE = {
    "uuid": "gen_random_uuid()", "ts": "{c} + interval '1 millisecond'", "bool": "NOT {c}", "int": "{c} + 1",
    "float": "CASE WHEN {c} = 0.5 THEN 0.25 ELSE 0.5 END", "json": "jsonb_build_array({c})", "text": "{c} || 'x'",
    "bytes": "{c} || '\\x78'::bytea",
}


def _pg_change(url: str, table: str, column: str, kind: str, plan_fields: list[tuple[str, str]], key: tuple[Any, ...],
               pk: tuple[str, ...]) -> bool:
    """Change one value in PostgreSQL in a transaction that is rolled back; False when a CHECK forbids it."""
    query = sql.target_checksum(table, plan_fields)
    where = " AND ".join(f"{sql.quote_ident(k)}::text = %s" for k in pk)
    change = _PG_CHANGE[kind].format(c=sql.quote_ident(column))
    with psycopg.connect(url) as conn:  # not autocommit: nothing here is kept
        conn.execute("SET session_replication_role = replica")  # foreign keys off; CHECKs stay on
        before = conn.execute(query).fetchone()
        try:
            updated = conn.execute(f"UPDATE {sql.quote_ident(table)} SET {sql.quote_ident(column)} = {change} WHERE {where}",
                         [str(v) for v in key])
        except psycopg.errors.CheckViolation:
            conn.rollback()
            return False
        assert updated.rowcount == 1, (table, column, key)
        after = conn.execute(query).fetchone()
        conn.rollback()
    assert before is not None and after is not None
    assert after[0] == before[0] and after[1] != before[1], f"{table}.{column} in PostgreSQL"
    return True


async def test_nul_in_any_text_column_sends_the_row_to_the_checked_path(test_key: str, pg_schema: PgSchema) -> None:
    """The reader looks for NUL in the rendered row once (not per column in SQLite): a NUL in
    whichever text column makes that row's value cleaned, and only that row's."""
    facts = await build_source(messages=6)
    path = resolve_paths().db_path
    source = await SQLiteDatabase.connect(path, read_only=True)
    target = await PostgresDatabase.connect(schema_url(pg_schema))
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA ignore_check_constraints = ON")
    try:
        await prepare_schema(target)
        spec = next(s for s in await discover(source, target) if s.name == "agent_messages")
        plan = plan_for(spec)
        texts = [column for column, kind in plan.plain if kind == "text"]
        assert len(texts) >= 5
        reader = LocalReader(source)
        clean = await reader.read_page(plan, None, 100)
        assert clean.cleaned == 0 and b"\xef\xbf\xbd" not in clean.data
        for column in texts:
            old = writer.execute(f'SELECT "{column}" FROM agent_messages WHERE id = ?', (facts.message_ids[2],)).fetchone()[0]
            writer.execute(f'UPDATE agent_messages SET "{column}" = ? WHERE id = ?', (f"{old or ''}a\x00b", facts.message_ids[2]))
            writer.commit()
            try:
                page = await reader.read_page(plan, None, 100)
            finally:
                writer.execute(f'UPDATE agent_messages SET "{column}" = ? WHERE id = ?', (old, facts.message_ids[2]))
                writer.commit()
            assert page.cleaned == 1 and page.count == clean.count, column
            assert "a\ufffdb".encode() in page.data and page.checksum != clean.checksum, column
    finally:
        writer.close()
        await source.close()
        await target.close()
