"""The progress display: a bar per table, the overall bar, rows/s and the time left."""

from __future__ import annotations

import time
from typing import Any

import pytest

from goclaw_lite.gui.promote.progress import ProgressPanel
from goclaw_lite.promote.preflight import Preflight
from goclaw_lite.promote.progress import ProgressEvent
from tests.support.waiting import wait_for

pytestmark = pytest.mark.gui


def test_bars_rate_and_time_left_follow_the_batches(qtbot: Any) -> None:
    panel = ProgressPanel()
    qtbot.addWidget(panel)
    panel.show_plan(Preflight("PostgreSQL x", 150000, False, "id", (("agents", 2), ("agent_messages", 1000))))
    assert panel.table.rowCount() == 2 and "1,002 rows in 2 tables" in panel.rate_label.text()
    panel.start()
    panel.update(ProgressEvent("agents", "copy", 2, 2, 0.1, True))
    started = time.monotonic()
    wait_for(lambda: time.monotonic() > started, "the clock to move")  # time passes, so there is a rate to show
    panel.update(ProgressEvent("agent_messages", "copy", 250, 1000, 0.2, False))
    assert panel.bars["agents"].value() == 1000 and panel.bars["agent_messages"].value() == 250
    assert panel.overall.value() == 252 * 1000 // 1002
    assert "252 of 1,002 rows" in panel.rate_label.text() and "rows/s" in panel.rate_label.text()
    assert "left" in panel.rate_label.text()
    assert panel.table.item(1, 1).text() == "250 / 1,000"
    panel.update(ProgressEvent("agent_messages", "link:parent_id", 5, 5, 0.3, True))  # no rows of its own
    assert panel.bars["agent_messages"].value() == 250
    panel.finish()
    assert panel.overall.value() == 1000 and "copied in" in panel.rate_label.text()
