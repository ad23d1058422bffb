"""A streamed import into one scope: batches of entities, then of relations, in the caller's transaction.

Nothing the size of the file stays in memory. Relation ends are resolved through the
database (the name_fold index), one query per chunk of names; the rows the import wrote are
told apart by their `updated_at`, the import's own timestamp, which `begin` makes unique in
the scope (no row had it before), so dedup can read the new entities back page by page too.

On SQLite an import bigger than what the two tables hold drops their secondary indexes (not
the unique keys and name_fold, which it reads) inside its transaction and builds them again
at the end: one sorted build instead of millions of random inserts into b-trees that no
longer fit the cache. A failure, Ctrl-C or a kill rolls that back with the rows. PostgreSQL
takes the same batches and keeps its indexes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from goclaw_lite.ids import format_ts, now_ts, parse_ts
from goclaw_lite.model.kg import KGScope, RelationSpec
from goclaw_lite.store.backend.db import SQLiteDatabase, chunks
from goclaw_lite.store.graph.base import _IN_SCOPE
from goclaw_lite.store.graph.input import (
    MAX_NAME,
    CleanEntity,
    _clean_relation_fields,
    _CleanRelation,
    _text,
    name_key,
)
from goclaw_lite.store.graph.relations import KGRelations
from goclaw_lite.store.graph.store import resolve_name

BULK_MIN_ROWS = 50_000  # below this, keeping the indexes costs less than building them again
_KEPT_INDEXES = ("idx_kg_entities_name_fold",)  # relation ends are looked up through it
_IMPORT_CACHE_KIB = 131_072  # SQLite's page cache while a bulk import runs (the connection's own is 16 MB)
_CONNECTION_CACHE_KIB = 16_000  # and temp_store MEMORY: store/backend/db.py's _configure


@dataclass(frozen=True)
class ImportWrite:
    """What a streamed import wrote, before dedup; its rows carry `written_at` as `updated_at`."""

    entities_created: int
    entities_updated: int
    entities_revived: int
    relations_created: int
    relations_updated: int
    written_at: str
    bulk: bool


class GraphImport:
    """Feed it batches in file order (every entity before any relation), then `finish`."""

    def __init__(self, store: KGRelations, scope: KGScope, *, expected_rows: int) -> None:
        self._store = store
        self._db = store._db
        self._scope = scope
        self._expected = expected_rows
        self.now = ""
        self._dropped: list[str] = []
        self._bulk = False
        self._created = self._updated = self._revived = 0
        self._rel_created = self._rel_updated = 0

    async def begin(self) -> None:
        """Pick the import's timestamp; on SQLite, go bulk when the import outweighs the tables."""
        self.now = await self._unique_now()
        if (
            isinstance(self._db, SQLiteDatabase)
            and self._expected >= BULK_MIN_ROWS
            and self._expected >= await self._rows_held()
        ):
            self._bulk = True
            await self._db.execute(f"PRAGMA cache_size = -{_IMPORT_CACHE_KIB}")
            # The connection keeps temporary data in memory; an index build's sort of millions of
            # rows would too (measured: +160 MB at 300k entities). On disk it is bounded.
            await self._db.execute("PRAGMA temp_store = FILE")
            rows = await self._db.fetch_all(
                "SELECT name, sql FROM sqlite_master WHERE type = 'index' "
                "AND tbl_name IN ('kg_entities', 'kg_relations') "
                "AND sql IS NOT NULL ORDER BY name"
            )
            for row in rows:
                if str(row["name"]) in _KEPT_INDEXES:
                    continue
                self._dropped.append(str(row["sql"]))
                await self._db.execute(f'DROP INDEX "{row["name"]}"')

    async def _unique_now(self) -> str:
        now = now_ts()
        while await self._store._one(
            f"SELECT 1 AS hit FROM kg_entities WHERE {_IN_SCOPE} AND updated_at = :now LIMIT 1",
            self._store._scoped(self._scope, now=now),
        ):
            now = format_ts(parse_ts(now) + timedelta(milliseconds=1))
        return now

    async def _rows_held(self) -> int:
        """About how many rows the two tables hold (their largest rowid: no scan)."""
        held = 0
        for table in ("kg_entities", "kg_relations"):
            value = await self._db.fetch_value(f"SELECT MAX(rowid) FROM {table}")
            held += int(value or 0)
        return held

    async def add_entities(self, items: Sequence[CleanEntity]) -> None:
        written = await self._store._write_entities(self._scope, items, now=self.now)
        for result in written:
            if result.created:
                self._created += 1
            else:
                self._updated += 1
                self._revived += result.revived

    async def add_relations(self, items: Sequence[tuple[str, RelationSpec]]) -> None:
        """Resolve each relation's ends (an entity this import wrote first, else a stored one
        valid now), then upsert; a ValidationError names the relation at fault."""
        cleaned = []
        keys: set[str] = set()
        for where, spec in items:
            source = _text(spec.source, f"{where}.source", "source", MAX_NAME)
            target = _text(spec.target, f"{where}.target", "target", MAX_NAME)
            fields = _clean_relation_fields(
                spec.relation_type, spec.confidence, spec.properties, spec.valid_from, spec.valid_until, where
            )
            source_key, target_key = name_key(source), name_key(target)
            keys.add(source_key)
            keys.add(target_key)
            cleaned.append((where, source, source_key, spec.source_type, target, target_key, spec.target_type, fields))
        batch, stored = await self._named(keys)
        relations = []
        for where, source, source_key, source_type, target, target_key, target_type, fields in cleaned:
            rtype, conf, props, start, end = fields
            source_id = resolve_name(source, source_type, batch, stored, f"{where}.source", source_key)
            target_id = resolve_name(target, target_type, batch, stored, f"{where}.target", target_key)
            relations.append(_CleanRelation(source_id, rtype, target_id, conf, props, start, end, where))
        ids, created = await self._store._write_relations(self._scope, relations, now=self.now, ends_known=True)
        self._rel_created += created
        self._rel_updated += len(ids) - created

    async def _named(self, keys: set[str]) -> tuple[dict[str, dict[str, str]], dict[str, list[tuple[str, str]]]]:
        """Entities by folded name: those this import wrote ({type: id}), and the others valid now."""
        batch: dict[str, dict[str, str]] = {}
        stored: dict[str, list[tuple[str, str]]] = {}
        for chunk in chunks(sorted(keys)):
            rows = await self._store._all(
                "SELECT id, entity_type, name_fold, updated_at = :now AS mine, "
                "(valid_from <= :now AND (valid_until IS NULL OR valid_until > :now)) AS valid "
                f"FROM kg_entities WHERE {_IN_SCOPE} AND name_fold IN (:names) ORDER BY id",
                self._store._scoped(self._scope, now=self.now, names=tuple(chunk)),
            )
            for row in rows:
                key = str(row["name_fold"])
                if row["mine"]:
                    batch.setdefault(key, {})[str(row["entity_type"])] = str(row["id"])
                elif row["valid"]:
                    stored.setdefault(key, []).append((str(row["id"]), str(row["entity_type"])))
        return batch, {k: v for k, v in stored.items() if k not in batch}

    async def finish(self) -> ImportWrite:
        """Build the dropped indexes again (bulk) and say what was written."""
        bulk = self._bulk
        for sql in self._dropped:
            await self._db.execute(sql)
        self._dropped.clear()
        await self.release()
        return ImportWrite(
            entities_created=self._created,
            entities_updated=self._updated,
            entities_revived=self._revived,
            relations_created=self._rel_created,
            relations_updated=self._rel_updated,
            written_at=self.now,
            bulk=bulk,
        )

    async def release(self) -> None:
        """The connection's own cache size again; the indexes come back with a rollback."""
        if self._bulk:
            self._bulk = False
            await self._db.execute(f"PRAGMA cache_size = -{_CONNECTION_CACHE_KIB}")
            await self._db.execute("PRAGMA temp_store = MEMORY")
