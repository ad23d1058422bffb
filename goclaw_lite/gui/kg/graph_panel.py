"""The graph tab: the neighbourhood of one entity, its tools, and the work behind them.

Data comes from `KGBrowser` on the qasync loop; the layout runs in a worker thread
(`LayoutRunner`) so a big neighbourhood never freezes the window. A new centre or depth
gets a fresh layout that keeps only pinned nodes in place; expanding a node, showing more
or adding a path lays out just the new nodes around the fixed picture. Each kind of work
carries a generation number, so a late answer for an old question is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

from goclaw_lite.app.kg_layout import LayoutSettings, Point
from goclaw_lite.gui.i18n.dates import format_date
from goclaw_lite.gui.kg.browser import KGBrowser, node_of
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.export import export_png, export_svg
from goclaw_lite.gui.kg.graph_filters import FilterMenu
from goclaw_lite.gui.kg.graph_menu import (
    context_menu,
    export_dialog,
    remember,
    update_actions,
    update_status,
)
from goclaw_lite.gui.kg.graph_state import GraphState
from goclaw_lite.gui.kg.graph_toolbar import GraphTools
from goclaw_lite.gui.kg.graph_view import GraphView
from goclaw_lite.gui.kg.layout_runner import LayoutRunner
from goclaw_lite.gui.kg.models import Expansion, GraphEdge, PathResult, Subgraph
from goclaw_lite.gui.kg.whole_mode import WholeGraphMode
from goclaw_lite.gui.qt import (
    QAction,
    QHBoxLayout,
    QLabel,
    QPoint,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTimer,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.model.kg import MAX_TRAVERSAL_DEPTH, Entity

T = TypeVar("T")
NEIGHBOURHOOD_CAP = 80
"""Node budget of a neighbourhood: whole rings while they fit, farther rings as clusters."""
CLUSTER_OPEN_CAP = 40
"""Entities one click on a cluster draws (the cluster keeps the rest)."""
EXPAND_CAP = 10
LAYOUT_SEED = 20260517
LAYOUT_SPACING = 135.0
DEPTH_DEBOUNCE_MS = 150


class GraphPanel(QWidget):
    # made by `GraphTools` (graph_toolbar.py)
    depth_spin: QSpinBox
    depth_counts_label: QLabel
    filters: FilterMenu
    show_button: QToolButton
    export_button: QToolButton
    whole_action: QAction
    expand_action: QAction
    collapse_action: QAction
    back_action: QAction
    forward_action: QAction
    pin_action: QAction
    path_action: QAction
    hide_action: QAction
    only_action: QAction
    show_all_action: QAction
    relayout_action: QAction
    fit_action: QAction
    export_png_action: QAction
    export_svg_action: QAction

    entityOpened = Signal(str)
    """A node was clicked: show its details."""
    centreChanged = Signal(str)
    """The graph is now centred on this entity."""
    graphChanged = Signal()
    """The picture was redrawn (after data and layout work)."""
    message = Signal(str)
    """Something to tell the user in the status bar."""

    def __init__(self, colors: TypeColors, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgGraphPanel")
        self.browser: KGBrowser | None = None
        self.agent_id: str | None = None
        self.as_of: str | None = None
        self.state = GraphState()
        self.cap = NEIGHBOURHOOD_CAP
        self.expand_cap = EXPAND_CAP
        self._data_generation = 0
        self._busy = 0
        self.history: list[tuple[str, int]] = []
        self.history_at = -1
        self.layouts = LayoutRunner(LayoutSettings(spacing=LAYOUT_SPACING, seed=LAYOUT_SEED), self)
        self.layouts.failed.connect(self.message)
        self.layouts.failed.connect(lambda _text: self._update_status())

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        tools = GraphTools(self)
        self.toolbar = tools.toolbar
        layout.addWidget(self.toolbar)
        self.view = GraphView(colors, self)
        self.whole = WholeGraphMode(colors, self)
        tools.build()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.whole.view)
        layout.addWidget(self.stack, 1)
        self.whole.status.connect(self._whole_status)
        self.filters.changed.connect(self._filter_changed)
        self.view.legend.typeToggled.connect(self.filters.toggle_type)
        self.whole.view.legend.typeToggled.connect(self.filters.toggle_type)
        self.whole.view.nodeClicked.connect(self.entityOpened)
        self.whole.view.nodeDoubleClicked.connect(self._centre_from_whole)

        status = QHBoxLayout()
        status.setContentsMargins(2, 0, 2, 0)
        self.status_label = QLabel("")
        self.status_label.setObjectName("kgGraphStatus")
        self.status_label.setAccessibleName(self.tr("Graph status"))
        self.more_button = QPushButton(self.tr("Show more"))
        self.more_button.setObjectName("kgShowMore")
        self.more_button.setAccessibleName(self.tr("Show more entities"))
        self.more_button.setToolTip(self.tr(
            "Open the nearest cluster: draw up to {count} of its entities (or click a cluster)").format(count=CLUSTER_OPEN_CAP))
        self.more_button.clicked.connect(self.show_more)
        self.more_button.hide()
        status.addWidget(self.status_label)
        status.addWidget(self.more_button)
        status.addStretch(1)
        layout.addLayout(status)

        self._depth_timer = QTimer(self)
        self._depth_timer.setSingleShot(True)
        self._depth_timer.setInterval(DEPTH_DEBOUNCE_MS)
        self._depth_timer.timeout.connect(self._depth_changed)
        self.depth_spin.valueChanged.connect(lambda _v: self._depth_timer.start())
        self.view.nodeClicked.connect(self._node_clicked)
        self.view.nodeDoubleClicked.connect(self._node_activated)
        self.view.nodeMoved.connect(self._node_moved)
        self.view.moreRequested.connect(self.expand)
        self.view.contextRequested.connect(self._context_menu)
        self.view.graph_scene.selectionChanged.connect(self._update_actions)
        self._update_actions()

    # --- scope ------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._busy > 0 or self.layouts.running > 0 or self.whole.busy

    @property
    def whole_mode(self) -> bool:
        return self.stack.currentWidget() is self.whole.view

    def set_whole(self, on: bool) -> None:
        """Switch between the whole graph and the neighbourhood of one entity."""
        self.whole_action.setChecked(on)
        self.stack.setCurrentWidget(self.whole.view if on else self.view)
        for widget in (self.depth_spin, self.depth_counts_label):
            widget.setEnabled(not on)
        if on and self.browser is not None and self.agent_id is not None:
            self.whole.load(self.browser, self.agent_id, self.as_of)
        self._update_status()
        self._update_actions()

    def _filter_changed(self) -> None:
        chosen = self.filters.filter
        self.state.filter = chosen
        self.view.legend.hidden_types = chosen.hidden_types
        self.whole.apply_filter(chosen)
        if self.state.nodes:
            self._redraw()

    def _whole_status(self, text: str) -> None:
        if self.whole_mode:
            self.status_label.setText(text)
            self.more_button.hide()

    def _centre_from_whole(self, entity_id: str) -> None:
        self.set_whole(False)
        self.show_entity(entity_id)
        self.entityOpened.emit(entity_id)

    @property
    def layouts_run(self) -> int:
        return self.layouts.completed

    @property
    def chosen_depth(self) -> int:
        """Not `depth`: QWidget.depth() is the paint device's bit depth."""
        return self.depth_spin.value()

    def set_depth(self, value: int) -> None:
        """Change the depth and load at once (the spin box waits a moment for more clicks)."""
        self.depth_spin.setValue(value)
        self._depth_timer.stop()
        self._depth_changed()

    def set_scope(self, browser: KGBrowser | None, agent_id: str | None, as_of: str | None) -> None:
        """Another agent or another moment: keep the centre if it still exists there."""
        changed_agent = agent_id != self.agent_id
        self.browser, self.agent_id, self.as_of = browser, agent_id, as_of
        if self.whole_mode and browser is not None and agent_id is not None:
            self.whole.load(browser, agent_id, as_of)
        if changed_agent or self.state.centre_id is None:
            self.clear()
        else:
            self.reload()

    def clear(self, text: str | None = None) -> None:
        if text is None:
            text = self.tr("Select an entity to see its neighbourhood.")
        self._data_generation += 1
        self.layouts.cancel()
        self.state.clear()
        self.view.rebuild(self.state)
        self.view.set_message(text)
        self._update_status()
        self.graphChanged.emit()

    def show_entity(self, entity_id: str) -> None:
        """Centre the graph on an entity at the current depth."""
        self.cap = NEIGHBOURHOOD_CAP
        if entity_id != self.state.centre_id:
            self.state.hidden.clear()
        remember(self, entity_id, self.chosen_depth)
        self._load(entity_id, fresh=True)
        self.centreChanged.emit(entity_id)

    def collapse_selected(self) -> None:
        for node_id in self.selected():
            if self.state.collapse(node_id):
                self._redraw()
                self.select([node_id])
                return
        self.message.emit(self.tr("Nothing to collapse: select a node you expanded."))

    def _depth_changed(self) -> None:
        if self.state.centre_id is not None:
            remember(self, self.state.centre_id, self.chosen_depth)
        self.reload()

    def reload(self) -> None:
        if self.state.centre_id is not None:
            self._load(self.state.centre_id, fresh=True)

    def show_more(self) -> None:
        """Open the nearest, biggest cluster."""
        if self.state.clusters:
            chosen = min(self.state.clusters.values(), key=lambda c: (c.depth, -len(c.members), c.id))
            self.open_cluster(chosen.id)

    def _node_clicked(self, node_id: str) -> None:
        if node_id in self.state.clusters:
            self.open_cluster(node_id)
        else:
            self.entityOpened.emit(node_id)

    def _node_activated(self, node_id: str) -> None:
        """Double-click or Enter: open a cluster, or expand an entity's neighbours."""
        if node_id in self.state.clusters:
            self.open_cluster(node_id)
        else:
            self.expand(node_id)

    def open_cluster(self, cluster_id: str) -> None:
        """Draw up to CLUSTER_OPEN_CAP of a cluster's entities, tied in by their relations."""
        if self.browser is None or self.agent_id is None or cluster_id not in self.state.clusters:
            return
        opened = self.state.open_cluster(cluster_id, CLUSTER_OPEN_CAP)
        drawn = [i for i in self.state.nodes if i not in self.state.clusters]

        def tied(edges: tuple[GraphEdge, ...]) -> None:
            self.state.add_edges(edges)
            self._redraw()
            self.select([n.id for n in opened])

        self._run(self.browser.edges_among(self.agent_id, drawn, self.as_of), tied, self.tr("Opening the cluster"))

    def entity_changed(self, entity: Entity) -> None:
        """An edit elsewhere: redraw the node with its new name and type."""
        if entity.id in self.state.nodes:
            self.state.rename(node_of(entity))
            self._redraw()

    def entity_removed(self, entity_id: str) -> None:
        if entity_id == self.state.centre_id:
            self.clear(self.tr("The entity at the centre was deleted. Select another one."))
        elif entity_id in self.state.nodes:
            self.state.remove(entity_id)
            self._redraw()

    # --- async plumbing ---------------------------------------------------------------------

    def _run(self, coro: Coroutine[Any, Any, T], done: Callable[[T], None], what: str, *, clear_on_error: bool = False) -> None:
        self._data_generation += 1
        generation = self._data_generation
        self._busy += 1
        self._update_status()

        def finished(value: T) -> None:
            self._busy -= 1
            if generation == self._data_generation:
                done(value)
            self._update_status()

        def failed(exc: BaseException) -> None:
            self._busy -= 1
            if generation == self._data_generation:
                self.message.emit(describe_error(exc, what))
                if clear_on_error:
                    self.clear(describe_error(exc))
            self._update_status()

        run_async(coro, on_done=finished, on_error=failed, owner=self, what=what)

    def _load(self, centre_id: str, *, fresh: bool) -> None:
        if self.browser is None or self.agent_id is None:
            return
        self._run(
            self.browser.neighbourhood(self.agent_id, centre_id, self.chosen_depth, self.cap, self.as_of),
            lambda sub: self._loaded(sub, fresh=fresh),
            self.tr("Loading the graph"),
            clear_on_error=True,
        )

    def _loaded(self, sub: Subgraph, *, fresh: bool) -> None:
        keep = dict(self.state.positions)
        same_centre = sub.centre_id == self.state.centre_id
        self.state.load(sub)
        if not fresh and same_centre:
            self.state.positions.update({k: v for k, v in keep.items() if k in self.state.nodes})
        self._layout(fresh=fresh or not same_centre)

    def _layout(self, *, fresh: bool) -> None:
        """Lay the visible nodes out off the GUI thread, then redraw.

        Fresh: only pinned nodes keep their place. Otherwise every placed node does, and
        only the new ones are laid out around them.
        """
        state = self.state
        nodes = state.visible_ids()
        edges = [(e.source, e.target) for e in state.visible_edges()]
        pinned: dict[str, Point] = {k: state.positions[k] for k in state.pinned if k in state.positions}
        if not fresh:
            pinned.update({k: v for k, v in state.positions.items() if k in nodes})

        def done(positions: dict[str, Point]) -> None:
            self.state.positions.update(positions)
            self._redraw(fit=fresh)

        outer = {k: c.depth for k, c in state.clusters.items() if k in nodes}
        self.layouts.run(nodes, edges, pinned, done, centre=state.centre_id, outer=outer)
        self._update_status()

    def _redraw(self, *, fit: bool = False) -> None:
        missing = [i for i in self.state.visible_ids() if i not in self.state.positions]
        if missing:
            self._layout(fresh=False)
            return
        self.view.rebuild(self.state)
        if fit:
            self.view.fit()
        self._update_status()
        self._update_actions()
        self.graphChanged.emit()

    # --- tools ------------------------------------------------------------------------------

    def selected(self) -> list[str]:
        return self.view.selected_ids()

    def select(self, ids: list[str]) -> None:
        self.view.select_ids(set(ids))

    def expand_selected(self) -> None:
        chosen = self.selected()
        if chosen:
            self.expand(chosen[0])

    def expand(self, node_id: str) -> None:
        """Add up to EXPAND_CAP of this node's neighbours that are not drawn yet."""
        if self.browser is None or self.agent_id is None or node_id not in self.state.nodes:
            return
        self._run(
            self.browser.expand(self.agent_id, node_id, self.state.visible_ids(), EXPAND_CAP, self.as_of),
            self._expanded,
            self.tr("Expanding"),
        )

    def _expanded(self, grown: Expansion) -> None:
        fresh = self.state.add(grown)
        if not fresh:
            name = self.state.nodes[grown.node_id].name if grown.node_id in self.state.nodes else self.tr("This entity")
            self.message.emit(self.tr("{name} has no other neighbours to show.").format(name=name))
        self._redraw()
        self.select([grown.node_id, *fresh])

    def toggle_pin(self) -> None:
        chosen = [i for i in self.selected() if i in self.state.positions]
        if not chosen:
            return
        if all(i in self.state.pinned for i in chosen):
            self.state.pinned.difference_update(chosen)
        else:
            self.state.pinned.update(chosen)
        self._refresh_marks()

    def _node_moved(self, node_id: str, x: float, y: float) -> None:
        self.state.positions[node_id] = (x, y)
        self.state.pinned.add(node_id)
        for other in self.selected():  # a dragged selection moves together
            item = self.view.nodes.get(other)
            if item is not None:
                self.state.positions[other] = (item.pos().x(), item.pos().y())
                self.state.pinned.add(other)
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        on_path = set(self.state.path)
        for node_id, item in self.view.nodes.items():
            item.set_marks(
                pinned=node_id in self.state.pinned, more=self.state.more.get(node_id, 0),
                dimmed=bool(on_path) and node_id not in on_path, on_path=node_id in on_path,
            )
        self._update_actions()

    def hide_selected(self) -> None:
        if self.state.hide(self.selected()):
            self._redraw()

    def only_selected(self) -> None:
        chosen = self.selected()
        if chosen:
            self.state.only(chosen)
            self._redraw()
            self.select(chosen)

    def show_all(self) -> None:
        if self.state.hidden:
            self.state.show_all()
            self._redraw()

    def path_between_selected(self) -> None:
        chosen = self.selected()
        if len(chosen) != 2:
            self.message.emit(self.tr("Select exactly two entities (Ctrl+click) to find the path between them."))
            return
        self.find_path(chosen[0], chosen[1])

    def find_path(self, start_id: str, end_id: str) -> None:
        if self.browser is None or self.agent_id is None:
            return
        known = self.state.nodes
        names = (
            known[start_id].name if start_id in known else self.tr("the first entity"),
            known[end_id].name if end_id in known else self.tr("the second entity"),
        )
        self._run(
            self.browser.shortest_path(self.agent_id, start_id, end_id, self.as_of),
            lambda found: self._path_found(found, names),
            self.tr("Finding a path"),
        )

    def _path_found(self, found: PathResult | None, names: tuple[str, str]) -> None:
        if found is None:
            self.state.clear_path()
            self._refresh_marks()
            self.message.emit(self.tr("No chain of up to {most} relations links {first} and {second}.").format(
                most=MAX_TRAVERSAL_DEPTH, first=names[0], second=names[1]))
            return
        self.state.add_path(found)
        self._redraw()
        self.select([found.node_ids[0], found.node_ids[-1]])
        hops = found.hops
        first, last = found.nodes[0].name, found.nodes[-1].name
        self.message.emit(self.tr("{first} and {last} are %n relation(s) apart.", "", hops).format(first=first, last=last))

    def clear_path(self) -> None:
        if self.state.path:
            self.state.clear_path()
            self._refresh_marks()

    def relayout(self) -> None:
        if self.whole_mode:
            self.set_whole(True)
        elif self.state.nodes:
            self._layout(fresh=True)

    # --- export -----------------------------------------------------------------------------

    def _legend(self) -> list[tuple[str, Any, int]]:
        return [(t, self.view.colors.color(t), n) for t, n in self.state.types().items()]

    def _title(self) -> str:
        centre = self.state.nodes.get(self.state.centre_id or "")
        if centre is None:
            return ""
        if self.as_of:
            return self.tr("{name} — depth {depth} as of {when}").format(
                name=centre.name, depth=self.state.depth, when=format_date(self.as_of))
        return self.tr("{name} — depth {depth}").format(name=centre.name, depth=self.state.depth)

    def export_png(self, path: Path) -> Path:
        with self.view.scene_labels():
            return export_png(path, self.view.graph_scene, self._legend(), self.view.theme, title=self._title())

    def export_svg(self, path: Path) -> Path:
        with self.view.scene_labels():
            return export_svg(path, self.view.graph_scene, self._legend(), self.view.theme, title=self._title())

    def export_picture(self, kind: str) -> None:
        export_dialog(self, kind)

    # --- status and menus -----------------------------------------------------------------------

    def _context_menu(self, node_id: str | None, where: QPoint) -> None:
        context_menu(self, node_id, where)

    def _update_actions(self) -> None:
        update_actions(self)

    def _update_status(self) -> None:
        update_status(self)
