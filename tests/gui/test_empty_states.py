"""Empty pages say what to do and offer the button that does it; with rows, the rows show.

Evolution, Hooks, MCP and Vault on a real (empty, then filled) store; each button is clicked
as a user would and what it opens is checked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.evolution.page import EvolutionPageWidget
from goclaw_lite.gui.hooks.dialog import HookDialog
from goclaw_lite.gui.hooks.page import HooksPageWidget
from goclaw_lite.gui.mcp.page import McpPage
from goclaw_lite.gui.mcp.server_dialog import ServerDialog
from goclaw_lite.gui.qt import QFileDialog
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.vault.page import VaultPage
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.definitions.mcp import McpStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def _shown(page: Any, qtbot: Any) -> Any:
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_hooks_empty_then_the_button_opens_the_add_dialog(app_ctx: AppContext, run: Any, qtbot: Any) -> None:
    page = _shown(HooksPageWidget(app_ctx), qtbot)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=10000)
    assert page.body.showing_empty and page.empty.isVisible() and not page.table.isVisible()
    assert "No hooks yet" in page.empty.text.text() and page.empty.button.text() == "Add a hook…"
    click(qtbot, page.empty.button)
    qtbot.waitUntil(lambda: isinstance(page.dialog, HookDialog) and page.dialog.isVisible(), timeout=5000)
    page.dialog.reject()
    run(HookStore(app_ctx.stores.db, app_ctx.stores.identity).create("before_tool", "builtin", {"builtin": "log"}))
    with qtbot.waitSignal(page.loaded, timeout=10000):
        page.refresh()
    assert not page.body.showing_empty and page.table.isVisible() and page.table.rowCount() == 1


def test_mcp_empty_then_the_button_opens_the_add_dialog(app_ctx: AppContext, run: Any, qtbot: Any) -> None:
    page = _shown(McpPage(app_ctx, choose_file=lambda _parent: None), qtbot)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=10000)
    assert page.body.showing_empty and page.empty.isVisible() and not page.list.isVisible()
    assert "No MCP servers yet" in page.empty.text.text() and page.empty.button.text() == "Add a server…"
    click(qtbot, page.empty.button)
    qtbot.waitUntil(lambda: isinstance(page.dialog, ServerDialog) and page.dialog.isVisible(), timeout=5000)
    page.dialog.reject()
    qtbot.waitUntil(lambda: page.dialog is None, timeout=5000)
    store = McpStore(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher)
    run(store.create("time", transport="stdio", command="python3", args=["-m", "mcp_server_time"]))
    with qtbot.waitSignal(page.loaded, timeout=10000):
        page.refresh()
    assert not page.body.showing_empty and page.list.isVisible() and page.list.count() == 1


def test_evolution_without_metrics_sends_the_user_to_chat(app_ctx: AppContext, run: Any, qtbot: Any) -> None:
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("helper", provider="p", model="m"))
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    assert window.show_page("evolution")
    page = window.page("evolution")
    assert isinstance(page, EvolutionPageWidget)
    qtbot.waitUntil(lambda: page.current is not None and not page.busy, timeout=10000)
    assert page.metrics_body.showing_empty and page.empty.isVisible() and not page.metrics_table.isVisible()
    assert "Nothing measured yet" in page.empty.text.text()
    click(qtbot, page.empty.button)
    qtbot.waitUntil(lambda: window.current_page_key() == "chat", timeout=5000)
    window.close()


def test_vault_empty_then_the_button_imports_a_folder(app_ctx: AppContext, qtbot: Any, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "Home.md").write_text("# Home\n\nSee [[Ideas]].\n", encoding="utf-8")
    page = _shown(VaultPage(app_ctx), qtbot)
    qtbot.waitUntil(lambda: page.count_label.text() != "", timeout=10000)
    assert page.body.showing_empty and page.empty.isVisible() and not page.notes.isVisible()
    assert "The vault is empty" in page.empty.text.text() and page.empty.button.text() == "Import a folder…"
    # the system's folder dialog is modal and cannot be driven offscreen: it answers with the folder
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *_args, **_kw: str(folder)))
    click(qtbot, page.empty.button)
    qtbot.waitUntil(lambda: page.notes.count() == 1, timeout=30000)
    assert not page.body.showing_empty and page.notes.isVisible()
