"""The Knowledge graph page's sentences about its undo step, in the window's language (the
step itself is data: what was changed, and how to take it back)."""

from __future__ import annotations

from goclaw_lite.gui.kg.models import UndoKind, UndoStep
from goclaw_lite.gui.qt import QObject


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
