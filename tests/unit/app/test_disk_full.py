"""A full disk is a one-line error (exit 2), never a traceback, and loses nothing stored:
`kg import`, `db backup`, and a command that cannot even record itself in the lock file.

The disk is real: a 3 MB tmpfs when we may mount one (root), else a file-size limit
(RLIMIT_FSIZE, SIGXFSZ ignored) on the command's process."""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.support.cli_errors import one_line_error

PROVIDER = ("provider", "add", "p", "--type", "openai_compat", "--base-url", "http://127.0.0.1:1", "--no-key")


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path | None]:
    """A 3 MB file system of its own, or None where it cannot be mounted."""
    where = tmp_path / "small"
    where.mkdir()
    mounted = False
    if sys.platform.startswith("linux") and os.geteuid() == 0 and shutil.which("mount"):
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(where)],
                                 capture_output=True, timeout=30).returncode == 0
    try:
        yield where if mounted else None
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(where)], capture_output=True, timeout=30)


def _cli(env: dict[str, str], *args: str, limit: int | None = None) -> subprocess.CompletedProcess[str]:
    def cap_file_size() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead
        assert limit is not None
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    preexec: Callable[[], None] | None = cap_file_size if limit is not None else None
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True,
                          timeout=120, preexec_fn=preexec)


def _big_graph(path: Path, entities: int = 3000) -> Path:
    document = {"entities": [{"name": f"entity {n}", "entity_type": "thing", "description": f"{n} " + "words " * 80}
                             for n in range(entities)], "relations": []}
    path.write_text(json.dumps(document))
    return path


def _fill(folder: Path, leave: int) -> Path:
    """Take all but `leave` bytes of the file system's free space (all of it with 0)."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        while (room := shutil.disk_usage(folder).free - leave) > 0:
            try:
                os.write(fd, b"\0" * min(room, 1 << 16))
            except OSError:
                break
    finally:
        os.close(fd)
    return filler


def _counts(db: Path) -> tuple[int, int]:
    conn = sqlite3.connect(db)
    try:
        return (conn.execute("SELECT count(*) FROM llm_providers").fetchone()[0],
                conn.execute("SELECT count(*) FROM kg_entities").fetchone()[0])
    finally:
        conn.close()


def test_a_full_disk_is_one_line_and_loses_nothing(
    cli_env: dict[str, str], small_disk: Path | None, tmp_path: Path
) -> None:
    home = (small_disk or tmp_path) / "home"
    env = dict(cli_env, GOCLAW_HOME=str(home))
    assert _cli(env, *PROVIDER).returncode == 0
    assert _cli(env, "agent", "add", "a1", "--provider", "p", "--model", "m").returncode == 0
    graph = _big_graph(tmp_path / "graph.json")
    db = home / "goclaw.db"
    if small_disk is None:
        size = db.stat().st_size
        for args, limit in ((("kg", "import", str(graph), "--agent", "a1"), size + 64 * 1024),
                            (("db", "backup", str(tmp_path / "copy.db")), size // 2)):
            line = one_line_error(_cli(env, *args, limit=limit), 2)
            assert "write" in line
        assert not (tmp_path / "copy.db").exists()
        assert _counts(db) == (1, 0)
        return
    filler = _fill(small_disk, leave=256 * 1024)
    line = one_line_error(_cli(env, "kg", "import", str(graph), "--agent", "a1"), 2)
    assert "disk is full" in line
    line = one_line_error(_cli(env, "db", "backup", str(small_disk / "copy.db")), 2)
    assert "disk is full" in line and not (small_disk / "copy.db").exists()
    _fill(small_disk, leave=0)  # now nothing at all is left
    proc = _cli(env, *PROVIDER[:2], "p2", *PROVIDER[3:])
    line = one_line_error(proc, 2)
    assert "full" in line, line
    filler.unlink()
    assert _counts(db) == (1, 0)
    listed = _cli(env, "agent", "list")
    assert listed.returncode == 0 and "a1" in listed.stdout


def test_numbers_no_option_takes(cli_env: dict[str, str]) -> None:
    for args in (("activity", "list", "--limit", "1e20"), ("activity", "list", "--offset", "1e20"),
                 ("activity", "list", "--offset", "100000000000000000000"),
                 ("conversations", "list", "--limit", "100000000000000000000"),
                 ("activity", "list", "--limit", "9" * 5000)):
        proc = _cli(cli_env, *args)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
        assert proc.stderr.strip().splitlines()[-1].startswith("goclaw-lite "), proc.stderr


def test_hostile_json_in_kg_import(cli_env: dict[str, str], tmp_path: Path) -> None:
    assert _cli(cli_env, *PROVIDER).returncode == 0
    assert _cli(cli_env, "agent", "add", "a1", "--provider", "p", "--model", "m").returncode == 0
    nested = tmp_path / "nested.json"
    nested.write_text('{"entities": ' + "[" * 100_000 + "]" * 100_000 + "}")  # deep inside what is read
    deep_property = tmp_path / "deep.json"
    deep_property.write_text('{"entities": [{"name": "x", "entity_type": "t", "properties": '
                             + '{"a": ' * 5000 + "1" + "}" * 5000 + "}]}")
    long_number = tmp_path / "number.json"
    long_number.write_text('{"entities": [{"name": "x", "entity_type": "t", "confidence": ' + "9" * 5000 + "}]}")
    for path in (nested, deep_property, long_number):
        line = one_line_error(_cli(cli_env, "kg", "import", str(path), "--agent", "a1"), 2)
        assert str(path) in line and "nothing was imported" in line
    top_level = tmp_path / "top.json"
    top_level.write_text("[" * 100_000 + "]" * 100_000)  # refused for its shape before its depth is read
    line = one_line_error(_cli(cli_env, "kg", "import", str(top_level), "--agent", "a1"), 2)
    assert str(top_level) in line and "top level must be an object" in line
