"""Wikilink parsing: the forms Obsidian writes, and the places that are not links."""

from __future__ import annotations

from goclaw_lite.vault.wikilinks import (
    WikiLink,
    front_matter_end,
    mask_code,
    parse_wikilinks,
    replace_wikilinks,
)


def targets(text: str) -> list[tuple[str, str, str, bool]]:
    return [(link.target, link.heading, link.alias, link.embed) for link in parse_wikilinks(text)]


def test_plain_alias_heading_block_and_embed_forms() -> None:
    text = "[[Plain]] [[Target|Shown]] [[Note#Section]] [[Note#Sec|al]] [[Doc#^block1]] ![[image.png]] ![[Note#Intro]]"
    assert targets(text) == [
        ("Plain", "", "", False),
        ("Target", "", "Shown", False),
        ("Note", "Section", "", False),
        ("Note", "Sec", "al", False),
        ("Doc", "^block1", "", False),
        ("image.png", "", "", True),
        ("Note", "Intro", "", True),
    ]


def test_whitespace_paths_unicode_and_table_escaped_pipe() -> None:
    text = "| a | [[ folder/My Note \\| alias ]] |\n[[Đà Nẵng]] [[a|b|c]]"
    assert targets(text) == [("folder/My Note", "", "alias", False), ("Đà Nẵng", "", "", False), ("a", "", "b|c", False)]


def test_not_links_same_note_headings_empty_unclosed_and_escaped() -> None:
    assert targets("[[#Heading]] [[]] [[ ]] [[open and [[x] \\[[escaped]] [single] [[multi\nline]]") == []


def test_links_in_code_spans_and_fences_are_ignored() -> None:
    lines = [
        "`[[span]]` and ``[[double `tick`]]`` but [[real1]]",
        "```python",
        "[[in fence]]",
        "```",
        "~~~~",
        "[[in tilde]]",
        "```",
        "[[still in tilde: a shorter or other fence does not close it]]",
        "~~~~",
        "[[real2]] `unclosed [[real3]]",
        "",
        "a `span that",
        "crosses [[lines]]` ok [[real4]]",
    ]
    text = "\n".join(lines)
    assert [t for t, *_ in targets(text)] == ["real1", "real2", "real3", "real4"]


def test_an_unclosed_fence_runs_to_the_end() -> None:
    assert targets("[[before]]\n```\n[[after]]\n") == [("before", "", "", False)]


def test_front_matter_is_not_scanned_but_a_later_rule_is_not_front_matter() -> None:
    text = "---\nrelated: \"[[Hidden]]\"\n---\nbody [[Shown]]\n---\n[[Also]]"
    assert [t for t, *_ in targets(text)] == ["Shown", "Also"]
    assert front_matter_end(text) == len("---\nrelated: \"[[Hidden]]\"\n---\n")
    assert front_matter_end("no front matter\n---\n") == 0
    assert front_matter_end("---\nnever closed") == 0


def test_line_numbers_and_context() -> None:
    links = parse_wikilinks("first\n  see [[A]] and [[B|bee]]  \n\n" + "x" * 300 + " [[C]]")
    assert [(x.target, x.line, x.context) for x in links[:2]] == [
        ("A", 2, "see [[A]] and [[B|bee]]"), ("B", 2, "see [[A]] and [[B|bee]]"),
    ]
    assert links[2].line == 4 and len(links[2].context) == 200
    assert links[1].label == "bee" and WikiLink("N", "H").label == "N > H"


def test_mask_keeps_length_and_newlines() -> None:
    text = "a `b`\n```\nc\n```\n"
    masked = mask_code(text)
    assert len(masked) == len(text) and masked.count("\n") == text.count("\n") and "b" not in masked


def test_replace_renders_each_link_outside_code() -> None:
    text = "[[A|x]] `[[B]]` ![[C]]"
    rendered = replace_wikilinks(text, lambda link, raw: f"<{link.target}:{link.embed}:{raw}>")
    assert rendered == "<A:False:[[A|x]]> `[[B]]` <C:True:![[C]]>"


def test_snippet_around_the_match() -> None:
    from goclaw_lite.vault.snippet import snippet

    assert snippet("---\ntitle: x\n---\nshort   note\nhere", "NOTE") == "short note here"
    long = "word " * 40 + "Straße target " + "tail " * 40
    cut = snippet(long, "STRASSE", 40)
    assert cut.startswith("…word") and "Straße target" in cut and cut.endswith("…") and len(cut) == 42
    assert snippet("abc " * 50, "zzz", 10) == "abc abc ab…"
