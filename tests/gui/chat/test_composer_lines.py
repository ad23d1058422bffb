"""The message box is as tall as one line of what it shows: in Chinese the characters come from
a fallback font taller than the widget's own, and a box sized by the widget font's line spacing
cut the placeholder ("给Helper发消息…") at the bottom."""

from __future__ import annotations

import math
from typing import Any

import pytest

from goclaw_lite.gui.chat.composer import ComposerEdit
from goclaw_lite.gui.qt import QFontDatabase, QPlainTextEdit, QTextLayout
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
CHINESE = "给Helper发消息…"


def drawn_line(edit: QPlainTextEdit, text: str) -> int:
    """How tall Qt lays one line of `text` out in the box's font, fallback fonts included."""
    layout = QTextLayout(text, edit.font())
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    return math.ceil(line.height())


def room_for_a_line(edit: QPlainTextEdit) -> int:
    return edit.viewport().height() - int(2 * edit.document().documentMargin())


@pytest.fixture
def chinese_font() -> None:
    families = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    assert families, "no font draws Chinese: install fonts-noto-cjk, as .ci/run does"


@pytest.mark.usefixtures("chinese_font")
@pytest.mark.parametrize("typed", [False, True], ids=["placeholder", "typed"])
def test_a_chinese_line_fits_the_box(qtbot: Any, typed: bool) -> None:
    edit = ComposerEdit()
    qtbot.addWidget(edit)
    edit.resize(500, edit.height())
    edit.show()
    qtbot.waitExposed(edit)
    if typed:
        edit.setPlainText(CHINESE)
    else:
        edit.setPlaceholderText(CHINESE)
    qtbot.waitUntil(lambda: room_for_a_line(edit) >= drawn_line(edit, CHINESE), timeout=5000)


@pytest.mark.usefixtures("chinese_font")
def test_the_font_spacing_alone_is_too_short_for_chinese(qtbot: Any) -> None:
    """The planted defect: the old sizing (the widget font's line spacing) is shorter than the line."""
    edit = QPlainTextEdit()
    qtbot.addWidget(edit)
    assert edit.fontMetrics().lineSpacing() < drawn_line(edit, CHINESE)


def test_the_enter_hint_is_whole_or_in_the_box_never_cut(qtbot: Any) -> None:
    """Russian at 1024x700 left the hint "E…": now the row says the whole hint, or its first half,
    or nothing, and then the empty box's grey line carries it."""
    from goclaw_lite.gui.chat.composer import Composer

    composer = Composer()
    qtbot.addWidget(composer)
    composer.set_placeholder("Message Helper…")
    composer.resize(1400, 120)
    composer.show()
    qtbot.waitUntil(lambda: composer.hint.shown() == composer.hint.toolTip(), timeout=10000)
    assert composer.edit.placeholderText() == "Message Helper…"
    composer.model_combo.setMinimumWidth(composer.width())  # the row's room taken, as the longer words do
    qtbot.waitUntil(lambda: not composer.hint.fits(), timeout=10000)
    assert composer.hint.shown() == ""
    assert composer.edit.placeholderText() == "Message Helper…  ·  " + composer.hint.toolTip()
