"""Settings > Backups: the copies kept beside the database (before upgrades and restores) and
before imports, each removable, and *Restore…*, which puts a backup back.

A restore cannot swap the file under the open store: the backup is checked here (off the GUI
thread, with the same checks as `goclaw-lite db restore`), the person confirms, and the window
closes; the session closes the store, the swap runs while the writer lock is still held
(`AppContext.pending_restore`), and GoClaw Lite starts again on the restored database.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.app import backups as restore
from goclaw_lite.errors import UserError
from goclaw_lite.gui.i18n.dates import format_datetime, format_size
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    Qt,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.gui.shell.pages import read_only_table
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.gui.widgets.confirm import delete_confirmation

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

FileChooser = Callable[[QWidget, Path], str]
"""Asks for the backup to restore, starting in a folder; "" when the person cancels."""


def choose_backup(parent: QWidget, folder: Path) -> str:
    path, _filter = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("BackupsBox", "Restore a backup"), str(folder),
        QCoreApplication.translate("BackupsBox", "Database backups (*.bak *.db);;All files (*)"))
    return path


class BackupsBox(QGroupBox):
    def __init__(
        self, ctx: AppContext, parent: QWidget | None = None, *, choose_file: FileChooser = choose_backup
    ) -> None:
        super().__init__("Backups", parent)
        self.setObjectName("backupsBox")
        self._ctx = ctx
        self._choose_file = choose_file
        self.db_path = restore.database_file(ctx.stores.db)
        self.found: list[restore.BackupFile] = []
        self.confirmation: QMessageBox | None = None
        layout = QVBoxLayout(self)
        self.status_label = QLabel("", self)
        self.status_label.setObjectName("backupsStatus")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.table = read_only_table("backupsTable", self.tr("Backups of the database"),
                                     (self.tr("Name"), self.tr("Kind"), self.tr("Size"), self.tr("Made")),
                                     stretch=0)
        self.table.setMinimumHeight(120)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        self.remove_button = QPushButton(self.tr("Remove…"))
        self.remove_button.setObjectName("backupsRemove")
        self.remove_button.setAccessibleName(self.tr("Remove the selected backup"))
        self.remove_button.clicked.connect(self.ask_remove)
        self.restore_button = QPushButton(self.tr("Restore…"))
        self.restore_button.setObjectName("backupsRestore")
        self.restore_button.setAccessibleName(self.tr("Restore a backup"))
        self.restore_button.setToolTip(
            self.tr("Put a backup in place of the database; the current one is kept as a backup"))
        self.restore_button.clicked.connect(self.ask_restore)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        row.addWidget(self.restore_button)
        layout.addLayout(row)
        if self.db_path is None:
            self.status_label.setText(
                self.tr("The store is PostgreSQL: back it up and restore it with PostgreSQL's own tools."))
            self.table.setVisible(False)
            self.remove_button.setVisible(False)
            self.restore_button.setVisible(False)
        else:
            self.refresh()

    def refresh(self) -> None:
        if self.db_path is None:
            return
        self.found = restore.backups(self._ctx.paths, self.db_path)
        self.table.setRowCount(len(self.found))
        for index, backup in enumerate(self.found):
            size = QTableWidgetItem(format_size(backup.size))
            size.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, item in enumerate((QTableWidgetItem(backup.path.name), QTableWidgetItem(backup.kind), size,
                                           QTableWidgetItem(format_datetime(backup.modified)))):
                item.setToolTip(str(backup.path))
                self.table.setItem(index, column, item)
        total = format_size(sum(b.size for b in self.found))
        self.status_label.setText(
            self.tr("%n backup(s), {total} in all.", "", len(self.found)).format(total=total) if self.found
            else self.tr("No backups: the database has not been upgraded or restored here.")
        )
        self._selection_changed()

    def _selected(self) -> restore.BackupFile | None:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        return self.found[min(rows)] if rows else None

    def _selection_changed(self) -> None:
        self.remove_button.setEnabled(self._selected() is not None)

    def ask_remove(self) -> QMessageBox | None:
        backup = self._selected()
        if backup is None or self.db_path is None:
            return None
        box, delete = delete_confirmation(
            self, object_name="backupRemoveConfirm", name=backup.path.name,
            text=self.tr("Delete the backup {name} ({size_text})?").format(
                name=backup.path.name, size_text=format_size(backup.size)),
            informative=self.tr("The database as it was then cannot be restored afterwards."),
        )
        delete.clicked.connect(lambda: self.remove(backup))
        box.open()
        self.confirmation = box
        return box

    def remove(self, backup: restore.BackupFile) -> None:
        assert self.db_path is not None
        try:
            restore.forget_backup(self._ctx.paths, self.db_path, str(backup.path))
        except (UserError, OSError) as exc:
            report_error(exc, owner=self, what=self.tr("Removing a backup"))
        self.refresh()

    def ask_restore(self) -> None:
        if self.db_path is None:
            return
        chosen = self._choose_file(self, self.db_path.parent)
        if not chosen:
            return
        self.status_label.setText(self.tr("Checking {name}…").format(name=Path(chosen).name))
        self.restore_button.setEnabled(False)
        run_async(restore.check_restore(self._ctx.paths, self.db_path, Path(chosen)), on_done=self._confirm_restore,
                  on_error=self._check_failed, owner=self, what=self.tr("Checking the backup"))

    def _check_failed(self, exc: BaseException) -> None:
        self.restore_button.setEnabled(True)
        said = self.tr("Not restored: {error}").format(error=exc) if isinstance(exc, UserError) \
            else self.tr("Not restored; see the status bar.")
        self.status_label.setText(said)
        report_error(exc, owner=self, what=self.tr("Checking the backup"))

    def _confirm_restore(self, plan: restore.RestorePlan) -> None:
        self.restore_button.setEnabled(True)
        self.status_label.setText(self.tr("{name} passed its checks (schema version {version}).").format(
            name=plan.source.name, version=plan.version))
        box = QMessageBox(self)
        box.setObjectName("restoreConfirm")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Restore this backup?"))
        box.setText(self.tr("Put {name} in place of the database?").format(name=plan.source.name))
        box.setInformativeText(
            self.tr("GoClaw Lite closes, keeps the current database as a backup (listed here), puts this one in its "
            "place and starts again.")
        )
        go = box.addButton(self.tr("Restore and restart"), QMessageBox.ButtonRole.AcceptRole)
        go.setAccessibleName(self.tr("Restore and restart"))
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        go.clicked.connect(lambda: self.start_restore(plan))
        box.open()
        self.confirmation = box

    def start_restore(self, plan: restore.RestorePlan) -> None:
        """Hand the checked backup to the session: it restores once the store is closed, then restarts."""
        self._ctx.pending_restore = plan
        self.window().close()
