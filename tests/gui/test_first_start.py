"""The window's first start on a new database, as a real process: the files it makes are
private, and the terminal learns where the new key went (never the key)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.gui


def _start_window(home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GOCLAW_KEY", "GOCLAW_ENCRYPTION_KEY")}
    env.update(
        GOCLAW_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO_ROOT),
        PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring",  # no keyring here: the key goes to the key file
    )
    return subprocess.run(
        [sys.executable, "-m", "goclaw_lite", "gui", "--quit-when-shown"], env=env, capture_output=True, text=True,
        timeout=180, preexec_fn=lambda: os.umask(0o022),  # the usual umask, which would leave new files readable by all
    )


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_the_first_start_says_where_the_new_key_went_and_keeps_gui_ini_private(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = _start_window(home)
    assert first.returncode == 0, first.stderr
    key_file = home / "goclaw.key"
    key = key_file.read_text(encoding="utf-8").strip()
    assert key and key not in first.stderr and key not in first.stdout
    notes = [line for line in first.stderr.splitlines() if "new encryption key" in line]
    assert len(notes) == 1 and str(key_file) in notes[0], first.stderr
    assert "key export" in notes[0]  # and how to back it up
    assert _mode(home / "gui.ini") == 0o600

    again = _start_window(home)
    assert again.returncode == 0, again.stderr
    assert "new encryption key" not in again.stderr  # only when one was made


def test_a_gui_ini_readable_by_others_is_made_private(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    settings = home / "gui.ini"
    settings.write_text("[General]\n", encoding="utf-8")
    settings.chmod(0o644)  # as an earlier version left it
    proc = _start_window(home)
    assert proc.returncode == 0, proc.stderr
    assert _mode(settings) == 0o600
