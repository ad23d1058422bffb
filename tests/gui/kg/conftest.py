"""Fixtures for the Knowledge graph page: a real store with the sample graph, and the page."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from kg_sample_graph import SampleGraph, build_sample

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.kg.service import KnowledgeGraphService

OFFSCREEN_SIZE_HINT_WARNING = "This plugin does not support propagateSizeHints"


@pytest.fixture
def browser(app_ctx: AppContext) -> KGBrowser:
    return KGBrowser(KnowledgeGraphService(app_ctx.stores.db, app_ctx.stores.identity))


@pytest.fixture
def sample(browser: KGBrowser, run: Any) -> SampleGraph:
    agent = run(browser.graph.agents.create("historian", provider="local", model="m", display_name="Historian"))
    return run(build_sample(browser.graph, agent))


def settle(page: KGPage, qtbot: Any, timeout: int = 10000) -> None:
    """Wait until the page has no work in flight."""
    qtbot.waitUntil(lambda: not page.busy, timeout=timeout)


@pytest.fixture
def make_page(app_ctx: AppContext, qtbot: Any) -> Iterator[Any]:
    pages: list[KGPage] = []

    def make(width: int = 1280, height: int = 800) -> KGPage:
        page = KGPage(app_ctx)
        qtbot.addWidget(page)
        page.resize(width, height)
        page.show()
        qtbot.waitExposed(page)
        settle(page, qtbot)
        pages.append(page)
        return page

    yield make
    for page in pages:
        for dialog in (page.edit_dialog, page.prune_dialog, page.confirm_box):
            if dialog is not None:
                dialog.reject()
        page.close()


@pytest.fixture
def page(sample: SampleGraph, make_page: Any) -> KGPage:
    return make_page()
