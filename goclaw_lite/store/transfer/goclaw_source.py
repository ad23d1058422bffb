"""Reading a GoClaw Lite (Go) database file: every statement the importer runs on the source.

The file is opened read-only — `immutable=1` when no write-ahead log lies beside it (no
locks, nothing written, not even a shared-memory file), else `mode=ro` so the Go app may
keep running — and every read happens inside one read transaction: one consistent
snapshot, and the file stays byte-for-byte as it was. Table and column names come from the
importer's own table list, checked against the file's catalogue, never from input.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from goclaw_lite.errors import NotADatabaseError
from goclaw_lite.store.transfer.promotion import column_list, quote_ident

_SQLITE_MAGIC = b"SQLite format 3\x00"


class GoClawSource:
    """One read-only snapshot of a GoClaw file; close it when done."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            with path.open("rb") as handle:
                magic = handle.read(len(_SQLITE_MAGIC))
        except OSError as exc:
            raise NotADatabaseError(f"Cannot read {path}: {exc.strerror or exc}.") from None
        if magic != _SQLITE_MAGIC:
            raise NotADatabaseError(f"{path} is not a SQLite database, so not a GoClaw Lite one.")
        wal = path.with_name(path.name + "-wal")
        options = "mode=ro" if wal.exists() else "mode=ro&immutable=1"
        try:
            self._conn = sqlite3.connect(f"{path.resolve().as_uri()}?{options}", uri=True, isolation_level=None)
            self._conn.execute("BEGIN")
            self._conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # the snapshot starts here
        except sqlite3.Error as exc:
            raise NotADatabaseError(f"Cannot open {path} for reading ({exc}).") from None

    def close(self) -> None:
        try:
            self._conn.execute("COMMIT")
        except sqlite3.Error:
            pass
        self._conn.close()

    def tables(self) -> dict[str, set[str]]:
        """Every table and its columns."""
        names = [
            str(r[0])
            for r in self._conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            )
        ]
        return {name: {str(c[1]) for c in self._conn.execute(f"PRAGMA table_info({quote_ident(name)})")} for name in names}

    def schema_version(self) -> int | None:
        row = self._conn.execute("SELECT version FROM schema_version LIMIT 1").fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def count(self, table: str) -> int:
        return int(self._conn.execute(f"SELECT COUNT(*) FROM {quote_ident(table)}").fetchone()[0])

    def rows(self, table: str, columns: Sequence[str], *, batch: int = 2000, order: str = "rowid") -> Iterator[list[dict[str, Any]]]:
        """The table's rows in batches of dicts, in insertion (rowid) order."""
        cursor = self._conn.execute(f"SELECT {column_list(columns)} FROM {quote_ident(table)} ORDER BY {order}")
        names = list(columns)
        while True:
            chunk = cursor.fetchmany(batch)
            if not chunk:
                return
            yield [dict(zip(names, values, strict=True)) for values in chunk]

    def first_values(self, table: str, column: str, *, prefix: str, limit: int = 1) -> list[Any]:
        """The first values of a column that start with `prefix` (TEXT or BLOB)."""
        c = quote_ident(column)
        rows = self._conn.execute(
            f"SELECT {c} FROM {quote_ident(table)} WHERE substr(CAST({c} AS TEXT), 1, ?) = ? ORDER BY rowid LIMIT ?",
            (len(prefix), prefix, limit),
        ).fetchall()
        return [r[0] for r in rows]
