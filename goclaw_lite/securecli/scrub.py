"""Streaming output scrubber: every injected value, in every common encoding, becomes
``[REDACTED:VAR]`` before a byte of child output is shown, logged or handed to the agent.

Works on bytes, never decodes: binary output and ANSI colour codes around a value pass
through untouched. Each value is expanded into its *forms* — raw, hex (both cases),
base64 and URL-safe base64 (padded, unpadded, and the three alignment "cores" that appear
when the value is embedded in a longer encoded string), URL-encoded and JSON-string
escaped. Multi-line and long values (key files, kubeconfigs) also contribute their
secret-looking lines and tokens, so each one printed on its own is still caught.

Speed matters (the runner streams tools that print hundreds of megabytes), and Python's
regex engine tries every alternative at every position, which is ~10 MB/s for a few
hundred forms. So matching is two-stage:

* long forms: the buffer is viewed as an array of 8-byte words and every `stride`-th word
  is checked against a set of the 8-byte grams a form can present at an aligned position
  (C-speed set membership); only a hit is verified with `startswith`. A form of length
  >= 8*stride + 7 always covers one sampled word, so no occurrence is missed;
* short forms: `bytes.find` each (C speed, and there are few).

When the `ahocorasick-rs` package is installed, a native automaton does the search
instead (after agreeing with the pure finder on a probe text); both give the same result.

Streaming: `feed` emits everything except a tail that could be the beginning of a form
(the longest such tail is at most the longest form - 1 bytes). That tail is held only
while it can still become a secret, so live output is never held back by a timer, and a
value split across reads — at any point, pipe-buffer boundaries and pauses included — is
still replaced whole. `finish` releases the tail at end of stream. Streaming output is
identical to scrubbing the whole output at once, for every split.
"""

from __future__ import annotations

import base64
import json
import re
import sys
import urllib.parse
from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = ["MIN_SECRET_LENGTH", "encoded_forms", "ScrubPattern", "StreamScrubber", "scrub_bytes"]

MIN_SECRET_LENGTH = 6
"""Shorter values cannot be replaced without mangling ordinary output; registration refuses them."""

MAX_FORM_BYTES = 256
"""Values whose UTF-8 form is longer than half this are matched piece by piece."""

_PIECE_MIN = 16
_PIECE_MAX = 64
_WORD = 8
_NATIVE = sys.byteorder
_PIECE_SPLIT = re.compile(rb"(?:\\n|\\r|\\t|[\s\"',;:=<>()\[\]{}])+")
# Costs per byte, in arbitrary units measured on CPython 3.11: checking one sampled 8-byte
# word against the gram set, and one `bytes.find` pass.
_WORD_COST = 40.0
_FIND_COST = 0.17


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


class _SampledFinder:
    """Pure-Python finder: sampled 8-byte words against a gram set, `find` for short forms."""

    name = "stdlib"

    def __init__(self, texts: Sequence[bytes]) -> None:
        self._texts = texts
        self.stride = self._choose_stride([len(t) for t in texts])
        limit = _WORD * self.stride + _WORD - 1
        self._short = tuple(i for i, t in enumerate(texts) if len(t) < limit)
        span = _WORD * self.stride
        index: dict[int, list[tuple[int, int]]] = {}
        for i, text in enumerate(texts):
            if len(text) >= limit:
                for offset in range(span):
                    gram = int.from_bytes(text[offset : offset + _WORD], _NATIVE)
                    index.setdefault(gram, []).append((i, offset))
        self._grams = index
        self._gram_set = frozenset(index)

    @staticmethod
    def _choose_stride(lengths: Sequence[int]) -> int:
        best, best_cost = 1, float("inf")
        for stride in (1, 2, 3, 4, 6, 8):
            limit = _WORD * stride + _WORD - 1
            short = sum(1 for n in lengths if n < limit)
            long_ = len(lengths) - short
            cost = (_WORD_COST / (_WORD * stride) if long_ else 0.0) + _FIND_COST * short
            if cost < best_cost:
                best, best_cost = stride, cost
        return best

    def occurrences(self, buf: bytes) -> set[tuple[int, int]]:
        found: set[tuple[int, int]] = set()
        texts = self._texts
        usable = len(buf) - len(buf) % _WORD
        if self._gram_set and usable >= _WORD:
            words = array("Q")
            words.frombytes(memoryview(buf)[:usable])
            sampled = words[:: self.stride] if self.stride > 1 else words
            hits = self._gram_set.intersection(sampled)
            if hits:
                span = _WORD * self.stride
                packed = sampled.tobytes()  # locate hit words by a byte search, aligned hits only
                for gram in hits:
                    needle = gram.to_bytes(_WORD, _NATIVE)
                    k = packed.find(needle)
                    while k != -1:
                        if k % _WORD == 0:
                            at = (k // _WORD) * span
                            for index, offset in self._grams[gram]:
                                start = at - offset
                                if start >= 0 and buf.startswith(texts[index], start):
                                    found.add((start, index))
                        k = packed.find(needle, k + 1)
        for index in self._short:
            text = texts[index]
            at = buf.find(text)
            while at != -1:
                found.add((at, index))
                at = buf.find(text, at + 1)
        return found


class _AhoCorasickFinder:
    """Native multi-pattern search (the `ahocorasick-rs` package) when it is installed."""

    name = "ahocorasick-rs"

    def __init__(self, texts: Sequence[bytes]) -> None:
        import ahocorasick_rs  # type: ignore[import-not-found]

        # The DFA costs more memory to build (a few MB for 20 secrets) but scans about 3x
        # faster than the default NFA on this kind of text (measured: 550 vs 180 MB/s).
        self._automaton = ahocorasick_rs.BytesAhoCorasick(list(texts), implementation=ahocorasick_rs.Implementation.DFA)

    def occurrences(self, buf: bytes) -> set[tuple[int, int]]:
        return {(start, index) for index, start, _end in self._automaton.find_matches_as_indexes(buf, overlapping=True)}


def _native_finder(texts: Sequence[bytes]) -> _AhoCorasickFinder | None:
    """The native finder, if installed and it agrees with the pure one on a probe text
    (so an API change in the package can never weaken scrubbing, only slow it down)."""
    try:
        finder = _AhoCorasickFinder(texts)
        probe = b"\x00".join(texts[:8]) + b"|" + b"".join(texts[:8])
        if finder.occurrences(probe) != _SampledFinder(texts).occurrences(probe):
            return None
    except Exception:  # noqa: BLE001 - missing, or not the API we expect: use the pure finder
        return None
    return finder


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
        self._prefixes: frozenset[bytes] = frozenset(f.text[:k] for f in self.forms for k in range(1, len(f.text)))
        self._prefix4: frozenset[bytes] = frozenset(p for p in self._prefixes if len(p) == 4)
        texts = [f.text for f in self.forms]
        finder: _SampledFinder | _AhoCorasickFinder | None = None
        if texts and engine in ("auto", "native"):
            finder = _native_finder(texts)
            if finder is None and engine == "native":
                raise RuntimeError("the native scrubbing engine (ahocorasick-rs) is not available")
        self._finder = finder or _SampledFinder(texts)

    @property
    def engine(self) -> str:
        return self._finder.name

    @property
    def empty(self) -> bool:
        return not self.forms

    def scrubber(self) -> StreamScrubber:
        return StreamScrubber(self)

    def occurrences(self, buf: bytes) -> list[tuple[int, int]]:
        """(start, form index) of every complete occurrence of every form, overlaps
        included, leftmost first and, at one position, longest first."""
        lengths = self._lengths
        return sorted(self._finder.occurrences(buf), key=lambda m: (m[0], -lengths[m[1]]))

    def hold_points(self, buf: bytes) -> list[int]:
        """Positions whose remainder of `buf` is a proper prefix of some form, ascending."""
        n = len(buf)
        points: list[int] = []
        prefixes, prefix4 = self._prefixes, self._prefix4
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
        matches = self._pattern.occurrences(buf)
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
            if start < pos:
                continue
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
