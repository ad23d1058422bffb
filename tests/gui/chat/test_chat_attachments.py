"""Attaching files in the chat window: pick or drop, chips on the composer and on the sent message."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.paint_ops import TextOp
from goclaw_lite.gui.qt import QApplication, QDragEnterEvent, QDropEvent, QMimeData, QPoint, QPointF, Qt, QUrl
from goclaw_lite.store.chat.conversations import ConversationStore
from tests.gui.chat.chat_fakes import FakeChatService, Reply
from tests.gui.chat.test_chat_page import type_and_send, wait_run_done
from tests.support.qt_input import click

pytestmark = pytest.mark.gui


def drop_files(widget: Any, paths: list[Path]) -> None:
    """Drag files from a file manager onto `widget`: Qt delivers the drop only after an accepted enter."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    no_button, no_keys = Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime, no_button, no_keys)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(widget, QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, no_button, no_keys))


def test_picked_files_show_as_chips_and_are_sent_with_the_message(
    page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any, history: ConversationStore, tmp_path: Path,
) -> None:
    (tmp_path / "todo.md").write_text("- buy milk\n", encoding="utf-8")
    (tmp_path / "app.py").write_text("print('hi')\n", encoding="utf-8")
    page.composer.pick_files = lambda _parent: [tmp_path / "todo.md", tmp_path / "app.py"]
    click(qtbot, page.composer.attach_button)
    qtbot.waitUntil(lambda: len(page.composer.tray.chips()) == 2, timeout=3000)
    assert page.composer.tray.isVisible()
    assert [c.label.text() for c in page.composer.tray.chips()] == ["todo.md · 11 characters", "app.py · 12 characters"]
    click(qtbot, page.composer.tray.chips()[1].remove_button)  # × takes one back
    qtbot.waitUntil(lambda: [a.name for a in page.composer.attachments()] == ["todo.md"], timeout=3000)
    fake_service.replies.append(Reply("You need milk."))
    type_and_send(qtbot, page, "What do I need?")
    wait_run_done(qtbot, page)
    assert [a.name for a in fake_service.attachments[-1]] == ["todo.md"]
    assert page.composer.attachments() == [] and not page.composer.tray.isVisible()  # sent: the tray is empty again
    stored = run(history.active_thread(page.conversation_id))
    assert stored[0].metadata["attachments"][0]["text"] == "- buy milk\n"
    sent = page.view.thread_model.all_items()[0]
    assert [a.name for a in sent.attachments] == ["todo.md"]
    texts = [op.text for op in page.view.renderer.layout(sent, page.view.layout_width()).ops if isinstance(op, TextOp)]
    assert "todo.md · 11 characters" in texts  # the chip under the sent message
    page.new_chat()
    page.open_conversation(stored[0].conversation_id)  # and again after reopening
    qtbot.waitUntil(lambda: page.view.thread_model.total() == 2, timeout=3000)
    assert [a.name for a in page.view.thread_model.all_items()[0].attachments] == ["todo.md"]


def test_files_alone_can_be_sent(page: ChatPage, fake_service: FakeChatService, qtbot: Any, tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("remember this", encoding="utf-8")
    drop_files(page.composer.edit.viewport(), [tmp_path / "notes.txt"])
    qtbot.waitUntil(lambda: len(page.composer.attachments()) == 1, timeout=3000)
    assert page.composer.text() == ""  # a drop attaches, it does not paste the path
    click(qtbot, page.composer.send_button)
    wait_run_done(qtbot, page)
    assert [a.name for a in fake_service.attachments[-1]] == ["notes.txt"]
    assert page.view.thread_model.all_items()[0].text == "(attached: notes.txt)"


def test_a_file_that_cannot_be_attached_says_why_and_a_long_one_is_cut_visibly(
    page: ChatPage, qtbot: Any, tmp_path: Path,
) -> None:
    (tmp_path / "picture.png").write_bytes(b"\x89PNG\r\n")
    (tmp_path / "huge.log").write_text("x" * 2_000_000, encoding="utf-8")  # more than half of 200,000 tokens
    page.composer.pick_files = lambda _parent: [tmp_path / "picture.png", tmp_path / "huge.log"]
    click(qtbot, page.composer.attach_button)
    qtbot.waitUntil(lambda: page.notice.isVisible(), timeout=5000)
    assert "“picture.png” cannot be attached" in page.notice.label.text()
    chips = page.composer.tray.chips()
    assert len(chips) == 1 and chips[0].label.text().startswith("huge.log · cut to ")
    assert "of 2,000,000 characters" in chips[0].label.text()
    assert page.composer.attachments()[0].truncated
