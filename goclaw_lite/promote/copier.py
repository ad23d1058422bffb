"""Copy one table from the SQLite snapshot into PostgreSQL, batch by batch, resumably.

Rows go in primary-key order as CSV text with COPY (see source.py for how they are read and
formatted, and checksummed on the way). A batch, its progress row and (for tables with
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

from goclaw_lite.errors import DatabaseError
from goclaw_lite.promote.canonical import MASK64
from goclaw_lite.promote.convert import convert_row, converters
from goclaw_lite.promote.progress import COPY, MERGE, ProgressCallback, ProgressEvent, ProgressLog, StepState, link_step
from goclaw_lite.promote.readers import PageReader
from goclaw_lite.promote.source import Page, SourcePlan, plan_for
from goclaw_lite.promote.tables import TableSpec
from goclaw_lite.store.backend.db import Database, SQLiteDatabase
from goclaw_lite.store.backend.postgres import InvalidValue, PostgresDatabase
from goclaw_lite.store.transfer import promotion as sql


async def _page(db: Database, spec: TableSpec, columns: Sequence[str], after: tuple[Any, ...] | None, limit: int,
                where: str = "") -> list[tuple[Any, ...]]:
    statement = sql.page(spec.name, columns, spec.pk, after=after is not None, where=where)
    params = [*(after or ()), limit]
    rows = await db.fetch_all(statement, params)
    return [tuple(r.values()) for r in rows]


class TableCopier:
    def __init__(
        self,
        source: SQLiteDatabase,
        target: PostgresDatabase,
        log: ProgressLog,
        reader: PageReader,
        *,
        batch_size: int,
        on_progress: ProgressCallback | None = None,
        pause: float = 0.0,
    ) -> None:
        self.source = source  # the small reads (merges, links) on the parent's snapshot
        self.reader = reader  # the table pages, on the same snapshot
        self.target = target
        self.log = log
        self.batch_size = batch_size
        self.on_progress = on_progress
        self.pause = pause
        self.source_sums: dict[str, tuple[int, int]] = {}  # table -> (rows, checksum) read during the copy
        self.cleaned: dict[str, int] = {}  # table -> values whose NUL / unpaired surrogates this run replaced

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
        if seeded or (state is not None and state.step == MERGE):
            return await self._merge(spec, state, total, started)
        plan = plan_for(spec)
        last_key = state.last_key if state else None
        done = state.rows_done if state else 0
        # The source checksum comes free with the copy, but only for a table read whole in this snapshot.
        checksum: int | None = 0 if state is None else None
        written = 0
        pending = asyncio.ensure_future(self.reader.read_page(plan, last_key, self.batch_size))
        try:
            while True:
                page = await pending
                finished = page.count < self.batch_size
                new_key = page.last_key or last_key
                if not finished:
                    # Read and format the next page while PostgreSQL digests this one.
                    pending = asyncio.ensure_future(self.reader.read_page(plan, new_key, self.batch_size))
                state_after = StepState(spec.name, COPY, new_key, done + page.count, finished)
                try:
                    await self._commit(plan, page, state_after)
                except InvalidValue as exc:
                    # Check every row of the page in Python: a bad value is named with its row and column.
                    page = await self.reader.read_page(plan, last_key, self.batch_size, checked=True)
                    try:
                        await self._commit(plan, page, state_after)
                    except InvalidValue:
                        raise DatabaseError(
                            f"PostgreSQL refused a row of {spec.name} after key {last_key} ({exc}); nothing of this "
                            "batch was written. Fix the value in SQLite and run promote --resume."
                        ) from None
                done += page.count
                written += page.count
                if page.cleaned:
                    self.cleaned[spec.name] = self.cleaned.get(spec.name, 0) + page.cleaned
                if checksum is not None:
                    checksum = (checksum + page.checksum) & MASK64
                last_key = new_key
                self._report(spec, COPY, done, total, started, finished)
                if finished:
                    if checksum is not None:
                        self.source_sums[spec.name] = (done, checksum)
                    return written
                if self.pause:
                    await asyncio.sleep(self.pause)
        finally:
            if not pending.done():
                pending.cancel()
                await asyncio.gather(pending, return_exceptions=True)

    async def _commit(self, plan: SourcePlan, page: Page, state: StepState) -> None:
        """One batch and its progress row in one transaction."""
        spec = plan.spec
        async with self.target.transaction():
            await self.target.execute(sql.FAST_COMMIT)
            if page.count:
                if spec.has_triggers:
                    await self.target.execute(sql.set_triggers(spec.name, False))
                await self.target.copy_csv(spec.name, plan.columns, page.data)
                if spec.has_triggers:
                    await self.target.execute(sql.set_triggers(spec.name, True))
            if state.done:
                await self.target.execute(sql.DURABLE_COMMIT)
            await self.log.save(state)

    async def _merge(self, spec: TableSpec, state: StepState | None, total: int, started: float) -> int:
        """Upsert a small table the new schema already seeded, row by row."""
        upsert = sql.upsert(spec.name, spec.columns, spec.pk)
        convs = converters(spec.types)
        pk_index = [spec.columns.index(k) for k in spec.pk]
        last_key = state.last_key if state else None
        done = state.rows_done if state else 0
        written = 0
        while True:
            rows = await _page(self.source, spec, spec.columns, last_key, self.batch_size)
            finished = len(rows) < self.batch_size
            new_key = tuple(rows[-1][i] for i in pk_index) if rows else last_key
            batch = [convert_row(spec.name, spec.columns, convs, row, tuple(row[i] for i in pk_index)) for row in rows]
            async with self.target.transaction():
                if batch:
                    await self.target.execute_many(upsert, batch)
                await self.log.save(StepState(spec.name, MERGE, new_key, done + len(batch), finished))
            done += len(batch)
            written += len(batch)
            last_key = new_key
            self._report(spec, MERGE, done, total, started, finished)
            if finished:
                return written

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
