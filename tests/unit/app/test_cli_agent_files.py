"""`goclaw-lite agent files ...` as a user runs it: real subprocesses, a real data directory, a
real editor process ($EDITOR is a small Python script)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.cli_errors import one_line_error
from tests.unit.app.test_cli_kg import make_agents, ok, run

pytestmark = pytest.mark.slow

EDITOR_SCRIPT = """
import sys, pathlib
path = pathlib.Path(sys.argv[-1])
mode = sys.argv[1]
if mode == "fail":
    sys.exit(3)
if mode == "append":
    path.write_text(path.read_text(encoding="utf-8") + "Added in the editor.\\n", encoding="utf-8")
"""


@pytest.fixture
def home(cli_env: dict[str, str], isolated_home: Path) -> dict[str, str]:
    make_agents(isolated_home, "helper")
    return cli_env


def editor(tmp_path: Path, mode: str) -> str:
    script = tmp_path / "editor.py"
    script.write_text(EDITOR_SCRIPT, encoding="utf-8")
    return f"{sys.executable} {script} {mode}"


def files(python_exe: str, env: dict[str, str]) -> dict[str, object]:
    return json.loads(ok(run(python_exe, env, "agent", "files", "list", "helper", "--json")))


def test_set_show_list_and_rm(python_exe: str, home: dict[str, str], tmp_path: Path) -> None:
    assert "has no files yet" in ok(run(python_exe, home, "agent", "files", "list", "helper"))
    soul = tmp_path / "soul.md"
    soul.write_text("You are calm.\n", encoding="utf-8")
    wrote = ok(run(python_exe, home, "agent", "files", "set", "helper", "soul.md", str(soul)))
    assert "Wrote SOUL.md of agent helper (14 characters)" in wrote
    command = ["agent", "files", "set", "helper", "USER.md", "--scope", "user"]
    piped = subprocess.run([python_exe, "-m", "goclaw_lite", *command], env=home, input="Ana, a chemist.",
                           capture_output=True, text=True, timeout=120, check=False)
    assert "Wrote your copy of USER.md" in ok(piped)
    big = tmp_path / "notes.md"
    big.write_text("word " * 6000, encoding="utf-8")  # 30,000 characters: over a file's share
    wrote = ok(run(python_exe, home, "agent", "files", "set", "helper", "NOTES.md", str(big)))
    assert "warning: NOTES.md is cut: the prompt keeps" in wrote
    listing = files(python_exe, home)
    assert listing["order"] == ["SOUL.md", "USER.md", "NOTES.md"]
    by_name = {f["name"]: f for f in listing["files"]}  # type: ignore[union-attr]
    assert by_name["USER.md"]["scope"] == "user" and by_name["SOUL.md"]["in_prompt"] == "whole"
    assert str(by_name["NOTES.md"]["in_prompt"]).startswith("cut to ")
    table = ok(run(python_exe, home, "agent", "files", "list", "helper"))
    assert "yours" in table and "Prompt order: SOUL.md, USER.md, NOTES.md" in table
    assert "warning: NOTES.md is cut" in table
    assert ok(run(python_exe, home, "agent", "files", "show", "helper", "soul.md")) == "You are calm.\n"
    assert "Files:           SOUL.md, USER.md, NOTES.md; 1 cut" in ok(run(python_exe, home, "agent", "show", "helper"))
    assert "Removed NOTES.md" in ok(run(python_exe, home, "agent", "files", "rm", "helper", "NOTES.md"))
    assert [f["name"] for f in files(python_exe, home)["files"]] == ["SOUL.md", "USER.md"]  # type: ignore[union-attr]


def test_edit_opens_the_editor_and_writes_back(python_exe: str, home: dict[str, str], tmp_path: Path) -> None:
    env = {**home, "EDITOR": editor(tmp_path, "append")}
    assert "Wrote TOOLS.md" in ok(run(python_exe, env, "agent", "files", "edit", "helper", "TOOLS.md"))
    ok(run(python_exe, env, "agent", "files", "edit", "helper", "TOOLS.md"))
    shown = ok(run(python_exe, home, "agent", "files", "show", "helper", "TOOLS.md"))
    assert shown == "Added in the editor.\nAdded in the editor.\n"
    unchanged = {**home, "EDITOR": editor(tmp_path, "keep")}
    assert "No change to TOOLS.md" in ok(run(python_exe, unchanged, "agent", "files", "edit", "helper", "TOOLS.md"))
    failing = {**home, "EDITOR": editor(tmp_path, "fail")}
    error = one_line_error(run(python_exe, failing, "agent", "files", "edit", "helper", "TOOLS.md"), 2)
    assert "The editor exited with status 3; nothing was written" in error
    assert ok(run(python_exe, home, "agent", "files", "show", "helper", "TOOLS.md")) == shown


def test_bad_input_is_one_clear_line(python_exe: str, home: dict[str, str], tmp_path: Path) -> None:
    latin = tmp_path / "latin1.md"
    latin.write_bytes("caf\xe9".encode("latin-1"))
    assert "is not UTF-8 text; nothing was written" in one_line_error(
        run(python_exe, home, "agent", "files", "set", "helper", "SOUL.md", str(latin)), 2)
    bad_name = run(python_exe, home, "agent", "files", "set", "helper", "../x.md", str(latin))
    assert "is not valid" in one_line_error(bad_name, 2)
    missing = run(python_exe, home, "agent", "files", "show", "helper", "IDENTITY.md")
    assert "no file IDENTITY.md" in one_line_error(missing, 1)
    assert "nobody" in one_line_error(run(python_exe, home, "agent", "files", "list", "nobody"), 2)
    no_editor = {k: v for k, v in home.items() if k not in ("EDITOR", "VISUAL")}
    assert "Set $EDITOR" in one_line_error(run(python_exe, no_editor, "agent", "files", "edit", "helper", "SOUL.md"), 2)
    assert files(python_exe, home)["files"] == []
