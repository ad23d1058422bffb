"""Client for OpenAI-compatible chat-completion servers: Ollama (/v1), llama.cpp server,
LM Studio, vLLM, OpenRouter, OpenAI.

They all stream `POST {base}/chat/completions` as SSE, but differ in the details, so the
parser is lenient where servers are known to differ: tool-call fragments with or without
`index`, ids only on the first fragment, names repeated or empty on later ones, arguments
in one piece or many (or repeated whole), `reasoning_content` / `reasoning` for thinking
text, usage in a final choice-less chunk, in every chunk, or not at all, a missing
`[DONE]`, and servers that ignore `stream` and answer with one JSON object.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncGenerator, Iterable
from contextlib import aclosing
from dataclasses import dataclass, field, replace
from typing import Any

import httpx

from goclaw_lite.model.chat import ToolCall
from goclaw_lite.providers.base import (
    ChatRequest,
    HTTPProviderBase,
    ImagePart,
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
from goclaw_lite.providers.model_info import ModelInfo, merge, ollama_context, ollama_tags, openai_items, server_root
from goclaw_lite.providers.sse import SSEDecoder, SSEEvent

__all__ = ["OpenAICompatClient"]

def _new_call_id() -> str:
    return "call_" + uuid.uuid4().hex[:24]


@dataclass
class _CallBuilder:
    ordinal: int
    id: str | None = None
    name: str = ""
    parts: list[str] = field(default_factory=list)

    @property
    def arguments(self) -> str:
        return "".join(self.parts)


class ToolCallAssembler:
    """Puts tool-call fragments back together, whatever shape the server sends them in."""

    def __init__(self) -> None:
        self._builders: list[_CallBuilder] = []
        self._by_index: dict[int, _CallBuilder] = {}
        self._completed = False

    @property
    def has_calls(self) -> bool:
        return bool(self._builders)

    def _new(self) -> _CallBuilder:
        builder = _CallBuilder(ordinal=len(self._builders))
        self._builders.append(builder)
        return builder

    def _slot(self, raw_index: Any, call_id: str | None) -> _CallBuilder:
        if isinstance(raw_index, int) and not isinstance(raw_index, bool):
            builder = self._by_index.get(raw_index)
            if builder is None or (call_id and builder.id and call_id != builder.id):
                # a new index, or a server reusing index 0 for each parallel call
                builder = self._new()
                self._by_index[raw_index] = builder
            return builder
        if call_id:
            for builder in self._builders:
                if builder.id == call_id:
                    return builder
            return self._new()
        return self._builders[-1] if self._builders else self._new()

    def add(self, item: Any) -> list[ToolCallDelta]:
        if not isinstance(item, dict):
            return []
        raw_function = item.get("function")
        function = raw_function if isinstance(raw_function, dict) else {}
        call_id = item.get("id") if isinstance(item.get("id"), str) and item.get("id") else None
        name = function.get("name") if isinstance(function.get("name"), str) else ""
        arguments = function.get("arguments")
        if isinstance(arguments, dict | list):
            arguments = json.dumps(arguments, ensure_ascii=False)
        arguments = arguments if isinstance(arguments, str) else ""
        builder = self._slot(item.get("index"), call_id)
        new_id = None
        if call_id and not builder.id:
            builder.id = new_id = call_id
        new_name = None
        if name and name != builder.name:
            if not builder.name or name.startswith(builder.name):
                builder.name = name  # first name, or a server repeating the name as it grows
            else:
                builder.name += name
            new_name = builder.name
        appended = ""
        if arguments:
            so_far = builder.arguments
            if len(so_far) >= 2 and arguments.startswith(so_far):
                # cumulative arguments, or the whole arguments repeated at the end; a real
                # fragment never starts with everything sent so far (the JSON would break)
                appended = arguments[len(so_far) :]
                builder.parts = [arguments]
            else:
                appended = arguments
                builder.parts.append(arguments)
        if new_id is None and new_name is None and not appended:
            return []
        return [ToolCallDelta(index=builder.ordinal, id=new_id, name=new_name, arguments_delta=appended)]

    def complete(self) -> list[ToolCallComplete]:
        if self._completed:
            return []
        self._completed = True
        done = []
        for builder in self._builders:
            if builder.id is None:
                builder.id = _new_call_id()
            arguments = builder.arguments.strip() or "{}"
            done.append(ToolCallComplete(builder.ordinal, ToolCall(builder.id, builder.name, arguments)))
        return done


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return "".join(str(p.get("text") or "") for p in content if isinstance(p, dict))
    return ""


def _delta_text(delta: dict[str, Any]) -> list[StreamEvent]:
    """Reasoning (either field name servers use), then the answer's text."""
    events: list[StreamEvent] = []
    reasoning = delta.get("reasoning_content") or delta.get("reasoning")
    if isinstance(reasoning, str) and reasoning:
        events.append(ReasoningDelta(reasoning))
    text = _text_of(delta.get("content"))
    if text:
        events.append(TextDelta(text))
    return events


class _StreamState:
    """Turns decoded chunks into events for one response."""

    def __init__(self, provider: str, model: str, api_key: str | None) -> None:
        self.provider = provider
        self.model = model
        self.api_key = api_key
        self.calls = ToolCallAssembler()
        self.finish_reason: str | None = None
        self.usage: Usage | None = None
        self.done = False
        self.produced = False

    def _out(self, events: list[StreamEvent]) -> list[StreamEvent]:
        if any(is_output(e) for e in events):
            self.produced = True
        return events

    def handle(self, sse: SSEEvent) -> list[StreamEvent]:
        data = sse.data.strip()
        if not data or self.done:
            return []
        if data == "[DONE]":
            self.done = True
            return []
        try:
            objects = [json.loads(data)]
        except ValueError:
            # one JSON object per data line without the blank line between events
            try:
                objects = [json.loads(line) for line in sse.data_lines if line.strip()]
            except ValueError:
                raise ProviderError(
                    f"{self.provider}/{self.model}: the server sent data that is not JSON ({data[:80]!r})",
                    kind=ProviderErrorKind.UNKNOWN,
                    provider=self.provider,
                    model=self.model,
                    partial=self.produced,
                ) from None
        events: list[StreamEvent] = []
        for obj in objects:
            events += self.chunk(obj)
        return self._out(events)

    def chunk(self, obj: Any) -> list[StreamEvent]:
        """One chunk, part by part: an error, the first choice's delta, the usage."""
        if not isinstance(obj, dict):
            return []
        if obj.get("error") and not obj.get("choices"):
            raise self._error(obj)
        events: list[StreamEvent] = []
        for choice in obj.get("choices") or []:
            if isinstance(choice, dict) and choice.get("index", 0) in (0, None):
                events += self._choice(choice)
        usage = obj.get("usage")
        if isinstance(usage, dict):
            self.usage = Usage(
                prompt_tokens=_int_or_none(usage.get("prompt_tokens")),
                completion_tokens=_int_or_none(usage.get("completion_tokens")),
            )
        return events

    def _error(self, obj: dict[str, Any]) -> ProviderError:
        """An error sent inside the stream, classified by its code as an HTTP status would be."""
        error = obj["error"]
        code = error.get("code") if isinstance(error, dict) else None
        try:
            status = int(code) if code is not None else 500
        except (TypeError, ValueError):
            status = 500
        return classify_http(
            status if 400 <= status <= 599 else 500,
            json.dumps(obj),
            provider=self.provider,
            model=self.model,
            api_key=self.api_key,
            partial=self.produced,
        )

    def _choice(self, choice: dict[str, Any]) -> list[StreamEvent]:
        delta = choice.get("delta")
        if not isinstance(delta, dict):
            message = choice.get("message")  # a whole message instead of a delta
            delta = message if isinstance(message, dict) else {}
        events = _delta_text(delta)
        for item in delta.get("tool_calls") or []:
            events += self.calls.add(item)
        legacy = delta.get("function_call")
        if isinstance(legacy, dict):
            events += self.calls.add({"index": 0, "function": legacy})
        reason = choice.get("finish_reason")
        if isinstance(reason, str) and reason:
            self.finish_reason = reason
            events += self.calls.complete()
        return events

    def finish(self) -> list[StreamEvent]:
        if not self.done and self.finish_reason is None:
            raise stream_cut_short(self.provider, self.model, produced=self.produced)
        closing = closing_events(
            list(self.calls.complete()), self.usage, self.finish_reason, has_tool_calls=self.calls.has_calls
        )
        return self._out(closing)


def _int_or_none(value: Any) -> int | None:
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


MAX_SHOWN_MODELS = 40
"""Ollama is asked `/api/show` for at most this many models (one request each)."""


def _image_turn(images: list[ImagePart]) -> dict[str, Any]:
    """Tool results' images as a user turn of image_url parts: the tool role carries only text."""
    parts: list[dict[str, Any]] = [{"type": "text", "text": f"The tool results above returned {len(images)} image(s):"}]
    parts += [{"type": "image_url", "image_url": {"url": f"data:{p.mime_type};base64,{p.data}"}} for p in images]
    return {"role": "user", "content": parts}


class OpenAICompatClient(HTTPProviderBase):
    """`base_url` includes the API version path, e.g. `http://127.0.0.1:11434/v1`."""

    def _headers(self) -> dict[str, str]:
        headers = {"accept": "text/event-stream, application/json"}
        if self._api_key:
            headers["authorization"] = f"Bearer {self._api_key}"
        return headers

    def payload(self, request: ChatRequest, *, include_usage: bool = True) -> dict[str, Any]:
        messages: list[dict[str, Any]] = []
        if request.system:
            messages.append({"role": "system", "content": request.system})
        pending: list[ImagePart] = []  # tool results' images, sent after the last result of the turn
        for message in request.messages:
            if pending and message.role != "tool":
                messages.append(_image_turn(pending))
                pending = []
            if message.role == "assistant":
                entry: dict[str, Any] = {
                    "role": "assistant",
                    "content": message.content if message.content else (None if message.tool_calls else ""),
                }
                if message.tool_calls:
                    entry["tool_calls"] = [
                        {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments_json or "{}"}}
                        for c in message.tool_calls
                    ]
                messages.append(entry)
            elif message.role == "tool":
                messages.append({"role": "tool", "tool_call_id": message.tool_call_id or "", "content": message.content or ""})
                if self.images:
                    pending.extend(message.images)
            else:
                messages.append({"role": "user", "content": message.content or ""})
        if pending:
            messages.append(_image_turn(pending))
        body: dict[str, Any] = {"model": request.model, "messages": messages, "stream": True}
        if include_usage:
            body["stream_options"] = {"include_usage": True}
        if request.tools:
            body["tools"] = [
                {
                    "type": "function",
                    "function": {"name": t.name, "description": t.description, "parameters": dict(t.parameters)},
                }
                for t in request.tools
            ]
        if request.max_tokens is not None:
            body["max_tokens"] = request.max_tokens
        if request.temperature is not None:
            body["temperature"] = request.temperature
        if request.top_p is not None:
            body["top_p"] = request.top_p
        return body

    async def stream(self, request: ChatRequest) -> AsyncGenerator[StreamEvent, None]:
        url = f"{self.base_url}/chat/completions"
        payload = self.payload(request)
        while True:
            produced = False
            try:
                async with aclosing(self._events(url, payload, request.model)) as events:
                    async for event in events:
                        produced = True
                        yield event
                return
            except ProviderError as exc:
                # Older servers refuse `stream_options`; ask once more without it.
                if produced or "stream_options" not in payload or exc.kind is not ProviderErrorKind.BAD_REQUEST:
                    raise
                if "stream_options" not in exc.message.lower():
                    raise
                payload = self.payload(request, include_usage=False)

    async def _events(self, url: str, payload: dict[str, Any], model: str) -> AsyncGenerator[StreamEvent, None]:
        state = _StreamState(self.name, model, self._api_key)
        async with self._open_stream(url, payload, model) as response:
            content_type = response.headers.get("content-type", "")
            if "json" in content_type and "event-stream" not in content_type:
                for event in await self._whole_answer(response, state):
                    yield event
                return
            decoder = SSEDecoder()
            try:
                # aclosing: leaving at [DONE] must close httpx's iterator now, not at garbage
                # collection (qasync installs no async-generator finalizer hooks).
                async with aclosing(response.aiter_bytes()) as chunks:  # type: ignore[type-var]  # an async generator
                    async for chunk in chunks:
                        for event in self._decode(state, decoder.feed(chunk)):
                            yield event
                        if state.done:
                            break
                    else:
                        for event in self._decode(state, decoder.close()):
                            yield event
            except httpx.HTTPError as exc:
                raise self._transport_error(exc, model, partial=state.produced) from None
            for event in state.finish():
                yield event

    @staticmethod
    def _decode(state: _StreamState, sse_events: Iterable[SSEEvent]) -> list[StreamEvent]:
        events: list[StreamEvent] = []
        for sse in sse_events:
            events += state.handle(sse)
        return events

    async def _whole_answer(self, response: httpx.Response, state: _StreamState) -> list[StreamEvent]:
        try:
            body = await response.aread()
        except httpx.HTTPError as exc:
            raise self._transport_error(exc, state.model) from None
        try:
            obj = json.loads(body)
        except ValueError:
            raise ProviderError(
                f"{self.name}/{state.model}: the server answered with invalid JSON",
                kind=ProviderErrorKind.UNKNOWN,
                provider=self.name,
                model=state.model,
            ) from None
        events = state.chunk(obj)
        state.done = True
        return state._out(events) + state.finish()

    async def list_model_info(self) -> list[ModelInfo]:
        """The listed models with size and context where the server says them (see model_info):
        from the listing itself, else Ollama's `/api/tags` + `/api/show`, else LM Studio's `/api/v0/models`."""
        listed = openai_items(await self._get_json(f"{self.base_url}/models"))
        if all(m.context_length for m in listed):
            return merge(listed, {})
        root = server_root(self.base_url)
        extra = ollama_tags(await self._optional_json("GET", f"{root}/api/tags"))
        if extra:
            wanted = [name for name in extra if name in {m.id for m in listed}][:MAX_SHOWN_MODELS]
            shows = await asyncio.gather(*(self._optional_json("POST", f"{root}/api/show", {"model": n}) for n in wanted))
            for name, show in zip(wanted, shows, strict=True):
                extra[name] = replace(extra[name], context_length=ollama_context(show))
        else:
            extra = {m.id: m for m in openai_items(await self._optional_json("GET", f"{root}/api/v0/models"))}
        return merge(listed, extra)

    async def list_models(self) -> list[str]:
        data = await self._get_json(f"{self.base_url}/models")
        names: list[str] = []
        if isinstance(data, dict):
            for item in data.get("data") or data.get("models") or []:
                if isinstance(item, dict):
                    name = item.get("id") or item.get("name") or item.get("model")
                    if isinstance(name, str) and name:
                        names.append(name)
                elif isinstance(item, str):
                    names.append(item)
        return sorted(set(names))
