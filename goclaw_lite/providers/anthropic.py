"""Client for the Anthropic Messages API (`POST {base}/v1/messages`, streamed).

Differences from the OpenAI shape handled here: the system prompt is a top-level field,
tool results are `tool_result` blocks inside a *user* turn (parallel results share one
turn), assistant tool calls are `tool_use` blocks with a parsed `input`, `max_tokens` is
required, and turns of the same role must be merged. The stream is typed events:
message_start, content_block_start/delta/stop, message_delta, message_stop, ping, error.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, Callable
from contextlib import aclosing
from typing import Any, ClassVar

import httpx

from goclaw_lite.model.chat import ToolCall
from goclaw_lite.providers.base import (
    ChatMessage,
    ChatRequest,
    HTTPProviderBase,
    ReasoningDelta,
    StreamEvent,
    TextDelta,
    ToolCallComplete,
    ToolCallDelta,
    Usage,
    closing_events,
    is_output,
    stream_cut_short,
)
from goclaw_lite.providers.errors import ProviderError, ProviderErrorKind, classify_http
from goclaw_lite.providers.sse import SSEDecoder, SSEEvent

__all__ = ["AnthropicClient", "ANTHROPIC_VERSION", "DEFAULT_MAX_TOKENS"]

ANTHROPIC_VERSION = "2023-06-01"
DEFAULT_MAX_TOKENS = 4096

# error.type -> the HTTP status it stands for, so in-stream errors classify like responses
_ERROR_STATUS = {
    "invalid_request_error": 400,
    "authentication_error": 401,
    "billing_error": 402,
    "permission_error": 403,
    "not_found_error": 404,
    "request_too_large": 413,
    "rate_limit_error": 429,
    "api_error": 500,
    "overloaded_error": 529,
}


def _input_of(arguments_json: str) -> dict[str, Any]:
    try:
        value = json.loads(arguments_json or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _tool_result(message: ChatMessage, images: bool) -> dict[str, Any]:
    """A tool result; with `images`, its text and the tool's images as content blocks."""
    block: dict[str, Any] = {"type": "tool_result", "tool_use_id": message.tool_call_id or "", "content": message.content or ""}
    if images and message.images:
        block["content"] = [{"type": "text", "text": message.content or "(image)"}] + [
            {"type": "image", "source": {"type": "base64", "media_type": part.mime_type, "data": part.data}}
            for part in message.images
        ]
    return block


def _blocks(message: ChatMessage, images: bool = True) -> list[dict[str, Any]]:
    if message.role == "tool":
        return [_tool_result(message, images)]
    blocks: list[dict[str, Any]] = []
    if message.content:
        blocks.append({"type": "text", "text": message.content})
    for call in message.tool_calls:
        blocks.append({"type": "tool_use", "id": call.id, "name": call.name, "input": _input_of(call.arguments_json)})
    return blocks


def build_messages(messages: tuple[ChatMessage, ...], *, images: bool = True) -> list[dict[str, Any]]:
    """Anthropic turns: tool results become user turns, and same-role neighbours merge."""
    turns: list[dict[str, Any]] = []
    for message in messages:
        role = "assistant" if message.role == "assistant" else "user"
        blocks = _blocks(message, images)
        if not blocks:
            continue  # empty text blocks are refused by the API
        if turns and turns[-1]["role"] == role:
            turns[-1]["content"].extend(blocks)
        else:
            turns.append({"role": role, "content": blocks})
    return turns


class _StreamState:
    def __init__(self, provider: str, model: str, api_key: str | None) -> None:
        self.provider = provider
        self.model = model
        self.api_key = api_key
        self.prompt_tokens: int | None = None
        self.completion_tokens: int | None = None
        self.stop_reason: str | None = None
        self.stopped = False
        self.produced = False
        self._blocks: dict[int, dict[str, Any]] = {}
        self._tool_count = 0

    def handle(self, sse: SSEEvent) -> list[StreamEvent]:
        if not sse.data.strip():
            return []
        try:
            data = json.loads(sse.data)
        except ValueError:
            raise ProviderError(
                f"{self.provider}/{self.model}: the server sent data that is not JSON ({sse.data[:80]!r})",
                kind=ProviderErrorKind.UNKNOWN,
                provider=self.provider,
                model=self.model,
                partial=self.produced,
            ) from None
        if not isinstance(data, dict):
            return []
        kind = sse.event or str(data.get("type") or "")
        events = self._event(kind, data)
        if any(is_output(e) for e in events):
            self.produced = True
        return events

    def _event(self, kind: str, data: dict[str, Any]) -> list[StreamEvent]:
        """One handler per event type; ping and types added later are ignored."""
        handler = self._HANDLERS.get(kind)
        return [] if handler is None else handler(self, data)

    def _message_start(self, data: dict[str, Any]) -> list[StreamEvent]:
        usage = (data.get("message") or {}).get("usage") or {}
        self.prompt_tokens = _total_input(usage)
        if isinstance(usage.get("output_tokens"), int):
            self.completion_tokens = usage["output_tokens"]
        return []

    def _block_start(self, data: dict[str, Any]) -> list[StreamEvent]:
        index = int(data.get("index", len(self._blocks)))
        block = dict(data.get("content_block") or {})
        self._blocks[index] = block
        if block.get("type") == "tool_use":
            block["ordinal"] = self._tool_count
            self._tool_count += 1
            initial = block.get("input")
            block["parts"] = [json.dumps(initial)] if isinstance(initial, dict) and initial else []
            return [ToolCallDelta(index=block["ordinal"], id=block.get("id"), name=block.get("name"))]
        if block.get("type") == "text" and block.get("text"):
            return [TextDelta(str(block["text"]))]
        return []

    def _block_delta(self, data: dict[str, Any]) -> list[StreamEvent]:
        delta = data.get("delta") or {}
        dtype = delta.get("type")
        if dtype == "text_delta" and delta.get("text"):
            return [TextDelta(str(delta["text"]))]
        if dtype == "thinking_delta" and delta.get("thinking"):
            return [ReasoningDelta(str(delta["thinking"]))]
        if dtype == "input_json_delta":
            return self._tool_input(self._blocks.get(int(data.get("index", -1)), {}), str(delta.get("partial_json") or ""))
        return []

    @staticmethod
    def _tool_input(block: dict[str, Any], piece: str) -> list[StreamEvent]:
        if block.get("type") != "tool_use" or not piece:
            return []
        if block["parts"] and not block.get("streamed"):
            block["parts"] = []  # deltas replace an initial input echoed in the start event
        block["streamed"] = True
        block["parts"].append(piece)
        return [ToolCallDelta(index=block["ordinal"], arguments_delta=piece)]

    def _block_stop(self, data: dict[str, Any]) -> list[StreamEvent]:
        block = self._blocks.get(int(data.get("index", -1)), {})
        if block.get("type") != "tool_use" or block.get("done"):
            return []
        block["done"] = True
        arguments = "".join(block["parts"]).strip() or "{}"
        call = ToolCall(str(block.get("id") or ""), str(block.get("name") or ""), arguments)
        return [ToolCallComplete(block["ordinal"], call)]

    def _message_delta(self, data: dict[str, Any]) -> list[StreamEvent]:
        delta = data.get("delta") or {}
        if delta.get("stop_reason"):
            self.stop_reason = str(delta["stop_reason"])
        usage = data.get("usage") or {}
        if isinstance(usage.get("output_tokens"), int):
            self.completion_tokens = usage["output_tokens"]
        total = _total_input(usage)
        if total is not None:
            self.prompt_tokens = total
        return []

    def _message_stop(self, data: dict[str, Any]) -> list[StreamEvent]:
        self.stopped = True
        return []

    def _error(self, data: dict[str, Any]) -> list[StreamEvent]:
        error = data.get("error") or {}
        status = _ERROR_STATUS.get(str(error.get("type") or ""), 500)
        raise classify_http(
            status, json.dumps(data), provider=self.provider, model=self.model, api_key=self.api_key, partial=self.produced
        )

    _HANDLERS: ClassVar[dict[str, Callable[[_StreamState, dict[str, Any]], list[StreamEvent]]]] = {
        "message_start": _message_start,
        "content_block_start": _block_start,
        "content_block_delta": _block_delta,
        "content_block_stop": _block_stop,
        "message_delta": _message_delta,
        "message_stop": _message_stop,
        "error": _error,
    }

    def finish(self) -> list[StreamEvent]:
        if not self.stopped and self.stop_reason is None:
            raise stream_cut_short(self.provider, self.model, produced=self.produced)
        unclosed: list[StreamEvent] = []
        for block in self._blocks.values():  # a tool block the stream never closed
            if block.get("type") == "tool_use" and not block.get("done"):
                block["done"] = True
                call = ToolCall(str(block.get("id") or ""), str(block.get("name") or ""), "".join(block["parts"]) or "{}")
                unclosed.append(ToolCallComplete(block["ordinal"], call))
        usage = (
            Usage(self.prompt_tokens, self.completion_tokens)
            if self.prompt_tokens is not None or self.completion_tokens is not None else None
        )
        return closing_events(unclosed, usage, self.stop_reason, has_tool_calls=self._tool_count > 0)


def _total_input(usage: dict[str, Any]) -> int | None:
    """Input tokens including cached ones (what the context window actually holds)."""
    parts = [usage.get(k) for k in ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")]
    numbers = [p for p in parts if isinstance(p, int)]
    return sum(numbers) if numbers else None


class AnthropicClient(HTTPProviderBase):
    """`base_url` is the host root, e.g. `https://api.anthropic.com` (the client adds /v1)."""

    images_by_default = True  # every current Claude model reads images

    def _headers(self) -> dict[str, str]:
        headers = {"anthropic-version": ANTHROPIC_VERSION, "accept": "text/event-stream, application/json"}
        if self._api_key:
            headers["x-api-key"] = self._api_key
        return headers

    def payload(self, request: ChatRequest) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": request.model,
            "max_tokens": request.max_tokens or DEFAULT_MAX_TOKENS,
            "messages": build_messages(request.messages, images=self.images),
            "stream": True,
        }
        if request.system:
            body["system"] = request.system
        if request.tools:
            body["tools"] = [
                {"name": t.name, "description": t.description, "input_schema": dict(t.parameters)} for t in request.tools
            ]
        if request.temperature is not None:
            body["temperature"] = request.temperature
        if request.top_p is not None:
            body["top_p"] = request.top_p
        return body

    async def stream(self, request: ChatRequest) -> AsyncGenerator[StreamEvent, None]:
        state = _StreamState(self.name, request.model, self._api_key)
        async with self._open_stream(f"{self.base_url}/v1/messages", self.payload(request), request.model) as response:
            decoder = SSEDecoder()
            try:
                async with aclosing(response.aiter_bytes()) as chunks:  # type: ignore[type-var]  # closed now, not at GC
                    async for chunk in chunks:
                        for sse in decoder.feed(chunk):
                            for event in state.handle(sse):
                                yield event
                        if state.stopped:
                            break
                    else:
                        for sse in decoder.close():
                            for event in state.handle(sse):
                                yield event
            except httpx.HTTPError as exc:
                raise self._transport_error(exc, request.model, partial=state.produced) from None
            for event in state.finish():
                yield event

    async def list_models(self) -> list[str]:
        names: list[str] = []
        url = f"{self.base_url}/v1/models?limit=1000"
        for _ in range(20):  # pages; a guard against a server that never says has_more=false
            data = await self._get_json(url)
            if not isinstance(data, dict):
                break
            for item in data.get("data") or []:
                if isinstance(item, dict) and isinstance(item.get("id"), str):
                    names.append(item["id"])
            if not data.get("has_more") or not data.get("last_id"):
                break
            url = f"{self.base_url}/v1/models?limit=1000&after_id={data['last_id']}"
        return sorted(set(names))
