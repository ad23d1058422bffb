"""The screenshot scripts answer `--help` and refuse a mistyped option without rendering anything.

They write into docs/screenshots/ (tracked files), so asking one how it is used must not redo
the pictures: `--help` printed the usage only after rendering, over the committed ones.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT

SCRIPTS = ("make_screenshots.py", "make_kg_screenshots.py", "make_kg_whole_screenshots.py")
SHOTS = REPO_ROOT / "docs" / "screenshots"


def _state() -> dict[str, tuple[int, int]]:
    return {p.name: (p.stat().st_mtime_ns, p.stat().st_size) for p in sorted(SHOTS.iterdir())}


def _run(script: str, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GOCLAW_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, str(REPO_ROOT / "packaging" / script), *args], capture_output=True,
                          text=True, timeout=600, env=env, cwd=REPO_ROOT, check=False)


@pytest.mark.parametrize("script", SCRIPTS)
def test_help_prints_usage_and_renders_nothing(script: str, tmp_path: Path) -> None:
    before = _state()
    done = _run(script, "--help", home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: {script}")
    assert "docs/screenshots" in " ".join(done.stdout.split())
    assert _state() == before
    assert not (tmp_path / "home").exists()


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_mistyped_option_is_refused_in_one_line(script: str, tmp_path: Path) -> None:
    before = _state()
    done = _run(script, "--reveiw", "out", home=tmp_path / "home")
    assert done.returncode == 2
    assert "unrecognized arguments: --reveiw" in done.stderr and "Traceback" not in done.stderr
    assert _state() == before
