"""Desktop manners on a real window: a second launch raises the first, the tray, background notifications."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.qt import QDir, QWidget
from goclaw_lite.gui.shell.desktop_integration import DesktopIntegration
from goclaw_lite.gui.shell.launch import app_icon
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.single_instance import InstanceServer, ask_running_instance, server_name
from goclaw_lite.model.chat_api import RunFinished

# Offscreen Qt cannot raise a window or apply size hints; it says so once per call.
pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support propagateSizeHints"),
]
REPO_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def desktop(window: MainWindow, app_ctx: AppContext) -> Any:
    quits: list[bool] = []
    integration = DesktopIntegration(
        window, icon=app_icon(), instance_name=server_name(app_ctx.paths.data_dir), quit_app=lambda: quits.append(True)
    )
    integration.quits = quits  # type: ignore[attr-defined]
    yield integration
    integration.close()


def _launch(app_ctx: AppContext, *args: str) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GOCLAW_KEY", "GOCLAW_ENCRYPTION_KEY")}
    env.update(GOCLAW_HOME=str(app_ctx.paths.data_dir), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(REPO_ROOT) + os.pathsep + env.get("PYTHONPATH", ""))
    return subprocess.Popen([sys.executable, "-m", "goclaw_lite", *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _finish(proc: subprocess.Popen[str], qtbot: Any) -> tuple[int, str, str]:
    # The window must keep serving its socket while the second launch talks to it.
    try:
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=60000)
    finally:
        if proc.poll() is None:  # it opened a window of its own instead of handing over
            proc.kill()
    out, err = proc.communicate(timeout=10)
    return proc.returncode, out, err


def test_a_second_launch_raises_the_window_and_starts_a_new_chat(
    desktop: DesktopIntegration, window: MainWindow, app_ctx: AppContext, qtbot: Any
) -> None:
    assert desktop.server is not None and desktop.server.listening
    window.show_page("home")
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized, timeout=5000)
    requests: list[str] = []
    desktop.server.requested.connect(requests.append)

    code, out, err = _finish(_launch(app_ctx, "gui", "--new-chat"), qtbot)
    assert code == 0, err
    assert "Traceback" not in err and out == ""
    assert requests == ["new-chat"]
    assert not window.isMinimized() and window.isVisible()
    assert window.current_page_key() == "chat"

    code, _out, err = _finish(_launch(app_ctx), qtbot)  # a plain second launch only raises
    assert code == 0, err
    assert requests == ["new-chat", "raise"]


def test_a_socket_left_by_a_crashed_window_is_taken_over(tmp_path: Path, qtbot: Any) -> None:
    name = server_name(tmp_path)
    path = Path(QDir.tempPath()) / name
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(path))  # bound, never listening, never unlinked: what a killed process leaves
    stale.close()
    try:
        assert path.exists()
        assert not ask_running_instance(name)  # nobody answers: this launch opens a window
        server = InstanceServer(name)
        assert server.listen()
        server.close()
    finally:
        path.unlink(missing_ok=True)


def test_unknown_requests_are_refused_before_sending() -> None:
    with pytest.raises(ValueError):
        ask_running_instance("goclaw-lite-nobody", "rm -rf")


def test_tray_actions_and_background_notification(desktop: DesktopIntegration, window: MainWindow, qtbot: Any) -> None:
    tray = desktop.tray
    assert [a.text() for a in tray.menu.actions() if a.text()] == ["&New chat", "&Show GoClaw Lite", "&Quit"]
    window.show_page("home")
    tray.new_chat_action.trigger()
    assert window.current_page_key() == "chat"
    tray.quit_action.trigger()
    assert desktop.quits == [True]  # type: ignore[attr-defined]

    chat = window.page("chat")
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow(), timeout=5000)
    chat.runFinished.emit(RunFinished(conversation_id="c1", state="complete", final_message_id="m1"))
    assert desktop.notifications == [("GoClaw Lite", "The answer is ready.")]

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    chat.runFinished.emit(RunFinished(conversation_id="c1", state="error", final_message_id=None))
    assert len(desktop.notifications) == 1  # the user is looking at the window: no notification


def test_a_promotion_finishing_in_the_background_is_notified(desktop: DesktopIntegration, window: MainWindow, qtbot: Any) -> None:
    if "promote" not in window.page_keys():
        pytest.fail("the Promote page is missing")
    page = window.page("promote")  # built now: the integration hooks it up as it is built
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow(), timeout=5000)
    page.finished.emit(type("Result", (), {"copied_rows": 1234})())
    page.failed.emit(object())
    assert desktop.notifications == [
        ("GoClaw Lite", "The promotion to PostgreSQL finished. 1,234 rows copied and verified."),
        ("GoClaw Lite", "The promotion to PostgreSQL failed; open the Promote page to see why."),
    ]


# Showing a tray icon offscreen (as a desktop with a tray would) makes Qt say it has no tray window.
@pytest.mark.qt_log_ignore("No such signal QPlatformNativeInterface::systemTrayWindowChanged",
                           "This plugin does not support raise", "This plugin does not support propagateSizeHints")
def test_closing_keeps_the_app_in_the_tray_only_when_asked_and_a_tray_is_there(
    desktop: DesktopIntegration, window: MainWindow, app_ctx: AppContext, qtbot: Any
) -> None:
    from dataclasses import replace

    from goclaw_lite.settings import load_settings, save_settings

    closed: list[bool] = []
    window.closed.connect(lambda: closed.append(True))
    save_settings(app_ctx.paths, replace(load_settings(app_ctx.paths), keep_in_tray=True))
    if not desktop.tray.available:  # offscreen has no tray: closing must quit as always
        assert not desktop.keeps_running()
        desktop.tray.icon.setVisible(True)  # as a desktop with a tray shows it
    assert desktop.tray.available and desktop.keeps_running()
    window.close()
    assert not window.isVisible() and closed == []  # hidden, still running (the jobs timer with it)
    assert desktop.jobs is not None and desktop.jobs.timer.isActive()
    desktop.tray.showRequested.emit()
    qtbot.waitUntil(window.isVisible)

    save_settings(app_ctx.paths, replace(load_settings(app_ctx.paths), keep_in_tray=False))
    assert not desktop.keeps_running()
    window.close()
    assert closed == [True]
