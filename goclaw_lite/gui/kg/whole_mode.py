"""Whole-graph mode: loads every entity of the scope (or the best-connected `WHOLE_LIMIT`),
lays it out off the GUI thread in steps, prepares each step's picture off it too
(`whole_picture`), and hands it to `WholeGraphView`.

A new request (another agent, another moment, a reload) supersedes an older one; a late
answer is dropped by generation number, as in the neighbourhood.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from goclaw_lite.gui.async_bridge import describe_error, run_async
from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.graph_state import GraphFilter, relation_types
from goclaw_lite.gui.kg.layout_runner import LayoutRunner
from goclaw_lite.gui.kg.models import WholeGraph
from goclaw_lite.gui.kg.whole_graph import WholeGraphView
from goclaw_lite.gui.kg.whole_picture import Picture, prepare_picture
from goclaw_lite.gui.qt import QObject, QWidget, Signal
from goclaw_lite.kg.layout import LayoutSettings, Point

WHOLE_LIMIT = 10_000
"""Most entities the whole-graph mode draws (the best connected; the status counts the rest)."""
WHOLE_SPACING = 90.0
WHOLE_SEED = 20261203


class WholeGraphMode(QObject):
    status = Signal(str)
    drawn = Signal()
    """A layout step is on screen (tests and the benchmark wait on it)."""

    def __init__(self, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = WholeGraphView(colors, parent)
        self.layouts = LayoutRunner(LayoutSettings(spacing=WHOLE_SPACING, seed=WHOLE_SEED), self)
        self.layouts.failed.connect(self.status)
        self.graph: WholeGraph | None = None
        self.settled = False
        self.steps_drawn = 0
        self._generation = 0
        self._loading = False
        self.filter = GraphFilter()
        self.positions: dict[str, Point] = {}
        self._drawings = 0
        self._draw_generation = 0

    @property
    def busy(self) -> bool:
        return self._loading or self.layouts.running > 0 or self._drawings > 0

    def load(self, browser: KGBrowser, agent_id: str, as_of: str | None) -> None:
        self._generation += 1
        generation = self._generation
        self._loading = True
        self.settled = False
        self.layouts.cancel()
        self.status.emit("Loading the whole graph…")

        def loaded(graph: WholeGraph) -> None:
            self._loading = False
            if generation == self._generation:
                self._show(graph)

        def failed(exc: BaseException) -> None:
            self._loading = False
            if generation == self._generation:
                self.status.emit(describe_error(exc, "Loading the whole graph"))

        run_async(browser.whole_graph(agent_id, WHOLE_LIMIT, as_of), on_done=loaded, on_error=failed, owner=self,
                  what="Loading the whole graph")

    def _show(self, graph: WholeGraph) -> None:
        self.graph = graph
        self.steps_drawn = 0
        self.positions = {}
        self.view.user_moved = False
        self.view.set_graph((), (), {})
        self.status.emit(self.describe(laying_out=True))
        self.layouts.run_steps([n.id for n in graph.nodes], [(e.source, e.target) for e in graph.edges], self._step)

    def _step(self, positions: dict[str, Point], final: bool) -> None:
        if self.graph is None:
            return
        self.positions = positions
        self._draw(after=lambda: self._stepped(final))

    def _stepped(self, final: bool) -> None:
        self.steps_drawn += 1
        if not self.view.user_moved:  # follow the layout as it grows, until the user takes over
            self.view.fit()
        # Pictures are prepared in parallel and may come back out of order: once settled, stay settled.
        self.settled = self.settled or final
        self.status.emit(self.describe(laying_out=not self.settled))
        self.drawn.emit()

    def _draw(self, after: Callable[[], None] | None = None) -> None:
        """Prepare the picture in a worker thread, then show it (a newer drawing supersedes it)."""
        graph = self.graph
        if graph is None:
            return
        keep = self.filter
        nodes = [n for n in graph.nodes if keep.keeps_node(n)]
        shown = {n.id for n in nodes}
        edges = [e for e in graph.edges if e.source in shown and e.target in shown and keep.keeps_edge(e)]
        self._drawings += 1
        self._draw_generation += 1
        generation, loaded = self._draw_generation, self._generation

        def done(picture: Picture) -> None:
            self._drawings -= 1
            if loaded != self._generation:  # another graph was asked for meanwhile
                return
            if generation == self._draw_generation:
                self.view.show_picture(picture)
                self._legend(graph)
            if after is not None:
                after()

        def failed(exc: BaseException) -> None:
            self._drawings -= 1
            self.status.emit(describe_error(exc, "Drawing the whole graph"))

        run_async(asyncio.to_thread(prepare_picture, nodes, edges, dict(self.positions)), on_done=done, on_error=failed,
                  owner=self, what="Drawing the whole graph")

    def _legend(self, graph: WholeGraph) -> None:
        counts: dict[str, int] = {}
        for node in graph.nodes:  # filtered-out types stay listed, to bring them back
            counts[node.entity_type] = counts.get(node.entity_type, 0) + 1
        entries = [(t, self.view.colors.color(t), counts[t]) for t in sorted(counts)]
        self.view.set_legend(entries, self.filter.hidden_types)

    def apply_filter(self, chosen: GraphFilter) -> None:
        """Leave out what the filter hides (the layout stays: nothing moves)."""
        self.filter = chosen
        if self.positions:
            self._draw()

    def types(self) -> list[str]:
        return sorted({n.entity_type for n in self.graph.nodes}) if self.graph else []

    def relation_types(self) -> list[str]:
        return relation_types(self.graph.edges) if self.graph else []

    def describe(self, *, laying_out: bool = False) -> str:
        graph = self.graph
        if graph is None:
            return ""
        shown, total = len(graph.nodes), graph.total
        head = f"Whole graph: {shown:,} entities" if shown == total else f"Whole graph: the {shown:,} best connected of {total:,} entities"
        tail = " · laying out…" if laying_out else ""
        return f"{head} · {len(graph.edges):,} relations{tail}"

    def find(self, text: str) -> list[str]:
        """Highlight the entities whose name holds `text` (any case) and zoom to them."""
        needle = text.strip().casefold()
        found = [i for i, n in self.view.nodes.items() if needle and needle in n.name.casefold()]
        self.view.focus_on(found)
        return found
