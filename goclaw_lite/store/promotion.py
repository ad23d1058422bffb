"""Every statement SQLite -> PostgreSQL promotion runs (goclaw_lite.promote drives them).

Most are built per table: table and column names come from the two schemas' own
catalogues (never from user input) and are quoted with `quote_ident`. The progress table's
DDL is the file goclaw_lite/promote/promotion.sql.
"""

from __future__ import annotations

from collections.abc import Sequence

PROGRESS_TABLE = "goclaw_promotion"


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def column_list(columns: Sequence[str]) -> str:
    return ", ".join(quote_ident(c) for c in columns)


# --- SQLite source ------------------------------------------------------------------------

SOURCE_TABLES = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"


def source_columns(table: str) -> str:
    return f"PRAGMA table_info({quote_ident(table)})"


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
