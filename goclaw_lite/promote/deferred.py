"""Indexes and constraints built after the load, and the lanes that run work side by side.

Loading rows into bare tables and building each index once afterwards (a sort) is about twice
as fast as keeping every index and checking every foreign key row by row (measured on the 1M-row
benchmark: 31 s against 69 s for the same COPY). What is dropped comes from the target's own
catalogue, so an index or constraint a later schema adds is carried without an edit here; its
definition is recorded in the target before it is dropped (same transaction), and each record
is deleted in the transaction that builds it again, so a killed run resumes with exactly the
ones still to build. Primary keys stay: resumed runs and the self-reference links look rows up
by key.

A lane is one connection of its own: PostgreSQL runs one statement per connection, so COPY
streams, index builds and checksums go side by side only on separate connections.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Collection, Sequence
from dataclasses import dataclass

from goclaw_lite.errors import DatabaseError
from goclaw_lite.store.backend.db import ConstraintViolation
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.transfer import promotion as sql

_ORDER = {"unique": 0, "index": 1, "foreign": 2}  # a foreign key may need its parent's unique index


@dataclass(frozen=True)
class Deferred:
    name: str
    table: str
    kind: str  # unique | index | foreign
    definition: str


async def defer(target: PostgresDatabase, tables: Collection[str]) -> int:
    """Record and drop the indexes and constraints of `tables`; returns how many."""
    if not tables:
        return 0
    found = [
        Deferred(str(r["name"]), str(r["table_name"]), str(r["kind"]), str(r["definition"]))
        for r in await target.fetch_all(sql.TARGET_DEFERRABLE)
        if str(r["table_name"]) in tables
    ]
    # Foreign keys first: a UNIQUE constraint cannot go while a foreign key depends on its index.
    found.sort(key=lambda d: -_ORDER[d.kind])
    async with target.transaction():
        for item in found:
            await target.execute(sql.SAVE_DEFERRED, (item.name, item.table, item.kind, item.definition))
            await target.execute(sql.drop_deferred(item.table, item.name, item.kind))
    return len(found)


async def pending(target: PostgresDatabase) -> list[Deferred]:
    rows = await target.fetch_all(sql.DEFERRED_ROWS)
    items = [Deferred(str(r["name"]), str(r["table_name"]), str(r["kind"]), str(r["definition"])) for r in rows]
    return sorted(items, key=lambda d: (_ORDER[d.kind], d.table, d.name))


async def build(lane: PostgresDatabase, items: Sequence[Deferred]) -> None:
    """Build the given structures one after another on one lane, each with its record's deletion."""
    for item in items:
        async with lane.transaction():
            await lane.execute(sql.BUILD_MEMORY)
            try:
                await lane.execute(sql.build_deferred(item.table, item.name, item.kind, item.definition))
            except ConstraintViolation as exc:
                raise DatabaseError(
                    f"The copied rows of {item.table} break {item.name} ({exc}); the SQLite source holds rows its "
                    "schema forbids. Fix them there and run promote --resume."
                ) from None
            await lane.execute(sql.FORGET_DEFERRED, (item.name,))


def split(items: Sequence[Deferred]) -> tuple[dict[str, list[Deferred]], list[Deferred]]:
    """Unique constraints and indexes by table (each locks its own table only, so it can be built
    as soon as that table is in), and the foreign keys, which lock parent and child and need the
    parents' unique indexes: built after all of them."""
    by_table: dict[str, list[Deferred]] = {}
    for item in items:
        if item.kind != "foreign":
            by_table.setdefault(item.table, []).append(item)
    return by_table, [i for i in items if i.kind == "foreign"]


Job = Callable[[PostgresDatabase], Awaitable[None]]


class Lanes:
    """A few connections of their own to the target, each running one job at a time."""

    def __init__(self, lanes: Sequence[PostgresDatabase]) -> None:
        self.lanes = list(lanes)
        self._queue: asyncio.Queue[Job] = asyncio.Queue()

    @classmethod
    async def open(cls, url: str, count: int) -> Lanes:
        opened: list[PostgresDatabase] = []
        try:
            for _ in range(count):
                lane = await PostgresDatabase.connect(url, min_size=1, max_size=1)
                lane.statement_savepoints = False  # a failure rolls back the whole job's transaction
                opened.append(lane)
        except BaseException:
            await asyncio.gather(*(lane.close() for lane in opened), return_exceptions=True)
            raise
        return cls(opened)

    async def close(self) -> None:
        await asyncio.gather(*(lane.close() for lane in self.lanes), return_exceptions=True)

    async def work(self, jobs: Sequence[Job]) -> None:
        """Run every job, each lane taking the next when it is free; a running job may `add` more.
        Returns when none is left; the first failure cancels the rest."""
        queue: asyncio.Queue[Job] = asyncio.Queue()
        self._queue = queue
        for job in jobs:
            queue.put_nowait(job)

        async def worker(lane: PostgresDatabase) -> None:
            while True:
                job = await queue.get()
                try:
                    await job(lane)
                finally:
                    queue.task_done()

        workers = [asyncio.ensure_future(worker(lane)) for lane in self.lanes]
        drained = asyncio.ensure_future(queue.join())
        try:
            await asyncio.wait([drained, *workers], return_when=asyncio.FIRST_COMPLETED)
            for task in workers:
                if task.done():
                    task.result()  # raises the job's failure
        finally:
            for task in (*workers, drained):
                task.cancel()
            await asyncio.gather(*workers, drained, return_exceptions=True)

    def add(self, job: Job) -> None:
        """Queue one more job for the lanes `work` is running."""
        self._queue.put_nowait(job)
