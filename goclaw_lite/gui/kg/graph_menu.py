"""The graph panel's context menu, which tools are enabled, its status line, export dialog and
Back/Forward history (kept apart from the panel for size)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.gui.i18n.dates import format_number
from goclaw_lite.gui.kg.export import ask_and_export
from goclaw_lite.gui.qt import QMenu, QObject, QPoint, Qt

if TYPE_CHECKING:
    from goclaw_lite.gui.kg.graph_panel import GraphPanel


class GraphWords(QObject):
    """The graph panel's menu items and status line: module functions, so words (and plurals) come
    from this QObject's `tr`."""

    def menu(self, key: str, name: str = "") -> str:
        texts = {
            "details": self.tr("Show details of {name}"),
            "centre": self.tr("Centre here"),
            "expand": self.tr("Expand neighbours"),
            "clear_path": self.tr("Clear the path"),
            "pin": self.tr("Pin"),
            "unpin": self.tr("Unpin"),
            "loading": self.tr("Loading…"),
            "working": self.tr("Working…"),
            "depths": self.tr("Entities at each depth from the centre"),
            "nothing": self.tr("There is no graph to export yet."),
            "graph": self.tr("graph"),
            "saved": self.tr("Saved the graph to {name}."),
        }
        return texts[key].format(name=name)

    def more_neighbours(self, count: int) -> str:
        return self.tr("Show %n more neighbour(s)", "", count)

    def status(self, shown: int, relations: int, depth: int) -> list[str]:
        return [
            self.tr("%n entity(ies)", "", shown),
            self.tr("%n relation(s)", "", relations),
            self.tr("depth {depth}").format(depth=depth),
        ]

    def clustered(self, count: int, clusters: int) -> str:
        return self.tr("{count} more in %n cluster(s)", "", clusters).format(count=count)

    def hidden(self, count: int) -> str:
        return self.tr("{count} hidden").format(count=count)

    def within_reach(self, count: int) -> str:
        return self.tr("{count} more within reach").format(count=count)


def context_menu(self: GraphPanel, node_id: str | None, where: QPoint) -> None:
    menu = QMenu(self)
    words = GraphWords()
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if node_id is not None and node_id in self.state.nodes:
        name = self.state.nodes[node_id].name
        menu.addAction(words.menu("details", name), lambda: self.entityOpened.emit(node_id))
        menu.addAction(words.menu("centre"), lambda: self.show_entity(node_id))
        expand = menu.addAction(words.menu("expand"), lambda: self.expand(node_id))
        expand.setEnabled(self.state.more.get(node_id, 1) > 0)
        if self.state.more.get(node_id, 0):
            more = words.more_neighbours(min(self.expand_cap, self.state.more[node_id]))
            menu.addAction(more, lambda: self.expand(node_id))
        menu.addSeparator()
        menu.addAction(self.pin_action)
        menu.addAction(self.hide_action)
        menu.addAction(self.only_action)
        menu.addAction(self.path_action)
    menu.addAction(self.show_all_action)
    if self.state.path:
        menu.addAction(words.menu("clear_path"), self.clear_path)
    menu.addSeparator()
    menu.addAction(self.relayout_action)
    menu.addAction(self.fit_action)
    menu.popup(where)


def update_actions(self: GraphPanel) -> None:
    chosen = self.selected() if self.view.nodes else []
    has = bool(chosen)
    self.expand_action.setEnabled(len(chosen) == 1)
    self.pin_action.setEnabled(has)
    pinned = has and all(i in self.state.pinned for i in chosen)
    self.pin_action.setText(GraphWords().menu("unpin" if pinned else "pin"))
    self.hide_action.setEnabled(has and any(i != self.state.centre_id for i in chosen))
    self.only_action.setEnabled(has)
    self.show_all_action.setEnabled(bool(self.state.hidden))
    self.show_button.setEnabled(bool(self.state.nodes))
    self.path_action.setEnabled(len(chosen) == 2)
    self.relayout_action.setEnabled(bool(self.state.nodes) or self.whole_mode)
    self.fit_action.setEnabled(bool(self.state.nodes) or self.whole_mode)
    self.export_button.setEnabled(bool(self.state.nodes))


def update_status(self: GraphPanel) -> None:
    state = self.state
    words = GraphWords()
    if self.whole_mode:
        self._whole_status(self.whole.describe(laying_out=not self.whole.settled) if self.whole.graph else words.menu("loading"))
        return
    if self.busy:
        text = words.menu("loading") if not state.nodes else words.menu("working")
    elif not state.nodes:
        text = ""
    else:
        shown = sum(1 for i in state.visible_ids() if i not in state.clusters)
        relations = sum(1 for e in state.visible_edges() if e.id in state.edges)
        parts = words.status(shown, relations, state.depth)
        if state.clusters:
            parts.append(words.clustered(state.clustered, len(state.clusters)))
        if state.hidden:
            parts.append(words.hidden(len(state.hidden)))
        if state.truncated:
            parts.append(words.within_reach(state.truncated))
        text = " · ".join(parts)
    self.status_label.setText(text)
    counts = state.depth_counts if state.nodes else ()
    self.depth_counts_label.setText(" · ".join(f"{d}: {format_number(n)}" for d, n in enumerate(counts, start=1)))
    self.depth_counts_label.setToolTip(words.menu("depths") if counts else "")
    self.more_button.setVisible(not self.busy and bool(state.clusters))


def export_dialog(self: GraphPanel, kind: str) -> None:
    if not self.state.nodes:
        self.message.emit(GraphWords().menu("nothing"))
        return
    centre = self.state.nodes.get(self.state.centre_id or "")
    words = GraphWords()
    written = ask_and_export(self, kind, centre.name if centre else words.menu("graph"), self.export_png if kind == "png" else self.export_svg)
    if isinstance(written, Path):
        self.message.emit(words.menu("saved", str(written)))
    elif written:
        self.message.emit(written)


def remember(self: GraphPanel, entity_id: str, depth: int) -> None:
    """A step of the Back/Forward history (a repeat of the current one is not a step)."""
    here = (entity_id, depth)
    if self.history and self.history[self.history_at] == here:
        return
    self.history = [*self.history[: self.history_at + 1], here]
    self.history_at = len(self.history) - 1


def go_history(self: GraphPanel, step: int) -> None:
    """Back (-1) or Forward (+1) through the centres and depths shown."""
    target = self.history_at + step
    if not 0 <= target < len(self.history):
        return
    self.history_at = target
    entity_id, depth = self.history[target]
    self.depth_spin.blockSignals(True)
    self.depth_spin.setValue(depth)
    self.depth_spin.blockSignals(False)
    if self.whole_mode:
        self.set_whole(False)
    self._load(entity_id, fresh=True)
    self.centreChanged.emit(entity_id)


def find_in_graph(self: GraphPanel, text: str) -> list[str]:
    """Highlight the drawn entities whose name holds `text` and bring them into view."""
    if self.whole_mode:
        return self.whole.find(text)
    needle = text.strip().casefold()
    found = [i for i, item in self.view.nodes.items() if needle and needle in item.node.name.casefold()]
    if found:
        self.view.select_ids(set(found))
        box = self.view.nodes[found[0]].sceneBoundingRect()
        for node_id in found[1:]:
            box = box.united(self.view.nodes[node_id].sceneBoundingRect())
        self.view.ensureVisible(box, 40, 40)
        if not self.view.viewport().rect().contains(self.view.mapFromScene(box).boundingRect()):
            self.view.fitInView(box.adjusted(-80, -80, 80, 80), Qt.AspectRatioMode.KeepAspectRatio)
    return found
