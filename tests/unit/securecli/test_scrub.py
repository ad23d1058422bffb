"""The streaming scrubber, pure: every encoding, every split point, bytes kept intact."""

from __future__ import annotations

import base64
import json
import os
import urllib.parse

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goclaw_lite.security.scrub import ScrubPattern, encoded_forms, scrub_bytes

SECRET = "s3cr3t/Val+ue=with&odd chars?"
TOKEN = "ghp_Zq8sT2vWx9Ya1Bc3De5Fg7Hi0Jk4Lm6No"
SECRETS = {"TOKEN": TOKEN, "ODD": SECRET, "SHORTY": "a1B2c3"}
PATTERN = ScrubPattern(SECRETS)


def stream(data: bytes, cuts: list[int], pattern: ScrubPattern = PATTERN) -> bytes:
    scrubber = pattern.scrubber()
    pieces = []
    last = 0
    for cut in sorted(set(c for c in cuts if 0 < c < len(data))):
        pieces.append(scrubber.feed(data[last:cut]))
        last = cut
    pieces.append(scrubber.feed(data[last:]))
    pieces.append(scrubber.finish())
    return b"".join(pieces)


def every_encoding(value: str) -> dict[str, bytes]:
    raw = value.encode()
    return {
        "raw": raw,
        "hex": raw.hex().encode(),
        "HEX": raw.hex().upper().encode(),
        "base64": base64.b64encode(raw),
        "base64-unpadded": base64.b64encode(raw).rstrip(b"="),
        "base64url": base64.urlsafe_b64encode(raw),
        "base64url-unpadded": base64.urlsafe_b64encode(raw).rstrip(b"="),
        "url": urllib.parse.quote(value, safe="").encode(),
        "url-plus": urllib.parse.quote_plus(value).encode(),
        "json": json.dumps(value)[1:-1].encode(),
        "json-slash": json.dumps(value)[1:-1].replace("/", "\\/").encode(),
    }


@pytest.mark.parametrize("value", [TOKEN, SECRET, "a1B2c3", "pässwörd-ünïcode-€"])
@pytest.mark.parametrize("kind", list(every_encoding(TOKEN)))
def test_every_encoding_is_replaced(value: str, kind: str) -> None:
    pattern = ScrubPattern({"V": value})
    encoded = every_encoding(value)[kind]
    out = scrub_bytes(b"before " + encoded + b" after", pattern)
    assert encoded not in out
    assert out.startswith(b"before ") and out.endswith(b" after")
    assert b"[REDACTED:V]" in out


@pytest.mark.parametrize("prefix", [b"user:", b"x", b"ab", b"abc", b'{"auth":"'])
def test_base64_of_a_value_embedded_in_other_text(prefix: bytes) -> None:
    # e.g. HTTP Basic auth: base64("user:" + token); the value's core is caught at any offset.
    pattern = ScrubPattern({"TOKEN": TOKEN})
    for encode in (base64.b64encode, base64.urlsafe_b64encode):
        blob = encode(prefix + TOKEN.encode() + b"/suffix")
        out = scrub_bytes(b"Authorization: Basic " + blob, pattern)
        assert b"[REDACTED:TOKEN]" in out
        # what is left cannot be decoded back into the token
        leftovers = out.replace(b"[REDACTED:TOKEN]", b"")
        assert TOKEN[4:-4].encode() not in leftovers


def test_ansi_colours_and_binary_bytes_around_a_value_survive() -> None:
    data = b"\x1b[1;31m" + TOKEN.encode() + b"\x1b[0m\x00\xff\xfe" + bytes(range(256)) + b"\x1b[32mok\x1b[0m"
    out = scrub_bytes(data, PATTERN)
    assert out == b"\x1b[1;31m[REDACTED:TOKEN]\x1b[0m\x00\xff\xfe" + bytes(range(256)) + b"\x1b[32mok\x1b[0m"


def test_output_without_secrets_is_byte_identical() -> None:
    data = os.urandom(200_000)
    assert scrub_bytes(data, PATTERN) == data
    assert stream(data, list(range(0, len(data), 4093))) == data


def test_live_output_is_not_held_back() -> None:
    scrubber = PATTERN.scrubber()
    assert scrubber.feed(b"progress 10%\n") == b"progress 10%\n"
    assert scrubber.pending == 0
    # Only a tail that could still become a secret waits for the next read.
    assert scrubber.feed(b"token: " + TOKEN[:10].encode()) == b"token: "
    assert scrubber.pending == 10
    assert scrubber.feed(TOKEN[10:].encode() + b"\n") == b"[REDACTED:TOKEN]\n"
    assert scrubber.feed(b"ghp_Zq") == b""
    assert scrubber.feed(b" is not it\n") == b"ghp_Zq is not it\n"
    assert scrubber.finish() == b""


def test_the_longest_value_wins_and_repeats_are_all_replaced() -> None:
    pattern = ScrubPattern({"SHORT": "abcdef12", "LONG": "abcdef12345678"})
    out = scrub_bytes(b"abcdef12345678 abcdef12 abcdef12345678abcdef12", pattern)
    assert out == b"[REDACTED:LONG] [REDACTED:SHORT] [REDACTED:LONG][REDACTED:SHORT]"


def test_empty_pattern_passes_everything() -> None:
    pattern = ScrubPattern({})
    assert pattern.empty and scrub_bytes(b"anything", pattern) == b"anything"


def test_long_values_are_scrubbed_piece_by_piece() -> None:
    body = base64.b64encode(os.urandom(300)).decode()
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body[i : i + 70] for i in range(0, len(body), 70))
    key += "\n-----END OPENSSH PRIVATE KEY-----\n"
    pattern = ScrubPattern({"SSH_KEY": key})
    assert all(len(f) <= 256 for f in encoded_forms(key))
    out = scrub_bytes(b"$ cat key\n" + key.encode(), pattern)
    for line in key.splitlines()[1:-1]:
        assert line.encode() not in out
    # A single line printed on its own is caught too.
    line = key.splitlines()[2].encode()
    assert line not in scrub_bytes(b"line: " + line + b"\n", pattern)


@st.composite
def outputs(draw: st.DrawFn) -> bytes:
    noise = st.binary(max_size=40) | st.sampled_from([b"\n", b"\x1b[31m", b"\x1b[0m", b" ", b"ghp_", b"s3cr"])
    parts: list[bytes] = []
    for _ in range(draw(st.integers(1, 12))):
        if draw(st.booleans()):
            value = draw(st.sampled_from(list(SECRETS.values())))
            kind = draw(st.sampled_from(list(every_encoding(value))))
            parts.append(every_encoding(value)[kind])
        else:
            parts.append(draw(noise))
    return b"".join(parts)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=outputs(), cuts=st.lists(st.integers(0, 400), max_size=30))
def test_any_split_gives_the_one_shot_result_and_leaks_nothing(data: bytes, cuts: list[int]) -> None:
    whole = scrub_bytes(data, PATTERN)
    assert stream(data, cuts) == whole
    assert stream(data, list(range(len(data)))) == whole  # one byte per read
    for value in SECRETS.values():
        for encoded in every_encoding(value).values():
            assert encoded not in whole


@settings(max_examples=100, deadline=None)
@given(
    secret=st.text(min_size=6, max_size=40).filter(lambda s: "\0" not in s and s not in "[REDACTED:V]"),
    cut=st.integers(0, 200),
)
def test_arbitrary_values_split_anywhere(secret: str, cut: int) -> None:
    pattern = ScrubPattern({"V": secret})
    data = b"<" + secret.encode() + b">" + base64.b64encode(secret.encode()) + b"<"
    out = stream(data, [cut, cut + 7], pattern)
    assert secret.encode() not in out and base64.b64encode(secret.encode()) not in out
    assert out == scrub_bytes(data, pattern)


def test_native_engine_agrees_with_the_pure_one() -> None:
    pytest.importorskip("ahocorasick_rs")
    native = ScrubPattern(SECRETS, engine="native")
    assert native.engine == "ahocorasick-rs"
    data = b"".join(every_encoding(v)[k] + b"|" for v in SECRETS.values() for k in every_encoding(v))
    assert scrub_bytes(data, native) == scrub_bytes(data, ScrubPattern(SECRETS, engine="stdlib"))


LONG_SECRETS = {
    "GH": "ghp_" + "Zq8sT2vWx9Ya1Bc3De5Fg7Hi0Jk4Lm6No",
    "AWS": "AKIA" + "Q3R7T1V5X9Z2B4D6",
    "ODD": "pässwörd/with+odd chars?&=ünïcode",
    "OVERLAP": "Hi0Jk4Lm6No" + "-shares-text-with-GH",
}


@st.composite
def long_outputs(draw: st.DrawFn) -> bytes:
    parts: list[bytes] = []
    for _ in range(draw(st.integers(1, 10))):
        if draw(st.booleans()):
            value = draw(st.sampled_from(list(LONG_SECRETS.values())))
            encoded = every_encoding(value)[draw(st.sampled_from(list(every_encoding(value))))]
            cut = draw(st.integers(0, 3))  # partial and shifted copies, so verification must reject some hits
            parts.append(encoded[cut:] if draw(st.booleans()) else encoded[: len(encoded) - cut])
        else:
            parts.append(draw(st.binary(max_size=30) | st.sampled_from([b"ghp_Zq8s", b"AKIA", b"\x1b[0m"])))
    return b"".join(parts)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=long_outputs(), cuts=st.lists(st.integers(0, 600), max_size=8))
def test_the_strided_native_search_agrees_with_the_pure_one(data: bytes, cuts: list[int]) -> None:
    pytest.importorskip("ahocorasick_rs")
    native = ScrubPattern(LONG_SECRETS, engine="native")
    assert native.stride == 3  # every form is long enough: a third of the bytes go through the automaton
    pure = ScrubPattern(LONG_SECRETS, engine="stdlib")
    expected = scrub_bytes(data, pure)
    assert scrub_bytes(data, native) == expected
    assert stream(data, cuts, native) == expected


def test_overlapping_secrets_are_replaced_leftmost_first_by_both_engines() -> None:
    gh, other = LONG_SECRETS["GH"].encode(), LONG_SECRETS["OVERLAP"].encode()
    data = b"x" + gh + b"-shares-text-with-GH y " + other + b" " + gh[:-3] + b"z"
    for engine in ("native", "stdlib"):
        if engine == "native":
            pytest.importorskip("ahocorasick_rs")
        out = scrub_bytes(data, ScrubPattern(LONG_SECRETS, engine=engine))
        assert out == b"x[REDACTED:GH]-shares-text-with-GH y [REDACTED:OVERLAP] " + gh[:-3] + b"z"
