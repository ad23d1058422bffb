"""AgentStore and the model_fallback normalisation."""

from __future__ import annotations

import json

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.model.agents import FallbackCandidate, ModelFallback
from goclaw_lite.store.definitions.agents import AgentStore


@pytest.fixture
def agents(app: AppContext) -> AgentStore:
    return AgentStore(app.stores.db, app.stores.identity)


async def test_create_get_and_default(agents: AgentStore) -> None:
    first = await agents.create("helper", provider="local", model="smollm2", display_name="Helper", emoji="🦀")
    assert first.is_default  # the first agent becomes the default
    second = await agents.create("coder", provider="local", model="qwen")
    assert not second.is_default
    assert (await agents.resolve(None)).agent_key == "helper"
    await agents.set_default("coder")
    assert (await agents.get_default()).agent_key == "coder"  # type: ignore[union-attr]
    assert [a.agent_key for a in await agents.list()] == ["coder", "helper"]
    assert first.label == "🦀 Helper"


async def test_duplicate_and_invalid_keys(agents: AgentStore) -> None:
    await agents.create("helper", provider="p", model="m")
    with pytest.raises(AlreadyExistsError):
        await agents.create("HELPER", provider="p", model="m")
    with pytest.raises(ValidationError):
        await agents.create("bad key!", provider="p", model="m")
    with pytest.raises(NotFoundError):
        await agents.get_by_key("nobody")


async def test_model_fallback_round_trip_and_null_coercion(agents: AgentStore, app: AppContext) -> None:
    fallback = ModelFallback(
        enabled=True,
        candidates=(FallbackCandidate("openrouter", "llama-3"), FallbackCandidate("anthropic", "claude")),
        max_attempts=3,
        cooldown_enabled=False,
    )
    agent = await agents.create("helper", provider="local", model="smollm2", model_fallback=fallback)
    assert agent.model_fallback == fallback
    updated = await agents.update(agent.id, model_fallback=None, emoji=None)
    assert updated.model_fallback == ModelFallback() and updated.emoji == ""
    raw = await app.stores.db.fetch_value("SELECT model_fallback FROM agents WHERE id = ?", (agent.id,))
    assert raw == "{}"


def test_fallback_normalisation() -> None:
    primary = FallbackCandidate("local", "smollm2")
    raw = json.dumps(
        {
            "enabled": True,
            "strategy": "random",
            "candidates": [
                {"provider": " openrouter ", "model": " llama "},
                {"provider": "openrouter", "model": "llama"},
                {"provider": "", "model": "x"},
                {"provider": "local", "model": "smollm2"},
                "junk",
            ],
            "max_attempts": -4,
        }
    )
    parsed = ModelFallback.parse(raw, primary=primary)
    assert parsed.strategy == "priority_order"
    assert parsed.candidates == (FallbackCandidate("openrouter", "llama"),)
    assert parsed.max_attempts == 0 and parsed.cooldown_enabled is True and parsed.active
    for unusable in (None, "", "{}", "null", "not json", "[1,2]", json.dumps({"enabled": True, "candidates": []})):
        assert not ModelFallback.parse(unusable).active
    assert not ModelFallback.parse(json.dumps({"enabled": False, "candidates": [{"provider": "a", "model": "b"}]})).active


async def test_delete_promotes_another_default(agents: AgentStore) -> None:
    await agents.create("helper", provider="p", model="m")
    await agents.create("coder", provider="p", model="m")
    await agents.delete("helper")
    assert (await agents.get_default()).agent_key == "coder"  # type: ignore[union-attr]


async def test_context_window_is_set_and_updated(agents: AgentStore) -> None:
    small = await agents.create("small", provider="local", model="smollm2", context_window=2048)
    assert small.context_window == 2048
    assert (await agents.create("big", provider="local", model="qwen")).context_window == 200_000
    assert (await agents.update(small.id, context_window=4096)).context_window == 4096
    with pytest.raises(ValidationError):
        await agents.create("zero", provider="local", model="x", context_window=0)
