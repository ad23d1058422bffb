"""Keyboard manners shared by the pages: Tab always moves on to the next control.

Qt's date/time edits use Tab to step through their sections (day, month, year) and, when
they show a special value such as "Any", have no section to step to, so Tab never leaves
them: a keyboard trap. Editing the sections stays possible with the arrow keys.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import QAbstractSpinBox, QEvent, QKeyEvent, QObject, Qt, QWidget

_MOVE_KEYS = {Qt.Key.Key_Tab: True, Qt.Key.Key_Backtab: False}


class _TabMovesOn(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and isinstance(watched, QWidget):
            forward = _MOVE_KEYS.get(Qt.Key(event.key()))
            if forward is not None and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
                # Backtab arrives as Shift+Tab on some platforms.
                if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                    forward = False
                parent = watched.parentWidget()
                if parent is not None:
                    parent.focusNextPrevChild(forward)
                    return True
        return False


def tab_moves_on(*edits: QAbstractSpinBox) -> None:
    """Make Tab / Shift+Tab leave these spin or date edits instead of moving between their sections."""
    for edit in edits:
        keeper = _TabMovesOn(edit)
        edit.installEventFilter(keeper)
