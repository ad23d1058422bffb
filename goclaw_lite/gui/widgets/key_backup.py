"""*Back up the key…*: where the key is kept today, and a copy written to a file the user picks.

The one place the window writes the key, so Settings, the setup wizard and the new-key notice
say the same thing. The file is made by `KeyService.back_up` (new file only, owner-only
permissions, an activity row with the fingerprint). File choosing goes through an injectable
`choose_file`, so tests write a backup without a native dialog.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.errors import UserError
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QPushButton,
    Qt,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

FileChooser = Callable[[QWidget], str | None]
DEFAULT_FILE_NAME = "goclaw-lite.key"


def ask_for_key_file(parent: QWidget) -> str | None:
    path, _filter = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("KeyBackupDialog", "Back up the encryption key"),
        str(Path.home() / DEFAULT_FILE_NAME))
    return path or None


class KeyBackupDialog(QDialog):
    """Where the key is, what a copy allows, and Save to a file…; it stays open to say where it went."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *,
                 choose_file: FileChooser = ask_for_key_file) -> None:
        super().__init__(parent)
        self.setObjectName("keyBackupDialog")
        self.setWindowTitle(self.tr("Back up the encryption key"))
        self.setMinimumWidth(520)
        self._ctx = ctx
        self._choose_file = choose_file
        self.written: Path | None = None
        self.busy = False
        layout = QVBoxLayout(self)
        intro = _wrapped(self.tr(
            "Every API key and credential GoClaw Lite stores is sealed with this key. If this computer is lost "
            "or its keyring is reset, only a copy of the key opens your data again."))
        layout.addWidget(intro)
        info = ctx.key_info
        form = QFormLayout()
        self.location_label = _selectable(info.summary if info.kind is not None else self.tr("No key is in use."))
        self.location_label.setObjectName("keyBackupLocation")
        self.fingerprint_label = _selectable(info.fingerprint or "—")
        self.fingerprint_label.setObjectName("keyBackupFingerprint")
        form.addRow(self.tr("Kept in:"), self.location_label)
        form.addRow(self.tr("Fingerprint:"), self.fingerprint_label)
        layout.addLayout(form)
        self.warning = _wrapped("<b>" + self.tr(
            "Anyone who has this file can read every credential and API key stored here.") + "</b> " + self.tr(
            "Keep it apart from this computer, in a password manager or on an encrypted drive; never in a shared "
            "or synced folder. The file is readable only by you."))
        self.warning.setObjectName("keyBackupWarning")
        layout.addWidget(self.warning)
        self.status_label = _wrapped("")
        self.status_label.setObjectName("keyBackupStatus")
        layout.addWidget(self.status_label)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.save_button: QPushButton = buttons.addButton(self.tr("&Save to a file…"),
                                                          QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button.setObjectName("keyBackupSave")
        self.save_button.setAccessibleName(self.tr("Save the key to a file"))
        self.save_button.setEnabled(ctx.loaded_key is not None)
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def save(self) -> None:
        """Ask for a file and write the key to it; a refusal (file exists, folder not writable) is shown here."""
        if self.busy:
            return
        path = self._choose_file(self)
        if not path:
            return
        try:
            key = self._ctx.require_key()
        except UserError as exc:
            self.status_label.setText(html.escape(str(exc)))
            return
        self.busy = True
        self.save_button.setEnabled(False)
        run_async(self._ctx.services.keys.back_up(key, Path(path)), on_done=self._saved, on_error=self._failed,
                  owner=self, what=self.tr("Backing up the key"))

    def _saved(self, written: Path) -> None:
        self.busy = False
        self.save_button.setEnabled(True)
        self.written = written
        self.status_label.setText(self.tr(
            "Saved to {file}, readable only by you. Move it somewhere safe.").format(file=html.escape(str(written))))

    def _failed(self, exc: BaseException) -> None:
        self.busy = False
        self.save_button.setEnabled(True)
        self.status_label.setText(html.escape(describe_error(exc, self.tr("Backing up the key"))))


def open_key_backup(ctx: AppContext, parent: QWidget, *,
                    choose_file: FileChooser = ask_for_key_file) -> KeyBackupDialog:
    """Show the dialog window-modal, without a nested event loop."""
    dialog = KeyBackupDialog(ctx, parent, choose_file=choose_file)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.finished.connect(dialog.deleteLater)
    dialog.show()
    return dialog


def _wrapped(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def _selectable(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label
