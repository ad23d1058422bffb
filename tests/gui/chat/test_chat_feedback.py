"""Helpful / Not helpful on an answer in the window: recorded as evolution feedback, latest vote counts."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.message_layout import footer_targets
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.paint_ops import Action, PaintState
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore
from goclaw_lite.store.definitions.providers import ProviderStore

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_rating_an_answer_records_feedback(app_ctx: AppContext, qtbot: Any, run: Any, history: ConversationStore) -> None:
    stores = app_ctx.stores
    run(ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "local", provider_type="openai_compat", api_base="http://127.0.0.1:9/v1", default_model="m"))
    agent = run(AgentStore(stores.db, stores.identity).create("helper", provider="local", model="m"))
    service = ChatService(stores)
    page = ChatPage(app_ctx, service=service, builtin=False)
    qtbot.addWidget(page)
    page.resize(1100, 760)
    page.show()
    user = run(history.add_user_message("Plan a trip", agent_id=agent.id))
    answer = run(history.add_assistant_message(user.conversation_id, content="Go to Lisbon.", provider="local",
                                       model="m"))
    try:
        page.open_conversation(user.conversation_id)
        qtbot.waitUntil(lambda: page.view.thread_model.find(answer.id) is not None, timeout=5000)
        item = page.view.thread_model.find(answer.id)
        layout = page.view.renderer.layout(item, page.view.layout_width())
        labels = [label for _target, label in footer_targets(item, layout, PaintState(), page.view.renderer.theme)]
        assert labels[-3:] == ["Helpful", "Not helpful", "View trace"]  # under the answer, after Regenerate
        metrics = EvolutionMetricsStore(stores.db, stores.identity)
        page.view.trigger(answer.id, Action.NOT_HELPFUL)
        qtbot.waitUntil(lambda: run(metrics.aggregate_feedback(agent.id)).down == 1, timeout=5000)
        page.view.trigger(answer.id, Action.HELPFUL)  # changed my mind: the latest vote counts
        qtbot.waitUntil(lambda: run(metrics.aggregate_feedback(agent.id)).up == 1, timeout=5000)
        assert run(metrics.aggregate_feedback(agent.id)).down == 0
        qtbot.waitUntil(lambda: page.last_info == "Noted: this answer was helpful.", timeout=5000)
    finally:
        run(service.aclose())
