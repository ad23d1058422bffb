"""Drives the whole-graph layout process (`kg.layout_process`) from the window, never blocking it.

The process is started (in a worker thread: spawning writes to the child) as soon as the
graph is asked for, so the interpreter starts while the store is queried; the graph is sent
from a worker thread too, and the answers are read when a QSocketNotifier says the pipe is
readable, a few bytes of unpacking per message. Only the newest request counts: `stop()`
(a new request, leaving the page, closing the window) kills the process.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from goclaw_lite.gui.async_bridge import describe_error, run_async
from goclaw_lite.gui.qt import QObject, QSocketNotifier, Signal
from goclaw_lite.kg.layout_communities import Clustering, Frame
from goclaw_lite.kg.layout_process import LayoutError, LayoutProcess


class WholeLayout(QObject):
    clustered = Signal(object)
    """The communities (a `Clustering`) of the current request."""
    framed = Signal(object)
    """A `Frame` of positions, node i of the submitted order at (xs[i], ys[i])."""
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._starting: asyncio.Task[LayoutProcess] | None = None
        self.process: LayoutProcess | None = None
        self._notifier: QSocketNotifier | None = None
        self.running = False
        self._used = False

    def prepare(self) -> None:
        """Start a fresh process for the next request (kills the current one)."""
        self.stop()
        generation = self._generation
        self._used = False
        self._starting = run_async(asyncio.to_thread(LayoutProcess), on_done=lambda p: self._started(p, generation),
                                   owner=self, what="Starting the graph layout")

    def _started(self, process: LayoutProcess, generation: int) -> None:
        if generation != self._generation:  # stopped while it started
            process.stop()
            return
        self.process = process

    def run(self, count: int, pairs: Sequence[tuple[int, int]], *, spacing: float, seed: int) -> None:
        """Lay out nodes 0..count-1 joined by `pairs` in the prepared process (or a new one)."""
        if self._starting is None or self._used:  # a process serves one request
            self.prepare()
        starting = self._starting
        generation = self._generation
        self.running = self._used = True
        assert starting is not None

        async def submit() -> LayoutProcess:
            process = await asyncio.shield(starting)
            await asyncio.to_thread(process.submit, count, list(pairs), spacing=spacing, seed=seed)
            return process

        def sent(process: LayoutProcess) -> None:
            if generation != self._generation:
                return
            self._notifier = QSocketNotifier(process.fileno(), QSocketNotifier.Type.Read, self)
            self._notifier.activated.connect(lambda _socket: self._read(process, generation))

        def error(exc: BaseException) -> None:
            if generation == self._generation:
                self.running = False
                self.failed.emit(describe_error(exc, "Laying out the graph"))

        run_async(submit(), on_done=sent, on_error=error, owner=self, what="Laying out the graph")

    def _read(self, process: LayoutProcess, generation: int) -> None:
        if generation != self._generation:
            return
        try:
            messages = process.receive()
        except LayoutError as exc:
            self.stop()
            self.failed.emit(describe_error(exc, "Laying out the graph"))
            return
        newest: Frame | None = None
        for message in messages:
            if isinstance(message, Clustering):
                self.clustered.emit(message)
            else:
                newest = message  # frames that queued up: only the newest is worth drawing
        if process.finished:
            self.stop()
        if newest is not None:
            self.framed.emit(newest)

    def stop(self) -> None:
        """Kill the process of the current request, if any, and drop whatever it still sends."""
        self._generation += 1
        self.running = False
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self.process is not None:
            self.process.stop()
            self.process = None
        self._starting = None


__all__ = ["WholeLayout"]
