"""The Evolution page: what the chat measured per agent, and the suggestions made from it.

Top: one row per agent and measured thing (tool, retrieval source, feedback, route), over
the last 30 days. Bottom: suggestions, pending first by default, with Approve (which applies
an automatic suggestion to its agent at once) and Reject, and what applying changed.
All reads and writes go through `EvolutionService` on the qasync loop; a result that
arrives after a newer request is dropped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from goclaw_lite.app.evolution import AgentSummary
from goclaw_lite.gui.i18n.dates import format_datetime, format_number
from goclaw_lite.gui.qt import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLocale,
    QObject,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStyle,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header, read_only_table
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.gui.widgets.empty_state import EmptyState, EmptySwitch
from goclaw_lite.model.evolution import STATUSES, Suggestion

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

SUBTITLE = QT_TRANSLATE_NOOP(
    "EvolutionPageWidget",
    "How each agent's tools, memory and routes did in the last 30 days, and what could be improved. "
    "Approving a suggestion applies it to the agent.")
METRIC_COLUMNS = (QT_TRANSLATE_NOOP("EvolutionPageWidget", "Agent"), QT_TRANSLATE_NOOP("EvolutionPageWidget", "Kind"),
                  QT_TRANSLATE_NOOP("EvolutionPageWidget", "What"),
                  QT_TRANSLATE_NOOP("EvolutionPageWidget", "How often"),
                  QT_TRANSLATE_NOOP("EvolutionPageWidget", "How well"),
                  QT_TRANSLATE_NOOP("EvolutionPageWidget", "Detail"))
SUGGESTION_COLUMNS = (QT_TRANSLATE_NOOP("EvolutionPageWidget", "Agent"),
                      QT_TRANSLATE_NOOP("EvolutionPageWidget", "Status"),
                      QT_TRANSLATE_NOOP("EvolutionPageWidget", "Suggestion"),
                      QT_TRANSLATE_NOOP("EvolutionPageWidget", "Why"))
STATUS_WORDS = {
    "pending": QT_TRANSLATE_NOOP("EvolutionWords", "Pending"),
    "approved": QT_TRANSLATE_NOOP("EvolutionWords", "Approved"),
    "rejected": QT_TRANSLATE_NOOP("EvolutionWords", "Rejected"),
    "applied": QT_TRANSLATE_NOOP("EvolutionWords", "Applied"),
}


@dataclass(frozen=True)
class EvolutionView:
    summaries: tuple[AgentSummary, ...]
    suggestions: tuple[Suggestion, ...]
    agent_names: dict[str, str]
    """Agent id -> the name people know it by (emoji and display name)."""
    server_names: dict[str, str] = field(default_factory=dict)
    """Model server key (what routes record) -> its display name."""


def _percent(share: float) -> str:
    return format_number(round(share * 100))


class EvolutionWords(QObject):
    """The page's sentences with counts and numbers: plurals go through a QObject's `tr`, the one
    call lupdate marks as numerus; numbers are written by QLocale."""

    def status(self, status: str) -> str:
        return self.tr(STATUS_WORDS[status]) if status in STATUS_WORDS else status.capitalize()

    def metric_rows(self, item: AgentSummary, servers: dict[str, str]) -> list[tuple[str, ...]]:
        who = item.label or item.agent_key
        rows: list[tuple[str, ...]] = [
            (who, self.tr("Tool"), t.tool, self.tr("%Ln call(s)", "", t.calls),
             self.tr("{percent}% succeeded").format(percent=_percent(t.success_rate)),
             self.tr("{ms} ms on average").format(ms=format_number(round(t.avg_duration_ms))))
            for t in item.tools
        ]
        rows += [(who, self.tr("Memory"), r.source, self.tr("%Ln search(es)", "", r.count),
                  self.tr("{percent}% used").format(percent=_percent(r.usage_rate)),
                  self.tr("relevance {score}").format(score=QLocale().toString(r.avg_score, "f", 2)))
                 for r in item.retrieval]
        if item.feedback.total:
            share = item.feedback.up / item.feedback.total
            rows.append((who, self.tr("Feedback"), self.tr("Helpful / not helpful"),
                         self.tr("%Ln rating(s)", "", item.feedback.total),
                         self.tr("{percent}% helpful").format(percent=_percent(share)),
                         self.tr("{up} helpful, {down} not").format(up=item.feedback.up, down=item.feedback.down)))
        total = sum(r.answers for r in item.routes)
        rows += [(who, self.tr("Model"), self.tr("{model} on {server}").format(
                      model=r.model, server=servers.get(r.provider, r.provider)),
                  self.tr("%Ln answer(s)", "", r.answers),
                  self.tr("{percent}% of answers").format(percent=_percent(r.answers / total)), "")
                 for r in item.routes]
        return rows or [(who, "", self.tr("Nothing measured yet"), "", "", "")]

    def changes_text(self, s: Suggestion) -> str:
        lines = [s.suggestion, "", self.tr("Why: {rationale}").format(rationale=s.rationale),
                 self.tr("Status: {status}").format(status=self.status(s.status))]
        if s.reviewed_at:
            lines.append(self.tr("Reviewed by {who} at {when}").format(
                who=s.reviewed_by or "?", when=format_datetime(s.reviewed_at)))
        if s.applied_changes:
            lines += ["", self.tr("What applying changed:"), *self.changed_lines(s.applied_changes)]
        elif s.status == "approved":
            lines += ["", self.tr("Advice only: nothing was changed automatically.")]
        return "\n".join(lines)

    def _words(self, value: Any) -> str:
        if isinstance(value, dict):
            return ", ".join(f"{k}: {self._words(v)}" for k, v in value.items()) or self.tr("nothing set")
        return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)

    def changed_lines(self, changes: dict[str, Any]) -> list[str]:
        before, after = changes.get("before"), changes.get("after")
        if isinstance(before, dict) and isinstance(after, dict):
            return [f"{_setting(k)}: {self._words(before.get(k, {}))} → {self._words(v)}" for k, v in after.items()]
        return [f"{_setting(k)}: {self._words(v)}" for k, v in changes.items()]


def _setting(key: str) -> str:
    return key.replace("_", " ").capitalize()


def metric_rows(item: AgentSummary, servers: dict[str, str] | None = None) -> list[tuple[str, ...]]:
    """The table rows of one agent's numbers (an agent with none gets one "nothing yet" row);
    `servers` names the model servers routes record by key."""
    return EvolutionWords().metric_rows(item, servers or {})


def changes_text(s: Suggestion) -> str:
    return EvolutionWords().changes_text(s)


def changed_lines(changes: dict[str, Any]) -> list[str]:
    """{"before": {"tool_policy": {}}, "after": {"tool_policy": {"exec": "ask"}}} ->
    ["Tool policy: nothing set → exec: ask"]; any other shape, one line per key."""
    return EvolutionWords().changed_lines(changes)


def _fill(table: QTableWidget, rows: list[tuple[str, ...]]) -> None:
    table.setRowCount(len(rows))
    for index, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            table.setItem(index, column, item)


def _button(text: str, name: str, accessible: str, tip: str, icon: QStyle.StandardPixmap) -> QPushButton:
    button = QPushButton(standard_icon(icon), text)
    button.setObjectName(name)
    button.setAccessibleName(accessible)
    button.setToolTip(tip)
    return button


class EvolutionPageWidget(QWidget):
    loaded = Signal(object)
    """Emitted with the EvolutionView each time the page is filled."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evolutionPage")
        self.service = ctx.services.evolution
        self.providers = ctx.services.providers
        self.current: EvolutionView | None = None
        self._generation = 0
        self._busy = False

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Evolution"), self.tr(SUBTITLE)))
        layout.addLayout(self._top_bar())
        self.metrics_table = read_only_table("evolutionMetrics", self.tr("Metrics per agent"),
                                             tuple(self.tr(c) for c in METRIC_COLUMNS))
        self.suggestions_table = read_only_table("evolutionSuggestions", self.tr("Suggestions"),
                                                 tuple(self.tr(c) for c in SUGGESTION_COLUMNS))
        self.suggestions_table.itemSelectionChanged.connect(self._selection_changed)
        self.details = QPlainTextEdit()
        self.details.setObjectName("evolutionDetails")
        self.details.setAccessibleName(self.tr("Details of the selected suggestion"))
        self.details.setReadOnly(True)
        self.details.setPlaceholderText(
            self.tr("Select a suggestion to see why it was made and what approving it changes."))

        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.setChildrenCollapsible(False)
        lower.addWidget(self.suggestions_table)
        lower.addWidget(self.details)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 2)
        box = QWidget()
        box_layout = QVBoxLayout(box)
        box_layout.setContentsMargins(0, 0, 0, 0)
        box_layout.addLayout(self._review_bar())
        box_layout.addWidget(lower, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("evolutionSplitter")
        splitter.setChildrenCollapsible(False)
        self.empty = EmptyState(
            "evolutionEmpty", QStyle.StandardPixmap.SP_FileDialogInfoView,
            self.tr("Nothing measured yet. As agents chat, GoClaw Lite counts how their tools, memory and model "
                    "servers do; suggestions to improve them are made from these counts."),
            self.tr("Open Chat"))
        self.empty.button.clicked.connect(lambda: self._go("chat"))
        self.metrics_body = EmptySwitch(self.metrics_table, self.empty)
        splitter.addWidget(self.metrics_body)
        splitter.addWidget(box)
        layout.addWidget(splitter, 1)
        self.status_label = QLabel("")
        self.status_label.setObjectName("evolutionStatus")
        self.status_label.setAccessibleName(self.tr("Evolution status"))
        layout.addWidget(self.status_label)
        self.refresh()

    def _top_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        title = QLabel(self.tr("<b>Metrics</b> (last 30 days)"))
        bar.addWidget(title)
        bar.addStretch(1)
        self.suggest_button = _button(self.tr(
            "Make suggestions now"), "evolutionSuggest", self.tr("Make suggestions now"),
                                      self.tr("Look at the metrics and add any new suggestion"),
                                      QStyle.StandardPixmap.SP_FileDialogNewFolder)
        self.suggest_button.clicked.connect(self.suggest)
        self.refresh_button = _button(self.tr("Refresh"), "evolutionRefresh", self.tr("Refresh evolution"),
                                      self.tr("Load the metrics and suggestions again"),
                                      QStyle.StandardPixmap.SP_BrowserReload)
        self.refresh_button.clicked.connect(self.refresh)
        bar.addWidget(self.suggest_button)
        bar.addWidget(self.refresh_button)
        return bar

    def _review_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        label = QLabel(self.tr("<b>Suggestions</b> showing"))
        self.status_combo = QComboBox()
        self.status_combo.setObjectName("evolutionStatusFilter")
        self.status_combo.setAccessibleName(self.tr("Show suggestions with status"))
        label.setBuddy(self.status_combo)
        for status in STATUSES:
            self.status_combo.addItem(EvolutionWords().status(status), status)
        self.status_combo.addItem(self.tr("All"), None)
        self.status_combo.currentIndexChanged.connect(self.refresh)
        self.approve_button = _button(self.tr(
            "Approve"), "evolutionApprove", self.tr("Approve the selected suggestion"),
                                      self.tr("Approve it; an automatic suggestion is applied to its agent at once"),
                                      QStyle.StandardPixmap.SP_DialogApplyButton)
        self.reject_button = _button(self.tr("Reject"), "evolutionReject", self.tr("Reject the selected suggestion"),
                                     self.tr("Reject it; it will not be suggested again"),
                                     QStyle.StandardPixmap.SP_DialogCancelButton)
        self.approve_button.clicked.connect(lambda: self.review(approve=True))
        self.reject_button.clicked.connect(lambda: self.review(approve=False))
        for widget in (label, self.status_combo):
            bar.addWidget(widget)
        bar.addStretch(1)
        bar.addWidget(self.approve_button)
        bar.addWidget(self.reject_button)
        self._update_buttons()
        return bar

    # --- loading --------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._busy

    def _start(self) -> int:
        self._generation += 1
        self._busy = True
        for button in (self.refresh_button, self.suggest_button):
            button.setEnabled(False)
        self._update_buttons()
        return self._generation

    def refresh(self, *_args: object, message: str = "") -> None:
        generation = self._start()
        run_async(self._fetch(self.status_combo.currentData()), on_done=lambda view: self._show(generation, view, message),
                  on_error=lambda exc: self._failed(generation, exc, self.tr("Loading the evolution page")), owner=self,
                  what=self.tr("Loading the evolution page"))

    async def _fetch(self, status: str | None) -> EvolutionView:
        names = {a.id: a.label for a in await self.service.agents.list()}
        servers = {p.name: p.label for p in await self.providers.list()}
        return EvolutionView(tuple(await self.service.summary()), tuple(await self.service.list(status=status)), names,
                             servers)

    def _show(self, generation: int, view: EvolutionView, message: str) -> None:
        if generation != self._generation:
            return
        selected = self.selected()
        self.current = view
        metrics = [row for item in view.summaries for row in metric_rows(item, view.server_names)]
        _fill(self.metrics_table, metrics)
        self.metrics_body.show_empty(not any(i.tools or i.retrieval or i.feedback.total or i.routes
                                             for i in view.summaries))
        _fill(self.suggestions_table, [
            (view.agent_names.get(s.agent_id, self.tr("a deleted agent")), EvolutionWords().status(s.status),
             s.suggestion, s.rationale)
            for s in view.suggestions
        ])
        keep = next((i for i, s in enumerate(view.suggestions) if selected is not None and s.id == selected.id), -1)
        if keep >= 0:
            self.suggestions_table.selectRow(keep)
        else:
            self.suggestions_table.clearSelection()
        pending = sum(1 for s in view.suggestions if s.status == "pending")
        summary = (self.tr("%n suggestion(s) shown, {pending} waiting for review.", "", len(view.suggestions)).format(
                       pending=pending) if view.suggestions
                   else self.tr("No suggestions to show. “Make suggestions now” looks at the metrics for any."))
        self.status_label.setText(message or summary)
        self._done()
        self._selection_changed()
        self.loaded.emit(view)

    def _go(self, key: str) -> None:
        """Open another page of the window (duck typed, like Home: the page works without one too)."""
        show = getattr(self.window(), "show_page", None)
        if callable(show):
            show(key)

    def _failed(self, generation: int, exc: BaseException, what: str) -> None:
        if generation != self._generation:
            return
        self.status_label.setText(self.tr("{what} failed; see the status bar.").format(what=what))
        report_error(exc, owner=self, what=what)
        self._done()

    def _done(self) -> None:
        self._busy = False
        for button in (self.refresh_button, self.suggest_button):
            button.setEnabled(True)
        self._update_buttons()

    # --- actions ----------------------------------------------------------------------------

    def suggest(self) -> None:
        generation = self._start()
        none = self.tr("No new suggestions: nothing in the metrics calls for one.")
        run_async(self.service.generate(),
                  on_done=lambda made: self.refresh(message=self.tr("%n new suggestion(s).", "", len(made)) if made else none),
                  on_error=lambda exc: self._failed(generation, exc, self.tr("Making suggestions")), owner=self,
                  what=self.tr("Making suggestions"))

    def review(self, *, approve: bool) -> None:
        target = self.selected()
        if target is None or target.status != "pending" or self._busy:
            return
        generation = self._start()
        action = self.service.approve if approve else self.service.reject
        what = self.tr("Approving the suggestion") if approve else self.tr("Rejecting the suggestion")
        run_async(action(target.id), on_done=lambda done: self.refresh(message=self.tr(
            "Suggestion {status}: {suggestion}").format(status=EvolutionWords().status(done.status).lower(),
                                                        suggestion=done.suggestion)),
                  on_error=lambda exc: self._failed(generation, exc, what), owner=self, what=what)

    # --- selection ----------------------------------------------------------------------------

    def selected(self) -> Suggestion | None:
        rows = self.suggestions_table.selectionModel().selectedRows()
        if not rows or self.current is None or rows[0].row() >= len(self.current.suggestions):
            return None
        return self.current.suggestions[rows[0].row()]

    def _update_buttons(self) -> None:
        target = self.selected() if hasattr(self, "suggestions_table") else None
        can = target is not None and target.status == "pending" and not self._busy
        self.approve_button.setEnabled(can)
        self.reject_button.setEnabled(can)

    def _selection_changed(self) -> None:
        target = self.selected()
        self.details.setPlainText(changes_text(target) if target is not None else "")
        self._update_buttons()


PAGE_SPEC = PageSpec(
    key="evolution",
    title=QT_TRANSLATE_NOOP("pages", "Evolution"),
    icon_name="utilities-system-monitor",
    factory=EvolutionPageWidget,
    order=72,
    fallback_icon=QStyle.StandardPixmap.SP_FileDialogInfoView,
    description=QT_TRANSLATE_NOOP("pages", "What the chat measured, and suggested improvements to approve or reject"),
)
