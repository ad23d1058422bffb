"""The shared page refresh: a newer load wins, and the button and flag follow the newest."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.errors import UserError
from goclaw_lite.gui.qt import QPushButton, QWidget
from goclaw_lite.gui.widgets import async_bridge
from goclaw_lite.gui.widgets.page_loader import PageLoader


@pytest.fixture
def shown_errors() -> Iterator[list[str]]:
    errors: list[str] = []
    previous = async_bridge.set_error_sink(errors.append)
    yield errors
    async_bridge.set_error_sink(previous)


async def _answer(gate: asyncio.Event, value: str) -> str:
    await gate.wait()
    return value


async def _fail(gate: asyncio.Event, text: str) -> str:
    await gate.wait()
    raise UserError(text)


def test_an_older_answer_never_paints_over_a_newer_one(qloop: asyncio.AbstractEventLoop, qtbot: Any) -> None:
    owner, button = QWidget(), QPushButton("Refresh")
    qtbot.addWidget(owner)
    qtbot.addWidget(button)
    loader = PageLoader(owner, button)
    shown: list[str] = []

    def show(value: str) -> None:
        shown.append(value)
        loader.finish()

    slow, fast = asyncio.Event(), asyncio.Event()
    loader.load(_answer(slow, "old"), on_done=show, what="Loading")
    loader.load(_answer(fast, "new"), on_done=show, what="Loading")
    assert loader.loading and not button.isEnabled()
    fast.set()
    qtbot.waitUntil(lambda: shown == ["new"])
    assert not loader.loading and button.isEnabled()
    slow.set()
    qtbot.waitUntil(lambda: not any(t for t in async_bridge.pending_tasks() if not t.done()))
    assert shown == ["new"]


def test_only_the_newest_failure_is_said(
        qloop: asyncio.AbstractEventLoop, qtbot: Any, shown_errors: list[str]) -> None:
    owner, button = QWidget(), QPushButton("Refresh")
    qtbot.addWidget(owner)
    qtbot.addWidget(button)
    loader = PageLoader(owner, button)
    said: list[str] = []
    older, newer = asyncio.Event(), asyncio.Event()
    loader.load(_fail(older, "old trouble"), on_done=said.append, what="Loading",
                on_failed=lambda: said.append("failed old"))
    loader.load(_fail(newer, "new trouble"), on_done=said.append, what="Loading",
                on_failed=lambda: said.append("failed new"))
    older.set()
    newer.set()
    qtbot.waitUntil(lambda: bool(shown_errors))
    qtbot.waitUntil(lambda: not any(t for t in async_bridge.pending_tasks() if not t.done()))
    assert said == ["failed new"]
    assert shown_errors == ["Loading failed: new trouble"]
    assert not loader.loading and button.isEnabled()
