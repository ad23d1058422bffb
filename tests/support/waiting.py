"""Polling waits with deadlines long enough for a busy 2-core machine.

A fixed sleep is either too short under load (the test fails) or too long when the machine is
idle (the suite crawls). These helpers poll a condition instead and return the moment it holds,
so a generous deadline costs nothing when things are fast. Use them for "until X happens"; for
"X does not happen", make the code under test signal the moment after which it cannot happen.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

Stamp = TypeVar("Stamp", int, float, str)

PATIENCE_S = 30.0
"""Deadline of a poll: far above anything a passing test needs, even with both cores busy."""

POLL_INTERVAL_S = 0.02


def wait_for(condition: Callable[[], object], what: str, timeout: float = PATIENCE_S) -> None:
    """Block (sleeping between checks) until `condition()` is true; fail naming `what` at the deadline."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up after {timeout:g} s waiting for {what}")
        time.sleep(POLL_INTERVAL_S)


async def until(condition: Callable[[], object | Awaitable[object]], what: str, timeout: float = PATIENCE_S) -> None:
    """`wait_for` for coroutines: yields to the event loop between checks; `condition` may be async."""
    deadline = time.monotonic() + timeout
    while not await _checked(condition):
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up after {timeout:g} s waiting for {what}")
        await asyncio.sleep(POLL_INTERVAL_S)


async def _checked(condition: Callable[[], object | Awaitable[object]]) -> object:
    result = condition()
    return await result if inspect.isawaitable(result) else result


def later_than(moment: Stamp, clock: Callable[[], Stamp]) -> Stamp:
    """Poll `clock` until it reads later than `moment`; return that reading.

    For tests that need the next timestamp to be strictly later (stamps in milliseconds):
    no guess at how long a tick takes.
    """
    deadline = time.monotonic() + PATIENCE_S
    while (now := clock()) <= moment:
        if time.monotonic() > deadline:
            raise AssertionError(f"the clock did not move past {moment!r} in {PATIENCE_S:g} s")
        time.sleep(0.001)
    return now

