"""The app's MCP connections: started lazily, reused across runs, restarted after a crash,
all closed with the app.

A server starts on its first use (listing its tools for a run, or a call) and stays up;
a connection that broke (the server exited, its pipe closed, its session ended) is
replaced on the next use. An edit of a server (`forget`) closes its connection so the
next use starts it with the new settings. Starts of one server are serialised so two runs
never start it twice.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from goclaw_lite.mcp.connection import McpConnection, McpServerError, ProgressFn, launch_secrets
from goclaw_lite.mcp.tools import DEFAULT_RESULT_LIMIT, McpToolSpec, map_result, tool_specs
from goclaw_lite.model.mcp import McpLaunch, McpServer
from goclaw_lite.security.redact import redact

__all__ = ["CallOutcome", "McpManager", "start_failure"]

log = logging.getLogger(__name__)

Launcher = Callable[[str], Awaitable[McpLaunch]]


@dataclass(frozen=True)
class CallOutcome:
    ok: bool
    text: str
    duration_ms: int
    truncated: bool = False
    secrets: Mapping[str, str] | None = None
    images: tuple[tuple[str, str], ...] = ()
    """(mime type, base64) of the result's images, for a model that reads them."""


_START_FAILURES: dict[str, tuple[str, str]] = {}
"""Server id -> (the row's updated_at, why it did not start), for every manager in this process:
the MCP page flags a server the agent editor or a chat failed to start. An edit of the row
(a new updated_at) or a start that works clears it."""


def start_failure(server: McpServer) -> str | None:
    """Why the server, as it is now, last failed to start in this process; None if it did not."""
    seen = _START_FAILURES.get(server.id)
    return seen[1] if seen is not None and seen[0] == server.updated_at else None


class _Entry:
    def __init__(self, connection: McpConnection) -> None:
        self.connection = connection
        self.specs: list[McpToolSpec] | None = None


class McpManager:
    def __init__(
        self,
        launcher: Launcher,
        *,
        result_limit: int = DEFAULT_RESULT_LIMIT,
        on_tools_changed: Callable[[str], None] | None = None,
    ) -> None:
        self._launcher = launcher
        self._limit = result_limit
        self._entries: dict[str, _Entry] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._on_tools_changed = on_tools_changed
        self.starts: dict[str, int] = {}
        """How often each server was started (tests and the page's "restarted" note)."""

    def running(self) -> list[str]:
        return sorted(name for name, entry in self._entries.items() if entry.connection.alive)

    async def _entry(self, name: str) -> _Entry:
        entry = self._entries.get(name)
        if entry is not None and entry.connection.alive:
            return entry
        lock = self._locks.setdefault(name, asyncio.Lock())
        async with lock:
            entry = self._entries.get(name)
            if entry is not None and entry.connection.alive:
                return entry
            if entry is not None:
                log.info("restarting MCP server %r (%s)", name, entry.connection.broken_reason or "not running")
                self._entries.pop(name, None)
                await entry.connection.close()
            launch = await self._launcher(name)
            if not launch.server.enabled:
                raise McpServerError(f"MCP server {name!r} is disabled; enable it first")
            connection = McpConnection(launch, on_tools_changed=self._tools_changed)
            try:
                await connection.start()
            except McpServerError as exc:
                _START_FAILURES[launch.server.id] = (launch.server.updated_at, exc.reason)
                raise
            _START_FAILURES.pop(launch.server.id, None)
            self.starts[name] = self.starts.get(name, 0) + 1
            entry = _Entry(connection)
            self._entries[name] = entry
            return entry

    def _tools_changed(self, name: str) -> None:
        entry = self._entries.get(name)
        if entry is not None:
            entry.specs = None
        if self._on_tools_changed is not None:
            self._on_tools_changed(name)

    async def connection(self, name: str) -> McpConnection:
        return (await self._entry(name)).connection

    async def tools(self, name: str) -> list[McpToolSpec]:
        """The server's tools as offered (cached until the server says its list changed)."""
        entry = await self._entry(name)
        if entry.specs is None or entry.connection.tools_stale:
            remote = await entry.connection.list_tools()
            entry.specs = tool_specs(name, entry.connection.server.prefix, remote)
        return entry.specs

    async def call(
        self, name: str, tool: str, arguments: dict[str, Any], *, progress: ProgressFn | None = None,
        timeout: float | None = None,
    ) -> CallOutcome:
        """Call `tool` (the server's own name); a failure of the server is an error outcome."""
        started = time.monotonic()
        entry = await self._entry(name)
        limit = float(timeout if timeout is not None else entry.connection.server.timeout_sec)
        result = await entry.connection.call_tool(tool, arguments, timeout=limit, progress=progress)
        mapped = map_result(result, limit=self._limit)
        duration = int((time.monotonic() - started) * 1000)
        return CallOutcome(mapped.ok, mapped.text, duration, mapped.truncated, launch_secrets(entry.connection.launch),
                           mapped.images)

    async def forget_if_changed(self, server: McpServer) -> None:
        """Close a connection started from an older version of the server's row.

        Another service (the window's MCP page, the CLI) may have edited the server since this
        manager started it; its own `forget` reached only its own manager.
        """
        entry = self._entries.get(server.name)
        if entry is not None and entry.connection.server.updated_at != server.updated_at:
            log.info("MCP server %r was changed; starting it anew", server.name)
            await self.forget(server.name)

    async def read_resource(self, name: str, uri: str) -> str:
        """A resource's text (binary parts named, not shown), scrubbed like a tool's result."""
        entry = await self._entry(name)
        result = await entry.connection.read_resource(uri)
        parts = [getattr(c, "text", None) or f"[binary {c.mime_type or 'content'}, not shown]" for c in result.contents]
        return redact("\n".join(parts))

    async def get_prompt(self, name: str, prompt: str, arguments: dict[str, str]) -> str:
        """A prompt's messages as one text (what the user starts from), scrubbed."""
        entry = await self._entry(name)
        result = await entry.connection.get_prompt(prompt, arguments)
        parts = [getattr(m.content, "text", None) or f"[{getattr(m.content, 'type', 'content')}, not shown]" for m in result.messages]
        return redact("\n\n".join(parts))

    async def forget(self, name: str) -> None:
        """Close a server's connection (it was edited or removed); the next use starts it anew."""
        entry = self._entries.pop(name, None)
        if entry is not None:
            await entry.connection.close()

    async def shutdown(self) -> None:
        """Close every connection at once (each stdio server: stdin closed, grace, group kill)."""
        entries = list(self._entries.values())
        self._entries.clear()
        await asyncio.gather(*(e.connection.close() for e in entries), return_exceptions=True)
