"""A pseudo-language: every string about 40% longer, accented and bracketed (`[Ŝéƭƭîñĝš ~~~]`).

A longer translation must never cut a button or a label: the no-clipping test runs every page
under this translator, which makes any text Qt translates longer than any real language we
ship. It is made by code, so it always covers every string, ours and Qt's.
Placeholders (`%1`, `%n`, `%Ln`, `%L1`, `{name}`), markup (`<b>`, `&amp;`) and `&` mnemonics are kept.
"""

from __future__ import annotations

import math
import re

from goclaw_lite.gui.qt import QTranslator

_ACCENTED = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšƭûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŦÛṼŴẊÝŽ",
    strict=True,
))
_KEPT = re.compile(r"(<[^>]*>|&[a-zA-Z]+;|&#\d+;|%L?\d|%L?n|\{[a-zA-Z_][a-zA-Z0-9_]*(?:[:!][^{}]*)?\}|&.)")
GROWTH = 0.4


def pseudo(text: str) -> str:
    """`text` accented and about 40% longer; '' stays ''."""
    if not text.strip():
        return text
    parts = _KEPT.split(text)
    out = []
    for index, part in enumerate(parts):
        out.append(part if index % 2 else "".join(_ACCENTED.get(ch, ch) for ch in part))
    visible = len(_KEPT.sub("", text)) or len(text)
    pad = max(1, math.ceil(visible * GROWTH) - 3)
    tildes = "~" * pad  # in words of five, so a long text still wraps where a real one would
    return "[" + "".join(out) + " " + " ".join(tildes[i:i + 5] for i in range(0, pad, 5)) + "]"


class PseudoTranslator(QTranslator):
    """Translates everything, ours and Qt's own, into the pseudo-language."""

    def translate(self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return pseudo(source_text)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt naming
        return False
