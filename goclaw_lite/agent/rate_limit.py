"""How many runs a user may start per minute (30 by default), kept in memory.

The chat data model caps runs per user per minute; in a single-user desktop app that is a
guard against a runaway script or a stuck key repeat burning a paid API, so it lives in
process. A sliding window (not a per-minute bucket, which would allow 60 runs across a
minute boundary) over a monotonic clock that tests inject.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from goclaw_lite.errors import RateLimitedError, ValidationError

__all__ = ["DEFAULT_RUNS_PER_MINUTE", "RunRateLimitedError", "RunRateLimiter", "RateToken"]

DEFAULT_RUNS_PER_MINUTE = 30


class RunRateLimitedError(RateLimitedError):
    """Too many runs started; `retry_after` is how many seconds until the next one may start."""

    def __init__(self, message: str, *, retry_after: float) -> None:
        super().__init__(message)
        self.retry_after = retry_after


@dataclass(frozen=True)
class RateToken:
    key: str
    at: float


class RunRateLimiter:
    """`limit` runs per `window` seconds per key; `limit=0` switches the limit off."""

    def __init__(
        self, limit: int = DEFAULT_RUNS_PER_MINUTE, *, window: float = 60.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if limit < 0:
            raise ValidationError("The run limit cannot be negative (0 switches it off).")
        if window <= 0:
            raise ValidationError("The rate-limit window must be longer than 0 seconds.")
        self.limit = limit
        self.window = window
        self._clock = clock
        self._starts: dict[str, deque[float]] = {}

    def _recent(self, key: str, now: float) -> deque[float]:
        starts = self._starts.setdefault(key, deque())
        while starts and starts[0] <= now - self.window:
            starts.popleft()
        return starts

    def retry_after(self, key: str) -> float:
        """Seconds until `key` may start a run (0 when it may now)."""
        if self.limit == 0:
            return 0.0
        now = self._clock()
        starts = self._recent(key, now)
        if len(starts) < self.limit:
            return 0.0
        return max(0.0, starts[len(starts) - self.limit] + self.window - now)

    def acquire(self, key: str) -> RateToken:
        """Count one run for `key`, or raise `RunRateLimitedError` saying how long to wait."""
        now = self._clock()
        if self.limit == 0:
            return RateToken(key, now)
        starts = self._recent(key, now)
        if len(starts) >= self.limit:
            wait = max(0.0, starts[len(starts) - self.limit] + self.window - now)
            seconds = max(1, math.ceil(wait))
            raise RunRateLimitedError(
                f"Too many answers requested: at most {self.limit} per {self.window:g} s. "
                f"Try again in {seconds} s.",
                retry_after=wait,
            )
        starts.append(now)
        return RateToken(key, now)

    def refund(self, token: RateToken) -> None:
        """Give back a run that was counted but never started (it was refused later)."""
        starts = self._starts.get(token.key)
        if starts is None:
            return
        try:
            starts.remove(token.at)
        except ValueError:
            pass
