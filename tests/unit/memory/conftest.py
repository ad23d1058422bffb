"""Memory tests: a real app (SQLite, key loaded), provider `local` on the real fake LLM server."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.model.agents import Agent
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream
from tests.support.fixtures import fake_llm  # noqa: F401

SUMMARY = {
    "summary": "Ada planned to move the Orion project database from SQLite to PostgreSQL next week.",
    "abstract": "Ada plans the Orion database move to PostgreSQL.",
    "topics": ["Orion", "PostgreSQL migration"],
}
EXTRACTION = {
    "entities": [
        {"name": "Ada", "type": "person", "description": "project lead"},
        {"name": "Orion", "type": "project", "description": "the project being migrated"},
        {"name": "PostgreSQL", "type": "tool"},
    ],
    "relations": [
        {"source": "Ada", "relation": "leads", "target": "Orion"},
        {"source": "Orion", "relation": "moves_to", "target": "PostgreSQL"},
        {"source": "Orion", "relation": "mentions", "target": "Nobody"},
    ],
}


def answer(payload: Any) -> StreamResponse:
    text = payload if isinstance(payload, str) else json.dumps(payload)
    return StreamResponse(openai_text_stream(text))


@dataclass
class MemoryWorld:
    app: AppContext
    server: FakeLLMServer
    agents: AgentStore
    conversations: ConversationStore
    agent: Agent

    async def conversation(self, user: str = "Let's move Orion to PostgreSQL.", reply: str = "Sure, next week.") -> str:
        first = await self.conversations.add_user_message(user, agent_id=self.agent.id)
        await self.conversations.add_assistant_message(first.conversation_id, content=reply, eval_tokens=5)
        return first.conversation_id

    async def count(self, table: str) -> int:
        return int(await self.app.stores.db.fetch_value(f"SELECT COUNT(*) FROM {table}"))


@pytest.fixture
async def world(isolated_home: Path, test_key: str, fake_llm: FakeLLMServer) -> AsyncIterator[MemoryWorld]:  # noqa: F811
    app = await open_app(resolve_paths(), program="test", key_policy=KeyPolicy.REQUIRED)
    providers = ProviderStore(app.stores.db, app.stores.identity, app.stores.cipher)
    await providers.create("local", provider_type="openai_compat", api_base=fake_llm.openai_base, default_model="fake-small")
    agents = AgentStore(app.stores.db, app.stores.identity)
    agent = await agents.create("helper", provider="local", model="fake-small")
    try:
        yield MemoryWorld(app, fake_llm, agents, ConversationStore(app.stores.db, app.stores.identity), agent)
    finally:
        await app.close()
