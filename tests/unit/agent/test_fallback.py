"""FallbackRouter end to end: real stores, real clients, two real fake servers, a fake clock."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import aclosing
from dataclasses import dataclass
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.model.agents import Agent, FallbackCandidate, ModelFallback
from goclaw_lite.providers import (
    AllRoutesFailedError,
    ChatMessage,
    ChatRequest,
    CooldownTracker,
    FallbackRouter,
    ProviderErrorKind,
    RouteSelected,
    StreamEvent,
    TextDelta,
    create_client,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.support.fake_llm import (
    ANTHROPIC_PATH,
    OPENAI_PATH,
    FakeLLMServer,
    StreamResponse,
    anthropic_text_stream,
    context_overflow,
    model_not_found,
    openai_text_stream,
    overloaded,
    rate_limited,
    server_error,
    unauthorized,
)

CLOUD_KEY = "sk-ant-api03-" + "c" * 40
REQUEST = ChatRequest(model="", messages=(ChatMessage("user", "hello"),))


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@dataclass
class World:
    app: AppContext
    local: FakeLLMServer  # openai_compat provider "local", models fake-small / fake-large
    cloud: FakeLLMServer  # anthropic provider "cloud", models claude-a / claude-b
    providers: ProviderStore
    agents: AgentStore
    clock: FakeClock
    cooldowns: CooldownTracker
    routers: list[FallbackRouter]

    async def agent(self, *candidates: tuple[str, str], max_attempts: int = 0, cooldown: bool = True, key: str = "helper") -> Agent:
        fallback = ModelFallback(
            enabled=bool(candidates),
            candidates=tuple(FallbackCandidate(p, m) for p, m in candidates),
            max_attempts=max_attempts,
            cooldown_enabled=cooldown,
        )
        return await self.agents.create(key, provider="local", model="fake-small", model_fallback=fallback)

    def router(self, agent: Agent) -> FallbackRouter:
        router = FallbackRouter(
            agent, self.providers, create_client, clock=self.clock, cooldowns=self.cooldowns
        )
        self.routers.append(router)
        return router


@pytest.fixture
async def world(isolated_home: Path, test_key: str, fake_llm_factory: Callable[[], FakeLLMServer]) -> AsyncIterator[World]:
    app = await open_app(resolve_paths(), program="test", key_policy=KeyPolicy.REQUIRED)
    local, cloud = fake_llm_factory(), fake_llm_factory()
    cloud.expected_api_key = CLOUD_KEY  # the key must come out of the sealed store intact
    providers = ProviderStore(app.stores.db, app.stores.identity, app.require_cipher())
    await providers.create("local", provider_type="openai_compat", api_base=local.openai_base)
    await providers.create("cloud", provider_type="anthropic", api_base=cloud.base_url, api_key=CLOUD_KEY)
    w = World(app, local, cloud, providers, AgentStore(app.stores.db, app.stores.identity), FakeClock(), CooldownTracker(), [])
    yield w
    for router in w.routers:
        await router.aclose()
    await app.close()


async def run(router: FallbackRouter) -> list[StreamEvent]:
    async with aclosing(router.stream(REQUEST)) as events:
        return [e async for e in events]


def text_of(events: list[StreamEvent]) -> str:
    return "".join(e.text for e in events if isinstance(e, TextDelta))


def route_of(events: list[StreamEvent]) -> RouteSelected:
    selected = [e for e in events if isinstance(e, RouteSelected)]
    assert len(selected) == 1 and events[0] is selected[0]
    return selected[0]


async def test_429_falls_back_to_another_provider_then_cools_down(world: World) -> None:
    router = world.router(await world.agent(("cloud", "claude-a")))
    world.local.script_openai(rate_limited(retry_after=2))
    world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("from the cloud", model="claude-a")))
    events = await run(router)
    selected = route_of(events)
    assert (selected.provider, selected.model, selected.attempt) == ("cloud", "claude-a", 2)
    assert [a.describe() for a in selected.failures] == ["local/fake-small: rate limited (HTTP 429)"]
    assert text_of(events) == "from the cloud"
    assert world.cloud.requests_to(ANTHROPIC_PATH)[0].body["model"] == "claude-a"

    # within Retry-After the primary is skipped without a call
    world.clock.t += 1
    world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("again")))
    assert route_of(await run(router)).provider == "cloud"
    assert len(world.local.requests_to(OPENAI_PATH)) == 1
    # after it, the primary is back
    world.clock.t += 2
    world.local.script_openai(StreamResponse(openai_text_stream("local again")))
    events = await run(router)
    assert route_of(events).provider == "local" and text_of(events) == "local again"


@pytest.mark.parametrize(
    "failure",
    [server_error(), overloaded(), unauthorized(), model_not_found("fake-small")],
    ids=["500", "529", "401", "404"],
)
async def test_route_failures_fall_back(world: World, failure: object) -> None:
    router = world.router(await world.agent(("cloud", "claude-a")))
    world.local.script_openai(failure)  # type: ignore[arg-type]
    world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("rescued")))
    events = await run(router)
    assert route_of(events).provider == "cloud" and text_of(events) == "rescued"


async def test_unreachable_and_slow_primaries_fall_back(world: World) -> None:
    await world.providers.update("local", api_base="http://127.0.0.1:9/v1")  # nothing listens there
    router = world.router(await world.agent(("cloud", "claude-a")))
    world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("up")))
    events = await run(router)
    assert route_of(events).failures[0].kind is ProviderErrorKind.CONNECTION

    await world.providers.update("local", api_base=world.local.openai_base, settings={"read_timeout": 0.3})
    world.local.script_openai(StreamResponse(openai_text_stream("too slow"), delay=2))
    world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("fast")))
    world.clock.t += 100  # past the connection cooldown
    slow_router = world.router(await world.agent(("cloud", "claude-a"), key="second"))
    events = await run(slow_router)
    assert route_of(events).failures[0].kind is ProviderErrorKind.TIMEOUT and text_of(events) == "fast"


async def test_context_overflow_does_not_fall_back(world: World) -> None:
    router = world.router(await world.agent(("cloud", "claude-a")))
    world.local.script_openai(context_overflow())
    with pytest.raises(AllRoutesFailedError) as caught:
        await run(router)
    assert caught.value.kind is ProviderErrorKind.CONTEXT_OVERFLOW and not caught.value.partial
    assert "local/fake-small: conversation too long" in str(caught.value)
    assert world.cloud.exchanges == []


async def test_mid_stream_failure_keeps_the_partial_and_never_switches(world: World) -> None:
    router = world.router(await world.agent(("cloud", "claude-a")))
    world.local.script_openai(StreamResponse(openai_text_stream("half an answer and"), disconnect_after=4))
    seen: list[StreamEvent] = []
    with pytest.raises(AllRoutesFailedError) as caught:
        async with aclosing(router.stream(REQUEST)) as events:
            async for event in events:
                seen.append(event)
    assert route_of(seen).provider == "local" and text_of(seen) == "half an answer"
    assert caught.value.partial and caught.value.kind is ProviderErrorKind.CONNECTION
    assert world.cloud.exchanges == []


async def test_max_attempts_counts_the_primary(world: World) -> None:
    router = world.router(await world.agent(("cloud", "claude-a"), ("cloud", "claude-b"), max_attempts=2))
    world.local.script_openai(server_error())
    world.cloud.script_anthropic(server_error(anthropic=True), model="claude-a")
    world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("never asked")), model="claude-b")
    with pytest.raises(AllRoutesFailedError) as caught:
        await run(router)
    assert [a.describe() for a in caught.value.attempts] == [
        "local/fake-small: server error (HTTP 500)",
        "cloud/claude-a: server error (HTTP 500)",
        "cloud/claude-b: not tried: max_attempts 2 reached",
    ]
    assert "(2 calls)" in str(caught.value) and world.cloud.pending() == 1


async def test_long_cooldown_is_probed_to_notice_recovery(world: World) -> None:
    router = world.router(await world.agent(("cloud", "claude-a")))
    world.local.script_openai(unauthorized())
    world.cloud.script_anthropic(*[StreamResponse(anthropic_text_stream(f"cloud {i}")) for i in range(4)])
    assert route_of(await run(router)).provider == "cloud"  # the primary's key was bad: 30 min cooldown

    world.clock.t += 30
    assert route_of(await run(router)).provider == "cloud"
    assert len(world.local.exchanges) == 1  # skipped, not called

    world.clock.t += 31  # a minute after the failure: one probe call
    world.local.script_openai(unauthorized())
    assert route_of(await run(router)).attempt == 2  # probe failed, fell back again
    assert len(world.local.exchanges) == 2
    world.clock.t += 1
    assert route_of(await run(router)).provider == "cloud" and len(world.local.exchanges) == 2

    world.clock.t += 60  # next probe: the key was fixed meanwhile
    world.local.script_openai(StreamResponse(openai_text_stream("recovered")))
    events = await run(router)
    assert route_of(events).provider == "local" and text_of(events) == "recovered"
    world.clock.t += 1
    world.local.script_openai(StreamResponse(openai_text_stream("still fine")))
    assert route_of(await run(router)).attempt == 1  # the cooldown is gone


async def test_when_every_route_cools_the_first_to_recover_is_tried(world: World) -> None:
    router = world.router(await world.agent(("cloud", "claude-a")))
    world.local.script_openai(server_error())  # 30 s
    world.cloud.script_anthropic(rate_limited(retry_after=5, anthropic=True))  # 5 s
    with pytest.raises(AllRoutesFailedError) as caught:
        await run(router)
    assert [a.kind for a in caught.value.attempts] == [ProviderErrorKind.SERVER, ProviderErrorKind.RATE_LIMITED]

    world.clock.t += 1  # both cooling: rather than fail untried, call the one ending first
    world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("back")))
    events = await run(router)
    assert route_of(events).provider == "cloud" and len(world.local.exchanges) == 1


async def test_without_cooldown_the_primary_is_called_every_time(world: World) -> None:
    router = world.router(await world.agent(("cloud", "claude-a"), cooldown=False))
    for _ in range(2):
        world.local.script_openai(server_error())
        world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("ok")))
        assert route_of(await run(router)).attempt == 2
    assert len(world.local.exchanges) == 2


async def test_missing_and_disabled_providers_are_skipped_with_a_reason(world: World) -> None:
    await world.providers.create("off", provider_type="openai_compat", api_base=world.local.openai_base, enabled=False)
    router = world.router(await world.agent(("ghost", "m"), ("off", "fake-small"), ("cloud", "claude-a")))
    world.local.script_openai(server_error())
    world.cloud.script_anthropic(StreamResponse(anthropic_text_stream("ok")))
    selected = route_of(await run(router))
    assert [a.describe() for a in selected.failures][1:] == [
        "ghost/m: skipped: no such provider",
        "off/fake-small: skipped: provider is disabled",
    ]
    assert selected.attempt == 2  # skips are not calls


async def test_an_agent_without_fallback_has_one_route(world: World) -> None:
    router = world.router(await world.agent())
    world.local.script_openai(server_error())
    with pytest.raises(AllRoutesFailedError) as caught:
        await run(router)
    assert len(caught.value.attempts) == 1 and caught.value.kind is ProviderErrorKind.SERVER
    world.local.script_openai(StreamResponse(openai_text_stream("fine")))
    world.clock.t += 1  # cooling, but the only route is still tried rather than failing untried
    assert text_of(await run(router)) == "fine"


async def test_cancelling_a_routed_stream_closes_the_connection(world: World) -> None:
    router = world.router(await world.agent(("cloud", "claude-a")))
    world.local.script_openai(StreamResponse(openai_text_stream(" ".join(["slow"] * 40)), delay=0.05))
    started = asyncio.Event()

    async def consume() -> None:
        async with aclosing(router.stream(REQUEST)) as events:
            async for event in events:
                if isinstance(event, TextDelta):
                    started.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(started.wait(), 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    exchange = world.local.exchanges[0]
    assert await asyncio.to_thread(exchange.wait_closed, 5)
    assert exchange.client_closed_early and world.cloud.exchanges == []
