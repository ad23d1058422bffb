"""The conversation sidebar: order, search, rename, close, delete, export, shortcuts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.gui.chat.conversation_actions import export_filename
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.qt import QApplication, QStandardPaths, Qt
from goclaw_lite.model.chat import ConversationStatus
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.gui.chat.chat_fakes import FakeChatService, Reply
from tests.gui.chat.conftest import Recorder, settle
from tests.support.qt_input import click

pytestmark = pytest.mark.gui


def seed(run: Any, store: ConversationStore, *chats: tuple[str, str]) -> list[str]:
    """Conversations (question, answer), oldest first; returns their ids."""
    ids = []
    for question, answer in chats:
        user = run(store.add_user_message(question))
        run(store.add_assistant_message(user.conversation_id, content=answer, provider="fake", model="fake-small"))
        ids.append(user.conversation_id)
    return ids


def titles(page: ChatPage) -> list[str]:
    return [s.title for s in page.sidebar.model.summaries()]


def focus(qtbot: Any, page: ChatPage) -> None:
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=3000)


def test_newest_activity_first_and_opening_one_shows_its_thread(page: ChatPage, qtbot: Any, run: Any, history: ConversationStore) -> None:
    ids = seed(run, history, ("Planning a trip", "Go to Lisbon."), ("Rust lifetimes", "They scope borrows."))
    page.refresh_conversations()
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 2, timeout=3000)
    assert titles(page) == ["Rust lifetimes", "Planning a trip"]
    run(history.add_user_message("One more thing", conversation_id=ids[0]))
    page.refresh_conversations()
    qtbot.waitUntil(lambda: titles(page) == ["Planning a trip", "Rust lifetimes"], timeout=3000)
    index = page.sidebar.model.index(0)
    click(qtbot, page.sidebar.list.viewport(), pos=lambda: page.sidebar.list.visualRect(index).center())
    qtbot.waitUntil(lambda: page.conversation_id == ids[0] and page.view.thread_model.total() == 3, timeout=3000)
    assert [i.text for i in page.view.thread_model.all_items()] == ["Planning a trip", "Go to Lisbon.", "One more thing"]
    assert page.header_title.text() == "Planning a trip"
    summary = page.sidebar.model.summary(0)
    assert summary.message_count == 3


def test_search_matches_titles_and_content_in_any_case(page: ChatPage, qtbot: Any, run: Any, history: ConversationStore) -> None:
    seed(run, history, ("Cooking pasta", "Salt the water."), ("Straße names", "Use ß or SS."), ("Taxes", "File by April."))
    page.refresh_conversations()
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 3, timeout=3000)
    focus(qtbot, page)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert page.sidebar.search.hasFocus()
    qtbot.keyClicks(page.sidebar.search, "SALT")
    qtbot.waitUntil(lambda: titles(page) == ["Cooking pasta"], timeout=3000)  # content match
    page.sidebar.search.clear()
    qtbot.keyClicks(page.sidebar.search, "STRASSE")
    qtbot.waitUntil(lambda: titles(page) == ["Straße names"], timeout=3000)  # Unicode casefold on the title
    page.sidebar.search.clear()
    qtbot.keyClicks(page.sidebar.search, "nothing like this")
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 0 and page.sidebar.empty_label.isVisible(), timeout=3000)
    assert page.sidebar.empty_label.text() == "No matching conversations"
    page.sidebar.search.clear()
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 3, timeout=3000)


def test_ctrl_n_starts_a_new_chat(page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any, history: ConversationStore) -> None:
    ids = seed(run, history, ("Old chat", "Old answer"))
    page.refresh_conversations()
    page.open_conversation(ids[0])
    qtbot.waitUntil(lambda: page.view.thread_model.total() == 2, timeout=3000)
    focus(qtbot, page)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert page.conversation_id is None and page.view.thread_model.total() == 0
    assert page.header_title.text() == "New chat" and page.composer.edit.hasFocus()
    qtbot.keyClicks(page.composer.edit, "Fresh start")
    qtbot.keyClick(page.composer.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.is_idle() and page.conversation_id not in (None, ids[0]), timeout=5000)
    settle(qtbot)
    assert fake_service.calls[-1] == ("send", "Fresh start", "helper", "")
    assert titles(page)[0] == "Fresh start"


def test_rename_inline_with_f2(page: ChatPage, qtbot: Any, run: Any, history: ConversationStore) -> None:
    ids = seed(run, history, ("Untidy title", "ok"))
    page.refresh_conversations()
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 1, timeout=3000)
    page.open_conversation(ids[0])
    qtbot.waitUntil(lambda: page.conversation_id == ids[0], timeout=3000)
    focus(qtbot, page)
    page.sidebar.list.setFocus()
    page.sidebar.list.setCurrentIndex(page.sidebar.model.index(0))
    qtbot.keyClick(page.sidebar.list, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert editor is not None and editor.objectName() == "renameEditor" and editor.accessibleName()
    editor.selectAll()
    qtbot.keyClicks(editor, "  Tidy   title ")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: titles(page) == ["Tidy title"] and page.header_title.text() == "Tidy title", timeout=3000)
    assert run(history.get(ids[0])).title == "Tidy title"


def test_close_makes_the_conversation_read_only(page: ChatPage, qtbot: Any, run: Any, history: ConversationStore, activity: ActivityStore) -> None:
    ids = seed(run, history, ("Finished topic", "Done."))
    page.refresh_conversations()
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 1, timeout=3000)
    page.open_conversation(ids[0])
    qtbot.waitUntil(lambda: page.conversation_id == ids[0], timeout=3000)
    actions = dict(page.sidebar.context_actions(page.sidebar.model.summary(0)))
    actions["Close (read-only from now on)"]()
    qtbot.waitUntil(lambda: page.conversation is not None and page.conversation.closed, timeout=3000)
    assert run(history.get(ids[0])).status is ConversationStatus.CLOSED
    assert page.composer.edit.isReadOnly() and not page.composer.send_button.isEnabled()
    assert page.notice.isVisible() and "closed" in page.notice.label.text()
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 1 and page.sidebar.model.summary(0).conversation.closed, timeout=3000)
    assert "Close (read-only from now on)" not in dict(page.sidebar.context_actions(page.sidebar.model.summary(0)))
    click(qtbot, page.notice.action_button)
    assert page.conversation_id is None and not page.composer.edit.isReadOnly()
    rows = run(activity.list(ActivityFilter(action="conversation.close")))
    assert [(r.entity_type, r.entity_id) for r in rows] == [("conversation", ids[0])]


def test_delete_asks_first_and_removes_everything(
    page: ChatPage, dialogs: Recorder, qtbot: Any, run: Any, history: ConversationStore, activity: ActivityStore,
) -> None:
    ids = seed(run, history, ("Keep me", "ok"), ("Delete me", "ok"))
    page.refresh_conversations()
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 2, timeout=3000)
    page.open_conversation(ids[1])
    qtbot.waitUntil(lambda: page.conversation_id == ids[1], timeout=3000)
    dialogs.confirm_answer = False
    page.sidebar.list.setFocus()
    page.sidebar.list.setCurrentIndex(page.sidebar.model.index(0))
    qtbot.keyClick(page.sidebar.list, Qt.Key.Key_Delete)
    assert dialogs.confirmations and "Delete me" in dialogs.confirmations[0]
    settle(qtbot)
    assert page.sidebar.model.rowCount() == 2
    dialogs.confirm_answer = True
    qtbot.keyClick(page.sidebar.list, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: titles(page) == ["Keep me"], timeout=3000)
    assert page.conversation_id is None and page.view.thread_model.total() == 0
    assert [s.title for s in run(history.list())] == ["Keep me"]
    rows = run(activity.list(ActivityFilter(action="conversation.delete")))
    assert [(r.entity_id, r.details) for r in rows] == [(ids[1], {})]


def test_export_writes_markdown_and_json(page: ChatPage, dialogs: Recorder, qtbot: Any, run: Any, tmp_path: Path, history: ConversationStore) -> None:
    ids = seed(run, history, ("Export: me/now?", "Here is `code`."))
    page.refresh_conversations()
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 1, timeout=3000)
    dialogs.save_path = str(tmp_path / "chat")
    page.export_conversation(ids[0], "markdown")
    qtbot.waitUntil(lambda: (tmp_path / "chat.md").is_file(), timeout=3000)
    text = (tmp_path / "chat.md").read_text(encoding="utf-8")
    assert text.startswith("# Export: me/now?") and "Here is `code`." in text
    suggested, filters = dialogs.save_requests[0]
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert (Path(suggested), filters) == (Path(documents) / "Export me now.md", "Markdown (*.md)")  # offered in Documents
    qtbot.waitUntil(lambda: page.notice.isVisible(), timeout=3000)
    assert page.notice.label.text() == f"Saved “Export: me/now?” to {tmp_path / 'chat.md'}."  # where it went, on screen
    dialogs.save_path = str(tmp_path / "chat.json")
    page.export_conversation(ids[0], "json")
    qtbot.waitUntil(lambda: (tmp_path / "chat.json").is_file(), timeout=3000)
    document = json.loads((tmp_path / "chat.json").read_text(encoding="utf-8"))
    assert document["conversation"]["id"] == ids[0] and len(document["messages"]) == 2
    settle(qtbot)
    assert "Exported to" in page.last_info
    dialogs.save_path = None  # cancelled dialog: nothing happens
    page.export_conversation(ids[0], "json")
    dialogs.save_path = str(tmp_path / "missing-folder" / "x.md")
    page.export_conversation(ids[0], "markdown")
    qtbot.waitUntil(lambda: "Could not write" in page.notice.label.text(), timeout=3000)
    assert "Could not write" in page.notice.label.text() and "Traceback" not in page.notice.label.text()


def test_export_filename_is_safe() -> None:
    assert export_filename("a/b\\c:d*e", "md") == "a b c d e.md"
    assert export_filename("   ", "json") == "conversation.json"
    assert len(export_filename("x" * 500, "md")) == 63


def test_a_stream_continues_while_another_conversation_is_open(
    page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any, history: ConversationStore
) -> None:
    other = seed(run, history, ("Elsewhere", "Quiet here."))[0]
    fake_service.replies.append(Reply("streaming " * 60, chunk=6, delay=0.01))
    page.composer.set_text("Long one")
    page.composer.submit()
    qtbot.waitUntil(lambda: page.conversation_id is not None and page.view.thread_model.total() == 2, timeout=3000)
    streaming = page.conversation_id
    page.open_conversation(other)
    qtbot.waitUntil(lambda: page.conversation_id == other, timeout=3000)
    assert [i.text for i in page.view.thread_model.all_items()] == ["Elsewhere", "Quiet here."]
    assert page.composer.send_button.isVisible()  # this conversation is free
    page.open_conversation(streaming)  # back while it is still writing
    qtbot.waitUntil(lambda: page.conversation_id == streaming and page.view.thread_model.total() == 2, timeout=3000)
    qtbot.waitUntil(lambda: page.is_idle(), timeout=8000)
    settle(qtbot)
    answer = page.view.thread_model.last_item()
    assert answer is not None and answer.text == ("streaming " * 60)


def test_a_conversation_opened_while_the_setup_is_read_stays_open(
        page: ChatPage, qtbot: Any, run: Any, history: ConversationStore) -> None:
    """The setup, read when the page shows, used to start a new chat over a conversation still
    being read (a busy machine finished the setup in between): the thread never appeared."""
    [cid] = seed(run, history, ("Planning a trip", "Go to Lisbon."))
    state = run(page.setup_view.setup.state())
    page.open_conversation(cid)
    assert page.carried_state()[0] == cid  # a language switch now keeps it too
    page._setup_loaded(state)  # finishes before the thread is read
    qtbot.waitUntil(lambda: page.conversation_id == cid and page.view.thread_model.total() == 2, timeout=3000)
    assert page.header_title.text() == "Planning a trip"
