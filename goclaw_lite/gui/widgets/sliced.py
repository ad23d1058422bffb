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
from collections import deque
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, TypeVar

from goclaw_lite.gui.qt import QObject, QTimer, is_alive

T = TypeVar("T")
Steps = Generator[None, None, T]
"""A computation that yields now and then (every few hundred items) and returns its result."""

BUDGET_S = 0.003
"""Work per turn of the event loop: a paint and the other events come between two turns."""


@dataclass
class _Job:
    owner: QObject
    steps: Steps[Any]
    on_done: Callable[[Any], None]
    on_error: Callable[[Exception], None] | None


_jobs: deque[_Job] = deque()
_timer: list[QTimer] = []


def run_sliced(
    owner: QObject,
    steps: Steps[T],
    on_done: Callable[[T], None],
    on_error: Callable[[Exception], None] | None = None,
) -> None:
    """Run `steps` on the GUI thread, at most `BUDGET_S` per turn for all such work together, in the order
    asked (what is needed first is asked first); then `on_done(result)` (nothing if `owner` is gone).

    An exception ends the work: it goes to `on_error`, or without one propagates from that turn."""
    _jobs.append(_Job(owner, steps, on_done, on_error))
    if not _timer:
        timer = QTimer()
        timer.setSingleShot(True)
        timer.setInterval(0)
        timer.timeout.connect(_turn)
        _timer.append(timer)
    if not _timer[0].isActive():
        _timer[0].start()


def _turn() -> None:
    started = time.perf_counter()
    try:
        while _jobs and time.perf_counter() - started < BUDGET_S:
            _step(_jobs[0])
    finally:
        if _jobs:
            _timer[0].start()  # the next turn: a paint and the other events first


def _step(job: _Job) -> None:
    if not is_alive(job.owner):
        _jobs.popleft()
        job.steps.close()
        return
    try:
        next(job.steps)
    except StopIteration as done:
        _jobs.popleft()
        job.on_done(done.value)
    except Exception as exc:
        _jobs.popleft()
        if job.on_error is None:
            raise
        job.on_error(exc)


def finish(steps: Steps[T]) -> T:
    """Run `steps` to the end at once (off the GUI thread, or where waiting is fine)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


__all__ = ["BUDGET_S", "Steps", "finish", "run_sliced"]
