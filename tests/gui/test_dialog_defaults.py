"""Enter in a dialog does the safe thing: the default button is never a destructive one, and the
dialogs reworked for it (KG prune) keep Enter away from what removes data."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.gui.kg.prune_dialog import PruneDialog
from goclaw_lite.gui.qt import QDialog, QDialogButtonBox, QMessageBox, QPushButton, Qt, QWidget
from goclaw_lite.gui.widgets.confirm import delete_confirmation
from goclaw_lite.model.kg import PruneReport
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import activate, press_key

pytestmark = [pytest.mark.gui,
              pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING, "This plugin does not support raise")]


def default_button(dialog: QDialog) -> QPushButton | None:
    return next((b for b in dialog.findChildren(QPushButton) if b.isDefault() and b.isVisible()), None)


def destructive_defaults(dialog: QDialog) -> list[str]:
    """Buttons in a destructive role that are the dialog's default (what Enter presses)."""
    found = []
    for box in dialog.findChildren(QDialogButtonBox):
        for button in box.buttons():
            if box.buttonRole(button) is QDialogButtonBox.ButtonRole.DestructiveRole and isinstance(button, QPushButton) \
                    and button.isDefault():
                found.append(button.text())
    if isinstance(dialog, QMessageBox):
        found += [b.text() for b in dialog.buttons()
                  if dialog.buttonRole(b) is QMessageBox.ButtonRole.DestructiveRole and b is dialog.defaultButton()]
    return found


def test_enter_in_the_prune_dialog_counts_again_and_never_prunes(qtbot: Any) -> None:
    dialog = PruneDialog("Helper")
    qtbot.addWidget(dialog)
    previews: list[float] = []
    prunes: list[float] = []
    dialog.previewRequested.connect(previews.append)
    dialog.pruneRequested.connect(prunes.append)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.show_preview(PruneReport(min_confidence=0.5, dry_run=True, entities=3, relations=1, sample=("Ada",)))
    assert dialog.prune_button.isEnabled()
    assert default_button(dialog) is dialog.preview_button
    assert destructive_defaults(dialog) == []
    activate(qtbot, dialog, dialog.threshold)
    press_key(qtbot, dialog, Qt.Key.Key_Return)
    assert previews == [0.5] and prunes == []
    assert not dialog.prune_button.autoDefault()  # Tab to Prune does not make Enter prune either
    dialog.show_preview(PruneReport(min_confidence=0.5, dry_run=True, entities=3, relations=1))
    dialog.prune_button.click()  # a deliberate click still prunes
    assert prunes == [0.5]


def test_delete_confirmations_default_to_cancel(qtbot: Any) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    box, delete = delete_confirmation(parent, object_name="confirmDelete", name="Helper", text="Delete Helper?",
                                      informative="This cannot be undone.")
    assert box.defaultButton() is not delete and box.defaultButton() is box.escapeButton()
    assert destructive_defaults(box) == []
