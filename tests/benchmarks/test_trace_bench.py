"""What tracing costs a run, as a ratio to the same runs with tracing off, in the same process.

Each run is a real chat run against the fake OpenAI-compatible server: a model call asking for
three tool calls, the tools, a second model call with the answer (7 spans: the run, its memory
recall, 2 model calls, 3 tool calls). Runs with tracing on and off alternate, so a machine that slows down
part-way slows both. Reported: the wall-time ratio (target under 1.03) and, as that ratio is
noisy on a shared machine, the time spent inside the tracer's two writes (`begin`, `finish`:
scrubbing, formatting, SQL) measured directly, per span (target under 1 ms) and as a share of the
traced runs' wall time (target under 3%), and what a run's trace takes in the database file (SQLite's dbstat: the
pages of `traces`, `spans` and their indexes, divided by the runs). Small scale (20 runs each)
in the suite, 200 with GOCLAW_BENCH=full; numbers go to test-output/benchmarks/traces.json.
The direct per-span cost is asserted loosely (under 5 ms: a broken tracer, not a slow machine).
"""

from __future__ import annotations

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
from goclaw_lite.tracing.tracer import Tracer  # noqa: E402
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream, openai_tool_stream  # noqa: E402

FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
RUNS = 200 if FULL else 20
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


@pytest.mark.benchmark
async def test_tracing_overhead_and_storage(isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    inside = {"s": 0.0}
    for name in ("begin", "finish"):
        original = getattr(Tracer, name)

        async def timed(self: Tracer, *args: object, _original: Any = original, **kwargs: object) -> Any:
            started = time.perf_counter()
            try:
                return await _original(self, *args, **kwargs)
            finally:
                inside["s"] += time.perf_counter() - started

        monkeypatch.setattr(Tracer, name, timed)
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
        for service in services.values():  # warm both paths (imports, first statements) before timing
            await one_run(service, server)
        times: dict[bool, list[float]] = {True: [], False: []}
        inside["s"] = 0.0
        for n in range(RUNS):
            for on in ((True, False) if n % 2 else (False, True)):
                times[on].append(await one_run(services[on], server))
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

    on, off = sum(times[True]), sum(times[False])
    per_span_ms = (on - off) / (RUNS * SPANS_PER_RUN) * 1000
    write_ms_per_span = inside["s"] / (RUNS * SPANS_PER_RUN) * 1000
    result = {
        "name": "traces",
        "scale": "full" if FULL else "small",
        "runs_each": RUNS,
        "spans_per_run": SPANS_PER_RUN,
        "traced_s": round(on, 4),
        "untraced_s": round(off, 4),
        "ratio_traced_to_untraced": round(on / off, 4),
        "median_run_ms_traced": round(sorted(times[True])[RUNS // 2] * 1000, 2),
        "median_run_ms_untraced": round(sorted(times[False])[RUNS // 2] * 1000, 2),
        "overhead_ms_per_run": round((on - off) / RUNS * 1000, 3),
        "overhead_ms_per_span": round(per_span_ms, 3),
        "tracer_writes_ms_per_run": round(inside["s"] / RUNS * 1000, 3),
        "tracer_writes_share_of_traced_time": round(inside["s"] / on, 4),
        "tracer_writes_ms_per_span": round(write_ms_per_span, 4),
        "bytes_on_disk_per_run": round(int(pages or 0) / traces),
        "span_payload_bytes_per_run": round(int(payload or 0) / traces),
    }
    out_dir = ROOT / "test-output" / "benchmarks"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "traces.json").write_text(json.dumps(result, indent=2) + "\n")
    print(f"\ntraces [{result['scale']}, {RUNS} runs each]: traced {on * 1000:.0f} ms, untraced {off * 1000:.0f} ms = "
          f"{result['ratio_traced_to_untraced']}x; {result['overhead_ms_per_span']} ms/span; tracer writes "
          f"{result['tracer_writes_ms_per_run']} ms/run = {result['tracer_writes_ms_per_span']} ms/span "
          f"= {result['tracer_writes_share_of_traced_time'] * 100:.2f}% of the traced runs' time; "
          f"{result['bytes_on_disk_per_run']} bytes on disk per run")
    assert write_ms_per_span < 5.0, result
