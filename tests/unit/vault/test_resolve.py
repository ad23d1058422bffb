"""Link resolution by Obsidian's rules, and the shortest link text that names a note."""

from __future__ import annotations

from goclaw_lite.vault.resolve import DocRef, LinkResolver, key

DOCS = [
    DocRef("root", "Note.md", "Note"),
    DocRef("deep", "projects/work/Note.md", "Note"),
    DocRef("plan", "projects/Plan.md", "Quarterly plan", ("Q-Plan",)),
    DocRef("img", "assets/Diagram.PNG", "Diagram.PNG"),
    DocRef("uni", "Städte/Đà Nẵng.md", "Đà Nẵng"),
    DocRef("p2", "other/Plan.md", "Plan"),
]
R = LinkResolver(DOCS)


def resolved(target: str, source: str | None = None) -> str | None:
    ref = R.resolve(target, source)
    return None if ref is None else ref.id


def test_key_ignores_case_md_and_slashes() -> None:
    assert key(" /Folder\\NOTE.MD ") == "folder/note"
    assert key("image.png") == "image.png"


def test_exact_path_case_insensitive_with_or_without_md() -> None:
    assert resolved("note") == "root"
    assert resolved("NOTE.md") == "root"
    assert resolved("projects/work/note") == "deep"
    assert resolved("/projects/plan.MD") == "plan"
    assert resolved("/Plan") is None  # a leading slash means the vault root only
    assert resolved("assets/diagram.png") == "img"
    assert resolved("städte/đà nẵng") == "uni"


def test_suffix_match_prefers_the_linking_notes_folder_then_the_shortest_path() -> None:
    assert resolved("work/Note") == "deep"
    assert resolved("Note", "projects/work/Other.md") == "deep"
    assert resolved("Note", "elsewhere/x.md") == "root"
    assert resolved("Plan") == "p2"  # other/Plan.md and projects/Plan.md: shortest path wins
    assert resolved("Plan", "projects/x.md") == "plan"  # ...unless one sits beside the linking note
    assert resolved("Diagram.png") == "img"


def test_relative_targets() -> None:
    assert resolved("./Plan", "projects/x.md") == "plan"
    assert resolved("../Note", "projects/x.md") == "root"
    assert resolved("work/Note", "projects/x.md") == "deep"
    assert resolved("../../../Note", "projects/x.md") is None  # above the vault root
    assert resolved("Note", "projects/work/x.md") == "deep"  # beside the linking note first


def test_title_and_alias_fallback_and_misses() -> None:
    assert resolved("quarterly PLAN") == "plan"
    assert resolved("q-plan") == "plan"
    assert resolved("Đà Nẵng".upper()) == "uni"
    assert resolved("Nowhere") is None
    assert resolved("   ") is None


def test_shortest_unique_link_text() -> None:
    by_id = {d.id: d for d in DOCS}
    assert R.shortest_link(by_id["plan"]) == "projects/Plan"
    assert R.shortest_link(by_id["p2"]) == "other/Plan"
    assert R.shortest_link(by_id["deep"]) == "work/Note"
    assert R.shortest_link(by_id["root"]) == "Note"
    assert R.shortest_link(by_id["img"]) == "Diagram.PNG"
    assert len(R) == len(DOCS)
