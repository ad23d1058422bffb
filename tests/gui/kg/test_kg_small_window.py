"""Issue 30: the Knowledge graph page at small window sizes: nothing runs off the window, the
bar folds, the details and the list give way to the graph, the graph toolbar folds into its » menu."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.qt import QRect, QWidget
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.screenshot import show_demo_views
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def outside(window: QWidget, page: QWidget) -> list[str]:
    """Visible widgets of the page that reach past the window's edges."""
    area = window.rect()
    found = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0 or widget.window() is not window:
            continue
        rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
        if not area.contains(rect):
            found.append(f"{type(widget).__name__} {widget.objectName()!r} at {rect.getRect()}")
    return found


@pytest.mark.parametrize("language", ["en", "vi"])
@pytest.mark.parametrize("size", [(1024, 700), (800, 560)])
def test_nothing_runs_off_a_small_window(
    size: tuple[int, int], language: str, app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path
) -> None:
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    install_language(language)
    try:
        window = MainWindow(app_ctx)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        run(show_demo_views(window, "kg", conversation_id=demo.conversation_id, entity_id=demo.entity_id), timeout=30)
        page = window.page("kg")
        assert isinstance(page, KGPage)
        qtbot.waitUntil(lambda: not page.busy and bool(page.graph.view.nodes), timeout=10000)
        assert (window.width(), window.height()) == size  # the page did not force the window wider
        assert outside(window, page) == []
        toolbar = page.graph.toolbar
        for action in toolbar.actions():
            button = toolbar.widgetForAction(action)
            if button is not None and button.isVisible():  # what does not fit is in the » menu instead
                assert toolbar.rect().contains(button.geometry()), action.text()
        if size == (1024, 700) and language == "en":
            assert page.import_button.isVisible() and page.export_button.isVisible()  # the file buttons stay out
        if size == (800, 560):
            assert page.bar.compact and page.bar.more_button.isVisible() and not page.prune_button.isVisible()
            assert page.graph.view.width() >= 250  # the graph keeps room: the details gave way
            assert not page.detail.isVisible()
            page.bar.details_toggle.click()  # the user can bring them back (the list then gives way)
            assert page.detail.isVisible() and not page.entity_list.isVisible()
            qtbot.waitUntil(lambda: outside(window, page) == [], timeout=5000)  # once the splitter has laid them out
    finally:
        install_language("")


def test_hidden_by_hand_stays_hidden_when_the_window_grows(make_page: Any, sample: Any) -> None:
    page = make_page(1240, 700)
    assert page.detail.isVisible() and page.entity_list.isVisible()
    page.bar.details_toggle.click()
    assert not page.detail.isVisible()
    page.resize(1400, 700)
    assert not page.detail.isVisible()
    page.bar.details_toggle.click()
    assert page.detail.isVisible()
