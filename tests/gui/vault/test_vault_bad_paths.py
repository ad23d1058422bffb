"""The Vault page removes any note, also one whose path an older GoClaw import let in (`..`,
a leading `/`) and that could be neither opened nor removed before (issue 25, case 14)."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.vault import VaultService
from goclaw_lite.gui.qt import QMessageBox
from tests.gui.vault.test_vault_page import listed, make_page, open_note
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def test_a_note_stored_under_a_dot_dot_path_opens_and_is_deleted(app_ctx: AppContext, qtbot: Any, run: Any) -> None:
    service = VaultService(app_ctx.stores.db, app_ctx.stores.identity)
    for path in ("old.md", "Keep.md"):
        run(service.save_note(path, f"# {path}\n\nsee [[Keep]]"), timeout=30)
    run(app_ctx.stores.db.execute("UPDATE vault_documents SET path = '../old.md' WHERE path = 'old.md'"), timeout=30)
    page = make_page(app_ctx, qtbot, 2)
    assert "../old.md" in listed(page)
    open_note(page, qtbot, "../old.md")
    assert page.delete_button.isEnabled() and "../old.md" in page.path_label.text()
    click(qtbot, page.delete_button)
    box = page.confirm_box
    assert box is not None and "../old.md" in box.text()
    delete = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.DestructiveRole)
    click(qtbot, delete)
    qtbot.waitUntil(lambda: listed(page) == ["Keep.md"], timeout=10_000)
    assert page.current is None and not page.delete_button.isEnabled() and page.editor.toPlainText() == ""
    assert "Deleted ../old.md." in page.status.text()
    assert run(service.find_note("../old.md"), timeout=30) is None and run(service.find_note("Keep.md"), timeout=30)
