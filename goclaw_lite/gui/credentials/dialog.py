"""Add or edit one tool: path (picker and PATH detection), variables, deny rules, agents.

Nothing is written until Save, and Save writes everything in one transaction; a refusal
is shown inline and every field keeps what was typed. The dialog is opened with `open()`
(never `exec()`), so the asyncio loop keeps running while it is up.
"""

from __future__ import annotations

import asyncio
import itertools
import os
from collections.abc import Sequence

from goclaw_lite.app.credentials import (
    DEFAULT_TIMEOUT_SECONDS,
    MAX_TIMEOUT_SECONDS,
    CredentialsService,
    find_on_path,
    normalize_binary_name,
)
from goclaw_lite.errors import UserError
from goclaw_lite.gui.credentials.access import AgentAccessEditor
from goclaw_lite.gui.credentials.deny_rules import DenyRulesEditor
from goclaw_lite.gui.credentials.variables import DraftError, VariablesEditor
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.qt import (
    QCheckBox,
    QCloseEvent,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFont,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyle,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import value_field
from goclaw_lite.gui.style import text_role
from goclaw_lite.gui.widgets.async_bridge import describe_error, report_error, run_async
from goclaw_lite.model.credentials import AgentAccess, ToolDetails, ToolDraft
from goclaw_lite.model.secure_cli import BinaryConfig

DETECT_DELAY_MS = 300


class ToolDialog(QDialog):
    saved = Signal(object)
    """Emitted with the saved BinaryConfig, just before the dialog closes."""

    def __init__(
        self,
        service: CredentialsService,
        access: Sequence[AgentAccess],
        details: ToolDetails | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._service = service
        self._details = details
        self._binary: BinaryConfig | None = details.binary if details else None
        self._path_auto = details is None
        self._saving = False
        self.file_dialog: QFileDialog | None = None
        self.saved_binary: BinaryConfig | None = None

        editing = self._binary is not None
        title = self.tr("Edit {tool}").format(tool=self._binary.name) if self._binary else self.tr("Add a tool")
        self.setObjectName("toolDialog")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setModal(True)

        root = QVBoxLayout(self)
        root.setContentsMargins(18, 16, 18, 14)
        root.setSpacing(10)
        heading = QLabel(title)
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        heading.setFont(font)
        root.addWidget(heading)
        intro = QLabel(
            self.tr("Values are encrypted with this database's key, injected only into the tool's own "
            "process, and replaced by [REDACTED:NAME] in anything it prints.")
        )
        intro.setWordWrap(True)
        intro.setObjectName("dialogIntro")
        root.addWidget(intro)

        columns = QHBoxLayout()
        columns.setSpacing(14)
        left, right = QVBoxLayout(), QVBoxLayout()
        left.setSpacing(10)
        right.setSpacing(10)
        columns.addLayout(left, 11)
        columns.addLayout(right, 10)
        root.addLayout(columns, 1)

        left.addWidget(self._build_tool_box(editing))
        self.variables = VariablesEditor(self._reveal if editing else None)
        self.variables.setObjectName("variablesEditor")
        credentials = QGroupBox(self.tr("Credentials (defaults for every agent)"))
        credentials.setObjectName("credentialsBox")
        credentials_layout = QVBoxLayout(credentials)
        credentials_layout.addWidget(self.variables)
        credentials_layout.addStretch(1)
        left.addWidget(credentials, 1)

        self.deny_rules = DenyRulesEditor()
        self.name_edit.textChanged.connect(self.deny_rules.set_tool_name)
        deny_box = QGroupBox(self.tr("Deny rules"))
        deny_box.setObjectName("denyBox")
        QVBoxLayout(deny_box).addWidget(self.deny_rules)
        right.addWidget(deny_box)
        self.access_editor = AgentAccessEditor()
        agents_box = QGroupBox(self.tr("Agents"))
        agents_box.setObjectName("agentsBox")
        QVBoxLayout(agents_box).addWidget(self.access_editor)
        right.addWidget(agents_box, 1)

        self.error_label = QLabel("")
        self.error_label.setObjectName("dialogError")
        self.error_label.setAccessibleName(self.tr("Problem"))
        self.error_label.setWordWrap(True)
        bold = QFont(self.error_label.font())
        bold.setBold(True)
        self.error_label.setFont(bold)
        self.error_label.hide()
        root.addWidget(self.error_label)

        self.buttons = QDialogButtonBox()
        self.save_button: QPushButton = self.buttons.addButton(
            self.tr("&Save") if editing else self.tr("&Add tool"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.save_button.setObjectName("saveTool")
        self.save_button.setAccessibleName(self.tr("Save tool") if editing else self.tr("Add tool"))
        self.save_button.setIcon(standard_icon(QStyle.StandardPixmap.SP_DialogSaveButton))
        self.save_button.setDefault(True)
        self.cancel_button: QPushButton = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)

        self._load(details, access)
        self.variables.rowsChanged.connect(self._update_tab_order)
        self._update_tab_order()
        self.resize(max(self.sizeHint().width(), 920), self.sizeHint().height())
        (self.description_edit if editing else self.name_edit).setFocus()

    # --- construction ------------------------------------------------------------------

    def _build_tool_box(self, editing: bool) -> QGroupBox:
        box = QGroupBox(self.tr("Tool"))
        box.setObjectName("toolBox")
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setVerticalSpacing(8)

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("toolName")
        self.name_edit.setAccessibleName(self.tr("Tool name"))
        self.name_edit.setPlaceholderText(self.tr("the command, e.g. gh"))
        # An existing tool keeps its name: a selectable label, with the (hidden) edit holding the name.
        self.name_field: QWidget = self.name_edit
        if editing and self._binary is not None:
            self.name_field = value_field(self._binary.name, self.tr("Tool name"))
            self.name_field.setObjectName("toolNameValue")
            self.name_edit.setParent(box)
            self.name_edit.hide()
        form.addRow(self.tr("&Name:"), self.name_field)

        self.path_edit = QLineEdit()
        self.path_edit.setObjectName("toolPath")
        self.path_edit.setAccessibleName(self.tr("Executable path"))
        self.path_edit.setPlaceholderText(self.tr("found on PATH from the name"))
        self.browse_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_DirOpenIcon), self.tr("&Browse…"))
        self.browse_button.setObjectName("browsePath")
        self.browse_button.setAccessibleName(self.tr("Choose the executable"))
        self.browse_button.setAutoDefault(False)
        self.detect_button = QPushButton(self.tr("&Find"))
        self.detect_button.setObjectName("detectPath")
        self.detect_button.setAccessibleName(self.tr("Find the tool on PATH"))
        self.detect_button.setToolTip(self.tr("Look the name up in the folders of PATH"))
        self.detect_button.setAutoDefault(False)
        path_row = QHBoxLayout()
        path_row.setSpacing(6)
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(self.browse_button)
        path_row.addWidget(self.detect_button)
        path_label = QLabel(self.tr("&Path:"))
        path_label.setBuddy(self.path_edit)
        form.addRow(path_label, path_row)
        self.path_hint = QLabel("")
        self.path_hint.setObjectName("pathHint")
        self.path_hint.setAccessibleName(self.tr("Path status"))
        self.path_hint.setWordWrap(True)
        text_role(self.path_hint, "secondary")
        form.addRow("", self.path_hint)

        self.description_edit = QLineEdit()
        self.description_edit.setObjectName("toolDescription")
        self.description_edit.setAccessibleName(self.tr("Description"))
        self.description_edit.setPlaceholderText(self.tr("what the tool is for"))
        form.addRow(self.tr("&Description:"), self.description_edit)
        self.tips_edit = QLineEdit()
        self.tips_edit.setObjectName("toolTips")
        self.tips_edit.setAccessibleName(self.tr("Tips for agents"))
        self.tips_edit.setPlaceholderText(self.tr("how an agent should use it, e.g. prefer --json"))
        form.addRow(self.tr("T&ips:"), self.tips_edit)

        self.timeout_spin = QSpinBox()
        self.timeout_spin.setObjectName("toolTimeout")
        self.timeout_spin.setAccessibleName(self.tr("Timeout in seconds"))
        self.timeout_spin.setRange(1, MAX_TIMEOUT_SECONDS)
        self.timeout_spin.setValue(DEFAULT_TIMEOUT_SECONDS)
        self.timeout_spin.setSuffix(self.tr(" s"))
        self.timeout_spin.setToolTip(self.tr("A run still going after this long is stopped"))
        self.enabled_box = QCheckBox(self.tr("&Enabled"))
        self.enabled_box.setObjectName("toolEnabled")
        self.enabled_box.setAccessibleName(self.tr("Enabled"))
        self.enabled_box.setToolTip(self.tr("A disabled tool is kept with its credentials, but nothing may run it"))
        self.enabled_box.setChecked(True)
        timeout_row = QHBoxLayout()
        timeout_row.addWidget(self.timeout_spin)
        timeout_row.addSpacing(16)
        timeout_row.addWidget(self.enabled_box)
        timeout_row.addStretch(1)
        timeout_label = QLabel(self.tr("&Timeout:"))
        timeout_label.setBuddy(self.timeout_spin)
        form.addRow(timeout_label, timeout_row)

        self._detect_timer = QTimer(self)
        self._detect_timer.setSingleShot(True)
        self._detect_timer.setInterval(DETECT_DELAY_MS)
        self._detect_timer.timeout.connect(lambda: self.detect_path(force=False))
        self.name_edit.textEdited.connect(self._name_edited)
        self.path_edit.textEdited.connect(self._path_edited)
        self.path_edit.textChanged.connect(lambda _text: self._check_path())
        self.path_edit.textChanged.connect(self.path_edit.setToolTip)
        self.browse_button.clicked.connect(self.browse)
        self.detect_button.clicked.connect(lambda: self.detect_path(force=True))
        return box

    def _load(self, details: ToolDetails | None, access: Sequence[AgentAccess]) -> None:
        if details is None:
            self.deny_rules.load((), ())
            self.access_editor.load(True, access)
            self.variables.add_row()
            self._check_path()
            return
        b = details.binary
        self.deny_rules.set_tool_name(b.name)
        self.name_edit.setText(b.name)
        self.path_edit.setText(b.path)
        self.description_edit.setText(b.description)
        self.tips_edit.setText(b.tips)
        self.timeout_spin.setValue(b.timeout_seconds)
        self.enabled_box.setChecked(b.enabled)
        self.variables.load(details.defaults, b.file_env)
        self.deny_rules.load(b.deny_args, b.deny_verbose)
        self.access_editor.load(b.is_global, access)

    # --- keyboard ------------------------------------------------------------------------

    def focus_chain(self) -> list[QWidget]:
        """Tab order: down the left column, then the right one, then the buttons."""
        return [
            self.name_field,
            self.path_edit,
            self.browse_button,
            self.detect_button,
            self.description_edit,
            self.tips_edit,
            self.timeout_spin,
            self.enabled_box,
            *self.variables.focus_order(),
            *self.deny_rules.focus_order(),
            *self.access_editor.focus_order(),
            self.save_button,
            self.cancel_button,
        ]

    def _update_tab_order(self) -> None:
        # The buttons stay where the button box puts them (after the fields): moving them would
        # leave the box, whose focus proxy is the default button, behind Cancel in the chain.
        chain = self.focus_chain()[:-2]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- path ------------------------------------------------------------------------------

    def _name_edited(self, _text: str) -> None:
        if self._path_auto:
            self._detect_timer.start()

    def _path_edited(self, text: str) -> None:
        self._path_auto = not text.strip()
        if self._path_auto:
            self._detect_timer.start()

    def detect_path(self, *, force: bool) -> None:
        """Look the name up on PATH off the GUI thread; fill the path if it is still automatic."""
        name = normalize_binary_name(self.name_edit.text()) or self.name_edit.text().strip()
        if not name:
            if force:
                self._hint(self.tr("Type the tool's name first."))
            return
        run_async(
            asyncio.to_thread(find_on_path, name),
            on_done=lambda found: self._detected(name, found, force),
            owner=self,
            what=self.tr("Looking the tool up on PATH"),
        )

    def _detected(self, name: str, found: str | None, force: bool) -> None:
        if not (force or self._path_auto):
            return
        if found is None:
            if force or not self.path_edit.text():
                self._hint(self.tr("{tool} was not found on PATH; choose the executable with Browse….").format(
                    tool=name))
            return
        self.path_edit.setText(found)
        self._hint(self.tr("Found on PATH: {path}").format(path=found))

    def browse(self) -> None:
        start = os.path.dirname(self.path_edit.text().strip()) or "/usr/bin"
        dialog = QFileDialog(self, self.tr("Choose the executable"), start)
        dialog.setObjectName("pathPicker")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.choose_path)
        dialog.finished.connect(lambda _code: dialog.deleteLater())
        self.file_dialog = dialog
        dialog.open()

    def choose_path(self, path: str) -> None:
        if not path:
            return
        self._path_auto = False
        self.path_edit.setText(path)

    def _check_path(self) -> None:
        path = self.path_edit.text().strip()
        if not path:
            self._hint(self.tr("Leave empty to use the tool found on PATH by its name."))
        elif not os.path.isabs(os.path.expanduser(path)):
            self._hint(self.tr("The path must be absolute."))
        elif not (os.path.isfile(path) and os.access(path, os.X_OK)):
            self._hint(self.tr("This is not an executable file."))
        elif not self.path_hint.text().startswith(self.tr("Found on PATH: {path}").split("{path}")[0]):
            self._hint(self.tr("Executable file."))

    def _hint(self, text: str) -> None:
        self.path_hint.setText(text)

    # --- save ------------------------------------------------------------------------------

    def draft(self) -> ToolDraft:
        """The dialog's content as a draft; DraftError points at the field to fix."""
        name = self.name_edit.text().strip()
        if self._binary is None and not name:
            raise DraftError(self.tr("Give the tool a name, e.g. gh."), self.name_edit)
        set_env, unset = self.variables.collect()
        if self._binary is None and len(set_env) == 0:
            raise DraftError(self.tr("Add at least one variable: a tool is registered here to run with credentials."),
                             self.variables.add_button)
        return ToolDraft(
            binary_id=None if self._binary is None else self._binary.id,
            name=name,
            path=self.path_edit.text().strip(),
            description=self.description_edit.text(),
            tips=self.tips_edit.text(),
            timeout_seconds=self.timeout_spin.value(),
            enabled=self.enabled_box.isChecked(),
            is_global=self.access_editor.is_global(),
            deny_args=self.deny_rules.patterns(),
            deny_verbose=self.deny_rules.verbose_patterns(),
            set_env=set_env,
            unset_env=unset,
            access=self.access_editor.access(),
        )

    def save(self) -> None:
        if self._saving:
            return
        self.variables.conceal_all()
        try:
            draft = self.draft()
        except DraftError as exc:
            self.show_error(error_text(exc))
            if exc.widget is not None:
                exc.widget.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self._set_saving(True)
        run_async(self._service.save(draft), on_done=self._saved, on_error=self._save_failed, owner=self,
                  what=self.tr("Saving"))

    def _saved(self, binary: BinaryConfig) -> None:
        self._set_saving(False)
        self.saved_binary = binary
        self.saved.emit(binary)
        self.accept()

    def _save_failed(self, exc: BaseException) -> None:
        self._set_saving(False)
        if not isinstance(exc, UserError):
            report_error(exc, owner=self.parentWidget() or self, what=self.tr("Saving the tool"))
        self.show_error(describe_error(exc))

    def _set_saving(self, saving: bool) -> None:
        self._saving = saving
        self.save_button.setEnabled(not saving)
        self.cancel_button.setEnabled(not saving)
        self.save_button.setText(
            self.tr("Saving…") if saving else (self.tr("&Save") if self._binary else self.tr("&Add tool")))

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    @property
    def error_text(self) -> str:
        return self.error_label.text() if not self.error_label.isHidden() else ""

    # --- reveal and closing ------------------------------------------------------------------

    async def _reveal(self, name: str) -> str:
        assert self._binary is not None
        return await self._service.reveal(self._binary.id, name)

    def reject(self) -> None:
        if self._saving:
            return  # the write is under way; its outcome closes the dialog or shows the problem
        super().reject()

    def done(self, code: int) -> None:
        self.variables.conceal_all()
        super().done(code)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt naming
        self.variables.conceal_all()
        super().closeEvent(event)
