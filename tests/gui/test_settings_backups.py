"""Settings > Backups on a real store, offscreen: listed, removed after a confirmation, and
Restore… checks the file, confirms, and the swap runs when the store closes."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.qt import QMessageBox, QPushButton
from goclaw_lite.gui.settings.backups import BackupsBox
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.lifecycle.sqlite_schema import backup_beside, backup_database

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _box(ctx: AppContext, qtbot: Any, chosen: Path | None = None) -> BackupsBox:
    box = BackupsBox(ctx, choose_file=lambda _parent, _folder: str(chosen or ""))
    qtbot.addWidget(box)
    box.resize(900, 400)
    box.show()
    return box


def _click(box: QMessageBox, text: str) -> None:
    button = next(b for b in box.findChildren(QPushButton) if b.text() == text)
    button.click()


def test_backups_are_listed_and_removed(app_ctx: AppContext, qtbot: Any) -> None:
    backup = backup_beside(app_ctx.paths.db_path, "pre-upgrade")
    box = _box(app_ctx, qtbot)
    assert box.table.rowCount() == 1 and box.table.item(0, 0).text() == backup.name
    assert box.table.item(0, 1).text() == "before an upgrade on open" and not box.remove_button.isEnabled()
    box.table.selectRow(0)
    confirm = box.ask_remove()
    assert confirm is not None and backup.exists()
    _click(confirm, "Delete")
    assert not backup.exists() and box.table.rowCount() == 0 and "No backups" in box.status_label.text()


def test_a_file_that_is_no_database_is_refused_with_its_reason(app_ctx: AppContext, qtbot: Any, tmp_path: Path) -> None:
    junk = tmp_path / "notes.bak"
    junk.write_text("not a database")
    box = _box(app_ctx, qtbot, junk)
    box.ask_restore()
    qtbot.waitUntil(lambda: box.status_label.text().startswith("Not restored:"), timeout=10000)
    assert "not a SQLite database" in box.status_label.text() and app_ctx.pending_restore is None


def test_restore_is_confirmed_then_runs_when_the_store_closes(
    app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path,
) -> None:
    saved = backup_database(app_ctx.paths.db_path, tmp_path / "saved.db")
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("after", provider="local", model="m"))
    box = _box(app_ctx, qtbot, saved)
    box.ask_restore()
    qtbot.waitUntil(lambda: box.confirmation is not None and box.confirmation.isVisible(), timeout=10000)
    assert box.confirmation is not None
    _click(box.confirmation, "Restore and restart")
    assert app_ctx.pending_restore is not None and not box.isVisible()  # its window closed: the session quits
    run(app_ctx.close(), timeout=60)
    assert app_ctx.restore_error is None and app_ctx.restore_result is not None
    kept = app_ctx.restore_result.kept
    assert kept is not None and kept.exists()
    conn = sqlite3.connect(f"{app_ctx.paths.db_path.as_uri()}?mode=ro", uri=True)
    try:
        assert conn.execute("SELECT count(*) FROM agents WHERE agent_key = 'after'").fetchone() == (0,)
    finally:
        conn.close()
