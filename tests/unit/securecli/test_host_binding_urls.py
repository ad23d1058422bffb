"""A credential bound to one host never reaches another because a URL reads differently to
us than to the program that fetches it (`#@`, `?@`, backslashes, tabs, `https:/\\`...).

Real listeners on 127.0.0.1 and 127.0.0.2 (both loopback on Linux) record the Authorization
headers they get; real children fetch the URL with the token from their environment: curl
(through a wrapper script, as a user would register it) and Python's urllib."""

from __future__ import annotations

import os
import shutil
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from goclaw_lite.model.agents import Agent
from goclaw_lite.model.secure_cli import CredentialType
from goclaw_lite.securecli.resolve import hosts_in_args
from goclaw_lite.securecli.runner import SecureCLIRunner
from goclaw_lite.securecli.urls import url_hosts
from goclaw_lite.store.credentials.store import SecureCLIStore
from tests.unit.securecli.conftest import Collected

TOKEN = "BoundOnlyToLoopbackOne-7d1f0c"
PYTHON = os.path.realpath(sys.executable)
FETCH = (
    "import os, sys, urllib.request\n"
    "auth = {'Authorization': 'Bearer ' + os.environ.get('API_TOKEN', '')}\n"
    "req = urllib.request.Request(sys.argv[1], headers=auth)\n"
    "try:\n    urllib.request.urlopen(req, timeout=10).read()\n"
    "except Exception as exc:\n    print(type(exc).__name__)\n"
)


class _Listener:
    def __init__(self, host: str) -> None:
        self.seen: list[str] = []
        seen = self.seen

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                seen.append(self.headers.get("Authorization", ""))
                self.send_response(200)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer((host, 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def listeners() -> Iterator[tuple[_Listener, _Listener]]:
    good, evil = _Listener("127.0.0.1"), _Listener("127.0.0.2")
    try:
        yield good, evil
    finally:
        good.close()
        evil.close()


def hostile(good: int, evil: int) -> list[str]:
    """URLs that fetchers send to 127.0.0.2 while a naive reading sees 127.0.0.1."""
    return [
        f"http://127.0.0.2:{evil}#@127.0.0.1:{good}/",
        f"http://127.0.0.2:{evil}?@127.0.0.1:{good}/",
        f"http://127.0.0.2:{evil}/#@127.0.0.1:{good}/",
        f"http://127.0.0.1:{good}\\@127.0.0.2:{evil}/",
        f"http://127.0.0.2:{evil}\\@127.0.0.1:{good}/",
        f"http://127.0.0.1:{good}\t@127.0.0.2:{evil}/",
        f"https:/\\127.0.0.2:{evil}/",
        f"http:/127.0.0.2:{evil}/",
        f"http:///127.0.0.2:{evil}/",
        f"http://a@127.0.0.1@127.0.0.2:{evil}/",
        f"http://127.0.0.%32:{evil}/",
        f"http://2130706434:{evil}/",
        f"127.0.0.2:{evil}",
        f" http://127.0.0.2:{evil}/",
    ]


async def _bind(store: SecureCLIStore, agent: Agent, name: str, path: str) -> None:
    binary = await store.create(name, path=path, is_global=False)
    await store.set_agent_credentials_typed(binary.id, agent.id, {"API_TOKEN": TOKEN}, CredentialType.PAT,
                                            host_scope="127.0.0.1")


@pytest.fixture
def curl_wrapper(tmp_path: Path) -> str:
    curl = shutil.which("curl")
    if curl is None:
        pytest.skip("curl is not installed")
    script = tmp_path / "fetch"
    script.write_text(f'#!/bin/sh\nexec {curl} -s -m 10 -o /dev/null -H "Authorization: Bearer $API_TOKEN" "$@"\n')
    script.chmod(0o700)
    return str(script)


async def test_curl_never_sends_the_token_elsewhere(
    store: SecureCLIStore, runner: SecureCLIRunner, agent: Agent, listeners: tuple[_Listener, _Listener],
    curl_wrapper: str,
) -> None:
    good, evil = listeners
    await _bind(store, agent, "fetch", curl_wrapper)
    for url in hostile(good.port, evil.port):
        sink = Collected()
        outcome = await runner.run("fetch", [url], on_stdout=sink.stdout, on_stderr=sink.stderr, agent_id=agent.id)
        assert not any(TOKEN in h for h in evil.seen), url
        assert getattr(outcome, "withheld", None), url
    assert evil.seen, "curl reached none of the hostile URLs: the test proves nothing"
    sink = Collected()
    outcome = await runner.run("fetch", [f"http://127.0.0.1:{good.port}/"], on_stdout=sink.stdout,
                               on_stderr=sink.stderr, agent_id=agent.id)
    assert outcome.withheld is None and good.seen[-1] == f"Bearer {TOKEN}"


async def test_python_never_sends_the_token_elsewhere(
    store: SecureCLIStore, runner: SecureCLIRunner, agent: Agent, listeners: tuple[_Listener, _Listener]
) -> None:
    good, evil = listeners
    await _bind(store, agent, "py", PYTHON)
    for url in hostile(good.port, evil.port):
        sink = Collected()
        outcome = await runner.run("py", ["-c", FETCH, url], on_stdout=sink.stdout, on_stderr=sink.stderr,
                                   agent_id=agent.id)
        assert not any(TOKEN in h for h in evil.seen), url
        assert getattr(outcome, "withheld", None), url
    assert evil.seen, "urllib reached none of the hostile URLs: the test proves nothing"


async def test_the_reason_is_recorded(store: SecureCLIStore, runner: SecureCLIRunner, agent: Agent) -> None:
    await _bind(store, agent, "py", PYTHON)
    resolved = await runner.resolve("py", ["-c", "0", "http://127.0.0.1:1\\@127.0.0.2:1/"], agent_id=agent.id)
    assert resolved.withheld_reason == "a URL can be read as naming 127.0.0.1 or 127.0.0.2, depending on the program"
    resolved = await runner.resolve("py", ["-c", "0", "http://127.0.0.2:1#@127.0.0.1/"], agent_id=agent.id)
    assert resolved.withheld_reason == "the arguments name 127.0.0.2, outside the host binding 127.0.0.1"
    for allowed in ("http://127.0.0.1:1/x?a=@b#@c", "http://u:p@127.0.0.1/", "http://127.1/", "http://127.0.0.1./"):
        resolved = await runner.resolve("py", ["-c", "0", allowed], agent_id=agent.id)
        assert resolved.withheld_reason is None, allowed


@pytest.mark.parametrize(
    ("text", "hosts"),
    [
        ("https://API.GitHub.com:443/x", {"api.github.com"}),
        ("http://\uff45vil.example/", {"evil.example"}),  # full-width letter
        ("http://evil\u3002example/", {"evil.example"}),  # ideographic full stop
        ("http://0x7f.1/", {"127.0.0.1"}),
        ("http://[::FFFF:127.0.0.2]/", {"::ffff:7f00:2"}),
        ("localhost:8080/x", {"localhost"}),
        ("ssh://git@evil.example/o/r", {"evil.example"}),
    ],
)
def test_hosts_as_fetchers_see_them(text: str, hosts: set[str]) -> None:
    found = url_hosts(text)
    assert found is not None and found.hosts == hosts and found.problem is None


@pytest.mark.parametrize(
    "text", ["repo", "list", "C:\\Users\\me", "file:///etc/hosts", "sha256:abc", "1.2.3", "mailto:a@b"]
)
def test_not_urls(text: str) -> None:
    assert url_hosts(text) is None


def test_a_short_flag_value_is_not_read_as_a_bare_host() -> None:
    assert hosts_in_args(["-qhdb.example:5432"]).hosts == {"db.example"}
