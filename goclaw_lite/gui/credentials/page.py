"""The Credentials page: registered tools, their masked credentials, and a Test run.

Every read and write goes through `CredentialsService` on the qasync loop; the page only
wires widgets together. Without the encryption key nothing here could be read or written,
so the page then shows how to provide the key, and no control that would write.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from goclaw_lite.app.credentials import CredentialsService
from goclaw_lite.gui.credentials.dialog import ToolDialog
from goclaw_lite.gui.credentials.notices import NoKeyPanel, empty_tools
from goclaw_lite.gui.credentials.run_panel import TestRunPanel
from goclaw_lite.gui.credentials.table import ToolsTable
from goclaw_lite.gui.qt import (
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QMessageBox,
    QPushButton,
    QShortcut,
    QSplitter,
    QStackedWidget,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.gui.widgets.confirm import delete_confirmation
from goclaw_lite.model.credentials import AgentAccess, ToolDetails, ToolSummary
from goclaw_lite.model.secure_cli import BinaryConfig

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

SUBTITLE = QT_TRANSLATE_NOOP(
    "CredentialsPage",
    "CLI tools that run with encrypted credentials. Values are injected into the tool's own "
    "process only and replaced by [REDACTED:NAME] in what it prints."
)


def _button(text: str, name: str, tip: str, slot: Callable[[], None], icon: QStyle.StandardPixmap | None = None) -> QPushButton:
    button = QPushButton(text) if icon is None else QPushButton(standard_icon(icon), text)
    button.setObjectName(name.replace(" ", "_").lower())
    button.setAccessibleName(name)
    button.setToolTip(tip)
    button.clicked.connect(slot)
    return button


class CredentialsPage(QWidget):
    toolsLoaded = Signal(list)
    """Emitted with the list of ToolSummary each time the table is filled."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("credentialsPage")
        self.dialog: ToolDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.confirm_delete_button: QPushButton | None = None
        self._loading = False
        self._reload = False
        self._select_after_load: str | None = None

        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Credentials"), self.tr(SUBTITLE)))
        self.service: CredentialsService | None = None
        self.no_key_panel: NoKeyPanel | None = None
        if ctx.stores.cipher is None:
            self.no_key_panel = NoKeyPanel(self)
            layout.addWidget(self.no_key_panel)
            layout.addStretch(1)
            return
        self.service = ctx.services.credentials
        self._build(layout, self.service)
        self.refresh()

    # --- construction ------------------------------------------------------------------

    def _build(self, layout: QVBoxLayout, service: CredentialsService) -> None:
        bar = QHBoxLayout()
        bar.setSpacing(6)
        self.add_button = _button(
            self.tr("&Add tool…"), "Add tool", self.tr("Register a tool and its credentials (Ctrl+N)"), self.add_tool)
        self.edit_button = _button(
            self.tr("&Edit…"), "Edit tool", self.tr("Change the selected tool (Enter)"), self.edit_selected)
        self.delete_button = _button(
            self.tr(
                "&Delete…"), "Delete tool", self.tr("Delete the selected tool and every credential stored for it (Del)"),
            self.delete_selected,
        )
        self.refresh_button = _button(
            self.tr(
                "Refresh"), "Refresh tools", self.tr("Load the tools again (F5)"), self.refresh, QStyle.StandardPixmap.SP_BrowserReload
        )
        for button in (self.add_button, self.edit_button, self.delete_button):
            bar.addWidget(button)
        bar.addStretch(1)
        bar.addWidget(self.refresh_button)
        layout.addLayout(bar)

        self.table = ToolsTable(self)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self.edit_selected())
        self.table.enabledToggled.connect(self._set_enabled)
        self.empty = empty_tools()
        self.empty.button.clicked.connect(self.add_tool)
        self.list_stack = QStackedWidget()
        self.list_stack.setObjectName("toolsStack")
        self.list_stack.addWidget(self.table)
        self.list_stack.addWidget(self.empty)

        self.test_panel = TestRunPanel(service)
        self.test_panel.ran.connect(self.refresh)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setObjectName("credentialsSplitter")
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.list_stack)
        splitter.addWidget(self.test_panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter, 1)

        self.status_label = QLabel("")
        self.status_label.setObjectName("credentialsStatus")
        self.status_label.setAccessibleName(self.tr("Credentials status"))
        layout.addWidget(self.status_label)

        for sequence, slot in ((QKeySequence.StandardKey.New, self.add_tool), (QKeySequence.StandardKey.Refresh, self.refresh)):
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        for key, slot in (
            (Qt.Key.Key_Delete, self.delete_selected),
            (Qt.Key.Key_Return, self.edit_selected),
            (Qt.Key.Key_Enter, self.edit_selected),
        ):
            shortcut = QShortcut(QKeySequence(key), self.table)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(slot)
        self._selection_changed()

    # --- loading -------------------------------------------------------------------------

    @property
    def loading(self) -> bool:
        return self._loading

    @property
    def tools(self) -> list[ToolSummary]:
        return self.table.tools if self.service is not None else []

    def refresh(self) -> None:
        if self.service is None:
            return
        if self._loading:
            self._reload = True  # something changed while loading: load once more afterwards
            return
        self._loading = True
        self.refresh_button.setEnabled(False)
        run_async(self.service.list_tools(), on_done=self._show_tools, on_error=self._load_failed, owner=self,
                  what=self.tr("Loading tools"))

    def _show_tools(self, tools: list[ToolSummary]) -> None:
        selected = self.selected()
        keep = self._select_after_load or (selected.binary.id if selected else None)
        self._select_after_load = None
        self.table.fill(tools, select_id=keep)
        self.list_stack.setCurrentWidget(self.table if tools else self.empty)
        self.test_panel.setVisible(bool(tools))
        self._selection_changed()
        enabled = sum(1 for t in tools if t.binary.enabled)
        self.status_label.setText(self.tr("%n tool(s) registered, {enabled} enabled.", "", len(tools)).format(
            enabled=enabled) if tools else "")
        self._loaded()
        self.toolsLoaded.emit(list(tools))

    def _load_failed(self, exc: BaseException) -> None:
        self.status_label.setText(self.tr("Could not load the tools; see the status bar."))
        report_error(exc, owner=self, what=self.tr("Loading tools"))
        self._loaded()

    def _loaded(self) -> None:
        self._loading = False
        self.refresh_button.setEnabled(True)
        if self._reload:
            self._reload = False
            self.refresh()

    # --- selection -----------------------------------------------------------------------

    def selected(self) -> ToolSummary | None:
        return self.table.selected() if self.service is not None else None

    def select(self, name: str) -> bool:
        return self.service is not None and self.table.select_name(name)

    def _selection_changed(self) -> None:
        tool = self.selected()
        self.edit_button.setEnabled(tool is not None)
        self.delete_button.setEnabled(tool is not None)
        self.test_panel.set_tool(tool)

    def _set_enabled(self, tool: ToolSummary, wanted: bool) -> None:
        if self.service is None:
            return
        run_async(
            self.service.set_enabled(tool.binary.id, wanted),
            on_done=lambda _binary: self.refresh(),
            on_error=self._toggle_failed,
            owner=self,
            what=(self.tr("Switching {name} on") if wanted else self.tr("Switching {name} off")).format(
                name=tool.binary.name),
        )

    def _toggle_failed(self, exc: BaseException) -> None:
        report_error(exc, owner=self, what=self.tr("Changing the tool"))
        self.refresh()  # show what is really stored

    # --- add / edit ------------------------------------------------------------------------

    def add_tool(self) -> None:
        if self.service is None or self.dialog is not None:
            return
        run_async(self.service.new_tool_access(), on_done=lambda access: self._open_dialog(access, None), owner=self,
                  what=self.tr("Listing agents"))

    def edit_selected(self) -> None:
        tool = self.selected()
        if self.service is None or tool is None or self.dialog is not None:
            return
        run_async(self.service.details(tool.binary.id), on_done=lambda d: self._open_dialog(d.access, d), owner=self,
                  what=self.tr("Opening {name}").format(name=tool.binary.name))

    def _open_dialog(self, access: tuple[AgentAccess, ...], details: ToolDetails | None) -> None:
        if self.service is None or self.dialog is not None:
            return
        dialog = ToolDialog(self.service, access, details, parent=self)
        dialog.saved.connect(self._tool_saved)
        dialog.finished.connect(lambda _code: self._dialog_closed(dialog))
        self.dialog = dialog
        dialog.open()

    def _tool_saved(self, binary: BinaryConfig) -> None:
        self._select_after_load = binary.id
        self._show_message(self.tr("Saved {tool}.").format(tool=binary.name))
        self.refresh()

    def _dialog_closed(self, dialog: ToolDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    # --- delete -------------------------------------------------------------------------------

    def delete_selected(self) -> None:
        tool = self.selected()
        if self.service is None or tool is None or self.confirm_box is not None:
            return
        name = tool.binary.name
        box, delete = delete_confirmation(
            self,
            object_name="confirmDelete",
            name=name,
            text=self.tr("Delete {name} and every credential stored for it?").format(name=name),
            informative=(
                self.tr("Its default credentials, your own and every agent's, and its grants are deleted "
                "with it. This cannot be undone.")
            ),
        )
        self.confirm_box = box
        self.confirm_delete_button = delete
        box.finished.connect(lambda _code: self._delete_answered(box, delete, tool))
        box.open()

    def _delete_answered(self, box: QMessageBox, delete: QPushButton, tool: ToolSummary) -> None:
        confirmed = box.clickedButton() is delete
        self.confirm_box = self.confirm_delete_button = None
        box.deleteLater()
        if confirmed and self.service is not None:
            run_async(self.service.delete(tool.binary.id), on_done=self._deleted, owner=self,
                      what=self.tr("Deleting {name}").format(name=tool.binary.name))

    def _deleted(self, binary: BinaryConfig) -> None:
        self._show_message(self.tr("Deleted {tool} and its credentials.").format(tool=binary.name))
        self.refresh()

    def _show_message(self, text: str) -> None:
        show = getattr(self.window(), "show_message", None)
        if callable(show):
            show(text)


PAGE_SPEC = PageSpec(
    key="credentials",
    title=QT_TRANSLATE_NOOP("pages", "Credentials"),
    icon_name="dialog-password",
    factory=CredentialsPage,
    order=40,
    fallback_icon=QStyle.StandardPixmap.SP_DriveNetIcon,
    description=QT_TRANSLATE_NOOP("pages", "CLI tools with encrypted credentials"),
)
