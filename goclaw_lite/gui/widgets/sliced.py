"""Python work done on the GUI thread a few milliseconds per turn of the event loop.

Pure-Python work in a worker thread does not spare the window: it holds the GIL, and PySide
lets go of the GIL at every Qt call, so each call of a paint waits for the worker's turn (up
to the 5 ms switch interval, longer when the machine is busy and the worker is not running).
At 10,000 entities, building the whole graph's communities in a worker held the window for a
quarter of a second under load (issue 32). Work cut into a generator and run here instead
costs the window at most `BUDGET_S` per turn, and nothing between turns.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from typing import TypeVar

from goclaw_lite.gui.qt import QObject, QTimer, is_alive

T = TypeVar("T")
Steps = Generator[None, None, T]
"""A computation that yields now and then (every few hundred items) and returns its result."""

BUDGET_S = 0.006
"""Work per turn of the event loop: a paint and the other events come between two turns."""


def run_sliced(
    owner: QObject,
    steps: Steps[T],
    on_done: Callable[[T], None],
    on_error: Callable[[Exception], None] | None = None,
    *,
    budget_s: float = BUDGET_S,
) -> None:
    """Run `steps` a slice per turn on the GUI thread, then `on_done(result)` (nothing if `owner` is gone).

    An exception ends the work: it goes to `on_error`, or without one propagates from that turn."""

    def turn() -> None:
        if not is_alive(owner):
            steps.close()
            return
        started = time.perf_counter()
        try:
            while time.perf_counter() - started < budget_s:
                next(steps)
        except StopIteration as done:
            on_done(done.value)
            return
        except Exception as exc:
            if on_error is None:
                raise
            on_error(exc)
            return
        QTimer.singleShot(0, owner, turn)

    QTimer.singleShot(0, owner, turn)


def finish(steps: Steps[T]) -> T:
    """Run `steps` to the end at once (off the GUI thread, or where waiting is fine)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


__all__ = ["BUDGET_S", "Steps", "finish", "run_sliced"]
