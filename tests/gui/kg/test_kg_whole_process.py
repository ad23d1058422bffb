"""The whole-graph layout runs in a process of its own, streams its frames, and never outlives its view."""

from __future__ import annotations

import math
import os
import signal
import subprocess
import sys
import textwrap
from array import array
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.gui.kg import whole_mode
from goclaw_lite.gui.kg.colors import TypeColors
from goclaw_lite.gui.kg.whole_communities import community_id
from goclaw_lite.gui.kg.whole_mode import WholeGraphMode
from goclaw_lite.kg.layout_communities import Frame
from goclaw_lite.kg.layout_process import NICE, LayoutProcess, pairs_of
from tests.support.community_graph import community_graph, whole_graph_of
from tests.support.qt_input import click
from tests.support.waiting import wait_for

pytestmark = [pytest.mark.gui]
ROOT = Path(__file__).resolve().parents[3]


def gone(pid: int) -> bool:
    """No such process, or only its zombie (reaped by whoever adopted it)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state == "Z"


@pytest.fixture
def mode(qloop: Any, qtbot: Any) -> Iterator[WholeGraphMode]:
    found = WholeGraphMode(TypeColors())
    qtbot.addWidget(found.view)
    found.view.resize(1024, 700)
    found.view.show()
    qtbot.waitExposed(found.view)
    yield found
    found.stop()


def test_frames_stream_from_another_process_rough_first_each_community_in_its_disc(
    mode: WholeGraphMode, qtbot: Any
) -> None:
    planted = community_graph(3000, seed=5)
    frames: list[Frame] = []
    pids: list[int | None] = []
    mode.layouts.framed.connect(
        lambda frame: (frames.append(frame), pids.append(mode.layouts.process and mode.layouts.process.pid))
    )
    mode._show(whole_graph_of(planted))
    qtbot.waitUntil(lambda: mode.settled and not mode.busy, timeout=60000)
    assert len(frames) >= 2 and not frames[0].final and frames[-1].final
    assert pids[0] is not None and pids[0] != os.getpid()
    groups = mode.communities
    assert groups is not None
    # The planted groups are found: almost every group's members share one community.
    agree = sum(
        Counter(groups.of[n] for n, g in planted.group.items() if g == group).most_common(1)[0][1]
        for group in set(planted.group.values())
    )
    assert agree >= 0.9 * len(planted.entities)
    for node_id, (x, y) in mode.positions.items():
        number = groups.of[node_id]
        centre, radius = groups.centres[number], groups.radii[number]
        assert math.dist((x, y), centre) <= radius * 1.5, node_id
    assert len(mode.view.positions) == 3000


def test_a_new_request_and_hiding_the_view_kill_the_layout_process(mode: WholeGraphMode, qtbot: Any) -> None:
    graph = whole_graph_of(community_graph(10000, seed=6))
    mode._show(graph)
    qtbot.waitUntil(lambda: mode.layouts.process is not None and mode.steps_drawn >= 1, timeout=60000)
    first = mode.layouts.process
    assert first is not None and first.pid is not None and not first.finished
    mode._show(graph)  # a new request
    qtbot.waitUntil(lambda: gone(first.pid), timeout=5000)  # killed at once, reaped in a thread
    qtbot.waitUntil(lambda: mode.layouts.process is not None and mode.layouts.process is not first, timeout=60000)
    second = mode.layouts.process
    assert second is not None and second.pid is not None
    mode.view.hide()  # the page was left, or the window closed
    assert not mode.layouts.running and not mode.busy
    qtbot.waitUntil(lambda: gone(second.pid), timeout=5000)


def test_a_killed_window_leaves_no_layout_process(tmp_path: Path) -> None:
    script = textwrap.dedent("""
        import sys, time
        from goclaw_lite.kg.layout_process import LayoutProcess
        from tests.support.community_graph import community_graph
        graph = community_graph(30000, seed=3)
        index = {name: i for i, (name, _kind) in enumerate(graph.entities)}
        process = LayoutProcess()
        process.submit(len(index), [(index[a], index[b]) for a, b, _k in graph.relations], spacing=90.0, seed=1)
        print(process.pid, flush=True)
        time.sleep(600)
    """)
    window = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}
    )
    try:
        assert window.stdout is not None
        child = int(window.stdout.readline())
        assert not gone(child)  # laying out
        window.send_signal(signal.SIGKILL)
        window.wait()
        wait_for(lambda: gone(child), "the orphaned layout process to end")
    finally:
        if window.poll() is None:
            window.kill()
            window.wait()


def test_a_big_graph_starts_as_communities_and_a_click_draws_one(
    mode: WholeGraphMode, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(whole_mode, "AGGREGATE_ABOVE", 500)
    planted = community_graph(2000, seed=8)
    mode._show(whole_graph_of(planted))
    qtbot.waitUntil(lambda: mode.settled and not mode.busy, timeout=60000)
    groups = mode.communities
    assert groups is not None and not mode.expanded
    view = mode.view
    assert set(view.positions) == {community_id(n) for n, size in enumerate(groups.sizes) if size}
    biggest = community_id(0)
    leader = view.nodes[biggest]
    hub = (
        min((n for n in mode.graph.nodes if groups.of[n.id] == 0), key=lambda n: (-n.degree, n.name))
        if mode.graph
        else None
    )
    assert (
        hub is not None and leader.members == groups.sizes[0] and leader.name == f"{hub.name} + {groups.sizes[0] - 1:,}"
    )
    assert view.radii[biggest] == max(view.radii.values())  # sized by its members
    assert "click one to draw its members" in mode.describe()
    view.fit()
    click(qtbot, view.viewport(), pos=lambda: view.mapFromScene(*view.positions[biggest]))
    qtbot.waitUntil(lambda: 0 in mode.expanded and not mode.busy, timeout=30000)
    members = {n for n, g in groups.of.items() if g == 0}
    assert members <= set(view.positions) and biggest not in view.positions
    centre, radius = groups.centres[0], groups.radii[0]
    assert all(math.dist(view.positions[m], centre) <= radius * 1.5 for m in members)  # drawn where the community was
    assert community_id(1) in view.positions  # the others stay communities


def test_the_layout_process_lowers_its_priority_once_the_rough_picture_is_sent() -> None:
    planted = community_graph(6000, seed=4)
    index = {name: i for i, (name, _kind) in enumerate(planted.entities)}
    pairs = [(index[a], index[b]) for a, b, _kind in planted.relations]
    process = LayoutProcess()
    try:
        pid = process.pid
        assert pid is not None
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, pid) == ours  # the rough picture at the window's priority
        process.submit(len(planted.entities), pairs, spacing=90.0, seed=1)
        first = process.next()
        while not isinstance(first, Frame):
            first = process.next()
        assert not first.final
        wait_for(lambda: os.getpriority(os.PRIO_PROCESS, pid) == min(19, ours + NICE),
                 "the layout process to lower its priority")
    finally:
        process.stop()


def test_relations_reach_the_layout_sorted_once_each_without_self_loops() -> None:
    assert pairs_of(array("i", [3, 1, 1, 3, 2, 2, 0, 4, 1, 3])) == [(0, 4), (1, 3)]
