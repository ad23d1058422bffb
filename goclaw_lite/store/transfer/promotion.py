"""Every statement SQLite -> PostgreSQL promotion runs (goclaw_lite.promote drives them).

Most are built per table: table and column names come from the two schemas' own
catalogues (never from user input) and are quoted with `quote_ident`. The progress table's
DDL is the file promotion.sql beside this module.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from goclaw_lite.errors import DatabaseError
from goclaw_lite.store.backend.db import SQLiteDatabase, translate_sqlite_error
from goclaw_lite.store.backend.sqlite_files import read_only

PROGRESS_TABLE = "goclaw_promotion"
DEFERRED_TABLE = "goclaw_promotion_deferred"

# Column kinds of the canonical row text (goclaw_lite/promote/canonical.py explains it).
# PLAIN kinds are rendered by SQLite SQL when the value is already in canonical form.
UUID, TS, BOOL, INT, TEXT, JSON, FLOAT, BYTES = "uuid", "ts", "bool", "int", "text", "json", "float", "bytes"
PLAIN_KINDS = frozenset({UUID, TS, BOOL, INT, TEXT})
QUOTED_KINDS = frozenset({TEXT, JSON})
# Shapes only ('?' is far cheaper than a character class): PostgreSQL itself refuses a
# non-hex UUID or a non-digit timestamp, and such a row is then checked value by value.
_UUID_GLOB = "????????-????-????-????-????????????"
_TS_GLOB = "????-??-??T??:??:??.???Z"
_PG_TS_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def column_list(columns: Sequence[str]) -> str:
    return ", ".join(quote_ident(c) for c in columns)


# --- SQLite source ------------------------------------------------------------------------

SOURCE_TABLES = (
    "SELECT name, (sql LIKE 'CREATE VIRTUAL TABLE%') AS virtual FROM sqlite_master "
    "WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
)
# Tables SQLite keeps for a virtual table (FTS5's index tables): rebuilt from the data, never copied.
SOURCE_SHADOW_TABLES = "SELECT name FROM pragma_table_list WHERE type = 'shadow'"
FTS5_SHADOW_SUFFIXES = ("_data", "_idx", "_content", "_docsize", "_config")


def source_columns(table: str) -> str:
    return f"PRAGMA table_info({quote_ident(table)})"


def source_table_list(table: str) -> str:
    """One row with the table's `strict` flag (SQLite 3.37+)."""
    return f"PRAGMA table_list({quote_ident(table)})"


def source_foreign_keys(table: str) -> str:
    return f"PRAGMA foreign_key_list({quote_ident(table)})"


def count_rows(table: str) -> str:
    return f"SELECT COUNT(*) AS n FROM {quote_ident(table)}"


def _key_after(pk: Sequence[str]) -> str:
    if len(pk) == 1:
        return f"{quote_ident(pk[0])} > ?"
    return f"({column_list(pk)}) > ({', '.join('?' for _ in pk)})"


def page(table: str, columns: Sequence[str], pk: Sequence[str], *, after: bool, where: str = "") -> str:
    """One keyset page in primary-key order (`?` for the last key, then the limit)."""
    conditions = [c for c in (where, _key_after(pk) if after else "") if c]
    filter_ = f" WHERE {' AND '.join(conditions)}" if conditions else ""
    return f"SELECT {column_list(columns)} FROM {quote_ident(table)}{filter_} ORDER BY {column_list(pk)} LIMIT ?"


def _sqlite_check(column: str, kind: str, strict: bool) -> str | None:
    """True when SQLite holds the value in the form PostgreSQL reads and prints back alike
    (a STRICT table already guarantees the storage class)."""
    c = quote_ident(column)
    if kind == UUID:
        return f"({c} IS NULL OR ({c} GLOB '{_UUID_GLOB}' AND lower({c}) = {c}))"
    if kind == TS:
        return f"({c} IS NULL OR {c} GLOB '{_TS_GLOB}')"
    if kind == BOOL:
        return f"({c} IS NULL OR {c} IN (0, 1))" if strict else f"({c} IS NULL OR ({c} IN (0, 1) AND typeof({c}) = 'integer'))"
    if kind == INT and not strict:
        return f"typeof({c}) IN ('integer', 'null')"
    if kind == TEXT and not strict:
        # NUL, which PostgreSQL text cannot hold, is looked for in the whole rendered row
        # (promote/source.py): one scan instead of a test per column here.
        return f"typeof({c}) IN ('text', 'null')"
    return None


def _sqlite_field(column: str, kind: str) -> str:
    c = quote_ident(column)
    if kind == TEXT:
        return f"""coalesce('"' || replace({c}, '"', '""') || '"', '')"""
    return f"coalesce({c}, '')"


def source_lines(
    table: str, plain: Sequence[tuple[str, str]], special: Sequence[str], pk: Sequence[str], *, after: bool, strict: bool,
    uuid_refs: Sequence[str] = (),
) -> str:
    """One keyset page as (pk..., ok, head, special...): `head` is the CSV text of the plain
    columns, `ok` says it and the self-references `uuid_refs` (special columns, as they may be
    left out of the line) are canonical (else the row takes the slow, checked path)."""
    checked = [*plain, *((column, UUID) for column in uuid_refs)]
    checks = [check for column, kind in checked if (check := _sqlite_check(column, kind, strict)) is not None]
    ok = " AND ".join(checks) if checks else "1"
    head = " || ',' || ".join(_sqlite_field(column, kind) for column, kind in plain) or "''"
    selected = [*(quote_ident(k) for k in pk), f"({ok}) AS ok", f"{head} AS head", *(quote_ident(c) for c in special)]
    filter_ = f" WHERE {_key_after(pk)}" if after else ""
    return f"SELECT {', '.join(selected)} FROM {quote_ident(table)}{filter_} ORDER BY {column_list(pk)} LIMIT ?"


def source_rows_by_key(table: str, columns: Sequence[str], pk: Sequence[str], count: int) -> str:
    keys = " OR ".join("(" + " AND ".join(f"{quote_ident(k)} = ?" for k in pk) + ")" for _ in range(count))
    return f"SELECT {column_list([*pk, *columns])} FROM {quote_ident(table)} WHERE {keys}"


async def fetch_tuples(db: SQLiteDatabase, statement: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    """Plain tuples, not dicts: the copy reads a million rows and each costs."""
    cursor = await db.raw.cursor()
    try:
        cursor.row_factory = None
        await cursor.execute(statement, tuple(params))
        return list(await cursor.fetchall())  # type: ignore[arg-type]
    except sqlite3.Error as exc:
        raise translate_sqlite_error(exc, str(db.path)) from exc
    finally:
        await cursor.close()


# --- reader processes (promote/readers.py): connections of their own on one shared snapshot ---

_SNAPSHOT_READ = "SELECT count(*) FROM sqlite_master"
_LOCKED_TIMEOUT_S = 30.0


def open_reader(path: Path) -> sqlite3.Connection:
    """A plain read-only connection for a reader process, which blocks on purpose (no thread hop per page)."""
    try:
        conn = read_only(path)
        conn.execute(f"PRAGMA busy_timeout = {int(_LOCKED_TIMEOUT_S * 1000)}")
        conn.execute("PRAGMA cache_size = -2000")
        return conn
    except sqlite3.Error as exc:
        raise translate_sqlite_error(exc, str(path)) from exc


def begin_snapshot(conn: sqlite3.Connection) -> None:
    """Open a read transaction and take its snapshot now (SQLite takes it at the first read)."""
    try:
        conn.execute("BEGIN")
        conn.execute(_SNAPSHOT_READ).fetchone()
    except sqlite3.Error as exc:
        raise translate_sqlite_error(exc, "the SQLite source") from exc


def fetch_rows(conn: sqlite3.Connection, statement: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    try:
        return conn.execute(statement, tuple(params)).fetchall()
    except sqlite3.Error as exc:
        raise translate_sqlite_error(exc, "the SQLite source") from exc


class WritersHeld:
    """SQLite's write lock, held only while the promotion's connections take their snapshots.

    Each process reads through its own connection, and a commit between two of them starting
    would give them different snapshots; with the write lock held no commit can land, so every
    snapshot taken meanwhile is the same one. Writers of the app just wait (busy timeout) for
    these few milliseconds. A file this user cannot write is not being written by this app, so
    there the lock is skipped.
    """

    def __init__(self, path: Path) -> None:
        self._path = path
        self._conn: sqlite3.Connection | None = None

    def acquire(self) -> None:
        try:
            conn = sqlite3.connect(f"{self._path.resolve().as_uri()}?mode=rw", uri=True, isolation_level=None,
                                   timeout=_LOCKED_TIMEOUT_S, check_same_thread=False)
        except sqlite3.Error:
            return  # not writable here
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            conn.close()
            if "readonly" in str(exc).lower():
                return
            raise DatabaseError(
                f"Another program kept {self._path.name} locked for writing for {_LOCKED_TIMEOUT_S:.0f} s, so no "
                "consistent copy could start; nothing was written. Try again."
            ) from None
        self._conn = conn

    def release(self) -> None:
        if self._conn is not None:
            try:
                self._conn.execute("ROLLBACK")
            finally:
                self._conn.close()
                self._conn = None


# --- PostgreSQL target --------------------------------------------------------------------

TARGET_COLUMNS = (
    "SELECT table_name, column_name, data_type FROM information_schema.columns "
    "WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
)
TARGET_TRIGGERS = (
    "SELECT DISTINCT c.relname AS table_name FROM pg_catalog.pg_trigger t "
    "JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid "
    "WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal"
)


def progress_ddl() -> str:
    """The progress table's DDL (promotion.sql beside this module)."""
    return resources.files("goclaw_lite.store.transfer").joinpath("promotion.sql").read_text(encoding="utf-8")


CAN_CREATE = "SELECT has_schema_privilege(current_schema(), 'CREATE') AS ok"
PROGRESS_EXISTS = (
    "SELECT 1 AS found FROM pg_catalog.pg_class c WHERE c.relnamespace = current_schema()::regnamespace "
    f"AND c.relname = '{PROGRESS_TABLE}'"
)
PROGRESS_ROWS = f"SELECT table_name, step, last_key, rows_done, done FROM {PROGRESS_TABLE}"
SAVE_PROGRESS = (
    f"INSERT INTO {PROGRESS_TABLE} (table_name, step, last_key, rows_done, done, updated_at) VALUES (?, ?, ?, ?, ?, now()) "
    "ON CONFLICT (table_name, step) DO UPDATE SET last_key = excluded.last_key, rows_done = excluded.rows_done, "
    "done = excluded.done, updated_at = excluded.updated_at"
)


# The canonical field PostgreSQL prints for a stored value (see promote/canonical.py).
_PG_FIELDS = {
    TS: f"coalesce(to_char({{c}} AT TIME ZONE 'UTC', '{_PG_TS_FORMAT}'), '')",
    BOOL: "CASE WHEN {c} IS NULL THEN '' WHEN {c} THEN '1' ELSE '0' END",
    TEXT: """coalesce('"' || replace({c}, '"', '""') || '"', '')""",
    JSON: """coalesce('"' || replace({c}::text, '"', '""') || '"', '')""",
    FLOAT: "coalesce(encode(float8send({c}::float8), 'hex'), '')",
    BYTES: "coalesce(encode({c}, 'hex'), '')",
}


def _pg_field(column: str, kind: str) -> str:
    return _PG_FIELDS.get(kind, "coalesce({c}::text, '')").format(c=quote_ident(column))


def target_checksum(table: str, fields: Sequence[tuple[str, str]]) -> str:
    """(n, s): row count and the sum of the rows' first 64 bits of md5 over the canonical text
    (as text: the app's adapters read numeric as float, which would round it)."""
    text = " || ',' || ".join(_pg_field(column, kind) for column, kind in fields) or "''"
    return (
        f"SELECT count(*) AS n, coalesce(sum(('x' || left(md5({text}), 16))::bit(64)::bigint), 0)::text AS s "
        f"FROM {quote_ident(table)}"
    )


def analyze_table(table: str) -> str:
    """The planner's statistics of a freshly loaded table: it has none until autovacuum gets to
    it, and without them PostgreSQL plans searches badly (KG search at 1M entities: 0.3-1.7 s
    before, 2-10 ms after)."""
    return f"ANALYZE {quote_ident(table)}"


# --- indexes and constraints built after the load (promote/deferred.py) ----------------------

# Foreign keys, UNIQUE constraints and plain indexes of the current schema's tables; primary keys
# stay (resumed runs and the self-reference links look rows up by key).
TARGET_DEFERRABLE = (
    "SELECT c.relname AS table_name, k.conname AS name, CASE k.contype WHEN 'f' THEN 'foreign' ELSE 'unique' END AS kind, "
    "pg_catalog.pg_get_constraintdef(k.oid) AS definition FROM pg_catalog.pg_constraint k "
    "JOIN pg_catalog.pg_class c ON c.oid = k.conrelid "
    "WHERE k.connamespace = current_schema()::regnamespace AND k.contype IN ('f', 'u') "
    "UNION ALL "
    "SELECT t.relname, i.relname, 'index', pg_catalog.pg_get_indexdef(x.indexrelid) FROM pg_catalog.pg_index x "
    "JOIN pg_catalog.pg_class i ON i.oid = x.indexrelid JOIN pg_catalog.pg_class t ON t.oid = x.indrelid "
    "WHERE i.relnamespace = current_schema()::regnamespace "
    "AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint k WHERE k.conindid = x.indexrelid AND k.conrelid = x.indrelid)"
)
DEFERRED_ROWS = f"SELECT name, table_name, kind, definition FROM {DEFERRED_TABLE}"
SAVE_DEFERRED = f"INSERT INTO {DEFERRED_TABLE} (name, table_name, kind, definition) VALUES (?, ?, ?, ?)"
FORGET_DEFERRED = f"DELETE FROM {DEFERRED_TABLE} WHERE name = ?"
# Index builds sort in memory up to this (a session setting; the server's own default is 64 MB).
BUILD_MEMORY = "SET LOCAL maintenance_work_mem = '256MB'"


def drop_deferred(table: str, name: str, kind: str) -> str:
    if kind == "index":
        return f"DROP INDEX {quote_ident(name)}"
    return f"ALTER TABLE {quote_ident(table)} DROP CONSTRAINT {quote_ident(name)}"


def build_deferred(table: str, name: str, kind: str, definition: str) -> str:
    """The statement that builds a dropped index or constraint again from its catalogue text."""
    if kind == "index":
        return definition
    return f"ALTER TABLE {quote_ident(table)} ADD CONSTRAINT {quote_ident(name)} {definition}"


# Each batch commits its rows and its progress row together, so a server crash that loses the
# last asynchronous commits loses both and a resumed run redoes them; a table's last batch
# commits durably, which flushes every earlier commit too.
FAST_COMMIT = "SET LOCAL synchronous_commit = off"
DURABLE_COMMIT = "SET LOCAL synchronous_commit = on"


def set_triggers(table: str, enabled: bool) -> str:
    return f"ALTER TABLE {quote_ident(table)} {'ENABLE' if enabled else 'DISABLE'} TRIGGER USER"


def upsert(table: str, columns: Sequence[str], pk: Sequence[str]) -> str:
    """For tables the new schema already seeds (lite_meta, the master tenant)."""
    others = [c for c in columns if c not in pk]
    action = (
        "DO UPDATE SET " + ", ".join(f"{quote_ident(c)} = excluded.{quote_ident(c)}" for c in others) if others else "DO NOTHING"
    )
    return (
        f"INSERT INTO {quote_ident(table)} ({column_list(columns)}) VALUES ({', '.join('?' for _ in columns)}) "
        f"ON CONFLICT ({column_list(pk)}) {action}"
    )


def set_link(table: str, column: str, pk: Sequence[str]) -> str:
    keys = " AND ".join(f"{quote_ident(k)} = ?" for k in pk)
    return f"UPDATE {quote_ident(table)} SET {quote_ident(column)} = ? WHERE {keys}"


def has_rows(table: str) -> str:
    return f"SELECT 1 AS found FROM {quote_ident(table)} LIMIT 1"


def forward_reference(column: str, pk: Sequence[str]) -> str:
    """Rows whose self-reference the copy left NULL: every one for a composite key."""
    if len(pk) != 1:
        return f"{quote_ident(column)} IS NOT NULL"
    return f"{quote_ident(column)} IS NOT NULL AND NOT ({quote_ident(column)} < {quote_ident(pk[0])})"
