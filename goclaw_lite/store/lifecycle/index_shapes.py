"""Plain indexes follow `schema.sql` on every open, whatever build made the file.

An index is derived data: when a later build widens one (say, so a search ranks from the
index alone) or adds one, a database made before it gets the new shape when it is opened:
the index is dropped and built again, or created, in one transaction. No row changes, so
no backup is written; a failure rolls back and leaves the old index in place. Only indexes
`schema.sql` names are touched, and only on tables the file has.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from pathlib import Path

from goclaw_lite.errors import MigrationError
from goclaw_lite.store.lifecycle.search_index import Progress

log = logging.getLogger(__name__)

_INDEX = re.compile(r"^CREATE (?:UNIQUE )?INDEX (\w+) ON (\w+)", re.IGNORECASE)


def _normal(sql: str) -> str:
    """A statement without comments, `IF NOT EXISTS` and its ending, spaces collapsed."""
    text = " ".join(" ".join(line.split("--", 1)[0] for line in sql.splitlines()).split()).rstrip(";").rstrip()
    return re.sub(r"\bIF NOT EXISTS ", "", text, flags=re.IGNORECASE)


def declared_indexes(schema_sql: str) -> dict[str, tuple[str, str]]:
    """Index name -> (its table, its statement) for every CREATE INDEX of `schema_sql`."""
    from goclaw_lite.store.lifecycle.sqlite_schema import split_statements

    found: dict[str, tuple[str, str]] = {}
    for statement in split_statements(schema_sql):
        text = _normal(statement)
        if match := _INDEX.match(text):
            found[match.group(1)] = (match.group(2), text)
    return found


def outdated_indexes(conn: sqlite3.Connection, declared: dict[str, tuple[str, str]]) -> list[str]:
    """Of the `declared` indexes (`declared_indexes`), those this file lacks or holds in
    another shape (on tables it has)."""
    tables = {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    stored = {str(r[0]): str(r[1] or "") for r in conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'index'")}
    return sorted(
        name for name, (table, sql) in declared.items()
        if table in tables and (name not in stored or _normal(stored[name]) != sql)
    )


def reshape_indexes(path: Path, schema_sql: str, progress: Progress | None = None) -> list[str]:
    """Build again (or create) the indexes whose shape `schema_sql` changed; their names."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA busy_timeout = 5000")
        declared = declared_indexes(schema_sql)
        names = outdated_indexes(conn, declared)
        if not names:
            return []
        conn.execute("BEGIN IMMEDIATE")
        try:
            for done, name in enumerate(names):
                if progress:
                    progress("Rebuilding indexes", done, len(names))
                conn.execute(f"DROP INDEX IF EXISTS {name}")
                conn.execute(declared[name][1])
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        if progress:
            progress("Rebuilding indexes", len(names), len(names))
    except sqlite3.Error as exc:
        raise MigrationError(f"Rebuilding the indexes of {path} failed ({exc}); it is unchanged.") from exc
    finally:
        conn.close()
    log.info("rebuilt the indexes %s of %s in their current shape", ", ".join(names), path)
    return names
