"""The Settings page's preferences and diagnostics on a real store, offscreen."""

from __future__ import annotations

import json
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.qt import QApplication, QPalette
from goclaw_lite.gui.settings.page import SettingsPage
from goclaw_lite.settings import load_settings
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.conftest import TEST_KEY_HEX

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture
def page(app_ctx: AppContext, qtbot: Any) -> SettingsPage:
    widget = SettingsPage(app_ctx, open_url=lambda url: True)
    qtbot.addWidget(widget)
    widget.resize(1000, 760)
    widget.show()
    return widget


def _dark(app: QApplication) -> bool:
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


def test_appearance_is_saved_and_applied(page: SettingsPage, app_ctx: AppContext, qapp: QApplication) -> None:
    assert page.appearance_combo.currentData() == "system"
    try:
        page.appearance_combo.setCurrentIndex(page.appearance_combo.findData("dark"))
        assert _dark(qapp)
        assert load_settings(app_ctx.paths).appearance == "dark"
        page.appearance_combo.setCurrentIndex(page.appearance_combo.findData("system"))
        assert not _dark(qapp)  # offscreen reports no dark scheme
        assert json.loads(app_ctx.paths.settings_file.read_text())["appearance"] == "system"
    finally:
        from goclaw_lite.gui.shell.appearance import set_appearance

        set_appearance(qapp, "system")


def test_retention_is_saved(page: SettingsPage, app_ctx: AppContext, qtbot: Any) -> None:
    assert page.retention_spin.value() == 30
    page.retention_spin.setValue(45)
    page.retention_spin.editingFinished.emit()
    assert load_settings(app_ctx.paths).closed_retention_days == 45
    assert page.status_label.text() == "Saved how long closed chats are kept."
    again = SettingsPage(app_ctx)
    qtbot.addWidget(again)
    assert again.retention_spin.value() == 45


def test_default_agent_is_chosen_from_the_store(app_ctx: AppContext, qtbot: Any, run: Any) -> None:
    run(ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher).create(
        "ollama", provider_type="openai_compat", api_base="http://127.0.0.1:11434/v1", display_name="Ollama here"))
    agents = AgentStore(app_ctx.stores.db, app_ctx.stores.identity)
    run(agents.create("writer", provider="ollama", model="llama3.2"))
    run(agents.create("coder", provider="ollama", model="qwen2.5-coder"))
    page = SettingsPage(app_ctx)
    qtbot.addWidget(page)
    qtbot.waitUntil(lambda: page.agent_combo.count() == 2, timeout=5000)
    default = run(agents.get_default())
    assert default is not None and page.agent_combo.currentData() == default.agent_key
    other = "coder" if default.agent_key == "writer" else "writer"
    page.agent_combo.setCurrentIndex(page.agent_combo.findData(other))
    page.agent_combo.activated.emit(page.agent_combo.currentIndex())  # what choosing it with the mouse sends
    qtbot.waitUntil(lambda: "is now the default agent" in page.status_label.text(), timeout=5000)
    chosen = run(agents.get_default())
    assert chosen is not None and chosen.agent_key == other
    model = {"writer": "llama3.2", "coder": "qwen2.5-coder"}[other]
    qtbot.waitUntil(lambda: page.agent_detail.text() == f"{model} on Ollama here", timeout=5000)  # the server by name
    assert page.agent_combo.currentData() == other


def test_copy_diagnostics_has_what_a_report_needs_and_never_the_key(page: SettingsPage, app_ctx: AppContext) -> None:
    text = page.copy_diagnostics()
    assert QApplication.clipboard().text() == text
    for expected in (str(app_ctx.paths.data_dir), str(app_ctx.paths.log_dir), "Schema version: ", "34",
                     app_ctx.key_info.fingerprint, app_ctx.stores.db.description, "PySide6-Essentials", "Qt:"):
        assert expected in text
    assert TEST_KEY_HEX not in text and TEST_KEY_HEX.upper() not in text
    assert "no key" in page.status_label.text()


def test_a_corrupt_settings_file_still_opens_the_page(app_ctx: AppContext, qtbot: Any) -> None:
    app_ctx.paths.settings_file.write_text("{ broken")
    page = SettingsPage(app_ctx)
    qtbot.addWidget(page)
    assert page.retention_spin.value() == 30 and page.appearance_combo.currentData() == "system"
    page.retention_spin.setValue(9)
    page.retention_spin.editingFinished.emit()
    assert page.status_label.text() == "Could not save how long closed chats are kept."
    assert app_ctx.paths.settings_file.read_text() == "{ broken"


def test_hooks_switch_is_saved_and_read_by_the_chat(page: SettingsPage, app_ctx: AppContext) -> None:
    from goclaw_lite.app.chat import ChatSwitches

    switches = ChatSwitches(app_ctx.paths)
    assert page.hooks_box.isChecked() and switches.hooks_enabled()
    page.hooks_box.setChecked(False)
    assert not load_settings(app_ctx.paths).hooks_enabled and not switches.hooks_enabled()


def test_trace_retention_is_saved(page: SettingsPage, app_ctx: AppContext, qtbot: Any) -> None:
    assert page.trace_spin.value() == 30
    page.trace_spin.setValue(7)
    page.trace_spin.editingFinished.emit()
    assert load_settings(app_ctx.paths).trace_retention_days == 7
    assert page.status_label.text() == "Saved how long traces are kept."
