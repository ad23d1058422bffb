"""CI runs exactly the test command the README gives, so a green CI means the documented run passes."""

from __future__ import annotations

import re

from tests.conftest import REPO_ROOT


def _readme_command() -> str:
    section = (REPO_ROOT / "README.md").read_text(encoding="utf-8").split("## Run the tests", 1)[1]
    match = re.search(r"```sh\n(.+?)\n```", section, re.S)
    assert match, "no command block under 'Run the tests'"
    return match.group(1).strip()


def test_ci_runs_the_readme_test_command() -> None:
    lines = [line for line in (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines() if line.strip()]
    assert lines[-1].strip() == _readme_command()


def test_the_command_runs_the_timed_tests_alone_after_the_parallel_run() -> None:
    command = _readme_command()
    assert "-n auto" in command and '-m "not serial"' in command
    assert command.endswith("python -m pytest -m serial")
