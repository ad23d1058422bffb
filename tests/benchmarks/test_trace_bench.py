"""What tracing costs a run, as a ratio to the same runs with tracing off, in the same process.

Each run is a real chat run against the fake OpenAI-compatible server: a model call asking for three
tool calls, the tools, a second model call with the answer (7 spans: the run, its memory recall, 2
model calls, 3 tool calls). The tracer only queues; `TraceWriter` writes in the background, so its
cost could land in whichever run happens to be going. To charge it all to tracing, runs go in
blocks: a block of traced runs ends with a flush of the writer (inside the block's time), a block of
untraced runs does not; traced and untraced blocks alternate in both orders (ABBA), so a machine
that slows down part-way slows both. Reported: the ratio of the median run times (a traced run's
time includes its share of its block's closing flush; target under 1.03), the median of the ratios
of each traced block to the untraced block next to it and the ratio of the blocks' median CPU time
per run (the process's, every thread: less blurred by the load), the overhead per span (target
under 1 ms), the time spent in the tracer (in the run's path) and in the writer's flushes (in the
background; conservatively, waiting for the database counts) per span and as a share of the traced
time, and what a run's trace takes in the database file (SQLite's dbstat: the pages of `traces`,
`spans` and their indexes, divided by the runs). Small scale (4 blocks of 5 runs each) in the suite,
20 blocks of 10 with GOCLAW_BENCH=full; numbers go to test-output/benchmarks/traces.json. The direct
per-span cost is asserted loosely (under 5 ms: a broken tracer, not a slow machine).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from goclaw_lite.agent.service import ChatService  # noqa: E402
from goclaw_lite.agent.tools import ToolRegistry  # noqa: E402
from goclaw_lite.agent.tools.current_time import CurrentTimeTool  # noqa: E402
from goclaw_lite.app.context import open_app  # noqa: E402
from goclaw_lite.config import resolve_paths  # noqa: E402
from goclaw_lite.model.chat_api import RunFinished  # noqa: E402
from goclaw_lite.store.definitions.agents import AgentStore  # noqa: E402
from goclaw_lite.store.definitions.providers import ProviderStore  # noqa: E402
from goclaw_lite.store.records.traces import TraceWriter  # noqa: E402
from goclaw_lite.tracing.tracer import Tracer  # noqa: E402
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream, openai_tool_stream  # noqa: E402

FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
BLOCKS, BLOCK_RUNS = (20, 10) if FULL else (4, 5)
RUNS = BLOCKS * BLOCK_RUNS
SPANS_PER_RUN = 7
ZONES = ("UTC", "Asia/Tokyo", "Europe/Lisbon")
CALLS = [(f"call_{n}", "current_time", json.dumps({"timezone": tz})) for n, tz in enumerate(ZONES)]
ANSWER = " ".join(["The", "times", "are", "noted", "and", "compared", "for", "you."] * 8)


async def one_run(service: ChatService, server: FakeLLMServer) -> float:
    server.script_openai(StreamResponse(openai_tool_stream(CALLS)), StreamResponse(openai_text_stream(ANSWER)))
    started = time.perf_counter()
    run = await service.send("What time is it in three places?")
    final = await run.wait()
    elapsed = time.perf_counter() - started
    assert isinstance(final, RunFinished) and final.state == "complete", final
    return elapsed


async def one_block(service: ChatService, server: FakeLLMServer, writer: TraceWriter | None) -> list[float]:
    """Each run's seconds, with the writer's flush at the block's end (traced blocks) shared among them;
    last, the block's CPU seconds per run (every thread of the process: the loop, SQLite's, the fake server's)."""
    cpu = time.process_time()
    times = [await one_run(service, server) for _ in range(BLOCK_RUNS)]
    if writer is not None:
        started = time.perf_counter()
        await writer.flush()
        share = (time.perf_counter() - started) / BLOCK_RUNS
        times = [t + share for t in times]
    return [*times, (time.process_time() - cpu) / BLOCK_RUNS]


def median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


@pytest.mark.benchmark
async def test_tracing_overhead_and_storage(isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    inside = {"tracer": 0.0, "writer": 0.0}

    def timing(cls: type, name: str, key: str) -> None:
        original = getattr(cls, name)
        if asyncio.iscoroutinefunction(original):
            async def timed_async(self: object, *args: object, _original: Any = original, **kwargs: object) -> Any:
                started = time.perf_counter()
                try:
                    return await _original(self, *args, **kwargs)
                finally:
                    inside[key] += time.perf_counter() - started
            monkeypatch.setattr(cls, name, timed_async)
            return

        def timed(self: object, *args: object, _original: Any = original, **kwargs: object) -> Any:
            started = time.perf_counter()
            try:
                return _original(self, *args, **kwargs)
            finally:
                inside[key] += time.perf_counter() - started
        monkeypatch.setattr(cls, name, timed)

    for name in ("start", "end", "record", "begin", "finish"):
        timing(Tracer, name, "tracer")
    timing(TraceWriter, "flush", "writer")
    server = FakeLLMServer().start()
    app = await open_app(resolve_paths(), program="bench")
    try:
        await ProviderStore(app.stores.db, app.stores.identity, None).create(
            "local", provider_type="openai_compat", api_base=server.openai_base)
        await AgentStore(app.stores.db, app.stores.identity).create(
            "bench", provider="local", model="fake-small", tool_policy={"*": "allow"})
        services = {
            on: ChatService(app.stores, registry=ToolRegistry([CurrentTimeTool()]), runs_per_minute=0, tracing=on)
            for on in (True, False)
        }
        writer = TraceWriter.of(services[True].traces)
        for service in services.values():  # warm both paths (imports, first statements) before timing
            await one_run(service, server)
        await writer.flush()
        blocks: dict[bool, list[list[float]]] = {True: [], False: []}
        inside.update(tracer=0.0, writer=0.0)
        for n in range(BLOCKS):
            for on in ((True, False) if n % 2 else (False, True)):
                blocks[on].append(await one_block(services[on], server, writer if on else None))
        for service in services.values():
            await service.aclose()
        db = app.stores.db
        traces, spans = await services[True].traces.storage()
        pages = await db.fetch_value(
            "SELECT SUM(pgsize) FROM dbstat WHERE name IN ('traces', 'spans') "
            "OR name IN (SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('traces', 'spans'))")
        payload = await db.fetch_value(
            "SELECT SUM(LENGTH(id) + LENGTH(trace_id) + COALESCE(LENGTH(name), 0) + COALESCE(LENGTH(input_preview), 0) "
            "+ COALESCE(LENGTH(output_preview), 0) + COALESCE(LENGTH(metadata), 0)) FROM spans")
    finally:
        await app.close()
        server.stop()
    assert traces == RUNS + 1 and spans == (RUNS + 1) * SPANS_PER_RUN

    on, off = (median([t for block in blocks[flag] for t in block[:-1]]) for flag in (True, False))
    cpu_on, cpu_off = (median([block[-1] for block in blocks[flag]]) for flag in (True, False))
    pairs = [sum(t[:-1]) / sum(u[:-1]) for t, u in zip(blocks[True], blocks[False], strict=True)]  # and its neighbour
    traced_total = sum(sum(block[:-1]) for block in blocks[True])
    per_span_ms = (on - off) / SPANS_PER_RUN * 1000
    direct = inside["tracer"] + inside["writer"]
    write_ms_per_span = direct / (RUNS * SPANS_PER_RUN) * 1000
    result = {
        "name": "traces",
        "scale": "full" if FULL else "small",
        "blocks_each": BLOCKS,
        "runs_per_block": BLOCK_RUNS,
        "spans_per_run": SPANS_PER_RUN,
        "median_run_ms_traced": round(on * 1000, 3),
        "median_run_ms_untraced": round(off * 1000, 3),
        "ratio_traced_to_untraced": round(on / off, 4),
        "median_ratio_of_adjacent_blocks": round(median(pairs), 4),
        "median_cpu_ms_per_run_traced": round(cpu_on * 1000, 3),
        "median_cpu_ms_per_run_untraced": round(cpu_off * 1000, 3),
        "cpu_ratio_traced_to_untraced": round(cpu_on / cpu_off, 4),
        "overhead_ms_per_run": round((on - off) * 1000, 3),
        "overhead_ms_per_span": round(per_span_ms, 3),
        "tracer_ms_per_run": round(inside["tracer"] / RUNS * 1000, 3),
        "writer_ms_per_run": round(inside["writer"] / RUNS * 1000, 3),
        "tracing_share_of_traced_time": round(direct / traced_total, 4),
        "tracing_ms_per_span": round(write_ms_per_span, 4),
        "bytes_on_disk_per_run": round(int(pages or 0) / traces),
        "span_payload_bytes_per_run": round(int(payload or 0) / traces),
    }
    out_dir = ROOT / "test-output" / "benchmarks"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "traces.json").write_text(json.dumps(result, indent=2) + "\n")
    print(f"\ntraces [{result['scale']}, {BLOCKS} blocks of {BLOCK_RUNS} runs each]: median run traced "
          f"{on * 1000:.2f} ms, untraced {off * 1000:.2f} ms = {result['ratio_traced_to_untraced']}x "
          f"(adjacent blocks: {result['median_ratio_of_adjacent_blocks']}x; "
          f"CPU {result['cpu_ratio_traced_to_untraced']}x); "
          f"{result['overhead_ms_per_span']} ms/span; tracer {result['tracer_ms_per_run']} ms/run + writer "
          f"{result['writer_ms_per_run']} ms/run = {result['tracing_ms_per_span']} ms/span "
          f"= {result['tracing_share_of_traced_time'] * 100:.2f}% of the traced runs' time; "
          f"{result['bytes_on_disk_per_run']} bytes on disk per run")
    assert write_ms_per_span < 5.0, result
