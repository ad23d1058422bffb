"""One icon set for the whole window: Phosphor's regular glyphs, drawn in the palette's colours.

The glyphs come from the Phosphor font that the `qtawesome` package ships (MIT); only the font
and its name map are loaded (about 20 ms), not qtawesome's Python side, which loads every
font it has at first use and would cost the first frame a second. Each icon is a small
`QIconEngine` that reads the application palette when it paints, so one icon serves light and
dark mode alike (and follows a switch at once); a selected sidebar row draws it in the
highlight's text colour. Where the font cannot be found (a broken install), the callers'
style icons are used instead.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import sys
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import (
    ALIGN_CENTER,
    QApplication,
    QColor,
    QFont,
    QFontDatabase,
    QIcon,
    QIconEngine,
    QPainter,
    QPalette,
    QPixmap,
    QRect,
    QSize,
)

if TYPE_CHECKING:
    from goclaw_lite.gui.qt import QStyle

log = logging.getLogger(__name__)

FONT_FILE = "phosphor-1.3.0.ttf"
CHARMAP_FILE = "phosphor-charmap-1.3.0.json"

PAGE_GLYPHS = {
    "home": "house",
    "chat": "chats-circle",
    "kg": "share-network",
    "vault": "notebook",
    "credentials": "key",
    "activity": "clock-counter-clockwise",
    "evolution": "trend-up",
    "hooks": "lightning",
    "jobs": "alarm",
    "promote": "database",
    "settings": "gear-six",
    "mcp": "puzzle-piece",
    "skills": "graduation-cap",
    "models": "cpu",
    "traces": "chart-bar-horizontal",
    "search": "magnifying-glass",
    "agents": "robot",
    "providers": "hard-drives",
}
"""One distinct glyph per sidebar page; a page not listed gets `app-window`."""

THEME_GLYPHS = {
    "view-refresh": "arrows-clockwise",
    "preferences-system": "gear-six",
    "list-add": "plus",
    "application-exit": "sign-out",
    "go-home": "house",
    "internet-chat": "chats-circle",
    "document-open-recent": "clock-counter-clockwise",
    "dialog-password": "key",
    "applications-science": "share-network",
    "accessories-text-editor": "notebook",
    "utilities-system-monitor": "trend-up",
    "system-run": "lightning",
    "appointment-soon": "alarm",
    "network-server-database": "database",
    "edit-find": "magnifying-glass",
    "edit-copy": "copy",
    "edit-delete": "trash",
}

STANDARD_GLYPHS = {
    "SP_BrowserReload": "arrows-clockwise",
    "SP_FileIcon": "file",
    "SP_FileDialogDetailedView": "list-bullets",
    "SP_FileDialogContentsView": "list",
    "SP_FileDialogInfoView": "info",
    "SP_FileDialogNewFolder": "folder-plus",
    "SP_MediaPlay": "play",
    "SP_MediaStop": "stop",
    "SP_DirOpenIcon": "folder-open",
    "SP_DirIcon": "folder",
    "SP_DirHomeIcon": "house",
    "SP_MessageBoxWarning": "warning",
    "SP_MessageBoxInformation": "info",
    "SP_MessageBoxCritical": "x-circle",
    "SP_DriveNetIcon": "hard-drives",
    "SP_DialogSaveButton": "floppy-disk",
    "SP_DialogCancelButton": "x",
    "SP_DialogCloseButton": "x",
    "SP_DialogApplyButton": "check",
    "SP_DialogDiscardButton": "eraser",
    "SP_TrashIcon": "trash",
    "SP_ArrowBack": "arrow-left",
    "SP_ArrowForward": "arrow-right",
    "SP_ArrowUp": "arrow-up",
    "SP_ComputerIcon": "desktop",
    "SP_CommandLink": "arrow-right",
}
"""By `QStyle.StandardPixmap` name: naming the enum's members here would build all of QStyle's
enums when this module is imported, before the window's first frame."""


def _font_dir() -> Path | None:
    frozen = getattr(sys, "_MEIPASS", None)  # the PyInstaller bundle keeps the font here
    if frozen and (Path(frozen) / "qtawesome" / "fonts" / FONT_FILE).is_file():
        return Path(frozen) / "qtawesome" / "fonts"
    spec = importlib.util.find_spec("qtawesome")  # locates the package without importing it
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).parent / "fonts"


@cache
def _glyphs() -> tuple[str, dict[str, str]] | None:
    """(font family, glyph name -> code point in hex), or None where the font is missing. The
    1,500 code points are parsed when asked for, not all before the first frame."""
    folder = _font_dir()
    try:
        if folder is None:
            raise FileNotFoundError("the qtawesome package is not installed")
        font_id = QFontDatabase.addApplicationFont(str(folder / FONT_FILE))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not families:
            raise OSError(f"{folder / FONT_FILE} could not be loaded")
        charmap = json.loads((folder / CHARMAP_FILE).read_text(encoding="utf-8"))
        if not isinstance(charmap, dict):
            raise ValueError(f"{folder / CHARMAP_FILE} is not a name map")
    except (OSError, ValueError) as exc:
        log.warning("icon font unavailable, using the style's icons: %s", exc)
        return None
    return families[0], charmap


class GlyphEngine(QIconEngine):
    """Paints one glyph in the current palette's colour for the icon's mode."""

    def __init__(self, family: str, code: int) -> None:
        super().__init__()
        self._family = family
        self._char = chr(code)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        # A pixmap at the device's resolution, as Qt's own icon engines paint: the glyph is drawn
        # in the pixmap painter's black and tinted, since QPainter.setPen (whatever it is given)
        # makes PySide build the `Qt` namespace's ~93 enums, and the sidebar's icons are in the
        # window's first frame, which builds none (tests/gui/test_shell_first.py).
        scale = max(abs(painter.deviceTransform().m11()), 1.0)
        size = QSize(max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))
        painter.drawPixmap(rect, self.pixmap(size, mode, state))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        palette = QApplication.palette()
        if mode == QIcon.Mode.Disabled:
            color = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
        elif mode == QIcon.Mode.Selected:
            color = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.HighlightedText)
        else:
            color = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText)
        pixmap = QPixmap(size)
        pixmap.fill(QColor(0, 0, 0, 0))  # Qt.GlobalColor.transparent, without the `Qt` enums
        font = QFont(self._family)
        font.setPixelSize(max(1, round(min(size.width(), size.height()) * 0.92)))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(font)
        painter.drawText(QRect(0, 0, size.width(), size.height()), ALIGN_CENTER, self._char)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        tint = QPixmap(size)  # filled, not a QBrush(color), which builds the `Qt` enums too
        tint.fill(color)
        painter.drawPixmap(QRect(0, 0, size.width(), size.height()), tint)
        painter.end()
        return pixmap

    def clone(self) -> QIconEngine:
        return GlyphEngine(self._family, ord(self._char))


def glyph_icon(name: str) -> QIcon | None:
    """The Phosphor glyph `name` as an icon, None if the font or the glyph is missing."""
    loaded = _glyphs()
    if loaded is None:
        return None
    family, codes = loaded
    code = codes.get(name)
    return QIcon(GlyphEngine(family, int(str(code), 16))) if code is not None else None


def page_icon(key: str) -> QIcon | None:
    return glyph_icon(PAGE_GLYPHS.get(key, "app-window"))


def theme_glyph_icon(name: str) -> QIcon | None:
    glyph = THEME_GLYPHS.get(name)
    return glyph_icon(glyph) if glyph else None


def standard_glyph_icon(pixmap: QStyle.StandardPixmap) -> QIcon | None:
    glyph = STANDARD_GLYPHS.get(pixmap.name)
    return glyph_icon(glyph) if glyph else None
