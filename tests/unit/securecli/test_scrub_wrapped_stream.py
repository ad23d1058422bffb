"""Issue 25, case 7 on the live stream: the runner's scrubber replaces base64 of a credential
wrapped over lines (76 and 64 columns, as `base64` and `openssl base64` print it, `\\r\\n`
and JSON-escaped breaks too) however the output is cut into reads, and gives what the
one-shot `scrub_wrapped` gives; ordinary lines are not held back for it.
"""

from __future__ import annotations

import base64
import json
import textwrap

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goclaw_lite.security.scrub import ScrubPattern, scrub_wrapped
from tests.support.leaks import LONG, TOKEN, leaks

SECRETS = {"LONG": LONG, "TOKEN": TOKEN}
PATTERN = ScrubPattern(SECRETS)


def wrapped(value: str, width: int, prefix: str = "", newline: str = "\n") -> bytes:
    return newline.join(textwrap.wrap(base64.b64encode((prefix + value).encode()).decode(), width)).encode()


def stream(data: bytes, cuts: list[int]) -> bytes:
    scrubber = PATTERN.scrubber(wrapped=True)
    pieces, last = [], 0
    for cut in sorted({c for c in cuts if 0 < c < len(data)}):
        pieces.append(scrubber.feed(data[last:cut]))
        last = cut
    pieces += [scrubber.feed(data[last:]), scrubber.finish()]
    return b"".join(pieces)


SAMPLES = {
    "base64": wrapped(LONG, 76) + b"\n",
    "openssl": wrapped(LONG, 64) + b"\n",
    "shifted": wrapped(LONG, 76, "x") + b"\n",
    "basic-auth": b"Authorization: Basic " + wrapped(LONG, 64, "user:") + b" and more\n",
    "crlf": wrapped(LONG, 76, newline="\r\n") + b"\r\n",
    "json": json.dumps({"out": wrapped(LONG, 64, "ab").decode() + "\n"}).encode(),
    "short-token": b"token:\n" + wrapped(TOKEN, 16) + b"\n",
}


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_every_split_point_scrubs_wrapped_base64(name: str) -> None:
    data = b"log line before\n" + SAMPLES[name] + b"log line after\n"
    whole = scrub_wrapped(data, PATTERN)
    assert not leaks(whole.decode(), LONG, TOKEN) and b"[REDACTED:" in whole
    for cut in range(1, len(data)):
        assert stream(data, [cut]) == whole, cut
    assert stream(data, list(range(len(data)))) == whole  # one byte per read
    assert stream(data, list(range(0, len(data), 7))) == whole


@st.composite
def outputs(draw: st.DrawFn) -> bytes:
    words = [b"\n", b"ok\n", b"Finished\n", b" ", b"==\n", b"\\n", b"\r\n", b"abc"]
    noise = st.sampled_from(words) | st.binary(max_size=20)
    parts: list[bytes] = []
    for _ in range(draw(st.integers(1, 8))):
        if draw(st.booleans()):
            value = draw(st.sampled_from(list(SECRETS.values())))
            width = draw(st.sampled_from([64, 76, 20]))
            prefix = draw(st.sampled_from(["", "x", "ab", "user:"]))
            newline = draw(st.sampled_from(["\n", "\r\n", "\\n"]))
            parts.append(wrapped(value, width, prefix, newline))
        else:
            parts.append(draw(noise))
    return b"".join(parts)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=outputs(), cuts=st.lists(st.integers(0, 900), max_size=20))
def test_any_split_gives_the_one_shot_result(data: bytes, cuts: list[int]) -> None:
    whole = scrub_wrapped(data, PATTERN)
    assert stream(data, cuts) == whole
    assert not leaks(whole.decode("latin-1"), LONG, TOKEN)


def test_ordinary_lines_go_out_at_once() -> None:
    scrubber = PATTERN.scrubber(wrapped=True)
    for line in (b"Finished\n", b"progress 10%\n", b"GET /api/v1/repos 200\n", b"done: b\n", b"\\n"):
        assert scrubber.feed(line) == line and scrubber.pending == 0
    # The first line of a wrapped encoding waits only while it could continue a form.
    first, rest = wrapped(LONG, 76).split(b"\n", 1)
    out = scrubber.feed(first + b"\n")
    assert scrubber.pending > 0 and not leaks(out.decode(), LONG)
    out += scrubber.feed(rest + b"\n") + scrubber.finish()
    assert not leaks(out.decode(), LONG) and b"[REDACTED:LONG]" in out
