"""Light and dark: follow the desktop's colour scheme, or the user's choice in Settings."""

from __future__ import annotations

from goclaw_lite.gui.qt import QApplication, QIcon, Qt
from goclaw_lite.gui.style import apply_style
from goclaw_lite.resources import resource

_APPEARANCE_PROPERTY = "goclawAppearance"


def apply_color_scheme(app: QApplication, scheme: Qt.ColorScheme | None = None) -> None:
    """Install the design system's light or dark theme (gui/style) for the scheme, then repolish.

    The app always draws with its own palette and style sheet, on every platform, so what the
    contrast test checks is what is on screen; the desktop decides only light or dark.
    """
    scheme = app.styleHints().colorScheme() if scheme is None else scheme
    apply_style(app, scheme == Qt.ColorScheme.Dark)
    repolish(app)


def repolish(app: QApplication) -> None:
    widgets = app.allWidgets()
    if not widgets:
        return  # at start, before the window: asking for the style would build QStyle's enums
    style = app.style()
    for widget in widgets:
        style.unpolish(widget)
        style.polish(widget)
        widget.update()


def follow_color_scheme(app: QApplication, appearance: str | None = None) -> None:
    """Install the theme and follow the desktop's scheme from now on. `appearance` (the user's
    choice, Settings > Appearance) is taken before the theme is installed, so a launch builds
    the palette and style sheet once, not once for the desktop and again for the choice."""
    if app.property("goclawFollowsScheme"):
        if appearance is not None:
            set_appearance(app, appearance)
        return
    if appearance is not None:
        app.setProperty(_APPEARANCE_PROPERTY, appearance)
    app.setProperty("goclawFollowsScheme", True)
    app.styleHints().colorSchemeChanged.connect(lambda scheme: apply_color_scheme(app, _chosen_scheme(app, scheme)))
    apply_color_scheme(app, _chosen_scheme(app, None))


def _chosen_scheme(app: QApplication, system: Qt.ColorScheme | None) -> Qt.ColorScheme | None:
    """The user's choice (Settings > Appearance) wins over what the desktop reports."""
    chosen = app.property(_APPEARANCE_PROPERTY)
    if chosen == "dark":
        return Qt.ColorScheme.Dark
    if chosen == "light":
        return Qt.ColorScheme.Light
    return system


def set_appearance(app: QApplication, appearance: str) -> None:
    """`system` follows the desktop from now on; `light` / `dark` override it until changed."""
    app.setProperty(_APPEARANCE_PROPERTY, appearance)
    apply_color_scheme(app, _chosen_scheme(app, None))


def app_icon() -> QIcon:
    """The GoClaw Lite icon at every shipped size, so HiDPI screens get a sharp one."""
    icon = QIcon()
    try:
        folder = resource("icons")
    except FileNotFoundError:
        return icon
    for png in sorted(folder.glob("goclaw-lite-*.png")):
        icon.addFile(str(png))
    return icon
