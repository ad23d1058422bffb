"""Light and dark: follow the desktop's colour scheme, or the user's choice in Settings.

Asking Qt for the desktop's scheme hands Python a `Qt.ColorScheme`, and PySide builds the whole
`Qt` namespace's ~93 enum types for it (~118 M instructions, a fifth of a bare window's start).
The launcher therefore paints the first frame in the scheme the desktop had when the window was
last closed (kept in gui.ini) and asks once the frame is drawn (`confirm_color_scheme`),
repainting in the rare case the desktop changed meanwhile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import QApplication, QIcon, QSettings
from goclaw_lite.gui.style import apply_style
from goclaw_lite.resources import resource

if TYPE_CHECKING:
    from goclaw_lite.gui.qt import Qt

_APPEARANCE_PROPERTY = "goclawAppearance"
_DARK_PROPERTY = "goclawDark"  # the theme installed now
_UNCONFIRMED_PROPERTY = "goclawSchemeUnconfirmed"  # painted in the remembered scheme, not yet asked
DESKTOP_DARK_KEY = "appearance/desktopDark"
"""gui.ini: whether the desktop's scheme was dark when the window last saved its state."""


def apply_color_scheme(app: QApplication, scheme: Qt.ColorScheme | None = None) -> None:
    """Install the design system's light or dark theme (gui/style) for the scheme, then repolish.

    The app always draws with its own palette and style sheet, on every platform, so what the
    contrast test checks is what is on screen; the desktop decides only light or dark.
    """
    from goclaw_lite.gui.qt import Qt

    scheme = app.styleHints().colorScheme() if scheme is None else scheme
    _install(app, scheme == Qt.ColorScheme.Dark)


def _install(app: QApplication, dark: bool) -> None:
    apply_style(app, dark)
    app.setProperty(_DARK_PROPERTY, dark)
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


def desktop_is_dark(app: QApplication) -> bool:
    from goclaw_lite.gui.qt import Qt

    return bool(app.styleHints().colorScheme() == Qt.ColorScheme.Dark)


def remembered_desktop_dark(settings: QSettings) -> bool | None:
    """The desktop's scheme at the last save (`DESKTOP_DARK_KEY`), None if never saved."""
    value = settings.value(DESKTOP_DARK_KEY)
    if isinstance(value, bool):
        return value
    return {"true": True, "false": False}.get(str(value).lower()) if value is not None else None


def follow_color_scheme(app: QApplication, appearance: str | None = None, *, desktop_dark: bool | None = None) -> None:
    """Install the theme and follow the desktop's scheme from now on. `appearance` (the user's
    choice, Settings > Appearance) is taken before the theme is installed, so a launch builds
    the palette and style sheet once, not once for the desktop and again for the choice.

    `desktop_dark` (the launcher: `remembered_desktop_dark`) is taken for the desktop's scheme
    without asking it; the desktop is asked, and followed, from `confirm_color_scheme` on."""
    if app.property("goclawFollowsScheme"):
        if appearance is not None:
            set_appearance(app, appearance)
        return
    if appearance is not None:
        app.setProperty(_APPEARANCE_PROPERTY, appearance)
    app.setProperty("goclawFollowsScheme", True)
    if desktop_dark is not None:
        app.setProperty(_UNCONFIRMED_PROPERTY, True)
    else:
        _follow_desktop(app)
    _install(app, _wanted_dark(app, desktop_dark))


def confirm_color_scheme(app: QApplication) -> None:
    """After the first frame: ask the desktop for its scheme, repaint if it is not the one the
    frame was painted in, and follow it from now on. Nothing to do if it was asked already."""
    if not app.property(_UNCONFIRMED_PROPERTY):
        return
    app.setProperty(_UNCONFIRMED_PROPERTY, False)
    _follow_desktop(app)
    dark = _wanted_dark(app)
    if dark != bool(app.property(_DARK_PROPERTY)):
        _install(app, dark)


def _follow_desktop(app: QApplication) -> None:
    app.styleHints().colorSchemeChanged.connect(lambda scheme: apply_color_scheme(app, _chosen_scheme(app, scheme)))


def _wanted_dark(app: QApplication, desktop_dark: bool | None = None) -> bool:
    """The user's choice, else the desktop's scheme: `desktop_dark` if given, else asked (which
    builds the `Qt` enums, so only when no choice settles it)."""
    chosen = _chosen_dark(app)
    if chosen is not None:
        return chosen
    return desktop_is_dark(app) if desktop_dark is None else desktop_dark


def _chosen_dark(app: QApplication) -> bool | None:
    """The user's choice (Settings > Appearance): True dark, False light, None the desktop's."""
    chosen = app.property(_APPEARANCE_PROPERTY)
    return True if chosen == "dark" else False if chosen == "light" else None


def _chosen_scheme(app: QApplication, system: Qt.ColorScheme | None) -> Qt.ColorScheme | None:
    """The user's choice (Settings > Appearance) wins over what the desktop reports."""
    from goclaw_lite.gui.qt import Qt

    chosen = _chosen_dark(app)
    if chosen is None:
        return system
    return Qt.ColorScheme.Dark if chosen else Qt.ColorScheme.Light


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
