"""The setup wizard offers to move a GoClaw Lite install in when it finds one, and shows what came over."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.setup.import_pages import ImportOfferPage, ImportSummaryPage
from goclaw_lite.gui.setup.wizard import (
    PAGE_DONE,
    PAGE_IMPORT,
    PAGE_IMPORT_SUMMARY,
    PAGE_SERVER,
    SetupWizard,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from tests.support.goclaw_source import (
    GOCLAW_KEY_HEX,
    OTHER_KEY_HEX,
    GoClawFixture,
    build_goclaw_file,
)

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture
def goclaw_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> GoClawFixture:
    """A GoClaw Lite database at GoClaw's default location (~/.goclaw/data/goclaw.db)."""
    home = tmp_path / "user-home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("GOCLAW_DATA_DIR", raising=False)
    folder = home / ".goclaw" / "data"
    folder.mkdir(parents=True)
    return build_goclaw_file(folder / "goclaw.db", bad_rows=True)


def _wizard(ctx: AppContext, qtbot: Any, tmp_path: Path) -> SetupWizard:
    widget = SetupWizard(ctx, choose_file=lambda _parent: str(tmp_path / "key-export"))
    qtbot.addWidget(widget)
    widget.show()
    return widget


def _to_offer(wizard: SetupWizard) -> ImportOfferPage:
    wizard.next()
    wizard.next()
    assert wizard.currentId() == PAGE_IMPORT
    page = wizard.currentPage()
    assert isinstance(page, ImportOfferPage)
    return page


def _table(summary: ImportSummaryPage) -> dict[str, tuple[str, ...]]:
    table = summary.table
    return {
        table.item(r, 0).text(): tuple(table.item(r, c).text() for c in range(1, table.columnCount()))
        for r in range(table.rowCount())
    }


def test_the_wizard_imports_a_goclaw_install_and_shows_the_summary(
    goclaw_install: GoClawFixture, app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path
) -> None:
    wizard = _wizard(app_ctx, qtbot, tmp_path)
    offer = _to_offer(wizard)
    assert str(goclaw_install.path) in offer.findChild(type(offer.key_status), "wizardGoclawPath").text()
    qtbot.waitUntil(lambda: "not found" in offer.key_status.text(), timeout=10000)
    assert offer.key_edit.isVisible()
    offer.key_edit.setText(GOCLAW_KEY_HEX)
    wizard.next()
    assert wizard.currentId() == PAGE_IMPORT_SUMMARY
    summary = wizard.currentPage()
    assert isinstance(summary, ImportSummaryPage)
    qtbot.waitUntil(lambda: summary.done, timeout=60000)
    rows = _table(summary)
    assert rows["agents"] == ("2", "0", "0")
    assert rows["kg_entities"] == ("3", "0", "1")
    assert rows["sessions"] == ("2", "0", "1")
    problems = summary.problems.toPlainText()
    assert f"skipped kg_entities {goclaw_install.ids['bad_json_entity']}: properties: invalid JSON" in problems
    assert "unknown timestamp shape" in problems and "points nowhere" in problems
    assert "agent_teams (1)" in summary.left_behind.text() and "mcp_user_credentials (1)" in summary.left_behind.text()
    assert GOCLAW_KEY_HEX not in problems + summary.status_label.text()
    agents = run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).list())
    assert {a.agent_key for a in agents} == {"default", "helper"}
    kg = KnowledgeGraphStore(app_ctx.stores.db, app_ctx.stores.identity)
    assert len(run(kg.all_entities(kg.scope(goclaw_install.ids["agent_main"])))) == 3
    wizard.next()  # its agents came over: no model server to set up
    assert wizard.currentId() == PAGE_DONE
    qtbot.waitUntil(lambda: wizard.done_page.done, timeout=10000)
    assert "came over" in wizard.done_page.summary.text()


def test_a_goclaw_key_found_by_itself_needs_no_typing(
    goclaw_install: GoClawFixture, app_ctx: AppContext, qtbot: Any, tmp_path: Path
) -> None:
    key_file = tmp_path / "user-home" / ".goclaw" / "secrets" / "encryption_key"
    key_file.parent.mkdir(parents=True)
    key_file.write_text(GOCLAW_KEY_HEX)
    wizard = _wizard(app_ctx, qtbot, tmp_path)
    offer = _to_offer(wizard)
    qtbot.waitUntil(lambda: "was found" in offer.key_status.text(), timeout=10000)
    assert not offer.key_edit.isVisible() and str(key_file) in offer.key_status.text()
    wizard.next()
    summary = wizard.currentPage()
    assert isinstance(summary, ImportSummaryPage)
    qtbot.waitUntil(lambda: summary.done, timeout=60000)
    assert _table(summary)["secure_cli_binaries"] == ("1", "0", "0")


def test_a_wrong_goclaw_key_writes_nothing_and_says_so(
    goclaw_install: GoClawFixture, app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path
) -> None:
    wizard = _wizard(app_ctx, qtbot, tmp_path)
    offer = _to_offer(wizard)
    offer.key_edit.setText(OTHER_KEY_HEX)
    wizard.next()
    summary = wizard.currentPage()
    assert isinstance(summary, ImportSummaryPage)
    qtbot.waitUntil(lambda: "Nothing was written" in summary.status_label.text(), timeout=30000)
    assert not summary.done and OTHER_KEY_HEX not in summary.status_label.text()
    assert run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).list()) == []


def test_declining_the_import_goes_on_to_the_model_server(
    goclaw_install: GoClawFixture, app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path
) -> None:
    wizard = _wizard(app_ctx, qtbot, tmp_path)
    offer = _to_offer(wizard)
    offer.import_box.setChecked(False)
    wizard.next()
    assert wizard.currentId() == PAGE_SERVER
    assert run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).list()) == []


def test_without_a_goclaw_install_there_is_no_import_page(
    app_ctx: AppContext, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "empty-home"))
    monkeypatch.delenv("GOCLAW_DATA_DIR", raising=False)
    wizard = _wizard(app_ctx, qtbot, tmp_path)
    assert wizard.page(PAGE_IMPORT) is None
    wizard.next()
    wizard.next()
    assert wizard.currentId() == PAGE_SERVER
