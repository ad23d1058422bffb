"""The first-run setup wizard: welcome, the encryption key, a model server, a default agent, done.

It opens by itself the first time the window starts on a store with no provider, can be
skipped (and then does not come back), and Settings opens it again. Nothing is written to the
store before the last page: the provider (API key sealed by the store) and the agent are
created when the user reaches "Done", and the page says what was made.

The key is explained here, once (no notice before the wizard), with the same *Back up the
key…* dialog as Settings; its file choosing goes through an injectable `choose_file`, so tests
write a backup without a native dialog.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from goclaw_lite.errors import UserError
from goclaw_lite.gui.chat.probe import DEFAULT_CANDIDATES, Candidate, ProbeResult, probe_local_servers
from goclaw_lite.gui.i18n.key_words import KeyWords
from goclaw_lite.gui.qt import (
    QCheckBox,
    QComboBox,
    QFont,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    Qt,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
    Signal,
)
from goclaw_lite.gui.setup.flow import (
    CLOUD_PRESETS,
    DEFAULT_SYSTEM_PROMPT,
    ServerChoice,
    SetupOutcome,
    apply_setup,
    list_models,
)
from goclaw_lite.gui.setup.import_pages import ImportOfferPage, ImportSummaryPage, goclaw_database_found
from goclaw_lite.gui.shell.appearance import app_icon
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async
from goclaw_lite.gui.widgets.key_backup import FileChooser, KeyBackupDialog, ask_for_key_file, open_key_backup
from goclaw_lite.model.server_presets import is_local_address, key_needed
from goclaw_lite.settings import load_settings, save_settings

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

CHOICE_ROLE = int(Qt.ItemDataRole.UserRole) + 1
PAGE_WELCOME, PAGE_KEY, PAGE_SERVER, PAGE_AGENT, PAGE_DONE = range(5)
PAGE_IMPORT, PAGE_IMPORT_SUMMARY = 5, 6  # only when a GoClaw Lite database is found (gui/setup/import_pages.py)


def _wrapped(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


class WelcomePage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Welcome to GoClaw Lite"))
        self.setSubTitle(self.tr("A local agent workbench: chats, the agent's memory, and your command-line tools."))
        layout = QVBoxLayout(self)
        layout.addWidget(_wrapped(
            self.tr("This takes a minute: GoClaw Lite shows where your encryption key is, finds a model server "
            "(one running on this computer, or a cloud service with your API key) and creates an agent to chat with."
            "<br><br>You can skip it now and do each step later: Settings opens this setup again.")
        ))
        layout.addStretch(1)


class KeyPage(QWizardPage):
    """Where the key lives, its fingerprint, the warning, and a one-click backup."""

    def __init__(self, ctx: AppContext, choose_file: FileChooser) -> None:
        super().__init__()
        self._ctx = ctx
        self._choose_file = choose_file
        self.setTitle(self.tr("Your encryption key"))
        self.setSubTitle(self.tr("Every API key and credential GoClaw Lite stores is sealed with it (AES-256-GCM)."))
        layout = QVBoxLayout(self)
        info = ctx.key_info
        form = QFormLayout()
        self.source_label = QLabel(KeyWords().source(info))
        self.source_label.setObjectName("wizardKeySource")
        self.source_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fingerprint_label = QLabel(info.fingerprint or "—")
        self.fingerprint_label.setObjectName("wizardKeyFingerprint")
        self.fingerprint_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(self.tr("Stored in:"), self.source_label)
        form.addRow(self.tr("Fingerprint:"), self.fingerprint_label)
        layout.addLayout(form)
        if info.generated_now:
            made = _wrapped(self.tr("GoClaw Lite made this key for your data when it started just now."))
            made.setObjectName("wizardKeyMadeNow")
            layout.addWidget(made)
        warning = _wrapped(self.tr(
            "<b>Keep a copy of this key somewhere safe: without it, stored credentials and API keys cannot be "
            "recovered.</b> Save it to a file you keep apart from this computer (a password manager or an "
            "encrypted drive)."))
        warning.setObjectName("wizardKeyWarning")
        layout.addWidget(warning)
        row = QHBoxLayout()
        self.backup_button = QPushButton(self.tr("Back &up the key…"))
        self.backup_button.setObjectName("wizardBackUpKey")
        self.backup_button.setAccessibleName(self.tr("Back up the encryption key"))
        self.backup_button.setEnabled(ctx.loaded_key is not None)
        self.backup_button.clicked.connect(self.back_up_key)
        row.addWidget(self.backup_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.status_label = QLabel("" if info.kind is not None else self.tr(
            "No key is in use yet; it is created when you first store a secret."))
        self.status_label.setObjectName("wizardKeyStatus")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        layout.addStretch(1)
        self.backup_dialog: KeyBackupDialog | None = None

    def back_up_key(self) -> KeyBackupDialog:
        """The *Back up the key…* dialog, over the wizard."""
        self.backup_dialog = open_key_backup(self._ctx, self, choose_file=self._choose_file)
        return self.backup_dialog

    def nextId(self) -> int:  # noqa: N802 - Qt naming
        wizard = self.wizard()
        return PAGE_IMPORT if wizard is not None and wizard.page(PAGE_IMPORT) is not None else PAGE_SERVER


class ServerPage(QWizardPage):
    """Pick a local server that answered or a cloud service, test it, choose a model."""

    def __init__(self, candidates: Sequence[Candidate] = DEFAULT_CANDIDATES) -> None:
        super().__init__()
        self._candidates = tuple(candidates)
        self.setTitle(self.tr("A model server"))
        self.setSubTitle(self.tr(
            "GoClaw Lite looked for Ollama, LM Studio and llama.cpp on this computer; cloud services need your API key."))
        self.models: tuple[str, ...] = ()
        self.busy = False
        layout = QVBoxLayout(self)
        self.servers = QListWidget()
        self.servers.setObjectName("wizardServers")
        self.servers.setAccessibleName(self.tr("Model servers"))
        self.servers.currentItemChanged.connect(self._chosen)
        layout.addWidget(self.servers, 1)
        form = QFormLayout()
        self.url_edit = QLineEdit()
        self.url_edit.setObjectName("wizardServerUrl")
        self.url_edit.setAccessibleName(self.tr("Server address"))
        self.url_edit.textEdited.connect(self._forget_models)
        self.url_edit.textChanged.connect(lambda _t: self._key_follows_address())
        self.key_edit = QLineEdit()
        self.key_edit.setObjectName("wizardApiKey")
        self.key_edit.setAccessibleName(self.tr("API key"))
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setPlaceholderText(self.tr("only for cloud services; stored sealed, never shown again"))
        self.key_edit.textEdited.connect(self._forget_models)
        test_row = QHBoxLayout()
        self.test_button = QPushButton(self.tr("&Test connection"))
        self.test_button.setObjectName("wizardTestServer")
        self.test_button.setAccessibleName(self.tr("Test connection"))
        self.test_button.clicked.connect(self.test_connection)
        self.model_combo = QComboBox()
        self.model_combo.setObjectName("wizardModel")
        self.model_combo.setAccessibleName(self.tr("Model"))
        self.model_combo.setMinimumContentsLength(24)
        self.model_combo.currentIndexChanged.connect(lambda _i: self.completeChanged.emit())
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.model_combo, 1)
        for text, field in ((self.tr("A&ddress:"), self.url_edit), (self.tr("API &key:"), self.key_edit)):
            label = QLabel(text)
            label.setBuddy(field)
            form.addRow(label, field)
        model_label = QLabel(self.tr("&Model:"))
        model_label.setBuddy(self.model_combo)
        form.addRow(model_label, test_row)
        layout.addLayout(form)
        self.skip_box = QCheckBox(self.tr("&Skip: I will set up a model server later"))
        self.skip_box.setObjectName("wizardSkipServer")
        self.skip_box.toggled.connect(lambda _on: self.completeChanged.emit())
        layout.addWidget(self.skip_box)
        self.status_label = QLabel("")
        self.status_label.setObjectName("wizardServerStatus")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self._showing_test_result = False
        """The status line answers a Test; it goes when the server it was about is changed."""
        self._scanned = False

    def initializePage(self) -> None:  # noqa: N802 - Qt naming
        if not self._scanned:
            self._scanned = True
            self.scan()

    def scan(self) -> None:
        """Probe this computer first, then list what answered above the cloud services and
        pre-select the first local server: it needs no key and nothing leaves the machine."""
        self.servers.clear()
        self.status_label.setText(self.tr("Looking for servers on this computer…"))
        self.busy = True
        run_async(probe_local_servers(self._candidates), on_done=self._scanned_local, on_error=self._scan_failed, owner=self,
                  what=self.tr("Looking for model servers"))

    def _add(self, choice: ServerChoice, text: str) -> None:
        item = QListWidgetItem(text)
        item.setData(CHOICE_ROLE, choice)
        self.servers.addItem(item)

    def _add_cloud(self) -> None:
        for preset in CLOUD_PRESETS:
            self._add(preset, self.tr("{server} — cloud, needs an API key").format(server=preset.label))

    def _scanned_local(self, results: list[ProbeResult]) -> None:
        self.busy = False
        found = [r for r in results if r.found]
        for result in found:
            choice = ServerChoice(result.candidate.name, result.candidate.label, "openai_compat", result.api_base, False,
                                  tuple(result.models))
            self._add(choice, self.tr("{server} — on this computer").format(server=result.summary))
        self._add_cloud()
        self.status_label.setText(
            self.tr("Found %n server(s) on this computer.", "", len(found)) if found
            else self.tr("No server answered on this computer; pick a cloud service, or type an address.")
        )
        self.servers.setCurrentRow(0)

    def _scan_failed(self, exc: BaseException) -> None:
        self.busy = False
        self._add_cloud()
        self.status_label.setText(describe_error(exc, self.tr("Looking for servers")))

    def choice(self) -> ServerChoice | None:
        item = self.servers.currentItem()
        chosen: ServerChoice | None = None if item is None else item.data(CHOICE_ROLE)
        return chosen

    def choose(self, name: str) -> bool:
        for row in range(self.servers.count()):
            choice = self.servers.item(row).data(CHOICE_ROLE)
            if choice.name == name:
                self.servers.setCurrentRow(row)
                return True
        return False

    def _chosen(self) -> None:
        choice = self.choice()
        if choice is None:
            return
        self.url_edit.setText(choice.api_base)
        self._key_follows_address()
        self._show_models(choice.models)
        self._clear_test_result()

    def _key_follows_address(self) -> None:
        """An address on this computer never asks for a key (whatever was picked)."""
        local = is_local_address(self.url_edit.text())
        self.key_edit.setEnabled(not local)
        if local:
            self.key_edit.clear()

    def _forget_models(self) -> None:
        """The address or key changed: the models and the last test's answer were about the old server."""
        self._show_models(())
        self._clear_test_result()

    def _clear_test_result(self) -> None:
        if self._showing_test_result:
            self._showing_test_result = False
            self.status_label.clear()

    def _show_models(self, models: tuple[str, ...]) -> None:
        self.models = models
        self.model_combo.clear()
        self.model_combo.addItems(list(models))
        self.completeChanged.emit()

    def test_connection(self) -> None:
        choice = self.choice()
        if choice is None:
            self.status_label.setText(self.tr("Pick a server first."))
            return
        if key_needed(self.url_edit.text()) and not self.key_edit.text().strip():
            self.status_label.setText(self.tr("{label} needs an API key.").format(label=choice.label))
            return
        self.busy = True
        self.test_button.setEnabled(False)
        self.status_label.setText(self.tr("Asking {server} for its models…").format(server=self.url_edit.text().strip()))
        run_async(list_models(choice, self.url_edit.text(), self.key_edit.text().strip() or None),
                  on_done=self._tested, on_error=self._test_failed, owner=self, what=self.tr("Testing the connection"))

    def _tested(self, models: tuple[str, ...]) -> None:
        self.busy = False
        self.test_button.setEnabled(True)
        self._show_models(models)
        self.status_label.setText(self.tr("Connected: %n model(s).", "", len(models)) if models
                                  else self.tr("Connected, but the server offers no model yet."))
        self._showing_test_result = True

    def _test_failed(self, exc: BaseException) -> None:
        self.busy = False
        self.test_button.setEnabled(True)
        self._show_models(())
        self.status_label.setText(describe_error(exc, self.tr("Testing the connection")))
        self._showing_test_result = True

    def isComplete(self) -> bool:  # noqa: N802 - Qt naming
        return self.skip_box.isChecked() or bool(self.model_combo.currentText())

    def nextId(self) -> int:  # noqa: N802
        return PAGE_DONE if self.skip_box.isChecked() else PAGE_AGENT


class AgentPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Your agent"))
        self.setSubTitle(self.tr(
            "The agent you chat with: a name, what it is told before every chat, and whether it is the default."))
        form = QFormLayout(self)
        self.name_edit = QLineEdit(self.tr("Assistant"))
        self.name_edit.setObjectName("wizardAgentName")
        self.name_edit.setAccessibleName(self.tr("Agent name"))
        self.prompt_edit = QPlainTextEdit(self.tr(DEFAULT_SYSTEM_PROMPT))
        self.prompt_edit.setObjectName("wizardAgentPrompt")
        self.prompt_edit.setAccessibleName(self.tr("System prompt"))
        self.default_box = QCheckBox(self.tr("Make it the &default agent"))
        self.default_box.setChecked(True)
        form.addRow(self.tr("N&ame:"), self.name_edit)  # Alt+N is the wizard's Next
        form.addRow(self.tr("&System prompt:"), self.prompt_edit)
        form.addRow("", self.default_box)
        self.name_edit.textChanged.connect(lambda _t: self.completeChanged.emit())

    def isComplete(self) -> bool:  # noqa: N802
        return bool(self.name_edit.text().strip())


class DonePage(QWizardPage):
    """Creates what was chosen when it is shown; Finish is enabled once that is done."""

    def __init__(self, wizard: SetupWizard) -> None:
        super().__init__()
        self._wizard = wizard
        self.setTitle(self.tr("Done"))
        self.done = False
        layout = QVBoxLayout(self)
        self.summary = _wrapped("")
        self.summary.setObjectName("wizardSummary")
        layout.addWidget(self.summary)
        layout.addStretch(1)

    def initializePage(self) -> None:  # noqa: N802
        self.done = False
        self.completeChanged.emit()
        server = self._wizard.server_page
        if server.skip_box.isChecked() or self._wizard.server_skipped_after_import():
            self._finished(SetupOutcome(None, None))
            return
        choice = server.choice()
        assert choice is not None
        agent = self._wizard.agent_page
        self.summary.setText(self.tr("Creating the provider and the agent…"))
        run_async(
            apply_setup(
                self._wizard.setup, choice=choice, api_base=server.url_edit.text(),
                api_key=server.key_edit.text().strip() or None, model=server.model_combo.currentText(),
                agent_name=agent.name_edit.text(), system_prompt=agent.prompt_edit.toPlainText(),
                make_default=agent.default_box.isChecked(),
            ),
            on_done=self._finished, on_error=self._failed, owner=self, what=self.tr("Setting up"),
        )

    def _finished(self, outcome: SetupOutcome) -> None:
        self._wizard.outcome = outcome
        text = self.describe(outcome)
        if self._wizard.server_skipped_after_import():
            text = self.tr("Your GoClaw Lite providers and agents came over; chat with them right away.")
        self.summary.setText(text + "<br><br>" + self.tr("Press Finish to start chatting."))
        self.done = True
        self.completeChanged.emit()

    def _failed(self, exc: BaseException) -> None:
        self.summary.setText(describe_error(exc, self.tr("Setting up")) + "<br><br>"
                             + self.tr("Go back to change it, or Cancel to skip."))

    def describe(self, outcome: SetupOutcome) -> str:
        """What the setup made, in words (`SetupOutcome.describe` in the window's language)."""
        if outcome.provider is None:
            return self.tr("No model server was set up; the Chat page will offer one when you open it.")
        parts = [self.tr("Provider {server} ({address}).").format(server=outcome.provider.label,
                                                                 address=outcome.provider.api_base)]
        if outcome.agent is not None:
            default = self.tr(" It is your default agent.") if outcome.agent.is_default else ""
            parts.append(self.tr("Agent {agent} chats with {model}.").format(agent=outcome.agent.label,
                                                                              model=outcome.agent.model) + default)
        return " ".join(parts)

    def isComplete(self) -> bool:  # noqa: N802
        return self.done


class SetupWizard(QWizard):
    completed = Signal(object)
    """A SetupOutcome, once the user pressed Finish."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *, choose_file: FileChooser = ask_for_key_file,
                 candidates: Sequence[Candidate] = DEFAULT_CANDIDATES) -> None:
        super().__init__(parent)
        self.setObjectName("setupWizard")
        self.setWindowTitle(self.tr("Set up GoClaw Lite"))
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setWindowIcon(app_icon())
        self.setOption(QWizard.WizardOption.NoBackButtonOnLastPage, True)
        self.setOption(QWizard.WizardOption.NoCancelButtonOnLastPage, True)  # done is done: nothing left to skip
        self.setButtonText(QWizard.WizardButton.CancelButton, self.tr("Skip setup"))
        self.resize(720, 560)
        self._ctx = ctx
        self.setup = ctx.services.server_setup
        self.outcome: SetupOutcome | None = None
        self.key_page = KeyPage(ctx, choose_file)
        self.server_page = ServerPage(candidates)
        self.agent_page = AgentPage()
        self.done_page = DonePage(self)
        for page_id, page in ((PAGE_WELCOME, WelcomePage()), (PAGE_KEY, self.key_page), (PAGE_SERVER, self.server_page),
                              (PAGE_AGENT, self.agent_page), (PAGE_DONE, self.done_page)):
            self.setPage(page_id, page)
        self.import_summary: ImportSummaryPage | None = None
        goclaw = goclaw_database_found()
        if goclaw is not None:
            offer = ImportOfferPage(goclaw, PAGE_IMPORT_SUMMARY, PAGE_SERVER)
            self.import_summary = ImportSummaryPage(ctx, offer, PAGE_SERVER, PAGE_DONE)
            self.setPage(PAGE_IMPORT, offer)
            self.setPage(PAGE_IMPORT_SUMMARY, self.import_summary)
        self.setStartId(PAGE_WELCOME)
        self.finished.connect(self._remember)
        self.currentIdChanged.connect(lambda _id: self._title_like_the_pages())

    def _title_like_the_pages(self) -> None:
        """Qt's header (made when first shown) draws page titles in plain bold; the app's pages use
        a larger one (page_header)."""
        pages = [self.page(page_id) for page_id in self.pageIds()]
        for label in self.findChildren(QLabel):
            in_a_page = any(page.isAncestorOf(label) for page in pages)
            if label.font().bold() and not label.property("pageTitle") and not in_a_page:
                font = QFont(label.font())
                font.setPointSizeF(font.pointSizeF() * 1.5)
                label.setFont(font)
                label.setProperty("pageTitle", True)

    def server_skipped_after_import(self) -> bool:
        """GoClaw's agents came over and the user went on without setting up a server."""
        return (
            self.import_summary is not None and self.import_summary.brought_agents and not self.hasVisitedPage(PAGE_SERVER)
        )

    def _remember(self, result: int) -> None:
        """Finished or skipped, the wizard does not open by itself again."""
        try:
            settings = load_settings(self._ctx.paths)
            save_settings(self._ctx.paths, replace(settings, first_run_done=True))
        except UserError:
            pass  # an unreadable settings file: the wizard may come back, which is harmless
        if result == int(QWizard.DialogCode.Accepted) and self.outcome is not None:
            self.completed.emit(self.outcome)


def open_setup_wizard(ctx: AppContext, window: QWidget, *, choose_file: FileChooser = ask_for_key_file) -> SetupWizard:
    """Show the wizard over `window`; when it made an agent, the pages that list agents reload."""
    wizard = SetupWizard(ctx, window, choose_file=choose_file)
    wizard.setWindowModality(Qt.WindowModality.WindowModal)

    def refresh(outcome: SetupOutcome) -> None:
        built = getattr(window, "built_page", None)
        show_page = getattr(window, "show_page", None)
        if outcome.agent is not None and callable(show_page):
            show_page("chat")
        for key in ("chat", "settings"):
            page = built(key) if callable(built) else None
            reload = getattr(page, "reload", None) or getattr(page, "reload_agents", None)
            if callable(reload):
                reload()

    wizard.completed.connect(refresh)
    wizard.finished.connect(wizard.deleteLater)
    wizard.show()
    return wizard
