"""Fixtures for GUI tests: a qasync loop on pytest-qt's QApplication, and a real AppContext.

tests/conftest.py already isolates GOCLAW_HOME, the key variables and the keyring (the
`fail` backend, so saved keys land in the data directory's key file).

The loop is built with `already_running=True` (pytest-qt never calls `exec()`); coroutines
run by waiting on their future with `qtbot.waitUntil`, which processes Qt events and so
drives the loop.
"""

from __future__ import annotations

import asyncio
import gc
import os
import warnings
from collections.abc import Callable, Coroutine, Iterator
from typing import Any, TypeVar

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from pytestqt.qtbot import QtBot

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import Paths, resolve_paths
from goclaw_lite.gui.qt import QApplication, QCoreApplication, QEvent, QEventLoop
from goclaw_lite.gui.widgets import async_bridge
from tests.support.waiting import PATIENCE_S

# A wait returns as soon as its condition holds, so a long deadline costs a passing test nothing;
# a short one fails a correct test on a loaded machine (CI may run at load 8 and more). Every
# qtbot wait and `run` below gets at least the suite's patience, whatever deadline a test names.
PATIENCE_MS = int(PATIENCE_S * 1000)


def _patient(method: Callable[..., Any]) -> Callable[..., Any]:
    def wait(self: QtBot, *args: Any, timeout: int = 5000, **kwargs: Any) -> Any:
        return method(self, *args, timeout=max(timeout, PATIENCE_MS), **kwargs)

    wait.__doc__ = method.__doc__
    return wait


for _name in ("waitUntil", "waitSignal", "waitSignals", "waitCallback"):
    setattr(QtBot, _name, _patient(getattr(QtBot, _name)))

T = TypeVar("T")
Runner = Callable[..., Any]

TEST_KEY_HEX = "5a" * 16 + "c3" * 16
"""A fixed 64-hex test key (never a real one)."""

# The offscreen platform cannot resize native windows to a size hint; it says so once per
# fixed-size dialog (QMessageBox). Harmless, and only there.
OFFSCREEN_SIZE_HINT_WARNING = "This plugin does not support propagateSizeHints"


@pytest.fixture
def test_key_hex() -> str:
    return TEST_KEY_HEX


def _mark_stopped(loop: asyncio.AbstractEventLoop) -> None:
    """Stop an `already_running` qasync loop without `loop.stop()`.

    qasync's stop() also calls QApplication.exit(). With no exec() running, that leaves Qt's
    quit flag set, and from then on every nested QEventLoop.exec() returns at once: qtbot.wait,
    waitUntil and waitSignal stop processing events and every later GUI test times out.
    """
    setattr(loop, "_QEventLoop__is_running", False)  # noqa: B010 - a private name of qasync's loop
    assert not loop.is_running(), "qasync changed how it tracks running; update _mark_stopped"


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    loop = QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    try:
        yield loop
    finally:
        leftovers = [t for t in asyncio.all_tasks(loop) if not t.done()]
        for task in leftovers:
            task.cancel()
        for _ in range(200):
            if all(t.done() for t in leftovers):
                break
            qapp.processEvents()
        _mark_stopped(loop)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                qapp.aboutToQuit.disconnect(loop._after_run_forever)
            except (RuntimeError, TypeError):
                pass
        loop.close()
        asyncio.events._set_running_loop(None)
        asyncio.set_event_loop(None)
        _collect_qt_garbage()


def _collect_qt_garbage() -> None:
    """Delete closed widgets and collect Python cycles now, on the GUI thread.

    Otherwise a widget caught in a reference cycle (a lambda slot capturing `self`) is freed by
    whichever thread next triggers the garbage collector, often an aiosqlite or executor
    worker, and Qt warns "Timers cannot be stopped from another thread" (or worse).
    """
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def run(qloop: asyncio.AbstractEventLoop, qtbot: Any) -> Runner:
    """run(coro, timeout=10.0) -> result: run a coroutine on the qasync loop from a sync test."""

    def runner(coro: Coroutine[Any, Any, T], timeout: float = 10.0) -> T:
        future = asyncio.ensure_future(coro, loop=qloop)
        try:
            qtbot.waitUntil(future.done, timeout=int(max(timeout, PATIENCE_S) * 1000))
        except BaseException:
            future.cancel()
            raise
        return future.result()

    return runner


@pytest.fixture
def gui_env(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Paths:
    """GOCLAW_HOME under tmp_path and the fixed test key in GOCLAW_KEY; returns the paths."""
    monkeypatch.setenv("GOCLAW_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("GOCLAW_KEY", TEST_KEY_HEX)
    monkeypatch.delenv("GOCLAW_ENCRYPTION_KEY", raising=False)
    return resolve_paths()


@pytest.fixture
def app_ctx(gui_env: Paths, run: Runner) -> Iterator[AppContext]:
    ctx = run(open_app(gui_env, program="goclaw-lite GUI tests", key_policy=KeyPolicy.CREATE_IF_NEW))
    try:
        yield ctx
    finally:
        run(async_bridge.cancel_pending())
        run(ctx.close())


@pytest.fixture
def window(app_ctx: AppContext, qtbot: Any) -> Iterator[Any]:
    """The real main window on the test store, shown offscreen."""
    from goclaw_lite.gui.shell.main_window import MainWindow

    win = MainWindow(app_ctx)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    win.deleteLater()


@pytest.fixture(scope="session", autouse=True)
def app_style(qapp: QApplication) -> None:
    """Every GUI test sees what the app shows: Fusion with the design system's light theme
    (gui/style), as `launch.create_application` installs it."""
    from goclaw_lite.gui.qt import QStyleFactory, Qt
    from goclaw_lite.gui.shell.appearance import apply_color_scheme

    style = QStyleFactory.create("Fusion")
    if style is not None:
        qapp.setStyle(style)
    apply_color_scheme(qapp, Qt.ColorScheme.Light)
