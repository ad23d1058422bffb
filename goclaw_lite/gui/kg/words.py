"""The Knowledge graph page's sentences in the window's language: about its undo step (the step
itself is data: what was changed, and how to take it back) and the graph's tooltips."""

from __future__ import annotations

from goclaw_lite.gui.kg.models import GraphNode, UndoKind, UndoStep
from goclaw_lite.gui.qt import QLocale, QObject


class UndoWords(QObject):
    def label(self, step: UndoStep) -> str:
        """The Undo button's text: which change it takes back."""
        if step.merge is not None:
            return self.tr("Undo merge of “{merged}” into “{survivor}”").format(
                merged=step.merge.merged.name, survivor=step.merge.survivor.name)
        if step.kind is UndoKind.EDIT:
            return self.tr("Undo edit of “{name}”").format(name=step.before.name)
        return self.tr("Undo delete of “{name}”").format(name=step.before.name)

    def done(self, step: UndoStep, name: str) -> str:
        """What the status bar says once the step was taken back."""
        if step.kind is UndoKind.DELETE:
            return self.tr("Restored {name}.").format(name=name)
        if step.kind is UndoKind.EDIT:
            return self.tr("Undid the edit of {name}.").format(name=name)
        return self.tr("Split off {name}.").format(name=name)


class GraphWords(QObject):
    """What hovering a node or a relation of the drawn graph says."""

    def node_tip(self, node: GraphNode, *, pinned: bool, more: int) -> str:
        if node.is_cluster:
            return self.tr("{name} at depth {depth}\nClick to draw them (a few dozen at a time)").format(
                name=node.name, depth=node.depth)
        parts = [self.tr("{name} ({type}), confidence {confidence}").format(
            name=node.name, type=node.entity_type, confidence=QLocale().toString(node.confidence, "f", 2))]
        if pinned:
            parts.append(self.tr("pinned"))
        if more:
            parts.append(self.tr("%Ln more neighbour(s)", "", more))
        action = (self.tr("Click for details, double-click to centre, drag to pin, click +N for more") if more
                  else self.tr("Click for details, double-click to centre, drag to pin"))
        return " · ".join(parts) + "\n" + action

    def edge_tip(self, source: str, relation: str, target: str, confidence: float) -> str:
        return self.tr("{source} → {relation} → {target} (confidence {confidence})").format(
            source=source, relation=relation, target=target, confidence=QLocale().toString(confidence, "f", 2))
