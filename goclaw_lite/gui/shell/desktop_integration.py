"""What ties the window to the desktop: a later launch raising it, the tray, background notifications.

Kept out of `app.py` so the session only creates it after the window is shown and closes it
before the stores close.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from goclaw_lite.errors import UserError
from goclaw_lite.gui.qt import QApplication, QIcon, QObject, Qt
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.shell.single_instance import InstanceServer
from goclaw_lite.gui.shell.tray import AppTray
from goclaw_lite.settings import load_settings

log = logging.getLogger(__name__)

_FINISHED_TEXT = {
    "complete": QT_TRANSLATE_NOOP("DesktopIntegration", "The answer is ready."),
    "stopped": QT_TRANSLATE_NOOP("DesktopIntegration", "The answer was stopped."),
    "error": QT_TRANSLATE_NOOP("DesktopIntegration", "The answer failed; open the chat to see why."),
}


class DesktopIntegration(QObject):
    def __init__(
        self, window: MainWindow, *, icon: QIcon, instance_name: str | None, quit_app: Callable[[], None],
        start_jobs: bool = True,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.notifications: list[tuple[str, str]] = []
        """Every notification asked for (shown or not): what tests and the log look at."""
        self.server: InstanceServer | None = None
        if instance_name is not None:
            self.server = InstanceServer(instance_name, self)
            self.server.requested.connect(self.handle_request)
            self.server.listen()
        self.tray = AppTray(icon, self)
        self.tray.newChatRequested.connect(lambda: self.handle_request("new-chat"))
        self.tray.showRequested.connect(lambda: self.handle_request("raise"))
        self.tray.quitRequested.connect(quit_app)
        self.jobs: Any = None
        """The timer that runs scheduled jobs while the window is open (gui/jobs/driver.py)."""
        if start_jobs:
            self.start_jobs()
        window.hide_on_close = self.keeps_running
        window.pageBuilt.connect(self._page_built)
        chat = window.built_page("chat")
        if chat is not None:
            self._page_built("chat", chat)

    def start_jobs(self) -> None:
        """Run scheduled jobs from now on (once). The session calls it after the first page is
        drawn: the jobs service imports the scheduler and its time-zone and cron libraries."""
        window = self.window
        if self.jobs is not None or window.ctx is None or window.ctx.read_only:
            return
        from goclaw_lite.gui.jobs.driver import JobsDriver

        self.jobs = JobsDriver(window.ctx.services.jobs, self)
        self.jobs.runFinished.connect(self._job_ran)
        self.jobs.start()

    def keeps_running(self) -> bool:
        """Whether closing the window only hides it: the user asked for that in Settings, and
        there is a tray to bring it back from (without one, closing quits as always)."""
        if self.window.ctx is None or not self.tray.available:
            return False
        try:
            return load_settings(self.window.ctx.paths).keep_in_tray
        except UserError:
            return False

    def _page_built(self, key: str, page: Any) -> None:
        if key == "chat" and hasattr(page, "runFinished"):
            page.runFinished.connect(self._run_finished)
        elif key == "jobs" and hasattr(page, "runFinished"):
            page.runFinished.connect(self.job_finished)
        elif key == "promote" and hasattr(page, "finished") and hasattr(page, "failed"):
            page.finished.connect(self._promotion_finished)
            page.failed.connect(lambda _why: self.notify_in_background("GoClaw Lite", self.tr(
                "The promotion to PostgreSQL failed; open the Promote page to see why.")))

    def _promotion_finished(self, result: Any) -> None:
        rows = getattr(result, "copied_rows", None)
        copied = (" " + self.tr("%Ln row(s) copied and verified.", "", rows)) if isinstance(rows, int) else ""
        self.notify_in_background("GoClaw Lite", self.tr("The promotion to PostgreSQL finished.") + copied)

    def handle_request(self, request: str) -> None:
        """`raise` or `new-chat`, from a later launch or the tray."""
        self.raise_window()
        if request == "new-chat" and self.window.show_page("chat"):
            chat = self.window.page("chat")
            if hasattr(chat, "new_chat"):
                chat.new_chat()

    def raise_window(self) -> None:
        window = self.window
        if window.isMinimized():
            window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()

    def in_background(self) -> bool:
        return not self.window.isActiveWindow()

    def notify_in_background(self, title: str, message: str) -> bool:
        """Tell the user something finished, unless they are looking at the window already."""
        if not self.in_background():
            return False
        self.notifications.append((title, message))
        shown = self.tray.notify(title, message)
        if not shown:
            QApplication.alert(self.window)  # the taskbar entry asks for attention instead
        log.debug("background notification: %s (%s)", title, "shown" if shown else "taskbar alert")
        return True

    def _run_finished(self, event: Any) -> None:
        finished = _FINISHED_TEXT.get(str(getattr(event, "state", "")))
        self.notify_in_background("GoClaw Lite", self.tr(finished) if finished else self.tr("The agent finished."))

    def _job_ran(self, finished: Any) -> None:
        """A run the timer made: the Jobs page (if built) shows it, and the user hears of it."""
        page = self.window.built_page("jobs")
        if page is not None and hasattr(page, "job_finished"):
            page.job_finished(finished)
        self.job_finished(finished)

    def job_finished(self, finished: Any) -> None:
        """A desktop notification for a finished run, when its job asks for one."""
        job, outcome = finished.job, finished.outcome
        if not job.options.notify:
            return
        if outcome.status == "ok":
            text = self.tr("The job %1 finished.").replace("%1", job.name)
        elif outcome.status == "skipped":
            text = self.tr("The job %1 was skipped: its time passed while the computer was off.")
            text = text.replace("%1", job.name)
        else:
            text = self.tr("The job %1 failed; open Jobs to see why.").replace("%1", job.name)
        self.notifications.append(("GoClaw Lite", text))
        if not self.tray.notify("GoClaw Lite", text):
            QApplication.alert(self.window)

    def close(self) -> None:
        if self.jobs is not None:
            self.jobs.stop()
        if self.server is not None:
            self.server.close()
        self.tray.close()
