"""OpenAICompatClient against the real fake server: streaming, tool calls, quirks, errors, Stop."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import aclosing

import pytest

from goclaw_lite.model.chat import ToolCall
from goclaw_lite.providers.base import (
    ChatMessage,
    ChatRequest,
    ReasoningDelta,
    StreamEnd,
    StreamEvent,
    TextDelta,
    ToolCallComplete,
    ToolCallDelta,
    ToolSpec,
    Usage,
)
from goclaw_lite.providers.errors import ProviderError, ProviderErrorKind
from goclaw_lite.providers.openai_compat import OpenAICompatClient
from tests.support.fake_llm import (
    OPENAI_PATH,
    FakeLLMServer,
    JSONResponse,
    StreamResponse,
    context_overflow,
    model_not_found,
    openai_chunk,
    openai_error,
    openai_text_stream,
    openai_tool_stream,
    rate_limited,
    rechunk,
    server_error,
    sse,
    unauthorized,
)

REQUEST = ChatRequest(model="fake-small", messages=(ChatMessage("user", "hi"),), system="Be brief.")
WEATHER_ARGS = '{"city": "Đà Nẵng", "unit": "°C", "note": "🌧️ rain"}'


@pytest.fixture
async def client(fake_llm: FakeLLMServer) -> AsyncIterator[OpenAICompatClient]:
    instance = OpenAICompatClient(name="local", base_url=fake_llm.openai_base)
    yield instance
    await instance.aclose()


async def collect(client: OpenAICompatClient, request: ChatRequest = REQUEST) -> list[StreamEvent]:
    async with aclosing(client.stream(request)) as events:
        return [event async for event in events]


def text_of(events: list[StreamEvent]) -> str:
    return "".join(e.text for e in events if isinstance(e, TextDelta))


def calls_of(events: list[StreamEvent]) -> list[ToolCall]:
    return [e.call for e in events if isinstance(e, ToolCallComplete)]


async def test_plain_answer_token_by_token(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_openai(StreamResponse(openai_text_stream("Hello there, friend.")))
    events = await collect(client)
    assert [e.text for e in events if isinstance(e, TextDelta)] == ["Hello", " there,", " friend."]
    assert events[-2:] == [Usage(12, 7), StreamEnd("stop", "stop")]
    sent = fake_llm.requests_to(OPENAI_PATH)[0]
    assert sent.body["stream"] is True and sent.body["stream_options"] == {"include_usage": True}
    assert sent.body["messages"] == [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"}]
    assert sent.body["model"] == "fake-small" and "authorization" not in sent.headers
    # The server marks the exchange completed after its last write drains, which can be a
    # moment after the client has read everything: wait for the connection to close first.
    assert await asyncio.to_thread(sent.wait_closed, 5)
    assert sent.completed and not sent.client_closed_early


async def test_unicode_split_mid_character_at_byte_level(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    text = "Grüße aus Đà Nẵng — 世界 🦀🏳️‍🌈!"
    fake_llm.script_openai(StreamResponse(rechunk(openai_text_stream(text), 1)))
    events = await collect(client)
    assert text_of(events) == text and "\ufffd" not in text_of(events)


async def test_tool_call_deltas_split_across_chunks(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    chunks = openai_tool_stream([("call_abc", "get_weather", WEATHER_ARGS)], piece=3, text_before="Checking.")
    fake_llm.script_openai(StreamResponse(rechunk(chunks, 7)))  # JSON and UTF-8 cut in half
    events = await collect(client)
    assert text_of(events) == "Checking."
    deltas = [e for e in events if isinstance(e, ToolCallDelta)]
    assert deltas[0].id == "call_abc" and deltas[0].name == "get_weather"
    assert "".join(d.arguments_delta for d in deltas) == WEATHER_ARGS
    assert calls_of(events) == [ToolCall("call_abc", "get_weather", WEATHER_ARGS)]
    assert json.loads(calls_of(events)[0].arguments_json)["city"] == "Đà Nẵng"
    assert events[-1] == StreamEnd("tool_calls", "tool_calls")


async def test_parallel_tool_calls_interleaved(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    calls = [("call_1", "get_weather", WEATHER_ARGS), ("call_2", "get_time", '{"tz": "Asia/Ho_Chi_Minh"}'), ("call_3", "noop", "")]
    fake_llm.script_openai(StreamResponse(openai_tool_stream(calls, piece=2, interleave=True)))
    events = await collect(client)
    assert calls_of(events) == [
        ToolCall("call_1", "get_weather", WEATHER_ARGS),
        ToolCall("call_2", "get_time", '{"tz": "Asia/Ho_Chi_Minh"}'),
        ToolCall("call_3", "noop", "{}"),  # no arguments at all reads as an empty object
    ]
    assert [e.index for e in events if isinstance(e, ToolCallComplete)] == [0, 1, 2]


@pytest.mark.parametrize(
    "quirk",
    [
        {"repeat_name": True},
        {"empty_name_later": True},
        {"repeat_id": True},
        {"omit_index": True},
        {"piece": 10_000},  # arguments in one piece
        {"usage": None},
        {"finish_reason": "stop"},  # a server that says "stop" after tool calls
    ],
)
async def test_tool_call_server_quirks(client: OpenAICompatClient, fake_llm: FakeLLMServer, quirk: dict) -> None:
    calls = [("call_1", "get_weather", WEATHER_ARGS), ("call_2", "get_time", "{}")]
    fake_llm.script_openai(StreamResponse(openai_tool_stream(calls, **quirk)))
    events = await collect(client)
    assert calls_of(events) == [ToolCall("call_1", "get_weather", WEATHER_ARGS), ToolCall("call_2", "get_time", "{}")]
    assert events[-1].finish_reason == "tool_calls"  # type: ignore[union-attr]
    assert any(isinstance(e, Usage) for e in events) is (quirk.get("usage", ()) is not None)


async def test_index_reused_for_parallel_calls_and_arguments_repeated_whole(
    client: OpenAICompatClient, fake_llm: FakeLLMServer
) -> None:
    def tool(item: dict) -> bytes:
        return sse(openai_chunk({"tool_calls": [item]}))

    chunks = [
        tool({"index": 0, "id": "a", "function": {"name": "first", "arguments": '{"x": '}}),
        tool({"index": 0, "function": {"arguments": "1}"}}),
        tool({"index": 0, "function": {"arguments": '{"x": 1}'}}),  # the whole thing again
        tool({"index": 0, "id": "b", "function": {"name": "second", "arguments": '{"y"'}}),  # index 0 reused
        tool({"index": 0, "function": {"arguments": '{"y": 2}'}}),  # cumulative arguments
        sse(openai_chunk({}, finish_reason="tool_calls")),
        b"data: [DONE]\n\n",
    ]
    fake_llm.script_openai(StreamResponse(chunks))
    assert calls_of(await collect(client)) == [ToolCall("a", "first", '{"x": 1}'), ToolCall("b", "second", '{"y": 2}')]


async def test_missing_ids_are_generated_and_reasoning_is_separate(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    chunks = [
        sse(openai_chunk({"reasoning_content": "Let me think. "})),
        sse(openai_chunk({"reasoning": "Still thinking."})),
        sse(openai_chunk({"content": "Answer."})),
        sse(openai_chunk({"tool_calls": [{"index": 0, "function": {"name": "f", "arguments": {"a": 1}}}]})),
        sse(openai_chunk({}, finish_reason="tool_calls", usage={"prompt_tokens": 3, "completion_tokens": 4})),
    ]  # usage in the last chunk, and no [DONE]
    fake_llm.script_openai(StreamResponse(chunks))
    events = await collect(client)
    assert "".join(e.text for e in events if isinstance(e, ReasoningDelta)) == "Let me think. Still thinking."
    assert text_of(events) == "Answer."
    (call,) = calls_of(events)
    assert call.id.startswith("call_") and call.name == "f" and json.loads(call.arguments_json) == {"a": 1}
    assert Usage(3, 4) in events


async def test_mid_stream_disconnect_keeps_the_partial(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_openai(StreamResponse(openai_text_stream("one two three four five"), disconnect_after=4))
    seen: list[StreamEvent] = []
    with pytest.raises(ProviderError) as caught:
        async with aclosing(client.stream(REQUEST)) as events:
            async for event in events:
                seen.append(event)
    assert text_of(seen) == "one two three"
    assert caught.value.kind is ProviderErrorKind.CONNECTION and caught.value.partial and not caught.value.falls_back
    assert fake_llm.requests_to(OPENAI_PATH)[0].aborted_by_server


async def test_clean_end_without_finish_is_a_truncated_answer(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_openai(StreamResponse(openai_text_stream("cut short here")[:3]))
    with pytest.raises(ProviderError) as caught:
        await collect(client)
    assert caught.value.kind is ProviderErrorKind.CONNECTION and caught.value.partial


async def test_error_event_inside_the_stream(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    chunks = [*openai_text_stream("partial answer")[:2], sse({"error": {"code": 502, "message": "upstream died"}})]
    fake_llm.script_openai(StreamResponse(chunks))
    with pytest.raises(ProviderError) as caught:
        await collect(client)
    assert caught.value.kind is ProviderErrorKind.SERVER and caught.value.partial and "upstream died" in str(caught.value)


@pytest.mark.parametrize(
    ("response", "kind"),
    [
        (rate_limited(retry_after=2), ProviderErrorKind.RATE_LIMITED),
        (server_error(), ProviderErrorKind.SERVER),
        (unauthorized(), ProviderErrorKind.AUTH),
        (model_not_found("fake-small"), ProviderErrorKind.MODEL_NOT_FOUND),
        (context_overflow(), ProviderErrorKind.CONTEXT_OVERFLOW),
        (openai_error(400, "messages.0.content: invalid type"), ProviderErrorKind.BAD_REQUEST),
    ],
)
async def test_http_errors_are_classified(
    client: OpenAICompatClient, fake_llm: FakeLLMServer, response: JSONResponse, kind: ProviderErrorKind
) -> None:
    fake_llm.script_openai(response)
    with pytest.raises(ProviderError) as caught:
        await collect(client)
    assert caught.value.kind is kind and caught.value.status == response.status and not caught.value.partial
    if kind is ProviderErrorKind.RATE_LIMITED:
        assert caught.value.retry_after == 2.0


async def test_api_key_is_sent_as_bearer_and_never_recorded_or_echoed(fake_llm: FakeLLMServer) -> None:
    key = "sk-local-0123456789abcdefghij"
    fake_llm.expected_api_key = key
    fake_llm.script_openai(StreamResponse(openai_text_stream("ok")))
    good = OpenAICompatClient(name="cloud", base_url=fake_llm.openai_base, api_key=key)
    bad = OpenAICompatClient(name="cloud", base_url=fake_llm.openai_base, api_key="sk-wrong-9876543210zyxwvutsrq")
    try:
        assert text_of(await collect(good)) == "ok"
        with pytest.raises(ProviderError) as caught:
            await collect(bad)
    finally:
        await good.aclose()
        await bad.aclose()
    assert caught.value.kind is ProviderErrorKind.AUTH
    assert "sk-wrong" not in str(caught.value) and key not in repr(good)
    recorded = fake_llm.exchanges[0]
    assert recorded.auth_present and recorded.headers["authorization"] == "<redacted>"


async def test_retries_once_without_stream_options_when_refused(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_openai(
        openai_error(400, "Unrecognized request argument supplied: stream_options"),
        StreamResponse(openai_text_stream("fine", usage=None)),
    )
    assert text_of(await collect(client)) == "fine"
    first, second = fake_llm.requests_to(OPENAI_PATH)
    assert "stream_options" in first.body and "stream_options" not in second.body


async def test_server_answering_without_streaming(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    completion = {
        "id": "c",
        "object": "chat.completion",
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": "whole answer",
                    "tool_calls": [{"id": "t1", "type": "function", "function": {"name": "f", "arguments": "{}"}}],
                },
                "finish_reason": "tool_calls",
            }
        ],
        "usage": {"prompt_tokens": 5, "completion_tokens": 2},
    }
    fake_llm.script_openai(JSONResponse(completion))
    events = await collect(client)
    assert text_of(events) == "whole answer" and calls_of(events) == [ToolCall("t1", "f", "{}")]
    assert events[-2:] == [Usage(5, 2), StreamEnd("tool_calls", "tool_calls")]


async def test_tool_turns_and_tools_are_sent_in_openai_shape(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_openai(StreamResponse(openai_text_stream("It is 18 °C.")))
    call = ToolCall("call_1", "get_weather", '{"city": "Paris"}')
    request = ChatRequest(
        model="fake-small",
        messages=(
            ChatMessage("user", "Weather?"),
            ChatMessage("assistant", None, tool_calls=(call,)),
            ChatMessage("tool", '{"temp_c": 18}', tool_call_id="call_1"),
        ),
        tools=(ToolSpec("get_weather", "Current weather", {"type": "object", "properties": {"city": {"type": "string"}}}),),
        max_tokens=256,
        temperature=0.2,
    )
    await collect(client, request)
    body = fake_llm.requests_to(OPENAI_PATH)[0].body
    assert body["messages"][1] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}],
    }
    assert body["messages"][2] == {"role": "tool", "tool_call_id": "call_1", "content": '{"temp_c": 18}'}
    assert body["tools"][0]["function"]["name"] == "get_weather" and body["tools"][0]["type"] == "function"
    assert body["max_tokens"] == 256 and body["temperature"] == 0.2


async def test_list_models(fake_llm: FakeLLMServer) -> None:
    fake_llm.models = ["qwen2.5:7b", "llama3.2:3b"]
    with_v1 = OpenAICompatClient(name="ollama", base_url=fake_llm.openai_base)
    bare = OpenAICompatClient(name="other", base_url=fake_llm.base_url)  # a server serving /models
    try:
        assert await with_v1.list_models() == ["llama3.2:3b", "qwen2.5:7b"]
        assert await bare.list_models() == ["llama3.2:3b", "qwen2.5:7b"]
    finally:
        await with_v1.aclose()
        await bare.aclose()
    assert [e.path for e in fake_llm.exchanges] == ["/v1/models", "/models"]


async def test_unreachable_server_is_a_connection_error() -> None:
    client = OpenAICompatClient(name="down", base_url="http://127.0.0.1:9/v1")
    try:
        with pytest.raises(ProviderError) as caught:
            await collect(client)
        with pytest.raises(ProviderError):
            await client.list_models()
    finally:
        await client.aclose()
    assert caught.value.kind is ProviderErrorKind.CONNECTION and caught.value.falls_back


async def test_cancelling_the_consumer_closes_the_connection(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    words = " ".join(f"w{i}" for i in range(50))
    fake_llm.script_openai(StreamResponse(openai_text_stream(words), delay=0.05))
    first_token = asyncio.Event()
    seen: list[StreamEvent] = []

    async def consume() -> None:
        async with aclosing(client.stream(REQUEST)) as events:
            async for event in events:
                seen.append(event)
                first_token.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(first_token.wait(), 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    exchange = fake_llm.requests_to(OPENAI_PATH)[0]
    assert await asyncio.to_thread(exchange.wait_closed, 5)
    assert exchange.client_closed_early and not exchange.completed
    assert exchange.chunks_sent < 50 and len(seen) < 50


async def test_breaking_out_early_closes_the_connection(client: OpenAICompatClient, fake_llm: FakeLLMServer) -> None:
    fake_llm.script_openai(StreamResponse(openai_text_stream(" ".join(["tok"] * 40)), delay=0.05))
    async with aclosing(client.stream(REQUEST)) as events:
        async for event in events:
            if isinstance(event, TextDelta):
                break  # the user pressed Stop
    exchange = fake_llm.requests_to(OPENAI_PATH)[0]
    assert await asyncio.to_thread(exchange.wait_closed, 5)
    assert exchange.client_closed_early
