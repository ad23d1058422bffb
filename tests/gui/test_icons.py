"""One icon set: each sidebar page has its own glyph, drawn in the palette's colour (light and dark)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.gui.qt import QApplication, QColor, QIcon, QImage, QPalette, QStyle, Qt, standard_icon, themed_icon
from goclaw_lite.gui.shell.appearance import apply_color_scheme
from goclaw_lite.gui.widgets.icons import PAGE_GLYPHS, GlyphEngine, _glyphs, glyph_icon

pytestmark = pytest.mark.gui


def _image(icon: QIcon, mode: QIcon.Mode = QIcon.Mode.Normal) -> QImage:
    return icon.pixmap(32, 32, mode).toImage()


def _inked(image: QImage) -> list[QColor]:
    """The colours of the pixels the glyph covers (mostly opaque ones)."""
    return [c for c in (image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())) if c.alpha() > 200]


@pytest.fixture
def dark(qapp: QApplication) -> Iterator[None]:
    apply_color_scheme(qapp, Qt.ColorScheme.Dark)
    try:
        yield
    finally:
        apply_color_scheme(qapp, Qt.ColorScheme.Light)


def test_every_sidebar_page_has_a_distinct_glyph_and_none_is_the_styles(window: Any) -> None:
    icons = {}
    for row, key in enumerate(window.page_keys()):
        icon = window.navigation.item(row).icon()
        assert isinstance(icon, QIcon) and not icon.isNull(), key
        icons[key] = _image(icon)
        assert _inked(icons[key]), f"{key}'s icon draws nothing"
    keys = list(icons)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            assert icons[a] != icons[b], f"{a} and {b} share an icon"
    assert len(set(PAGE_GLYPHS.values())) == len(PAGE_GLYPHS)
    reload_style = QApplication.style().standardIcon(QStyle.StandardPixmap.SP_BrowserReload)
    assert _image(standard_icon(QStyle.StandardPixmap.SP_BrowserReload)) != _image(reload_style)
    assert _image(themed_icon("view-refresh")) == _image(standard_icon(QStyle.StandardPixmap.SP_BrowserReload))


def test_the_hooks_glyph_follows_the_palette_so_it_shows_in_dark_mode(qapp: QApplication, dark: None) -> None:
    icon = glyph_icon(PAGE_GLYPHS["hooks"])
    assert icon is not None
    window_colour = qapp.palette().color(QPalette.ColorRole.Window)
    assert window_colour.lightness() < 128  # dark mode is on
    ink = _inked(_image(icon))
    assert ink and min(c.lightness() for c in ink) > 150  # light strokes on the dark background
    apply_color_scheme(qapp, Qt.ColorScheme.Light)
    ink = _inked(_image(icon))  # the same icon, repainted: now dark strokes
    assert ink and max(c.lightness() for c in ink) < 110


def test_a_selected_row_draws_its_glyph_in_the_highlights_text_colour(qapp: QApplication) -> None:
    icon = glyph_icon("house")
    assert icon is not None
    wanted = qapp.palette().color(QPalette.ColorRole.HighlightedText)
    ink = _inked(_image(icon, QIcon.Mode.Selected))
    assert ink and all(abs(c.lightness() - wanted.lightness()) < 40 for c in ink)
    assert isinstance(GlyphEngine("Phosphor", 0xF1D8).clone(), GlyphEngine)
    assert glyph_icon("no-such-glyph") is None


@pytest.mark.parametrize("background", ["#ffffff", "#1e1f22"])
def test_a_glyph_painted_in_a_view_is_the_glyph_in_the_palettes_colour(qapp: QApplication, background: str) -> None:
    """The engine tints a pixmap instead of setting the painter's pen (QPainter.setPen builds the
    `Qt` namespace's enums, which the window's first frame does without): what a view gets from
    `paint()` must be the glyph drawn in the palette's text colour, pixel for pixel."""
    from goclaw_lite.gui.qt import QFont, QPainter, QRect

    loaded = _glyphs()
    assert loaded is not None
    family, codes = loaded
    code = int(codes["house"], 16)
    colour = qapp.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText)

    def canvas() -> QImage:
        image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(background))
        return image

    painted, drawn = canvas(), canvas()
    painter = QPainter(painted)
    GlyphEngine(family, code).paint(painter, QRect(4, 6, 24, 24), QIcon.Mode.Normal, QIcon.State.Off)
    painter.end()
    painter = QPainter(drawn)  # what the engine drew before: the glyph in the colour, straight on
    font = QFont(family)
    font.setPixelSize(round(24 * 0.92))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(QRect(4, 6, 24, 24), int(Qt.AlignmentFlag.AlignCenter), chr(code))
    painter.end()
    assert painted != canvas()  # it drew something
    assert painted == drawn
