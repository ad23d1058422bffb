"""GoClaw Lite's design system: tokens (`tokens.py`), the palette and style sheet built from them
(`sheet.py`), and the card list (`cards.py`); `widgets/empty_state.py` takes its looks from here.

A page never sets a colour or a font of its own: it tags widgets, `text_role(label, "title")`,
`accent(button)`, and the application style does the rest in light and dark alike. See
docs/design-system.md.
"""

from __future__ import annotations

from typing import TypeVar

from goclaw_lite.gui.qt import QApplication, QFont, QPalette, QWidget
from goclaw_lite.gui.style.tokens import TYPE_SCALE, Colours, TextRole, colours, space

W = TypeVar("W", bound=QWidget)

__all__ = ["Colours", "TextRole", "accent", "apply_style", "current_colours", "role_font", "space", "text_role"]

_THEME_PROPERTY = "goclawTheme"
_STATUS_ROLES = ("danger", "warning", "success")


def apply_style(app: QApplication, dark: bool) -> None:
    """Install the palette and the style sheet of the light or dark theme on the application."""
    from goclaw_lite.gui.style.sheet import palette_for, style_sheet

    theme = colours(dark)
    app.setProperty(_THEME_PROPERTY, theme.name)
    app.setPalette(palette_for(theme))
    app.setStyleSheet(style_sheet(theme))


def current_colours() -> Colours:
    """The installed theme's tokens (light when none is installed), for what a delegate paints."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.property(_THEME_PROPERTY) in ("light", "dark"):
        return colours(app.property(_THEME_PROPERTY) == "dark")
    dark = isinstance(app, QApplication) and app.palette().color(QPalette.ColorRole.Window).lightness() < 128
    return colours(dark)


def role_font(base: QFont, role: TextRole | str) -> QFont:
    """`base` at the size and weight of a step of the type scale."""
    factor, weight = TYPE_SCALE[TextRole(role)]
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(max(6.0, base.pointSizeF() * factor))
    else:
        font.setPixelSize(max(8, round(base.pixelSize() * factor)))
    font.setWeight(QFont.Weight(weight))
    return font


def text_role(widget: W, role: TextRole | str) -> W:
    """Give a label a step of the type scale (title, section, body, secondary) or a status colour
    (danger, warning, success): its font now, its colour from the style sheet."""
    name = role.value if isinstance(role, TextRole) else role
    if name not in _STATUS_ROLES:
        widget.setFont(role_font(QApplication.font(), name))
    widget.setProperty("textRole", name)
    _repolish(widget)
    return widget


def accent(widget: W, on: bool = True) -> W:
    """Draw a button in the accent colour: the one main action of a page or an empty state."""
    widget.setProperty("accent", on)
    _repolish(widget)
    return widget


def _repolish(widget: QWidget) -> None:
    """Restyle a widget whose tag changed; one not polished yet (not shown) takes its style
    when it is, so asking for the style there only cost the page's build."""
    from goclaw_lite.gui.qt import Qt  # imported here: the first frame builds no `Qt` enums

    if not widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        return
    style = widget.style()
    if style is not None:
        style.unpolish(widget)
        style.polish(widget)
