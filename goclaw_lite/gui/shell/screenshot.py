"""Render one page of the real main window to a PNG, offscreen.

Used by `goclaw-lite screenshot` (the README's pictures are made this way) and by the
screenshot tests. The window reads the same store the app uses; its persisted state goes to a
throw-away settings file so a screenshot never changes the user's last page or geometry.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from pathlib import Path
from typing import Any

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import Paths, private_output
from goclaw_lite.gui.qt import QEventLoop, QSettings
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.widgets.async_bridge import cancel_pending, pending_tasks

DEFAULT_SIZE = (1200, 760)


async def grab_page(window: MainWindow, page_key: str, target: Path, *, settle_timeout: float = 10.0) -> Path:
    """Show `page_key`, wait until its background loads finish, and save the window as PNG."""
    window.show_page(page_key)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + settle_timeout
    # Never call processEvents() here: under qasync it would run other tasks re-entrantly.
    # Sleeping hands control back to the Qt loop, which paints and runs the page loads.
    while loop.time() < deadline:
        await asyncio.sleep(0.02)
        if not any(not t.done() for t in pending_tasks()):
            break
    await asyncio.sleep(0.1)
    target.parent.mkdir(parents=True, exist_ok=True)
    with private_output(target) as temporary:
        if not window.grab().save(str(temporary), "PNG"):
            raise OSError(f"could not write {target}")
    return target


async def show_demo_views(window: MainWindow, page_key: str, *, conversation_id: str | None, entity_id: str | None) -> None:
    """Open the demo conversation in Chat / the demo entity in the knowledge graph / Test the demo
    MCP server before a grab."""
    window.show_page(page_key)
    page = window.page(page_key)
    if page_key == "chat" and conversation_id and hasattr(page, "open_conversation"):
        await asyncio.sleep(0.3)
        page.open_conversation(conversation_id)
        await asyncio.sleep(0.5)
    elif page_key == "kg" and entity_id and hasattr(page, "open_entity"):
        await asyncio.sleep(0.5)
        page.open_entity(entity_id)
        await asyncio.sleep(2.0)  # the force layout runs off the UI thread
    elif page_key == "mcp" and hasattr(page, "select_server"):
        await _test_demo_server(page)


async def _test_demo_server(page: Any, name: str = "time", timeout: float = 30.0) -> None:
    """Select the demo's `time` server and run Test (a real start when mcp-server-time is on PATH)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline and (page.snapshot is None or page.loading):
        await asyncio.sleep(0.05)
    if not page.select_server(name):
        return
    page.test_server()
    await asyncio.sleep(0.05)
    while loop.time() < deadline and page.loading:
        await asyncio.sleep(0.05)


def take_screenshot(paths: Paths, page_key: str, target: Path, *, size: tuple[int, int] = DEFAULT_SIZE,
                    language: str = "") -> Path:
    """`language` ('' for the user's setting) as `i18n.languages.install_language` takes it, `pseudo` too."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from goclaw_lite.errors import UserError
    from goclaw_lite.gui.i18n.languages import apply_settings
    from goclaw_lite.gui.shell.launch import create_application
    from goclaw_lite.settings import AppSettings, load_settings

    app = create_application(["goclaw-lite"])
    try:
        settings = load_settings(paths)
    except UserError:
        settings = AppSettings()
    apply_settings(language or settings.language, settings.time_zone)
    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)

    async def work() -> Path:
        ctx = await open_app(paths, program="goclaw-lite screenshot", key_policy=KeyPolicy.OPTIONAL)
        try:
            with tempfile.TemporaryDirectory() as scratch:
                settings = QSettings(str(Path(scratch) / "gui.ini"), QSettings.Format.IniFormat)
                window = MainWindow(ctx, settings=settings)
                try:
                    window.resize(*size)
                    window.show()
                    return await grab_page(window, page_key, target)
                finally:
                    window.close()
                    window.deleteLater()
                    await asyncio.sleep(0)
        finally:
            await cancel_pending()
            await ctx.close()

    try:
        saved: Path = loop.run_until_complete(work())
        return saved
    finally:
        loop.close()
        asyncio.set_event_loop(None)
