"""Nothing a run started outlives us: a watchdog that acts when we die, however we die.

`run_process` kills the child's process group and `injected_files` removes the credential
files when a run ends, but a `kill -9` of GoClaw Lite runs neither, and the tool would keep
running with its credentials, its plaintext key files left in /dev/shm. So every run on a
POSIX system first starts a watchdog: a `/bin/sh` in its own session (a signal to our
process group does not reach it) reading a pipe only we hold. It learns the credential
directory and the child's process group as they come into being; when the pipe reaches
end-of-file without `release` (we are gone: the kernel closed our end), it kills the whole
group with SIGKILL and removes the directory. A run that ends normally cleans up itself and
sends `release`. A parent-death signal (prctl) would reach only the direct child, not what it
started, and needs a `preexec_fn`, which is unsafe with our scrubbing threads.

Cost: one `sh` per run, about a millisecond to start; it exits with the run.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
from pathlib import Path

__all__ = ["Watchdog"]

_SCRIPT = r"""
d=; g=
while IFS= read -r line; do
  case $line in
    dir\ *) d=${line#dir } ;;
    group\ *) g=${line#group } ;;
    release) d=; g= ;;
  esac
done
[ -n "$g" ] && kill -s KILL -- "-$g" 2>/dev/null
[ -n "$d" ] && rm -rf -- "$d"
exit 0
"""


class Watchdog:
    """One run's watchdog (a no-op where there is no POSIX shell)."""

    def __init__(self, proc: asyncio.subprocess.Process | None) -> None:
        self._proc = proc

    @classmethod
    async def start(cls) -> Watchdog:
        if os.name != "posix":
            return cls(None)
        shell = "/bin/sh" if os.path.exists("/bin/sh") else shutil.which("sh")
        if shell is None:
            return cls(None)
        proc = await asyncio.create_subprocess_exec(
            shell, "-c", _SCRIPT, "goclaw-lite-watchdog",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
            start_new_session=True, close_fds=True,
        )
        return cls(proc)

    def _say(self, line: str) -> None:
        if self._proc is not None and self._proc.stdin is not None and "\n" not in line:
            with contextlib.suppress(OSError, RuntimeError):
                self._proc.stdin.write(line.encode("utf-8", "surrogateescape") + b"\n")

    def watch_directory(self, directory: Path) -> None:
        self._say(f"dir {directory}")

    def watch_group(self, pgid: int) -> None:
        self._say(f"group {pgid}")

    async def close(self, *, release: bool = True) -> None:
        """Let the watchdog go: `release` when the run cleaned up after itself."""
        proc, self._proc = self._proc, None
        if proc is None or proc.stdin is None:
            return
        with contextlib.suppress(OSError, RuntimeError):
            if release:
                proc.stdin.write(b"release\n")
            proc.stdin.close()
        await proc.wait()
