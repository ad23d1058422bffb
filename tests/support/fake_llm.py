"""A real HTTP/1.1 model server on 127.0.0.1 for tests, scripted response by response.

It speaks the two streaming protocols GoClaw Lite's clients use — OpenAI chat completions
(`POST /v1/chat/completions`, SSE chunks, `data: [DONE]`) and Anthropic messages
(`POST /v1/messages`, typed SSE events) — over a real socket with chunked transfer
encoding, and serves `/v1/models` and `/models`. It runs its own asyncio loop on a
background thread, so sync tests (CLI subprocesses) and async tests can both use it.

Scripting: queue responses per path (optionally per requested model); each request takes
the next one. Builders below make realistic chunk sequences::

    server.script_openai(StreamResponse(openai_text_stream("Hello world")))
    server.script_openai(rate_limited(retry_after=2), model="big-model")
    server.script_anthropic(StreamResponse(anthropic_tool_stream([("toolu_1", "get_time", "{}")])))
    server.script_openai(StreamResponse(openai_text_stream("slow"), delay=0.2))     # Stop tests
    server.script_openai(StreamResponse(openai_text_stream("cut"), disconnect_after=3))

`rechunk(chunks, n)` re-splits a sequence every n bytes, cutting JSON tokens and UTF-8
characters in half, as real networks do. Every request is recorded as an `Exchange`
(path, headers with credential values hidden, JSON body) that also says whether the client
closed the connection before the response was complete. An unscripted request gets HTTP
418 (which no client retries elsewhere), so a missing script fails loudly.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any

__all__ = [
    "ANTHROPIC_PATH",
    "Exchange",
    "FakeLLMServer",
    "JSONResponse",
    "OPENAI_PATH",
    "StreamResponse",
    "anthropic_error",
    "anthropic_text_stream",
    "anthropic_tool_stream",
    "context_overflow",
    "model_not_found",
    "openai_chunk",
    "openai_error",
    "openai_text_stream",
    "openai_tool_stream",
    "overloaded",
    "rate_limited",
    "rechunk",
    "server_error",
    "sse",
    "tokens",
    "unauthorized",
]

OPENAI_PATH = "/v1/chat/completions"
ANTHROPIC_PATH = "/v1/messages"
MODELS_PATHS = ("/v1/models", "/models")
_CREDENTIAL_HEADERS = ("authorization", "x-api-key", "api-key", "proxy-authorization")


# --- responses -----------------------------------------------------------------------


@dataclass(frozen=True)
class StreamResponse:
    """A chunked `text/event-stream` body, one HTTP chunk per element of `chunks`.

    `delay` waits before each chunk (slow tokens); `disconnect_after=n` aborts the socket
    after n chunks without ending the body (a server crash mid-answer).
    """

    chunks: Sequence[bytes]
    status: int = 200
    headers: Sequence[tuple[str, str]] = ()
    delay: float = 0.0
    disconnect_after: int | None = None
    content_type: str = "text/event-stream; charset=utf-8"


@dataclass(frozen=True)
class JSONResponse:
    body: Any
    status: int = 200
    headers: Sequence[tuple[str, str]] = ()


Response = StreamResponse | JSONResponse


# --- chunk builders ------------------------------------------------------------------


def sse(payload: Any, *, event: str | None = None) -> bytes:
    """One SSE event: `event:` line (optional) and a `data:` line holding JSON (or a str)."""
    data = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False)
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {data}\n\n".encode()


def tokens(text: str) -> list[str]:
    """Split text the way a model streams it: word-sized pieces keeping their spaces."""
    pieces = re.findall(r"\s*\S+", text)
    tail = text[len("".join(pieces)) :]
    if tail:
        pieces.append(tail)
    return pieces or [text]


def rechunk(chunks: Iterable[bytes], size: int) -> list[bytes]:
    """Concatenate and cut every `size` bytes: splits lines, JSON and UTF-8 characters."""
    data = b"".join(chunks)
    return [data[i : i + size] for i in range(0, len(data), size)]


def openai_chunk(
    delta: dict[str, Any] | None = None,
    *,
    finish_reason: str | None = None,
    model: str = "fake-small",
    usage: dict[str, int] | None = None,
    chunk_id: str = "chatcmpl-fake",
    choices: bool = True,
) -> dict[str, Any]:
    body: dict[str, Any] = {"id": chunk_id, "object": "chat.completion.chunk", "created": 1700000000, "model": model}
    body["choices"] = [{"index": 0, "delta": delta or {}, "finish_reason": finish_reason}] if choices else []
    if usage is not None:
        body["usage"] = usage
    return body


def _usage(usage: tuple[int, int] | None) -> dict[str, int] | None:
    if usage is None:
        return None
    return {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": usage[0] + usage[1]}


def openai_text_stream(
    text: str | Sequence[str],
    *,
    model: str = "fake-small",
    finish_reason: str = "stop",
    usage: tuple[int, int] | None = (12, 7),
    usage_in_last_chunk: bool = False,
    done: bool = True,
    role_chunk: bool = True,
) -> list[bytes]:
    """A plain answer token by token; usage in a final choice-less chunk (include_usage)."""
    pieces = tokens(text) if isinstance(text, str) else list(text)
    chunks = []
    if role_chunk:
        chunks.append(sse(openai_chunk({"role": "assistant", "content": ""}, model=model)))
    chunks += [sse(openai_chunk({"content": p}, model=model)) for p in pieces]
    last_usage = _usage(usage) if usage_in_last_chunk else None
    chunks.append(sse(openai_chunk({}, finish_reason=finish_reason, model=model, usage=last_usage)))
    if usage is not None and not usage_in_last_chunk:
        chunks.append(sse(openai_chunk(model=model, usage=_usage(usage), choices=False)))
    if done:
        chunks.append(b"data: [DONE]\n\n")
    return chunks


FakeCall = tuple[str, str, str]  # (id, name, arguments_json)


def _split(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


def openai_tool_stream(
    calls: Sequence[FakeCall],
    *,
    model: str = "fake-small",
    piece: int = 4,
    text_before: str = "",
    interleave: bool = False,
    repeat_name: bool = False,
    empty_name_later: bool = False,
    repeat_id: bool = False,
    usage: tuple[int, int] | None = (30, 12),
    finish_reason: str = "tool_calls",
    omit_index: bool = False,
) -> list[bytes]:
    """Tool-call deltas: id and name on the first fragment, arguments `piece` chars at a time.

    `interleave` alternates fragments of parallel calls; `repeat_name` / `empty_name_later`
    / `repeat_id` mimic servers that resend (or blank) the name and id on every fragment;
    `omit_index` drops `index` like some OpenAI-compatible servers do.
    """
    chunks = [sse(openai_chunk({"role": "assistant", "content": None}, model=model))]
    if text_before:
        chunks += [sse(openai_chunk({"content": p}, model=model)) for p in tokens(text_before)]
    per_call: list[list[dict[str, Any]]] = []
    for index, (call_id, name, arguments) in enumerate(calls):
        fragments = []
        first: dict[str, Any] = {"id": call_id, "type": "function", "function": {"name": name, "arguments": ""}}
        fragments.append(first)
        for part in _split(arguments, piece):
            item: dict[str, Any] = {"function": {"arguments": part}}
            if repeat_name:
                item["function"]["name"] = name
            elif empty_name_later:
                item["function"]["name"] = ""
            if repeat_id:
                item["id"] = call_id
            fragments.append(item)
        for item in fragments:
            if not omit_index:
                item["index"] = index
        per_call.append(fragments)
    ordered: list[dict[str, Any]] = []
    if interleave:
        longest = max(len(f) for f in per_call)
        for i in range(longest):
            ordered += [f[i] for f in per_call if i < len(f)]
    else:
        ordered = [item for fragments in per_call for item in fragments]
    chunks += [sse(openai_chunk({"tool_calls": [item]}, model=model)) for item in ordered]
    chunks.append(sse(openai_chunk({}, finish_reason=finish_reason, model=model)))
    if usage is not None:
        chunks.append(sse(openai_chunk(model=model, usage=_usage(usage), choices=False)))
    chunks.append(b"data: [DONE]\n\n")
    return chunks


def _anthropic_start(model: str, input_tokens: int) -> bytes:
    message = {
        "id": "msg_fake",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [],
        "stop_reason": None,
        "usage": {"input_tokens": input_tokens, "output_tokens": 1},
    }
    return sse({"type": "message_start", "message": message}, event="message_start")


def _anthropic_end(stop_reason: str, output_tokens: int) -> list[bytes]:
    return [
        sse(
            {"type": "message_delta", "delta": {"stop_reason": stop_reason, "stop_sequence": None}, "usage": {"output_tokens": output_tokens}},
            event="message_delta",
        ),
        sse({"type": "message_stop"}, event="message_stop"),
    ]


def _anthropic_text_block(index: int, text: str | Sequence[str]) -> list[bytes]:
    pieces = tokens(text) if isinstance(text, str) else list(text)
    chunks = [sse({"type": "content_block_start", "index": index, "content_block": {"type": "text", "text": ""}}, event="content_block_start")]
    chunks += [
        sse({"type": "content_block_delta", "index": index, "delta": {"type": "text_delta", "text": p}}, event="content_block_delta")
        for p in pieces
    ]
    chunks.append(sse({"type": "content_block_stop", "index": index}, event="content_block_stop"))
    return chunks


def anthropic_text_stream(
    text: str | Sequence[str],
    *,
    model: str = "fake-claude",
    stop_reason: str = "end_turn",
    usage: tuple[int, int] = (15, 9),
    ping: bool = True,
) -> list[bytes]:
    chunks = [_anthropic_start(model, usage[0])]
    if ping:
        chunks.append(sse({"type": "ping"}, event="ping"))
    chunks += _anthropic_text_block(0, text)
    return chunks + _anthropic_end(stop_reason, usage[1])


def anthropic_tool_stream(
    calls: Sequence[FakeCall],
    *,
    model: str = "fake-claude",
    text_before: str = "",
    piece: int = 4,
    usage: tuple[int, int] = (40, 20),
) -> list[bytes]:
    chunks = [_anthropic_start(model, usage[0])]
    index = 0
    if text_before:
        chunks += _anthropic_text_block(0, text_before)
        index = 1
    for call_id, name, arguments in calls:
        block = {"type": "tool_use", "id": call_id, "name": name, "input": {}}
        chunks.append(sse({"type": "content_block_start", "index": index, "content_block": block}, event="content_block_start"))
        for part in _split(arguments, piece):
            delta = {"type": "input_json_delta", "partial_json": part}
            chunks.append(sse({"type": "content_block_delta", "index": index, "delta": delta}, event="content_block_delta"))
        chunks.append(sse({"type": "content_block_stop", "index": index}, event="content_block_stop"))
        index += 1
    return chunks + _anthropic_end("tool_use", usage[1])


def openai_error(
    status: int, message: str, *, type: str = "invalid_request_error", code: str | None = None, headers: Sequence[tuple[str, str]] = ()
) -> JSONResponse:
    return JSONResponse({"error": {"message": message, "type": type, "param": None, "code": code}}, status=status, headers=headers)


def anthropic_error(status: int, type: str, message: str, *, headers: Sequence[tuple[str, str]] = ()) -> JSONResponse:
    return JSONResponse({"type": "error", "error": {"type": type, "message": message}}, status=status, headers=headers)


def rate_limited(*, retry_after: float | None = 1, anthropic: bool = False) -> JSONResponse:
    headers = (("Retry-After", f"{retry_after:g}"),) if retry_after is not None else ()
    if anthropic:
        return anthropic_error(429, "rate_limit_error", "Number of requests has exceeded your rate limit", headers=headers)
    return openai_error(429, "Rate limit reached for requests", type="requests", code="rate_limit_exceeded", headers=headers)


def server_error(*, anthropic: bool = False) -> JSONResponse:
    if anthropic:
        return anthropic_error(500, "api_error", "Internal server error")
    return openai_error(500, "The server had an error while processing your request.", type="server_error")


def overloaded() -> JSONResponse:
    return anthropic_error(529, "overloaded_error", "Overloaded")


def unauthorized(*, anthropic: bool = False) -> JSONResponse:
    if anthropic:
        return anthropic_error(401, "authentication_error", "invalid x-api-key")
    return openai_error(401, "Incorrect API key provided.", type="invalid_request_error", code="invalid_api_key")


def model_not_found(model: str, *, anthropic: bool = False) -> JSONResponse:
    if anthropic:
        return anthropic_error(404, "not_found_error", f"model: {model}")
    return openai_error(404, f"The model `{model}` does not exist or you do not have access to it.", code="model_not_found")


def context_overflow(*, anthropic: bool = False) -> JSONResponse:
    if anthropic:
        return anthropic_error(400, "invalid_request_error", "prompt is too long: 210000 tokens > 200000 maximum")
    return openai_error(
        400,
        "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.",
        code="context_length_exceeded",
    )


# --- the server ----------------------------------------------------------------------


@dataclass
class Exchange:
    """One request and what happened to its response."""

    method: str
    path: str
    query: str
    headers: dict[str, str]
    body: Any
    auth_present: bool
    auth_ok: bool = True  # the credential matched `expected_api_key` (always True when none is set)
    status: int = 0
    chunks_sent: int = 0
    completed: bool = False
    aborted_by_server: bool = False
    client_closed_early: bool = False
    closed: threading.Event = field(default_factory=threading.Event, repr=False)

    @property
    def model(self) -> str | None:
        return self.body.get("model") if isinstance(self.body, dict) else None

    def wait_closed(self, timeout: float = 5.0) -> bool:
        """Block until the connection is gone (either side); True if it went in time."""
        return self.closed.wait(timeout)


class FakeLLMServer:
    def __init__(self, *, models: Sequence[str] = ("fake-small", "fake-large")) -> None:
        self.models: list[str] = list(models)
        self.expected_api_key: str | None = None
        self.exchanges: list[Exchange] = []
        self._queues: dict[tuple[str, str | None], deque[Response]] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: asyncio.AbstractServer | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = 0

    # --- lifecycle

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def openai_base(self) -> str:
        """What an openai_compat provider's base URL would be (the /v1 prefix included)."""
        return self.base_url + "/v1"

    def start(self) -> FakeLLMServer:
        ready = threading.Event()
        failure: list[BaseException] = []
        loop = asyncio.new_event_loop()
        self._loop = loop

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._listen())
            except BaseException as exc:  # noqa: BLE001 - reported to the starting thread
                failure.append(exc)
                ready.set()
                return
            ready.set()
            loop.run_forever()

        self._thread = threading.Thread(target=run, name="fake-llm", daemon=True)
        self._thread.start()
        if not ready.wait(10) or failure:
            raise RuntimeError(f"fake LLM server did not start: {failure[0] if failure else 'timeout'}")
        return self

    async def _listen(self) -> None:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    def stop(self) -> None:
        loop = self._loop
        if loop is None:
            return
        self._loop = None
        future = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
        try:
            future.result(10)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            if self._thread is not None:
                self._thread.join(10)
            loop.close()

    async def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # --- scripting

    def script(self, path: str, *responses: Response, model: str | None = None) -> FakeLLMServer:
        """Queue responses for `path` (for requests naming `model`, or any model)."""
        with self._lock:
            self._queues.setdefault((path, model), deque()).extend(responses)
        return self

    def script_openai(self, *responses: Response, model: str | None = None, prefix: str = "") -> FakeLLMServer:
        return self.script(prefix + OPENAI_PATH, *responses, model=model)

    def script_anthropic(self, *responses: Response, model: str | None = None, prefix: str = "") -> FakeLLMServer:
        return self.script(prefix + ANTHROPIC_PATH, *responses, model=model)

    def pending(self) -> int:
        """Scripted responses not used yet."""
        with self._lock:
            return sum(len(q) for q in self._queues.values())

    def requests_to(self, path: str) -> list[Exchange]:
        with self._lock:
            return [e for e in self.exchanges if e.path == path]

    def wait_for(self, predicate: Callable[[], bool], timeout: float = 5.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if predicate():
                return True
            time.sleep(0.01)
        return predicate()

    def _next(self, path: str, model: str | None) -> Response | None:
        with self._lock:
            for key in ((path, model), (path, None)):
                queue = self._queues.get(key)
                if queue:
                    return queue.popleft()
        return None

    # --- HTTP

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)  # type: ignore[arg-type]
        exchange: Exchange | None = None
        try:
            exchange = await self._read_request(reader)
            if exchange is None:
                return
            with self._lock:
                self.exchanges.append(exchange)
            await self._respond(exchange, self._choose(exchange), reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            if exchange is not None and not exchange.completed:
                exchange.client_closed_early = True
        except asyncio.CancelledError:
            pass
        finally:
            try:
                writer.close()
            except Exception:  # noqa: BLE001 - already gone
                pass
            if exchange is not None:
                exchange.closed.set()
            self._tasks.discard(task)  # type: ignore[arg-type]

    async def _read_request(self, reader: asyncio.StreamReader) -> Exchange | None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return None
        lines = head.decode("latin-1").split("\r\n")
        method, target, _version = lines[0].split(" ", 2)
        headers: dict[str, str] = {}
        for line in lines[1:]:
            if ":" in line:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
        body = b""
        if "content-length" in headers:
            body = await reader.readexactly(int(headers["content-length"]))
        elif headers.get("transfer-encoding", "").lower() == "chunked":
            while True:
                size = int((await reader.readuntil(b"\r\n")).split(b";")[0].strip(), 16)
                if size == 0:
                    await reader.readuntil(b"\r\n")
                    break
                body += await reader.readexactly(size)
                await reader.readexactly(2)
        path, _, query = target.partition("?")
        auth = {k: v for k, v in headers.items() if k in _CREDENTIAL_HEADERS}
        recorded = {k: ("<redacted>" if k in _CREDENTIAL_HEADERS else v) for k, v in headers.items()}
        try:
            parsed = json.loads(body) if body else None
        except ValueError:
            parsed = None
        return Exchange(
            method=method, path=path, query=query, headers=recorded, body=parsed, auth_present=bool(auth), auth_ok=self._auth_ok(auth)
        )

    def _auth_ok(self, auth: dict[str, str]) -> bool:
        key = self.expected_api_key
        if key is None:
            return True
        return auth.get("x-api-key") == key or auth.get("authorization") == f"Bearer {key}"

    def _choose(self, exchange: Exchange) -> Response:
        anthropic_style = "anthropic-version" in exchange.headers
        if not exchange.auth_ok:
            return unauthorized(anthropic=anthropic_style)
        if exchange.method == "GET" and exchange.path in MODELS_PATHS:
            scripted = self._next(exchange.path, None)
            if scripted is not None:
                return scripted
            data = [
                {"id": m, "object": "model", "type": "model", "display_name": m, "created": 1700000000, "owned_by": "fake"}
                for m in self.models
            ]
            return JSONResponse(
                {"object": "list", "data": data, "has_more": False, "first_id": self.models[0] if self.models else None,
                 "last_id": self.models[-1] if self.models else None}
            )
        scripted = self._next(exchange.path, exchange.model)
        if scripted is not None:
            return scripted
        return JSONResponse(
            {"error": {"message": f"fake_llm: nothing scripted for {exchange.method} {exchange.path} (model {exchange.model!r})",
                       "type": "fake_llm_unscripted"}},
            status=418,
        )

    @staticmethod
    def _head(status: int, headers: list[tuple[str, str]]) -> bytes:
        try:
            reason = HTTPStatus(status).phrase
        except ValueError:
            reason = "Overloaded" if status == 529 else "Status"
        lines = [f"HTTP/1.1 {status} {reason}"] + [f"{k}: {v}" for k, v in headers] + ["", ""]
        return "\r\n".join(lines).encode("latin-1")

    async def _respond(self, exchange: Exchange, response: Response, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        exchange.status = response.status
        request_id = str(uuid.uuid4())
        if isinstance(response, JSONResponse):
            body = json.dumps(response.body, ensure_ascii=False).encode()
            headers = [("Content-Type", "application/json"), ("Content-Length", str(len(body))), ("Connection", "close"),
                       ("x-request-id", request_id), *response.headers]
            writer.write(self._head(response.status, headers) + body)
            await writer.drain()
            exchange.completed = True
            return
        headers = [("Content-Type", response.content_type), ("Cache-Control", "no-cache"), ("Transfer-Encoding", "chunked"),
                   ("Connection", "close"), ("x-request-id", request_id), *response.headers]
        writer.write(self._head(response.status, headers))
        await writer.drain()
        watcher = asyncio.ensure_future(self._watch(reader, exchange))
        try:
            for index, chunk in enumerate(response.chunks):
                if response.disconnect_after is not None and index >= response.disconnect_after:
                    exchange.aborted_by_server = True
                    writer.transport.abort()
                    return
                if response.delay:
                    await asyncio.wait({watcher}, timeout=response.delay)
                if watcher.done():
                    return  # the client went away: stop generating, like a real server
                writer.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                await writer.drain()
                exchange.chunks_sent += 1
            if response.disconnect_after is not None and response.disconnect_after >= len(response.chunks):
                exchange.aborted_by_server = True
                writer.transport.abort()
                return
            writer.write(b"0\r\n\r\n")
            await writer.drain()
            exchange.completed = True
        finally:
            if not watcher.done():
                watcher.cancel()

    @staticmethod
    async def _watch(reader: asyncio.StreamReader, exchange: Exchange) -> None:
        """Notice the client closing: EOF (or a reset) on the request side of the socket."""
        try:
            while await reader.read(65536):
                pass
        except (ConnectionError, OSError):
            pass
        if not exchange.completed:
            exchange.client_closed_early = True
