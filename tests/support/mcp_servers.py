"""Where the tests find real MCP servers, and launches for them.

PyPI servers (`mcp-server-time`, `mcp-server-git`) come with the `test` extra, beside the
interpreter; the npm ones (`server-filesystem`, `server-everything`) from the local install
`.ci/run` makes in tests/mcp_servers/node_modules. A missing one skips locally and fails
under CI (`skip_or_fail`).
"""

from __future__ import annotations

import asyncio
import shutil
import socket
import sys
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

from goclaw_lite.model.mcp import McpLaunch, McpServer

ROOT = Path(__file__).resolve().parents[2]
NODE_BIN = ROOT / "tests" / "mcp_servers" / "node_modules" / ".bin"
FAULT_SERVER = Path(__file__).with_name("mcp_fault_server.py")
PYTHON = sys.executable  # the venv's own, so the SDK is importable


def python_tool(name: str) -> str | None:
    """A console script installed beside the interpreter (the venv's bin), or on PATH."""
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else shutil.which(name)


def npm_server(name: str) -> str | None:
    path = NODE_BIN / name
    return str(path) if path.exists() and shutil.which("node") else None


def stdio_launch(name: str, command: str, *args: str, env: dict[str, str] | None = None, timeout: int = 60,
                 prefix: str = "", settings: dict[str, object] | None = None) -> McpLaunch:
    server = McpServer(id=f"id-{name}", name=name, transport="stdio", command=command, args=tuple(args),
                       env_names=tuple(env or {}), tool_prefix=prefix, timeout_sec=timeout, settings=dict(settings or {}))
    return McpLaunch(server, env=dict(env or {}))


def fault_launch(mode: str = "ok", *, env: dict[str, str] | None = None, timeout: int = 30, name: str = "fault") -> McpLaunch:
    return stdio_launch(name, PYTHON, str(FAULT_SERVER), mode, env=env, timeout=timeout)


def http_launch(name: str, url: str, *, transport: str = "streamable-http", api_key: str = "", timeout: int = 30,
                settings: dict[str, object] | None = None) -> McpLaunch:
    server = McpServer(id=f"id-{name}", name=name, transport=transport, url=url, has_api_key=bool(api_key),
                       timeout_sec=timeout, settings=dict(settings or {}))
    return McpLaunch(server, api_key=api_key)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@asynccontextmanager
async def http_server(command: Sequence[str], port: int, env: Mapping[str, str] | None = None) -> AsyncIterator[int]:
    """Run an MCP server that listens on 127.0.0.1:`port` for the block (polled until it
    listens; a slow start on a busy machine only waits longer), ending it after."""
    proc = await asyncio.create_subprocess_exec(
        *command, env=dict(env) if env is not None else None,
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL, start_new_session=True,
    )
    try:
        for _ in range(600):
            try:
                _, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.close()
                await writer.wait_closed()
                break
            except OSError:
                await asyncio.sleep(0.1)
        yield port
    finally:
        proc.terminate()
        await proc.wait()
