"""Closing a chat in the window goes through the chat engine, so the chat is queued to be remembered."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.memory.consolidation import ConsolidationWorker
from goclaw_lite.settings import AppSettings, save_settings
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.chat.episodic import ConsolidationJobStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_closing_in_the_window_queues_consolidation(
    app_ctx: AppContext, qtbot: Any, run: Any, history: ConversationStore, activity: ActivityStore,
) -> None:
    stores = app_ctx.stores
    run(ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "local", provider_type="openai_compat", api_base="http://127.0.0.1:9/v1", default_model="m"))
    agent = run(AgentStore(stores.db, stores.identity).create("helper", provider="local", model="m"))
    save_settings(app_ctx.paths, AppSettings(closed_retention_days=12))
    service = ChatService(stores, consolidation=ConsolidationWorker(stores))
    page = ChatPage(app_ctx, service=service, builtin=False)
    qtbot.addWidget(page)
    page.show()
    user = run(history.add_user_message("What did we decide?", agent_id=agent.id))
    run(history.add_assistant_message(user.conversation_id, content="Lisbon.", provider="local", model="m"))
    try:
        page.close_conversation(user.conversation_id)
        qtbot.waitUntil(lambda: run(history.get(user.conversation_id)).closed, timeout=5000)
        qtbot.waitUntil(lambda: "deleted 12 days after" in page.last_info, timeout=5000)
        jobs = run(ConsolidationJobStore(stores.db, stores.identity).list())
        assert [(j.agent_id, j.source_id) for j in jobs] == [(agent.id, user.conversation_id)]
        rows = run(activity.list(ActivityFilter(action="conversation.close")))
        assert [r.entity_id for r in rows] == [user.conversation_id]
    finally:
        run(service.aclose())
