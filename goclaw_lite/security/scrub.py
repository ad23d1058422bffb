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

Wrapped: `base64` and `openssl base64` print a long token's encoding over lines of 76 and
64 columns. A wrapped scrubber (the runner's, which feeds the terminal and the Credentials
page) searches each read a second time with its line breaks removed, and holds a tail over
a line break while the line it is in looks like a wrapped encoding and the tail could still
begin a form; `scrub_wrapped` is the same in one piece (what reaches the model and the
database through `known_secrets`).
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

    def scrubber(self, *, wrapped: bool = False) -> StreamScrubber:
        """A stream's scrubber; `wrapped` also replaces forms printed across line breaks."""
        return StreamScrubber(self, wrapped=wrapped)

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
    """One output stream's scrubbing state (the held tail); see the module docstring.

    With `wrapped`, forms printed across line breaks (the base64 of a long token as
    `base64` and `openssl base64` wrap it) are replaced as well, see `_wrapped_matches`; a
    tail that could be the start of one is held over a line break too, and `behind` keeps
    the last bytes let through, so the line a held tail began in can still be measured."""

    __slots__ = ("_pattern", "_carry", "_wrapped", "_behind")

    def __init__(self, pattern: ScrubPattern, *, wrapped: bool = False) -> None:
        self._pattern = pattern
        self._carry = b""
        self._wrapped = wrapped
        self._behind = b""

    @property
    def pending(self) -> int:
        """Bytes held back because they could be the start of a secret."""
        return len(self._carry)

    def feed(self, data: bytes) -> bytes:
        buf = self._carry + data if self._carry else bytes(data)
        if self._pattern.empty:
            self._carry = b""
            return buf
        holds = self._pattern.hold_points(buf)
        if self._wrapped:
            holds = sorted(set(holds).union(_wrapped_holds(buf, self._pattern, self._behind)))
        out, self._carry = self._scrub(buf, holds)
        if self._wrapped:
            passed = len(buf) - len(self._carry)
            self._behind = (self._behind + buf[max(0, passed - _WRAP_LINE) : passed])[-_WRAP_LINE:]
        return out

    def finish(self) -> bytes:
        buf, self._carry = self._carry, b""
        if not buf or self._pattern.empty:
            return buf
        out, rest = self._scrub(buf, [])
        return out + rest

    def _scrub(self, buf: bytes, holds: list[int]) -> tuple[bytes, bytes]:
        forms = self._pattern.forms
        spans = [(start, start + len(forms[i].text), forms[i].label) for start, i in self._pattern.matches(buf)]
        if self._wrapped:
            spans = _chain(spans + _wrapped_matches(buf, self._pattern, self._behind))
        n = len(buf)
        if not spans and not holds:
            return buf, b""
        pieces: list[bytes] = []
        pos = 0
        h = 0

        def cut(at: int) -> int:
            nonlocal h
            while h < len(holds) and holds[h] < at:
                h += 1
            return holds[h] if h < len(holds) else n

        for start, end, label in spans:
            if start >= cut(pos):
                break
            pieces.append(buf[pos:start])
            pieces.append(label)
            pos = end
        end = cut(pos)
        pieces.append(buf[pos:end])
        return b"".join(pieces), buf[end:]


def scrub_bytes(data: bytes, pattern: ScrubPattern) -> bytes:
    """One-shot scrubbing; the same result as streaming `data` in any number of pieces."""
    scrubber = pattern.scrubber()
    return scrubber.feed(data) + scrubber.finish()


def scrub_wrapped(data: bytes, pattern: ScrubPattern) -> bytes:
    """`scrub_bytes`, plus forms printed across wrapped lines (see `_wrapped_matches`); what a
    `StreamScrubber(wrapped=True)` lets through, in one piece (no tail is held, so the
    pattern's prefixes, which only streaming needs, are never built)."""
    if pattern.empty:
        return data
    out, rest = StreamScrubber(pattern, wrapped=True)._scrub(data, [])
    return out + rest


# --- forms printed across line breaks --------------------------------------------------------
#
# `base64`, `openssl base64` and PEM wrap at 76 or 64 columns; JSON text escapes the breaks.
# A *junction* is a line break (real, or JSON-escaped) after at least `_WRAP_LINE` base64
# characters and before another one (or the end of what was read): the breaks inside a
# wrapped encoding, seldom those of ordinary output. Around the junctions the text is
# searched again with them removed; a form found there that spans one, printed with base64
# characters and breaks only, is replaced with the breaks inside it.

_WRAP_CHARS = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-"
_SPAN_CHARS = _WRAP_CHARS + b"\r\n\\"
_WRAP_LINE = 16
"""Base64 characters a line needs before its break for the break to count as a junction:
wrapped encodings have 64 or 76, so narrower wraps are not looked at, and a short line of
ordinary output is never held back at its end."""
_W = rb"[A-Za-z0-9+/=_-]"
# One pattern per kind of break, each starting with a literal (which the regex engine finds
# at memchr speed) and looking back for the line; together, the junctions.
_JUNCTIONS = tuple(
    re.compile(re.escape(brk) + rb"(?<=" + _W + rb"{%d}" % _WRAP_LINE + re.escape(brk) + rb")(?=" + _W + rb"|\Z)")
    for brk in (b"\n", b"\r\n", b"\\n", b"\\r\\n")
)
_PARTIAL_BREAKS = (b"\\r\\", b"\\r", b"\\", b"\r")  # a break cut by the end of a read
_LINE_BEFORE = re.compile(_W + rb"{%d}\Z" % _WRAP_LINE)
_Span = tuple[int, int]


def _junctions(buf: bytes, behind: bytes, *, start: int = 0) -> list[_Span]:
    """(start, end) of the junctions in `buf[start:]`; the bytes let through before `buf`
    (`behind`) count for the line before the first one, so a split read finds what the
    whole output has. A break cut by the end of `buf` is one too."""
    context = behind[-_WRAP_LINE:] if start < _WRAP_LINE else b""
    text = context + buf if context else buf
    shift = len(context)
    spans = sorted((m.start() - shift, m.end() - shift) for p in _JUNCTIONS for m in p.finditer(text, start + shift))
    partial = next((len(p) for p in _PARTIAL_BREAKS if buf.endswith(p)), 0)
    if partial and (not spans or spans[-1][1] < len(buf)) and _LINE_BEFORE.search(text, 0, len(text) - partial):
        spans.append((len(buf) - partial, len(buf)))
    return spans


class _Unwrapped:
    """`buf` with the `spans` removed, and the way back to positions in `buf`."""

    def __init__(self, buf: bytes, spans: list[_Span]) -> None:
        pieces: list[bytes] = []
        self.starts: list[int] = []  # where each piece begins in the joined text
        self.origins: list[int] = []  # and in `buf`
        pos = joined = 0
        for start, end in spans:
            self.starts.append(joined)
            self.origins.append(pos)
            pieces.append(buf[pos:start])
            joined += start - pos
            pos = end
        self.starts.append(joined)
        self.origins.append(pos)
        pieces.append(buf[pos:])
        self.text = b"".join(pieces)

    def original(self, at: int, *, end: bool = False) -> int:
        i = bisect.bisect_right(self.starts, at - 1 if end else at) - 1
        return self.origins[i] + (at - self.starts[i])


def _spans_a_break(buf: bytes, start: int, end: int, joined_length: int) -> bool:
    """The printed span is longer than what it joins to (a junction is inside), and holds
    only base64 characters and breaks."""
    return end - start > joined_length and not buf[start:end].translate(None, _SPAN_CHARS)


def _windows(junctions: list[_Span], reach: int, size: int) -> list[tuple[int, int, list[_Span]]]:
    """The stretches a form crossing a junction can lie in (`reach` either side of each,
    overlapping ones merged), each with its junctions."""
    windows: list[tuple[int, int, list[_Span]]] = []
    for start, end in junctions:
        low, high = max(0, start - reach), min(size, end + reach)
        if windows and low <= windows[-1][1]:
            windows[-1] = (windows[-1][0], high, [*windows[-1][2], (start, end)])
        else:
            windows.append((low, high, [(start, end)]))
    return windows


def _wrapped_matches(buf: bytes, pattern: ScrubPattern, behind: bytes) -> list[tuple[int, int, bytes]]:
    """(start, end, label) of the forms in `buf` printed across junctions."""
    found = []
    for low, high, spans in _windows(_junctions(buf, behind), pattern.longest, len(buf)):
        piece = buf[low:high]
        joined = _Unwrapped(piece, [(a - low, b - low) for a, b in spans])
        for start, index in pattern.matches(joined.text):
            form = pattern.forms[index]
            begin, stop = joined.original(start), joined.original(start + len(form.text), end=True)
            if _spans_a_break(piece, begin, stop, len(form.text)):
                found.append((low + begin, low + stop, form.label))
    return found


def _wrapped_holds(buf: bytes, pattern: ScrubPattern, behind: bytes) -> list[int]:
    """Where a tail of `buf` begins that, with its junctions removed, could be the start of a
    form: held until the next read says. Only the last bytes can be such a tail (a form's
    length, and a break beside each byte)."""
    offset = max(0, len(buf) - (6 * pattern.longest + 8))
    spans = _junctions(buf, behind, start=offset)
    if not spans:
        return []
    tail = buf[offset:]
    joined = _Unwrapped(tail, [(a - offset, b - offset) for a, b in spans])
    holds = []
    for at in pattern.hold_points(joined.text):
        start = joined.original(at)
        if _spans_a_break(tail, start, len(tail), len(joined.text) - at):
            holds.append(offset + start)
    return holds


def _chain(spans: list[tuple[int, int, bytes]]) -> list[tuple[int, int, bytes]]:
    """The leftmost-longest chain of `spans` (plain and wrapped occurrences together)."""
    chain: list[tuple[int, int, bytes]] = []
    pos = 0
    for span in sorted(spans, key=lambda s: (s[0], s[0] - s[1])):
        if span[0] >= pos:
            chain.append(span)
            pos = span[1]
    return chain
