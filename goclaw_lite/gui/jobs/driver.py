"""The window's side of "who runs the jobs": a timer that asks the scheduler for due runs.

While the window is open it holds the data directory, so `goclaw-lite jobs run-due` (the
system timer) does nothing and this timer does the work. It looks every `interval_ms` and
once at start (a run missed while the computer was off is due at once). A look still going
when the timer fires again is left alone: runs never pile up or overlap.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import QObject, QTimer, Signal
from goclaw_lite.gui.widgets.async_bridge import run_async
from goclaw_lite.model.jobs import FinishedRun

if TYPE_CHECKING:
    from goclaw_lite.app.jobs import JobsService

log = logging.getLogger(__name__)

LOOK_EVERY_MS = 30_000


class JobsDriver(QObject):
    runFinished = Signal(object)
    """A FinishedRun, for each run this window made (on schedule)."""
    looked = Signal(int)
    """After each look: how many runs it made."""

    def __init__(self, service: JobsService, parent: QObject | None = None, *,
                 interval_ms: int = LOOK_EVERY_MS) -> None:
        super().__init__(parent)
        self.service = service
        self.timer = QTimer(self)
        self.timer.setObjectName("jobsTimer")
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.look)
        self._task: asyncio.Task[list[FinishedRun]] | None = None

    def start(self) -> None:
        self.timer.start()
        self.look()

    def stop(self) -> None:
        self.timer.stop()

    @property
    def busy(self) -> bool:
        return self._task is not None and not self._task.done()

    def look(self) -> None:
        if self.busy:
            return
        self._task = run_async(self.service.run_due(), on_done=self._done, owner=self,
                               what=self.tr("Running scheduled jobs"),
                               on_error=lambda exc: log.warning("scheduled jobs: %s", exc))

    def _done(self, finished: list[FinishedRun]) -> None:
        for run in finished:
            self.runFinished.emit(run)
        self.looked.emit(len(finished))
