"""A long conversation opens on its newest page and reads older pages as the user scrolls up."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.gui.chat.page import OLDER_PAGE, OPEN_PAGE, ChatPage
from goclaw_lite.model.chat import ToolCall
from goclaw_lite.store.chat.conversations import ConversationStore
from tests.gui.chat.conftest import settle

pytestmark = pytest.mark.gui


async def _long_conversation(store: ConversationStore, turns: int) -> str:
    first = await store.add_user_message("question 0")
    cid = first.conversation_id
    for n in range(turns):
        if n:
            await store.add_user_message(f"question {n}", conversation_id=cid)
        if n == 3:  # a tool turn deep in the history folds into one card when its page arrives
            call = ToolCall("call-deep", "current_time", "{}")
            await store.add_assistant_message(cid, content=None, tool_calls=(call,))
            await store.add_tool_result(cid, call.id, '{"now": "12:00"}', metadata={"ok": True})
        await store.add_assistant_message(cid, content=f"answer {n}")
    return cid


def test_scrolling_to_the_top_reads_every_older_page_in_order(page: ChatPage, qtbot: Any, run: Any, history: ConversationStore) -> None:
    turns = 200  # 402 messages: the open page, then older pages of OLDER_PAGE
    cid = run(_long_conversation(history, turns))
    whole = run(history.active_thread(cid))
    page.open_conversation(cid)
    model = page.view.thread_model
    qtbot.waitUntil(lambda: page.conversation_id == cid and page.view.first_paint_at is not None, timeout=5000)
    assert model.total() == OPEN_PAGE and model.more_before and model.has_older
    assert model.last_item() is not None and model.last_item().text == f"answer {turns - 1}"  # type: ignore[union-attr]
    assert page.view.is_at_bottom()
    asked: list[str] = []
    model.olderWanted.connect(asked.append)

    def at_top() -> bool:
        page.view.verticalScrollBar().setValue(0)
        return not model.more_before and model.window()[0] == 0

    qtbot.waitUntil(at_top, timeout=20000)
    settle(qtbot)
    items = model.all_items()
    # every message is there once, in the thread's order, the tool result folded into its call
    expected = [m.id for m in whole if m.role.value != "tool"]
    assert [i.message_id for i in items] == expected
    deep = next(i for i in items if i.tool_cards)
    assert deep.tool_cards[0].result == '{"now": "12:00"}' and deep.tool_cards[0].tool_message_id is not None
    assert len(asked) == -(-(len(whole) - OPEN_PAGE) // OLDER_PAGE)  # one request per page, none repeated
    assert model.item(0).text == "question 0"
