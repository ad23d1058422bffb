"""Copy one table from the SQLite snapshot into PostgreSQL, batch by batch, resumably.

Rows go in primary-key order with COPY. A batch, its progress row and (for tables with
triggers, such as the chat trigger that bumps a conversation's updated_at) the switching
off of user triggers share one transaction: the copied rows keep their own values, and a
killed run leaves either the whole batch or none of it. Self-references (a message's
parent_id) that point forward in key order are written NULL first and linked once every
row of the table is in, so the order of rows never matters; with time-ordered ids almost
every parent comes first and keeps its link in the COPY itself.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any

from goclaw_lite.store import promotion as sql
from goclaw_lite.promote.convert import converters, convert_row
from goclaw_lite.promote.progress import COPY, MERGE, ProgressCallback, ProgressEvent, ProgressLog, StepState, link_step
from goclaw_lite.promote.tables import TableSpec
from goclaw_lite.store.db import Database
from goclaw_lite.store.postgres import PostgresDatabase


async def _page(db: Database, spec: TableSpec, columns: Sequence[str], after: tuple[Any, ...] | None, limit: int,
                where: str = "") -> list[tuple[Any, ...]]:
    statement = sql.page(spec.name, columns, spec.pk, after=after is not None, where=where)
    params = [*(after or ()), limit]
    rows = await db.fetch_all(statement, params)
    return [tuple(r.values()) for r in rows]


class TableCopier:
    def __init__(
        self,
        source: Database,
        target: PostgresDatabase,
        log: ProgressLog,
        *,
        batch_size: int,
        on_progress: ProgressCallback | None = None,
        pause: float = 0.0,
    ) -> None:
        self.source = source
        self.target = target
        self.log = log
        self.batch_size = batch_size
        self.on_progress = on_progress
        self.pause = pause

    def _report(self, spec: TableSpec, step: str, done: int, total: int, started: float, finished: bool) -> None:
        if self.on_progress is not None:
            self.on_progress(ProgressEvent(spec.name, step, done, total, time.monotonic() - started, finished))

    async def copy(self, spec: TableSpec, state: StepState | None, total: int) -> int:
        """Copy what is left of the table; returns the rows written in this run."""
        written = 0
        if state is None or not state.done:
            written = await self._copy_rows(spec, state, total)
        states = await self.log.load()
        for column in spec.self_refs:
            await self._link(spec, column, states.get((spec.name, link_step(column))))
        return written

    async def _copy_rows(self, spec: TableSpec, state: StepState | None, total: int) -> int:
        started = time.monotonic()
        # A table the new schema seeded itself (lite_meta, the master tenant) is merged.
        seeded = state is None and await self.target.fetch_value(sql.has_rows(spec.name)) is not None
        last_key = state.last_key if state else None
        done = state.rows_done if state else 0
        merge = seeded or (state is not None and state.step == MERGE)
        upsert = sql.upsert(spec.name, spec.columns, spec.pk) if merge else None
        step = MERGE if merge else COPY
        pending = asyncio.ensure_future(_page(self.source, spec, spec.columns, last_key, self.batch_size))
        holder = [pending]
        try:
            return await self._copy_pages(spec, holder, step, upsert, last_key, done, total, started)
        finally:
            if not holder[0].done():
                holder[0].cancel()
                await asyncio.gather(holder[0], return_exceptions=True)

    async def _copy_pages(
        self, spec: TableSpec, holder: list[asyncio.Future[list[tuple[Any, ...]]]], step: str, upsert: str | None,
        last_key: tuple[Any, ...] | None, done: int, total: int, started: float,
    ) -> int:
        """Write each page while the next one is read from SQLite (reads and writes overlap).

        `holder[0]` is the read in flight, so the caller can cancel it if a write fails.
        """
        convs = converters(spec.types)
        pk_index = [spec.columns.index(k) for k in spec.pk]
        # A reference to a key earlier in copy order points at a row already written (or in
        # the same COPY, which checks foreign keys at its end); only later ones wait.
        refs = [spec.columns.index(c) for c in spec.self_refs]
        single_key = pk_index[0] if len(pk_index) == 1 else None
        written = 0
        while True:
            rows = await holder[0]
            finished = len(rows) < self.batch_size
            new_key = tuple(rows[-1][i] for i in pk_index) if rows else last_key
            if not finished:
                holder[0] = asyncio.ensure_future(_page(self.source, spec, spec.columns, new_key, self.batch_size))
            batch = []
            for row in rows:
                key = tuple(row[i] for i in pk_index)
                values = convert_row(spec.name, spec.columns, convs, row, key)
                for i in refs:
                    if single_key is None or not (values[i] is not None and row[i] < row[single_key]):
                        values[i] = None
                batch.append(values)
            async with self.target.transaction():
                if batch:
                    if spec.has_triggers:
                        await self.target.execute(sql.set_triggers(spec.name, False))
                    if upsert is not None:
                        await self.target.execute_many(upsert, batch)
                    else:
                        await self.target.copy_rows(spec.name, spec.columns, batch)
                    if spec.has_triggers:
                        await self.target.execute(sql.set_triggers(spec.name, True))
                await self.log.save(StepState(spec.name, step, new_key, done + len(batch), finished))
            done += len(batch)
            written += len(batch)
            last_key = new_key
            self._report(spec, step, done, total, started, finished)
            if finished:
                return written
            if self.pause:
                await asyncio.sleep(self.pause)

    async def _link(self, spec: TableSpec, column: str, state: StepState | None) -> None:
        if state is not None and state.done:
            return
        started = time.monotonic()
        statement = sql.set_link(spec.name, column, spec.pk)
        columns = [column, *spec.pk]
        last_key = state.last_key if state else None
        done = state.rows_done if state else 0
        where = sql.forward_reference(column, spec.pk)
        while True:
            rows = await _page(self.source, spec, columns, last_key, self.batch_size, where=where)
            finished = len(rows) < self.batch_size
            new_key = tuple(rows[-1][1:]) if rows else last_key
            async with self.target.transaction():
                if rows:
                    await self.target.execute_many(statement, rows)
                await self.log.save(StepState(spec.name, link_step(column), new_key, done + len(rows), finished))
            done += len(rows)
            last_key = new_key
            self._report(spec, link_step(column), done, done, started, finished)
            if finished:
                return
