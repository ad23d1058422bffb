"""Pages are built when first shown, and a deferred window shows its sidebar before importing any page."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.qt import QSettings
from goclaw_lite.gui.shell.main_window import PAGE_LIST_KEY, MainWindow, _PagePlaceholder

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "gui.ini"), QSettings.Format.IniFormat)


def _window(app_ctx: AppContext, qtbot: Any, settings: QSettings, **kwargs: Any) -> MainWindow:
    window = MainWindow(app_ctx, settings=settings, **kwargs)
    qtbot.addWidget(window)
    return window


def test_only_the_shown_page_is_built(app_ctx: AppContext, qtbot: Any, settings: QSettings) -> None:
    window = _window(app_ctx, qtbot, settings)
    built: list[str] = []
    window.pageBuilt.connect(lambda key, _page: built.append(key))
    current = window.current_page_key()
    assert current is not None and window.built_page(current) is not None
    others = [k for k in window.page_keys() if k != current]
    assert all(window.built_page(k) is None for k in others)
    assert isinstance(window.stack.widget(window.page_keys().index(others[0])), _PagePlaceholder)
    window.show_page(others[0])
    assert built == [others[0]] and window.stack.currentWidget() is window.built_page(others[0])
    assert window.page(others[0]) is window.built_page(others[0])  # built once
    assert window.stack.count() == len(window.page_keys())


def test_a_deferred_window_needs_the_saved_page_list(app_ctx: AppContext, qtbot: Any, settings: QSettings) -> None:
    first = _window(app_ctx, qtbot, settings, defer_pages=True)
    assert first.pages_loaded  # nothing saved yet: it loads at once
    first.show_page("kg")
    first.save_state()
    keys = first.page_keys()

    second = _window(app_ctx, qtbot, settings, defer_pages=True)
    assert not second.pages_loaded
    assert second.page_keys() == keys and second.current_page_key() == "kg"
    assert isinstance(second.stack.currentWidget(), _PagePlaceholder)
    assert all(second.built_page(k) is None for k in keys)
    built: list[str] = []
    second.pageBuilt.connect(lambda key, _page: built.append(key))
    second.load_pages()
    assert second.pages_loaded and built == ["kg"]
    assert second.stack.currentWidget() is second.built_page("kg")


def test_a_stale_or_broken_saved_list_is_repaired(app_ctx: AppContext, qtbot: Any, settings: QSettings) -> None:
    real = _window(app_ctx, qtbot, settings).page_keys()
    saved = json.loads(settings.value(PAGE_LIST_KEY))
    settings.setValue(PAGE_LIST_KEY, json.dumps([*saved, {**saved[0], "key": "gone", "title": "Gone"}]))
    stale = _window(app_ctx, qtbot, settings, defer_pages=True)
    assert stale.page_keys() == [*real, "gone"]
    stale.load_pages()  # the current page at once; the other modules, then the check, after it is drawn
    qtbot.waitUntil(lambda: stale.page_keys() == real, timeout=20000)
    assert stale.stack.count() == len(real)
    assert stale.current_page_key() in real and stale.built_page(stale.current_page_key()) is not None

    settings.setValue(PAGE_LIST_KEY, "not json")
    broken = _window(app_ctx, qtbot, settings, defer_pages=True)
    assert broken.pages_loaded and broken.page_keys() == real


def test_page_modules_follow_the_naming_rule() -> None:
    """`builtin_page_module` finds a page's module from its key alone, without importing the others."""
    import importlib

    from goclaw_lite.gui.shell.pages import builtin_page_module, builtin_page_modules

    for name in builtin_page_modules():
        assert builtin_page_module(importlib.import_module(name).PAGE_SPEC.key) == name
    assert builtin_page_module("nothing") is None


def test_a_saved_sidebar_builds_the_current_page_before_importing_the_others(
    app_ctx: AppContext, qtbot: Any, settings: QSettings,
) -> None:
    keys = _window(app_ctx, qtbot, settings).page_keys()  # saves the list, as a first start does
    deferred = _window(app_ctx, qtbot, settings, defer_pages=True)
    deferred.load_pages()
    current = deferred.current_page_key()
    assert current is not None and deferred.built_page(current) is not None
    assert set(deferred._factories) == {current}  # the rest waits for the event loop
    qtbot.waitUntil(lambda: set(deferred._factories) == set(keys), timeout=20000)
    assert deferred.page_keys() == keys

    early = _window(app_ctx, qtbot, settings, defer_pages=True)
    early.load_pages()
    other = next(k for k in keys if k != early.current_page_key())
    early.show_page(other)  # chosen before the other modules were imported: built at once
    assert early.built_page(other) is not None and early.stack.currentWidget() is early.built_page(other)
