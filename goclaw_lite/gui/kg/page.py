"""The Knowledge graph page: browse, search, walk and correct one agent's knowledge graph.

Left, the entity list (live search, type filter with counts, pages loaded as you scroll);
in the middle, the graph around the chosen entity and the duplicates review; right, the
chosen entity in full. The agent picker and the "as of" moment apply to every view. While
the page shows the past, nothing can be changed (edits always apply to the present).

The page owns the one-step undo: the last edit or delete can be taken back (Ctrl+Z).
All work goes through `KGBrowser` on the qasync loop; the page only routes results.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, TypeVar

from goclaw_lite.app.knowledge import MergePreview
from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.controls import AgentPicker, AsOfPicker
from goclaw_lite.gui.kg.detail import EntityDetailPanel
from goclaw_lite.gui.kg.duplicates import DuplicatesPanel, merge_question
from goclaw_lite.gui.kg.edit_dialog import EntityEditDialog
from goclaw_lite.gui.kg.entity_list import EntityListPanel
from goclaw_lite.gui.kg.graph_menu import find_in_graph
from goclaw_lite.gui.kg.graph_panel import GraphPanel
from goclaw_lite.gui.kg.models import AgentChoice, DuplicateReview, EntityDetail, UndoKind, UndoStep
from goclaw_lite.gui.kg.page_bar import MIN_PAGE_WIDTH, EmptyGraph, PageBar
from goclaw_lite.gui.kg.prune_dialog import PruneDialog
from goclaw_lite.gui.kg.transfer import GraphTransfer
from goclaw_lite.gui.kg.words import UndoWords
from goclaw_lite.gui.qt import (
    QAction,
    QKeySequence,
    QLocale,
    QMessageBox,
    QPushButton,
    QShortcut,
    QSplitter,
    QStyle,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.confirm import delete_confirmation
from goclaw_lite.gui.widgets.elided_label import ElidedLabel
from goclaw_lite.model.kg import Entity, EntityReplacement, KGStats, MergeResult, PruneReport

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

T = TypeVar("T")
PAST_REASON = QT_TRANSLATE_NOOP("KGPage", "You are looking at the past; untick “As of” to make changes.")


LIST_WIDTH, DETAIL_WIDTH = 265, 285
"""The entity list's and the details' width when the window has room; the graph takes the rest."""


class KGPage(QWidget):
    # made by `PageBar` (page_bar.py)
    agent_picker: AgentPicker
    as_of: AsOfPicker
    stats_label: ElidedLabel
    undo_button: QPushButton
    import_button: QPushButton
    export_button: QPushButton
    prune_button: QPushButton
    refresh_button: QPushButton
    import_action: QAction
    export_action: QAction
    prune_action: QAction

    agentsLoaded = Signal(list)
    detailShown = Signal(str)
    """An entity's details are on screen (its id)."""
    changed = Signal(str)
    """Something was written (edit, delete, undo, merge, prune): what, in words."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *, browser: KGBrowser | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kgPage")
        self.browser = browser or KGBrowser(ctx.services.knowledge)
        self.colors = TypeColors()
        self.agents: list[AgentChoice] = []
        self.undo_step: UndoStep | None = None
        self.stats: KGStats | None = None
        self.edit_dialog: EntityEditDialog | None = None
        self.prune_dialog: PruneDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.last_message = ""
        self._pending = 0
        self._detail_generation = 0

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Knowledge graph"), self.tr(
            "What your agents have learned: search it, walk its relations, and correct what is wrong.")))
        self.setMinimumWidth(MIN_PAGE_WIDTH)  # explicit: the panels' minimums fold away (PageBar.fit)
        self.bar = PageBar(self)
        layout.addLayout(self.bar.build())

        self.entity_list = EntityListPanel(self.browser.entity_rows, self.colors)
        self.graph = GraphPanel(self.colors)
        self.duplicates = DuplicatesPanel(self.colors)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("kgTabs")
        self.tabs.setAccessibleName(self.tr("Graph and duplicates"))
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.graph, self.tr("Graph"))
        self.tabs.addTab(self.duplicates, self.tr("Duplicates"))
        self.detail = EntityDetailPanel(self.colors)
        self.empty = EmptyGraph()
        self.empty.importRequested.connect(self.ask_import)
        self.graph.stack.addWidget(self.empty)
        self.graph.graphChanged.connect(lambda: self.empty.leave(self.graph))
        self.transfer = GraphTransfer(self.browser.graph, self)
        self.transfer.message.connect(self.show_message)
        self.transfer.changed.connect(self._imported)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("kgSplitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.entity_list)
        self.splitter.addWidget(self.tabs)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.setSizes([LIST_WIDTH, 660, DETAIL_WIDTH])
        self.entity_list.setMinimumWidth(200)
        self.detail.setMinimumWidth(240)
        self._sized = False
        layout.addWidget(self.splitter, 1)

        self.entity_list.entitySelected.connect(lambda entity_id: self.open_entity(entity_id))
        self.entity_list.entityActivated.connect(lambda entity_id: self.open_entity(entity_id))
        self.entity_list.searched.connect(lambda text: find_in_graph(self.graph, text))
        self.graph.entityOpened.connect(lambda entity_id: self.open_entity(entity_id, recentre=False))
        self.graph.centreChanged.connect(self._graph_recentred)
        self.graph.message.connect(self.show_message)
        self.detail.followRequested.connect(lambda entity_id: self.open_entity(entity_id))
        self.detail.editRequested.connect(self.edit_current)
        self.detail.deleteRequested.connect(self.delete_current)
        self.duplicates.mergeRequested.connect(self.merge)
        self.duplicates.keepBothRequested.connect(self.keep_both)
        self._shortcuts()
        self.refresh()

    def showEvent(self, event: Any) -> None:  # noqa: N802
        """The first time the page has its real width, the graph gets what the list and the
        details do not need (the sizes given before the layout were scaled down alike, which
        left the graph narrowest in a 1024-pixel window)."""
        super().showEvent(event)
        if not self._sized and self.splitter.width() > 0:
            self._sized = True
            total = self.splitter.width() - 2 * self.splitter.handleWidth()
            side = [max(self.entity_list.minimumWidth(), min(LIST_WIDTH, int(total * 0.22))),
                    max(self.detail.minimumWidth(), min(DETAIL_WIDTH, int(total * 0.24)))]
            self.splitter.setSizes([side[0], max(0, total - sum(side)), side[1]])

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.bar.fit()

    def _shortcuts(self) -> None:
        # Undo is a window shortcut: it must work right after a delete, wherever the focus
        # went (a hidden page's shortcut is inactive, so it never fires from another page).
        undo = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        undo.setContext(Qt.ShortcutContext.WindowShortcut)
        undo.activated.connect(self.undo)
        self.undo_shortcut = undo
        for sequence, slot in (
            (QKeySequence(QKeySequence.StandardKey.Refresh), self.refresh),
            (QKeySequence("F2"), self.edit_current),
        ):
            shortcut = QShortcut(sequence, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        for owner in (self.entity_list.table, self.detail):
            shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), owner)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.delete_current)

    # --- state ------------------------------------------------------------------------------

    @property
    def agent_id(self) -> str | None:
        return self.agent_picker.agent_id()

    @property
    def viewing_past(self) -> bool:
        return self.as_of.value() is not None

    @property
    def busy(self) -> bool:
        return self._pending > 0 or self.entity_list.model.loading or self.graph.busy or self.transfer.busy

    def current_entity(self) -> Entity | None:
        return self.detail.detail.entity if self.detail.detail else None

    def show_message(self, text: str) -> None:
        self.last_message = text
        window = self.window()
        show = getattr(window, "show_message", None) if window is not self else None
        if callable(show):
            show(text)

    def _run(self, coro: Coroutine[Any, Any, T], done: Callable[[T], None], what: str, failed: Callable[[BaseException], None] | None = None) -> None:
        self._pending += 1

        def finished(value: T) -> None:
            self._pending -= 1
            done(value)

        def error(exc: BaseException) -> None:
            self._pending -= 1
            self.show_message(describe_error(exc, what))
            if failed is not None:
                failed(exc)

        run_async(coro, on_done=finished, on_error=error, owner=self, what=what)

    # --- loading ----------------------------------------------------------------------------

    def refresh(self) -> None:
        self._run(self.browser.agents(), self._agents_loaded, self.tr("Loading agents"))

    def _agents_loaded(self, agents: tuple[AgentChoice, ...]) -> None:
        self.agents = list(agents)
        self.agent_picker.set_agents(agents, self.agent_id)
        self.agentsLoaded.emit(list(agents))
        self.scope_changed()

    def scope_changed(self) -> None:
        agent_id = self.agent_id
        as_of = self.as_of.value()
        editable = agent_id is not None and as_of is None
        for action in (self.prune_action, self.import_action):
            action.setEnabled(editable)
        self.export_action.setEnabled(agent_id is not None)
        prune_tip = self.tr("Remove entities and relations below a confidence, after a count of what goes")
        self.prune_button.setToolTip(self.tr(PAST_REASON) if as_of else prune_tip)
        self.import_button.setToolTip(self.tr(PAST_REASON) if as_of else self.import_action.toolTip())
        self._update_undo()
        self.entity_list.set_scope(agent_id, as_of)
        self.graph.set_scope(self.browser if agent_id else None, agent_id, as_of)
        if agent_id is None:
            self.stats_label.setText("")
            self.detail.show_placeholder(self.tr("No agent exists yet; create one on the Agents page."))
            self.graph.clear(self.tr("No agent exists yet."))
            self._show_empty("no-agent")
            self.duplicates.set_candidates([], editable=False)
            return
        self.reload_counts()
        current = self.current_entity()
        if current is not None:
            self.open_entity(current.id, recentre=False)

    def reload_counts(self) -> None:
        agent_id = self.agent_id
        if agent_id is None:
            return
        as_of = self.as_of.value()
        self._run(self.browser.stats(agent_id, as_of), self._stats_loaded, self.tr("Counting entities"))
        self._run(self.browser.duplicates(agent_id, as_of), self._duplicates_loaded, self.tr("Loading duplicates"))

    def _stats_loaded(self, stats: KGStats) -> None:
        self.stats = stats
        self.entity_list.set_type_counts(stats.entity_types)
        self.stats_label.setText(" · ".join((self.tr("%Ln entity(ies)", "", stats.entity_count),
                                             self.tr("%Ln relation(s)", "", stats.relation_count))))
        if stats.entity_count == 0 and not self.graph.state.nodes:
            self.graph.clear(self.tr("This agent's knowledge graph is empty."))
            self._show_empty("empty-past" if self.viewing_past else "empty")
        elif self.graph.stack.currentWidget() is self.empty:
            self.graph.stack.setCurrentWidget(self.graph.view)

    def _show_empty(self, state: str) -> None:
        self.empty.show_state(state)
        if not self.graph.whole_mode:
            self.graph.stack.setCurrentWidget(self.empty)

    # --- the graph file -----------------------------------------------------------------------

    def ask_import(self) -> None:
        if self.agent_id is not None and not self.viewing_past:
            self.transfer.ask_import(self.agent_id)

    def ask_export(self) -> None:
        agent = next((a for a in self.agents if a.id == self.agent_id), None)
        if agent is not None:
            self.transfer.ask_export(agent.id, self.tr("{agent}-knowledge-graph").format(agent=agent.key))

    def _imported(self) -> None:
        self._set_undo(None)  # an import is not one step to take back
        self._written(self.tr("Imported a knowledge graph."))
        if self.graph.state.centre_id:
            self.graph.reload()

    def _duplicates_loaded(self, review: DuplicateReview) -> None:
        candidates = review.candidates
        self.duplicates.set_candidates(
            candidates, editable=not self.viewing_past, reason=self.tr(PAST_REASON),
            relation_counts=review.relation_counts
        )
        index = self.tabs.indexOf(self.duplicates)
        counted_tab = self.tr("Duplicates ({count})").format(count=len(candidates))
        self.tabs.setTabText(index, counted_tab if candidates else self.tr("Duplicates"))

    # --- one entity -------------------------------------------------------------------------

    def open_entity(self, entity_id: str, *, recentre: bool = True) -> None:
        """Show an entity's details (and, unless told not to, centre the graph on it)."""
        agent_id = self.agent_id
        if agent_id is None:
            return
        self._detail_generation += 1
        generation = self._detail_generation
        self.entity_list.select(entity_id)
        if recentre and entity_id != self.graph.state.centre_id:
            self.graph.show_entity(entity_id)
        as_of = self.as_of.value()

        def shown(detail: EntityDetail) -> None:
            if generation == self._detail_generation:
                self.detail.show_detail(detail, editable=as_of is None, reason=self.tr(PAST_REASON))
                self.detailShown.emit(detail.entity.id)

        def missing(_exc: BaseException) -> None:
            if generation == self._detail_generation:
                self.detail.show_placeholder(self.tr("That entity does not exist at this moment."))

        self._run(self.browser.detail(agent_id, entity_id, as_of), shown, self.tr("Opening the entity"), missing)

    def _graph_recentred(self, entity_id: str) -> None:
        current = self.current_entity()
        if current is None or current.id != entity_id:
            self.open_entity(entity_id, recentre=False)

    # --- edit -----------------------------------------------------------------------------------

    def edit_current(self) -> None:
        entity = self.current_entity()
        if entity is None or self.viewing_past or self.edit_dialog is not None:
            return
        types = sorted(self.stats.entity_types) if self.stats else []
        dialog = EntityEditDialog(entity, types, self)
        dialog.submitted.connect(lambda draft: self._save_edit(dialog, entity, draft))
        dialog.finished.connect(lambda _code: self._edit_closed(dialog))
        self.edit_dialog = dialog
        dialog.open()

    def _save_edit(self, dialog: EntityEditDialog, entity: Entity, draft: EntityReplacement) -> None:
        agent_id = self.agent_id
        if agent_id is None:
            return

        def saved(result: tuple[Entity, UndoStep]) -> None:
            after, step = result
            self._set_undo(step)
            dialog.accept()
            self._written(self.tr("Saved {name}.").format(name=after.name), select=after.id)
            self.graph.entity_changed(after)

        self._run(
            self.browser.edit(agent_id, entity.id, draft), saved, self.tr("Saving {name}").format(name=entity.name),
            lambda exc: dialog.show_error(describe_error(exc)),
        )

    def _edit_closed(self, dialog: EntityEditDialog) -> None:
        if self.edit_dialog is dialog:
            self.edit_dialog = None
        dialog.deleteLater()

    # --- delete ---------------------------------------------------------------------------------

    def delete_current(self) -> None:
        entity = self.current_entity()
        if entity is None or self.viewing_past or self.confirm_box is not None:
            return
        relations = len(self.detail.detail.outgoing) + len(self.detail.detail.incoming) if self.detail.detail else 0
        box, delete = delete_confirmation(
            self,
            object_name="kgConfirmDelete",
            name=entity.name,
            text=self.tr("Delete “{name}” and its %n relation(s)?", "", relations).format(name=entity.name),
            informative=self.tr("Undo (Ctrl+Z) brings them back until your next change."),
        )
        self.confirm_box = box
        self.confirm_delete_button = delete
        box.finished.connect(lambda _code: self._delete_answered(box, delete, entity))
        box.open()

    def _delete_answered(self, box: QMessageBox, delete: QPushButton, entity: Entity) -> None:
        confirmed = box.clickedButton() is delete
        self.confirm_box = None
        box.deleteLater()
        agent_id = self.agent_id
        if not confirmed or agent_id is None:
            return

        def deleted(step: UndoStep) -> None:
            self._set_undo(step)
            gone = self.tr("Deleted “{name}”. Undo (Ctrl+Z) brings it back.")
            self.detail.show_placeholder(gone.format(name=entity.name))
            self.graph.entity_removed(entity.id)
            self._written(self.tr("Deleted {name}.").format(name=entity.name))

        deleting = self.tr("Deleting {name}").format(name=entity.name)
        self._run(self.browser.delete(agent_id, entity.id), deleted, deleting)

    # --- undo -----------------------------------------------------------------------------------

    def _set_undo(self, step: UndoStep | None) -> None:
        self.undo_step = step
        self._update_undo()

    def _update_undo(self) -> None:
        step = self.undo_step
        usable = step is not None and step.agent_id == self.agent_id and not self.viewing_past
        self.undo_button.setEnabled(usable)
        self.undo_button.setText("" if self.bar.compact else self.undo_text())
        tip = self.tr("{undo} (Ctrl+Z)").format(undo=UndoWords().label(step)) if usable and step else ""
        self.undo_button.setToolTip(tip or self.tr("Nothing to undo"))

    def undo_text(self) -> str:
        step = self.undo_step
        usable = step is not None and step.agent_id == self.agent_id and not self.viewing_past
        return UndoWords().label(step) if usable and step else self.tr("Undo")

    def undo(self) -> None:
        step = self.undo_step
        if step is None or step.agent_id != self.agent_id or self.viewing_past:
            return
        self._set_undo(None)

        def undone(entity: Entity) -> None:
            if step.merge is not None:
                self.graph.entity_changed(step.merge.survivor)
                if self.graph.state.centre_id:
                    self.graph.reload()
            self._written(UndoWords().done(step, entity.name), select=entity.id)
            if step.kind is not UndoKind.EDIT:
                self.open_entity(entity.id)
            else:
                self.graph.entity_changed(entity)
                self.open_entity(entity.id, recentre=False)

        self._run(self.browser.undo(step), undone, UndoWords().label(step), lambda _exc: self._set_undo(step))

    def _written(self, what: str, *, select: str | None = None) -> None:
        """After any write: say `what` in the status bar; reload the list, the counts and the details shown."""
        self.show_message(what)
        self.entity_list.reload(select_id=select)
        self.reload_counts()
        current = self.current_entity()
        if current is not None and (select is None or current.id == select):
            self.open_entity(current.id, recentre=False)
        self.changed.emit(what)

    # --- duplicates -------------------------------------------------------------------------------

    def merge(self, candidate_id: str, keep_id: str) -> None:
        """Ask first, naming what will move; the merge then goes on the undo stack."""
        agent_id = self.agent_id
        if agent_id is None or self.viewing_past or self.confirm_box is not None:
            return
        self._run(
            self.browser.merge_preview(agent_id, candidate_id, keep_id),
            lambda preview: self._confirm_merge(candidate_id, preview),
            self.tr("Merging"),
            lambda _e: self.duplicates.set_editable(not self.viewing_past),
        )

    def _confirm_merge(self, candidate_id: str, preview: MergePreview) -> None:
        box = QMessageBox(self)
        box.setObjectName("kgConfirmMerge")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Merge duplicates?"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(merge_question(preview))
        box.setInformativeText(self.tr("Undo (Ctrl+Z) splits them again until your next change."))
        box.setAccessibleName(self.tr("Merge duplicates?"))
        into = self.tr("Merge into “{name}”").format(name=preview.survivor.name)
        go = box.addButton(into, QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(go)
        box.setEscapeButton(cancel)
        self.confirm_box = box
        self.confirm_merge_button = go
        box.finished.connect(lambda _code: self._merge_answered(box, go, candidate_id, preview))
        box.open()

    def _merge_answered(self, box: QMessageBox, go: QPushButton, candidate_id: str, preview: MergePreview) -> None:
        confirmed = box.clickedButton() is go
        self.confirm_box = None
        box.deleteLater()
        agent_id = self.agent_id
        self.duplicates.set_editable(not self.viewing_past)
        if not confirmed or agent_id is None:
            return

        def merged(done: tuple[MergeResult, UndoStep]) -> None:
            result, step = done
            self._set_undo(step)
            said = self.tr("Merged {merged} into {survivor}. Undo (Ctrl+Z) splits them again.").format(
                merged=result.merged_name, survivor=result.survivor.name)
            self.graph.entity_removed(result.merged_id)
            current = self.current_entity()
            if current is not None and current.id == result.merged_id:
                self.open_entity(result.survivor.id)
            self._written(said)
            if self.graph.state.centre_id:
                self.graph.reload()

        self._run(
            self.browser.merge(agent_id, candidate_id, preview.survivor.id), merged, self.tr("Merging"), lambda _e: self.reload_counts()
        )

    def keep_both(self, candidate_id: str) -> None:
        agent_id = self.agent_id
        if agent_id is None or self.viewing_past:
            return

        def kept(_none: None) -> None:
            self.show_message(self.tr("Kept both; this pair will not be proposed again."))
            self.reload_counts()
            self.changed.emit("kept both")

        self._run(self.browser.keep_both(agent_id, candidate_id), kept, self.tr("Keeping both"), lambda _e: self.reload_counts())

    # --- prune ------------------------------------------------------------------------------------

    def open_prune(self) -> None:
        agent_id = self.agent_id
        if agent_id is None or self.viewing_past or self.prune_dialog is not None:
            return
        label = next((a.label for a in self.agents if a.id == agent_id), self.tr("this agent"))
        dialog = PruneDialog(label, self)
        dialog.previewRequested.connect(lambda value: self._prune_preview(dialog, agent_id, value))
        dialog.pruneRequested.connect(lambda value: self._prune(dialog, agent_id, value))
        dialog.finished.connect(lambda _code: self._prune_closed(dialog))
        self.prune_dialog = dialog
        dialog.open()
        dialog.request_preview()

    def _prune_preview(self, dialog: PruneDialog, agent_id: str, value: float) -> None:
        self._run(
            self.browser.prune_preview(agent_id, value), dialog.show_preview, self.tr("Counting what would be pruned"),
            lambda exc: dialog.show_failure(describe_error(exc)),
        )

    def _prune(self, dialog: PruneDialog, agent_id: str, value: float) -> None:
        def pruned(report: PruneReport) -> None:
            dialog.accept()
            shown = self.tr("Pruned %Ln entity(ies) and {relations} below {confidence}.", "", report.entities)
            self._set_undo(None)  # what went with the prune cannot come back through an older step
            self._written(shown.format(relations=self.tr("%Ln relation(s)", "", report.relations),
                                       confidence=QLocale().toString(report.min_confidence, "f", 2)))
            current = self.current_entity()
            if current is not None and current.confidence < report.min_confidence:
                self.detail.show_placeholder(self.tr("The entity shown was pruned."))
            if self.graph.state.centre_id:
                self.graph.reload()

        self._run(self.browser.prune(agent_id, value), pruned, self.tr("Pruning"), lambda exc: dialog.show_failure(describe_error(exc)))

    def _prune_closed(self, dialog: PruneDialog) -> None:
        if self.prune_dialog is dialog:
            self.prune_dialog = None
        dialog.deleteLater()


PAGE_SPEC = PageSpec(
    key="kg",
    title=QT_TRANSLATE_NOOP("pages", "Knowledge graph"),
    icon_name="applications-science",
    factory=KGPage,
    order=30,
    fallback_icon=QStyle.StandardPixmap.SP_FileDialogContentsView,
    description=QT_TRANSLATE_NOOP("pages", "Browse and correct your agents' knowledge graph"),
)
