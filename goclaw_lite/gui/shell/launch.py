"""Launch the GUI: the window's first frame first, then the event loop, the store and the pages.

Launching imports only what the window's shell needs (Qt's core classes, the sidebar, the
status bar): a second launch is handed to the window already open, otherwise the shell is
shown and painted at once. Only then are asyncio, qasync and the store's modules imported and
the session (`gui.app.GuiSession`) opens the store in the shown window, startup dialogs
included, and builds the current page. On this machine that put the first frame at 1.86
times the time a bare PySide6 window takes to appear, where importing everything first took
2.7 times as long (tests/benchmarks/test_startup_bench.py).

`run_gui` drives the loop with `run_forever`, never qasync's `run_until_complete`, which
processes pending events once more after the loop stopped: a task resumed there would find
no running loop.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from goclaw_lite import __version__
from goclaw_lite.config import Paths
from goclaw_lite.errors import UserError
from goclaw_lite.gui.i18n.languages import apply_settings
from goclaw_lite.gui.qt import QApplication, QSettings
from goclaw_lite.gui.shell.appearance import (
    app_icon,
    confirm_color_scheme,
    follow_color_scheme,
    remembered_desktop_dark,
)
from goclaw_lite.gui.shell.main_window import SETTINGS_FILENAME, MainWindow, private_settings
from goclaw_lite.gui.shell.single_instance import ask_running_instance, server_name
from goclaw_lite.resources import APP_ID
from goclaw_lite.settings import AppSettings, load_settings

if TYPE_CHECKING:
    import asyncio

    from goclaw_lite.gui.shell.app import GuiSession

log = logging.getLogger(__name__)

APP_NAME = "GoClaw Lite"
ORGANIZATION = "goclaw-lite"
DESKTOP_FILE = APP_ID  # the installed .desktop file's basename, so desktops match window and launcher


def create_application(
    argv: list[str], *, appearance: str | None = None, desktop_dark: bool | None = None,
) -> QApplication:
    """The QApplication, set up once (an existing instance, as in tests, is reused), in the
    theme for `appearance` (`system`, `light`, `dark`; None: the desktop's). `desktop_dark`:
    the desktop's scheme taken as known until `confirm_color_scheme` (appearance.py)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        # Fusion through Qt's own -style option: setStyle() hands Python the style object, and
        # wrapping it builds QStyle's enums, 9% of a bare window's start, before the first frame.
        app = QApplication([*argv, "-style", "Fusion"])
    elif app.style().name() != "fusion":
        app.setStyle("Fusion")
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setDesktopFileName(DESKTOP_FILE)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    app.setQuitOnLastWindowClosed(False)  # the session decides when to quit (after closing the stores)
    follow_color_scheme(app, appearance, desktop_dark=desktop_dark)
    return app


def show_shell(paths: Paths, *, announce: bool = False, settings: QSettings | None = None) -> MainWindow:
    """The main window before the store is open, shown and painted now.

    `announce` (the startup benchmark) prints `window-shown` once the window has painted, as
    the bare window it is compared with does (`first_paint`).
    """
    window = MainWindow(None, paths=paths, settings=settings, defer_pages=True)
    if announce:
        from goclaw_lite.gui.shell.first_paint import announce_first_paint

        announce_first_paint(window)
    window.show()
    QApplication.processEvents()
    if announce:  # the line's zero timer, started by the paint just done, fires here
        QApplication.processEvents()
    return window


def _install_sigint(loop: asyncio.AbstractEventLoop, session: GuiSession) -> None:
    """Ctrl+C in the terminal quits like the window's Quit (stores closed), where supported."""
    import signal  # after the first frame: its enums cost ~3 M instructions (asyncio needs it then)

    try:
        loop.add_signal_handler(signal.SIGINT, session.request_quit)
    except (NotImplementedError, RuntimeError, ValueError):
        pass


def install_asyncgen_hooks(loop: asyncio.AbstractEventLoop) -> None:
    """Let the loop finalise abandoned async generators, as asyncio's own run_forever does.

    qasync runs Qt's loop instead of run_forever and never installs these hooks, so an async
    generator dropped mid-iteration would be closed by the garbage collector on whatever
    thread it runs, outside the loop ("async generator ignored GeneratorExit").
    """
    firstiter = getattr(loop, "_asyncgen_firstiter_hook", None)
    finalizer = getattr(loop, "_asyncgen_finalizer_hook", None)
    if firstiter is not None and finalizer is not None:
        sys.set_asyncgen_hooks(firstiter=firstiter, finalizer=finalizer)


def run_gui(
    paths: Paths,
    argv: list[str],
    *,
    store: str | None = None,
    request: str = "raise",
    quit_when_shown: bool = False,
    on_shown: Callable[[], None] | None = None,
) -> int:
    """Run the GUI until its window closes; returns the process exit code.

    When a window is already open on the same data directory, `request` goes to it and this
    launch exits with 0 instead of opening a second one. `on_shown` runs right after the
    first frame (or before handing over to the running window): the CLI sets up logging there.
    """
    unapplied: UserError | None = None
    try:
        settings = load_settings(paths)
    except UserError as exc:  # an unreadable settings file: the window still opens, Settings says why
        settings, unapplied = AppSettings(), exc
    # The first frame in the desktop's scheme of the last close: asking for it now costs more than
    # the rest of the shell (appearance.py); it is asked once the frame is drawn.
    gui_state = private_settings(paths.data_dir / SETTINGS_FILENAME)
    app = create_application(argv, appearance=settings.appearance, desktop_dark=remembered_desktop_dark(gui_state))
    apply_settings(settings.language, settings.time_zone)
    instance_name = server_name(paths.data_dir, store)
    if ask_running_instance(instance_name, request):
        if on_shown is not None:
            on_shown()
        log.info("GoClaw Lite is already open on this data directory; raised its window instead")
        return 0
    shell = show_shell(paths, announce=quit_when_shown, settings=gui_state)
    confirm_color_scheme(app)
    if on_shown is not None:
        on_shown()
    if unapplied is not None:
        log.warning("settings not applied: %s", unapplied)

    # After the first frame: the event loop, the store and everything the pages need.
    import asyncio
    import signal

    from goclaw_lite.gui.qt import QEventLoop
    from goclaw_lite.gui.shell.app import GuiSession
    from goclaw_lite.gui.widgets.gc_guard import GuiThreadCollector

    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    collector = GuiThreadCollector(app)
    session = GuiSession(paths, store=store, request=request, quit_when_shown=quit_when_shown, shell=shell)
    _install_sigint(loop, session)
    task = loop.create_task(session.run())
    # run_forever, not run_until_complete: qasync's run_until_complete processes Qt's pending
    # events once more after the loop has stopped, with no running loop, and a task step
    # scheduled by then (Qt 6's quit() closes the window first, which resolves the quit
    # future) would run there and fail. Here whatever is pending waits for the next round.
    task.add_done_callback(lambda _done: loop.stop())
    try:
        for _round in range(3):
            loop.run_forever()
            if task.done():
                exit_code: int = task.result()
                return exit_code
            # Qt's loop ended first (app.quit() from elsewhere): let the session close the stores.
            session.request_quit()
        log.error("the GUI session did not finish after Qt quit; exiting anyway")
        return 1
    finally:
        if not task.done():
            task.cancel()
        try:
            loop.remove_signal_handler(signal.SIGINT)
        except (NotImplementedError, RuntimeError, ValueError):
            pass
        loop.close()
        asyncio.set_event_loop(None)
        collector.stop()
        if session.restarts:
            _start_again()


def _start_again() -> None:
    """A new GoClaw Lite with this one's command line (after a restore); this one exits next."""
    import subprocess

    subprocess.Popen([sys.executable, *sys.orig_argv[1:]], start_new_session=True)


def main() -> int:
    """`python -m goclaw_lite.gui.shell.launch`: the GUI on the default (or GOCLAW_HOME) data directory."""
    from goclaw_lite.config import resolve_paths

    return run_gui(resolve_paths(), sys.argv)


if __name__ == "__main__":
    sys.exit(main())
