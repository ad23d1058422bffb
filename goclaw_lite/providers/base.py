"""What every provider client speaks: requests in, a stream of small events out.

A client turns one `ChatRequest` into an async iterator of events:

    TextDelta* / ReasoningDelta* / ToolCallDelta* ... ToolCallComplete* Usage? StreamEnd

`ToolCallDelta` fragments are for showing progress; `ToolCallComplete` carries the
assembled call and is what a run loop executes. `Usage` comes at most once, just before
`StreamEnd`. Failures are raised as `ProviderError` (see `errors.py`), never yielded.

Consumers must close the iterator when they stop early — `contextlib.aclosing` — so the
HTTP response is closed and the server stops generating:

    async with aclosing(client.stream(request)) as events:
        async for event in events:
            ...
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol, runtime_checkable
from urllib.parse import urlsplit

import httpx

from goclaw_lite.model.chat import ToolCall
from goclaw_lite.providers.errors import ProviderError, ProviderErrorKind, classify_http, classify_transport

__all__ = [
    "IMAGE_TYPES",
    "accepts_images",
    "ChatMessage",
    "ImagePart",
    "ChatRequest",
    "ProviderClient",
    "ReasoningDelta",
    "RouteSelected",
    "StreamEnd",
    "StreamEvent",
    "TextDelta",
    "ToolCall",
    "ToolCallComplete",
    "ToolCallDelta",
    "ToolSpec",
    "Usage",
    "is_output",
]

Role = Literal["user", "assistant", "tool"]


IMAGE_TYPES = ("image/png", "image/jpeg", "image/gif", "image/webp")
"""The image formats both OpenAI-compatible and Anthropic endpoints take inline."""


@dataclass(frozen=True)
class ImagePart:
    """An image a tool returned (base64), sent to a model that accepts images; never stored."""

    mime_type: str
    data: str = field(repr=False)


@dataclass(frozen=True)
class ChatMessage:
    """One turn sent to a model; the system prompt travels in `ChatRequest.system`.

    `images` ride on a tool result: a client whose model accepts images sends them, the
    others send only `content`, which already names each image in a text note."""

    role: Role
    content: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    images: tuple[ImagePart, ...] = ()


@dataclass(frozen=True)
class ToolSpec:
    """A tool offered to the model; `parameters` is a JSON Schema object."""

    name: str
    description: str = ""
    parameters: Mapping[str, Any] = field(default_factory=lambda: {"type": "object", "properties": {}})


@dataclass(frozen=True)
class ChatRequest:
    model: str
    messages: tuple[ChatMessage, ...]
    tools: tuple[ToolSpec, ...] = ()
    system: str = ""
    max_tokens: int | None = None
    temperature: float | None = None
    top_p: float | None = None

    def with_model(self, model: str) -> ChatRequest:
        return replace(self, model=model)


# --- stream events -------------------------------------------------------------------


@dataclass(frozen=True)
class TextDelta:
    text: str


@dataclass(frozen=True)
class ReasoningDelta:
    """Thinking text some models stream before the answer (shown apart, never sent back)."""

    text: str


@dataclass(frozen=True)
class ToolCallDelta:
    """A fragment of tool call `index` (0-based, in the order the model started them)."""

    index: int
    id: str | None = None
    name: str | None = None
    arguments_delta: str = ""


@dataclass(frozen=True)
class ToolCallComplete:
    index: int
    call: ToolCall


@dataclass(frozen=True)
class Usage:
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


@dataclass(frozen=True)
class StreamEnd:
    """`finish_reason` normalised to stop | length | tool_calls | content_filter | other;
    `raw_reason` is what the server said."""

    finish_reason: str = "stop"
    raw_reason: str = ""


@dataclass(frozen=True)
class RouteSelected:
    """Emitted by the fallback router before the first event of the route that answered.

    `attempt` is 1-based over the calls made; `failures` are the routes tried (or skipped)
    before it, for a "fell back from ..." note.
    """

    provider: str
    model: str
    attempt: int
    failures: tuple[Any, ...] = ()


StreamEvent = TextDelta | ReasoningDelta | ToolCallDelta | ToolCallComplete | Usage | StreamEnd | RouteSelected


# What servers say when an answer ends, in the words StreamEnd uses.
_FINISH = {
    "stop": "stop",
    "end_turn": "stop",
    "eos": "stop",
    "stop_sequence": "stop",
    "length": "length",
    "max_tokens": "length",
    "tool_calls": "tool_calls",
    "function_call": "tool_calls",
    "tool_use": "tool_calls",
    "content_filter": "content_filter",
}


def normalise_finish_reason(raw: str | None, *, has_tool_calls: bool = False) -> str:
    reason = _FINISH.get((raw or "stop").lower(), "other")
    # Some servers say "stop" after emitting tool calls; what matters is that calls came.
    return "tool_calls" if has_tool_calls and reason == "stop" else reason


def stream_cut_short(provider: str, model: str, *, produced: bool) -> ProviderError:
    """The error for a stream that ended before the server said the answer was done."""
    return ProviderError(
        f"{provider}/{model}: the stream ended before the answer was complete"
        + ("; the partial answer was kept" if produced else ""),
        kind=ProviderErrorKind.CONNECTION, provider=provider, model=model, partial=produced,
    )


def closing_events(
    unclosed: list[StreamEvent], usage: Usage | None, raw_reason: str | None, *, has_tool_calls: bool
) -> list[StreamEvent]:
    """The events that end a complete stream, the same for every provider: tool calls the
    server never closed, the token usage when it was reported, then the StreamEnd."""
    events = list(unclosed)
    if usage is not None:
        events.append(usage)
    raw = raw_reason or ""
    events.append(StreamEnd(normalise_finish_reason(raw or None, has_tool_calls=has_tool_calls), raw))
    return events


def is_output(event: StreamEvent) -> bool:
    """Events the user may already have seen: after one, a stream can no longer switch route."""
    return isinstance(event, TextDelta | ReasoningDelta | ToolCallDelta | ToolCallComplete)


@runtime_checkable
class ProviderClient(Protocol):
    """A connection to one model server (one `llm_providers` row)."""

    def stream(self, request: ChatRequest) -> AsyncGenerator[StreamEvent, None]:
        """Stream one completion; raises `ProviderError` on failure."""
        ...

    async def list_models(self) -> list[str]:
        """Model ids the server offers ("Test connection")."""
        ...

    async def aclose(self) -> None: ...


# --- HTTP plumbing shared by the clients ---------------------------------------------

_LOOPBACK = ("localhost", "127.0.0.1", "::1", "[::1]")
MAX_ERROR_BODY = 64 * 1024


def accepts_images(settings: Mapping[str, Any] | None) -> bool | None:
    """A provider's `images` setting (true / false), or None for the client's default."""
    value = dict(settings or {}).get("images")
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "yes", "no", "1", "0"):
        return value.strip().lower() in ("true", "yes", "1")
    return None


def default_timeout(settings: Mapping[str, Any] | None = None) -> httpx.Timeout:
    """Generous read timeout: a local model on a CPU can think for minutes before token one.

    `settings` (a provider's JSON settings) may override `connect_timeout` / `read_timeout`.
    """
    values = dict(settings or {})

    def seconds(key: str, default: float) -> float:
        try:
            value = float(values.get(key, default))
        except (TypeError, ValueError):
            return default
        return value if value > 0 else default

    return httpx.Timeout(connect=seconds("connect_timeout", 10.0), read=seconds("read_timeout", 180.0), write=30.0, pool=10.0)


def is_loopback(url: str) -> bool:
    host = (urlsplit(url).hostname or "").lower()
    return host in _LOOPBACK or host.startswith("127.")


class HTTPProviderBase:
    """One httpx client per provider row, opened lazily; requests never follow redirects
    (a redirect could carry the API key to another host)."""

    user_agent = "goclaw-lite"
    images_by_default = False

    def __init__(
        self,
        *,
        name: str,
        base_url: str,
        api_key: str | None = None,
        timeout: httpx.Timeout | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        images: bool | None = None,
    ) -> None:
        self.name = name
        self.images = self.images_by_default if images is None else images
        """Whether tool results' images are sent (the provider's `images` setting, else the default)."""
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key or None
        self._timeout = timeout or default_timeout()
        self._transport = transport
        self._client: httpx.AsyncClient | None = None

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.name!r}, base_url={self.base_url!r})"

    def _headers(self) -> dict[str, str]:
        raise NotImplementedError

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            self._client = httpx.AsyncClient(
                timeout=self._timeout,
                transport=self._transport,
                follow_redirects=False,
                trust_env=not is_loopback(self.base_url),  # no proxy between us and a local server
                headers={"user-agent": self.user_agent},
            )
        return self._client

    async def aclose(self) -> None:
        if self._client is not None:
            client, self._client = self._client, None
            await client.aclose()

    async def _error_from(self, response: httpx.Response, model: str) -> ProviderError:
        body = bytearray()
        try:
            async for piece in response.aiter_bytes():
                body += piece
                if len(body) >= MAX_ERROR_BODY:
                    break
        except httpx.HTTPError:
            pass
        return classify_http(
            response.status_code,
            body.decode("utf-8", "replace"),
            headers=response.headers,
            provider=self.name,
            model=model,
            api_key=self._api_key,
        )

    def _transport_error(self, exc: BaseException, model: str, *, partial: bool = False) -> ProviderError:
        return classify_transport(
            exc, provider=self.name, model=model, url=self.base_url, api_key=self._api_key, partial=partial
        )

    async def _get_json(self, url: str) -> Any:
        try:
            response = await self._http().get(url, headers=self._headers())
        except httpx.HTTPError as exc:
            raise self._transport_error(exc, "") from None
        if response.status_code >= 400:
            raise classify_http(
                response.status_code, response.text, headers=response.headers, provider=self.name, api_key=self._api_key
            )
        try:
            return response.json()
        except ValueError:
            raise ProviderError(
                f"{self.name}: {url} did not answer with JSON — is the base URL right?",
                kind=ProviderErrorKind.UNKNOWN,
                status=response.status_code,
                provider=self.name,
            ) from None

    async def _optional_json(self, method: str, url: str, body: dict[str, Any] | None = None) -> Any:
        """JSON from an endpoint a server may not have (None for any failure): for extras only."""
        try:
            response = await self._http().request(method, url, json=body, headers=self._headers())
        except httpx.HTTPError:
            return None
        if response.status_code >= 300:
            return None
        try:
            return response.json()
        except ValueError:
            return None

    @asynccontextmanager
    async def _open_stream(self, url: str, payload: dict[str, Any], model: str) -> AsyncIterator[httpx.Response]:
        """POST and yield the open streaming response; HTTP errors raise a classified error.

        Leaving the block closes the response, which closes the connection when the body
        was not read to the end — that is how a cancelled stream stops the server.
        """
        client = self._http()
        request = client.build_request("POST", url, json=payload, headers=self._headers())
        try:
            response = await client.send(request, stream=True)
        except httpx.HTTPError as exc:
            raise self._transport_error(exc, model) from None
        try:
            if response.status_code >= 400:
                raise await self._error_from(response, model)
            yield response
        finally:
            await response.aclose()
