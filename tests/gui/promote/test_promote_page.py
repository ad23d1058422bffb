"""The Promote page against a real PostgreSQL: check, copy with progress, verify, switch, and
the errors a user meets (wrong password, unreachable host, missing privileges)."""

from __future__ import annotations

import json
import logging
import os
import secrets
import socket
import stat
from pathlib import Path
from typing import Any

import pytest
from promote_helpers import PgTarget, fill_fields

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.promote.page import PromotePage
from goclaw_lite.gui.qt import QAbstractButton, QLabel, QLineEdit, QProgressBar, QWidget
from goclaw_lite.promote import run as promote_run
from tests.integration.conftest import PasswordServer, admin_connect
from tests.support.qt_input import click

OFFSCREEN_SIZE_HINT_WARNING = "This plugin does not support propagateSizeHints"
pytestmark = [pytest.mark.gui, pytest.mark.postgres, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]

REPO_ROOT = Path(__file__).resolve().parents[3]
SCREENSHOT = REPO_ROOT / "test-output" / "gui" / "promote_wizard.png"
PASSWORD = "Pw-" + secrets.token_hex(6)


def visible_texts(widget: QWidget) -> str:
    """Every text, tooltip and accessible string of the page (where a password must never be)."""
    parts: list[str] = []
    for child in [widget, *widget.findChildren(QWidget)]:
        parts += [child.toolTip(), child.accessibleName(), child.accessibleDescription()]
        if isinstance(child, (QLabel, QAbstractButton)) or (isinstance(child, QLineEdit) and child.echoMode() == QLineEdit.EchoMode.Normal):
            parts.append(child.text())
    return "\n".join(parts)


def test_start_needs_a_fresh_check(page: PromotePage, qtbot: Any, pg_target: PgTarget) -> None:
    assert not page.start_button.isEnabled()
    fill_fields(qtbot, page, pg_target.host, pg_target.port, pg_target.database, pg_target.user, "")
    click(qtbot, page.test_button)
    qtbot.waitUntil(page.start_button.isEnabled, timeout=30_000)
    assert "empty" in page.check_label.text() and page.progress.table.rowCount() > 10
    qtbot.keyClicks(page.database, "x")  # another database now: the check no longer holds
    assert not page.start_button.isEnabled()


def test_the_wizard_promotes_verifies_and_switches(
    page: PromotePage, app_ctx: AppContext, qtbot: Any, pg_target: PgTarget, source_data: int,
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch,
) -> None:
    caplog.set_level(logging.DEBUG)
    # The copy reads through reader processes as it does for a large file: spawned from the window's loop.
    started: list[int] = []
    start_pool = promote_run.ReaderPool.start

    def spy(path: Path, count: int) -> promote_run.ReaderPool:
        started.append(count)
        return start_pool(path, count)

    monkeypatch.setattr(promote_run, "READERS_FROM_BYTES", 0)
    monkeypatch.setattr(promote_run.ReaderPool, "start", spy)
    fill_fields(qtbot, page, pg_target.host, pg_target.port, pg_target.database, pg_target.user, PASSWORD)
    assert page.password.echoMode() == QLineEdit.EchoMode.Password
    click(qtbot, page.test_button)
    qtbot.waitUntil(page.start_button.isEnabled, timeout=30_000)
    assert "PostgreSQL" in page.check_label.text() and "empty" in page.check_label.text()
    page.switch_box.setChecked(True)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        click(qtbot, page.start_button)
    assert done.args[0].report.ok
    assert started == [promote_run.LANES]
    qtbot.waitUntil(lambda: "restart" in page.result_label.text().lower(), timeout=60_000)

    # what the page shows: every bar full, rows/s, the verification, the restart
    bars = page.progress.findChildren(QProgressBar)
    assert len(bars) > 10 and all(bar.value() == bar.maximum() for bar in bars)
    assert "rows/s" in page.progress.rate_label.text()
    assert "checksums match" in page.result_label.text()
    assert not page.error.isVisible()
    label = page.result_label
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()), timeout=5_000)  # laid out
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    assert page.grab().save(str(SCREENSHOT))

    # what PostgreSQL holds, read with PostgreSQL's own types
    with admin_connect(pg_target.admin_url) as conn:
        messages = conn.execute("SELECT count(*) FROM agent_messages WHERE conversation_id IS NOT NULL").fetchone()
        assert messages == (source_data,)
        assert conn.execute("SELECT count(*) FROM activity_logs WHERE details ? 'i'").fetchone() == (30,)
        assert conn.execute("SELECT bool_and(done) FROM goclaw_promotion").fetchone() == (True,)

    # switched as `promote --switch` does: a password-free URL, the SQLite file kept read-only
    settings = json.loads(app_ctx.paths.settings_file.read_text())
    assert settings["store_url"].endswith(f"/{pg_target.database}") and PASSWORD not in settings["store_url"]
    assert stat.S_IMODE(os.stat(app_ctx.paths.db_path).st_mode) == 0o400
    assert "~/.pgpass" in page.result_label.text()
    assert PASSWORD not in visible_texts(page)
    assert PASSWORD not in caplog.text


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _check_fails(page: PromotePage, qtbot: Any) -> str:
    with qtbot.waitSignal(page.failed, timeout=60_000) as failed:
        click(qtbot, page.test_button)
    assert page.error.isVisible() and not page.start_button.isEnabled()
    assert failed.args[0].headline == page.error.headline.text()
    return page.error.headline.text() + "\n" + page.error.detail.text()


def test_an_unreachable_host_is_a_clear_error(page: PromotePage, qtbot: Any, pg_target: PgTarget) -> None:
    fill_fields(qtbot, page, "127.0.0.1", str(_free_port()), pg_target.database, pg_target.user, PASSWORD)
    shown = _check_fails(page, qtbot)
    assert shown.startswith("The server cannot be reached") and "is the server running" in shown
    assert PASSWORD not in visible_texts(page)


def test_missing_privileges_are_a_clear_error(page: PromotePage, qtbot: Any, pg_target: PgTarget, source_data: int) -> None:
    role = f"goclaw_gui_noprivs_{secrets.token_hex(3)}"
    with admin_connect(pg_target.admin_url) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN")
        conn.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
    try:
        fill_fields(qtbot, page, pg_target.host, pg_target.port, pg_target.database, role, "")
        shown = _check_fails(page, qtbot)
        assert shown.startswith("Missing privileges") and f"User '{role}' may not create tables" in shown
        with admin_connect(pg_target.admin_url) as conn:
            assert conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").fetchone() == (0,)
    finally:
        with admin_connect(pg_target.admin_url) as conn:
            conn.execute(f"DROP OWNED BY {role}")
            conn.execute(f"DROP ROLE {role}")


def test_a_wrong_password_is_a_clear_error_and_never_shown(
    page: PromotePage, qtbot: Any, pg_password_server: PasswordServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    wrong = "Wrong-" + secrets.token_hex(6)
    fill_fields(qtbot, page, "127.0.0.1", str(pg_password_server.url.rsplit(":", 1)[1].split("/")[0]), "postgres",
                pg_password_server.user, wrong)
    shown = _check_fails(page, qtbot)
    assert shown.startswith("Wrong user name or password") and pg_password_server.user in shown
    assert wrong not in visible_texts(page) and wrong not in caplog.text
    # the right password passes the same check
    page.password.clear()
    qtbot.keyClicks(page.password, pg_password_server.password)
    click(qtbot, page.test_button)
    qtbot.waitUntil(page.start_button.isEnabled, timeout=60_000)
    assert pg_password_server.password not in visible_texts(page)


def test_the_result_says_how_many_values_were_cleaned(
    page: PromotePage, app_ctx: AppContext, qtbot: Any, pg_target: PgTarget, source_data: int
) -> None:
    import sqlite3

    conn = sqlite3.connect(app_ctx.paths.db_path)  # as an older version stored it: no cleaning on write
    try:
        conn.execute("UPDATE agent_messages SET content = ? WHERE content = 'answer 7'", ("binary \x00 output",))
        conn.commit()
    finally:
        conn.close()
    fill_fields(qtbot, page, pg_target.host, pg_target.port, pg_target.database, pg_target.user, PASSWORD)
    click(qtbot, page.test_button)
    qtbot.waitUntil(page.start_button.isEnabled, timeout=30_000)
    with qtbot.waitSignal(page.finished, timeout=60_000) as done:
        click(qtbot, page.start_button)
    assert done.args[0].report.ok and done.args[0].cleaned == {"agent_messages": 1}
    assert "checksums match" in page.result_label.text()
    assert "1 text value held characters PostgreSQL cannot store" in page.result_label.text()
    assert "(agent_messages 1)" in page.result_label.text()
