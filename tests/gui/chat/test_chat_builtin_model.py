"""First run with no server anywhere: the form offers the built-in model, which then answers for real."""

from __future__ import annotations

import asyncio
import gc
import os
import socket
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.agent.local_model import MODEL_ID, PROVIDER_NAME, local_model_available
from goclaw_lite.agent.service import ChatService
from goclaw_lite.bootstrap import AppContext
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.probe import Candidate
from goclaw_lite.gui.launch import install_asyncgen_hooks
from goclaw_lite.gui.qt import Qt
from goclaw_lite.store.models_chat import MessageRole, MessageState
from goclaw_lite.store.providers import ProviderStore
from tests.conftest import skip_or_fail
from tests.gui.chat.conftest import settle

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
        run(page.shutdown())
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
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view, timeout=180_000)
    settle(qtbot, timeout=10000)
    builtin = page.builtin
    assert builtin is not None and builtin.running and builtin.server.info is not None
    pid, base_url = builtin.server.info.pid, builtin.server.info.base_url
    provider = run(ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, None).get(PROVIDER_NAME))
    assert (provider.api_base, provider.default_model, provider.provider_type) == (base_url, MODEL_ID, "openai_compat")
    assert page.composer.agent_key() == builtin.agent_key

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
    from goclaw_lite.agent.local_model import LocalServerInfo, register_local_provider

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
        run(page.shutdown())
        page.close()
    assert not _alive(pid)
