"""The Promote page: copy this install into PostgreSQL, verified, and optionally switch to it.

Three steps on one page: the server (Test connection runs the preflight and writes
nothing), the check (what is there to copy, and whether the target is empty or already
holds this install), and the copy (a bar per table and overall, then the verification and
the optional switch). The work runs through `PromoteService` on the qasync loop; the
password stays in its field (masked) and in the URL the driver gets, never in any text.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from goclaw_lite.app.promote import Connection, Explained, Preflight, ProgressEvent, PromoteResult, explain
from goclaw_lite.gui.promote.progress import ProgressPanel
from goclaw_lite.gui.qt import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    standard_icon,
)
from goclaw_lite.gui.shell.pages import QT_TRANSLATE_NOOP, PageSpec, page_header
from goclaw_lite.gui.widgets.async_bridge import run_async

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

SUBTITLE = QT_TRANSLATE_NOOP(
    "PromotePage",
    "Copy everything into a PostgreSQL database (the Standard edition's store), check it table by "
    "table, and use it from now on if you like. Your SQLite file stays as it is."
)


def _line(name: str, accessible: str, text: str = "", placeholder: str = "") -> QLineEdit:
    edit = QLineEdit(text)
    edit.setObjectName(name.replace(" ", "_").lower())
    edit.setAccessibleName(accessible)
    edit.setPlaceholderText(placeholder)
    return edit


class ErrorPanel(QWidget):
    """A failed step: what went wrong in one line, then what to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promoteError")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        icon = QLabel()
        icon.setPixmap(standard_icon(QStyle.StandardPixmap.SP_MessageBoxCritical).pixmap(32, 32))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.headline = QLabel()
        self.headline.setObjectName("promoteErrorHeadline")
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        self.detail = QLabel()
        self.detail.setObjectName("promoteErrorDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text = QVBoxLayout()
        text.addWidget(self.headline)
        text.addWidget(self.detail)
        layout.addWidget(icon)
        layout.addLayout(text, 1)
        self.hide()

    def show_error(self, explained: Explained) -> None:
        headline = self.headline_words(explained)
        self.headline.setText(headline)
        self.detail.setText(explained.detail)
        self.setAccessibleDescription(f"{headline}. {explained.detail}")
        self.show()

    def headline_words(self, explained: Explained) -> str:
        """The headline in the window's language (`explained.headline` is the command line's English)."""
        words = {
            "auth": self.tr("Wrong user name or password"), "unreachable": self.tr("The server cannot be reached"),
            "privilege": self.tr("Missing privileges"), "no_database": self.tr("No such database"),
            "no_role": self.tr("No such user"), "refused": self.tr("The server refuses this connection"),
            "busy": self.tr("The server is busy"), "cannot_connect": self.tr("Cannot connect"),
            "foreign": self.tr("This database belongs to another install"),
            "differs": self.tr("The copy differs from the source"), "disk_full": self.tr("The server's disk is full"),
            "failed": self.tr("Promotion failed"), "unexpected": self.tr("Unexpected error"),
        }
        return words.get(explained.case, explained.headline)


class PromotePage(QWidget):
    checked = Signal(object)  # Preflight after a successful Test connection
    finished = Signal(object)  # PromoteResult after a verified copy
    failed = Signal(object)  # Explained

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promotePage")
        self.ctx = ctx
        self.service = ctx.services.promote
        self._connection: Connection | None = None  # the one last checked; cleared when a field changes
        self._preflight: Preflight | None = None
        self._busy = False
        self._switched = False
        layout = QVBoxLayout(self)
        layout.addWidget(page_header(self.tr("Promote to PostgreSQL"), self.tr(SUBTITLE)))
        self.on_postgres = ctx.stores.db.dialect.name != "sqlite"
        if self.on_postgres:
            note = QLabel(self.tr("GoClaw Lite already runs on {description}. Nothing to promote.").format(
                description=ctx.stores.db.description))
            note.setObjectName("promoteAlready")
            note.setWordWrap(True)
            layout.addWidget(note)
            layout.addStretch(1)
            return
        layout.addWidget(self._server_box())
        self.error = ErrorPanel(self)
        layout.addWidget(self.error)
        layout.addWidget(self._copy_box(), 1)
        self._fields_changed()

    # --- construction ------------------------------------------------------------------

    def _server_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("1. Server"))
        form = QFormLayout()
        self.host = _line("Host", self.tr("Host"), "localhost", "db.example.org")
        self.port = _line("Port", self.tr("Port"), "5432")
        self.database = _line("Database", self.tr("Database"), "", self.tr("an empty database, e.g. goclaw"))
        self.user = _line("User", self.tr("User"), "", self.tr("a user that may create tables there"))
        self.password = _line("Password", self.tr("Password"), "", self.tr("kept only while this window is open"))
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        for label, edit in ((self.tr("H&ost:"), self.host), (self.tr("&Port:"), self.port),
                            (self.tr("&Database:"), self.database), (self.tr("&User:"), self.user),
                            (self.tr("Pass&word:"), self.password)):
            form.addRow(label, edit)
            edit.textEdited.connect(lambda _text: self._fields_changed())
        self.test_button = QPushButton(self.tr("&Test connection"))
        self.test_button.setObjectName("promoteTest")
        self.test_button.setAccessibleName(self.tr("Test connection"))
        self.test_button.setToolTip(
            self.tr("Connect, check the server and your privileges, and count the rows; writes nothing"))
        self.test_button.clicked.connect(self.test_connection)
        self.check_label = QLabel("")
        self.check_label.setObjectName("promoteCheck")
        self.check_label.setAccessibleName(self.tr("Check result"))
        self.check_label.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.test_button)
        row.addWidget(self.check_label, 1)
        outer = QVBoxLayout(box)
        outer.addLayout(form)
        outer.addLayout(row)
        return box

    def _copy_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("2. Copy and verify"))
        layout = QVBoxLayout(box)
        self.switch_box = QCheckBox(self.tr("Afterwards, use PostgreSQL from now on"))
        self.switch_box.setToolTip(self.tr("Takes effect when GoClaw Lite restarts"))
        self.switch_box.setObjectName("promoteSwitchAfter")
        self.switch_box.setAccessibleName(self.tr("Use PostgreSQL after the copy"))
        self.switch_box.setEnabled(self.ctx.lock is not None)
        self.start_button = QPushButton(standard_icon(QStyle.StandardPixmap.SP_MediaPlay), self.tr("&Start"))
        self.start_button.setObjectName("promoteStart")
        self.start_button.setAccessibleName(self.tr("Start promotion"))
        self.start_button.clicked.connect(self.start)
        self.switch_button = QPushButton(self.tr("Use PostgreSQL from now on"))
        self.switch_button.setObjectName("promoteSwitch")
        self.switch_button.setAccessibleName(self.tr("Use PostgreSQL from now on"))
        self.switch_button.setToolTip(
            self.tr("Verify once more, then make GoClaw Lite use PostgreSQL from its next start"))
        self.switch_button.clicked.connect(self.switch)
        self.switch_button.hide()
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.switch_box, 1)
        row.addWidget(self.switch_button)
        self.progress = ProgressPanel(self)
        self.result_label = QLabel("")
        self.result_label.setObjectName("promoteResult")
        self.result_label.setAccessibleName(self.tr("Promotion result"))
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addLayout(row)
        layout.addWidget(self.result_label)
        layout.addWidget(self.progress, 1)
        return box

    # --- state -------------------------------------------------------------------------

    def _fields_changed(self) -> None:
        """A changed field invalidates the last check: Start needs a fresh Test connection."""
        self._connection = None
        self._preflight = None
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        self.test_button.setEnabled(not self._busy)
        self.start_button.setEnabled(not self._busy and self._connection is not None and not self._switched)
        for edit in (self.host, self.port, self.database, self.user, self.password):
            edit.setEnabled(not self._busy)

    def _set_busy(self, busy: bool, status: str = "") -> None:
        self._busy = busy
        if status:
            self.check_label.setText(status)
        self._sync_buttons()

    def _fail(self, exc: BaseException, connection: Connection | None, status: str) -> None:
        explained = explain(exc, connection)
        self.error.show_error(explained)
        self._set_busy(False, status)
        self.failed.emit(explained)

    # --- step 1: test connection -----------------------------------------------------------

    def test_connection(self) -> None:
        if self._busy:
            return
        self.error.hide()
        try:
            connection = Connection.from_fields(
                self.host.text(), self.port.text(), self.database.text(), self.user.text(), self.password.text()
            )
        except Exception as exc:  # noqa: BLE001 - a form error is shown like any other
            self._fail(exc, None, "")
            return
        self._set_busy(True, self.tr("Checking {server}…").format(server=connection.label))
        run_async(
            self.service.check(connection),
            on_done=lambda preflight: self._checked(connection, preflight),
            on_error=lambda exc: self._fail(exc, connection, self.tr("Check failed.")),
            owner=self,
            what=self.tr("Checking the PostgreSQL server"),
        )

    def _checked(self, connection: Connection, preflight: Preflight) -> None:
        self._connection, self._preflight = connection, preflight
        state = (self.tr("already holds this install: Start continues or re-verifies it") if preflight.target_has_schema
                 else self.tr("empty"))
        self.check_label.setText(self.tr(
            "PostgreSQL {version} at {target}: {state}. {rows} to copy (roughly {seconds} s).").format(
            version=preflight.server_version // 10000, target=preflight.target, state=state,
            rows=self.tr("%Ln row(s)", "", preflight.total_rows), seconds=max(1, round(preflight.estimate_seconds))))
        self.start_button.setText(self.tr("&Resume") if preflight.target_has_schema else self.tr("&Start"))
        self.progress.show_plan(preflight)
        self.result_label.setText("")
        self._set_busy(False)
        self.checked.emit(preflight)

    # --- step 2: copy, verify, switch --------------------------------------------------------

    def start(self) -> None:
        connection, preflight = self._connection, self._preflight
        if self._busy or connection is None or preflight is None:
            return
        self.error.hide()
        self.result_label.setText("")
        self.switch_button.hide()
        self.progress.start()
        self._set_busy(True, self.tr("Copying into {server}…").format(server=connection.label))
        run_async(
            self.service.run(connection, self._progress, resume=preflight.target_has_schema),
            on_done=lambda result: self._copied(connection, result),
            on_error=lambda exc: self._fail(exc, connection, self.tr("The promotion stopped; Start continues it.")),
            owner=self,
            what=self.tr("Promoting to PostgreSQL"),
        )

    def _progress(self, event: ProgressEvent) -> None:
        self.progress.update(event)

    def _copied(self, connection: Connection, result: PromoteResult) -> None:
        self.progress.finish()
        report = result.report
        tables = len(report.tables) if report is not None else 0
        what = (self.tr("Nothing new to copy into {server}.") if result.already_complete
                else self.tr("Copied %Ln row(s) into {server}.", "", result.copied_rows)).format(
                    server=connection.label)
        self.result_label.setText(
            "✔ " + what + " " + self.tr("Verified %n table(s): row counts and checksums match.", "", tables)
            + (f" {result.cleaned_note}" if result.cleaned else "")
        )
        # Later runs continue (or re-verify) this same target.
        self._preflight = self._preflight and _with_schema(self._preflight)
        self.start_button.setText(self.tr("&Resume"))
        self._set_busy(False, self.tr("Done."))
        self.finished.emit(result)
        if self.switch_box.isChecked():
            self.switch()
        elif self.ctx.lock is not None:
            self.switch_button.show()

    def switch(self) -> None:
        connection = self._connection
        if self._busy or connection is None:
            return
        self.error.hide()
        self._set_busy(True, self.tr("Verifying once more, then switching…"))
        run_async(
            self.service.switch(connection),
            on_done=self._switched_to,
            on_error=lambda exc: self._fail(exc, connection, self.tr("Not switched.")),
            owner=self,
            what=self.tr("Switching to PostgreSQL"),
        )

    def _switched_to(self, stored: str) -> None:
        self._switched = True
        self.switch_button.hide()
        self.switch_box.setEnabled(False)
        password_note = (
            self.tr(" The password was not stored: put it in ~/.pgpass (or PGPASSWORD) so GoClaw Lite can connect.")
            if self._connection is not None and self._connection.password
            else ""
        )
        self.result_label.setText(
            self.result_label.text() + "\n\n"
            + self.tr("GoClaw Lite will use {server} from the next start. Restart GoClaw Lite now; until then this "
                      "window keeps writing to SQLite, and that would not be in PostgreSQL. The SQLite file is kept "
                      "read-only as a backup, and the guide's PostgreSQL page says how to switch back to it.").format(
                server=self._connection.label if self._connection else stored)
            + password_note
        )
        self._set_busy(False, self.tr("Switched: restart GoClaw Lite."))


def _with_schema(preflight: Preflight) -> Preflight:
    return replace(preflight, target_has_schema=True)


PAGE_SPEC = PageSpec(
    key="promote",
    title=QT_TRANSLATE_NOOP("pages", "Promote"),
    icon_name="network-server-database",
    factory=PromotePage,
    order=80,
    fallback_icon=QStyle.StandardPixmap.SP_DriveNetIcon,
    description=QT_TRANSLATE_NOOP("pages", "Copy this install into PostgreSQL"),
)
