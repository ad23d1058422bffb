"""The PostgreSQL backend: the same store SQL, run through psycopg 3.

Stores are written once against SQLite semantics, so this module makes PostgreSQL look the
same from above:

* SQL: `?` placeholders become `%s` (outside literals, identifiers and comments) and every
  `%` is doubled for psycopg (pg_sql.py); parameters are bound server-side, so values never
  appear in the statement text (nor in the server's log of a failed statement). Python `str`
  goes out as type "unknown", which PostgreSQL casts to the column's uuid / jsonb / timestamptz.
* Values: uuid -> str, timestamptz -> canonical text, jsonb -> compact JSON text, numeric ->
  float; exactly what the SQLite backend returns (pg_values.py). Booleans stay bool.
* Transactions: a failed statement inside a transaction is rolled back alone (a savepoint
  per statement), as in SQLite, instead of poisoning the whole transaction; write
  transactions are serialised in-process like SQLite's BEGIN IMMEDIATE.
* Errors: integrity failures become `ConstraintViolation` built from the diagnostics only
  (PostgreSQL's DETAIL repeats the failing row, which can hold secrets); environment faults
  become `DatabaseError`s naming user@host:port/db and never the password (pg_errors.py,
  with the password-free description of a URL in pg_target.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import os
import re
import socket
import time
import weakref
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

import psycopg
from psycopg import sql as pgsql
from psycopg.conninfo import make_conninfo
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from goclaw_lite.errors import ConfigurationError, DatabaseError, DatabaseLockedError
from goclaw_lite.store.backend.db import Database, Dialect, Params, Row, json_key
from goclaw_lite.store.backend.pg_errors import InvalidValue, PostgresConnectError, connect_error, statement_error
from goclaw_lite.store.backend.pg_sql import render_sql, split_sql_statements
from goclaw_lite.store.backend.pg_target import PostgresTarget, describe_url, parse_url, password_of, target_of
from goclaw_lite.store.backend.pg_values import ADAPTERS

__all__ = [  # the backend's public names, wherever they live
    "ADAPTERS", "MIN_SERVER_VERSION", "VERSION_TABLE", "InvalidValue", "PostgresConnectError", "PostgresDatabase",
    "PostgresDialect", "PostgresTarget", "describe_url", "render_sql", "split_sql_statements", "statement_error",
    "target_of", "writer_lock_key",
]

MIN_SERVER_VERSION = 120000  # EXECUTE FUNCTION in triggers (11), AS MATERIALIZED CTEs in the KG store (12)
VERSION_TABLE = "goclaw_schema"
_SCHEMA_NAME_RE = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
_JSON_KEY_RE = re.compile(r"^[A-Za-z0-9_]+$")


# --- the dialect -----------------------------------------------------------------------


class PostgresDialect(Dialect):
    name = "postgresql"

    def render(self, sql: str) -> str:
        return render_sql(sql)

    def json_text(self, column: str, key: str) -> str:
        if not _JSON_KEY_RE.match(key):
            raise ValueError(f"JSON key {key!r} must be letters, digits and underscores")
        return f"({column} ->> '{key}')"

    def now(self) -> str:
        return "now()"

    def json_merge(self, column: str, patch: dict[str, Any]) -> tuple[str, list[Any]]:
        for key in patch:
            json_key(key)
        return f"({column} || ?::jsonb)", [json.dumps(patch, ensure_ascii=False)]

    def list_tables_sql(self) -> str:
        return (
            "SELECT c.relname AS name FROM pg_catalog.pg_class c "
            "WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') "
            f"AND c.relname NOT IN ('{VERSION_TABLE}', 'kg_counts') ORDER BY c.relname COLLATE \"C\""  # kg_counts: derived
        )


class _IdleCheck:
    """Pool check that pings only connections idle for a while.

    A server restart or an idle-connection timeout kills pooled connections silently;
    pinging every checkout would double the cost of each statement, pinging none would let
    the next statement fail. Connections used within `after` seconds are trusted.
    """

    def __init__(self, after: float = 5.0) -> None:
        self.after = after
        self._last_used: weakref.WeakKeyDictionary[psycopg.AsyncConnection[Any], float] = weakref.WeakKeyDictionary()

    def touch(self, conn: psycopg.AsyncConnection[Any]) -> None:
        self._last_used[conn] = time.monotonic()

    async def __call__(self, conn: psycopg.AsyncConnection[Any]) -> None:
        last = self._last_used.get(conn)
        if last is None or time.monotonic() - last > self.after:
            await AsyncConnectionPool.check_connection(conn)


def writer_lock_key(install_id: str) -> int:
    """The advisory-lock key of an install: a stable signed 64-bit hash of its id."""
    digest = hashlib.sha256(f"goclaw-lite writer {install_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


# --- the database ----------------------------------------------------------------------


class PostgresDatabase(Database):
    """A psycopg 3 connection pool behind the backend-neutral `Database` interface."""

    dialect = PostgresDialect()

    def __init__(
        self,
        pool: AsyncConnectionPool,
        conninfo: str,
        target: PostgresTarget,
        secrets: dict[str, str],
        server_version: int,
        *,
        read_only: bool = False,
        idle_check: _IdleCheck | None = None,
    ) -> None:
        super().__init__()
        self._pool = pool
        self._idle_check = idle_check or _IdleCheck()
        self.read_only = read_only
        self._conninfo = conninfo
        self._secrets = secrets
        self.target = target
        self.description = target.description
        self.server_version = server_version
        self.statement_savepoints = True
        self._write_lock = asyncio.Lock()
        self._lock_conn: psycopg.AsyncConnection[Any] | None = None
        self._closed = False

    def __repr__(self) -> str:
        return f"<PostgresDatabase {self.target.where}>"

    @classmethod
    async def connect(
        cls,
        url: str,
        *,
        schema: str | None = None,
        read_only: bool = False,
        min_size: int = 1,
        max_size: int = 4,
        connect_timeout: float = 10.0,
    ) -> PostgresDatabase:
        """Open a pool on `url`; `schema` puts GoClaw Lite's tables in that schema (search_path)."""
        if schema is not None and not _SCHEMA_NAME_RE.match(schema):
            raise ConfigurationError(f"Schema name {schema!r} must be lowercase letters, digits and '_'.")
        target = target_of(url, schema)
        secrets = password_of(url)
        conninfo = _conninfo(url, schema=schema, read_only=read_only, connect_timeout=connect_timeout)
        probe = await _open_connection(conninfo, target, secrets)
        try:
            info = probe.info
            target = replace(
                target,
                user=info.user or target.user,
                host=info.host or target.host,
                port=str(info.port or target.port),
                dbname=info.dbname or target.dbname,
            )
            version = info.server_version
            if version < MIN_SERVER_VERSION:
                raise DatabaseError(f"{target.description} runs PostgreSQL {version // 10000}; GoClaw Lite needs 12 or newer.")
            if schema:
                row = await (await probe.execute("SELECT current_schema() AS s")).fetchone()
                if row is None or row["s"] != schema:
                    raise DatabaseError(
                        f"There is no schema {schema!r} in {target.description}; create it (CREATE SCHEMA {schema})."
                    )
        finally:
            await probe.close()
        idle_check = _IdleCheck()
        pool: AsyncConnectionPool = AsyncConnectionPool(
            conninfo,
            min_size=min_size,
            max_size=max_size,
            open=False,
            kwargs={"autocommit": True, "context": ADAPTERS, "row_factory": dict_row},
            check=idle_check,
            timeout=connect_timeout,
            name=f"goclaw-lite {target.where}",
        )
        try:
            await pool.open(wait=True, timeout=connect_timeout)
        except PoolTimeout:
            await pool.close()
            raise DatabaseError(f"Could not open connections to {target.description} within {connect_timeout:g}s.") from None
        return cls(pool, conninfo, target, secrets, version, read_only=read_only, idle_check=idle_check)

    # -- the abstract operations -------------------------------------------------------

    async def _guard(self, conn: psycopg.AsyncConnection[Any], operation: Callable[[], Any]) -> Any:
        """Run one statement; inside a transaction a failure rolls back only that statement."""
        savepoint = self.statement_savepoints and self._current.get() is conn
        try:
            if savepoint:
                await conn.execute("SAVEPOINT goclaw_statement")
            result = await operation()
            if savepoint:
                await conn.execute("RELEASE SAVEPOINT goclaw_statement")
            return result
        except BaseException as exc:
            if savepoint and not conn.broken:
                with contextlib.suppress(psycopg.Error):
                    await conn.execute("ROLLBACK TO SAVEPOINT goclaw_statement")
                    await conn.execute("RELEASE SAVEPOINT goclaw_statement")
            if not isinstance(exc, psycopg.Error):
                raise
            error = statement_error(exc, self.target)
            if error is exc:
                raise
        raise error

    async def _fetch(self, conn: psycopg.AsyncConnection[Any], sql: str, params: Params) -> list[Row]:
        async def run() -> list[Row]:
            cursor = await conn.execute(sql, tuple(params))
            return list(await cursor.fetchall()) if cursor.description is not None else []

        rows: list[Row] = await self._guard(conn, run)
        return rows

    async def _execute(self, conn: psycopg.AsyncConnection[Any], sql: str, params: Params) -> int:
        async def run() -> int:
            cursor = await conn.execute(sql, tuple(params))
            return cursor.rowcount

        count: int = await self._guard(conn, run)
        return count

    async def _execute_many(self, conn: psycopg.AsyncConnection[Any], sql: str, rows: Iterable[Params]) -> None:
        batch = [tuple(r) for r in rows]

        async def run() -> None:
            async with conn.cursor() as cursor:
                await cursor.executemany(sql, batch)

        await self._guard(conn, run)

    @contextlib.asynccontextmanager
    async def _checkout(self) -> AsyncIterator[psycopg.AsyncConnection[Any]]:
        if self._closed:
            raise DatabaseError(f"The connection to {self.description} was closed.")
        try:
            async with self._pool.connection() as conn:
                try:
                    yield conn
                finally:
                    self._idle_check.touch(conn)
        except PoolTimeout:
            failure = DatabaseError(f"No connection to {self.description} became free or could be opened in time.")
        else:
            return
        raise failure

    def _autocommit(self) -> Any:
        return self._checkout()

    @contextlib.asynccontextmanager
    async def _begin(self, write: bool) -> AsyncIterator[psycopg.AsyncConnection[Any]]:
        """BEGIN on a pooled connection; writers queue in-process like SQLite's BEGIN IMMEDIATE.

        Read transactions get REPEATABLE READ: one snapshot for all their statements, as a
        SQLite read transaction has.
        """
        async with self._write_lock if write else contextlib.nullcontext(), self._checkout() as conn:
            await self._plain(conn, "BEGIN" if write else "BEGIN ISOLATION LEVEL REPEATABLE READ")
            try:
                yield conn
            except BaseException:
                if not conn.broken:
                    with contextlib.suppress(psycopg.Error):
                        await conn.execute("ROLLBACK")
                raise
            await self._plain(conn, "COMMIT")

    async def _plain(self, conn: psycopg.AsyncConnection[Any], statement: str) -> None:
        try:
            await conn.execute(statement)
        except psycopg.Error as exc:
            error = statement_error(exc, self.target)
            if error is exc:
                raise
        else:
            return
        raise error

    async def close(self) -> None:
        if self._closed:
            return
        await self._closing()
        self._closed = True
        try:
            await self.release_writer_lock()
        finally:
            await self._pool.close()

    # -- PostgreSQL extras -------------------------------------------------------------

    async def copy_rows(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> int:
        """Bulk-load rows with COPY (text format, so str feeds uuid/jsonb/timestamptz columns).

        Joins the current transaction when there is one, so a promotion can load every table
        atomically; returns the number of rows written.
        """
        statement = pgsql.SQL("COPY {} ({}) FROM STDIN").format(
            pgsql.Identifier(table), pgsql.SQL(", ").join(pgsql.Identifier(c) for c in columns)
        )
        width = len(columns)

        async def run_copy(conn: psycopg.AsyncConnection[Any]) -> int:
            count = 0
            async with conn.cursor() as cursor, cursor.copy(statement) as copy:
                for row in rows:
                    if len(row) != width:
                        raise ValueError(f"row {count + 1} for {table} has {len(row)} values for {width} columns")
                    await copy.write_row(row)
                    count += 1
            return count

        async with self._conn() as conn:
            copied: int = await self._guard(conn, lambda: run_copy(conn))
            return copied

    async def copy_csv(self, table: str, columns: Sequence[str], data: bytes) -> None:
        """Bulk-load ready CSV text (NULL = unquoted empty field) with COPY, as psql's \\copy would.

        Formatting rows is the caller's job, so a million-row promotion spends no Python per
        value here. Joins the current transaction when there is one.
        """
        statement = pgsql.SQL("COPY {} ({}) FROM STDIN WITH (FORMAT csv)").format(
            pgsql.Identifier(table), pgsql.SQL(", ").join(pgsql.Identifier(c) for c in columns)
        )

        async def run_copy(conn: psycopg.AsyncConnection[Any]) -> None:
            async with conn.cursor() as cursor, cursor.copy(statement) as copy:
                await copy.write(data)

        async with self._conn() as conn:
            await self._guard(conn, lambda: run_copy(conn))

    @property
    def writer_lock_held(self) -> bool:
        return self._lock_conn is not None

    async def acquire_writer_lock(self, install_id: str, program: str) -> None:
        """Hold a session-level advisory lock for this install while the app runs.

        Two GoClaw Lite processes (possibly on two machines) on one database would race on
        start-up work and each keep its own in-memory rules, so the second is refused and
        told who holds the lock. It lives on a connection of its own, outside the pool.
        """
        if self._lock_conn is not None:
            return
        key = writer_lock_key(install_id)
        label = f"goclaw-lite writer: {program} (pid {os.getpid()} on {socket.gethostname()})"[:63]
        conn = await _open_connection(make_conninfo(self._conninfo, application_name=label), self.target, self._secrets)
        try:
            got = await (await conn.execute("SELECT pg_try_advisory_lock(%s) AS got", (key,))).fetchone()
            if got is None or not got["got"]:
                holder = await (
                    await conn.execute(
                        "SELECT a.application_name AS app, a.client_addr::text AS addr FROM pg_catalog.pg_locks l "
                        "JOIN pg_catalog.pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.granted "
                        "AND l.objsubid = 1 AND l.classid::bigint = %s AND l.objid::bigint = %s LIMIT 1",
                        ((key >> 32) & 0xFFFFFFFF, key & 0xFFFFFFFF),
                    )
                ).fetchone()
                who = str(holder["app"]) if holder and holder["app"] else "another GoClaw Lite"
                if holder and holder["addr"]:
                    who += f" from {holder['addr']}"
                raise DatabaseLockedError(
                    f"{self.description} is in use by {who}. Close it first "
                    "(only one GoClaw Lite may write to a database at a time).",
                    holder=who,
                )
        except BaseException as exc:
            await conn.close()
            if isinstance(exc, psycopg.Error):
                error = statement_error(exc, self.target)
                if error is not exc:
                    raise error from None
            raise
        self._lock_conn = conn

    async def release_writer_lock(self) -> None:
        conn, self._lock_conn = self._lock_conn, None
        if conn is None:
            return
        try:
            if not conn.broken:
                with contextlib.suppress(psycopg.Error):
                    await conn.execute("SELECT pg_advisory_unlock_all()")
        finally:
            await conn.close()


def _conninfo(url: str, *, schema: str | None, read_only: bool, connect_timeout: float) -> str:
    """The URL plus our session settings, keeping any options the URL already carries."""
    params = parse_url(url)
    options = [params.get("options", "")]
    if schema:
        options.append(f"-c search_path={schema}")
    if read_only:
        options.append("-c default_transaction_read_only=on")
    extra: dict[str, Any] = {
        "application_name": params.get("application_name", "goclaw-lite"),
        "connect_timeout": params.get("connect_timeout", str(max(1, int(connect_timeout)))),
    }
    if any(options):
        extra["options"] = " ".join(o for o in options if o)
    return make_conninfo(url, **extra)


async def _open_connection(conninfo: str, target: PostgresTarget, secrets: dict[str, str]) -> psycopg.AsyncConnection[Any]:
    """One connection outside the pool, with connection failures explained."""
    try:
        return await psycopg.AsyncConnection.connect(conninfo, autocommit=True, context=ADAPTERS, row_factory=dict_row)
    except psycopg.Error as exc:
        failure = connect_error(exc, target, secrets)
    raise failure
