"""This chat's model and sampling settings, chosen from the chat header (a mixin of `ChatPage`).

The choice belongs to the conversation (`ChatOverrides` in its metadata, through
`ConversationService.set_overrides`), so it is there again when the chat is reopened, and the
chat service applies it to every run of that conversation. A new chat keeps its choice in
memory until its first message creates the conversation, which then remembers it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from goclaw_lite.errors import UserError
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QComboBox,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLocale,
    QObject,
    QResizeEvent,
    QSpinBox,
    Qt,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.elided_label import ElidedLabel
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import Conversation
from goclaw_lite.model.chat_overrides import MAX_TEMPERATURE, ChatOverrides

if TYPE_CHECKING:
    from goclaw_lite.app.conversations import ConversationService
    from goclaw_lite.gui.chat.composer import Composer

AskSettings = Callable[[QWidget, Agent, ChatOverrides, list[str]], "ChatOverrides | None"]

translate = QCoreApplication.translate


class OverrideWords(QObject):
    """A chat's own settings in the header: `temperature 0.2 · at most 512 tokens` (the model is shown apart)."""

    def describe(self, overrides: ChatOverrides) -> str:
        parts = []
        if overrides.temperature is not None:
            parts.append(self.tr("temperature {value}").format(value=QLocale().toString(overrides.temperature, "g")))
        if overrides.max_tokens is not None:
            parts.append(self.tr("no token limit") if overrides.max_tokens == 0
                         else self.tr("at most %Ln token(s)", "", overrides.max_tokens))
        return " · ".join(parts)


class ChatSettingsDialog(QDialog):
    """Model, temperature and max tokens for one chat; each can go back to the agent's own."""

    def __init__(self, parent: QWidget | None, agent: Agent, current: ChatOverrides, models: list[str]) -> None:
        super().__init__(parent)
        self.setObjectName("chatSettingsDialog")
        self.setWindowTitle(self.tr("This chat's model and settings"))
        self.agent = agent
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Only this conversation; {agent} keeps its own settings (Agents changes those).").format(
            agent=agent.label), self)
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        self.model = QComboBox(self)
        self.model.setObjectName("chatModel")
        self.model.setEditable(True)
        self.model.setAccessibleName(self.tr("Model for this chat"))
        for name in dict.fromkeys([agent.model, *models]):
            if name:
                self.model.addItem(name)
        self.model.setCurrentText(current.model or agent.model)
        form.addRow(self.tr("&Model"), self.model)
        own = agent.generation.temperature
        self.temperature = QDoubleSpinBox(self)
        self.temperature.setObjectName("chatTemperature")
        self.temperature.setAccessibleName(self.tr("Temperature for this chat"))
        self.temperature.setRange(-0.1, MAX_TEMPERATURE)
        self.temperature.setSingleStep(0.1)
        self.temperature.setDecimals(2)
        own_text = QLocale().toString(own, "g", 6) if own is not None else self.tr("server default")
        self.temperature.setSpecialValueText(self.tr("Agent's own ({value})").format(value=own_text))
        self.temperature.setValue(current.temperature if current.temperature is not None else -0.1)
        form.addRow(self.tr("&Temperature"), self.temperature)
        self.max_tokens = QSpinBox(self)
        self.max_tokens.setObjectName("chatMaxTokens")
        self.max_tokens.setAccessibleName(self.tr("Most tokens per answer in this chat"))
        self.max_tokens.setRange(-1, 1_000_000)
        self.max_tokens.setSingleStep(256)
        agent_limit = QLocale().toString(agent.max_tokens) if agent.max_tokens else self.tr("no limit")
        self.max_tokens.setSpecialValueText(self.tr("Agent's own ({value})").format(value=agent_limit))
        self.max_tokens.setToolTip(self.tr("Most tokens per answer; 0 leaves the limit to the server"))
        self.max_tokens.setValue(current.max_tokens if current.max_tokens is not None else -1)
        form.addRow(self.tr("Max &tokens"), self.max_tokens)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self,
        )
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setText(self.tr("Use the agent's own"))
        restore.clicked.connect(self.reset)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def reset(self) -> None:
        self.model.setCurrentText(self.agent.model)
        self.temperature.setValue(self.temperature.minimum())
        self.max_tokens.setValue(self.max_tokens.minimum())

    def chosen(self) -> ChatOverrides:
        model = self.model.currentText().strip()
        temperature = self.temperature.value()
        tokens = self.max_tokens.value()
        return ChatOverrides(
            model="" if model in ("", self.agent.model) else model,
            temperature=None if temperature < 0 else round(temperature, 2),
            max_tokens=None if tokens < 0 else tokens,
        )


def ask_chat_settings(parent: QWidget, agent: Agent, current: ChatOverrides, models: list[str]) -> ChatOverrides | None:
    dialog = ChatSettingsDialog(parent, agent, current, models)
    return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None


if TYPE_CHECKING:  # a mixin of ChatPage: typed as the widget it is mixed into
    _Page = QWidget
else:
    _Page = object


class ChatSettingsActions(_Page):
    """Needs the page's state; see `ChatPage.__init__` for what it is."""

    conversations: ConversationService
    conversation_id: str | None
    conversation: Conversation | None
    composer: Composer
    run_models: dict[str, str]
    server_labels: dict[str, str]
    header_subtitle: QLabel
    _models_cache: dict[str, list[str]]

    if TYPE_CHECKING:

        def current_agent(self) -> Agent | None: ...
        def _agent_chosen(self, key: str) -> None: ...
        def _show_problem(self, text: str) -> None: ...
        def _info(self, text: str) -> None: ...

    def _init_chat_settings(self, ask: AskSettings = ask_chat_settings) -> QToolButton:
        """State and the header's button (the page puts it in its header row)."""
        self.chat_overrides: dict[str, ChatOverrides] = {}
        """This chat's choices by conversation id ('' for the new chat); the model is mirrored in `run_models`."""
        self._ask_settings = ask
        self.settings_button = QToolButton()
        self.settings_button.setObjectName("chatSettings")
        self.settings_button.setText(translate("ChatPage", "Model && settings…"))
        self.settings_button.setAccessibleName(translate("ChatPage", "This chat's model and settings"))
        self.settings_button.setToolTip(translate("ChatPage", "Model, temperature and max tokens for this chat only"))
        self.settings_button.clicked.connect(self.open_chat_settings)
        return self.settings_button

    def overrides_now(self) -> ChatOverrides:
        key = self.conversation_id or ""
        return replace(self.chat_overrides.get(key, ChatOverrides()), model=self.run_models.get(key, ""))

    def _load_overrides(self, conversation: Conversation) -> None:
        """What the conversation remembers, when it is opened."""
        chosen = ChatOverrides.from_metadata(conversation.metadata)
        self.chat_overrides[conversation.id] = chosen
        if chosen.model:
            self.run_models[conversation.id] = chosen.model
        else:
            self.run_models.pop(conversation.id, None)

    def _forget_new_chat_overrides(self) -> None:
        self.chat_overrides.pop("", None)

    def _new_chat_created(self, conversation_id: str) -> None:
        """The new chat's first message made `conversation_id` (which stored its choices)."""
        if "" in self.chat_overrides:
            self.chat_overrides[conversation_id] = self.chat_overrides.pop("")

    def chat_subtitle(self, agent: Agent, model: str) -> str:
        extra = OverrideWords().describe(self.chat_overrides.get(self.conversation_id or "", ChatOverrides()))
        server = self.server_labels.get(agent.provider, agent.provider)  # its name, not its key, when known
        line = translate("ChatPage", "{agent} · {model} on {server}").format(
            agent=agent.label, model=model, server=server)
        return line + (f" · {extra}" if extra else "")

    def open_chat_settings(self) -> None:
        agent = self.current_agent()
        if agent is None:
            self._show_problem(
                translate("ChatPage", "Choose an agent first; these settings change how it answers in this chat."))
            return
        models = self._models_cache.get(agent.provider, [])
        try:
            chosen = self._ask_settings(self, agent, self.overrides_now(), models)
        except UserError as exc:
            self._show_problem(error_text(exc))
            return
        if chosen is not None:
            self.set_chat_overrides(chosen)

    def set_chat_overrides(self, chosen: ChatOverrides) -> None:
        """Use `chosen` for this chat from now on (and remember it with the conversation)."""
        key = self.conversation_id or ""
        self.chat_overrides[key] = chosen
        if chosen.model:
            self.run_models[key] = chosen.model
        else:
            self.run_models.pop(key, None)
        self._agent_chosen(self.composer.agent_key())
        cid = self.conversation_id
        if not cid:
            return

        def saved(conversation: Conversation) -> None:
            if conversation.id == self.conversation_id:
                self.conversation = conversation

        what = translate("ChatPage", "Saving this chat's settings")
        run_async(self.conversations.set_overrides(cid, chosen), on_done=saved,
                  on_error=lambda exc: self._show_problem(describe_error(exc, what)), owner=self)


class TitleLabel(ElidedLabel):
    """The chat header's title: elided at the end when the header is narrow, so the settings
    button never pushes it out of view. `text()` keeps it whole, and so does the tooltip, which
    is set only while the title is cut (a title is the user's words: no tooltip without need)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent, mode=Qt.TextElideMode.ElideRight, minimum_width=80)
        self.setMinimumWidth(80)
        self._sync_tooltip()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt naming
        super().setText(text)
        self._sync_tooltip()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt naming
        super().resizeEvent(event)
        self._sync_tooltip()

    def _sync_tooltip(self) -> None:
        cut = self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()
        self.setToolTip(self.text() if cut else "")
