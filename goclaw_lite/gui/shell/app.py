"""The GUI session: the store (with startup dialogs), the main window, an orderly shutdown.

`gui.launch.run_gui` creates the application, shows the window's shell and runs this session
in the qasync loop.

Startup failures end in a dialog and an exit code, never a traceback. The policy of which
dialog goes with which failure is `dialogs.decide_startup_dialog`; the flow that retries
after a dialog is `start_app`, which takes the "show a dialog" callable as a parameter so
tests drive it with a fake and never block on a modal dialog.

A key typed into the key dialog is handed to `open_app` through its `keystore_factory`: a
KeyStore whose view of the environment holds the entered key as GOCLAW_KEY. The process
environment is left alone, and the key is only stored (keyring or key file, through the
opened context's own KeyStore) after `open_app` has proved that it opens the database.

Shutdown: closing the window (or Ctrl+Q) resolves the session's quit future; the session
then cancels pending async work and awaits `ctx.close()`, which closes every aiosqlite
connection (an open one keeps the process alive) and releases the writer lock. If Qt's loop
ends first (`app.quit()` from elsewhere, emitting `aboutToQuit`), `run_gui` runs the loop
again just long enough for the session to finish the same way.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import Paths
from goclaw_lite.errors import UserError
from goclaw_lite.gui.i18n.errors import error_text
from goclaw_lite.gui.i18n.key_words import NOT_STORED, KeyWords
from goclaw_lite.gui.qt import is_alive
from goclaw_lite.gui.shell.appearance import app_icon
from goclaw_lite.gui.shell.desktop_integration import DesktopIntegration
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.open_progress import OpenProgress
from goclaw_lite.gui.shell.single_instance import ask_running_instance, server_name
from goclaw_lite.gui.widgets.async_bridge import cancel_pending
from goclaw_lite.gui.widgets.dialogs import (
    DialogAnswer,
    DialogKind,
    DialogPresenter,
    StartupDialog,
    decide_startup_dialog,
    key_not_stored_notice,
    key_shadowed_notice,
    new_key_note,
    new_key_notice,
)
from goclaw_lite.security.crypto import encode_key
from goclaw_lite.security.keysource import ENV_NAMES, KeyStore

log = logging.getLogger(__name__)

PROGRAM = "goclaw-lite (GUI)"
__all__ = ["NOT_STORED", "GuiSession", "StartupOutcome", "keystore_with_entered_key", "start_app"]
MAX_STARTUP_ATTEMPTS = 50
FIRST_FRAME_S = 0.02

ShowDialog = Callable[[StartupDialog], Awaitable[DialogAnswer]]
Opener = Callable[..., Awaitable[AppContext]]


# --- startup flow -----------------------------------------------------------------------


def keystore_with_entered_key(key: bytes) -> type[KeyStore]:
    """A KeyStore class for `open_app(keystore_factory=...)` that finds `key` first.

    Its environment view carries the key as GOCLAW_KEY (and drops the other key variables,
    so a stale one cannot conflict); `os.environ` itself is not changed.
    """
    text = encode_key(key)

    class EnteredKeyStore(KeyStore):
        def __init__(
            self, key_file: Path, install_id: str, *, environ: Mapping[str, str] | None = None, keyring_timeout: float = 3.0
        ) -> None:
            view = dict(os.environ if environ is None else environ)
            for name in ENV_NAMES:
                view.pop(name, None)
            view[ENV_NAMES[0]] = text
            super().__init__(key_file, install_id, environ=view, keyring_timeout=keyring_timeout)

    return EnteredKeyStore


@dataclass
class StartupOutcome:
    ctx: AppContext | None
    exit_code: int
    shown: list[StartupDialog] = field(default_factory=list)
    """Every dialog requested, in order (for tests and the log)."""


async def start_app(
    paths: Paths,
    *,
    show_dialog: ShowDialog,
    opener: Opener = open_app,
    key_policy: KeyPolicy = KeyPolicy.CREATE_IF_NEW,
    store: str | None = None,
    progress: Callable[[str, int, int], None] | None = None,
) -> StartupOutcome:
    """Open the store, turning each failure into a dialog; retry where the dialog allows it.

    `progress` hears about long work on open (the search index of an older database)."""
    shown: list[StartupDialog] = []
    entered: DialogAnswer | None = None
    for _attempt in range(MAX_STARTUP_ATTEMPTS):
        extra: dict[str, Any] = {} if store is None else {"store": store}
        if progress is not None:
            extra["progress"] = progress
        if entered is not None and entered.key is not None:
            extra["keystore_factory"] = keystore_with_entered_key(entered.key)
        try:
            ctx = await opener(paths, program=PROGRAM, key_policy=key_policy, **extra)
            ctx.resident = True  # the window runs background work (memory consolidation) itself
        except Exception as exc:  # every failure becomes a dialog
            if not isinstance(exc, UserError):
                log.error("GoClaw Lite could not start", exc_info=exc)
            request = decide_startup_dialog(exc, paths, entered_key=entered is not None)
            shown.append(request)
            answer = await show_dialog(request)
            if request.kind is DialogKind.LOCKED and answer.accepted:
                continue
            if request.kind is DialogKind.KEY_ENTRY and answer.accepted and answer.key is not None:
                entered = answer
                continue
            return StartupOutcome(ctx=None, exit_code=request.exit_code, shown=shown)
        try:
            if entered is not None and entered.key is not None:
                await _adopt_entered_key(ctx, entered, show_dialog, shown)
        except BaseException:
            await ctx.close()
            raise
        return StartupOutcome(ctx=ctx, exit_code=0, shown=shown)
    gave_up = UserError("Gave up after too many attempts to open the database.", case="startup_attempts")
    request = decide_startup_dialog(gave_up, paths)
    shown.append(request)
    await show_dialog(request)
    return StartupOutcome(ctx=None, exit_code=request.exit_code, shown=shown)


async def _adopt_entered_key(ctx: AppContext, entered: DialogAnswer, show_dialog: ShowDialog, shown: list[StartupDialog]) -> None:
    """The entered key opened the database: store it if asked, and say where it now lives."""
    assert entered.key is not None
    if not entered.remember:
        ctx.key_info = dataclasses.replace(ctx.key_info, location=NOT_STORED)
        return
    try:
        saved = await asyncio.to_thread(ctx.keystore.save, entered.key)
    except UserError as exc:
        ctx.key_info = dataclasses.replace(ctx.key_info, location=NOT_STORED)
        notice = key_not_stored_notice(error_text(exc))
        shown.append(notice)
        await show_dialog(notice)
        return
    ctx.key_info = dataclasses.replace(ctx.key_info, kind=saved.kind, location=saved.location)
    ctx.loaded_key = saved
    shadowing = [name for name in ENV_NAMES if os.environ.get(name, "").strip()]
    if shadowing:
        notice = key_shadowed_notice(KeyWords().source(ctx.key_info), shadowing[0])
        shown.append(notice)
        await show_dialog(notice)


# --- session ----------------------------------------------------------------------------


class GuiSession:
    """One run of the GUI: startup dialogs, the main window, and an orderly shutdown."""

    def __init__(
        self,
        paths: Paths,
        *,
        show_dialog: ShowDialog | None = None,
        opener: Opener = open_app,
        store: str | None = None,
        single_instance: bool = True,
        request: str = "raise",
        quit_when_shown: bool = False,
        shell: MainWindow | None = None,
    ) -> None:
        self.paths = paths
        self.store = store
        self.instance_name = server_name(paths.data_dir, store) if single_instance else None
        self.shell = shell
        """The window, already shown by the launcher before the store was open (which also
        asked a running instance first); None to make the window once the store is open."""
        self.request = request
        """What this launch asks of the window: `raise`, or `new-chat` (also handed to a running one)."""
        self.desktop: DesktopIntegration | None = None
        self.quit_when_shown = quit_when_shown
        """Startup benchmark: print `page-ready` once the current page is drawn, then quit
        (`window-shown` comes from the launcher's shell, `launch.show_shell`)."""
        self.presenter = DialogPresenter(shell)
        self.show_dialog: ShowDialog = show_dialog or self.presenter
        self.opener = opener
        self.ctx: AppContext | None = None
        self.window: MainWindow | None = None
        self._quit: asyncio.Future[None] | None = None
        self._quit_requested = False
        self._notice: asyncio.Future[None] | None = None
        self.model_start: asyncio.Future[None] | None = None
        """The built-in model starting as the window opens (when the default agent uses it)."""
        self.open_progress: OpenProgress | None = None
        """The progress of long work on open (the search index of an older database)."""

    @property
    def restarts(self) -> bool:
        """Settings' Restore… closed the window: once the store is closed (and the backup put in
        place) GoClaw Lite starts again, on the restored database."""
        return self.ctx is not None and self.ctx.pending_restore is not None

    def request_quit(self) -> None:
        self._quit_requested = True
        if self._quit is not None and not self._quit.done():
            self._quit.set_result(None)

    async def run(self) -> int:
        self._quit = asyncio.get_running_loop().create_future()
        if self._quit_requested:
            self._quit.set_result(None)
        shell = self.shell
        if shell is None and self.instance_name is not None and ask_running_instance(self.instance_name, self.request):
            log.info("GoClaw Lite is already open on this data directory; raised its window instead")
            return 0
        if shell is not None:
            shell.closed.connect(self.request_quit)  # closing it while the store opens quits once it is open
        self.open_progress = progress = OpenProgress(shell)  # a dialog only if the open has long work to report
        try:
            outcome = await start_app(
                self.paths, show_dialog=self.show_dialog, opener=self.opener, store=self.store, progress=progress
            )
        finally:
            progress.finish()
        if outcome.ctx is None:
            if shell is not None and is_alive(shell):
                shell.closed.disconnect(self.request_quit)
                shell.close()
                shell.deleteLater()
            return outcome.exit_code
        self.ctx = outcome.ctx
        if self.ctx.key_info.generated_now:  # also for whoever started the window from a terminal
            print(new_key_note(self.ctx.key_info), file=sys.stderr, flush=True)
        try:
            if shell is not None:
                self.window = shell
                shell.attach(self.ctx)
            if self._quit.done():  # the window was closed while the store opened
                return 0
            if shell is None:
                self.window = MainWindow(self.ctx, defer_pages=True)
                self.window.closed.connect(self.request_quit)
                self.window.show()
            assert self.window is not None  # the shell, or the window just made
            self.desktop = DesktopIntegration(self.window, icon=app_icon(), instance_name=self.instance_name,
                                              quit_app=self.request_quit, start_jobs=False)
            # A window made here: let Qt paint its first frame (sidebar, status bar, the page's
            # placeholder); the launcher's shell painted it already. Then import, build and draw
            # the current page, before anything else runs.
            await asyncio.sleep(FIRST_FRAME_S if shell is None else 0)
            self.window.load_pages()
            if self.quit_when_shown:
                self._report_ready_and_quit()
                return 0
            if self.request != "raise":
                self.desktop.handle_request(self.request)
            self.desktop.start_jobs()
            await self._greet()
            await self._quit
            return 0
        finally:
            await self._shutdown()

    async def _greet(self) -> None:
        """After the first frame: the first-run wizard (it explains a key made now), or else the
        new-key notice; and the built-in model's start."""
        assert self.ctx is not None
        from goclaw_lite.gui.setup.due import setup_is_due  # the wizard's own module only when it is due

        setup_due = not self.quit_when_shown and await setup_is_due(self.ctx)
        if self.ctx.key_info.generated_now and not setup_due:
            self.presenter.parent = self.window
            self._notice = asyncio.ensure_future(self._new_key_notice())
        if not self.quit_when_shown:
            self.model_start = asyncio.ensure_future(_start_builtin_model(self.ctx))
            if setup_due:
                self._offer_setup()

    async def _new_key_notice(self) -> None:
        """A key made at this start, outside the first run: say so, and offer *Back up the key…*."""
        assert self.ctx is not None
        answer = await self.show_dialog(new_key_notice(self.ctx.key_info))
        if answer.back_up_key and self.window is not None and is_alive(self.window):
            from goclaw_lite.gui.widgets.key_backup import open_key_backup

            open_key_backup(self.ctx, self.window)

    def _offer_setup(self) -> None:
        """The first-run wizard, after the new-key notice (if any) was read."""
        window, ctx = self.window, self.ctx
        if window is None or ctx is None:
            return
        if self._notice is not None and not self._notice.done():
            self._notice.add_done_callback(lambda _done: self._offer_setup())
            return
        if is_alive(window):
            from goclaw_lite.gui.home.page import land_after_setup
            from goclaw_lite.gui.setup.wizard import open_setup_wizard

            wizard = open_setup_wizard(ctx, window)
            wizard.finished.connect(lambda _result: land_after_setup(ctx, window))

    def _report_ready_and_quit(self) -> None:
        """Startup benchmark: the current page is drawn (`load_pages` paints it), the window is usable."""
        print("page-ready", flush=True)
        self.request_quit()

    async def _shutdown(self) -> None:
        for pending in (self._notice, self.model_start):
            if pending is not None and not pending.done():
                pending.cancel()
                await asyncio.wait([pending], timeout=5)
        desktop, self.desktop = self.desktop, None
        if desktop is not None and is_alive(desktop):
            desktop.close()
        window, self.window = self.window, None
        closers = _page_shutdowns(window)
        if window is not None and is_alive(window):
            window.closed.disconnect(self.request_quit)
            if window.isVisible():
                window.close()
            window.deleteLater()
        try:
            await cancel_pending()
            for close in closers:  # runs, the daily chat cleanup, the built-in model
                await close()
        finally:
            if self.ctx is not None:
                await self.ctx.close()


async def _start_builtin_model(ctx: AppContext) -> None:
    """Start the built-in model in the background when the default agent uses it, so the first
    message does not wait for it; a failure is logged (the chat says why when a run needs it)."""
    from goclaw_lite.app.local_setup import serve_for_default_agent

    try:
        await serve_for_default_agent(ctx.stores)
    except (UserError, OSError) as exc:
        log.warning("the built-in model did not start as the window opened: %s", exc)


def _page_shutdowns(window: MainWindow | None) -> list[Callable[[], Awaitable[None]]]:
    """The pages' `shutdown` coroutines, taken before the window is deleted (they use no Qt)."""
    if window is None or not is_alive(window):
        return []
    chat = sys.modules.get("goclaw_lite.gui.chat.page")  # never imported: no chat page to stop (and
    if chat is None:  # importing it only to look would load the MCP client library at quit)
        return []
    return [page.shutdown for page in window.findChildren(chat.ChatPage)]
