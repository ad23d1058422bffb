"""The client against real MCP servers nobody here wrote: mcp-server-time and mcp-server-git
(PyPI, stdio), the npm server-filesystem (stdio) and server-everything (stdio and Streamable HTTP).

The npm servers come from the local install `.ci/run` makes; a missing one skips here and
fails under CI.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager
from pathlib import Path

import pytest

from goclaw_lite.mcp.connection import McpConnection
from goclaw_lite.mcp.manager import McpManager
from goclaw_lite.model.mcp import McpLaunch
from tests.conftest import skip_or_fail
from tests.support.mcp_servers import free_port, http_launch, http_server, npm_server, python_tool, stdio_launch

pytestmark = pytest.mark.slow

START = 90.0


def _need(path: str | None, what: str) -> str:
    if path is None:
        skip_or_fail(f"{what} is not installed (pip install '.[test]'; npm install --prefix tests/mcp_servers)")
    assert path is not None
    return path


async def _one(launch: McpLaunch) -> McpManager:
    async def launcher(name: str) -> McpLaunch:
        return launch

    return McpManager(launcher)


async def test_time_server_tools_and_a_call() -> None:
    command = _need(python_tool("mcp-server-time"), "mcp-server-time")
    manager = await _one(stdio_launch("time", command, "--local-timezone", "UTC", timeout=int(START)))
    try:
        specs = await manager.tools("time")
        assert {s.name for s in specs} >= {"time__get_current_time", "time__convert_time"}
        assert all(s.usable and s.parameters["type"] == "object" for s in specs)
        outcome = await manager.call("time", "get_current_time", {"timezone": "Europe/Paris"})
        assert outcome.ok and json.loads(outcome.text)["timezone"] == "Europe/Paris"
    finally:
        await manager.shutdown()


async def test_git_server_reads_a_real_repository(tmp_path: Path) -> None:
    command = _need(python_tool("mcp-server-git"), "mcp-server-git")
    repo = tmp_path / "repo"
    repo.mkdir()
    for args in (["init", "-q"], ["config", "user.email", "t@example.org"], ["config", "user.name", "T"]):
        subprocess.run(["git", *args], cwd=repo, check=True)
    (repo / "a.txt").write_text("hello\n")
    subprocess.run(["git", "add", "a.txt"], cwd=repo, check=True)
    subprocess.run(["git", "commit", "-qm", "first commit from the test"], cwd=repo, check=True)
    manager = await _one(stdio_launch("git", command, "--repository", str(repo), timeout=int(START)))
    try:
        names = {s.remote_name for s in await manager.tools("git")}
        assert {"git_status", "git_log"} <= names
        log = await manager.call("git", "git_log", {"repo_path": str(repo)})
        assert log.ok and "first commit from the test" in log.text
    finally:
        await manager.shutdown()


async def test_filesystem_server_reads_only_its_folder(tmp_path: Path) -> None:
    command = _need(npm_server("mcp-server-filesystem"), "@modelcontextprotocol/server-filesystem")
    allowed = tmp_path / "allowed"
    allowed.mkdir()
    (allowed / "note.txt").write_text("filesystem says hi")
    manager = await _one(stdio_launch("fs", command, str(allowed), timeout=int(START)))
    try:
        specs = {s.remote_name: s for s in await manager.tools("fs")}
        assert "read_text_file" in specs or "read_file" in specs
        tool = "read_text_file" if "read_text_file" in specs else "read_file"
        ok = await manager.call("fs", tool, {"path": str(allowed / "note.txt")})
        assert ok.ok and "filesystem says hi" in ok.text
        denied = await manager.call("fs", tool, {"path": "/etc/hostname"})
        assert not denied.ok and "denied" in denied.text.lower()
    finally:
        await manager.shutdown()


async def test_filesystem_server_works_in_the_roots_it_is_offered(tmp_path: Path) -> None:
    # no folder on the command line: the server asks roots/list and gets the folders allowed in settings
    command = _need(npm_server("mcp-server-filesystem"), "@modelcontextprotocol/server-filesystem")
    allowed, other = tmp_path / "allowed", tmp_path / "other"
    allowed.mkdir()
    other.mkdir()
    (allowed / "note.txt").write_text("a root says hi")
    (other / "secret.txt").write_text("not offered")
    manager = await _one(stdio_launch("fs", command, timeout=int(START), settings={"roots": [str(allowed)]}))
    try:
        listed = await _eventually_allowed(manager, str(allowed.resolve()))
        assert str(other) not in listed
        ok = await manager.call("fs", "read_text_file", {"path": str(allowed / "note.txt")})
        assert ok.ok and "a root says hi" in ok.text
        denied = await manager.call("fs", "read_text_file", {"path": str(other / "secret.txt")})
        assert not denied.ok and "not offered" not in denied.text
    finally:
        await manager.shutdown()


async def _eventually_allowed(manager: McpManager, folder: str) -> str:
    """The server asks for roots right after initialising; its answer lands a moment later."""
    text = ""
    for _ in range(300):
        text = (await manager.call("fs", "list_allowed_directories", {})).text
        if folder in text:
            return text
        await asyncio.sleep(0.05)
    raise AssertionError(f"the root never became an allowed directory: {text}")


async def test_everything_server_over_stdio_scrubs_its_environment() -> None:
    command = _need(npm_server("mcp-server-everything"), "@modelcontextprotocol/server-everything")
    secret = "everything-secret-5d1e0c9b"
    manager = await _one(stdio_launch("every", command, "stdio", env={"EVERY_TOKEN": secret}, timeout=int(START)))
    try:
        names = {s.remote_name for s in await manager.tools("every")}
        assert {"echo", "get-env", "get-tiny-image"} <= names
        echoed = await manager.call("every", "echo", {"message": "ping"})
        assert echoed.ok and "ping" in echoed.text
        env = await manager.call("every", "get-env", {})
        assert env.ok and "EVERY_TOKEN" in env.text and secret not in env.text and "[REDACTED:" in env.text
        image = await manager.call("every", "get-tiny-image", {})
        assert image.ok and "[image: image/png" in image.text
    finally:
        await manager.shutdown()


@pytest.fixture
async def everything_http() -> AsyncIterator[str]:
    async with _everything_serving("streamableHttp") as port:
        yield f"http://127.0.0.1:{port}/mcp"


@pytest.fixture
async def everything_sse() -> AsyncIterator[str]:
    async with _everything_serving("sse") as port:
        yield f"http://127.0.0.1:{port}/sse"


def _everything_serving(mode: str) -> AbstractAsyncContextManager[int]:
    command = _need(npm_server("mcp-server-everything"), "@modelcontextprotocol/server-everything")
    port = free_port()
    return http_server([command, mode], port, env={**os.environ, "PORT": str(port)})


async def test_everything_server_over_streamable_http(everything_http: str) -> None:
    await _sums_over_http(http_launch("every-http", everything_http, timeout=60))


async def test_everything_server_over_legacy_http_sse(everything_sse: str) -> None:
    await _sums_over_http(http_launch("every-sse", everything_sse, transport="sse", timeout=60))


async def _sums_over_http(launch: McpLaunch) -> None:
    conn = McpConnection(launch, start_timeout=START)
    try:
        info = await conn.start()
        assert info.name and info.has_tools
        tools = {t.name for t in await conn.list_tools()}
        assert "get-sum" in tools
        result = await conn.call_tool("get-sum", {"a": 2, "b": 40}, timeout=30)
        assert not result.is_error and "42" in "".join(getattr(b, "text", "") for b in result.content)
    finally:
        await conn.close()
