"""Resources and prompts of the agent's MCP servers in the composer, against the real
server-everything (real ChatService, the fake LLM server over HTTP)."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.qt import QAction, QMenu
from tests.conftest import skip_or_fail
from tests.gui.chat.test_chat_page import type_and_send, wait_run_done
from tests.gui.chat.test_chat_service_e2e import real_page  # noqa: F401 - fixture
from tests.support.fake_llm import OPENAI_PATH, FakeLLMServer, StreamResponse, openai_text_stream
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.mcp_servers import npm_server

pytestmark = [pytest.mark.gui, pytest.mark.slow]


def menu_action(menu: QMenu, submenu: str, text: str) -> QAction:
    for action in menu.actions():
        child = action.menu()
        if isinstance(child, QMenu) and action.text() == submenu:
            for item in child.actions():
                if item.text() == text:
                    return item
    raise AssertionError(f"no {submenu} > {text} in {[a.text() for a in menu.actions()]}")


def test_attach_a_resource_and_start_from_a_prompt(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, qtbot: Any, run: Any,  # noqa: F811
) -> None:
    command = npm_server("mcp-server-everything")
    if command is None:
        skip_or_fail("@modelcontextprotocol/server-everything is not installed (npm install --prefix tests/mcp_servers)")
    page, service = real_page
    assert not page.composer.mcp_button.isVisible()  # no server granted: nothing offered
    run(service.mcp.add("every", transport="stdio", command=command or "", args=["stdio"], timeout_sec=90))
    run(service.mcp.grant("every", "helper"))
    page.refresh_mcp_context(page.current_agent())
    qtbot.waitUntil(lambda: page.composer.mcp_button.isVisible(), timeout=30000)
    menu = page.composer.mcp_menu
    # a prompt without arguments fills the composer
    menu_action(menu, "Start from a prompt of every", "simple-prompt").trigger()
    qtbot.waitUntil(lambda: page.composer.text() == "This is a simple prompt without arguments.", timeout=10000)
    # one with arguments asks for them first
    page.ask_prompt_arguments = lambda _parent, prompt: {"city": "Lisbon"} if prompt.name == "args-prompt" else None
    menu_action(menu, "Start from a prompt of every", "args-prompt…").trigger()
    qtbot.waitUntil(lambda: "Lisbon" in page.composer.text(), timeout=10000)
    # a resource becomes an attachment chip and goes to the model with the message
    menu_action(menu, "Attach a resource of every", "architecture.md").trigger()
    qtbot.waitUntil(lambda: [a.name for a in page.composer.attachments()] == ["architecture.md"], timeout=10000)
    assert page.composer.tray.chips()[0].label.text().startswith("architecture.md (MCP) · ")
    fake_llm.script_openai(StreamResponse(openai_text_stream("Read it.")))
    page.composer.set_text("")
    type_and_send(qtbot, page, "Summarise the architecture")
    wait_run_done(qtbot, page, timeout=30000)
    sent = fake_llm.requests_to(OPENAI_PATH)[-1].body["messages"]
    user = [m["content"] for m in sent if m["role"] == "user"][-1]
    assert user.startswith("Summarise the architecture") and '<attached_file name="architecture.md">' in user
    assert "Architecture" in user.split("<attached_file", 1)[1]
