"""Plain `sqlite3` on a database file, for work done before (or beside) the app's own connections:
opening it read-only, and the markers in `lite_meta` that say which derived structures a file
already has in their current form (the search index, the knowledge-graph counters)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from goclaw_lite.ids import now_ts


def read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write the file (nor create it)."""
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)


def page_bytes(path: Path) -> int:
    """What a copy of `path` made through SQLite takes: every page, its WAL's included."""
    conn = read_only(path)
    try:
        pages = int(conn.execute("PRAGMA page_count").fetchone()[0])
        return pages * int(conn.execute("PRAGMA page_size").fetchone()[0])
    finally:
        conn.close()


def read_marker(conn: sqlite3.Connection, key: str) -> str | None:
    row = conn.execute("SELECT value FROM lite_meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else str(row[0])


def write_marker(conn: sqlite3.Connection, key: str, value: str) -> None:
    conn.execute(
        "INSERT INTO lite_meta (key, value, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        (key, value, now_ts()),
    )
