"""Issue 25, case 17 over HTTP: a server reached by Streamable HTTP (results as SSE events or
as one JSON body) or by the legacy SSE transport is held to its result cap as a stdio one is.

The server is the leaky test server (a real MCP server of the SDK) listening on 127.0.0.1. A
result over the cap fails the call with the cap's message (and the connection is started
afresh on the next use); a result under a cap set above the SDK's own 1 MB event limit comes
through whole, so the cap the user set is the one that holds, in both directions.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.mcp.connection import McpServerError
from goclaw_lite.mcp.service import McpService
from tests.support.leaks import LEAKY_SERVER, TOKEN
from tests.support.mcp_servers import PYTHON, free_port, http_server

pytestmark = pytest.mark.slow

TRANSPORTS = {  # the leaky server's transport -> (ours, its path)
    "streamable-http": ("streamable-http", "/mcp"),
    "streamable-http-json": ("streamable-http", "/mcp"),
    "sse": ("sse", "/sse"),
}


@pytest.fixture(params=sorted(TRANSPORTS))
async def leaky_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[tuple[str, str]]:
    known = tmp_path / "found.txt"
    known.write_text(TOKEN, encoding="utf-8")
    served = str(request.param)
    ours, path = TRANSPORTS[served]
    port = free_port()
    async with http_server([PYTHON, str(LEAKY_SERVER), "serve", str(known), served, str(port)], port):
        yield ours, f"http://127.0.0.1:{port}{path}"


async def test_an_http_flood_is_stopped_at_the_result_cap(app: AppContext, leaky_url: tuple[str, str]) -> None:
    transport, url = leaky_url
    service = McpService.from_stores(app.stores)
    await service.add("leaky", transport=transport, url=url, max_result_bytes=300_000)
    try:
        with pytest.raises(McpServerError, match=r"over 300,000 (bytes|characters)"):
            await service.call("leaky", "flood", {"megabytes": 1})
        small = await service.call("leaky", "say", {})  # started afresh, and under the cap
        assert small.ok and "own=" in small.text
        with pytest.raises(McpServerError, match=r"over 300,000 (bytes|characters)"):
            await service.call("leaky", "flood", {"megabytes": 40})
        await service.update("leaky", max_result_bytes=5_000_000)
        big = await service.call("leaky", "flood", {"megabytes": 2})  # twice in the message: over the SDK's 1 MB
        assert big.ok and big.text.startswith("yyyy")
    finally:
        await service.manager.shutdown()
