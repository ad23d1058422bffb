"""An avatar never shows an empty box: the agent's emoji when a font here draws it, else its
name's first letter (in the same coloured circle)."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.gui.chat.avatar import avatar_text, can_draw, font_has
from goclaw_lite.gui.chat.items import ChatItem
from goclaw_lite.gui.chat.message_layout import AvatarOp, ItemDocs, build_layout
from goclaw_lite.gui.chat.style import ChatTheme
from goclaw_lite.gui.qt import QFont, QFontMetrics
from goclaw_lite.model.chat import MessageRole, MessageState

pytestmark = [pytest.mark.gui]
NO_FONT = "\U000f0000"  # a private-use code point: no installed font has a glyph for it
DRAWN = "☺"  # U+263A, in DejaVu Sans (the font the tests install)


def test_a_symbol_a_font_draws_is_the_avatar(qapp: Any) -> None:
    assert font_has(ord(DRAWN)) and can_draw(DRAWN)
    assert avatar_text(f"{DRAWN} Helper") == DRAWN


def test_an_emoji_no_font_draws_falls_back_to_the_name_s_initial(qapp: Any) -> None:
    assert not font_has(ord(NO_FONT))
    assert QFontMetrics(QFont()).inFontUcs4(ord(NO_FONT)) is False  # the box Qt would draw instead
    assert avatar_text(f"{NO_FONT} helper") == "H"
    assert avatar_text(f"{NO_FONT}{DRAWN} helper") == "H"  # a sequence is drawn whole or not at all
    assert avatar_text(NO_FONT) == "?"


def test_joiners_and_selectors_need_no_glyph_of_their_own(qapp: Any) -> None:
    assert can_draw(f"{DRAWN}\ufe0f") and can_draw(f"{DRAWN}\u200d{DRAWN}")
    assert not can_draw("\ufe0f")


def test_plain_names_and_long_symbol_runs(qapp: Any) -> None:
    assert avatar_text("helper") == "H" and avatar_text("  ") == "?"
    assert avatar_text("(beta) bot") == "B"  # punctuation in front is not an emoji


def test_the_chat_draws_the_fallback_initial_in_the_avatar_circle(qapp: Any) -> None:
    """The layout the chat paints: an agent whose emoji no font has gets its initial, one
    whose symbol a font has gets the symbol."""
    theme = ChatTheme.build(qapp.palette(), qapp.font())
    for author, shown in ((f"{NO_FONT} helper", "H"), (f"{DRAWN} Helper", DRAWN)):
        item = ChatItem("m1", MessageRole.ASSISTANT, "Hello", MessageState.COMPLETE, "2026-12-07T10:00:00.000Z",
                        author=author)
        avatars = [op for op in build_layout(item, 800, theme, ItemDocs(theme)).ops if isinstance(op, AvatarOp)]
        assert [op.initial for op in avatars] == [shown]
