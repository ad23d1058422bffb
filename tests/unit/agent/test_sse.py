"""The SSE decoder gives the same events however the bytes are cut."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from goclaw_lite.providers.sse import SSEDecoder, SSEEvent

STREAM = (
    ": keep-alive comment\r\n"
    "retry: 1000\r\n"
    'data: {"text": "Grüße, 世界 🦀"}\r\n'
    "\r\n"
    "event: content_block_delta\n"
    "id: 7\n"
    "data: first line\n"
    "data:second line\n"
    "\n"
    ":\n"
    "data: [DONE]\r\r"
).encode()

EXPECTED = [
    ("", '{"text": "Grüße, 世界 🦀"}'),
    ("content_block_delta", "first line\nsecond line"),
    ("", "[DONE]"),
]


def decode(pieces: list[bytes]) -> list[SSEEvent]:
    decoder = SSEDecoder()
    events: list[SSEEvent] = []
    for piece in pieces:
        events += decoder.feed(piece)
    return events + decoder.close()


def cut(data: bytes, points: list[int]) -> list[bytes]:
    bounds = [0, *sorted(set(p % (len(data) + 1) for p in points)), len(data)]
    return [data[a:b] for a, b in itertools.pairwise(bounds)]


def test_every_fixed_chunk_size() -> None:
    for size in range(1, len(STREAM) + 1):
        events = decode([STREAM[i : i + size] for i in range(0, len(STREAM), size)])
        assert [(e.event, e.data) for e in events] == EXPECTED, size
    assert decode([STREAM])[1].id == "7"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_any_cut_points(points: list[int]) -> None:
    assert [(e.event, e.data) for e in decode(cut(STREAM, points))] == EXPECTED


def test_crlf_split_between_chunks_is_one_line_end() -> None:
    events = decode([b"data: a\r", b"\n\r", b"\ndata: b\r\n\r\n"])
    assert [e.data for e in events] == ["a", "b"]


def test_unterminated_last_event_is_flushed_and_bad_utf8_does_not_raise() -> None:
    assert [e.data for e in decode([b"data: tail"])] == ["tail"]
    assert decode([b"data: \xff\xfe ok\n\n"])[0].data.endswith(" ok")
    assert decode([b": only comments\n\n", b"event: x\n\n"]) == []  # no data, no event
