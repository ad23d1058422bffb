"""Settings > Web search on a real store: SearXNG or Brave (the key sealed, never shown again), and why not offered."""

from __future__ import annotations

from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.qt import QLineEdit, Qt
from goclaw_lite.gui.settings.web import WebSearchBox
from goclaw_lite.model.web import SearchBackend
from tests.gui.chat.conftest import SCREENSHOTS
from tests.support.qt_input import click, wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
KEY = "BSA-gui-key-0a1b2c3d4e5f"


@pytest.fixture
def box(app_ctx: AppContext, qtbot: Any) -> WebSearchBox:
    widget = WebSearchBox(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(1024, 330)
    widget.show()
    qtbot.waitUntil(lambda: widget.view is not None, timeout=5000)
    return widget


def _choose(box: WebSearchBox, backend: SearchBackend) -> None:
    box.backend_combo.setCurrentIndex(box.backend_combo.findData(backend.value))


def test_nothing_set_says_why_web_search_is_not_offered(box: WebSearchBox) -> None:
    assert box.backend_combo.currentData() == ""
    assert box.status_label.text().startswith("Agents are not offered web_search: no search backend is set")
    assert not box.url_edit.isEnabled() and not box.key_edit.isEnabled()


def test_searxng_then_brave_with_a_sealed_key(box: WebSearchBox, app_ctx: AppContext, qtbot: Any, run: Any) -> None:
    _choose(box, SearchBackend.SEARXNG)
    assert box.url_edit.isEnabled()
    qtbot.keyClicks(box.url_edit, "localhost:8888")
    click(qtbot, box.save_button)
    qtbot.waitUntil(lambda: box.save_button.isEnabled() and "no search backend" not in box.status_label.text(),
                    timeout=5000)
    assert "is not an http(s) address" in box.status_label.text()  # no scheme: a clear line, nothing saved
    box.url_edit.clear()
    qtbot.keyClicks(box.url_edit, "http://localhost:8888/")
    click(qtbot, box.save_button)
    qtbot.waitUntil(lambda: box.status_label.text() == "Agents are offered web_search through SearXNG.", timeout=5000)
    assert box.url_edit.text() == "http://localhost:8888"

    _choose(box, SearchBackend.BRAVE)
    assert box.key_edit.echoMode() is QLineEdit.EchoMode.Password
    qtbot.keyClicks(box.key_edit, KEY)
    click(qtbot, box.save_button)
    offered = "Agents are offered web_search through Brave Search."
    qtbot.waitUntil(lambda: box.status_label.text() == offered, timeout=5000)
    assert box.key_edit.text() == "" and box.key_edit.placeholderText().startswith("stored (sealed)")
    view = run(app_ctx.services.web.settings())
    assert view.backend is SearchBackend.BRAVE and view.has_brave_key
    raw = run(app_ctx.stores.db.fetch_value("SELECT value FROM config_secrets"))
    assert str(raw).startswith("aes-gcm:") and KEY not in str(raw)
    wait_idle(qtbot)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert box.grab().toImage().save(str(SCREENSHOTS / "settings_web_search.png"))
    assert box.key_edit.focusPolicy() != Qt.FocusPolicy.NoFocus
