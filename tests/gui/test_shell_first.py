"""The window is shown before the store opens: what the shell needs, and how the session adopts it."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext, open_app
from goclaw_lite.config import Paths
from goclaw_lite.gui.qt import ALIGN_CENTER, USER_ROLE, is_alive, set_enum_property
from goclaw_lite.gui.shell.app import GuiSession
from goclaw_lite.gui.shell.appearance import remembered_desktop_dark
from goclaw_lite.gui.shell.launch import show_shell
from goclaw_lite.gui.shell.main_window import SETTINGS_FILENAME, MainWindow, _PagePlaceholder, private_settings
from goclaw_lite.gui.shell.single_instance import server_name
from goclaw_lite.gui.widgets.async_bridge import cancel_pending
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


FIRST_FRAME_PROBE = """
import builtins, gc, inspect, json, os, runpy, sys
shown = builtins.print
collected = []  # cyclic collections once PySide6 was imported

def on_collect(phase, info):
    if phase == "start" and "PySide6" in sys.modules:
        collected.append(info["generation"])

gc.callbacks.append(on_collect)

def at_first_frame(*args, **kwargs):
    if args and args[0] == "window-shown":  # printed by the launcher once the shell is drawn
        import PySide6.QtCore, PySide6.QtWidgets
        ini = os.stat(os.environ["FIRST_FRAME_INI"])
        report = {"modules": sorted(sys.modules), "qstyle": "QStyle" in vars(PySide6.QtWidgets),
                  "qt_namespace": "Qt" in vars(PySide6.QtCore),
                  "ini": [ini.st_ino, ini.st_mtime_ns, ini.st_size],
                  "qwizard": "QWizard" in vars(PySide6.QtWidgets), "sources_read": sources_read,
                  "collected": collected}
        sys.stderr.write("FIRST-FRAME " + json.dumps(report) + "\\n")
        sys.stderr.flush()
        os._exit(0)
    return shown(*args, **kwargs)

builtins.print = at_first_frame
sources_read = []  # modules whose source was read once gui.qt had set PySide6's scan up
read_source = inspect.getsource

def getsource(obj):
    if getattr(sys.modules.get("goclaw_lite.gui.qt"), "SOURCE_SCAN_SHORTENED", None) is not None:
        sources_read.append(getattr(obj, "__name__", "?"))
    return read_source(obj)

inspect.getsource = getsource
sys.argv = ["goclaw-lite", "gui", "--quit-when-shown"]
runpy.run_module("goclaw_lite", run_name="__main__")
"""
NOT_BEFORE_THE_FIRST_FRAME = (
    "PySide6.QtNetwork",  # the single-instance socket: only once the window listens (or another does)
    "PySide6.QtTest",  # gui/qt.py looked `__path__` up in every Qt module on each `from ... import`
    "PySide6.QtSvg",
    "goclaw_lite.gui.shell.search_keys",  # the app-wide key filter made PySide build every loaded class
    "goclaw_lite.ids",  # uuid and platform, for the dates of pages not built yet
    "hashlib",  # OpenSSL's start, for the instance name Qt hashes too
    "signal",  # its enums, for the Ctrl+C handler installed with the event loop
    "asyncio",
    "goclaw_lite.store",
)


def test_the_first_frame_of_a_launch_builds_only_what_it_draws(app_ctx: AppContext, qtbot: Any) -> None:
    """`goclaw-lite gui` up to its first frame (what the startup benchmark times), run for real:
    the modules and Python types that cost it most and that it does not need stay unloaded."""
    first = MainWindow(app_ctx)  # a normal start saves the page list the shell is drawn from
    qtbot.addWidget(first)
    first.save_state()
    first.close()
    ini = app_ctx.paths.data_dir / SETTINGS_FILENAME
    before = ini.stat()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO_ROOT), "FIRST_FRAME_INI": str(ini)}
    result = subprocess.run([sys.executable, "-c", FIRST_FRAME_PROBE], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    line = next((x for x in result.stderr.splitlines() if x.startswith("FIRST-FRAME ")), None)
    assert result.returncode == 0 and line is not None, result.stderr
    report = json.loads(line.removeprefix("FIRST-FRAME "))
    loaded = set(report["modules"])
    assert "goclaw_lite.gui.shell.main_window" in loaded  # the probe did stop at the shell's first frame
    assert sorted(m for m in NOT_BEFORE_THE_FIRST_FRAME if m in loaded) == []
    assert report["qstyle"] is False  # touching QStyle in Python builds its eleven large enums
    # Touching the `Qt` namespace (an enum, the desktop's colour scheme, or a method whose
    # overloads take a Qt enum: setPen, QPen(QColor), setShortcut, addWidget's alignment) builds
    # its ~93 enum types, ~118 M instructions: a fifth of a bare window's start.
    assert report["qt_namespace"] is False
    # Passes of the cyclic collector over what PySide and the shell made (nothing to free, ~20 M
    # instructions): it is off until the window is drawn.
    assert report["collected"] == []
    # Wrapping a plain QWidget (the sidebar list's viewport) made PySide build every QWidget
    # subclass, QWizard among them, to find the object's type.
    assert report["qwizard"] is False
    # PySide6 reads each new module's source to look for "PySide6"; gui/qt.py answers for the
    # standard library and our own modules without reading them.
    read = report["sources_read"]
    assert [m for m in read if m.partition(".")[0] in sys.stdlib_module_names or m.startswith("goclaw_lite")] == []
    # Restoring the saved page set it again, and QSettings rewrote gui.ini with two fdatasyncs
    # before the first frame: wall time that neither a CPU count nor callgrind sees.
    assert report["ini"] == [before.st_ino, before.st_mtime_ns, before.st_size]


SCHEME_PROBE = """
import json, sys
import PySide6.QtCore
from goclaw_lite.gui.qt import QPalette
from goclaw_lite.gui.shell.appearance import confirm_color_scheme, desktop_is_dark
from goclaw_lite.gui.shell.launch import create_application

appearance = sys.argv[1] or None
app = create_application(["goclaw-lite"], appearance=appearance, desktop_dark=True)
def dark():
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128
first = {"dark": dark(), "qt_namespace": "Qt" in vars(PySide6.QtCore)}
confirm_color_scheme(app)
print(json.dumps({"first": first, "then": dark(), "desktop": desktop_is_dark(app)}))
"""


@pytest.mark.parametrize(("appearance", "first", "then"),
                         [("", True, False), ("dark", True, True), ("light", False, False)])
def test_the_first_frame_takes_the_saved_scheme_then_the_desktops(appearance: str, first: bool, then: bool) -> None:
    """Asking the desktop for its scheme builds the `Qt` enums, so the launcher paints in the one
    saved at the last close (here: dark) and asks after the first frame; the offscreen desktop
    is not dark, so the theme turns light then, unless the user chose one in Settings."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO_ROOT)}
    result = subprocess.run([sys.executable, "-c", SCHEME_PROBE, appearance], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["desktop"] is False
    assert report["first"] == {"dark": first, "qt_namespace": False}
    assert report["then"] is then


def test_the_window_saves_the_desktops_scheme_for_the_next_first_frame(app_ctx: AppContext, qtbot: Any) -> None:
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.save_state()
    assert remembered_desktop_dark(private_settings(app_ctx.paths.data_dir / SETTINGS_FILENAME)) is False
    window.close()


def test_enum_values_set_without_the_qt_enums_are_the_same_values(qtbot: Any) -> None:
    """What the first frame sets by name or as an int (gui/qt.py) is what the `Qt` enums say."""
    from goclaw_lite.gui.qt import QLabel, Qt

    assert Qt.ItemDataRole.UserRole.value == USER_ROLE
    assert Qt.AlignmentFlag.AlignCenter.value == ALIGN_CENTER
    label = QLabel()
    qtbot.addWidget(label)
    set_enum_property(label, "alignment", "AlignLeft|AlignVCenter")
    set_enum_property(label, "focusPolicy", "StrongFocus")
    assert label.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    assert label.focusPolicy() == Qt.FocusPolicy.StrongFocus
    with pytest.raises(ValueError, match="focusPolicy"):
        set_enum_property(label, "focusPolicy", "VeryStrongFocus")
    with pytest.raises(ValueError, match="noSuchProperty"):
        set_enum_property(label, "noSuchProperty", "AlignLeft")


PAGE_READY_PROBE = """
import builtins, json, runpy, sys
import goclaw_lite.gui.shell.main_window as main_window
from goclaw_lite.gui.qt import QEvent, QObject

painted = []
shown = builtins.print

class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            painted.append(type(watched).__name__)
        return False

paints = Paints()
build = main_window.MainWindow.page
shell_init = main_window.MainWindow.__init__
painted_when_shown = []

def __init__(self, *args, **kwargs):
    shell_init(self, *args, **kwargs)
    self.installEventFilter(paints)

def page(self, key):
    widget = build(self, key)
    widget.installEventFilter(paints)
    return widget

def at_page_ready(*args, **kwargs):
    if args and args[0] == "window-shown":
        painted_when_shown.extend(painted)
    if args and args[0] == "page-ready":  # printed by the session; it then quits as usual
        report = {"modules": sorted(sys.modules), "painted": painted, "painted_when_shown": painted_when_shown}
        sys.stderr.write("PAGE-READY " + json.dumps(report) + "\\n")
    return shown(*args, **kwargs)

main_window.MainWindow.page = page
main_window.MainWindow.__init__ = __init__
builtins.print = at_page_ready
sys.argv = ["goclaw-lite", "gui", "--quit-when-shown"]
runpy.run_module("goclaw_lite", run_name="__main__")
"""
NOT_BEFORE_THE_PAGE_IS_DRAWN = (
    "goclaw_lite.gui.setup.wizard",  # asked only whether it is due: its module brings the model clients
    "goclaw_lite.app.providers",
    "httpx",  # the Home page's local-server probe starts once the page is on screen
    "goclaw_lite.app.jobs",  # the jobs timer: the scheduler, time zones, cron
    "goclaw_lite.gui.chat.page",  # the other pages' modules follow the first page
)


def test_page_ready_means_the_page_was_drawn_first(gui_env: Paths, run: Any, qtbot: Any) -> None:
    """`page-ready` (what the startup benchmark times) comes after the current page's first paint,
    and what the page does not need is still to come: a real launch on a real store."""
    ctx = run(open_app(gui_env, program="page ready test"))
    try:
        first = MainWindow(ctx)  # a normal start: the page list is saved, Home is the last page
        qtbot.addWidget(first)
        first.show_page("home")
        first.save_state()
        first.close()
    finally:
        run(cancel_pending())  # the Home page's queries
        run(ctx.close())
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO_ROOT),
           "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}
    result = subprocess.run([sys.executable, "-c", PAGE_READY_PROBE], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True, timeout=180)
    line = next((x for x in result.stderr.splitlines() if x.startswith("PAGE-READY ")), None)
    assert result.returncode == 0 and line is not None, result.stderr
    report = json.loads(line.removeprefix("PAGE-READY "))
    assert "HomePage" in report["painted"]
    # `window-shown` (the benchmark's first frame) comes after the shell's first paint: a zero
    # timer after show() fired before it, in the bare window it is compared with too.
    assert "MainWindow" in report["painted_when_shown"]
    assert sorted(m for m in NOT_BEFORE_THE_PAGE_IS_DRAWN if m in report["modules"]) == []


def test_the_instance_name_is_the_same_sha256_as_before(tmp_path: Any) -> None:
    """A new version must find a window an older one opened: the name's digest is unchanged."""
    import getpass
    import hashlib

    name = server_name(tmp_path, "postgresql://u@h/db")
    text = f"{getpass.getuser()}\0{tmp_path.resolve()}\0postgresql://u@h/db".encode()
    assert name == "goclaw-lite-" + hashlib.sha256(text).hexdigest()[:16]


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
    assert not shell.store_label.isVisible() and not shell.key_label.isVisible()  # nothing is wrong
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
