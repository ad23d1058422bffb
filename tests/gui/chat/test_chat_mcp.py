"""MCP in the chat window: a long tool call's progress shows on its card (real ChatService,
real server-everything, the fake LLM server over HTTP)."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.gui.chat.items import ToolStatus
from goclaw_lite.gui.chat.page import ChatPage
from tests.conftest import skip_or_fail
from tests.gui.chat.test_chat_page import type_and_send, wait_run_done
from tests.gui.chat.test_chat_service_e2e import real_page  # noqa: F401 - fixture
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.mcp_servers import npm_server
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.slow]


def test_progress_of_a_long_mcp_call_shows_on_the_tool_card(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, qtbot: Any, run: Any,  # noqa: F811
) -> None:
    command = npm_server("mcp-server-everything")
    if command is None:
        skip_or_fail("@modelcontextprotocol/server-everything is not installed (npm install --prefix tests/mcp_servers)")
    page, service = real_page
    run(service.mcp.add("every", transport="stdio", command=command or "", args=["stdio"], timeout_sec=90))
    run(service.mcp.grant("every", "helper"))
    fake_llm.script_openai(
        StreamResponse(openai_tool_stream([("call_long", "every__trigger-long-running-operation", '{"duration": 4, "steps": 4}')])),
        StreamResponse(openai_text_stream("It finished.")),
    )
    type_and_send(qtbot, page, "Run the long operation")
    qtbot.waitUntil(lambda: page.approval.isVisible(), timeout=30000)  # an MCP tool asks before its first use
    click(qtbot, page.approval.allow_button)
    seen: set[str] = set()

    def progressed() -> bool:
        items = page.view.thread_model.all_items()
        cards = [c for i in items for c in i.tool_cards]
        seen.update(c.progress for c in cards if c.progress and c.status is ToolStatus.RUNNING)
        return any(text.endswith(" of 4") for text in seen)

    qtbot.waitUntil(progressed, timeout=30000)
    item = next(i for i in page.view.thread_model.all_items() if i.tool_cards)
    card = item.tool_cards[0]
    if card.status is ToolStatus.RUNNING:  # the header says how far it got
        layout = page.view.renderer.layout(item, page.view.layout_width())
        assert any(getattr(op, "text", "").startswith("running · ") for op in layout.ops)
    wait_run_done(qtbot, page, timeout=60000)
    card = next(i for i in page.view.thread_model.all_items() if i.tool_cards).tool_cards[0]
    assert card.status is ToolStatus.OK and "Long running operation completed" in (card.result or "")
    assert seen <= {"1 of 4", "2 of 4", "3 of 4", "4 of 4"} and seen
