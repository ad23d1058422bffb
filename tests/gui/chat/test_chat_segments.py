"""Markdown segmenting for incremental rendering (pure Python, no Qt)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from goclaw_lite.gui.chat.segments import Segment, SegmentKind, extend_placed, plain_text, split_placed, split_segments

PROSE, CODE = SegmentKind.PROSE, SegmentKind.CODE


def test_fenced_blocks_become_code_segments_with_their_language() -> None:
    text = "Intro line\n\n```Python3 title=x\nprint('a')\n  indented\n```\nAfter it.\n\n~~~\nraw\n~~~\n"
    assert split_segments(text) == (
        Segment(PROSE, "Intro line\n\n"),
        Segment(CODE, "print('a')\n  indented", "python3"),
        Segment(PROSE, "After it.\n\n"),
        Segment(CODE, "raw", ""),
    )


def test_an_open_fence_swallows_the_rest_and_says_so() -> None:
    segments = split_segments("Look:\n```js\nconst a = 1;\nconst b")
    assert segments[-1] == Segment(CODE, "const a = 1;\nconst b", "js", closed=False)


def test_an_unfinished_last_line_opens_or_closes_nothing_while_streaming() -> None:
    assert split_segments("Run:\n```sh", final=False) == (Segment(PROSE, "Run:\n```sh"),)
    assert split_segments("Run:\n```sh") == (Segment(PROSE, "Run:\n"), Segment(CODE, "", "sh", closed=False))
    streaming = split_segments("```\nls\n```", final=False)
    assert streaming == (Segment(CODE, "ls\n```", "", closed=False),)
    assert split_segments("```\nls\n```") == (Segment(CODE, "ls", ""),)  # the finished answer is closed


def test_fences_need_the_same_character_and_at_least_the_same_length() -> None:
    segments = split_segments("````md\n```\ninner\n```\n````\nend")
    assert segments[0] == Segment(CODE, "```\ninner\n```", "md")
    assert split_segments("```\na\n~~~\nb\n```")[0].text == "a\n~~~\nb"


def test_indented_fences_are_dedented_and_four_spaces_are_not_a_fence() -> None:
    assert split_segments("  ```sh\n  ls -l\n  ```\n")[0] == Segment(CODE, "ls -l", "sh")
    assert split_segments("    ```\n    code\n") == (Segment(PROSE, "    ```\n    code\n"),)


def test_long_prose_is_cut_at_blank_lines_but_never_inside_a_list() -> None:
    para = "word " * 30 + "\n"
    text = para + "\n" + para + "\n- item one\n\n- item two\n\n" + para
    segments = split_segments(text, chunk_chars=100)
    assert all(s.kind is PROSE for s in segments)
    assert "".join(s.text for s in segments) == text
    assert not any(s.text.startswith("- item two") for s in segments)
    assert len(segments) >= 2


def test_plain_text_keeps_code_verbatim() -> None:
    assert plain_text(split_segments("Hi\n\n```py\nx = 1\n```\nBye")) == "Hi\n\nx = 1\n\nBye"


_ALPHABET = st.sampled_from(["a", "b", " ", "\n", "\n\n", "`", "```", "```py\n", "~~~", "- ", "1. ", "> ", "  ", "|", "#"])


@settings(max_examples=400, deadline=None)
@given(pieces=st.lists(_ALPHABET, max_size=80), cut=st.integers(min_value=0, max_value=400), chunk=st.integers(4, 60))
def test_segments_of_a_prefix_never_move_once_passed(pieces: list[str], cut: int, chunk: int) -> None:
    """What the incremental view relies on: while text streams in, only the last segment changes."""
    text = "".join(pieces)
    prefix = text[: min(cut, len(text))]
    before = split_segments(prefix, chunk_chars=chunk, final=False)
    after = split_segments(text, chunk_chars=chunk, final=False)
    assert before[:-1] == after[: max(0, len(before) - 1)]


@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(_ALPHABET, max_size=60))
def test_prose_segments_are_exactly_the_prose_of_the_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    segments = split_segments(text, chunk_chars=10)
    if all(s.kind is PROSE for s in segments):
        assert "".join(s.text for s in segments) == text


@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(_ALPHABET, max_size=80), cuts=st.lists(st.integers(0, 400), max_size=8), chunk=st.integers(4, 60))
def test_extending_segments_while_streaming_equals_splitting_everything(pieces: list[str], cuts: list[int], chunk: int) -> None:
    text = "".join(pieces)
    placed: list = []
    for cut in [*sorted(min(c, len(text)) for c in cuts), len(text)]:
        placed = extend_placed(placed, text[:cut], chunk_chars=chunk)
        assert placed == split_placed(text[:cut], chunk_chars=chunk, final=False)
    for start, segment in placed:
        if segment.kind is PROSE:
            assert text[start : start + len(segment.text)] == segment.text
