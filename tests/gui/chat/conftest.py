"""Fixtures for the chat window: a configured agent, the scripted service, and the page.

The stores are real (SQLite in the test's own data directory); only the model behind the
service is scripted (chat_fakes.FakeChatService).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.widgets import async_bridge
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.gui.chat.chat_fakes import FakeChatService

REPO_ROOT = Path(__file__).resolve().parents[3]
SCREENSHOTS = REPO_ROOT / "test-output" / "gui"
CLOSED_PORT_BASE = "http://127.0.0.1:9/v1"  # discard port: nothing listens, so model lookups fail fast


@pytest.fixture
def stores(app_ctx: AppContext) -> tuple[ConversationStore, AgentStore, ProviderStore]:
    db, identity = app_ctx.stores.db, app_ctx.stores.identity
    return ConversationStore(db, identity), AgentStore(db, identity), ProviderStore(db, identity, app_ctx.stores.cipher)


@pytest.fixture
def history(stores: tuple[ConversationStore, AgentStore, ProviderStore]) -> ConversationStore:
    """The chat history as a plain store: tests seed it and read back what the page wrote
    (the page itself reaches it only through `ConversationService`)."""
    return stores[0]


@pytest.fixture
def activity(app_ctx: AppContext) -> ActivityStore:
    return ActivityStore(app_ctx.stores.db, app_ctx.stores.identity)


@pytest.fixture
def configured(stores: tuple[ConversationStore, AgentStore, ProviderStore], run: Any) -> tuple[ConversationStore, AgentStore]:
    conversations, agents, providers = stores
    run(providers.create("fake", provider_type="openai_compat", api_base=CLOSED_PORT_BASE, default_model="fake-small"))
    run(agents.create("helper", provider="fake", model="fake-small", display_name="Helper", emoji=""))
    return conversations, agents


@pytest.fixture
def fake_service(configured: tuple[ConversationStore, AgentStore]) -> FakeChatService:
    conversations, agents = configured
    return FakeChatService(conversations, agents)


class Recorder:
    """Stands in for the confirm and save-path dialogs (modal dialogs would block the test)."""

    def __init__(self) -> None:
        self.confirm_answer = True
        self.confirmations: list[str] = []
        self.save_path: str | None = None
        self.save_requests: list[tuple[str, str]] = []

    def confirm(self, _parent: Any, title: str, text: str) -> bool:
        self.confirmations.append(f"{title}: {text}")
        return self.confirm_answer

    def choose_path(self, _parent: Any, _caption: str, suggested: str, filters: str) -> str | None:
        self.save_requests.append((suggested, filters))
        return self.save_path


@pytest.fixture
def dialogs() -> Recorder:
    return Recorder()


def settle(qtbot: Any, timeout: int = 5000) -> None:
    """Wait until no background task started by the page is still running."""
    qtbot.waitUntil(lambda: not any(not t.done() for t in async_bridge.pending_tasks()), timeout=timeout)


@pytest.fixture
def page(app_ctx: AppContext, fake_service: FakeChatService, dialogs: Recorder, qtbot: Any) -> Iterator[ChatPage]:
    widget = ChatPage(app_ctx, service=fake_service, confirm=dialogs.confirm, choose_path=dialogs.choose_path)
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: widget.stack.currentWidget() is widget.chat_view and widget.composer.agent_key() == "helper", timeout=5000)
    settle(qtbot)
    yield widget
    widget.close()
