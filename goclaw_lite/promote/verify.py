"""Prove the copy: per table, row counts and an order-independent content checksum.

Both sides are read in primary-key pages and each row is reduced to a canonical text form
(UUIDs lower-case, JSON with sorted keys, timestamps in the canonical UTC form, booleans
as t/f); the checksum is the sum mod 2^64 of the rows' sha256 prefixes, so duplicates and
missing rows both show, whatever order a server returns rows in.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from goclaw_lite.store import promotion as sql
from goclaw_lite.promote.convert import MASK64, canonicalizers, row_digest
from goclaw_lite.promote.tables import TableSpec
from goclaw_lite.store.db import Database


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


async def table_checksum(db: Database, spec: TableSpec, batch_size: int) -> tuple[int, int]:
    """(rows, checksum) of one table on one side."""
    canons = canonicalizers(spec.types)
    pk_index = [spec.columns.index(k) for k in spec.pk]
    count = total = 0
    after: tuple[Any, ...] | None = None
    while True:
        statement = sql.page(spec.name, spec.columns, spec.pk, after=after is not None)
        rows: Sequence[dict[str, Any]] = await db.fetch_all(statement, [*(after or ()), batch_size])
        for row in rows:
            values = tuple(row.values())
            total = (total + row_digest(canons, values)) & MASK64
        count += len(rows)
        if len(rows) < batch_size:
            return count, total
        last = tuple(rows[-1].values())
        after = tuple(last[i] for i in pk_index)


async def verify(source: Database, target: Database, specs: Sequence[TableSpec], *, batch_size: int = 5000) -> VerifyReport:
    checks = []
    for spec in specs:
        (source_rows, source_sum), (target_rows, target_sum) = await asyncio.gather(
            table_checksum(source, spec, batch_size), table_checksum(target, spec, batch_size)
        )
        checks.append(TableCheck(spec.name, source_rows, target_rows, source_sum, target_sum))
    return VerifyReport(tuple(checks))
