"""One live MCP session over the SDK's transports: stdio, Streamable HTTP, legacy SSE.

The SDK's contexts are anyio cancel scopes, which must be left by the task that entered
them, so each connection is owned by a task of its own (`_serve`): it enters the
transport and the `ClientSession`, initialises, and then waits to be told to close. Calls
come from any task on the same loop. The stdio transport ends a server the way the spec
asks (stdin closed, a grace period, then SIGTERM and SIGKILL to its process group), but
only when the server itself outlives its stdin; a server that exits cleanly (or crashes)
can leave helpers in its group, so those get SIGTERM and, after a grace, SIGKILL here.

A server that exits, breaks its pipe or sends something that ends the session marks the
connection `broken`; the manager starts a new one on the next use.

Everything a server says is untrusted text that may hold a secret (its own env printed on
a crash, a token it was given): errors, stderr, `instructions`, descriptions, progress and
log messages go through `security.redact.redact` (every known secret, any encoding, and
credential shapes) here, where they enter. A server's own launch values join the
known-secrets registry when it starts. A server's message may not be longer than its
result cap (`settings["max_result_bytes"]`, see `result_cap`), on any transport: the read
stops there and the connection is broken (a stdio server stopped), instead of buffering a
flood in memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TextIO, TypeVar, cast

import httpx2
import mcp_types as types
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.sse import sse_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.dispatcher import ProgressFnT
from mcp.shared.exceptions import MCPError
from pydantic import FileUrl

from goclaw_lite import __version__
from goclaw_lite.errors import UserError
from goclaw_lite.mcp.result_cap import DEFAULT_MAX_RESULT_BYTES, capped_http_client, max_result_bytes, stdio_cap
from goclaw_lite.model.mcp import McpLaunch
from goclaw_lite.security.known_secrets import set_source
from goclaw_lite.security.redact import redact

__all__ = ["DEFAULT_MAX_RESULT_BYTES", "McpConnection", "McpServerError", "ServerInfo", "server_roots"]

log = logging.getLogger(__name__)

STDERR_TAIL_BYTES = 2000
CLOSE_GRACE = 8.0  # the SDK's own stdio shutdown takes at most ~6.5 s (2 + 2 + 2 + flush)
GROUP_GRACE = 2.0  # leftovers of a server's process group: SIGTERM, then SIGKILL after this
T = TypeVar("T")
ProgressFn = ProgressFnT  # (progress, total, message) -> None, for the tool card


def _stat_fields(pid: str) -> list[str]:
    """/proc/PID/stat after the command name: [state, ppid, pgrp, ...]; [] if gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as handle:
            return handle.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return []


def _leader_pid(stderr: IO[str]) -> int | None:
    """The pid of the stdio server we just spawned: our child, leader of its own group, whose
    stderr is this connection's file. Linux only (/proc); elsewhere None and no group sweep."""
    try:
        mine = os.fstat(stderr.fileno())
        candidates = [p for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return None
    me = str(os.getpid())
    for pid in candidates:
        fields = _stat_fields(pid)
        if len(fields) < 3 or fields[1] != me or fields[2] != pid:
            continue
        try:
            theirs = os.stat(f"/proc/{pid}/fd/2")
        except OSError:
            continue
        if (theirs.st_dev, theirs.st_ino) == (mine.st_dev, mine.st_ino):
            return int(pid)
    return None


def _group_alive(pgid: int) -> bool:
    """Whether a member of the group still runs (zombies waiting for their reaper do not count)."""
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    if not os.path.isdir("/proc"):
        return True
    return any((f := _stat_fields(p)) and f[2] == str(pgid) and f[0] not in ("Z", "X")
               for p in os.listdir("/proc") if p.isdigit())


def _signal_group(pgid: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


async def end_group(pgid: int, grace: float = GROUP_GRACE) -> None:
    """SIGTERM what is left of a server's process group, SIGKILL it after `grace`.

    The SDK kills the group only when the server itself outlives its stdin closing; a server
    that exits cleanly can leave helpers (npx's node, a spawned worker) running."""
    if not _group_alive(pgid):
        return
    log.info("ending the leftovers of MCP server process group %d", pgid)
    _signal_group(pgid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        await asyncio.sleep(0.05)
        if not _group_alive(pgid):
            return
    _signal_group(pgid, signal.SIGKILL)


class McpServerError(UserError):
    """An MCP server failed to start, answer or finish a call; the message says what to do.

    `reason` is the sentence alone, without the server's stderr the message may end with: what
    a window shows in a line (the stderr tail stays in the message, the log and a Test's report).
    """

    def __init__(self, message: str, *, reason: str | None = None) -> None:
        super().__init__(redact(message))  # it may quote what the server said
        self.reason = redact(reason) if reason else str(self)


def launch_secrets(launch: McpLaunch) -> dict[str, str]:
    """A server's secret values (env, headers, API key), named as `[REDACTED:...]` shows them."""
    name = launch.server.name.upper().replace("-", "_")
    named = {f"MCP_{name}_{var}": value for var, value in launch.env.items()}
    named.update({f"MCP_{name}_HEADER_{header.upper()}": value for header, value in launch.headers.items()})
    if launch.api_key:
        named[f"MCP_{name}_API_KEY"] = launch.api_key
    return named


def _scrubbed(callback: ProgressFn | None) -> ProgressFn | None:
    """A progress callback that sees the server's message scrubbed."""
    if callback is None:
        return None
    report = callback

    async def scrubbed(progress: float, total: float | None, message: str | None) -> None:
        await report(progress, total, None if message is None else redact(message))

    return scrubbed


@dataclass(frozen=True)
class ServerInfo:
    name: str
    version: str
    protocol_version: str
    instructions: str = ""
    has_tools: bool = True
    has_resources: bool = False
    has_prompts: bool = False


def _http_status(exc: BaseException) -> int | None:
    """The HTTP status somewhere in an exception (group) chain, if a response carried one."""
    seen: set[int] = set()
    todo: list[BaseException] = [exc]
    while todo:
        current = todo.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, httpx2.HTTPStatusError):
            return int(current.response.status_code)
        if isinstance(current, BaseExceptionGroup):
            todo.extend(current.exceptions)
        for linked in (current.__cause__, current.__context__):
            if linked is not None:
                todo.append(linked)
    return None


def server_roots(settings: Mapping[str, Any]) -> tuple[str, ...]:
    """The folders the user allowed a server (`settings["roots"]`), absolute; none by default."""
    raw = settings.get("roots")
    if not isinstance(raw, list | tuple):
        return ()
    return tuple(str(Path(str(p)).expanduser().resolve()) for p in raw if str(p).strip())


def _describe(exc: BaseException) -> str:
    if isinstance(exc, MCPError):
        return exc.message or f"error {exc.code}"
    if isinstance(exc, BaseExceptionGroup) and len(exc.exceptions) == 1:
        return _describe(exc.exceptions[0])
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


class McpConnection:
    """A started (or starting) session with one server."""

    def __init__(
        self,
        launch: McpLaunch,
        *,
        on_tools_changed: Callable[[str], None] | None = None,
        start_timeout: float | None = None,
    ) -> None:
        self.launch = launch
        self.server = launch.server
        self._on_tools_changed = on_tools_changed
        self._start_timeout = start_timeout if start_timeout is not None else float(self.server.timeout_sec)
        self._session: ClientSession | None = None
        self._task: asyncio.Task[None] | None = None
        self._ready: asyncio.Future[ServerInfo] | None = None
        self._closing = asyncio.Event()
        self._stderr: IO[str] | None = None
        self.info: ServerInfo | None = None
        self.broken_reason: str | None = None
        self.started_at = 0.0
        self.tools_stale = True
        self._http_error: int | None = None
        self._over_cap = False
        self._pgid: int | None = None
        self._sweep: asyncio.Task[None] | None = None
        set_source(f"mcp:{self.server.id}", launch_secrets(launch))

    # --- life ------------------------------------------------------------------------------

    @property
    def alive(self) -> bool:
        return self._task is not None and not self._task.done() and self.broken_reason is None and self._session is not None

    async def start(self) -> ServerInfo:
        """Start the server and initialise the session; raises `McpServerError` with the reason."""
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[ServerInfo] = loop.create_future()
        ready.add_done_callback(lambda f: None if f.cancelled() else f.exception())  # always retrieved
        self._ready = ready
        self.started_at = time.monotonic()
        self._task = loop.create_task(self._serve(), name=f"mcp:{self.server.name}")
        try:
            done, _ = await asyncio.wait({ready}, timeout=self._start_timeout)
        except asyncio.CancelledError:
            await self.close()
            raise
        if not done:
            reason = f"MCP server {self.server.name!r} did not finish starting within {self._start_timeout:g} s"
            message = self._with_stderr(reason)
            log.warning("%s", message)
            self.broken_reason = message
            await self.close()
            raise McpServerError(message, reason=reason)
        return ready.result()

    async def _serve(self) -> None:
        assert self._ready is not None
        if self.server.transport == "stdio":
            self._stderr = tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace")  # noqa: SIM115 - outlives this block: read after a failure
        try:
            async with self._open_session() as session:
                init = await session.initialize()
                caps = init.capabilities
                self.info = ServerInfo(
                    name=redact(init.server_info.name), version=redact(init.server_info.version or ""),
                    protocol_version=str(init.protocol_version), instructions=redact(init.instructions or ""),
                    has_tools=caps.tools is not None, has_resources=caps.resources is not None,
                    has_prompts=caps.prompts is not None,
                )
                self._session = session
                if not self._ready.done():
                    self._ready.set_result(self.info)
                await self._closing.wait()
        except asyncio.CancelledError:
            if not self._ready.done():
                self._ready.cancel()
            raise
        except BaseException as exc:
            reason = self._failure(exc)
            self.broken_reason = reason
            log.warning("%s", self._with_stderr(reason))
            if not self._ready.done():
                self._ready.set_exception(McpServerError(self._with_stderr(reason), reason=reason))
            if not isinstance(exc, Exception):
                raise
        finally:
            self._session = None
            if self.broken_reason is None and not self._closing.is_set():
                self.broken_reason = f"MCP server {self.server.name!r} closed the connection"
            if not self._closing.is_set():
                self._sweep_group()
            if self._stderr is not None and self._closing.is_set():
                self._stderr.close()

    def _failure(self, exc: BaseException) -> str:
        name = self.server.name
        status = _http_status(exc) or self._http_error
        if status in (401, 403):
            return (f"MCP server {name!r} refused the credential (HTTP {status}): the API key or the "
                    "Authorization header is wrong or missing; change it with `goclaw-lite mcp add` again or on the MCP page")
        if status is not None:
            return f"MCP server {name!r} answered HTTP {status} at {self.server.url}"
        while isinstance(exc, BaseExceptionGroup) and len(exc.exceptions) == 1:  # the SDK's task groups wrap it
            exc = exc.exceptions[0]
        if isinstance(exc, FileNotFoundError | PermissionError):
            return f"MCP server {name!r} could not be started: {self.server.command!r} was not found or is not executable"
        if isinstance(exc, MCPError) and (exc.code == types.CONNECTION_CLOSED or "closed" in exc.message.lower()):
            return f"MCP server {name!r} exited or closed the connection before it was ready"
        return f"MCP server {name!r} failed: {_describe(exc)}"

    @asynccontextmanager
    async def _open_session(self) -> AsyncIterator[ClientSession]:
        server = self.server
        async with AsyncExitStack() as stack:
            if server.transport == "stdio":
                assert self._stderr is not None
                env = dict(self.launch.env)
                params = StdioServerParameters(command=server.command, args=list(server.args), env=env or None,
                                               encoding_error_handler="replace")
                with stdio_cap(max_result_bytes(server.settings), self._flooded):
                    streams = stdio_client(params, errlog=cast(TextIO, self._stderr))
                    read, write = await stack.enter_async_context(streams)
                self._pgid = _leader_pid(self._stderr)
            else:
                headers = dict(self.launch.headers)
                if self.launch.api_key and not any(h.lower() == "authorization" for h in headers):
                    headers["Authorization"] = f"Bearer {self.launch.api_key}"
                limit = max_result_bytes(server.settings)

                def capped(headers: dict[str, str] | None = None, timeout: httpx2.Timeout | None = None,
                           auth: httpx2.Auth | None = None) -> httpx2.AsyncClient:
                    return capped_http_client(limit, self._http_flooded, headers=headers, timeout=timeout, auth=auth)

                if server.transport == "sse":
                    read, write = await stack.enter_async_context(
                        sse_client(server.url, headers=headers or None, httpx_client_factory=capped))
                else:
                    client = await stack.enter_async_context(capped_http_client(
                        limit, self._http_flooded, headers=headers, on_response=self._note_status))
                    read, write = await stack.enter_async_context(
                        streamable_http_client(server.url, http_client=client, max_sse_event_size=None))
            session = ClientSession(
                read, write, message_handler=self._on_message,
                list_roots_callback=self._list_roots if server_roots(server.settings) else None,
                client_info=types.Implementation(name="goclaw-lite", version=__version__),
            )
            yield await stack.enter_async_context(session)

    async def _list_roots(self, context: Any) -> types.ListRootsResult:
        """Answer roots/list with the allowed folders (the capability is declared only when there are some)."""
        return types.ListRootsResult(roots=[
            types.Root(uri=FileUrl(Path(folder).as_uri()), name=Path(folder).name or folder)
            for folder in server_roots(self.server.settings)
        ])

    async def _note_status(self, response: httpx2.Response) -> None:
        """The SDK turns an HTTP error into a generic JSON-RPC error; keep the status to name it."""
        if response.status_code >= 400:
            self._http_error = response.status_code

    def _flooded(self, unit: str = "characters", ended: str = "was stopped") -> None:
        """A message went over the cap: the connection is broken and the server stopped now
        (its pipe closing ends the read, and the waiting request fails with this reason)."""
        limit = max_result_bytes(self.server.settings)
        name = self.server.name
        self.broken_reason = (f"MCP server {name!r} sent a message over {limit:,} {unit} and {ended}; if "
                              f"results that big are meant, raise the cap: `goclaw-lite mcp set {name} --max-result-mb N`")
        self._over_cap = True
        log.warning("%s", self.broken_reason)
        if self._pgid is not None:
            _signal_group(self._pgid, signal.SIGKILL)

    def _http_flooded(self) -> None:
        """`_flooded` for an HTTP server: the read ends and the connection is left."""
        self._flooded("bytes", "was disconnected")

    async def _on_message(self, message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            self.tools_stale = True
            if self._on_tools_changed is not None:
                self._on_tools_changed(self.server.name)
        elif isinstance(message, types.LoggingMessageNotification):
            log.info("MCP server %r logged: %s", self.server.name, redact(str(message.params.data))[:2000])
        elif isinstance(message, Exception):
            log.warning("MCP server %r sent something that is not JSON-RPC: %s", self.server.name,
                        redact(_describe(message)))

    async def close(self) -> None:
        """Leave the session; the stdio transport ends the server, then whatever is left of its
        process group gets SIGTERM and, after a grace period, SIGKILL."""
        self._closing.set()
        task = self._task
        if task is None or task.done():
            if self._stderr is not None:
                self._stderr.close()
            if self._pgid is not None:
                await end_group(self._pgid)
            return
        if self._session is None:  # still starting (or hanging in initialize): nothing to wait for
            task.cancel()
        _, pending = await asyncio.wait({task}, timeout=CLOSE_GRACE)
        if pending:
            task.cancel()
            await asyncio.wait({task}, timeout=CLOSE_GRACE)
        if task.done() and not task.cancelled():
            task.exception()  # already logged by _serve
        if self._pgid is not None:
            await end_group(self._pgid)

    def _sweep_group(self) -> None:
        """After a crash, end the leftovers of the server's group in the background (once)."""
        if self._pgid is not None and self._sweep is None:
            self._sweep = asyncio.get_running_loop().create_task(end_group(self._pgid))

    # --- calls -----------------------------------------------------------------------------

    def _need_session(self) -> ClientSession:
        if self._session is None or self.broken_reason is not None:
            raise McpServerError(self.broken_reason or f"MCP server {self.server.name!r} is not running")
        return self._session

    async def list_tools(self) -> list[types.Tool]:
        session = self._need_session()
        tools: list[types.Tool] = []
        cursor: str | None = None
        for _ in range(100):  # a server that pages forever cannot hang us
            params = types.PaginatedRequestParams(cursor=cursor) if cursor else None
            page = await self._request(session.list_tools(params=params), "list its tools")
            tools.extend(page.tools)
            cursor = page.next_cursor
            if not cursor:
                break
        self.tools_stale = False
        return tools

    async def call_tool(
        self, name: str, arguments: dict[str, Any], *, timeout: float, progress: ProgressFn | None = None
    ) -> types.CallToolResult:
        session = self._need_session()
        return await self._request(
            session.call_tool(name, arguments, read_timeout_seconds=timeout, progress_callback=_scrubbed(progress)),
            f"run {name}", timeout=timeout,
        )

    async def list_resources(self) -> list[types.Resource]:
        session = self._need_session()
        return list((await self._request(session.list_resources(), "list its resources")).resources)

    async def list_prompts(self) -> list[types.Prompt]:
        session = self._need_session()
        return list((await self._request(session.list_prompts(), "list its prompts")).prompts)

    async def read_resource(self, uri: str) -> types.ReadResourceResult:
        session = self._need_session()
        return await self._request(session.read_resource(uri), f"read the resource {uri}")

    async def get_prompt(self, name: str, arguments: dict[str, str]) -> types.GetPromptResult:
        session = self._need_session()
        return await self._request(session.get_prompt(name, arguments), f"give the prompt {name}")

    async def _request(self, call: Awaitable[T], what: str, *, timeout: float | None = None) -> T:
        """Await one request; a dead server marks the connection broken, a timeout says so."""
        try:
            return await call
        except MCPError as exc:
            if self._over_cap:  # the SDK reports the ended read its own way (closed, unparsable)
                raise McpServerError(self._with_stderr(self.broken_reason or "")) from None
            if exc.code == types.REQUEST_TIMEOUT:
                limit = f"{timeout:g} s" if timeout is not None else "its timeout"
                raise McpServerError(
                    f"MCP server {self.server.name!r} did not {what} within {limit} (the request was cancelled)"
                ) from None
            if exc.code == types.CONNECTION_CLOSED:
                self.broken_reason = self.broken_reason or (
                    f"MCP server {self.server.name!r} exited or closed the connection while asked to {what}")
                self._sweep_group()
                raise McpServerError(self._with_stderr(self.broken_reason), reason=self.broken_reason) from None
            raise McpServerError(f"MCP server {self.server.name!r} could not {what}: {_describe(exc)}") from None

    def stderr_tail(self) -> str:
        """The end of a stdio server's stderr (what it said before failing), or ''."""
        handle = self._stderr
        if handle is None or handle.closed:
            return ""
        try:
            handle.flush()
            size = os.fstat(handle.fileno()).st_size
            with open(handle.fileno(), "rb", closefd=False) as raw:
                raw.seek(max(0, size - STDERR_TAIL_BYTES))
                return raw.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""

    def _with_stderr(self, message: str) -> str:
        tail = self.stderr_tail()
        return redact(f"{message}. Its stderr ended with:\n{tail}" if tail else message)
