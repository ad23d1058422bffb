"""Where the forms of the secrets occur in a buffer: the scrubber's search engines.

Both engines answer the same question: the *leftmost-longest chain* of form occurrences
(take the leftmost occurrence, the longest one at that position, continue after its end),
which is exactly what gets replaced. They must agree byte for byte; `native_finder` checks
that before the native one is used, so a change in the package can only cost speed.

* `SampledFinder` (pure Python): the buffer viewed as 8-byte words, every `stride`-th word
  checked against the set of grams a long form can present at an aligned position (C-speed
  set membership, a hit verified with `startswith`); short forms by `bytes.find`. A form of
  length >= 8*stride + 7 always covers one sampled word, so no occurrence is missed.
* `NativeFinder` (`ahocorasick-rs`): a DFA over every form costs the same per byte
  whatever the number of forms (~600 MB/s here), so it is run over a *strided* view of the
  buffer, every `stride`-th byte (`buf[::stride]`, a C copy), searching for each form's
  `stride` strided pieces (`form[phase::stride]`): a form at position p shows its piece of
  phase (-p mod stride) in the view at ceil(p/stride), always complete, so nothing is
  missed, and every hit is verified on the real buffer with `startswith`. A third of the
  bytes go through the DFA (on the scrub benchmark: 1.1 GB/s against 580 MB/s). The
  stride keeps every piece at least `MIN_STRIDED` bytes long (chance hits on ordinary
  text stay rare); with short forms it falls back to 1, a plain DFA over the buffer.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Iterable, Sequence

__all__ = ["MAX_STRIDE", "Match", "NativeFinder", "SampledFinder", "leftmost_longest", "native_finder"]

Match = tuple[int, int]
"""(start, form index)."""

MAX_STRIDE = 3
MIN_STRIDED = 6
"""Strided pieces are at least this long, so they seldom match ordinary text by chance."""
_WORD = 8
_NATIVE = sys.byteorder
# Costs per byte, in arbitrary units measured on CPython 3.11: checking one sampled 8-byte
# word against the gram set, and one `bytes.find` pass.
_WORD_COST = 40.0
_FIND_COST = 0.17


def leftmost_longest(occurrences: Iterable[Match], lengths: Sequence[int]) -> list[Match]:
    """The chain of `occurrences` (all of them, overlaps included) that gets replaced."""
    chain: list[Match] = []
    pos = 0
    for start, index in sorted(occurrences, key=lambda m: (m[0], -lengths[m[1]])):
        if start >= pos:
            chain.append((start, index))
            pos = start + lengths[index]
    return chain


class _Finder:
    """The forms, in the order whose indexes `Match` refers to."""

    def __init__(self, texts: Sequence[bytes]) -> None:
        self._texts = texts
        self._lengths = [len(t) for t in texts]


class SampledFinder(_Finder):
    """Pure-Python finder: sampled 8-byte words against a gram set, `find` for short forms."""

    name = "stdlib"

    def __init__(self, texts: Sequence[bytes]) -> None:
        super().__init__(texts)
        self.stride = self._choose_stride(self._lengths)
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

    def matches(self, buf: bytes) -> list[Match]:
        return leftmost_longest(self.occurrences(buf), self._lengths)

    def occurrences(self, buf: bytes) -> set[Match]:
        """Every occurrence of every form, overlaps included."""
        found: set[Match] = set()
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


class NativeFinder(_Finder):
    """`ahocorasick-rs` over a strided view of the buffer (see the module docstring)."""

    name = "ahocorasick-rs"

    def __init__(self, texts: Sequence[bytes]) -> None:
        import ahocorasick_rs

        super().__init__(texts)
        shortest = min(self._lengths, default=0)
        self.stride = max(1, min(MAX_STRIDE, (shortest + 1) // (MIN_STRIDED + 1)))
        step = self.stride
        pieces: dict[bytes, list[tuple[int, int]]] = {}
        for index, text in enumerate(texts):
            for phase in range(step):
                pieces.setdefault(text[phase::step], []).append((index, phase))
        self._pieces = list(pieces.values())
        self._automaton = ahocorasick_rs.BytesAhoCorasick(
            list(pieces), implementation=ahocorasick_rs.Implementation.DFA
        )

    def matches(self, buf: bytes) -> list[Match]:
        step, texts, pieces = self.stride, self._texts, self._pieces
        view = buf[::step] if step > 1 else buf
        found: set[Match] = set()
        for piece, at, _end in self._automaton.find_matches_as_indexes(view, overlapping=True):
            for index, phase in pieces[piece]:
                start = at * step - phase
                if start >= 0 and buf.startswith(texts[index], start):
                    found.add((start, index))
        return leftmost_longest(found, self._lengths) if found else []


def native_finder(texts: Sequence[bytes]) -> NativeFinder | None:
    """The native finder, if installed and it agrees with the pure one on a probe text
    (so an API change in the package can never weaken scrubbing, only slow it down)."""
    try:
        finder = NativeFinder(texts)
        sample = list(texts[:: max(1, len(texts) // 8)])
        probe = b"\x00".join(sample) + b"|" + b"".join(sample) + b"|" + b"".join(t[:-1] for t in sample)
        if finder.matches(probe) != SampledFinder(texts).matches(probe):
            return None
    except Exception:  # noqa: BLE001 - missing, or not the API we expect: use the pure finder
        return None
    return finder
