"""Import… and Export… on the Knowledge graph page: a real file into a real store, through the
app layer, with the progress dialog; Cancel and a bad file leave the store as it was."""

from __future__ import annotations

import fcntl
import json
import os
import struct
import termios
import threading
from pathlib import Path
from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.kg.transfer import format_seconds
from goclaw_lite.gui.qt import QLocale, QTimer
from goclaw_lite.kg.importing import ENTITY_BATCH
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING, settle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def big_file(path: Path, count: int) -> Path:
    entities = [{"name": f"Star {i:06d}", "entity_type": "star", "confidence": 0.9} for i in range(count)]
    relations = [{"source": f"Star {i:06d}", "target": f"Star {i + 1:06d}", "relation_type": "near"}
                 for i in range(count - 1)]
    document = {"format": "goclaw-lite-kg", "version": 1, "entities": entities, "relations": relations}
    path.write_text(json.dumps(document))
    return path


def totals(page: KGPage, run: Any) -> tuple[int, int]:
    stats = run(page.browser.stats(page.agent_id or ""))
    return stats.entity_count, stats.relation_count


def test_export_then_import_into_another_agent(page: KGPage, sample: SampleGraph, qtbot: Any, run: Any,
                                                tmp_path: Path) -> None:
    before = totals(page, run)
    target = tmp_path / "graph.json"
    page.transfer.start_export(sample.agent.id, target)
    qtbot.waitUntil(lambda: not page.transfer.busy, timeout=10000)
    document = json.loads(target.read_text())
    assert (len(document["entities"]), len(document["relations"])) == before
    assert page.last_message.startswith(f"Exported {before[0]} entities and {before[1]} relations")

    other = run(page.browser.graph.agents.create("scout", provider="local", model="m", display_name="Scout"))
    page.refresh()
    qtbot.waitUntil(lambda: page.agent_picker.count() == 2, timeout=5000)
    page.agent_picker.setCurrentIndex(page.agent_picker.findData(other.id))
    settle(page, qtbot)
    assert page.graph.stack.currentWidget() is page.empty and page.empty.import_button.isVisibleTo(page)
    page.transfer.start_import(other.id, target)
    assert page.transfer.dialog is not None and page.transfer.dialog.isVisible()
    qtbot.waitUntil(lambda: not page.transfer.busy, timeout=20000)
    assert page.transfer.dialog is None
    assert totals(page, run) == before  # the other agent now holds the same graph
    settle(page, qtbot)
    assert page.stats_label.text() == f"{before[0]} entities · {before[1]} relations"
    assert page.graph.stack.currentWidget() is not page.empty


def test_cancel_mid_way_leaves_the_store_unchanged(page: KGPage, sample: SampleGraph, qtbot: Any, run: Any,
                                                    tmp_path: Path) -> None:
    before = totals(page, run)
    source = big_file(tmp_path / "stars.json", 40_000)
    cancelled: list[int] = []

    def progress(update: Any) -> None:
        if update.stage == "read" and update.rows > 2 * ENTITY_BATCH and not cancelled and page.transfer.dialog:
            cancelled.append(update.rows)  # rows are in the transaction by now
            page.transfer.dialog.cancel_button.click()

    page.transfer.start_import(sample.agent.id, source, on_progress=progress)
    qtbot.waitUntil(lambda: not page.transfer.busy, timeout=60000)
    assert cancelled, "the import reported progress before it ended"
    assert page.last_message == "Import cancelled; the knowledge graph is unchanged."
    assert totals(page, run) == before
    numbers = [u for u in page.transfer.progress_seen if u.stage == "read"]
    assert numbers and numbers[-1].rows >= cancelled[0] and numbers[-1].rate > 0


def _pending(fd: int) -> int:
    """Bytes written to the pipe and not yet read by the import."""
    return int(struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0\0\0\0"))[0])


def test_the_window_stays_free_while_the_file_is_read(page: KGPage, sample: SampleGraph, qtbot: Any, run: Any,
                                                      tmp_path: Path) -> None:
    """The file comes through a pipe, its second half written by the window's own timer once
    the import has read the first and waits for more. Read on the window's thread, the import
    would hold it in that wait and the timer could never fire: a watchdog thread then writes
    the rest after a minute (so the test ends) and the test fails."""
    before = totals(page, run)
    source = tmp_path / "stars.json"
    data = big_file(source, 300).read_bytes()
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    fd = os.open(pipe, os.O_RDWR)  # a reader's open does not wait; closing it is the end of the file
    half = len(data) // 2
    assert half < 60_000  # the first half fits in the pipe's buffer
    os.write(fd, data[:half])
    fed = threading.Event()
    rescued: list[bool] = []

    def rest() -> None:
        if not fed.is_set():
            fed.set()
            os.write(fd, data[half:])
            os.close(fd)

    def watchdog() -> None:
        if not fed.wait(60):
            rescued.append(True)
            rest()

    def feed() -> None:
        if not fed.is_set() and _pending(fd) == 0:  # all read: the import waits for the rest
            rest()

    threading.Thread(target=watchdog, daemon=True).start()
    timer = QTimer()
    timer.timeout.connect(feed)
    timer.start(20)
    page.transfer.start_import(sample.agent.id, pipe)
    qtbot.waitUntil(lambda: not page.transfer.busy, timeout=120000)
    timer.stop()
    assert not rescued, "the window's thread was held while the import waited for the file"
    assert page.transfer.last_error == ""
    assert totals(page, run) == (before[0] + 300, before[1] + 299)


def test_a_malformed_file_gives_a_one_line_error_and_writes_nothing(page: KGPage, sample: SampleGraph, qtbot: Any,
                                                                    run: Any, tmp_path: Path) -> None:
    before = totals(page, run)
    bad = tmp_path / "bad.json"
    bad.write_text('{"entities": [{"name": "Vega", "entity_type": "star"}, {"name": 5}],\n "relations": [')
    page.transfer.start_import(sample.agent.id, bad)
    qtbot.waitUntil(lambda: not page.transfer.busy, timeout=10000)
    error = page.transfer.last_error
    assert error and "\n" not in error and "bad.json" in error
    assert page.last_message == error
    assert totals(page, run) == before


def test_durations_use_the_locale() -> None:
    default = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.German))
        assert format_seconds(1.4).startswith("1,4")
        assert format_seconds(125).startswith("2")
        QLocale.setDefault(QLocale(QLocale.Language.English))
        assert format_seconds(1.4) == "1.4 s" and format_seconds(125) == "2 min 05 s"
    finally:
        QLocale.setDefault(default)
