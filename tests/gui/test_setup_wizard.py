"""The first-run setup wizard on a real store, against a real HTTP server speaking the providers' APIs."""

from __future__ import annotations

import asyncio
import stat
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.app.providers import ProviderDraft, ProvidersAdmin
from goclaw_lite.config import Paths
from goclaw_lite.errors import WrongKeyError
from goclaw_lite.gui.qt import QApplication, QLabel, QLineEdit, QWidget, QWizard
from goclaw_lite.gui.setup.due import setup_is_due
from goclaw_lite.gui.setup.flow import CLOUD_PRESETS, list_models
from goclaw_lite.gui.setup.wizard import PAGE_AGENT, PAGE_DONE, PAGE_KEY, PAGE_SERVER, SetupWizard
from goclaw_lite.gui.shell.app import GuiSession
from goclaw_lite.gui.widgets.dialogs import DialogAnswer
from goclaw_lite.security.crypto import parse_key
from goclaw_lite.settings import load_settings
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.gui.conftest import TEST_KEY_HEX
from tests.support.fake_llm import FakeLLMServer
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
API_KEY = "sk-wizard-test-0123456789abcdef"


@pytest.fixture
def wizard(app_ctx: AppContext, qtbot: Any, tmp_path: Path) -> SetupWizard:
    target = tmp_path / "backup" / "goclaw.key"
    target.parent.mkdir()
    widget = SetupWizard(app_ctx, choose_file=lambda _parent: str(target))
    widget.export_target = target  # type: ignore[attr-defined]
    qtbot.addWidget(widget)
    widget.show()
    return widget


def _texts(root: QWidget) -> str:
    parts = []
    for w in [root, *root.findChildren(QWidget)]:
        parts += [w.toolTip(), w.accessibleName(), w.windowTitle()]
        if isinstance(w, QLabel):
            parts.append(w.text())
        if isinstance(w, QLineEdit) and w.echoMode() == QLineEdit.EchoMode.Normal:
            parts.append(w.text())
    return "\n".join(parts)


def _to_server_page(wizard: SetupWizard, qtbot: Any) -> None:
    wizard.next()
    wizard.next()
    assert wizard.currentId() == PAGE_SERVER
    qtbot.waitUntil(lambda: not wizard.server_page.busy, timeout=10000)  # the local probe ended


def test_cloud_server_agent_and_key_backup(wizard: SetupWizard, app_ctx: AppContext, qtbot: Any, run: Any,
                                           fake_llm: FakeLLMServer) -> None:  # noqa: F811
    fake_llm.expected_api_key = API_KEY
    wizard.next()
    assert wizard.currentId() == PAGE_KEY
    assert wizard.key_page.fingerprint_label.text() == app_ctx.key_info.fingerprint
    dialog = wizard.key_page.back_up_key()
    assert dialog.isVisible() and dialog.parent() is wizard.key_page
    dialog.save_button.click()
    qtbot.waitUntil(lambda: dialog.written is not None, timeout=10000)
    written = dialog.written
    assert written == wizard.export_target  # type: ignore[attr-defined]
    assert parse_key(written.read_text().strip()) == bytes.fromhex(TEST_KEY_HEX)
    assert stat.S_IMODE(written.stat().st_mode) == 0o600
    dialog.save_button.click()
    qtbot.waitUntil(lambda: "exists already" in dialog.status_label.text(), timeout=10000)  # never overwritten
    dialog.reject()

    wizard.next()
    qtbot.waitUntil(lambda: not wizard.server_page.busy, timeout=10000)
    page = wizard.server_page
    assert page.choose("openai")
    assert page.url_edit.text() == "https://api.openai.com/v1" and page.key_edit.isEnabled()
    assert not page.isComplete()  # no model chosen yet
    page.url_edit.setText(fake_llm.openai_base)
    page.key_edit.setText("sk-wrong")
    page.test_connection()
    qtbot.waitUntil(lambda: not page.busy, timeout=10000)
    assert page.model_combo.count() == 0 and not page.isComplete()
    assert page.status_label.text()  # says why
    page.key_edit.setText(API_KEY)
    page.test_connection()
    qtbot.waitUntil(lambda: not page.busy and page.model_combo.count() == 2, timeout=10000)
    page.model_combo.setCurrentText("fake-large")
    assert page.isComplete()

    wizard.next()
    assert wizard.currentId() == PAGE_AGENT
    wizard.agent_page.name_edit.setText("Research Helper")
    wizard.agent_page.prompt_edit.setPlainText("Cite your sources.")
    assert run(ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher).list()) == []
    wizard.next()  # nothing was written before this page
    assert wizard.currentId() == PAGE_DONE
    qtbot.waitUntil(lambda: wizard.done_page.isComplete(), timeout=10000)
    assert "Research Helper" in wizard.done_page.summary.text()
    assert API_KEY not in _texts(wizard)

    finished: list[Any] = []
    wizard.completed.connect(finished.append)
    wizard.accept()
    assert len(finished) == 1
    providers = ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher)
    connection = run(providers.connection("openai"))
    assert connection.api_base == fake_llm.openai_base and connection.api_key == API_KEY
    agent = run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).get_by_key("research-helper"))
    assert (agent.provider, agent.model, agent.is_default, agent.system_prompt) == ("openai", "fake-large", True, "Cite your sources.")
    assert load_settings(app_ctx.paths).first_run_done
    assert app_ctx.paths.db_path.read_bytes().find(API_KEY.encode()) == -1  # sealed at rest
    logged = run(ActivityStore(app_ctx.stores.db, app_ctx.stores.identity).list())
    made = {r.action: r.details for r in logged if r.action in ("provider.add", "agent.add")}
    assert made["provider.add"]["via"] == "setup wizard" and made["provider.add"]["has_api_key"] is True
    assert made["agent.add"]["key"] == "research-helper" and API_KEY not in repr(logged)


def test_skipping_the_server_creates_nothing(wizard: SetupWizard, app_ctx: AppContext, qtbot: Any, run: Any) -> None:
    _to_server_page(wizard, qtbot)
    wizard.server_page.skip_box.setChecked(True)
    assert wizard.server_page.isComplete()
    wizard.next()
    assert wizard.currentId() == PAGE_DONE  # the agent page is skipped too
    assert wizard.done_page.isComplete() and "No model server" in wizard.done_page.summary.text()
    wizard.accept()
    assert run(ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher).list()) == []
    assert load_settings(app_ctx.paths).first_run_done


def test_skip_setup_is_remembered(wizard: SetupWizard, app_ctx: AppContext, run: Any) -> None:
    assert run(setup_is_due(app_ctx))
    assert wizard.buttonText(QWizard.WizardButton.CancelButton) == "Skip setup"
    wizard.reject()
    assert load_settings(app_ctx.paths).first_run_done
    assert not run(setup_is_due(app_ctx))


def test_setup_is_not_due_once_a_server_is_set_up(app_ctx: AppContext, run: Any) -> None:
    assert run(setup_is_due(app_ctx))  # a new store, the wizard never finished
    run(ProvidersAdmin(app_ctx.stores).add(ProviderDraft("local", "openai_compat", "http://127.0.0.1:9/v1",
                                                          default_model="small")))
    assert not load_settings(app_ctx.paths).first_run_done
    assert not run(setup_is_due(app_ctx))  # set up some other way (the CLI, Settings, an import)


def test_anthropic_models_are_listed_with_its_own_protocol(fake_llm: FakeLLMServer) -> None:  # noqa: F811
    fake_llm.expected_api_key = API_KEY
    anthropic = next(p for p in CLOUD_PRESETS if p.provider_type == "anthropic")
    models = asyncio.run(list_models(anthropic, fake_llm.base_url, API_KEY))
    assert sorted(models) == ["fake-large", "fake-small"]
    sent = [e for e in fake_llm.exchanges if e.path.endswith("/models")][-1]
    assert "anthropic-version" in sent.headers and sent.auth_ok


def test_the_first_window_explains_the_key_in_the_wizard_with_no_notice_before_it(
        gui_env: Paths, qtbot: Any, qloop: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOCLAW_KEY")  # a first start: a key is made now
    shown: list[Any] = []

    async def answer(request: Any) -> DialogAnswer:
        shown.append(request)
        return DialogAnswer(accepted=True)

    session = GuiSession(gui_env, show_dialog=answer, single_instance=False)
    task = asyncio.ensure_future(session.run())
    qtbot.waitUntil(lambda: any(isinstance(w, SetupWizard) and w.isVisible() for w in QApplication.topLevelWidgets()),
                    timeout=10000)
    assert shown == []  # no modal before the wizard
    wizard = next(w for w in QApplication.topLevelWidgets() if isinstance(w, SetupWizard))
    assert session.ctx is not None and session.ctx.key_info.generated_now
    wizard.next()
    assert wizard.currentId() == PAGE_KEY
    made = wizard.key_page.findChild(QLabel, "wizardKeyMadeNow")
    assert made is not None and made.isVisible()
    assert wizard.key_page.source_label.text() == f"the file {session.ctx.key_info.location}"  # KeyWords, in English
    assert wizard.key_page.backup_button.isEnabled() and wizard.key_page.backup_button.text() == "Back &up the key…"
    assert not wizard.windowIcon().isNull()
    wizard.reject()
    assert shown == []  # and none after it either: the key was explained once
    assert session.window is not None
    session.window.close()
    qtbot.waitUntil(task.done, timeout=10000)
    assert task.result() == 0


def test_the_wizards_key_backup_opens_the_store(gui_env: Paths, app_ctx: AppContext, qtbot: Any, run: Any,
                                                tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "safe" / "my.key"
    target.parent.mkdir()
    wizard = SetupWizard(app_ctx, choose_file=lambda _parent: str(target))
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.next()
    wizard.key_page.backup_button.click()
    dialog = wizard.key_page.backup_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Anyone who has this file" in dialog.warning.text()
    assert dialog.location_label.text() == app_ctx.key_info.summary
    dialog.save_button.click()
    qtbot.waitUntil(lambda: dialog.written == target, timeout=10000)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600 and str(target) in dialog.status_label.text()
    logged = run(ActivityStore(app_ctx.stores.db, app_ctx.stores.identity).list())
    row = next(r for r in logged if r.action == "key.backup")
    assert row.details["fingerprint"] == app_ctx.key_info.fingerprint and TEST_KEY_HEX not in repr(logged)
    wizard.reject()
    run(app_ctx.close())

    # Only the backup is left: it opens the store, and a wrong key does not.
    monkeypatch.delenv("GOCLAW_KEY")
    gui_env.key_file.unlink(missing_ok=True)
    monkeypatch.setenv("GOCLAW_KEY", "00" * 32)
    with pytest.raises(WrongKeyError):
        run(open_app(gui_env, program="wizard backup test", key_policy=KeyPolicy.REQUIRED))
    monkeypatch.setenv("GOCLAW_KEY", target.read_text().strip())
    reopened = run(open_app(gui_env, program="wizard backup test", key_policy=KeyPolicy.REQUIRED))
    try:
        assert reopened.key_info.fingerprint == app_ctx.key_info.fingerprint
    finally:
        run(reopened.close())


def test_a_connection_result_does_not_survive_a_change_of_server(wizard: SetupWizard, qtbot: Any,
                                                                 fake_llm: FakeLLMServer) -> None:  # noqa: F811
    _to_server_page(wizard, qtbot)
    page = wizard.server_page
    assert page.choose("openrouter")
    page.url_edit.setText(fake_llm.openai_base)
    page.key_edit.setText(API_KEY)
    page.test_connection()
    qtbot.waitUntil(lambda: not page.busy and page.model_combo.count() == 2, timeout=10000)
    assert page.status_label.text().startswith("Connected: 2 model")
    qtbot.keyClicks(page.url_edit, "x")  # the user edits the address
    assert page.status_label.text() == "" and page.model_combo.count() == 0
    page.test_connection()
    qtbot.waitUntil(lambda: not page.busy, timeout=10000)
    assert page.status_label.text()  # why it failed
    assert page.choose("openai")  # another server picked in the list
    assert page.status_label.text() == ""


def test_settings_opens_setup_again_and_finishing_shows_the_chat(app_ctx: AppContext, qtbot: Any, run: Any,
                                                                 fake_llm: FakeLLMServer) -> None:  # noqa: F811
    from goclaw_lite.gui.shell.main_window import MainWindow

    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.show()
    window.show_page("settings")
    settings = window.page("settings")
    wizard = settings.open_setup()
    assert isinstance(wizard, SetupWizard) and wizard.isVisible() and wizard.parent() is window
    _to_server_page(wizard, qtbot)
    page = wizard.server_page
    assert page.choose("openrouter")
    page.url_edit.setText(fake_llm.openai_base)
    page.key_edit.setText(API_KEY)
    page.test_connection()
    qtbot.waitUntil(lambda: not page.busy and page.model_combo.count() == 2, timeout=10000)
    wizard.next()
    wizard.next()
    qtbot.waitUntil(lambda: wizard.done_page.isComplete(), timeout=10000)
    assert not wizard.button(QWizard.WizardButton.CancelButton).isVisible()
    wizard.accept()
    assert window.current_page_key() == "chat"
    qtbot.waitUntil(lambda: settings.agent_combo.count() == 1, timeout=5000)  # Settings lists the new agent
