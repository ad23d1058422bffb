"""The sidebar's parts: the list, what it needs of a page before the page's module is
imported (`NavEntry`, saved in gui.ini by the main window), and the menus' key sequences."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import (
    QIcon,
    QKeySequence,
    themed_icon,
)

if TYPE_CHECKING:
    from goclaw_lite.gui.shell.pages import PageSpec


def key_sequences(standard: QKeySequence.StandardKey, *explicit: str) -> list[QKeySequence]:
    """The platform's bindings for `standard` plus `explicit` ones, without duplicates
    (a duplicate shortcut is reported by Qt as ambiguous and does nothing)."""
    seen: set[str] = set()
    result: list[QKeySequence] = []
    for seq in [*QKeySequence.keyBindings(standard), *(QKeySequence(text) for text in explicit)]:
        text = seq.toString(QKeySequence.SequenceFormat.PortableText)
        if text and text not in seen:
            seen.add(text)
            result.append(seq)
    return result


@dataclass(frozen=True)
class NavEntry:
    """What the sidebar needs of a page, also before its module is imported."""

    key: str
    title: str
    icon_name: str
    fallback_icon: int
    description: str

    @classmethod
    def of(cls, spec: PageSpec) -> NavEntry:
        from goclaw_lite.gui.qt import QStyle  # not before the first frame (see `style_icon`)

        fallback = QStyle.StandardPixmap.SP_FileIcon if spec.fallback_icon is None else spec.fallback_icon
        return cls(spec.key, spec.title, spec.icon_name, int(fallback.value), spec.description)


def saved_entries(value: object) -> list[NavEntry] | None:
    try:
        items = json.loads(value) if isinstance(value, str) else None
        entries = [NavEntry(str(i["key"]), str(i["title"]), str(i["icon_name"]), int(i["fallback_icon"]),
                            str(i.get("description", ""))) for i in items] if isinstance(items, list) else None
    except (ValueError, TypeError, KeyError):
        return None
    return entries or None


def style_icon(icon_name: str, fallback: int) -> QIcon:
    """A page's theme icon, else its style icon: where the glyph font is missing (its glyph is
    tried first). `QStyle` is imported only here, since building its enums in Python costs the
    first frame a tenth of a bare window's start (tests/gui/test_shell_first.py)."""
    from goclaw_lite.gui.qt import QStyle

    return themed_icon(icon_name, QStyle.StandardPixmap(fallback))
