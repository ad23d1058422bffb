"""A database is one file whatever its name: a hard link to goclaw.db is refused by every
command (it would get its own lock and its own WAL, replayed later over committed writes),
and a writer locks the file itself, by device and inode, not only a lock file beside a name."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import Paths
from goclaw_lite.errors import DatabaseLockedError
from tests.unit.app.test_cli_foundation import assert_one_line_error, run

TRY_FLOCK = (
    "import fcntl, os, sys\nfd = os.open(sys.argv[1], os.O_RDONLY)\nfcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)\n"
)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_hard_linked_database_is_refused_by_every_name(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, tmp_path: Path
) -> None:
    assert run(python_exe, cli_env, "db", "migrate").returncode == 0
    db = isolated_home / "goclaw.db"
    link = tmp_path / "elsewhere" / "notes.db"
    link.parent.mkdir()
    os.link(db, link)
    before = _digest(db)
    other_home = {**cli_env, "GOCLAW_HOME": str(tmp_path / "other-home")}
    for env, args in ((other_home, ("--store", str(link))), (cli_env, ())):
        proc = run(python_exe, env, *args, "agent", "set-default", "nobody")
        assert_one_line_error(proc, 2)
        assert "2 hard links" in proc.stderr, proc.stderr
    assert _digest(db) == before
    assert not link.with_name("notes.db-wal").exists()
    link.unlink()
    assert run(python_exe, cli_env, "db", "migrate").returncode == 0


async def test_the_writer_locks_the_file_itself(tmp_path: Path) -> None:
    from goclaw_lite.store.backend.lock import IdentityLock

    paths = Paths(data_dir=tmp_path / "a", log_dir=tmp_path / "a" / "logs")

    def others_can_lock() -> bool:
        proc = subprocess.run([sys.executable, "-c", TRY_FLOCK, str(paths.db_path)], capture_output=True, timeout=60)
        return proc.returncode == 0

    ctx = await open_app(paths, program="the writer")  # a new database: created by this open
    try:
        assert not others_can_lock()
    finally:
        await ctx.close()
    assert others_can_lock()
    ctx = await open_app(paths, program="the writer")  # an existing one
    try:
        assert not others_can_lock()
        with pytest.raises(DatabaseLockedError, match="another name"):
            IdentityLock(paths.db_path).acquire()
    finally:
        await ctx.close()
