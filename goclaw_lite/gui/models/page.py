"""The Models page: the local models the built-in server can run, downloads with a progress bar,
and which model an agent uses.

Every read and write goes through `ctx.services.models`. A download runs in a worker thread
(the hub client blocks); its progress comes back through a queued signal, and Cancel sets the
event the download checks between pieces, so nothing half-downloaded is kept.
"""

from __future__ import annotations

import asyncio
import threading
from typing import TYPE_CHECKING

from goclaw_lite.gui.i18n.dates import format_size
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QStyle,
    Qt,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header, read_only_table
from goclaw_lite.gui.widgets.async_bridge import run_async
from goclaw_lite.gui.widgets.confirm import ask_to_delete
from goclaw_lite.model.local_models import LocalModelRow, ModelUse, Progress, PullResult

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext
    from goclaw_lite.model.agents import Agent

ROW_ROLE = Qt.ItemDataRole.UserRole


def _arg(template: str, *values: str) -> str:
    """Qt's `%1`, `%2`… filled in (a translated sentence keeps its own word order)."""
    for number, value in enumerate(values, start=1):
        template = template.replace(f"%{number}", value)
    return template


class ModelsPage(QWidget):
    loaded = Signal(int)
    """Emitted with the number of rows each time the list is filled."""
    progressed = Signal(object)
    """A download's `Progress`, emitted from the worker thread (delivered queued)."""
    finished = Signal(str)
    """Emitted with the outcome ("downloaded", "cancelled", "failed", "used", "removed")."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modelsPage")
        self.service = ctx.services.models
        self.agents_service = ctx.services.agents
        self.rows: tuple[LocalModelRow, ...] = ()
        self.hub_rows: tuple[LocalModelRow, ...] = ()
        """The last hub search's files, shown after the list until the next search."""
        self.searching = False
        self.agents: tuple[Agent, ...] = ()
        self.loading = False
        self.downloading: str | None = None
        self.cancel_event: threading.Event | None = None
        self.confirm_box: QMessageBox | None = None

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(
            self.tr("Models"),
            self.tr("Models that run on this computer, offline. Download one, then choose it for an agent."),
        ))
        layout.addLayout(self._build_bar())
        self.table = read_only_table("modelsTable", self.tr("Local models"), (
            self.tr("Model"), self.tr("Size"), self.tr("Memory"), self.tr("Licence"), self.tr("This computer"),
            self.tr("Status"),
        ), stretch=0)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.table, 1)
        layout.addLayout(self._build_actions())
        layout.addLayout(self._build_progress())
        self.status = QLabel("")
        self.status.setObjectName("modelsStatus")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Models status"))
        layout.addWidget(self.status)
        self.progressed.connect(self._show_progress)
        self._update_buttons()
        self.refresh()

    # --- construction ------------------------------------------------------------------

    def _build_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("modelSearch")
        self.search.setPlaceholderText(self.tr("Filter the list"))
        self.search.setAccessibleName(self.tr("Filter models"))
        self.search.textChanged.connect(self._fill)
        bar.addWidget(self.search, 1)
        self.source = QLineEdit()
        self.source.setObjectName("hubSource")
        self.source.setPlaceholderText(self.tr("Search the hub, or name owner/repository/file.gguf"))
        self.source.setAccessibleName(self.tr("Hub search or file"))
        self.source.returnPressed.connect(self.download_named)
        bar.addWidget(self.source, 2)
        self.fetch_button = QPushButton(self.tr("Search the hub"))
        self.fetch_button.setObjectName("fetchButton")
        self.fetch_button.setAccessibleName(self.tr("Search the hub"))
        self.fetch_button.setToolTip(self.tr("Lists the hub's GGUF files that match; a full owner/repository/file.gguf "
                                             "is downloaded at once"))
        self.fetch_button.clicked.connect(self.download_named)
        bar.addWidget(self.fetch_button)
        return bar

    def _build_actions(self) -> QHBoxLayout:
        actions = QHBoxLayout()
        self.download_button = QPushButton(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowDown),
                                           self.tr("&Download"))
        self.download_button.setObjectName("downloadButton")
        self.download_button.setAccessibleName(self.tr("Download the selected model"))
        self.download_button.clicked.connect(self.download_selected)
        actions.addWidget(self.download_button)
        actions.addSpacing(16)
        self.agent_combo = QComboBox()
        self.agent_combo.setObjectName("agentCombo")
        self.agent_combo.setAccessibleName(self.tr("Agent"))
        self.agent_combo.setMinimumContentsLength(14)
        self.use_button = QPushButton(self.tr("&Use for agent"))
        self.use_button.setObjectName("useButton")
        self.use_button.setAccessibleName(self.tr("Use the selected model for the agent"))
        self.use_button.setToolTip(
            self.tr("The agent talks to the built-in server running this model from its next message")
        )
        self.use_button.clicked.connect(self.use_selected)
        actions.addWidget(self.use_button)
        actions.addWidget(self.agent_combo)
        actions.addStretch(1)
        trash = self.style().standardIcon(QStyle.StandardPixmap.SP_TrashIcon)
        self.remove_button = QPushButton(trash, self.tr("&Remove"))
        self.remove_button.setObjectName("removeButton")
        self.remove_button.setAccessibleName(self.tr("Remove the selected model"))
        self.remove_button.clicked.connect(self.remove_selected)
        actions.addWidget(self.remove_button)
        return actions

    def _build_progress(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setObjectName("downloadProgress")
        self.progress.setAccessibleName(self.tr("Download progress"))
        self.progress.setRange(0, 1000)
        self.progress.setFormat("%p%")
        self.progress_label = QLabel("")
        self.progress_label.setObjectName("downloadDetail")
        self.cancel_button = QPushButton(self.tr("Cancel download"))
        self.cancel_button.setObjectName("cancelDownload")
        self.cancel_button.setAccessibleName(self.tr("Cancel the download"))
        self.cancel_button.clicked.connect(self.cancel_download)
        row.addWidget(self.progress, 1)
        row.addWidget(self.progress_label, 2)
        row.addWidget(self.cancel_button)
        for widget in (self.progress, self.progress_label, self.cancel_button):
            widget.hide()
        return row

    # --- reading -----------------------------------------------------------------------

    def refresh(self) -> None:
        self.loading = True

        async def load() -> tuple[tuple[LocalModelRow, ...], tuple[Agent, ...]]:
            return await self.service.overview(), await self.agents_service.list()

        run_async(load(), on_done=self._loaded, on_error=self._failed, owner=self,
                  what=self.tr("Listing the local models"))

    def _loaded(self, result: tuple[tuple[LocalModelRow, ...], tuple[Agent, ...]]) -> None:
        self.rows, self.agents = result
        current = self.agent_combo.currentData()
        self.agent_combo.clear()
        for agent in self.agents:
            self.agent_combo.addItem(agent.label, agent.agent_key)
        if self.agents:
            found = self.agent_combo.findData(current)
            self.agent_combo.setCurrentIndex(found if found >= 0 else 0)
        self._fill()
        self.loading = False
        self.loaded.emit(self.table.rowCount())

    def _fill(self) -> None:
        selected = self.selected()
        words = self.search.text().lower().split()
        shown = [r for r in self.rows if all(w in f"{r.name} {r.source} {r.licence}".lower() for w in words)]
        listed = {r.model_id for r in shown if r.downloaded}
        shown += [r for r in self.hub_rows if r.model_id not in listed]
        self.table.setRowCount(len(shown))
        for index, row in enumerate(shown):
            name = self.tr("{name} (built in)").format(name=row.name) if row.bundled else row.name
            cells = (name, self._size(row.size), self._size(row.memory_needed), row.licence or "—",
                     self._fit(row), self._status(row))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(ROW_ROLE, row.source)
                if column == 0:
                    item.setToolTip(row.source or self.tr("Installed with GoClaw Lite"))
                self.table.setItem(index, column, item)
            if selected is not None and row.source == selected.source:
                self.table.selectRow(index)
        self._update_buttons()

    def _size(self, size: int) -> str:
        return format_size(size) if size else "—"

    def _fit(self, row: LocalModelRow) -> str:
        if row.from_hub and not row.downloaded:
            return self.tr("Checked at download")
        if row.fits:
            return self.tr("Runs here")
        return self.tr("Not enough memory") if row.why_not == "memory" else self.tr("Not enough disk")

    def _status(self, row: LocalModelRow) -> str:
        if self.downloading == row.source and row.source:
            return self.tr("Downloading…")
        if row.users:
            return _arg(self.tr("Used by %1"), ", ".join(row.users))
        if row.bundled:
            return self.tr("Built in")
        if row.downloaded:
            return self.tr("Downloaded")
        return self.tr("On the hub") if row.from_hub else ""

    def selected(self) -> LocalModelRow | None:
        items = self.table.selectedItems()
        if not items:
            return None
        source = items[0].data(ROW_ROLE)
        return next((r for r in (*self.rows, *self.hub_rows) if r.source == source), None)

    def _update_buttons(self) -> None:
        row = self.selected()
        busy = self.downloading is not None
        self.download_button.setEnabled(row is not None and not row.downloaded and not busy)
        self.fetch_button.setEnabled(not busy and not self.searching)
        self.use_button.setEnabled(row is not None and row.downloaded and bool(self.agents))
        self.remove_button.setEnabled(row is not None and row.downloaded and not row.bundled)

    def _failed(self, exc: BaseException) -> None:
        self.loading = False
        self.status.setText(error_text(exc))

    # --- downloads ---------------------------------------------------------------------

    def download_selected(self) -> None:
        row = self.selected()
        if row is not None and row.source:
            self.download(row.source)

    def download_named(self) -> None:
        """Download what the box names (owner/repository/file.gguf), or search the hub for its words."""
        text = self.source.text().strip()
        if not text:
            return
        if text.lower().endswith(".gguf") and text.count("/") >= 2:
            self.download(text)
            return
        self.searching = True
        self.status.setText(_arg(self.tr("Searching the hub for “%1”…"), text))
        self._update_buttons()
        run_async(asyncio.to_thread(self.service.search_hub, text), on_done=self._found, on_error=self._search_failed,
                  owner=self, what=self.tr("Searching the hub"))

    def _found(self, rows: tuple[LocalModelRow, ...]) -> None:
        self.searching = False
        self.hub_rows = rows
        if rows:
            found = self.tr("%n GGUF file(s) on the hub match; select one and press Download.", "", len(rows))
            self.status.setText(found)
        else:
            self.status.setText(self.tr("No GGUF file on the hub matches."))
        self._fill()
        self.finished.emit("searched")

    def _search_failed(self, exc: BaseException) -> None:
        self.searching = False
        self.status.setText(error_text(exc))
        self._update_buttons()
        self.finished.emit("failed")

    def download(self, source: str) -> None:
        """Fetch `source` (a list key or owner/repository/file.gguf) in a worker thread."""
        if self.downloading is not None:
            return
        self.downloading = source
        self.cancel_event = threading.Event()
        self.progress.setValue(0)
        self.progress_label.setText(_arg(self.tr("Checking %1 with the hub…"), source))
        for widget in (self.progress, self.progress_label, self.cancel_button):
            widget.show()
        self.status.setText("")
        self._fill()
        pull = asyncio.to_thread(self.service.pull, source, progress=self.progressed.emit, cancel=self.cancel_event)
        run_async(pull, on_done=self._downloaded, on_error=self._download_failed, owner=self,
                  what=self.tr("Downloading a model"))

    def _show_progress(self, progress: Progress) -> None:
        if self.downloading is None:
            return
        if progress.total:
            self.progress.setValue(int(1000 * progress.done / progress.total))
            done = _arg(self.tr("%1 of %2"), self._size(progress.done), self._size(progress.total))
        else:
            self.progress.setRange(0, 0)
            done = self._size(progress.done)
        speed = _arg(self.tr("%1/s"), self._size(int(progress.rate)))
        left = progress.seconds_left
        remaining = "" if left is None else " · " + self._time_left(left)
        self.progress_label.setText(f"{self.downloading}: {done} · {speed}{remaining}")

    def _time_left(self, seconds: float) -> str:
        if seconds >= 3600:
            return self.tr("%n h left", "", int(seconds // 3600))
        if seconds >= 60:
            return self.tr("%n min left", "", int(seconds // 60))
        return self.tr("%n s left", "", int(seconds))

    def cancel_download(self) -> None:
        if self.cancel_event is not None:
            self.cancel_event.set()
            self.cancel_button.setEnabled(False)
            self.progress_label.setText(self.tr("Cancelling…"))

    def _end_download(self) -> None:
        self.downloading = None
        self.cancel_event = None
        self.progress.setRange(0, 1000)
        for widget in (self.progress, self.progress_label, self.cancel_button):
            widget.hide()
        self.cancel_button.setEnabled(True)

    def _downloaded(self, result: PullResult) -> None:
        self._end_download()
        model = result.model
        if result.already_there:
            self.status.setText(_arg(self.tr("%1 was already downloaded."), model.model_id))
        else:
            done = _arg(self.tr("Downloaded %1 (%2), checksum verified."), model.model_id, self._size(model.size))
            self.status.setText(done)
        self.source.clear()
        self.refresh()
        self.finished.emit("downloaded")

    def _download_failed(self, exc: BaseException) -> None:
        cancelled = self.cancel_event is not None and self.cancel_event.is_set()
        self._end_download()
        if cancelled:
            self.status.setText(self.tr("Download cancelled; nothing was kept."))
        else:
            self.status.setText(_arg(self.tr("The download failed: %1"), error_text(exc)))
        self._fill()
        self.finished.emit("cancelled" if cancelled else "failed")

    # --- choosing and removing ---------------------------------------------------------

    def use_selected(self) -> None:
        row = self.selected()
        agent_key = self.agent_combo.currentData()
        if row is None or not agent_key:
            return
        run_async(self.service.use(row.model_id, str(agent_key)), on_done=self._used, on_error=self._action_failed,
                  owner=self, what=self.tr("Choosing a model"))

    def _used(self, used: ModelUse) -> None:
        said = self.tr("%1 now uses %2; the model starts with its next message.")
        self.status.setText(_arg(said, used.agent_key, used.model_id))
        self.refresh()
        self.finished.emit("used")

    def remove_selected(self) -> None:
        row = self.selected()
        if row is None or not row.downloaded or row.bundled:
            return

        def answered(confirmed: bool) -> None:
            self.confirm_box = None
            if confirmed:
                run_async(self.service.remove(row.model_id), on_done=lambda _m: self._removed(row),
                          on_error=self._action_failed, owner=self, what=self.tr("Removing a model"))

        self.confirm_box = ask_to_delete(
            self, object_name="confirmRemoveModel", name=row.model_id,
            text=_arg(self.tr("Delete the downloaded file of %1?"), row.model_id),
            informative=_arg(self.tr("It frees %1 of disk; you can download it again later."),
                             self._size(row.size)),
            answered=answered,
        )

    def _removed(self, row: LocalModelRow) -> None:
        self.status.setText(_arg(self.tr("Removed %1."), row.model_id))
        self.refresh()
        self.finished.emit("removed")

    def _action_failed(self, exc: BaseException) -> None:
        self.status.setText(error_text(exc))
        self.finished.emit("failed")


PAGE_SPEC = PageSpec(
    key="models",
    title=QT_TRANSLATE_NOOP("pages", "Models"),
    icon_name="drive-harddisk",
    factory=ModelsPage,
    order=50,
    fallback_icon=QStyle.StandardPixmap.SP_DriveHDIcon,
    description=QT_TRANSLATE_NOOP("pages", "Local models for the built-in server: download, choose, remove"),
)
