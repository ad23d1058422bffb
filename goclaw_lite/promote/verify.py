"""Prove the copy: per table, row counts and an order-independent content checksum.

Each row is reduced to one canonical text (canonical.py: UUIDs lower-case, jsonb's own
normalised JSON, timestamps in the canonical UTC form to the millisecond, booleans as 1/0,
floats by their exact bits) and the checksum is the sum mod 2^64 of the first 64 bits
of each text's md5, so a changed value, a duplicate or a missing row all show, whatever
order a server returns rows in. PostgreSQL computes its side in SQL on the server; the
SQLite side comes from the copy itself, or from one read of the snapshot for tables this
run did not copy from the start (a resumed or repeated run).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from goclaw_lite.promote.canonical import MASK64
from goclaw_lite.promote.readers import LocalReader, PageReader
from goclaw_lite.promote.source import plan_for
from goclaw_lite.promote.tables import TableSpec
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.transfer import promotion as sql


@dataclass(frozen=True)
class TableCheck:
    table: str
    source_rows: int
    target_rows: int
    source_sum: int
    target_sum: int

    @property
    def ok(self) -> bool:
        return self.source_rows == self.target_rows and self.source_sum == self.target_sum

    @property
    def problem(self) -> str:
        if self.source_rows != self.target_rows:
            return f"{self.table}: {self.source_rows} rows in SQLite, {self.target_rows} in PostgreSQL"
        if self.source_sum != self.target_sum:
            return f"{self.table}: same row count ({self.source_rows}) but different content"
        return ""


@dataclass(frozen=True)
class VerifyReport:
    tables: tuple[TableCheck, ...]

    @property
    def ok(self) -> bool:
        return all(t.ok for t in self.tables)

    @property
    def problems(self) -> list[str]:
        return [t.problem for t in self.tables if not t.ok]


async def target_checksum(target: PostgresDatabase, spec: TableSpec) -> tuple[int, int]:
    """(rows, checksum) of one table, computed by the server."""
    plan = plan_for(spec)
    statement = sql.target_checksum(spec.name, [*plan.plain, *plan.special])
    row = await target.fetch_one(statement)
    assert row is not None
    return int(row["n"]), int(row["s"]) & MASK64


async def source_checksum(source: SQLiteDatabase, spec: TableSpec, batch_size: int = 5000) -> tuple[int, int]:
    return await LocalReader(source).table_checksum(plan_for(spec), batch_size)


async def verify(
    readers: Sequence[PageReader],
    target: PostgresDatabase,
    specs: Sequence[TableSpec],
    *,
    known: Mapping[str, tuple[int, int]] | None = None,
    target_sums: Mapping[str, tuple[int, int]] | None = None,
    batch_size: int = 5000,
) -> VerifyReport:
    """Compare every table. `known` holds source (rows, checksum) taken during the copy, and
    `target_sums` the server's (rows, checksum) already computed; the rest are computed here,
    the source's side by the readers side by side (a resumed or repeated run reads whole tables)."""
    source_sums = dict(known or {})
    computed = target_sums or {}
    left = [spec for spec in specs if spec.name not in source_sums]

    async def drain(reader: PageReader) -> None:
        while left:
            spec = left.pop(0)
            source_sums[spec.name] = await reader.table_checksum(plan_for(spec), batch_size)

    await asyncio.gather(*(drain(reader) for reader in {id(r): r for r in readers}.values()))

    async def check(spec: TableSpec) -> TableCheck:
        target_side = computed.get(spec.name) or await target_checksum(target, spec)
        source_side = source_sums[spec.name]
        return TableCheck(spec.name, source_side[0], target_side[0], source_side[1], target_side[1])

    return VerifyReport(tuple([await check(spec) for spec in specs]))
