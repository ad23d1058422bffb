"""The Knowledge graph page's top bar, its narrow-window folding, and the empty graph's advice
(kept apart from the page for size).

A narrow window shows Undo and Refresh as icons and folds Prune…, then Import… and Export…,
into one "More" menu, and hides the details panel, then the entity list (each comes back with its
toggle button, and by itself once the window is wide again), so nothing runs off the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.gui.kg.controls import AgentPicker, AsOfPicker
from goclaw_lite.gui.qt import (
    QAction,
    QHBoxLayout,
    QLabel,
    QMenu,
    QObject,
    QPushButton,
    QSizePolicy,
    QStyle,
    Qt,
    QToolButton,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.style import accent
from goclaw_lite.gui.widgets.elided_label import ElidedLabel
from goclaw_lite.gui.widgets.empty_state import EmptyState
from goclaw_lite.gui.widgets.icons import page_icon
from goclaw_lite.gui.widgets.menu_button import MenuToolButton

if TYPE_CHECKING:
    from goclaw_lite.gui.kg.graph_panel import GraphPanel
    from goclaw_lite.gui.kg.page import KGPage

COMPACT_BELOW = 760
"""Page widths below this always fold the bar (its words decide above: Russian and Vietnamese are longer)."""
MIN_PAGE_WIDTH = 520
"""The page's own minimum width: the folded bar's; the list and details give way below theirs."""
GRAPH_MIN_WIDTH = 300
"""The graph keeps at least this much width: the details panel, then the list, give way to it."""


class PageBar(QObject):
    """Makes the page's bar (`page.agent_picker`, `page.undo_button`, ...) and folds it when narrow."""

    def __init__(self, page: KGPage) -> None:
        super().__init__(page)
        self.page = page
        self.compact = False
        self.files_folded = False
        self.user_hid: set[str] = set()
        """Panels the user hid with their toggle: a wider window does not bring them back."""
        self.user_shown: set[str] = set()
        """Panels the user showed with their toggle: a narrow window hides the other one first."""

    def build(self) -> QHBoxLayout:
        p = self.page
        bar = QHBoxLayout()
        bar.setSpacing(8)
        self.list_toggle = self._toggle(
            self.tr("List"), self.tr("Show or hide the entity list"), "kgListToggle", "list")
        agent_label = QLabel(self.tr("&Agent"))
        p.agent_picker = AgentPicker()
        agent_label.setBuddy(p.agent_picker)
        p.agent_picker.currentIndexChanged.connect(lambda _i: p.scope_changed())
        p.as_of = AsOfPicker()
        p.as_of.changed.connect(lambda _v: p.scope_changed())
        p.stats_label = ElidedLabel("", mode=Qt.TextElideMode.ElideRight, minimum_width=40)
        p.stats_label.setObjectName("kgStats")
        p.stats_label.setAccessibleName(self.tr("Graph totals"))
        p.stats_label.setMinimumWidth(40)
        p.stats_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        p.undo_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_ArrowBack), self.tr("Undo"))
        p.undo_button.setObjectName("kgUndo")
        p.undo_button.setAccessibleName(self.tr("Undo"))
        p.undo_button.setToolTip(self.tr("Nothing to undo"))
        p.undo_button.setEnabled(False)
        p.undo_button.clicked.connect(p.undo)
        p.import_action = QAction(self.tr("Import…"), p)
        p.import_action.setToolTip(self.tr("Add the entities and relations of a knowledge graph file (JSON)"))
        p.import_action.triggered.connect(lambda _c=False: p.ask_import())
        p.export_action = QAction(self.tr("Export…"), p)
        p.export_action.setToolTip(
            self.tr("Save this agent's whole knowledge graph as a file (JSON) to import elsewhere"))
        p.export_action.triggered.connect(lambda _c=False: p.ask_export())
        p.prune_action = QAction(self.tr("Prune…"), p)
        p.prune_action.triggered.connect(lambda _c=False: p.open_prune())
        p.import_button = self._button(p.import_action, "kgImport")
        p.export_button = self._button(p.export_action, "kgExport")
        p.prune_button = self._button(p.prune_action, "kgPrune")
        p.prune_button.setAccessibleName(self.tr("Prune low-confidence knowledge"))
        menu = QMenu(p)
        for action in (p.import_action, p.export_action, p.prune_action):
            menu.addAction(action)
        self.more_button = MenuToolButton(self.tr("More"), menu)
        self.more_button.setObjectName("kgMore")
        self.more_button.setAccessibleName(self.tr("More: import, export and prune"))
        self.more_button.setToolTip(self.tr("Import…, Export… and Prune…"))
        self.more_button.hide()
        p.refresh_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_BrowserReload), self.tr("Refresh"))
        p.refresh_button.setObjectName("kgRefresh")
        p.refresh_button.setAccessibleName(self.tr("Refresh"))
        p.refresh_button.setToolTip(self.tr("Load everything again (F5)"))
        p.refresh_button.clicked.connect(p.refresh)
        self.details_toggle = self._toggle(
            self.tr("Details"), self.tr("Show or hide the details panel"), "kgDetailsToggle", "details")
        self.agent_label = agent_label
        p.as_of.enabled_check.toggled.connect(lambda _on: self.fit())
        for first in (self.list_toggle, agent_label, p.agent_picker, p.as_of):
            bar.addWidget(first)
        bar.addWidget(p.stats_label, 1)
        for widget in (p.undo_button, p.import_button, p.export_button, p.prune_button, self.more_button,
                       p.refresh_button, self.details_toggle):
            bar.addWidget(widget)
        return bar

    def _button(self, action: QAction, name: str) -> QPushButton:
        button = QPushButton(action.text())
        button.setObjectName(name)
        button.setAccessibleName(action.text().rstrip("…"))
        button.setToolTip(action.toolTip())
        button.clicked.connect(action.trigger)
        action.enabledChanged.connect(button.setEnabled)
        return button

    def _toggle(self, text: str, tip: str, name: str, panel: str) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setObjectName(name)
        button.setAccessibleName(tip)
        button.setToolTip(tip)
        button.setCheckable(True)
        button.setChecked(True)
        button.clicked.connect(lambda on: self._toggled(panel, on))
        return button

    def _toggled(self, panel: str, on: bool) -> None:
        self.show_panel(panel, on, by_user=True)
        self.fit()

    def show_panel(self, panel: str, on: bool, *, by_user: bool = False) -> None:
        widget = self.page.entity_list if panel == "list" else self.page.detail
        toggle = self.list_toggle if panel == "list" else self.details_toggle
        if by_user:
            (self.user_hid.discard if on else self.user_hid.add)(panel)
            (self.user_shown.add if on else self.user_shown.discard)(panel)
        widget.setVisible(on)
        toggle.setChecked(on)

    def full_width(self, level: int = 0) -> int:
        """The width the bar takes at a fold level (whatever it shows now): words differ by language.

        0: everything with its words; 1: Undo and Refresh as icons, the agent's label and an
        unused date left out, Prune… in More; 2: Import… and Export… in More too."""
        p = self.page
        widgets: list[QWidget] = [
            self.list_toggle, p.agent_picker, p.undo_button, p.refresh_button, self.details_toggle,
            p.as_of.enabled_check,
        ]
        extra = p.stats_label.minimumWidth() + self._edges()
        if level == 0:
            words = (p.undo_text(), self.tr("Refresh"))
            buttons = (p.undo_button, p.refresh_button)
            extra += sum(b.fontMetrics().horizontalAdvance(t) for b, t in zip(buttons, words, strict=True))
            widgets += [self.agent_label, p.prune_button]
        else:
            widgets.append(self.more_button)
        if level < 2:
            widgets += [p.import_button, p.export_button]
        if level == 0 or p.as_of.enabled_check.isChecked():
            extra += p.as_of.when.minimumWidth()
        return sum(w.sizeHint().width() for w in widgets) + 8 * len(widgets) + extra

    def _edges(self) -> int:
        layout = self.page.layout()
        margins = layout.contentsMargins() if layout is not None else None
        return margins.left() + margins.right() if margins is not None else 0

    def fit(self) -> None:
        """Fold the bar and give way to the graph as the page's width asks."""
        p = self.page
        width = p.width()
        compact = self.compact = width < max(COMPACT_BELOW, self.full_width(0))
        self.files_folded = compact and width < self.full_width(1)
        for button in (p.import_button, p.export_button):
            button.setVisible(not self.files_folded)
        p.prune_button.setVisible(not compact)
        self.more_button.setVisible(compact)
        self.agent_label.setVisible(not compact)  # the picker names the agent
        p.as_of.when.setVisible(not compact or p.as_of.enabled_check.isChecked())
        p.undo_button.setText("" if compact else p.undo_text())
        p.refresh_button.setText("" if compact else self.tr("Refresh"))
        room = width - self._edges()  # the splitter's width to be
        room -= GRAPH_MIN_WIDTH
        asked = "details" in self.user_shown and "list" not in self.user_shown
        # the list before the details, unless the details were asked for
        for panel in ("details", "list") if asked else ("list", "details"):
            widget = p.entity_list if panel == "list" else p.detail
            on = panel not in self.user_hid and (panel in self.user_shown or room >= widget.minimumWidth())
            self.show_panel(panel, on)
            room -= widget.minimumWidth() if on else 0


class EmptyGraph(EmptyState):
    """What to do when there is nothing to draw: no agent yet, or an empty graph (the app's empty
    state, with a title and the buttons of each case)."""

    importRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("kgEmpty", page_icon("kg"), "", self.tr("Create an a&gent…"), parent, title=" ")
        self.agents_button = self.button
        self.agents_button.setObjectName("kgEmptyAgents")
        self.agents_button.clicked.connect(lambda: self.go_to("agents"))
        self.import_button = self.add_button(self.tr("&Import a graph file…"), "kgEmptyImport")
        self.import_button.clicked.connect(self.importRequested)
        self.chat_button = self.add_button(self.tr("Open &Chat"), "kgEmptyChat")
        self.chat_button.clicked.connect(lambda: self.go_to("chat"))
        self.show_state("empty")

    def go_to(self, key: str) -> None:
        show_page = getattr(self.window(), "show_page", None)  # the main window's
        if callable(show_page):
            show_page(key)

    def leave(self, graph: GraphPanel) -> None:
        """Something was drawn: the graph takes the place of this advice."""
        if graph.state.nodes and graph.stack.currentWidget() is self:
            graph.stack.setCurrentWidget(graph.view)

    def show_state(self, state: str) -> None:
        """`no-agent`, `empty` or `empty-past`."""
        if state == "no-agent":
            self.set_words(self.tr("No agent yet"), self.tr(
                "Each agent keeps its own knowledge graph. Create an agent on the Agents page; "
                "what it learns in chats shows up here."))
        elif state == "empty-past":
            self.set_words(self.tr("Nothing known at that moment"),
                           self.tr("This agent's knowledge graph was empty then. Untick “As of” to see it now."))
        else:
            self.set_words(self.tr("This knowledge graph is empty"), self.tr(
                "Your agent adds what it learns as you chat with it. You can also import a knowledge graph "
                "file (JSON), such as one exported from another agent or another computer."))
        self.agents_button.setVisible(state == "no-agent")
        self.import_button.setVisible(state == "empty")
        self.chat_button.setVisible(state == "empty")
        accent(self.import_button, state == "empty")  # the one main action of each case


__all__ = ["COMPACT_BELOW", "GRAPH_MIN_WIDTH", "MIN_PAGE_WIDTH", "EmptyGraph", "PageBar"]
