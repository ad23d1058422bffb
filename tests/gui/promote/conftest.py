"""A real PostgreSQL database per test for the Promote page, and a source with data in it."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from promote_helpers import PgTarget

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.promote.page import PromotePage
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.activity import ActivityStore
from tests.integration.conftest import (  # noqa: F401 - fixtures
    PasswordServer,
    admin_connect,
    pg_password_server,
    pg_server_url,
    with_database,
)


@pytest.fixture
def pg_target(pg_server_url: str) -> Iterator[PgTarget]:  # noqa: F811
    """An empty database created for this test and dropped after it."""
    name = f"goclaw_gui_{secrets.token_hex(4)}"
    with admin_connect(pg_server_url) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    parts = urlsplit(pg_server_url)
    try:
        yield PgTarget(parts.hostname or "127.0.0.1", str(parts.port or 5432), name, parts.username or "postgres",
                       with_database(pg_server_url, name))
    finally:
        with admin_connect(pg_server_url) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def source_data(app_ctx: AppContext, run: Any) -> int:
    """Agents, a conversation with a reply chain and activity rows; returns the message count."""

    async def fill() -> int:
        db, identity = app_ctx.stores.db, app_ctx.stores.identity
        agent = await AgentStore(db, identity).create("helper", provider="local", model="m1")
        chats = ConversationStore(db, identity)
        first = await chats.add_user_message("Promote me, please: ünïcode and \"quotes\", commas", agent_id=agent.id)
        for i in range(40):
            await chats.add_assistant_message(first.conversation_id, content=f"answer {i}", llm_duration_ms=i)
        for i in range(30):
            await ActivityStore(db, identity).log("gui.test", entity_type="agent", entity_id=agent.id, details={"i": i})
        return 41

    return run(fill(), timeout=30)


@pytest.fixture
def page(app_ctx: AppContext, qtbot: Any) -> PromotePage:
    widget = PromotePage(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(900, 760)
    widget.show()
    return widget
