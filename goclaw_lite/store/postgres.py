"""The PostgreSQL backend: the same store SQL, run through psycopg 3.

Stores are written once against SQLite semantics, so this module makes PostgreSQL look the
same from above:

* SQL: `?` placeholders become `%s` (outside literals, identifiers and comments) and every
  `%` is doubled for psycopg; parameters are bound server-side, so values never appear in
  the statement text (nor in the server's log of a failed statement). Python `str` goes out
  as type "unknown", which PostgreSQL casts to the column's uuid / jsonb / timestamptz.
* Values: uuid -> str, timestamptz -> canonical text (`ids.format_ts`), jsonb -> compact
  JSON text, numeric -> float; exactly what the SQLite backend returns. Booleans stay bool.
* Transactions: a failed statement inside a transaction is rolled back alone (a savepoint
  per statement), as in SQLite, instead of poisoning the whole transaction; write
  transactions are serialised in-process like SQLite's BEGIN IMMEDIATE.
* Errors: integrity failures become `ConstraintViolation` built from the diagnostics only
  (PostgreSQL's DETAIL repeats the failing row, which can hold secrets); environment faults
  (password, unreachable host, privileges, disk full, lost connection) become
  `DatabaseError`s naming user@host:port/db and never the password.
"""

from __future__ import annotations

import asyncio
import contextlib
import getpass
import hashlib
import json
import os
import re
import socket
import time
import weakref
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from functools import lru_cache
from typing import Any

import psycopg
from psycopg import sql as pgsql
from psycopg.adapt import AdaptersMap, Buffer, Loader
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from psycopg.pq import Format
from psycopg.rows import dict_row
from psycopg.types.json import set_json_loads
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from goclaw_lite.errors import ConfigurationError, DatabaseError, DatabaseLockedError
from goclaw_lite.ids import format_ts
from goclaw_lite.security.redact import redact_known_secrets, redact_values
from goclaw_lite.store.db import (
    ConstraintViolation,
    Database,
    Dialect,
    Params,
    Row,
    json_key,
)

MIN_SERVER_VERSION = 120000  # EXECUTE FUNCTION in triggers (11), AS MATERIALIZED CTEs in the KG store (12)
VERSION_TABLE = "goclaw_schema"
_SCHEMA_NAME_RE = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
_JSON_KEY_RE = re.compile(r"^[A-Za-z0-9_]+$")
_DOLLAR_TAG_RE = re.compile(r"\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$")


# --- SQL text -------------------------------------------------------------------------


def _ident_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_$"


def _quote_end(sql: str, start: int, backslash_escapes: bool) -> int:
    """Index just past the literal opened at `start` ('' doubles a quote; E'' also \\)."""
    quote = sql[start]
    i = start + 1
    while i < len(sql):
        ch = sql[i]
        if backslash_escapes and ch == "\\":
            i += 2
            continue
        if ch == quote:
            if i + 1 < len(sql) and sql[i + 1] == quote:
                i += 2
                continue
            return i + 1
        i += 1
    raise ValueError(f"unterminated {quote} quote in SQL starting {sql[start:start + 40]!r}")


def _block_comment_end(sql: str, start: int) -> int:
    depth = 0
    i = start
    while i < len(sql) - 1:
        pair = sql[i : i + 2]
        if pair == "/*":
            depth += 1
            i += 2
        elif pair == "*/":
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    raise ValueError(f"unterminated /* comment in SQL starting {sql[start:start + 40]!r}")


def sql_segments(sql: str) -> list[tuple[str, str]]:
    """Split SQL text into (kind, text) runs: code, literal, ident, dollar, comment.

    Only `code` runs may hold placeholders and statement-ending semicolons; the others are
    copied verbatim. Strings follow standard_conforming_strings (on since PostgreSQL 9.1).
    """
    segments: list[tuple[str, str]] = []
    code_start = i = 0
    n = len(sql)

    def emit(kind: str, end: int) -> None:
        nonlocal code_start, i
        if code_start < i:
            segments.append(("code", sql[code_start:i]))
        segments.append((kind, sql[i:end]))
        code_start = i = end

    while i < n:
        ch = sql[i]
        prev = sql[i - 1] if i else ""
        if ch == "'":
            escapes = prev in ("e", "E") and (i < 2 or not _ident_char(sql[i - 2]))
            emit("literal", _quote_end(sql, i, escapes))
        elif ch == '"':
            emit("ident", _quote_end(sql, i, False))
        elif ch == "-" and sql.startswith("--", i):
            end = sql.find("\n", i)
            emit("comment", n if end < 0 else end)
        elif ch == "/" and sql.startswith("/*", i):
            emit("comment", _block_comment_end(sql, i))
        elif ch == "$" and not (prev and _ident_char(prev)) and (tag := _DOLLAR_TAG_RE.match(sql, i)):
            close = sql.find(tag.group(0), tag.end())
            if close < 0:
                raise ValueError(f"unterminated {tag.group(0)} quote in SQL starting {sql[i:i + 40]!r}")
            emit("dollar", close + len(tag.group(0)))
        else:
            i += 1
    if code_start < n:
        segments.append(("code", sql[code_start:]))
    return segments


@lru_cache(maxsize=4096)
def render_sql(sql: str) -> str:
    """Portable SQL (`?` placeholders) -> psycopg text (`%s`, literal `%` doubled)."""
    if "?" not in sql and "%" not in sql:
        return sql
    parts = []
    for kind, text in sql_segments(sql):
        text = text.replace("%", "%%")
        if kind == "code":
            text = text.replace("?", "%s")
        parts.append(text)
    return "".join(parts)


def split_sql_statements(sql: str) -> list[str]:
    """Top-level statements of a script; semicolons inside literals, $$ bodies and comments stay.

    Comments before a statement are dropped, so each statement starts with its keyword.
    """
    statements: list[str] = []
    current: list[str] = []
    has_code = False
    for kind, text in sql_segments(sql):
        if kind == "comment" and not has_code:
            current = []
            continue
        if kind != "code":
            current.append(text)
            has_code = has_code or kind != "comment"
            continue
        pieces = text.split(";")
        for index, piece in enumerate(pieces):
            current.append(piece)
            has_code = has_code or bool(piece.strip())
            if index < len(pieces) - 1:
                if has_code:
                    statements.append("".join(current).strip())
                current, has_code = [], False
    if has_code:
        statements.append("".join(current).strip())
    return statements


# --- values: make PostgreSQL rows read like SQLite rows --------------------------------


def _compact_json(data: str | bytes) -> str:
    return json.dumps(json.loads(data), ensure_ascii=False, separators=(",", ":"))


class _UuidAsText(Loader):
    def load(self, data: Buffer) -> str:
        return bytes(data).decode("ascii")


class _NumericAsFloat(Loader):
    def load(self, data: Buffer) -> float:
        return float(bytes(data))


class _Wrapping(Loader):
    """Run psycopg's own text loader for the type, then convert its result."""

    base_oid: int = 0

    def __init__(self, oid: int, context: Any = None) -> None:
        super().__init__(oid, context)
        base = psycopg.adapters.get_loader(self.base_oid, Format.TEXT)
        assert base is not None
        self._inner = base(oid, context)


class _TimestamptzAsText(_Wrapping):
    base_oid = 1184

    def load(self, data: Buffer) -> str:
        return format_ts(self._inner.load(data))


class _TimestampAsText(_Wrapping):
    base_oid = 1114

    def load(self, data: Buffer) -> str:
        moment: datetime = self._inner.load(data)
        return format_ts(moment.replace(tzinfo=UTC))


class _DateAsText(_Wrapping):
    base_oid = 1082

    def load(self, data: Buffer) -> str:
        day: date = self._inner.load(data)
        return day.isoformat()


def _build_adapters() -> AdaptersMap:
    adapters = AdaptersMap(psycopg.adapters)
    adapters.register_loader("uuid", _UuidAsText)
    adapters.register_loader("numeric", _NumericAsFloat)
    adapters.register_loader("timestamptz", _TimestamptzAsText)
    adapters.register_loader("timestamp", _TimestampAsText)
    adapters.register_loader("date", _DateAsText)
    set_json_loads(_compact_json, adapters)
    return adapters


ADAPTERS = _build_adapters()


# --- where we connect, safe to show ----------------------------------------------------


@dataclass(frozen=True)
class PostgresTarget:
    """user@host:port/db (and schema) of a connection; never holds the password."""

    user: str
    host: str
    port: str
    dbname: str
    schema: str | None = None

    @property
    def where(self) -> str:
        text = f"{self.user}@{self.host}:{self.port}/{self.dbname}"
        return text + (f" (schema {self.schema})" if self.schema else "")

    @property
    def description(self) -> str:
        return f"PostgreSQL {self.where}"


def _parse_url(url: str) -> dict[str, str]:
    try:
        return {k: str(v) for k, v in conninfo_to_dict(url).items() if v is not None}
    except psycopg.Error as exc:
        reason = redact_known_secrets(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        problem = ConfigurationError(
            f"That is not a valid PostgreSQL URL ({reason}); expected postgresql://user@host:port/database."
        )
    raise problem


def target_of(url: str, schema: str | None = None) -> PostgresTarget:
    """What a URL points at, with libpq's environment defaults filled in."""
    params = _parse_url(url)
    user = params.get("user") or os.environ.get("PGUSER") or getpass.getuser()
    host = params.get("host") or params.get("hostaddr") or os.environ.get("PGHOST") or "localhost"
    return PostgresTarget(
        user=user,
        host=host,
        port=params.get("port") or os.environ.get("PGPORT") or "5432",
        dbname=params.get("dbname") or os.environ.get("PGDATABASE") or user,
        schema=schema,
    )


def describe_url(url: str) -> str:
    """The "PostgreSQL user@host:port/db" label of a URL, without its password."""
    return target_of(url).description


def _password_of(url: str) -> dict[str, str]:
    secrets = {"password": _parse_url(url).get("password", "")}
    if os.environ.get("PGPASSWORD"):
        secrets["pgpassword"] = os.environ["PGPASSWORD"]
    return secrets


# --- errors ----------------------------------------------------------------------------


class PostgresConnectError(DatabaseError):
    """The server could not be used at all; `reason` says why, for the GUI to offer a fix."""

    def __init__(self, message: str, *, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class InvalidValue(ConstraintViolation):
    """A value PostgreSQL could not read as its column's type (uuid, timestamp, JSON, int4).

    SQLite's STRICT tables refuse wrongly typed values as constraint failures too, so stores
    that translate ConstraintViolation handle both backends alike.
    """


_UNREACHABLE = (
    ("connection refused", "connection refused"),
    ("timeout expired", "timed out"),
    ("timed out", "timed out"),
    ("name or service not known", "host name not found"),
    ("failed to resolve host", "host name not found"),
    ("could not translate host name", "host name not found"),
    ("temporary failure in name resolution", "host name not found"),
    ("nodename nor servname", "host name not found"),
    ("no route to host", "no route to host"),
    ("network is unreachable", "network unreachable"),
    ("no such file or directory", "no server socket"),
)


def _first_line(exc: BaseException, secrets: dict[str, str]) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    text = re.sub(r"^connection failed: ", "", text)
    return redact_values(redact_known_secrets(text), secrets)


def connect_error(exc: psycopg.Error, target: PostgresTarget, secrets: dict[str, str]) -> PostgresConnectError:
    """A connection attempt failed: say what to fix, with user@host:port/db, never the password."""
    text = str(exc).lower()
    state = exc.sqlstate or ""
    server = f"PostgreSQL at {target.host}:{target.port}"
    if state == "28P01" or "password authentication failed" in text:
        return PostgresConnectError(
            f"{server} refused the password for user {target.user!r} (database {target.dbname!r}). "
            "Check the password (in the URL, PGPASSWORD or ~/.pgpass).",
            reason="auth",
        )
    if "no password supplied" in text or "password is required" in text:
        return PostgresConnectError(
            f"{server} wants a password for user {target.user!r} and none was given; "
            "put it in ~/.pgpass or PGPASSWORD (or the URL).",
            reason="auth",
        )
    if re.search(r'role "[^"]*" does not exist', text):
        return PostgresConnectError(
            f"{server} has no user (role) {target.user!r}; fix the URL or create the role.", reason="no_role"
        )
    if state == "3D000" or re.search(r'database "[^"]*" does not exist', text):
        return PostgresConnectError(
            f"There is no database {target.dbname!r} on {server}; create it (createdb {target.dbname}) or fix the URL.",
            reason="no_database",
        )
    if "pg_hba.conf" in text:
        return PostgresConnectError(
            f"{server} does not accept connections from this machine for user {target.user!r} and database "
            f"{target.dbname!r} (pg_hba.conf); ask its administrator to allow them.",
            reason="refused",
        )
    if state == "42501" or "permission denied" in text or "not permitted to log in" in text:
        return PostgresConnectError(
            f"User {target.user!r} may not connect to database {target.dbname!r} on {server} "
            f"({_first_line(exc, secrets)}); grant CONNECT/LOGIN or use another user.",
            reason="privilege",
        )
    if state == "53300" or "too many clients" in text or "remaining connection slots" in text:
        return PostgresConnectError(f"{server} has no free connection slots; close other clients and try again.", reason="busy")
    if state == "57P03" or "starting up" in text or "shutting down" in text or "in recovery mode" in text:
        return PostgresConnectError(f"{server} is starting up or shutting down; try again in a moment.", reason="busy")
    for needle, reason in _UNREACHABLE:
        if needle in text:
            return PostgresConnectError(
                f"Cannot reach {server} ({reason}) for {target.where}; is the server running and the address right?",
                reason="unreachable",
            )
    return PostgresConnectError(f"Cannot connect to {target.description}: {_first_line(exc, secrets)}.", reason="other")


def _constraint_message(exc: psycopg.Error) -> str:
    """SQLite-like wording from the diagnostics alone: no DETAIL, so no row values."""
    diag = exc.diag
    table = diag.table_name or "?"
    name = diag.constraint_name or ""
    state = exc.sqlstate or ""
    if state == "23505":
        return f"UNIQUE constraint failed: {table} ({name})"
    if state == "23503":
        return f"FOREIGN KEY constraint failed: {table} ({name})"
    if state == "23514":
        return f"CHECK constraint failed: {name or table}"
    if state == "23502":
        return f"NOT NULL constraint failed: {table}.{diag.column_name or '?'}"
    return f"constraint failed: {table} ({name or state})"


def _value_message(exc: psycopg.Error) -> str:
    primary = exc.diag.message_primary or "invalid value"
    return "invalid value: " + primary.split(': "', 1)[0]


def statement_error(exc: psycopg.Error, target: PostgresTarget) -> Exception:
    """Map a failed statement to what stores and users handle; bugs come back unchanged."""
    state = exc.sqlstate or ""
    server = f"the PostgreSQL server at {target.host}:{target.port}"
    if isinstance(exc, psycopg.IntegrityError) or state.startswith("23"):
        return ConstraintViolation(_constraint_message(exc))
    if state.startswith("22"):
        return InvalidValue(_value_message(exc))
    if state == "42501":
        primary = exc.diag.message_primary or "permission denied"
        return DatabaseError(
            f"User {target.user!r} lacks a privilege on {target.where} ({primary}); "
            "grant it, or connect as the owner of the GoClaw Lite schema."
        )
    if state == "53100":
        return DatabaseError(f"{server.capitalize()} is out of disk space ({target.dbname}); free space there and try again.")
    if state in ("53200", "53400"):
        return DatabaseError(f"{server.capitalize()} ran out of memory or hit a configured limit; try again later.")
    if state in ("40P01", "40001", "55P03"):
        return DatabaseLockedError(f"{target.description} is busy with a conflicting change; try again in a moment.")
    if state == "25006":
        return DatabaseError(f"{target.description} is read-only here; nothing was written.")
    if state == "57014":
        return DatabaseError(f"A statement on {target.description} was cancelled (it took too long or was stopped).")
    if state.startswith(("08", "57P")) or (isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)) and not state):
        return DatabaseError(f"Lost the connection to {target.description}; check the server and try again.")
    return exc


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
            f"AND c.relname <> '{VERSION_TABLE}' ORDER BY c.relname COLLATE \"C\""
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
        secrets = _password_of(url)
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
    params = _parse_url(url)
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
