"""The one "Delete …?" confirmation every page uses, so all of them behave alike.

Window-modal (`open()`, never a nested `exec()`), Cancel is the default and the Escape
button, and every control has an accessible name.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import QMessageBox, QPushButton, Qt, QWidget


def delete_confirmation(
    parent: QWidget, *, object_name: str, name: str, text: str, informative: str
) -> tuple[QMessageBox, QPushButton]:
    """A warning box asking to delete `name`; returns it (not yet open) and its Delete button."""
    box = QMessageBox(parent)
    box.setObjectName(object_name)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(f"Delete {name}?")
    box.setText(text)
    box.setInformativeText(informative)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAccessibleName(f"Delete {name}?")
    delete = box.addButton("Delete", QMessageBox.ButtonRole.DestructiveRole)
    delete.setAccessibleName(f"Delete {name}")
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    cancel.setAccessibleName("Cancel")
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    return box, delete
