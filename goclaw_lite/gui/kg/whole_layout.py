"""Drives the whole-graph layout process (`kg.layout_process`) from the window, never blocking it.

The process is started (in a worker thread: spawning writes to the child) as soon as the
graph is asked for, so the interpreter starts while the store is queried; the graph is sent
from a worker thread too, and a reader thread waits for the answers (a frame with its tiles is a
few MB, written by a process that may be slow to write it: read on the window's thread, it held
the window while it came) and hands each to the window's thread. Only the newest request counts: `stop()`
(a new request, leaving the page, closing the window) kills the process.
"""

from __future__ import annotations

import asyncio
import threading
from array import array

from goclaw_lite.app.kg_layout import Clustering, Frame, LayoutError, LayoutProcess, Message, community_layout, pairs_of
from goclaw_lite.gui.kg.whole_tiles import Dressing, dress
from goclaw_lite.gui.qt import QObject, Signal, is_alive
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.sliced import Steps, run_sliced

Request = Steps[tuple["array[int]", Dressing | None]]
"""Run on the GUI thread in slices (`sliced.run_sliced`): the relations as index pairs, packed
(`array("i")`, a, b, a, b...), and what `whole_tiles.dress` needs (or None)."""
IN_THREAD_LIMIT = 1_000
"""Up to this many entities the layout runs in a worker thread: tens of ms, less than starting a process."""


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
        self.running = False
        self._used = False

    def prepare(self) -> None:
        """Start a fresh process for the next request (kills the current one)."""
        self.stop()
        generation = self._generation
        self._used = False
        self._starting = run_async(
            asyncio.to_thread(LayoutProcess, dress),
            on_done=lambda p: self._started(p, generation),
            owner=self,
            what=self.tr("Starting the graph layout"),
        )

    def _started(self, process: LayoutProcess, generation: int) -> None:
        if generation != self._generation:  # stopped while it started
            process.stop()
            return
        self.process = process

    def run(self, count: int, request: Request, *, spacing: float, seed: int) -> None:
        """Lay out nodes 0..count-1 in the prepared process; `request` (run here in slices) gives the
        relations as packed index pairs and what `whole_tiles.dress` needs to build the tiles there."""
        if count <= IN_THREAD_LIMIT:
            self._in_thread(count, request, spacing=spacing, seed=seed)
            return
        if self._starting is None or self._used:  # a process serves one request
            self.prepare()
        starting = self._starting
        generation = self._generation
        self.running = self._used = True
        assert starting is not None

        async def submit(flat: array[int], extra: Dressing | None) -> LayoutProcess:
            process = await asyncio.shield(starting)
            # A blocking write (the child reads it when it has started): the thread waits without the GIL.
            await asyncio.to_thread(lambda: process.submit(count, flat, spacing=spacing, seed=seed, extra=extra))
            return process

        def sent(process: LayoutProcess) -> None:
            if generation == self._generation:
                loop = asyncio.get_running_loop()
                threading.Thread(
                    target=self._pump, args=(process, generation, loop), name="goclaw-kg-layout-reader", daemon=True
                ).start()

        def made(made: tuple[array[int], Dressing | None]) -> None:
            if generation == self._generation:
                run_async(
                    submit(*made),
                    on_done=sent,
                    on_error=lambda exc: self._error(exc, generation),
                    owner=self,
                    what=self.tr("Laying out the graph"),
                )

        run_sliced(self, request, made, lambda exc: self._error(exc, generation))

    def _in_thread(self, count: int, request: Request, *, spacing: float, seed: int) -> None:
        """A small graph: milliseconds of layout, in a worker thread (a process would take longer to start)."""
        self.stop()
        generation = self._generation
        self.running = True

        def lay_out(flat: array[int]) -> list[Clustering | Frame]:
            return list(community_layout(count, pairs_of(flat), spacing=spacing, seed=seed))

        def done(steps: list[Clustering | Frame]) -> None:
            if generation == self._generation:
                self.running = False
                for step in steps:
                    if isinstance(step, Clustering):
                        self.clustered.emit(step)
                    elif step.final:
                        self.framed.emit(step)

        def made(made: tuple[array[int], Dressing | None]) -> None:
            if generation == self._generation:
                run_async(
                    asyncio.to_thread(lay_out, made[0]),
                    on_done=done,
                    on_error=lambda exc: self._error(exc, generation),
                    owner=self,
                    what=self.tr("Laying out the graph"),
                )

        run_sliced(self, request, made, lambda exc: self._error(exc, generation))

    def _error(self, exc: BaseException, generation: int) -> None:
        if generation == self._generation:
            self.running = False
            self.failed.emit(describe_error(exc, self.tr("Laying out the graph")))

    def _pump(self, process: LayoutProcess, generation: int, loop: asyncio.AbstractEventLoop) -> None:
        """The reader thread: wait for each message (a frame comes in pieces), hand it to the window's thread."""
        while True:
            try:
                message: Message | LayoutError = process.next()
            except LayoutError as exc:
                message = exc
            try:
                loop.call_soon_threadsafe(self._deliver, process, generation, message)
            except RuntimeError:  # the loop is closed: the window is gone
                return
            if isinstance(message, LayoutError) or process.finished:
                return

    def _deliver(self, process: LayoutProcess, generation: int, message: Message | LayoutError) -> None:
        if generation != self._generation or not is_alive(self):
            return
        if isinstance(message, LayoutError):
            self.stop()
            self.failed.emit(describe_error(message, self.tr("Laying out the graph")))
        elif isinstance(message, Clustering):
            self.clustered.emit(message)
        else:
            if process.finished:
                self.stop()
            self.framed.emit(message)

    def stop(self) -> None:
        """Kill the process of the current request, if any, and drop whatever it still sends."""
        self._generation += 1
        self.running = False
        if self.process is not None:
            # killed here, reaped in a thread: waiting for the child to go took the window 10-30 ms (issue 32)
            self.process.stop(reap=False)
            threading.Thread(target=self.process.stop, name="goclaw-kg-layout-reap", daemon=True).start()
            self.process = None
        self._starting = None


__all__ = ["WholeLayout"]
