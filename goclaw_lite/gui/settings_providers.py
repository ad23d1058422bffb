"""Settings > Model servers: each provider's default model and whether it is used.

The default model is chosen from what the server lists ("Test" asks it with the provider's
own client, API key included, which never reaches the window); typing one in stays possible
for servers that list nothing. Adding a server goes through the setup wizard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goclaw_lite.agent.providers_admin import ProviderChanges, ProvidersAdmin, ProviderTest
from goclaw_lite.gui.async_bridge import describe_error, run_async
from goclaw_lite.gui.pages import read_only_table
from goclaw_lite.gui.qt import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    Qt,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.store.models_chat import Provider

if TYPE_CHECKING:
    from goclaw_lite.bootstrap import AppContext

COLUMNS = ("Server", "Address", "Key", "Default model", "Used")
COL_NAME, COL_ADDRESS, COL_KEY, COL_MODEL, COL_ENABLED = range(len(COLUMNS))


class ProvidersBox(QGroupBox):
    addRequested = Signal()
    """The user wants another server: the owner opens the setup wizard."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__("Model servers", parent)
        self.setObjectName("providersBox")
        self.admin = ProvidersAdmin(ctx.stores)
        self.providers: list[Provider] = []
        self.loading = False
        layout = QVBoxLayout(self)
        self.table = read_only_table("providersTable", "Model servers", COLUMNS, stretch=COL_ADDRESS)
        self.table.setMaximumHeight(150)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.itemChanged.connect(self._item_changed)
        layout.addWidget(self.table)

        row = QHBoxLayout()
        self.model_combo = QComboBox()
        self.model_combo.setObjectName("providerModelCombo")
        self.model_combo.setAccessibleName("Default model of the selected server")
        self.model_combo.setEditable(True)
        if (model_edit := self.model_combo.lineEdit()) is not None:  # editable: Qt made one
            model_edit.setAccessibleName("Default model (type one the server does not list)")
        self.model_combo.setMinimumContentsLength(24)
        self.test_button = QPushButton("&Test")
        self.test_button.setAccessibleName("List the selected server's models")
        self.test_button.clicked.connect(self.test_selected)
        self.save_model_button = QPushButton("Set default &model")
        self.save_model_button.setAccessibleName("Set the default model of the selected server")
        self.save_model_button.clicked.connect(self.save_model)
        self.add_button = QPushButton("&Add a server…")
        self.add_button.setAccessibleName("Add a model server")
        self.add_button.clicked.connect(self.addRequested)
        row.addWidget(QLabel("Model:"))
        row.addWidget(self.model_combo, 1)
        row.addWidget(self.test_button)
        row.addWidget(self.save_model_button)
        row.addStretch(1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        self.status_label = QLabel("")
        self.status_label.setObjectName("providersStatus")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self._selected()
        self.reload()

    def reload(self) -> None:
        self.loading = True
        run_async(self.admin.list(), on_done=self._show, on_error=self._failed, owner=self, what="Listing model servers")

    def _show(self, providers: tuple[Provider, ...]) -> None:
        chosen = self.selected()
        self.providers = list(providers)
        self.table.blockSignals(True)
        self.table.setRowCount(len(providers))
        for row, provider in enumerate(providers):
            cells = (provider.label, provider.api_base, "stored" if provider.has_api_key else "none", provider.default_model)
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
            used = QTableWidgetItem("")
            used.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            used.setCheckState(Qt.CheckState.Checked if provider.enabled else Qt.CheckState.Unchecked)
            used.setData(Qt.ItemDataRole.AccessibleTextRole, "used" if provider.enabled else "not used")
            self.table.setItem(row, COL_ENABLED, used)
        self.table.blockSignals(False)
        if providers:
            names = [p.name for p in providers]
            self.table.selectRow(names.index(chosen.name) if chosen is not None and chosen.name in names else 0)
        else:
            self.status_label.setText("No model server yet: Add a server… sets one up.")
        self.loading = False
        self._selected()

    def _failed(self, exc: BaseException) -> None:
        self.loading = False
        self.status_label.setText(describe_error(exc, "Listing model servers"))

    def selected(self) -> Provider | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.providers[rows[0].row()] if rows and rows[0].row() < len(self.providers) else None

    def _selected(self) -> None:
        provider = self.selected()
        for widget in (self.model_combo, self.test_button, self.save_model_button):
            widget.setEnabled(provider is not None)
        self.model_combo.clear()
        if provider is not None:
            self.model_combo.addItem(provider.default_model)
            self.model_combo.setCurrentText(provider.default_model)

    def test_selected(self) -> None:
        provider = self.selected()
        if provider is None:
            return
        self.test_button.setEnabled(False)
        self.status_label.setText(f"Asking {provider.label} for its models…")

        def listed(test: ProviderTest) -> None:
            models = test.models
            self.test_button.setEnabled(True)
            current = self.model_combo.currentText()
            self.model_combo.clear()
            self.model_combo.addItems(list(models))
            self.model_combo.setCurrentText(current)
            self.status_label.setText(f"{provider.label} offers {len(models)} model{'s' if len(models) != 1 else ''}.")

        def failed(exc: BaseException) -> None:
            self.test_button.setEnabled(True)
            self.status_label.setText(describe_error(exc, f"Testing {provider.label}"))

        run_async(self.admin.test(provider.name), on_done=listed, on_error=failed, owner=self,
                  what=f"Testing {provider.label}")

    def save_model(self) -> None:
        provider = self.selected()
        model = self.model_combo.currentText().strip()
        if provider is None or not model:
            return
        self._update(provider, f"{provider.label} now answers with {model} unless an agent names another model.",
                     ProviderChanges(default_model=model))

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() != COL_ENABLED or item.row() >= len(self.providers):
            return
        provider = self.providers[item.row()]
        enabled = item.checkState() == Qt.CheckState.Checked
        if enabled != provider.enabled:
            verb = "is used again" if enabled else "is not used any more (agents on it fall back or fail)"
            self._update(provider, f"{provider.label} {verb}.", ProviderChanges(enabled=enabled))

    def _update(self, provider: Provider, done_text: str, changes: ProviderChanges) -> None:
        def done(_provider: Provider) -> None:
            self.status_label.setText(done_text)
            self.reload()

        def failed(exc: BaseException) -> None:
            self.status_label.setText(describe_error(exc, f"Changing {provider.label}"))
            self.reload()

        run_async(self.admin.edit(provider.name, changes), on_done=done, on_error=failed, owner=self,
                  what=f"Changing {provider.label}")
