"""Light and dark: follow the desktop's colour scheme, or the user's choice in Settings."""

from __future__ import annotations

from goclaw_lite.gui.qt import QApplication, QColor, QIcon, QPalette, Qt
from goclaw_lite.resources import resource

_APPEARANCE_PROPERTY = "goclawAppearance"


def dark_palette() -> QPalette:
    """A dark Fusion palette, for platforms that report a dark scheme but hand out a light palette."""
    # Fields (Base) are lighter than the window: Fusion draws check box and radio outlines
    # from the window colour, so a darker Base would make unchecked indicators vanish.
    base, window, text, disabled = QColor(58, 58, 62), QColor(40, 40, 43), QColor(230, 230, 230), QColor(127, 127, 127)
    highlight = QColor(42, 130, 218)
    palette = QPalette()
    role = QPalette.ColorRole
    for r, colour in (
        (role.Window, window),
        (role.WindowText, text),
        (role.Base, base),
        (role.AlternateBase, QColor(50, 50, 54)),
        (role.ToolTipBase, window),
        (role.ToolTipText, text),
        (role.PlaceholderText, disabled),
        (role.Text, text),
        (role.Button, window),
        (role.ButtonText, text),
        (role.BrightText, QColor(255, 80, 80)),
        (role.Link, highlight.lighter(130)),
        (role.Highlight, highlight),
        (role.HighlightedText, QColor(255, 255, 255)),
        (role.Light, window.lighter(150)),
        (role.Midlight, window.lighter(125)),
        (role.Mid, window.darker(120)),
        (role.Dark, window.darker(150)),
        (role.Shadow, QColor(0, 0, 0)),
    ):
        palette.setColor(r, colour)
    for r in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, r, disabled)
    return palette


_DARK_PROPERTY = "goclawDarkPalette"


def apply_color_scheme(app: QApplication, scheme: Qt.ColorScheme | None = None) -> None:
    """Match the palette to the colour scheme, then repolish every widget.

    Where the platform theme already supplies a palette for the scheme (Windows 11, macOS,
    recent GNOME/KDE), nothing is overridden; widgets only use palette roles, never colours.
    """
    scheme = app.styleHints().colorScheme() if scheme is None else scheme
    palette_is_dark = app.palette().color(QPalette.ColorRole.Window).lightness() < 128
    ours = bool(app.property(_DARK_PROPERTY))
    if scheme == Qt.ColorScheme.Dark and not palette_is_dark:
        app.setPalette(dark_palette())
        app.setProperty(_DARK_PROPERTY, True)
    elif scheme != Qt.ColorScheme.Dark and ours:
        app.setPalette(QPalette())  # back to the platform's palette
        app.setProperty(_DARK_PROPERTY, False)
    repolish(app)


def repolish(app: QApplication) -> None:
    style = app.style()
    for widget in app.allWidgets():
        style.unpolish(widget)
        style.polish(widget)
        widget.update()


def follow_color_scheme(app: QApplication) -> None:
    if app.property("goclawFollowsScheme"):
        return
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
