"""The window is shown before the store opens: what the shell needs, and how the session adopts it."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext, open_app
from goclaw_lite.config import Paths
from goclaw_lite.gui.qt import is_alive
from goclaw_lite.gui.shell.app import GuiSession
from goclaw_lite.gui.shell.launch import show_shell
from goclaw_lite.gui.shell.main_window import MainWindow, _PagePlaceholder
from goclaw_lite.gui.widgets.dialogs import DialogAnswer, DialogKind, StartupDialog
from goclaw_lite.store.backend.lock import WriterLock
from tests.conftest import REPO_ROOT

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints", "This plugin does not support raise"),
]


def test_the_first_frame_imports_neither_asyncio_nor_the_store() -> None:
    """What `goclaw-lite` imports before its first frame (the startup benchmark's budget)."""
    probe = (
        "import sys; import goclaw_lite.cli, goclaw_lite.gui.shell.launch; "
        "print(sorted(m for m in ('asyncio', 'qasync', 'goclaw_lite.app.context', 'goclaw_lite.store', "
        "'goclaw_lite.security.redact', 'cryptography', 'aiosqlite') if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", probe], cwd=REPO_ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_shell_before_the_store_then_attach(gui_env: Paths, app_ctx: AppContext, qtbot: Any) -> None:
    first = MainWindow(app_ctx)  # a normal start saves the page list the shell is drawn from
    qtbot.addWidget(first)
    first.show_page("kg")
    first.save_state()
    keys = first.page_keys()
    first.close()

    shell = show_shell(gui_env)
    qtbot.addWidget(shell)
    assert shell.isVisible() and shell.ctx is None and not shell.pages_loaded
    assert shell.page_keys() == keys and shell.current_page_key() == "kg"
    assert isinstance(shell.stack.currentWidget(), _PagePlaceholder)
    assert shell.store_label.text() == "Store: opening…"
    with pytest.raises(RuntimeError, match="once the store is open"):
        shell.load_pages()
    shell.show_page("credentials")  # switching pages before the store is open builds nothing
    assert all(shell.built_page(k) is None for k in keys)

    shell.attach(app_ctx)
    assert shell.store_label.text() == f"Store: {app_ctx.stores.db.description}"
    assert shell.key_label.text() == f"Key: {app_ctx.key_info.summary}"
    shell.load_pages()
    assert shell.built_page("credentials") is shell.stack.currentWidget()
    with pytest.raises(RuntimeError):
        shell.attach(app_ctx)


def test_a_first_start_shell_still_builds_nothing_before_the_store(gui_env: Paths, qtbot: Any) -> None:
    shell = show_shell(gui_env)  # no saved page list: the page modules load, but no page is built
    qtbot.addWidget(shell)
    assert shell.ctx is None and not shell.pages_loaded and shell.page_keys()
    assert all(shell.built_page(k) is None for k in shell.page_keys())


class _GatedOpener:
    """`open_app`, held until the test lets it go: the store is "opening" meanwhile."""

    def __init__(self) -> None:
        self.gate = asyncio.Event()
        self.waiting = False
        self.opened: list[AppContext] = []

    async def __call__(self, *args: Any, **kwargs: Any) -> AppContext:
        self.waiting = True
        await self.gate.wait()
        ctx = await open_app(*args, **kwargs)
        self.opened.append(ctx)
        return ctx


async def _no_dialogs(request: StartupDialog) -> DialogAnswer:
    raise AssertionError(f"unexpected dialog {request.kind}")


def _start_gated(gui_env: Paths, qtbot: Any) -> tuple[_GatedOpener, MainWindow, GuiSession, asyncio.Future[int]]:
    """A session on a shown shell whose store stays "opening" until `opener.gate` is set."""
    opener = _GatedOpener()
    shell = show_shell(gui_env)
    session = GuiSession(gui_env, show_dialog=_no_dialogs, opener=opener, shell=shell, single_instance=False)
    task = asyncio.ensure_future(session.run())
    qtbot.waitUntil(lambda: opener.waiting, timeout=10000)  # the session is opening the store
    return opener, shell, session, task


def test_session_adopts_the_shell_once_the_store_is_open(gui_env: Paths, qtbot: Any, qloop: Any) -> None:
    opener, shell, session, task = _start_gated(gui_env, qtbot)
    assert shell.isVisible() and shell.ctx is None and session.window is None  # still opening
    opener.gate.set()
    qtbot.waitUntil(lambda: session.window is shell and shell.pages_loaded, timeout=10000)
    assert shell.ctx is opener.opened[0] and shell.built_page(shell.current_page_key() or "") is not None
    shell.close()
    qtbot.waitUntil(task.done, timeout=10000)
    assert task.result() == 0 and opener.opened[0]._closed


def test_closing_the_shell_while_the_store_opens_quits_cleanly(gui_env: Paths, qtbot: Any, qloop: Any) -> None:
    opener, shell, _session, task = _start_gated(gui_env, qtbot)
    shell.close()
    opener.gate.set()
    qtbot.waitUntil(task.done, timeout=10000)
    assert task.result() == 0
    assert opener.opened and opener.opened[0]._closed and not shell.pages_loaded
    WriterLock(gui_env.lock_path, "after").acquire()  # the store let go of the database


def test_a_startup_failure_closes_the_shell_with_the_dialog_exit_code(gui_env: Paths, qtbot: Any, qloop: Any) -> None:
    holder = WriterLock(gui_env.lock_path, "another window")
    holder.acquire()
    shown: list[DialogKind] = []

    async def quit_at_dialog(request: StartupDialog) -> DialogAnswer:
        shown.append(request.kind)
        return DialogAnswer(accepted=False)

    try:
        shell = show_shell(gui_env)
        session = GuiSession(gui_env, show_dialog=quit_at_dialog, shell=shell, single_instance=False)
        task = asyncio.ensure_future(session.run())
        qtbot.waitUntil(task.done, timeout=10000)
    finally:
        holder.release()
    assert shown == [DialogKind.LOCKED] and task.result() == 2
    assert session.window is None
    qtbot.waitUntil(lambda: not is_alive(shell), timeout=5000)  # closed and deleted


def test_dialogs_during_startup_sit_over_the_shell(gui_env: Paths, qtbot: Any) -> None:
    shell = show_shell(gui_env)
    qtbot.addWidget(shell)
    session = GuiSession(gui_env, shell=shell, single_instance=False)
    assert session.presenter.parent is shell


def test_a_window_needs_a_store_or_paths() -> None:
    with pytest.raises(ValueError, match="paths"):
        MainWindow(None)
