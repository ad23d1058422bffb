"""Run a command hook: no shell, its own process group, a hard timeout, capped output.

The event goes to stdin as one JSON document. The child's environment follows the policy
of registered tools (`securecli.injection.build_child_env`): the encryption key variables
and every credential name registered for a tool are removed, so a hook never sees a token
the launching shell exported that `exec` children are denied. On timeout (or when the caller is cancelled) the whole
process group is killed, so a hook that forks cannot outlive its run. Output beyond the cap
is read and discarded, never buffered, so a chatty hook cannot fill memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import time
from collections.abc import Iterable
from dataclasses import dataclass

from goclaw_lite.securecli.injection import build_child_env

MAX_OUTPUT_BYTES = 4096


@dataclass(frozen=True)
class CommandOutcome:
    exit_code: int | None  # None: killed on timeout, or never started
    stdout: str
    stderr: str
    timed_out: bool
    truncated: bool
    duration_ms: int
    start_error: str = ""


def hook_environment(event: str, withhold: Iterable[str] = ()) -> dict[str, str]:
    """Ours minus the key and the `withhold` names (those registered for tools), plus the event."""
    return build_child_env(os.environ, {"GOCLAW_HOOK_EVENT": event}, withhold=withhold)


class _Capped:
    """Keeps the first `cap` bytes of a stream and drains the rest."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.data = bytearray()
        self.truncated = False

    async def read(self, stream: asyncio.StreamReader | None) -> None:
        if stream is None:
            return
        while chunk := await stream.read(65536):
            room = self.cap - len(self.data)
            if room > 0:
                self.data += chunk[:room]
            if len(chunk) > room:
                self.truncated = True

    def text(self) -> str:
        return self.data.decode("utf-8", errors="replace")


def _kill_group(proc: asyncio.subprocess.Process) -> None:
    if proc.returncode is not None and os.name != "posix":
        return
    with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
        if os.name == "posix":
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()


async def _feed(proc: asyncio.subprocess.Process, data: bytes) -> None:
    if proc.stdin is None:
        return
    with contextlib.suppress(BrokenPipeError, ConnectionResetError):
        proc.stdin.write(data)
        await proc.stdin.drain()
    with contextlib.suppress(BrokenPipeError, ConnectionResetError, OSError):
        proc.stdin.close()


async def run_command(
    argv: tuple[str, ...] | list[str], stdin_data: bytes, *, timeout_s: float, env: dict[str, str],
    max_output: int = MAX_OUTPUT_BYTES,
) -> CommandOutcome:
    started = time.monotonic()

    def elapsed() -> int:
        return int((time.monotonic() - started) * 1000)

    extra: dict[str, object] = {"start_new_session": True} if os.name == "posix" else {
        "creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
    }
    try:
        proc = await asyncio.create_subprocess_exec(
            *argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            env=env, **extra,  # type: ignore[arg-type]
        )
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        return CommandOutcome(None, "", "", False, False, elapsed(), start_error=f"cannot start {argv[0]!r}: {reason}")
    out, err = _Capped(max_output), _Capped(max_output)
    work = asyncio.gather(_feed(proc, stdin_data), out.read(proc.stdout), err.read(proc.stderr), proc.wait())
    timed_out = False
    try:
        await asyncio.wait_for(asyncio.shield(work), timeout=timeout_s)
    except TimeoutError:
        timed_out = True
    except BaseException:  # cancelled by the caller: take the hook down with us
        _kill_group(proc)
        work.cancel()
        with contextlib.suppress(BaseException):
            await work
        raise
    finally:
        if not work.done():
            _kill_group(proc)
    if timed_out:
        with contextlib.suppress(BaseException):
            await asyncio.wait_for(work, timeout=5)
    return CommandOutcome(
        exit_code=None if timed_out else proc.returncode,
        stdout=out.text(),
        stderr=err.text(),
        timed_out=timed_out,
        truncated=out.truncated or err.truncated,
        duration_ms=elapsed(),
    )
