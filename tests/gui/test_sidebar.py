"""The sidebar: collapsible to icons (kept across starts) and counts beside pages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.gui.qt import QImage, QListWidget, QStyleOptionViewItem, Qt
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.sidebar import BADGE_ROLE, COLLAPSED_WIDTH, EXPANDED_WIDTH
from goclaw_lite.gui.style.tokens import LIGHT
from tests.support.qt_input import wait_idle


def _colours(image: QImage) -> set[str]:
    return {image.pixelColor(x, y).name().upper() for x in range(image.width()) for y in range(0, image.height(), 2)}


def test_sidebar_collapses_to_icons_and_remembers_it(app_ctx: AppContext, qtbot: Any) -> None:
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    sidebar = window.sidebar
    assert sidebar.width() == EXPANDED_WIDTH and not sidebar.collapsed
    qtbot.mouseClick(sidebar.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: sidebar.width() == COLLAPSED_WIDTH)
    assert sidebar.collapsed and sidebar.toggle.accessibleName() == "Expand the sidebar"
    item = window.navigation.item(0)
    assert item.text() == "Home" and item.toolTip().endswith("(Ctrl+1)")  # still named for screen readers
    window.close()

    again = MainWindow(app_ctx)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.sidebar.collapsed and again.sidebar.width() == COLLAPSED_WIDTH
    again.sidebar.set_collapsed(False)
    again.close()
    third = MainWindow(app_ctx)
    qtbot.addWidget(third)
    assert not third.sidebar.collapsed
    third.close()


def test_home_snapshot_puts_counts_beside_pages(app_ctx: AppContext, window: MainWindow, qtbot: Any, run: Any,
                                                tmp_path: Path) -> None:
    run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    sidebar = window.sidebar
    row = window.page_keys().index("agents")
    rect = window.navigation.visualItemRect(window.navigation.item(row))
    before = _colours(window.navigation.viewport().grab(rect).toImage())
    window.show_page("home")
    home = window.page("home")
    qtbot.waitUntil(lambda: not home.loading)
    home.refresh()
    qtbot.waitUntil(lambda: home.snapshot is not None and not home.loading)
    wait_idle(qtbot)
    count = len(home.snapshot.agents)
    assert count >= 1 and sidebar.badge("agents") == count
    assert sidebar.badge("home") is None and sidebar.set_badge("no-such-page", 3) is False
    after = _colours(window.navigation.viewport().grab(rect).toImage())
    assert LIGHT.badge in after and LIGHT.badge not in before


@pytest.mark.parametrize("language", ["en", "vi", "zh_CN", "ru"])
def test_no_page_name_is_elided_in_a_real_language(language: str, app_ctx: AppContext, qtbot: Any, run: Any,
                                                     tmp_path: Path) -> None:
    """"Knowledge gr…", "Thông tin xác …" and "Учётные дан…" at 190 px: every name of the four
    languages shows whole beside its count (the demo data gives Agents, the graph and
    Credentials a count)."""
    run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    install_language(language)
    try:
        window = MainWindow(app_ctx)
        qtbot.addWidget(window)
        window.resize(1024, 700)
        window.show()
        qtbot.waitExposed(window)
        nav = window.navigation
        qtbot.waitUntil(lambda: sum(bool(nav.item(r).data(BADGE_ROLE)) for r in range(nav.count())) >= 3, timeout=15000)
        assert elided_names(nav) == []
    finally:
        install_language("")


def elided_names(nav: QListWidget) -> list[str]:
    """The names the sidebar's delegate shortens (it elides to leave room for a count)."""
    cut = []
    for row in range(nav.count()):
        index = nav.model().index(row, 0)
        option = QStyleOptionViewItem()
        option.rect = nav.visualRect(index)
        option.font = nav.font()
        option.fontMetrics = nav.fontMetrics()
        option.decorationSize = nav.iconSize()
        nav.itemDelegate().initStyleOption(option, index)
        if option.text and option.text != nav.item(row).text():
            cut.append(nav.item(row).text())
    return cut
