"""On a new data directory every command that only reads agrees there is no database yet, and
names the command that creates it; none of them creates it."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.support.cli_errors import one_line_error

READERS = (("db", "status"), ("agent", "list"), ("provider", "list"), ("key", "status"), ("mcp", "list"))


def test_readers_agree_that_there_is_no_database_and_name_db_migrate(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path
) -> None:
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=cli_env, capture_output=True, text=True,
                              timeout=120)

    lines = {one_line_error(cli(*args), 2) for args in READERS}
    assert len(lines) == 1, lines  # the same words from each
    (line,) = lines
    assert "no database" in line and "goclaw-lite db migrate" in line and str(isolated_home / "goclaw.db") in line
    assert not (isolated_home / "goclaw.db").exists()
    created = cli("db", "migrate")
    assert created.returncode == 0 and "Created" in created.stdout, created.stderr
    listed = cli("agent", "list")
    assert listed.returncode == 0, listed.stderr
