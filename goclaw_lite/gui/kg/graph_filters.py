"""The graph's Filter menu: entity types, relation types and a confidence floor, for both modes.

It holds one `GraphFilter` and says when it changed; the panel applies it to the
neighbourhood (`GraphState.filter`) and to the whole graph. The legend toggles types too.
The "as of" date is the page's own control and reloads both modes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from goclaw_lite.gui.kg.graph_state import GraphFilter
from goclaw_lite.gui.qt import QAction, QMenu, QObject, QWidget, Signal
from goclaw_lite.gui.widgets.menu_button import MenuToolButton

CONFIDENCE_STEPS = (0.0, 0.25, 0.5, 0.75, 0.9)


class FilterMenu(QObject):
    changed = Signal()

    def __init__(self, parent: QWidget, types: Callable[[], Sequence[str]], relations: Callable[[], Sequence[str]]) -> None:
        super().__init__(parent)
        self.filter = GraphFilter()
        self._types = types
        self._relations = relations
        self.menu = QMenu(parent)
        self.menu.aboutToShow.connect(self._fill)
        self.button = MenuToolButton(self.tr("Filter"))
        self.button.setAccessibleName(self.tr("Filter"))
        self.button.setToolTip(
            self.tr("Leave out entity types, relation types or low-confidence entities and relations"))
        self.button.setMenu(self.menu)

    def set_filter(self, chosen: GraphFilter) -> None:
        if chosen != self.filter:
            self.filter = chosen
            self.button.setText(self.tr("Filter ●") if chosen.active else self.tr("Filter"))
            self.changed.emit()

    def toggle_type(self, entity_type: str) -> None:
        self.set_filter(replace(self.filter, hidden_types=self.filter.hidden_types ^ {entity_type}))

    def toggle_relation(self, relation_type: str) -> None:
        self.set_filter(replace(self.filter, hidden_relations=self.filter.hidden_relations ^ {relation_type}))

    def set_min_confidence(self, value: float) -> None:
        self.set_filter(replace(self.filter, min_confidence=value))

    def _check(self, text: str, checked: bool, slot: Callable[[], None]) -> QAction:
        action = self.menu.addAction(text)
        action.setCheckable(True)
        action.setChecked(checked)
        action.triggered.connect(lambda _c=False: slot())
        return action

    def _fill(self) -> None:
        """Rebuilt each time it opens: the types are those of the picture now."""
        self.menu.clear()
        self.menu.addSection(self.tr("Entity types"))
        for kind in sorted(set(self._types()) | self.filter.hidden_types):
            self._check(kind, kind not in self.filter.hidden_types, lambda k=kind: self.toggle_type(k))  # type: ignore[misc]
        self.menu.addSection(self.tr("Relation types"))
        for kind in sorted(set(self._relations()) | self.filter.hidden_relations):
            label = kind.replace("_", " ")
            self._check(label, kind not in self.filter.hidden_relations, lambda k=kind: self.toggle_relation(k))  # type: ignore[misc]
        self.menu.addSection(self.tr("Confidence at least"))
        for step in CONFIDENCE_STEPS:
            self._check(f"{step:.2f}", self.filter.min_confidence == step, lambda v=step: self.set_min_confidence(v))  # type: ignore[misc]
        self.menu.addSeparator()
        clear = self.menu.addAction(self.tr("Show everything"), lambda: self.set_filter(GraphFilter()))
        clear.setEnabled(self.filter.active)
