"""`goclaw-lite skill ...` as a user runs it, in one driver process: add, list, show, grant
with a pin, enable/disable, rm and a bad zip's one-line error (exit 2)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

from tests.conftest import TEST_KEY_HEX
from tests.support.skills import write_skill

ROOT = Path(__file__).resolve().parents[3]


def _drive(home: Path, *argvs: list[str]) -> list[dict[str, Any]]:
    env = {**os.environ, "GOCLAW_HOME": str(home), "GOCLAW_KEY": TEST_KEY_HEX, "PYTHONPATH": str(ROOT)}
    steps = [{"argv": argv} for argv in argvs]
    proc = subprocess.run([sys.executable, "-m", "tests.support.cli_driver"], input=json.dumps(steps), env=env,
                          capture_output=True, text=True, timeout=600, check=False, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    results: list[dict[str, Any]] = json.loads(proc.stdout)
    return results


def test_the_skill_commands(isolated_home: Path, tmp_path: Path) -> None:
    folder = write_skill(tmp_path / "report", "Weekly report", "Writes the weekly report from the notes.",
                         files={"templates/week.md": "# Week"})
    bad = tmp_path / "bad.zip"
    with zipfile.ZipFile(bad, "w") as archive:
        archive.writestr("SKILL.md", "---\nname: x\ndescription: y\n---\n\nsteps\n")
        archive.writestr("../escape.txt", "x")
    results = _drive(
        isolated_home,
        ["provider", "add", "p", "--type", "openai_compat", "--base-url", "http://127.0.0.1:9/v1", "--no-key"],
        ["agent", "add", "helper", "--provider", "p", "--model", "m"],
        ["skill", "add", str(folder), "--agent", "helper"],
        ["skill", "add", str(folder)],
        ["skill", "list"],
        ["skill", "grant", "weekly-report", "--agent", "helper", "--version", "1"],
        ["skill", "list", "--agent", "helper", "--json"],
        ["skill", "disable", "weekly-report"],
        ["skill", "list", "--agent", "helper"],
        ["skill", "enable", "weekly-report"],
        ["skill", "show", "weekly-report", "--json"],
        ["skill", "add", str(bad)],
        ["skill", "rm", "weekly-report"],
        ["skill", "rm", "kg-curator"],
        ["skill", "show", "nope"],
    )
    results = results[1:]  # after the provider
    codes = [r["code"] for r in results]
    assert codes[:10] == [0] * 10, [(r["argv"], r["stderr"]) for r in results if r["code"]]
    assert "Installed skill weekly-report (Weekly report), version 1." in results[1]["stdout"]
    assert "Granted to: helper." in results[1]["stdout"]
    assert "nothing changed" in results[2]["stdout"]
    listing = results[3]["stdout"]
    assert "weekly-report" in listing and "helper" in listing and "kg-curator" in listing and "built-in" in listing
    assert "pinned to version 1" in results[4]["stdout"]
    assert json.loads(results[5]["stdout"]) == [{
        "slug": "weekly-report", "name": "Weekly report", "description": "Writes the weekly report from the notes.",
        "version": 1}]
    assert "has no usable skill" in results[7]["stdout"]
    shown = json.loads(results[9]["stdout"])
    assert shown["files"] == [{"path": "templates/week.md", "bytes": 6}] and shown["versions"] == [1]
    assert shown["agents"] == [{"agent": "helper", "pinned_version": 1}] and shown["skill_md"].startswith("---")
    refused = results[10]
    assert refused["code"] == 2 and refused["stderr"].count("\n") == 1 and "climbs out" in refused["stderr"]
    assert "Traceback" not in refused["stderr"]
    assert results[11]["code"] == 0 and "it was granted to helper" in results[11]["stdout"]
    assert results[12]["code"] == 2 and "built in and cannot be deleted" in results[12]["stderr"]
    assert results[13]["code"] != 0 and "No skill 'nope'" in results[13]["stderr"]
