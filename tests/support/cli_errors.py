"""Checks shared by the CLI tests that run `python -m goclaw_lite` as a subprocess."""

from __future__ import annotations

import subprocess


def one_line_error(proc: subprocess.CompletedProcess[str], code: int) -> str:
    """The one `goclaw-lite: error:` line of a command that failed with `code`, no traceback."""
    assert proc.returncode == code, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.startswith("goclaw-lite: error:")]
    assert len(lines) == 1, proc.stderr
    return lines[0]
