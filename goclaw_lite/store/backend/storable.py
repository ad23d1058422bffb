"""Text every backend can hold: NUL and unpaired surrogates replaced, wherever text is written.

PostgreSQL `text` cannot hold NUL (U+0000) and `jsonb` refuses the `\\u0000` escape; neither
(nor SQLite's UTF-8, through Python's driver) can hold an unpaired UTF-16 surrogate. A tool's
output or a model's answer may contain either, and a value that only SQLite accepted used to
block promotion for good. So such characters become U+FFFD (the replacement character):

* `storable_text` for a message the user reads: it also appends a short note saying so;
* `storable_param` for every value a `Database` binds (the net under every store): plain
  characters, and inside JSON text the escapes jsonb refuses;
* `clean_json_text` for promotion, which cleans rows stored before this existed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

REPLACEMENT = "\ufffd"
_BAD_CHARS = re.compile("[\x00\ud800-\udfff]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")
# `\u0000` or a surrogate escape, not itself escaped (preceded by an even run of backslashes).
_BAD_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)*\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})")
_ENCODER = json.JSONEncoder(ensure_ascii=False)


def clean_text(text: str) -> tuple[str, int]:
    """`text` with NUL and unpaired surrogates replaced by U+FFFD, and how many were replaced.

    Two surrogates that form a pair are joined into their character, not replaced."""
    if "\x00" not in text and (text.isascii() or not _SURROGATE.search(text)):
        return text, 0
    if not text.isascii():
        text = _PAIR.sub(_join_pair, text)
    return _BAD_CHARS.subn(REPLACEMENT, text)


def _join_pair(match: re.Match[str]) -> str:
    pair = match.group()
    return chr(0x10000 + ((ord(pair[0]) - 0xD800) << 10) + (ord(pair[1]) - 0xDC00))


def note(replaced: int) -> str:
    return (
        f"\n[goclaw-lite: {replaced} character{'s' if replaced != 1 else ''} that cannot be stored "
        "(NUL, unpaired surrogates) replaced with \ufffd]"
    )


def storable_text(text: str) -> str:
    """A text for a message: cleaned, with a note at its end when anything was replaced."""
    cleaned, replaced = clean_text(text)
    return cleaned + note(replaced) if replaced else cleaned


def clean_value(value: Any) -> tuple[Any, int]:
    """A decoded JSON value with every string (keys too) cleaned, and the replacement count."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        total = 0
        items = []
        for item in value:
            cleaned, count = clean_value(item)
            items.append(cleaned)
            total += count
        return items, total
    if isinstance(value, dict):
        total = 0
        pairs = {}
        for key, item in value.items():
            clean_key, key_count = clean_text(key)
            cleaned, count = clean_value(item)
            pairs[clean_key] = cleaned
            total += key_count + count
        return pairs, total
    return value, 0


def has_bad_escape(json_text: str) -> bool:
    """Whether JSON text holds an escape jsonb refuses (`\\u0000`, an unpaired surrogate)."""
    return clean_json_text(json_text)[1] > 0


def clean_json_text(text: str) -> tuple[str, int]:
    """JSON text without the escapes jsonb refuses (`\\u0000`, unpaired surrogates), and how
    many characters were replaced; text that is not JSON, or needs nothing, comes back as is."""
    if "\\u" not in text or _BAD_ESCAPE.search(text) is None:  # the rule: no decoding at all
        return text, 0
    try:
        value = json.loads(text)
    except ValueError:
        return text, 0
    cleaned, count = clean_value(value)  # a surrogate pair's escapes decode to one character
    return (_ENCODER.encode(cleaned), count) if count else (text, 0)


def storable_param(value: Any) -> Any:
    """A bound value as every backend can store it (non-strings pass through untouched)."""
    if type(value) is not str:
        return value
    if not value.isascii() or "\x00" in value:
        value = clean_text(value)[0]
    if value[:1] in ("{", "[") and "\\u" in value:
        value = clean_json_text(value)[0]
    return value


def storable_params(params: Sequence[Any]) -> Sequence[Any]:
    """`params` as they may be bound; the same sequence when nothing needs cleaning (the rule,
    found with C-speed searches only: this runs for every statement)."""
    for value in params:
        if type(value) is str and (
            "\x00" in value
            or (not value.isascii() and _SURROGATE.search(value) is not None)
            or ("\\u" in value and value[:1] in ("{", "[") and _BAD_ESCAPE.search(value) is not None)
        ):
            return [storable_param(p) for p in params]
    return params
