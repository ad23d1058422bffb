"""Screenshots of the chat page with sample data, light and dark (test-output/gui/chat*.png)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.qt import QApplication, QImage, QPalette, Qt
from goclaw_lite.gui.shell.appearance import apply_color_scheme
from tests.gui.chat.chat_fakes import FakeChatService, Reply, ToolStep
from tests.gui.chat.conftest import SCREENSHOTS, settle
from tests.support.qt_input import wait_idle

pytestmark = pytest.mark.gui

ANSWER = """Here is a small function that lists a folder **biggest file first**:

```python
from pathlib import Path

def by_size(folder: str) -> list[tuple[str, int]]:
    \"\"\"Files in `folder`, largest first.\"\"\"
    files = [p for p in Path(folder).iterdir() if p.is_file()]
    return sorted(((p.name, p.stat().st_size) for p in files), key=lambda t: t[1], reverse=True)
```

Run it with `python sizes.py ~/Downloads`. A few notes:

- it does not follow sub-folders;
- symbolic links are reported with the size of their target.
"""


def _fill(page: ChatPage, service: FakeChatService, qtbot: Any, run: Any) -> None:
    store = service.conversations
    for question, answer in (("Plan a weekend in Lisbon", "Day one: Alfama and the castle…"),
                             ("Explain Rust lifetimes", "A lifetime names how long a borrow is valid…"),
                             ("Draft a polite reminder email", "Subject: Friendly reminder…")):
        user = run(store.add_user_message(question))
        run(store.add_assistant_message(user.conversation_id, content=answer, provider="ollama", model="qwen2.5:7b"))
    listing = ToolStep("list_directory", {"path": "~/Downloads", "recursive": False},
                       '{"files": ["talk.mp4", "notes.pdf", "photo.jpg"], "count": 3}',
                       duration_ms=84)
    service.replies.extend([
        Reply("A first, shorter answer.", provider="ollama", model="qwen2.5:7b", duration_ms=900, eval_tokens=31),
        Reply(ANSWER, tools=(listing,), preamble="Let me look at the folder first.", provider="ollama", model="qwen2.5:7b",
              eval_tokens=214, duration_ms=2870),
    ])
    page.composer.set_text("How do I list the files in a folder, biggest first?")
    page.composer.submit()
    qtbot.waitUntil(lambda: page.is_idle() and page.view.thread_model.total() == 2, timeout=5000)
    settle(qtbot)
    first_answer = page.view.thread_model.last_item()
    assert first_answer is not None
    page.regenerate(first_answer.message_id)
    qtbot.waitUntil(lambda: page.is_idle() and page.view.thread_model.total() == 3, timeout=5000)
    settle(qtbot)
    caller = page.view.thread_model.all_items()[1]
    page.view.toggle_tool(caller.message_id)
    page.composer.set_text("Can it skip hidden files too?")
    page.view.clearFocus()


@pytest.fixture
def shown(page: ChatPage, fake_service: FakeChatService, qtbot: Any, run: Any) -> Iterator[ChatPage]:
    page.resize(1180, 860)
    _fill(page, fake_service, qtbot, run)
    model = page.view.thread_model
    qtbot.waitUntil(lambda: all((i.step_of or i.message_id) in model.siblings for i in model.all_items()), timeout=3000)
    wait_idle(qtbot)
    yield page


def _distinct(image: QImage) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), 9) for y in range(0, image.height(), 9)})


def test_chat_screenshot_light(shown: ChatPage, qtbot: Any) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    image = shown.grab().toImage()
    assert image.save(str(SCREENSHOTS / "chat.png"))
    assert _distinct(image) > 40
    assert shown.view.palette().color(QPalette.ColorRole.Base).lightness() > 128


def test_chat_screenshot_dark(shown: ChatPage, qapp: QApplication, qtbot: Any) -> None:
    try:
        apply_color_scheme(qapp, Qt.ColorScheme.Dark)
        qtbot.waitUntil(lambda: shown.view.renderer.theme.dark, timeout=3000)
        wait_idle(qtbot)
        image = shown.grab().toImage()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        assert image.save(str(SCREENSHOTS / "chat_dark.png"))
        assert _distinct(image) > 40
        middle = image.pixelColor(image.width() * 3 // 4, 30)
        assert middle.lightness() < 100  # the message area really is dark
        theme = shown.view.renderer.theme
        assert theme.text.lightness() > 180 and theme.code_background.lightness() < 90
    finally:
        apply_color_scheme(qapp, Qt.ColorScheme.Light)
    qtbot.waitUntil(lambda: not shown.view.renderer.theme.dark, timeout=3000)


def test_chat_in_the_main_window_screenshot(app_ctx: Any, configured: Any, qtbot: Any, run: Any) -> None:
    """The real window (real service loaded) showing history written through the store."""
    from goclaw_lite.gui.shell.main_window import MainWindow
    from goclaw_lite.model.chat import MessageState, ToolCall

    conversations, _agents = configured
    for question in ("Summarise the meeting notes", "Which port does Ollama use?"):
        user = run(conversations.add_user_message(question))
        run(conversations.add_assistant_message(user.conversation_id, content="Done.", provider="fake", model="fake-small"))
    user = run(conversations.add_user_message("What is in ~/Downloads, biggest first?"))
    cid = user.conversation_id
    row = run(conversations.start_assistant(cid, provider="fake", model="fake-small"))
    call = ToolCall("call_1", "list_directory", '{"path": "~/Downloads"}')
    run(conversations.finish_assistant(row.id, content="Let me look.", tool_calls=[call], llm_duration_ms=380, eval_tokens=24))
    run(conversations.add_tool_result(cid, "call_1", '{"files": ["talk.mp4", "notes.pdf"], "count": 2}'))
    final = run(conversations.start_assistant(cid, provider="fake", model="fake-small"))
    run(conversations.finish_assistant(final.id, state=MessageState.COMPLETE, content=ANSWER, llm_duration_ms=2870, eval_tokens=214))
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    window.show_page("chat")
    page = window.page("chat")
    assert isinstance(page, ChatPage)
    qtbot.waitUntil(lambda: page.sidebar.model.rowCount() == 3, timeout=5000)
    page.open_conversation(cid)
    qtbot.waitUntil(lambda: page.conversation_id == cid and page.view.thread_model.total() == 3, timeout=5000)
    page.view.toggle_tool(page.view.thread_model.all_items()[1].message_id)
    settle(qtbot)
    wait_idle(qtbot)
    image = window.grab().toImage()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert image.save(str(SCREENSHOTS / "chat_window.png"))
    assert _distinct(image) > 40
    window.close()
