"""Indexes follow schema.sql on open: an older shape is built again, a missing one created."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from goclaw_lite.errors import MigrationError
from goclaw_lite.store.lifecycle.index_shapes import declared_indexes, outdated_indexes, reshape_indexes
from goclaw_lite.store.lifecycle.sqlite_schema import create_database, fresh_schema_sql, prepare_database

OLD_SEARCH_INDEX = (
    "CREATE INDEX idx_kg_entities_search ON kg_entities "
    "(agent_id, user_id, search_fold, name_fold, valid_from, valid_until, id) WHERE search_fold <> ''"
)


def index_sql(path: Path, name: str) -> str | None:
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?", (name,)).fetchone()
        return None if row is None else str(row[0])
    finally:
        conn.close()


def run(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement)
    finally:
        conn.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    path = tmp_path / "goclaw.db"
    create_database(path)
    return path


def test_a_new_database_has_every_declared_index_in_its_shape(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    try:
        assert outdated_indexes(conn, declared_indexes(fresh_schema_sql())) == []
    finally:
        conn.close()
    assert "updated_at, tenant_id, entity_type" in (index_sql(db_path, "idx_kg_entities_search") or "")


def test_an_older_shape_is_built_again_on_open_and_a_missing_index_created(db_path: Path) -> None:
    run(db_path, "DROP INDEX idx_kg_entities_search", OLD_SEARCH_INDEX, "DROP INDEX idx_kg_entities_type")
    conn = sqlite3.connect(db_path)
    try:
        assert outdated_indexes(conn, declared_indexes(fresh_schema_sql())) == ["idx_kg_entities_search", "idx_kg_entities_type"]
    finally:
        conn.close()
    seen: list[tuple[str, int, int]] = []
    prepare_database(db_path, progress=lambda what, done, total: seen.append((what, done, total)))
    assert index_sql(db_path, "idx_kg_entities_search") == declared_indexes(fresh_schema_sql())["idx_kg_entities_search"][1]
    assert index_sql(db_path, "idx_kg_entities_type") is not None
    assert seen[-1] == ("Rebuilding indexes", 2, 2)
    seen.clear()
    prepare_database(db_path, progress=lambda what, done, total: seen.append((what, done, total)))
    assert seen == []  # nothing left to do


def test_a_failed_rebuild_leaves_the_old_index(db_path: Path) -> None:
    run(db_path, "DROP INDEX idx_kg_entities_search", OLD_SEARCH_INDEX)
    broken = fresh_schema_sql() + "\nCREATE INDEX idx_kg_entities_zz ON kg_entities (no_such_column);\n"
    with pytest.raises(MigrationError, match="unchanged"):
        reshape_indexes(db_path, broken)
    assert index_sql(db_path, "idx_kg_entities_search") == OLD_SEARCH_INDEX
    assert index_sql(db_path, "idx_kg_entities_zz") is None


def test_comments_spacing_and_if_not_exists_do_not_count_as_a_new_shape(db_path: Path) -> None:
    text = (
        "-- a comment\nCREATE INDEX IF NOT EXISTS idx_kg_entities_tenant\n   ON kg_entities (tenant_id);  -- why\n"
    )
    conn = sqlite3.connect(db_path)
    try:
        assert outdated_indexes(conn, declared_indexes(text)) == []
        assert outdated_indexes(conn, declared_indexes(text.replace("(tenant_id)", "(tenant_id, id)"))) == ["idx_kg_entities_tenant"]
    finally:
        conn.close()
