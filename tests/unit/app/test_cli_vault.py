"""`goclaw-lite vault ...` driven as a user would: real subprocesses, a real notes folder, a real home."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.unit.app.test_cli_kg import make_agents, ok, one_line_error, run

NOTES = {
    "Home.md": "---\ntitle: Start here\n---\nSee [[Projects/Plan|the plan]] and [[Someday]].\n100% sure, snake_case.\n",
    "Ideas.md": "Back to [[Start here]]. Die Straße.\n",
    "Projects/Plan.md": "# Plan\n![[Ideas]] and [[Home]]\n",
    ".obsidian/app.md": "[[Home]]",
}


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    root = tmp_path / "My Vault"
    for rel, text in NOTES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


@pytest.fixture
def imported(python_exe: str, cli_env: dict[str, str], notes: Path) -> dict[str, str]:
    proc = run(python_exe, cli_env, "vault", "import", str(notes))
    assert ok(proc).splitlines()[:2] == [
        f"Imported 3 notes from {notes}: 3 new, 0 updated, 0 unchanged, 0 renamed, 0 skipped.",
        "Links: 4 resolved, 1 broken.",
    ]
    assert proc.stderr.splitlines() == ["Reading: 1/3", "Reading: 2/3", "Reading: 3/3", "Linking: 3/3"]
    return cli_env


def test_reimport_changes_nothing_and_json_summary(python_exe: str, imported: dict[str, str], notes: Path) -> None:
    report = json.loads(ok(run(python_exe, imported, "vault", "import", str(notes), "--json")))
    assert report | {"folder": ""} == {
        "folder": "", "files": 3, "created": 0, "updated": 0, "unchanged": 3, "renamed": [], "skipped": [],
        "links": 4, "broken_links": 1, "not_in_folder": 0, "outside_links": [],
    }


def test_rename_on_disk_is_reported(python_exe: str, imported: dict[str, str], notes: Path) -> None:
    (notes / "Ideas.md").rename(notes / "Projects" / "Ideas.md")
    text = ok(run(python_exe, imported, "vault", "import", str(notes)))
    assert "1 renamed" in text and "  renamed  Ideas.md -> Projects/Ideas.md" in text


@pytest.mark.slow
def test_search_table_json_escaping_and_unicode(python_exe: str, imported: dict[str, str]) -> None:
    table = ok(run(python_exe, imported, "vault", "search", "plan"))
    lines = table.splitlines()
    assert lines[0].split() == ["path", "title", "match", "snippet"]
    assert lines[1].startswith("Projects/Plan.md  Plan") and " title " in lines[1]
    hits = json.loads(ok(run(python_exe, imported, "vault", "search", "100%", "--json")))
    assert [h["path"] for h in hits["hits"]] == ["Home.md"] and hits["total"] == 1
    assert "100% sure" in hits["hits"][0]["snippet"]
    assert [h["path"] for h in json.loads(ok(run(python_exe, imported, "vault", "search", "e_c", "--json")))["hits"]] == [
        "Home.md"
    ]
    assert json.loads(ok(run(python_exe, imported, "vault", "search", "_", "--json")))["total"] == 1
    assert [h["path"] for h in json.loads(ok(run(python_exe, imported, "vault", "search", "STRASSE", "--json")))["hits"]] == [
        "Ideas.md"
    ]
    assert ok(run(python_exe, imported, "vault", "search", "nothing-like-this")) == "No note matches 'nothing-like-this'.\n"
    limited = run(python_exe, imported, "vault", "search", "e", "--limit", "1")
    assert ok(limited).count("\n") == 2 and "showing 1 of 3 matching notes" in limited.stderr


def test_links_marks_broken_and_lists_backlinks(python_exe: str, imported: dict[str, str]) -> None:
    text = ok(run(python_exe, imported, "vault", "links", "home"))  # found as a link would find it
    assert text.splitlines() == [
        "Start here (Home.md)",
        "",
        "Links from this note (2, 1 broken):",
        "  -> [[Projects/Plan]]  Projects/Plan.md",
        "  -> [[Someday]]  BROKEN (no such note)",
        "",
        "Backlinks (2):",
        "  <- Ideas.md  Back to [[Start here]]. Die Straße.",
        "  <- Projects/Plan.md  ![[Ideas]] and [[Home]]",
    ]
    data = json.loads(ok(run(python_exe, imported, "vault", "links", "Projects/Plan.md", "--json")))
    assert [(o["target"], o["link_type"], o["broken"], o["path"]) for o in data["out"]] == [
        ("Ideas", "embed", False, "Ideas.md"), ("Home", "wikilink", False, "Home.md"),
    ]
    assert [b["path"] for b in data["backlinks"]] == ["Home.md"]


@pytest.mark.slow
def test_show_and_rm(python_exe: str, imported: dict[str, str]) -> None:
    assert ok(run(python_exe, imported, "vault", "show", "Ideas.md")) == NOTES["Ideas.md"]
    assert ok(run(python_exe, imported, "vault", "show", "start HERE")) == NOTES["Home.md"]  # by title
    assert "No document at 'ideas.md'" in one_line_error(run(python_exe, imported, "vault", "rm", "ideas.md"), 1)  # rm: exact
    shown = json.loads(ok(run(python_exe, imported, "vault", "show", "Home.md", "--json")))
    assert shown["title"] == "Start here" and shown["metadata"]["frontmatter"] == {"title": "Start here"}
    assert ok(run(python_exe, imported, "vault", "rm", "Projects/Plan.md")) == "Deleted Projects/Plan.md.\n"
    assert "  -> [[Projects/Plan]]  BROKEN (no such note)" in ok(run(python_exe, imported, "vault", "links", "Home.md"))
    assert "No document at 'Projects/Plan.md'" in one_line_error(run(python_exe, imported, "vault", "show", "Projects/Plan.md"), 1)


def test_links_to_the_key_and_out_of_the_folder_are_listed_not_stored(
    python_exe: str, imported: dict[str, str], notes: Path, isolated_home: Path
) -> None:
    ok(run(python_exe, imported, "key", "init"))
    key_file = isolated_home / "goclaw.key"
    (notes / "key.md").symlink_to(key_file)
    (notes / "host.md").symlink_to("/etc/hostname")
    text = ok(run(python_exe, imported, "vault", "import", str(notes)))
    for name in ("key.md", "host.md"):
        assert "No document at" in one_line_error(run(python_exe, imported, "vault", "show", name), 1)
    key_text = key_file.read_text(encoding="utf-8").strip()
    for word in (key_text[:16], Path("/etc/hostname").read_text(encoding="utf-8").strip()):
        assert json.loads(ok(run(python_exe, imported, "vault", "search", word, "--json")))["total"] == 0
    assert text.splitlines()[-3:] == [
        "2 links lead out of the folder and were not read:",
        "  not read host.md -> /etc/hostname",
        f"  not read key.md -> {key_file.resolve()}",
    ]
    report = json.loads(ok(run(python_exe, imported, "vault", "import", str(notes), "--json")))
    assert report["outside_links"] == [
        {"path": "host.md", "target": "/etc/hostname"}, {"path": "key.md", "target": str(key_file.resolve())},
    ]


@pytest.mark.slow
def test_errors_are_one_line(python_exe: str, cli_env: dict[str, str], isolated_home: Path, tmp_path: Path) -> None:
    assert "is not a folder" in one_line_error(run(python_exe, cli_env, "vault", "import", str(tmp_path / "none")), 1)
    assert "No document at 'x.md'" in one_line_error(run(python_exe, cli_env, "vault", "links", "x.md"), 1)
    assert "query is empty" in one_line_error(run(python_exe, cli_env, "vault", "search", "  "), 2)
    assert "limit must be from 1 to 500" in one_line_error(run(python_exe, cli_env, "vault", "search", "x", "--limit", "0"), 2)
    assert "may not contain '..'" in one_line_error(run(python_exe, cli_env, "vault", "rm", "../etc/passwd"), 2)
    assert "No agent with key 'ghost'" in one_line_error(run(python_exe, cli_env, "vault", "search", "x", "--agent", "ghost"), 2)
    usage = run(python_exe, cli_env, "vault")
    assert usage.returncode == 2 and "Traceback" not in usage.stderr


def test_agent_vault_is_separate(python_exe: str, cli_env: dict[str, str], isolated_home: Path, notes: Path) -> None:
    make_agents(isolated_home, "helper")
    ok(run(python_exe, cli_env, "vault", "import", str(notes), "--agent", "helper"))
    assert json.loads(ok(run(python_exe, cli_env, "vault", "search", "plan", "--json", "--agent", "helper")))["total"] == 2
    assert json.loads(ok(run(python_exe, cli_env, "vault", "search", "plan", "--json")))["total"] == 0


def test_help_lists_the_subcommands(python_exe: str, cli_env: dict[str, str]) -> None:
    proc = subprocess.run([python_exe, "-m", "goclaw_lite", "vault", "--help"], env=cli_env, capture_output=True, text=True, timeout=60, check=False)
    for name in ("import", "search", "links", "show", "rm"):
        assert name in proc.stdout
