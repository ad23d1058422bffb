"""`goclaw-lite import goclaw` brings skills: rows and their files from GoClaw's skills store,
checked against the hash GoClaw recorded; grants; a missing folder or a changed SKILL.md is
reported and skipped, never fatal; a dry run places nothing."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

from tests.integration import test_import_goclaw as base
from tests.integration.test_import_goclaw import Run, _file, ours, report_of
from tests.support.goclaw_source import SUMMARISE_MD, build_goclaw_file

cli, env = base.cli, base.env  # the fixtures


def _store(home: Path) -> set[str]:
    """The files of the fixture's skills in our skills store (the app's built-in skills left out)."""
    root = home / "skills-store"
    found = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()} if root.is_dir() else set()
    return {f for f in found if f.split("/")[0] in ("summarise", "quiet", "gone", "tampered", "goclaw-help")}


def test_skills_come_over_with_their_files_and_grants(cli: Run, tmp_path: Path, isolated_home: Path) -> None:
    fx = build_goclaw_file(_file(tmp_path), bad_rows=True)
    dry = report_of(cli("import", "goclaw", str(fx.path), "--dry-run", "--json"))
    assert dry["tables"]["skills"]["items"] == ["summarise (version 2)", "quiet (version 1, switched off)"]
    assert _store(isolated_home) == set()  # a dry run copies nothing into place

    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    problems = {(p["table"], p["row_id"]): p["reason"] for p in report["problems"]}
    assert "folder missing" in problems[("skills", fx.ids["skill_gone"])]
    assert "does not match the hash GoClaw recorded" in problems[("skills", fx.ids["skill_tampered"])]
    notes = " ".join(report["tables"]["skills"]["notes"])
    assert "goclaw-help: GoClaw's built-in skill, left behind" in notes
    assert report["tables"]["skill_agent_grants"]["items"] == ["summarise to agent default"]
    assert _store(isolated_home) == {"summarise/2/SKILL.md", "summarise/2/references/style.md", "quiet/1/SKILL.md"}
    folder = isolated_home / "skills-store" / "summarise" / "2"
    assert (folder / "SKILL.md").read_text(encoding="utf-8") == SUMMARISE_MD
    assert (folder.stat().st_mode & 0o777, (folder / "SKILL.md").stat().st_mode & 0o777) == (0o700, 0o600)
    with ours(isolated_home) as db:
        row = db.execute("SELECT * FROM skills WHERE id = ?", (fx.ids["skill_summarise"],)).fetchone()
        quiet = db.execute("SELECT enabled FROM skills WHERE id = ?", (fx.ids["skill_quiet"],)).fetchone()
        grant = db.execute("SELECT agent_id, pinned_version FROM skill_agent_grants").fetchone()
        gone = db.execute("SELECT COUNT(*) FROM skills WHERE slug IN ('gone', 'tampered', 'goclaw-help')").fetchone()
    assert (row["slug"], row["version"], row["file_path"]) == ("summarise", 2, str(folder))
    assert row["file_hash"] == hashlib.sha256(SUMMARISE_MD.encode()).hexdigest()
    assert quiet[0] == 0 and tuple(grant) == (fx.ids["agent_main"], 0) and gone[0] == 0

    shown = cli("skill", "show", "summarise")
    assert shown.returncode == 0, shown.stderr
    assert "agents: default" in shown.stdout and "references/style.md" in shown.stdout
    listed = cli("skill", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    assert {s["slug"]: s["enabled"] for s in json.loads(listed.stdout) if s["slug"] in ("summarise", "quiet")} == {
        "summarise": True, "quiet": False}

    again = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    assert again["tables"]["skills"]["already_there"] == 2 and again["tables"]["skills"]["imported"] == 0
    assert _store(isolated_home) == {"summarise/2/SKILL.md", "summarise/2/references/style.md", "quiet/1/SKILL.md"}
    assert not any(p.name.startswith("goclaw-import-") for p in (isolated_home / "skills-store" / ".staging").iterdir())


def test_a_skill_whose_slug_is_taken_here_keeps_ours(cli: Run, tmp_path: Path, isolated_home: Path) -> None:
    fx = build_goclaw_file(_file(tmp_path))
    with sqlite3.connect(fx.path) as conn:  # GoClaw's own upload of a skill named like one of ours
        conn.execute("UPDATE skills SET slug = 'kg-curator' WHERE id = ?", (fx.ids["skill_quiet"],))
    skills_dir = fx.path.parent / "skills-store"
    (skills_dir / "quiet").rename(skills_dir / "kg-curator")
    assert cli("skill", "list").returncode == 0  # the built-in skills are installed
    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    problems = {(p["table"], p["row_id"]): p["reason"] for p in report["problems"]}
    assert "a skill 'kg-curator' is here already (ours was kept)" in problems[("skills", fx.ids["skill_quiet"])]
    with ours(isolated_home) as db:
        assert db.execute("SELECT is_system FROM skills WHERE slug = 'kg-curator'").fetchone()[0] == 1
