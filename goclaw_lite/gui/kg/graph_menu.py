"""The graph's context menu (what a right click on a node, or on the background, offers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.gui.qt import QMenu, QPoint, Qt

if TYPE_CHECKING:
    from goclaw_lite.gui.kg.graph_panel import GraphPanel


def context_menu(self: GraphPanel, node_id: str | None, where: QPoint) -> None:
    menu = QMenu(self)
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if node_id is not None and node_id in self.state.nodes:
        name = self.state.nodes[node_id].name
        menu.addAction(f"Show details of {name}", lambda: self.entityOpened.emit(node_id))
        menu.addAction("Centre here", lambda: self.show_entity(node_id))
        expand = menu.addAction("Expand neighbours", lambda: self.expand(node_id))
        expand.setEnabled(self.state.more.get(node_id, 1) > 0)
        if self.state.more.get(node_id, 0):
            menu.addAction(f"Show {min(self.expand_cap, self.state.more[node_id])} more neighbours", lambda: self.expand(node_id))
        menu.addSeparator()
        menu.addAction(self.pin_action)
        menu.addAction(self.hide_action)
        menu.addAction(self.only_action)
        menu.addAction(self.path_action)
    menu.addAction(self.show_all_action)
    if self.state.path:
        menu.addAction("Clear the path", self.clear_path)
    menu.addSeparator()
    menu.addAction(self.relayout_action)
    menu.addAction(self.fit_action)
    menu.popup(where)
