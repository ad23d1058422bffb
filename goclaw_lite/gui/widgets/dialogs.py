"""Startup dialogs: which one a startup failure needs, and the dialogs themselves.

`decide_startup_dialog` is the whole policy (exception -> dialog kind, text and exit
code) and is pure: tests call it without a window or a loop. Each dialog class can be built
and inspected on its own. `DialogPresenter` shows one without a nested event loop
(`open()` plus a future resolved on `finished`), so the asyncio loop keeps running and no
task is re-entered while a dialog is up.
"""

from __future__ import annotations

import asyncio
import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from goclaw_lite.errors import DatabaseLockedError, InvalidKeyFormatError, KeyMissingError, UserError, WrongKeyError
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.i18n.key_words import KeyWords
from goclaw_lite.gui.qt import (
    QCheckBox,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QFont,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    is_alive,
    standard_icon,
)
from goclaw_lite.security.crypto import parse_key

if TYPE_CHECKING:
    from goclaw_lite.app.context import KeyInfo
    from goclaw_lite.config import Paths

APP_TITLE = "GoClaw Lite"
EXIT_REFUSED = 2
"""Exit code when startup stops at a problem the user can fix (locked, no key, bad database)."""
EXIT_BUG = 1
"""Exit code when startup hit an unexpected error (a bug; the traceback is in the log)."""
KEY_EXPORT_COMMAND = "goclaw-lite key export"


class DialogKind(enum.Enum):
    LOCKED = "locked"
    KEY_ENTRY = "key_entry"
    ERROR = "error"
    UNEXPECTED = "unexpected"
    NEW_KEY = "new_key"
    WARNING = "warning"


@dataclass(frozen=True)
class StartupDialog:
    """What to show; built by the pure functions below, rendered by `build_dialog`."""

    kind: DialogKind
    title: str
    text: str
    informative: str = ""
    exit_code: int = EXIT_REFUSED
    """The exit code if the user gives up here (0 for notices that do not stop startup)."""
    holder: str = ""
    data_dir: str = ""
    error_text: str = ""
    """For KEY_ENTRY: why the last key did not work, shown inline above the field."""


@dataclass(frozen=True)
class DialogAnswer:
    accepted: bool
    """LOCKED: try again; KEY_ENTRY: a key was entered; notices: acknowledged."""
    key: bytes | None = field(default=None, repr=False)
    remember: bool = True
    back_up_key: bool = False
    """NEW_KEY: the user pressed *Back up the key…* (the window opens that dialog)."""


def decide_startup_dialog(exc: BaseException, paths: Paths, *, entered_key: bool = False) -> StartupDialog:
    """The dialog a failed `open_app` calls for. `entered_key`: the key came from the key dialog."""
    data_dir = str(paths.data_dir)
    if isinstance(exc, DatabaseLockedError):
        holder = exc.holder or QCoreApplication.translate("dialogs", "another GoClaw Lite process")
        return StartupDialog(
            kind=DialogKind.LOCKED,
            title=QCoreApplication.translate("dialogs", "GoClaw Lite is already open"),
            text=QCoreApplication.translate("dialogs", "The data directory is in use by {holder}.").format(
                holder=holder),
            informative=(
                QCoreApplication.translate("dialogs",
                    "Data directory: {data_dir}\n\nOnly one GoClaw Lite may write to a database at a time. Close the "
                    "other one (or switch to it), then try again.").format(data_dir=data_dir)
            ),
            holder=holder,
            data_dir=data_dir,
        )
    if isinstance(exc, KeyMissingError):
        return StartupDialog(
            kind=DialogKind.KEY_ENTRY,
            title=QCoreApplication.translate("dialogs", "Encryption key needed"),
            text=QCoreApplication.translate("dialogs",
                "This database holds encrypted data, but its encryption key was not found."),
            informative=(
                QCoreApplication.translate("dialogs",
                    "The OS keyring may be locked or unavailable, or the key file {key_file} is missing. Paste the key "
                    "from your key backup to continue. A new key is never made for a database "
                    "that already has one, because every stored credential would be lost.").format(
                    key_file=paths.key_file)
            ),
            data_dir=data_dir,
        )
    if isinstance(exc, WrongKeyError):
        error = (
            QCoreApplication.translate("dialogs", "The key you entered does not open this database. Check that it is "
                                                  "the key exported for this data directory and that it was copied whole.")
            if entered_key
            else error_text(exc)
        )
        return StartupDialog(
            kind=DialogKind.KEY_ENTRY,
            title=QCoreApplication.translate("dialogs", "Encryption key does not match"),
            text=QCoreApplication.translate("dialogs",
                "The encryption key that was found does not belong to this database."),
            informative=(
                QCoreApplication.translate("dialogs",
                    "Nothing was read or written. Paste the key this database was created with, from your key "
                    "backup.")
            ),
            data_dir=data_dir,
            error_text=error,
        )
    if isinstance(exc, UserError):
        return StartupDialog(
            kind=DialogKind.ERROR,
            title=QCoreApplication.translate("dialogs", "GoClaw Lite cannot start"),
            text=error_text(exc),
            informative=QCoreApplication.translate("dialogs", "Data directory: {data_dir}").format(data_dir=data_dir),
            data_dir=data_dir,
        )
    return StartupDialog(
        kind=DialogKind.UNEXPECTED,
        title=QCoreApplication.translate("dialogs", "GoClaw Lite cannot start"),
        text=QCoreApplication.translate("dialogs",
            "An unexpected error stopped GoClaw Lite from starting ({kind}: {error}).").format(
            kind=type(exc).__name__, error=exc),
        informative=QCoreApplication.translate("dialogs",
            "This is a bug. The details were written to the log; please report them."),
        exit_code=EXIT_BUG,
        data_dir=data_dir,
    )


def new_key_notice(info: KeyInfo) -> StartupDialog:
    return StartupDialog(
        kind=DialogKind.NEW_KEY,
        title=QCoreApplication.translate("dialogs", "A new encryption key was created"),
        text=QCoreApplication.translate("dialogs", "GoClaw Lite created a new encryption key for this database."),
        informative=(
            QCoreApplication.translate("dialogs",
                "It is stored in {location} (fingerprint {fingerprint}).\n\nCredentials you save are encrypted with "
                "it: if the key is lost, they are lost. Back it up now and keep the copy somewhere safe.").format(
                location=KeyWords().source(info), fingerprint=info.fingerprint)
        ),
        exit_code=0,
    )


def new_key_note(info: KeyInfo) -> str:
    """The terminal's line about a key made at this start: where it is, never the key itself."""
    return (
        f"goclaw-lite: a new encryption key was created for this database and stored in {info.location} "
        f"(fingerprint {info.fingerprint}); back it up with `{KEY_EXPORT_COMMAND}`."
    )


def warning_notice(title: str, text: str, informative: str = "") -> StartupDialog:
    return StartupDialog(kind=DialogKind.WARNING, title=title, text=text, informative=informative, exit_code=0)


def key_not_stored_notice(error: str) -> StartupDialog:
    """The entered key opened the database but neither the keyring nor the key file took it."""
    return warning_notice(
        QCoreApplication.translate("dialogs", "The key could not be stored"),
        QCoreApplication.translate("dialogs", "The key opens the database, but it could not be stored, so it will be "
                                              "asked for again next time."),
        error,
    )


def key_shadowed_notice(stored_in: str, variable: str) -> StartupDialog:
    """The key was stored, but a key variable in the environment is read before it."""
    return warning_notice(
        QCoreApplication.translate("dialogs", "Another key is set in the environment"),
        QCoreApplication.translate("dialogs", "The key was stored in {location}, but {variable} is set in the "
                                              "environment to a different key and is read first.").format(
            location=stored_in, variable=variable),
        QCoreApplication.translate("dialogs", "Unset or correct {variable}, or GoClaw Lite will ask for the key "
                                              "again next time.").format(variable=variable),
    )


# --- dialogs ---------------------------------------------------------------------------


def _message_box(box: QMessageBox, request: StartupDialog, icon: QMessageBox.Icon, object_name: str) -> None:
    box.setObjectName(object_name)
    box.setWindowTitle(request.title)
    box.setIcon(icon)
    box.setText(request.text)
    box.setInformativeText(request.informative)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAccessibleName(request.title)


class DatabaseLockedDialog(QMessageBox):
    """Another process holds the writer lock: name it, offer to try again or quit."""

    def __init__(self, request: StartupDialog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _message_box(self, request, QMessageBox.Icon.Warning, "databaseLockedDialog")
        self.retry_button = self.addButton(self.tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
        self.retry_button.setAccessibleName(self.tr("Try again"))
        self.quit_button = self.addButton(self.tr("Quit"), QMessageBox.ButtonRole.RejectRole)
        self.quit_button.setAccessibleName(self.tr("Quit"))
        self.setDefaultButton(self.retry_button)
        self.setEscapeButton(self.quit_button)

    def answer(self) -> DialogAnswer:
        return DialogAnswer(accepted=self.clickedButton() is self.retry_button)


class StartupErrorDialog(QMessageBox):
    """Any other startup refusal; the only way on is to quit and fix the cause."""

    def __init__(self, request: StartupDialog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _message_box(self, request, QMessageBox.Icon.Critical, "startupErrorDialog")
        self.quit_button = self.addButton(self.tr("Quit"), QMessageBox.ButtonRole.RejectRole)
        self.quit_button.setAccessibleName(self.tr("Quit"))
        self.setDefaultButton(self.quit_button)
        self.setEscapeButton(self.quit_button)

    def answer(self) -> DialogAnswer:
        return DialogAnswer(accepted=False)


class NoticeDialog(QMessageBox):
    """A notice that does not stop startup (new key created, key could not be stored)."""

    def __init__(self, request: StartupDialog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        icon = QMessageBox.Icon.Information if request.kind is DialogKind.NEW_KEY else QMessageBox.Icon.Warning
        _message_box(self, request, icon, "newKeyNotice" if request.kind is DialogKind.NEW_KEY else "warningNotice")
        self.backup_button: QPushButton | None = None
        if request.kind is DialogKind.NEW_KEY:
            self.backup_button = self.addButton(self.tr("Back up the key…"), QMessageBox.ButtonRole.AcceptRole)
            self.backup_button.setObjectName("noticeBackUpKey")
            self.backup_button.setAccessibleName(self.tr("Back up the encryption key"))
        self.ok_button = self.addButton(QMessageBox.StandardButton.Ok)
        self.ok_button.setAccessibleName(self.tr("OK"))
        self.setDefaultButton(self.backup_button or self.ok_button)
        self.setEscapeButton(self.ok_button)

    def answer(self) -> DialogAnswer:
        return DialogAnswer(accepted=True, back_up_key=self.backup_button is not None
                            and self.clickedButton() is self.backup_button)


class KeyEntryDialog(QDialog):
    """Asks for the database's key; checks its format before closing, errors shown inline."""

    def __init__(self, request: StartupDialog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyEntryDialog")
        self.setWindowTitle(request.title)
        self.setAccessibleName(request.title)
        self.setModal(True)
        self.setMinimumWidth(520)
        self._key: bytes | None = None

        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        top = QHBoxLayout()
        top.setSpacing(12)
        icon = QLabel()
        icon.setPixmap(standard_icon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(40, 40))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        top.addWidget(icon)
        texts = QVBoxLayout()
        self.heading = QLabel(request.text)
        self.heading.setWordWrap(True)
        font = QFont(self.heading.font())
        font.setBold(True)
        self.heading.setFont(font)
        self.explanation = QLabel(request.informative)
        self.explanation.setWordWrap(True)
        texts.addWidget(self.heading)
        texts.addWidget(self.explanation)
        top.addLayout(texts, 1)
        layout.addLayout(top)
        layout.addSpacing(4)

        self.error_label = QLabel("")
        self.error_label.setObjectName("keyError")
        self.error_label.setAccessibleName(self.tr("Key problem"))
        self.error_label.setWordWrap(True)
        bold = QFont(self.error_label.font())
        bold.setBold(True)
        self.error_label.setFont(bold)
        layout.addWidget(self.error_label)
        self.show_error(request.error_text)

        field_label = QLabel(self.tr("&Encryption key:"))
        self.key_edit = QLineEdit()
        self.key_edit.setObjectName("keyEdit")
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setAccessibleName(self.tr("Encryption key"))
        self.key_edit.setPlaceholderText(self.tr("64 hex characters, 44 base64 characters, or 32 characters"))
        self.key_edit.setClearButtonEnabled(True)
        field_label.setBuddy(self.key_edit)
        layout.addWidget(field_label)
        layout.addWidget(self.key_edit)

        self.show_key_box = QCheckBox(self.tr("Show key"))
        self.show_key_box.setAccessibleName(self.tr("Show key"))
        self.show_key_box.toggled.connect(self._toggle_echo)
        self.remember_box = QCheckBox(self.tr("Remember this key on this computer (OS keyring, or the key file)"))
        self.remember_box.setAccessibleName(self.tr("Remember this key"))
        self.remember_box.setChecked(True)
        layout.addWidget(self.show_key_box)
        layout.addWidget(self.remember_box)

        self.buttons = QDialogButtonBox()
        self.use_button: QPushButton = self.buttons.addButton(
            self.tr("Use key"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.use_button.setAccessibleName(self.tr("Use key"))
        self.use_button.setDefault(True)
        self.quit_button: QPushButton = self.buttons.addButton(self.tr("Quit"), QDialogButtonBox.ButtonRole.RejectRole)
        self.quit_button.setAccessibleName(self.tr("Quit"))
        self.buttons.accepted.connect(self._try_accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.key_edit.setFocus()
        # Wrapped labels report their height only for a given width: size the dialog for
        # its minimum width first, so no line of the explanation is cut off.
        width = self.minimumWidth()
        self.resize(width, max(self.sizeHint().height(), layout.heightForWidth(width)))
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)

    def _toggle_echo(self, shown: bool) -> None:
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password)

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    @property
    def error_text(self) -> str:
        return self.error_label.text() if not self.error_label.isHidden() else ""

    def _try_accept(self) -> None:
        try:
            key = parse_key(self.key_edit.text(), source="the key you entered")
        except InvalidKeyFormatError as exc:
            self.show_error(error_text(exc))
            self.key_edit.setFocus()
            self.key_edit.selectAll()
            return
        self._key = key
        self.key_edit.clear()
        self.accept()

    def key(self) -> bytes | None:
        return self._key

    def answer(self) -> DialogAnswer:
        accepted = self.result() == QDialog.DialogCode.Accepted and self._key is not None
        return DialogAnswer(accepted=accepted, key=self._key if accepted else None, remember=self.remember_box.isChecked())


StartupDialogWidget = DatabaseLockedDialog | StartupErrorDialog | NoticeDialog | KeyEntryDialog


def build_dialog(request: StartupDialog, parent: QWidget | None = None) -> StartupDialogWidget:
    if request.kind is DialogKind.LOCKED:
        return DatabaseLockedDialog(request, parent)
    if request.kind is DialogKind.KEY_ENTRY:
        return KeyEntryDialog(request, parent)
    if request.kind in (DialogKind.NEW_KEY, DialogKind.WARNING):
        return NoticeDialog(request, parent)
    return StartupErrorDialog(request, parent)


class DialogPresenter:
    """The real `show_dialog`: shows a startup dialog and waits for it without blocking the loop."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    async def __call__(self, request: StartupDialog) -> DialogAnswer:
        dialog = build_dialog(request, self.parent)
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def settle(_code: int) -> None:
            if not done.done():
                done.set_result(None)

        dialog.finished.connect(settle)
        dialog.open()
        try:
            await done
            return dialog.answer()
        finally:
            if is_alive(dialog):  # a parent closing first may already have deleted it
                dialog.close()
                dialog.deleteLater()
