"""The foundation CLI driven as a user would: real subprocesses, real files."""

from __future__ import annotations

import hashlib
import re
import sqlite3
import subprocess
from pathlib import Path

import pytest

from goclaw_lite.store.backend.lock import WriterLock


def run(python_exe: str, env: dict[str, str], *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [python_exe, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True, text=True, timeout=60
    )


def assert_one_line_error(proc: subprocess.CompletedProcess[str], code: int) -> None:
    assert proc.returncode == code, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.startswith("goclaw-lite: error:")]
    assert len(lines) == 1, proc.stderr


@pytest.mark.slow
def test_help_and_usage_errors(python_exe: str, cli_env: dict[str, str]) -> None:
    top = run(python_exe, cli_env, "--help")
    assert top.returncode == 0 and "db" in top.stdout and "key" in top.stdout
    for group in ("db", "key"):
        assert run(python_exe, cli_env, group, "--help").returncode == 0
    assert run(python_exe, cli_env, "db", "status", "--help").returncode == 0
    bad = run(python_exe, cli_env, "no-such-command")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    missing = run(python_exe, cli_env, "db")
    assert missing.returncode == 2


def test_status_before_any_database_is_a_one_line_error(python_exe: str, cli_env: dict[str, str]) -> None:
    assert_one_line_error(run(python_exe, cli_env, "db", "status"), 2)


@pytest.mark.slow
def test_migrate_status_check_backup(python_exe: str, cli_env: dict[str, str], tmp_path: Path) -> None:
    created = run(python_exe, cli_env, "db", "migrate")
    assert created.returncode == 0 and "schema version 34" in created.stdout
    again = run(python_exe, cli_env, "db", "migrate")
    assert again.returncode == 0 and "nothing to do" in again.stdout
    status = run(python_exe, cli_env, "db", "status")
    assert status.returncode == 0, status.stderr
    assert re.search(r"Schema version:\s+34", status.stdout)
    assert re.search(r"agent_messages\s+0", status.stdout)
    assert "Key source:" in status.stdout
    check = run(python_exe, cli_env, "db", "check")
    assert check.returncode == 0 and "ok" in check.stdout
    target = tmp_path / "copy.db"
    backup = run(python_exe, cli_env, "db", "backup", str(target))
    assert backup.returncode == 0, backup.stderr
    conn = sqlite3.connect(target)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 34
    finally:
        conn.close()
    assert_one_line_error(run(python_exe, cli_env, "db", "backup", str(target)), 2)


def test_newer_database_refused_by_cli_and_untouched(python_exe: str, cli_env: dict[str, str], isolated_home: Path) -> None:
    assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    db = isolated_home / "goclaw.db"
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA user_version = 35")
    conn.close()
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    for args in (("db", "status"), ("db", "migrate"), ("key", "init")):
        proc = run(python_exe, cli_env, *args)
        assert_one_line_error(proc, 2)
        assert "newer" in proc.stderr
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_second_writer_gets_exit_2_naming_the_holder(python_exe: str, cli_env: dict[str, str], isolated_home: Path) -> None:
    assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    with WriterLock(isolated_home / "goclaw.lock", "the GUI under test"):
        proc = run(python_exe, cli_env, "db", "migrate")
        assert_one_line_error(proc, 2)
        assert "the GUI under test" in proc.stderr
        # Read-only commands still work while another process writes.
        assert run(python_exe, cli_env, "db", "status").returncode == 0


@pytest.mark.slow
def test_key_lifecycle(python_exe: str, cli_env: dict[str, str], isolated_home: Path) -> None:
    init = run(python_exe, cli_env, "key", "init")
    assert init.returncode == 0, init.stderr
    assert "Created a new encryption key" in init.stdout
    key_file = isolated_home / "goclaw.key"
    assert key_file.exists() and (key_file.stat().st_mode & 0o777) == 0o600
    export = run(python_exe, cli_env, "key", "export")
    assert export.returncode == 0
    exported = export.stdout.strip()
    assert re.fullmatch(r"[0-9a-f]{64}", exported)
    assert exported not in init.stdout + init.stderr  # init never prints the key
    status = run(python_exe, cli_env, "key", "status")
    assert status.returncode == 0 and "file" in status.stdout and exported not in status.stdout

    rotate = run(python_exe, cli_env, "key", "rotate")
    assert rotate.returncode == 0, rotate.stderr
    rotated = run(python_exe, cli_env, "key", "export").stdout.strip()
    assert re.fullmatch(r"[0-9a-f]{64}", rotated) and rotated != exported

    # The old key is now wrong for this database.
    env_old = dict(cli_env, GOCLAW_KEY=exported)
    wrong = run(python_exe, env_old, "key", "status")
    assert_one_line_error(wrong, 2)
    assert exported not in wrong.stderr

    # Lose the stored key: import brings it back, a fresh init refuses to make a new one.
    key_file.unlink()
    refused = run(python_exe, cli_env, "key", "init")
    assert_one_line_error(refused, 2)
    imported = run(python_exe, cli_env, "key", "init", "--import", stdin=rotated + "\n")
    assert imported.returncode == 0, imported.stderr
    assert rotated not in imported.stdout
    assert run(python_exe, cli_env, "key", "export").stdout.strip() == rotated


def test_malformed_key_in_environment_names_the_formats(python_exe: str, cli_env: dict[str, str]) -> None:
    env = dict(cli_env, GOCLAW_KEY="too-short-key")
    assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    assert run(python_exe, cli_env, "key", "init").returncode == 0
    proc = run(python_exe, env, "key", "status")
    assert_one_line_error(proc, 2)
    assert "64 hex" in proc.stderr and "44 base64" in proc.stderr and "32 raw" in proc.stderr
    assert "too-short-key" not in proc.stderr


@pytest.mark.parametrize("both_differ", [True, False])
def test_both_key_variables(python_exe: str, cli_env: dict[str, str], both_differ: bool) -> None:
    env = dict(cli_env, GOCLAW_KEY="ab" * 32, GOCLAW_ENCRYPTION_KEY=("cd" if both_differ else "ab") * 32)
    proc = run(python_exe, env, "db", "migrate")
    if both_differ:
        assert_one_line_error(proc, 2)  # refuses to start at all
        assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    else:
        assert proc.returncode == 0
    status = run(python_exe, env, "key", "status")
    if both_differ:
        assert_one_line_error(status, 2)
        assert "GOCLAW_ENCRYPTION_KEY" in status.stderr
    else:
        assert status.returncode == 0 and "environment" in status.stdout
