"""The home page on a real store: its cards, its agents' server checks and its links into Chat."""

from __future__ import annotations

import socket
from dataclasses import replace
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.home.cards import server_words
from goclaw_lite.gui.home.page import HomePage, land_after_setup
from goclaw_lite.model.agents import FallbackCandidate, ModelFallback
from goclaw_lite.model.chat import Provider
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.fake_llm import FakeLLMServer
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]  # pages shown on their own


def _closed_port() -> int:
    """A port nothing listens on (bound, read, released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _page(app_ctx: AppContext, qtbot: Any) -> HomePage:
    page = HomePage(app_ctx, probe_local=False)
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.serversChecked, timeout=15000):
        page.show()
    return page


def test_an_empty_store_offers_to_set_up_a_model(app_ctx: AppContext, qtbot: Any) -> None:
    page = _page(app_ctx, qtbot)
    assert page.card_names() == ["setupModel"]
    assert page.recent.keys() == [] and "No conversations yet" in page.recent.empty.text()
    assert not page.new_chat_button.isEnabled()
    assert [tile.text_shown() for tile in page.tiles] == [
        "Memory: 0 summaries", "Knowledge graph: 0 entities, 0 relations", "Vault: 0 documents", "Credentials: 0 tools"]
    assert [tile.accessibleName() for tile in page.tiles][1] == "Knowledge graph: 0 entities, 0 relations"


def test_a_wide_page_has_two_columns_and_a_narrow_one_one(app_ctx: AppContext, qtbot: Any) -> None:
    """1440x900 leaves no half-empty page: chats beside agents and servers; 1024x700 stacks them."""
    page = _page(app_ctx, qtbot)

    def where(section: Any) -> Any:
        return section.mapTo(page, section.rect().topLeft())

    page.resize(1200, 800)
    qtbot.waitUntil(lambda: page.wide is True, timeout=5000)
    qtbot.waitUntil(lambda: where(page.agents).x() > where(page.recent).x() + page.recent.width() - 1, timeout=5000)
    assert where(page.agents).y() == where(page.recent).y() and where(page.servers).y() > where(page.agents).y()
    page.resize(800, 700)
    qtbot.waitUntil(lambda: page.wide is False, timeout=5000)
    qtbot.waitUntil(lambda: where(page.agents).y() > where(page.recent).y() + page.recent.height() - 1, timeout=5000)
    assert where(page.agents).x() == where(page.recent).x()
    assert all(tile.isVisible() and tile.width() > 100 for tile in page.tiles)


def test_agents_show_their_model_and_whether_their_server_answers(
    app_ctx: AppContext, qtbot: Any, run: Any, fake_llm: FakeLLMServer  # noqa: F811
) -> None:
    stores = app_ctx.stores
    providers = ProviderStore(stores.db, stores.identity, stores.cipher)
    agents = AgentStore(stores.db, stores.identity)
    run(providers.create("local", provider_type="openai_compat", api_base=fake_llm.openai_base, default_model="fake-small"))
    gone_base = f"http://127.0.0.1:{_closed_port()}/v1"
    run(providers.create("gone", provider_type="openai_compat", api_base=gone_base, display_name="Old workstation"))
    helper = run(agents.create("helper", provider="local", model="fake-small", display_name="Helper", is_default=True))
    run(agents.create("offline", provider="gone", model="m1", display_name="Offline"))
    run(agents.create("orphan", provider="nowhere", model="m2", display_name="Orphan"))
    message = run(ConversationStore(stores.db, stores.identity).add_user_message("Plan the trip", agent_id=helper.id))

    page = _page(app_ctx, qtbot)
    texts = dict(zip(page.agents.keys(), page.agents.texts(), strict=True))
    assert "fake-small on local · ✓ server answers (2 models)" in texts["helper"]
    assert "(default)" in texts["helper"]
    assert "server does not answer" in texts["offline"]
    assert "server “nowhere” is not set up" in texts["orphan"]
    assert page.card_names() == ["serverDown_gone", "serverMissing_nowhere"]
    down = page.cards[0]  # the server by its display name and address, not the key it is stored under
    assert down.title.text() == "Old workstation does not answer"
    assert gone_base in down.text.text() and "gone" not in down.text.text()
    assert page.recent.keys() == [message.conversation_id]
    lab = Provider("i", "lab", "", "openai_compat", "http://127.0.0.1:11434/v1", "", True, False)
    assert server_words(lab) == "It is the Ollama server at http://127.0.0.1:11434/v1. "
    assert server_words(lab, "cannot connect to http://127.0.0.1:11434/v1") == "It is the Ollama server. "
    assert server_words(replace(lab, display_name="Ollama"), "cannot connect to http://127.0.0.1:11434/v1") == ""
    assert page.recent.texts()[0].startswith("Plan the trip\nHelper · 1 message")
    assert page.new_chat_button.isEnabled()


def test_an_agent_whose_fallback_answers_is_not_said_to_be_unable_to_reply(
    app_ctx: AppContext, qtbot: Any, run: Any, fake_llm: FakeLLMServer  # noqa: F811
) -> None:
    """Its own server is down (a closed port), its fallback a real HTTP server that answers."""
    stores = app_ctx.stores
    providers = ProviderStore(stores.db, stores.identity, stores.cipher)
    agents = AgentStore(stores.db, stores.identity)
    run(providers.create("gone", provider_type="openai_compat", api_base=f"http://127.0.0.1:{_closed_port()}/v1",
                         display_name="Old workstation"))
    run(providers.create("backup", provider_type="openai_compat", api_base=fake_llm.openai_base,
                         display_name="Backup box"))
    fallback = ModelFallback(enabled=True, candidates=(FallbackCandidate("backup", "fake-small"),))
    run(agents.create("helper", provider="gone", model="m1", display_name="Helper", model_fallback=fallback))
    run(agents.create("lonely", provider="gone", model="m1", display_name="Lonely"))

    page = _page(app_ctx, qtbot)
    assert set(page.checks) == {"gone", "backup"} and page.checks["backup"].answers
    texts = dict(zip(page.agents.keys(), page.agents.texts(), strict=True))
    assert "server does not answer; replies through Backup box" in texts["helper"]
    assert "replies through" not in texts["lonely"]
    assert page.card_names() == ["serverDown_gone"]
    words = page.cards[0].text.text()
    assert "Lonely cannot reply until it answers" in words
    assert "Helper replies through its fallback Backup box until it answers" in words
    assert "Helper" not in words.split("cannot reply")[0]
    # why it does not answer is a sentence of its own ahead of what it means, not "(Cannot …)" inside one
    assert words.startswith("Cannot connect to the model server at ") and "(" not in words


def test_a_recent_chat_opens_in_chat_and_new_chat_starts_one(
    window: Any, app_ctx: AppContext, qtbot: Any, run: Any
) -> None:
    stores = app_ctx.stores
    run(ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "local", provider_type="openai_compat", api_base=f"http://127.0.0.1:{_closed_port()}/v1"))
    agent = run(AgentStore(stores.db, stores.identity).create("helper", provider="local", model="m"))
    message = run(ConversationStore(stores.db, stores.identity).add_user_message("Hello there", agent_id=agent.id))
    home = window.page("home")
    assert isinstance(home, HomePage)
    home.refresh()
    qtbot.waitUntil(lambda: home.recent.keys() == [message.conversation_id], timeout=10000)
    list_widget = home.recent.list
    click(qtbot, list_widget.viewport(), pos=lambda: list_widget.visualItemRect(list_widget.item(0)).center())
    assert window.current_page_key() == "chat"
    chat = window.page("chat")
    qtbot.waitUntil(lambda: chat.conversation_id == message.conversation_id, timeout=10000)

    window.show_page("home")
    click(qtbot, home.new_chat_button)
    assert window.current_page_key() == "chat"
    qtbot.waitUntil(lambda: chat.conversation_id is None, timeout=10000)

    window.show_page("home")
    kg_tile = next(tile for tile in home.tiles if tile.key == "kg")
    click(qtbot, kg_tile)  # a tile of what is stored opens its page
    assert window.current_page_key() == "kg"


def test_after_setup_without_an_agent_the_user_lands_on_the_set_up_card(
    window: Any, app_ctx: AppContext, qtbot: Any, run: Any
) -> None:
    window.show_page("settings")
    land_after_setup(app_ctx, window)
    qtbot.waitUntil(lambda: window.current_page_key() == "home", timeout=10000)
    home = window.page("home")
    qtbot.waitUntil(lambda: home.card_names() == ["setupModel"], timeout=10000)

    stores = app_ctx.stores
    run(ProviderStore(stores.db, stores.identity, stores.cipher).create(
        "local", provider_type="openai_compat", api_base=f"http://127.0.0.1:{_closed_port()}/v1"))
    run(AgentStore(stores.db, stores.identity).create("helper", provider="local", model="m"))
    land_after_setup(app_ctx, window)
    qtbot.waitUntil(lambda: window.current_page_key() == "chat", timeout=10000)
