"""Web tool cards: the page's title and link, the search results, and errors, readable without opening the card.

The results are made by the real tools' formatters (`fetch_result_text`, `search_result_text`),
so a change of format there shows here. Screenshots at 1024x700: test-output/gui/web_cards*.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.agent.tools.web_tools import fetch_result_text, search_result_text
from goclaw_lite.gui.chat.items import ToolCard, ToolStatus
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.web_cards import web_summary
from goclaw_lite.model.web import FetchedPage, SearchBackend, SearchHit, SearchResults
from tests.gui.chat.chat_fakes import FakeChatService, Reply, ToolStep
from tests.gui.chat.conftest import SCREENSHOTS, settle
from tests.support.qt_input import wait_idle

pytestmark = pytest.mark.gui

PAGE = FetchedPage(
    url="https://rhine.example/otters", final_url="https://rhine.example/otters",
    title="Otters of the Lower Rhine", content_type="text/html",
    text="# Otters of the Lower Rhine\n\nVolunteers found spraint under 37 bridges." * 3,
)
RESULTS = SearchResults("otters lower rhine", SearchBackend.SEARXNG, (
    SearchHit("Otters of the Lower Rhine", "https://rhine.example/otters",
              "Otters came back to the Lower Rhine in the 2010s."),
    SearchHit("Eurasian otter [Lutra lutra] *facts*", "https://wiki.example/Eurasian_otter",
              "A semiaquatic mammal native to Eurasia."),
    SearchHit("A link that is not http", "javascript:alert(1)", "never a link"),
))
REFUSED = ("error: Refused to fetch 169.254.169.254: a cloud metadata address.")


def card(name: str, result: str, status: ToolStatus = ToolStatus.OK) -> ToolCard:
    return ToolCard("c1", name, "{}", result, status)


def test_fetch_card_shows_title_link_and_facts() -> None:
    summary = web_summary(card("web_fetch", fetch_result_text(PAGE, 60)))
    assert summary is not None
    lines = summary.split("  \n")
    assert lines[0] == "[**Otters of the Lower Rhine**](https://rhine.example/otters)"
    assert lines[1] == "rhine\\.example · text/html · 213 characters"
    assert lines[2] == "*Cut: the page has 213 characters; the first 60 are shown\\.*"


def test_search_card_lists_results_with_escaped_titles_and_only_web_links() -> None:
    summary = web_summary(card("web_search", search_result_text(RESULTS)))
    assert summary is not None
    blocks = summary.split("\n\n")
    assert blocks[0] == "**3 result(s)** for “otters lower rhine” · SearXNG"  # English comes from the catalogue
    assert blocks[1].startswith("1\\. [Otters of the Lower Rhine](https://rhine.example/otters) — rhine\\.example")
    assert "[Eurasian otter \\[Lutra lutra\\] \\*facts\\*](https://wiki.example/Eurasian_otter)" in blocks[2]
    assert blocks[3] == "3\\. A link that is not http  \nnever a link"  # no link for a javascript: URL


def test_errors_show_on_the_card_and_other_tools_get_no_summary() -> None:
    assert web_summary(card("web_fetch", REFUSED, ToolStatus.FAILED)) == (
        "Refused to fetch 169\\.254\\.169\\.254: a cloud metadata address\\.")
    assert web_summary(card("current_time", '{"utc": "x"}')) is None
    assert web_summary(ToolCard("c1", "web_fetch", "{}")) is None  # still running


def _show(page: ChatPage, service: FakeChatService, qtbot: Any) -> None:
    search = ToolStep("web_search", {"query": "otters lower rhine"}, search_result_text(RESULTS), duration_ms=640)
    fetch = ToolStep("web_fetch", {"url": PAGE.url}, fetch_result_text(PAGE, 30_000), duration_ms=420)
    refused = ToolStep("web_fetch", {"url": "http://169.254.169.254/latest/meta-data/"}, REFUSED, ok=False,
                       duration_ms=3)
    service.replies.append(Reply(
        "Yes: otters came back to the Lower Rhine in the 2010s; volunteers found them under 37 bridges.",
        tools=(search, fetch, refused), preamble="Let me search for that.", provider="ollama", model="qwen2.5:7b",
        duration_ms=2400, eval_tokens=60,
    ))
    page.resize(1024, 700)
    page.composer.set_text("Are there otters on the Lower Rhine?")
    page.composer.submit()
    qtbot.waitUntil(lambda: page.is_idle() and page.view.thread_model.total() >= 2, timeout=5000)
    settle(qtbot)
    wait_idle(qtbot)


def test_web_cards_screenshot(page: ChatPage, fake_service: FakeChatService, qtbot: Any) -> None:
    _show(page, fake_service, qtbot)
    caller = next(i for i in page.view.thread_model.all_items() if i.tool_cards)
    assert [c.status for c in caller.tool_cards] == [ToolStatus.OK, ToolStatus.OK, ToolStatus.FAILED]
    layout = page.view.renderer.layout(caller, page.view.layout_width())
    from goclaw_lite.gui.chat.paint_ops import DocOp

    links = {op.document.toMarkdown() for op in layout.ops if isinstance(op, DocOp) and op.link_source}
    assert any("Otters of the Lower Rhine" in text and "rhine.example/otters" in text for text in links)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.view.scrollToBottom()
    wait_idle(qtbot)
    assert page.grab().toImage().save(str(SCREENSHOTS / "web_cards.png"))


def test_web_cards_screenshot_dark(page: ChatPage, fake_service: FakeChatService, qtbot: Any, qapp: Any) -> None:
    from goclaw_lite.gui.qt import Qt
    from goclaw_lite.gui.shell.appearance import apply_color_scheme

    try:
        apply_color_scheme(qapp, Qt.ColorScheme.Dark)
        qtbot.waitUntil(lambda: page.view.renderer.theme.dark, timeout=3000)
        _show(page, fake_service, qtbot)
        page.view.scrollToBottom()
        wait_idle(qtbot)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        assert page.grab().toImage().save(str(SCREENSHOTS / "web_cards_dark.png"))
    finally:
        apply_color_scheme(qapp, Qt.ColorScheme.Light)
    qtbot.waitUntil(lambda: not page.view.renderer.theme.dark, timeout=3000)


def test_clicking_a_result_title_opens_it(qtbot: Any) -> None:
    from goclaw_lite.gui.chat.message_view import MessageView
    from goclaw_lite.gui.qt import QPoint, Qt, QUrl
    from tests.gui.chat.test_chat_view import answer, settle_layout

    opened: list[QUrl] = []
    view = MessageView(open_url=lambda url: opened.append(url) or True)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    item = answer(1, "Found it.", tool_cards=(card("web_search", search_result_text(RESULTS)),))
    view.thread_model.set_items([item])
    settle_layout(qtbot, view)
    layout = view.item_layout(item.message_id)
    assert layout is not None
    spot = next(QPoint(x, y) for y in range(0, layout.height, 3) for x in range(0, layout.width, 4)
                if layout.link_at(x, y) == "https://wiki.example/Eurasian_otter")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot + view.row_rect(item.message_id).topLeft())
    assert [u.toString() for u in opened] == ["https://wiki.example/Eurasian_otter"]
    assert not any(layout.link_at(x, y).startswith("javascript") for y in range(0, layout.height, 3)
                   for x in range(0, layout.width, 4) if layout.link_at(x, y))
