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
from goclaw_lite.gui.kg.browser import KGBrowser, node_of
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.export import export_png, export_svg
from goclaw_lite.gui.kg.graph_filters import FilterMenu
from goclaw_lite.gui.kg.graph_menu import (
    context_menu,
    export_dialog,
    go_history,
    remember,
    update_actions,
    update_status,
)
from goclaw_lite.gui.kg.graph_state import GraphState, relation_types
from goclaw_lite.gui.kg.graph_view import GraphView
from goclaw_lite.gui.kg.layout_runner import LayoutRunner
from goclaw_lite.gui.kg.models import Expansion, GraphEdge, PathResult, Subgraph
from goclaw_lite.gui.kg.whole_mode import WholeGraphMode
from goclaw_lite.gui.qt import (
    QAction,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QMenu,
    QPoint,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    Qt,
    QTimer,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.menu_button import MenuToolButton
from goclaw_lite.model.kg import MAX_TRAVERSAL_DEPTH, Entity

T = TypeVar("T")
DEFAULT_DEPTH = 2
NEIGHBOURHOOD_CAP = 80
"""Node budget of a neighbourhood: whole rings while they fit, farther rings as clusters."""
CLUSTER_OPEN_CAP = 40
"""Entities one click on a cluster draws (the cluster keeps the rest)."""
EXPAND_CAP = 10
LAYOUT_SEED = 20260517
LAYOUT_SPACING = 135.0
DEPTH_DEBOUNCE_MS = 150


class GraphPanel(QWidget):
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
        self.toolbar = QToolBar("Graph tools")
        self.toolbar.setObjectName("kgGraphTools")
        self.toolbar.setAccessibleName("Graph tools")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        layout.addWidget(self.toolbar)

        depth_label = QLabel("Depth")
        depth_label.setContentsMargins(4, 0, 4, 0)
        self.depth_spin = QSpinBox()
        self.depth_spin.setObjectName("kgDepth")
        self.depth_spin.setRange(1, MAX_TRAVERSAL_DEPTH)
        self.depth_spin.setValue(DEFAULT_DEPTH)
        self.depth_spin.setAccessibleName("Depth")
        self.depth_spin.setToolTip(f"How many hops from the centre to show (1–{MAX_TRAVERSAL_DEPTH})")
        depth_label.setBuddy(self.depth_spin)
        self.toolbar.addWidget(depth_label)
        self.toolbar.addWidget(self.depth_spin)
        self.depth_counts_label = QLabel("")
        self.depth_counts_label.setObjectName("kgDepthCounts")
        self.depth_counts_label.setAccessibleName("Entities per depth")
        self.depth_counts_label.setContentsMargins(6, 0, 6, 0)
        self.toolbar.addWidget(self.depth_counts_label)
        self.toolbar.addSeparator()

        self.whole_action = self._action(
            "Whole graph", "W", "Draw every entity (the best connected 10,000 of a bigger graph); double-click one to see its neighbourhood",
            lambda: self.set_whole(self.whole_action.isChecked()),
        )
        self.whole_action.setCheckable(True)
        self.toolbar.addSeparator()
        self.expand_action = self._action("Expand", "E", "Add the selected entity's neighbours (a few at a time)", self.expand_selected)
        self.collapse_action = self._action(
            "Collapse", "Backspace", "Take away what the last Expand of the selected entity added", self.collapse_selected,
            toolbar=False,
        )
        self.back_action = self._action("Back", "Alt+Left", "The previous centre and depth", lambda: go_history(self, -1), toolbar=False)
        self.forward_action = self._action("Forward", "Alt+Right", "The next centre and depth", lambda: go_history(self, 1), toolbar=False)
        self.pin_action = self._action("Pin", "P", "Pin the selected entities where they are, or unpin them", self.toggle_pin)
        self.path_action = self._action("Path", "Ctrl+P", "Highlight the shortest path between two selected entities", self.path_between_selected)
        self.hide_action = self._action("Hide selected", "H", "Hide the selected entities", self.hide_selected, toolbar=False)
        self.only_action = self._action("Show only selected", "O", "Hide everything but the selected entities", self.only_selected, toolbar=False)
        self.show_all_action = self._action("Show all", "Shift+H", "Show hidden entities again", self.show_all, toolbar=False)
        self.show_button = self._menu_button(
            "Show", "Show or hide entities", [self.hide_action, self.only_action, self.show_all_action]
        )
        self.filters = FilterMenu(self, lambda: list(self.state.types()) or self.whole.types(),
                                  lambda: relation_types(self.state.edges.values()) or self.whole.relation_types())
        self.toolbar.addWidget(self.filters.button)
        self.toolbar.addSeparator()
        self.relayout_action = self._action("Re-layout", "L", "Lay the picture out again (pinned entities stay put)", self.relayout)
        self.fit_action = self._action(
            "Fit", "F", "Fit the picture into the view (0)", lambda: self.whole.view.fit() if self.whole_mode else self.view.fit()
        )
        self.export_png_action = QAction("PNG image…", self)
        self.export_png_action.triggered.connect(lambda _c=False: self._export_dialog("png"))
        self.export_svg_action = QAction("SVG drawing…", self)
        self.export_svg_action.triggered.connect(lambda _c=False: self._export_dialog("svg"))
        self.export_button = self._menu_button("Export", "Save the picture as PNG or SVG", [self.export_png_action, self.export_svg_action])

        self.view = GraphView(colors, self)
        self.whole = WholeGraphMode(colors, self)
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
        self.status_label.setAccessibleName("Graph status")
        self.more_button = QPushButton("Show more")
        self.more_button.setObjectName("kgShowMore")
        self.more_button.setAccessibleName("Show more entities")
        self.more_button.setToolTip(f"Open the nearest cluster: draw up to {CLUSTER_OPEN_CAP} of its entities (or click a cluster)")
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

    def _action(self, text: str, shortcut: str, tip: str, slot: Callable[[], None], *, toolbar: bool = True) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setToolTip(f"{tip} ({QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)})")
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)  # the shortcut works wherever the focus is in the panel
        if toolbar:
            self.toolbar.addAction(action)
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                button.setAccessibleName(text)
        return action

    def _menu_button(self, text: str, tip: str, actions: list[QAction]) -> QToolButton:
        menu = QMenu(self)
        for action in actions:
            menu.addAction(action)
        button = MenuToolButton(text, menu)
        button.setAccessibleName(text)
        button.setToolTip(tip)
        self.toolbar.addWidget(button)
        return button

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

    def clear(self, text: str = "Select an entity to see its neighbourhood.") -> None:
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
        self.message.emit("Nothing to collapse: select a node you expanded.")

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

        self._run(self.browser.edges_among(self.agent_id, drawn, self.as_of), tied, "Opening the cluster")

    def entity_changed(self, entity: Entity) -> None:
        """An edit elsewhere: redraw the node with its new name and type."""
        if entity.id in self.state.nodes:
            self.state.rename(node_of(entity))
            self._redraw()

    def entity_removed(self, entity_id: str) -> None:
        if entity_id == self.state.centre_id:
            self.clear("The entity at the centre was deleted. Select another one.")
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
            "Loading the graph",
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
            "Expanding",
        )

    def _expanded(self, grown: Expansion) -> None:
        fresh = self.state.add(grown)
        if not fresh:
            name = self.state.nodes[grown.node_id].name if grown.node_id in self.state.nodes else "This entity"
            self.message.emit(f"{name} has no other neighbours to show.")
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
            self.message.emit("Select exactly two entities (Ctrl+click) to find the path between them.")
            return
        self.find_path(chosen[0], chosen[1])

    def find_path(self, start_id: str, end_id: str) -> None:
        if self.browser is None or self.agent_id is None:
            return
        known = self.state.nodes
        names = (
            known[start_id].name if start_id in known else "the first entity",
            known[end_id].name if end_id in known else "the second entity",
        )
        self._run(
            self.browser.shortest_path(self.agent_id, start_id, end_id, self.as_of),
            lambda found: self._path_found(found, names),
            "Finding a path",
        )

    def _path_found(self, found: PathResult | None, names: tuple[str, str]) -> None:
        if found is None:
            self.state.clear_path()
            self._refresh_marks()
            self.message.emit(f"No chain of up to {MAX_TRAVERSAL_DEPTH} relations links {names[0]} and {names[1]}.")
            return
        self.state.add_path(found)
        self._redraw()
        self.select([found.node_ids[0], found.node_ids[-1]])
        hops = found.hops
        first, last = found.nodes[0].name, found.nodes[-1].name
        self.message.emit(f"{first} and {last} are {hops} relation{'s' if hops != 1 else ''} apart.")

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
        when = f" as of {self.as_of[:10]}" if self.as_of else ""
        return f"{centre.name} — depth {self.state.depth}{when}"

    def export_png(self, path: Path) -> Path:
        with self.view.scene_labels():
            return export_png(path, self.view.graph_scene, self._legend(), self.view.theme, title=self._title())

    def export_svg(self, path: Path) -> Path:
        with self.view.scene_labels():
            return export_svg(path, self.view.graph_scene, self._legend(), self.view.theme, title=self._title())

    def _export_dialog(self, kind: str) -> None:
        export_dialog(self, kind)

    # --- status and menus -----------------------------------------------------------------------

    def _context_menu(self, node_id: str | None, where: QPoint) -> None:
        context_menu(self, node_id, where)

    def _update_actions(self) -> None:
        update_actions(self)

    def _update_status(self) -> None:
        update_status(self)
