"""The tool-approval bar never takes the keyboard from the composer (issue 25, case 11).

A user still typing when "Allow it?" appears keeps typing into the composer: every key lands
there, and neither Space nor Enter decides anything. Deciding takes a click or a shortcut no
one types by accident (Ctrl+Shift+Y / Ctrl+Shift+A / Ctrl+Shift+N, shown on the buttons). The
bar's buttons fit the window at 1024x700.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.chat.banners import ApprovalRequest
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.qt import QApplication, Qt, QWidget
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.screenshot import grab_page, show_demo_views
from tests.gui.chat.chat_fakes import FakeChatService, Reply, ToolStep
from tests.gui.chat.test_chat_page import type_and_send, wait_run_done
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.gui.test_no_clipping import cut_texts
from tests.support.qt_input import click, drain_events

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _type(qtbot: Any, text: str) -> None:
    """Keys as a user's arrive: each to whatever has the focus when it is pressed."""
    for char in text:
        qtbot.keyClick(_focused(), char)
        drain_events(qtbot, rounds=1)


def _ask(fake_service: FakeChatService, *tools: str) -> None:
    steps = tuple(ToolStep("exec", {"binary": tool, "args": []}, "{}", decision="ask") for tool in tools)
    fake_service.replies.append(Reply("Done.", tools=steps))


def _activate(qtbot: Any, page: ChatPage) -> None:
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5000)


def test_typing_on_while_the_prompt_appears_lands_in_the_composer(page: ChatPage, fake_service: FakeChatService,
                                                                  qtbot: Any) -> None:
    _activate(qtbot, page)
    _ask(fake_service, "ls")
    type_and_send(qtbot, page, "List the files")
    _type(qtbot, "and th")  # still typing: the run starts and pauses for approval meanwhile
    qtbot.waitUntil(page.approval.isVisible, timeout=5000)
    drain_events(qtbot)
    assert page.composer.edit.hasFocus()
    _type(qtbot, "en a space ")
    qtbot.keyClick(_focused(), Qt.Key.Key_Space)
    assert page.composer.text() == "and then a space  "
    assert fake_service.pending_approvals() and page.approval.isVisible()  # Space decided nothing
    qtbot.keyClick(_focused(), Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)  # a new line, not a decision
    _type(qtbot, "x")
    assert page.composer.text() == "and then a space  \nx" and fake_service.pending_approvals()
    qtbot.keyClick(_focused(), Qt.Key.Key_Y, CTRL_SHIFT)  # the deliberate shortcut allows it
    wait_run_done(qtbot, page)
    assert not page.approval.isVisible() and page.composer.edit.hasFocus()
    assert page.composer.text() == "and then a space  \nx"


def test_the_shortcuts_deny_and_a_click_does_not_move_the_focus(page: ChatPage, fake_service: FakeChatService,
                                                                 qtbot: Any) -> None:
    _activate(qtbot, page)
    _ask(fake_service, "rm", "ls")
    type_and_send(qtbot, page, "Clean up")
    qtbot.waitUntil(lambda: page.approval.isVisible() and "rm" in page.approval.arguments.toPlainText(), timeout=5000)
    for button, keys in ((page.approval.allow_button, "Ctrl+Shift+Y"), (page.approval.always_button, "Ctrl+Shift+A"),
                         (page.approval.deny_button, "Ctrl+Shift+N")):
        assert keys in button.text().replace("&", "") and keys in button.toolTip()
    qtbot.keyClick(_focused(), Qt.Key.Key_N, CTRL_SHIFT)
    qtbot.waitUntil(lambda: page.approval.isVisible() and "ls" in page.approval.arguments.toPlainText(), timeout=5000)
    click(qtbot, page.approval.allow_button)
    wait_run_done(qtbot, page)
    assert page.composer.edit.hasFocus()  # the click decided, and left the keyboard where it was
    cards = page.view.thread_model.all_items()[1].tool_cards
    assert [c.status.name for c in cards] == ["DENIED", "OK"]


def test_the_prompt_fits_at_1024x700(app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path) -> None:
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    run(show_demo_views(window, "chat", conversation_id=demo.conversation_id, entity_id=demo.entity_id), timeout=30)
    page = window.page("chat")
    assert isinstance(page, ChatPage)
    page.approval.request(ApprovalRequest("c", "1", "memory_search", '{"query": "cats"}', "Helper"))  # the longest line
    target = Path(os.environ.get("GOCLAW_APPROVAL_SHOT", tmp_path / "approval.png"))
    run(grab_page(window, "chat", target), timeout=30)
    assert page.approval.isVisible() and cut_texts(window) == []
    page.splitter.setSizes([600, 300])  # a wide conversation list: the buttons go one under another
    drain_events(qtbot)
    run(grab_page(window, "chat", target.with_name("approval-narrow.png")), timeout=30)
    assert page.approval.width() < 450 and cut_texts(window) == []
