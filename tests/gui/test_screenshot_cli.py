"""`goclaw-lite screenshot` renders the real window to a PNG in a separate process."""

from __future__ import annotations

import stat
import subprocess
from pathlib import Path

from goclaw_lite.gui.qt import QImage


def test_screenshot_command_writes_a_real_png(python_exe: str, cli_env: dict[str, str], tmp_path: Path) -> None:
    env = dict(cli_env, QT_QPA_PLATFORM="offscreen")
    assert subprocess.run([python_exe, "-m", "goclaw_lite", "db", "migrate"], env=env, timeout=60).returncode == 0
    target = tmp_path / "settings.png"
    target.write_bytes(b"an older picture, readable by all")
    target.chmod(0o644)
    proc = subprocess.run(
        [python_exe, "-m", "goclaw_lite", "screenshot", "--page", "settings", "--size", "1100x700", str(target)],
        env=env, capture_output=True, text=True, timeout=120, umask=0o022,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert stat.S_IMODE(target.stat().st_mode) == 0o600  # user data, whatever the umask or the old file's mode
    assert not list(tmp_path.glob(".*partial"))
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1100, 700)
    # Not a blank canvas: many distinct colours means text and widgets were painted.
    colours = {image.pixel(x, y) for x in range(0, 1100, 7) for y in range(0, 700, 7)}
    assert len(colours) > 8


def test_unknown_page_is_a_usage_error(python_exe: str, cli_env: dict[str, str], tmp_path: Path) -> None:
    proc = subprocess.run(
        [python_exe, "-m", "goclaw_lite", "screenshot", "--page", "nope", str(tmp_path / "x.png")],
        env=dict(cli_env, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 2 and "Unknown page" in proc.stderr and "Traceback" not in proc.stderr
