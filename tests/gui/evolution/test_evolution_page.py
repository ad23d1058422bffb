"""The Evolution page as a user works it: metrics, Make suggestions, Approve (applies) and Reject."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.evolution import AgentSummary
from goclaw_lite.evolution.recorder import ToolMetrics
from goclaw_lite.gui.evolution.page import EvolutionPageWidget, metric_rows
from goclaw_lite.model.evolution import FeedbackStats, RouteStats
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def seed(ctx: AppContext, run: Any) -> None:
    """`helper`: exec failed 6 of 12 calls, web failed 11 of 12; 5 thumbs down; `quiet`: nothing."""

    async def write() -> None:
        agents = AgentStore(ctx.stores.db, ctx.stores.identity)
        helper = await agents.create("helper", provider="local", model="m")
        await agents.create("quiet", provider="local", model="m")
        metrics = EvolutionMetricsStore(ctx.stores.db, ctx.stores.identity)
        sink = ToolMetrics(metrics)
        for i in range(12):
            await sink(helper.id, "conv", "exec", i % 2 == 0, 120, False)
            await sink(helper.id, "conv", "web", i == 0, 900, False)
        for n in range(5):
            await metrics.record(helper.id, "conv", "feedback", "thumbs", {"score": -1, "message_id": f"m{n}"})

    run(write(), timeout=30)


@pytest.fixture
def page(app_ctx: AppContext, run: Any, qtbot: Any) -> Iterator[EvolutionPageWidget]:
    seed(app_ctx, run)
    widget = EvolutionPageWidget(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(1200, 760)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: widget.current is not None and not widget.busy, timeout=10000)
    yield widget
    widget.close()


def cells(table: Any, column: int) -> list[str]:
    return [table.item(r, column).text() for r in range(table.rowCount())]


def click_and_wait(qtbot: Any, page: EvolutionPageWidget, button: Any) -> None:
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, button)
    qtbot.waitUntil(lambda: not page.busy, timeout=10000)


def select(page: EvolutionPageWidget, text: str) -> None:
    row = next(i for i, s in enumerate(cells(page.suggestions_table, 2)) if text in s)
    page.suggestions_table.selectRow(row)


def test_metrics_per_agent(page: EvolutionPageWidget) -> None:
    rows = [tuple(page.metrics_table.item(r, c).text() for c in range(4)) for r in range(page.metrics_table.rowCount())]
    assert ("helper", "Tool", "exec", "12 calls") in rows and ("helper", "Tool", "web", "12 calls") in rows
    assert ("helper", "Feedback", "Helpful / not helpful", "5 ratings") in rows
    assert ("quiet", "", "Nothing measured yet", "") in rows
    assert "50% succeeded" in cells(page.metrics_table, 4)
    assert page.suggestions_table.rowCount() == 0 and not page.approve_button.isEnabled()


def test_suggest_approve_applies_and_reject(page: EvolutionPageWidget, app_ctx: AppContext, run: Any, qtbot: Any,
                                            tmp_path: Any) -> None:
    click_and_wait(qtbot, page, page.suggest_button)
    assert sorted(cells(page.suggestions_table, 2)) == [
        "Ask before running the tool exec (policy: ask).",
        "Review the agent's system prompt: its answers are often rated down.",
        "Stop offering the tool web (policy: deny).",
    ]
    assert page.status_label.text() == "3 new suggestions."
    select(page, "tool exec")
    assert "failed 50% of its last 12 calls" in page.details.toPlainText() and page.approve_button.isEnabled()
    page.grab().save(str(tmp_path / "evolution.png"))
    click_and_wait(qtbot, page, page.approve_button)
    assert "tool exec" not in " ".join(cells(page.suggestions_table, 2))  # no longer pending
    policy = run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).get_by_key("helper")).tool_policy
    assert policy == {"exec": "ask"}
    select(page, "tool web")
    click_and_wait(qtbot, page, page.reject_button)
    assert cells(page.suggestions_table, 2) == ["Review the agent's system prompt: its answers are often rated down."]
    page.status_combo.setCurrentIndex(page.status_combo.findData(None))  # All
    qtbot.waitUntil(lambda: page.suggestions_table.rowCount() == 3 and not page.busy, timeout=10000)
    select(page, "tool exec")
    assert "Tool policy: nothing set → exec: ask" in page.details.toPlainText() and not page.approve_button.isEnabled()
    assert sorted(cells(page.suggestions_table, 1)) == ["Applied", "Pending", "Rejected"]
    assert page.status_label.text() == "3 suggestions shown, 1 waiting for review."



def test_model_rows_name_the_server_not_its_key() -> None:
    summary = AgentSummary("a1", "helper", "Helper", (), (), FeedbackStats(), (RouteStats("ollama", "qwen2.5:7b", 4),))
    assert metric_rows(summary, {"ollama": "Ollama on the desk"})[0][2] == "qwen2.5:7b on Ollama on the desk"
    assert metric_rows(summary)[0][2] == "qwen2.5:7b on ollama"  # a server gone since: its key is all there is
