"""The design tokens: one type scale, an 8-px spacing grid and the colours of light and dark.

Everything the app draws takes its sizes and colours from here (through `sheet.py`'s palette
and style sheet, or `text_role`), so a colour is changed in one place and the contrast test
(`tests/gui/test_style_contrast.py`) checks every pair that can be on screen together.
Pure data: no Qt import, so the contrast test and the docs can read it without a display.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum

SPACE = 8
"""The grid: margins and gaps are multiples of it (`space(n)`)."""

RADIUS = 6
"""Corner radius of buttons, fields and cards (cards use `RADIUS + 2`)."""


def space(units: float = 1) -> int:
    """`units` steps of the grid in pixels: space(1) = 8, space(0.5) = 4, space(3) = 24."""
    return round(SPACE * units)


class TextRole(str, Enum):
    """The type scale. Sizes are factors of the user's font, so a larger system font scales all."""

    TITLE = "title"          # a page's title
    SECTION = "section"      # a group on a page
    BODY = "body"            # everything else
    SECONDARY = "secondary"  # summaries, hints, timestamps: smaller and softer, still 4.5:1


TYPE_SCALE: dict[TextRole, tuple[float, int]] = {
    TextRole.TITLE: (1.6, 600),
    TextRole.SECTION: (1.15, 600),
    TextRole.BODY: (1.0, 400),
    TextRole.SECONDARY: (0.92, 400),
}
"""Role → (size factor of the application font, CSS font weight)."""


@dataclass(frozen=True)
class Colours:
    """One theme. Every `*_text`/`text*` colour meets 4.5:1 on every surface it is drawn on."""

    name: str
    window: str          # the page background
    surface: str         # fields, lists, cards
    surface_alt: str     # alternate rows, table headers
    sidebar: str         # the navigation column and the status bar
    border: str
    hover: str           # a row or button under the mouse
    pressed: str
    text: str
    text_secondary: str
    text_disabled: str   # inactive controls only (WCAG exempts them); never for secondary text
    accent: str          # the one accent: default buttons, selection, focus
    accent_hover: str
    accent_pressed: str
    on_accent: str       # text on the accent
    selection: str       # a selected row in a list of cards, the selected sidebar item
    on_selection: str
    focus: str           # the focus ring
    link: str
    danger: str
    warning: str
    success: str
    badge: str           # a count beside a sidebar item
    on_badge: str

    def items(self) -> list[tuple[str, str]]:
        return [(f.name, getattr(self, f.name)) for f in fields(self) if f.name != "name"]


LIGHT = Colours(
    name="light",
    window="#F5F6F8",
    surface="#FFFFFF",
    surface_alt="#F3F4F7",
    sidebar="#ECEEF2",
    border="#D3D7DE",
    hover="#E6E9EF",
    pressed="#D8DDE6",
    text="#1B1F24",
    text_secondary="#586170",
    text_disabled="#8A919C",
    accent="#2557D6",
    accent_hover="#1F4BBB",
    accent_pressed="#1A3F9E",
    on_accent="#FFFFFF",
    selection="#DCE6FB",
    on_selection="#10244F",
    focus="#2557D6",
    link="#1F4FC7",
    danger="#B42318",
    warning="#8A5300",
    success="#146C43",
    badge="#586170",
    on_badge="#FFFFFF",
)

DARK = Colours(
    name="dark",
    window="#1C1D20",
    surface="#27282C",
    surface_alt="#2E3034",
    sidebar="#151618",
    border="#3E4046",
    hover="#33353A",
    pressed="#3D4046",
    text="#E6E7EA",
    text_secondary="#A3A9B3",
    text_disabled="#7A808A",
    accent="#2F6FE4",
    accent_hover="#2A64D0",
    accent_pressed="#2456B5",
    on_accent="#FFFFFF",
    selection="#2B3B5C",
    on_selection="#F2F5FB",
    focus="#6B9BF2",
    link="#8AB4F8",
    danger="#FF8A80",
    warning="#E0B252",
    success="#6CCB8F",
    badge="#A3A9B3",
    on_badge="#151618",
)


def colours(dark: bool) -> Colours:
    return DARK if dark else LIGHT
