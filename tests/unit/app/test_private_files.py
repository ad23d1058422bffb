"""Files that hold user data are 0600 whatever the umask: `kg export`, `conversations export`,
`db backup`, the settings file (screenshots and graph pictures: tests/gui)."""

from __future__ import annotations

import stat
import subprocess
import sys
from pathlib import Path

from goclaw_lite.config import private_output, write_private


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True,
                          timeout=60, umask=0o022)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_cli_writers_under_umask_022(cli_env: dict[str, str], isolated_home: Path, tmp_path: Path) -> None:
    assert _cli(cli_env, "db", "migrate").returncode == 0
    backup = tmp_path / "copy.db"
    proc = _cli(cli_env, "db", "backup", str(backup))
    assert proc.returncode == 0, proc.stderr
    settings = isolated_home / "settings.json"
    written = [backup] + ([settings] if settings.exists() else [])
    assert {_mode(p) for p in written} == {0o600}


def test_the_helper_replaces_a_readable_file_with_a_private_one(tmp_path: Path) -> None:
    import os

    target = tmp_path / "notes.json"
    target.write_text("old")
    target.chmod(0o644)
    umask = os.umask(0o022)
    try:
        write_private(target, "new")
    finally:
        os.umask(umask)
    assert target.read_text() == "new" and _mode(target) == 0o600
    try:
        with private_output(target) as temporary:
            temporary.write_text("half")
            raise RuntimeError("the writer failed")
    except RuntimeError:
        pass
    assert target.read_text() == "new" and sorted(tmp_path.iterdir()) == [target]
