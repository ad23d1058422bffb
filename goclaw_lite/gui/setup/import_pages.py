"""Setup wizard pages that move a GoClaw Lite (Go) install in: the offer, then the summary.

They appear only when a GoClaw Lite database sits at GoClaw's default location. The offer
page says where it is and takes GoClaw's key when it is not found by itself; the summary
page runs the import (one transaction, after a backup) and shows, per table, what came
over, what was skipped and why, and what has no counterpart here.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.app.importer import (
    GoClawKey,
    ImportOptions,
    default_source_path,
    derive_key,
    find_key,
    run_import,
)
from goclaw_lite.errors import UserError
from goclaw_lite.gui.qt import (
    QCheckBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWizardPage,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.model.imports import ImportReport

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

SUMMARY_COLUMNS = (QT_TRANSLATE_NOOP("ImportSummaryPage", "Table"), QT_TRANSLATE_NOOP("ImportSummaryPage", "Imported"),
                   QT_TRANSLATE_NOOP("ImportSummaryPage", "Already here"),
                   QT_TRANSLATE_NOOP("ImportSummaryPage", "Skipped"))


def goclaw_database_found() -> Path | None:
    """GoClaw Lite's database at its default location, if there is one."""
    path = default_source_path()
    return path if path.is_file() else None


def _look_for_key() -> GoClawKey | None:
    try:
        return find_key()
    except UserError:
        return None


class ImportOfferPage(QWizardPage):
    """"A GoClaw Lite install was found: bring it over?" with a key field when its key is not found."""

    def __init__(self, path: Path, next_if_imported: int, next_otherwise: int) -> None:
        super().__init__()
        self.path = path
        self._next = (next_if_imported, next_otherwise)
        self.setTitle(self.tr("Move in from GoClaw Lite"))
        self.setSubTitle(
            self.tr("GoClaw Lite (the Go desktop app) is installed here. Its file is only read, never changed."))
        layout = QVBoxLayout(self)
        where = QLabel(self.tr("Found: {path}").format(path=path))
        where.setObjectName("wizardGoclawPath")
        where.setWordWrap(True)
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(where)
        about = QLabel(
            self.tr("Its providers (API keys sealed again under your key), agents, chats, knowledge graph, memories, "
            "vault, hooks and command-line credentials come over; teams, channels, cron jobs, skills and traces "
            "have no counterpart here and stay behind.")
        )
        about.setWordWrap(True)
        layout.addWidget(about)
        self.import_box = QCheckBox(self.tr("&Bring it over now"))
        self.import_box.setObjectName("wizardImportGoclaw")
        self.import_box.setChecked(True)
        layout.addWidget(self.import_box)
        form = QFormLayout()
        self.key_edit = QLineEdit()
        self.key_edit.setObjectName("wizardGoclawKey")
        self.key_edit.setAccessibleName(self.tr("GoClaw Lite encryption key"))
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setPlaceholderText(self.tr("only if it is not found by itself"))
        form.addRow(self.tr("GoClaw's &key:"), self.key_edit)
        layout.addLayout(form)
        self.key_status = QLabel("")
        self.key_status.setObjectName("wizardGoclawKeyStatus")
        self.key_status.setWordWrap(True)
        layout.addWidget(self.key_status)
        layout.addStretch(1)
        self._found: GoClawKey | None = None

    def initializePage(self) -> None:  # noqa: N802 (Qt override)
        self.key_status.setText(self.tr("Looking for GoClaw's key…"))
        run_async(asyncio.to_thread(_look_for_key), on_done=self._key_looked_up, owner=self,
                  what=self.tr("Looking for GoClaw's key"))

    def _key_looked_up(self, found: GoClawKey | None) -> None:
        """Off the GUI thread: a locked keyring may take its whole timeout to answer."""
        self._found = found
        self.key_edit.setVisible(found is None)
        self.key_status.setText(
            self.tr("GoClaw's key was found ({source}).").format(source=found.source) if found is not None
            else self.tr(
                "GoClaw's key was not found (GOCLAW_ENCRYPTION_KEY, its keyring entry or key file): type it above.")
        )

    def key(self) -> GoClawKey | None:
        """The key typed (if any) or found; None when neither (a file without secrets needs none)."""
        typed = self.key_edit.text().strip()
        if typed:
            return GoClawKey(derive_key(typed, source="the setup wizard"), "the setup wizard")
        return self._found

    def nextId(self) -> int:  # noqa: N802 (Qt override)
        return self._next[0] if self.import_box.isChecked() else self._next[1]


class ImportSummaryPage(QWizardPage):
    """Runs the import when shown, then lists per table what happened."""

    def __init__(self, ctx: AppContext, offer: ImportOfferPage, next_id: int, done_id: int) -> None:
        super().__init__()
        self._ctx = ctx
        self._offer = offer
        self._next_id = next_id
        self._done_id = done_id
        self.report: ImportReport | None = None
        self.done = False
        self.setTitle(self.tr("What came over from GoClaw Lite"))
        layout = QVBoxLayout(self)
        self.status_label = QLabel("")
        self.status_label.setObjectName("wizardImportStatus")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.table = QTableWidget(0, len(SUMMARY_COLUMNS))
        self.table.setObjectName("wizardImportTable")
        self.table.setAccessibleName(self.tr("Imported tables"))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in SUMMARY_COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table, 1)
        self.problems = QPlainTextEdit()
        self.problems.setObjectName("wizardImportProblems")
        self.problems.setAccessibleName(self.tr("Skipped rows and notes"))
        self.problems.setReadOnly(True)
        self.problems.setMaximumHeight(120)
        layout.addWidget(self.problems)
        self.left_behind = QLabel("")
        self.left_behind.setObjectName("wizardImportLeftBehind")
        self.left_behind.setWordWrap(True)
        layout.addWidget(self.left_behind)

    def initializePage(self) -> None:  # noqa: N802 (Qt override)
        if self.report is not None:  # came back to it: imported once is enough
            return
        self.done = False
        self.completeChanged.emit()
        try:
            key = self._offer.key()
        except UserError as exc:
            self.status_label.setText(describe_error(exc, self.tr("Reading GoClaw's key")) + " "
                                      + self.tr("Go back to correct it."))
            return
        self.status_label.setText(self.tr("Importing {path}…").format(path=self._offer.path))
        run_async(
            run_import(self._ctx, ImportOptions(source=self._offer.path), key),
            on_done=self._show, on_error=self._failed, owner=self, what=self.tr("Importing from GoClaw Lite"),
        )

    def _show(self, report: ImportReport) -> None:
        self.report = report
        rows = list(report.tables.items())
        self.table.setRowCount(len(rows))
        for row, (name, table) in enumerate(rows):
            for column, value in enumerate((name, table.imported, table.already_there, len(table.skipped))):
                self.table.setItem(row, column, QTableWidgetItem(str(value)))
        self.table.resizeColumnsToContents()
        lines = [self.tr("skipped {table} {row}: {reason}").format(table=p.table, row=p.row_id, reason=p.reason)
                 for p in report.problems]
        lines += [f"{name}: {', '.join(t.items)}" for name, t in report.tables.items() if t.items]
        lines += [f"{name}: {note}" for name, t in report.tables.items() for note in t.notes]
        lines += list(report.notes)
        self.problems.setPlainText("\n".join(lines) or self.tr("Nothing was skipped."))
        behind = ", ".join(f"{name} ({count})" for name, count in sorted(report.left_behind.items()))
        self.left_behind.setText(self.tr("Left behind (no counterpart here): {behind}").format(
            behind=behind) if behind else self.tr("Nothing was left behind."))
        backup = self.tr(" A backup of the database from before is at {path}.").format(
            path=report.backup_path) if report.backup_path else ""
        self.status_label.setText(self.tr("Imported %Ln row(s) from GoClaw Lite.", "", report.imported) + backup)
        self.done = True
        self.completeChanged.emit()

    def _failed(self, exc: BaseException) -> None:
        self.status_label.setText(describe_error(exc, self.tr("Importing from GoClaw Lite")) + " "
                                  + self.tr("Nothing was written; go back to try again."))

    @property
    def brought_agents(self) -> bool:
        return self.report is not None and bool(
            self.report.tables.get("agents") and self.report.tables["agents"].imported
        )

    def isComplete(self) -> bool:  # noqa: N802 (Qt override)
        return self.done

    def nextId(self) -> int:  # noqa: N802 (Qt override)
        """Straight to the end when GoClaw's agents came over: a model server is set up already."""
        return self._done_id if self.brought_agents else self._next_id
