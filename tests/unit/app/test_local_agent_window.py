"""An agent on the built-in server gets the server's context as its window: an earlier 2,048
on the bundled model is raised to the 4,096 it is served with now; a window the server cannot
hold is lowered; a smaller window a user chose, and other models' windows, stay."""

from __future__ import annotations

from pathlib import Path

from goclaw_lite.app.context import open_app
from goclaw_lite.app.local_setup import register_local_provider
from goclaw_lite.config import resolve_paths
from goclaw_lite.providers.local_model import (
    BUNDLED_CONTEXT,
    EARLIER_BUNDLED_CONTEXT,
    MODEL_ID,
    PROVIDER_NAME,
    LocalServerInfo,
)
from goclaw_lite.store.definitions.agents import AgentStore

SERVED = LocalServerInfo(base_url="http://127.0.0.1:9/v1", model=MODEL_ID, pid=0)


async def _window_after_start(window: int, model: str = MODEL_ID) -> int:
    ctx = await open_app(resolve_paths(), program="test")
    try:
        agents = AgentStore(ctx.stores.db, ctx.stores.identity)
        await register_local_provider(ctx.stores, SERVED)  # the provider row the agent names
        [made] = await agents.list()
        await agents.update(made.id, model=model, context_window=window)
        await register_local_provider(ctx.stores, SERVED)
        return (await agents.get_by_key(made.agent_key)).context_window
    finally:
        await ctx.close()


async def test_a_new_agent_gets_the_served_context(isolated_home: Path) -> None:
    ctx = await open_app(resolve_paths(), program="test")
    try:
        key = await register_local_provider(ctx.stores, SERVED)
        agent = await AgentStore(ctx.stores.db, ctx.stores.identity).get_by_key(key)
        assert (agent.provider, agent.context_window) == (PROVIDER_NAME, BUNDLED_CONTEXT) == (PROVIDER_NAME, 4096)
    finally:
        await ctx.close()


async def test_the_earlier_bundled_window_is_raised(isolated_home: Path) -> None:
    assert await _window_after_start(EARLIER_BUNDLED_CONTEXT) == BUNDLED_CONTEXT


async def test_a_window_larger_than_the_server_is_lowered(isolated_home: Path) -> None:
    assert await _window_after_start(200_000) == BUNDLED_CONTEXT


async def test_a_smaller_window_a_user_chose_stays(isolated_home: Path) -> None:
    assert await _window_after_start(1500) == 1500


async def test_another_models_window_is_left_alone(isolated_home: Path) -> None:
    assert await _window_after_start(EARLIER_BUNDLED_CONTEXT, model="qwen2.5-0.5b-instruct-q4_k_m") == 2048
