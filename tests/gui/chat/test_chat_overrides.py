"""This chat's model and settings from the chat header: remembered with the conversation, used by its runs."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.chat_settings import ChatSettingsDialog
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.model.chat_overrides import OVERRIDES_KEY, ChatOverrides
from goclaw_lite.store.chat.conversations import ConversationStore
from tests.gui.chat.chat_fakes import FakeChatService, Reply
from tests.gui.chat.conftest import settle
from tests.gui.chat.test_chat_page import type_and_send, wait_run_done
from tests.support.qt_input import click

pytestmark = pytest.mark.gui


def test_settings_from_the_header_are_remembered_per_conversation(
    page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any, history: ConversationStore, app_ctx: AppContext,
) -> None:
    fake_service.replies.append(Reply("Hi."))
    type_and_send(qtbot, page, "Hello")
    wait_run_done(qtbot, page)
    cid = page.conversation_id
    assert cid is not None
    asked: list[ChatOverrides] = []

    def ask(_parent: Any, _agent: Any, current: ChatOverrides, _models: list[str]) -> ChatOverrides:
        asked.append(current)
        return ChatOverrides("fake-tiny", 0.3, 512)

    page._ask_settings = ask
    click(qtbot, page.settings_button)
    assert asked == [ChatOverrides()]  # the agent's own until now
    assert page.header_subtitle.text() == "Helper · fake-tiny on fake · temperature 0.3 · at most 512 tokens"
    qtbot.waitUntil(lambda: OVERRIDES_KEY in run(history.get(cid)).metadata, timeout=3000)
    assert run(history.get(cid)).metadata[OVERRIDES_KEY] == {"model": "fake-tiny", "temperature": 0.3, "max_tokens": 512}
    fake_service.replies.append(Reply("Hi again."))
    type_and_send(qtbot, page, "Once more")
    wait_run_done(qtbot, page)
    assert fake_service.models[-1] == "fake-tiny"
    # A window opened later (a new page on the same store) finds the choice with the conversation.
    later = ChatPage(app_ctx, service=fake_service)
    qtbot.addWidget(later)
    later.show()
    qtbot.waitUntil(lambda: later.composer.agent_key() == "helper", timeout=5000)
    later.open_conversation(cid)
    qtbot.waitUntil(lambda: later.conversation_id == cid, timeout=5000)
    settle(qtbot)
    assert later.chosen_model() == "fake-tiny" and later.composer.model_combo.currentText() == "fake-tiny"
    assert later.overrides_now() == ChatOverrides("fake-tiny", 0.3, 512)
    assert "temperature 0.3" in later.header_subtitle.text()
    # Back to the agent's own: forgotten by the conversation too.
    later._ask_settings = lambda *_a: ChatOverrides()
    click(qtbot, later.settings_button)
    qtbot.waitUntil(lambda: OVERRIDES_KEY not in run(history.get(cid)).metadata, timeout=3000)
    assert later.header_subtitle.text() == "Helper · fake-small on fake"
    later.close()


def test_a_new_chat_sends_its_choices_with_the_first_message(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    page._ask_settings = lambda *_a: ChatOverrides(temperature=1.1)
    click(qtbot, page.settings_button)
    assert page.header_subtitle.text().endswith("temperature 1.1")
    fake_service.replies.append(Reply("Hi."))
    type_and_send(qtbot, page, "Hello")
    wait_run_done(qtbot, page)
    assert fake_service.overrides[-1] == ChatOverrides(temperature=1.1)
    assert page.overrides_now() == ChatOverrides(temperature=1.1)  # now the conversation's
    page.new_chat()
    assert page.overrides_now().empty  # a new chat starts on the agent's own


def test_the_dialog_reads_and_resets_every_field(page: ChatPage, qtbot: Any) -> None:
    agent = page.current_agent()
    assert agent is not None
    dialog = ChatSettingsDialog(page, agent, ChatOverrides("fake-tiny", 0.7, 0), ["fake-small", "fake-tiny", "fake-large"])
    qtbot.addWidget(dialog)
    assert dialog.chosen() == ChatOverrides("fake-tiny", 0.7, 0)
    dialog.max_tokens.setValue(2048)
    dialog.model.setCurrentText("fake-large")
    assert dialog.chosen() == ChatOverrides("fake-large", 0.7, 2048)
    dialog.reset()
    assert dialog.chosen().empty
    assert dialog.temperature.text().startswith("Agent's own") and dialog.max_tokens.text() == "Agent's own (no limit)"
