"""Build the one-folder bundle with PyInstaller from packaging/goclaw-lite.spec and run it as a user would."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO_ROOT, TEST_KEY_HEX, skip_or_fail

pytestmark = [pytest.mark.slow, pytest.mark.gui]
BUILD_TIMEOUT_S = 900


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        skip_or_fail("PyInstaller is not installed (it is in the test extras)")
    work = tmp_path_factory.mktemp("pyinstaller")
    built = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
         str(REPO_ROOT / "packaging" / "goclaw-lite.spec")],
        capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, cwd=work,
    )
    assert built.returncode == 0, built.stderr[-4000:]
    exe = work / "dist" / "goclaw-lite" / ("goclaw-lite.exe" if sys.platform == "win32" else "goclaw-lite")
    assert exe.is_file()
    return exe


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GOCLAW_", "PYTHON"))}
    env.update(GOCLAW_HOME=str(home), GOCLAW_KEY=TEST_KEY_HEX, QT_QPA_PLATFORM="offscreen",
               PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring")
    return env


def test_the_bundle_runs_the_cli_with_its_data_files(bundle: Path, tmp_path: Path) -> None:
    env = _env(tmp_path / "home")
    version = subprocess.run([str(bundle), "--version"], env=env, capture_output=True, text=True, timeout=120)
    assert version.returncode == 0 and version.stdout.startswith("goclaw-lite ")
    migrate = subprocess.run([str(bundle), "db", "migrate"], env=env, capture_output=True, text=True, timeout=120)
    assert migrate.returncode == 0, migrate.stderr
    with sqlite3.connect(tmp_path / "home" / "goclaw.db") as conn:  # the schema SQL shipped inside the bundle
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 34
    shot = tmp_path / "kg.png"
    taken = subprocess.run([str(bundle), "screenshot", "--page", "kg", str(shot)], env=env, capture_output=True,
                           text=True, timeout=180)
    assert taken.returncode == 0, taken.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


def test_the_bundle_opens_its_window_offscreen_and_quits_cleanly(bundle: Path, tmp_path: Path, qapp: Any) -> None:
    from goclaw_lite.gui.shell.single_instance import ask_running_instance, server_name

    home = tmp_path / "home"
    window = subprocess.Popen([str(bundle)], env=_env(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # The window is up once it answers on its single-instance socket (it listens after show()).
        deadline = time.monotonic() + 120
        while not ask_running_instance(server_name(home)):
            assert window.poll() is None, window.communicate(timeout=10)
            assert time.monotonic() < deadline, "the bundled window did not come up"
            time.sleep(0.25)
        window.send_signal(signal.SIGINT)  # quits like File > Quit: stores closed, lock released
        _out, err = window.communicate(timeout=60)
    finally:
        if window.poll() is None:
            window.kill()
    assert window.returncode == 0, err
    assert "Traceback" not in err
    assert not (home / "goclaw.lock").exists() or (home / "goclaw.lock").stat().st_size == 0
