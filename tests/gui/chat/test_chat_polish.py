"""Chat polish (issue 14): one answer per turn, approvals in plain words, exports, headings, quotes."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.gui.chat.banners import ApprovalBanner, ApprovalRequest, command_line
from goclaw_lite.gui.chat.documents import InertDocument, markdown_document
from goclaw_lite.gui.chat.items import ChatItem, ToolCard, ToolStatus
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.paint_ops import Action, AvatarOp
from goclaw_lite.gui.chat.style import ChatTheme
from goclaw_lite.gui.chat.thread_model import ThreadModel
from goclaw_lite.gui.qt import QApplication, QTextFormat, QWidget
from goclaw_lite.model.chat import MessageRole, MessageState
from tests.gui.chat.chat_fakes import FakeChatService, Reply, ToolStep
from tests.gui.chat.test_chat_page import type_and_send, wait_run_done
from tests.support.qt_input import click

pytestmark = pytest.mark.gui

TS = "2026-05-17T08:51:56.123Z"


def _assistant(mid: str, text: str, *, tools: bool = False) -> ChatItem:
    cards = (ToolCard(f"call-{mid}", "exec", "{}", "{}", ToolStatus.OK),) if tools else ()
    return ChatItem(mid, MessageRole.ASSISTANT, text, MessageState.COMPLETE, TS, author="Helper", tool_cards=cards)


def test_a_tool_step_and_the_final_answer_are_one_answer(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    fake_service.replies.append(Reply("All done.", tools=(ToolStep("exec", {"binary": "gh", "args": ["auth", "status"]}),),
                                      preamble="Let me check."))
    type_and_send(qtbot, page, "Am I logged in?")
    wait_run_done(qtbot, page)
    _user, step, final = page.view.thread_model.all_items()
    assert step.continued and not step.step_of
    assert final.step_of == step.message_id and not final.continued
    view = page.view
    qtbot.waitUntil(lambda: not view.target_rect(final.message_id, Action.REGENERATE).isNull(), timeout=3000)
    for action in (Action.REGENERATE, Action.HELPFUL, Action.NOT_HELPFUL):  # one set, under the last step
        assert view.target_rect(step.message_id, action).isNull()
        assert not view.target_rect(final.message_id, action).isNull()
    assert "Regenerate" not in [label for label, _cb in view.context_actions(step)]
    width = view.layout_width()
    step_ops, final_ops = (view.renderer.layout(i, width).ops for i in (step, final))
    assert sum(isinstance(op, AvatarOp) for op in step_ops) == 1  # one avatar and name for the answer
    assert not any(isinstance(op, AvatarOp) for op in final_ops)
    assert view.renderer.layout(step, width).footer.height() == 0
    # Regenerate on the answer asks for the whole answer again, from its first step.
    fake_service.replies.append(Reply("Again."))
    click(qtbot, view.viewport(), pos=lambda: view.target_rect(final.message_id, Action.REGENERATE).center())
    qtbot.waitUntil(lambda: ("regenerate", step.message_id) in fake_service.calls, timeout=3000)
    wait_run_done(qtbot, page)
    assert [i.text for i in page.view.thread_model.all_items()][1:] == ["Again."]


def test_steps_are_linked_as_rows_arrive_and_unlinked_when_cut(qtbot: Any) -> None:
    model = ThreadModel()
    user = ChatItem("u", MessageRole.USER, "hi", MessageState.COMPLETE, TS)
    model.set_items([user, _assistant("a1", "checking", tools=True)])
    assert not model.find("a1").continued  # type: ignore[union-attr]
    model.append(_assistant("a2", "", tools=True))
    model.append(_assistant("a3", "done"))
    a1, a2, a3 = (model.find(m) for m in ("a1", "a2", "a3"))
    assert a1 is not None and a2 is not None and a3 is not None
    assert (a1.continued, a2.continued, a3.continued) == (True, True, False)
    assert (a1.step_of, a2.step_of, a3.step_of) == ("", "a1", "a1")
    model.replace(_assistant("a3", "done, really"))  # a live update keeps its place in the answer
    assert model.find("a3").step_of == "a1"  # type: ignore[union-attr]
    model.truncate_after("a1")
    assert not model.find("a1").continued  # type: ignore[union-attr]
    model.append(ChatItem("u2", MessageRole.USER, "next", MessageState.COMPLETE, TS))
    model.append(_assistant("b1", "plain"))
    assert not model.find("b1").step_of  # type: ignore[union-attr]


def test_approval_shows_the_command_and_can_allow_this_tool_always(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    step = ToolStep("exec", {"binary": "gh", "args": ["auth", "status"]}, decision="ask")
    fake_service.replies.append(Reply("You are logged in.", tools=(step,)))
    type_and_send(qtbot, page, "Am I logged in?")
    qtbot.waitUntil(lambda: page.approval.isVisible(), timeout=3000)
    assert page.approval.arguments.toPlainText() == "gh auth status"
    assert "Helper wants to run this command" in page.approval.title.text()
    assert page.approval.arguments.maximumHeight() < 100 and "Check the command" in page.approval.queue_label.text()
    buttons = [page.approval.allow_button.text(), page.approval.always_button.text(), page.approval.deny_button.text()]
    assert buttons == ["Allow once (Ctrl+Shift+Y)", "Always allow (Ctrl+Shift+A)", "Deny (Ctrl+Shift+N)"]
    click(qtbot, page.approval.always_button)
    wait_run_done(qtbot, page)
    assert len(fake_service.always_allowed) == 1
    card = page.view.thread_model.all_items()[1].tool_cards[0]
    assert card.status is ToolStatus.OK
    assert "without asking" in page.last_info


def test_command_line_is_quoted_like_a_shell_and_other_tools_show_arguments(qtbot: Any) -> None:
    assert command_line("exec", '{"binary": "git", "args": ["commit", "-m", "two words"]}') == "git commit -m 'two words'"
    assert command_line("exec", "not json") == ""
    assert command_line("memory_search", '{"query": "x"}') == ""
    host = QWidget()
    qtbot.addWidget(host)
    banner = ApprovalBanner(host)
    host.resize(640, 320)
    host.show()
    qtbot.waitExposed(host)
    seen: list[tuple[bool, bool]] = []
    banner.decided.connect(lambda _r, allow, always: seen.append((allow, always)))
    banner.request(ApprovalRequest("c", "1", "memory_search", '{"query": "cats"}'))
    assert "“memory_search”" in banner.title.text() and '"query": "cats"' in banner.arguments.toPlainText()
    click(qtbot, banner.deny_button)
    assert seen == [(False, False)] and banner.current is None


def _theme() -> ChatTheme:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return ChatTheme.build(app.palette(), app.font())


def test_bold_text_in_a_heading_keeps_the_heading_size(qtbot: Any) -> None:
    document = markdown_document("## Install **now** with `pip`\n\nBody **text**", _theme())
    document.setTextWidth(800)
    document.size()  # lays the document out
    heading = document.begin()
    runs = heading.layout().glyphRuns(0, len(heading.text()))
    sizes = {round(run.rawFont().pixelSize(), 1) for run in runs}
    assert len(runs) >= 2 and len(sizes) == 1  # plain, bold and code runs alike
    body = heading.next()
    body_sizes = {round(run.rawFont().pixelSize(), 1) for run in body.layout().glyphRuns(0, len(body.text()))}
    assert sizes.pop() > max(body_sizes)  # and the heading is still bigger than the body


def test_block_quotes_are_indented_a_little_muted_and_marked_for_a_bar(qtbot: Any) -> None:
    theme = _theme()
    document = markdown_document("Before\n\n> quoted words\n>\n> > nested\n\nAfter", theme)
    assert isinstance(document, InertDocument)
    levels = [level for _number, level in document.quote_blocks]
    assert levels and levels[0] == 1 and max(levels) == 2
    block = document.findBlockByNumber(document.quote_blocks[0][0])
    fmt = block.blockFormat()
    assert fmt.intProperty(QTextFormat.Property.BlockQuoteLevel) == 1
    assert 0 < fmt.leftMargin() < 40 and fmt.rightMargin() == 0
    colour = block.begin().fragment().charFormat().foreground().color()
    assert colour == theme.muted
