"""`goclaw-lite db restore` as a real process: the backup is checked first (damage, a newer
schema, another key), the current database is kept, and a SIGKILL at each step of the swap
leaves one whole database that opens: the old one before the swap, the restored one after."""

from __future__ import annotations

import hashlib
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from goclaw_lite.security.crypto import parse_key
from tests.support.cli_errors import one_line_error

STEPS = ("start", "copied", "checkpointed", "kept", "companions-removed", "replaced")
KILLED_AT = (
    "import os, signal, sys\n"
    "from goclaw_lite.store.lifecycle import backups as db_backups\n"
    "def stop(step):\n"
    "    if step == os.environ['RESTORE_KILL_AT']:\n"
    "        print('at ' + step, flush=True)\n"
    "        os.kill(os.getpid(), signal.SIGKILL)\n"
    "db_backups.reached = stop\n"
    "from goclaw_lite.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True,
                          timeout=180, check=False)


def opens(env: dict[str, str]) -> bool:
    """The app opens the database with the stored key (a command that needs it)."""
    listed = run(env, "cred", "list")
    return listed.returncode == 0


def mark(db: Path, name: str) -> None:
    """A row that tells this database's states apart (written while no process has it open)."""
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        conn.execute("INSERT INTO lite_meta (key, value, updated_at) VALUES (?, 'x', '2026-01-01T00:00:00Z')",
                     (f"mark_{name}",))
    finally:
        conn.close()


def marks(db: Path) -> set[str]:
    conn = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
    try:
        return {r[0][5:] for r in conn.execute("SELECT key FROM lite_meta WHERE key LIKE 'mark_%'")}
    finally:
        conn.close()


def state_of(home: Path) -> tuple[str, list[str]]:
    db = home / "goclaw.db"
    return hashlib.sha256(db.read_bytes()).hexdigest(), sorted(p.name for p in home.iterdir() if p.name != "logs")


@pytest.fixture
def home_env(cli_env: dict[str, str], isolated_home: Path) -> dict[str, str]:
    """A data directory whose key lives in its key file (`key init`), with agent `before` backed up."""
    made = run(cli_env, "key", "init")
    assert made.returncode == 0, made.stderr
    mark(isolated_home / "goclaw.db", "before")
    backed = run(cli_env, "db", "backup", str(isolated_home.parent / "saved.db"))
    assert backed.returncode == 0, backed.stderr
    mark(isolated_home / "goclaw.db", "after")
    return cli_env


def test_restore_puts_the_backup_back_and_keeps_the_current_database(
    home_env: dict[str, str], isolated_home: Path,
) -> None:
    restored = run(home_env, "db", "restore", str(isolated_home.parent / "saved.db"))
    assert restored.returncode == 0, restored.stderr
    assert marks(isolated_home / "goclaw.db") == {"before"} and opens(home_env)
    kept = sorted(isolated_home.glob("goclaw.db.pre-restore-*.bak"))
    assert len(kept) == 1 and f"kept at {kept[0]}" in restored.stdout
    assert (kept[0].stat().st_mode & 0o777) == 0o600 and ((isolated_home / "goclaw.db").stat().st_mode & 0o777) == 0o600
    assert marks(kept[0]) == {"before", "after"}
    listed = run(home_env, "db", "backups")
    assert kept[0].name in listed.stdout and "before a restore" in listed.stdout
    back = run(home_env, "db", "restore", str(kept[0]))  # and back again: a kept database restores
    assert back.returncode == 0, back.stderr
    assert marks(isolated_home / "goclaw.db") == {"before", "after"} and opens(home_env)


def test_a_damaged_backup_is_refused_and_nothing_changes(home_env: dict[str, str], isolated_home: Path) -> None:
    bad = isolated_home.parent / "damaged.db"
    data = bytearray((isolated_home.parent / "saved.db").read_bytes())
    page = 4096
    for at in range(2 * page, len(data) - page, 7 * page):  # b-tree pages scribbled over, the header left
        data[at + 8 : at + 200] = os.urandom(192)
    bad.write_bytes(bytes(data))
    before = state_of(isolated_home)
    message = one_line_error(run(home_env, "db", "restore", str(bad)), 2)
    assert "damaged" in message and "nothing was changed" in message, message
    assert state_of(isolated_home) == before and opens(home_env)


def test_a_backup_from_a_newer_schema_is_refused(home_env: dict[str, str], isolated_home: Path) -> None:
    newer = isolated_home.parent / "newer.db"
    newer.write_bytes((isolated_home.parent / "saved.db").read_bytes())
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 35")
    conn.close()
    before = state_of(isolated_home)
    message = one_line_error(run(home_env, "db", "restore", str(newer)), 2)
    assert "schema version 35, newer than" in message, message
    assert state_of(isolated_home) == before


def test_a_backup_under_another_key_needs_that_key(
    home_env: dict[str, str], isolated_home: Path, tmp_path: Path,
) -> None:
    other_home = tmp_path / "other-home"
    other = {**home_env, "GOCLAW_HOME": str(other_home)}
    assert run(other, "key", "init").returncode == 0
    mark(other_home / "goclaw.db", "elsewhere")
    assert run(other, "db", "backup", str(tmp_path / "foreign.db")).returncode == 0
    assert run(other, "key", "export", "--file", str(tmp_path / "foreign.key")).returncode == 0
    own_key = parse_key((isolated_home / "goclaw.key").read_text())

    before = state_of(isolated_home)
    message = one_line_error(run(home_env, "db", "restore", str(tmp_path / "foreign.db")), 2)
    assert "sealed under another encryption key" in message and "--key-file" in message, message
    assert state_of(isolated_home) == before
    assert (isolated_home / "goclaw.key").read_text().strip() not in message

    wrong = one_line_error(run(home_env, "db", "restore", str(tmp_path / "foreign.db"), "--key-file",
                               str(isolated_home / "goclaw.key")), 2)
    assert "does not open" in wrong and state_of(isolated_home) == before

    foreign_key = (tmp_path / "foreign.key").read_text().strip()
    by_env = run({**home_env, "GOCLAW_KEY": foreign_key}, "db", "restore", str(tmp_path / "foreign.db"))
    assert by_env.returncode == 0 and "keep giving it" in by_env.stdout, by_env.stderr
    assert parse_key((isolated_home / "goclaw.key").read_text()) == own_key  # nothing stored
    assert marks(isolated_home / "goclaw.db") == {"elsewhere"} and opens({**home_env, "GOCLAW_KEY": foreign_key})
    kept = next(isolated_home.glob("goclaw.db.pre-restore-*.bak"))
    assert run(home_env, "db", "restore", str(kept)).returncode == 0  # back to its own, under the stored key
    assert marks(isolated_home / "goclaw.db") == {"before", "after"} and opens(home_env)
    assert run(home_env, "db", "rm-backup", kept.name).returncode == 0

    by_file = run(home_env, "db", "restore", str(tmp_path / "foreign.db"), "--key-file", str(tmp_path / "foreign.key"))
    assert by_file.returncode == 0, by_file.stderr
    assert parse_key((isolated_home / "goclaw.key").read_text()) == parse_key(foreign_key)
    kept = max(isolated_home.glob("goclaw.db.pre-restore-*.bak"))
    assert parse_key(kept.with_name(kept.name + ".key").read_text()) == own_key
    assert (kept.with_name(kept.name + ".key").stat().st_mode & 0o777) == 0o600
    assert marks(isolated_home / "goclaw.db") == {"elsewhere"} and opens(home_env)  # the stored key, no GOCLAW_KEY
    assert foreign_key not in by_file.stdout + by_file.stderr and foreign_key not in by_env.stdout + by_env.stderr
    removed = run(home_env, "db", "rm-backup", kept.name)
    assert removed.returncode == 0 and not kept.exists() and not kept.with_name(kept.name + ".key").exists()


LEAVE_A_WAL = (
    "import os, sqlite3, sys\n"
    "conn = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
    "conn.execute('PRAGMA wal_autocheckpoint = 0')\n"
    "conn.execute(\"INSERT INTO lite_meta (key, value, updated_at) VALUES ('only_in_wal', 'yes', '2026')\")\n"
    "os._exit(0)\n"  # no close, so no checkpoint: the row stays in the WAL alone
)


def _leave_a_wal(db: Path) -> None:
    """A committed row only in the WAL, as a process that died after its commit leaves it."""
    subprocess.run([sys.executable, "-c", LEAVE_A_WAL, str(db)], check=True, timeout=60)
    assert db.with_name(db.name + "-wal").stat().st_size > 0


def _openable(db: Path) -> tuple[set[str], bool]:
    conn = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        keys = {r[0][5:] for r in conn.execute("SELECT key FROM lite_meta WHERE key LIKE 'mark_%'")}
        in_wal = conn.execute("SELECT count(*) FROM lite_meta WHERE key = 'only_in_wal'").fetchone()[0] == 1
        return keys, in_wal
    finally:
        conn.close()


@pytest.mark.parametrize("step", STEPS)
def test_a_kill_at_any_step_leaves_one_whole_database(home_env: dict[str, str], isolated_home: Path, step: str) -> None:
    db = isolated_home / "goclaw.db"
    _leave_a_wal(db)
    killed = subprocess.run([sys.executable, "-c", KILLED_AT, "db", "restore", str(isolated_home.parent / "saved.db")],
                            env={**home_env, "RESTORE_KILL_AT": step}, capture_output=True, text=True, timeout=180,
                            check=False)
    assert killed.returncode == -signal.SIGKILL and killed.stdout.strip() == f"at {step}", killed.stderr
    keys, in_wal = _openable(db)
    if step == "replaced":
        assert keys == {"before"} and not in_wal
    else:  # the database as it was, the row its WAL held included
        assert keys == {"before", "after"} and in_wal
    assert opens(home_env) and run(home_env, "db", "migrate").returncode == 0  # the app opens it, as its writer too
    again = run(home_env, "db", "restore", str(isolated_home.parent / "saved.db"))  # a leftover copy is no obstacle
    assert again.returncode == 0, again.stderr
    assert marks(db) == {"before"} and not (isolated_home / "goclaw.db.restoring").exists()
