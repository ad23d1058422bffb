"""The first-run form: find a local model server (or take an address) and start chatting.

It probes 127.0.0.1 for Ollama, LM Studio and llama.cpp as soon as it is shown, lists what
answered with the models each offers, offers the built-in model when the `[local]` extra is
installed (the page starts it and registers it as the CLI does), and on "Start chatting" creates the provider and, when
there is none yet, a default agent (`ServerSetup.connect_server`). A typed-in address can be tested
first; its API key is read from a password field and goes only to the store, which seals it.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from goclaw_lite.app.server_setup import ServerSetup, SetupResult
from goclaw_lite.gui.chat.panel import Panel
from goclaw_lite.gui.chat.probe import DEFAULT_CANDIDATES, Candidate, ProbeResult, probe_local_servers, probe_url
from goclaw_lite.gui.qt import (
    QComboBox,
    QFont,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSize,
    QSizePolicy,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.widgets.async_bridge import describe_error, run_async

RESULT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
StartBuiltin = Callable[[], Coroutine[Any, Any, SetupResult]]
CARD_WIDTH = 620


class FirstRunView(QWidget):
    completed = Signal(object)
    """A SetupResult once a provider (and agent) exist."""
    probed = Signal(list)
    """The list of ProbeResult from the last scan."""

    def __init__(
        self,
        setup: ServerSetup,
        parent: QWidget | None = None,
        *,
        candidates: Sequence[Candidate] = DEFAULT_CANDIDATES,
        builtin: StartBuiltin | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("chatFirstRun")
        self.setup = setup
        self._builtin = builtin
        self._candidates = tuple(candidates)
        self._manual: ProbeResult | None = None
        self.results: list[ProbeResult] = []
        self.busy = False

        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        card = Panel(self, radius=14)
        card.setObjectName("firstRunCard")
        card.setMaximumWidth(CARD_WIDTH)
        card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        row.addWidget(card, 3)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(2)

        layout = QVBoxLayout(card)
        layout.setContentsMargins(24, 22, 24, 22)
        layout.setSpacing(10)
        title = QLabel(self.tr("Connect a model server"), card)
        title.setObjectName("firstRunTitle")
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.45)
        font.setBold(True)
        title.setFont(font)
        title.setAccessibleName(self.tr("Connect a model server"))
        layout.addWidget(title)
        intro = QLabel(
            self.tr("GoClaw Lite chats through a model server. It looks for one running on this computer "
                    "(Ollama, LM Studio or llama.cpp); you can also enter the address of any "
                    "OpenAI-compatible server."),
            card,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)

        self.builtin_button: QPushButton | None = None
        if builtin is not None:
            self._add_builtin(card, layout)

        self.status = QLabel(self.tr("Looking for servers on this computer…"), card)
        self.status.setObjectName("firstRunStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.servers = QListWidget(card)
        self.servers.setObjectName("firstRunServers")
        self.servers.setAccessibleName(self.tr("Servers found on this computer"))
        self.servers.setMaximumHeight(120)
        self.servers.setSpacing(2)
        self.servers.setIconSize(QSize(16, 16))
        self.servers.currentItemChanged.connect(lambda *_a: self._server_chosen())
        layout.addWidget(self.servers)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.model_combo = QComboBox(card)
        self.model_combo.setObjectName("firstRunModel")
        self.model_combo.setAccessibleName(self.tr("Model"))
        self.model_combo.setEditable(True)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        editor = self.model_combo.lineEdit()
        if editor is not None:
            editor.setAccessibleName(self.tr("Model name"))
        form.addRow(self.tr("Model:"), self.model_combo)
        layout.addLayout(form)

        buttons = QHBoxLayout()
        reload_icon = standard_icon(QStyle.StandardPixmap.SP_BrowserReload)
        self.rescan_button = QPushButton(reload_icon, self.tr("Look again"), card)
        self.rescan_button.setObjectName("firstRunRescan")
        self.rescan_button.setAccessibleName(self.tr("Look for servers again"))
        self.rescan_button.clicked.connect(self.scan)
        self.start_button = QPushButton(self.tr("Start chatting"), card)
        self.start_button.setObjectName("firstRunStart")
        self.start_button.setAccessibleName(self.tr("Start chatting"))
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        buttons.addWidget(self.rescan_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)

        line = QFrame(card)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)
        manual_title = QLabel(self.tr("Or enter a server address"), card)
        bold = QFont(manual_title.font())
        bold.setBold(True)
        manual_title.setFont(bold)
        layout.addWidget(manual_title)
        manual = QFormLayout()
        manual.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.url_edit = QLineEdit(card)
        self.url_edit.setObjectName("firstRunUrl")
        self.url_edit.setAccessibleName(self.tr("Server address"))
        self.url_edit.setPlaceholderText("http://127.0.0.1:11434/v1")
        self.key_edit = QLineEdit(card)
        self.key_edit.setObjectName("firstRunKey")
        self.key_edit.setAccessibleName(self.tr("API key"))
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setPlaceholderText(self.tr("only if the server asks for one"))
        test_row = QHBoxLayout()
        test_row.addWidget(self.url_edit, 1)
        self.test_button = QPushButton(self.tr("Test"), card)
        self.test_button.setObjectName("firstRunTest")
        self.test_button.setAccessibleName(self.tr("Test the address"))
        self.test_button.clicked.connect(self.test_address)
        test_row.addWidget(self.test_button)
        manual.addRow(self.tr("Address:"), test_row)
        manual.addRow(self.tr("API key:"), self.key_edit)
        layout.addLayout(manual)
        self.error = QLabel(card)
        self.error.setObjectName("firstRunError")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        self._update_buttons()

    def _add_builtin(self, card: QWidget, layout: QVBoxLayout) -> None:
        """The note over its button: a wrapped label beside a wide button was given one line's
        height too few in longer languages, and its last line was cut."""
        row = QHBoxLayout()
        note = QLabel(
            self.tr("No server? The built-in model (SmolLM2, 135M parameters) runs on this computer with no "
                    "download and no network: small and quick, best for trying things out."),
            card,
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.builtin_button = QPushButton(self.tr("Use the built-in model (offline)"), card)
        self.builtin_button.setObjectName("firstRunBuiltin")
        self.builtin_button.setAccessibleName(self.tr("Use the built-in model (offline)"))
        self.builtin_button.clicked.connect(self.start_builtin)
        row.addWidget(self.builtin_button)
        row.addStretch(1)
        layout.addLayout(row)

    def start_builtin(self) -> None:
        if self._builtin is None or self.busy:
            return
        self.busy = True
        self.error.hide()
        self.status.setText(self.tr("Starting the built-in model… (a few seconds)"))
        self._update_buttons()
        run_async(
            self._builtin(),
            on_done=self._connected,
            on_error=lambda exc: self._failed(exc, self.tr("Starting the built-in model")),
            owner=self,
        )

    # --- scanning -----------------------------------------------------------------------

    def scan(self) -> None:
        self.busy = True
        self.status.setText(self.tr("Looking for servers on this computer…"))
        self._update_buttons()
        run_async(probe_local_servers(self._candidates), on_done=self._scanned, on_error=self._failed, owner=self,
                  what=self.tr("Looking for servers"))

    def _scanned(self, results: list[ProbeResult]) -> None:
        self.busy = False
        self.results = results
        self.servers.clear()
        found = [r for r in results if r.found]
        for result in results:
            icon = QStyle.StandardPixmap.SP_DialogApplyButton if result.found else QStyle.StandardPixmap.SP_DialogCancelButton
            item = QListWidgetItem(standard_icon(icon), result.summary)
            item.setData(RESULT_ROLE, result)
            if not result.found:
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.servers.addItem(item)
        if self._manual is not None:
            self._add_manual(self._manual)
        if found:
            self.status.setText(self.tr("Found %n server(s). Pick one and a model.", "", len(found)))
            first = next(i for i in range(self.servers.count()) if self.servers.item(i).data(RESULT_ROLE).found)
            self.servers.setCurrentRow(first)
        else:
            ports = ", ".join(f"{c.label} ({c.port})" for c in self._candidates)
            none = self.tr("No server answered on this computer ({ports}). Start one, or enter an address below.")
            self.status.setText(none.format(ports=ports))
        self._update_buttons()
        self.probed.emit(results)

    def _failed(self, exc: BaseException, what: str = "") -> None:
        self.busy = False
        self._show_error(describe_error(exc, what or self.tr("Looking for servers")))
        self._update_buttons()

    def _add_manual(self, result: ProbeResult) -> None:
        for i in range(self.servers.count()):
            existing = self.servers.item(i).data(RESULT_ROLE)
            if existing is result or existing.api_base == result.api_base:
                self.servers.setCurrentRow(i)
                return
        item = QListWidgetItem(f"{result.candidate.label}: {len(result.models)} models (entered)")
        item.setData(RESULT_ROLE, result)
        self.servers.addItem(item)
        self.servers.setCurrentItem(item)

    def selected(self) -> ProbeResult | None:
        item = self.servers.currentItem()
        result = item.data(RESULT_ROLE) if item is not None else None
        return result if isinstance(result, ProbeResult) and result.found else None

    def _server_chosen(self) -> None:
        result = self.selected()
        self.model_combo.clear()
        if result is not None:
            self.model_combo.addItems(list(result.models))
        self._update_buttons()

    # --- a typed-in address -------------------------------------------------------------

    def test_address(self) -> None:
        url = self.url_edit.text().strip()
        if not url:
            self._show_error(self.tr("Enter the address of the server first, for example http://127.0.0.1:11434/v1."))
            return
        self.error.hide()
        self.busy = True
        self._update_buttons()
        probe = probe_url(url, api_key=self.key_edit.text().strip() or None)
        run_async(probe, on_done=self._tested, on_error=self._failed, owner=self, what=self.tr("Testing the address"))

    def _tested(self, result: ProbeResult) -> None:
        self.busy = False
        if not result.found:
            self._show_error(f"{result.summary}.")
        else:
            self.error.hide()
            self._manual = result
            self._add_manual(result)
            self.status.setText(self.tr("{server} answers with %Ln model(s).", "", len(result.models)).format(
                server=result.candidate.label))
        self._update_buttons()

    # --- finishing ----------------------------------------------------------------------

    def start(self) -> None:
        result = self.selected()
        model = self.model_combo.currentText().strip()
        if result is None:
            self._show_error(self.tr("Pick a server that answered, or test an address first."))
            return
        if not model:
            self._show_error(self.tr("Pick the model to chat with."))
            return
        manual = self._manual is not None and result.api_base == self._manual.api_base
        api_key = self.key_edit.text().strip() or None if manual else None
        self.busy = True
        self._update_buttons()
        run_async(
            self.setup.connect_server(
                name=result.candidate.name,
                display_name=result.candidate.label,
                api_base=result.api_base,
                model=model,
                api_key=api_key,
            ),
            on_done=self._connected,
            on_error=self._failed,
            owner=self,
            what=self.tr("Setting up the server"),
        )

    def _connected(self, result: SetupResult) -> None:
        self.busy = False
        self.key_edit.clear()
        self._update_buttons()
        self.completed.emit(result)

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def _update_buttons(self) -> None:
        self.rescan_button.setEnabled(not self.busy)
        self.test_button.setEnabled(not self.busy)
        self.start_button.setEnabled(not self.busy and self.selected() is not None)
        if self.builtin_button is not None:
            self.builtin_button.setEnabled(not self.busy)
