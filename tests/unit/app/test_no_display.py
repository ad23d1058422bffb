"""`goclaw-lite` with no display: one clear line and exit 2, not Qt's abort (rc 134) about xcb."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from goclaw_lite.cli import no_display
from tests.support.cli_errors import one_line_error

HEADLESS = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


@pytest.mark.parametrize("args", [(), ("gui",)])
def test_no_display_is_one_line_naming_the_ways_forward(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, args: tuple[str, ...]
) -> None:
    env = {k: v for k, v in cli_env.items() if k not in HEADLESS}
    proc = subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True,
                          timeout=120)
    line = one_line_error(proc, 2)
    assert "no display" in line and "QT_QPA_PLATFORM=offscreen" in line and "goclaw-lite --help" in line
    assert not (isolated_home / "goclaw.db").exists()  # nothing was opened


def test_a_display_or_a_chosen_platform_opens_the_window() -> None:
    assert no_display({}, "linux")
    assert not no_display({"DISPLAY": ":0"}, "linux")
    assert not no_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not no_display({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not no_display({}, "darwin") and not no_display({}, "win32")  # their platforms need no display variable
