"""The one "Delete …?" confirmation every page uses, so all of them behave alike.

Window-modal (`open()`, never a nested `exec()`), Cancel is the default and the Escape
button, and every control has an accessible name.
"""

from __future__ import annotations

from collections.abc import Callable

from goclaw_lite.gui.qt import QCoreApplication, QMessageBox, QPushButton, Qt, QWidget


def delete_confirmation(
    parent: QWidget, *, object_name: str, name: str, text: str, informative: str
) -> tuple[QMessageBox, QPushButton]:
    """A warning box asking to delete `name`; returns it (not yet open) and its Delete button."""
    translate = QCoreApplication.translate
    box = QMessageBox(parent)
    box.setObjectName(object_name)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("confirm", "Delete {name}?").format(name=name))
    box.setText(text)
    box.setInformativeText(informative)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAccessibleName(translate("confirm", "Delete {name}?").format(name=name))
    delete = box.addButton(translate("confirm", "Delete"), QMessageBox.ButtonRole.DestructiveRole)
    delete.setAccessibleName(translate("confirm", "Delete {name}").format(name=name))
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    cancel.setAccessibleName(translate("confirm", "Cancel"))
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    return box, delete


def ask_to_delete(
    parent: QWidget, *, object_name: str, name: str, text: str, informative: str, answered: Callable[[bool], None]
) -> QMessageBox:
    """Open the confirmation; `answered(True)` once Delete was pressed, `answered(False)` otherwise.
    Returns the open box (a test presses its buttons); it deletes itself once answered."""
    box, delete = delete_confirmation(parent, object_name=object_name, name=name, text=text, informative=informative)

    def finished(_code: int) -> None:
        confirmed = box.clickedButton() is delete
        box.deleteLater()
        answered(confirmed)

    box.finished.connect(finished)
    box.open()
    return box
