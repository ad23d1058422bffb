"""MCP: what our layer adds to a tool call, and how long a stdio server takes to start.

* Overhead per call: the same `echo` tool of the same running server (ours, written with the
  SDK), called N times straight through the SDK's `ClientSession.call_tool` (the baseline),
  through `McpManager.call` (result mapping and scrubbing) and through `McpService.call` (as
  the run loop calls it: plus the server's row read and an activity row written), interleaved
  so load hits all three alike. Target: under 5 ms added per call (the service path).
* Start-up: from spawn to an initialised session, for mcp-server-time and our fault server.

Nothing fails on a time; the numbers go to test-output/benchmarks/mcp.json.
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.mcp.connection import McpConnection
from goclaw_lite.mcp.service import McpService
from tests.support.mcp_servers import FAULT_SERVER, PYTHON, fault_launch, python_tool, stdio_launch

ROOT = Path(__file__).resolve().parents[2]
CALLS = 200


async def _startup(launch_factory: object, runs: int = 3) -> list[float]:
    times = []
    for _ in range(runs):
        conn = McpConnection(launch_factory(), start_timeout=120)  # type: ignore[operator]
        started = time.perf_counter()
        await conn.start()
        times.append((time.perf_counter() - started) * 1000)
        await conn.close()
    return times


@pytest.mark.benchmark
async def test_call_overhead_and_startup(app: AppContext) -> None:
    service = McpService.from_stores(app.stores)
    await service.add("bench", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"], timeout_sec=60)
    try:
        conn = await service.manager.connection("bench")
        session = conn._session  # the SDK's own session: the baseline
        assert session is not None
        sdk, manager, full = [], [], []
        for i in range(CALLS):
            text = f"message {i}"
            t0 = time.perf_counter()
            raw = await session.call_tool("echo", {"text": text})
            t1 = time.perf_counter()
            mapped = await service.manager.call("bench", "echo", {"text": text})
            t2 = time.perf_counter()
            served = await service.call("bench", "echo", {"text": text})
            t3 = time.perf_counter()
            assert raw.content[0].text == mapped.text == served.text == text  # type: ignore[union-attr]
            sdk.append((t1 - t0) * 1000)
            manager.append((t2 - t1) * 1000)
            full.append((t3 - t2) * 1000)
    finally:
        await service.manager.shutdown()
    time_server = python_tool("mcp-server-time")
    startup = {"fault_server_ms": await _startup(lambda: fault_launch("ok"))}
    if time_server is not None:
        startup["mcp_server_time_ms"] = await _startup(lambda: stdio_launch("time", time_server))
    result = {
        "calls": CALLS,
        "sdk_median_ms": statistics.median(sdk),
        "manager_median_ms": statistics.median(manager),
        "service_median_ms": statistics.median(full),
        "manager_overhead_ms": statistics.median(manager) - statistics.median(sdk),
        "service_overhead_ms": statistics.median(full) - statistics.median(sdk),
        "startup": {k: statistics.median(v) for k, v in startup.items()},
        "target_overhead_ms": 5.0,
    }
    out = ROOT / "test-output" / "benchmarks"
    out.mkdir(parents=True, exist_ok=True)
    (out / "mcp.json").write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))
