"""The longest message an MCP server may send (its result cap), on every transport.

A flooding server (a 100 MB result) must be stopped at the cap, not buffered whole and then
thrown away. A stdio server's message is one line: the SDK's stdout decoder is swapped for
one that counts the characters of the line being read. Over HTTP a message is a JSON body
(Streamable HTTP) or one server-sent event (Streamable HTTP's event streams, the legacy SSE
transport): a response hook counts the decoded bytes of the body, or of the event so far, as
they arrive. Over the cap the connection's callback runs (it marks the connection broken and
stops a stdio server) and the read ends with an error the SDK turns into a failed request.

The SDK's own fixed 1 MB limit on a server-sent event is lifted for the legacy transport
(Streamable HTTP takes the limit as an argument): the cap the user set is the one that holds,
above 1 MB as below it.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from typing import Any

import anyio
import httpx2
import mcp.client.sse as sdk_sse
import mcp.client.stdio as sdk_stdio
from anyio.streams.text import TextReceiveStream

__all__ = ["DEFAULT_MAX_RESULT_BYTES", "capped_http_client", "max_result_bytes", "stdio_cap"]

DEFAULT_MAX_RESULT_BYTES = 8_000_000
"""The longest message a server may send (a tool's result), unless its settings say."""

Over = Callable[[], None]
"""What to call when a message goes over the cap (the connection's `_flooded`)."""


def max_result_bytes(settings: Mapping[str, Any]) -> int:
    raw = settings.get("max_result_bytes")
    return raw if isinstance(raw, int) and not isinstance(raw, bool) and raw > 0 else DEFAULT_MAX_RESULT_BYTES


# --- stdio: count the characters of the line being read -----------------------------------

_READ_CAP: contextvars.ContextVar[tuple[int, Over] | None] = contextvars.ContextVar("mcp_read_cap", default=None)


@contextlib.contextmanager
def stdio_cap(limit: int, over: Over) -> Iterator[None]:
    """Cap the stdio transport entered in this block: the SDK's reader task inherits the
    cap from the context it is started in; outside one nothing is counted."""
    token = _READ_CAP.set((limit, over))
    try:
        yield
    finally:
        _READ_CAP.reset(token)


class _CappedTextStream(TextReceiveStream):
    """The SDK's stdout decoder, counting the characters of the line being read: past the
    cap it calls the connection back (which stops the server) and ends the stream."""

    _line = 0

    async def receive(self) -> str:
        text = await super().receive()
        cap = _READ_CAP.get()
        if cap is not None:
            limit, over = cap
            newline = text.rfind("\n")
            self._line = len(text) - newline - 1 if newline >= 0 else self._line + len(text)
            if self._line > limit:
                over()
                raise anyio.EndOfStream
        return text


setattr(sdk_stdio, "TextReceiveStream", _CappedTextStream)  # noqa: B010 - the SDK offers no limit of its own


# --- HTTP: count the bytes of a body, or of one server-sent event --------------------------

_EVENT_ENDS = (b"\n\n", b"\r\r", b"\n\r\n")  # a blank line, however the lines end ("\r\n\r\n" too)


class _MessageSize:
    """The bytes of the message being read: the whole body, or (in an event stream) what
    came since the last blank line. The last two bytes are kept so an event's end split
    over two chunks is still seen."""

    def __init__(self, events: bool) -> None:
        self.events = events
        self.size = 0
        self._tail = b""

    def add(self, chunk: bytes) -> int:
        if not self.events:
            self.size += len(chunk)
            return self.size
        data = self._tail + chunk
        ends = [at + len(end) for end in _EVENT_ENDS if (at := data.rfind(end)) >= 0]
        self.size = len(data) - max(ends) if ends else self.size + len(chunk)
        self._tail = data[-2:]
        return self.size


class _BodyOverCap(httpx2.StreamError):
    """A JSON body over the cap (the SDK answers the request with an error for it)."""


def _cap_hook(limit: int, over: Over) -> Callable[[httpx2.Response], Awaitable[None]]:
    """A response hook that makes the response's decoded bytes (what `aread` and the SSE
    reader take) count towards the cap, failing the read past it."""

    async def hook(response: httpx2.Response) -> None:
        events = response.headers.get("content-type", "").lower().startswith("text/event-stream")
        read = response.aiter_bytes

        async def capped(chunk_size: int | None = None) -> AsyncIterator[bytes]:
            size = _MessageSize(events)
            async for chunk in read(chunk_size):
                if size.add(chunk) > limit:
                    over()
                    message = f"an MCP message went over the result cap of {limit:,} bytes"
                    raise httpx2.SSEError(message) if events else _BodyOverCap(message)
                yield chunk

        setattr(response, "aiter_bytes", capped)  # noqa: B010 - aread() and aiter_text() read through it

    return hook


def capped_http_client(limit: int, over: Over, *, headers: dict[str, str] | None = None,
                       timeout: httpx2.Timeout | None = None, auth: httpx2.Auth | None = None,
                       on_response: Callable[[httpx2.Response], Awaitable[None]] | None = None) -> httpx2.AsyncClient:
    """An HTTP client for an MCP server whose every response is held to the cap (the
    arguments are those of the SDK's client factory; `on_response` another response hook)."""
    hooks = [_cap_hook(limit, over)] + ([on_response] if on_response is not None else [])
    return httpx2.AsyncClient(headers=headers, timeout=timeout or httpx2.Timeout(30.0, read=300.0), auth=auth,
                              event_hooks={"response": hooks})


_sdk_sse_within_origin = getattr(sdk_sse, "sse_within_origin")  # noqa: B009 - not re-exported by name


def _sse_within_origin(client: httpx2.AsyncClient, url: httpx2.URL | str,
                       **kwargs: Any) -> contextlib.AbstractAsyncContextManager[httpx2.EventSource]:
    """The SDK's SSE opener without its fixed 1 MB event limit: our cap counts instead."""
    opened: contextlib.AbstractAsyncContextManager[httpx2.EventSource] = _sdk_sse_within_origin(
        client, url, **{**kwargs, "max_event_size": None})
    return opened


setattr(sdk_sse, "sse_within_origin", _sse_within_origin)  # noqa: B010 - sse_client takes no limit of its own
