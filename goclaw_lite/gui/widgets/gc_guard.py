"""Run Python's cyclic garbage collector on the GUI thread only.

The collector normally runs on whichever thread happens to allocate past its threshold —
often an aiosqlite or executor worker here. If that pass frees a Qt object caught in a
reference cycle (a slot lambda capturing its widget), the C++ destructor runs on the wrong
thread: Qt warns at best and crashes at worst. So automatic collection is switched off and a
timer on the GUI thread does the same work, generation by generation, when the counts say so.
"""

from __future__ import annotations

import gc

from goclaw_lite.gui.qt import QObject, QTimer


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None, *, interval_ms: int = 500) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int:
        """Collect the oldest generation whose count passed its threshold; returns objects freed."""
        thresholds = gc.get_threshold()
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                return gc.collect(generation)
        return 0

    def stop(self) -> None:
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
