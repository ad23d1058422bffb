"""Suite-wide isolation: every test gets its own data directory and never sees a real key.

- GOCLAW_HOME points at a fresh temporary folder, so no test touches the user's data.
- GOCLAW_KEY / GOCLAW_ENCRYPTION_KEY are removed; tests that need a key set one.
- The OS keyring is replaced by the `fail` backend (child processes inherit it through
  PYTHON_KEYRING_BACKEND), so keys go to the data directory's key file, never to a real
  keyring. Tests of the keyring path install their own in-memory backend.
- Qt runs offscreen; every test that drives Qt carries the `gui` marker (added here from its
  folder or its fixtures), and a test outside them that creates widgets fails (markers.py).
- qtbot waits allow four times the deadline a test names (a busy machine; qt_input.py).
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.support.markers import pytest_collection_modifyitems, qt_widgets_only_in_gui_tests  # noqa: F401

if TYPE_CHECKING:
    from goclaw_lite.app.context import AppContext

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

REPO_ROOT = Path(__file__).resolve().parent.parent
TEST_OUTPUT = REPO_ROOT / "test-output"
TEST_KEY_HEX = "4f" * 32


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def skip_or_fail(reason: str) -> None:
    """Skip locally when a real dependency is missing; under CI the same gap is a failure."""
    if in_ci():
        pytest.fail(f"required under CI: {reason}")
    pytest.skip(reason)


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "goclaw-home"
    monkeypatch.setenv("GOCLAW_HOME", str(home))
    monkeypatch.delenv("GOCLAW_KEY", raising=False)
    monkeypatch.delenv("GOCLAW_ENCRYPTION_KEY", raising=False)
    import keyring
    from keyring.backends import fail

    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield home
    keyring.set_keyring(previous)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: two workers per core. The suite waits more than it computes (child processes,
    servers on 127.0.0.1, database syncs): with one worker per core each sat at 36–52% CPU on
    the 2-core machine, and the whole run took over 20 minutes."""
    return 2 * len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 2 * (os.cpu_count() or 1)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Freeze what exists once the tests are collected (modules, test items, fixtures): the
    collection after every test then walks only what the test made. Walking the whole heap
    cost ~0.3 s per test on this machine, most of the fast loop's time."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _forget_known_secrets() -> Iterator[None]:
    """Each test starts with an empty known-secrets registry (it is process-wide)."""
    from goclaw_lite.security.known_secrets import forget_all

    forget_all()
    yield
    forget_all()


@pytest.fixture(autouse=True)
def _collect_garbage_on_the_main_thread() -> object:
    """With Qt loaded, no automatic GC during a test; collect at its end, on this thread.

    Otherwise an aiosqlite worker can trigger a collection that frees a Qt object, running its
    destructor off the GUI thread (the app does the same through gui.gc_guard).
    """
    was_enabled = gc.isenabled()
    if "PySide6.QtCore" in sys.modules:
        gc.disable()
    yield
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
    if was_enabled:
        gc.enable()


@pytest.fixture
def test_key(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("GOCLAW_KEY", TEST_KEY_HEX)
    return TEST_KEY_HEX


@pytest.fixture
async def app(isolated_home: Path, test_key: str) -> AsyncIterator[AppContext]:
    """A real AppContext on the test's own SQLite store, opened with the fixed test key."""
    from goclaw_lite.app.context import KeyPolicy, open_app
    from goclaw_lite.config import resolve_paths

    ctx = await open_app(resolve_paths(), program="goclaw-lite tests", key_policy=KeyPolicy.REQUIRED)
    try:
        yield ctx
    finally:
        await ctx.close()


@pytest.fixture
def qtbot(qapp: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """pytest-qt's qtbot with patient waits (tests.support.qt_input.PatientQtBot)."""
    from goclaw_lite.gui.i18n.languages import install_language, installed_language
    from tests.support.qt_input import PatientQtBot

    if installed_language() != "en" or not _english[0]:  # plurals read "1 model", "2 models", as in the app
        install_language("")  # English on this machine's locale (C/POSIX here: 24-hour times), as the app starts
        _english[0] = True
    yield PatientQtBot(request)


_english = [False]


@pytest.fixture
def cli_env(isolated_home: Path) -> dict[str, str]:
    """Environment for running `python -m goclaw_lite` as a subprocess."""
    env = {k: v for k, v in os.environ.items() if k not in ("GOCLAW_KEY", "GOCLAW_ENCRYPTION_KEY")}
    env["GOCLAW_HOME"] = str(isolated_home)
    env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
    env["PYTHONPATH"] = str(REPO_ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


@pytest.fixture
def python_exe() -> str:
    return sys.executable
