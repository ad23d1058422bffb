"""First run: probing 127.0.0.1 for model servers and creating the provider and agent."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.chat.probe import Candidate, probe_local_servers, probe_url
from goclaw_lite.gui.qt import QAbstractButton, QLineEdit, Qt, QWidget
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.gui.chat.chat_fakes import FakeChatService
from tests.gui.chat.conftest import SCREENSHOTS, settle
from tests.support.fake_llm import FakeLLMServer, JSONResponse, server_error
from tests.support.fixtures import fake_llm, fake_llm_factory  # noqa: F401 - fixtures
from tests.support.qt_input import click

pytestmark = pytest.mark.gui


def closed_port() -> int:
    """A port nothing listens on (bound, read, released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_probe_finds_a_running_server_and_reports_the_rest(
        fake_llm_factory: Any, qtbot: Any) -> None:  # noqa: F811
    """`qtbot` installs the app's English, whose plurals the summary reads ("2 models"); run
    alone, without it, the test saw the untranslated "2 model(s)"."""
    good: FakeLLMServer = fake_llm_factory()
    broken: FakeLLMServer = fake_llm_factory()
    broken.script("/v1/models", server_error())
    weird: FakeLLMServer = fake_llm_factory()
    weird.script("/v1/models", JSONResponse({"hello": "world"}))
    nothing = closed_port()
    candidates = [Candidate("good", "Good", good.port), Candidate("broken", "Broken", broken.port),
                  Candidate("weird", "Weird", weird.port), Candidate("none", "Nobody", nothing)]
    results = asyncio.run(probe_local_servers(candidates, timeout=15.0))  # patience on a loaded machine
    assert [r.found for r in results] == [True, False, False, False]
    assert results[0].models == ("fake-small", "fake-large") and results[0].api_base == f"http://127.0.0.1:{good.port}/v1"
    assert "HTTP 500" in results[1].error
    assert "no model list" in results[2].error
    assert results[3].error == "nothing is listening"
    assert results[0].summary == f"Good (port {good.port}): 2 models"
    assert [e.path for e in good.exchanges] == ["/v1/models"]


def test_probe_url_sends_the_key_only_in_the_header(fake_llm: FakeLLMServer) -> None:  # noqa: F811
    fake_llm.expected_api_key = "sk-test-0123456789abcdef"
    refused = asyncio.run(probe_url(fake_llm.openai_base))
    assert not refused.found and "API key" in refused.error
    accepted = asyncio.run(probe_url(fake_llm.openai_base, api_key="sk-test-0123456789abcdef"))
    assert accepted.found and accepted.models == ("fake-small", "fake-large")
    assert "sk-test" not in repr(accepted) and "sk-test" not in accepted.summary
    assert fake_llm.exchanges[-1].auth_ok


@pytest.fixture
def plain_stores(app_ctx: AppContext) -> tuple[ProviderStore, AgentStore]:
    s = app_ctx.stores
    return ProviderStore(s.db, s.identity, s.cipher), AgentStore(s.db, s.identity)


@pytest.fixture
def fresh_page(app_ctx: AppContext, fake_llm: FakeLLMServer, qtbot: Any) -> Iterator[ChatPage]:  # noqa: F811
    s = app_ctx.stores
    service = FakeChatService(ConversationStore(s.db, s.identity), AgentStore(s.db, s.identity))
    candidates = (Candidate("fakeserver", "Fake server", fake_llm.port), Candidate("nothing", "Nothing here", closed_port()))
    page = ChatPage(app_ctx, service=service, candidates=candidates)
    qtbot.addWidget(page)
    page.resize(1100, 760)
    page.show()
    yield page
    page.close()


def test_first_run_form_finds_the_server_and_starts_the_chat(
    fresh_page: ChatPage, plain_stores: tuple[ProviderStore, AgentStore], qtbot: Any, run: Any, fake_llm: FakeLLMServer, activity: ActivityStore  # noqa: F811
) -> None:
    page = fresh_page
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.setup_view, timeout=5000)
    form = page.setup_view
    qtbot.waitUntil(lambda: form.servers.count() == 2 and not form.busy, timeout=5000)
    assert "Found 1 server" in form.status.text()
    assert form.selected() is not None and form.selected().candidate.name == "fakeserver"  # type: ignore[union-attr]
    assert [form.model_combo.itemText(i) for i in range(form.model_combo.count())] == ["fake-small", "fake-large"]
    assert not (form.servers.item(1).flags() & Qt.ItemFlag.ItemIsEnabled)  # the silent port cannot be picked
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert page.grab().save(str(SCREENSHOTS / "chat_first_run.png"))
    form.model_combo.setCurrentIndex(1)
    click(qtbot, form.start_button)
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view, timeout=5000)
    settle(qtbot)
    providers, agents = plain_stores
    provider = run(providers.get("fakeserver"))
    assert provider.api_base == fake_llm.openai_base and provider.default_model == "fake-large"
    agent = run(agents.resolve(None))
    assert (agent.provider, agent.model) == ("fakeserver", "fake-large")
    assert page.composer.agent_key() == agent.agent_key and page.conversation_id is None
    logged = run(activity.list())
    assert {(r.action, r.details["via"]) for r in logged if r.action in ("provider.add", "agent.add")} == {
        ("provider.add", "first-run form"), ("agent.add", "first-run form")}


def test_a_typed_address_with_a_key_never_shows_the_key(
    fresh_page: ChatPage, plain_stores: tuple[ProviderStore, AgentStore], qtbot: Any, run: Any, fake_llm_factory: Any  # noqa: F811
) -> None:
    page = fresh_page
    other: FakeLLMServer = fake_llm_factory()
    secret = "sk-live-abcdefghijklmnop0123"
    other.expected_api_key = secret
    form = page.setup_view
    qtbot.waitUntil(lambda: page.stack.currentWidget() is form and not form.busy and form.servers.count() == 2, timeout=5000)
    form.url_edit.setText(other.openai_base)
    form.key_edit.setText("wrong")
    click(qtbot, form.test_button)
    qtbot.waitUntil(lambda: form.error.isVisible() and not form.busy, timeout=5000)
    assert "API key" in form.error.text()
    form.key_edit.setText(secret)
    click(qtbot, form.test_button)
    qtbot.waitUntil(lambda: form.servers.count() == 3 and not form.busy, timeout=5000)
    assert form.selected() is not None and form.selected().api_base == other.openai_base  # type: ignore[union-attr]
    assert form.key_edit.echoMode() == QLineEdit.EchoMode.Password
    for widget in page.findChildren(QWidget):
        assert secret not in widget.toolTip() and secret not in widget.accessibleName()
        assert secret not in widget.accessibleDescription() and secret not in widget.statusTip()
    click(qtbot, form.start_button)
    qtbot.waitUntil(lambda: page.stack.currentWidget() is page.chat_view, timeout=5000)
    providers, _agents = plain_stores
    stored = run(providers.get(form.selected().candidate.name))  # type: ignore[union-attr]
    assert stored.has_api_key and secret not in repr(stored)
    assert run(providers.connection(stored.name)).api_key == secret
    assert form.key_edit.text() == ""
    for button in page.findChildren(QAbstractButton):
        assert button.accessibleName(), button.objectName()
