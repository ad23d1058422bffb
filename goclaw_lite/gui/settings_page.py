"""Settings: where everything lives and which key is in use (never the key itself).

Opening folders goes through an injectable `open_url` (QDesktopServices.openUrl by
default), so tests can press the buttons without starting a file manager.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.errors import UserError
from goclaw_lite.gui.async_bridge import report_error
from goclaw_lite.gui.pages import PageSpec, page_header, value_field
from goclaw_lite.gui.qt import (
    QDesktopServices,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QUrl,
    QVBoxLayout,
    QWidget,
    standard_icon,
)

if TYPE_CHECKING:
    from goclaw_lite.bootstrap import AppContext

UrlOpener = Callable[[QUrl], bool]


class FolderUnavailableError(UserError):
    """A folder could not be shown (missing, or no file manager)."""


def describe_database_state(ctx: AppContext) -> str:
    prep = ctx.prepare
    if prep.created:
        return "Created on this start"
    if prep.upgraded_from is not None:
        backup = f"; backup at {prep.backup_path}" if prep.backup_path else ""
        return f"Upgraded from version {prep.upgraded_from} on this start{backup}"
    return "Up to date"


class SettingsPage(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *, open_url: UrlOpener | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsPage")
        self._ctx = ctx
        self._open_url: UrlOpener = open_url or QDesktopServices.openUrl
        self.fields: dict[str, QLineEdit] = {}

        layout = QVBoxLayout(self)
        layout.addWidget(page_header("Settings", "Where GoClaw Lite keeps its data, and which encryption key it uses."))

        storage = QGroupBox("Storage")
        storage_form = QFormLayout(storage)
        storage_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._add(storage_form, "data_dir", "Data directory", str(ctx.paths.data_dir))
        self._add(storage_form, "db_path", "Database", str(ctx.paths.db_path))
        self._add(storage_form, "schema_version", "Schema version", str(ctx.prepare.version))
        self._add(storage_form, "database_state", "Database status", describe_database_state(ctx))
        self._add(storage_form, "store", "Store", ctx.stores.db.description)
        self._add(storage_form, "log_dir", "Log directory", str(ctx.paths.log_dir))
        layout.addWidget(storage)

        key = QGroupBox("Encryption key")
        key_form = QFormLayout(key)
        key_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        info = ctx.key_info
        self._add(key_form, "key_source", "Key source", info.summary)
        self._add(key_form, "key_fingerprint", "Fingerprint", info.fingerprint or "—")
        hint = QLabel(
            "Stored credentials can only be read with this key. Back it up with "
            "<code>goclaw-lite key export</code> and keep the copy somewhere safe."
        )
        hint.setWordWrap(True)
        key_form.addRow(hint)
        layout.addWidget(key)

        buttons = QHBoxLayout()
        self.open_data_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_DirOpenIcon), "Open data folder")
        self.open_data_button.setAccessibleName("Open data folder")
        self.open_data_button.setToolTip(f"Show {ctx.paths.data_dir} in the file manager")
        self.open_data_button.clicked.connect(self.open_data_folder)
        self.open_logs_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_DirIcon), "Open log folder")
        self.open_logs_button.setAccessibleName("Open log folder")
        self.open_logs_button.setToolTip(f"Show {ctx.paths.log_dir} in the file manager")
        self.open_logs_button.clicked.connect(self.open_log_folder)
        buttons.addWidget(self.open_data_button)
        buttons.addWidget(self.open_logs_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def _add(self, form: QFormLayout, name: str, label: str, text: str) -> None:
        field = value_field(text, label)
        field.setObjectName(f"setting_{name}")
        self.fields[name] = field
        form.addRow(f"{label}:", field)

    def field_text(self, name: str) -> str:
        return self.fields[name].text()

    def open_data_folder(self) -> bool:
        return self._open_folder(self._ctx.paths.data_dir)

    def open_log_folder(self) -> bool:
        return self._open_folder(self._ctx.paths.log_dir)

    def _open_folder(self, folder: Path) -> bool:
        if not folder.is_dir():
            report_error(FolderUnavailableError(f"The folder {folder} does not exist yet."), owner=self)
            return False
        if not self._open_url(QUrl.fromLocalFile(str(folder))):
            report_error(
                FolderUnavailableError(f"Could not open {folder}; no file manager answered. The path is shown above."),
                owner=self,
            )
            return False
        return True


PAGE_SPEC = PageSpec(
    key="settings",
    title="Settings",
    icon_name="preferences-system",
    factory=SettingsPage,
    order=90,
    fallback_icon=QStyle.StandardPixmap.SP_FileDialogDetailedView,
    description="Paths, schema and encryption key",
)
