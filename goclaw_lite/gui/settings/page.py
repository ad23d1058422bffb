"""Settings: preferences first, then where the data is and a backup of its key, the model
servers, and last *Advanced / Diagnostics* (paths, schema, store, logs; never the key itself).

Preferences (language, appearance, how long closed conversations are kept) are saved to the data
directory's settings.json as soon as they change; the default agent is a database fact and
goes through `AgentsAdmin`, as `goclaw-lite agent set-default` does. Opening folders goes through an injectable `open_url`
(QDesktopServices.openUrl by default), so tests can press the buttons without starting a
file manager; "Copy diagnostics" puts versions, paths and the key's source and fingerprint —
never the key — on the clipboard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from goclaw_lite.diagnostics import diagnostics_text
from goclaw_lite.errors import UserError
from goclaw_lite.gui.i18n.key_words import KeyWords
from goclaw_lite.gui.qt import (
    QApplication,
    QCheckBox,
    QComboBox,
    QCoreApplication,
    QDesktopServices,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QUrl,
    QVBoxLayout,
    QWidget,
    Signal,
    qVersion,
    standard_icon,
)
from goclaw_lite.gui.servers.box import ProvidersBox
from goclaw_lite.gui.settings.backups import BackupsBox
from goclaw_lite.gui.settings.builtin_tools import BuiltinToolsBox
from goclaw_lite.gui.settings.diagnostics import DiagnosticsBox
from goclaw_lite.gui.settings.language import LanguageBox
from goclaw_lite.gui.shell.appearance import set_appearance
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header, value_field
from goclaw_lite.gui.widgets.async_bridge import report_error, run_async
from goclaw_lite.gui.widgets.key_backup import FileChooser, KeyBackupDialog, open_key_backup
from goclaw_lite.model.agents import Agent
from goclaw_lite.settings import APPEARANCES, RETENTION_RANGE, AppSettings, load_settings, save_settings

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

UrlOpener = Callable[[QUrl], bool]


class FolderUnavailableError(UserError):
    """A folder could not be shown (missing, or no file manager)."""


def describe_database_state(ctx: AppContext) -> str:
    prep = ctx.prepare
    if prep.created:
        return QCoreApplication.translate("SettingsPage", "Created on this start")
    backup = QCoreApplication.translate("SettingsPage", "; backup at {path}").format(
        path=prep.backup_path) if prep.backup_path else ""
    if prep.upgraded_from is not None:
        return QCoreApplication.translate("SettingsPage", "Upgraded from version {version} on this start").format(
            version=prep.upgraded_from) + backup
    if prep.steps:
        return QCoreApplication.translate("SettingsPage", "Brought up to date on this start ({steps})").format(
            steps=", ".join(prep.steps)) + backup
    return QCoreApplication.translate("SettingsPage", "Up to date")


APPEARANCE_LABELS = {
    "system": QT_TRANSLATE_NOOP("SettingsPage", "Follow the system"),
    "light": QT_TRANSLATE_NOOP("SettingsPage", "Light"),
    "dark": QT_TRANSLATE_NOOP("SettingsPage", "Dark"),
}


class SettingsPage(QWidget):
    appearanceChanged = Signal(str)
    """`system`, `light` or `dark`, after it was saved."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *, open_url: UrlOpener | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsPage")
        self._ctx = ctx
        self._open_url: UrlOpener = open_url or QDesktopServices.openUrl
        self.fields: dict[str, QLabel] = {}
        self.settings = self._load_settings()
        self.agents: list[Agent] = []

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll)
        layout = QVBoxLayout(body)
        layout.addWidget(page_header(
            self.tr("Settings"),
            self.tr("Your preferences, where your data is and a backup of its key, and your model servers. Paths, "
                    "versions and logs are under Advanced / Diagnostics at the end.")))
        layout.addWidget(self._build_preferences())  # first: what people come to Settings to change
        layout.addWidget(self._build_your_data())
        self.providers_box = ProvidersBox(ctx)
        self.providers_box.loaded.connect(self._servers_loaded)
        layout.addWidget(self.providers_box)
        self.builtin_tools_box = BuiltinToolsBox(ctx)
        layout.addWidget(self.builtin_tools_box)
        from goclaw_lite.gui.settings.web import WebSearchBox

        self.web_search_box = WebSearchBox(ctx)
        layout.addWidget(self.web_search_box)
        self.backups_box = BackupsBox(ctx)
        layout.addWidget(self.backups_box)
        layout.addWidget(self._build_advanced())
        self.status_label = QLabel("")
        self.status_label.setObjectName("settingsStatus")
        self.status_label.setAccessibleName(self.tr("Settings status"))
        layout.addWidget(self.status_label)
        layout.addStretch(1)
        self.reload_agents()

    # --- preferences ---------------------------------------------------------------------

    def _load_settings(self) -> AppSettings:
        try:
            return load_settings(self._ctx.paths)
        except UserError as exc:
            report_error(exc, owner=self, what=self.tr("Reading settings"))
            return AppSettings()

    def _build_preferences(self) -> QGroupBox:
        box = QGroupBox(self.tr("Preferences"))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.language_box = LanguageBox(lambda: self.settings, self._save, self)  # language and time zone first
        self.language_box.add_to(form)
        self.appearance_combo = QComboBox()
        self.appearance_combo.setObjectName("appearanceCombo")
        self.appearance_combo.setAccessibleName(self.tr("Appearance"))
        for value in APPEARANCES:
            self.appearance_combo.addItem(self.tr(APPEARANCE_LABELS[value]), value)
        self.appearance_combo.setCurrentIndex(APPEARANCES.index(self.settings.appearance))
        self.appearance_combo.currentIndexChanged.connect(self._appearance_chosen)
        form.addRow(self.tr("&Appearance:"), self.appearance_combo)

        self.agent_combo = QComboBox()
        self.agent_combo.setObjectName("defaultAgentCombo")
        self.agent_combo.setAccessibleName(self.tr("Default agent"))
        self.agent_combo.setToolTip(self.tr("The agent a new chat starts with unless you pick another"))
        self.agent_combo.setMinimumContentsLength(22)
        self.agent_combo.activated.connect(self._agent_chosen)
        self.agent_detail = QLabel("")
        self.agent_detail.setObjectName("defaultAgentDetail")
        self.agent_detail.setWordWrap(True)  # below the list: beside it, it is wider than the window in Vietnamese
        agent_label = QLabel(self.tr("Default a&gent:"))
        agent_label.setBuddy(self.agent_combo)
        form.addRow(agent_label, self.agent_combo)
        form.addRow("", self.agent_detail)

        self.retention_spin = QSpinBox()
        self.retention_spin.setObjectName("retentionSpin")
        self.retention_spin.setAccessibleName(self.tr("Days closed conversations are kept"))
        self.retention_spin.setRange(*RETENTION_RANGE)
        self.retention_spin.setSuffix(self.tr(" days"))
        self.retention_spin.setValue(self.settings.closed_retention_days)
        self.retention_spin.setToolTip(
            self.tr("A closed conversation untouched this long is deleted by the daily cleanup"))
        self.retention_spin.editingFinished.connect(self._retention_chosen)
        form.addRow(self.tr("&Keep closed chats:"), self.retention_spin)

        self.trace_spin = QSpinBox()
        self.trace_spin.setObjectName("traceRetentionSpin")
        self.trace_spin.setAccessibleName(self.tr("Days traces of runs are kept"))
        self.trace_spin.setRange(*RETENTION_RANGE)
        self.trace_spin.setSuffix(self.tr(" days"))
        self.trace_spin.setValue(self.settings.trace_retention_days)
        self.trace_spin.setToolTip(self.tr("Traces (the Traces page) older than this are deleted by the daily cleanup"))
        self.trace_spin.editingFinished.connect(self._trace_retention_chosen)
        form.addRow(self.tr("Kee&p traces:"), self.trace_spin)

        self.hooks_box = QCheckBox(self.tr("Run hooks in &chats"))
        self.hooks_box.setToolTip(
            self.tr("Hooks run before and after agent runs and tool calls (the Hooks page lists them)"))
        self.hooks_box.setObjectName("hooksEnabled")
        self.hooks_box.setAccessibleName(self.tr("Run lifecycle hooks in chats"))
        self.hooks_box.setChecked(self.settings.hooks_enabled)
        self.hooks_box.toggled.connect(self._hooks_chosen)
        form.addRow("", self.hooks_box)

        self.tray_box = QCheckBox(self.tr("Keep ru&nning in the tray"))
        self.tray_box.setToolTip(self.tr("When the window is closed, the app stays in the tray and scheduled jobs keep "
                                         "running; the tray's Quit ends it"))
        self.tray_box.setObjectName("keepInTray")
        self.tray_box.setAccessibleName(self.tr("Keep running in the tray when the window is closed"))
        self.tray_box.setChecked(self.settings.keep_in_tray)
        self.tray_box.toggled.connect(self._tray_chosen)
        form.addRow("", self.tray_box)
        return box

    def _build_your_data(self) -> QGroupBox:
        """Where the data lives and the key that seals its secrets, with the two things to do about them."""
        ctx = self._ctx
        box = QGroupBox(self.tr("Your data"))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.open_data_button = QPushButton(
            standard_icon(QStyle.StandardPixmap.SP_DirOpenIcon), self.tr("Open data folder"))
        self.open_data_button.setAccessibleName(self.tr("Open data folder"))
        self.open_data_button.setToolTip(self.tr("Show {folder} in the file manager").format(folder=ctx.paths.data_dir))
        self.open_data_button.clicked.connect(self.open_data_folder)
        self._add(form, "data_dir", self.tr("Data location"), str(ctx.paths.data_dir), self.open_data_button)
        self.backup_key_button = QPushButton(
            standard_icon(QStyle.StandardPixmap.SP_DialogSaveButton), self.tr("Back up the key…"))
        self.backup_key_button.setObjectName("settingsBackUpKey")
        self.backup_key_button.setAccessibleName(self.tr("Back up the encryption key"))
        self.backup_key_button.setToolTip(self.tr("Save a copy of the encryption key to a file you keep safe"))
        self.backup_key_button.setEnabled(ctx.loaded_key is not None)
        self.backup_key_button.clicked.connect(self.back_up_key)
        self._add(form, "key_source", self.tr("Encryption key"), KeyWords().source(ctx.key_info), self.backup_key_button)
        hint = QLabel(self.tr(
            "Stored credentials and API keys can only be read with this key. Keep a backup of it somewhere safe."))
        hint.setWordWrap(True)
        form.addRow(hint)
        self.setup_button = QPushButton(
            standard_icon(QStyle.StandardPixmap.SP_BrowserReload), self.tr("Run setup again…"))
        self.setup_button.setAccessibleName(self.tr("Run setup again"))
        self.setup_button.setToolTip(self.tr("The first-run setup: your key, a model server, an agent"))
        self.setup_button.clicked.connect(self.open_setup)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.setup_button)
        form.addRow(row)
        return box

    def _build_advanced(self) -> QGroupBox:
        """Paths, versions, the store and the logs: for a bug report, not for every day."""
        ctx = self._ctx
        box = QGroupBox(self.tr("Advanced / Diagnostics"))
        box.setObjectName("settingsAdvanced")
        layout = QVBoxLayout(box)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._add(form, "db_path", self.tr("Database"), str(ctx.paths.db_path))
        self._add(form, "schema_version", self.tr("Schema version"), str(ctx.prepare.version))
        self._add(form, "database_state", self.tr("Database status"), describe_database_state(ctx))
        self._add(form, "store", self.tr("Store"), ctx.stores.db.description)
        self._add(form, "log_dir", self.tr("Log directory"), str(ctx.paths.log_dir))
        self._add(form, "key_fingerprint", self.tr("Key fingerprint"), ctx.key_info.fingerprint or "—")
        layout.addLayout(form)
        self.open_logs_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_DirIcon), self.tr("Open log folder"))
        self.open_logs_button.setAccessibleName(self.tr("Open log folder"))
        self.open_logs_button.setToolTip(self.tr("Show {folder} in the file manager").format(folder=ctx.paths.log_dir))
        self.open_logs_button.clicked.connect(self.open_log_folder)
        self.copy_diagnostics_button = QPushButton(
            standard_icon(QStyle.StandardPixmap.SP_FileDialogInfoView), self.tr("Copy diagnostics"))
        self.copy_diagnostics_button.setAccessibleName(self.tr("Copy diagnostics"))
        self.copy_diagnostics_button.setToolTip(
            self.tr("Copy versions, paths, store and key source (never the key) for a bug report"))
        self.copy_diagnostics_button.clicked.connect(self.copy_diagnostics)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_logs_button)
        buttons.addWidget(self.copy_diagnostics_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.diagnostics_box = DiagnosticsBox(ctx)
        layout.addWidget(self.diagnostics_box)
        return box

    def back_up_key(self, *, choose_file: FileChooser | None = None) -> KeyBackupDialog:
        """The *Back up the key…* dialog (the setup wizard opens the same one)."""
        if choose_file is None:
            return open_key_backup(self._ctx, self.window())
        return open_key_backup(self._ctx, self.window(), choose_file=choose_file)

    def _hooks_chosen(self, on: bool) -> None:
        if on != self.settings.hooks_enabled:
            self._save(replace(self.settings, hooks_enabled=on), self.tr("whether hooks run"))

    def _tray_chosen(self, on: bool) -> None:
        if on != self.settings.keep_in_tray:
            self._save(replace(self.settings, keep_in_tray=on),
                       self.tr("whether the app keeps running in the tray"))

    def _save(self, settings: AppSettings, what: str) -> bool:
        try:
            save_settings(self._ctx.paths, settings)
        except (UserError, OSError) as exc:
            report_error(exc, owner=self, what=self.tr("Saving {what}").format(what=what))
            self.status_label.setText(self.tr("Could not save {what}.").format(what=what))
            return False
        self.settings = settings
        self.status_label.setText(self.tr("Saved {what}.").format(what=what))
        return True

    def _appearance_chosen(self, index: int) -> None:
        value = str(self.appearance_combo.itemData(index))
        if value != self.settings.appearance and self._save(replace(self.settings, appearance=value), self.tr(
            "the appearance")):
            app = QApplication.instance()
            if isinstance(app, QApplication):
                set_appearance(app, value)
            self.appearanceChanged.emit(value)

    def _retention_chosen(self) -> None:
        days = self.retention_spin.value()
        if days != self.settings.closed_retention_days:
            self._save(replace(self.settings, closed_retention_days=days), self.tr("how long closed chats are kept"))

    def _trace_retention_chosen(self) -> None:
        days = self.trace_spin.value()
        if days != self.settings.trace_retention_days:
            self._save(replace(self.settings, trace_retention_days=days), self.tr("how long traces are kept"))

    def reload(self) -> None:
        """Agents and model servers again (after the setup wizard made new ones)."""
        self.reload_agents()
        self.providers_box.reload()

    def reload_agents(self) -> None:
        run_async(
            self._ctx.services.agents.list(), on_done=self._show_agents, owner=self, what=self.tr("Listing agents"))

    def _show_agents(self, agents: tuple[Agent, ...]) -> None:
        self.agents = list(agents)
        self.agent_combo.clear()
        for agent in agents:
            self.agent_combo.addItem(agent.label, agent.agent_key)
        default = next((a for a in agents if a.is_default), None)
        if default is not None:
            self.agent_combo.setCurrentIndex(self.agent_combo.findData(default.agent_key))
        self.agent_combo.setEnabled(bool(agents))
        self._show_agent_detail(default)

    def _show_agent_detail(self, agent: Agent | None) -> None:
        if agent is None:
            self.agent_detail.setText(self.tr("No agent yet — set up a model server in Chat.") if not self.agents
                                      else self.tr("No default chosen."))
        else:
            self.agent_detail.setText(self.tr("{model} on {server}").format(
                model=agent.model, server=self.providers_box.server_label(agent.provider)))

    def _servers_loaded(self) -> None:
        """A server's name in the default agent's line follows the list (renamed, or read late)."""
        if self.agents:
            key = self.agent_combo.currentData()
            self._show_agent_detail(next((a for a in self.agents if a.agent_key == key), None))

    def _agent_chosen(self, index: int) -> None:
        key = str(self.agent_combo.itemData(index))

        def done(agent: Agent) -> None:
            self.status_label.setText(self.tr("{agent} is now the default agent.").format(agent=agent.label))
            self.reload_agents()

        run_async(self._ctx.services.agents.set_default(key), on_done=done, owner=self, what=self.tr(
            "Choosing the default agent"))

    def open_setup(self) -> QWidget:
        # The wizard's probes and clients load on demand.
        from goclaw_lite.gui.setup.wizard import open_setup_wizard

        return open_setup_wizard(self._ctx, self.window())

    # --- diagnostics ---------------------------------------------------------------------

    def diagnostics(self) -> str:
        return diagnostics_text(self._ctx, {"Qt": qVersion(), "Qt platform": QApplication.platformName()})

    def copy_diagnostics(self) -> str:
        text = self.diagnostics()
        QApplication.clipboard().setText(text)
        self.status_label.setText(self.tr("Diagnostics copied to the clipboard (no key, no passwords)."))
        return text

    def _add(self, form: QFormLayout, name: str, label: str, text: str, button: QPushButton | None = None) -> None:
        """A read-only value, with the button that acts on it beside it."""
        field = value_field(text, label)
        field.setObjectName(f"setting_{name}")
        self.fields[name] = field
        if button is None:
            form.addRow(self.tr("{label}:").format(label=label), field)
            return
        row = QHBoxLayout()
        row.addWidget(field, 1)
        row.addWidget(button)
        form.addRow(self.tr("{label}:").format(label=label), row)

    def field_text(self, name: str) -> str:
        return self.fields[name].text()

    def open_data_folder(self) -> bool:
        return self._open_folder(self._ctx.paths.data_dir)

    def open_log_folder(self) -> bool:
        return self._open_folder(self._ctx.paths.log_dir)

    def _open_folder(self, folder: Path) -> bool:
        if not folder.is_dir():
            report_error(FolderUnavailableError(self.tr("The folder {folder} does not exist yet.").format(
                folder=folder)), owner=self)
            return False
        if not self._open_url(QUrl.fromLocalFile(str(folder))):
            report_error(
                FolderUnavailableError(self.tr(
                    "Could not open {folder}; no file manager answered. The path is shown above.").format(
                    folder=folder)),
                owner=self,
            )
            return False
        return True


PAGE_SPEC = PageSpec(
    key="settings",
    title=QT_TRANSLATE_NOOP("pages", "Settings"),
    icon_name="preferences-system",
    factory=SettingsPage,
    order=90,
    fallback_icon=QStyle.StandardPixmap.SP_FileDialogDetailedView,
    description=QT_TRANSLATE_NOOP("pages", "Paths, schema and encryption key"),
)
