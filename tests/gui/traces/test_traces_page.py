"""The Traces page as a user works it, on demo data in the real window: the list and its filters,
the waterfall with failed and slow spans marked, a span's details, the export, *View trace* under
an answer in Chat, and screenshots at 1024x700 and 1440x900."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.chat.paint_ops import Action
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.screenshot import grab_page
from goclaw_lite.gui.traces.page import TracesPageWidget
from goclaw_lite.model.chat import MessageRole
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
OUT = Path(__file__).resolve().parents[3] / "test-output" / "screenshots"


def _marks(page: TracesPageWidget) -> dict[str, str]:
    return {row.span.name: (row.failed and "failed") or (row.slow and "slow") or "" for row in page.view.rows}


def test_list_waterfall_details_export_and_view_trace(
    app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path
) -> None:
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    assert window.show_page("traces")
    page = window.page("traces")
    assert isinstance(page, TracesPageWidget)
    qtbot.waitUntil(lambda: page.listing is not None and page.view.detail is not None, timeout=10000)
    assert page.table.rowCount() == 2 and page.count_label.text() == "2 traces"
    assert page.view.detail is not None and page.view.detail.trace.status == "completed"  # the newest opens itself
    marks = _marks(page)
    assert marks["ollama/qwen2.5:14b (fell back)"] == "failed" and marks["ollama/qwen2.5:7b #2"] == "slow"
    assert marks["exec"] == "" and page.view.tree.topLevelItemCount() == 1
    tool = page.view.tree.topLevelItem(0).child(2)
    assert tool.text(0) == "Tool: exec" and tool.child(0).text(0) == "Event: hook.audit.before_tool"
    page.view.tree.setCurrentItem(tool)
    assert "gh" in page.view.details.toPlainText() and "repo" in page.view.details.toPlainText()

    # filters: failed runs only, then back
    page.status_combo.setCurrentIndex(page.status_combo.findData("error"))
    qtbot.waitUntil(lambda: page.table.rowCount() == 1 and page.table.item(0, 3).text() == "failed", timeout=10000)
    click(qtbot, page.table.viewport(), pos=lambda: page.table.visualItemRect(page.table.item(0, 0)).center())
    qtbot.waitUntil(lambda: page.view.detail is not None and page.view.detail.trace.status == "error", timeout=10000)
    assert _marks(page)["ollama/qwen2.5:7b #1"] == "failed"
    page.status_combo.setCurrentIndex(0)
    qtbot.waitUntil(lambda: page.table.rowCount() == 2, timeout=10000)

    # export of the shown trace
    target = tmp_path / "trace.json"
    page.export_to(target)
    qtbot.waitUntil(target.exists, timeout=10000)
    spans = json.loads(target.read_text())["resourceSpans"][0]["scopeSpans"][0]["spans"]
    assert len(spans) == 2 and {s["traceId"] for s in spans} == {page.view.detail.trace.id.replace("-", "")}

    # View trace under the tool chat's answer, in Chat
    assert window.show_page("chat")
    chat = window.page("chat")
    chat.open_conversation(demo.conversation_id)
    qtbot.waitUntil(lambda: len(chat.view.thread_model.all_items()) >= 2, timeout=10000)
    answer = [i for i in chat.view.thread_model.all_items() if i.role is MessageRole.ASSISTANT][-1]
    view = chat.view
    qtbot.waitUntil(lambda: not view.target_rect(answer.message_id, Action.VIEW_TRACE).isNull(), timeout=5000)
    click(qtbot, view.viewport(), pos=lambda: view.target_rect(answer.message_id, Action.VIEW_TRACE).center())
    qtbot.waitUntil(lambda: window.current_page_key() == "traces" and page.view.detail is not None
                    and page.view.detail.trace.session_key == demo.conversation_id, timeout=10000)
    [selected] = page.table.selectionModel().selectedRows()  # the list shows which one is on view
    assert page.listing is not None and page.listing.traces[selected.row()].id == page.view.detail.trace.id
    OUT.mkdir(parents=True, exist_ok=True)
    for size in ((1024, 700), (1440, 900)):
        window.resize(*size)
        shot = run(grab_page(window, "traces", OUT / f"traces-{size[0]}x{size[1]}.png"), timeout=30)
        assert shot.stat().st_size > 10_000

    # an answer from before traces were kept says so
    assert window.show_page("chat")
    other = run(app_ctx.services.conversations.list(), timeout=10)
    lisbon = next(c for c in other if c.title.startswith("Plan a weekend"))
    page.open_answer(lisbon.id, answer.message_id.replace(answer.message_id[-4:], "0000"))
    qtbot.waitUntil(lambda: page.view.detail is None and "no trace" in page.view.summary.text(), timeout=10000)
    assert not page.export_button.isEnabled()


def test_every_span_s_details_are_in_the_language(app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path) -> None:
    """In the pseudo-language every label of a span's details, and its type and status, were
    translated (a stored key such as `fallback_reasons` shown as it is would fail here)."""
    from goclaw_lite.gui.i18n.languages import install_language
    from tests.gui.test_every_text_translated import translated

    run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    install_language("pseudo")
    try:
        window = MainWindow(app_ctx)
        qtbot.addWidget(window)
        window.show()
        assert window.show_page("traces")
        page = window.page("traces")
        assert isinstance(page, TracesPageWidget)
        qtbot.waitUntil(lambda: page.listing is not None and page.view.detail is not None, timeout=10000)
        left: set[str] = set()
        for row in range(page.table.rowCount()):
            page.table.selectRow(row)
            qtbot.waitUntil(lambda r=row: page.view.detail is not None and page.listing is not None
                            and page.view.detail.trace.id == page.listing.traces[r].id, timeout=10000)
            for span in (r.span for r in page.view.rows):
                cells = re.findall(r"<tr><td[^>]*><b>(.*?)</b></td><td>(.*?)</td></tr>", page.view.span_html(span))
                shown = dict(cells)
                left |= {f"{span.name}: {key}" for key in shown if not translated(key)}
                left |= {f"{span.name}: {shown[key]}" for key in list(shown)[:2] if not translated(shown[key])}
        assert not left, sorted(left)
    finally:
        install_language("")


def test_our_stored_words_are_said_in_russian(app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path) -> None:
    """The demo's traces keep our English words ("chat helper", a fell-back call's "server error
    (HTTP 500)", its route "… (fell back)"): the page says each in Russian."""
    from goclaw_lite.gui.i18n.languages import install_language

    run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    install_language("ru")
    try:
        window = MainWindow(app_ctx)
        qtbot.addWidget(window)
        window.show()
        assert window.show_page("traces")
        page = window.page("traces")
        assert isinstance(page, TracesPageWidget)
        qtbot.waitUntil(lambda: page.listing is not None and page.view.detail is not None, timeout=10000)
        names = {page.table.item(row, 2).text() for row in range(page.table.rowCount())}
        assert "чат с helper" in names and "chat helper" not in names, names
        shown = ""
        for row in range(page.table.rowCount()):
            page.table.selectRow(row)
            qtbot.waitUntil(lambda r=row: page.view.detail is not None and page.listing is not None
                            and page.view.detail.trace.id == page.listing.traces[r].id, timeout=10000)
            shown += "".join(page.view.span_html(r.span) for r in page.view.rows)
        assert "ошибка сервера (HTTP 500)" in shown and "server error" not in shown
    finally:
        install_language("")
