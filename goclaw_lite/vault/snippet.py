"""A one-line excerpt of a note around the first place a search query matches."""

from __future__ import annotations

import unicodedata

from goclaw_lite.vault.wikilinks import front_matter_end


def _folded_with_offsets(text: str) -> tuple[str, list[int]]:
    """Folded text and, for each folded character, the index of the character it came from."""
    out: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        folded = unicodedata.normalize("NFKC", ch).casefold()
        out.append(folded)
        origin.extend([i] * len(folded))
    return "".join(out), origin


def snippet(content: str, query: str, width: int = 80) -> str:
    """About `width` characters of `content` around the match (the start when it matches elsewhere)."""
    body = content[front_matter_end(content):]
    folded, origin = _folded_with_offsets(body)
    needle = unicodedata.normalize("NFKC", " ".join(query.split())).casefold()
    at = folded.find(needle) if needle else -1
    start = 0
    if at >= 0 and len(" ".join(body[: origin[at]].split())) + len(needle) > width - 10:
        start = max(0, origin[at] - width // 3)
        space = body.find(" ", start, origin[at])
        start = space + 1 if space >= 0 else start  # begin on a word
    rest = " ".join(body[start:].split())
    piece = rest[:width]
    return ("…" if start > 0 else "") + piece + ("…" if len(rest) > len(piece) else "")
