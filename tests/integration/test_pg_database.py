"""PostgresDatabase: SQL rendering, value normalisation, errors, the writer lock and COPY."""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from goclaw_lite.errors import DatabaseError, DatabaseLockedError
from goclaw_lite.ids import uuid7
from goclaw_lite.store.backend.db import ConstraintViolation
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.postgres import (
    InvalidValue,
    PostgresConnectError,
    PostgresDatabase,
    PostgresTarget,
    describe_url,
    render_sql,
    split_sql_statements,
    statement_error,
)
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from tests.integration.conftest import PasswordServer, PgSchema, admin_connect, with_credentials, with_database
from tests.support.waiting import wait_for

CANONICAL_TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")
UUID_TEXT = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def _chain(exc: BaseException) -> str:
    """Everything an exception would show in a traceback, including what it was raised from."""
    parts = []
    seen: BaseException | None = exc
    while seen is not None:
        parts.append(f"{seen!s} {seen!r}")
        seen = seen.__cause__ or seen.__context__
    return " ".join(parts)


# --- rendering and splitting (no server needed) -------------------------------------------


@pytest.mark.parametrize(
    ("portable", "rendered"),
    [
        ("SELECT ? AS a", "SELECT %s AS a"),
        ("SELECT 'what?' AS q, ?", "SELECT 'what?' AS q, %s"),
        ("SELECT 'it''s ?', ?", "SELECT 'it''s ?', %s"),
        ("SELECT E'\\'?\\'', ?", "SELECT E'\\'?\\'', %s"),
        ("SELECT 'back\\', ?", "SELECT 'back\\', %s"),  # standard strings: a backslash is just a character
        ('SELECT "odd?name" FROM t WHERE x = ?', 'SELECT "odd?name" FROM t WHERE x = %s'),
        ("SELECT 1 -- really?\n, ?", "SELECT 1 -- really?\n, %s"),
        ("SELECT /* a ? /* nested ? */ b? */ ?", "SELECT /* a ? /* nested ? */ b? */ %s"),
        ("SELECT $$ a ? $$, $q$ ? $$ ? $q$, ?", "SELECT $$ a ? $$, $q$ ? $$ ? $q$, %s"),
        ("SELECT a$b$c, ?, $1", "SELECT a$b$c, %s, $1"),
        ("SELECT x LIKE '50%' AND y LIKE ? ESCAPE '\\'", "SELECT x LIKE '50%%' AND y LIKE %s ESCAPE '\\'"),
        ("SELECT 10 % 3 -- 100%\n", "SELECT 10 %% 3 -- 100%%\n"),
        ("SELECT 1", "SELECT 1"),
    ],
)
def test_render_replaces_placeholders_only_in_code(portable: str, rendered: str) -> None:
    assert render_sql(portable) == rendered


def test_render_refuses_unterminated_literals() -> None:
    for broken in ("SELECT 'abc", 'SELECT "abc', "SELECT $$ abc", "SELECT /* abc"):
        with pytest.raises(ValueError, match="unterminated"):
            render_sql(broken + " ?")


def test_split_keeps_literals_bodies_and_comments_whole() -> None:
    script = (
        "CREATE TABLE a (x text DEFAULT ';');\n"
        "-- a comment; with a semicolon\n"
        "CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql;\n"
        "  ;\n"
        "/* only a comment; */\n"
        "SELECT 'x;y'"
    )
    statements = split_sql_statements(script)
    assert len(statements) == 3
    assert statements[0] == "CREATE TABLE a (x text DEFAULT ';')"
    assert statements[1].endswith("$$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql")
    assert statements[2].endswith("SELECT 'x;y'")


def test_disk_full_and_privilege_errors_name_the_server_not_the_password() -> None:
    target = PostgresTarget(user="goclaw", host="db.example", port="5433", dbname="lite")
    full = statement_error(psycopg.errors.DiskFull("could not extend file"), target)
    assert isinstance(full, DatabaseError) and "out of disk space" in str(full) and "db.example:5433" in str(full)
    denied = statement_error(psycopg.errors.InsufficientPrivilege("permission denied for table agents"), target)
    assert isinstance(denied, DatabaseError) and "lacks a privilege" in str(denied) and "goclaw@db.example:5433/lite" in str(denied)
    busy = statement_error(psycopg.errors.DeadlockDetected("deadlock detected"), target)
    assert isinstance(busy, DatabaseLockedError)
    bug = psycopg.errors.UndefinedTable("relation x does not exist")
    assert statement_error(bug, target) is bug  # a bug keeps its own error


def test_description_never_holds_the_password() -> None:
    assert describe_url("postgresql://ann:Sup3r-Secret@db.example:6543/lite") == "PostgreSQL ann@db.example:6543/lite"


# --- against the server --------------------------------------------------------------


@pytest.fixture
async def items(pg_db: PostgresDatabase) -> PostgresDatabase:
    await pg_db.execute(
        "CREATE TABLE items (id uuid PRIMARY KEY, name text NOT NULL CHECK (name <> 'bad'), data jsonb, "
        "stamp timestamptz(3) NOT NULL DEFAULT now(), flag boolean NOT NULL DEFAULT false, amount numeric, "
        "parent uuid REFERENCES items (id) ON DELETE CASCADE)"
    )
    return pg_db


@pytest.mark.postgres
async def test_question_marks_and_percents_in_literals_reach_the_server_intact(items: PostgresDatabase) -> None:
    row = await items.fetch_one("SELECT 'what?' AS q, ? AS p, '100%' AS pct, 7 % 3 AS m, $$a?b%$$ AS d", ("given",))
    assert row == {"q": "what?", "p": "given", "pct": "100%", "m": 1, "d": "a?b%"}
    await items.execute_many("INSERT INTO items (id, name) VALUES (?, ?)", [(uuid7(), n) for n in ("50% off", "a?b", "x")])
    names = await items.fetch_all("SELECT name FROM items WHERE name LIKE '%\\%%' ESCAPE '\\' OR name = 'a?b' ORDER BY name")
    assert [r["name"] for r in names] == ["50% off", "a?b"]


@pytest.mark.postgres
async def test_values_read_back_exactly_as_sqlite_returns_them(items: PostgresDatabase) -> None:
    item_id = uuid7()
    await items.execute(
        "INSERT INTO items (id, name, data, stamp, flag, amount) VALUES (?, ?, ?, ?, ?, ?)",
        (item_id, "é", '{"b": [1, 2.5], "a": "Đà Nẵng", "z": null}', "2026-05-17T10:51:56.123+02:00", True, "12.50"),
    )
    row = await items.fetch_one("SELECT * FROM items WHERE id = ?", (item_id,))
    assert row == {
        "id": item_id, "name": "é", "data": '{"a":"Đà Nẵng","b":[1,2.5],"z":null}', "stamp": "2026-05-17T08:51:56.123Z",
        "flag": True, "amount": 12.5, "parent": None,
    }
    computed = await items.fetch_one(
        "SELECT now() AS t, AVG(amount) AS avg, COUNT(*) AS n, gen_random_uuid() AS u, '\"s\"'::jsonb AS js, "
        "'null'::jsonb AS jn, '[]'::json AS j, DATE '2026-05-17' AS d, TIMESTAMP '2026-05-17 08:51:56.1239' AS ts, "
        "2.5::float8 AS f FROM items"
    )
    assert computed is not None
    assert CANONICAL_TS.match(computed["t"]) and UUID_TEXT.match(computed["u"])
    assert (computed["avg"], computed["n"], computed["js"], computed["jn"], computed["j"]) == (12.5, 1, '"s"', "null", "[]")
    assert (computed["d"], computed["ts"], computed["f"]) == ("2026-05-17", "2026-05-17T08:51:56.123Z", 2.5)
    assert isinstance(computed["n"], int) and isinstance(computed["avg"], float)


@pytest.mark.postgres
async def test_timestamps_are_utc_text_whatever_the_session_time_zone(items: PostgresDatabase) -> None:
    await items.execute("INSERT INTO items (id, name, stamp) VALUES (?, ?, ?)", (uuid7(), "a", "2026-01-02T03:04:05.006Z"))
    async with items.transaction():
        await items.execute("SET LOCAL TIME ZONE 'Asia/Tokyo'")
        assert await items.fetch_value("SELECT stamp FROM items") == "2026-01-02T03:04:05.006Z"
        assert await items.fetch_value("SELECT stamp::text AS s FROM items") == "2026-01-02 12:04:05.006+09"
    assert await items.fetch_value("SELECT COUNT(*) AS n FROM items WHERE stamp >= ? AND stamp < ?",
                                   ("2026-01-02T03:04:05.006Z", "2026-01-02T03:04:05.007Z")) == 1


@pytest.mark.postgres
async def test_constraint_failures_become_constraint_violations_without_row_values(items: PostgresDatabase) -> None:
    secret = "sk-live-" + secrets.token_hex(12)
    first = uuid7()
    await items.execute("INSERT INTO items (id, name, data) VALUES (?, ?, ?)", (first, secret, "{}"))
    insert = "INSERT INTO items (id, name, data) VALUES (?, ?, ?)"
    cases = [
        (insert, (first, secret, "{}"), "UNIQUE constraint failed: items (items_pkey)"),
        ("INSERT INTO items (id, name, parent) VALUES (?, ?, ?)", (uuid7(), secret, uuid7()),
         "FOREIGN KEY constraint failed: items (items_parent_fkey)"),
        ("INSERT INTO items (id, name, data) VALUES (?, 'bad', ?)", (uuid7(), f'{{"k": "{secret}"}}'),
         "CHECK constraint failed: items_name_check"),
        ("INSERT INTO items (id, name, data) VALUES (?, NULL, ?)", (uuid7(), f'"{secret}"'),
         "NOT NULL constraint failed: items.name"),
    ]
    for statement, params, message in cases:
        with pytest.raises(ConstraintViolation) as caught:
            await items.execute(statement, params)
        assert str(caught.value) == message
        assert secret not in _chain(caught.value)
    with pytest.raises(InvalidValue) as bad:
        await items.execute("INSERT INTO items (id, name) VALUES (?, ?)", (secret, "x"))
    assert isinstance(bad.value, ConstraintViolation) and "uuid" in str(bad.value) and secret not in _chain(bad.value)
    with pytest.raises(InvalidValue):
        await items.fetch_all("SELECT * FROM items WHERE data = ?", ("{not json",))


@pytest.mark.postgres
async def test_a_read_only_connection_writes_nothing(pg_ready: PostgresDatabase, pg_schema: PgSchema) -> None:
    reader = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name, read_only=True)
    try:
        assert (await MetaStore(reader).identity()).tenant_id
        with pytest.raises(DatabaseError, match="read-only"):
            await MetaStore(reader).set("x", "y")
    finally:
        await reader.close()
    assert await MetaStore(pg_ready).get("x") is None


def _terminate(url: str, pid: int) -> None:
    """End a server backend and wait until it is gone (its socket closed), not a guessed while."""
    with admin_connect(url) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        alive = lambda: admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone()  # noqa: E731
        wait_for(lambda: alive() is None, f"backend {pid} to end")


@pytest.mark.postgres
async def test_a_dropped_connection_is_reported_then_replaced(items: PostgresDatabase, pg_schema: PgSchema) -> None:
    items._idle_check.after = 3600  # a connection in use moments ago is not pinged first
    pid = await items.fetch_value("SELECT pg_backend_pid() AS pid")
    _terminate(pg_schema.url, pid)
    with pytest.raises(DatabaseError, match="Lost the connection to PostgreSQL"):
        await items.fetch_value("SELECT 1 AS one")
    assert await items.fetch_value("SELECT 1 AS one") == 1


@pytest.mark.postgres
async def test_an_idle_connection_killed_by_the_server_is_replaced_unnoticed(
    items: PostgresDatabase, pg_schema: PgSchema
) -> None:
    items._idle_check.after = 0  # every checkout counts as idle: pinged before use
    pid = await items.fetch_value("SELECT pg_backend_pid() AS pid")
    _terminate(pg_schema.url, pid)
    assert await items.fetch_value("SELECT pg_backend_pid() AS pid") != pid


# --- connection failures ----------------------------------------------------------------


@pytest.mark.postgres
async def test_wrong_password_is_named_without_any_password(pg_password_server: PasswordServer) -> None:
    wrong = "Wrong-" + secrets.token_hex(6)
    url = with_credentials(pg_password_server.url, pg_password_server.user, wrong)
    with pytest.raises(PostgresConnectError) as caught:
        await PostgresDatabase.connect(url, connect_timeout=5)
    error = caught.value
    assert error.reason == "auth" and error.exit_code == 2
    assert "refused the password" in str(error) and repr(pg_password_server.user) in str(error)
    port = str(psycopg.conninfo.conninfo_to_dict(url)["port"])
    assert f"127.0.0.1:{port}" in str(error)
    trail = _chain(error)
    assert wrong not in trail and pg_password_server.password not in trail


@pytest.mark.postgres
async def test_missing_password_and_right_password(
    pg_password_server: PasswordServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "no-pgpass"))
    bare = with_credentials(pg_password_server.url, pg_password_server.user)
    with pytest.raises(PostgresConnectError, match="wants a password") as caught:
        await PostgresDatabase.connect(bare, connect_timeout=5)
    assert caught.value.reason == "auth"
    db = await PostgresDatabase.connect(pg_password_server.url, connect_timeout=5)
    try:
        assert await db.fetch_value("SELECT current_user AS u") == pg_password_server.user
        assert pg_password_server.password not in db.description + repr(db)
        assert db.description.startswith(f"PostgreSQL {pg_password_server.user}@127.0.0.1:")
    finally:
        await db.close()


def _closed_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize(
    ("url", "reason", "fragment"),
    [
        (f"postgresql://ann:Pw-Secret-123@127.0.0.1:{_closed_port()}/lite", "unreachable", "connection refused"),
        ("postgresql://ann:Pw-Secret-123@no-such-host.invalid:5432/lite", "unreachable", "host name not found"),
    ],
    ids=["closed-port", "unknown-host"],  # the same ids in every xdist worker (the port is not)
)
async def test_unreachable_servers_are_named_without_the_password(url: str, reason: str, fragment: str) -> None:
    with pytest.raises(PostgresConnectError) as caught:
        await PostgresDatabase.connect(url, connect_timeout=3)
    error = caught.value
    assert error.reason == reason and fragment in str(error)
    host = psycopg.conninfo.conninfo_to_dict(url)["host"]
    assert f"Cannot reach PostgreSQL at {host}:" in str(error) and "ann@" in str(error)
    assert "Pw-Secret-123" not in _chain(error)


@pytest.mark.postgres
async def test_missing_database_role_and_schema(pg_server_url: str, pg_test_database: str) -> None:
    with pytest.raises(PostgresConnectError, match="no database 'nope_db'") as no_db:
        await PostgresDatabase.connect(with_database(pg_server_url, "nope_db"))
    assert no_db.value.reason == "no_database"
    with pytest.raises(PostgresConnectError, match="no user \\(role\\) 'nobody_here'") as no_role:
        await PostgresDatabase.connect(with_credentials(pg_server_url, "nobody_here"))
    assert no_role.value.reason == "no_role"
    with pytest.raises(DatabaseError, match="no schema 'missing_schema'"):
        await PostgresDatabase.connect(pg_test_database, schema="missing_schema")


@pytest.fixture
def unprivileged_role(pg_schema: PgSchema) -> Iterator[str]:
    role = f"goclaw_np_{secrets.token_hex(4)}"
    with admin_connect(pg_schema.url) as admin:
        admin.execute(f"CREATE ROLE {role} LOGIN")
        admin.execute(f"GRANT USAGE ON SCHEMA {pg_schema.name} TO {role}")
    try:
        yield role
    finally:
        with admin_connect(pg_schema.url) as admin:
            admin.execute(f"DROP OWNED BY {role}")
            admin.execute(f"DROP ROLE {role}")


@pytest.mark.postgres
async def test_missing_privileges_are_explained(pg_schema: PgSchema, unprivileged_role: str) -> None:
    db = await PostgresDatabase.connect(with_credentials(pg_schema.url, unprivileged_role), schema=pg_schema.name)
    try:
        with pytest.raises(DatabaseError, match=f"User '{unprivileged_role}' lacks a privilege .*permission denied for schema"):
            await prepare_schema(db)
        with admin_connect(pg_schema.url) as admin:
            admin.execute(f"CREATE TABLE {pg_schema.name}.private (x int)")
        with pytest.raises(DatabaseError, match="permission denied for table private"):
            await db.fetch_all("SELECT x FROM private")
    finally:
        await db.close()


# --- writer lock --------------------------------------------------------------------------


@pytest.mark.postgres
async def test_writer_lock_admits_one_process_per_install(pg_ready: PostgresDatabase, pg_schema: PgSchema) -> None:
    install = (await MetaStore(pg_ready).identity()).install_id
    other = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name)
    try:
        await pg_ready.acquire_writer_lock(install, "goclaw-lite (GUI)")
        assert pg_ready.writer_lock_held
        with pytest.raises(DatabaseLockedError, match=r"in use by goclaw-lite writer: goclaw-lite \(GUI\)") as caught:
            await other.acquire_writer_lock(install, "goclaw-lite agent list (CLI)")
        assert "goclaw-lite (GUI)" in caught.value.holder and not other.writer_lock_held
        await other.acquire_writer_lock(uuid7(), "another install")  # a different install is not blocked
        await other.release_writer_lock()
        await pg_ready.release_writer_lock()
        await other.acquire_writer_lock(install, "CLI")
        assert other.writer_lock_held
    finally:
        await other.close()
    await pg_ready.acquire_writer_lock(install, "GUI again")  # closing released it


# --- COPY -----------------------------------------------------------------------------------


@pytest.mark.postgres
async def test_copy_rows_bulk_loads_sqlite_shaped_rows(pg_ready: PostgresDatabase) -> None:
    identity = await MetaStore(pg_ready).identity()
    columns = ("id", "actor_type", "actor_id", "action", "details", "tenant_id", "created_at")
    rows = [
        (uuid7(), "user", identity.user_id, "agent.created", '{"n": %d, "name": "Đà"}' % i, identity.tenant_id,
         f"2026-05-17T08:51:{i % 60:02d}.{i % 1000:03d}Z")
        for i in range(500)
    ]
    assert await pg_ready.copy_rows("activity_logs", columns, rows) == 500
    assert await pg_ready.fetch_value("SELECT COUNT(*) AS n FROM activity_logs") == 500
    first = await pg_ready.fetch_one("SELECT details, created_at FROM activity_logs WHERE id = ?", (rows[7][0],))
    assert first == {"details": '{"n":7,"name":"Đà"}', "created_at": "2026-05-17T08:51:07.007Z"}
    agents = [(uuid7(), f"a{i}", "local", "m", identity.tenant_id, i, 0) for i in (0, 1)]  # SQLite 0/1 flags
    await pg_ready.copy_rows("agents", ("id", "agent_key", "owner_id", "model", "tenant_id", "is_default", "self_evolve"), agents)
    assert await pg_ready.fetch_value("SELECT agent_key FROM agents WHERE is_default") == "a1"

    with pytest.raises(RuntimeError):
        async with pg_ready.transaction():
            await pg_ready.copy_rows("activity_logs", columns, [(uuid7(), *rows[0][1:])])
            raise RuntimeError("abort the promotion")
    assert await pg_ready.fetch_value("SELECT COUNT(*) AS n FROM activity_logs") == 500
    with pytest.raises(ValueError, match="row 1 for activity_logs has 2 values"):
        await pg_ready.copy_rows("activity_logs", columns, [("a", "b")])
    async with pg_ready.transaction():  # a refused copy leaves the transaction usable
        with pytest.raises(ValueError, match="row 2 for activity_logs"):
            await pg_ready.copy_rows("activity_logs", columns, [(uuid7(), *rows[0][1:]), ("short",)])
        await pg_ready.copy_rows("activity_logs", columns, [(uuid7(), *rows[0][1:])])
    assert await pg_ready.fetch_value("SELECT COUNT(*) AS n FROM activity_logs") == 501
    secret = "aes-not-sealed-" + secrets.token_hex(8)
    with pytest.raises(ConstraintViolation, match="encrypted_env_check") as caught:
        await pg_ready.copy_rows(
            "secure_cli_binaries", ("id", "binary_name", "encrypted_env", "tenant_id"), [(uuid7(), "gh", secret, identity.tenant_id)]
        )
    assert secret not in _chain(caught.value)
