"""A database as a build before the search index left it (for tests and benchmarks of the
index built on open)."""

from __future__ import annotations

import sqlite3

from goclaw_lite.store.lifecycle.search_index import SEARCH_FOLD_KEY


def drop_search_index(conn: sqlite3.Connection) -> None:
    """Drop the FTS tables, their views and triggers, and the record of the folding rule."""
    for kind, name in conn.execute(
        "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view', 'table') AND (name LIKE 'trg_%search%' "
        "OR name IN ('kg_search_fts', 'message_search_fts', 'kg_search_content', 'message_search_content', "
        "'kg_search_docs', 'message_search_docs')) ORDER BY type = 'table'"
    ).fetchall():
        conn.execute(f"DROP {kind.upper()} IF EXISTS {name}")
    conn.execute("DELETE FROM lite_meta WHERE key = ?", (SEARCH_FOLD_KEY,))
