"""The chat window on the real ChatService, talking to the fake LLM server over real HTTP."""

from __future__ import annotations

import asyncio
import gc
import os
import sys
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.items import ToolStatus, item_from_message
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.gui.qt import Qt, is_alive
from goclaw_lite.gui.traces.waterfall import TraceView
from goclaw_lite.model.chat import MessageRole, MessageState
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.gui.chat.conftest import settle
from tests.support.fake_llm import (
    OPENAI_PATH,
    FakeLLMServer,
    StreamResponse,
    openai_text_stream,
    openai_tool_stream,
    unauthorized,
)
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.qt_input import click

pytestmark = pytest.mark.gui


@pytest.fixture
def real_page(app_ctx: AppContext, fake_llm: FakeLLMServer, qtbot: Any, run: Any) -> Iterator[tuple[ChatPage, ChatService]]:  # noqa: F811
    providers = ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher)
    agents = AgentStore(app_ctx.stores.db, app_ctx.stores.identity)
    run(providers.create("local", provider_type="openai_compat", api_base=fake_llm.openai_base, default_model="fake-small"))
    run(agents.create("helper", provider="local", model="fake-small", display_name="Helper", tool_policy={"current_time": "ask"}))
    # qasync installs no async-generator hooks (asyncio's run_forever would); without them an
    # httpx byte iterator the OpenAI client leaves suspended at [DONE] is finalized outside
    # the loop and raises. Reported to the lead; the app should install them in gui/shell/app.py.
    previous_hooks = sys.get_asyncgen_hooks()
    loop = asyncio.get_event_loop()
    sys.set_asyncgen_hooks(firstiter=loop._asyncgen_firstiter_hook, finalizer=loop._asyncgen_finalizer_hook)  # type: ignore[attr-defined]
    service = ChatService(app_ctx.stores)
    page = ChatPage(app_ctx, service=service)
    qtbot.addWidget(page)
    page.resize(1000, 720)
    page.show()
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view and page.composer.agent_key() == "helper", timeout=5000)
    settle(qtbot)
    try:
        yield page, service
    finally:
        run(service.aclose())  # spins the loop: pytest-qt's deleteLater of the page may run meanwhile
        if is_alive(page):
            page.close()
        gc.collect()
        run(loop.shutdown_asyncgens())
        sys.set_asyncgen_hooks(*previous_hooks)


def _send(qtbot: Any, page: ChatPage, text: str) -> None:
    page.composer.edit.setFocus()
    qtbot.keyClicks(page.composer.edit, text)
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Return)


def test_streamed_answer_and_tool_card_from_the_real_service(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, qtbot: Any, run: Any, history: ConversationStore  # noqa: F811
) -> None:
    page, _service = real_page
    fake_llm.script_openai(
        StreamResponse(openai_tool_stream([("call_1", "current_time", '{"timezone": "UTC"}')], text_before="Checking the clock.")),
        StreamResponse(openai_text_stream("It is **noon** in UTC right now.", usage=(40, 9)), delay=0.01),
    )
    _send(qtbot, page, "What time is it?")
    qtbot.waitUntil(lambda: page.approval.isVisible(), timeout=8000)
    assert "current_time" in page.approval.title.text() and '"UTC"' in page.approval.arguments.toPlainText()
    click(qtbot, page.approval.allow_button)
    qtbot.waitUntil(lambda: page.is_idle(), timeout=10000)
    settle(qtbot)
    items = page.view.thread_model.all_items()
    assert [i.role for i in items] == [MessageRole.USER, MessageRole.ASSISTANT, MessageRole.ASSISTANT]
    card = items[1].tool_cards[0]
    assert card.name == "current_time" and card.status is ToolStatus.OK
    assert card.duration_ms is not None and card.result and "UTC" in card.result
    answer = items[2]
    assert answer.text == "It is **noon** in UTC right now." and answer.state is MessageState.COMPLETE
    assert (answer.provider, answer.model, answer.eval_tokens) == ("local", "fake-small", 9)
    assert answer.llm_duration_ms is not None
    requests = fake_llm.requests_to(OPENAI_PATH)
    assert len(requests) == 2 and requests[1].body["messages"][-1]["role"] == "tool"
    # what the store holds is what the window shows
    stored = run(history.active_thread(page.conversation_id))
    assert [m.role for m in stored] == [MessageRole.USER, MessageRole.ASSISTANT, MessageRole.TOOL, MessageRole.ASSISTANT]
    assert stored[-1].text == answer.text


def test_stop_closes_the_stream_and_keeps_the_partial(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, qtbot: Any, run: Any, history: ConversationStore  # noqa: F811
) -> None:
    page, _service = real_page
    fake_llm.script_openai(StreamResponse(openai_text_stream("tick " * 200), delay=0.02))
    _send(qtbot, page, "Count slowly")
    qtbot.waitUntil(lambda: page.view.thread_model.total() == 2 and len(page.view.thread_model.all_items()[1].text) > 15, timeout=8000)
    click(qtbot, page.composer.stop_button)
    qtbot.waitUntil(lambda: page.is_idle(), timeout=10000)
    settle(qtbot)
    answer = page.view.thread_model.all_items()[1]
    assert answer.state is MessageState.STOPPED and answer.text.startswith("tick tick")
    assert len(answer.text) < len("tick " * 200)
    exchange = fake_llm.requests_to(OPENAI_PATH)[0]
    assert exchange.wait_closed(5) and exchange.client_closed_early
    assert run(history.get_message(answer.message_id)).state is MessageState.STOPPED


def test_a_conversation_longer_than_the_context_window_says_what_the_model_saw(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, app_ctx: AppContext, qtbot: Any, run: Any, history: ConversationStore  # noqa: F811
) -> None:
    from goclaw_lite.gui.chat.items import metrics_text

    page, _service = real_page
    run(app_ctx.stores.db.execute("UPDATE agents SET context_window = ? WHERE agent_key = ?", (800, "helper")))
    first = run(history.add_user_message("an old question " + "padding " * 150))
    cid = first.conversation_id
    run(history.add_assistant_message(cid, content="an old answer " + "padding " * 150))
    page.open_conversation(cid)
    qtbot.waitUntil(lambda: page.conversation_id == cid and page.view.thread_model.total() == 2, timeout=5000)
    fake_llm.script_openai(StreamResponse(openai_text_stream("I only see your last message.")))
    _send(qtbot, page, "What did I ask before?")
    qtbot.waitUntil(lambda: page.is_idle(), timeout=10000)
    settle(qtbot)
    sent = fake_llm.requests_to(OPENAI_PATH)[-1].body["messages"]
    assert [m["role"] for m in sent] == ["user"] and sent[0]["content"] == "What did I ask before?"
    assert page.notice.isVisible() and "Earlier messages were left out" in page.notice.label.text()
    assert "800 tokens" in page.notice.label.text() and "the last 1 message." in page.notice.label.text()
    answer = page.view.thread_model.last_item()
    assert answer is not None and answer.text == "I only see your last message."
    assert metrics_text(answer).endswith("saw only the last 1 message")
    if os.environ.get("GOCLAW_SHOT_DIR"):
        page.grab().save(os.path.join(os.environ["GOCLAW_SHOT_DIR"], "chat_history_trimmed.png"))


def test_a_failed_answer_is_said_in_the_window_s_language_and_an_old_row_in_its_english(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, qtbot: Any, run: Any,  # noqa: F811
    history: ConversationStore, app_ctx: AppContext,
) -> None:
    """The row keeps the English text and the error's facts; the chat says it from the facts (in
    Russian here, installed after the page was made), and a row from before the facts were kept
    shows its English text. The run's trace says it the same way."""
    page, _service = real_page
    fake_llm.script_openai(unauthorized())
    install_language("ru")
    try:
        _send(qtbot, page, "Hello?")
        qtbot.waitUntil(lambda: page.is_idle() and any(i.error for i in page.view.thread_model.all_items()),
                        timeout=10000)
        failed = next(i for i in page.view.thread_model.all_items() if i.error)
        assert failed.error == ("Ни одна модель не ответила (1 вызов): local/fake-small: API-ключ отклонён (HTTP 401): "
                                "Incorrect API key provided. — проверьте API-ключ сервера в настройках")
        stored = run(history.get_message(failed.message_id))
        assert stored.error is not None and stored.error.startswith(
            "No model answered (1 call): local/fake-small: authentication failed (HTTP 401)")
        assert stored.metadata["error_facts"]["code"] == "PROVIDER_ALL_FAILED"
        older = replace(stored, metadata={k: v for k, v in stored.metadata.items() if k != "error_facts"})
        assert item_from_message(older).error == stored.error
        traces, found = app_ctx.services.traces, []
        qtbot.waitUntil(lambda: found.append(run(traces.for_message(page.conversation_id, failed.message_id)))
                        or found[-1] is not None, timeout=10000)  # the trace is written after the run
        view = TraceView()
        qtbot.addWidget(view)
        view.show_trace(run(traces.get(found[-1])))
        assert "Ни одна модель не ответила (1 вызов)" in view.summary.text()
    finally:
        install_language("")
