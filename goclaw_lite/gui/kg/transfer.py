"""Import… and Export… of the Knowledge graph page: the graph file (the format `kg import` and
`kg export` use) chosen in a file dialog, the work on the app's loop through `app.knowledge`.

An import is one transaction: its progress dialog shows the rows done, rows per second and the
time left, and Cancel cancels the task, which rolls the whole import back. The dialog is our own
rather than a QProgressDialog: a modal one runs the event loop inside each `setValue`, and with
it the rest of the import's coroutine.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

from goclaw_lite.app.knowledge import ExportSummary, ImportProgress, KnowledgeGraphService, export_graph, import_graph
from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.i18n.durations import format_duration
from goclaw_lite.gui.qt import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QObject,
    QProgressBar,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.model.kg import IngestReport


def format_seconds(seconds: float) -> str:
    """'1.4 s', '2 min 05 s' in the locale's digits and decimal point (the shared duration words)."""
    return format_duration(round(seconds * 1000), milliseconds_below=0)


class ImportDialog(QDialog):
    """Rows done, rows per second and the time left of a running import, with Cancel."""

    def __init__(self, path: Path, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("kgImportProgress")
        self.setWindowTitle(self.tr("Importing a knowledge graph"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        self.file_label = QLabel(self.tr("Reading {name}").format(name=path.name))
        self.file_label.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setAccessibleName(self.tr("Import progress"))
        self.stage_label = QLabel(self.tr("Starting…"))
        self.stage_label.setObjectName("kgImportStage")
        self.numbers_label = QLabel("")
        self.numbers_label.setObjectName("kgImportNumbers")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setToolTip(self.tr("Stop the import: nothing of the file is kept"))
        buttons.rejected.connect(self.reject)
        for widget in (self.file_label, self.bar, self.stage_label, self.numbers_label, buttons):
            layout.addWidget(widget)
        self.setMinimumWidth(380)

    def show_progress(self, update: ImportProgress) -> None:
        stages = {
            "read": self.tr("Reading and writing the rows"),
            "index": self.tr("Building the indexes"),
            "dedup": self.tr("Looking for duplicates"),
        }
        self.stage_label.setText(stages.get(update.stage, update.stage))
        self.bar.setValue(int(update.fraction * 1000))
        parts = [
            self.tr("%Ln row(s) done", "", update.rows),
            self.tr("{rate} rows/s").format(rate=format_number(round(update.rate))),
        ]
        left = update.seconds_left
        if left is not None:
            parts.append(self.tr("{time} left").format(time=format_seconds(left)))
        self.numbers_label.setText(" · ".join(parts))


class GraphTransfer(QObject):
    """The page's Import… and Export…; `changed` after an import wrote, `message` says how it went."""

    changed = Signal()
    message = Signal(str)

    def __init__(self, service: KnowledgeGraphService, parent: QWidget) -> None:
        super().__init__(parent)
        self.service = service
        self.window_parent = parent
        self.dialog: ImportDialog | None = None
        self.task: asyncio.Task[Any] | None = None
        self.last_error = ""
        self.progress_seen: list[ImportProgress] = []

    @property
    def busy(self) -> bool:
        return self.task is not None

    def _file_filter(self) -> str:
        return self.tr("Knowledge graph (*.json)") + ";;" + self.tr("All files (*)")

    def ask_import(self, agent_id: str) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self.window_parent, self.tr("Import a knowledge graph"), "", self._file_filter())
        if path:
            self.start_import(agent_id, Path(path))

    def ask_export(self, agent_id: str, suggested: str) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self.window_parent, self.tr("Export the knowledge graph"), f"{suggested}.json", self._file_filter())
        if path:
            self.start_export(agent_id, Path(path))

    def start_import(
        self, agent_id: str, path: Path, *, on_progress: Callable[[ImportProgress], None] | None = None
    ) -> None:
        """Import `path` into the agent's graph with a progress dialog; Cancel rolls it back."""
        if self.task is not None:
            return
        dialog = ImportDialog(path, self.window_parent)
        self.dialog = dialog
        self.progress_seen = []

        def progress(update: ImportProgress) -> None:
            self.progress_seen.append(update)
            dialog.show_progress(update)
            if on_progress is not None:
                on_progress(update)

        def done(report: IngestReport) -> None:
            self._finished()
            self.changed.emit()
            self.message.emit(self.tr("Imported {name}: {entities}, {relations}.").format(
                name=path.name,
                entities=self.tr("%Ln new entity(ies)", "", report.entities_created),
                relations=self.tr("%Ln new relation(s)", "", report.relations_created)))

        def failed(exc: BaseException) -> None:
            self._finished()
            self.last_error = " ".join(describe_error(exc, self.tr("Importing {name}").format(name=path.name)).split())
            self.message.emit(self.last_error)

        task = run_async(import_graph(self.service, agent_id, path, progress=progress), on_done=done, on_error=failed,
                         owner=self, what=self.tr("Importing a knowledge graph"))
        self.task = task
        dialog.rejected.connect(self.cancel)
        dialog.open()

    def cancel(self) -> None:
        """Stop the running import: its transaction rolls back, so the graph is as it was."""
        task = self.task
        if task is None:
            return
        task.add_done_callback(lambda t: self._cancelled() if t.cancelled() else None)
        task.cancel()

    def _cancelled(self) -> None:
        self._finished()
        self.message.emit(self.tr("Import cancelled; the knowledge graph is unchanged."))

    def _finished(self) -> None:
        self.task = None
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.rejected.disconnect(self.cancel)
            dialog.close()
            dialog.deleteLater()

    def start_export(self, agent_id: str, path: Path) -> None:
        def done(summary: ExportSummary) -> None:
            self.task = None
            self.message.emit(self.tr("Exported {entities} and {relations} to {path}.").format(
                entities=self.tr("%Ln entity(ies)", "", summary.entities),
                relations=self.tr("%Ln relation(s)", "", summary.relations), path=str(summary.path)))

        def failed(exc: BaseException) -> None:
            self.task = None
            self.last_error = " ".join(describe_error(exc, self.tr("Exporting the knowledge graph")).split())
            self.message.emit(self.last_error)

        self.task = run_async(export_graph(self.service, agent_id, path), on_done=done, on_error=failed, owner=self,
                              what=self.tr("Exporting the knowledge graph"))


__all__ = ["GraphTransfer", "ImportDialog", "format_seconds"]
