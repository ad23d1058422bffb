"""Runs the layouts (`kg.layout_rings`, `kg.layout`) in a worker thread and hands the newest result back.

An update of a neighbourhood is pure Python and may take most of a second for a few hundred
nodes, so every layout runs through `asyncio.to_thread` on the qasync loop and never on the
GUI thread. Only the latest request counts: a result for a superseded request is dropped.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence

from goclaw_lite.app.kg_layout import LAYOUT_STEPS, LayoutSettings, Point, multilevel_layout, neighbourhood_layout
from goclaw_lite.gui.qt import QObject, Signal
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async

Done = Callable[[dict[str, Point]], None]
Step = Callable[[dict[str, Point], bool], None]
"""A layout step: (positions, whether it is the settled one)."""


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

    def run(
        self, nodes: Sequence[str], edges: Sequence[tuple[str, str]], pinned: Mapping[str, Point], done: Done,
        *, centre: str | None = None, outer: Mapping[str, int] | None = None,
    ) -> None:
        """Lay out `nodes` (pinned ones stay; `outer` ones on rings round `centre`) and call `done`, unless superseded."""
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
            self.failed.emit(describe_error(exc, self.tr("Laying out the graph")))

        run_async(
            asyncio.to_thread(
                neighbourhood_layout, list(nodes), list(edges), centre=centre, outer=dict(outer or {}), pinned=dict(pinned),
                settings=self.settings,
            ),
            on_done=finished, on_error=error, owner=self, what=self.tr("Laying out the graph"),
        )

    def run_steps(self, nodes: Sequence[str], edges: Sequence[tuple[str, str]], step: Step) -> None:
        """Lay out a big graph in a worker thread, handing back a rough picture first, then finer ones."""
        self._generation += 1
        generation = self._generation
        self.running += 1
        count = len(LAYOUT_STEPS) if nodes else 1
        steps = multilevel_layout(list(nodes), list(edges), settings=self.settings, steps=LAYOUT_STEPS)

        async def walk() -> None:
            for index in range(count):
                current = await asyncio.to_thread(next, steps, None)
                if current is None or generation != self._generation:
                    return
                step(current, index == count - 1)
            self.completed += 1

        def finished(_result: None) -> None:
            self.running -= 1

        def error(exc: BaseException) -> None:
            self.running -= 1
            self.failed.emit(describe_error(exc, self.tr("Laying out the graph")))

        run_async(walk(), on_done=finished, on_error=error, owner=self, what=self.tr("Laying out the graph"))
