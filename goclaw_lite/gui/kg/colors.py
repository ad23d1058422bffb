"""Colours of entity types, shared by the list, the detail panel, the graph and its legend.

Common types get fixed, well-separated colours (a person is blue wherever it appears); other
types take the next unused colour of the same palette in the order they are first seen, and
past the palette, evenly spread hues. Mid-tone colours read on light and dark backgrounds.
"""

from __future__ import annotations

from collections.abc import Iterable

from goclaw_lite.gui.qt import QColor, QIcon, QPainter, QPixmap, Qt

PALETTE = (
    "#4e79a7",  # blue
    "#59a14f",  # green
    "#f28e2b",  # orange
    "#b07aa1",  # purple
    "#e15759",  # red
    "#76b7b2",  # teal
    "#edc948",  # yellow
    "#9c755f",  # brown
    "#ff9da7",  # pink
    "#8cd17d",  # light green
    "#86bcb6",  # grey-teal
    "#d4a6c8",  # lilac
)
KNOWN = {
    "person": 0, "people": 0, "human": 0, "user": 0,
    "place": 1, "location": 1, "city": 1, "country": 1,
    "project": 2, "product": 6, "software": 2,
    "organization": 3, "organisation": 3, "company": 3, "team": 3,
    "event": 4, "concept": 5, "topic": 5, "idea": 5,
    "document": 7, "book": 7, "paper": 7, "tool": 8, "skill": 9,
}
GOLDEN = 0.618033988749895


class TypeColors:
    """Stable colours per type for one page; ask in any order, get the same answer."""

    def __init__(self, types: Iterable[str] = ()) -> None:
        self._colors: dict[str, QColor] = {}
        self._icons: dict[str, QIcon] = {}
        self._used: set[int] = set()
        self._extra = 0
        self.learn(types)

    def learn(self, types: Iterable[str]) -> None:
        """Assign colours to `types` now: common types first, so others avoid their colours."""
        for name in sorted(set(types), key=lambda t: (t not in KNOWN, t)):
            self.color(name)

    def color(self, entity_type: str) -> QColor:
        found = self._colors.get(entity_type)
        if found is not None:
            return QColor(found)
        slot = KNOWN.get(entity_type)
        if slot is None:
            slot = next((i for i in range(len(PALETTE)) if i not in self._used), None)
        if slot is None:
            hue = (0.08 + self._extra * GOLDEN) % 1.0
            self._extra += 1
            color = QColor.fromHsvF(hue, 0.55, 0.85)
        else:
            self._used.add(slot)
            color = QColor(PALETTE[slot])
        self._colors[entity_type] = color
        return QColor(color)

    def icon(self, entity_type: str, size: int = 12) -> QIcon:
        """A round swatch of the type's colour (for list rows and menus)."""
        key = f"{entity_type}\0{size}"
        icon = self._icons.get(key)
        if icon is None:
            pixmap = QPixmap(size, size)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(self.color(entity_type).darker(130))
            painter.setBrush(self.color(entity_type))
            painter.drawEllipse(1, 1, size - 2, size - 2)
            painter.end()
            icon = QIcon(pixmap)
            self._icons[key] = icon
        return icon

    def known_types(self) -> list[str]:
        return sorted(self._colors)
