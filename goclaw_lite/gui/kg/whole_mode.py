"""Whole-graph mode: loads every entity of the scope (or the best-connected `WHOLE_LIMIT`),
lays it out by community in a process of its own (`whole_layout`, `kg.layout_communities`),
which also builds each frame's tiles (`whole_tiles`), and hands them to `WholeGraphView`; the
window's thread unpacks frames and makes a few hundred tiles. What Python work is left here
(the request, what the frames share, the communities, a filtered or aggregated picture) runs
in slices of a few ms per turn of the event loop (`widgets.sliced`), not in worker threads,
whose Python would hold the GIL while the window paints.

The layout process is started with the request, so it starts while the store is queried.
Frames that arrive while one is being prepared are not queued: the newest is drawn next.
A new request (another agent, another moment, a reload) supersedes an older one and kills
its process; so do leaving the page and closing the window (`stop`). Above
`AGGREGATE_ABOVE` entities the communities are drawn as single nodes (`whole_communities`)
and a click draws one's members.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence

from goclaw_lite.app.kg_layout import Clustering, Frame, Point
from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.graph_state import GraphFilter, relation_types
from goclaw_lite.gui.kg.models import GraphEdge, GraphNode, WholeGraph
from goclaw_lite.gui.kg.whole_communities import AGGREGATE_ABOVE, Communities, aggregate, community_number
from goclaw_lite.gui.kg.whole_graph import WholeGraphView
from goclaw_lite.gui.kg.whole_layout import WholeLayout
from goclaw_lite.gui.kg.whole_picture import Picture, base_steps, picture_steps
from goclaw_lite.gui.kg.whole_tiles import Dressing, dressed_picture
from goclaw_lite.gui.qt import QEvent, QObject, QTimer, QWidget, Signal
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.sliced import Steps, run_sliced

WHOLE_LIMIT = 100_000
"""Most entities the whole-graph mode takes (the best connected; the status counts the rest)."""
LEGEND_DELAY_MS = 30
"""The legend (every node counted by type) waits for a paint and a turn after the first picture's."""
STEP = 2000
"""Relations per step of `_request`."""
WHOLE_SPACING = 90.0
WHOLE_SEED = 20261203


def _request(graph: WholeGraph) -> Steps[tuple[array[int], Dressing | None]]:
    """The relations as index pairs of `graph.nodes` (packed; the layout process sorts them), each node's type
    and degree, in steps on the GUI thread (`sliced`: a worker thread would hold the GIL while the window paints).

    An aggregated picture is made here, small: the layout process need not build tiles for it."""
    index: dict[str, int] = {}
    for number, node in enumerate(graph.nodes):
        index[node.id] = number
        if number % STEP == STEP - 1:
            yield
    flat: array[int] = array("i")
    for number, edge in enumerate(graph.edges):
        flat.append(index[edge.source])
        flat.append(index[edge.target])
        if number % STEP == STEP - 1:
            yield
    if len(graph.nodes) > AGGREGATE_ABOVE:
        return flat, None
    return flat, ([n.entity_type for n in graph.nodes], [n.degree for n in graph.nodes])


def _kept_picture(graph: WholeGraph, keep: GraphFilter, frame: tuple[Sequence[str], Sequence[float], Sequence[float]],
                  groups: Communities | None, expanded: frozenset[int]) -> Steps[tuple[Picture, dict[str, Point]]]:
    """The picture of what the filter keeps at the frame's positions (ids, xs, ys), communities collapsed
    but the `expanded` ones; and every node's position. In steps: 100,000 entities are ~0.3 s of Python."""
    ids, xs, ys = frame
    positions: dict[str, Point] = {}
    for number, node_id in enumerate(ids):
        positions[node_id] = (xs[number], ys[number])
        if number % STEP == STEP - 1:
            yield
    nodes: list[GraphNode] = []
    for number, node in enumerate(graph.nodes):
        if keep.keeps_node(node):
            nodes.append(node)
        if number % STEP == STEP - 1:
            yield
    shown = {n.id for n in nodes}
    yield
    edges: list[GraphEdge] = []
    for number, edge in enumerate(graph.edges):
        if edge.source in shown and edge.target in shown and keep.keeps_edge(edge):
            edges.append(edge)
        if number % STEP == STEP - 1:
            yield
    if groups is None:
        return (yield from picture_steps(nodes, edges, positions)), positions
    drawn_nodes, drawn_edges, placed, radius = yield from aggregate(nodes, edges, positions, groups, expanded)
    return (yield from picture_steps(drawn_nodes, drawn_edges, placed, radius)), positions


class WholeGraphMode(QObject):
    status = Signal(str)
    drawn = Signal()
    """A layout frame is on screen (tests and the benchmark wait on it)."""

    def __init__(self, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = WholeGraphView(colors, parent)
        self.layouts = WholeLayout(self)
        self.layouts.failed.connect(self._failed)
        self.layouts.clustered.connect(self._clustered)
        self.layouts.framed.connect(self._framed)
        self.view.communityClicked.connect(self.expand)
        self.graph: WholeGraph | None = None
        self.settled = False
        self.stopped = False
        """The layout was stopped before it settled (the page was left): it starts again when shown."""
        self.steps_drawn = 0
        self._generation = 0
        self._loading = False
        self.filter = GraphFilter()
        self.positions: Mapping[str, Point] = {}
        self.communities: Communities | None = None
        self.expanded: frozenset[int] = frozenset()
        self._drawing = False
        self._grouping = False  # the communities are being worked out (in steps)
        self._legend_due = False
        self._again = False
        self._final_pending = False
        self._frame: Frame | None = None
        self._base: Picture | None = None
        self._ids: list[str] = []
        self._legend_for: tuple[WholeGraph, GraphFilter] | None = None
        self._source: tuple[KGBrowser, str, str | None] | None = None
        self.view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The view hidden (another page, the neighbourhood, the window closed): stop the layout; shown: go on."""
        if watched is self.view and not event.spontaneous():  # a minimised window keeps its layout
            if event.type() == QEvent.Type.Hide:
                self.stop()
            elif event.type() == QEvent.Type.Show:
                QTimer.singleShot(0, self, self._resume)  # later: `set_whole` shows the view, then loads itself
        return False

    def _resume(self) -> None:
        if self.stopped and self._source is not None and self.view.isVisible():
            self.load(*self._source)

    @property
    def busy(self) -> bool:
        return self._loading or self.layouts.running or self._drawing or self._grouping or self._legend_due

    def load(self, browser: KGBrowser, agent_id: str, as_of: str | None) -> None:
        self._source = (browser, agent_id, as_of)
        self._generation += 1
        generation = self._generation
        self._loading = True
        self.settled = self.stopped = False
        self.layouts.prepare()  # the process starts while the store is queried
        self.status.emit(self.tr("Loading the whole graph…"))

        def loaded(graph: WholeGraph) -> None:
            if generation == self._generation:
                self._loading = False
                self._show(graph)

        def failed(exc: BaseException) -> None:
            if generation == self._generation:
                self._loading = False
                self.layouts.stop()
                self.status.emit(describe_error(exc, self.tr("Loading the whole graph")))

        run_async(browser.whole_graph(agent_id, WHOLE_LIMIT, as_of), on_done=loaded, on_error=failed, owner=self,
                  what=self.tr("Loading the whole graph"))

    def stop(self) -> None:
        """Kill the layout process (leaving the page, closing the window); `stopped` if it had not settled."""
        if self._loading or self.layouts.running:
            self._generation += 1
            self._loading = False
            self.stopped = not self.settled
            self.layouts.stop()

    def _show(self, graph: WholeGraph) -> None:
        self.graph = graph
        self.steps_drawn = 0
        self.positions = {}
        self.communities = None
        self.expanded = frozenset()
        self._final_pending = False
        self._frame = None
        self._base = None
        self._ids = [n.id for n in graph.nodes]
        self.view.user_moved = False
        self.view.set_graph((), (), {})
        self.view.set_communities([], [])
        self.status.emit(self.describe(laying_out=True))
        generation = self._generation

        def based(base: Picture) -> None:
            if generation == self._generation:
                self._base = base
                self._draw()

        def failed(exc: BaseException) -> None:
            self.status.emit(describe_error(exc, self.tr("Drawing the whole graph")))

        # The request first (the layout process waits for it), then what every frame's picture shares.
        self.layouts.run(len(graph.nodes), _request(graph), spacing=WHOLE_SPACING, seed=WHOLE_SEED)
        run_sliced(self, base_steps(graph.nodes, graph.edges), based, failed)

    def _failed(self, text: str) -> None:
        self.status.emit(text)

    def _clustered(self, clustering: Clustering) -> None:
        """The communities are worked out in steps (a pass over every node: ~20 ms at 10,000)."""
        graph = self.graph
        if graph is None:
            return
        generation = self._generation
        self._grouping = True

        def built(groups: Communities) -> None:
            self._grouping = False
            if generation != self._generation or graph is not self.graph:
                return
            self.communities = groups
            everything = frozenset(range(len(groups.sizes)))
            self.expanded = everything if len(graph.nodes) <= AGGREGATE_ABOVE else frozenset()
            self.view.set_communities(groups.centres, groups.radii)
            if self._frame is not None and self.expanded != everything:
                self._draw()  # aggregated: the frame drawn meanwhile showed every member
            self.status.emit(self.describe(laying_out=not self.settled))

        def failed(exc: BaseException) -> None:
            self._grouping = False
            self.status.emit(describe_error(exc, self.tr("Drawing the whole graph")))

        run_sliced(self, Communities.build(graph.nodes, clustering), built, failed)

    def _framed(self, frame: Frame) -> None:
        if self.graph is None:
            return
        self._frame = frame
        self.positions = {}  # made when drawn (`dressed_picture` makes them in one go with the rest)
        self._final_pending = self._final_pending or frame.final
        self._draw()

    def expand(self, node_id: str) -> None:
        """Draw a community's members in its place (a click on an aggregated community)."""
        number = community_number(node_id)
        if number is not None and number not in self.expanded:
            self.expanded = self.expanded | {number}
            self._draw()

    def _draw(self) -> None:
        """Prepare the picture (in steps, see `sliced`), then show it; while one is prepared, the newest request waits."""
        graph, frame, base = self.graph, self._frame, self._base
        if graph is None or frame is None or base is None:
            return
        if self._drawing:
            self._again = True
            return
        groups = self.communities
        everything = groups is None or len(self.expanded) >= len(groups.sizes)
        if frame.dressed is not None and not self.filter.active and everything:
            # The tiles came built from the layout process: only bytes to read here.
            picture = dressed_picture(base, self._ids, frame.xs, frame.ys, frame.dressed)
            self.positions = picture.positions
            self._shown(picture, self._generation, frame.final)
            return
        self._drawing = True
        loaded, final = self._generation, self._final_pending

        def done(made: tuple[Picture, dict[str, Point]]) -> None:
            self._drawing = False
            if loaded == self._generation:
                self.positions = made[1]
            self._shown(made[0], loaded, final)

        def failed(exc: BaseException) -> None:
            self._drawing = False
            self.status.emit(describe_error(exc, self.tr("Drawing the whole graph")))

        steps = _kept_picture(graph, self.filter, (self._ids, frame.xs, frame.ys), self.communities, self.expanded)
        run_sliced(self, steps, done, failed)

    def _shown(self, picture: Picture, loaded: int, final: bool) -> None:
        graph = self.graph
        if loaded == self._generation and graph is not None:  # else another graph was asked for meanwhile
            self.view.show_picture(picture, chunked=True)
            if self._legend_for != (graph, self.filter):  # the same graph and filter: the same legend
                self._legend_for = (graph, self.filter)
                if self.steps_drawn:
                    self._legend(graph)
                else:  # not in the first picture's turn (every node is counted)
                    self._legend_due = True
                    QTimer.singleShot(LEGEND_DELAY_MS, self, lambda: self._legend(graph))
            self.steps_drawn += 1
            if self.steps_drawn == 1 and not self.view.user_moved:
                # Fitted once: the community discs do not move between frames, and a new zoom makes every tile
                # paint itself again (half a second of the window's time at 10,000 nodes under load).
                self.view.fit()
            self.settled = self.settled or final
            self.status.emit(self.describe(laying_out=not self.settled))
            self.drawn.emit()
        if self._again or loaded != self._generation:
            self._again = False
            QTimer.singleShot(0, self, self._draw)  # the next turn: this one has drawn enough

    def _legend(self, graph: WholeGraph) -> None:
        self._legend_due = False
        counts: dict[str, int] = {}
        for node in graph.nodes:  # filtered-out types stay listed, to bring them back
            counts[node.entity_type] = counts.get(node.entity_type, 0) + 1
        entries = [(t, self.view.colors.color(t), counts[t]) for t in sorted(counts)]
        self.view.set_legend(entries, self.filter.hidden_types)

    def apply_filter(self, chosen: GraphFilter) -> None:
        """Leave out what the filter hides (the layout stays: nothing moves)."""
        self.filter = chosen
        if self._frame is not None:
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
        if shown == total:
            head = self.tr("Whole graph: %Ln entity(ies)", "", shown)
        else:
            head = self.tr("Whole graph: the {shown} best connected of %Ln entities", "", total)
            head = head.format(shown=format_number(shown))
        parts = [head, self.tr("%Ln relation(s)", "", len(graph.edges))]
        groups = self.communities
        if groups is not None:
            communities = self.tr("%Ln community(ies)", "", len(groups.sizes))
            if len(self.expanded) < len(groups.sizes):
                communities = self.tr("{communities} (click one to draw its members)").format(communities=communities)
            parts.append(communities)
        if laying_out:
            parts.append(self.tr("laying out…"))
        return " · ".join(parts)

    def find(self, text: str) -> list[str]:
        """Highlight the entities whose name holds `text` (any case) and zoom to them."""
        needle = text.strip().casefold()
        found = [i for i, n in self.view.nodes.items() if needle and needle in n.name.casefold()]
        self.view.focus_on(found)
        return found
