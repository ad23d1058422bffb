"""The startup benchmark's `window-shown` line, printed once the window has painted.

A zero timer after `show()` fired before the first paint (in the bare window the app is
compared with as well): the benchmark timed both windows shown, not drawn. The line carries
the CPU seconds the process has used (all threads), which the machine's load moves far less
than the wall time.
"""

from __future__ import annotations

import time

from goclaw_lite.gui.qt import QEvent, QObject, QTimer, QWidget


class FirstPaintAnnouncer(QObject):
    """Prints `window-shown <cpu seconds>` after the watched window's first paint is done."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._announce)  # after the paint has been flushed
        return False

    @staticmethod
    def _announce() -> None:
        print("window-shown", f"{time.process_time():.4f}", flush=True)


def announce_first_paint(window: QWidget) -> None:
    window.installEventFilter(FirstPaintAnnouncer(window))
