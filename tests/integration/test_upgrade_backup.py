"""A database made before the search index and the counters, opened: one backup whatever the
number of steps, the free disk checked first (a real tmpfs too small for it), nothing changed
when refused, and the backups listed and removed through `goclaw-lite db`."""

from __future__ import annotations

import asyncio
import hashlib
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import NotEnoughSpaceError
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.counts import kg_counts_missing
from goclaw_lite.store.lifecycle.search_index import search_index_missing
from goclaw_lite.store.lifecycle.sqlite_schema import prepare_database
from tests.support.cli_errors import one_line_error
from tests.support.old_kg_counts import drop_kg_counts
from tests.support.old_search import drop_search_index


def _old_store(home: Path, entities: int, description_bytes: int = 0) -> Path:
    """A store as a build before the search index and the counters left it (folded with the old rule)."""
    os.environ["GOCLAW_HOME"] = str(home)

    async def make() -> tuple[str, str, str]:
        app = await open_app(resolve_paths(), program="t", key_policy=KeyPolicy.REQUIRED)
        try:
            agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="local", model="m")
            return agent.id, app.stores.identity.user_id, app.stores.identity.tenant_id
        finally:
            await app.close()

    agent_id, user_id, tenant_id = asyncio.run(make())
    path = resolve_paths().db_path
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("BEGIN")
        conn.executemany(
            "INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, description, tenant_id, "
            "name_fold, search_fold) VALUES (?, ?, ?, ?, ?, 'thing', ?, ?, ?, ?)",
            ((f"e{i:07d}", agent_id, user_id, f"thing:{i}", f"Đà Nẵng {i}", "x" * description_bytes, tenant_id,
              f"đà nẵng {i}", f"đà nẵng {i}") for i in range(entities)),
        )
        drop_search_index(conn)
        drop_kg_counts(conn)
        conn.execute("COMMIT")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    assert search_index_missing(path) and kg_counts_missing(path)
    return path


def _files(home: Path) -> list[str]:
    """The data directory's files (the CLI's log folder aside)."""
    return sorted(p.name for p in home.iterdir() if p.name != "logs")


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_pre_index_store_opened_leaves_exactly_one_backup(isolated_home: Path, test_key: str) -> None:
    path = _old_store(isolated_home, 3000)
    seen: list[tuple[str, int, int]] = []
    result = prepare_database(path, progress=lambda what, done, total: seen.append((what, done, total)))
    assert result.steps == ("the search index", "the knowledge-graph counters")
    backups = sorted(path.parent.glob(f"{path.name}.*.bak"))
    assert backups == [result.backup_path], backups
    assert (backups[0].stat().st_mode & 0o777) == 0o600
    assert not search_index_missing(path) and not kg_counts_missing(path)
    assert search_index_missing(backups[0]) and kg_counts_missing(backups[0])  # the file as it was
    assert seen[0][0] == "Backing up the database" and ("Counting the knowledge graph", 1, 1) in seen
    assert not path.with_name(path.name + "-wal").exists() or path.with_name(path.name + "-wal").stat().st_size == 0
    again = prepare_database(path)
    assert again.backup_path is None and again.steps == ()
    assert sorted(path.parent.glob(f"{path.name}.*.bak")) == backups


@pytest.fixture
def small_filesystem(tmp_path: Path) -> Iterator[Path]:
    """A real 20 MB tmpfs (root only: CI runs as root, so it runs there)."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    folder = tmp_path / "small"
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=20m", "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


def test_the_disk_check_refuses_on_a_small_filesystem_and_changes_nothing(
    small_filesystem: Path, isolated_home: Path, test_key: str, cli_env: dict[str, str],
) -> None:
    home = small_filesystem / "home"
    path = _old_store(home, 1500, description_bytes=4000)  # ~8 MB: the backup fits, the work does not
    listing = _files(home)
    before = _sha(path)
    with pytest.raises(NotEnoughSpaceError, match="Not enough disk space") as refused:
        prepare_database(path)
    assert "Nothing was changed" in str(refused.value)
    assert _sha(path) == before and _files(home) == listing

    env = {**cli_env, "GOCLAW_HOME": str(home), "GOCLAW_KEY": test_key}
    proc = subprocess.run([sys.executable, "-m", "goclaw_lite", "db", "migrate"], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    message = one_line_error(proc, 2)
    assert "Not enough disk space" in message and "is free" in message, message
    assert _sha(path) == before and _files(home) == listing
    assert search_index_missing(path) and kg_counts_missing(path)


def test_db_backups_lists_and_removes(isolated_home: Path, test_key: str, cli_env: dict[str, str]) -> None:
    path = _old_store(isolated_home, 50)
    backup = prepare_database(path).backup_path
    assert backup is not None
    env = {**cli_env, "GOCLAW_KEY": test_key}

    def db(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "goclaw_lite", "db", *args], env=env, capture_output=True,
                              text=True, timeout=120, check=False)

    listed = db("backups")
    assert listed.returncode == 0 and backup.name in listed.stdout and "before an upgrade on open" in listed.stdout
    message = one_line_error(db("rm-backup", "goclaw.db"), 1)  # the database itself is no backup
    assert "No backup called goclaw.db" in message and path.exists()
    removed = db("rm-backup", backup.name)
    assert removed.returncode == 0 and not backup.exists(), removed.stderr
    assert db("backups").stdout.strip() == "No backups."
