"""Screenshots of the Knowledge graph page with the sample graph, light and dark.

Saved to test-output/gui/kg*.png for people to look at; the tests check that they are real
renders (many colours, the right size, a dark background in the dark variant).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.qt import QApplication, QImage, QPalette, Qt
from goclaw_lite.gui.shell.appearance import apply_color_scheme
from goclaw_lite.gui.shell.main_window import MainWindow
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING, settle
from tests.support.qt_input import wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
SCREENSHOT_DIR = Path(__file__).resolve().parents[3] / "test-output" / "gui"
SIZE = (1280, 800)


def _distinct_colours(image: QImage) -> int:
    step = max(1, image.width() // 90)
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def _save(widget: Any, name: str) -> QImage:
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    pixmap = widget.grab()
    assert pixmap.save(str(SCREENSHOT_DIR / name))
    image = pixmap.toImage()
    assert _distinct_colours(image) > 20
    return image


@pytest.fixture
def window(app_ctx: AppContext, sample: SampleGraph, qtbot: Any) -> Iterator[MainWindow]:
    win = MainWindow(app_ctx)
    qtbot.addWidget(win)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    assert win.show_page("kg")
    page = win.page("kg")
    assert isinstance(page, KGPage)
    settle(page, qtbot)
    yield win
    win.close()
    win.deleteLater()


def _showcase(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    page.graph.set_depth(2)
    page.open_entity(sample.id("Ada Lovelace"))
    qtbot.waitUntil(lambda: page.graph.state.centre_id == sample.id("Ada Lovelace") and bool(page.graph.view.nodes), timeout=5000)
    settle(page, qtbot)
    page.graph.select([sample.id("Mary Somerville")])
    page.graph.pin_action.trigger()
    page.graph.select([sample.id("Charles Babbage")])
    page.graph.view.fit()
    settle(page, qtbot)
    wait_idle(qtbot)


def _show_path(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    page.graph.find_path(sample.id("Mary Somerville"), sample.id("Bletchley Park"))
    qtbot.waitUntil(lambda: bool(page.graph.state.path) and not page.graph.busy, timeout=5000)
    page.graph.select([])
    page.graph.view.fit()
    wait_idle(qtbot)


def test_kg_screenshot_light_and_dark(window: MainWindow, sample: SampleGraph, qapp: QApplication, qtbot: Any) -> None:
    page = window.page("kg")
    assert isinstance(page, KGPage)
    _showcase(page, sample, qtbot)
    image = _save(window, "kg.png")
    assert (image.width(), image.height()) == SIZE
    try:
        apply_color_scheme(qapp, Qt.ColorScheme.Dark)
        qtbot.waitUntil(lambda: page.graph.view.theme.dark, timeout=3000)
        wait_idle(qtbot)
        dark = _save(window, "kg_dark.png")
        view = page.graph.view
        corner = view.mapTo(window, view.rect().bottomRight()) - view.rect().bottomRight() / 8
        assert dark.pixelColor(corner.x(), corner.y()).lightness() < 100  # the canvas really is dark
        assert page.entity_list.table.palette().color(QPalette.ColorRole.Base).lightness() < 128
    finally:
        apply_color_scheme(qapp, Qt.ColorScheme.Light)
    qtbot.waitUntil(lambda: not page.graph.view.theme.dark, timeout=3000)
    _show_path(page, sample, qtbot)
    _save(window, "kg_path.png")


def test_duplicates_and_dialog_screenshots(window: MainWindow, sample: SampleGraph, qapp: QApplication, qtbot: Any) -> None:
    page = window.page("kg")
    assert isinstance(page, KGPage)
    page.open_entity(sample.id("Linus Torvalds"))
    settle(page, qtbot)
    page.tabs.setCurrentWidget(page.duplicates)
    wait_idle(qtbot)
    _save(window, "kg_duplicates.png")
    page.tabs.setCurrentWidget(page.graph)
    page.open_entity(sample.id("Ada Lovelace"))
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.name == "Ada Lovelace", timeout=5000)
    settle(page, qtbot)
    page.edit_current()
    qtbot.waitUntil(lambda: page.edit_dialog is not None and page.edit_dialog.isVisible(), timeout=5000)
    assert page.edit_dialog is not None
    wait_idle(qtbot)
    _save(page.edit_dialog, "kg_edit_dialog.png")
    page.edit_dialog.reject()
    page.open_prune()
    qtbot.waitUntil(lambda: page.prune_dialog is not None and page.prune_dialog.preview is not None, timeout=5000)
    assert page.prune_dialog is not None
    wait_idle(qtbot)
    _save(page.prune_dialog, "kg_prune_dialog.png")
    page.prune_dialog.reject()
    exported = page.graph.export_png(SCREENSHOT_DIR / "kg_export.png")
    assert QImage(str(exported)).width() > 500
