"""Subtasks in the chat window: shown under the answer that spawned them, followed while they
run, cancelled and opened from there. The real ChatService and run loop, real SQLite stores
and the fake LLM server over HTTP."""

from __future__ import annotations

import json
from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.agent.tools.delegation_tools import CANCELLED_BY_USER, SPAWN_SWITCH
from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.items import ChatItem, SubtaskEntry, accessible_text
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.paint_ops import Action
from goclaw_lite.model.chat import MessageRole
from goclaw_lite.store.chat.agent_links import AgentLinkStore
from goclaw_lite.store.chat.subagent_tasks import SubagentTaskStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.gui.chat.conftest import REPO_ROOT, settle
from tests.gui.chat.test_chat_service_e2e import _send, real_page  # noqa: F401 - fixture
from tests.support.fake_llm import OPENAI_PATH, FakeLLMServer, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.qt_input import click

# the offscreen platform cannot size or raise a top-level window (the Open dialog); harmless
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")]

SHOTS = REPO_ROOT / "test-output"
Page = tuple[ChatPage, ChatService]


def spawn_and_send(
    qtbot: Any, page: ChatPage, fake_llm: FakeLLMServer, app_ctx: AppContext, run: Any,  # noqa: F811
    *, send: str, task: str, subject: str, child: StreamResponse, final: str,
) -> None:
    """Helper may spawn; its first answer spawns `task`, the child answers `child`, then Helper says `final`."""
    agents = AgentStore(app_ctx.stores.db, app_ctx.stores.identity)
    helper = run(agents.get_by_key("helper"))
    run(agents.update(helper.id, tools_config={SPAWN_SWITCH: True}))
    arguments = json.dumps({"task": task, "subject": subject})
    fake_llm.script_openai(
        StreamResponse(openai_tool_stream([("call_s", "spawn", arguments)], text_before="Let me hand that off.")),
        child,
        StreamResponse(openai_text_stream(final)),
    )
    _send(qtbot, page, send)  # keyClicks types ASCII only


def spawning_item(page: ChatPage) -> ChatItem | None:
    return next((i for i in page.view.thread_model.all_items() if i.subtasks), None)


def only_subtask(page: ChatPage) -> SubtaskEntry:
    item = spawning_item(page)
    assert item is not None and len(item.subtasks) == 1
    return item.subtasks[0]


def click_target(qtbot: Any, page: ChatPage, message_id: str, action: Action, payload: str) -> None:
    page.view.executeDelayedItemsLayout()
    rect = page.view.target_rect(message_id, action, payload)
    assert not rect.isNull(), f"no {action} button on screen"
    page.view.scrollTo(page.view.thread_model.index(page.view.thread_model.row_of(message_id) or 0))
    click(qtbot, page.view.viewport(), pos=lambda: page.view.target_rect(message_id, action, payload).center())


def test_a_running_subtask_is_shown_under_its_message_and_cancel_stops_it(
    real_page: Page, fake_llm: FakeLLMServer, app_ctx: AppContext, qtbot: Any, run: Any  # noqa: F811
) -> None:
    page, _service = real_page
    spawn_and_send(qtbot, page, fake_llm, app_ctx, run, send="Essay please", task="Write a long essay about trains.",
                   subject="Essay about trains", child=StreamResponse(openai_text_stream(" ".join(["word"] * 400)), delay=0.03),
                   final="Alright, no essay then.")
    qtbot.waitUntil(lambda: spawning_item(page) is not None and only_subtask(page).running, timeout=10000)
    item = spawning_item(page)
    assert item is not None and item.role is MessageRole.ASSISTANT and item.tool_cards[0].name == "spawn"
    entry = only_subtask(page)
    assert (entry.label, entry.status, entry.kind) == ("Essay about trains", "running", "spawn")
    assert page.view.thread_model.all_items()[0].text == "Essay please"  # under the answer, not a row of its own
    assert "Subtask Essay about trains: running" in accessible_text(item)
    labels = [label for label, _ in page.view.context_actions(item)]
    assert "Open subtask “Essay about trains”" in labels and "Cancel subtask “Essay about trains”" in labels
    # the child's stream is under way; the window stays free to read while the subtask runs
    qtbot.waitUntil(lambda: len(fake_llm.requests_to(OPENAI_PATH)) == 2, timeout=5000)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert page.grab().save(str(SHOTS / "subtasks_running.png"))

    click_target(qtbot, page, item.message_id, Action.CANCEL_SUBTASK, entry.task_id)
    qtbot.waitUntil(lambda: page.is_idle(), timeout=10000)
    settle(qtbot)
    qtbot.waitUntil(lambda: only_subtask(page).status == "cancelled", timeout=5000)
    row = run(SubagentTaskStore(app_ctx.stores.db, app_ctx.stores.identity).get(entry.task_id))
    assert row is not None and row.status == "cancelled" and (row.result or "").startswith(CANCELLED_BY_USER)
    assert fake_llm.requests_to(OPENAI_PATH)[1].wait_closed()  # the child's HTTP stream was really closed
    last = page.view.thread_model.last_item()
    assert last is not None and last.text == "Alright, no essay then."  # the parent went on
    item = spawning_item(page)
    assert item is not None and "cancel" not in " ".join(label for label, _ in page.view.context_actions(item)).lower()
    assert page.view.target_rect(item.message_id, Action.CANCEL_SUBTASK, entry.task_id).isNull()
    assert "cancelled" in page.last_info.lower()


def test_a_finished_subtask_shows_its_result_and_opens_read_only(
    real_page: Page, fake_llm: FakeLLMServer, app_ctx: AppContext, qtbot: Any, run: Any  # noqa: F811
) -> None:
    page, _service = real_page
    answer = "SE1 leaves at 19:30 and SE3 at 22:00; both arrive early morning."
    spawn_and_send(qtbot, page, fake_llm, app_ctx, run, send="Plan my trip to Hue", task="List two night trains from Hanoi to Huế.",
                   subject="Night trains Hanoi → Huế", child=StreamResponse(openai_text_stream(answer, usage=(40, 9))),
                   final="Take **SE1** at 19:30: you arrive in Huế rested.")
    qtbot.waitUntil(lambda: page.is_idle(), timeout=10000)
    settle(qtbot)
    qtbot.waitUntil(lambda: spawning_item(page) is not None and only_subtask(page).status == "completed", timeout=5000)
    entry = only_subtask(page)
    assert (entry.iterations, entry.tokens) == (1, 49)
    assert entry.result == "SE1 leaves at 19:30 and SE3 at 22:00; both arrive early morning."
    assert entry.counts == "1 model call · 49 tokens"
    # only the conversation the user started is listed; the subtask's own is not
    assert page.sidebar.model.rowCount() == 1
    page.view.setFocus()
    page.view.jump_to_latest()
    settle(qtbot)
    assert page.grab().save(str(SHOTS / "subtasks.png"))

    # the keyboard route (the Menu key's list) opens it read-only
    item = spawning_item(page)
    assert item is not None
    [(_label, open_it)] = [(label, cb) for label, cb in page.view.context_actions(item) if label.startswith("Open subtask")]
    open_it()
    qtbot.waitUntil(lambda: page.subtasks.dialog is not None and page.subtasks.dialog.isVisible(), timeout=5000)
    dialog = page.subtasks.dialog
    assert dialog is not None
    assert dialog.heading.text() == "Night trains Hanoi → Huế" and dialog.status.text().startswith("Completed")
    shown = dialog.view.thread_model.all_items()
    assert [(i.role, i.author, i.text) for i in shown] == [
        (MessageRole.USER, "Task from Helper", "List two night trains from Hanoi to Huế."),
        (MessageRole.ASSISTANT, "Helper", "SE1 leaves at 19:30 and SE3 at 22:00; both arrive early morning."),
    ]
    assert dialog.view.busy and not dialog.result_view.isVisible()  # read-only: no Edit, Regenerate or votes
    assert all(label in ("Copy message", "Select text…") for label, _ in dialog.view.context_actions(shown[1]))
    settle(qtbot)
    assert dialog.grab().save(str(SHOTS / "subtasks_open.png"))
    dialog.close()

    # the mouse route: the painted Open button
    click_target(qtbot, page, item.message_id, Action.OPEN_SUBTASK, entry.task_id)
    qtbot.waitUntil(lambda: page.subtasks.dialog is not None and page.subtasks.dialog.isVisible(), timeout=5000)
    assert page.subtasks.dialog.task_id == entry.task_id


def test_a_subtask_that_could_not_start_shows_failed_with_its_reason(
    real_page: Page, fake_llm: FakeLLMServer, app_ctx: AppContext, qtbot: Any, run: Any  # noqa: F811
) -> None:
    page, _service = real_page
    agents = AgentStore(app_ctx.stores.db, app_ctx.stores.identity)
    helper = run(agents.get_by_key("helper"))
    cook = run(agents.create("cook", provider="local", model="fake-large", display_name="Cook"))
    run(AgentLinkStore(app_ctx.stores.db, app_ctx.stores.identity).create_link(helper.id, cook.id))
    run(app_ctx.stores.db.execute("UPDATE agents SET provider = ? WHERE agent_key = ?", ("gone", "cook")))
    fake_llm.script_openai(
        StreamResponse(openai_tool_stream([("call_d", "delegate", json.dumps({"agent": "cook", "task": "A pho recipe."}))])),
        StreamResponse(openai_text_stream("The cook is unavailable, so: simmer bones for six hours.")),
    )
    _send(qtbot, page, "Recipe?")
    qtbot.waitUntil(lambda: page.is_idle(), timeout=10000)
    settle(qtbot)
    qtbot.waitUntil(lambda: spawning_item(page) is not None and only_subtask(page).status == "failed", timeout=5000)
    entry = only_subtask(page)
    assert entry.origin == "Delegated to cook" and entry.label == "cook: A pho recipe."
    assert entry.result.startswith("the subtask could not start: Agent 'cook' uses provider 'gone', which does not exist")
    assert not entry.child_conversation_id
    last = page.view.thread_model.last_item()
    assert last is not None and last.text.startswith("The cook is unavailable")
    item = spawning_item(page)
    assert item is not None
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert page.grab().save(str(SHOTS / "subtasks_failed.png"))
    # Open shows the reason: there is no conversation to show
    click_target(qtbot, page, item.message_id, Action.OPEN_SUBTASK, entry.task_id)
    qtbot.waitUntil(lambda: page.subtasks.dialog is not None and page.subtasks.dialog.isVisible(), timeout=5000)
    dialog = page.subtasks.dialog
    assert dialog is not None and dialog.result_view.isVisible() and not dialog.view.isVisible()
    assert "uses provider 'gone'" in dialog.result_view.toPlainText()
    assert dialog.result_view.accessibleName() == "Subtask result"
    # the painted card's Open button sits inside the row, right of the label
    rect = page.view.target_rect(item.message_id, Action.OPEN_SUBTASK, entry.task_id)
    row = page.view.row_rect(item.message_id)
    assert row.contains(rect.center()) and rect.center().x() > row.center().x()
