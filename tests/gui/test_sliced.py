"""Work run in slices on the GUI thread lets the event loop turn between slices, in the order asked."""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import Any

import pytest

from goclaw_lite.gui.qt import QObject, QTimer
from goclaw_lite.gui.widgets.sliced import BUDGET_S, finish, run_sliced

pytestmark = [pytest.mark.gui]


def busy_steps(count: int, log: list[str], name: str, post: bool = False) -> Generator[None, None, str]:
    """`count` steps, each a third of the turn's budget of CPU (a busy wait: real work, not a sleep).

    `post`: the first step posts an event, which the event loop handles when the work gives it a turn."""
    if post:
        QTimer.singleShot(0, lambda: log.append("event"))
    for number in range(count):
        until = time.perf_counter() + BUDGET_S / 3
        while time.perf_counter() < until:
            pass
        log.append(f"{name}{number}")
        yield
    return f"{name} done"


def test_events_are_handled_between_slices_and_jobs_finish_in_order(qapp: Any, qtbot: Any) -> None:
    owner = QObject()
    log: list[str] = []
    results: list[str] = []
    run_sliced(owner, busy_steps(30, log, "a", post=True), results.append)
    run_sliced(owner, busy_steps(3, log, "b"), results.append)
    qtbot.waitUntil(lambda: len(results) == 2)
    assert results == ["a done", "b done"]
    assert log.index("event") < log.index("a29")  # the event loop turned before the long job was over
    assert log.index("a29") < log.index("b0")  # the first asked is done first


def test_an_error_goes_to_on_error_and_the_next_job_still_runs(qapp: Any, qtbot: Any) -> None:
    def failing() -> Generator[None, None, int]:
        yield
        raise ValueError("bad step")

    owner = QObject()
    errors: list[Exception] = []
    results: list[str] = []
    run_sliced(owner, failing(), lambda _value: None, errors.append)
    run_sliced(owner, busy_steps(2, [], "c"), results.append)
    qtbot.waitUntil(lambda: bool(results))
    assert [str(e) for e in errors] == ["bad step"] and results == ["c done"]


def test_a_deleted_owner_gets_no_result(qapp: Any, qtbot: Any) -> None:
    gone, kept = QObject(), QObject()
    results: list[str] = []
    run_sliced(gone, busy_steps(5, [], "d"), results.append)
    run_sliced(kept, busy_steps(1, [], "e"), results.append)
    gone.deleteLater()
    qtbot.waitUntil(lambda: "e done" in results)
    assert results == ["e done"]


def test_finish_runs_every_step_at_once() -> None:
    log: list[str] = []
    assert finish(busy_steps(4, log, "f")) == "f done" and log == ["f0", "f1", "f2", "f3"]
