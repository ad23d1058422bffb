"""Startup failures become dialogs (never tracebacks), and the flow retries where it can."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import Paths
from goclaw_lite.errors import (
    DatabaseLockedError,
    DatabaseTooNewError,
    KeyMissingError,
    KeyStorageError,
    WrongKeyError,
)
from goclaw_lite.gui.qt import QApplication, QDialog, QLineEdit
from goclaw_lite.gui.shell.app import NOT_STORED, GuiSession, start_app
from goclaw_lite.gui.widgets.dialogs import (
    DatabaseLockedDialog,
    DialogAnswer,
    DialogKind,
    DialogPresenter,
    KeyEntryDialog,
    NoticeDialog,
    StartupDialog,
    StartupErrorDialog,
    build_dialog,
    decide_startup_dialog,
    new_key_notice,
)
from goclaw_lite.security.keysource import KeySourceKind
from goclaw_lite.store.backend.lock import WriterLock
from tests.support.qt_input import click

pytestmark = pytest.mark.gui

REPO_ROOT = Path(__file__).resolve().parents[2]
TEST_KEY_HEX = "5a" * 16 + "c3" * 16  # the key conftest puts in GOCLAW_KEY
TEST_KEY = bytes.fromhex(TEST_KEY_HEX)
OFFSCREEN_SIZE_HINT_WARNING = "This plugin does not support propagateSizeHints"
OTHER_KEY_HEX = "11" * 32
ACCEPTED_FORMATS = "64 hex characters, 44 base64 characters, or 32 raw characters"


class FakeDialogs:
    """Stands in for DialogPresenter: records each request and answers from a script."""

    def __init__(self, *answers: DialogAnswer | Any) -> None:
        self.answers = list(answers)
        self.requests: list[StartupDialog] = []

    async def __call__(self, request: StartupDialog) -> DialogAnswer:
        self.requests.append(request)
        answer = self.answers.pop(0) if self.answers else DialogAnswer(accepted=False)
        return answer(request) if callable(answer) else answer

    @property
    def kinds(self) -> list[DialogKind]:
        return [r.kind for r in self.requests]


def _paths(tmp_path: Path) -> Paths:
    return Paths(data_dir=tmp_path / "data", log_dir=tmp_path / "logs")


@pytest.fixture(autouse=True)
def _same_test_key(test_key_hex: str) -> None:
    assert test_key_hex == TEST_KEY_HEX


def _make_database(run: Any, paths: Paths) -> str:
    """A database sealed with the test key (GOCLAW_KEY from gui_env); returns its install id."""
    ctx = run(open_app(paths, program="test setup", key_policy=KeyPolicy.CREATE_IF_NEW))
    install_id = ctx.stores.identity.install_id
    run(ctx.close())
    return install_id


# --- the pure decision -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("exc", "kind", "exit_code"),
    [
        (DatabaseLockedError("in use", holder_pid=42, holder="goclaw-lite chat (pid 42)"), DialogKind.LOCKED, 2),
        (KeyMissingError("no key"), DialogKind.KEY_ENTRY, 2),
        (WrongKeyError("wrong key"), DialogKind.KEY_ENTRY, 2),
        (DatabaseTooNewError("schema 99 is newer than this GoClaw Lite"), DialogKind.ERROR, 2),
        (KeyStorageError("key file readable by others"), DialogKind.ERROR, 2),
        (RuntimeError("a bug"), DialogKind.UNEXPECTED, 1),
    ],
)
def test_decision_maps_each_failure_to_a_dialog(tmp_path: Path, exc: Exception, kind: DialogKind, exit_code: int) -> None:
    request = decide_startup_dialog(exc, _paths(tmp_path))
    assert request.kind is kind
    assert request.exit_code == exit_code
    assert request.title and request.text


def test_decision_texts(tmp_path: Path) -> None:
    paths = _paths(tmp_path)
    locked = decide_startup_dialog(DatabaseLockedError("x", holder="goclaw-lite chat (pid 42)"), paths)
    assert "goclaw-lite chat (pid 42)" in locked.text and str(paths.data_dir) in locked.informative
    missing = decide_startup_dialog(KeyMissingError("x"), paths)
    assert "encrypted" in missing.text and "not found" in missing.text
    assert "keyring" in missing.informative and str(paths.key_file) in missing.informative
    assert missing.error_text == ""
    wrong = decide_startup_dialog(WrongKeyError("The encryption key from GOCLAW_KEY does not match"), paths)
    assert wrong.error_text == "The encryption key from GOCLAW_KEY does not match"
    retyped = decide_startup_dialog(WrongKeyError("from environment variable GOCLAW_KEY"), paths, entered_key=True)
    assert "you entered" in retyped.error_text and "GOCLAW_KEY" not in retyped.error_text
    too_new = decide_startup_dialog(DatabaseTooNewError("schema 99 is newer"), paths)
    assert too_new.text == "schema 99 is newer"


# --- dialogs on their own ---------------------------------------------------------------


def test_lock_dialog_names_the_holder(tmp_path: Path, qtbot: Any) -> None:
    request = decide_startup_dialog(DatabaseLockedError("x", holder="goclaw-lite chat (pid 42)"), _paths(tmp_path))
    dialog = build_dialog(request)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, DatabaseLockedDialog)
    assert "goclaw-lite chat (pid 42)" in dialog.text()
    assert str(tmp_path / "data") in dialog.informativeText()
    assert dialog.quit_button.text() == "Quit" and dialog.retry_button.text() == "Try again"
    assert dialog.answer().accepted is False


@pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)
def test_key_dialog_hides_the_key_and_rejects_a_malformed_one_inline(tmp_path: Path, qtbot: Any) -> None:
    dialog = build_dialog(decide_startup_dialog(KeyMissingError("x"), _paths(tmp_path)))
    qtbot.addWidget(dialog)
    assert isinstance(dialog, KeyEntryDialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.key_edit.echoMode() == QLineEdit.EchoMode.Password
    assert dialog.key_edit.accessibleName() == "Encryption key"
    assert "not found" in dialog.heading.text() and "keyring" in dialog.explanation.text()
    assert dialog.use_button.text() == "Use key" and dialog.quit_button.text() == "Quit"
    assert dialog.error_text == ""

    qtbot.keyClicks(dialog.key_edit, "not-a-key")
    click(qtbot, dialog.use_button)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert ACCEPTED_FORMATS in dialog.error_text
    assert "not-a-key" not in dialog.error_text
    assert dialog.key() is None

    dialog.show_key_box.setChecked(True)
    assert dialog.key_edit.echoMode() == QLineEdit.EchoMode.Normal
    dialog.key_edit.setText(TEST_KEY_HEX)
    click(qtbot, dialog.use_button)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.key() == TEST_KEY
    assert dialog.key_edit.text() == ""
    answer = dialog.answer()
    assert answer.accepted and answer.key == TEST_KEY and answer.remember
    assert TEST_KEY_HEX not in repr(answer)


def test_key_dialog_shows_why_the_last_key_failed(tmp_path: Path, qtbot: Any) -> None:
    request = decide_startup_dialog(WrongKeyError("fingerprint abcd1234 does not match"), _paths(tmp_path))
    dialog = KeyEntryDialog(request)
    qtbot.addWidget(dialog)
    assert dialog.error_text == "fingerprint abcd1234 does not match"
    dialog.quit_button.click()
    assert dialog.answer() == DialogAnswer(accepted=False, key=None, remember=True)


def test_new_key_notice_says_where_and_how_to_back_up(app_ctx: Any, qtbot: Any) -> None:
    request = new_key_notice(app_ctx.key_info)
    dialog = build_dialog(request)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, NoticeDialog)
    text = dialog.text() + dialog.informativeText()
    assert "new encryption key" in text
    assert app_ctx.key_info.location in text
    assert "goclaw-lite key export" in text and "lost" in text
    assert request.exit_code == 0


def test_error_dialog_is_critical_with_quit(tmp_path: Path, qtbot: Any) -> None:
    dialog = build_dialog(decide_startup_dialog(DatabaseTooNewError("too new"), _paths(tmp_path)))
    qtbot.addWidget(dialog)
    assert isinstance(dialog, StartupErrorDialog)
    assert dialog.text() == "too new" and dialog.quit_button.text() == "Quit"


@pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)
def test_presenter_waits_without_a_nested_loop(tmp_path: Path, qtbot: Any, qloop: Any) -> None:
    presenter = DialogPresenter()
    task = asyncio.ensure_future(presenter(decide_startup_dialog(KeyMissingError("x"), _paths(tmp_path))))

    def visible_key_dialog() -> KeyEntryDialog | None:
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, KeyEntryDialog) and w.isVisible()]
        return found[0] if found else None

    qtbot.waitUntil(lambda: visible_key_dialog() is not None, timeout=5000)
    dialog = visible_key_dialog()
    assert dialog is not None
    dialog.key_edit.setText(TEST_KEY_HEX)
    dialog.remember_box.setChecked(False)
    click(qtbot, dialog.use_button)
    qtbot.waitUntil(task.done, timeout=5000)
    assert task.result() == DialogAnswer(accepted=True, key=TEST_KEY, remember=False)

    task = asyncio.ensure_future(presenter(decide_startup_dialog(DatabaseLockedError("x", holder="h"), _paths(tmp_path))))
    qtbot.waitUntil(lambda: any(isinstance(w, DatabaseLockedDialog) and w.isVisible() for w in QApplication.topLevelWidgets()), timeout=5000)
    locked = next(w for w in QApplication.topLevelWidgets() if isinstance(w, DatabaseLockedDialog) and w.isVisible())
    locked.quit_button.click()
    qtbot.waitUntil(task.done, timeout=5000)
    assert task.result().accepted is False


# --- the startup flow on real stores ----------------------------------------------------


def test_second_writer_gets_the_lock_dialog_naming_the_holder(gui_env: Paths, run: Any) -> None:
    lock = WriterLock(gui_env.lock_path, "test holder")
    lock.acquire()
    try:
        dialogs = FakeDialogs(DialogAnswer(accepted=False))
        outcome = run(start_app(gui_env, show_dialog=dialogs))
    finally:
        lock.release()
    assert outcome.ctx is None and outcome.exit_code == 2
    assert dialogs.kinds == [DialogKind.LOCKED]
    assert "test holder" in dialogs.requests[0].holder
    assert "test holder" in dialogs.requests[0].text


def test_lock_dialog_try_again_opens_once_the_other_process_is_gone(gui_env: Paths, run: Any) -> None:
    lock = WriterLock(gui_env.lock_path, "test holder")
    lock.acquire()

    def release_then_retry(_request: StartupDialog) -> DialogAnswer:
        lock.release()
        return DialogAnswer(accepted=True)

    dialogs = FakeDialogs(release_then_retry)
    outcome = run(start_app(gui_env, show_dialog=dialogs))
    try:
        assert outcome.ctx is not None and outcome.exit_code == 0
        assert dialogs.kinds == [DialogKind.LOCKED]
    finally:
        run(outcome.ctx.close())


def test_missing_key_is_entered_verified_and_stored(gui_env: Paths, run: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _make_database(run, gui_env)
    monkeypatch.delenv("GOCLAW_KEY")
    dialogs = FakeDialogs(DialogAnswer(accepted=True, key=TEST_KEY, remember=True))
    outcome = run(start_app(gui_env, show_dialog=dialogs))
    ctx = outcome.ctx
    assert ctx is not None
    try:
        assert dialogs.kinds == [DialogKind.KEY_ENTRY]
        assert dialogs.requests[0].error_text == ""
        assert ctx.cipher is not None
        assert ctx.key_info.kind is KeySourceKind.FILE
        assert ctx.key_info.location == str(gui_env.key_file)
        assert gui_env.key_file.is_file()
        assert "GOCLAW_KEY" not in os.environ
    finally:
        run(ctx.close())

    # Next start finds the stored key by itself: no dialog at all.
    silent = FakeDialogs()
    again = run(start_app(gui_env, show_dialog=silent))
    assert again.ctx is not None and silent.requests == []
    run(again.ctx.close())


def test_quitting_the_key_dialog_exits_with_2(gui_env: Paths, run: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _make_database(run, gui_env)
    monkeypatch.delenv("GOCLAW_KEY")
    dialogs = FakeDialogs(DialogAnswer(accepted=False))
    outcome = run(start_app(gui_env, show_dialog=dialogs))
    assert outcome.ctx is None and outcome.exit_code == 2
    assert not gui_env.key_file.exists()


def test_wrong_key_asks_again_with_the_reason(gui_env: Paths, run: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _make_database(run, gui_env)
    monkeypatch.setenv("GOCLAW_KEY", OTHER_KEY_HEX)
    dialogs = FakeDialogs(
        DialogAnswer(accepted=True, key=bytes.fromhex("22" * 32)),
        DialogAnswer(accepted=True, key=TEST_KEY, remember=False),
    )
    outcome = run(start_app(gui_env, show_dialog=dialogs))
    ctx = outcome.ctx
    assert ctx is not None
    try:
        assert dialogs.kinds == [DialogKind.KEY_ENTRY, DialogKind.KEY_ENTRY]
        assert "GOCLAW_KEY" in dialogs.requests[0].error_text
        assert "you entered" in dialogs.requests[1].error_text
        assert ctx.key_info.location == NOT_STORED
        assert not gui_env.key_file.exists()
        assert os.environ["GOCLAW_KEY"] == OTHER_KEY_HEX  # the process environment is untouched
    finally:
        run(ctx.close())


def test_stored_key_shadowed_by_the_environment_is_warned_about(gui_env: Paths, run: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _make_database(run, gui_env)
    monkeypatch.setenv("GOCLAW_KEY", OTHER_KEY_HEX)
    dialogs = FakeDialogs(DialogAnswer(accepted=True, key=TEST_KEY, remember=True), DialogAnswer(accepted=True))
    outcome = run(start_app(gui_env, show_dialog=dialogs))
    assert outcome.ctx is not None
    try:
        assert dialogs.kinds == [DialogKind.KEY_ENTRY, DialogKind.WARNING]
        assert "GOCLAW_KEY" in dialogs.requests[1].text
        assert outcome.ctx.key_info.location == str(gui_env.key_file)
    finally:
        run(outcome.ctx.close())


def test_database_too_new_is_an_error_dialog_and_the_file_is_untouched(gui_env: Paths, run: Any) -> None:
    _make_database(run, gui_env)
    with sqlite3.connect(gui_env.db_path) as conn:
        conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = gui_env.db_path.read_bytes()
    dialogs = FakeDialogs()
    outcome = run(start_app(gui_env, show_dialog=dialogs))
    assert outcome.ctx is None and outcome.exit_code == 2
    assert dialogs.kinds == [DialogKind.ERROR]
    assert gui_env.db_path.read_bytes() == before


def test_unexpected_error_is_a_dialog_and_logged(gui_env: Paths, run: Any, caplog: pytest.LogCaptureFixture) -> None:
    async def broken_opener(*_args: Any, **_kwargs: Any) -> Any:
        raise RuntimeError("kaboom")

    dialogs = FakeDialogs()
    with caplog.at_level(logging.ERROR):
        outcome = run(start_app(gui_env, show_dialog=dialogs, opener=broken_opener))
    assert outcome.ctx is None and outcome.exit_code == 1
    assert dialogs.kinds == [DialogKind.UNEXPECTED] and "kaboom" in dialogs.requests[0].text
    assert any("kaboom" in str(r.exc_info[1]) for r in caplog.records if r.exc_info)


def test_session_shows_new_key_notice_and_closes_the_store_on_window_close(
    gui_env: Paths, qtbot: Any, qloop: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GOCLAW_KEY")
    dialogs = FakeDialogs(DialogAnswer(accepted=True))
    session = GuiSession(gui_env, show_dialog=dialogs)
    task = asyncio.ensure_future(session.run())
    qtbot.waitUntil(lambda: session.window is not None and session.window.isVisible(), timeout=10000)
    qtbot.waitUntil(lambda: dialogs.kinds == [DialogKind.NEW_KEY], timeout=5000)
    ctx = session.ctx
    assert ctx is not None and ctx.key_info.generated_now
    assert ctx.key_info.location in dialogs.requests[0].informative
    window = session.window
    window.close()
    qtbot.waitUntil(task.done, timeout=10000)
    assert task.result() == 0
    assert ctx._closed
    WriterLock(gui_env.lock_path, "after").acquire()  # released: a new writer gets it


# --- the real process -------------------------------------------------------------------

DRIVER = textwrap.dedent(
    """
    import os, signal, sys
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.gui.shell.launch import run_gui
    from goclaw_lite.gui.qt import QApplication, QTimer

    app = QApplication(sys.argv[:1])
    expect_notice = sys.argv[1] == "expect-notice"
    how = sys.argv[2]
    seen_notice = []

    def poke():
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        names = {type(w).__name__: w for w in shown}
        if "NoticeDialog" in names:
            print("NOTICE", names["NoticeDialog"].informativeText().replace("\\n", " "), flush=True)
            names["NoticeDialog"].accept()
            seen_notice.append(True)
        elif "DatabaseLockedDialog" in names:
            print("LOCKED", names["DatabaseLockedDialog"].text(), flush=True)
            names["DatabaseLockedDialog"].quit_button.click()
            return
        elif "MainWindow" in names and names["MainWindow"].ctx is not None and (seen_notice or not expect_notice):
        # (The window is shown before the store opens; it has a ctx once the store is open.)
            print("WINDOW", names["MainWindow"].windowTitle(), flush=True)
            if how == "close":
                names["MainWindow"].close()
            elif how == "quit":
                app.quit()  # as the desktop session ending would: Qt's loop stops first
            elif how == "close-then-quit":
                # The session's quit future resolves and Qt's loop stops in the same moment.
                names["MainWindow"].close()
                app.quit()
            else:
                os.kill(os.getpid(), signal.SIGINT)
            return
        QTimer.singleShot(100, poke)

    QTimer.singleShot(100, poke)
    code = run_gui(resolve_paths(), sys.argv[:1])
    print("EXIT", code, flush=True)
    sys.exit(code)
    """
)


def _run_gui_process(home: Path, expect: str, how: str = "close") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GOCLAW_")}
    env.update(
        GOCLAW_HOME=str(home),
        QT_QPA_PLATFORM="offscreen",
        PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring",
        PYTHONPATH=os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")]),
    )
    return subprocess.run(
        [sys.executable, "-c", DRIVER, expect, how], env=env, cwd=REPO_ROOT, capture_output=True, text=True, timeout=90
    )


@pytest.mark.slow
@pytest.mark.parametrize("how", ["close", "quit", "close-then-quit", "sigint"])
def test_run_gui_starts_shows_the_window_and_exits(tmp_path: Path, how: str) -> None:
    """Closing the window, app.quit() (aboutToQuit) and Ctrl+C all close the stores and exit."""
    home = tmp_path / "home"
    result = _run_gui_process(home, "expect-notice", how)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "NOTICE" in result.stdout and "goclaw-lite key export" in result.stdout
    assert "WINDOW GoClaw Lite" in result.stdout and "EXIT 0" in result.stdout
    assert "Traceback" not in result.stderr
    assert (home / "goclaw.key").is_file() and (home / "gui.ini").is_file()
    WriterLock(home / "goclaw.lock", "after").acquire()


@pytest.mark.slow
def test_run_gui_refuses_a_second_writer_with_exit_2(tmp_path: Path) -> None:
    home = tmp_path / "home"
    lock = WriterLock(home / "goclaw.lock", "test holder")
    lock.acquire()
    try:
        result = _run_gui_process(home, "no-notice")
    finally:
        lock.release()
    assert result.returncode == 2, result.stdout + result.stderr
    assert "LOCKED" in result.stdout and "test holder" in result.stdout
    assert "Traceback" not in result.stderr
