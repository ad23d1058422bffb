"""File tools in the chat window: readable cards (file, lines, diff) and Undo on an edit.

Real ChatService and stores, the fake LLM server over HTTP scripting read_file then
edit_file; the edit waits for approval in the banner, and Undo on its card puts the file
back. Screenshots at 1024x700 go to test-output/gui/chat_file_tools*.png.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.config import resolve_paths
from goclaw_lite.gui.chat.items import ToolStatus
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.paint_ops import Action
from tests.gui.chat.conftest import SCREENSHOTS, settle
from tests.gui.chat.test_chat_page import click_target, type_and_send, wait_run_done
from tests.gui.chat.test_chat_service_e2e import real_page  # noqa: F401 - fixture
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.qt_input import click, wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.slow]

READ = json.dumps({"path": "plan.md", "start_line": 3})
WRITE = json.dumps({"path": "a.txt", "content": "agent\n"})
PLAN = "# Trip plan\n\nDay 1: Alfama and the castle\nDay 2: Belém\nDay 3: Sintra\n"


def _texts(page: ChatPage, message_id: str) -> list[str]:
    item = page.view.thread_model.find(message_id)
    assert item is not None
    layout = page.view.renderer.layout(item, page.view.layout_width())
    return [str(getattr(op, "text", "")) for op in layout.ops]


def test_an_edit_is_shown_as_a_diff_and_undone_from_its_card(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, qtbot: Any,  # noqa: F811
) -> None:
    page, _service = real_page
    folder = resolve_paths().data_dir / "workspaces" / "helper"
    folder.mkdir(parents=True)
    plan = folder / "plan.md"
    plan.write_text(PLAN)
    edit = {"path": "plan.md", "old_text": "Day 2: Belém", "new_text": "Day 2: Belém and the LX Factory"}
    fake_llm.script_openai(
        StreamResponse(openai_tool_stream([("call_read", "read_file", READ)])),
        StreamResponse(openai_tool_stream([("call_edit", "edit_file", json.dumps(edit))])),
        StreamResponse(openai_text_stream("I added the LX Factory to day 2.")),
    )
    type_and_send(qtbot, page, "Add the LX Factory to day 2 of plan.md")
    qtbot.waitUntil(lambda: page.approval.isVisible(), timeout=30000)  # edits ask; the read did not
    click(qtbot, page.approval.allow_button)
    wait_run_done(qtbot, page, timeout=60000)
    assert "LX Factory" in plan.read_text()
    items = page.view.thread_model.all_items()
    cards = {c.call_id: (i, c) for i in items for c in i.tool_cards}
    read_item, read_card = cards["call_read"]
    edit_item, edit_card = cards["call_edit"]
    assert read_card.status is ToolStatus.OK and edit_card.status is ToolStatus.OK
    assert any("plan.md · lines 3–5 / 5" in t for t in _texts(page, read_item.message_id))
    assert any("plan.md · line 4 · +1 −1" in t for t in _texts(page, edit_item.message_id))
    page.view.toggle_tool(edit_item.message_id, "call_edit")
    settle(qtbot)
    wait_idle(qtbot)
    page.resize(1024, 700)
    settle(qtbot)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert page.grab().toImage().save(str(SCREENSHOTS / "chat_file_tools.png"))
    page.resize(1440, 900)
    settle(qtbot)
    assert page.grab().toImage().save(str(SCREENSHOTS / "chat_file_tools_1440.png"))
    page.resize(1024, 700)
    settle(qtbot)

    with qtbot.waitSignal(page.undo.undone, timeout=15000):
        click_target(qtbot, page, edit_item.message_id, Action.UNDO_CHANGE, "call_edit")
    assert plan.read_text() == PLAN
    card = page.view.thread_model.find(edit_item.message_id).card("call_edit")  # type: ignore[union-attr]
    assert card is not None and card.facts["undone"] is True
    assert page.view.target_rect(edit_item.message_id, Action.UNDO_CHANGE, "call_edit").isNull()  # no second Undo
    assert any("undone" in t for t in _texts(page, edit_item.message_id))
    assert "back as it was" in page.last_info
    settle(qtbot)
    assert page.grab().toImage().save(str(SCREENSHOTS / "chat_file_tools_undone.png"))


def test_undo_is_refused_when_the_file_changed_since(
    real_page: tuple[ChatPage, ChatService], fake_llm: FakeLLMServer, qtbot: Any,  # noqa: F811
) -> None:
    page, _service = real_page
    folder = resolve_paths().data_dir / "workspaces" / "helper"
    folder.mkdir(parents=True)
    fake_llm.script_openai(
        StreamResponse(openai_tool_stream([("call_w", "write_file", WRITE)])),
        StreamResponse(openai_text_stream("Written.")),
    )
    type_and_send(qtbot, page, "write a.txt")
    qtbot.waitUntil(lambda: page.approval.isVisible(), timeout=30000)
    click(qtbot, page.approval.allow_button)
    wait_run_done(qtbot, page, timeout=60000)
    Path(folder / "a.txt").write_text("the user's own edit\n")
    item = next(i for i in page.view.thread_model.all_items() if i.tool_cards)
    with qtbot.waitSignal(page.undo.failed, timeout=15000) as refused:
        click_target(qtbot, page, item.message_id, Action.UNDO_CHANGE, "call_w")
    assert "changed since this write" in refused.args[0]
    assert (folder / "a.txt").read_text() == "the user's own edit\n"
