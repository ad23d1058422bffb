"""Sentences put one after another, as the window's language spaces them.

Latin and Cyrillic sentences take a space after their full stop; Chinese ones end in full-width
punctuation ("。", "？") and take none, so a joined "… 连接。 不提供 …" read with a stray gap.
"""

from __future__ import annotations

from collections.abc import Iterable

FULL_WIDTH_ENDS = ("。", "？", "！", "：")


def join_sentences(sentences: Iterable[str]) -> str:
    parts = [s.strip() for s in sentences if s.strip()]
    return "".join(p + ("" if p.endswith(FULL_WIDTH_ENDS) else " ") for p in parts).rstrip()
