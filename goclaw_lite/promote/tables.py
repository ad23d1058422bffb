"""What to copy: the tables, their columns and keys, in foreign-key order.

The order is derived from the source's own foreign keys (parents before children), and the
column types from the target's catalogue, so a schema change needs no edit here.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from goclaw_lite.errors import DatabaseError
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.graph.counts import KG_COUNT_TABLES
from goclaw_lite.store.lifecycle.search_index import SEARCH_INDEX_TABLES
from goclaw_lite.store.transfer import promotion as sql

# Bookkeeping tables of each backend that are not part of the data; derived ones PostgreSQL builds itself.
SKIPPED_SOURCE = frozenset({"sqlite_sequence", "sqlite_stat1"}) | SEARCH_INDEX_TABLES | KG_COUNT_TABLES
SKIPPED_TARGET = frozenset({"goclaw_schema", sql.PROGRESS_TABLE, sql.DEFERRED_TABLE}) | KG_COUNT_TABLES


@dataclass(frozen=True)
class TableSpec:
    name: str
    columns: tuple[str, ...]
    types: tuple[str, ...]  # PostgreSQL data_type of each column, same order
    pk: tuple[str, ...]
    self_refs: tuple[str, ...]  # columns referencing this same table: written NULL, linked afterwards
    has_triggers: bool
    strict: bool = False  # a STRICT SQLite table: every value has its column's storage class

    def type_of(self, column: str) -> str:
        return self.types[self.columns.index(column)]


class PromotionSchemaError(DatabaseError):
    """The two schemas disagree (a table or column missing on one side)."""


async def _strict(source: Database, name: str) -> bool:
    try:
        row = await source.fetch_one(sql.source_table_list(name))
    except sqlite3.Error:  # SQLite older than 3.37 has no table_list: check every value
        return False
    return bool(row and row.get("strict"))


async def _source_shape(source: Database) -> dict[str, tuple[list[str], list[str], dict[str, str]]]:
    """table -> (columns, primary key, {fk column: referenced table})."""
    shape: dict[str, tuple[list[str], list[str], dict[str, str]]] = {}
    rows = await source.fetch_all(sql.SOURCE_TABLES)
    skipped = SKIPPED_SOURCE | await _index_tables(source, [str(r["name"]) for r in rows if r["virtual"]])
    for row in rows:
        name = str(row["name"])
        if name in skipped:
            continue
        info = await source.fetch_all(sql.source_columns(name))
        columns = [str(c["name"]) for c in info]
        pk = [str(c["name"]) for c in sorted((c for c in info if int(c["pk"]) > 0), key=lambda c: int(c["pk"]))]
        if not pk:
            raise PromotionSchemaError(f"Table {name} has no primary key, so it cannot be copied resumably.")
        fks = {str(f["from"]): str(f["table"]) for f in await source.fetch_all(sql.source_foreign_keys(name))}
        shape[name] = (columns, pk, fks)
    return shape


async def _index_tables(source: Database, virtual: list[str]) -> frozenset[str]:
    """Virtual tables (FTS5 search indexes) and the shadow tables SQLite keeps for them: each
    backend builds its own search index from the copied rows, so none of them is copied."""
    try:
        shadow = {str(r["name"]) for r in await source.fetch_all(sql.SOURCE_SHADOW_TABLES)}
    except sqlite3.Error:  # SQLite older than 3.37: FTS5's own names
        shadow = {v + suffix for v in virtual for suffix in sql.FTS5_SHADOW_SUFFIXES}
    return frozenset(virtual) | shadow


def fk_order(parents: dict[str, set[str]]) -> list[str]:
    """Tables with every parent first; ties broken by name so the order is stable."""
    order: list[str] = []
    remaining = {t: set(p) - {t} for t, p in parents.items()}
    while remaining:
        ready = sorted(t for t, p in remaining.items() if not (p & remaining.keys()))
        if not ready:
            raise PromotionSchemaError(f"Foreign keys form a cycle among {', '.join(sorted(remaining))}.")
        order += ready
        for t in ready:
            del remaining[t]
    return order


async def discover(source: Database, target: Database) -> list[TableSpec]:
    shape = await _source_shape(source)
    target_types: dict[str, dict[str, str]] = {}
    for row in await target.fetch_all(sql.TARGET_COLUMNS):
        target_types.setdefault(str(row["table_name"]), {})[str(row["column_name"])] = str(row["data_type"])
    triggered = {str(r["table_name"]) for r in await target.fetch_all(sql.TARGET_TRIGGERS)}
    missing = sorted(set(shape) - set(target_types))
    extra = sorted(set(target_types) - set(shape) - SKIPPED_TARGET)
    if missing or extra:
        raise PromotionSchemaError(
            "The SQLite and PostgreSQL schemas differ: "
            + "; ".join(p for p in (f"missing in PostgreSQL: {', '.join(missing)}" if missing else "",
                                    f"only in PostgreSQL: {', '.join(extra)}" if extra else "") if p)
        )
    specs: dict[str, TableSpec] = {}
    for name, (columns, pk, fks) in shape.items():
        types = target_types[name]
        absent = [c for c in columns if c not in types]
        if absent:
            raise PromotionSchemaError(f"PostgreSQL table {name} lacks column(s) {', '.join(absent)}.")
        specs[name] = TableSpec(
            name=name,
            columns=tuple(columns),
            types=tuple(types[c] for c in columns),
            pk=tuple(pk),
            self_refs=tuple(c for c, t in fks.items() if t == name),
            has_triggers=name in triggered,
            strict=await _strict(source, name),
        )
    order = fk_order({name: set(fks.values()) for name, (_c, _p, fks) in shape.items()})
    return [specs[name] for name in order]


async def source_order(source: Database) -> list[str]:
    """The source's tables in foreign-key order, without needing the target's schema."""
    shape = await _source_shape(source)
    return fk_order({name: set(fks.values()) for name, (_c, _p, fks) in shape.items()})
