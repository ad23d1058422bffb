"""The Hooks page: every lifecycle hook in the order it runs, with Add/Edit, On/Off, Delete,
Test, and the selected hook's recent runs.

All work goes through `HooksService` (the CLI's store calls and the real dispatcher) on the
qasync loop. A result that arrives after a newer request is dropped, so a quick reselect never
shows another hook's runs.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import replace
from typing import TYPE_CHECKING

from goclaw_lite.app.hooks import (
    HookRow,
    HooksSnapshot,
    TestResult,
)
from goclaw_lite.gui.activity.query import local_time_text
from goclaw_lite.gui.hooks.dialog import HookDialog
from goclaw_lite.gui.hooks.words import decision_words, event_words, exit_rules_words
from goclaw_lite.gui.qt import (
    QCoreApplication,
    QFontDatabase,
    QHBoxLayout,
    QHeaderView,
    QKeySequence,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QShortcut,
    QShowEvent,
    QSplitter,
    QStyle,
    Qt,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header, read_only_table
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.gui.widgets.confirm import delete_confirmation
from goclaw_lite.gui.widgets.empty_state import EmptyState, EmptySwitch
from goclaw_lite.gui.widgets.page_loader import PageLoader
from goclaw_lite.model.hooks import TOOL_EVENTS, Hook, HookExecution
from goclaw_lite.security.redact import redact

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

SUBTITLE = QT_TRANSLATE_NOOP(
    "HooksPageWidget",
    "Programs that run before and after an agent's answers and tool calls, and may block them. "
    "A command's exit code decides: 0 allows, 2 blocks. A failing hook never breaks a chat.")
COLUMNS = (QT_TRANSLATE_NOOP("HooksPageWidget", "Name"), QT_TRANSLATE_NOOP("HooksPageWidget", "When"),
           QT_TRANSLATE_NOOP("HooksPageWidget", "Tools"), QT_TRANSLATE_NOOP("HooksPageWidget", "Does"),
           QT_TRANSLATE_NOOP("HooksPageWidget", "Agents"), QT_TRANSLATE_NOOP("HooksPageWidget", "On"),
           QT_TRANSLATE_NOOP("HooksPageWidget", "Last run"))
RUN_COLUMNS = (QT_TRANSLATE_NOOP("HooksPageWidget", "Time"), QT_TRANSLATE_NOOP("HooksPageWidget", "Decision"),
               QT_TRANSLATE_NOOP("HooksPageWidget", "ms"), QT_TRANSLATE_NOOP("HooksPageWidget", "Error / output"))


def _shown_argument(arg: str) -> str:
    """An argument as typed, in double quotes when it has spaces or quotes (easier to read than shlex's)."""
    if arg and shlex.quote(arg) == arg:
        return arg
    return '"' + arg.replace("\\", "\\\\").replace('"', '\\"') + '"'


def handler_text(hook: Hook) -> str:
    """For display only (redacted: a token typed into an argument is not shown on screen)."""
    if hook.handler_type == "command":
        return redact(" ".join(_shown_argument(a) for a in hook.argv))
    reason = hook.config.get("reason")
    builtin = str(hook.config.get("builtin", ""))
    translate = QCoreApplication.translate
    words = {"log": translate("HooksPageWidget", "Writes a log line"),
             "block": translate("HooksPageWidget", "Blocks")}.get(
        builtin, translate("HooksPageWidget", "Built-in: {builtin}").format(builtin=builtin))
    return words + (f" ({reason})" if reason else "")


def shown(hook: Hook) -> str:
    """The hook's label for titles and messages, redacted like the Handler column."""
    text = redact(hook.label)
    return text if len(text) <= 60 else text[:59] + "…"


def run_text(run: HookExecution | None) -> str:
    if run is None:
        return QCoreApplication.translate("HooksPageWidget", "Never")
    return QCoreApplication.translate("HooksPageWidget", "{decision} · {ms} ms · {when}").format(
        decision=decision_words(run.decision), ms=run.duration_ms, when=local_time_text(run.created_at))


def _first_line(text: str) -> str:
    lines = text.strip().splitlines()
    return lines[0] if lines else ""


def _button(text: str, name: str, accessible: str, tip: str, icon: QStyle.StandardPixmap | None = None) -> QPushButton:
    button = QPushButton(standard_icon(icon), text) if icon is not None else QPushButton(text)
    button.setObjectName(name)
    button.setAccessibleName(accessible)
    button.setToolTip(tip)
    return button


class HooksPageWidget(QWidget):
    loaded = Signal(object)
    """Emitted with the HooksSnapshot each time the hooks table is filled."""
    runsLoaded = Signal(object)
    """Emitted with the list of HookExecution shown in the Runs panel."""
    tested = Signal(object)
    """Emitted with the TestResult of a Test."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hooksPage")
        self.service = ctx.services.hooks
        self.snapshot: HooksSnapshot | None = None
        self.runs: list[HookExecution] = []
        self.dialog: HookDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.confirm_delete_button: QPushButton | None = None
        self._loader = PageLoader(self)
        self._runs_generation = 0
        self._busy = False
        self._wanted_id: str | None = None

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Hooks"), self.tr(SUBTITLE)))
        layout.addLayout(self._toolbar())

        self.table = read_only_table("hooksTable", self.tr("Hooks"), tuple(self.tr(c) for c in COLUMNS),
                                     stretch=COLUMNS.index("Does"))
        # Last run shares the spare width with Does: fitted to its contents, a long translated
        # "Allowed · 0 ms · date" squeezed Does down to a few letters (each cell's tooltip has it all)
        self.table.horizontalHeader().setSectionResizeMode(COLUMNS.index("Last run"), QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self.edit_hook())

        self.output = QPlainTextEdit()
        self.output.setObjectName("hookOutput")
        self.output.setAccessibleName(self.tr("Test result or selected run"))
        self.output.setReadOnly(True)
        self.output.setPlaceholderText(
            self.tr("Test a hook, or select one of its runs, to see what it was sent and what it said."))
        self.output.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.runs_table = read_only_table("hookRuns", self.tr("Recent runs of the selected hook"),
                                          tuple(self.tr(c) for c in RUN_COLUMNS))
        self.runs_table.itemSelectionChanged.connect(self._run_selected)
        self.runs_label = QLabel(self.tr("Runs"))
        self.runs_label.setObjectName("hookRunsLabel")
        self.runs_label.setBuddy(self.runs_table)
        runs_box = QWidget()
        runs_layout = QVBoxLayout(runs_box)
        runs_layout.setContentsMargins(0, 0, 0, 0)
        runs_layout.addWidget(self.runs_label)
        runs_layout.addWidget(self.runs_table)
        output_box = QWidget()
        output_layout = QVBoxLayout(output_box)
        output_layout.setContentsMargins(0, 0, 0, 0)
        output_label = QLabel(self.tr("&Output"))
        output_label.setBuddy(self.output)
        output_layout.addWidget(output_label)
        output_layout.addWidget(self.output)

        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.setObjectName("hooksLowerSplitter")
        lower.setChildrenCollapsible(False)
        lower.addWidget(runs_box)
        lower.addWidget(output_box)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 2)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("hooksSplitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.table)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        self.empty = EmptyState(
            "hooksEmpty", QStyle.StandardPixmap.SP_FileDialogContentsView,
            self.tr("No hooks yet. A hook runs a program of yours before or after an agent's answers and tool "
                    "calls, and can block them; a built-in hook writes a log line or blocks without a program."),
            self.tr("Add a hook…"))
        self.empty.button.clicked.connect(self.add_hook)
        self.body = EmptySwitch(splitter, self.empty)
        layout.addWidget(self.body, 1)
        self.status_label = QLabel("")
        self.status_label.setObjectName("hooksStatus")
        self.status_label.setAccessibleName(self.tr("Hooks status"))
        layout.addWidget(self.status_label)

        shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Refresh), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(self.refresh)
        self._update_buttons()
        self.refresh()

    def _toolbar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.add_button = _button(self.tr("Add…"), "hookAdd", self.tr("Add a hook"),
                                  self.tr(
                                      "Add a command or built-in hook"), QStyle.StandardPixmap.SP_FileDialogNewFolder)
        self.edit_button = _button(self.tr("Edit…"), "hookEdit", self.tr("Edit the selected hook"),
                                   self.tr("Change the selected hook"))
        self.toggle_button = _button(self.tr("Disable"), "hookToggle", self.tr("Enable or disable the selected hook"),
                                     self.tr("Switch the selected hook on or off"))
        self.test_button = _button(self.tr("Test"), "hookTest", self.tr("Test the selected hook"),
                                   self.tr("Run the selected hook once on a sample event"),
                                   QStyle.StandardPixmap.SP_MediaPlay)
        self.delete_button = _button(self.tr("Delete…"), "hookDelete", self.tr("Delete the selected hook"),
                                     self.tr("Delete the selected hook (its runs stay in the audit)"),
                                     QStyle.StandardPixmap.SP_TrashIcon)
        self.refresh_button = self._loader.button = _button(
            self.tr("Refresh"), "hooksRefresh", self.tr("Refresh hooks"), self.tr("Load the hooks again (F5)"),
            QStyle.StandardPixmap.SP_BrowserReload)
        self.add_button.clicked.connect(self.add_hook)
        self.edit_button.clicked.connect(self.edit_hook)
        self.toggle_button.clicked.connect(self.toggle_hook)
        self.test_button.clicked.connect(self.test_hook)
        self.delete_button.clicked.connect(self.delete_hook)
        self.refresh_button.clicked.connect(self.refresh)
        for button in (self.add_button, self.edit_button, self.toggle_button, self.test_button, self.delete_button):
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.refresh_button)
        return bar

    # --- loading ------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt naming
        """Coming back to the page shows runs made meanwhile (by chats, or the CLI)."""
        super().showEvent(event)
        if self.snapshot is not None and not self._loader.loading:
            self.refresh()

    @property
    def loading(self) -> bool:
        return self._loader.loading or self._busy

    def refresh(self, select_id: str | None = None) -> None:
        if select_id:
            self._wanted_id = select_id
        self._loader.load(self._load(), on_done=self._show, what=self.tr("Loading the hooks"),
                          on_failed=lambda: self.status_label.setText(
                              self.tr("Could not load the hooks; see the status bar.")))

    async def _load(self) -> HooksSnapshot:
        """The service's snapshot, with the agents' names (not their keys) to show."""
        snapshot = await self.service.load()
        names = {a.id: a.label for a in await self.service.agents.list()}
        return replace(snapshot, agent_keys={i: names.get(i, key) for i, key in snapshot.agent_keys.items()})

    def _show(self, snapshot: HooksSnapshot) -> None:
        selected = self._wanted_id or (chosen.id if (chosen := self.selected()) else None)
        self._wanted_id = None
        self.snapshot = snapshot
        self.table.blockSignals(True)
        self.table.setRowCount(len(snapshot.rows))
        keep = -1
        for index, row in enumerate(snapshot.rows):
            self._fill_row(index, row, snapshot.agent_keys)
            if row.hook.id == selected:
                keep = index
        self.table.blockSignals(False)
        if keep >= 0:
            self.table.selectRow(keep)
        else:
            self.table.clearSelection()
        self._selection_changed()
        count = len(snapshot.rows)
        self.body.show_empty(not count)
        self.status_label.setText(self.tr("%n hook(s), in the order they run.", "", count) if count else "")
        self._loader.finish()
        self.loaded.emit(snapshot)

    def _fill_row(self, index: int, row: HookRow, agent_keys: dict[str, str]) -> None:
        hook = row.hook
        agents = ", ".join(
            agent_keys.get(a, self.tr("a deleted agent")) for a in hook.agent_ids) or self.tr("All agents")
        tools = (hook.matcher or self.tr("All tools")) if hook.event in TOOL_EVENTS else "—"
        cells = (hook.name or "—", event_words(hook.event), tools, handler_text(hook), agents,
                 self.tr("Yes") if hook.enabled else self.tr("No"), run_text(row.last_run))
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            tip = text
            if column == 3 and hook.argv:
                tip = redact("\n".join(hook.argv)) + "\n\n" + exit_rules_words(hook.on_error, hook.on_timeout)
            item.setToolTip(tip)
            if not hook.enabled:
                item.setForeground(self.palette().placeholderText())
            self.table.setItem(index, column, item)

    # --- selection and runs ---------------------------------------------------------------------

    def selected(self) -> Hook | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or self.snapshot is None or rows[0].row() >= len(self.snapshot.rows):
            return None
        return self.snapshot.rows[rows[0].row()].hook

    def select_hook(self, hook_id: str) -> bool:
        for index, row in enumerate(self.snapshot.rows if self.snapshot else ()):
            if row.hook.id == hook_id:
                self.table.selectRow(index)
                return True
        return False

    def _update_buttons(self) -> None:
        hook = self.selected()
        has = hook is not None and not self._busy
        seeded = hook is not None and hook.source == "builtin"
        self.edit_button.setEnabled(has and not seeded)
        self.delete_button.setEnabled(has and not seeded)
        self.toggle_button.setEnabled(has)
        self.test_button.setEnabled(has)
        self.toggle_button.setText(self.tr("Enable") if hook is not None and not hook.enabled else self.tr("Disable"))

    def _selection_changed(self) -> None:
        self._update_buttons()
        hook = self.selected()
        self.runs_label.setText(self.tr("&Runs of {shown}").format(
            shown=shown(hook)) if hook else self.tr("&Runs (select a hook)"))
        self._runs_generation += 1
        generation = self._runs_generation
        if hook is None:
            self._show_runs(generation, [])
            return
        run_async(self.service.runs(hook.id), on_done=lambda runs: self._show_runs(generation, runs), owner=self,
                  what=self.tr("Loading the hook's runs"))

    def _show_runs(self, generation: int, runs: list[HookExecution]) -> None:
        if generation != self._runs_generation:
            return
        self.runs = list(runs)
        self.runs_table.blockSignals(True)
        self.runs_table.setRowCount(len(self.runs))
        for index, run in enumerate(self.runs):
            cells = (local_time_text(run.created_at), decision_words(run.decision), str(run.duration_ms),
                     _first_line(run.error or run.output)[:200])
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text if column else run.created_at)
                if column == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.runs_table.setItem(index, column, item)
        self.runs_table.blockSignals(False)
        self.runsLoaded.emit(self.runs)

    def _run_selected(self) -> None:
        rows = self.runs_table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.runs):
            return
        run = self.runs[rows[0].row()]
        lines = [self.tr("Run at {when}, {event}").format(when=local_time_text(run.created_at),
                                                           event=event_words(run.event).lower()),
                 self.tr("Decision: {decision}").format(decision=decision_words(run.decision)),
                 self.tr("Took:     {ms} ms").format(ms=run.duration_ms)]
        if run.error:
            lines.append(self.tr("Error:    {error}").format(error=run.error))
        if run.metadata.get("exit_code") is not None:
            lines.append(self.tr("Exit:     {code}").format(code=run.metadata["exit_code"]))
        lines += [self.tr("Output:"), run.output.rstrip("\n") or self.tr("(none)")]
        self.output.setPlainText("\n".join(lines))

    # --- actions ------------------------------------------------------------------------------

    def _work(self, coro: object, what: str, done: object) -> None:
        self._busy = True
        self._update_buttons()

        def finished(result: object) -> None:
            self._busy = False
            done(result)  # type: ignore[operator]

        def failed(exc: BaseException) -> None:
            self._busy = False
            self._update_buttons()
            report_error(exc, owner=self, what=what)

        run_async(coro, on_done=finished, on_error=failed, owner=self, what=what)  # type: ignore[arg-type]

    def add_hook(self) -> None:
        self._open_dialog(None)

    def edit_hook(self) -> None:
        hook = self.selected()
        if hook is not None and hook.source != "builtin":
            self._open_dialog(hook)

    def _open_dialog(self, hook: Hook | None) -> None:
        if self.dialog is not None:
            return
        keys = self.snapshot.agent_keys if self.snapshot else {}
        dialog = HookDialog(self.service, keys, hook, parent=self)
        self.dialog = dialog
        dialog.saved.connect(lambda saved: self.refresh(select_id=saved.id))
        dialog.finished.connect(lambda _code: self._dialog_closed(dialog))
        dialog.open()

    def _dialog_closed(self, dialog: HookDialog) -> None:
        self.dialog = None
        dialog.deleteLater()

    def toggle_hook(self) -> None:
        hook = self.selected()
        if hook is None or self._busy:
            return
        self._work(self.service.set_enabled(hook.id, not hook.enabled),
                   (self.tr("Switching {hook} off") if hook.enabled else self.tr("Switching {hook} on")).format(
                       hook=shown(hook)),
                   lambda h: self._changed(h, (self.tr("Hook {hook} is on.") if h.enabled
                                               else self.tr("Hook {hook} is off.")).format(hook=shown(h))))

    def test_hook(self) -> None:
        hook = self.selected()
        if hook is None or self._busy:
            return
        self.output.setPlainText(self.tr("Running {hook} on a sample {event} event…").format(
            hook=shown(hook), event=hook.event))
        self._work(self.service.test(hook.id), self.tr("Testing {hook}").format(hook=shown(hook)), self._tested)

    def _tested(self, result: TestResult) -> None:
        outcome = result.outcome
        lines = [self.tr("Sent:     {event}").format(event=json.dumps(result.sent, ensure_ascii=False)),
                 self.tr("Decision: {decision}").format(decision=decision_words(outcome.decision))
                 + (f" ({outcome.error})" if outcome.error else ""),
                 self.tr("Took:     {ms} ms").format(ms=outcome.duration_ms)]
        if outcome.exit_code is not None:
            lines.append(self.tr("Exit:     {code}").format(code=outcome.exit_code))
        lines += [self.tr("Output:"), outcome.output.rstrip("\n") or self.tr("(none)")]
        self.output.setPlainText("\n".join(lines))
        self._changed(result.hook, self.tr("Tested {hook}: {decision} in {ms} ms.").format(
            hook=shown(result.hook), decision=outcome.decision, ms=outcome.duration_ms))
        self.tested.emit(result)

    def delete_hook(self) -> None:
        hook = self.selected()
        if hook is None or hook.source == "builtin" or self.confirm_box is not None:
            return
        box, delete = delete_confirmation(
            self, object_name="confirmDeleteHook", name=shown(hook),
            text=self.tr("Delete the {event} hook {shown}?").format(event=hook.event, shown=shown(hook)),
            informative=self.tr("It stops running at once. Its past runs stay in the audit. This cannot be undone."),
        )
        self.confirm_box, self.confirm_delete_button = box, delete
        box.finished.connect(lambda _code: self._delete_answered(box, delete, hook))
        box.open()

    def _delete_answered(self, box: QMessageBox, delete: QPushButton, hook: Hook) -> None:
        confirmed = box.clickedButton() is delete
        self.confirm_box = self.confirm_delete_button = None
        box.deleteLater()
        if confirmed:
            self._work(self.service.delete(hook.id), self.tr("Deleting {hook}").format(hook=shown(hook)),
                       lambda h: self._changed(None, self.tr("Deleted hook {hook}.").format(hook=shown(h))))

    def _changed(self, hook: Hook | None, message: str) -> None:
        self.status_label.setText(message)
        show = getattr(self.window(), "show_message", None)
        if callable(show):
            show(message)
        self.refresh(select_id=hook.id if hook else None)


PAGE_SPEC = PageSpec(
    key="hooks",
    title=QT_TRANSLATE_NOOP("pages", "Hooks"),
    icon_name="system-run",
    factory=HooksPageWidget,
    order=75,
    fallback_icon=QStyle.StandardPixmap.SP_CommandLink,
    description=QT_TRANSLATE_NOOP("pages", "Programs run before and after agent runs and tool calls"),
)
