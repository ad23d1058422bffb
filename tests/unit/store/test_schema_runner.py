"""Fresh create, 33 -> 34 upgrade, and refusal of files we must not touch."""

from __future__ import annotations

import hashlib
import sqlite3
import stat
from pathlib import Path

import pytest

from goclaw_lite.errors import CorruptDatabaseError, DatabaseTooNewError, DatabaseTooOldError, NotADatabaseError
from goclaw_lite.store.backend.clean_close import record_clean_close
from goclaw_lite.store.lifecycle.sqlite_schema import (
    SCHEMA_VERSION,
    create_database,
    inspect_database,
    integrity_problems,
    prepare_database,
    required_tables,
    split_statements,
)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def make_v33(path: Path) -> None:
    """A v33 database: the current schema without agents.model_fallback, with data in it."""
    create_database(path)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        tenant = conn.execute("SELECT value FROM lite_meta WHERE key = 'local_tenant_id'").fetchone()[0]
        conn.execute("ALTER TABLE agents DROP COLUMN model_fallback")
        conn.execute(
            "INSERT INTO agents(id, agent_key, owner_id, provider, model, tenant_id) VALUES (?, ?, ?, ?, ?, ?)",
            ("0193a5b0-0000-7000-8000-0000000000a1", "helper", "local", "ollama", "llama3", tenant),
        )
        conn.execute("PRAGMA user_version = 33")
    finally:
        conn.close()


def test_fresh_database_is_created_at_34_with_private_mode(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    result = prepare_database(db)
    assert result.created and result.version == SCHEMA_VERSION
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 34
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        meta = dict(conn.execute("SELECT key, value FROM lite_meta"))
    finally:
        conn.close()
    assert {"install_id", "local_user_id", "local_tenant_id"} <= meta.keys()
    assert stat.S_IMODE(db.stat().st_mode) == 0o600
    assert not (tmp_path / "goclaw.db.creating").exists()


def test_second_prepare_changes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    prepare_database(db)
    result = prepare_database(db)
    assert not result.created and result.upgraded_from is None


def test_upgrade_33_to_34_keeps_rows_and_writes_backup(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    make_v33(db)
    assert inspect_database(db).version == 33
    result = prepare_database(db)
    assert result.upgraded_from == 33 and result.version == 34
    assert result.backup_path is not None and result.backup_path.parent == db.parent
    backup = sqlite3.connect(result.backup_path)
    try:
        assert backup.execute("PRAGMA user_version").fetchone()[0] == 33
        assert backup.execute("SELECT agent_key FROM agents").fetchall() == [("helper",)]
    finally:
        backup.close()
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 34
        rows = conn.execute("SELECT agent_key, model_fallback FROM agents").fetchall()
    finally:
        conn.close()
    assert rows == [("helper", "{}")]


def test_upgrade_step_is_skipped_when_column_already_exists(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    create_database(db)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA user_version = 33")
    conn.close()
    result = prepare_database(db)
    assert result.upgraded_from == 33
    assert inspect_database(db).version == 34


def test_failed_upgrade_leaves_version_33(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from goclaw_lite.errors import MigrationError
    from goclaw_lite.store.lifecycle import sqlite_schema as schema

    db = tmp_path / "goclaw.db"
    make_v33(db)
    monkeypatch.setattr(
        schema,
        "upgrade_steps",
        lambda: {33: "ALTER TABLE agents ADD COLUMN model_fallback TEXT NOT NULL DEFAULT '{}';\nSELECT * FROM no_such_table;"},
    )
    with pytest.raises(MigrationError):
        prepare_database(db)
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 33
        columns = [r[1] for r in conn.execute("PRAGMA table_info(agents)")]
    finally:
        conn.close()
    assert "model_fallback" not in columns


def test_newer_database_is_refused_untouched(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    create_database(db)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA user_version = 35")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    before = digest(db)
    with pytest.raises(DatabaseTooNewError, match="35"):
        prepare_database(db)
    assert digest(db) == before


def test_too_old_database_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("CREATE TABLE agents(id TEXT)")
    conn.execute("PRAGMA user_version = 20")
    conn.close()
    before = digest(db)
    with pytest.raises(DatabaseTooOldError):
        prepare_database(db)
    assert digest(db) == before


def test_non_sqlite_file_is_refused_untouched(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    db.write_bytes(b"this is a text file, not a database\n" * 100)
    before = digest(db)
    with pytest.raises(NotADatabaseError):
        prepare_database(db)
    assert digest(db) == before


def test_foreign_sqlite_database_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("CREATE TABLE notes(body TEXT)")
    conn.close()
    before = digest(db)
    with pytest.raises(NotADatabaseError, match="not a GoClaw Lite"):
        prepare_database(db)
    assert digest(db) == before


def test_corrupt_database_is_refused_untouched(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    create_database(db)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("CREATE TABLE filler(x TEXT)")
    conn.executemany("INSERT INTO filler VALUES (?)", [("x" * 500,) for _ in range(400)])
    conn.close()
    data = bytearray(db.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    # Scribble over the middle of the file (b-tree pages), keeping the header intact.
    start = page_size * 3
    data[start : start + page_size * 4] = b"\xff" * (page_size * 4)
    db.write_bytes(bytes(data))
    before = digest(db)
    with pytest.raises(CorruptDatabaseError):
        prepare_database(db)
    assert digest(db) == before


def test_split_statements_keeps_trigger_bodies_whole() -> None:
    sql = """
    -- a comment
    CREATE TABLE a(x);
    CREATE TRIGGER t AFTER INSERT ON a BEGIN
      UPDATE a SET x = 1;
      UPDATE a SET x = 2;
    END;
    CREATE INDEX i ON a(x);
    """
    statements = list(split_statements(sql))
    assert len(statements) == 3
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")


def test_quick_check_runs_when_due_and_is_remembered(tmp_path: Path) -> None:
    from goclaw_lite.store.lifecycle.sqlite_schema import LAST_QUICK_CHECK

    db = tmp_path / "goclaw.db"
    create_database(db)
    first = inspect_database(db)
    assert first.checked_now  # never checked before
    prepare_database(db)  # a clean check is recorded by the writer
    conn = sqlite3.connect(db)
    try:
        recorded = conn.execute("SELECT value FROM lite_meta WHERE key = ?", (LAST_QUICK_CHECK,)).fetchone()
    finally:
        conn.close()
    assert recorded is not None
    assert inspect_database(db).checked_now  # written since the last clean close: checked again
    record_clean_close(db)  # what a writer's close does
    assert not inspect_database(db).checked_now  # clean close, within the interval: skipped
    assert inspect_database(db, quick_check=True).checked_now


def test_stale_check_record_makes_the_check_due_again(tmp_path: Path) -> None:
    from goclaw_lite.store.lifecycle.sqlite_schema import LAST_QUICK_CHECK

    db = tmp_path / "goclaw.db"
    create_database(db)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("INSERT INTO lite_meta(key, value) VALUES (?, ?)", (LAST_QUICK_CHECK, "2020-01-01T00:00:00.000Z"))
    conn.close()
    assert inspect_database(db).checked_now


@pytest.mark.parametrize("version", [33, 34])
def test_a_foreign_file_at_our_schema_version_is_refused_untouched(tmp_path: Path, version: int) -> None:
    db = tmp_path / "goclaw.db"
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("CREATE TABLE notes(body TEXT)")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()
    before = digest(db)
    with pytest.raises(NotADatabaseError, match=r"not a GoClaw Lite database .*no table"):
        prepare_database(db)
    assert digest(db) == before


def test_a_database_missing_one_of_our_tables_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    create_database(db)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("DROP TABLE agent_links")
    conn.close()
    with pytest.raises(NotADatabaseError, match="no table"):
        inspect_database(db)


def test_required_tables_come_from_the_schema_file() -> None:
    assert {"lite_meta", "agents", "agent_messages"} <= required_tables(SCHEMA_VERSION)
    assert required_tables(33) <= required_tables(SCHEMA_VERSION)


def test_a_leftover_journal_and_wal_are_set_aside_when_creating(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    (tmp_path / "goclaw.db-wal").write_bytes(b"frames of another database")
    (tmp_path / "goclaw.db-journal").write_bytes(b"pages of another database")
    (tmp_path / "goclaw.db-shm").write_bytes(b"\0" * 64)
    result = prepare_database(db)
    assert result.created and len(result.set_aside) == 2
    assert sorted(p.read_bytes() for p in result.set_aside) == [b"frames of another database", b"pages of another database"]
    assert not (tmp_path / "goclaw.db-journal").exists() and not (tmp_path / "goclaw.db-shm").exists()
    assert len(result.notices) == 2 and "goclaw.db-wal" in " ".join(result.notices)
    assert inspect_database(db, quick_check=True).version == SCHEMA_VERSION


def test_integrity_check_that_cannot_walk_the_file_is_a_clear_error(tmp_path: Path) -> None:
    db = tmp_path / "goclaw.db"
    create_database(db)
    data = bytearray(db.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    data[page_size : page_size * 2] = b"\xff" * page_size  # page 2: a b-tree page of the schema
    db.write_bytes(bytes(data))
    with pytest.raises(CorruptDatabaseError, match="is damaged"):
        integrity_problems(db)
