"""Streaming output scrubber: every injected value, in every common encoding, becomes
``[REDACTED:VAR]`` before a byte of child output is shown, logged or handed to the agent.

Works on bytes, never decodes: binary output and ANSI colour codes around a value pass
through untouched. Each value is expanded into its *forms* — raw, hex (both cases),
base64 and URL-safe base64 (padded, unpadded, and the three alignment "cores" that appear
when the value is embedded in a longer encoded string), URL-encoded and JSON-string
escaped. Multi-line and long values (key files, kubeconfigs) also contribute their
secret-looking lines and tokens, so each one printed on its own is still caught.

Speed matters (the runner streams tools that print hundreds of megabytes), and Python's
regex engine tries every alternative at every position (~10 MB/s for a few hundred
forms), so the search is done by `finders`: grouped native Aho-Corasick automata when
`ahocorasick-rs` is installed (a declared dependency), a pure-Python sampled-word finder
otherwise. Both replace the same thing: the leftmost occurrence, the longest there.

Streaming: `feed` emits everything except a tail that could be the beginning of a form
(the longest such tail is at most the longest form - 1 bytes). That tail is held only
while it can still become a secret, so live output is never held back by a timer, and a
value split across reads — at any point, pipe-buffer boundaries and pauses included — is
still replaced whole. There is deliberately no flush of that tail on a pause: it is the
one thing a pause cannot tell apart from the first half of a secret printed in two
writes, and once its first half is out, the second half no longer matches anything.
`finish` releases the tail at end of stream. Streaming output is identical to scrubbing
the whole output at once, for every split.
"""

from __future__ import annotations

import base64
import bisect
import functools
import json
import re
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass

from goclaw_lite.security.finders import Match, NativeFinder, SampledFinder, native_finder

__all__ = ["MIN_SECRET_LENGTH", "encoded_forms", "ScrubPattern", "StreamScrubber", "scrub_bytes", "scrub_wrapped"]

MIN_SECRET_LENGTH = 6
"""Shorter values cannot be replaced without mangling ordinary output; registration refuses them."""

MAX_FORM_BYTES = 256
"""Values whose UTF-8 form is longer than half this are matched piece by piece."""

_PIECE_MIN = 16
_PIECE_MAX = 64
_PIECE_SPLIT = re.compile(rb"(?:\\n|\\r|\\t|[\s\"',;:=<>()\[\]{}])+")


def _b64_forms(raw: bytes) -> list[bytes]:
    """Base64 of `raw` alone (padded and not), plus the characters that stay the same
    whatever surrounds `raw` inside a longer encoded string, for each of the 3 alignments."""
    full = base64.b64encode(raw)
    forms = [full, full.rstrip(b"=")]
    n = len(raw)
    for lead in range(3):
        encoded = base64.b64encode(b"\0" * lead + raw)
        start = -(-8 * lead // 6)
        end = 8 * (lead + n) // 6
        forms.append(encoded[start:end])
    return forms


def _url_forms(text: str) -> list[str]:
    forms = [urllib.parse.quote(text, safe=""), urllib.parse.quote(text), urllib.parse.quote_plus(text)]
    forms += [re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), f) for f in forms]
    return forms


def _json_forms(text: str) -> list[str]:
    strict = json.dumps(text)[1:-1]
    return [strict, json.dumps(text, ensure_ascii=False)[1:-1], strict.replace("/", "\\/")]


def _pieces(raw: bytes) -> list[bytes]:
    """Tokens of a long value (a key file, a kubeconfig) that look like secret material,
    cut to at most `_PIECE_MAX` bytes, so each printed line or field of it is replaced."""
    pieces: list[bytes] = []
    for token in _PIECE_SPLIT.split(raw):
        if len(token) < _PIECE_MIN or not re.search(rb"[0-9]", token) or not re.search(rb"[A-Za-z]", token):
            continue
        for i in range(0, len(token), _PIECE_MAX):
            piece = token[i : i + _PIECE_MAX]
            if len(piece) >= _PIECE_MIN:
                pieces.append(piece)
    return pieces


def encoded_forms(value: str) -> list[bytes]:
    """Every byte string that counts as a printed copy of `value`, longest first.

    Multi-line and long values (keys, kubeconfigs) also contribute their secret-looking
    lines and tokens, since tools print those one at a time.
    """
    raw = value.encode("utf-8")
    forms: list[bytes] = []
    if len(raw) * 2 <= MAX_FORM_BYTES:
        forms += [raw, raw.hex().encode("ascii"), raw.hex().upper().encode("ascii")]
        for b64 in _b64_forms(raw):
            forms += [b64, b64.translate(bytes.maketrans(b"+/", b"-_"))]
        forms += [f.encode("utf-8") for f in _url_forms(value) + _json_forms(value)]
    elif len(raw) <= MAX_FORM_BYTES:
        forms += [raw, json.dumps(value)[1:-1].encode("utf-8")]
    if b"\n" in raw or len(raw) * 2 > MAX_FORM_BYTES:
        pieces = _pieces(raw)
        forms += pieces + [json.dumps(p.decode("utf-8", "ignore"))[1:-1].encode("utf-8") for p in pieces]
    unique = {f for f in forms if len(f) >= MIN_SECRET_LENGTH}
    return sorted(unique, key=lambda f: (-len(f), f))


@dataclass(frozen=True)
class _Form:
    text: bytes
    label: bytes


class ScrubPattern:
    """The compiled forms of one set of secrets; cheap `StreamScrubber`s are made from it.

    `engine` is "auto" (native when available), "stdlib" or "native" (for tests).
    """

    def __init__(self, secrets: Mapping[str, str], *, engine: str = "auto") -> None:
        by_text: dict[bytes, bytes] = {}
        for name in sorted(secrets):
            value = secrets[name]
            if not value:
                continue
            label = f"[REDACTED:{name}]".encode()
            for form in encoded_forms(value):
                by_text.setdefault(form, label)
        ordered = sorted(by_text.items(), key=lambda kv: (-len(kv[0]), kv[0]))
        self.forms: tuple[_Form, ...] = tuple(_Form(t, lbl) for t, lbl in ordered)
        self._lengths = tuple(len(f.text) for f in self.forms)
        self.longest = max(self._lengths, default=0)
        texts = [f.text for f in self.forms]
        finder: SampledFinder | NativeFinder | None = None
        if texts and engine in ("auto", "native"):
            finder = native_finder(texts)
            if finder is None and engine == "native":
                raise RuntimeError("the native scrubbing engine (ahocorasick-rs) is not available")
        self._finder = finder or SampledFinder(texts)

    @property
    def engine(self) -> str:
        return self._finder.name

    @property
    def stride(self) -> int:
        """Every how many bytes the native search looks (1 for the pure finder's own scheme)."""
        return self._finder.stride if isinstance(self._finder, NativeFinder) else 1

    @property
    def empty(self) -> bool:
        return not self.forms

    def scrubber(self) -> StreamScrubber:
        return StreamScrubber(self)

    def matches(self, buf: bytes) -> list[Match]:
        """(start, form index) of what gets replaced: the leftmost occurrence of any form,
        the longest at that position, then the same after its end; ascending, disjoint."""
        return self._finder.matches(buf)

    @functools.cached_property
    def _prefixes(self) -> tuple[frozenset[bytes], frozenset[bytes]]:
        """Every proper prefix of a form, and those of 4 bytes; only streaming needs them,
        so a pattern used one-shot (the known-secrets registry's) never builds them."""
        prefixes = frozenset(f.text[:k] for f in self.forms for k in range(1, len(f.text)))
        return prefixes, frozenset(p for p in prefixes if len(p) == 4)

    def hold_points(self, buf: bytes) -> list[int]:
        """Positions whose remainder of `buf` is a proper prefix of some form, ascending."""
        n = len(buf)
        points: list[int] = []
        prefixes, prefix4 = self._prefixes
        for i in range(max(0, n - self.longest + 1), n):
            if n - i >= 4 and buf[i : i + 4] not in prefix4:
                continue
            if buf[i:] in prefixes:
                points.append(i)
        return points


class StreamScrubber:
    """One output stream's scrubbing state (the held tail); see the module docstring."""

    __slots__ = ("_pattern", "_carry")

    def __init__(self, pattern: ScrubPattern) -> None:
        self._pattern = pattern
        self._carry = b""

    @property
    def pending(self) -> int:
        """Bytes held back because they could be the start of a secret."""
        return len(self._carry)

    def feed(self, data: bytes) -> bytes:
        buf = self._carry + data if self._carry else bytes(data)
        if self._pattern.empty:
            self._carry = b""
            return buf
        out, self._carry = self._scrub(buf, self._pattern.hold_points(buf))
        return out

    def finish(self) -> bytes:
        buf, self._carry = self._carry, b""
        if not buf or self._pattern.empty:
            return buf
        out, rest = self._scrub(buf, [])
        return out + rest

    def _scrub(self, buf: bytes, holds: list[int]) -> tuple[bytes, bytes]:
        forms = self._pattern.forms
        matches = self._pattern.matches(buf)
        n = len(buf)
        if not matches and not holds:
            return buf, b""
        pieces: list[bytes] = []
        pos = 0
        h = 0

        def cut(at: int) -> int:
            nonlocal h
            while h < len(holds) and holds[h] < at:
                h += 1
            return holds[h] if h < len(holds) else n

        for start, form_index in matches:
            if start >= cut(pos):
                break
            form = forms[form_index]
            pieces.append(buf[pos:start])
            pieces.append(form.label)
            pos = start + len(form.text)
        end = cut(pos)
        pieces.append(buf[pos:end])
        return b"".join(pieces), buf[end:]


def scrub_bytes(data: bytes, pattern: ScrubPattern) -> bytes:
    """One-shot scrubbing; the same result as streaming `data` in any number of pieces."""
    scrubber = pattern.scrubber()
    return scrubber.feed(data) + scrubber.finish()


# Lines of base64 (or hex) text as `base64`, `openssl base64` and PEM write them (76 or 64
# columns), separated by real line breaks or by their JSON escapes.
_WRAP_BREAK = rb"(?:\r?\n|\\r\\n|\\n)"
_WRAP_FIRST = rb"[A-Za-z0-9+/_-]{8,}={0,2}"
_WRAP_MORE = rb"(?:[A-Za-z0-9+/_-]+={0,2}|={1,2})"  # the last line may be a few characters, or padding
_WRAPPED = re.compile(rb"(?<![A-Za-z0-9+/=_-])" + _WRAP_FIRST + rb"(?:" + _WRAP_BREAK + _WRAP_MORE + rb")+")
_BREAK = re.compile(_WRAP_BREAK)


def _unwrapped_matches(block: bytes, pattern: ScrubPattern) -> list[tuple[int, int, bytes]]:
    """(start, end, label) in `block` of each form found once its line breaks are removed."""
    pieces: list[bytes] = []
    starts: list[int] = []  # where each piece of the joined text begins, in the joined text
    origins: list[int] = []  # and in the block
    pos = joined = 0
    for brk in _BREAK.finditer(block):
        starts.append(joined)
        origins.append(pos)
        pieces.append(block[pos : brk.start()])
        joined += brk.start() - pos
        pos = brk.end()
    starts.append(joined)
    origins.append(pos)
    pieces.append(block[pos:])

    def original(at: int, *, end: bool = False) -> int:
        i = bisect.bisect_right(starts, at - 1 if end else at) - 1
        return origins[i] + (at - starts[i])

    found = []
    for start, index in pattern.matches(b"".join(pieces)):
        form = pattern.forms[index]
        stop = start + len(form.text)
        found.append((original(start), original(stop, end=True), form.label))
    return found


def scrub_wrapped(data: bytes, pattern: ScrubPattern) -> bytes:
    """`scrub_bytes`, plus forms (a base64 of a long token) printed across wrapped lines:
    each run of base64-alphabet lines is searched with its line breaks removed, and a
    form found there is replaced with the breaks inside it."""
    if pattern.empty:
        return data
    out: list[bytes] = []
    pos = 0
    for block in _WRAPPED.finditer(data):
        for start, end, label in _unwrapped_matches(block.group(0), pattern):
            out += [data[pos : block.start() + start], label]
            pos = block.start() + end
    out.append(data[pos:])
    return scrub_bytes(b"".join(out), pattern)
