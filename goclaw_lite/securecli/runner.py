"""Run registered tools: the child process itself, and the one path every run takes.

`run_process` runs one child: no shell (the argument vector goes to `exec` as it is), a
new session so a timeout or a cancelled run kills the whole process group — grandchildren
holding our credentials included — and stdout/stderr read as they arrive and passed
through a `StreamScrubber` each before they reach a sink (base64 wrapped over lines
included), so nothing unscrubbed is ever buffered where anyone else can see it.

`SecureCLIRunner.run` is the path every run of a registered tool takes, from the CLI and
from the agent's exec tool alike: resolve credentials, check deny rules (a denied run
starts nothing), inject, run, record the run in the activity log by variable *name*. A
`Watchdog` kills the child's group and removes its credential files if we are killed.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import os
import signal
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.errors import DeniedArgumentError
from goclaw_lite.model.secure_cli import BinaryConfig
from goclaw_lite.securecli.injection import build_child_env, injected_files
from goclaw_lite.securecli.resolve import ResolvedRun, merge_layers
from goclaw_lite.securecli.watchdog import Watchdog
from goclaw_lite.security.scrub import ScrubPattern, StreamScrubber
from goclaw_lite.store.credentials.store import BinaryNotAllowedError, SecureCLIStore
from goclaw_lite.store.records.activity import ActivityStore

__all__ = ["READ_SIZE", "ProcessResult", "RunOutcome", "SecureCLIRunner", "Stdin", "run_process", "verify_executable"]

READ_SIZE = 1 << 20
"""Upper bound of one read: while a read is being scrubbed the pipe's output accumulates
(up to twice this), so the next read takes it all at once and per-read costs shrink."""
INLINE_SCRUB = 1 << 14
"""Reads shorter than this are scrubbed on the event loop: a thread hop costs more."""
_POOL: ThreadPoolExecutor | None = None
Sink = Callable[[bytes], Awaitable[None] | None]


class Stdin(enum.Enum):
    INHERIT = "inherit"  # the child reads our stdin directly (the CLI)
    EMPTY = "empty"  # /dev/null


@dataclass(frozen=True)
class ProcessResult:
    returncode: int  # as the OS reported it; negative = killed by that signal
    duration_ms: int
    timed_out: bool

    @property
    def exit_code(self) -> int:
        """Shell convention: 128 + signal for a child killed by a signal, 124 for our timeout."""
        if self.timed_out:
            return 124
        if self.returncode < 0:
            return 128 - self.returncode
        return self.returncode


async def _emit(sink: Sink, data: bytes) -> None:
    if data:
        result = sink(data)
        if result is not None:
            await result


def _scrub_pool() -> ThreadPoolExecutor:
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="goclaw-scrub")
    return _POOL


async def _pump(stream: asyncio.StreamReader, scrubber: StreamScrubber, sink: Sink) -> None:
    """Read, scrub, emit, in order. The native search releases the GIL, so a large read is
    scrubbed on a worker thread while the next one is taken from the pipe; its output goes
    out as soon as it is scrubbed, whether or not more output follows."""
    scrubbing: Future[bytes] | None = None
    reading: asyncio.Future[bytes] | None = None
    try:
        while True:
            reading = asyncio.ensure_future(stream.read(READ_SIZE))
            if scrubbing is not None:
                done = asyncio.wrap_future(scrubbing)
                if not scrubbing.done():
                    await asyncio.wait((reading, done), return_when=asyncio.FIRST_COMPLETED)
                out = await asyncio.shield(done)
                scrubbing = None
                await _emit(sink, out)
            chunk = await reading
            reading = None
            if not chunk:
                break
            if len(chunk) < INLINE_SCRUB:
                await _emit(sink, scrubber.feed(chunk))
            else:
                scrubbing = _scrub_pool().submit(scrubber.feed, chunk)
    finally:
        if reading is not None:
            reading.cancel()
        # Whatever ends the pump (EOF, cancellation after a kill), the held tail is released
        # scrubbed rather than dropped. A scan in flight cannot be stopped and the scrubber
        # is not thread-safe: wait for it (one read's worth, about a millisecond).
        if scrubbing is not None:
            await _emit(sink, scrubbing.result())
        await _emit(sink, scrubber.finish())


async def _feed_stdin(proc: asyncio.subprocess.Process, data: bytes) -> None:
    assert proc.stdin is not None
    with contextlib.suppress(BrokenPipeError, ConnectionResetError):
        if data:
            proc.stdin.write(data)
            await proc.stdin.drain()
    with contextlib.suppress(BrokenPipeError, ConnectionResetError, OSError):
        proc.stdin.close()
        await proc.stdin.wait_closed()


def _kill_group(pid: int, sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, sig)


class _Protocol(asyncio.subprocess.SubprocessStreamProtocol):
    """The stock stream protocol plus an event for "the leader exited".

    `Process.wait()` only returns once every pipe is closed as well, and a grandchild can
    hold a pipe open long after the tool itself is gone.
    """

    def __init__(self, limit: int, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__(limit=limit, loop=loop)
        self.exited = asyncio.Event()

    def process_exited(self) -> None:
        super().process_exited()
        self.exited.set()


async def run_process(
    argv: Sequence[str],
    *,
    env: Mapping[str, str],
    pattern: ScrubPattern,
    on_stdout: Sink,
    on_stderr: Sink,
    cwd: str | Path | None = None,
    timeout: float = 30.0,
    stdin: bytes | Stdin = Stdin.EMPTY,
    kill_grace: float = 2.0,
    on_started: Callable[[int], None] | None = None,
) -> ProcessResult:
    """Run `argv` (argv[0] an absolute path) and return once it and its output are done.

    `on_started` gets the child's pid (also its process group) as soon as it exists.

    After `timeout` seconds the group gets SIGTERM, then SIGKILL `kill_grace` seconds
    later. Output still arriving `kill_grace` seconds after the leader exited comes from
    something left in the group, which is then killed too.
    """
    if isinstance(stdin, bytes):
        stdin_arg: int | None = asyncio.subprocess.PIPE
    else:
        stdin_arg = None if stdin is Stdin.INHERIT else asyncio.subprocess.DEVNULL
    loop = asyncio.get_running_loop()
    started = time.monotonic()
    transport, protocol = await loop.subprocess_exec(
        lambda: _Protocol(limit=READ_SIZE, loop=loop),
        *argv,
        stdin=stdin_arg,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=dict(env),
        cwd=None if cwd is None else str(cwd),
        start_new_session=True,
        close_fds=True,
    )
    proc = asyncio.subprocess.Process(transport, protocol, loop)
    if on_started is not None:
        on_started(proc.pid)
    assert proc.stdout is not None and proc.stderr is not None
    tasks = [
        asyncio.ensure_future(_pump(proc.stdout, pattern.scrubber(wrapped=True), on_stdout)),
        asyncio.ensure_future(_pump(proc.stderr, pattern.scrubber(wrapped=True), on_stderr)),
    ]
    if isinstance(stdin, bytes):
        tasks.append(asyncio.ensure_future(_feed_stdin(proc, stdin)))
    output = asyncio.gather(*tasks)
    exited = asyncio.ensure_future(protocol.exited.wait())
    timed_out = False
    try:
        deadline = loop.time() + max(0.001, timeout)
        while not exited.done() and (remaining := deadline - loop.time()) > 0:
            waiting = [f for f in (exited, output) if not f.done()]
            await asyncio.wait(waiting, timeout=remaining, return_when=asyncio.FIRST_COMPLETED)
            if output.done() and output.exception() is not None:
                raise output.exception()  # type: ignore[misc]  # a sink failed
        if not exited.done():
            timed_out = True
            await _stop(proc.pid, protocol.exited, kill_grace)
        try:
            await asyncio.wait_for(asyncio.shield(output), timeout=kill_grace)
        except TimeoutError:
            _kill_group(proc.pid, signal.SIGKILL)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(output), timeout=kill_grace)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(proc.wait(), timeout=kill_grace)
    except BaseException:
        _kill_group(proc.pid, signal.SIGKILL)
        raise
    finally:
        exited.cancel()
        for task in tasks:
            if not task.done():
                task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        # Anything left in the group (a daemonised helper) still holds our credentials.
        _kill_group(proc.pid, signal.SIGKILL)
        transport.close()
    returncode = transport.get_returncode()
    return ProcessResult(
        returncode=-int(signal.SIGKILL) if returncode is None else returncode,
        duration_ms=int((time.monotonic() - started) * 1000),
        timed_out=timed_out,
    )


async def _stop(pid: int, exited: asyncio.Event, grace: float) -> None:
    """SIGTERM to the group, then SIGKILL if the leader is still there after `grace` seconds."""
    _kill_group(pid, signal.SIGTERM)
    try:
        await asyncio.wait_for(exited.wait(), timeout=grace)
    except TimeoutError:
        _kill_group(pid, signal.SIGKILL)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(exited.wait(), timeout=grace)
    # Members of the group may outlive the leader; they go too.
    _kill_group(pid, signal.SIGKILL)


# --- running a registered tool --------------------------------------------------------


def verify_executable(binary: BinaryConfig, target: str) -> None:
    """Refuse a registered path that is no longer an executable file, or that now resolves
    to another file than `target`, the one recorded when the path was given (a link pointed
    elsewhere since). The path itself is what runs, so the tool keeps its argv[0]."""
    if not (os.path.isfile(binary.path) and os.access(binary.path, os.X_OK)):
        raise BinaryNotAllowedError(
            f"{binary.path} (registered for {binary.name}) is no longer an executable file; "
            f"fix it with `goclaw-lite cred update {binary.name} --path PATH`."
        )
    now = str(Path(binary.path).resolve())
    if now != target:
        raise BinaryNotAllowedError(
            f"{binary.path} (registered for {binary.name}) now points to {now}, not to {target} as when it was "
            f"registered, so it was not run; if the change is expected, confirm it with "
            f"`goclaw-lite cred update {binary.name} --path {binary.path}`."
        )


@dataclass(frozen=True)
class RunOutcome:
    """One finished run, as the CLI and the exec tool report it. Names only, no values."""

    binary: str
    binary_id: str
    exit_code: int
    returncode: int
    duration_ms: int
    timed_out: bool
    injected: tuple[str, ...]
    file_injected: tuple[str, ...]
    sources: tuple[tuple[str, str], ...]
    withheld: str | None = None
    """Why the agent's host-bound credentials were not injected (None: nothing was withheld)."""


class SecureCLIRunner:
    """Resolve, check, inject, run, scrub, record: the one path every run takes.

    `environ` is the environment children start from (our own by default); it is copied,
    never changed.
    """

    def __init__(
        self,
        store: SecureCLIStore,
        activity: ActivityStore,
        *,
        environ: Mapping[str, str] | None = None,
        kill_grace: float = 2.0,
    ) -> None:
        self._store = store
        self._activity = activity
        self._environ = environ
        self._kill_grace = kill_grace

    async def resolve(
        self, name: str, args: Sequence[str], *, agent_id: str | None = None, conversation_id: str | None = None,
        cwd: str | Path | None = None,
    ) -> ResolvedRun:
        layers = await self._store.credential_layers(name, agent_id=agent_id, conversation_id=conversation_id)
        return merge_layers(layers, args, cwd=cwd)

    async def check(
        self, name: str, args: Sequence[str], *, agent_id: str | None = None, cwd: str | Path | None = None
    ) -> str | None:
        """The deny message `args` would get (None: allowed), without running anything."""
        resolved = await self.resolve(name, args, agent_id=agent_id, cwd=cwd)
        return resolved.rules.violation(args, cwd=cwd)

    async def run(
        self,
        name: str,
        args: Sequence[str],
        *,
        on_stdout: Sink,
        on_stderr: Sink,
        agent_id: str | None = None,
        conversation_id: str | None = None,
        stdin: bytes | Stdin = Stdin.EMPTY,
        cwd: str | Path | None = None,
    ) -> RunOutcome:
        resolved = await self.resolve(name, args, agent_id=agent_id, conversation_id=conversation_id, cwd=cwd)
        binary = resolved.binary
        base = {"binary": binary.name, "agent_id": agent_id, "conversation_id": conversation_id}
        actor = {"actor_type": "agent", "actor_id": agent_id} if agent_id else {}
        match = resolved.rules.first_match(args, cwd=cwd)
        if match is not None:
            denied = resolved.rules.describe(match)
            await self._activity.log(
                "secure_cli.denied", entity_type="secure_cli_binary", entity_id=binary.id,
                details={**base, "reason": denied}, **actor,
            )
            raise DeniedArgumentError(f"{binary.name}: {denied}.", kind=match[0], rule=match[1])
        verify_executable(binary, await self._store.link_target(binary))
        values = resolved.env.as_dict()
        pattern = ScrubPattern(values)
        withhold = await self._store.registered_variable_names() | set(values)
        details: dict[str, object] = {
            **base,
            "injected": sorted(n for n in values if n not in resolved.file_names),
            "file_injected": list(resolved.file_names),
            # scope -> names (names as keys would look like `TOKEN: value` to the redactor)
            "sources": {scope: sorted(n for n, s in resolved.sources if s.value == scope)
                        for scope in sorted({s.value for _, s in resolved.sources})},
        }
        if resolved.withheld_reason:
            details["agent_credentials_withheld"] = resolved.withheld_reason
        result: ProcessResult | None = None
        watchdog = await Watchdog.start()
        try:
            with injected_files(values, resolved.file_names, on_directory=watchdog.watch_directory) as injected:
                env = build_child_env(
                    os.environ if self._environ is None else self._environ, injected.variables, withhold=withhold
                )
                result = await run_process(
                    [binary.path, *args],
                    env=env,
                    pattern=pattern,
                    on_stdout=on_stdout,
                    on_stderr=on_stderr,
                    cwd=cwd,
                    timeout=resolved.timeout_seconds,
                    stdin=stdin,
                    kill_grace=self._kill_grace,
                    on_started=watchdog.watch_group,
                )
        except BaseException as exc:
            details["error"] = type(exc).__name__
            with contextlib.suppress(Exception):
                await self._activity.log(
                    "secure_cli.run", entity_type="secure_cli_binary", entity_id=binary.id, details=details, **actor
                )
            raise
        finally:
            await watchdog.close()
        details.update(exit_code=result.exit_code, duration_ms=result.duration_ms, timed_out=result.timed_out)
        await self._store.mark_run(binary.id)
        await self._activity.log(
            "secure_cli.run", entity_type="secure_cli_binary", entity_id=binary.id, details=details, **actor
        )
        return RunOutcome(
            binary=binary.name,
            binary_id=binary.id,
            exit_code=result.exit_code,
            returncode=result.returncode,
            duration_ms=result.duration_ms,
            timed_out=result.timed_out,
            injected=tuple(sorted(values)),
            file_injected=resolved.file_names,
            sources=tuple((n, s.value) for n, s in resolved.sources),
            withheld=resolved.withheld_reason,
        )
