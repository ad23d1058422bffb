"""Make the documentation's screenshots with the real app on a throw-away demo data directory.

Run from the repository root: `python packaging/make_screenshots.py`. It fills a temporary
GOCLAW_HOME through the real stores (an agent, conversations with a tool call, registered
tools with fake credentials) and renders pages with `goclaw-lite screenshot`'s code path into
docs/screenshots/. No real secret is involved; the demo key is random and discarded.

`python packaging/make_screenshots.py --review DIR` renders every page instead, at 1024x700 and
1440x900 and in dark mode, into DIR: the pictures to look at before a release.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goclaw_lite.gui.agents.page import AgentsPageWidget
    from goclaw_lite.gui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"


async def fill(home: Path) -> tuple[str, str]:
    """Create the demo data; returns the conversation and the entity to show."""
    from goclaw_lite.app.context import KeyPolicy, open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.demo import fill_demo

    ctx = await open_app(resolve_paths(), program="make_screenshots", key_policy=KeyPolicy.REQUIRED)
    try:
        demo = await fill_demo(ctx, home / "bin")
        return demo.conversation_id, demo.entity_id
    finally:
        await ctx.close()


SERVER_DIALOG = "server-dialog"
"""Not a page: Settings > Model servers > Add server…, grabbed on its own."""


async def grab_server_dialog(window: MainWindow, target: Path) -> None:
    """The Add server dialog with the Ollama preset chosen (a local address: no key asked for)."""
    from goclaw_lite.gui.settings.page import SettingsPage

    window.show_page("settings")
    page = window.page("settings")
    assert isinstance(page, SettingsPage)
    await asyncio.sleep(0.3)
    dialog = page.providers_box.add_server()
    dialog.choose_preset("ollama")
    await asyncio.sleep(0.3)
    target.parent.mkdir(parents=True, exist_ok=True)
    if not dialog.grab().save(str(target), "PNG"):
        raise OSError(f"could not write {target}")
    dialog.reject()
    await asyncio.sleep(0)


AGENT_FILES = "agent-files"
"""Not a page: the Agents page with the editor's Files tab open on SOUL.md."""


async def settled(condition: Callable[[], object], tries: int = 100) -> None:
    """Wait (every 50 ms, at most `tries` times) until `condition()` holds; a shot is taken either way."""
    for _ in range(tries):
        if condition():
            return
        await asyncio.sleep(0.05)


async def agents_page(window: MainWindow) -> AgentsPageWidget:
    """The Agents page, shown, once its current agent is loaded."""
    from goclaw_lite.gui.agents.page import AgentsPageWidget

    window.show_page("agents")
    page = window.page("agents")
    assert isinstance(page, AgentsPageWidget)
    await settled(lambda: page.current is not None and not page.loading)
    return page


async def show_agent_files(window: MainWindow) -> None:
    page = await agents_page(window)
    page.editor.setCurrentWidget(page.files)
    await settled(lambda: page.files.listing is not None)
    page.files.list.setCurrentRow(0)


AGENT_TOOLS, BUILTIN_TOOLS = "agent-tools", "builtin-tools"
"""Not pages: the agent editor's Tools tab once the MCP servers answered, and Settings scrolled to
Built-in tools (review only)."""


async def show_agent_tools(window: MainWindow) -> str:
    from goclaw_lite.gui.agents.page import TOOLS_TAB

    page = await agents_page(window)
    listed: list[object] = []
    page.mcpListed.connect(listed.append)
    page.editor.setCurrentIndex(TOOLS_TAB)
    await settled(lambda: listed, tries=600)
    return "agents"


async def show_builtin_tools(window: MainWindow) -> str:
    from goclaw_lite.gui.qt import QScrollArea
    from goclaw_lite.gui.settings.page import SettingsPage

    window.show_page("settings")
    page = window.page("settings")
    assert isinstance(page, SettingsPage)
    await asyncio.sleep(0.5)
    scroll = page.findChild(QScrollArea)
    if scroll is not None:
        scroll.ensureWidgetVisible(page.builtin_tools_box, 0, 0)
    await asyncio.sleep(0.2)
    return "settings"


def render(
    pages: tuple[tuple[str, str], ...], conversation_id: str, entity_id: str, size: tuple[int, int],
    *, out: Path = OUT, dark: bool = False, language: str = "en",
) -> None:
    """The window of `goclaw-lite screenshot`, with the demo conversation opened in Chat."""
    from goclaw_lite.app.context import open_app
    from goclaw_lite.config import resolve_paths
    from goclaw_lite.gui.i18n.languages import install_language
    from goclaw_lite.gui.qt import QEventLoop, QSettings, Qt
    from goclaw_lite.gui.shell.appearance import apply_color_scheme
    from goclaw_lite.gui.shell.launch import create_application, install_asyncgen_hooks
    from goclaw_lite.gui.shell.main_window import MainWindow
    from goclaw_lite.gui.shell.screenshot import grab_page, show_demo_views
    from goclaw_lite.gui.widgets.async_bridge import cancel_pending

    app = create_application(["goclaw-lite"])
    apply_color_scheme(app, Qt.ColorScheme.Dark if dark else Qt.ColorScheme.Light)
    install_language(language)
    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)

    async def work() -> None:
        ctx = await open_app(resolve_paths(), program="make_screenshots")
        try:
            with tempfile.TemporaryDirectory() as scratch:
                window = MainWindow(ctx, settings=QSettings(str(Path(scratch) / "gui.ini"), QSettings.Format.IniFormat))
                window.resize(*size)
                window.show()
                for page, name in pages:
                    if page == SERVER_DIALOG:
                        await grab_server_dialog(window, out / name)
                        print(f"wrote {out / name}")
                        continue
                    if page == AGENT_FILES:
                        await show_agent_files(window)
                        await grab_page(window, "agents", out / name)
                        print(f"wrote {out / name}")
                        continue
                    if page in (AGENT_TOOLS, BUILTIN_TOOLS):
                        shown = await (show_agent_tools if page == AGENT_TOOLS else show_builtin_tools)(window)
                        await grab_page(window, shown, out / name)
                        print(f"wrote {out / name}")
                        continue
                    await show_demo_views(window, page, conversation_id=conversation_id, entity_id=entity_id)
                    await grab_page(window, page, out / name)
                    print(f"wrote {out / name}")
                window.close()
                window.deleteLater()
                await asyncio.sleep(0)
        finally:
            await cancel_pending()
            await ctx.close()

    try:
        loop.run_until_complete(work())
    finally:
        loop.close()


def review_pages() -> tuple[str, ...]:
    """Every page the sidebar shows, in its order, then the server dialog: a new page is reviewed
    without anyone remembering to add it here."""
    from goclaw_lite.gui.shell.pages import load_builtin_pages, registered_pages

    load_builtin_pages()
    return (*(spec.key for spec in registered_pages()), SERVER_DIALOG, AGENT_FILES, AGENT_TOOLS, BUILTIN_TOOLS)


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Parsed before anything is rendered: `--help` or a mistyped option must not overwrite docs/screenshots/."""
    parser = argparse.ArgumentParser(
        prog="make_screenshots.py",
        description="Render the documentation's screenshots from the real window on throw-away demo data "
                    f"(into {OUT.relative_to(ROOT)}/, or with --review every page into DIR).",
    )
    parser.add_argument("--review", metavar="DIR", type=Path,
                        help="render every page at 1024x700, 1440x900 and 1024x700 dark into DIR instead")
    parser.add_argument("--language", action="append", default=[], choices=("en", "vi", "zh_CN", "ru", "pseudo"),
                        help="with --review: render every page at 1024x700 in this language only (repeatable)")
    parser.add_argument("--page", action="append", default=[], metavar="KEY",
                        help="with --review: render only this page (repeatable)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    review = args.review
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    # The demo's MCP server `time` is mcp-server-time, installed beside this interpreter (the
    # `test` extra): on PATH, the MCP page's Test shows a real server's tools.
    os.environ["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch) / "demo-home"
        os.environ["GOCLAW_HOME"] = str(home)
        os.environ["GOCLAW_KEY"] = os.urandom(32).hex()
        os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
        conversation_id, entity_id = asyncio.run(fill(home))
        if review is not None:
            review.mkdir(parents=True, exist_ok=True)
            pages = tuple(p for p in review_pages() if not args.page or p in args.page)
            for language in args.language:
                render(tuple((p, f"{p}-1024x700-{language}.png") for p in pages), conversation_id, entity_id,
                       (1024, 700), out=review, language=language)
            for (width, height), dark in (((1024, 700), False), ((1440, 900), False), ((1024, 700), True)):
                if args.language:
                    break
                tag = f"{width}x{height}{'-dark' if dark else ''}"
                render(tuple((p, f"{p}-{tag}.png") for p in review_pages()), conversation_id, entity_id, (width, height),
                       out=review, dark=dark)
            return 0
        OUT.mkdir(parents=True, exist_ok=True)
        render(
            (("home", "home.png"), ("chat", "main_window.png"), ("agents", "agents.png"),
             (AGENT_FILES, "agent_files.png"), ("kg", "knowledge_graph.png"), ("credentials", "credentials.png"),
             ("jobs", "jobs.png"), ("settings", "settings.png"), (SERVER_DIALOG, "server_dialog.png")),
            conversation_id,
            entity_id,
            (1280, 800),
        )
        render((("mcp", "mcp.png"), ("skills", "skills.png"), ("traces", "traces.png")), conversation_id, entity_id,
               (1440, 900))
    return 0


if __name__ == "__main__":
    sys.exit(main())
