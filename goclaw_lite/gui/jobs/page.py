"""The Jobs page: each scheduled job as a card with its next run in words ("in 3 h, at 07:00")
and its last status; Add/Edit, On/Off, Run now, Delete (buttons, a card's context menu, Enter
and the Delete key); and the selected job's history, with each run's answer.

All work goes through `JobsService` (`ctx.services.jobs`) on the qasync loop, as the command
line's `goclaw-lite jobs` does. Runs made by the window's timer (`JobsDriver`) refresh the page.
"""

from __future__ import annotations

from dataclasses import asdict
from datetime import datetime
from typing import TYPE_CHECKING, Any

from goclaw_lite.gui.i18n.known_text import known_text
from goclaw_lite.gui.jobs.dialog import JobDialog
from goclaw_lite.gui.jobs.words import JobWords
from goclaw_lite.gui.qt import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QShowEvent,
    QSplitter,
    QStyle,
    Qt,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header, read_only_table
from goclaw_lite.gui.style.cards import Card
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.card_list import CardList
from goclaw_lite.gui.widgets.icons import page_icon
from goclaw_lite.model.jobs import FinishedRun, Job, JobDraft, JobRun

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext


class JobsPage(QWidget):
    loaded = Signal(object)
    """The list of Job shown, after each refresh."""
    historyLoaded = Signal(object)
    """The list of JobRun shown for the selected job."""
    runFinished = Signal(object)
    """A FinishedRun started here with Run now."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("jobsPage")
        self.service = ctx.services.jobs
        self.agents = ctx.services.agents
        self.words = JobWords(self)
        self.jobs: list[Job] = []
        self.runs: list[JobRun] = []
        self.dialog: JobDialog | None = None
        self._generation = 0
        self._wanted: str | None = None
        self._running: set[str] = set()

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Scheduled jobs"), self.tr(
            "An agent, a message and when to ask it. Runs go through the same chat, tools, hooks and credentials as "
            "yours; nobody approves during a run, so only pre-approved tools that need approval are used. While this "
            "window is open it runs the jobs; to run them while it is closed, a system timer can do it (see the "
            "guide's Scheduled jobs page).")))
        layout.addLayout(self._toolbar())
        self.list = CardList("jobsList", self.tr("Scheduled jobs"))
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.list.itemActivated.connect(lambda _item: self.edit_job())
        self.list.use_buttons((self.edit_button, self.toggle_button, self.run_button, self.delete_button),
                              delete=self.delete_button)
        run_columns = (self.tr("Ran at"), self.tr("Status"), self.tr("Took"), self.tr("Tokens"), self.tr("Answer"))
        self.history = read_only_table("jobHistory", self.tr("Runs of the selected job"), run_columns)
        self.history.itemSelectionChanged.connect(self._run_selected)
        self.answer = QTextBrowser()  # answers are Markdown; nothing remote is fetched, links are not followed
        self.answer.setObjectName("jobAnswer")
        self.answer.setAccessibleName(self.tr("The selected run's answer"))
        self.answer.setOpenLinks(False)
        self.answer.setPlaceholderText(self.tr("Select a run to read its answer."))
        self.trace_button = QPushButton(self.tr("View trace"))
        self.trace_button.setObjectName("jobTrace")
        self.trace_button.setToolTip(
            self.tr("Each step of the selected run (model calls, tools), once traces are kept"))
        self.trace_button.setAccessibleName(self.tr("View the trace of the selected run"))
        self.trace_button.setEnabled(False)
        self.trace_button.clicked.connect(self.view_trace)
        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.setChildrenCollapsible(False)
        lower.addWidget(self._boxed(self.tr("Hi&story"), self.history))
        answer_box = self._boxed(self.tr("A&nswer"), self.answer)
        answer_box.layout().addWidget(self.trace_button)  # type: ignore[union-attr]
        lower.addWidget(answer_box)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 2)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("jobsSplitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.list)
        splitter.addWidget(lower)
        layout.addWidget(splitter, 1)
        self.status_label = QLabel("")
        self.status_label.setObjectName("jobsStatus")
        layout.addWidget(self.status_label)
        self._update_buttons()
        self.refresh()

    @staticmethod
    def _boxed(title: str, widget: QWidget) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        label = QLabel(title)
        label.setBuddy(widget)
        column.addWidget(label)
        column.addWidget(widget, 1)
        return box

    def _button(self, text: str, name: str, tip: str, icon: QStyle.StandardPixmap | None = None) -> QPushButton:
        button = QPushButton(standard_icon(icon), text) if icon is not None else QPushButton(text)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        return button

    def _toolbar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        pix = QStyle.StandardPixmap
        self.add_button = self._button(self.tr("Add…"), "jobAdd", self.tr("Add a scheduled job"),
                                       pix.SP_FileDialogNewFolder)
        self.edit_button = self._button(self.tr("Edit…"), "jobEdit", self.tr("Change the selected job"))
        self.toggle_button = self._button(self.tr("Turn off"), "jobToggle",
                                          self.tr("Switch the selected job on or off"))
        self.run_button = self._button(self.tr("Run now"), "jobRunNow", self.tr("Run the selected job now"),
                                       pix.SP_MediaPlay)
        self.delete_button = self._button(self.tr("Delete…"), "jobDelete",
                                          self.tr("Delete the selected job and its history"),
                                          pix.SP_TrashIcon)
        self.refresh_button = self._button(self.tr("Refresh"), "jobsRefresh", self.tr("Load the jobs again"),
                                           pix.SP_BrowserReload)
        self.add_button.clicked.connect(self.add_job)
        self.edit_button.clicked.connect(self.edit_job)
        self.toggle_button.clicked.connect(self.toggle_job)
        self.run_button.clicked.connect(self.run_job)
        self.delete_button.clicked.connect(self.delete_job)
        self.refresh_button.clicked.connect(lambda: self.refresh())
        for button in (self.add_button, self.edit_button, self.toggle_button, self.run_button, self.delete_button):
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.refresh_button)
        return bar

    # --- loading -------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt naming
        super().showEvent(event)
        self.refresh()

    def refresh(self, select: str | None = None) -> None:
        self._generation += 1
        generation = self._generation
        self._wanted = select or (job.id if (job := self.selected()) else None)
        run_async(self.service.list(), on_done=lambda jobs: self._show(generation, jobs), owner=self,
                  what=self.tr("Loading the jobs"))

    def _show(self, generation: int, jobs: list[Job]) -> None:
        if generation != self._generation:
            return
        self.jobs = jobs
        now = self.service.clock.now()
        self.list.set_cards([self._card(job, now) for job in jobs])
        ids = [job.id for job in jobs]
        if jobs:
            self.list.select_row(ids.index(self._wanted) if self._wanted in ids else 0)
        else:
            self.list.clearSelection()
        self._selection_changed()
        self.status_label.setText(self.tr("%n job(s).", "", len(jobs)) if jobs else self.tr(
            "No jobs yet. Add one to have an agent report on a schedule."))
        self.loaded.emit(jobs)

    def _card(self, job: Job, now: datetime) -> Card:
        """Name; agent and schedule; the next run at the right (Off when off); the last run under
        them, in the danger colour when it failed."""
        running = job.running or job.id in self._running
        next_run = self.tr("Running now…") if running else self.words.next_run(job, now)
        last = self.words.last_run(job)
        schedule = self.words.schedule(job.schedule)
        fields = ((self.tr("Name"), job.name), (self.tr("Agent"), job.agent_key), (self.tr("Schedule"), schedule),
                  (self.tr("Next run"), next_run), (self.tr("Last run"), last))
        return Card(job.name, self.tr("{agent} · {schedule}").format(agent=job.agent_key, schedule=schedule),
                    next_run, "accent" if running else "",
                    self.tr("Last run: {last}").format(last=last), "danger" if job.last_status == "error" else "",
                    fields, page_icon("jobs"), dim=not job.enabled)

    def selected(self) -> Job | None:
        row = self.list.selected_row()
        return self.jobs[row] if 0 <= row < len(self.jobs) else None

    def _selection_changed(self) -> None:
        self._update_buttons()
        job = self.selected()
        self.answer.clear()
        if job is None:
            self.history.setRowCount(0)
            return
        run_async(self.service.history(job.id), on_done=lambda runs: self._show_history(job.id, runs), owner=self,
                  what=self.tr("Loading the job's history"))

    def _show_history(self, job_id: str, runs: list[JobRun]) -> None:
        current = self.selected()
        if current is None or current.id != job_id:
            return
        self.runs = runs
        self.history.blockSignals(True)
        self.history.setRowCount(len(runs))
        for row, run in enumerate(runs):
            first = (run.summary if run.status == "ok" else known_text(run.error or "")) or run.summary or ""
            cells = (self.words.run_time(run), self.words.status(run.status), self.words.duration(run),
                     self.words.tokens(run), first.strip().splitlines()[0] if first.strip() else "")
            for column, text in enumerate(cells):
                self.history.setItem(row, column, QTableWidgetItem(text))
        self.history.blockSignals(False)
        if runs:
            self.history.selectRow(0)
        self._run_selected()
        self.historyLoaded.emit(runs)

    def _run_selected(self) -> None:
        run = self.selected_run()
        if run is None:
            self.answer.clear()
            self.trace_button.setEnabled(False)
            return
        parts = [run.summary or ""]
        if run.error:
            error = known_text(run.error)
            parts.append(self.tr("Note: %1").replace("%1", error) if run.status == "ok" else error)
        self.answer.setMarkdown("\n\n".join(p for p in parts if p))
        self.trace_button.setEnabled(_traces_page() and (run.trace_id is not None or run.message_id is not None))

    def selected_run(self) -> JobRun | None:
        rows = self.history.selectionModel().selectedRows() if self.history.selectionModel() else []
        return self.runs[rows[0].row()] if rows and rows[0].row() < len(self.runs) else None

    def view_trace(self) -> None:
        """The selected run's trace on the Traces page: by its id, or found from the run's answer."""
        run, window = self.selected_run(), self.window()
        show_page, page = getattr(window, "show_page", None), getattr(window, "page", None)
        if run is None or not (callable(show_page) and callable(page) and show_page("traces")):
            return
        traces = page("traces")
        if run.trace_id and callable(getattr(traces, "open_trace", None)):
            traces.open_trace(run.trace_id)
        elif run.conversation_id and run.message_id and callable(getattr(traces, "open_answer", None)):
            traces.open_answer(run.conversation_id, run.message_id)

    def _update_buttons(self) -> None:
        job = self.selected()
        for button in (self.edit_button, self.toggle_button, self.run_button, self.delete_button):
            button.setEnabled(job is not None)
        self.toggle_button.setText(self.tr("Turn on") if job is not None and not job.enabled else self.tr("Turn off"))
        if job is not None and (job.running or job.id in self._running):
            self.run_button.setEnabled(False)

    # --- actions -------------------------------------------------------------------------

    def add_job(self) -> None:
        self._open_dialog(None)

    def edit_job(self) -> None:
        job = self.selected()
        if job is not None:
            self._open_dialog(job)

    def _open_dialog(self, job: Job | None) -> None:
        async def agents() -> list[str]:
            return [a.agent_key for a in await self.agents.list()]

        def show(keys: list[str]) -> None:
            from goclaw_lite.app.jobs import local_zone_name

            draft = self.service.draft_of(job) if job is not None else None
            self.dialog = JobDialog(keys, local_zone_name(), lambda d: self._submit(job, d), draft, self)
            self.dialog.open()

        run_async(agents(), on_done=show, owner=self, what=self.tr("Loading the agents"))

    def _submit(self, job: Job | None, draft: JobDraft) -> None:
        dialog = self.dialog
        if job is None:
            work: Any = self.service.add(draft)
        else:
            fields = {k: v for k, v in asdict(draft).items() if k != "enabled"}
            fields["schedule"], fields["options"] = draft.schedule, draft.options
            work = self.service.edit(job.id, **fields)

        def saved(saved_job: Job) -> None:
            if dialog is not None:
                dialog.accept()
            self.refresh(saved_job.id)

        def failed(exc: BaseException) -> None:
            if dialog is not None:
                dialog.refused(describe_error(exc))

        run_async(work, on_done=saved, on_error=failed, owner=self, what=self.tr("Saving the job"))

    def toggle_job(self) -> None:
        job = self.selected()
        if job is not None:
            run_async(self.service.set_enabled(job.id, not job.enabled), on_done=lambda j: self.refresh(j.id),
                      owner=self,
                      what=self.tr("Switching the job"))

    def run_job(self) -> None:
        job = self.selected()
        if job is None:
            return
        self._running.add(job.id)
        self.refresh(job.id)

        def done(finished: FinishedRun) -> None:
            self._running.discard(job.id)
            self.runFinished.emit(finished)
            self.refresh(job.id)

        def failed(exc: BaseException) -> None:
            self._running.discard(job.id)
            self.status_label.setText(describe_error(exc))
            self.refresh(job.id)

        run_async(self.service.run_now(job.id), on_done=done, on_error=failed, owner=self,
                  what=self.tr("Running the job"))

    def delete_job(self) -> None:
        job = self.selected()
        if job is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete job"),
                          self.tr("Delete the job %1 and its history?").replace("%1", job.name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("jobDeleteConfirm")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda answer: run_async(
            self.service.remove(job.id), on_done=lambda _j: self.refresh(), owner=self,
            what=self.tr("Deleting the job"),
        ) if answer == QMessageBox.StandardButton.Yes else None)
        box.open()

    def job_finished(self, finished: FinishedRun) -> None:
        """A run made by the window's timer: show it."""
        self.refresh(finished.job.id)


def _traces_page() -> bool:
    """Whether the window has a Traces page to open a run's trace on."""
    from goclaw_lite.gui.shell.pages import builtin_page_module

    return builtin_page_module("traces") is not None


PAGE_SPEC = PageSpec(
    key="jobs",
    title=QT_TRANSLATE_NOOP("pages", "Jobs"),
    icon_name="appointment-soon",
    factory=JobsPage,
    order=72,
    fallback_icon=QStyle.StandardPixmap.SP_BrowserReload,
    description=QT_TRANSLATE_NOOP("pages", "Scheduled jobs: an agent, a message and when to ask it"),
)
