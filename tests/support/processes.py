"""Kill a child with SIGKILL at a chosen moment, and never leave it behind.

The kill-9 tests (promotion, import) all poll for the moment the child is mid-way, kill it,
and must reap it even when the poll fails; one helper keeps that loop and its cleanup alike.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import time
from collections.abc import Callable

from tests.support.waiting import PATIENCE_S, POLL_INTERVAL_S


def sigkill_when(proc: subprocess.Popen[bytes] | subprocess.Popen[str], ready: Callable[[], object], what: str,
                 timeout: float = PATIENCE_S * 2) -> None:
    """Poll `ready()` while the child runs, then SIGKILL it and reap it.

    Fails naming `what` if the child exits first or the deadline passes; the child is killed
    and reaped on every path, so a failed test leaves no process behind."""
    try:
        deadline = time.monotonic() + timeout
        while not ready():
            if proc.poll() is not None:
                raise AssertionError(f"the child exited ({proc.returncode}) before {what}")
            if time.monotonic() > deadline:
                raise AssertionError(f"gave up after {timeout:g} s waiting for {what}")
            time.sleep(POLL_INTERVAL_S)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=PATIENCE_S)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL, f"the child ended with {proc.returncode}, not by SIGKILL"


class StderrWatch:
    """A `ready` condition: the child's stderr has shown `needle` (read without blocking)."""

    def __init__(self, proc: subprocess.Popen[bytes], needle: bytes) -> None:
        assert proc.stderr is not None
        self.stream = proc.stderr
        self.needle = needle
        self.seen = b""

    def __call__(self) -> bool:
        while select.select([self.stream], [], [], 0)[0]:
            chunk = os.read(self.stream.fileno(), 4096)
            if not chunk:
                break
            self.seen += chunk
        return self.needle in self.seen
