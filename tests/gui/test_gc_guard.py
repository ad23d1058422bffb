"""The GUI-thread garbage collector replaces automatic collection and still frees cycles."""

from __future__ import annotations

import gc
import weakref
from typing import Any

from goclaw_lite.gui.widgets import gc_guard
from goclaw_lite.gui.widgets.gc_guard import GuiThreadCollector, freeze_startup


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle only the cyclic collector can free


def test_collector_disables_automatic_gc_and_collects_on_its_timer(qapp: Any, qtbot: Any) -> None:
    gc.enable()
    collector = GuiThreadCollector(interval_ms=20)
    try:
        assert not gc.isenabled()
        node = _Node()
        ref = weakref.ref(node)
        del node
        threshold = gc.get_threshold()[0]
        # Keep these alive: the count falls again when tracked objects are freed.
        keep = [[] for _ in range(threshold + 10)]  # push generation 0 past its threshold
        qtbot.waitUntil(lambda: ref() is None, timeout=3000)
        del keep
    finally:
        collector.stop()
        collector.deleteLater()
    assert gc.isenabled()


def test_what_is_alive_at_start_up_is_left_out_of_later_collections(qapp: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(gc_guard, "_frozen", [])  # as in a fresh process
    kept = [_Node() for _ in range(50)]
    before = gc.get_freeze_count()
    freeze_startup()
    assert gc.get_freeze_count() >= before + 50
    assert all(not any(node is other for other in gc.get_objects()) for node in kept[:3])
    node = _Node()
    ref = weakref.ref(node)
    del node
    gc.collect()
    assert ref() is None  # what is made later is collected as ever
    later = gc.get_freeze_count()
    freeze_startup()
    assert gc.get_freeze_count() == later  # once per process
