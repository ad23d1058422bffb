"""What an avatar circle shows: the agent's emoji when a font here can draw it, else the first
letter of its name — never an empty box.

A desktop without a colour emoji font (Debian's `fonts-noto-color-emoji`, a dependency the
install guide names) draws "🦀" as a hollow rectangle. Qt falls back from the widget's font to
any installed font when it draws, so the question is whether *any* installed font has the
glyph: asked once per code point (QRawFont over the font families), then cached.
"""

from __future__ import annotations

from functools import cache

from goclaw_lite.gui.qt import QFont, QFontDatabase, QRawFont

# Parts of an emoji sequence that no font draws on their own: the zero-width joiner, variation
# selectors, skin-tone modifiers and the tag characters of subdivision flags.
_INVISIBLE = {0x200D, 0xFE0E, 0xFE0F, 0x20E3} | set(range(0x1F3FB, 0x1F400)) | set(range(0xE0020, 0xE0080))


MAX_EMOJI_LENGTH = 11
"""Code points in the longest emoji an avatar shows (a family of four joined by joiners is 7)."""


@cache
def font_has(code_point: int) -> bool:
    """Does an installed font have a glyph for `code_point`?"""
    for family in QFontDatabase.families():
        raw = QRawFont.fromFont(QFont(family))
        if raw.isValid() and raw.supportsCharacter(code_point):
            return True
    return False


def can_draw(text: str) -> bool:
    """Every visible code point of `text` has a glyph in some installed font."""
    points = [ord(c) for c in text if ord(c) not in _INVISIBLE]
    return bool(points) and all(font_has(p) for p in points)


def avatar_text(name: str) -> str:
    """"🦀" for "🦀 Helper" when a font draws it, else "H"; a plain name's first letter, upper-cased."""
    text = name.strip()
    if not text:
        return "?"
    if text[0].isalnum():
        return text[0].upper()
    head, _, rest = text.partition(" ")  # Agent.label puts the emoji first, then a space, then the name
    if len(head) <= MAX_EMOJI_LENGTH and not any(c.isalnum() for c in head) and can_draw(head):
        return head
    letters = [c for c in rest if c.isalnum()]
    return letters[0].upper() if letters else "?"
