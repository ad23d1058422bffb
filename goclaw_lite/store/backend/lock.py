"""The single-writer locks: one on a data directory, one on a SQLite database file.

SQLite would serialise two writers itself, but two GoClaw Lite processes on one database would
still race on start-up work (upgrades, key set-up, cleanups) and each keep its own in-memory
rules (one stream per conversation, rate limits). So the first process takes an OS file lock
for its whole life and records who it is; a second one is refused with that name. The OS
releases the lock when the process dies, so a crash never leaves a stale lock behind.

A database file reached through another data directory (`--store PATH`) must meet the same
lock, so a SQLite file has its own: `<name without suffix>.lock` beside it. For the data
directory's own `goclaw.db` that is the directory's `goclaw.lock`, one lock for both.

A name is not the file, though: a hard link (or a bind mount) reaches the same file by
another name, with its own `.lock` and, worse, its own `-wal` journal, which SQLite would
later replay over writes made through the first name. So a writer also locks the database
file itself (`IdentityLock`: the kernel keys it by device and inode), and refuses a file
with more than one hard link outright.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from goclaw_lite.config import ensure_private_dir
from goclaw_lite.errors import DatabaseError, DatabaseLockedError

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LockHolder:
    pid: int | None
    program: str
    started_at: str

    def describe(self) -> str:
        who = self.program or "another GoClaw Lite process"
        return f"{who} (pid {self.pid})" if self.pid else who


def _try_lock(handle: IO[str]) -> bool:
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows builds only
        import msvcrt

        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def read_holder(path: Path) -> LockHolder:
    try:
        data = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):
        data = {}
    pid = data.get("pid")
    return LockHolder(
        pid=pid if isinstance(pid, int) else None,
        program=str(data.get("program", "")),
        started_at=str(data.get("started_at", "")),
    )


def database_lock_path(db_path: Path) -> Path:
    """The lock file of a SQLite database file: `goclaw.db` -> `goclaw.lock` in its folder."""
    resolved = db_path.expanduser().resolve()
    lock = resolved.with_suffix(".lock")
    return lock if lock != resolved else resolved.with_name(resolved.name + ".lock")


def refuse_other_names(db_path: Path) -> None:
    """Refuse a database file that has more than one hard link (see the module docstring)."""
    try:
        links = db_path.stat().st_nlink
    except FileNotFoundError:
        return
    except OSError as exc:
        raise DatabaseError(f"Cannot read {db_path} ({exc.strerror or exc}).") from exc
    if links > 1:
        raise DatabaseError(
            f"{db_path} has {links} hard links (other names for the same file); SQLite keeps a journal beside "
            "each name, so writing through two names loses data. Remove the other names "
            f"(`find / -xdev -samefile {db_path}` lists them) or keep a copy instead (`goclaw-lite db backup`)."
        )


class IdentityLock:
    """An OS lock on the database file itself, held by its writer: whatever name reaches the
    file (a hard link, a bind mount), a second writer meets it. Not on Windows, where a lock
    on the file would block SQLite's own reads in other processes."""

    def __init__(self, db_path: Path) -> None:
        self.path = db_path
        self._fd: int | None = None

    def acquire(self) -> None:
        """Lock the file now at `path` (again, when this open replaced the file it had locked)."""
        refuse_other_names(self.path)
        if sys.platform == "win32" or not self.path.exists():  # pragma: no cover - Windows builds only
            return
        import fcntl

        if self._fd is not None:
            held, now = os.fstat(self._fd), self.path.stat()
            if (held.st_dev, held.st_ino) == (now.st_dev, now.st_ino):
                return
            self.release()  # the empty file this open replaced: no connection uses it

        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
        except OSError as exc:
            raise DatabaseError(f"Cannot open {self.path} ({exc.strerror or exc}).") from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            raise DatabaseLockedError(
                f"The database {self.path} is in use by another GoClaw Lite process that reached it by another "
                "name (a hard link or another mount). Close it first (only one GoClaw Lite may write to a database "
                "at a time)."
            ) from None
        self._fd = fd

    def release(self) -> None:
        """After every connection to the file closed (closing a descriptor of the file would drop
        SQLite's own locks on it in this process)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)


class WriterLock:
    """Held for the life of the process that writes to the data directory (or database file).

    `subject` names what is locked in the refusal; the data directory by default.
    """

    def __init__(self, path: Path, program: str, *, subject: str | None = None) -> None:
        self.path = path
        self.program = program
        self.subject = subject or f"The data directory {path.parent}"
        self._handle: IO[str] | None = None

    @property
    def held(self) -> bool:
        return self._handle is not None

    def acquire(self) -> None:
        from goclaw_lite.ids import now_ts

        try:
            ensure_private_dir(self.path.parent)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            raise DatabaseError(f"Cannot create the lock file {self.path} ({exc.strerror or exc}).") from exc
        handle = os.fdopen(fd, "r+", encoding="utf-8")
        if not _try_lock(handle):
            handle.close()
            holder = read_holder(self.path)
            raise DatabaseLockedError(
                f"{self.subject} is in use by {holder.describe()}. "
                "Close it first (only one GoClaw Lite may write to a database at a time).",
                holder_pid=holder.pid,
                holder=holder.describe(),
            )
        record = json.dumps({"pid": os.getpid(), "program": self.program, "started_at": now_ts()}).encode("utf-8")
        try:  # unbuffered, at offset 0 of the new descriptor: a failed write leaves nothing to fail again at close
            os.ftruncate(fd, 0)
            os.write(fd, record)
        except OSError as exc:  # a full disk: the lock holds, only the name shown to a second process is missing
            log.warning("could not record the lock holder in %s: %s", self.path, exc.strerror or exc)
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
        self._handle = handle

    def release(self) -> None:
        if self._handle is None:
            return
        handle, self._handle = self._handle, None
        try:
            handle.seek(0)
            handle.truncate()
        finally:
            handle.close()

    def __enter__(self) -> WriterLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
