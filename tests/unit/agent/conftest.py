"""Agent-layer tests: real clients against the real fake LLM server (tests/support)."""

from __future__ import annotations

import sys
from pathlib import Path

_REPO_ROOT = str(Path(__file__).resolve().parents[3])
if _REPO_ROOT not in sys.path:  # `tests.support` must import however pytest was started
    sys.path.insert(0, _REPO_ROOT)

# --- the chat run loop (appended for test_loop*/test_service*/test_tools*) ---------------
import os  # noqa: E402
from collections.abc import AsyncIterator  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402

from goclaw_lite.agent.service import ChatRun, ChatService  # noqa: E402
from goclaw_lite.app.context import AppContext, KeyPolicy, open_app  # noqa: E402
from goclaw_lite.config import resolve_paths  # noqa: E402
from goclaw_lite.model.agents import Agent, FallbackCandidate, ModelFallback  # noqa: E402
from goclaw_lite.model.chat_api import ChatEvent  # noqa: E402
from goclaw_lite.store.definitions.agents import AgentStore  # noqa: E402
from goclaw_lite.store.definitions.providers import ProviderStore  # noqa: E402
from tests.support.fake_llm import FakeLLMServer  # noqa: E402
from tests.support.fixtures import fake_llm, fake_llm_factory  # noqa: E402,F401

PYTHON = os.path.realpath(sys.executable)


@dataclass
class ChatWorld:
    """A real app (SQLite, key loaded) with provider `local` on the fake server and a service."""

    app: AppContext
    server: FakeLLMServer
    providers: ProviderStore
    agents: AgentStore
    services: list[ChatService] = field(default_factory=list)

    def service(self, **kwargs: Any) -> ChatService:
        service = ChatService(self.app.stores, **kwargs)
        self.services.append(service)
        return service

    async def agent(
        self,
        key: str = "helper",
        *,
        tool_policy: dict[str, str] | None = None,
        max_tool_iterations: int = 20,
        fallback: tuple[tuple[str, str], ...] = (),
        provider: str = "local",
        model: str = "fake-small",
        system_prompt: str = "",
    ) -> Agent:
        model_fallback = ModelFallback(
            enabled=bool(fallback), candidates=tuple(FallbackCandidate(p, m) for p, m in fallback)
        )
        return await self.agents.create(
            key,
            provider=provider,
            model=model,
            tool_policy=tool_policy,
            max_tool_iterations=max_tool_iterations,
            model_fallback=model_fallback,
            system_prompt=system_prompt,
        )


@pytest.fixture
async def chat(isolated_home: Path, test_key: str, fake_llm: FakeLLMServer) -> AsyncIterator[ChatWorld]:  # noqa: F811
    app = await open_app(resolve_paths(), program="test", key_policy=KeyPolicy.REQUIRED)
    providers = ProviderStore(app.stores.db, app.stores.identity, app.stores.cipher)
    await providers.create("local", provider_type="openai_compat", api_base=fake_llm.openai_base, default_model="fake-small")
    world = ChatWorld(app, fake_llm, providers, AgentStore(app.stores.db, app.stores.identity))
    try:
        yield world
    finally:
        for service in world.services:
            await service.aclose()
        await app.close()


async def collect(run: ChatRun) -> list[ChatEvent]:
    return [event async for event in run.events()]
