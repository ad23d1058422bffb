"""Runs `kg.layout.force_layout` in a worker thread and hands the newest result back.

The layout is pure Python and may take most of a second for a few hundred nodes, so it
runs through `asyncio.to_thread` on the qasync loop and never on the GUI thread. Only the
latest request counts: a result for a superseded request is dropped.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence

from goclaw_lite.gui.async_bridge import describe_error, run_async
from goclaw_lite.gui.qt import QObject, Signal
from goclaw_lite.kg.layout import LayoutSettings, Point, force_layout

Done = Callable[[dict[str, Point]], None]


class LayoutRunner(QObject):
    failed = Signal(str)

    def __init__(self, settings: LayoutSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._generation = 0
        self.running = 0
        self.completed = 0
        """Layouts whose result was used (tests wait on it)."""

    def cancel(self) -> None:
        self._generation += 1

    def run(self, nodes: Sequence[str], edges: Sequence[tuple[str, str]], pinned: Mapping[str, Point], done: Done) -> None:
        """Lay out `nodes` (pinned ones stay) and call `done` with the positions, unless superseded."""
        self._generation += 1
        generation = self._generation
        self.running += 1

        def finished(positions: dict[str, Point]) -> None:
            self.running -= 1
            if generation == self._generation:
                self.completed += 1
                done(positions)

        def error(exc: BaseException) -> None:
            self.running -= 1
            self.failed.emit(describe_error(exc, "Laying out the graph"))

        run_async(
            asyncio.to_thread(force_layout, list(nodes), list(edges), pinned=dict(pinned), settings=self.settings),
            on_done=finished, on_error=error, owner=self, what="Laying out the graph",
        )
