"""Run Python's cyclic garbage collector on the GUI thread only.

The collector normally runs on whichever thread happens to allocate past its threshold —
often an aiosqlite or executor worker here. If that pass frees a Qt object caught in a
reference cycle (a slot lambda capturing its widget), the C++ destructor runs on the wrong
thread: Qt warns at best and crashes at worst. So automatic collection is switched off and a
timer on the GUI thread does the same work, generation by generation, when the counts say so.

A full collection walks every tracked object. Once the pages' modules are loaded that is
~145,000 objects that live as long as the process (modules, classes, functions): ~80 ms of
the GUI thread's CPU per pass, half a second at load 8 on two cores (issue 32). `freeze_startup`
sets them aside, so each later pass walks only what was made since.
"""

from __future__ import annotations

import gc

from goclaw_lite.gui.qt import QObject, QTimer

_frozen: list[bool] = []


def freeze_startup() -> None:
    """Leave what is alive now out of every later collection (call it once the pages' modules are loaded).

    Once per process: a later window (a restart) is collected as usual. Nothing is collected first
    (that pass would be the stall this avoids): a cycle that is garbage already stays in memory, a
    few start-up leftovers at most. Objects freed by their reference count are freed as ever."""
    if not _frozen:
        _frozen.append(True)
        gc.freeze()


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
