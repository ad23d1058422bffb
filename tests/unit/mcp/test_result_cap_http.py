"""The HTTP result cap counts what a body decodes to: a gzip bomb (5 MB of JSON sent as a few
kilobytes with `Content-Encoding: gzip`) is stopped at the cap, not inflated whole; a body
under the cap, compressed or not, reads whole. A real HTTP server on 127.0.0.1."""

from __future__ import annotations

import gzip
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx2
import pytest

from goclaw_lite.mcp.result_cap import capped_http_client

BIG = b'{"result": "' + b"y" * 5_000_000 + b'"}'
SMALL = b'{"result": "ok"}'


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = BIG if self.path.startswith("/big") else SMALL
        if self.path.endswith(".gz"):
            body = gzip.compress(body)
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if self.path.endswith(".gz"):
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.mark.parametrize("path", ["/big", "/big.gz"])
async def test_a_body_over_the_cap_is_stopped_as_it_decodes(server: str, path: str) -> None:
    flooded: list[bool] = []
    client = capped_http_client(100_000, lambda: flooded.append(True))
    async with client, client.stream("GET", server + path) as response:
        with pytest.raises(httpx2.StreamError, match="result cap of 100,000 bytes"):
            await response.aread()
    assert flooded == [True]


@pytest.mark.parametrize("path", ["/small", "/small.gz"])
async def test_a_body_under_the_cap_reads_whole(server: str, path: str) -> None:
    async with capped_http_client(100_000, lambda: pytest.fail("not over the cap")) as client:
        response = await client.get(server + path)
    assert response.content == SMALL
