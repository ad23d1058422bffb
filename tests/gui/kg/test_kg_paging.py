"""The entity list at 100,000 entities: one page on open, the next page only when scrolled to."""

from __future__ import annotations

import time
from typing import Any

import pytest

from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.entity_model import PAGE_SIZE
from goclaw_lite.gui.qt import Qt
from goclaw_lite.model.kg import EntityInput
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING, settle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
ENTITIES = 100_000
TYPES = ("person", "place", "project", "organization")


def test_paging_at_100k_entities(browser: KGBrowser, make_page: Any, qtbot: Any, run: Any) -> None:
    agent = run(browser.graph.agents.create("archive", provider="local", model="m"))
    scope = browser.graph.scope(agent)

    async def load() -> None:
        async with browser.store.transaction():  # one transaction, one batch write
            await browser.store.upsert_entities(
                scope, [EntityInput(f"Entity {i:06d}", TYPES[i % len(TYPES)], confidence=0.5 + (i % 50) / 100) for i in range(ENTITIES)]
            )

    run(load(), timeout=120)
    started = time.perf_counter()
    page = make_page()
    model = page.entity_list.model
    qtbot.waitUntil(lambda: model.rowCount() > 0 and not page.busy, timeout=20000)
    first_page_s = time.perf_counter() - started
    assert model.total == ENTITIES
    assert model.rowCount() == PAGE_SIZE
    assert model.pages_fetched == 1  # opening the page read one page, not the graph
    assert model.entity(0).name == "Entity 000000"  # type: ignore[union-attr]
    assert page.entity_list.count_label.text() == f"{PAGE_SIZE} of 100,000 entities loaded; scroll for more"
    assert page.entity_list.type_filter.itemText(0) == "All types  (100,000)"

    # Scrolling to the end of what is loaded fetches exactly the next page.
    table = page.entity_list.table
    table.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() == 2 * PAGE_SIZE and not model.loading, timeout=10000)
    assert model.pages_fetched == 2
    assert model.entity(PAGE_SIZE).name == f"Entity {PAGE_SIZE:06d}"  # type: ignore[union-attr]
    # And the keyboard does the same: End goes to the last loaded row, which loads another page.
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: model.rowCount() == 3 * PAGE_SIZE and not model.loading, timeout=10000)
    settle(page, qtbot)
    assert model.pages_fetched == 3
    assert model.rowCount() < ENTITIES

    # A search over the 100,000 answers with its capped, ranked hits in one request.
    page.entity_list.search.setText("Entity 09999")
    qtbot.waitUntil(lambda: model.query is not None and model.query.searching and not model.loading and model.rowCount() > 0, timeout=10000)
    assert [model.entity(r).name for r in range(model.rowCount())] == [f"Entity 09999{d}" for d in reversed(range(10))]  # one rank: newest first  # type: ignore[union-attr]
    assert model.pages_fetched == 1
    # A search with many hits pages too: 10,000 matches, one page at a time as the list scrolls.
    page.entity_list.search.setText("entity 01")
    qtbot.waitUntil(lambda: model.query is not None and model.query.text == "entity 01" and not model.loading and model.rowCount() > 0, timeout=10000)
    assert model.rowCount() == PAGE_SIZE and not model.complete and model.pages_fetched == 1
    assert page.entity_list.count_label.text() == f"{PAGE_SIZE} matches loaded; scroll for more"
    table.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() == 2 * PAGE_SIZE and not model.loading, timeout=10000)
    names = [model.entity(r).name for r in range(model.rowCount())]  # type: ignore[union-attr]
    assert names == [f"Entity {19_999 - i:06d}" for i in range(2 * PAGE_SIZE)] and model.pages_fetched == 2
    print(f"kg paging: first page of {ENTITIES:,} entities on screen in {first_page_s * 1000:.0f} ms (page {PAGE_SIZE} rows)")
