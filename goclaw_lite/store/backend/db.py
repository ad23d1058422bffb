"""One connection layer for two backends.

Stores write their SQL once, with `?` placeholders and the portable subset both SQLite and
PostgreSQL understand (INSERT ... ON CONFLICT ... DO UPDATE, RETURNING, recursive CTEs).
The few real differences live in a `Dialect`: placeholder rendering, the Unicode-aware
case-insensitive match, JSON field access, and "now". The PostgreSQL backend adds a dialect
and a `Database` subclass, not a second copy of every query.

A `Database` hands out transactions as async context managers. Inside one, every call on the
`Database` made by the same task runs in that transaction (a context variable routes it), so
store methods compose into one atomic unit without passing a connection around.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import re
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from goclaw_lite.errors import DatabaseError, DatabaseLockedError, NotADatabaseError
from goclaw_lite.store.backend.clean_close import forget_clean_close, record_clean_close
from goclaw_lite.store.backend.storable import storable_params
from goclaw_lite.textfold import fold_text

log = logging.getLogger(__name__)

Row = dict[str, Any]
Params = Sequence[Any]

LIKE_ESCAPE = "\\"
JSON_KEY_RE = re.compile(r"^[A-Za-z0-9_]+$")
CHUNK = 400  # ids per `IN (...)` list


def chunks(items: Sequence[Any], size: int = CHUNK) -> Iterable[Sequence[Any]]:
    """`items` in slices of `size`: an `IN (...)` list stays under every backend's parameter limit."""
    for start in range(0, len(items), size):
        yield items[start : start + size]


def escape_like(text: str) -> str:
    """Escape LIKE wildcards so `%`, `_` and the escape character match themselves."""
    return (
        text.replace(LIKE_ESCAPE, LIKE_ESCAPE * 2).replace("%", LIKE_ESCAPE + "%").replace("_", LIKE_ESCAPE + "_")
    )


def case_key(text: str) -> str:
    """The case-insensitive key of a name compared whole (a relation type, a file's basename).

    `str.casefold` covers all of Unicode ("STRASSE" ~ "straße") and keeps accents: these keys
    are matched exactly. What people search is folded by `textfold.fold_text` instead.
    """
    return text.casefold()


def json_key(key: str) -> str:
    """A JSON object key safe to write into SQL text (a JSON path or a `->>` operand)."""
    if not JSON_KEY_RE.match(key):
        raise ValueError(f"JSON key {key!r} must be letters, digits and underscores")
    return key


def contains_pattern(query: str) -> str:
    """A LIKE pattern matching `query` anywhere in search-folded text (`goclaw_lite.textfold`), wildcards escaped."""
    return "%" + escape_like(fold_text(query)) + "%"


def prefix_pattern(query: str) -> str:
    return escape_like(fold_text(query)) + "%"


class ConstraintViolation(Exception):
    """A UNIQUE, CHECK or FOREIGN KEY constraint refused a write; stores translate it."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Dialect(ABC):
    name: str

    @abstractmethod
    def render(self, sql: str) -> str:
        """Turn portable SQL (with `?` placeholders) into this backend's text."""

    @abstractmethod
    def json_text(self, column: str, key: str) -> str:
        """SQL expression reading top-level `key` of a JSON column as text."""

    @abstractmethod
    def now(self) -> str:
        """SQL expression for the current UTC time in the column's storage form."""

    @abstractmethod
    def json_merge(self, column: str, patch: dict[str, Any]) -> tuple[str, list[Any]]:
        """(SQL expression, its parameters): `column` with the top-level keys of `patch` set,
        the others kept; keys are letters, digits and underscores."""

    def like(self, expr: str) -> str:
        """`expr LIKE ? ESCAPE '\\'` — `expr` must already be a folded column."""
        return f"{expr} LIKE ? ESCAPE '\\'"

    @abstractmethod
    def list_tables_sql(self) -> str:
        """A query returning one `name` per application table, sorted (bookkeeping excluded)."""


class SQLiteDialect(Dialect):
    name = "sqlite"

    def render(self, sql: str) -> str:
        return sql

    def json_text(self, column: str, key: str) -> str:
        return f"json_extract({column}, '$.{key}')"

    def now(self) -> str:
        return "strftime('%Y-%m-%dT%H:%M:%fZ','now')"

    def json_merge(self, column: str, patch: dict[str, Any]) -> tuple[str, list[Any]]:
        if not patch:
            return column, []
        pairs = ", ".join(f"'$.{json_key(k)}', json(?)" for k in patch)
        return f"json_set({column}, {pairs})", [json.dumps(v, ensure_ascii=False) for v in patch.values()]

    def list_tables_sql(self) -> str:
        # the search index's tables (store/lifecycle/search_index.py) and the KG counters are derived
        # data, not the app's
        return (
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
            "AND name NOT GLOB '*_search_docs' AND name NOT GLOB '*_search_fts*' AND name <> 'kg_counts' ORDER BY name"
        )


class Database(ABC):
    """Backend-neutral async access; see the module docstring for the transaction rule."""

    dialect: Dialect
    description: str

    def __init__(self) -> None:
        self._current: contextvars.ContextVar[Any] = contextvars.ContextVar(f"tx-{id(self)}", default=None)
        self._before_close: list[Callable[[], Awaitable[None]]] = []

    def before_close(self, callback: Callable[[], Awaitable[None]]) -> None:
        """Run `callback` when the database closes, before it does: a writer that queues rows (traces) flushes."""
        self._before_close.append(callback)

    async def _closing(self) -> None:
        callbacks, self._before_close = self._before_close, []
        for callback in callbacks:
            try:
                await callback()
            except Exception:
                log.exception("a write queued for the database was lost at its close")

    @abstractmethod
    async def _fetch(self, conn: Any, sql: str, params: Params) -> list[Row]: ...

    @abstractmethod
    async def _execute(self, conn: Any, sql: str, params: Params) -> int: ...

    @abstractmethod
    async def _execute_many(self, conn: Any, sql: str, rows: Iterable[Params]) -> None: ...

    @abstractmethod
    def _autocommit(self) -> Any:
        """An async context manager yielding a connection for one statement outside a transaction."""

    @abstractmethod
    def _begin(self, write: bool) -> Any:
        """An async context manager yielding a connection inside a fresh transaction."""

    @abstractmethod
    async def close(self) -> None: ...

    @property
    def in_transaction(self) -> bool:
        return self._current.get() is not None

    @asynccontextmanager
    async def _conn(self) -> AsyncIterator[Any]:
        current = self._current.get()
        if current is not None:
            yield current
            return
        async with self._autocommit() as conn:
            yield conn

    # Every bound value passes `storable_params`: no backend may be handed NUL or an unpaired
    # surrogate (PostgreSQL refuses them, and a SQLite row holding one could not be promoted).

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        async with self._conn() as conn:
            return await self._fetch(conn, self.dialect.render(sql), storable_params(params))

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self.fetch_all(sql, params)
        return rows[0] if rows else None

    async def fetch_value(self, sql: str, params: Params = ()) -> Any:
        row = await self.fetch_one(sql, params)
        if row is None:
            return None
        return next(iter(row.values()))

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; returns the number of rows it changed."""
        async with self._conn() as conn:
            return await self._execute(conn, self.dialect.render(sql), storable_params(params))

    async def execute_many(self, sql: str, rows: Iterable[Params]) -> None:
        async with self._conn() as conn:
            await self._execute_many(conn, self.dialect.render(sql), (storable_params(row) for row in rows))

    @asynccontextmanager
    async def transaction(self, *, write: bool = True) -> AsyncIterator[Database]:
        """Run the block atomically; nested use joins the outer transaction."""
        if self._current.get() is not None:
            yield self
            return
        async with self._begin(write) as conn:
            token = self._current.set(conn)
            try:
                yield self
            finally:
                self._current.reset(token)


def translate_sqlite_error(exc: sqlite3.Error, where: str) -> Exception:
    """Split SQLite failures into environment faults users can act on, and bugs."""
    text = str(exc)
    lowered = text.lower()
    if isinstance(exc, sqlite3.IntegrityError):
        return ConstraintViolation(text)
    if "database is locked" in lowered or "database table is locked" in lowered:
        return DatabaseLockedError(f"The database {where} is busy in another program; try again in a moment.")
    if "file is not a database" in lowered or "file is encrypted" in lowered:
        return NotADatabaseError(f"{where} is not a SQLite database.")
    if "disk is full" in lowered or "database or disk is full" in lowered:
        return DatabaseError(f"The disk holding {where} is full; free some space and try again.")
    if "readonly" in lowered or "read-only" in lowered:
        return DatabaseError(f"{where} is read-only; check its permissions.")
    if "malformed" in lowered or "corrupt" in lowered:
        return DatabaseError(f"{where} is damaged ({text}); restore a backup or run `goclaw-lite db check`.")
    if "disk i/o error" in lowered or "unable to open" in lowered:
        return DatabaseError(f"Cannot read or write {where} ({text}).")
    return exc


def _sqlite_uri(path: Path, read_only: bool) -> str:
    return f"{path.resolve().as_uri()}?mode={'ro' if read_only else 'rw'}"


async def _configure(conn: aiosqlite.Connection, *, read_only: bool, busy_timeout_ms: int) -> None:
    """The pragmas every connection of ours runs with (closed again if one fails)."""
    try:
        await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        await conn.execute("PRAGMA foreign_keys = ON")
        if not read_only:
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA synchronous = NORMAL")
        await conn.execute("PRAGMA cache_size = -16000")
        await conn.execute("PRAGMA temp_store = MEMORY")
        conn.row_factory = sqlite3.Row
    except BaseException:
        await conn.close()
        raise


class SQLiteDatabase(Database):
    """One aiosqlite connection, serialised by a lock; SQLite has a single writer anyway.

    A writable one forgets the file's clean-close record when it opens and records it again when it closes (see
    `store/backend/clean_close.py`): what lets the next open skip the integrity check.
    """

    dialect = SQLiteDialect()

    def __init__(self, conn: aiosqlite.Connection, path: Path, *, read_only: bool = False) -> None:
        super().__init__()
        self._db = conn
        self.path = path
        self.read_only = read_only
        self.description = f"SQLite {path}"
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def connect(cls, path: Path, *, read_only: bool = False, busy_timeout_ms: int = 5000) -> SQLiteDatabase:
        if not read_only:
            await asyncio.to_thread(forget_clean_close, path)
        try:
            conn = await aiosqlite.connect(_sqlite_uri(path, read_only), uri=True, isolation_level=None)
        except sqlite3.Error as exc:
            raise translate_sqlite_error(exc, str(path)) from exc
        await _configure(conn, read_only=read_only, busy_timeout_ms=busy_timeout_ms)
        return cls(conn, path, read_only=read_only)

    @property
    def raw(self) -> aiosqlite.Connection:
        """The underlying connection, for the schema runner and the online backup only."""
        return self._db

    async def _fetch(self, conn: aiosqlite.Connection, sql: str, params: Params) -> list[Row]:
        try:
            async with conn.execute(sql, tuple(params)) as cursor:
                rows = await cursor.fetchall()
        except sqlite3.Error as exc:
            raise translate_sqlite_error(exc, str(self.path)) from exc
        return [dict(row) for row in rows]

    async def _execute(self, conn: aiosqlite.Connection, sql: str, params: Params) -> int:
        try:
            async with conn.execute(sql, tuple(params)) as cursor:
                return cursor.rowcount
        except sqlite3.Error as exc:
            raise translate_sqlite_error(exc, str(self.path)) from exc

    async def _execute_many(self, conn: aiosqlite.Connection, sql: str, rows: Iterable[Params]) -> None:
        try:
            await conn.executemany(sql, [tuple(r) for r in rows])
        except sqlite3.Error as exc:
            raise translate_sqlite_error(exc, str(self.path)) from exc

    @asynccontextmanager
    async def _autocommit(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            yield self._db

    @asynccontextmanager
    async def _begin(self, write: bool) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE" if write and not self.read_only else "BEGIN")
            except sqlite3.Error as exc:
                raise translate_sqlite_error(exc, str(self.path)) from exc
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            else:
                try:
                    await self._db.execute("COMMIT")
                except sqlite3.Error as exc:
                    await self._db.execute("ROLLBACK")
                    raise translate_sqlite_error(exc, str(self.path)) from exc

    async def close(self) -> None:
        if self._closed:
            return
        await self._closing()
        self._closed = True
        await self._db.close()
        if not self.read_only:
            await asyncio.to_thread(record_clean_close, self.path)
