"""Servers and helpers for the web tools' tests: a site on 127.0.0.1, and one on 127.0.0.2 it must not reach."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from goclaw_lite.model.web import FetchLimits
from goclaw_lite.webtools.guard import AllowList
from tests.support.web_servers import WebServer, page, site_routes

# Time limits a loaded machine never reaches by accident (the gzip bomb alone took over 3 s to
# make and send on CI); the limit itself is tested with its own 1 s against a trickle.
LIMITS = FetchLimits(max_bytes=1_000_000, total_seconds=30.0, connect_seconds=10.0)


@dataclass
class ScriptedResolver:
    """A DNS server the test controls: each name answers from its list, the next entry each time."""

    answers: dict[str, list[list[str]]] = field(default_factory=dict)
    asked: list[str] = field(default_factory=list)

    async def resolve(self, host: str, port: int) -> list[str]:
        self.asked.append(host)
        script = self.answers.get(host)
        if not script:
            from goclaw_lite.errors import ValidationError

            raise ValidationError(f"The host {host!r} was not found.")
        return script.pop(0) if len(script) > 1 else script[0]


@pytest.fixture
def internal() -> Iterator[WebServer]:
    """A service that must stay unreachable (on another port of this computer)."""
    server = WebServer({"/secret": page("<html><body><p>INTERNAL ONLY</p></body></html>")}).start()
    yield server
    server.stop()


@pytest.fixture
def site(internal: WebServer) -> Iterator[WebServer]:
    server = WebServer(site_routes(elsewhere=internal.url("/secret"))).start()
    yield server
    server.stop()


@pytest.fixture
def allow(site: WebServer) -> AllowList:
    """The SSRF guard opened for the test site only (its address and port)."""
    return AllowList.parse([f"127.0.0.1:{site.port}"])
