"""The database files under faults, driven through the CLI as a user would (issue 12, cases 8-12).

A page scribbled over after the last clean close, a WAL left by a killed process beside a new
database, a foreign SQLite file at schema 34, a pipe closed early, a second writer reaching the
same file through another data directory, and the modes of a new GOCLAW_HOME.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import stat
import subprocess
import uuid
from pathlib import Path

import pytest

from tests.unit.app.test_cli_foundation import assert_one_line_error, run

BTREE_PAGE_TYPES = (0x02, 0x05, 0x0A, 0x0D)
WAL_WRITER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA wal_autocheckpoint = 0")
conn.execute("BEGIN")
for i in range(300):
    conn.execute("INSERT INTO lite_meta(key, value) VALUES (?, ?)", (f"from-the-old-wal-{i}", "x" * 400))
conn.execute("COMMIT")
print("committed", flush=True)
time.sleep(120)
"""


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def add_conversations(db: Path, conversations: int = 20, messages: int = 20) -> None:
    """Long messages written straight into the file: their table pages are read by neither
    `db status` (counts come from smaller indexes) nor `agent set-default`."""
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        tenant, user = (
            conn.execute("SELECT value FROM lite_meta WHERE key = ?", (key,)).fetchone()[0]
            for key in ("local_tenant_id", "local_user_id")
        )
        conn.execute("BEGIN")
        for n in range(conversations):
            cid = str(uuid.uuid4())
            conn.execute(
                "INSERT INTO agent_conversations (id, user_id, franchise_id, title, title_fold) VALUES (?, ?, ?, ?, ?)",
                (cid, user, tenant, f"notes {n}", f"notes {n}"),
            )
            parent = None
            for m in range(messages):
                mid, text = str(uuid.uuid4()), f"{m} " + "note " * 200
                conn.execute(
                    "INSERT INTO agent_messages (id, conversation_id, role, content, parent_id, content_fold) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    (mid, cid, "user" if m % 2 == 0 else "assistant", text, parent, text),
                )
                parent = mid
        conn.execute("COMMIT")
    finally:
        conn.close()


def scribble_over_a_middle_btree_page(db: Path) -> int:
    """Overwrite, in place, the first b-tree page from the middle of the file on; its number."""
    data = db.read_bytes()
    page_size = int.from_bytes(data[16:18], "big")
    pages = len(data) // page_size
    assert pages > 100, "the database must be big enough to have a middle"
    number = next(n for n in range(pages // 2, pages) if data[(n - 1) * page_size] in BTREE_PAGE_TYPES)
    with db.open("r+b") as handle:
        handle.seek((number - 1) * page_size)
        handle.write(bytes(range(256)) * (page_size // 256))
    return number


def test_a_page_corrupted_after_a_clean_close_is_found_before_anything_is_written(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path
) -> None:
    run(python_exe, cli_env, "provider", "add", "down", "--type", "openai_compat", "--base-url", "http://127.0.0.1:9/v1", "--no-key")
    for key in ("first", "second"):
        assert run(python_exe, cli_env, "agent", "add", key, "--provider", "down", "--model", "m").returncode == 0
    db = isolated_home / "goclaw.db"
    add_conversations(db)
    assert run(python_exe, cli_env, "agent", "set-default", "first").returncode == 0  # any command, then the damage
    scribble_over_a_middle_btree_page(db)
    before = digest(db)

    status = run(python_exe, cli_env, "db", "status")
    assert_one_line_error(status, 2)
    assert "is damaged" in status.stderr
    write = run(python_exe, cli_env, "agent", "set-default", "second")
    assert_one_line_error(write, 2)
    assert "is damaged" in write.stderr and "left untouched" in write.stderr
    check = run(python_exe, cli_env, "db", "check")
    assert check.returncode in (1, 2) and "Traceback" not in check.stderr
    assert digest(db) == before


@pytest.mark.parametrize("how", ["deleted", "truncated"])
def test_a_leftover_wal_is_moved_aside_and_never_replayed_onto_a_new_database(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, how: str
) -> None:
    assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    db = isolated_home / "goclaw.db"
    writer = subprocess.Popen([python_exe, "-c", WAL_WRITER, str(db)], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "committed"
    finally:
        writer.kill()
        writer.wait(timeout=30)
    wal = isolated_home / "goclaw.db-wal"
    old_wal = wal.read_bytes()
    assert old_wal, "the killed writer left its committed transaction in the WAL"
    if how == "deleted":
        db.unlink()
    else:
        db.write_bytes(b"")

    migrated = run(python_exe, cli_env, "db", "migrate")
    assert migrated.returncode == 0, migrated.stderr
    assert "Created" in migrated.stdout and "Moved goclaw.db-wal aside" in migrated.stderr
    moved = [p for p in isolated_home.iterdir() if p.name.startswith("goclaw.db-wal.")]
    assert len(moved) == 1 and moved[0].read_bytes() == old_wal
    assert stat.S_IMODE(moved[0].stat().st_mode) == 0o600
    check = run(python_exe, cli_env, "db", "check")
    assert check.returncode == 0, check.stdout + check.stderr
    conn = sqlite3.connect(db)
    try:
        replayed = conn.execute("SELECT count(*) FROM lite_meta WHERE key LIKE 'from-the-old-wal-%'").fetchone()[0]
    finally:
        conn.close()
    assert replayed == 0


def test_a_foreign_sqlite_file_at_schema_34_is_refused_by_every_command(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path
) -> None:
    isolated_home.mkdir(parents=True)
    db = isolated_home / "goclaw.db"
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("CREATE TABLE notes(body TEXT)")
    conn.execute("PRAGMA user_version = 34")
    conn.close()
    before = digest(db)
    for args in (("db", "check"), ("db", "status"), ("db", "migrate"), ("key", "status"), ("agent", "list")):
        proc = run(python_exe, cli_env, *args)
        assert_one_line_error(proc, 2)
        assert "not a GoClaw Lite database" in proc.stderr, (args, proc.stderr)
    assert digest(db) == before


def test_db_check_on_a_file_sqlite_cannot_walk_is_one_line(python_exe: str, cli_env: dict[str, str], isolated_home: Path) -> None:
    assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    db = isolated_home / "goclaw.db"
    add_conversations(db)
    scribble_over_a_middle_btree_page(db)
    before = digest(db)
    check = run(python_exe, cli_env, "db", "check")
    assert_one_line_error(check, 2)
    assert "damaged" in check.stderr
    assert digest(db) == before


@pytest.mark.parametrize("args", [("key", "status"), ("db", "status"), ("db", "status", "--json"), ("agent", "list")])
def test_a_pipe_closed_early_ends_quietly(python_exe: str, cli_env: dict[str, str], args: tuple[str, ...]) -> None:
    assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written, like `| head -0`
    try:
        proc = subprocess.run(
            [python_exe, "-m", "goclaw_lite", *args], env=cli_env, stdout=write_end, stderr=subprocess.PIPE, text=True,
            timeout=60, check=False,
        )
    finally:
        os.close(write_end)
    assert "Traceback" not in proc.stderr and "Exception ignored" not in proc.stderr, proc.stderr
    assert proc.stderr == ""
    assert proc.returncode == 141  # 128 + SIGPIPE, what a shell shows for `yes | head -1`


def _holder_env(cli_env: dict[str, str], home: Path) -> dict[str, str]:
    return {**cli_env, "GOCLAW_HOME": str(home)}


def test_a_database_file_has_one_writer_whichever_data_directory_reaches_it(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, tmp_path: Path
) -> None:
    from goclaw_lite.store.backend.lock import WriterLock

    assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    db = isolated_home / "goclaw.db"
    other_home = _holder_env(cli_env, tmp_path / "other-home")
    with WriterLock(isolated_home / "goclaw.lock", "the GUI under test"):
        through_store = run(python_exe, other_home, "--store", str(db), "db", "status")
        assert through_store.returncode == 0  # reading needs no lock
        refused = run(python_exe, other_home, "--store", str(db), "db", "migrate")
        assert_one_line_error(refused, 2)
        assert "the GUI under test" in refused.stderr and str(db) in refused.stderr
    shared = tmp_path / "shared" / "notes.db"
    assert run(python_exe, other_home, "--store", str(shared), "db", "migrate").returncode == 0
    with WriterLock(shared.with_name("notes.lock"), "goclaw-lite chat (CLI)"):
        for env in (cli_env, other_home):
            proc = run(python_exe, env, "--store", str(shared), "db", "migrate")
            assert_one_line_error(proc, 2)
            assert "goclaw-lite chat (CLI)" in proc.stderr


async def test_two_opens_of_one_file_through_two_data_directories_are_refused(tmp_path: Path) -> None:
    from goclaw_lite.app.context import open_app
    from goclaw_lite.config import Paths
    from goclaw_lite.errors import DatabaseLockedError

    first = Paths(data_dir=tmp_path / "a", log_dir=tmp_path / "a" / "logs")
    second = Paths(data_dir=tmp_path / "b", log_dir=tmp_path / "b" / "logs")
    ctx = await open_app(first, program="first writer")
    try:
        with pytest.raises(DatabaseLockedError, match="first writer"):
            await open_app(second, program="second writer", store=str(first.db_path))
    finally:
        await ctx.close()
    through_store = await open_app(second, program="second writer", store=str(first.db_path))
    try:
        with pytest.raises(DatabaseLockedError, match="second writer"):
            await open_app(first, program="first writer")
    finally:
        await through_store.close()
    again = await open_app(first, program="first writer")
    await again.close()


def test_a_new_goclaw_home_and_its_logs_are_private(python_exe: str, cli_env: dict[str, str], tmp_path: Path) -> None:
    home = tmp_path / "new" / "home"
    env = _holder_env(cli_env, home)
    under_umask_022 = (
        "import os, runpy, sys; os.umask(0o022); sys.argv = ['goclaw-lite', 'db', 'migrate']; "
        "runpy.run_module('goclaw_lite', run_name='__main__')"
    )
    proc = subprocess.run([python_exe, "-c", under_umask_022], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    for folder in (tmp_path / "new", home, home / "logs"):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700, folder


def test_every_folder_made_for_the_data_is_private_whatever_is_written_first(tmp_path: Path) -> None:
    from goclaw_lite.settings import write_settings_data

    previous = os.umask(0o022)
    try:
        write_settings_data(tmp_path / "made" / "home" / "settings.json", {"appearance": "dark"})
    finally:
        os.umask(previous)
    for folder in (tmp_path / "made", tmp_path / "made" / "home"):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700, folder


def test_a_goclaw_home_that_is_a_file_is_one_line(python_exe: str, cli_env: dict[str, str], tmp_path: Path) -> None:
    not_a_folder = tmp_path / "home-file"
    not_a_folder.write_text("a file\n")
    proc = run(python_exe, _holder_env(cli_env, not_a_folder), "--store", str(tmp_path / "x.db"), "db", "migrate")
    assert_one_line_error(proc, 2)
    assert "data folder" in proc.stderr and not_a_folder.read_text() == "a file\n"
