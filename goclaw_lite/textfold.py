"""The one folding rule for matching text: what a person types against what is stored.

`fold_text` is used for every search column and query (knowledge graph, conversations,
vault, episodic memory, agent links, credentials and hooks lists) and by the duplicate
finder, so "da nang" finds "Đà Nẵng" wherever it is searched and dedup agrees with search.

Rule: NFKD (compatibility forms and accents split off), combining marks dropped, Unicode
casefold, then letters that do not decompose mapped to their usual Latin spelling, and the
result recomposed (NFC). The kana voicing marks are letters, not accents ("が" is not "か"),
so they stay; kanji, kana, Hangul, Cyrillic and Greek base letters are unchanged.
"""

from __future__ import annotations

import unicodedata

# Letters NFKD does not split into base + mark (lower case: applied after casefold, and
# before it for the capitals casefold would turn into something else, like İ).
_LETTERS = str.maketrans({
    "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "ł": "l", "ŀ": "l", "ø": "o", "ŧ": "t", "þ": "th",
    "æ": "ae", "œ": "oe", "ß": "ss", "ĸ": "q", "ŋ": "n", "ƒ": "f", "ɨ": "i", "ʉ": "u", "ǥ": "g",
    "ƀ": "b", "ɗ": "d", "ƴ": "y", "ſ": "s",
})


_KEPT_MARKS = frozenset("\u3099\u309a")  # kana voiced / semi-voiced sound marks


def fold_text(text: str) -> str:
    """Accents, compatibility forms and case removed; whitespace runs become one space."""
    if text.isascii():
        return " ".join(text.casefold().split())
    decomposed = unicodedata.normalize("NFKD", text)
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch) or ch in _KEPT_MARKS)
    return unicodedata.normalize("NFC", " ".join(kept.casefold().translate(_LETTERS).split()))
