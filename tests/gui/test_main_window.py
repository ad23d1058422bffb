"""The main window on a real store, offscreen."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import DatabaseError
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QApplication,
    QImage,
    QLabel,
    QLineEdit,
    QListWidget,
    QPalette,
    QSize,
    Qt,
    QTableWidget,
    QUrl,
    QWidget,
    is_alive,
)
from goclaw_lite.gui.settings.page import SettingsPage
from goclaw_lite.gui.shell.appearance import apply_color_scheme
from goclaw_lite.gui.shell.main_window import DEFAULT_SIZE, MainWindow
from goclaw_lite.gui.shell.pages import PageSpec, load_builtin_pages, register_page, registered_pages, unregister_page
from goclaw_lite.gui.widgets import async_bridge
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click, wait_idle

pytestmark = pytest.mark.gui

REPO_ROOT = Path(__file__).resolve().parents[2]
SCREENSHOT_DIR = REPO_ROOT / "test-output" / "gui"


def _wait_for_counts(qtbot: Any, win: MainWindow) -> Any:
    """Settings > Diagnostics, its row counts loaded."""
    settings = win.page("settings")
    assert isinstance(settings, SettingsPage)
    box = settings.diagnostics_box
    win.show_page("settings")
    click(qtbot, box.count_button)
    qtbot.waitUntil(lambda: box.table.rowCount() > 0 and not box.loading, timeout=10000)
    return box


def _nav_click(qtbot: Any, win: MainWindow, key: str) -> None:
    nav = win.navigation
    item = nav.item(win.page_keys().index(key))
    click(qtbot, nav.viewport(), pos=lambda: nav.visualItemRect(item).center())


def _focus(qtbot: Any, win: MainWindow) -> None:
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)


def test_window_opens_with_navigation_sidebar(window: MainWindow) -> None:
    nav = window.findChild(QListWidget, "navigation")
    assert nav is not None and nav.isVisible()
    assert nav.accessibleName() == "Navigation"
    titles = [nav.item(i).text() for i in range(nav.count())]
    assert titles.index("Home") < titles.index("Settings")
    assert all(not nav.item(i).icon().isNull() for i in range(nav.count()))
    assert window.windowTitle() == "GoClaw Lite"
    assert window.current_page_key() == "home"
    assert window.stack.count() == nav.count()
    assert window.size() == DEFAULT_SIZE
    assert window.minimumWidth() >= 640 and window.minimumHeight() >= 480


def test_clicking_settings_shows_paths_schema_and_key(window: MainWindow, app_ctx: AppContext, qtbot: Any) -> None:
    _nav_click(qtbot, window, "settings")
    assert window.current_page_key() == "settings"
    page = window.stack.currentWidget()
    assert isinstance(page, SettingsPage) and page.isVisible()
    assert page.field_text("data_dir") == str(app_ctx.paths.data_dir)
    assert page.field_text("db_path") == str(app_ctx.paths.db_path)
    assert page.field_text("schema_version") == "34"
    assert page.field_text("store") == app_ctx.stores.db.description
    assert page.field_text("log_dir") == str(app_ctx.paths.log_dir)
    assert page.field_text("key_source") == app_ctx.key_info.summary
    assert "GOCLAW_KEY" in page.field_text("key_source")
    assert page.field_text("key_fingerprint") == app_ctx.key_info.fingerprint != ""
    assert page.field_text("database_state") == "Created on this start"


@pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)  # the page shown as a window of its own
def test_open_data_folder_uses_the_url_opener(app_ctx: AppContext, qtbot: Any, qloop: Any) -> None:
    opened: list[QUrl] = []
    page = SettingsPage(app_ctx, open_url=lambda url: opened.append(url) or True)
    qtbot.addWidget(page)
    page.show()
    click(qtbot, page.open_data_button)
    assert [u.toLocalFile() for u in opened] == [str(app_ctx.paths.data_dir)]


def test_keyboard_moves_between_pages(window: MainWindow, qtbot: Any) -> None:
    _focus(qtbot, window)
    window.navigation.setFocus()
    qtbot.keyClick(window.navigation, Qt.Key.Key_End)
    assert window.current_page_key() == window.page_keys()[-1]
    qtbot.keyClick(window.navigation, Qt.Key.Key_Home)
    assert window.current_page_key() == "home"
    qtbot.keyClick(window.navigation, Qt.Key.Key_Down)
    assert window.current_page_key() == window.page_keys()[1]


def test_diagnostics_table_fills_with_row_counts(window: MainWindow, app_ctx: AppContext, qtbot: Any, run: Any) -> None:
    page = _wait_for_counts(qtbot, window)
    shown = {page.table.item(r, 0).text(): page.table.item(r, 1).data(Qt.ItemDataRole.DisplayRole) for r in range(page.table.rowCount())}
    assert shown == run(app_ctx.stores.meta.table_counts())
    assert shown["lite_meta"] >= 3 and shown["tenants"] >= 1
    assert [page.table.item(r, 0).text() for r in range(page.table.rowCount())] == sorted(shown)
    assert "tables" in page.status_label.text()


def test_diagnostics_error_is_shown_in_the_status_bar(
    window: MainWindow, app_ctx: AppContext, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = _wait_for_counts(qtbot, window)

    async def broken() -> dict[str, int]:
        raise DatabaseError("the disk is on fire")

    monkeypatch.setattr(app_ctx.stores.meta, "table_counts", broken)
    click(qtbot, page.count_button)
    qtbot.waitUntil(lambda: "the disk is on fire" in window.statusBar().currentMessage(), timeout=5000)
    assert "Could not count" in page.status_label.text()
    assert page.count_button.isEnabled()


def test_run_async_reports_to_the_window_and_skips_deleted_owners(window: MainWindow, qtbot: Any) -> None:
    async def fail() -> None:
        raise ValueError("boom")

    async_bridge.run_async(fail(), owner=window.page("home"), what="Testing")
    qtbot.waitUntil(lambda: "Testing failed" in window.statusBar().currentMessage(), timeout=5000)
    assert "ValueError" in window.statusBar().currentMessage()

    calls: list[object] = []
    gone = QWidget()
    release = asyncio.Event()

    async def late() -> int:
        await release.wait()
        return 1

    task = async_bridge.run_async(late(), on_done=calls.append, owner=gone)
    gone.deleteLater()
    qtbot.waitUntil(lambda: not is_alive(gone), timeout=5000)
    release.set()
    qtbot.waitUntil(task.done, timeout=5000)
    assert calls == []


def test_ctrl_comma_opens_settings_and_ctrl_number_switches(window: MainWindow, qtbot: Any) -> None:
    _focus(qtbot, window)
    assert window.current_page_key() == "home"
    qtbot.keyClick(window.navigation, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.current_page_key() == "settings", timeout=3000)
    qtbot.keyClick(window.navigation, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.current_page_key() == "home", timeout=3000)
    sequences = {s.toString() for s in window.quit_action.shortcuts()}
    assert "Ctrl+Q" in sequences
    assert "Ctrl+," in {s.toString() for s in window.settings_action.shortcuts()}


def test_ctrl_q_closes_the_window(window: MainWindow, qtbot: Any) -> None:
    _focus(qtbot, window)
    with qtbot.waitSignal(window.closed, timeout=3000):
        qtbot.keyClick(window.navigation, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible()


def test_geometry_and_last_page_persist(app_ctx: AppContext, qtbot: Any) -> None:
    first = MainWindow(app_ctx)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(777, 555)  # the offscreen screen is 800x600; restoreGeometry keeps windows on it
    assert first.show_page("settings")
    first.close()
    assert (app_ctx.paths.data_dir / "gui.ini").is_file()

    second = MainWindow(app_ctx)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.size() == QSize(777, 555)
    assert second.current_page_key() == "settings"
    assert isinstance(second.stack.currentWidget(), SettingsPage)
    second.close()


def test_status_bar_shows_store_and_key_source(window: MainWindow, app_ctx: AppContext) -> None:
    store = window.statusBar().findChild(QLabel, "storeStatus")
    key = window.statusBar().findChild(QLabel, "keyStatus")
    assert store is not None and key is not None
    assert store.isVisible() and key.isVisible()
    assert app_ctx.stores.db.description in store.text()
    assert app_ctx.key_info.summary in key.text()
    assert app_ctx.key_info.fingerprint in key.toolTip()


def test_every_control_has_an_accessible_name(window: MainWindow) -> None:
    for key in window.page_keys():  # pages are built when first shown: build them all
        window.page(key)
    controls: list[QWidget] = [
        *window.findChildren(QAbstractButton),
        *window.findChildren(QLineEdit),
        *window.findChildren(QListWidget),
        *window.findChildren(QTableWidget),
    ]
    controls = [c for c in controls if c.parent() is not None and not c.objectName().startswith("qt_")]
    unnamed = [f"{type(c).__name__}({c.objectName()})" for c in controls if not c.accessibleName()]
    assert controls and unnamed == [], unnamed


def test_page_registry_orders_and_refuses_duplicates(app_ctx: AppContext, qtbot: Any) -> None:
    load_builtin_pages()
    spec = PageSpec(key="extra", title="Extra", icon_name="no-such-icon-anywhere", factory=lambda ctx: QLabel("extra page"), order=15)
    register_page(spec)
    try:
        with pytest.raises(ValueError):
            register_page(PageSpec(key="extra", title="Other", icon_name="x", factory=lambda ctx: QLabel("x")))
        keys = [s.key for s in registered_pages()]
        assert keys.index("home") < keys.index("extra") < keys.index("settings")
        win = MainWindow(app_ctx)
        qtbot.addWidget(win)
        assert win.page_keys() == keys
        item = win.navigation.item(keys.index("extra"))
        assert item.text() == "Extra" and not item.icon().isNull()
        win.close()
    finally:
        unregister_page("extra")


def test_dark_scheme_switches_palette_and_back(window: MainWindow, qapp: QApplication, qtbot: Any) -> None:
    light = qapp.palette().color(QPalette.ColorRole.Window)
    text = window.navigation.palette()
    try:
        apply_color_scheme(qapp, Qt.ColorScheme.Dark)
        assert qapp.palette().color(QPalette.ColorRole.Window).lightness() < 128
        qtbot.waitUntil(lambda: window.navigation.palette().color(QPalette.ColorRole.Text).lightness() > 128, timeout=3000)
        SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
        assert window.grab().save(str(SCREENSHOT_DIR / "main_window_dark.png"))
    finally:
        apply_color_scheme(qapp, Qt.ColorScheme.Light)
    assert qapp.palette().color(QPalette.ColorRole.Window) == light
    qtbot.waitUntil(lambda: window.navigation.palette().color(QPalette.ColorRole.Text) == text.color(QPalette.ColorRole.Text), timeout=3000)


def _distinct_colours(image: QImage) -> int:
    step = max(1, image.width() // 80)
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def test_screenshot_is_a_real_window(window: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    _wait_for_counts(qtbot, window)
    wait_idle(qtbot)
    pixmap = window.grab()
    target = tmp_path / "main.png"
    assert pixmap.save(str(target))
    assert target.stat().st_size > 0
    assert pixmap.width() > 800 and pixmap.height() > 500
    assert _distinct_colours(pixmap.toImage()) > 8  # text, icons, frames: not a blank fill
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    assert pixmap.save(str(SCREENSHOT_DIR / "main_window.png"))
    window.show_page("settings")
    wait_idle(qtbot)
    assert window.grab().save(str(SCREENSHOT_DIR / "main_window_settings.png"))


def test_qt_shim_survives_pyside_losing_references(qapp: QApplication) -> None:
    """PySide6 6.12.0 on CPython 3.11 drops a reference to None per void call (see gui.qt)."""
    import sys

    from goclaw_lite.gui import qt

    label = QLabel("x")
    before = sys.getrefcount(None)
    for _ in range(20000):  # without the shim's fix this aborts the interpreter
        label.setText("y")
    if qt.IMMORTALIZED:
        assert sys.getrefcount(None) > 1 << 39
    else:
        assert sys.getrefcount(None) >= before - 10
    label.deleteLater()
