"""The Activity page as a user works it: filters, paging, the details pane, on a real database."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.activity.page import ActivityPageWidget
from goclaw_lite.gui.activity.query import ActivityQuery, local_day, local_midnight
from goclaw_lite.gui.i18n.dates import format_date, format_time
from goclaw_lite.gui.qt import QDate
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.pages import builtin_page_modules
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click, wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
SECRET = "pl4in-value-under-a-secret-key"


def seed(ctx: AppContext, run: Any) -> None:
    """120 rows, one hour apart from START: every 4th a tool call by an agent, the rest
    alternating agent.add / provider.add by the user; the last one carries a secret."""
    moments = iter(START + timedelta(hours=i) for i in range(1000))
    store = ActivityStore(ctx.stores.db, ctx.stores.identity, clock=lambda: next(moments))

    async def write() -> None:
        for i in range(119):
            if i % 4 == 3:
                await store.log("agent.tool_call", entity_type="conversation", entity_id=f"c{i}", actor_type="agent",
                                actor_id="helper", details={"tool": "exec", "n": i})
            elif i % 2:
                await store.log("provider.add", entity_type="llm_provider", entity_id=f"p{i}", details={"name": f"p{i}"})
            else:
                await store.log("agent.add", entity_type="agent", entity_id=f"a{i}", details={"key": f"a{i}"})
        await store.log("secure_cli.create", entity_type="secure_cli_binary", entity_id="gh",
                        details={"binary": "gh", "GH_TOKEN": SECRET, "variables": ["GH_TOKEN"]})

    run(write(), timeout=30)


@pytest.fixture
def page(app_ctx: AppContext, run: Any, qtbot: Any) -> Iterator[ActivityPageWidget]:
    seed(app_ctx, run)
    widget = ActivityPageWidget(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(1200, 700)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: widget.current is not None and not widget.loading, timeout=10000)
    yield widget
    widget.close()


def settle(page: ActivityPageWidget, qtbot: Any) -> None:
    qtbot.waitUntil(lambda: not page.loading, timeout=10000)


def actions(page: ActivityPageWidget) -> list[str]:
    return page.table_sentences()


def choose(qtbot: Any, page: ActivityPageWidget, combo: Any, value: str) -> None:
    index = combo.findData(value)
    assert index > 0, f"{value} is not offered"
    with qtbot.waitSignal(page.pageLoaded, timeout=10000):
        combo.setCurrentIndex(index)
    settle(page, qtbot)


def test_newest_first_and_paging_through_everything(page: ActivityPageWidget, qtbot: Any) -> None:
    assert page.range_label.text() == "1–50 of 120"
    assert actions(page)[0] == "You registered the tool “gh”" and len(page.current.rows) == 50
    headings = [page.table.item(r, 0).text() for r, e in enumerate(page.row_entries) if e is None]
    days = list(dict.fromkeys(local_day(r.activity.created_at) for r in page.current.rows))
    assert len(headings) == len(days) >= 3 and page.table.rowCount() == 50 + len(days)
    assert headings[0] == format_date(page.current.rows[0].activity.created_at, long=True) and "March" in headings[0]
    assert page.table.columnSpan(0, 0) == 2 and page.table.item(1, 0).text() == format_time(
        page.current.rows[0].activity.created_at)
    assert not page.prev_button.isEnabled() and page.next_button.isEnabled()
    seen = [r.activity.id for r in page.current.rows]
    for expected in ("51–100 of 120", "101–120 of 120"):
        with qtbot.waitSignal(page.pageLoaded, timeout=10000):
            click(qtbot, page.next_button)
        settle(page, qtbot)
        assert page.range_label.text() == expected
        seen += [r.activity.id for r in page.current.rows]
    assert not page.next_button.isEnabled() and page.prev_button.isEnabled()
    assert len(seen) == len(set(seen)) == 120
    times = [r.activity.created_at for r in page.current.rows]
    assert times == sorted(times, reverse=True) and times[-1] == "2026-03-01T09:00:00.000Z"
    with qtbot.waitSignal(page.pageLoaded, timeout=10000):
        click(qtbot, page.prev_button)
    settle(page, qtbot)
    assert page.range_label.text() == "51–100 of 120"


def test_filters_offer_stored_values_and_narrow_the_rows(page: ActivityPageWidget, qtbot: Any) -> None:
    offered = [page.action_combo.itemText(i) for i in range(page.action_combo.count())]
    assert offered == ["All actions", "Added a model server", "Called a tool", "Created an agent", "Registered a tool"]
    kinds = [page.entity_combo.itemText(i) for i in range(page.entity_combo.count())]
    assert kinds == ["All kinds", "Agent", "Chat", "Model server", "Tool"]
    choose(qtbot, page, page.action_combo, "agent.tool_call")
    assert {a.split("“")[0] for a in actions(page)} == {"A removed agent used the tool exec in the chat "}
    assert page.range_label.text() == "1–29 of 29"
    assert not page.next_button.isEnabled()
    choose(qtbot, page, page.actor_combo, "user")  # no tool call is by the user
    assert page.table.rowCount() == 0 and page.range_label.text() == "No activity matches."
    with qtbot.waitSignal(page.pageLoaded, timeout=10000):
        click(qtbot, page.clear_button)
    settle(page, qtbot)
    assert page.range_label.text() == "1–50 of 120" and page.action_combo.currentIndex() == 0
    choose(qtbot, page, page.entity_combo, "llm_provider")
    assert {a.split("“")[0] for a in actions(page)} == {"You added the model server "} and page.current.total == 30


def test_date_range_is_whole_local_days(page: ActivityPageWidget, qtbot: Any) -> None:
    day = date(2026, 3, 2)
    with qtbot.waitSignal(page.pageLoaded, timeout=10000):
        page.set_filters(first_day=day, last_day=day)
    settle(page, qtbot)
    since, until = local_midnight(day), local_midnight(day + timedelta(days=1))
    rows = page.current.rows
    assert rows and all(since <= r.activity.created_at < until for r in rows)
    assert page.current.total == 24  # one row an hour
    assert page.from_date.date() == QDate(2026, 3, 2) and page.to_date.date() == QDate(2026, 3, 2)
    # the controls themselves drive it too: an open end means "from that day on"
    with qtbot.waitSignal(page.pageLoaded, timeout=10000):
        page.to_date.setDate(page.to_date.minimumDate())
    settle(page, qtbot)
    start = datetime.fromisoformat(since)
    expected = sum(1 for h in range(120) if START + timedelta(hours=h) >= start)
    assert page.to_date.text() == "Any" and page.current.total == expected


def test_details_pane_lists_the_row_in_words_with_the_json_behind_a_toggle(page: ActivityPageWidget, qtbot: Any) -> None:
    assert page.details.toPlainText() == ""
    page.select_entry(0)
    words = page.details.toPlainText()
    assert "You registered the tool “gh”" in words and "Tool\tgh" in words.replace("\n", "\t")
    assert "Variables\tGH_TOKEN" in words.replace("\n", "\t") and "{" not in words
    assert page.details_stack.currentWidget() is page.details
    click(qtbot, page.json_toggle)
    assert page.details_stack.currentWidget() is page.details_json and page.json_toggle.text() == "Show &details"
    shown = json.loads(page.details_json.toPlainText())
    assert shown["action"] == "secure_cli.create" and shown["entity_id"] == "gh"
    assert shown["details"]["binary"] == "gh" and shown["details"]["variables"] == ["GH_TOKEN"]
    assert shown["details"]["GH_TOKEN"] == "[REDACTED]"
    assert SECRET not in page.details.toPlainText() + page.details_json.toPlainText()
    assert all(SECRET not in (page.table.item(r, c).text()) for r in range(page.table.rowCount()) for c in range(2))
    page.select_entry(4)
    assert json.loads(page.details_json.toPlainText())["details"] == {"tool": "exec", "n": 115}
    click(qtbot, page.json_toggle)
    assert "A removed agent used the tool exec" in page.details.toPlainText()  # never its raw id


def test_rows_name_the_things_not_their_ids(app_ctx: AppContext, run: Any, qtbot: Any, tmp_path: Path) -> None:
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    stores = app_ctx.stores
    tool = run(SecureCLIStore(stores.db, stores.identity, stores.cipher).find_by_name("gh"))
    agent = run(AgentStore(stores.db, stores.identity).get_default())
    assert tool is not None and agent is not None
    log = ActivityStore(stores.db, stores.identity)
    run(log.log("secure_cli.run", entity_type="secure_cli_binary", entity_id=tool.id, actor_type="agent", actor_id=agent.id,
                details={"exit_code": 0, "timed_out": False, "duration_ms": 12}))
    run(log.log("agent.tool_call", entity_type="conversation", entity_id=demo.conversation_id, actor_type="agent",
                actor_id=agent.id, details={"tool": "exec"}))
    widget = ActivityPageWidget(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(1024, 600)
    widget.show()
    qtbot.waitUntil(lambda: widget.current is not None and not widget.loading, timeout=10000)
    rows = widget.table_sentences()[:2]
    chat_title = widget.current.rows[0].target
    assert rows[0] == f"{agent.label} used the tool exec in the chat “{chat_title}”"
    assert chat_title and demo.conversation_id not in chat_title
    assert rows[1] == f"{agent.label} ran the tool “gh”"
    widget.select_entry(1)
    words = widget.details.toPlainText().replace("\n", "\t")
    assert "Exit code\t0" in words and "Timed out\tno" in words and "Took\t12 ms" in words
    assert all(tool.id not in r and agent.id not in r for r in rows)
    widget.close()


def test_query_paging_arithmetic() -> None:
    query = ActivityQuery(page_size=10)
    assert query.next_page().next_page().offset == 20
    assert query.next_page().previous_page().previous_page().offset == 0
    assert query.to_filter().since is None and query.to_filter().until is None


def test_page_is_discovered_and_opens_in_the_window(app_ctx: AppContext, run: Any, qtbot: Any) -> None:
    assert "goclaw_lite.gui.activity.page" in builtin_page_modules()
    seed(app_ctx, run)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert window.show_page("activity")
    page = window.page("activity")
    assert isinstance(page, ActivityPageWidget)
    qtbot.waitUntil(lambda: page.current is not None and not page.loading, timeout=10000)
    page.table.selectRow(0)
    wait_idle(qtbot)
    out = Path("/work/notes")
    target = out / "activity.png" if out.is_dir() else Path(__file__).resolve().parents[3] / "test-output" / "gui" / "activity.png"
    target.parent.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(target))
    window.close()
