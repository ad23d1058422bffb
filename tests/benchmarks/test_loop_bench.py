"""Per-token cost of the run loop, as a ratio to reading the same SSE stream raw with httpx.

Three readings of one scripted answer from the real fake server, in the same run:

* raw: httpx streams the response body to the end (the floor: socket + HTTP);
* client: the OpenAI-compatible client decodes it into events (SSE + JSON per chunk);
* loop: `ChatService.send` to `RunFinished` — the client plus fallback routing, a
  `TokenDelta` event per token, partial checkpoints to SQLite, the assistant row written.

The per-token overhead is (loop - raw) / tokens. Small scale (2,000 tokens) in the normal
suite, 50,000 with GOCLAW_BENCH=full. Never fails on a time: it checks every token arrived
and the stored answer is whole, and writes the numbers to test-output/benchmarks/loop.json.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from contextlib import aclosing
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from goclaw_lite.agent.service import ChatService  # noqa: E402
from goclaw_lite.agent.tools import ToolRegistry  # noqa: E402
from goclaw_lite.app.context import open_app  # noqa: E402
from goclaw_lite.config import resolve_paths  # noqa: E402
from goclaw_lite.model.chat_api import RunFinished, TokenDelta  # noqa: E402
from goclaw_lite.providers import ChatMessage, ChatRequest, TextDelta  # noqa: E402
from goclaw_lite.providers.openai_compat import OpenAICompatClient  # noqa: E402
from goclaw_lite.store.definitions.agents import AgentStore  # noqa: E402
from goclaw_lite.store.definitions.providers import ProviderStore  # noqa: E402
from tests.support.fake_llm import OPENAI_PATH, FakeLLMServer, StreamResponse, openai_text_stream, rechunk  # noqa: E402

FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
TOKENS = 50_000 if FULL else 2_000
ROUNDS = 3
CHUNK_BYTES = 8192


def make_tokens(n: int) -> list[str]:
    words = ["the", "loop", "streams", "tokens", "quickly", "über", "naïve", "data", "42", "and", "then", "stops"]
    return [f" {words[i % len(words)]}" for i in range(n)]


async def read_raw(server: FakeLLMServer) -> tuple[float, int]:
    async with httpx.AsyncClient(timeout=60, trust_env=False) as client:
        started = time.perf_counter()
        size = 0
        async with client.stream("POST", server.openai_base + "/chat/completions", json={"model": "fake-small", "stream": True}) as response:
            async for piece in response.aiter_bytes():
                size += len(piece)
        return time.perf_counter() - started, size


async def read_client(server: FakeLLMServer) -> tuple[float, int]:
    client = OpenAICompatClient(name="local", base_url=server.openai_base)
    try:
        started = time.perf_counter()
        count = 0
        request = ChatRequest(model="fake-small", messages=(ChatMessage("user", "go"),))
        async with aclosing(client.stream(request)) as events:
            async for event in events:
                if isinstance(event, TextDelta):
                    count += 1
        return time.perf_counter() - started, count
    finally:
        await client.aclose()


async def read_loop(service: ChatService) -> tuple[float, int, str]:
    started = time.perf_counter()
    run = await service.send("go")
    count = 0
    final: RunFinished | None = None
    async for event in run.events():
        if isinstance(event, TokenDelta):
            count += 1
        elif isinstance(event, RunFinished):
            final = event
    elapsed = time.perf_counter() - started
    assert final is not None and final.state == "complete", final
    stored = await service.conversations.get_message(final.final_message_id or "")
    return elapsed, count, stored.text


@pytest.mark.benchmark
async def test_loop_overhead_per_token(isolated_home: Path) -> None:
    tokens = make_tokens(TOKENS)
    stream = rechunk(openai_text_stream(tokens), CHUNK_BYTES)
    server = FakeLLMServer().start()
    app = await open_app(resolve_paths(), program="bench")
    try:
        await ProviderStore(app.stores.db, app.stores.identity, None).create(
            "local", provider_type="openai_compat", api_base=server.openai_base
        )
        await AgentStore(app.stores.db, app.stores.identity).create("bench", provider="local", model="fake-small")
        service = ChatService(app.stores, registry=ToolRegistry(), runs_per_minute=0)
        raw_times, client_times, loop_times = [], [], []
        for _ in range(ROUNDS):
            server.script_openai(StreamResponse(stream), StreamResponse(stream), StreamResponse(stream))
            t, size = await read_raw(server)
            assert size == sum(len(c) for c in stream)
            raw_times.append(t)
            t, count = await read_client(server)
            assert count == TOKENS
            client_times.append(t)
            t, count, text = await read_loop(service)
            assert count == TOKENS and text == "".join(tokens)
            loop_times.append(t)
        await service.aclose()
        # Each exchange is marked completed once the server's last write drained, which may
        # trail the client's last read: wait for every connection to close before looking.
        exchanges = server.requests_to(OPENAI_PATH)
        assert all([await asyncio.to_thread(e.wait_closed, 5) for e in exchanges])
    finally:
        await app.close()
        server.stop()
    assert all(e.completed for e in exchanges)

    raw, client, loop = min(raw_times), min(client_times), min(loop_times)
    result = {
        "name": "loop",
        "scale": "full" if FULL else "small",
        "tokens": TOKENS,
        "bytes": sum(len(c) for c in stream),
        "raw_s": round(raw, 4),
        "client_s": round(client, 4),
        "loop_s": round(loop, 4),
        "ratio_loop_to_raw": round(loop / raw, 2),
        "ratio_client_to_raw": round(client / raw, 2),
        "overhead_us_per_token": round((loop - raw) / TOKENS * 1e6, 2),
        "loop_only_us_per_token": round((loop - client) / TOKENS * 1e6, 2),
        "tokens_per_s": round(TOKENS / loop),
    }
    out_dir = ROOT / "test-output" / "benchmarks"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "loop.json").write_text(json.dumps(result, indent=2) + "\n")
    print(
        f"\nloop [{result['scale']}, {TOKENS} tokens]: raw {raw * 1000:.1f} ms, client {client * 1000:.1f} ms, "
        f"loop {loop * 1000:.1f} ms = {result['ratio_loop_to_raw']}x raw; "
        f"{result['overhead_us_per_token']} µs/token over raw ({result['loop_only_us_per_token']} µs/token above the client)"
    )
