"""The window keeps the chat history tidy while it runs, and stops doing so when it quits."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.app.context import AppContext
from goclaw_lite.config import Paths
from goclaw_lite.errors import NotFoundError
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.shell.app import GuiSession
from goclaw_lite.gui.widgets.dialogs import DialogAnswer
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.gui.chat.conftest import CLOSED_PORT_BASE, settle

pytestmark = pytest.mark.gui


def _gone(run: Any, store: ConversationStore, conversation_id: str) -> bool:
    try:
        run(store.get(conversation_id))
    except NotFoundError:
        return True
    return False


def test_the_daily_cleanup_runs_while_the_window_is_open_and_stops_at_shutdown(
    app_ctx: AppContext, qtbot: Any, run: Any
) -> None:
    stores = app_ctx.stores
    run(ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "fake", provider_type="openai_compat", api_base=CLOSED_PORT_BASE, default_model="fake-small"))
    run(AgentStore(stores.db, stores.identity).create("helper", provider="fake", model="fake-small"))
    store = ConversationStore(stores.db, stores.identity)  # today's clock
    old = run(store.add_user_message("closed before the app started")).conversation_id
    run(store.close(old))
    later = datetime.now(UTC) + timedelta(days=31)  # the service lives 31 days ahead: closed ones are due
    service = ChatService(stores, maintenance_interval=0.3, wall_clock=lambda: later)
    page = ChatPage(app_ctx, service=service)
    qtbot.addWidget(page)
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view, timeout=5000)
    qtbot.waitUntil(lambda: _gone(run, store, old), timeout=5000)  # the start-up pass
    task = service._maintenance
    assert task is not None and not task.done()

    closed_now = run(store.add_user_message("closed while the app runs")).conversation_id
    run(store.close(closed_now))
    qtbot.waitUntil(lambda: _gone(run, store, closed_now), timeout=5000)  # a later, scheduled pass
    kept = run(store.add_user_message("still open")).conversation_id

    settle(qtbot)
    run(page.shutdown())
    assert task.done() and task.cancelled()
    run(asyncio.sleep(0.6))  # two intervals later nothing runs any more
    assert not _gone(run, store, kept)
    page.close()


def test_quitting_the_app_stops_the_chat_cleanup(gui_env: Paths, qtbot: Any, qloop: Any) -> None:
    async def accept(_request: Any) -> DialogAnswer:
        return DialogAnswer(accepted=True)

    session = GuiSession(gui_env, show_dialog=accept, single_instance=False)
    ended = asyncio.ensure_future(session.run())
    qtbot.waitUntil(lambda: session.window is not None and session.window.isVisible(), timeout=10000)
    window = session.window
    assert window is not None
    page = window.page("chat")
    assert isinstance(page, ChatPage) and isinstance(page.service, ChatService)
    service = page.service
    qtbot.waitUntil(lambda: service._maintenance is not None, timeout=10000)
    task = service._maintenance
    assert task is not None and not task.done()
    window.close()
    qtbot.waitUntil(ended.done, timeout=10000)
    assert ended.result() == 0 and task.cancelled() and service._closed


def test_the_cleanup_keeps_closed_chats_as_long_as_settings_say(app_ctx: AppContext, run: Any) -> None:
    from dataclasses import replace

    from goclaw_lite.gui.chat.service_loader import default_service
    from goclaw_lite.settings import load_settings, save_settings

    stores = app_ctx.stores
    two_days_ago = datetime.now(UTC) - timedelta(days=2)
    past = ConversationStore(stores.db, stores.identity, clock=lambda: two_days_ago)
    closed = run(past.add_user_message("closed two days ago")).conversation_id
    run(past.close(closed))
    service = default_service(app_ctx)
    assert isinstance(service, ChatService)
    try:
        assert run(service.run_maintenance()).deleted == 0  # kept 30 days by default
        save_settings(app_ctx.paths, replace(load_settings(app_ctx.paths), closed_retention_days=1))
        assert run(service.run_maintenance()).deleted == 1  # the changed setting applies at the next pass
        assert _gone(run, past, closed)
    finally:
        run(service.aclose())
