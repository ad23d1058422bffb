"""The window's event loop while the whole graph of 10,000 entities is laid out and drawn.

A QTimer ticks every 5 ms and records the gaps between its ticks: the longest gap is how long
the window could not answer (target: under 50 ms). Measured from the request (the graph in
hand, as the store hands it over) until the settled picture is on screen, idle and with two
busy loops (two processes spinning on this 2-core machine). Next to each, in the same run, the
baselines: the longest gap of the same timer while nothing is drawn, under the same load, and
the time a bare layout process takes to start and answer (what the first picture cannot beat).
Also the time to the first picture (target: under 1 s). The graph is a planted partition
(`tests/support/community_graph.py`).

The window's thread's CPU time between two ticks is recorded too: the longest is the biggest slice
of work the window did in one go, which the machine's load does not lengthen (a slice of X ms of
CPU takes 2X at half a core: under 25 ms keeps a stall under 50 ms even then). Each run also counts
the stalls over 50 ms and notes the machine's load average (before and after):
the machine is shared, and its other work lengthens every gap, the baseline's too.

The normal suite runs 3,000 entities; GOCLAW_BENCH=full runs 10,000. Nothing fails on a time:
the test checks that a picture was drawn and writes test-output/benchmarks/kg_whole_stall.json.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.whole_mode import WholeGraphMode
from goclaw_lite.gui.qt import QTimer
from goclaw_lite.kg.layout_process import LayoutProcess
from tests.gui.conftest import qloop  # noqa: F401 - fixture
from tests.support.community_graph import community_graph, whole_graph_of
from tests.support.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
COUNT = 10_000 if FULL else 3_000
TICK_MS = 5


@contextmanager
def busy_loops(count: int) -> Iterator[None]:
    spinning = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield
    finally:
        for proc in spinning:
            proc.kill()
            proc.wait()


class Gaps:
    """The longest wait between two ticks of a 5 ms timer."""

    def __init__(self) -> None:
        self.longest = 0.0
        self.over_50ms = 0
        self.longest_cpu = 0.0
        self._last = time.perf_counter()
        self._last_cpu = time.thread_time()
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last)
        self.over_50ms += now - self._last > 0.05
        cpu = time.thread_time()
        self.longest_cpu = max(self.longest_cpu, cpu - self._last_cpu)
        self._last, self._last_cpu = now, cpu

    def __enter__(self) -> Gaps:
        self._last, self._last_cpu = time.perf_counter(), time.thread_time()
        self.timer.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.timer.stop()


def bare_process_s() -> float:
    started = time.perf_counter()
    process = LayoutProcess()
    process.submit(1, [], spacing=90.0, seed=1)
    found: list[object] = []
    wait_for(lambda: found.extend(process.receive()) or process.finished, "a one-node layout")
    process.stop()
    return time.perf_counter() - started


def one_run(qtbot: Any, load: int) -> dict[str, Any]:
    graph = whole_graph_of(community_graph(COUNT, seed=11))
    mode = WholeGraphMode(TypeColors())
    qtbot.addWidget(mode.view)
    mode.view.resize(1440, 900)
    mode.view.show()
    qtbot.waitExposed(mode.view)
    load_before = os.getloadavg()[0]
    with busy_loops(load):
        with Gaps() as idle:
            qtbot.wait(3000)
        bare = bare_process_s()
        first: list[float] = []
        with Gaps() as gaps:
            started = time.perf_counter()
            mode.drawn.connect(lambda: first or first.append(time.perf_counter() - started))
            mode.layouts.prepare()  # as `load` does before the store answers
            mode._show(graph)
            qtbot.waitUntil(lambda: mode.settled and not mode.busy, timeout=180000)
            qtbot.wait(200)  # the last paint
            settled = time.perf_counter() - started
    assert mode.view.positions and mode.steps_drawn >= 2
    mode.stop()
    mode.view.close()
    return {
        "busy_loops": load,
        "entities": COUNT,
        "relations": len(graph.edges),
        "frames_drawn": mode.steps_drawn,
        "communities": len(mode.communities.sizes) if mode.communities else 0,
        "longest_stall_ms": round(gaps.longest * 1000, 1),
        "stalls_over_50ms": gaps.over_50ms,
        "longest_slice_cpu_ms": round(gaps.longest_cpu * 1000, 1),
        "baseline_idle_slice_cpu_ms": round(idle.longest_cpu * 1000, 1),
        "baseline_idle_stall_ms": round(idle.longest * 1000, 1),
        "first_picture_s": round(first[0], 3),
        "baseline_bare_process_s": round(bare, 3),
        "settled_s": round(settled, 3),
        "machine_load_1min": [round(load_before, 2), round(os.getloadavg()[0], 2)],  # before, after (busy loops too)
    }


@pytest.mark.benchmark
@pytest.mark.serial
@pytest.mark.gui
def test_the_window_never_stalls_while_the_whole_graph_is_laid_out(qloop: Any, qtbot: Any) -> None:  # noqa: F811
    runs = [one_run(qtbot, 0), one_run(qtbot, 2)]
    out = ROOT / "test-output" / "benchmarks"
    out.mkdir(parents=True, exist_ok=True)
    (out / "kg_whole_stall.json").write_text(json.dumps(runs, indent=2) + "\n")
    print("\nkg_whole_stall:", json.dumps(runs))
