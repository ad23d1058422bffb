"""The graph panel's toolbar and its actions (kept apart from the panel for size).

`GraphTools` makes them, with their words through its own `tr`, and hands each to the panel
under the name the rest of the package uses (`panel.expand_action`, `panel.depth_spin`, ...).
A toolbar too wide for the panel folds its last tools into the toolbar's own » menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from goclaw_lite.gui.kg.graph_filters import FilterMenu
from goclaw_lite.gui.kg.graph_menu import go_history
from goclaw_lite.gui.kg.graph_state import relation_types
from goclaw_lite.gui.qt import QAction, QKeySequence, QLabel, QMenu, QObject, QSpinBox, Qt, QToolBar, QToolButton
from goclaw_lite.gui.widgets.menu_button import MenuToolButton
from goclaw_lite.model.kg import MAX_TRAVERSAL_DEPTH

if TYPE_CHECKING:
    from goclaw_lite.gui.kg.graph_panel import GraphPanel

DEFAULT_DEPTH = 2


class GraphTools(QObject):
    """Builds `panel.toolbar` and the panel's actions (the shortcuts work anywhere in the panel)."""

    def __init__(self, panel: GraphPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        toolbar = QToolBar(self.tr("Graph tools"))
        toolbar.setObjectName("kgGraphTools")
        toolbar.setAccessibleName(self.tr("Graph tools"))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar = toolbar

    def build(self) -> None:
        p, toolbar = self.panel, self.toolbar
        depth_label = QLabel(self.tr("Depth"))
        depth_label.setContentsMargins(4, 0, 4, 0)
        p.depth_spin = QSpinBox()
        p.depth_spin.setObjectName("kgDepth")
        p.depth_spin.setRange(1, MAX_TRAVERSAL_DEPTH)
        p.depth_spin.setValue(DEFAULT_DEPTH)
        p.depth_spin.setAccessibleName(self.tr("Depth"))
        hops = self.tr("How many hops from the centre to show (1–{most})")
        p.depth_spin.setToolTip(hops.format(most=MAX_TRAVERSAL_DEPTH))
        depth_label.setBuddy(p.depth_spin)
        toolbar.addWidget(depth_label)
        toolbar.addWidget(p.depth_spin)
        p.depth_counts_label = QLabel("")
        p.depth_counts_label.setObjectName("kgDepthCounts")
        p.depth_counts_label.setAccessibleName(self.tr("Entities per depth"))
        p.depth_counts_label.setContentsMargins(6, 0, 6, 0)
        toolbar.addWidget(p.depth_counts_label)
        toolbar.addSeparator()

        p.whole_action = self.action(
            self.tr("Whole graph"), "W",
            self.tr("Draw every entity (the best connected 10,000 of a bigger graph); "
                    "double-click one to see its neighbourhood"),
            lambda: p.set_whole(p.whole_action.isChecked()),
        )
        p.whole_action.setCheckable(True)
        toolbar.addSeparator()
        p.expand_action = self.action(
            self.tr("Expand"), "E", self.tr("Add the selected entity's neighbours (a few at a time)"),
            p.expand_selected)
        p.collapse_action = self.action(
            self.tr("Collapse"), "Backspace", self.tr("Take away what the last Expand of the selected entity added"),
            p.collapse_selected, toolbar=False,
        )
        p.back_action = self.action(
            self.tr("Back"), "Alt+Left", self.tr("The previous centre and depth"), lambda: go_history(p, -1),
            toolbar=False)
        p.forward_action = self.action(
            self.tr("Forward"), "Alt+Right", self.tr("The next centre and depth"), lambda: go_history(p, 1),
            toolbar=False)
        p.pin_action = self.action(
            self.tr("Pin"), "P", self.tr("Pin the selected entities where they are, or unpin them"), p.toggle_pin)
        p.path_action = self.action(
            self.tr("Path"), "Ctrl+P", self.tr("Highlight the shortest path between two selected entities"),
            p.path_between_selected)
        p.hide_action = self.action(
            self.tr("Hide selected"), "H", self.tr("Hide the selected entities"), p.hide_selected, toolbar=False)
        p.only_action = self.action(
            self.tr("Show only selected"), "O", self.tr("Hide everything but the selected entities"), p.only_selected,
            toolbar=False)
        p.show_all_action = self.action(
            self.tr("Show all"), "Shift+H", self.tr("Show hidden entities again"), p.show_all, toolbar=False)
        p.show_button = self.menu_button(
            self.tr("Show"), self.tr("Show or hide entities"), [p.hide_action, p.only_action, p.show_all_action])
        p.filters = FilterMenu(p, lambda: list(p.state.types()) or p.whole.types(),
                               lambda: relation_types(p.state.edges.values()) or p.whole.relation_types())
        toolbar.addWidget(p.filters.button)
        toolbar.addSeparator()
        p.relayout_action = self.action(
            self.tr("Re-layout"), "L", self.tr("Lay the picture out again (pinned entities stay put)"), p.relayout)
        p.fit_action = self.action(
            self.tr("Fit"), "F", self.tr("Fit the picture into the view (0)"),
            lambda: p.whole.view.fit() if p.whole_mode else p.view.fit(),
        )
        p.export_png_action = QAction(self.tr("PNG image…"), p)
        p.export_png_action.triggered.connect(lambda _c=False: p.export_picture("png"))
        p.export_svg_action = QAction(self.tr("SVG drawing…"), p)
        p.export_svg_action.triggered.connect(lambda _c=False: p.export_picture("svg"))
        p.export_button = self.menu_button(
            self.tr("Picture"), self.tr("Save the picture as PNG or SVG"), [p.export_png_action, p.export_svg_action])

    def action(self, text: str, shortcut: str, tip: str, slot: Callable[[], None], *, toolbar: bool = True) -> QAction:
        action = QAction(text, self.panel)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        keys = QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(self.tr("{tip} ({keys})").format(tip=tip, keys=keys))
        action.triggered.connect(lambda _checked=False: slot())
        self.panel.addAction(action)  # the shortcut works wherever the focus is in the panel
        if toolbar:
            self.toolbar.addAction(action)
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                button.setAccessibleName(text)
        return action

    def menu_button(self, text: str, tip: str, actions: list[QAction]) -> QToolButton:
        menu = QMenu(self.panel)
        for action in actions:
            menu.addAction(action)
        button = MenuToolButton(text, menu)
        button.setAccessibleName(text)
        button.setToolTip(tip)
        self.toolbar.addWidget(button)
        return button


__all__ = ["DEFAULT_DEPTH", "GraphTools"]
