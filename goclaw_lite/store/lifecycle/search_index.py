"""The search indexes (schema 34, additive): folded text, FTS5 trigram on SQLite, pg_trgm on PostgreSQL.

A database made before them is brought up to date when it is opened: on SQLite a backup is
written, then in one transaction every search column is folded again with today's rule
(`goclaw_lite.textfold`) and `schema/sqlite/search_index.sql` builds the FTS5 tables over it.
On PostgreSQL the same columns are folded again and GIN trigram indexes are built; if the
`pg_trgm` extension cannot be created the store says so (a warning) and search scans.

`SEARCH_FOLD_VERSION` in `lite_meta` records that the folded columns follow the current rule.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from goclaw_lite.ids import now_ts
from goclaw_lite.model.json_values import json_strings
from goclaw_lite.resources import schema_dir
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.sqlite_files import read_marker, read_only, write_marker
from goclaw_lite.textfold import fold_text

log = logging.getLogger(__name__)

SEARCH_FOLD_KEY = "search_fold_version"
SEARCH_FOLD_VERSION = "2"
FTS_TABLES = ("kg_search_fts", "message_search_fts")
# Every table the index adds (FTS5 makes `_data`, `_idx`, `_config`): derived data that
# promotion does not copy (PostgreSQL builds its own) and `db status` does not list.
SEARCH_INDEX_TABLES = frozenset(
    {"kg_search_docs", "message_search_docs"}
    | {f"{fts}{part}" for fts in FTS_TABLES for part in ("", "_data", "_idx", "_config")}
)
MIN_TRIGRAM = 3  # FTS5 trigram and pg_trgm need three characters to use their index
_BATCH = 5000
# Tables whose search_fold was casefolded text: folding it again gives today's form.
REFOLDED_IN_PLACE = ("episodic_summaries", "vault_documents")

Progress = Callable[[str, int, int], None]
"""(what, done, total): called while the index is built, for a progress bar."""


def entity_search_text(name: str, entity_type: str, description: str, aliases: Iterable[str]) -> str:
    """Folded name, a newline, then the folded type, description and aliases.

    The name comes first so a range over the column is a prefix search on names and ranking
    can tell a name match from a match in the rest.
    """
    return fold_text(name) + "\n" + fold_text(" ".join([entity_type, description, *aliases]))


def glob_literal(text: str) -> str:
    """`text` for a GLOB pattern, its `*`, `?` and `[` matching themselves."""
    return "".join(f"[{ch}]" if ch in "*?[" else ch for ch in text)


def trigrams(folded: str) -> list[str]:
    """The distinct trigrams of `folded`, in order."""
    return list(dict.fromkeys(folded[i : i + 3] for i in range(len(folded) - 2)))


def trigram_match(folded: str, only: Iterable[str] | None = None) -> str:
    """An FTS5 MATCH expression asking for every trigram of `folded` (three characters or more),
    or for those in `only`.

    It finds the rows holding them all, from the index alone; a row can hold them apart, so
    the caller still tests its text (a GLOB on the row it reads anyway). A GLOB on the FTS
    table itself would read each row's text through the content view for that test, and the
    caller reads the same row again: twice the random reads per match.
    """
    return " AND ".join(fts_phrase(t) for t in (trigrams(folded) if only is None else only))


def fts_phrase(text: str) -> str:
    """`text` as one FTS5 string (its quotes doubled), so no character of it is syntax."""
    return '"' + text.replace('"', '""') + '"'


RARE_TRIGRAM = 64
"""A trigram in fewer indexed rows than this is rare. FTS5 with `detail=none` reads the whole
document list of every trigram an AND names, so "da nang" at 1M entities read the 40,000
entries of "nan" to intersect them with a few dozen. Asking only for the rare trigrams reads
short lists and yields fewer candidates than any cap, all of them then tested on their text:
the same rows, found from the short lists alone."""


MAX_COUNTED_TRIGRAMS = 8  # a long query's trigrams are counted at this many places along it


def counted_trigrams(folded: str) -> list[str]:
    """The trigrams of `folded` whose rows are counted: all of a short query's, spread along a long one."""
    every = trigrams(folded)
    if len(every) <= MAX_COUNTED_TRIGRAMS:
        return every
    step = (len(every) - 1) / (MAX_COUNTED_TRIGRAMS - 1)
    return list(dict.fromkeys(every[round(i * step)] for i in range(MAX_COUNTED_TRIGRAMS)))


def _marker(i: int) -> str:
    return "tri_" + chr(ord("a") + i)


def narrowed_match_sql(fts_table: str, count: int) -> str:
    """A scalar SELECT giving the MATCH for a query whose `count` counted trigrams are bound as
    `:tri_a`.. (one-trigram MATCH strings, see `trigram_count_values`) and whose every trigram
    is `:match`: the counted trigrams in fewer than `RARE_TRIGRAM` rows, ANDed, when there are
    any, else `:match`. Each count stops at `RARE_TRIGRAM` (the first page of a long list), and
    it runs inside the search's own statement: a statement of its own cost a round trip to the
    database thread (0.1-0.5 ms), more than the counts."""
    counts = " UNION ALL ".join(
        f"SELECT :{_marker(i)} AS t, (SELECT count(*) FROM (SELECT 1 FROM {fts_table} WHERE {fts_table} "
        f"MATCH :{_marker(i)} LIMIT {RARE_TRIGRAM})) AS n"
        for i in range(count)
    )
    return f"SELECT coalesce((SELECT group_concat(t, ' AND ') FROM ({counts}) WHERE n < {RARE_TRIGRAM}), :match)"


def trigram_count_values(counted: Sequence[str]) -> dict[str, str]:
    """The markers' values in `narrowed_match_sql` for the `counted` trigrams, each a one-trigram MATCH."""
    return {_marker(i): fts_phrase(t) for i, t in enumerate(counted)}


def search_index_sql() -> str:
    return (schema_dir("sqlite") / "search_index.sql").read_text(encoding="utf-8")


def has_search_index(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN (?, ?)", FTS_TABLES).fetchone()
    return int(row[0]) == len(FTS_TABLES)


def _batches(conn: sqlite3.Connection, sql: str) -> Iterator[list[sqlite3.Row]]:
    cursor = conn.execute(sql)
    while rows := cursor.fetchmany(_BATCH):
        yield rows


def _aliases(raw: str) -> list[str]:
    return list(json_strings(raw) or ())


def refold_sqlite(conn: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Write every search column again with the current folding rule (inside the caller's transaction)."""
    entities = int(conn.execute("SELECT count(*) FROM kg_entities").fetchone()[0])
    done = 0
    for rows in _batches(conn, "SELECT id, name, entity_type, description, aliases FROM kg_entities"):
        conn.executemany(
            "UPDATE kg_entities SET search_fold = ? WHERE id = ?",
            [(entity_search_text(r[1], r[2], r[3], _aliases(r[4])), r[0]) for r in rows],
        )
        done += len(rows)
        if progress:
            progress("Folding entity names", done, entities)
    messages = int(conn.execute("SELECT count(*) FROM agent_messages").fetchone()[0])
    done = 0
    for rows in _batches(conn, "SELECT id, content FROM agent_messages"):
        conn.executemany("UPDATE agent_messages SET content_fold = ? WHERE id = ?", [(fold_text(r[1] or ""), r[0]) for r in rows])
        done += len(rows)
        if progress:
            progress("Folding messages", done, messages)
    conn.executemany(
        "UPDATE agent_conversations SET title_fold = ? WHERE id = ?",
        [(fold_text(r[1]), r[0]) for r in conn.execute("SELECT id, title FROM agent_conversations").fetchall()],
    )
    for table in REFOLDED_IN_PLACE:
        for rows in _batches(conn, f"SELECT id, search_fold FROM {table}"):
            conn.executemany(f"UPDATE {table} SET search_fold = ? WHERE id = ?", [(fold_text(r[1]), r[0]) for r in rows])


def build_sqlite_index(conn: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Create the FTS tables and triggers and fill them from the (already folded) columns."""
    from goclaw_lite.store.lifecycle.sqlite_schema import split_statements

    for statement in split_statements(search_index_sql()):
        conn.execute(statement)
    if progress:
        progress("Building the search index", 0, 2)
    conn.execute("INSERT INTO kg_search_docs (entity_id) SELECT id FROM kg_entities WHERE search_fold <> '' ORDER BY updated_at, id")
    conn.execute("INSERT INTO kg_search_fts (kg_search_fts) VALUES ('rebuild')")
    # a rebuild leaves a segment per batch (ten at 1M entities) and every lookup reads each one;
    # merged into one, a rare query's index reads at 1M took 0.05 ms instead of 0.12
    conn.execute("INSERT INTO kg_search_fts (kg_search_fts) VALUES ('optimize')")
    if progress:
        progress("Building the search index", 1, 2)
    conn.execute(
        "INSERT INTO message_search_docs (message_id) SELECT id FROM agent_messages "
        "WHERE content_fold <> '' AND role IN ('user', 'assistant') ORDER BY created_at, id"
    )
    conn.execute("INSERT INTO message_search_fts (message_search_fts) VALUES ('rebuild')")
    conn.execute("INSERT INTO message_search_fts (message_search_fts) VALUES ('optimize')")
    if progress:
        progress("Building the search index", 2, 2)


def _record(conn: sqlite3.Connection) -> None:
    write_marker(conn, SEARCH_FOLD_KEY, SEARCH_FOLD_VERSION)


def search_index_missing(path: Path) -> bool:
    """True when the database lacks the search index or folds with an older rule (read-only check)."""
    conn = read_only(path)
    try:
        return not has_search_index(conn) or read_marker(conn, SEARCH_FOLD_KEY) != SEARCH_FOLD_VERSION
    finally:
        conn.close()


def create_search_index(conn: sqlite3.Connection) -> None:
    """On a new, empty database (inside its creating transaction)."""
    build_sqlite_index(conn)
    _record(conn)


def rebuild_search_index(conn: sqlite3.Connection, progress: Progress | None = None) -> None:
    """Fold again and build the index on an existing database (inside the caller's transaction)."""
    for trigger in ("trg_kg_search_insert", "trg_kg_search_delete", "trg_kg_search_update",
                    "trg_message_search_insert", "trg_message_search_delete", "trg_message_search_update"):
        conn.execute(f"DROP TRIGGER IF EXISTS {trigger}")
    for kind, name in (("TABLE", "kg_search_fts"), ("TABLE", "message_search_fts"), ("VIEW", "kg_search_content"),
                       ("VIEW", "message_search_content"), ("TABLE", "kg_search_docs"),
                       ("TABLE", "message_search_docs")):
        conn.execute(f"DROP {kind} IF EXISTS {name}")  # a half-made index of an older build
    refold_sqlite(conn, progress)
    build_sqlite_index(conn, progress)
    _record(conn)


def add_search_index(path: Path, progress: Progress | None = None) -> Path:
    """The index alone on an existing database, after a backup, in one transaction; the backup's path.

    Opening runs it with the other steps after one backup (store/lifecycle/upgrade.py); benchmarks
    call it on its own.
    """
    from goclaw_lite.store.lifecycle.sqlite_schema import backup_beside, change_in_one_transaction

    backup = backup_beside(path, "pre-upgrade", progress)
    doing = f"Building the search index of {path}"
    change_in_one_transaction(path, doing, lambda c: rebuild_search_index(c, progress), backup)
    log.info("built the search index of %s (backup at %s)", path, backup)
    return backup


# --- PostgreSQL ---------------------------------------------------------------------------


async def _refold_rows(db: Database, select: str, update: str, make: Callable[[Row], tuple[Any, ...]]) -> None:
    rows = await db.fetch_all(select)
    for start in range(0, len(rows), _BATCH):
        await db.execute_many(update, [make(r) for r in rows[start : start + _BATCH]])


async def ensure_postgres_search_index(db: Database) -> bool:
    """Fold again where the rule changed, then build the trigram indexes; False when pg_trgm is missing.

    Runs at every writable open; each step is skipped once done (`IF NOT EXISTS`, the marker).
    """
    marker = await db.fetch_value("SELECT value FROM lite_meta WHERE key = ?", (SEARCH_FOLD_KEY,))
    if marker != SEARCH_FOLD_VERSION:
        async with db.transaction():
            await _refold_rows(
                db, "SELECT id, name, entity_type, description, aliases FROM kg_entities",
                "UPDATE kg_entities SET search_fold = ? WHERE id = ?",
                lambda r: (entity_search_text(r["name"], r["entity_type"], r["description"], _alias_list(r["aliases"])), r["id"]),
            )
            await _refold_rows(
                db, "SELECT id, content FROM agent_messages", "UPDATE agent_messages SET content_fold = ? WHERE id = ?",
                lambda r: (fold_text(r["content"] or ""), r["id"]),
            )
            await _refold_rows(
                db, "SELECT id, title FROM agent_conversations", "UPDATE agent_conversations SET title_fold = ? WHERE id = ?",
                lambda r: (fold_text(r["title"]), r["id"]),
            )
            for table in REFOLDED_IN_PLACE:
                await _refold_rows(
                    db, f"SELECT id, search_fold FROM {table}", f"UPDATE {table} SET search_fold = ? WHERE id = ?",
                    lambda r: (fold_text(r["search_fold"]), r["id"]),
                )
            await db.execute(
                "INSERT INTO lite_meta (key, value, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
                (SEARCH_FOLD_KEY, SEARCH_FOLD_VERSION, now_ts()),
            )
    where = "SELECT n.nspname AS s FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace WHERE x.extname = 'pg_trgm'"
    ext_schema = await db.fetch_value(where)
    if ext_schema is None:
        try:
            async with db.transaction():
                await db.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        except Exception as exc:  # noqa: BLE001 - any refusal means: no trigram index, search scans
            log.warning("pg_trgm cannot be created in %s (%s): search scans instead of using trigram indexes",
                        db.description, type(exc).__name__)
            return False
        ext_schema = await db.fetch_value(where)
    text = (schema_dir("postgres") / "search_index.sql").read_text(encoding="utf-8")
    async with db.transaction():
        # the operator classes are found wherever the extension lives (another schema of this database)
        await db.execute("SELECT set_config('search_path', current_setting('search_path') || ', ' || quote_ident(?), true)",
                         (str(ext_schema),))
        for statement in _pg_statements(text):
            await db.execute(statement)
    return True


def _pg_statements(text: str) -> list[str]:
    from goclaw_lite.store.backend.postgres import split_sql_statements

    return split_sql_statements(text)


def _alias_list(raw: Any) -> list[str]:
    if isinstance(raw, list):
        return [str(a) for a in raw]
    return _aliases(str(raw or "[]"))
