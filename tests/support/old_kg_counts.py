"""A database as a build before the knowledge-graph counters left it (tests and benchmarks of
the counters added on open)."""

from __future__ import annotations

import sqlite3

from goclaw_lite.store.graph.counts import KG_COUNTS_KEY


def drop_kg_counts(conn: sqlite3.Connection) -> None:
    """Drop the counters' triggers, table and relation index, and the record of their rule."""
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'trg_kg_counts_%'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute("DROP TABLE IF EXISTS kg_counts")
    conn.execute("DROP INDEX IF EXISTS idx_kg_relations_not_open")
    conn.execute("DELETE FROM lite_meta WHERE key = ?", (KG_COUNTS_KEY,))
