"""The agent editor's form: every setting `goclaw-lite agent set` changes, in four tabs.

The form only reads and writes values: `draft()` makes an `AgentDraft` for a new agent,
`changes(agent)` an `AgentChanges` holding just what differs from the stored agent. The
checks (ranges, a provider that exists, allow / ask / deny) are `AgentsAdmin`'s, so a value
the CLI refuses is refused here with the same words.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from goclaw_lite.app.agents import (
    DEFAULT_CONTEXT_WINDOW,
    DEFAULT_MAX_ITERATIONS,
    AgentChanges,
    AgentDraft,
    MemorySwitches,
    fallback_routes,
    parse_route,
)
from goclaw_lite.app.providers import ModelInfo
from goclaw_lite.gui.agents.tools_table import ToolPolicyTable
from goclaw_lite.gui.agents.words import AgentWords
from goclaw_lite.gui.qt import (
    QAbstractItemView,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QLocale,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import value_field
from goclaw_lite.gui.widgets.menu_button import MenuToolButton
from goclaw_lite.model.agents import Agent, GenerationParams, ModelFallback
from goclaw_lite.model.chat import Provider
from goclaw_lite.model.workspace import DEFAULT_WORKSPACE, is_default

EMOJIS = ("🤖", "🦀", "🧠", "📚", "🛠️", "💬", "🔍", "✍️", "🧪", "🗂️", "🌍", "🎨")
T = TypeVar("T")
NO_TEMPERATURE = -0.1
"""The temperature box's lowest value, shown as self.tr("Server default") (sent as nothing)."""


def _differs(new: T, old: T) -> T | None:
    return None if new == old else new


def _spin(name: str, accessible: str, low: int, high: int, special: str = "", step: int = 1) -> QSpinBox:
    box = QSpinBox()
    box.setObjectName(name)
    box.setAccessibleName(accessible)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setGroupSeparatorShown(True)
    if special:
        box.setSpecialValueText(special)
    _cap_width(box)
    return box


def _double(name: str, accessible: str, low: float, high: float, step: float, special: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setObjectName(name)
    box.setAccessibleName(accessible)
    box.setDecimals(2)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setSpecialValueText(special)
    _cap_width(box)
    return box


def _cap_width(box: QAbstractSpinBox) -> None:
    """Narrow, but never narrower than its own text: the size hint measures the special value
    ("Server's default"), which in Vietnamese is longer than the 14 Ms this used to allow."""
    box.setMaximumWidth(max(box.fontMetrics().horizontalAdvance("M" * 14), box.sizeHint().width()))


def _edit(name: str, accessible: str, placeholder: str = "") -> QLineEdit:
    edit = QLineEdit()
    edit.setObjectName(name)
    edit.setAccessibleName(accessible)
    edit.setPlaceholderText(placeholder)
    return edit


def _note(text: str, name: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


class AgentEditor(QTabWidget):
    """The form. `modelsWanted(provider)` asks the page to list a server's models."""

    modelsWanted = Signal(str)
    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("agentEditor")
        self.setDocumentMode(True)
        self._models: dict[str, ModelInfo] = {}
        self._defaults: dict[str, str] = {}
        self._server_labels: dict[str, str] = {}  # server key -> its name, for the fallback routes
        self._filling = False
        self.addTab(self._general_tab(), self.tr("&General"))
        self.addTab(self._model_tab(), self.tr("&Model"))
        self.addTab(self._tools_tab(), self.tr("&Tools"))
        self.addTab(self._memory_tab(), self.tr("Memory && fall&back"))

    # --- building --------------------------------------------------------------------------

    @staticmethod
    def _label(text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(buddy)
        return label

    def _general_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.key_edit = _edit("agentKey", self.tr("Agent key"), self.tr("short id: letters, digits, - and _"))
        self.key_label = value_field("", self.tr("Agent key"))
        self.key_label.setObjectName("agentKeyLabel")
        key_row = QHBoxLayout()
        key_row.addWidget(self.key_edit, 1)
        key_row.addWidget(self.key_label, 1)
        form.addRow(self._label(self.tr("&Key:"), self.key_edit), key_row)
        self.name_edit = _edit("agentName", self.tr("Display name"), self.tr("shown in chat and lists"))
        form.addRow(self.tr("N&ame:"), self.name_edit)
        self.emoji_edit = _edit("agentEmoji", self.tr("Emoji or avatar"), self.tr("none"))
        self.emoji_edit.setMaxLength(16)
        self.emoji_edit.setMaximumWidth(self.fontMetrics().horizontalAdvance("M" * 8))
        pick = MenuToolButton(self.tr("Pick"))
        pick.setObjectName("agentEmojiPick")
        pick.setAccessibleName(self.tr("Pick an emoji"))
        menu = QMenu(pick)
        for emoji in EMOJIS:
            menu.addAction(emoji).triggered.connect(lambda _checked=False, e=emoji: self.emoji_edit.setText(e))
        pick.setMenu(menu)
        emoji_row = QHBoxLayout()
        emoji_row.addWidget(self.emoji_edit)
        emoji_row.addWidget(pick)
        emoji_row.addStretch(1)
        form.addRow(self._label(self.tr("&Emoji:"), self.emoji_edit), emoji_row)
        self.description_edit = _edit("agentDescription", self.tr("Description"),
                                      self.tr("what it is for (other agents read this)"))
        form.addRow(self.tr("Descr&iption:"), self.description_edit)
        self.prompt_edit = QPlainTextEdit()
        self.prompt_edit.setObjectName("agentSystemPrompt")
        self.prompt_edit.setAccessibleName(self.tr("System prompt"))
        self.prompt_edit.setPlaceholderText(
            self.tr("How the agent should behave: its role, tone, what it must never do…"))
        self.prompt_edit.setTabChangesFocus(True)
        prompt_label = QLabel(self.tr("System &prompt:"))
        prompt_label.setBuddy(self.prompt_edit)
        form.addRow(prompt_label)
        form.addRow(self.prompt_edit)
        for edit in (self.key_edit, self.name_edit, self.emoji_edit, self.description_edit):
            edit.textEdited.connect(self._changed)
        self.prompt_edit.textChanged.connect(self._changed)
        return tab

    def _model_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.provider_combo = QComboBox()
        self.provider_combo.setObjectName("agentProvider")
        self.provider_combo.setAccessibleName(self.tr("Model server"))
        self.provider_combo.currentIndexChanged.connect(self._provider_chosen)
        form.addRow(self.tr("S&erver:"), self.provider_combo)
        self.model_combo = QComboBox()
        self.model_combo.setObjectName("agentModel")
        self.model_combo.setAccessibleName(self.tr("Model"))
        self.model_combo.setEditable(True)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        if (line := self.model_combo.lineEdit()) is not None:
            line.setAccessibleName(self.tr("Model id"))
        self.model_combo.currentTextChanged.connect(self._model_chosen)
        self.list_button = QPushButton(self.tr("List models"))
        self.list_button.setObjectName("agentListModels")
        self.list_button.setToolTip(self.tr("Ask the server which models it has"))
        self.list_button.setAccessibleName(self.tr("List the server's models"))
        self.list_button.clicked.connect(lambda: self.modelsWanted.emit(self.provider()))
        model_row = QHBoxLayout()
        model_row.addWidget(self.model_combo, 1)
        model_row.addWidget(self.list_button)
        form.addRow(self._label(self.tr("M&odel:"), self.model_combo), model_row)
        self.model_details = _note("", "agentModelDetails")
        form.addRow("", self.model_details)
        server_default = self.tr("Server default")
        self.temperature = _double("agentTemperature", self.tr("Temperature"), NO_TEMPERATURE, 2.0, 0.1, server_default)
        form.addRow(self.tr("Temper&ature:"), self.temperature)
        self.top_p = _double("agentTopP", self.tr("Top-p"), 0.0, 1.0, 0.05, server_default)
        form.addRow(self.tr("Top-&p:"), self.top_p)
        self.max_tokens = _spin("agentMaxTokens", self.tr("Most tokens per answer"), 0, 1_000_000,
                                self.tr("Server's limit"), 256)
        form.addRow(self.tr("Max ans&wer tokens:"), self.max_tokens)
        self.context_window = _spin("agentContextWindow", self.tr("Context window in tokens"), 1, 10_000_000, step=1024)
        self.use_context = QPushButton(self.tr("Use the model's"))
        self.use_context.setObjectName("agentUseModelContext")
        self.use_context.setAccessibleName(self.tr("Use the model's context length"))
        self.use_context.setEnabled(False)
        self.use_context.clicked.connect(self._use_model_context)
        context_row = QHBoxLayout()
        context_row.addWidget(self.context_window)
        context_row.addWidget(self.use_context)
        context_row.addStretch(1)
        form.addRow(self._label(self.tr("&Context window:"), self.context_window), context_row)
        self.iterations = _spin("agentMaxIterations", self.tr("Most tool rounds per answer"), 1, 1000)
        form.addRow(self.tr("Ma&x tool rounds:"), self.iterations)
        for box in (self.temperature, self.top_p):
            box.valueChanged.connect(self._changed)
        for spin in (self.max_tokens, self.context_window, self.iterations):
            spin.valueChanged.connect(self._changed)
        return tab

    def _tools_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addWidget(_note(self.tr("Allow runs a tool at once, Ask asks you first, Deny hides it from the model. "
                                       "MCP tools come from the servers granted to this agent. Untick a built-in tool "
                                       "to switch it off for this agent."), "agentToolsHint"))
        folder = QHBoxLayout()
        self.workspace_edit = _edit("agentWorkspace", self.tr("Workspace folder"),
                                    self.tr("Default: a folder of its own in the data folder"))
        self.workspace_edit.setToolTip(self.tr("Where the file tools read and write; they never reach outside it"))
        self.workspace_edit.textEdited.connect(self._changed)
        folder.addWidget(self._label(self.tr("&Workspace:"), self.workspace_edit))
        folder.addWidget(self.workspace_edit, 1)
        choose = QPushButton(self.tr("Choose…"))
        choose.setObjectName("agentWorkspaceChoose")
        choose.setAccessibleName(self.tr("Choose the workspace folder"))
        choose.clicked.connect(self._choose_workspace)
        folder.addWidget(choose)
        layout.addLayout(folder)
        self.tools = ToolPolicyTable()
        self.tools.changed.connect(self._changed)
        layout.addWidget(self.tools, 1)
        self.tools_status = _note("", "agentToolsStatus")
        layout.addWidget(self.tools_status)
        return tab

    def _memory_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.auto_inject = QCheckBox(self.tr("Re&call memories before each answer"))
        self.auto_inject.setObjectName("agentAutoInject")
        self.consolidation = QCheckBox(self.tr("Remember c&onversations once they end"))
        self.consolidation.setObjectName("agentConsolidation")
        self.auto_inject.setAccessibleName(self.tr("Recall memories before each answer"))
        self.consolidation.setAccessibleName(self.tr("Remember conversations once they end"))
        for box in (self.auto_inject, self.consolidation):
            box.toggled.connect(self._changed)
            layout.addWidget(box)
        heading = QLabel(self.tr("Fallback routes, tried in this order when the model fails (drag to reorder):"))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.routes = QListWidget()
        self.routes.setObjectName("agentFallbackRoutes")
        self.routes.setAccessibleName(self.tr("Fallback routes, in order"))
        self.routes.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.routes.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.routes.model().rowsMoved.connect(self._changed)
        heading.setBuddy(self.routes)
        layout.addWidget(self.routes, 1)
        add_row = QHBoxLayout()
        self.route_provider = QComboBox()
        self.route_provider.setObjectName("agentRouteProvider")
        self.route_provider.setAccessibleName(self.tr("Fallback server"))
        self.route_model = _edit("agentRouteModel", self.tr("Fallback model"), self.tr("model id"))
        self.route_add = QPushButton(self.tr("&Add route"))
        self.route_add.setObjectName("agentRouteAdd")
        self.route_add.setAccessibleName(self.tr("Add the fallback route"))
        self.route_add.clicked.connect(self._add_route)
        self.route_model.returnPressed.connect(self._add_route)
        self.route_remove = QPushButton(self.tr("R&emove"))
        self.route_remove.setObjectName("agentRouteRemove")
        self.route_remove.setAccessibleName(self.tr("Remove the selected fallback route"))
        self.route_remove.clicked.connect(self._remove_route)
        for widget, stretch in ((self.route_provider, 0), (self.route_model, 1), (self.route_add, 0), (self.route_remove, 0)):
            add_row.addWidget(widget, stretch)
        layout.addLayout(add_row)
        limits = QFormLayout()
        self.max_attempts = _spin("agentMaxAttempts", self.tr("Most calls per answer"), 0, 100, self.tr("No cap"))
        self.max_attempts.valueChanged.connect(self._changed)
        limits.addRow(self.tr("Max attem&pts:"), self.max_attempts)
        self.cooldown = QCheckBox(self.tr("Rest a failed route before trying it aga&in"))
        self.cooldown.setObjectName("agentCooldown")
        self.cooldown.setAccessibleName(self.tr("Rest a failed route before trying it again"))
        self.cooldown.toggled.connect(self._changed)
        limits.addRow("", self.cooldown)
        layout.addLayout(limits)
        return tab

    # --- filling ---------------------------------------------------------------------------

    def set_providers(self, providers: Sequence[Provider]) -> None:
        self._filling = True
        current, route = self.provider(), self.route_provider.currentData()
        self.provider_combo.clear()
        self.route_provider.clear()
        for provider in providers:  # shown by name; the key (what routes and the CLI use) is the data
            text = provider.label if provider.enabled else f"{provider.label} (off)"
            for combo in (self.provider_combo, self.route_provider):
                combo.addItem(text, provider.name)
                combo.setItemData(combo.count() - 1, f"{provider.label}: {provider.api_base}", Qt.ItemDataRole.ToolTipRole)
        self.provider_combo.setCurrentIndex(max(0, self.provider_combo.findData(current)))
        self.route_provider.setCurrentIndex(max(0, self.route_provider.findData(route)))
        self._defaults = {p.name: p.default_model for p in providers}
        self._server_labels = {p.name: p.label for p in providers}
        for row in range(self.routes.count()):  # routes read before the servers get their names now
            self._show_route(self.routes.item(row))
        self._filling = False

    def load(self, agent: Agent | None, *, provider: str = "") -> None:
        """Show `agent`, or an empty form for a new one on `provider`."""
        self._filling = True
        new = agent is None
        self.key_edit.setVisible(new)
        self.key_label.setVisible(not new)
        self.key_edit.setText("")
        self.key_label.setText(agent.agent_key if agent else "")
        self.key_label.setToolTip(agent.agent_key if agent else "")
        self.name_edit.setText(agent.display_name if agent else "")
        self.emoji_edit.setText(agent.emoji if agent else "")
        self.description_edit.setText(agent.description if agent else "")
        self.prompt_edit.setPlainText(agent.system_prompt if agent else "")
        name = agent.provider if agent else provider or self.provider()
        self.provider_combo.setCurrentIndex(max(0, self.provider_combo.findData(name)))
        self.set_model(agent.model if agent else self._defaults.get(self.provider(), ""))
        generation = agent.generation if agent else GenerationParams()
        self.temperature.setValue(NO_TEMPERATURE if generation.temperature is None else generation.temperature)
        self.top_p.setValue(0.0 if generation.top_p is None else generation.top_p)
        self.max_tokens.setValue(generation.max_tokens)
        self.context_window.setValue(agent.context_window if agent else DEFAULT_CONTEXT_WINDOW)
        self.iterations.setValue(agent.max_tool_iterations if agent else DEFAULT_MAX_ITERATIONS)
        self._load_tools(agent)
        memory = MemorySwitches.of(agent) if agent else MemorySwitches()
        self.auto_inject.setChecked(memory.auto_inject)
        self.consolidation.setChecked(memory.consolidation)
        fallback = agent.model_fallback if agent else ModelFallback()
        self.set_routes(fallback_routes(fallback))
        self.max_attempts.setValue(fallback.max_attempts)
        self.cooldown.setChecked(fallback.cooldown_enabled)
        self._filling = False

    def _load_tools(self, agent: Agent | None) -> None:
        self.tools.set_policy(agent.tool_policy if agent else {})
        self.tools.set_off(agent.tools_off if agent else ())
        self.workspace_edit.setText("" if agent is None or is_default(agent.workspace) else agent.workspace)

    def set_model(self, model: str) -> None:
        self.model_combo.setEditText(model)

    def set_models(self, models: Iterable[ModelInfo]) -> None:
        """The server's list in the picker, with size and context where the server gave them."""
        keep = self.model()
        filling, self._filling = self._filling, True
        self._models = {m.id: m for m in models}
        self.model_combo.clear()
        for info in self._models.values():
            self.model_combo.addItem(info.id, info.id)
            details = AgentWords().model_details(info)
            if details:
                self.model_combo.setItemData(self.model_combo.count() - 1, f"{info.id} — {details}",
                                             Qt.ItemDataRole.ToolTipRole)
        self.model_combo.setEditText(keep)
        self.model_details.setText(self.model_details_text(keep))
        self._offer_context(keep)
        self._filling = filling

    def model_details_text(self, model: str) -> str:
        info = self._models.get(model)
        if info is None:
            return self.tr("Not in the server's list (type any id it accepts).") if self._models else ""
        return AgentWords().model_details(info) or self.tr("The server gives no size or context for it.")

    def set_routes(self, routes: Iterable[str]) -> None:
        self.routes.clear()
        for route in routes:
            self._add_route_item(route)

    def _add_route_item(self, route: str) -> None:
        """A route (`server-key:model`, what is saved) shown as the server's name and the model."""
        item = QListWidgetItem()
        item.setData(Qt.ItemDataRole.UserRole, route)
        self._show_route(item)
        self.routes.addItem(item)

    def _show_route(self, item: QListWidgetItem) -> None:
        route = str(item.data(Qt.ItemDataRole.UserRole))
        key, _sep, model = route.partition(":")
        label = self._server_labels.get(key)
        item.setText(f"{label} · {model}" if label else route)  # a server since removed keeps its key
        item.setToolTip(route)

    # --- reading ---------------------------------------------------------------------------

    def provider(self) -> str:
        data = self.provider_combo.currentData()
        return data if isinstance(data, str) else ""

    def model(self) -> str:
        return self.model_combo.currentText().strip()

    def route_texts(self) -> list[str]:
        return [str(self.routes.item(row).data(Qt.ItemDataRole.UserRole)) for row in range(self.routes.count())]

    def generation(self) -> GenerationParams:
        temperature = self.temperature.value()
        top_p = self.top_p.value()
        return GenerationParams(
            temperature=None if temperature <= NO_TEMPERATURE + 1e-9 else round(temperature, 2),
            top_p=None if top_p <= 0.0 else round(top_p, 2), max_tokens=self.max_tokens.value(),
        )

    def fallback(self) -> ModelFallback:
        candidates = tuple(parse_route(text) for text in self.route_texts())
        return ModelFallback(enabled=bool(candidates), candidates=candidates, max_attempts=self.max_attempts.value(),
                             cooldown_enabled=self.cooldown.isChecked())

    def memory(self) -> MemorySwitches:
        return MemorySwitches(self.auto_inject.isChecked(), self.consolidation.isChecked())

    def draft(self) -> AgentDraft:
        return AgentDraft(
            key=self.key_edit.text().strip(), provider=self.provider(), model=self.model(),
            display_name=self.name_edit.text().strip(), emoji=self.emoji_edit.text().strip(),
            description=self.description_edit.text().strip(), system_prompt=self.prompt_edit.toPlainText(),
            max_tool_iterations=self.iterations.value(), context_window=self.context_window.value(),
            fallback=self.fallback(), tool_policy=self.tools.policy(), memory=self.memory(),
            generation=self.generation(),
        )

    def changes(self, agent: Agent) -> AgentChanges:
        """What differs from `agent` (None for each field left as it is)."""
        d = self.draft()
        stored = agent.model_fallback
        fallback = d.fallback
        same_fallback = (fallback.candidates, fallback.max_attempts, fallback.cooldown_enabled) == (
            stored.candidates, stored.max_attempts, stored.cooldown_enabled)

        return AgentChanges(
            display_name=_differs(d.display_name, agent.display_name),
            emoji=_differs(d.emoji, agent.emoji),
            description=_differs(d.description, agent.description),
            system_prompt=_differs(d.system_prompt, agent.system_prompt),
            provider=_differs(d.provider, agent.provider),
            model=_differs(d.model, agent.model),
            max_tool_iterations=_differs(d.max_tool_iterations, agent.max_tool_iterations),
            context_window=_differs(d.context_window, agent.context_window),
            fallback=None if same_fallback else fallback,
            tool_policy=_differs(dict(d.tool_policy), dict(agent.tool_policy)),
            memory=_differs(d.memory, MemorySwitches.of(agent)),
            generation=_differs(d.generation, agent.generation),
            tools_off=_differs(self.tools.tools_off(), agent.tools_off),
            workspace=_differs(self.workspace_edit.text().strip() or DEFAULT_WORKSPACE,
                               DEFAULT_WORKSPACE if is_default(agent.workspace) else agent.workspace),
        )

    # --- reacting --------------------------------------------------------------------------

    def _choose_workspace(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Workspace folder"), self.workspace_edit.text())
        if folder:
            self.workspace_edit.setText(folder)
            self._changed()

    def _changed(self, *_args: object) -> None:
        if not self._filling:
            self.edited.emit()

    def _provider_chosen(self, _index: int) -> None:
        if self._filling:
            return
        self._models = {}
        self.model_combo.clear()
        self.set_model(self._defaults.get(self.provider(), ""))
        self.model_details.setText("")
        self.edited.emit()
        self.modelsWanted.emit(self.provider())

    def _model_chosen(self, text: str) -> None:
        self.model_details.setText(self.model_details_text(text.strip()))
        self._offer_context(text.strip())
        self._changed()

    def model_context(self, model: str) -> int | None:
        info = self._models.get(model)
        return info.context_length if info is not None else None

    def _offer_context(self, model: str) -> None:
        tokens = self.model_context(model)
        self.use_context.setEnabled(bool(tokens) and tokens != self.context_window.value())
        self.use_context.setToolTip(
            self.tr("Set the context window to the {tokens} tokens the server reports for {model}").format(
                tokens=QLocale().toString(tokens), model=model)
            if tokens else self.tr("The server reports no context length for this model"))

    def _use_model_context(self) -> None:
        tokens = self.model_context(self.model())
        if tokens:
            self.context_window.setValue(tokens)
            self.use_context.setEnabled(False)

    def _add_route(self) -> None:
        provider = self.route_provider.currentData()
        model = self.route_model.text().strip()
        if not isinstance(provider, str) or not model:
            self.route_model.setFocus()
            return
        self._add_route_item(f"{provider}:{model}")
        self.route_model.clear()
        self._changed()

    def _remove_route(self) -> None:
        row = self.routes.currentRow()
        if row >= 0:
            self.routes.takeItem(row)
            self._changed()
