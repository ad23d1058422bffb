"""Knowledge-graph counters (schema 34, additive): the Knowledge graph page's counts without a scan.

`kg_counts` holds, per scope, how many *plain* entities of each type and plain relations of
each type there are, kept by triggers (`schema/sqlite/kg_counts.sql`,
`schema/postgres/kg_counts.sql`). A row is plain when its window is open and began at or
before its last write (entities: `updated_at`; relations: `created_at`): such a row is valid
at any time from now on. The others (closed, or starting later) sit in two small partial
indexes and are judged against the time asked, so counting "now" costs what the history of
ended and future rows costs, not what the graph holds. A past `as_of` still scans.

A SQLite database made before the counters gets them when it is opened: a backup, then in
one transaction the table, index and triggers are made and filled. PostgreSQL makes them when
the schema is prepared, and a promotion counts again once its rows are loaded (it loads with
the triggers off). Where the table is missing (a read-only open of an older database) the
counts scan as before. On SQLite `KG_COUNTS_KEY` in `lite_meta` names the counting rule the
file's counters follow, so a later rule counts again on open; PostgreSQL writes no such row
(promotion copies `lite_meta` from SQLite and checks it is the same).
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.resources import schema_dir
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.sqlite_files import read_marker, read_only, write_marker

if TYPE_CHECKING:
    from goclaw_lite.store.lifecycle.search_index import Progress

log = logging.getLogger(__name__)

KG_COUNTS_KEY = "kg_counts_version"
KG_COUNTS_VERSION = "1"
# Derived data: promotion does not copy it (PostgreSQL counts its own) and `db status` does not list it.
KG_COUNT_TABLES = frozenset({"kg_counts"})
# (table, kind, its type column, the write time a plain row began by)
_COUNTED = (("kg_entities", "entity", "entity_type", "updated_at"), ("kg_relations", "relation", "relation_type", "created_at"))
_SQLITE_TRIGGERS = tuple(f"trg_kg_counts_{kind}_{op}" for _t, kind, _c, _w in _COUNTED for op in ("insert", "delete", "update"))
_COUNTER_KEY = "agent_id, user_id, tenant_id, kind, type"
_SCOPE = "agent_id = :agent AND user_id = :user AND tenant_id = :tenant"
# The conditions of idx_kg_entities_not_open (and, below, idx_kg_relations_not_open) word for
# word, so the planners know those indexes hold every row the queries ask for.
NOT_PLAIN_ENTITY = "(valid_until IS NOT NULL OR valid_from > updated_at)"
FILL = (
    "INSERT INTO kg_counts (agent_id, user_id, tenant_id, kind, type, n) "
    "SELECT agent_id, user_id, tenant_id, 'entity', entity_type, COUNT(*) FROM kg_entities "
    "WHERE valid_until IS NULL AND valid_from <= updated_at GROUP BY agent_id, user_id, tenant_id, entity_type",
    "INSERT INTO kg_counts (agent_id, user_id, tenant_id, kind, type, n) "
    "SELECT agent_id, user_id, tenant_id, 'relation', relation_type, COUNT(*) FROM kg_relations "
    "WHERE valid_until IS NULL AND valid_from <= created_at GROUP BY agent_id, user_id, tenant_id, relation_type",
)


def kg_counts_sql(dialect: str) -> str:
    return (schema_dir(dialect) / "kg_counts.sql").read_text(encoding="utf-8")


def _plain(row: str, written: str) -> str:
    return f"{row}.valid_until IS NULL AND {row}.valid_from <= {row}.{written}"


def _update_of(type_column: str, written: str) -> tuple[str, str]:
    """(the columns an update must set, when it changes a counter): the row becomes or stops
    being plain, or a plain row changes type (or scope, which the app never changes)."""
    moved = " OR ".join(f"old.{c} <> new.{c}" for c in (type_column, "agent_id", "user_id", "tenant_id"))
    when = f"({_plain('old', written)}) <> ({_plain('new', written)}) OR ({_plain('old', written)} AND ({moved}))"
    return f"{type_column}, valid_from, valid_until, {written}, agent_id, user_id, tenant_id", when


def sqlite_triggers() -> list[str]:
    """Three triggers per counted table; a counter that reaches 0 is deleted."""
    statements = []
    for table, kind, type_column, written in _COUNTED:
        key = (f"agent_id = old.agent_id AND user_id = old.user_id AND tenant_id = old.tenant_id "
               f"AND kind = '{kind}' AND type = old.{type_column}")
        add = (f"INSERT INTO kg_counts ({_COUNTER_KEY}, n) SELECT new.agent_id, new.user_id, new.tenant_id, '{kind}', "
               f"new.{type_column}, 1 WHERE {_plain('new', written)} ON CONFLICT ({_COUNTER_KEY}) DO UPDATE SET n = n + 1;")
        remove = (f"DELETE FROM kg_counts WHERE {_plain('old', written)} AND {key} AND n <= 1; "
                  f"UPDATE kg_counts SET n = n - 1 WHERE {_plain('old', written)} AND {key};")
        columns, changed = _update_of(type_column, written)
        statements += [
            f"CREATE TRIGGER trg_kg_counts_{kind}_insert AFTER INSERT ON {table} WHEN {_plain('new', written)} "
            f"BEGIN {add} END",
            f"CREATE TRIGGER trg_kg_counts_{kind}_delete AFTER DELETE ON {table} WHEN {_plain('old', written)} "
            f"BEGIN {remove} END",
            f"CREATE TRIGGER trg_kg_counts_{kind}_update AFTER UPDATE OF {columns} ON {table} WHEN {changed} "
            f"BEGIN {remove} {add} END",
        ]
    return statements


def postgres_triggers() -> list[str]:
    """A trigger function per counted table (through `kg_counts_add`) and two triggers calling it."""
    statements = []
    for table, kind, type_column, written in _COUNTED:
        def call(row: str, delta: int, kind: str = kind, type_column: str = type_column) -> str:
            return f"PERFORM kg_counts_add({row}.agent_id, {row}.user_id, {row}.tenant_id, '{kind}', {row}.{type_column}, {delta});"

        columns, changed = _update_of(type_column, written)
        statements += [
            f"CREATE OR REPLACE FUNCTION kg_counts_{kind}() RETURNS TRIGGER AS $$\nBEGIN\n"
            f"  IF TG_OP <> 'INSERT' AND {_plain('OLD', written)} THEN {call('OLD', -1)} END IF;\n"
            f"  IF TG_OP <> 'DELETE' AND {_plain('NEW', written)} THEN {call('NEW', 1)} END IF;\n"
            "  RETURN NULL;\nEND;\n$$ LANGUAGE plpgsql",
            f"DROP TRIGGER IF EXISTS trg_kg_counts_{kind}_write ON {table}",
            f"CREATE TRIGGER trg_kg_counts_{kind}_write AFTER INSERT OR DELETE ON {table} "
            f"FOR EACH ROW EXECUTE FUNCTION kg_counts_{kind}()",
            f"DROP TRIGGER IF EXISTS trg_kg_counts_{kind}_update ON {table}",
            f"CREATE TRIGGER trg_kg_counts_{kind}_update AFTER UPDATE OF {columns} ON {table} "
            f"FOR EACH ROW WHEN ({changed}) EXECUTE FUNCTION kg_counts_{kind}()",
        ]
    return statements


# --- SQLite ---------------------------------------------------------------------------------


def has_kg_counts(conn: sqlite3.Connection) -> bool:
    table = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kg_counts'").fetchone()
    if table is None:
        return False
    return read_marker(conn, KG_COUNTS_KEY) == KG_COUNTS_VERSION


def kg_counts_missing(path: Path) -> bool:
    """True when the database does not keep the counters yet (read-only check)."""
    conn = read_only(path)
    try:
        return not has_kg_counts(conn)
    finally:
        conn.close()


def build_sqlite_counts(conn: sqlite3.Connection) -> None:
    """Make (or make again) the table, index and triggers and count every row (inside the caller's transaction)."""
    from goclaw_lite.store.lifecycle.sqlite_schema import split_statements

    for trigger in _SQLITE_TRIGGERS:
        conn.execute(f"DROP TRIGGER IF EXISTS {trigger}")
    conn.execute("DROP TABLE IF EXISTS kg_counts")  # a half-made or stale one
    for statement in [*split_statements(kg_counts_sql("sqlite")), *sqlite_triggers()]:
        conn.execute(statement)
    for statement in FILL:
        conn.execute(statement)
    write_marker(conn, KG_COUNTS_KEY, KG_COUNTS_VERSION)


def add_kg_counts(conn: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Give a database of an earlier build the counters (inside the caller's transaction, after its backup)."""
    if progress:
        progress("Counting the knowledge graph", 0, 1)
    build_sqlite_counts(conn)
    if progress:
        progress("Counting the knowledge graph", 1, 1)


# --- PostgreSQL -----------------------------------------------------------------------------


async def ensure_postgres_kg_counts(db: Database) -> bool:
    """Make and fill the counters when the schema lacks them; True when it did (each writable open asks)."""
    if await counters_kept(db):
        return False
    await build_postgres_kg_counts(db)
    return True


async def build_postgres_kg_counts(db: Database) -> None:
    """Make the table, index and triggers if missing and count every row again, in one transaction.

    Promotion runs it after its load, which writes with the triggers off.
    """
    from goclaw_lite.store.backend.postgres import split_sql_statements

    async with db.transaction():
        await db.execute("LOCK TABLE kg_entities, kg_relations IN SHARE ROW EXCLUSIVE MODE")
        for statement in [*split_sql_statements(kg_counts_sql("postgres")), *postgres_triggers()]:
            await db.execute(statement)
        await db.execute("DELETE FROM kg_counts")
        for statement in FILL:
            await db.execute(statement)


# --- counting -------------------------------------------------------------------------------


async def counters_kept(db: Database) -> bool:
    """Whether this database keeps the counters: the table is made with its triggers, in one transaction."""
    if db.dialect.name == "postgresql":
        return bool(await db.fetch_value("SELECT to_regclass('kg_counts') IS NOT NULL AS present"))
    return await db.fetch_value("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kg_counts'") is not None


def counted_stats_sql(gone: str) -> str:
    """One statement for the counts at a time :at from now on, as (part, kind, t, n) rows.

    `gone` is the query of the scope's entities not valid at :at (only non-plain ones can be).
    Parts: `counted` the counters; `open` the non-plain rows valid at :at (relations with
    neither end gone); `gone` how many entities are not valid; `cut` the plain relations that
    touch a gone entity, which the counters hold but do not count.
    """
    return (
        f"WITH gone(id) AS MATERIALIZED ({gone}), "
        "touching(id) AS MATERIALIZED ("
        "SELECT r.id FROM gone g JOIN kg_relations r ON r.source_entity_id = g.id WHERE r.valid_until IS NULL "
        "UNION SELECT r.id FROM gone g JOIN kg_relations r ON r.target_entity_id = g.id WHERE r.valid_until IS NULL) "
        f"SELECT 'counted' AS part, kind, type AS t, n FROM kg_counts WHERE {_SCOPE} AND n > 0 "
        "UNION ALL "
        f"SELECT 'open', 'entity', {_open_entities_by_type(_WINDOW)} "
        "UNION ALL "
        "SELECT 'gone', 'entity', '', COUNT(*) FROM gone "
        "UNION ALL "
        "SELECT 'cut', 'relation', r.relation_type, COUNT(*) FROM touching x JOIN kg_relations r ON r.id = x.id "
        "WHERE r.valid_from <= r.created_at AND r.agent_id = :agent AND r.user_id = :user AND r.tenant_id = :tenant "
        "GROUP BY r.relation_type "
        "UNION ALL "
        "SELECT 'open', 'relation', r.relation_type, COUNT(*) FROM kg_relations r WHERE r.agent_id = :agent "
        "AND r.user_id = :user AND r.tenant_id = :tenant AND (r.valid_until IS NOT NULL OR r.valid_from > r.created_at) "
        "AND r.valid_from <= :at AND (r.valid_until IS NULL OR r.valid_until > :at) "
        "AND r.source_entity_id NOT IN (SELECT id FROM gone) AND r.target_entity_id NOT IN (SELECT id FROM gone) "
        "GROUP BY r.relation_type"
    )


_WINDOW = " AND valid_from <= :at AND (valid_until IS NULL OR valid_until > :at)"


def _open_entities_by_type(window: str) -> str:
    """`t, n` of the scope's non-plain entities (in `window`) per type, for after a SELECT.

    Their ids are taken from the partial index first and each row read by key after: grouped
    by type straight from the table, SQLite (no statistics) prefers the type index for its
    order and reads the whole scope.
    """
    return (
        f"e.entity_type, COUNT(*) FROM (SELECT id FROM kg_entities WHERE {_SCOPE} AND {NOT_PLAIN_ENTITY}{window}) o "
        "CROSS JOIN kg_entities e WHERE e.id = o.id GROUP BY e.entity_type"
    )


def counted_entities_sql(include_expired: bool) -> str:
    """(part, t, n) rows whose sum is the scope's entities valid at :at (from now on) per type,
    or with `include_expired` every entity of the scope whatever its window (any time)."""
    return (
        f"SELECT 'counted' AS part, type AS t, n FROM kg_counts WHERE {_SCOPE} AND kind = 'entity' AND n > 0 "
        f"UNION ALL SELECT 'open', {_open_entities_by_type('' if include_expired else _WINDOW)}"
    )


def fold_counted(rows: Iterable[Row]) -> tuple[dict[str, int], dict[str, int], int]:
    """(entities per type, relations per type, entities not valid) from `counted_stats_sql`'s rows."""
    totals: dict[tuple[str, str], int] = {}
    gone = 0
    for row in rows:
        part, kind, t, n = str(row["part"]), str(row["kind"]), str(row["t"]), int(row["n"])
        if part == "gone":
            gone = n
            continue
        totals[(kind, t)] = totals.get((kind, t), 0) + (-n if part == "cut" else n)
    by_kind: dict[str, dict[str, int]] = {"entity": {}, "relation": {}}
    for (kind, t), n in sorted(totals.items()):
        if n > 0:
            by_kind[kind][t] = n
    return by_kind["entity"], by_kind["relation"], gone
