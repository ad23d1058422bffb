"""The small front-matter reader: what Obsidian writes, and junk that must not break an import."""

from __future__ import annotations

from goclaw_lite.vault.frontmatter import parse_front_matter, text_list


def test_scalars_flow_and_block_lists() -> None:
    text = "---\ntitle: \"My: Title\"\naliases: [One, 'Two']\ntags:\n  - a\n  - b\n# comment\nempty:\n---\nbody"
    assert parse_front_matter(text) == {"title": "My: Title", "aliases": ["One", "Two"], "tags": ["a", "b"], "empty": ""}


def test_no_front_matter_or_unclosed() -> None:
    assert parse_front_matter("# Title\n---\nx: y\n---") == {}
    assert parse_front_matter("---\ntitle: x\n") == {}
    assert parse_front_matter("") == {}


def test_text_list() -> None:
    assert text_list("one") == ["one"]
    assert text_list(["a", " ", 3, "b "]) == ["a", "b"]
    assert text_list(None) == []
