"""*Add server…* / *Edit…*: one dialog for one model server, not the whole setup wizard.

A preset (Ollama, LM Studio, llama.cpp, vLLM, OpenRouter, OpenAI, Anthropic, or Custom) fills
the address and the API it speaks; the key row says whether a key is needed, and an address on
this computer never asks for one. *Test* lists the server's models with the client chats use.
Every check and every write is `ProvidersAdmin`'s (the same as `goclaw-lite provider`); a
refusal is shown inline and every field keeps what was typed. Opened with `open()`.
"""

from __future__ import annotations

from typing import TypeVar

from goclaw_lite.app.providers import (
    ProviderChanges,
    ProviderDraft,
    ProvidersAdmin,
    ProviderTest,
    images_choice,
    images_setting,
)
from goclaw_lite.errors import UserError
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QObject,
    QPushButton,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.model.chat import Provider
from goclaw_lite.model.server_presets import (
    CUSTOM,
    SERVER_PRESETS,
    ServerPreset,
    is_local_address,
    key_needed,
    preset_for_address,
    preset_named,
)

API_TYPES = (("openai_compat", QT_TRANSLATE_NOOP("ServerDialog", "OpenAI-compatible (/v1/chat/completions)")),
             ("anthropic", QT_TRANSLATE_NOOP("ServerDialog", "Anthropic Messages API")))
MODELS_SHOWN = 6
VIA = "settings"

_W = TypeVar("_W", bound=QWidget)


def _named(widget: _W, object_name: str, accessible: str) -> _W:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)
    return widget


class ServerWords(QObject):
    """Sentences with a count: plurals go through a QObject's `tr`, the one call lupdate marks as numerus."""

    def models_summary(self, test: ProviderTest) -> str:
        models = test.models
        if not models:
            return self.tr("Connected, but the server lists no model yet.")
        shown = ", ".join(models[:MODELS_SHOWN])
        if len(models) > MODELS_SHOWN:
            shown = self.tr("{models} and %n more", "", len(models) - MODELS_SHOWN).format(models=shown)
        return self.tr("Connected: %n model(s) — {models}.", "", len(models)).format(models=shown)


def models_summary(test: ProviderTest) -> str:
    """"Connected: 3 models — a, b, c." (the first few; a long list ends with "and N more")."""
    return ServerWords().models_summary(test)


class ServerDialog(QDialog):
    saved = Signal(object)
    """Emitted with the saved Provider, just before the dialog closes."""

    def __init__(self, admin: ProvidersAdmin, provider: Provider | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._admin = admin
        self._provider = provider
        self._name_touched = provider is not None
        self.busy = False
        self.models: tuple[str, ...] = ()
        title = self.tr("Edit {server}").format(server=provider.label) if provider else self.tr("Add a model server")
        self.setObjectName("serverDialog")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setModal(True)
        self.resize(620, 0)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.preset_combo = _named(QComboBox(), "serverPreset", self.tr("Kind of server"))
        for preset in SERVER_PRESETS:
            where = self.tr("custom address") if preset is CUSTOM else (
                self.tr("cloud, needs a key") if preset.cloud else self.tr("on this computer"))
            kind = self.tr("Custom") if preset is CUSTOM else preset.label
            self.preset_combo.addItem(f"{kind} — {where}", preset.name)
        self.api_combo = _named(QComboBox(), "serverApiType", self.tr("API the server speaks"))
        for value, text in API_TYPES:
            self.api_combo.addItem(self.tr(text), value)
        self.url_edit = _named(QLineEdit(), "serverAddress", self.tr("Server address"))
        self.url_edit.setPlaceholderText("http://127.0.0.1:8000/v1")
        self.name_edit = _named(QLineEdit(), "serverName", self.tr("Provider name"))
        self.name_edit.setToolTip(
            self.tr("The name agents use for this server: lowercase letters, digits, '.', '-', '_'"))
        self.name_label = _named(QLabel(), "serverNameShown", self.tr("Provider name"))
        self.name_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.display_edit = _named(QLineEdit(), "serverDisplayName", self.tr("Display name"))
        self.display_edit.setPlaceholderText(self.tr("optional, shown in lists"))
        self.key_edit = _named(QLineEdit(), "serverApiKey", self.tr("API key"))
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.remove_key_box = _named(
            QCheckBox(self.tr("&Remove the stored key")), "serverRemoveKey", self.tr("Remove the stored API key"))
        self.key_hint = _named(QLabel(""), "serverKeyHint", self.tr("About the API key"))
        self.key_hint.setWordWrap(True)
        self.test_button = _named(
            QPushButton(self.tr("&Test")), "serverTest", self.tr("Test the connection and list the models"))
        self.model_combo = _named(QComboBox(), "serverModel", self.tr("Default model"))
        self.model_combo.setEditable(True)
        self.model_combo.setMinimumContentsLength(22)
        if (model_edit := self.model_combo.lineEdit()) is not None:
            model_edit.setPlaceholderText(self.tr("Test lists what the server offers"))
        self.images_combo = _named(QComboBox(), "serverImages", self.tr("Send images from tools to the model"))
        for text, value in ((self.tr("As the API does (Anthropic yes, OpenAI-compatible no)"), "auto"),
                            (self.tr("Yes: the model reads images"), "yes"),
                            (self.tr("No: describe them in words"), "no")):
            self.images_combo.addItem(text, value)
        self.images_combo.setToolTip(self.tr(
            "When a tool (an MCP server, say) returns a picture, whether the model sees it "
                                             "or only a note naming it"))
        self.enabled_box = _named(QCheckBox(self.tr("&Use this server")), "serverEnabled", self.tr("Use this server"))
        self.enabled_box.setChecked(True)
        self.enabled_box.setToolTip(self.tr("A server not used is kept but agents on it fall back or fail"))

        self.key_label = QLabel(self.tr("API &key:"))
        self.key_label.setBuddy(self.key_edit)
        model_row = QHBoxLayout()
        model_row.addWidget(self.model_combo, 1)
        model_row.addWidget(self.test_button)
        for text, field in ((self.tr("&Server:"), self.preset_combo), (self.tr("A&PI:"), self.api_combo),
                            (self.tr("A&ddress:"), self.url_edit)):
            label = QLabel(text)
            label.setBuddy(field)
            form.addRow(label, field)
        if provider is None:
            name_label = QLabel(self.tr("&Name:"))
            name_label.setBuddy(self.name_edit)
            form.addRow(name_label, self.name_edit)
        else:
            form.addRow(self.tr("Name:"), self.name_label)
        display_label = QLabel(self.tr("Disp&lay name:"))
        display_label.setBuddy(self.display_edit)
        form.addRow(display_label, self.display_edit)
        form.addRow(self.key_label, self.key_edit)
        form.addRow("", self.key_hint)
        if provider is not None and provider.has_api_key:
            form.addRow("", self.remove_key_box)
        model_label = QLabel(self.tr("Default &model:"))
        model_label.setBuddy(self.model_combo)
        form.addRow(model_label, model_row)
        images_label = QLabel(self.tr("&Images:"))
        images_label.setBuddy(self.images_combo)
        form.addRow(images_label, self.images_combo)
        form.addRow("", self.enabled_box)

        self.status_label = _named(QLabel(""), "serverStatus", self.tr("Test result"))
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label = _named(QLabel(""), "serverDialogError", self.tr("Why the server was not saved"))
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.setObjectName("serverDialogButtons")
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setText(self.tr("Add server") if provider is None else self.tr("Save"))
        self.save_button.setAccessibleName(
            self.tr("Add the server") if provider is None else self.tr("Save the server"))
        self.save_button.setDefault(True)
        self.save_button.setAutoDefault(True)
        self.test_button.setAutoDefault(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

        root = QVBoxLayout(self)
        root.addLayout(form)
        root.addWidget(self.status_label)
        root.addWidget(self.error_label)
        root.addStretch(1)
        root.addWidget(self.buttons)

        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.url_edit.textChanged.connect(self._address_changed)
        self.name_edit.textEdited.connect(self._name_edited)
        self.key_edit.textEdited.connect(lambda _t: self._forget_models())
        self.remove_key_box.toggled.connect(self._remove_key_toggled)
        self.test_button.clicked.connect(self.test_connection)
        if provider is None:
            self._preset_chosen()
        else:
            self._fill(provider)

    # --- filling -------------------------------------------------------------------------

    def preset(self) -> ServerPreset:
        return preset_named(str(self.preset_combo.currentData()))

    def choose_preset(self, name: str) -> None:
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(name)))

    def _fill(self, provider: Provider) -> None:
        preset = preset_for_address(provider.api_base)
        self.preset_combo.blockSignals(True)
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(preset.name)))
        self.preset_combo.blockSignals(False)
        self.api_combo.setCurrentIndex(max(0, self.api_combo.findData(provider.provider_type)))
        self.api_combo.setEnabled(preset is CUSTOM)
        self.url_edit.setText(provider.api_base)
        self.name_label.setText(provider.name)
        self.display_edit.setText(provider.display_name)
        self.model_combo.setCurrentText(provider.default_model)
        self.enabled_box.setChecked(provider.enabled)
        self.images_combo.setCurrentIndex(max(0, self.images_combo.findData(images_choice(provider))))
        self._address_changed()

    def _preset_chosen(self, *_args: object) -> None:
        preset = self.preset()
        self.api_combo.setCurrentIndex(max(0, self.api_combo.findData(preset.provider_type)))
        self.api_combo.setEnabled(preset is CUSTOM)
        if preset is not CUSTOM:
            self.url_edit.setText(preset.api_base)
        if self._provider is None and not self._name_touched:
            self.name_edit.setText(preset.name if preset is not CUSTOM else "")
        if self._provider is None:
            self.display_edit.setPlaceholderText(
                preset.label if preset is not CUSTOM else self.tr("optional, shown in lists"))
        self._forget_models()

    def _name_edited(self, text: str) -> None:
        self._name_touched = bool(text)

    def _remove_key_toggled(self, on: bool) -> None:
        self.key_edit.setEnabled(not on)
        if on:
            self.key_edit.clear()
        self._address_changed()

    def _address_changed(self, *_args: object) -> None:
        """The key row follows the address: never asked for on this computer."""
        address = self.url_edit.text()
        local = is_local_address(address)
        stored = self._provider is not None and self._provider.has_api_key and not self.remove_key_box.isChecked()
        if local:
            self.key_label.setText(self.tr("API &key (optional):"))
            self.key_edit.setPlaceholderText(self.tr("not needed for a server on this computer"))
            self.key_hint.setText(self.tr("A server on this computer (127.0.0.1 or localhost) needs no key."))
        elif key_needed(address):
            self.key_label.setText(self.tr("API &key:"))
            self.key_edit.setPlaceholderText(self.tr("leave empty to keep the stored key") if stored
                                             else self.tr("needed; stored sealed, never shown again"))
            self.key_hint.setText(
                self.tr("This service needs your API key. It is stored encrypted and never shown again."))
        else:
            self.key_label.setText(self.tr("API &key (optional):"))
            self.key_edit.setPlaceholderText(
                self.tr("leave empty to keep the stored key") if stored else self.tr("only if the server asks for one"))
            self.key_hint.setText(self.tr("Give a key only if this server asks for one; it is stored encrypted."))
        if stored:
            self.key_hint.setText(self.key_hint.text() + self.tr(" A key is stored; type a new one to replace it."))
        self._forget_models()
        self._fit_height()

    def _fit_height(self) -> None:
        """A hint that now wraps onto more lines pushes the rows below it down: a shown dialog keeps
        its height, and the longer text would otherwise be drawn under the next row."""
        layout = self.layout()
        if layout is None:
            return  # still being built; the first show sizes it
        layout.activate()
        width = self.width()
        wanted = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
        if wanted > self.height():
            self.resize(self.width(), wanted)

    def _forget_models(self) -> None:
        if self.models:
            current = self.model_combo.currentText()
            self.models = ()
            self.model_combo.clear()
            self.model_combo.setCurrentText(current)

    # --- what was typed ------------------------------------------------------------------

    def draft(self) -> ProviderDraft:
        preset = self.preset()
        name = self._provider.name if self._provider is not None else self.name_edit.text().strip()
        display = self.display_edit.text().strip()
        if not display and self._provider is None and preset is not CUSTOM:
            display = preset.label
        return ProviderDraft(
            name=name, provider_type=str(self.api_combo.currentData()), api_base=self.url_edit.text().strip(),
            default_model=self.model_combo.currentText().strip(), display_name=display,
            enabled=self.enabled_box.isChecked(), api_key=self.key_edit.text().strip() or None,
            images=images_setting(str(self.images_combo.currentData())),
        )

    def changes(self) -> ProviderChanges:
        """What differs from the provider being edited (None: unchanged)."""
        assert self._provider is not None
        draft, old = self.draft(), self._provider

        return ProviderChanges(
            provider_type=None if draft.provider_type == old.provider_type else draft.provider_type,
            api_base=None if draft.api_base.rstrip("/") == old.api_base else draft.api_base,
            default_model=None if draft.default_model == old.default_model else draft.default_model,
            display_name=None if draft.display_name == old.display_name else draft.display_name,
            enabled=None if draft.enabled == old.enabled else draft.enabled,
            api_key=draft.api_key, remove_key=self.remove_key_box.isChecked(),
            images=None if self.images_combo.currentData() == images_choice(old) else str(self.images_combo.currentData()),
        )

    # --- test and save -------------------------------------------------------------------

    def test_connection(self) -> None:
        if self.busy:
            return
        draft = self.draft()
        self.busy = True
        self.test_button.setEnabled(False)
        self.status_label.setText(self.tr("Asking {server} for its models…").format(
            server=draft.api_base or self.tr("the server")))
        stored = self._provider.name if self._provider is not None and not self.remove_key_box.isChecked() else None
        run_async(self._admin.test_draft(draft, stored_key_of=stored), on_done=self._tested,
                  on_error=self._test_failed, owner=self, what=self.tr("Testing the connection"))

    def _tested(self, test: ProviderTest) -> None:
        self.busy = False
        self.test_button.setEnabled(True)
        current = self.model_combo.currentText()
        self.models = test.models
        self.model_combo.clear()
        self.model_combo.addItems(list(test.models))
        self.model_combo.setCurrentText(current if current else (test.models[0] if test.models else ""))
        self.status_label.setText(models_summary(test))

    def _test_failed(self, exc: BaseException) -> None:
        self.busy = False
        self.test_button.setEnabled(True)
        self.status_label.setText(describe_error(exc, self.tr("Testing the connection")))

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def save(self) -> None:
        if self.busy:
            return
        self.show_error("")
        try:
            if self._provider is None:
                work = self._check_and_add(self.draft())
            else:
                changes = self.changes()
                changes.fields()  # a contradiction is refused before anything is sent
                if not changes.fields():
                    self.reject()
                    return
                work = self._admin.edit(self._provider.name, changes)
        except UserError as exc:
            self.show_error(error_text(exc))
            return
        self.busy = True
        self.save_button.setEnabled(False)
        run_async(work, on_done=self._saved, on_error=self._failed, owner=self, what=self.tr("Saving the model server"))

    async def _check_and_add(self, draft: ProviderDraft) -> Provider:
        await self._admin.check_draft(draft)
        return await self._admin.add(draft, via=VIA)

    def _saved(self, provider: Provider) -> None:
        self.busy = False
        self.saved.emit(provider)
        self.accept()

    def _failed(self, exc: BaseException) -> None:
        self.busy = False
        self.save_button.setEnabled(True)
        self.show_error(describe_error(exc))
