"""Settings > Model servers: the servers agents talk to, with Add, Edit, Test, Use/Stop using
and Remove, each through `ProvidersAdmin` (the checks `goclaw-lite provider` makes).

Removing a server an agent still chats through is refused with the reason (which agents) and
then offered again as "Remove anyway"; a server only used as a fallback says so and is removed
once confirmed. The API key never reaches the window: the list says only whether one is stored.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from goclaw_lite.app.providers import (
    ProviderInUseError,
    ProviderRemoval,
    ProviderTest,
    ProviderUsage,
)
from goclaw_lite.gui.qt import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    Qt,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.servers.dialog import ServerDialog, models_summary
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, read_only_table
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.confirm import delete_confirmation
from goclaw_lite.model.chat import Provider

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

COLUMNS = (
    QT_TRANSLATE_NOOP("ProvidersBox", "Server"), QT_TRANSLATE_NOOP("ProvidersBox", "Address"),
    QT_TRANSLATE_NOOP("ProvidersBox", "Key"), QT_TRANSLATE_NOOP("ProvidersBox", "Default model"),
    QT_TRANSLATE_NOOP("ProvidersBox", "Used"),
)
COL_NAME, COL_ADDRESS, COL_KEY, COL_MODEL, COL_ENABLED = range(len(COLUMNS))


def _agents(keys: tuple[str, ...]) -> str:
    return ", ".join(keys)


class ProvidersBox(QGroupBox):
    loaded = Signal()
    """The list of servers was (re)read: `providers` is current."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Model servers"), parent)
        self.setObjectName("providersBox")
        self.admin = ctx.services.providers
        self.providers: list[Provider] = []
        self.loading = False
        self.dialog: ServerDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.confirm_remove_button: QPushButton | None = None
        layout = QVBoxLayout(self)
        self.table = read_only_table("providersTable", self.tr("Model servers"), tuple(self.tr(c) for c in COLUMNS),
                                     stretch=COL_ADDRESS)
        self.table.setMaximumHeight(130)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.itemChanged.connect(self._item_changed)
        self.table.doubleClicked.connect(lambda _index: self.edit_selected())
        layout.addWidget(self.table)

        row = QHBoxLayout()
        self.add_button = self._button(self.tr("Add &server…"), "addServer", self.tr("Add a model server"),
                                       self.add_server)
        self.edit_button = self._button(self.tr("&Edit…"), "editServer", self.tr("Edit the selected server"),
                                        self.edit_selected)
        self.test_button = self._button(self.tr("&Test"), "testServer", self.tr("List the selected server's models"),
                                        self.test_selected)
        self.enable_button = self._button(self.tr("Stop &using"), "enableServer",
                                          self.tr("Stop or start using the selected server"),
                                          self.toggle_selected)
        self.remove_button = self._button(self.tr("&Remove…"), "removeServer", self.tr("Remove the selected server"),
                                          self.remove_selected)
        for button in (self.add_button, self.edit_button, self.test_button, self.enable_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.remove_button)
        layout.addLayout(row)
        self.status_label = QLabel("")
        self.status_label.setObjectName("providersStatus")
        self.status_label.setAccessibleName(self.tr("Model servers status"))
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status_label)
        self._selected()
        self.reload()

    def _button(self, text: str, name: str, accessible: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAccessibleName(accessible)
        button.clicked.connect(slot)
        return button

    # --- the list ------------------------------------------------------------------------

    def reload(self) -> None:
        self.loading = True
        run_async(self.admin.list(), on_done=self._show, on_error=self._failed, owner=self, what=self.tr(
            "Listing model servers"))

    def server_label(self, name: str) -> str:
        """What the user calls the server agents name by its key (the key until the list is read)."""
        return next((p.label for p in self.providers if p.name == name), name)

    def _show(self, providers: tuple[Provider, ...]) -> None:
        chosen = self.selected()
        self.providers = list(providers)
        self.table.blockSignals(True)
        self.table.setRowCount(len(providers))
        for row, provider in enumerate(providers):
            cells = (provider.label, provider.api_base, self.tr("stored") if provider.has_api_key else self.tr("none"),
                     provider.default_model or "—")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
            used = QTableWidgetItem("")
            used.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            used.setCheckState(Qt.CheckState.Checked if provider.enabled else Qt.CheckState.Unchecked)
            used.setData(Qt.ItemDataRole.AccessibleTextRole,
                         self.tr("used") if provider.enabled else self.tr("not used"))
            self.table.setItem(row, COL_ENABLED, used)
        self.table.blockSignals(False)
        if providers:
            names = [p.name for p in providers]
            self.table.selectRow(names.index(chosen.name) if chosen is not None and chosen.name in names else 0)
        else:
            empty = self.tr("No model server yet: Add server… sets one up.")
            done = self.status_label.text()
            if empty not in done:
                self.status_label.setText(f"{done} {empty}".strip())
        self.loading = False
        self._selected()
        self.loaded.emit()

    def _failed(self, exc: BaseException) -> None:
        self.loading = False
        self.status_label.setText(describe_error(exc, self.tr("Listing model servers")))

    def selected(self) -> Provider | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.providers[rows[0].row()] if rows and rows[0].row() < len(self.providers) else None

    def select(self, name: str) -> bool:
        names = [p.name for p in self.providers]
        if name not in names:
            return False
        self.table.selectRow(names.index(name))
        return True

    def _selected(self) -> None:
        provider = self.selected()
        for widget in (self.edit_button, self.test_button, self.enable_button, self.remove_button):
            widget.setEnabled(provider is not None)
        self.enable_button.setText(
            self.tr("Stop &using") if provider is None or provider.enabled else self.tr("&Use again"))

    # --- add and edit --------------------------------------------------------------------

    def add_server(self) -> ServerDialog:
        return self._open(ServerDialog(self.admin, None, self.window()), self.tr("{server} added."))

    def edit_selected(self) -> ServerDialog | None:
        provider = self.selected()
        if provider is None:
            return None
        return self._open(ServerDialog(self.admin, provider, self.window()), self.tr("{server} saved."))

    def _open(self, dialog: ServerDialog, verb: str) -> ServerDialog:
        self.dialog = dialog

        def saved(provider: Provider) -> None:
            self.status_label.setText(verb.format(server=provider.label))
            self._reload_then_select(provider.name)

        dialog.saved.connect(saved)
        dialog.finished.connect(lambda _code: self._closed(dialog))
        dialog.open()
        return dialog

    def _closed(self, dialog: ServerDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def _reload_then_select(self, name: str) -> None:
        def shown(providers: tuple[Provider, ...]) -> None:
            self._show(providers)
            self.select(name)

        run_async(
            self.admin.list(), on_done=shown, on_error=self._failed, owner=self, what=self.tr("Listing model servers"))

    # --- test, use, remove ---------------------------------------------------------------

    def test_selected(self) -> None:
        provider = self.selected()
        if provider is None:
            return
        self.test_button.setEnabled(False)
        self.status_label.setText(self.tr("Asking {label} for its models…").format(label=provider.label))

        def listed(test: ProviderTest) -> None:
            self.test_button.setEnabled(True)
            note = "" if test.default_offered else self.tr(" Its default model {model} is not among them.").format(
                model=test.default_model)
            self.status_label.setText(
                self.tr("{server}: {summary}").format(server=provider.label, summary=models_summary(test)) + note)

        def failed(exc: BaseException) -> None:
            self.test_button.setEnabled(True)
            self.status_label.setText(describe_error(exc, self.tr("Testing {label}").format(label=provider.label)))

        run_async(self.admin.test(provider.name), on_done=listed, on_error=failed, owner=self,
                  what=self.tr("Testing {label}").format(label=provider.label))

    def toggle_selected(self) -> None:
        provider = self.selected()
        if provider is not None:
            self._set_enabled(provider, not provider.enabled)

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() != COL_ENABLED or item.row() >= len(self.providers):
            return
        provider = self.providers[item.row()]
        enabled = item.checkState() == Qt.CheckState.Checked
        if enabled != provider.enabled:
            self._set_enabled(provider, enabled)

    def _set_enabled(self, provider: Provider, enabled: bool) -> None:
        verb = (self.tr("{server} is used again.") if enabled
                else self.tr("{server} is not used any more (agents on it fall back or fail)."))

        def done(_provider: Provider) -> None:
            self.status_label.setText(verb.format(server=provider.label))
            self._reload_then_select(provider.name)

        def failed(exc: BaseException) -> None:
            self.status_label.setText(describe_error(exc, self.tr("Changing {label}").format(label=provider.label)))
            self.reload()

        run_async(self.admin.set_enabled(provider.name, enabled), on_done=done, on_error=failed, owner=self,
                  what=self.tr("Changing {label}").format(label=provider.label))

    def remove_selected(self) -> None:
        """Try the removal as the CLI does; refused while an agent uses it, then asked."""
        provider = self.selected()
        if provider is None or self.confirm_box is not None:
            return

        def used(usage: ProviderUsage) -> None:
            self._confirm(provider, usage)

        run_async(
            self.admin.usage(provider.name), on_done=used, owner=self, what=self.tr("Checking who uses {label}").format(
            label=provider.label))

    def removal_text(self, provider: Provider, usage: ProviderUsage) -> tuple[str, str]:
        """The question and the consequence, in words, for the confirmation."""
        if usage.primary:
            text = self.tr("{server} is the model server of %n agent(s): {agents}. Remove it anyway?", "",
                           len(usage.primary)).format(server=provider.label, agents=_agents(usage.primary))
            informative = self.tr(
                "Those agents cannot chat until you give them another server (Agents). This cannot be undone.")
        elif usage.fallback:
            text = self.tr("Remove {server}? It is a fallback of {agents}.").format(
                server=provider.label, agents=_agents(usage.fallback))
            informative = self.tr("Those agents skip it from now on. This cannot be undone.")
        else:
            text = self.tr("Remove {server} ({address})?").format(server=provider.label, address=provider.api_base)
            informative = self.tr("No agent uses it. This cannot be undone.")
        return text, informative

    def _confirm(self, provider: Provider, usage: ProviderUsage) -> None:
        text, informative = self.removal_text(provider, usage)
        if usage.primary:
            self.status_label.setText(self.tr("Not removed: {agents} chat through {label}.").format(
                agents=_agents(usage.primary), label=provider.label))
        box, remove = delete_confirmation(self, object_name="confirmRemoveServer", name=provider.label,
                                          text=text, informative=informative)
        box.setWindowTitle(self.tr("Remove {label}?").format(label=provider.label))
        remove.setText(self.tr("Remove anyway") if usage.primary else self.tr("Remove"))
        remove.setAccessibleName(self.tr("Remove {label}").format(label=provider.label))
        self.confirm_box, self.confirm_remove_button = box, remove
        box.finished.connect(lambda _code: self._answered(box, remove, provider, usage))
        box.open()

    def _answered(self, box: QMessageBox, remove: QPushButton, provider: Provider, usage: ProviderUsage) -> None:
        confirmed = box.clickedButton() is remove
        self.confirm_box = self.confirm_remove_button = None
        box.deleteLater()
        if not confirmed:
            return

        def removed(removal: ProviderRemoval) -> None:
            left = removal.usage.primary
            tail = self.tr(" %n agent(s) need another server: {agents}.", "", len(left)).format(
                agents=_agents(left)) if left else ""
            self.status_label.setText(self.tr("{label} removed.{tail}").format(label=provider.label, tail=tail))
            self.reload()

        def failed(exc: BaseException) -> None:
            if isinstance(exc, ProviderInUseError):  # an agent started using it meanwhile: ask again
                self._confirm(provider, exc.usage)
                return
            self.status_label.setText(describe_error(exc, self.tr("Removing {label}").format(label=provider.label)))

        run_async(self.admin.remove(provider.name, force=bool(usage.primary)), on_done=removed, on_error=failed,
                  owner=self, what=self.tr("Removing {label}").format(label=provider.label))
