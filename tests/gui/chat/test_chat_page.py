"""The chat page end to end on a real store, with the scripted service."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.qt import Qt
from goclaw_lite.model.chat import MessageRole, MessageState
from goclaw_lite.store.chat.conversations import ConversationStore
from tests.gui.chat.chat_fakes import FakeChatService, Reply
from tests.gui.chat.conftest import settle
from tests.support.qt_input import click

pytestmark = pytest.mark.gui


def type_and_send(qtbot: Any, page: ChatPage, text: str) -> None:
    page.composer.edit.setFocus()
    qtbot.keyClicks(page.composer.edit, text)
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Return)


def wait_run_done(qtbot: Any, page: ChatPage, timeout: int = 8000) -> None:
    qtbot.waitUntil(lambda: page.is_idle() and not page.composer.running, timeout=timeout)
    settle(qtbot)


def test_enter_sends_and_the_answer_streams_in(
    page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any, history: ConversationStore,
) -> None:
    fake_service.replies.append(Reply("Hello **there**, here is some `code`.", chunk=3, delay=0.005))
    type_and_send(qtbot, page, "Hi assistant")
    qtbot.waitUntil(lambda: page.composer.running, timeout=3000)
    assert page.composer.text() == ""
    wait_run_done(qtbot, page)
    items = page.view.thread_model.all_items()
    assert [i.role for i in items] == [MessageRole.USER, MessageRole.ASSISTANT]
    assert items[0].text == "Hi assistant"
    assert items[1].text == "Hello **there**, here is some `code`." and items[1].state is MessageState.COMPLETE
    assert items[1].author == "Helper"
    stored = run(history.active_thread(page.conversation_id))
    assert [m.text for m in stored] == ["Hi assistant", items[1].text]
    assert page.header_title.text() == "Hi assistant"
    assert page.sidebar.model.rowCount() == 1 and page.sidebar.model.summary(0).id == page.conversation_id


def test_shift_enter_adds_a_line_and_does_not_send(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    page.composer.edit.setFocus()
    qtbot.keyClicks(page.composer.edit, "first line")
    one_line = page.composer.edit.height()
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(page.composer.edit, "second line")
    assert page.composer.text() == "first line\nsecond line"
    assert page.composer.edit.height() > one_line  # the box grows with its text
    assert fake_service.calls == []
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Enter)  # the keypad Enter sends too
    wait_run_done(qtbot, page)
    assert fake_service.calls[0][:2] == ("send", "first line\nsecond line")


def test_stop_keeps_the_partial_answer_marked_stopped(
    page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any, history: ConversationStore,
) -> None:
    fake_service.replies.append(Reply("word " * 400, chunk=5, delay=0.01))
    type_and_send(qtbot, page, "Write a lot")
    qtbot.waitUntil(lambda: page.composer.stop_button.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: page.view.thread_model.total() == 2 and len(page.view.thread_model.all_items()[1].text) > 20, timeout=5000)
    click(qtbot, page.composer.stop_button)
    wait_run_done(qtbot, page)
    answer = page.view.thread_model.last_item()
    assert answer is not None and answer.is_assistant
    assert answer.state is MessageState.STOPPED
    assert 20 < len(answer.text) < len("word " * 400)
    stored = run(history.get_message(answer.message_id))
    assert stored.state is MessageState.STOPPED and stored.text == answer.text
    assert page.composer.send_button.isVisible() and not page.composer.stop_button.isVisible()


def test_escape_in_the_composer_stops_the_answer(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    fake_service.replies.append(Reply("slow " * 300, chunk=5, delay=0.01))
    type_and_send(qtbot, page, "Go")
    qtbot.waitUntil(lambda: page.composer.running, timeout=3000)
    qtbot.waitUntil(lambda: bool(page.view.thread_model.total() == 2 and page.view.thread_model.last_item().text), timeout=3000)
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Escape)
    wait_run_done(qtbot, page)
    last = page.view.thread_model.last_item()
    assert last is not None and last.state is MessageState.STOPPED


def test_a_refused_send_keeps_the_text_and_says_why(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    from goclaw_lite.errors import RateLimitedError

    fake_service.refuse_next = RateLimitedError("At most 30 answers a minute; wait a moment and send again.")
    type_and_send(qtbot, page, "Please keep this text")
    qtbot.waitUntil(lambda: page.notice.isVisible(), timeout=3000)
    assert "30 answers a minute" in page.notice.label.text()
    assert page.composer.text() == "Please keep this text"
    assert page.view.thread_model.total() == 0
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Return)
    wait_run_done(qtbot, page)
    assert page.composer.text() == "" and page.view.thread_model.total() == 2


def click_target(qtbot: Any, page: ChatPage, message_id: str, action: Any, payload: str = "") -> None:
    qtbot.waitUntil(lambda: not page.view.target_rect(message_id, action, payload).isNull(), timeout=3000)
    click(qtbot, page.view.viewport(), pos=lambda: page.view.target_rect(message_id, action, payload).center())


def test_regenerate_keeps_the_old_answer_as_a_branch(
    page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any, history: ConversationStore,
) -> None:
    from goclaw_lite.gui.chat.paint_ops import Action

    fake_service.replies.extend([Reply("First answer"), Reply("Second answer")])
    type_and_send(qtbot, page, "Question")
    wait_run_done(qtbot, page)
    first = page.view.thread_model.last_item()
    assert first is not None and first.text == "First answer"
    click_target(qtbot, page, first.message_id, Action.REGENERATE)
    wait_run_done(qtbot, page)
    items = page.view.thread_model.all_items()
    assert [i.text for i in items] == ["Question", "Second answer"]
    second = items[1]
    qtbot.waitUntil(lambda: second.message_id in page.view.thread_model.siblings, timeout=3000)
    siblings = page.view.thread_model.siblings[second.message_id]
    assert siblings.label == "2/2" and siblings.previous_id == first.message_id

    click_target(qtbot, page, second.message_id, Action.PREVIOUS_BRANCH, first.message_id)
    qtbot.waitUntil(lambda: [i.text for i in page.view.thread_model.all_items()] == ["Question", "First answer"], timeout=3000)
    qtbot.waitUntil(lambda: first.message_id in page.view.thread_model.siblings, timeout=3000)
    assert page.view.thread_model.siblings[first.message_id].label == "1/2"
    stored = run(history.active_thread(page.conversation_id))
    assert [m.text for m in stored] == ["Question", "First answer"]


def test_edit_and_resend_branches_the_user_message(page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any) -> None:
    from goclaw_lite.gui.chat.message_layout import Action

    fake_service.replies.extend([Reply("About cats"), Reply("About dogs")])
    type_and_send(qtbot, page, "Tell me about cats")
    wait_run_done(qtbot, page)
    question = page.view.thread_model.all_items()[0]
    click_target(qtbot, page, question.message_id, Action.EDIT)
    assert page.composer.editing == question.message_id
    assert page.composer.text() == "Tell me about cats" and page.composer.edit_bar.isVisible()
    page.composer.set_text("Tell me about dogs")
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Return)
    wait_run_done(qtbot, page)
    assert [i.text for i in page.view.thread_model.all_items()] == ["Tell me about dogs", "About dogs"]
    assert fake_service.calls[-1] == ("edit", question.message_id, "Tell me about dogs")
    assert page.composer.editing is None and page.composer.text() == ""
    edited = page.view.thread_model.all_items()[0]
    qtbot.waitUntil(lambda: edited.message_id in page.view.thread_model.siblings, timeout=3000)
    assert page.view.thread_model.siblings[edited.message_id].label == "2/2"
    page.view.setFocus()
    page.view.setCurrentIndex(page.view.thread_model.index(0))
    qtbot.keyClick(page.view, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: [i.text for i in page.view.thread_model.all_items()] == ["Tell me about cats", "About cats"], timeout=3000)


def test_cancelling_an_edit_restores_the_draft(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    type_and_send(qtbot, page, "Original")
    wait_run_done(qtbot, page)
    page.composer.set_text("a draft I was writing")
    question = page.view.thread_model.all_items()[0]
    page.view.setFocus()
    page.view.setCurrentIndex(page.view.thread_model.index(0))
    qtbot.keyClick(page.view, Qt.Key.Key_F2)
    assert page.composer.editing == question.message_id and page.composer.text() == "Original"
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Escape)
    assert page.composer.editing is None and page.composer.text() == "a draft I was writing"
    assert len(fake_service.calls) == 1


def test_tool_calls_show_as_collapsible_cards(page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any) -> None:
    from goclaw_lite.gui.chat.items import ToolStatus
    from goclaw_lite.gui.chat.message_layout import Action
    from tests.gui.chat.chat_fakes import ToolStep

    step = ToolStep("current_time", {"timezone": "Europe/Berlin"}, '{"local": "2026-05-17T10:51:56+02:00"}', duration_ms=137)
    fake_service.replies.append(Reply("It is ten to eleven in Berlin.", tools=(step,), preamble="Let me check."))
    type_and_send(qtbot, page, "What time is it in Berlin?")
    wait_run_done(qtbot, page)
    items = page.view.thread_model.all_items()
    assert [i.role for i in items] == [MessageRole.USER, MessageRole.ASSISTANT, MessageRole.ASSISTANT]
    caller = items[1]
    assert caller.text == "Let me check." and len(caller.tool_cards) == 1
    card = caller.tool_cards[0]
    assert (card.name, card.status, card.duration_ms) == ("current_time", ToolStatus.OK, 137)
    assert '"Europe/Berlin"' in card.arguments_json and "10:51:56" in (card.result or "")
    assert items[2].text == "It is ten to eleven in Berlin."
    assert not card.expanded
    collapsed = page.view.item_layout(caller.message_id)
    assert collapsed is not None
    click_target(qtbot, page, caller.message_id, Action.TOGGLE_TOOL, card.call_id)
    expanded_item = page.view.thread_model.find(caller.message_id)
    assert expanded_item is not None and expanded_item.tool_cards[0].expanded
    expanded = page.view.item_layout(caller.message_id)
    assert expanded is not None and expanded.height > collapsed.height + 80
    click_target(qtbot, page, caller.message_id, Action.COPY_RESULT, card.call_id)
    from goclaw_lite.gui.qt import QGuiApplication

    assert QGuiApplication.clipboard().text() == card.result
    # reopening the conversation rebuilds the card from the store (result folded in)
    conversation_id = page.conversation_id
    assert conversation_id is not None
    page.new_chat()
    page.open_conversation(conversation_id)
    qtbot.waitUntil(lambda: page.view.thread_model.total() == 3, timeout=3000)
    reloaded = page.view.thread_model.all_items()[1].tool_cards[0]
    assert reloaded.result == card.result and reloaded.status is ToolStatus.OK


def test_ask_policy_shows_the_full_arguments_with_allow_and_deny(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    from goclaw_lite.gui.chat.items import ToolStatus
    from tests.gui.chat.chat_fakes import ToolStep

    arguments = {"command": "rm -rf build/", "cwd": "/home/me/project", "note": "x" * 300}
    steps = (ToolStep("exec", arguments, '{"exit": 0}', decision="ask"), ToolStep("exec", {"command": "ls"}, "{}", decision="ask"))
    fake_service.replies.append(Reply("Done.", tools=steps))
    type_and_send(qtbot, page, "Clean the build")
    qtbot.waitUntil(lambda: page.approval.isVisible(), timeout=3000)
    assert "exec" in page.approval.title.text()
    shown = page.approval.arguments.toPlainText()
    assert "rm -rf build/" in shown and "/home/me/project" in shown and "x" * 300 in shown
    card = page.view.thread_model.all_items()[1].tool_cards[0]
    assert card.status is ToolStatus.AWAITING_APPROVAL
    click(qtbot, page.approval.deny_button)
    qtbot.waitUntil(lambda: page.approval.isVisible() and "ls" in page.approval.arguments.toPlainText(), timeout=3000)
    assert page.approval.allow_button.hasFocus() or page.approval.allow_button.isVisible()
    qtbot.keyClick(page.approval.allow_button, Qt.Key.Key_Space)
    wait_run_done(qtbot, page)
    assert not page.approval.isVisible()
    cards = page.view.thread_model.all_items()[1].tool_cards
    assert [c.status for c in cards] == [ToolStatus.DENIED, ToolStatus.OK]
    assert "denied" in (cards[0].result or "")


def test_provider_error_is_shown_inline_with_retry(page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any) -> None:
    from goclaw_lite.gui.chat.message_layout import Action

    fake_service.replies.extend([
        Reply("partial text that will fail", chunk=4, error="The model server refused the connection.", error_after=2),
        Reply("Recovered answer"),
    ])
    type_and_send(qtbot, page, "Try this")
    wait_run_done(qtbot, page)
    failed = page.view.thread_model.last_item()
    assert failed is not None and failed.state is MessageState.ERROR
    assert failed.error == "The model server refused the connection." and failed.text == "partial "
    assert not page.notice.isVisible()  # shown inline, not twice
    click_target(qtbot, page, failed.message_id, Action.RETRY)
    wait_run_done(qtbot, page)
    items = page.view.thread_model.all_items()
    assert [i.text for i in items] == ["Try this", "Recovered answer"]
    assert fake_service.calls[-1] == ("regenerate", failed.message_id)
    qtbot.waitUntil(lambda: items[1].message_id in page.view.thread_model.siblings, timeout=3000)
    assert page.view.thread_model.siblings[items[1].message_id].count == 2


def test_an_error_before_any_answer_offers_retry_in_the_notice(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    fake_service.replies.extend([Reply(early_error=True, error="All routes failed: fake/fake-small is cooling down."), Reply("Now it works")])
    type_and_send(qtbot, page, "Hello?")
    wait_run_done(qtbot, page)
    assert page.notice.isVisible() and "cooling down" in page.notice.label.text()
    assert page.notice.action == "retry" and page.notice.action_button.text() == "Retry"
    click(qtbot, page.notice.action_button)
    wait_run_done(qtbot, page)
    assert [i.text for i in page.view.thread_model.all_items()] == ["Hello?", "Now it works"]
    assert not page.notice.isVisible()
