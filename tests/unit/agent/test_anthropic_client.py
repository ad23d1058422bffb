"""AnthropicClient against the real fake server: typed events, tool use, errors, Stop."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import aclosing

import pytest

from goclaw_lite.model.chat import ToolCall
from goclaw_lite.providers.anthropic import ANTHROPIC_VERSION, AnthropicClient
from goclaw_lite.providers.base import (
    ChatMessage,
    ChatRequest,
    ReasoningDelta,
    StreamEnd,
    StreamEvent,
    TextDelta,
    ToolCallComplete,
    ToolSpec,
    Usage,
)
from goclaw_lite.providers.errors import ProviderError, ProviderErrorKind
from tests.support.fake_llm import (
    ANTHROPIC_PATH,
    FakeLLMServer,
    JSONResponse,
    StreamResponse,
    anthropic_text_stream,
    anthropic_tool_stream,
    context_overflow,
    model_not_found,
    overloaded,
    rate_limited,
    rechunk,
    server_error,
    sse,
    unauthorized,
)

KEY = "sk-ant-api03-" + "k" * 40
REQUEST = ChatRequest(model="fake-claude", messages=(ChatMessage("user", "hi"),), system="You are terse.")


@pytest.fixture
async def client(fake_llm: FakeLLMServer) -> AsyncIterator[AnthropicClient]:
    fake_llm.expected_api_key = KEY
    instance = AnthropicClient(name="claude", base_url=fake_llm.base_url, api_key=KEY)
    yield instance
    await instance.aclose()


async def collect(client: AnthropicClient, request: ChatRequest = REQUEST) -> list[StreamEvent]:
    async with aclosing(client.stream(request)) as events:
        return [event async for event in events]


def text_of(events: list[StreamEvent]) -> str:
    return "".join(e.text for e in events if isinstance(e, TextDelta))


async def test_plain_answer_headers_and_body(client: AnthropicClient, fake_llm: FakeLLMServer) -> None:
    text = "Bonjour, 世界 — ça va? 🦀"
    fake_llm.script_anthropic(StreamResponse(rechunk(anthropic_text_stream(text), 1)))
    events = await collect(client)
    assert text_of(events) == text
    assert events[-2:] == [Usage(15, 9), StreamEnd("stop", "end_turn")]
    sent = fake_llm.requests_to(ANTHROPIC_PATH)[0]
    assert sent.headers["anthropic-version"] == ANTHROPIC_VERSION and sent.headers["x-api-key"] == "<redacted>"
    assert sent.auth_ok and "authorization" not in sent.headers
    assert sent.body["system"] == "You are terse." and sent.body["stream"] is True and sent.body["max_tokens"] > 0
    assert sent.body["messages"] == [{"role": "user", "content": [{"type": "text", "text": "hi"}]}]


async def test_parallel_tool_use_split_across_chunks(client: AnthropicClient, fake_llm: FakeLLMServer) -> None:
    calls = [("toolu_1", "get_weather", '{"city": "Đà Nẵng"}'), ("toolu_2", "get_time", '{"tz": "UTC"}')]
    fake_llm.script_anthropic(StreamResponse(rechunk(anthropic_tool_stream(calls, text_before="Checking both.", piece=3), 5)))
    events = await collect(client)
    assert text_of(events) == "Checking both."
    assert [(e.index, e.call) for e in events if isinstance(e, ToolCallComplete)] == [
        (0, ToolCall("toolu_1", "get_weather", '{"city": "Đà Nẵng"}')),
        (1, ToolCall("toolu_2", "get_time", '{"tz": "UTC"}')),
    ]
    assert events[-1] == StreamEnd("tool_calls", "tool_use")


async def test_thinking_blocks_stream_as_reasoning(client: AnthropicClient, fake_llm: FakeLLMServer) -> None:
    chunks = anthropic_text_stream("Answer.")
    thinking = [
        sse({"type": "content_block_start", "index": 5, "content_block": {"type": "thinking", "thinking": ""}}, event="content_block_start"),
        sse({"type": "content_block_delta", "index": 5, "delta": {"type": "thinking_delta", "thinking": "Hmm."}}, event="content_block_delta"),
        sse({"type": "content_block_delta", "index": 5, "delta": {"type": "signature_delta", "signature": "x"}}, event="content_block_delta"),
        sse({"type": "content_block_stop", "index": 5}, event="content_block_stop"),
    ]
    fake_llm.script_anthropic(StreamResponse(chunks[:2] + thinking + chunks[2:]))
    events = await collect(client)
    assert [e.text for e in events if isinstance(e, ReasoningDelta)] == ["Hmm."] and text_of(events) == "Answer."


async def test_tool_results_are_user_blocks_and_turns_merge(client: AnthropicClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_anthropic(StreamResponse(anthropic_text_stream("Done.")))
    calls = (ToolCall("toolu_1", "a", '{"x": 1}'), ToolCall("toolu_2", "b", "not json"))
    request = ChatRequest(
        model="fake-claude",
        messages=(
            ChatMessage("user", "do both"),
            ChatMessage("assistant", "On it.", tool_calls=calls),
            ChatMessage("tool", "one", tool_call_id="toolu_1"),
            ChatMessage("tool", "two", tool_call_id="toolu_2"),
            ChatMessage("user", "thanks"),
        ),
        tools=(ToolSpec("a", "tool a", {"type": "object", "properties": {"x": {"type": "integer"}}}),),
    )
    await collect(client, request)
    body = fake_llm.requests_to(ANTHROPIC_PATH)[0].body
    assert [m["role"] for m in body["messages"]] == ["user", "assistant", "user"]
    assert body["messages"][1]["content"] == [
        {"type": "text", "text": "On it."},
        {"type": "tool_use", "id": "toolu_1", "name": "a", "input": {"x": 1}},
        {"type": "tool_use", "id": "toolu_2", "name": "b", "input": {}},
    ]
    assert body["messages"][2]["content"] == [
        {"type": "tool_result", "tool_use_id": "toolu_1", "content": "one"},
        {"type": "tool_result", "tool_use_id": "toolu_2", "content": "two"},
        {"type": "text", "text": "thanks"},
    ]
    assert body["tools"] == [{"name": "a", "description": "tool a", "input_schema": request.tools[0].parameters}]
    assert "system" not in body


@pytest.mark.parametrize(
    ("response", "kind"),
    [
        (overloaded(), ProviderErrorKind.OVERLOADED),
        (rate_limited(retry_after=4, anthropic=True), ProviderErrorKind.RATE_LIMITED),
        (server_error(anthropic=True), ProviderErrorKind.SERVER),
        (model_not_found("fake-claude", anthropic=True), ProviderErrorKind.MODEL_NOT_FOUND),
        (context_overflow(anthropic=True), ProviderErrorKind.CONTEXT_OVERFLOW),
    ],
)
async def test_http_errors(client: AnthropicClient, fake_llm: FakeLLMServer, response: JSONResponse, kind: ProviderErrorKind) -> None:
    fake_llm.script_anthropic(response)
    with pytest.raises(ProviderError) as caught:
        await collect(client)
    assert caught.value.kind is kind and caught.value.status == response.status


async def test_wrong_key_is_auth_and_not_echoed(fake_llm: FakeLLMServer) -> None:
    fake_llm.expected_api_key = KEY
    wrong = "sk-ant-api03-" + "w" * 40
    client = AnthropicClient(name="claude", base_url=fake_llm.base_url, api_key=wrong)
    try:
        with pytest.raises(ProviderError) as caught:
            await collect(client)
    finally:
        await client.aclose()
    assert caught.value.kind is ProviderErrorKind.AUTH and wrong not in str(caught.value)
    assert unauthorized(anthropic=True).status == fake_llm.exchanges[0].status


async def test_error_event_mid_stream_keeps_partial(client: AnthropicClient, fake_llm: FakeLLMServer) -> None:
    chunks = anthropic_text_stream("partial words here")[:5]
    chunks.append(sse({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}, event="error"))
    fake_llm.script_anthropic(StreamResponse(chunks))
    seen: list[StreamEvent] = []
    with pytest.raises(ProviderError) as caught:
        async with aclosing(client.stream(REQUEST)) as events:
            async for event in events:
                seen.append(event)
    assert text_of(seen) == "partial words"
    assert caught.value.kind is ProviderErrorKind.OVERLOADED and caught.value.partial and not caught.value.falls_back


async def test_disconnect_mid_stream(client: AnthropicClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_anthropic(StreamResponse(anthropic_text_stream("a b c d e"), disconnect_after=5))
    with pytest.raises(ProviderError) as caught:
        await collect(client)
    assert caught.value.kind is ProviderErrorKind.CONNECTION and caught.value.partial


async def test_list_models(client: AnthropicClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.models = ["claude-b", "claude-a"]
    assert await client.list_models() == ["claude-a", "claude-b"]
    assert fake_llm.exchanges[0].path == "/v1/models" and fake_llm.exchanges[0].headers["x-api-key"] == "<redacted>"


async def test_cancel_closes_the_connection(client: AnthropicClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_anthropic(StreamResponse(anthropic_text_stream(" ".join(["slow"] * 40)), delay=0.05))
    started = asyncio.Event()

    async def consume() -> None:
        async with aclosing(client.stream(REQUEST)) as events:
            async for event in events:
                if isinstance(event, TextDelta):
                    started.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(started.wait(), 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    exchange = fake_llm.requests_to(ANTHROPIC_PATH)[0]
    assert await asyncio.to_thread(exchange.wait_closed, 5)
    assert exchange.client_closed_early and not exchange.completed
