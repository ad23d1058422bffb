"""Settings > Model servers as a user works it: a real store, a real OpenAI-compatible server on
127.0.0.1 (tests/support/fake_llm), the same ProvidersAdmin the CLI uses."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.probe import Candidate
from goclaw_lite.gui.qt import QAbstractButton, QApplication, QLabel, QLineEdit, Qt, QWidget
from goclaw_lite.gui.servers.box import COL_ENABLED, COL_KEY, COL_MODEL, ProvidersBox
from goclaw_lite.gui.servers.dialog import ServerDialog
from goclaw_lite.gui.setup.wizard import PAGE_SERVER, SetupWizard
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.fake_llm import FakeLLMServer
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
API_KEY = "sk-servers-test-0123456789abcdef"


def _providers(app_ctx: AppContext) -> ProviderStore:
    return ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher)


@pytest.fixture
def box(app_ctx: AppContext, qtbot: Any) -> Iterator[ProvidersBox]:
    widget = ProvidersBox(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(900, 360)
    widget.show()
    qtbot.waitUntil(lambda: not widget.loading, timeout=5000)
    yield widget
    for top in QApplication.topLevelWidgets():
        if isinstance(top, ServerDialog):
            top.reject()


def _lab(app_ctx: AppContext, run: Any, server: FakeLLMServer, *, key: str | None = API_KEY) -> None:
    run(_providers(app_ctx).create("lab", provider_type="openai_compat", api_base=server.openai_base, api_key=key,
                                   default_model="fake-small", display_name="Lab"))


def mnemonics(root: QWidget) -> list[str]:
    """The Alt+letter of every visible label and button under `root` (menus' and the window's included)."""
    keys = []
    for widget in root.findChildren(QWidget):
        text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
        if not widget.isVisibleTo(root) or "&" not in text.replace("&&", ""):
            continue
        keys.append(text.replace("&&", "")[text.replace("&&", "").index("&") + 1].lower())
    return keys


def test_no_duplicate_mnemonics_on_settings_and_in_the_dialogs(
    app_ctx: AppContext, qtbot: Any, run: Any, fake_llm: FakeLLMServer,  # noqa: F811
) -> None:
    from goclaw_lite.gui.settings.page import SettingsPage

    _lab(app_ctx, run, fake_llm)
    page = SettingsPage(app_ctx)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.providers_box.table.rowCount() == 1, timeout=5000)
    keys = [*mnemonics(page), "f", "v", "h"]  # the window's File, View and Help menus
    assert len(keys) == len(set(keys)), keys
    for dialog in (page.providers_box.add_server(), page.providers_box.edit_selected()):
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible, timeout=5000)
        keys = mnemonics(dialog)
        assert len(keys) == len(set(keys)), keys
        dialog.reject()


def _table_text(box: ProvidersBox) -> str:
    table = box.table
    return " ".join(table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount()))


def test_add_a_local_server_needs_no_key_and_test_lists_its_models(
    box: ProvidersBox, app_ctx: AppContext, qtbot: Any, run: Any, fake_llm: FakeLLMServer,  # noqa: F811
) -> None:
    dialog = box.add_server()
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    assert dialog.save_button.isDefault() and not dialog.test_button.isDefault()
    dialog.choose_preset("openai")  # a cloud preset asks for a key, and refuses to save without one
    assert dialog.url_edit.text() == "https://api.openai.com/v1" and dialog.name_edit.text() == "openai"
    assert "optional" not in dialog.key_label.text() and not dialog.api_combo.isEnabled()
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: dialog.error_label.isVisible(), timeout=5000)
    assert "needs an API key" in dialog.error_label.text()
    assert run(_providers(app_ctx).list()) == []

    dialog.choose_preset("custom")
    assert dialog.api_combo.isEnabled()
    dialog.url_edit.setText(fake_llm.openai_base)  # typing a 127.0.0.1 address: the key becomes optional
    assert "optional" in dialog.key_label.text() and "needs no key" in dialog.key_hint.text()
    dialog.name_edit.setText("lab")
    dialog.display_edit.setText("Lab box")
    click(qtbot, dialog.test_button)
    qtbot.waitUntil(lambda: dialog.model_combo.count() == 2, timeout=10000)
    assert "2 models" in dialog.status_label.text() and "fake-large" in dialog.status_label.text()
    dialog.model_combo.setCurrentText("fake-large")
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: box.dialog is None, timeout=10000)

    provider = run(_providers(app_ctx).get("lab"))
    assert (provider.api_base, provider.default_model, provider.display_name) == (fake_llm.openai_base, "fake-large", "Lab box")
    assert not provider.has_api_key and provider.enabled
    qtbot.waitUntil(lambda: box.table.rowCount() == 1 and box.selected() is not None, timeout=5000)
    assert box.table.item(0, COL_KEY).text() == "none" and "Lab box added" in box.status_label.text()
    added = [r for r in run(ActivityStore(app_ctx.stores.db, app_ctx.stores.identity).list()) if r.action == "provider.add"]
    assert added and added[0].details["via"] == "settings"

    again = box.add_server()  # the same checks as `provider add`: a taken name is refused inline
    again.choose_preset("custom")
    again.url_edit.setText(fake_llm.openai_base)
    again.name_edit.setText("lab")
    click(qtbot, again.save_button)
    qtbot.waitUntil(lambda: again.error_label.isVisible(), timeout=5000)
    assert "already exists" in again.error_label.text() and again.url_edit.text() == fake_llm.openai_base
    again.reject()


def test_edit_keeps_the_stored_key_and_shows_the_name_as_a_label(
    box: ProvidersBox, app_ctx: AppContext, qtbot: Any, run: Any, fake_llm: FakeLLMServer,  # noqa: F811
) -> None:
    fake_llm.expected_api_key = API_KEY
    _lab(app_ctx, run, fake_llm)
    box.reload()
    qtbot.waitUntil(lambda: box.table.rowCount() == 1 and box.selected() is not None, timeout=5000)
    dialog = box.edit_selected()
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    assert dialog.name_label.text() == "lab" and dialog.name_label.isVisible()
    assert not dialog.name_edit.isVisible()  # a value that cannot change is a label, not an edit box
    assert dialog.key_edit.text() == "" and "stored" in dialog.key_hint.text()
    assert API_KEY not in " ".join(w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QLineEdit))
    click(qtbot, dialog.test_button)  # with the stored key, which never reaches the window
    qtbot.waitUntil(lambda: dialog.model_combo.count() == 2, timeout=10000)
    dialog.model_combo.setCurrentText("fake-large")
    dialog.display_edit.setText("Lab two")
    assert dialog.images_combo.currentData() == "auto"
    dialog.images_combo.setCurrentIndex(dialog.images_combo.findData("yes"))  # this model reads pictures from tools
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: box.dialog is None, timeout=10000)
    provider = run(_providers(app_ctx).get("lab"))
    assert (provider.default_model, provider.display_name, provider.has_api_key) == ("fake-large", "Lab two", True)
    assert provider.settings.get("images") is True
    assert run(_providers(app_ctx).connection("lab")).api_key == API_KEY
    qtbot.waitUntil(lambda: box.table.item(0, COL_MODEL).text() == "fake-large", timeout=5000)
    assert API_KEY not in _table_text(box)

    box.test_selected()
    qtbot.waitUntil(lambda: "2 models" in box.status_label.text(), timeout=10000)


def test_remove_is_refused_with_the_reason_then_confirmed(
    box: ProvidersBox, app_ctx: AppContext, qtbot: Any, run: Any, fake_llm: FakeLLMServer,  # noqa: F811
) -> None:
    _lab(app_ctx, run, fake_llm)
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("writer", provider="lab", model="fake-small"))
    box.reload()
    qtbot.waitUntil(lambda: box.table.rowCount() == 1 and box.selected() is not None, timeout=5000)
    click(qtbot, box.remove_button)
    qtbot.waitUntil(lambda: box.confirm_box is not None and box.confirm_box.isVisible(), timeout=5000)
    assert "writer" in box.confirm_box.text() and "writer" in box.status_label.text()
    assert box.confirm_box.defaultButton() is not box.confirm_remove_button  # Cancel is the default
    assert box.confirm_remove_button is not None and box.confirm_remove_button.text() == "Remove anyway"
    qtbot.keyClick(box.confirm_box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: box.confirm_box is None, timeout=5000)
    assert run(_providers(app_ctx).find("lab")) is not None  # refused: still there

    click(qtbot, box.remove_button)
    qtbot.waitUntil(lambda: box.confirm_box is not None and box.confirm_box.isVisible(), timeout=5000)
    click(qtbot, box.confirm_remove_button)
    qtbot.waitUntil(lambda: run(_providers(app_ctx).find("lab")) is None, timeout=5000)
    qtbot.waitUntil(lambda: box.table.rowCount() == 0, timeout=5000)
    assert "removed" in box.status_label.text() and "writer" in box.status_label.text()


def test_stop_using_and_use_again(
    box: ProvidersBox, app_ctx: AppContext, qtbot: Any, run: Any, fake_llm: FakeLLMServer,  # noqa: F811
) -> None:
    _lab(app_ctx, run, fake_llm)
    box.reload()
    qtbot.waitUntil(lambda: box.table.rowCount() == 1 and box.selected() is not None, timeout=5000)
    assert box.enable_button.text() == "Stop &using"
    click(qtbot, box.enable_button)
    qtbot.waitUntil(lambda: not run(_providers(app_ctx).get("lab")).enabled, timeout=5000)
    qtbot.waitUntil(lambda: box.enable_button.text() == "&Use again", timeout=5000)
    assert box.table.item(0, COL_ENABLED).checkState() == Qt.CheckState.Unchecked
    box.table.item(0, COL_ENABLED).setCheckState(Qt.CheckState.Checked)  # the column does the same
    qtbot.waitUntil(lambda: run(_providers(app_ctx).get("lab")).enabled, timeout=5000)
    qtbot.waitUntil(lambda: box.enable_button.text() == "Stop &using", timeout=5000)


def test_wizard_preselects_the_local_server_and_a_local_address_needs_no_key(
    app_ctx: AppContext, qtbot: Any, fake_llm: FakeLLMServer,  # noqa: F811
) -> None:
    wizard = SetupWizard(app_ctx, choose_file=lambda _parent: None,
                         candidates=(Candidate("ollama", "Ollama", fake_llm.port),))
    qtbot.addWidget(wizard)
    wizard.show()
    for _step in range(2):
        keys = mnemonics(wizard)  # the page's and the wizard's own buttons (Alt+N is Next)
        assert len(keys) == len(set(keys)), keys
        wizard.next()
    assert wizard.currentId() == PAGE_SERVER
    page = wizard.server_page
    qtbot.waitUntil(lambda: not page.busy, timeout=10000)
    keys = mnemonics(wizard)
    assert "n" in keys and len(keys) == len(set(keys)), keys
    choice = page.choice()
    assert choice is not None and choice.name == "ollama" and not choice.needs_key  # local over cloud
    assert page.servers.currentRow() == 0 and page.servers.count() > 1
    assert not page.key_edit.isEnabled() and page.model_combo.count() == 2

    assert page.choose("openai")
    assert page.key_edit.isEnabled()
    page.url_edit.setText(fake_llm.openai_base)  # typed a 127.0.0.1 address: no key asked for
    assert not page.key_edit.isEnabled()
    page.test_connection()
    qtbot.waitUntil(lambda: not page.busy and page.model_combo.count() == 2, timeout=10000)
    assert "needs an API key" not in page.status_label.text()
    wizard.next()
    keys = mnemonics(wizard)
    assert len(keys) == len(set(keys)), keys
    wizard.reject()
