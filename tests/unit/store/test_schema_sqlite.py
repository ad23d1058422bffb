"""The fresh SQLite schema (v34) and the 33 -> 34 upgrade step, checked on real sqlite3.

The schema files are applied with a small local helper (statement by statement inside one
BEGIN/COMMIT), independent of the application's migration runner, so these tests pin down
the DDL itself: constraints, cascades, indexes and the chat data model's rules.
"""

from __future__ import annotations

import re
import sqlite3
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

SCHEMA_DIR = Path(__file__).resolve().parents[3] / "schema" / "sqlite"
SCHEMA_FILE = SCHEMA_DIR / "schema.sql"
UPGRADE_33_TO_34 = SCHEMA_DIR / "upgrades" / "033_to_034.sql"

MASTER = "0193a5b0-7000-7000-8000-000000000001"
TS_DEFAULT = "strftime('%Y-%m-%dT%H:%M:%fZ','now')"
CANONICAL_TS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$")

EXPECTED_TABLES = {
    "lite_meta",
    "tenants",
    "llm_providers",
    "agents",
    "agent_conversations",
    "agent_messages",
    "activity_logs",
    "episodic_summaries",
    "agent_evolution_metrics",
    "agent_evolution_suggestions",
    "kg_entities",
    "kg_relations",
    "kg_dedup_candidates",
    "vault_documents",
    "vault_links",
    "agent_links",
    "subagent_tasks",
    "secure_cli_binaries",
    "secure_cli_agent_grants",
    "secure_cli_user_credentials",
    "secure_cli_context_credentials",
    "hooks",
    "hook_agents",
    "hook_executions",
    "consolidation_jobs",
}

# Tables scoped to a tenant some other way (through a parent row, or franchise_id).
TABLES_WITHOUT_TENANT_ID = {
    "lite_meta",
    "tenants",
    "agent_conversations",
    "agent_messages",
    "vault_links",
    "hook_agents",
    "hook_executions",
}


# --------------------------------------------------------------------------------------
# helpers


def _has_code(text: str) -> bool:
    return any(line.strip() and not line.strip().startswith("--") for line in text.splitlines())


def split_statements(sql: str) -> list[str]:
    """Cut a script at every `;` that ends a complete statement (triggers stay whole)."""
    statements: list[str] = []
    buffer = ""
    pieces = sql.split(";")
    for piece in pieces[:-1]:
        buffer += piece + ";"
        if sqlite3.complete_statement(buffer):
            if _has_code(buffer):
                statements.append(buffer.strip())
            buffer = ""
    rest = buffer + pieces[-1]
    if _has_code(rest):
        raise ValueError(f"script ends with an incomplete statement: {rest.strip()[:80]!r}")
    return statements


def apply_sql(conn: sqlite3.Connection, sql: str) -> None:
    """Run a script atomically: all statements commit together or none do."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        for statement in split_statements(sql):
            conn.execute(statement)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def connect(path: str | Path = ":memory:") -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    return conn


def new_id() -> str:
    return str(uuid.uuid4())


def table_sql(conn: sqlite3.Connection, name: str) -> str:
    row = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", (name,)).fetchone()
    assert row is not None, f"{name} missing"
    return str(row[0])


def tables(conn: sqlite3.Connection) -> set[str]:
    return {
        r[0]
        for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
    }


def columns(conn: sqlite3.Connection, table: str) -> list[tuple[str, str, int, str | None, int]]:
    return [(r[1], r[2], r[3], r[4], r[5]) for r in conn.execute(f"PRAGMA table_info({table})")]


def add_tenant(conn: sqlite3.Connection, slug: str = "other") -> str:
    tid = new_id()
    conn.execute("INSERT INTO tenants (id, name, slug) VALUES (?, ?, ?)", (tid, slug.title(), slug))
    return tid


def add_agent(conn: sqlite3.Connection, key: str = "default", *, tenant: str = MASTER, **extra: object) -> str:
    aid = new_id()
    cols = {"id": aid, "agent_key": key, "owner_id": "local", "model": "m", "tenant_id": tenant, **extra}
    conn.execute(
        f"INSERT INTO agents ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})",
        tuple(cols.values()),
    )
    return aid


def add_conversation(conn: sqlite3.Connection, **extra: object) -> str:
    cid = new_id()
    cols = {"id": cid, "user_id": "local-user", "franchise_id": MASTER, "title": "Hello", **extra}
    conn.execute(
        f"INSERT INTO agent_conversations ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})",
        tuple(cols.values()),
    )
    return cid


def add_message(conn: sqlite3.Connection, conversation_id: str, role: str, **extra: object) -> str:
    mid = new_id()
    cols = {"id": mid, "conversation_id": conversation_id, "role": role, **extra}
    conn.execute(
        f"INSERT INTO agent_messages ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})",
        tuple(cols.values()),
    )
    return mid


def add_entity(conn: sqlite3.Connection, agent_id: str, external_id: str, *, entity_id: str | None = None) -> str:
    eid = entity_id or new_id()
    conn.execute(
        "INSERT INTO kg_entities (id, agent_id, external_id, name, entity_type, tenant_id) VALUES (?, ?, ?, ?, 'thing', ?)",
        (eid, agent_id, external_id, external_id.title(), MASTER),
    )
    return eid


def count(conn: sqlite3.Connection, table: str, where: str = "1", params: tuple[object, ...] = ()) -> int:
    return int(conn.execute(f"SELECT COUNT(*) FROM {table} WHERE {where}", params).fetchone()[0])


def query_plan(conn: sqlite3.Connection, sql: str, params: tuple[object, ...]) -> str:
    return " | ".join(str(r[3]) for r in conn.execute("EXPLAIN QUERY PLAN " + sql, params))


# --------------------------------------------------------------------------------------
# fixtures


@pytest.fixture(scope="module")
def schema_text() -> str:
    return SCHEMA_FILE.read_text(encoding="utf-8")


@pytest.fixture
def db(schema_text: str) -> Iterator[sqlite3.Connection]:
    conn = connect()
    apply_sql(conn, schema_text)
    yield conn
    conn.close()


@pytest.fixture
def agent(db: sqlite3.Connection) -> str:
    return add_agent(db)


@pytest.fixture
def conversation(db: sqlite3.Connection) -> str:
    return add_conversation(db)


# --------------------------------------------------------------------------------------
# the file itself


def test_schema_text_has_no_pragma_and_no_transaction_control(schema_text: str) -> None:
    assert "PRAGMA user_version" not in schema_text.upper().replace("  ", " ")
    assert re.search(r"\bpragma\b", schema_text, re.IGNORECASE) is None
    for statement in split_statements(schema_text):
        code = "\n".join(line for line in statement.splitlines() if not line.strip().startswith("--")).strip()
        assert not re.match(r"(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b", code, re.IGNORECASE), code[:60]


def test_splitter_keeps_the_trigger_whole(schema_text: str) -> None:
    statements = split_statements(schema_text)
    triggers = [s for s in statements if "CREATE TRIGGER" in s]
    assert len(triggers) == 1
    assert triggers[0].rstrip().endswith("END;")
    assert "UPDATE agent_conversations" in triggers[0]


def test_master_tenant_id_literal_appears_only_in_the_seed(schema_text: str) -> None:
    assert schema_text.count(MASTER) == 1
    seed = [s for s in split_statements(schema_text) if MASTER in s]
    assert len(seed) == 1 and "INSERT OR IGNORE INTO tenants" in seed[0]


def test_tenant_columns_have_no_default_in_the_text(schema_text: str) -> None:
    for line in schema_text.splitlines():
        if re.match(r"\s*(tenant_id|franchise_id)\s", line):
            assert "DEFAULT" not in line.upper(), line


# --------------------------------------------------------------------------------------
# fresh apply


def test_fresh_apply_is_clean(db: sqlite3.Connection) -> None:
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    assert [r[0] for r in db.execute("PRAGMA integrity_check")] == ["ok"]
    # the runner, not the schema, stamps the version
    assert db.execute("PRAGMA user_version").fetchone()[0] == 0
    assert not db.in_transaction


def test_exact_table_set(db: sqlite3.Connection) -> None:
    assert tables(db) == EXPECTED_TABLES


def test_no_dropped_reference_features(db: sqlite3.Connection) -> None:
    names = tables(db)
    for absent in ("sessions", "cron_jobs", "channel_instances", "agent_teams", "webhooks", "workstations",
                   "agent_heartbeats", "skills", "mcp_servers", "tenant_users", "tenant_hook_budget", "schema_version"):
        assert absent not in names


def test_every_table_is_strict(db: sqlite3.Connection) -> None:
    listed = {r[1]: r[5] for r in db.execute("PRAGMA table_list") if r[0] == "main" and r[2] == "table"}
    for name in EXPECTED_TABLES:
        assert listed[name] == 1, f"{name} is not STRICT"


def test_failed_apply_leaves_nothing_behind(schema_text: str) -> None:
    conn = connect()
    with pytest.raises(sqlite3.OperationalError):
        apply_sql(conn, schema_text + "\nCREATE TABLE broken (id TEXT PRIMARY KEY REFERENCES);\n")
    assert tables(conn) == set()
    conn.close()


def test_master_tenant_is_seeded(db: sqlite3.Connection) -> None:
    rows = db.execute("SELECT id, name, slug, status FROM tenants").fetchall()
    assert rows == [(MASTER, "Master", "master", "active")]
    # the seed statement is idempotent on its own
    seed = next(s for s in split_statements(SCHEMA_FILE.read_text(encoding="utf-8")) if MASTER in s)
    db.execute(seed)
    assert count(db, "tenants") == 1


def test_every_foreign_key_column_is_indexed(db: sqlite3.Connection) -> None:
    missing = []
    for table in sorted(EXPECTED_TABLES):
        leading: set[str] = set()
        for idx in db.execute(f"PRAGMA index_list({table})"):
            name, partial = idx[1], idx[4]
            if partial:
                continue  # a partial index cannot serve a cascade lookup
            info = db.execute(f"PRAGMA index_info({name})").fetchall()
            if info and info[0][2] is not None:
                leading.add(info[0][2])
        for fk in db.execute(f"PRAGMA foreign_key_list({table})"):
            if fk[1] == 0 and fk[3] not in leading:
                missing.append(f"{table}.{fk[3]}")
    assert missing == []


def test_tenant_columns_are_required_and_cascade(db: sqlite3.Connection) -> None:
    for table in sorted(EXPECTED_TABLES):
        column = "franchise_id" if table == "agent_conversations" else "tenant_id"
        info = {c[0]: c for c in columns(db, table)}
        if table in TABLES_WITHOUT_TENANT_ID and table != "agent_conversations":
            assert "tenant_id" not in info, table
            continue
        _, _, notnull, default, _ = info[column]
        assert notnull == 1 and default is None, f"{table}.{column}"
        fks = {fk[3]: fk for fk in db.execute(f"PRAGMA foreign_key_list({table})")}
        assert fks[column][2] == "tenants" and fks[column][6] == "CASCADE", f"{table}.{column}"


def test_tenant_id_has_no_default_at_runtime(db: sqlite3.Connection) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="NOT NULL"):
        db.execute("INSERT INTO agents (id, agent_key, owner_id, model) VALUES (?, 'a', 'o', 'm')", (new_id(),))


def test_json_columns_with_a_default_are_validated(db: sqlite3.Connection) -> None:
    unguarded = []
    for table in sorted(EXPECTED_TABLES):
        sql = table_sql(db, table)
        for name, _, _, default, _ in columns(db, table):
            if default in ("'{}'", "'[]'") and f"json_valid({name})" not in sql:
                unguarded.append(f"{table}.{name}")
    # model_fallback alone stays bare so fresh and upgraded databases are identical
    assert unguarded == ["agents.model_fallback"]


def test_invalid_json_is_rejected(db: sqlite3.Connection, agent: str) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute("UPDATE agents SET tools_config = 'not json' WHERE id = ?", (agent,))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute("UPDATE agents SET tool_policy = '[]' WHERE id = ?", (agent,))
    db.execute("""UPDATE agents SET tool_policy = '{"shell":"ask","read_file":"allow"}' WHERE id = ?""", (agent,))


def test_strict_tables_refuse_bytes_for_json(db: sqlite3.Connection, agent: str) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="cannot store BLOB"):
        db.execute("UPDATE agents SET other_config = ? WHERE id = ?", (b"{}", agent))


def test_timestamp_defaults_are_canonical(db: sqlite3.Connection, agent: str) -> None:
    for table in sorted(EXPECTED_TABLES):
        for name, ctype, notnull, default, _ in columns(db, table):
            if name in ("created_at", "updated_at"):
                assert ctype == "TEXT" and notnull == 1, f"{table}.{name}"
                assert default is not None and TS_DEFAULT in default.replace(" ", ""), f"{table}.{name}"
    created, updated = db.execute("SELECT created_at, updated_at FROM agents WHERE id = ?", (agent,)).fetchone()
    assert CANONICAL_TS.match(created) and CANONICAL_TS.match(updated)


def test_booleans_are_zero_or_one(db: sqlite3.Connection, agent: str) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute("UPDATE agents SET restrict_to_workspace = 2 WHERE id = ?", (agent,))


# --------------------------------------------------------------------------------------
# chat data model: agent_conversations


def test_conversation_defaults(db: sqlite3.Connection, conversation: str) -> None:
    status, created, updated, metadata, leaf = db.execute(
        "SELECT status, created_at, updated_at, metadata, active_leaf_id FROM agent_conversations WHERE id = ?",
        (conversation,),
    ).fetchone()
    assert status == "active" and metadata == "{}" and leaf is None
    assert CANONICAL_TS.match(created) and CANONICAL_TS.match(updated)


def test_conversation_status_check(db: sqlite3.Connection) -> None:
    add_conversation(db, status="closed")
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        add_conversation(db, status="archived")


@pytest.mark.parametrize("column", ["user_id", "franchise_id", "title"])
def test_conversation_required_columns(db: sqlite3.Connection, column: str) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="NOT NULL"):
        add_conversation(db, **{column: None})


def test_conversation_franchise_must_be_a_tenant(db: sqlite3.Connection) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        add_conversation(db, franchise_id=new_id())


def test_conversation_indexes(db: sqlite3.Connection) -> None:
    cols = [(r[2], r[3]) for r in db.execute("PRAGMA index_xinfo(idx_conversations_user_updated)") if r[5]]
    assert cols == [("user_id", 0), ("updated_at", 1)]  # (name, desc)
    assert [r[2] for r in db.execute("PRAGMA index_info(idx_conversations_franchise)")] == ["franchise_id"]


def test_conversation_list_uses_user_updated_index(db: sqlite3.Connection) -> None:
    plan = query_plan(
        db, "SELECT id FROM agent_conversations WHERE user_id = ? ORDER BY updated_at DESC LIMIT 50", ("u",)
    )
    assert "idx_conversations_user_updated" in plan
    assert "TEMP B-TREE" not in plan


# --------------------------------------------------------------------------------------
# chat data model: agent_messages


ACCEPTED_MESSAGES = {
    "user text": ("user", {"content": "hi"}),
    "assistant final answer": ("assistant", {"content": "hello", "llm_duration_ms": 812, "eval_tokens": 40,
                                              "provider": "local", "model": "qwen"}),
    "assistant tool calls only": ("assistant", {"tool_calls": '[{"id":"c1","name":"ls","arguments_json":"{}"}]'}),
    "assistant both": ("assistant", {"content": "checking", "tool_calls": '[{"id":"c1","name":"ls","arguments_json":"{}"}]'}),
    "assistant mid-stream": ("assistant", {"content": "", "state": "streaming"}),
    "tool result": ("tool", {"content": '{"ok":true}', "tool_call_id": "c1"}),
    "tool error": ("tool", {"content": '{"error":"boom"}', "tool_call_id": "c1", "state": "error", "error": "boom"}),
}


@pytest.mark.parametrize("role,fields", ACCEPTED_MESSAGES.values(), ids=ACCEPTED_MESSAGES.keys())
def test_message_shapes_accepted(db: sqlite3.Connection, conversation: str, role: str, fields: dict[str, object]) -> None:
    mid = add_message(db, conversation, role, **fields)
    assert count(db, "agent_messages", "id = ?", (mid,)) == 1


REJECTED_MESSAGES = {
    "user with tool_calls": ("user", {"content": "hi", "tool_calls": "[]"}, "agent_messages_user_shape"),
    "user without content": ("user", {}, "agent_messages_user_shape"),
    "user with tool_call_id": ("user", {"content": "hi", "tool_call_id": "c1"}, "agent_messages_user_shape"),
    "tool without tool_call_id": ("tool", {"content": "{}"}, "agent_messages_tool_shape"),
    "tool without content": ("tool", {"tool_call_id": "c1"}, "agent_messages_tool_shape"),
    "tool with tool_calls": ("tool", {"content": "{}", "tool_call_id": "c1", "tool_calls": "[]"}, "agent_messages_tool_shape"),
    "assistant with neither": ("assistant", {}, "agent_messages_assistant_shape"),
    "assistant with tool_call_id": ("assistant", {"content": "x", "tool_call_id": "c1"}, "agent_messages_assistant_shape"),
    "system with tool_calls": ("system", {"content": "x", "tool_calls": "[]"}, "agent_messages_system_shape"),
    "llm_duration_ms on user": ("user", {"content": "hi", "llm_duration_ms": 5}, "agent_messages_assistant_only_fields"),
    "eval_tokens on tool": ("tool", {"content": "{}", "tool_call_id": "c1", "eval_tokens": 5}, "agent_messages_assistant_only_fields"),
    "model on user": ("user", {"content": "hi", "model": "m"}, "agent_messages_assistant_only_fields"),
    "unknown role": ("bot", {"content": "hi"}, "role IN"),
    "unknown state": ("assistant", {"content": "x", "state": "paused"}, "state IN"),
    "negative duration": ("assistant", {"content": "x", "llm_duration_ms": -1}, "llm_duration_ms >= 0"),
}


@pytest.mark.parametrize("role,fields,constraint", REJECTED_MESSAGES.values(), ids=REJECTED_MESSAGES.keys())
def test_message_shapes_rejected(
    db: sqlite3.Connection, conversation: str, role: str, fields: dict[str, object], constraint: str
) -> None:
    with pytest.raises(sqlite3.IntegrityError, match=re.escape(constraint)):
        add_message(db, conversation, role, **fields)
    assert count(db, "agent_messages") == 0


@pytest.mark.parametrize("value", ['{"id":"c1"}', '"c1"', "42", "not json", "[unclosed"])
def test_tool_calls_must_be_a_json_array(db: sqlite3.Connection, conversation: str, value: str) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        add_message(db, conversation, "assistant", tool_calls=value)


def test_message_defaults(db: sqlite3.Connection, conversation: str) -> None:
    mid = add_message(db, conversation, "user", content="hi")
    state, metadata, created, parent = db.execute(
        "SELECT state, metadata, created_at, parent_id FROM agent_messages WHERE id = ?", (mid,)
    ).fetchone()
    assert state == "complete" and metadata == "{}" and parent is None
    assert CANONICAL_TS.match(created)


def test_message_needs_an_existing_conversation(db: sqlite3.Connection) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        add_message(db, new_id(), "user", content="hi")


def test_trigger_bumps_conversation_updated_at(db: sqlite3.Connection) -> None:
    old = "2020-01-01T00:00:00.000Z"
    cid = add_conversation(db, created_at=old, updated_at=old)
    other = add_conversation(db, created_at=old, updated_at=old)
    stamp = "2026-05-17T08:51:56.123Z"
    add_message(db, cid, "user", content="hi", created_at=stamp)
    assert db.execute("SELECT updated_at FROM agent_conversations WHERE id = ?", (cid,)).fetchone()[0] == stamp
    assert db.execute("SELECT updated_at FROM agent_conversations WHERE id = ?", (other,)).fetchone()[0] == old
    # with the column defaulted, the conversation gets exactly the stored created_at
    mid = add_message(db, cid, "assistant", content="hello")
    created = db.execute("SELECT created_at FROM agent_messages WHERE id = ?", (mid,)).fetchone()[0]
    assert db.execute("SELECT updated_at FROM agent_conversations WHERE id = ?", (cid,)).fetchone()[0] == created


def test_trigger_definition(db: sqlite3.Connection) -> None:
    row = db.execute(
        "SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger' AND name = 'trg_messages_update_conversation'"
    ).fetchone()
    assert row is not None and row[0] == "agent_messages"
    assert "AFTER INSERT" in row[1].upper()


def test_deleting_a_conversation_cascades(db: sqlite3.Connection) -> None:
    cid = add_conversation(db)
    keep = add_conversation(db)
    first = add_message(db, cid, "user", content="hi")
    add_message(db, cid, "assistant", content="hello", parent_id=first)
    add_message(db, keep, "user", content="stay")
    binary = new_id()
    db.execute("INSERT INTO secure_cli_binaries (id, binary_name, encrypted_env, tenant_id) VALUES (?, 'gh', '', ?)", (binary, MASTER))
    db.execute(
        "INSERT INTO secure_cli_context_credentials (id, binary_id, conversation_id, encrypted_env, tenant_id) VALUES (?, ?, ?, 'aes-gcm:AAAA', ?)",
        (new_id(), binary, cid, MASTER),
    )
    task = new_id()
    db.execute(
        "INSERT INTO subagent_tasks (id, tenant_id, parent_agent_key, subject, description, conversation_id) VALUES (?, ?, 'default', 's', 'd', ?)",
        (task, MASTER, cid),
    )
    db.execute("DELETE FROM agent_conversations WHERE id = ?", (cid,))
    assert count(db, "agent_messages", "conversation_id = ?", (cid,)) == 0
    assert count(db, "agent_messages", "conversation_id = ?", (keep,)) == 1
    assert count(db, "secure_cli_context_credentials") == 0
    assert db.execute("SELECT conversation_id FROM subagent_tasks WHERE id = ?", (task,)).fetchone()[0] is None
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []


def test_deleting_a_message_removes_its_branch(db: sqlite3.Connection, conversation: str) -> None:
    root = add_message(db, conversation, "user", content="q")
    branch_a = add_message(db, conversation, "assistant", content="a", parent_id=root)
    branch_b = add_message(db, conversation, "assistant", content="b", parent_id=root)
    follow = add_message(db, conversation, "user", content="more", parent_id=branch_a)
    db.execute("DELETE FROM agent_messages WHERE id = ?", (branch_a,))
    remaining = {r[0] for r in db.execute("SELECT id FROM agent_messages")}
    assert remaining == {root, branch_b}
    assert follow not in remaining


def test_message_indexes(db: sqlite3.Connection) -> None:
    cols = [(r[2], r[3]) for r in db.execute("PRAGMA index_xinfo(idx_messages_conversation_created)") if r[5]]
    assert cols == [("conversation_id", 0), ("created_at", 0)]
    assert [r[2] for r in db.execute("PRAGMA index_info(idx_messages_tool_call_id)")] == ["tool_call_id"]
    sql = db.execute("SELECT sql FROM sqlite_master WHERE name = 'idx_messages_tool_call_id'").fetchone()[0]
    assert re.search(r"WHERE\s+role\s*=\s*'tool'", sql)
    partial = {r[1]: r[4] for r in db.execute("PRAGMA index_list(agent_messages)")}
    assert partial["idx_messages_tool_call_id"] == 1
    assert partial["idx_messages_conversation_created"] == 0


def test_tool_result_lookup_uses_partial_index(db: sqlite3.Connection, conversation: str) -> None:
    for i in range(20):
        add_message(db, conversation, "tool", content="{}", tool_call_id=f"call-{i}")
    plan = query_plan(db, "SELECT id, content FROM agent_messages WHERE role = 'tool' AND tool_call_id = ?", ("call-3",))
    assert "idx_messages_tool_call_id" in plan
    row = db.execute("SELECT content FROM agent_messages WHERE role = 'tool' AND tool_call_id = ?", ("call-3",)).fetchone()
    assert row == ("{}",)


def test_history_read_uses_conversation_index(db: sqlite3.Connection) -> None:
    plan = query_plan(db, "SELECT id FROM agent_messages WHERE conversation_id = ? ORDER BY created_at", ("c",))
    assert "idx_messages_conversation_created" in plan
    assert "TEMP B-TREE" not in plan


# --------------------------------------------------------------------------------------
# agents


def test_agent_key_unique_while_live_and_reusable_after_soft_delete(db: sqlite3.Connection) -> None:
    first = add_agent(db, "writer")
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        add_agent(db, "writer")
    db.execute("UPDATE agents SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", (first,))
    second = add_agent(db, "writer")
    assert count(db, "agents", "agent_key = 'writer'") == 2
    assert count(db, "agents", "agent_key = 'writer' AND deleted_at IS NULL") == 1
    assert second != first
    add_agent(db, "writer", tenant=add_tenant(db))  # other tenants have their own keys


def test_one_default_agent_per_tenant(db: sqlite3.Connection) -> None:
    first = add_agent(db, "a", is_default=1)
    add_agent(db, "b", is_default=0)
    add_agent(db, "c", is_default=0)
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        add_agent(db, "d", is_default=1)
    add_agent(db, "e", is_default=1, tenant=add_tenant(db))
    db.execute("UPDATE agents SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", (first,))
    add_agent(db, "f", is_default=1)
    assert count(db, "agents", "is_default = 1 AND deleted_at IS NULL AND tenant_id = ?", (MASTER,)) == 1


def test_agent_defaults(db: sqlite3.Connection, agent: str) -> None:
    row = db.execute(
        "SELECT display_name, status, model_fallback, tool_policy, system_prompt, provider, is_default FROM agents WHERE id = ?",
        (agent,),
    ).fetchone()
    assert row == ("", "active", "{}", "{}", "", "", 0)


def test_agent_column_order_keeps_model_fallback_in_place(db: sqlite3.Connection) -> None:
    names = [c[0] for c in columns(db, "agents")]
    i = names.index("model_fallback")
    assert names[i - 1] == "chatgpt_oauth_routing" and names[i + 1] == "shell_deny_groups"


def test_deleting_an_agent(db: sqlite3.Connection) -> None:
    aid = add_agent(db, "gone")
    cid = add_conversation(db, agent_id=aid)
    add_message(db, cid, "user", content="hi")
    add_entity(db, aid, "alice")
    db.execute(
        "INSERT INTO vault_documents (id, tenant_id, agent_id, scope, path) VALUES (?, ?, ?, 'personal', 'notes/a.md')",
        (new_id(), MASTER, aid),
    )
    db.execute("DELETE FROM agents WHERE id = ?", (aid,))
    # chat history outlives the agent; its memory does not
    assert db.execute("SELECT agent_id FROM agent_conversations WHERE id = ?", (cid,)).fetchone()[0] is None
    assert count(db, "agent_messages", "conversation_id = ?", (cid,)) == 1
    assert count(db, "kg_entities") == 0
    assert count(db, "vault_documents") == 0


def test_deleting_a_tenant_cascades(db: sqlite3.Connection) -> None:
    tid = add_tenant(db)
    aid = add_agent(db, "t", tenant=tid)
    cid = add_conversation(db, franchise_id=tid, agent_id=aid)
    add_message(db, cid, "user", content="hi")
    db.execute("DELETE FROM tenants WHERE id = ?", (tid,))
    assert count(db, "agents") == 0 and count(db, "agent_conversations") == 0 and count(db, "agent_messages") == 0


# --------------------------------------------------------------------------------------
# knowledge graph


def test_kg_candidate_pair_must_be_ordered(db: sqlite3.Connection, agent: str) -> None:
    low = add_entity(db, agent, "a", entity_id="00000000-0000-7000-8000-000000000001")
    high = add_entity(db, agent, "b", entity_id="00000000-0000-7000-8000-000000000002")
    insert = (
        "INSERT INTO kg_dedup_candidates (id, tenant_id, agent_id, entity_a_id, entity_b_id, similarity) "
        "VALUES (?, ?, ?, ?, ?, 0.93)"
    )
    db.execute(insert, (new_id(), MASTER, agent, low, high))
    with pytest.raises(sqlite3.IntegrityError, match="kg_dedup_candidates_pair_order"):
        db.execute(insert, (new_id(), MASTER, agent, high, low))
    with pytest.raises(sqlite3.IntegrityError, match="kg_dedup_candidates_pair_order"):
        db.execute(insert, (new_id(), MASTER, agent, low, low))
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        db.execute(insert, (new_id(), MASTER, agent, low, high))


def test_kg_candidate_status_and_similarity(db: sqlite3.Connection, agent: str) -> None:
    a = add_entity(db, agent, "a", entity_id="00000000-0000-7000-8000-000000000001")
    b = add_entity(db, agent, "b", entity_id="00000000-0000-7000-8000-000000000002")
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(
            "INSERT INTO kg_dedup_candidates (id, tenant_id, agent_id, entity_a_id, entity_b_id, similarity, status) "
            "VALUES (?, ?, ?, ?, ?, 0.9, 'maybe')",
            (new_id(), MASTER, agent, a, b),
        )
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(
            "INSERT INTO kg_dedup_candidates (id, tenant_id, agent_id, entity_a_id, entity_b_id, similarity) "
            "VALUES (?, ?, ?, ?, ?, 1.2)",
            (new_id(), MASTER, agent, a, b),
        )


def test_deleting_an_entity_cascades_relations_and_candidates(db: sqlite3.Connection, agent: str) -> None:
    a = add_entity(db, agent, "a", entity_id="00000000-0000-7000-8000-00000000000a")
    b = add_entity(db, agent, "b", entity_id="00000000-0000-7000-8000-00000000000b")
    c = add_entity(db, agent, "c", entity_id="00000000-0000-7000-8000-00000000000c")
    rel = "INSERT INTO kg_relations (id, agent_id, source_entity_id, relation_type, target_entity_id, tenant_id) VALUES (?, ?, ?, ?, ?, ?)"
    db.execute(rel, (new_id(), agent, a, "knows", b, MASTER))
    db.execute(rel, (new_id(), agent, c, "knows", b, MASTER))
    db.execute(rel, (new_id(), agent, a, "likes", c, MASTER))
    cand = "INSERT INTO kg_dedup_candidates (id, tenant_id, agent_id, entity_a_id, entity_b_id, similarity) VALUES (?, ?, ?, ?, ?, 0.95)"
    db.execute(cand, (new_id(), MASTER, agent, a, b))
    db.execute(cand, (new_id(), MASTER, agent, b, c))
    db.execute(cand, (new_id(), MASTER, agent, a, c))
    db.execute("DELETE FROM kg_entities WHERE id = ?", (b,))  # b is a target and both a/b sides
    assert count(db, "kg_relations") == 1
    assert db.execute("SELECT source_entity_id, target_entity_id FROM kg_relations").fetchone() == (a, c)
    assert db.execute("SELECT entity_a_id, entity_b_id FROM kg_dedup_candidates").fetchall() == [(a, c)]


def test_kg_entity_rules(db: sqlite3.Connection, agent: str) -> None:
    eid = add_entity(db, agent, "alice")
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        add_entity(db, agent, "alice")
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute("UPDATE kg_entities SET confidence = 1.5 WHERE id = ?", (eid,))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute("UPDATE kg_entities SET aliases = '{}' WHERE id = ?", (eid,))
    aliases, name_fold, search_fold, valid_until = db.execute(
        "SELECT aliases, name_fold, search_fold, valid_until FROM kg_entities WHERE id = ?", (eid,)
    ).fetchone()
    assert (aliases, name_fold, search_fold, valid_until) == ("[]", "", "", None)


def test_kg_current_indexes_are_partial(db: sqlite3.Connection) -> None:
    for name in ("idx_kg_entities_current", "idx_kg_relations_current"):
        sql = db.execute("SELECT sql FROM sqlite_master WHERE name = ?", (name,)).fetchone()[0]
        assert "WHERE valid_until IS NULL" in sql
    assert [r[2] for r in db.execute("PRAGMA index_info(idx_kg_entities_name_fold)")] == ["agent_id", "user_id", "name_fold"]


# --------------------------------------------------------------------------------------
# vault


VAULT_OK = {
    "personal": ("personal", True, False),
    "team": ("team", False, True),
    "shared": ("shared", False, False),
    "custom with both": ("custom", True, True),
    "custom with neither": ("custom", False, False),
}
VAULT_BAD = {
    "personal without agent": ("personal", False, False),
    "personal with team": ("personal", True, True),
    "team without team": ("team", False, False),
    "team with agent": ("team", True, True),
    "shared with agent": ("shared", True, False),
    "shared with team": ("shared", False, True),
    "unknown scope": ("private", True, False),
}


def _insert_doc(db: sqlite3.Connection, agent: str, scope: str, with_agent: bool, with_team: bool, path: str = "a.md") -> None:
    db.execute(
        "INSERT INTO vault_documents (id, tenant_id, agent_id, team_id, scope, path) VALUES (?, ?, ?, ?, ?, ?)",
        (new_id(), MASTER, agent if with_agent else None, "team-1" if with_team else None, scope, path),
    )


@pytest.mark.parametrize("scope,with_agent,with_team", VAULT_OK.values(), ids=VAULT_OK.keys())
def test_vault_scope_accepted(db: sqlite3.Connection, agent: str, scope: str, with_agent: bool, with_team: bool) -> None:
    _insert_doc(db, agent, scope, with_agent, with_team)
    assert count(db, "vault_documents") == 1


@pytest.mark.parametrize("scope,with_agent,with_team", VAULT_BAD.values(), ids=VAULT_BAD.keys())
def test_vault_scope_rejected(db: sqlite3.Connection, agent: str, scope: str, with_agent: bool, with_team: bool) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="vault_documents_scope_consistency"):
        _insert_doc(db, agent, scope, with_agent, with_team)


def test_vault_scope_checked_on_update(db: sqlite3.Connection, agent: str) -> None:
    _insert_doc(db, agent, "personal", True, False)
    with pytest.raises(sqlite3.IntegrityError, match="vault_documents_scope_consistency"):
        db.execute("UPDATE vault_documents SET agent_id = NULL")


def test_vault_unique_path_treats_null_owners_as_equal(db: sqlite3.Connection, agent: str) -> None:
    _insert_doc(db, agent, "shared", False, False, path="x.md")
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        _insert_doc(db, agent, "shared", False, False, path="x.md")
    _insert_doc(db, agent, "personal", True, False, path="x.md")


def test_vault_links_cascade_and_unique(db: sqlite3.Connection, agent: str) -> None:
    a, b = new_id(), new_id()
    for doc, path in ((a, "a.md"), (b, "b.md")):
        db.execute("INSERT INTO vault_documents (id, tenant_id, scope, path) VALUES (?, ?, 'shared', ?)", (doc, MASTER, path))
    link = "INSERT INTO vault_links (id, from_doc_id, to_doc_id) VALUES (?, ?, ?)"
    db.execute(link, (new_id(), a, b))
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        db.execute(link, (new_id(), a, b))
    db.execute("DELETE FROM vault_documents WHERE id = ?", (b,))
    assert count(db, "vault_links") == 0


# --------------------------------------------------------------------------------------
# other tables


def test_agent_links_checks(db: sqlite3.Connection) -> None:
    a, b = add_agent(db, "a"), add_agent(db, "b")
    insert = "INSERT INTO agent_links (id, source_agent_id, target_agent_id, direction, status, created_by, tenant_id) VALUES (?, ?, ?, ?, ?, 'u', ?)"
    db.execute(insert, (new_id(), a, b, "outbound", "active", MASTER))
    db.execute(insert, (new_id(), b, a, "inbound", "disabled", MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="agent_links_not_self"):
        db.execute(insert, (new_id(), a, a, "outbound", "active", MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), a, add_agent(db, "c"), "sideways", "active", MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), a, add_agent(db, "d"), "outbound", "paused", MASTER))


def test_episodic_source_rules(db: sqlite3.Connection, agent: str) -> None:
    insert = "INSERT INTO episodic_summaries (id, tenant_id, agent_id, session_key, summary, source_id) VALUES (?, ?, ?, 'k', 's', ?)"
    db.execute(insert, (new_id(), MASTER, agent, "conv-1"))
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        db.execute(insert, (new_id(), MASTER, agent, "conv-1"))
    db.execute(insert, (new_id(), MASTER, agent, None))
    db.execute(insert, (new_id(), MASTER, agent, None))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), MASTER, agent, ""))
    sql = db.execute("SELECT sql FROM sqlite_master WHERE name = 'idx_episodic_source'").fetchone()[0]
    assert "UNIQUE" in sql and "WHERE source_id IS NOT NULL" in sql


def test_evolution_checks(db: sqlite3.Connection, agent: str) -> None:
    metric = (
        "INSERT INTO agent_evolution_metrics (id, tenant_id, agent_id, session_key, metric_type, metric_key, value)"
        " VALUES (?, ?, ?, 'k', ?, 'shell', '{}')"
    )
    db.execute(metric, (new_id(), MASTER, agent, "feedback"))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(metric, (new_id(), MASTER, agent, "latency"))
    sugg = (
        "INSERT INTO agent_evolution_suggestions"
        " (id, tenant_id, agent_id, suggestion_type, suggestion, rationale, status, parameters)"
        " VALUES (?, ?, ?, 't', 's', 'r', ?, ?)"
    )
    db.execute(sugg, (new_id(), MASTER, agent, "applied", None))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(sugg, (new_id(), MASTER, agent, "", None))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(sugg, (new_id(), MASTER, agent, "pending", ""))


def test_secure_cli_values_are_never_plaintext(db: sqlite3.Connection, agent: str) -> None:
    insert = "INSERT INTO secure_cli_binaries (id, binary_name, encrypted_env, tenant_id) VALUES (?, ?, ?, ?)"
    gh = new_id()
    db.execute(insert, (gh, "gh", "aes-gcm:AAAA", MASTER))
    db.execute(insert, (new_id(), "git", "", MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), "aws", '{"AWS_SECRET":"x"}', MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), "GH2", "", MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        db.execute(insert, (new_id(), "gh", "", MASTER))
    grant = "INSERT INTO secure_cli_agent_grants (id, binary_id, agent_id, encrypted_env, credential_type, tenant_id) VALUES (?, ?, ?, ?, ?, ?)"
    db.execute(grant, (new_id(), gh, agent, None, "pat", MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(grant, (new_id(), gh, add_agent(db, "x"), "plain", None, MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(grant, (new_id(), gh, add_agent(db, "y"), None, "password", MASTER))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(
            "INSERT INTO secure_cli_user_credentials (id, binary_id, user_id, encrypted_env, tenant_id) VALUES (?, ?, 'u', 'token', ?)",
            (new_id(), gh, MASTER),
        )
    db.execute("DELETE FROM secure_cli_binaries WHERE id = ?", (gh,))
    assert count(db, "secure_cli_agent_grants") == 0


def test_hook_checks(db: sqlite3.Connection, agent: str) -> None:
    insert = "INSERT INTO hooks (id, tenant_id, scope, event, handler_type) VALUES (?, ?, 'agent', ?, ?)"
    for event in ("pre_tool_use", "subagent_stop", "before_run", "after_tool"):
        db.execute(insert, (new_id(), MASTER, event, "builtin"))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), MASTER, "on_message", "command"))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), MASTER, "stop", "lambda"))
    hook = new_id()
    db.execute(insert, (hook, MASTER, "stop", "script"))
    db.execute("INSERT INTO hook_agents (hook_id, agent_id) VALUES (?, ?)", (hook, agent))
    execution = "INSERT INTO hook_executions (id, hook_id, event, decision, dedup_key) VALUES (?, ?, 'stop', ?, ?)"
    db.execute(execution, (new_id(), hook, "ask", "k1"))
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        db.execute(execution, (new_id(), hook, "allow", "k1"))
    db.execute(execution, (new_id(), hook, "allow", None))
    db.execute(execution, (new_id(), hook, "allow", None))
    db.execute("DELETE FROM hooks WHERE id = ?", (hook,))
    assert count(db, "hook_agents") == 0
    assert count(db, "hook_executions", "hook_id IS NULL") == 3


def test_consolidation_jobs(db: sqlite3.Connection, agent: str) -> None:
    insert = "INSERT INTO consolidation_jobs (id, tenant_id, agent_id, source_type, source_id, stage) VALUES (?, ?, ?, 'conversation', ?, ?)"
    db.execute(insert, (new_id(), MASTER, agent, "c1", "pending"))
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        db.execute(insert, (new_id(), MASTER, agent, "c1", "done"))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), MASTER, agent, "c2", "running"))
    assert db.execute("SELECT attempts, last_error FROM consolidation_jobs").fetchone() == (0, None)
    db.execute("DELETE FROM agents WHERE id = ?", (agent,))
    assert count(db, "consolidation_jobs") == 0


def test_provider_rules(db: sqlite3.Connection) -> None:
    insert = "INSERT INTO llm_providers (id, tenant_id, name, provider_type) VALUES (?, ?, ?, ?)"
    db.execute(insert, (new_id(), MASTER, "local", "openai_compat"))
    db.execute(insert, (new_id(), MASTER, "claude", "anthropic"))
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        db.execute(insert, (new_id(), MASTER, "local", "openai_compat"))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        db.execute(insert, (new_id(), MASTER, "g", "gemini_native"))
    db.execute(insert, (new_id(), add_tenant(db), "local", "openai_compat"))
    row = db.execute("SELECT display_name, api_base, api_key, default_model, enabled, settings FROM llm_providers WHERE name = 'claude'").fetchone()
    assert row == ("", "", None, "", 1, "{}")


# --------------------------------------------------------------------------------------
# the 33 -> 34 upgrade


def _v33_database(schema_text: str) -> sqlite3.Connection:
    """A v33 database as the migration tests build it: v34 minus agents.model_fallback."""
    conn = connect()
    apply_sql(conn, schema_text)
    conn.execute("ALTER TABLE agents DROP COLUMN model_fallback")
    return conn


def test_upgrade_file_is_the_single_alter(schema_text: str) -> None:
    statements = split_statements(UPGRADE_33_TO_34.read_text(encoding="utf-8"))
    assert len(statements) == 1
    code = " ".join(line for line in statements[0].splitlines() if not line.strip().startswith("--"))
    assert re.sub(r"\s+", " ", code).strip() == "ALTER TABLE agents ADD COLUMN model_fallback TEXT NOT NULL DEFAULT '{}';"


def test_upgrade_33_to_34_restores_the_agents_columns(schema_text: str) -> None:
    fresh = connect()
    apply_sql(fresh, schema_text)
    expected = columns(fresh, "agents")
    other_tables = {t: columns(fresh, t) for t in EXPECTED_TABLES - {"agents"}}
    fresh.close()

    old = _v33_database(schema_text)
    assert "model_fallback" not in [c[0] for c in columns(old, "agents")]
    aid = add_agent(old, "legacy")
    apply_sql(old, UPGRADE_33_TO_34.read_text(encoding="utf-8"))

    upgraded = columns(old, "agents")
    # ADD COLUMN appends, so only the position differs; stores name their columns
    assert sorted(upgraded) == sorted(expected)
    assert [c[0] for c in upgraded if c[0] != "model_fallback"] == [c[0] for c in expected if c[0] != "model_fallback"]
    assert {t: columns(old, t) for t in EXPECTED_TABLES - {"agents"}} == other_tables
    assert old.execute("SELECT model_fallback FROM agents WHERE id = ?", (aid,)).fetchone()[0] == "{}"
    assert old.execute("PRAGMA foreign_key_check").fetchall() == []
    assert [r[0] for r in old.execute("PRAGMA integrity_check")] == ["ok"]
    # the agents constraints and indexes survive the round trip
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        add_agent(old, "legacy")
    old.close()


def test_upgrade_33_to_34_is_atomic_when_it_cannot_apply(schema_text: str) -> None:
    conn = connect()
    apply_sql(conn, schema_text)  # already v34: the column exists, the runner must skip the step
    with pytest.raises(sqlite3.OperationalError, match="duplicate column"):
        apply_sql(conn, UPGRADE_33_TO_34.read_text(encoding="utf-8"))
    assert not conn.in_transaction
    assert [c[0] for c in columns(conn, "agents")].count("model_fallback") == 1
    conn.close()
