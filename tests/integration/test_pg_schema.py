"""The PostgreSQL schema: a faithful translation of the SQLite one, created and upgraded safely."""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from goclaw_lite.errors import DatabaseTooNewError, DatabaseTooOldError, NotADatabaseError, ValidationError
from goclaw_lite.ids import uuid7
from goclaw_lite.store.backend.db import ConstraintViolation
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.graph.counts import KG_COUNT_TABLES
from goclaw_lite.store.lifecycle.postgres_schema import (
    create_schema,
    inspect_schema,
    prepare_schema,
    read_install_record,
    schema_statements,
)
from goclaw_lite.store.lifecycle.search_index import SEARCH_INDEX_TABLES
from goclaw_lite.store.lifecycle.sqlite_schema import MASTER_TENANT_ID, SCHEMA_VERSION, prepare_database
from goclaw_lite.store.lifecycle.sqlite_schema import fresh_schema_sql as sqlite_schema_sql
from tests.integration.conftest import PgSchema

pytestmark = pytest.mark.postgres

CANONICAL_TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")
# Columns that refer to a row without a foreign key (or that the chat data model types as uuid).
UUID_WITHOUT_FK = {"active_leaf_id", "team_id", "spawned_by", "parent_message_id", "parent_trace_id", "parent_span_id"}
TIMESTAMPS_NOT_AT = {("traces", "start_time"), ("traces", "end_time"), ("spans", "start_time"), ("spans", "end_time")}
ON_DELETE = {"CASCADE": "c", "SET NULL": "n", "NO ACTION": "a", "RESTRICT": "r", "SET DEFAULT": "d"}


# --- the SQLite schema, as the reference ------------------------------------------------


@pytest.fixture(scope="module")
def sqlite_schema(tmp_path_factory: pytest.TempPathFactory) -> Iterator[sqlite3.Connection]:
    path = tmp_path_factory.mktemp("sqlite-ref") / "ref.db"
    prepare_database(path)
    conn = sqlite3.connect(path)
    try:
        yield conn
    finally:
        conn.close()


def sqlite_tables(conn: sqlite3.Connection) -> dict[str, str]:
    rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
    # The SQLite-only search index (FTS5 and its map tables): PostgreSQL indexes the data tables with pg_trgm.
    # The KG counters are derived too, each backend's own (schema/*/kg_counts.sql).
    return {str(name): str(sql) for name, sql in rows if name not in SEARCH_INDEX_TABLES | KG_COUNT_TABLES}


def expected_pg_type(table: str, column: str, decl: str, table_sql: str, fk_columns: set[str]) -> str:
    """The PostgreSQL type the translation rules give a SQLite column."""
    decl = decl.upper()
    if (table, column) == ("cron_jobs", "interval_ms"):
        return "bigint"  # GoClaw's type: an interval of 25 days or more is past integer's range in ms
    if decl == "INTEGER":
        return "boolean" if re.search(rf"\b{column}\s+IN\s*\(0,\s*1\)", table_sql) else "integer"
    if decl == "REAL":
        return "double precision"
    if decl == "BLOB":
        return "bytea"
    if re.search(rf"json_valid\({column}\)", table_sql) or column == "model_fallback":
        return "jsonb"
    if column.endswith("_at") or column in ("valid_from", "valid_until") or (table, column) in TIMESTAMPS_NOT_AT:
        return "timestamp with time zone"
    if column == "id" or column in fk_columns or column in UUID_WITHOUT_FK:
        return "uuid"
    if (table, column) in (("agent_conversations", "user_id"), ("spans", "agent_id")):
        return "uuid"  # the chat data model's type
    return "text"


async def pg_columns(db: PostgresDatabase) -> dict[str, dict[str, dict[str, object]]]:
    rows = await db.fetch_all(
        "SELECT table_name, column_name, data_type, is_nullable, column_default, datetime_precision "
        "FROM information_schema.columns WHERE table_schema = current_schema()"
    )
    tables: dict[str, dict[str, dict[str, object]]] = {}
    for r in rows:
        tables.setdefault(str(r["table_name"]), {})[str(r["column_name"])] = r
    return tables


# --- create ---------------------------------------------------------------------------


async def test_fresh_create_is_at_34_with_seeded_meta_and_master_tenant(pg_db: PostgresDatabase) -> None:
    assert (await inspect_schema(pg_db)).needs_create
    result = await prepare_schema(pg_db)
    assert result.created and result.version == SCHEMA_VERSION == 34 and result.backup_path is None
    assert await pg_db.fetch_all("SELECT version FROM goclaw_schema") == [{"version": 34}]
    meta = await MetaStore(pg_db).all()
    assert {"install_id", "local_user_id", "local_tenant_id", "created_at", "created_by_version"} <= meta.keys()
    assert meta["local_tenant_id"] == MASTER_TENANT_ID
    assert CANONICAL_TS.match(meta["created_at"])
    tenant = await pg_db.fetch_one("SELECT id, name, slug, status FROM tenants")
    assert tenant == {"id": MASTER_TENANT_ID, "name": "Master", "slug": "master", "status": "active"}
    install_id, key_check = await read_install_record(pg_db)
    assert install_id == meta["install_id"] and key_check is None

    again = await prepare_schema(pg_db)
    assert not again.created and again.upgraded_from is None and again.version == 34
    assert (await MetaStore(pg_db).all())["install_id"] == meta["install_id"]


async def test_version_table_holds_exactly_one_row(pg_ready: PostgresDatabase) -> None:
    with pytest.raises(ConstraintViolation, match="goclaw_schema_one_row"):
        await pg_ready.execute("INSERT INTO goclaw_schema (version) VALUES (?)", (34,))


def test_schema_file_splits_into_whole_statements() -> None:
    statements = schema_statements()
    function = [s for s in statements if "FUNCTION update_conversation_timestamp()" in s and s.startswith("CREATE OR REPLACE")]
    assert len(function) == 1
    assert "SET updated_at = NEW.created_at" in function[0] and function[0].rstrip().endswith("LANGUAGE plpgsql")
    assert not any(s.strip().startswith("$$") or s.strip() == "END" for s in statements)
    sqlite_tables_count = len(re.findall(r"^CREATE TABLE", sqlite_schema_sql(), flags=re.M))
    assert sum(s.startswith("CREATE TABLE") for s in statements) == sqlite_tables_count + 1  # + goclaw_schema


async def test_every_sqlite_table_and_column_exists_with_the_translated_type(
    pg_ready: PostgresDatabase, sqlite_schema: sqlite3.Connection
) -> None:
    reference = sqlite_tables(sqlite_schema)
    columns = await pg_columns(pg_ready)
    assert set(columns) - {"goclaw_schema"} - KG_COUNT_TABLES == set(reference)
    mismatches = []
    for table, table_sql in reference.items():
        info = sqlite_schema.execute(f"PRAGMA table_info({table})").fetchall()
        fks = {str(r[3]) for r in sqlite_schema.execute(f"PRAGMA foreign_key_list({table})")}
        assert {str(r[1]) for r in info} == set(columns[table]), table
        for _, name, decl, notnull, _default, _pk in info:
            pg = columns[table][name]
            want = expected_pg_type(table, name, decl, table_sql, fks)
            if pg["data_type"] != want:
                mismatches.append(f"{table}.{name}: {pg['data_type']} (want {want})")
            if (pg["is_nullable"] == "NO") != bool(notnull or _pk):
                mismatches.append(f"{table}.{name}: nullability differs")
            if want == "timestamp with time zone" and pg["datetime_precision"] != 3:
                mismatches.append(f"{table}.{name}: precision {pg['datetime_precision']}")
        assert mismatches == [], mismatches


async def test_foreign_keys_match_with_the_same_on_delete(pg_ready: PostgresDatabase, sqlite_schema: sqlite3.Connection) -> None:
    expected = set()
    for table in sqlite_tables(sqlite_schema):
        for r in sqlite_schema.execute(f"PRAGMA foreign_key_list({table})"):
            expected.add((table, str(r[3]), str(r[2]), str(r[4]), ON_DELETE[str(r[6])]))
    rows = await pg_ready.fetch_all(
        "SELECT tc.relname AS t, a.attname AS c, rc.relname AS rt, ra.attname AS rcol, k.confdeltype AS d "
        "FROM (SELECT conrelid, confrelid, confdeltype, unnest(conkey) AS col, unnest(confkey) AS refcol "
        "      FROM pg_constraint WHERE contype = 'f') k "
        "JOIN pg_class tc ON tc.oid = k.conrelid JOIN pg_class rc ON rc.oid = k.confrelid "
        "JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.col "
        "JOIN pg_attribute ra ON ra.attrelid = k.confrelid AND ra.attnum = k.refcol "
        "WHERE tc.relnamespace = current_schema()::regnamespace"
    )
    actual = {(r["t"], r["c"], r["rt"], r["rcol"], r["d"]) for r in rows}
    assert actual == expected


async def test_indexes_unique_keys_and_named_checks_match(pg_ready: PostgresDatabase, sqlite_schema: sqlite3.Connection) -> None:
    pg_indexes = {
        str(r["indexname"]): (str(r["tablename"]), str(r["indexdef"]))
        for r in await pg_ready.fetch_all("SELECT indexname, tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()")
    }
    for name, table, sql in sqlite_schema.execute("SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"):
        if table in SEARCH_INDEX_TABLES:
            continue
        assert name in pg_indexes, name
        pg_table, pg_def = pg_indexes[name]
        assert pg_table == table, name
        assert ("UNIQUE INDEX" in pg_def) == sql.upper().startswith("CREATE UNIQUE"), name
        assert (" WHERE " in pg_def) == (" WHERE " in sql.upper()), name

    pg_unique = {
        (str(r["t"]), tuple(sorted(str(c) for c in r["cols"].strip("{}").split(","))))
        for r in await pg_ready.fetch_all(
            "SELECT c.conrelid::regclass::text AS t, array_agg(a.attname)::text AS cols FROM pg_constraint c "
            "JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey) "
            "WHERE c.contype = 'u' AND c.connamespace = current_schema()::regnamespace GROUP BY c.oid, c.conrelid"
        )
    }
    named_checks = {str(r["conname"]) for r in await pg_ready.fetch_all(
        "SELECT conname FROM pg_constraint WHERE contype = 'c' AND connamespace = current_schema()::regnamespace")}
    for table, sql in sqlite_tables(sqlite_schema).items():
        for idx in sqlite_schema.execute(f"PRAGMA index_list({table})"):
            if idx[3] == "u":
                cols = tuple(sorted(str(r[2]) for r in sqlite_schema.execute(f"PRAGMA index_info({idx[1]})")))
                assert (table, cols) in pg_unique, (table, cols)
        for check in re.findall(r"CONSTRAINT (\w+) CHECK", sql):
            assert check in named_checks, check


async def test_chat_tables_follow_the_data_model(pg_ready: PostgresDatabase) -> None:
    columns = await pg_columns(pg_ready)
    conv, msg = columns["agent_conversations"], columns["agent_messages"]
    assert {k: conv[k]["data_type"] for k in ("id", "user_id", "franchise_id", "title", "status", "created_at", "updated_at")} == {
        "id": "uuid", "user_id": "uuid", "franchise_id": "uuid", "title": "text", "status": "text",
        "created_at": "timestamp with time zone", "updated_at": "timestamp with time zone",
    }
    assert conv["status"]["column_default"] == "'active'::text"
    assert conv["created_at"]["column_default"] == conv["updated_at"]["column_default"] == "now()"
    assert {k: msg[k]["data_type"] for k in ("id", "conversation_id", "role", "content", "tool_calls", "tool_call_id",
                                            "llm_duration_ms", "eval_tokens", "created_at")} == {
        "id": "uuid", "conversation_id": "uuid", "role": "text", "content": "text", "tool_calls": "jsonb",
        "tool_call_id": "text", "llm_duration_ms": "integer", "eval_tokens": "integer",
        "created_at": "timestamp with time zone",
    }
    assert msg["content"]["is_nullable"] == "YES" and msg["tool_calls"]["is_nullable"] == "YES"
    indexes = {str(r["indexname"]): str(r["indexdef"]) for r in await pg_ready.fetch_all(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()")}
    assert indexes["idx_messages_tool_call_id"].endswith("(tool_call_id) WHERE (role = 'tool'::text)")
    assert "(conversation_id, created_at)" in indexes["idx_messages_conversation_created"]
    assert "(user_id, updated_at DESC)" in indexes["idx_conversations_user_updated"]
    assert "(franchise_id)" in indexes["idx_conversations_franchise"]
    trigger = await pg_ready.fetch_one(
        "SELECT pg_get_triggerdef(t.oid) AS def, p.proname AS fn, l.lanname AS lang FROM pg_trigger t "
        "JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_language l ON l.oid = p.prolang JOIN pg_class c ON c.oid = t.tgrelid "
        "WHERE t.tgname = 'trg_messages_update_conversation' AND c.relnamespace = current_schema()::regnamespace"
    )
    assert trigger is not None
    assert trigger["fn"] == "update_conversation_timestamp" and trigger["lang"] == "plpgsql"
    assert "AFTER INSERT ON" in trigger["def"] and "agent_messages FOR EACH ROW EXECUTE FUNCTION" in trigger["def"]


# --- behaviour of the constraints -------------------------------------------------------


async def _conversation(db: PostgresDatabase, *, stamp: str = "2026-01-01T00:00:00.000Z", agent_id: str | None = None) -> str:
    identity = await MetaStore(db).identity()
    cid = uuid7()
    await db.execute(
        "INSERT INTO agent_conversations (id, user_id, franchise_id, title, created_at, updated_at, agent_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (cid, identity.user_id, identity.tenant_id, "hello", stamp, stamp, agent_id),
    )
    return cid


async def _message(db: PostgresDatabase, cid: str, role: str = "user", **columns: object) -> str:
    mid = uuid7()
    values = {"id": mid, "conversation_id": cid, "role": role, **columns}
    if role == "user":
        values.setdefault("content", "hi")
    names = ", ".join(values)
    await db.execute(f"INSERT INTO agent_messages ({names}) VALUES ({', '.join('?' for _ in values)})", tuple(values.values()))
    return mid


async def test_trigger_moves_conversation_updated_at_to_the_message_time(pg_ready: PostgresDatabase) -> None:
    cid = await _conversation(pg_ready)
    await _message(pg_ready, cid, created_at="2026-05-17T08:51:56.123Z")
    assert await pg_ready.fetch_value("SELECT updated_at FROM agent_conversations WHERE id = ?", (cid,)) == "2026-05-17T08:51:56.123Z"
    mid = await _message(pg_ready, cid)  # created_at from DEFAULT now()
    created = await pg_ready.fetch_value("SELECT created_at FROM agent_messages WHERE id = ?", (mid,))
    assert CANONICAL_TS.match(created)
    assert await pg_ready.fetch_value("SELECT updated_at FROM agent_conversations WHERE id = ?", (cid,)) == created


BAD_MESSAGES: list[tuple[str, dict[str, object], str]] = [
    ("user", {"content": None}, "agent_messages_user_shape"),
    ("user", {"content": "x", "tool_calls": "[]"}, "agent_messages_user_shape"),
    ("user", {"content": "x", "tool_call_id": "call_1"}, "agent_messages_user_shape"),
    ("assistant", {}, "agent_messages_assistant_shape"),
    ("assistant", {"content": "x", "tool_call_id": "call_1"}, "agent_messages_assistant_shape"),
    ("tool", {"content": "{}"}, "agent_messages_tool_shape"),
    ("tool", {"tool_call_id": "call_1"}, "agent_messages_tool_shape"),
    ("tool", {"content": "{}", "tool_call_id": "call_1", "tool_calls": "[]"}, "agent_messages_tool_shape"),
    ("system", {}, "agent_messages_system_shape"),
    ("user", {"content": "x", "llm_duration_ms": 5}, "agent_messages_assistant_only_fields"),
    ("tool", {"content": "{}", "tool_call_id": "c", "eval_tokens": 3}, "agent_messages_assistant_only_fields"),
    ("assistant", {"tool_calls": '{"id": "not an array"}'}, "agent_messages_tool_calls_check"),
    ("assistant", {"content": "x", "llm_duration_ms": -1}, "agent_messages_llm_duration_ms_check"),
    ("narrator", {"content": "x"}, "agent_messages_role_check"),
]
GOOD_MESSAGES: list[tuple[str, dict[str, object]]] = [
    ("user", {"content": "hello"}),
    ("assistant", {"content": "answer", "llm_duration_ms": 120, "eval_tokens": 42}),
    ("assistant", {"tool_calls": '[{"id": "call_1", "name": "ls", "arguments_json": "{}"}]'}),
    ("assistant", {"content": "both", "tool_calls": "[]"}),
    ("tool", {"content": '{"ok": true}', "tool_call_id": "call_1"}),
]


async def test_per_role_checks_refuse_bad_messages_and_accept_the_model_shapes(pg_ready: PostgresDatabase) -> None:
    cid = await _conversation(pg_ready)
    for role, columns, constraint in BAD_MESSAGES:
        values = {"content": None, **columns} if role != "user" else {"content": "hi", **columns}
        with pytest.raises(ConstraintViolation, match=constraint):
            await _message(pg_ready, cid, role, **values)
    for role, columns in GOOD_MESSAGES:
        mid = await _message(pg_ready, cid, role, **columns)
        assert await pg_ready.fetch_value("SELECT role FROM agent_messages WHERE id = ?", (mid,)) == role
    assert await pg_ready.fetch_value("SELECT COUNT(*) AS n FROM agent_messages") == len(GOOD_MESSAGES)


async def test_deletes_cascade_and_set_null_as_in_sqlite(pg_ready: PostgresDatabase) -> None:
    identity = await MetaStore(pg_ready).identity()
    agent_id = uuid7()
    await pg_ready.execute(
        "INSERT INTO agents (id, agent_key, owner_id, model, tenant_id) VALUES (?, ?, ?, ?, ?)",
        (agent_id, "helper", identity.user_id, "m", identity.tenant_id),
    )
    await pg_ready.execute(
        "INSERT INTO kg_entities (id, agent_id, external_id, name, entity_type, tenant_id) VALUES (?, ?, ?, ?, ?, ?)",
        (uuid7(), agent_id, "e1", "Alice", "person", identity.tenant_id),
    )
    cid = await _conversation(pg_ready, agent_id=agent_id)
    root = await _message(pg_ready, cid)
    await _message(pg_ready, cid, parent_id=root)
    await pg_ready.execute("DELETE FROM agents WHERE id = ?", (agent_id,))
    assert await pg_ready.fetch_value("SELECT agent_id FROM agent_conversations WHERE id = ?", (cid,)) is None
    assert await pg_ready.fetch_value("SELECT COUNT(*) AS n FROM kg_entities") == 0
    await pg_ready.execute("DELETE FROM agent_messages WHERE id = ?", (root,))
    assert await pg_ready.fetch_value("SELECT COUNT(*) AS n FROM agent_messages") == 0  # the reply went with its parent
    await _message(pg_ready, cid)
    await pg_ready.execute("DELETE FROM agent_conversations WHERE id = ?", (cid,))
    assert await pg_ready.fetch_value("SELECT COUNT(*) AS n FROM agent_messages") == 0


async def test_sealed_value_and_json_shape_checks(pg_ready: PostgresDatabase) -> None:
    identity = await MetaStore(pg_ready).identity()
    secret = "plaintext-ghp_0123456789abcdefghijklmnopqrstuv"
    with pytest.raises(ConstraintViolation, match="secure_cli_binaries_encrypted_env_check") as caught:
        await pg_ready.execute(
            "INSERT INTO secure_cli_binaries (id, binary_name, encrypted_env, tenant_id) VALUES (?, ?, ?, ?)",
            (uuid7(), "gh", secret, identity.tenant_id),
        )
    assert secret not in str(caught.value) and "ghp_" not in repr(caught.value)
    await pg_ready.execute(
        "INSERT INTO secure_cli_binaries (id, binary_name, encrypted_env, tenant_id) VALUES (?, ?, ?, ?)",
        (uuid7(), "gh", "aes-gcm:AAAA", identity.tenant_id),
    )
    with pytest.raises(ConstraintViolation, match="binary_name_check"):
        await pg_ready.execute(
            "INSERT INTO secure_cli_binaries (id, binary_name, encrypted_env, tenant_id) VALUES (?, ?, ?, ?)",
            (uuid7(), "Git ", "", identity.tenant_id),
        )
    agent_id = uuid7()
    await pg_ready.execute(
        "INSERT INTO agents (id, agent_key, owner_id, model, tenant_id) VALUES (?, ?, ?, ?, ?)",
        (agent_id, "a", "local", "m", identity.tenant_id),
    )
    with pytest.raises(ConstraintViolation, match="kg_entities_properties_check"):
        await pg_ready.execute(
            "INSERT INTO kg_entities (id, agent_id, external_id, name, entity_type, properties, tenant_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (uuid7(), agent_id, "x", "X", "t", "[1, 2]", identity.tenant_id),
        )
    with pytest.raises(ConstraintViolation, match="agents_tool_policy_check"):
        await pg_ready.execute("UPDATE agents SET tool_policy = ? WHERE id = ?", ('["allow"]', agent_id))


async def test_partial_unique_indexes_behave_like_sqlite(pg_ready: PostgresDatabase) -> None:
    identity = await MetaStore(pg_ready).identity()
    insert = "INSERT INTO agents (id, agent_key, owner_id, model, tenant_id, is_default, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
    first = uuid7()
    await pg_ready.execute(insert, (first, "helper", "local", "m", identity.tenant_id, True, None))
    with pytest.raises(ConstraintViolation, match="idx_agents_tenant_key_live"):
        await pg_ready.execute(insert, (uuid7(), "helper", "local", "m", identity.tenant_id, False, None))
    with pytest.raises(ConstraintViolation, match="idx_agents_one_default"):
        await pg_ready.execute(insert, (uuid7(), "other", "local", "m", identity.tenant_id, True, None))
    await pg_ready.execute("UPDATE agents SET deleted_at = ? WHERE id = ?", ("2026-05-17T08:51:56.123Z", first))
    await pg_ready.execute(insert, (uuid7(), "helper", "local", "m", identity.tenant_id, True, None))
    doc = "INSERT INTO vault_documents (id, tenant_id, scope, path) VALUES (?, ?, ?, ?)"
    await pg_ready.execute(doc, (uuid7(), identity.tenant_id, "shared", "notes/a.md"))
    with pytest.raises(ConstraintViolation, match="idx_vault_docs_unique_path"):
        await pg_ready.execute(doc, (uuid7(), identity.tenant_id, "shared", "notes/a.md"))
    with pytest.raises(ConstraintViolation, match="vault_documents_scope_consistency"):
        await pg_ready.execute(doc, (uuid7(), identity.tenant_id, "personal", "notes/b.md"))


# --- upgrade and refusal ----------------------------------------------------------------


async def _make_v33(db: PostgresDatabase) -> str:
    """A v33 schema: the current one without agents.model_fallback, with an agent in it."""
    await prepare_schema(db)
    identity = await MetaStore(db).identity()
    await db.execute("ALTER TABLE agents DROP COLUMN model_fallback")
    agent_id = uuid7()
    await db.execute(
        "INSERT INTO agents (id, agent_key, owner_id, provider, model, tenant_id) VALUES (?, ?, ?, ?, ?, ?)",
        (agent_id, "helper", "local", "ollama", "llama3", identity.tenant_id),
    )
    await db.execute("UPDATE goclaw_schema SET version = 33")
    return agent_id


async def test_upgrade_33_to_34_keeps_rows_and_adds_model_fallback(pg_db: PostgresDatabase) -> None:
    agent_id = await _make_v33(pg_db)
    install_id = (await MetaStore(pg_db).all())["install_id"]
    state = await inspect_schema(pg_db)
    assert state.needs_upgrade and state.version == 33
    result = await prepare_schema(pg_db)
    assert result.upgraded_from == 33 and result.version == 34 and not result.created
    assert await pg_db.fetch_value("SELECT version FROM goclaw_schema") == 34
    row = await pg_db.fetch_one("SELECT agent_key, model, model_fallback FROM agents WHERE id = ?", (agent_id,))
    assert row == {"agent_key": "helper", "model": "llama3", "model_fallback": "{}"}
    column = await pg_db.fetch_one(
        "SELECT data_type, is_nullable, column_default FROM information_schema.columns "
        "WHERE table_schema = current_schema() AND table_name = 'agents' AND column_name = 'model_fallback'"
    )
    assert column == {"data_type": "jsonb", "is_nullable": "NO", "column_default": "'{}'::jsonb"}
    meta = await MetaStore(pg_db).all()
    assert meta["upgraded_from"] == "33" and meta["install_id"] == install_id


async def test_upgrade_skips_a_column_that_is_already_there(pg_ready: PostgresDatabase) -> None:
    await pg_ready.execute("UPDATE agents SET model_fallback = ? WHERE false", ("{}",))
    await pg_ready.execute("UPDATE goclaw_schema SET version = 33")
    result = await prepare_schema(pg_ready)
    assert result.upgraded_from == 33 and await pg_ready.fetch_value("SELECT version FROM goclaw_schema") == 34


async def test_newer_and_too_old_versions_are_refused_untouched(pg_ready: PostgresDatabase) -> None:
    await pg_ready.execute("UPDATE goclaw_schema SET version = 35")
    with pytest.raises(DatabaseTooNewError, match="schema version 35, newer than"):
        await prepare_schema(pg_ready)
    assert await pg_ready.fetch_value("SELECT version FROM goclaw_schema") == 35
    await pg_ready.execute("UPDATE goclaw_schema SET version = 20")
    with pytest.raises(DatabaseTooOldError, match="version 20"):
        await prepare_schema(pg_ready)
    assert await pg_ready.fetch_value("SELECT version FROM goclaw_schema") == 20


async def test_a_schema_holding_other_tables_is_refused(pg_db: PostgresDatabase) -> None:
    await pg_db.execute("CREATE TABLE customers (id integer PRIMARY KEY)")
    with pytest.raises(NotADatabaseError, match=r"not GoClaw Lite's \(customers\)"):
        await prepare_schema(pg_db)
    assert await pg_db.fetch_all(pg_db.dialect.list_tables_sql()) == [{"name": "customers"}]


async def test_two_processes_starting_at_once_create_one_schema(pg_schema: PgSchema) -> None:
    first = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name)
    second = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name)
    try:
        results = await asyncio.gather(prepare_schema(first), prepare_schema(second))
        assert sorted(r.created for r in results) == [False, True]
        assert await first.fetch_value("SELECT COUNT(*) AS n FROM lite_meta WHERE key = 'install_id'") == 1
    finally:
        await first.close()
        await second.close()


async def test_adopting_an_install_keeps_its_identity(pg_db: PostgresDatabase, tmp_path: Path) -> None:
    sqlite_path = tmp_path / "goclaw.db"
    prepare_database(sqlite_path)
    conn = sqlite3.connect(sqlite_path)
    try:
        meta = dict(conn.execute("SELECT key, value FROM lite_meta"))
    finally:
        conn.close()
    meta["key_check"] = "aes-gcm:check"
    result = await prepare_schema(pg_db, adopt=meta)
    assert result.created
    adopted = await MetaStore(pg_db).all()
    assert {k: adopted[k] for k in meta} == meta
    identity = await MetaStore(pg_db).identity()
    assert (identity.install_id, identity.user_id) == (meta["install_id"], meta["local_user_id"])
    assert await read_install_record(pg_db) == (meta["install_id"], "aes-gcm:check")
    other = {**meta, "install_id": uuid7()}
    with pytest.raises(Exception, match="another GoClaw Lite install"):
        await prepare_schema(pg_db, adopt=other)


async def test_adopt_refuses_incomplete_or_bad_identity(pg_db: PostgresDatabase) -> None:
    with pytest.raises(ValidationError, match="lacks local_user_id"):
        await create_schema(pg_db, adopt={"install_id": uuid7(), "local_tenant_id": MASTER_TENANT_ID})
    with pytest.raises(ValidationError, match="invalid install_id"):
        await create_schema(pg_db, adopt={"install_id": "x", "local_user_id": uuid7(), "local_tenant_id": MASTER_TENANT_ID})
    assert (await inspect_schema(pg_db)).needs_create  # nothing was left behind
