"""The SQLite side of the copy in processes of its own, one per COPY stream.

Reading rows and turning them into COPY text and checksums (source.py) is Python work per row,
and in one process it bounded the whole copy: the streams to PostgreSQL waited on it. Each
reader is a spawned process (no Qt, nothing of the app but these modules) with its own
read-only connection; `ReaderPool.begin` opens every reader's read transaction while the
parent holds SQLite's write lock (`store.promotion.WritersHeld`), so all of them, and the
parent's own connection, read one and the same snapshot. The parent asks for one page at a
time and gets back ready bytes for COPY with the page's checksum; the transactions, the progress
rows and every PostgreSQL connection stay in the parent, so a reader that dies costs nothing but
its page: the error says which reader stopped, and the target resumes like after any kill.
Nothing secret crosses the pipe: a reader gets the SQLite path and table plans, never the URL.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import pickle
import signal
from collections.abc import Sequence
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any, Protocol

from goclaw_lite.errors import DatabaseError
from goclaw_lite.promote.source import Page, SourcePlan, checksum_steps, drive, page_steps, run_steps
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.transfer import promotion as sql

_STOP_WAIT_S = 5.0
_STARTING = "starting"


class ReaderStoppedError(DatabaseError):
    """A reader process ended while the copy needed it (killed, or out of memory)."""


class PageReader(Protocol):
    async def read_page(
        self, plan: SourcePlan, after: tuple[Any, ...] | None, limit: int, *, checked: bool = False
    ) -> Page: ...

    async def table_checksum(self, plan: SourcePlan, batch_size: int) -> tuple[int, int]: ...


class LocalReader:
    """Pages read in this process, on the app's async connection (a dry run's or a test's)."""

    def __init__(self, source: SQLiteDatabase) -> None:
        self.source = source

    async def read_page(
        self, plan: SourcePlan, after: tuple[Any, ...] | None, limit: int, *, checked: bool = False
    ) -> Page:
        return await drive(self.source, page_steps(plan, after, limit, checked=checked))

    async def table_checksum(self, plan: SourcePlan, batch_size: int) -> tuple[int, int]:
        return await drive(self.source, checksum_steps(plan, batch_size))


# --- the reader process ---------------------------------------------------------------------


def _portable(exc: BaseException) -> BaseException:
    """The exception itself when it survives the pipe, else a DatabaseError with its text."""
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001 - any pickling failure has the same answer
        return DatabaseError(f"{type(exc).__name__}: {exc}")
    return exc


def serve(conn: Connection, path: str) -> None:
    """A reader process's whole life: answer requests until told to stop or the parent is gone."""
    # Ctrl-C in a terminal reaches the whole process group: the promoting process handles it and
    # closes the readers (each ends on the closed pipe), without a traceback from every reader.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        db = sql.open_reader(Path(path))
    except Exception as exc:  # noqa: BLE001 - reported to the parent, which raises it
        conn.send(("err", _portable(exc)))
        return
    conn.send(("ok", None))

    def fetch(statement: str, params: list[Any]) -> list[tuple[Any, ...]]:
        return sql.fetch_rows(db, statement, params)

    try:
        while True:
            try:
                request = conn.recv()
            except (EOFError, OSError):
                return  # the parent is gone
            if request is None:
                return
            try:
                kind = request[0]
                if kind == "begin":
                    sql.begin_snapshot(db)
                    reply: tuple[str, Any] = ("ok", None)
                elif kind == "page":
                    _kind, plan, after, limit, checked = request
                    reply = ("ok", run_steps(page_steps(plan, after, limit, checked=checked), fetch))
                else:
                    _kind, plan, batch_size = request
                    reply = ("ok", run_steps(checksum_steps(plan, batch_size), fetch))
            except Exception as exc:  # noqa: BLE001 - reported to the parent, which raises it
                reply = ("err", _portable(exc))
            try:
                conn.send(reply)
            except OSError:
                return  # the parent is gone
    finally:
        db.close()


# --- the parent's side ----------------------------------------------------------------------


class Reader:
    """One reader process and its pipe; one request at a time."""

    def __init__(self, number: int, process: BaseProcess, conn: Connection) -> None:
        self.number = number
        self.process = process
        self._conn = conn
        self._lock = asyncio.Lock()
        self._broken = False

    def _stopped(self, what: str) -> ReaderStoppedError:
        self.process.join(1.0)
        code = self.process.exitcode
        after = (
            "." if what == _STARTING else
            ". The batches copied so far are kept in the target; run the promotion again with --resume "
            "(the Promote page's Resume) to continue."
        )
        return ReaderStoppedError(
            f"Reader process {self.number} of the promotion stopped{f' (exit code {code})' if code is not None else ''} "
            f"while {what}{after}"
        )

    def _receive(self, what: str) -> tuple[str, Any]:
        try:
            reply: tuple[str, Any] = self._conn.recv()
        except (EOFError, OSError):
            raise self._stopped(what) from None
        return reply

    async def _call(self, request: tuple[Any, ...], what: str) -> Any:
        async with self._lock:
            if self._broken:
                raise ReaderStoppedError(f"Reader process {self.number} was interrupted earlier; the run cannot go on.")
            self._broken = True  # until the answer arrives: a cancelled wait leaves it in the pipe
            try:
                self._conn.send(request)
            except OSError:
                raise await asyncio.to_thread(self._stopped, what) from None
            status, value = await asyncio.to_thread(self._receive, what)
            self._broken = False
        if status == "err":
            raise value
        return value

    async def ready(self) -> None:
        """Wait for the process's start-up answer (its connection is open)."""
        async with self._lock:
            status, value = await asyncio.to_thread(self._receive, _STARTING)
        if status == "err":
            raise value

    async def begin(self) -> None:
        await self._call(("begin",), "opening its snapshot")

    async def read_page(
        self, plan: SourcePlan, after: tuple[Any, ...] | None, limit: int, *, checked: bool = False
    ) -> Page:
        page: Page = await self._call(("page", plan, after, limit, checked), f"reading {plan.spec.name}")
        return page

    async def table_checksum(self, plan: SourcePlan, batch_size: int) -> tuple[int, int]:
        result: tuple[int, int] = await self._call(("sum", plan, batch_size), f"checksumming {plan.spec.name}")
        return result

    def stop(self) -> None:
        """Ask the process to end, then make sure it has (blocking; run off the event loop)."""
        try:
            self._conn.send(None)
        except (OSError, ValueError):
            pass
        self.process.join(_STOP_WAIT_S)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(_STOP_WAIT_S)
        self._conn.close()


class ReaderPool:
    """`count` reader processes on one SQLite file, started at once and readied in the background."""

    def __init__(self, readers: Sequence[Reader]) -> None:
        self.readers = list(readers)

    @classmethod
    def start(cls, path: Path, count: int) -> ReaderPool:
        # spawn everywhere: a fresh interpreter, safe to start from the GUI's threads and the same on
        # every platform (fork would copy the app, Qt and all).
        context = multiprocessing.get_context("spawn")
        readers: list[Reader] = []
        try:
            for number in range(1, count + 1):
                parent_end, child_end = context.Pipe()
                process = context.Process(target=serve, args=(child_end, str(path)),
                                          name=f"goclaw-promote-reader-{number}", daemon=True)
                process.start()
                child_end.close()  # so the parent sees EOF when the child dies
                readers.append(Reader(number, process, parent_end))
        except BaseException:
            for reader in readers:
                reader.stop()
            raise
        return cls(readers)

    async def ready(self) -> None:
        await asyncio.gather(*(reader.ready() for reader in self.readers))

    async def begin(self) -> None:
        await asyncio.gather(*(reader.begin() for reader in self.readers))

    async def close(self) -> None:
        await asyncio.gather(*(asyncio.to_thread(reader.stop) for reader in self.readers), return_exceptions=True)
