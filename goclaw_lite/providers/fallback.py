"""Model fallback: try the agent's primary route, then its candidates, in priority order.

Rules (agents.model_fallback, v34):

* the primary (agent provider/model) is always first; candidates follow only when fallback
  is enabled; `max_attempts` counts every call including the primary (0 = no cap);
* a failure moves on only when it is the route's fault (`ProviderError.falls_back`);
  context overflow and malformed requests stop at once;
* once a route has yielded anything the stream is committed: a later failure keeps what
  was shown and raises (`partial=True`), it never switches to another model mid-answer;
* with `cooldown_enabled`, a failed route is skipped for a while that depends on why it
  failed; a long cooldown is probed now and then to notice recovery, and when every route
  is cooling the one that recovers first is still tried rather than giving up untried;
* the final `AllRoutesFailedError` lists every route with what happened to it.

`RouteSelected` is yielded just before the first event of the route that answered, so the
run loop can record the route actually used on the assistant message.
"""

from __future__ import annotations

import enum
import math
import time
from collections.abc import AsyncGenerator, Callable
from contextlib import aclosing
from dataclasses import dataclass
from typing import Protocol

from goclaw_lite.errors import UserError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.chat import ProviderConnection
from goclaw_lite.providers.base import ChatRequest, ProviderClient, RouteSelected, StreamEvent
from goclaw_lite.providers.errors import AllRoutesFailedError, Attempt, ProviderError, ProviderErrorKind
from goclaw_lite.providers.factory import ClientFactory
from goclaw_lite.providers.local_model import serve_on_demand

__all__ = [
    "COOLDOWN_SECONDS",
    "PROBE_INTERVAL",
    "CooldownTracker",
    "FallbackRouter",
    "ProviderDirectory",
    "Route",
    "RouteStatus",
    "cooldown_for",
]



class ProviderDirectory(Protocol):
    """Where the router finds providers (`ProviderStore` fits): their connections, and moving
    one to a new address (the built-in model serves on a new port at every start)."""

    async def find_connection(self, name: str) -> ProviderConnection | None: ...

    async def update(self, name: str, *, api_base: str) -> object: ...

Clock = Callable[[], float]

COOLDOWN_SECONDS: dict[ProviderErrorKind, float] = {
    ProviderErrorKind.TIMEOUT: 10.0,
    ProviderErrorKind.CONNECTION: 15.0,
    ProviderErrorKind.RATE_LIMITED: 30.0,
    ProviderErrorKind.SERVER: 30.0,
    ProviderErrorKind.OVERLOADED: 30.0,
    ProviderErrorKind.MODEL_NOT_FOUND: 600.0,
    ProviderErrorKind.AUTH: 1800.0,
    ProviderErrorKind.BILLING: 1800.0,
}
PROBE_INTERVAL = 60.0
MAX_RETRY_AFTER = 3600.0


def cooldown_for(error: ProviderError) -> float:
    """Seconds to rest a route after `error`; a server's Retry-After wins for rate limits."""
    if error.kind in (ProviderErrorKind.RATE_LIMITED, ProviderErrorKind.OVERLOADED) and error.retry_after is not None:
        return min(MAX_RETRY_AFTER, max(1.0, error.retry_after))
    return COOLDOWN_SECONDS.get(error.kind, 0.0)


class RouteStatus(enum.Enum):
    READY = "ready"
    PROBE = "probe"  # cooling, but due for a recovery check
    COOLING = "cooling"


@dataclass(frozen=True)
class Route:
    provider: str
    model: str

    @property
    def key(self) -> tuple[str, str]:
        return (self.provider, self.model)


@dataclass
class _Entry:
    until: float
    kind: ProviderErrorKind
    next_probe: float


class CooldownTracker:
    """Failed routes and when to try them again; share one per app so runs learn from each other.

    Times are in the caller's clock (`now` arguments), so tests drive it with a fake clock.
    """

    def __init__(self, *, probe_interval: float = PROBE_INTERVAL) -> None:
        self._entries: dict[tuple[str, str], _Entry] = {}
        self._probe_interval = probe_interval

    def record_failure(self, route: Route, error: ProviderError, now: float) -> None:
        duration = cooldown_for(error)
        if duration <= 0:
            return
        probe_at = now + self._probe_interval if duration > self._probe_interval else now + duration
        self._entries[route.key] = _Entry(until=now + duration, kind=error.kind, next_probe=probe_at)

    def record_success(self, route: Route) -> None:
        self._entries.pop(route.key, None)

    def status(self, route: Route, now: float) -> RouteStatus:
        entry = self._entries.get(route.key)
        if entry is None or now >= entry.until:
            self._entries.pop(route.key, None)
            return RouteStatus.READY
        return RouteStatus.PROBE if now >= entry.next_probe else RouteStatus.COOLING

    def mark_probe(self, route: Route, now: float) -> None:
        entry = self._entries.get(route.key)
        if entry is not None:
            entry.next_probe = now + self._probe_interval

    def remaining(self, route: Route, now: float) -> float:
        entry = self._entries.get(route.key)
        return 0.0 if entry is None else max(0.0, entry.until - now)

    def reason(self, route: Route) -> ProviderErrorKind | None:
        entry = self._entries.get(route.key)
        return None if entry is None else entry.kind

    def ends_at(self, route: Route) -> float:
        entry = self._entries.get(route.key)
        return -math.inf if entry is None else entry.until


class FallbackRouter:
    """Streams a request over the agent's routes; see the module docstring for the rules.

    `providers` resolves a provider name to its connection (a `ProviderStore` fits),
    `client_factory` builds a client for it (`create_client`), and `clock` is a monotonic
    seconds source. Clients are cached per provider and closed by `aclose()`. Every run of
    every caller (chat, subtasks, consolidation) reaches a provider through here, so this is
    where the built-in model is started when a run needs it (`serve_on_demand`).
    """

    def __init__(
        self,
        agent: Agent,
        providers: ProviderDirectory,
        client_factory: ClientFactory,
        *,
        clock: Clock = time.monotonic,
        cooldowns: CooldownTracker | None = None,
    ) -> None:
        self.agent = agent
        self._providers = providers
        self._factory = client_factory
        self._clock = clock
        self.cooldowns = cooldowns if cooldowns is not None else CooldownTracker()
        self._clients: dict[str, tuple[tuple[str, str, str | None], ProviderClient]] = {}
        self.last_attempts: tuple[Attempt, ...] = ()

    def routes(self, model: str | None = None) -> list[Route]:
        """Primary first (with `model` overriding the agent's), then candidates if enabled.

        With a per-run `model` and fallback enabled, the agent's own model is the first
        candidate: it is the route the agent is known to work with.
        """
        primary = Route(self.agent.provider, model or self.agent.model)
        routes = [primary]
        fallback = self.agent.model_fallback
        if fallback.active:
            own = Route(self.agent.provider, self.agent.model)
            if own not in routes:
                routes.append(own)
            for candidate in fallback.candidates:
                route = Route(candidate.provider, candidate.model)
                if route not in routes:
                    routes.append(route)
        return routes

    async def aclose(self) -> None:
        clients = [client for _, client in self._clients.values()]
        self._clients.clear()
        for client in clients:
            await client.aclose()

    async def _connection(self, provider: str, model: str) -> ProviderConnection:
        """The provider ready to be called (the built-in model serving `model`); a UserError says why not."""
        connection = await self._providers.find_connection(provider)
        if connection is None:
            raise UserError("no such provider")
        if not connection.enabled:
            raise UserError("provider is disabled")
        return await serve_on_demand(connection, self._providers, model)

    async def _client(self, connection: ProviderConnection) -> ProviderClient:
        identity = (connection.provider_type, connection.api_base, connection.api_key)
        cached = self._clients.get(connection.name)
        if cached is not None and cached[0] == identity:
            return cached[1]
        if cached is not None:
            await cached[1].aclose()
        client = self._factory(connection)
        self._clients[connection.name] = (identity, client)
        return client

    def _pick(self, pending: list[Route], calls: int, use_cooldown: bool) -> tuple[Route | None, bool]:
        """The next route to call and whether it is a probe; None when only cooling ones remain."""
        now = self._clock()
        for route in pending:
            status = self.cooldowns.status(route, now) if use_cooldown else RouteStatus.READY
            if status is not RouteStatus.COOLING:
                return route, status is RouteStatus.PROBE
        if calls == 0 and pending:
            return min(pending, key=self.cooldowns.ends_at), True
        return None, False

    def _cooling(self, route: Route) -> Attempt:
        kind = self.cooldowns.reason(route)
        left = math.ceil(self.cooldowns.remaining(route, self._clock()))
        why = kind.value.replace("_", " ") if kind is not None else "a failure"
        return Attempt(route.provider, route.model, f"skipped: cooling down after {why} ({left} s left)", called=False,
                       facts={"case": "cooling", "seconds": left})

    async def stream(self, request: ChatRequest) -> AsyncGenerator[StreamEvent, None]:
        """Events of the first route that works, preceded by one `RouteSelected`.

        Raises `AllRoutesFailedError` (a `ProviderError`) when no route produced an answer
        or the committed route failed part-way (`partial` then says so).
        """
        fallback = self.agent.model_fallback
        use_cooldown = fallback.cooldown_enabled
        cap = fallback.max_attempts if fallback.active and fallback.max_attempts > 0 else 0
        pending = self.routes(request.model or None)
        attempts: list[Attempt] = []
        last_error: ProviderError | None = None
        calls = 0
        self.last_attempts = ()
        while pending:
            if cap and calls >= cap:
                attempts += [Attempt(r.provider, r.model, f"not tried: max_attempts {cap} reached", called=False,
                                     facts={"case": "max_attempts", "limit": cap}) for r in pending]
                break
            route, probing = self._pick(pending, calls, use_cooldown)
            if route is None:
                attempts += [self._cooling(r) for r in pending]
                break
            pending.remove(route)
            try:
                connection = await self._connection(route.provider, route.model)
            except UserError as exc:
                attempts.append(Attempt(route.provider, route.model, f"skipped: {exc}", called=False,
                                        facts={"case": "unusable", "problem": str(exc)}))
                continue
            client = await self._client(connection)
            calls += 1
            if probing:
                self.cooldowns.mark_probe(route, self._clock())
            committed = False
            try:
                async with aclosing(client.stream(request.with_model(route.model))) as events:
                    async for event in events:
                        if not committed:
                            committed = True
                            yield RouteSelected(route.provider, route.model, calls, tuple(attempts))
                        yield event
            except ProviderError as exc:
                if committed:
                    exc.partial = True
                last_error = exc
                if use_cooldown:
                    self.cooldowns.record_failure(route, exc, self._clock())
                attempts.append(Attempt.failed(route.provider, route.model, exc))
                if exc.falls_back:
                    continue
                self.last_attempts = tuple(attempts)
                raise AllRoutesFailedError(tuple(attempts), exc) from exc
            self.cooldowns.record_success(route)
            self.last_attempts = (*attempts, Attempt(route.provider, route.model, "answered", None))
            return
        self.last_attempts = tuple(attempts)
        raise AllRoutesFailedError(tuple(attempts), last_error)
