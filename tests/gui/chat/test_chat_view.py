"""The message view on its own: virtualization, incremental rendering, painted buttons, keys."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.gui.chat.items import ChatItem, ToolCard, ToolStatus
from goclaw_lite.gui.chat.message_layout import footer_targets
from goclaw_lite.gui.chat.message_view import MessageView
from goclaw_lite.gui.chat.paint_ops import Action
from goclaw_lite.gui.chat.renderer import MessageRenderer
from goclaw_lite.gui.qt import QGuiApplication, QPoint, Qt, QUrl
from goclaw_lite.model.chat import MessageRole, MessageState, Siblings
from tests.support.qt_input import click, drain_events

pytestmark = pytest.mark.gui

TS = "2026-05-17T08:51:56.123Z"
CODE = 'def greet(name: str) -> str:\n    return f"Hello, {name}!"  # friendly'


def user(i: int, text: str | None = None) -> ChatItem:
    return ChatItem(f"u{i}", MessageRole.USER, text or f"Question number {i}?", MessageState.COMPLETE, TS)


def answer(i: int, text: str | None = None, **kw: Any) -> ChatItem:
    body = text if text is not None else f"Answer {i}: " + ("some words that wrap around the line " * (1 + i % 5))
    return ChatItem(f"a{i}", MessageRole.ASSISTANT, body, kw.pop("state", MessageState.COMPLETE), TS, author="Helper", **kw)


def thread(n: int) -> list[ChatItem]:
    return [user(i // 2) if i % 2 == 0 else answer(i // 2) for i in range(n)]


@pytest.fixture
def view(qtbot: Any) -> Iterator[MessageView]:
    opened: list[QUrl] = []
    widget = MessageView(open_url=lambda url: opened.append(url) or True)
    widget.opened = opened  # type: ignore[attr-defined]
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def settle_layout(qtbot: Any, view: MessageView) -> None:
    qtbot.waitUntil(lambda: view.pending_measurements() == 0, timeout=5000)
    drain_events(qtbot)


def top_row(view: MessageView) -> tuple[str, int]:
    index = view.indexAt(QPoint(view.viewport().width() // 2, 1))
    item = view.thread_model.item(index.row())
    return item.message_id, view.visualRect(index).top()


def test_ten_thousand_messages_open_at_the_bottom_with_only_a_window_laid_out(view: MessageView, qtbot: Any) -> None:
    items = thread(10_000)
    view.renderer.stats.layouts_built = 0
    view.thread_model.set_items(items)
    view.jump_to_latest()
    settle_layout(qtbot, view)
    assert view.thread_model.total() == 10_000
    assert view.thread_model.rowCount() == view.thread_model.initial_size
    assert view.renderer.stats.layouts_built <= view.thread_model.initial_size + 5
    assert view.is_at_bottom()
    last = view.row_rect(items[-1].message_id)
    assert last.isValid() and last.bottom() <= view.viewport().height() + 1
    assert not view.jump_button.isVisible()


def test_scrolling_up_pages_in_older_rows_without_moving_the_text(view: MessageView, qtbot: Any) -> None:
    model = view.thread_model
    model.window_size = 200
    items = thread(2_000)
    model.set_items(items)
    view.jump_to_latest()
    settle_layout(qtbot, view)
    bar = view.verticalScrollBar()
    paged = 0
    for _ in range(20):
        bar.setValue(max(0, bar.value() - 3 * view.viewport().height()))
        anchor_id, anchor_top = top_row(view)  # what the user sees now, before any paging or measuring
        before = model.window()
        settle_layout(qtbot, view)
        paged += model.window() != before
        assert view.row_rect(anchor_id).top() == anchor_top  # paging and late measurements never move the text
    assert paged >= 3
    start, end = model.window()
    assert start < 2_000 - model.initial_size  # older pages came in
    assert end - start <= model.window_size  # and the window stayed bounded
    assert view.jump_button.isVisible()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    settle_layout(qtbot, view)
    assert model.window()[0] == 0 and view.row_rect(items[0].message_id).top() == 0
    qtbot.keyClick(view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    settle_layout(qtbot, view)
    assert view.is_at_bottom() and model.window()[1] == 2_000
    qtbot.waitUntil(lambda: not view.jump_button.isVisible(), timeout=2000)


def test_the_jump_button_brings_back_the_latest_message(view: MessageView, qtbot: Any) -> None:
    items = thread(300)
    view.thread_model.set_items(items)
    view.jump_to_latest()
    settle_layout(qtbot, view)
    view.verticalScrollBar().setValue(0)
    qtbot.waitUntil(view.jump_button.isVisible, timeout=2000)
    click(qtbot, view.jump_button)
    settle_layout(qtbot, view)
    assert view.is_at_bottom()


def _stream(view: MessageView, qtbot: Any, item: ChatItem, text: str, step: int) -> ChatItem:
    for end in range(step, len(text) + step, step):
        item = item.changed(text=text[:end])
        view.thread_model.replace(item)
        drain_events(qtbot, rounds=1)  # the view sees every step, as with a real stream
    return item


STREAMED = "\n\n".join(
    [f"Paragraph {i} with **bold** words, `inline code` and a list:\n\n- one\n- two\n\n```python\n{CODE}\n```" for i in range(14)]
)


def test_streaming_rerenders_only_the_end_of_the_answer(view: MessageView, qtbot: Any) -> None:
    start = answer(0, "", state=MessageState.STREAMING)
    view.thread_model.set_items([user(0), start])
    item = _stream(view, qtbot, start, STREAMED, 40)
    settle_layout(qtbot, view)
    docs = view.renderer.docs(item.message_id).content
    updates = len(STREAMED) // 40 + 1
    assert len(docs.segments) >= 20
    assert docs.rebuilt <= updates + len(docs.segments)  # about one segment per update, never all of them
    fresh = MessageRenderer(view.renderer.theme)
    assert fresh.layout(item, view.layout_width()).height == view.renderer.layout(item, view.layout_width()).height
    assert view.is_at_bottom()  # the view followed the growing answer


def test_scrolled_up_the_view_stays_put_while_an_answer_grows(view: MessageView, qtbot: Any) -> None:
    items = thread(40)
    tail = answer(99, "", state=MessageState.STREAMING)
    view.thread_model.set_items([*items, tail])
    view.jump_to_latest()
    settle_layout(qtbot, view)
    view.verticalScrollBar().setValue(view.verticalScrollBar().value() - 900)
    drain_events(qtbot)
    anchor_id, anchor_top = top_row(view)
    _stream(view, qtbot, tail, STREAMED[:1500], 60)
    settle_layout(qtbot, view)
    assert view.row_rect(anchor_id).top() == anchor_top
    assert not view.is_at_bottom()


def test_copy_button_copies_the_code_block_exactly(view: MessageView, qtbot: Any) -> None:
    item = answer(1, f"Try this:\n\n```python\n{CODE}\n```\n\nThen run it.")
    view.thread_model.set_items([user(1), item])
    settle_layout(qtbot, view)
    rect = view.target_rect(item.message_id, Action.COPY_CODE, "0")
    assert rect.isValid()
    QGuiApplication.clipboard().setText("something else")
    click(qtbot, view.viewport(), pos=lambda: view.target_rect(item.message_id, Action.COPY_CODE, "0").center())
    assert QGuiApplication.clipboard().text() == CODE
    assert view._flash == (item.message_id, (Action.COPY_CODE, "0"))
    labels = [label for label, _cb in view.context_actions(item)]
    assert "Copy code block 1" in labels and "Regenerate" in labels


def test_links_open_in_the_browser_but_only_safe_schemes(view: MessageView, qtbot: Any) -> None:
    item = answer(2, "See [the docs](https://example.com/docs) for more.")
    view.thread_model.set_items([item])
    settle_layout(qtbot, view)
    layout = view.item_layout(item.message_id)
    assert layout is not None
    rect = view.row_rect(item.message_id)
    spot = next(
        QPoint(x, y)
        for y in range(0, layout.height, 3)
        for x in range(0, layout.width, 4)
        if layout.link_at(x, y) == "https://example.com/docs"
    )
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot + rect.topLeft())
    assert [u.toString() for u in view.opened] == ["https://example.com/docs"]  # type: ignore[attr-defined]
    view.open_link("javascript:alert(1)")
    view.open_link("file:///etc/passwd")
    assert len(view.opened) == 1  # type: ignore[attr-defined]


def test_tool_cards_toggle_by_click_and_by_keyboard(view: MessageView, qtbot: Any) -> None:
    card = ToolCard("c1", "web_search", '{"q": "pyside6"}', result='{"hits": 3}', status=ToolStatus.OK, duration_ms=250)
    item = answer(3, "Searching.", tool_cards=(card,))
    view.thread_model.set_items([user(3), item])
    settle_layout(qtbot, view)
    collapsed = view.item_layout(item.message_id)
    assert collapsed is not None
    click(qtbot, view.viewport(), pos=lambda: view.target_rect(item.message_id, Action.TOGGLE_TOOL, "c1").center())
    opened = view.thread_model.find(item.message_id)
    assert opened is not None and opened.tool_cards[0].expanded
    view.setFocus()
    view.setCurrentIndex(view.thread_model.index(1))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    closed = view.thread_model.find(item.message_id)
    assert closed is not None and not closed.tool_cards[0].expanded
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "Searching."
    labels = [label for label, _cb in view.context_actions(closed)]
    assert "Show details of web_search" in labels and "Copy result of web_search" in labels


def test_branch_switcher_and_busy_state(view: MessageView, qtbot: Any) -> None:
    triggered: list[tuple[str, str, str]] = []
    view.actionTriggered.connect(lambda a, m, p: triggered.append((a, m, p)))
    first, second = answer(4, "Version two"), user(4)
    view.thread_model.set_items([second, first])
    view.thread_model.set_siblings(first.message_id, Siblings(("old", first.message_id, "new"), 1))
    settle_layout(qtbot, view)
    prev_rect = view.target_rect(first.message_id, Action.PREVIOUS_BRANCH, "old")
    assert prev_rect.isValid()
    click(qtbot, view.viewport(), pos=lambda: view.target_rect(first.message_id, Action.PREVIOUS_BRANCH, "old").center())
    view.setFocus()
    view.setCurrentIndex(view.thread_model.index(1))
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert triggered == [("previous_branch", first.message_id, "old"), ("next_branch", first.message_id, "new")]
    view.busy = True  # while an answer is written, nothing that starts a run is offered
    labels = [label for label, _cb in view.context_actions(first)]
    assert "Regenerate" not in labels and not any(label.startswith("Next version") for label in labels)
    assert view.target_rect(first.message_id, Action.REGENERATE).isNull()


def test_rows_speak_their_content_to_screen_readers(view: MessageView) -> None:
    card = ToolCard("c1", "current_time", "{}", status=ToolStatus.OK)
    item = answer(5, "It is noon.", tool_cards=(card,), state=MessageState.STOPPED)
    view.thread_model.set_items([user(5, "What time is it?"), item])
    model = view.thread_model
    assert model.data(model.index(0), Qt.ItemDataRole.AccessibleTextRole) == "You: What time is it?"
    spoken = model.data(model.index(1), Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == "Helper: It is noon. Tool current_time done (stopped)"


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen, for any new window
def test_select_text_opens_the_exact_message_in_a_selectable_view(view: MessageView, qtbot: Any) -> None:
    from goclaw_lite.gui.qt import QPlainTextEdit

    body = f"Here is the code:\n\n```python\n{CODE}\n```\n\nAnd **bold** words."
    view.thread_model.set_items([user(0), answer(0, body)])
    settle_layout(qtbot, view)
    labels = [label for label, _cb in view.context_actions(view.thread_model.find("a0"))]  # type: ignore[arg-type]
    assert "Select text…" in labels
    # double-clicking the text (not a button) opens it
    rect = view.row_rect("a0")
    layout = view.item_layout("a0")
    assert layout is not None
    point = QPoint(rect.left() + 80, rect.top() + 40)
    hit = view._hit(point)
    assert hit is not None and hit[0].message_id == "a0" and hit[1] is None
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    dialog = view.text_dialog
    assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "Message from Helper"
    editor = dialog.findChild(QPlainTextEdit, "messageTextView")
    assert editor is not None and editor.isReadOnly() and editor.toPlainText() == body
    assert editor.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    editor.selectAll()
    assert editor.textCursor().selectedText().replace("\u2029", "\n") == body
    dialog.close()
    assert view.open_text("u0") is not None and view.text_dialog is not None
    assert view.text_dialog.windowTitle() == "Your message"
    view.text_dialog.close()


@pytest.mark.parametrize("width", [900, 560, 420])
def test_a_narrow_window_keeps_latency_and_tokens_whole_and_elides_the_route(view: MessageView, qtbot: Any,
                                                                              width: int) -> None:
    from goclaw_lite.gui.chat.message_layout import PaintState, footer_metrics
    from goclaw_lite.gui.qt import QFontMetricsF

    model = "qwen2.5-coder:32b-instruct-q4_K_M-with-a-very-long-local-model-tag-name"
    item = answer(1, "Short.", llm_duration_ms=1400, eval_tokens=312, provider="ollama-on-the-workstation",
                  model=model, route_attempt=2)
    view.resize(width, 500)
    view.thread_model.set_items([user(1), item])
    settle_layout(qtbot, view)
    layout = view.item_layout("a1")
    assert layout is not None
    where, text = footer_metrics(item, layout, PaintState(), view.renderer.theme)
    # latency first and whole; the token count too while there is room for it (not at 420 px,
    # where Copy, Regenerate and the feedback buttons take most of the row)
    assert text.startswith("1.4 s · 312 tokens" if width > 420 else "1.4 s"), text
    assert QFontMetricsF(view.renderer.theme.small_font).horizontalAdvance(text) <= where.width()
    assert where.left() >= max(t.rect.right() for t, _ in footer_targets(item, layout, PaintState(), view.renderer.theme))
    if width == 900:
        assert "…" in text and "ollama" in text  # the route is what gives way


def test_the_footer_names_the_server_as_the_page_knows_it(view: MessageView, qtbot: Any) -> None:
    from goclaw_lite.gui.chat.message_layout import footer_metrics

    item = answer(1, "Short.", llm_duration_ms=1400, eval_tokens=312, provider="openai-2", model="gpt-4o-mini")
    view.resize(1100, 500)
    view.thread_model.set_items([user(1), item])
    settle_layout(qtbot, view)
    layout = view.item_layout("a1")
    assert layout is not None
    _where, before = footer_metrics(item, layout, view._paint_state(item, False), view.renderer.theme)
    assert "openai-2/gpt-4o-mini" in before
    view.server_labels = {"openai-2": "Work OpenAI"}
    _where, after = footer_metrics(item, layout, view._paint_state(item, False), view.renderer.theme)
    assert "Work OpenAI/gpt-4o-mini" in after and "openai-2" not in after
