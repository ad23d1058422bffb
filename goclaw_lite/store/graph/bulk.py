"""A streamed import into one scope: batches of entities, then of relations, in the caller's transaction.

Nothing the size of the file stays in memory. Relation ends are resolved through the
database (the name_fold index), one query per chunk of names; the rows the import wrote are
told apart by their `updated_at`, the import's own timestamp, which `begin` makes unique in
the scope (no row had it before), so dedup can read the new entities back page by page too.

On SQLite an import bigger than what the two tables hold drops their secondary indexes (not
the unique keys) inside its transaction and builds them again at the end: one sorted build
instead of millions of random inserts into b-trees that no longer fit the cache. name_fold
comes back right after the entities when the relation ends must be looked up through it
(the scope held entities before, or the file repeats one). A failure, Ctrl-C or a kill rolls
that back with the rows. PostgreSQL takes the same batches and keeps its indexes.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import format_ts, now_ts, parse_ts, reserve_uuid7
from goclaw_lite.model.kg import KGScope, RelationSpec
from goclaw_lite.store.backend.db import ConstraintViolation, SQLiteDatabase, chunks
from goclaw_lite.store.graph.base import _IN_SCOPE
from goclaw_lite.store.graph.input import (
    MAX_NAME,
    CleanEntity,
    _clean_relation_fields,
    _CleanRelation,
    _dump,
    _text,
    _window,
    merge_aliases,
    name_and_key,
    name_key,
    normalize_type,
    search_text,
)
from goclaw_lite.store.graph.relations import KGRelations
from goclaw_lite.store.graph.store import resolve_name

StepFn = Callable[[float], None]
BULK_MIN_ROWS = 50_000  # below this, keeping the indexes costs less than building them again
_ENDS_INDEX = "idx_kg_entities_name_fold"  # relation ends are looked up through it, unless all are new
_IMPORT_CACHE_KIB = 131_072  # SQLite's page cache while a bulk import runs (the connection's own is 16 MB)
_TEMP_CACHE_KIB = 65_536  # the staging tables' cache (they are read back whole, twice)
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
    into_empty: bool = False  # the scope held no entity before: dedup has nothing to compare with


class GraphImport:
    """Feed it batches in file order (every entity before any relation), then `finish`.

    This one writes each batch as it comes (PostgreSQL); `StagedImport` is SQLite's.
    """

    def __init__(self, store: KGRelations, scope: KGScope, *, expected_rows: int) -> None:
        self._store = store
        self._db = store._db
        self._scope = scope
        self._expected = expected_rows
        self.now = ""
        self._dropped: dict[str, str] = {}  # index name: its SQL
        self._bulk = False
        self._unchecked = False  # foreign keys off for this import (see `session`)
        self._into_empty = False
        self._progress: StepFn | None = None
        self._steps_done = self._steps_total = 0
        self._created = self._updated = self._revived = 0
        self._rel_created = self._rel_updated = 0

    def _step(self) -> None:
        self._steps_done += 1
        if self._progress is not None and self._steps_total:
            self._progress(min(1.0, self._steps_done / self._steps_total))

    @asynccontextmanager
    async def session(self) -> AsyncIterator[None]:
        """Around the import's transaction, on SQLite: a bigger page cache, and temporary data
        (staging tables, index sorts) in a file, not in memory, so memory stays bounded
        (measured: +160 MB for an index sort at 300k entities). SQLite takes neither inside a
        transaction once temporary tables exist; the connection's own settings come back after."""
        if not isinstance(self._db, SQLiteDatabase) or self._db.in_transaction:  # a caller's: its settings stay
            yield
            return
        await self._db.execute(f"PRAGMA cache_size = -{_IMPORT_CACHE_KIB}")
        await self._db.execute("PRAGMA temp_store = FILE")
        await self._db.execute(f"PRAGMA temp.cache_size = -{_TEMP_CACHE_KIB}")
        # Into an empty graph every key a row refers to is one the import made or read in this
        # transaction, and dedup has nothing to merge (so no delete needs a cascade): the four
        # foreign-key lookups per relation are skipped (`begin` checks it is still empty).
        self._unchecked = await self._scope_empty()
        if self._unchecked:
            await self._db.execute("PRAGMA foreign_keys = OFF")
        try:
            yield
        finally:
            if self._unchecked:
                await self._db.execute("PRAGMA foreign_keys = ON")
            await self._db.execute(f"PRAGMA cache_size = -{_CONNECTION_CACHE_KIB}")
            await self._db.execute("PRAGMA temp_store = MEMORY")

    async def _scope_empty(self) -> bool:
        return not await self._store._one(
            "SELECT 1 AS hit FROM kg_entities WHERE agent_id = :agent AND user_id = :user LIMIT 1",
            self._store._scoped(self._scope),
        )

    async def begin(self) -> None:
        """Pick the import's timestamp; on SQLite, go bulk when the import outweighs the tables."""
        self._into_empty = await self._scope_empty()
        if self._unchecked and not self._into_empty:
            raise ValidationError("The knowledge graph changed as the import began; run the import again.")
        self.now = await self._unique_now()
        if (
            isinstance(self._db, SQLiteDatabase)
            and self._expected >= BULK_MIN_ROWS
            and self._expected >= await self._rows_held()
        ):
            self._bulk = True
            rows = await self._db.fetch_all(
                "SELECT name, sql FROM sqlite_master WHERE type = 'index' "
                "AND tbl_name IN ('kg_entities', 'kg_relations') "
                "AND sql IS NOT NULL ORDER BY name"
            )
            for row in rows:
                self._dropped[str(row["name"])] = str(row["sql"])
                await self._db.execute(f'DROP INDEX "{row["name"]}"')

    async def _restore_index(self, name: str) -> None:
        """Build a dropped index before the end, for the statements that read through it."""
        if (sql := self._dropped.pop(name, None)) is not None:
            await self._db.execute(sql)

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

    async def finish(self, progress: StepFn | None = None) -> ImportWrite:
        """Build the dropped indexes again (bulk) and say what was written; `progress` gets the
        fraction of this last stage done after each of its steps."""
        self._progress = progress
        bulk = self._bulk
        self._steps_total += len(self._dropped)
        for sql in self._dropped.values():
            await self._db.execute(sql)
            self._step()
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
            into_empty=self._into_empty,
        )

    async def release(self) -> None:
        """Nothing to undo here: the dropped indexes come back with a rollback."""
        self._bulk = False

# A UUID v7 in SQL from `ms << 12 | seq` (bound as ?1, reserved by `ids.reserve_uuid7`) and SQLite's random().
_ID = (
    "printf('%08x-%04x-7%03x-%04x-%012x', ?1 >> 28, (?1 >> 12) & 65535, ?1 & 4095, "
    "32768 | (random() & 16383), random() & 281474976710655)"
)
_STAGES = (
    "CREATE TEMP TABLE kg_import_entities (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, external_id TEXT NOT NULL, "
    "name TEXT NOT NULL, entity_type TEXT NOT NULL, description TEXT, properties TEXT, aliases TEXT, "
    "all_aliases TEXT NOT NULL, confidence REAL, source_id TEXT, valid_from TEXT, valid_until TEXT, "
    "name_fold TEXT NOT NULL, search_fold TEXT NOT NULL, path TEXT NOT NULL)",
    "CREATE TEMP TABLE kg_import_relations (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, path TEXT NOT NULL, "
    "source TEXT NOT NULL, source_fold TEXT NOT NULL, source_type TEXT NOT NULL, target TEXT NOT NULL, "
    "target_fold TEXT NOT NULL, target_type TEXT NOT NULL, relation_type TEXT NOT NULL, confidence REAL, "
    "properties TEXT, valid_from TEXT, valid_until TEXT)",
    # Each distinct end once ('' for no type), gathered batch by batch: a b-tree the size of the
    # names, where a UNION over the staged relations at the end sorted two rows per relation
    # (0.5 s at 300k relations, 3.2 s at 900k, once they no longer fit the cache).
    "CREATE TEMP TABLE kg_import_ends (fold TEXT NOT NULL, type TEXT NOT NULL, id TEXT, PRIMARY KEY (fold, type)) "
    "WITHOUT ROWID",
)
_KEYS = (
    "CREATE TEMP TABLE kg_import_keys (fold TEXT NOT NULL, type TEXT NOT NULL, id TEXT NOT NULL, "
    "PRIMARY KEY (fold, type, id)) WITHOUT ROWID"
)
_STAGED_TABLES = ("kg_import_entities", "kg_import_relations", "kg_import_ends", "kg_import_keys")
# Per-row upkeep a set-based insert does in bulk instead: search index and counters (the
# update and delete triggers stay, for the rows that update).
_INSERT_TRIGGERS = {
    "kg_entities": ("trg_kg_search_insert", "trg_kg_counts_entity_insert"),
    "kg_relations": ("trg_kg_counts_relation_insert",),
}
_ENTITY_COLUMNS = (
    "id, agent_id, user_id, external_id, name, entity_type, description, properties, aliases, source_id, "
    "confidence, tenant_id, created_at, updated_at, valid_from, valid_until, name_fold, search_fold"
)
_RELATION_COLUMNS = (
    "id, agent_id, user_id, source_entity_id, relation_type, target_entity_id, confidence, properties, tenant_id, "
    "created_at, valid_from, valid_until"
)
_ENDS_JOIN = (
    "JOIN temp.kg_import_ends s ON s.fold = r.source_fold AND s.type = r.source_type "
    "JOIN temp.kg_import_ends t ON t.fold = r.target_fold AND t.type = r.target_type"
)
_MINE = "e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant AND e.name_fold = x.fold"
# `resolve_name` in SQL, for every distinct (name, type) a relation names: an entity this import
# wrote (of the one type that matches), else, when the import wrote none of that name, the one
# stored entity valid now. NULL where resolve_name raises; the first such relation is then
# resolved again in Python for its exact message.
_RESOLVE = (
    "UPDATE temp.kg_import_ends AS x SET id = CASE "
    "WHEN EXISTS (SELECT 1 FROM kg_entities e WHERE " + _MINE + " AND e.updated_at = :now "
    "AND (x.type = '' OR e.entity_type = x.type)) "
    "THEN (SELECT CASE WHEN COUNT(DISTINCT e.entity_type) = 1 THEN MAX(e.id) END FROM kg_entities e "
    "WHERE " + _MINE + " AND e.updated_at = :now AND (x.type = '' OR e.entity_type = x.type)) "
    "WHEN EXISTS (SELECT 1 FROM kg_entities e WHERE " + _MINE + " AND e.updated_at = :now) THEN NULL "
    "ELSE (SELECT CASE WHEN COUNT(*) = 1 THEN MAX(e.id) END FROM kg_entities e WHERE " + _MINE + " "
    "AND e.valid_from <= :now AND (e.valid_until IS NULL OR e.valid_until > :now) "
    "AND (x.type = '' OR e.entity_type = x.type)) END"
)
# The same when the scope was empty and every staged entity was inserted: the entities are the
# staged ones, so the ends are matched against their (name, type, id) sorted alongside them, not
# looked up one by one in the table (random reads once it outgrows the cache: 0.4 s at 100k
# entities, 2.3 s at 300k).
_RESOLVE_NEW = (
    "UPDATE temp.kg_import_ends AS x SET id = CASE WHEN x.type <> '' "
    "THEN (SELECT MAX(k.id) FROM temp.kg_import_keys k WHERE k.fold = x.fold AND k.type = x.type) "
    "ELSE (SELECT CASE WHEN COUNT(DISTINCT k.type) = 1 THEN MAX(k.id) END FROM temp.kg_import_keys k "
    "WHERE k.fold = x.fold) END"
)
_FRESH = " AND EXISTS (SELECT 1 FROM {table} k WHERE k.id = s.id)"  # a staged row the INSERT wrote
_SLOW_PAGE = 2_000  # rows read back at a time for the few that update instead of insert


class StagedImport(GraphImport):
    """SQLite's import: rows are staged in TEMP tables as they stream in, then written set-based.

    Each batch costs one `executemany` into a staging table (ids are made there, in file order).
    At the end of the entities (and of the relations), one INSERT ... SELECT writes every row
    whose key is new, with the search index and counters filled in bulk, not by their per-row
    triggers (relations sorted by their unique key, so its index grows at its end: in file order
    each row went to a random place in it, 19 s against 11 s at 900k relations); relation ends
    are resolved for each distinct name once, in SQL. The few rows that update a stored one, or
    repeat one of the file, are read back and go through the store's own upsert in file order,
    as before. All of it inside the caller's transaction.
    """

    def __init__(self, store: KGRelations, scope: KGScope, *, expected_rows: int) -> None:
        super().__init__(store, scope, expected_rows=expected_rows)
        self._staged_entities = self._staged_relations = 0
        self._entities_written = False
        self._all_new = False  # the scope was empty and every staged entity was inserted

    async def begin(self) -> None:
        await super().begin()
        for statement in _STAGES:
            await self._db.execute(statement)

    async def add_entities(self, items: Sequence[CleanEntity]) -> None:
        first = reserve_uuid7(len(items))
        rows = []
        for i, c in enumerate(items):
            aliases = merge_aliases(c.name, c.aliases) if c.aliases else ()
            rows.append((
                first + i, c.external_id, c.name, c.entity_type, c.description,
                None if c.properties is None else _dump(c.properties),
                None if c.aliases is None else json.dumps(c.aliases, ensure_ascii=False),
                json.dumps(list(aliases), ensure_ascii=False) if aliases else "[]",
                c.confidence, c.source_id, c.valid_from, c.valid_until, name_key(c.name),
                search_text(c.name, c.entity_type, c.description or "", aliases), c.path,
            ))  # fmt: skip
        await self._db.execute_many(
            "INSERT INTO temp.kg_import_entities (id, external_id, name, entity_type, description, properties, "
            "aliases, all_aliases, confidence, source_id, valid_from, valid_until, name_fold, search_fold, path) "
            f"VALUES ({_ID}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
            rows,
        )
        self._staged_entities += len(rows)

    async def add_relations(self, items: Sequence[tuple[str, RelationSpec]]) -> None:
        """Stage relations with their fields checked (a ValidationError names the one at fault)."""
        if not self._entities_written:
            await self._write_entities()
        first = reserve_uuid7(len(items))
        rows = []
        for i, (where, spec) in enumerate(items):
            source, source_key = name_and_key(spec.source, where, "source")
            target, target_key = name_and_key(spec.target, where, "target")
            rtype, conf, props, start, end = _clean_relation_fields(
                spec.relation_type, spec.confidence, spec.properties, spec.valid_from, spec.valid_until, where
            )
            rows.append((
                first + i, where, source, source_key,
                normalize_type(spec.source_type) if spec.source_type else "", target, target_key,
                normalize_type(spec.target_type) if spec.target_type else "", rtype, conf,
                None if props is None else _dump(props), start, end,
            ))  # fmt: skip
        await self._db.execute_many(
            "INSERT INTO temp.kg_import_relations (id, path, source, source_fold, source_type, target, target_fold, "
            f"target_type, relation_type, confidence, properties, valid_from, valid_until) VALUES ({_ID}, "
            "?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            rows,
        )
        await self._db.execute(
            "INSERT OR IGNORE INTO temp.kg_import_ends (fold, type) SELECT source_fold, source_type "
            "FROM temp.kg_import_relations WHERE seq > ?1 UNION ALL SELECT target_fold, target_type "
            "FROM temp.kg_import_relations WHERE seq > ?1",
            (self._staged_relations,),
        )  # the batch just staged (seq counts from 1)
        self._staged_relations += len(rows)

    async def finish(self, progress: StepFn | None = None) -> ImportWrite:
        self._progress = progress
        self._steps_total = 2 if self._staged_relations else 0  # the ends' resolution, the insert
        if not self._entities_written:
            self._steps_total += 1
            await self._write_entities()
            self._step()
        if self._staged_relations:
            await self._write_relations()
        return await super().finish(progress)

    async def release(self) -> None:
        for table in _STAGED_TABLES:
            await self._db.execute(f"DROP TABLE IF EXISTS temp.{table}")
        await super().release()

    def _values(self, **values: Any) -> dict[str, Any]:
        return self._store._scoped(self._scope, now=self.now, **values)

    async def _write_entities(self) -> None:
        self._entities_written = True
        if not self._staged_entities:
            return
        async with self._paused("kg_entities") as paused:
            docs_before = await self._db.fetch_value("SELECT COALESCE(MAX(doc), 0) FROM kg_search_docs")
            inserted = await self._insert_new(
                f"INSERT INTO kg_entities ({_ENTITY_COLUMNS}) SELECT id, :agent, :user, external_id, name, "
                "entity_type, COALESCE(description, ''), COALESCE(properties, '{}'), all_aliases, "
                "COALESCE(source_id, ''), "
                "COALESCE(confidence, 1.0), :tenant, :now, :now, COALESCE(valid_from, :now), valid_until, name_fold, "
                "search_fold FROM temp.kg_import_entities WHERE true ORDER BY seq",
                "agent_id, user_id, external_id",
            )
            fresh = "" if inserted == self._staged_entities else _FRESH.format(table="kg_entities")
            await self._check_windows("kg_import_entities", fresh)
            if "trg_kg_search_insert" in paused:
                await self._db.execute(
                    "INSERT INTO kg_search_docs (entity_id) SELECT s.id FROM temp.kg_import_entities s "
                    f"WHERE s.search_fold <> ''{fresh} ORDER BY s.seq"
                )
                await self._db.execute(
                    "INSERT INTO kg_search_fts (rowid, search_fold) SELECT d.doc, e.search_fold FROM kg_search_docs d "
                    "JOIN kg_entities e ON e.id = d.entity_id WHERE d.doc > ?",
                    (docs_before,),
                )
            if "trg_kg_counts_entity_insert" in paused:
                await self._count("entity", "entity_type", "kg_import_entities", fresh)
        self._created += inserted
        self._all_new = self._into_empty and not fresh
        if not self._all_new:  # the ends are looked up in the table, and the upsert reads by name
            await self._restore_index(_ENDS_INDEX)
        if fresh:
            await self._upsert_rest_entities()

    async def _write_relations(self) -> None:
        if self._all_new:
            await self._db.execute(_KEYS)
            await self._db.execute(
                "INSERT INTO temp.kg_import_keys SELECT name_fold, entity_type, id FROM temp.kg_import_entities "
                "ORDER BY 1, 2, 3"
            )
            await self._db.execute(_RESOLVE_NEW)
        else:
            await self._store._exec(_RESOLVE, self._values())
        self._step()
        await self._unresolved()
        async with self._paused("kg_relations") as paused:
            inserted = await self._insert_new(
                f"INSERT INTO kg_relations ({_RELATION_COLUMNS}) SELECT r.id, :agent, :user, s.id, r.relation_type, "
                "t.id, COALESCE(r.confidence, 1.0), COALESCE(r.properties, '{}'), :tenant, :now, "
                f"COALESCE(r.valid_from, :now), r.valid_until FROM temp.kg_import_relations r {_ENDS_JOIN} "
                "WHERE true ORDER BY s.id, r.relation_type, t.id, r.seq",
                "agent_id, user_id, source_entity_id, relation_type, target_entity_id",
            )
            fresh = "" if inserted == self._staged_relations else _FRESH.format(table="kg_relations")
            await self._check_windows("kg_import_relations", fresh)
            if "trg_kg_counts_relation_insert" in paused:
                await self._count("relation", "relation_type", "kg_import_relations", fresh)
        self._rel_created += inserted
        self._step()
        if fresh:
            await self._upsert_rest_relations()

    async def _insert_new(self, insert: str, key: str) -> int:
        """Run a set-based INSERT; when a row's `key` is taken (a stored row, a repeat in the file)
        SQLite undoes the statement and it runs again skipping such rows, left for the upsert."""
        try:
            return await self._store._exec(insert, self._values())
        except ConstraintViolation as exc:
            if "UNIQUE" not in str(exc):
                raise
        return await self._store._exec(f"{insert} ON CONFLICT ({key}) DO NOTHING", self._values())

    @asynccontextmanager
    async def _paused(self, table: str) -> AsyncIterator[set[str]]:
        """Drop `table`'s per-row insert upkeep for a set-based insert; yields what was dropped.
        Made again after it (a failure rolls the whole transaction back anyway)."""
        names = _INSERT_TRIGGERS[table]
        rows = await self._db.fetch_all(
            f"SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN ({', '.join('?' * len(names))})",
            names,
        )
        for row in rows:
            await self._db.execute(f'DROP TRIGGER "{row["name"]}"')
        try:
            yield {str(row["name"]) for row in rows}
        finally:
            for row in rows:
                await self._db.execute(str(row["sql"]))

    async def _check_windows(self, table: str, fresh: str) -> None:
        """A new row whose window would end before it starts (no valid_from: it starts now) is an error."""
        row = await self._db.fetch_one(
            f"SELECT s.path, s.valid_until FROM temp.{table} s "
            "WHERE s.valid_from IS NULL AND s.valid_until IS NOT NULL "
            f"AND s.valid_until <= ?{fresh} ORDER BY s.seq LIMIT 1",
            (self.now,),
        )
        if row is not None:
            _window(self.now, str(row["valid_until"]), str(row["path"]))

    async def _count(self, kind: str, type_column: str, table: str, fresh: str) -> None:
        """What the paused counter trigger would have added, one statement per import."""
        await self._store._exec(
            "INSERT INTO kg_counts (agent_id, user_id, tenant_id, kind, type, n) "
            f"SELECT :agent, :user, :tenant, '{kind}', s.{type_column}, COUNT(*) FROM temp.{table} s "
            f"WHERE s.valid_until IS NULL AND COALESCE(s.valid_from, :now) <= :now{fresh} GROUP BY s.{type_column} "
            "ON CONFLICT (agent_id, user_id, tenant_id, kind, type) DO UPDATE SET n = n + excluded.n",
            self._values(),
        )

    async def _unresolved(self) -> None:
        """Raise for the first relation (in file order) an end of which `_RESOLVE` left unresolved."""
        if await self._db.fetch_value("SELECT 1 FROM temp.kg_import_ends WHERE id IS NULL LIMIT 1") is None:
            return
        row = await self._db.fetch_one(
            "SELECT r.path, r.source, r.source_fold, r.source_type, r.target, r.target_fold, r.target_type "
            f"FROM temp.kg_import_relations r {_ENDS_JOIN} WHERE s.id IS NULL OR t.id IS NULL ORDER BY r.seq LIMIT 1"
        )
        if row is None:
            return
        where = str(row["path"])
        batch, stored = await self._named({str(row["source_fold"]), str(row["target_fold"])})
        for side in ("source", "target"):
            kind = str(row[f"{side}_type"])
            resolve_name(str(row[side]), kind or None, batch, stored, f"{where}.{side}")
        raise ValidationError(f"{where}: its ends could not be resolved.")  # resolve_name raised for one of them

    async def _upsert_rest_entities(self) -> None:
        """Rows the set-based insert left (a stored external id, or one repeated in the file), in file order."""
        after = 0
        while rows := await self._db.fetch_all(
            "SELECT * FROM temp.kg_import_entities s WHERE s.seq > ? AND NOT EXISTS "
            "(SELECT 1 FROM kg_entities k WHERE k.id = s.id) ORDER BY s.seq LIMIT ?",
            (after, _SLOW_PAGE),
        ):
            after = int(rows[-1]["seq"])
            await super().add_entities([
                CleanEntity(
                    name=str(r["name"]), entity_type=str(r["entity_type"]), external_id=str(r["external_id"]),
                    description=r["description"], properties=_loaded(r["properties"]), aliases=_loaded(r["aliases"]),
                    confidence=r["confidence"], source_id=r["source_id"], valid_from=r["valid_from"],
                    valid_until=r["valid_until"], path=str(r["path"]),
                )
                for r in rows
            ])  # fmt: skip

    async def _upsert_rest_relations(self) -> None:
        """Relations the set-based insert left (stored already, or repeated in the file), in file order."""
        after = 0
        while rows := await self._db.fetch_all(
            "SELECT r.seq, r.path, s.id AS source_id, r.relation_type, t.id AS target_id, r.confidence, r.properties, "
            f"r.valid_from, r.valid_until FROM temp.kg_import_relations r {_ENDS_JOIN} WHERE r.seq > ? AND NOT EXISTS "
            "(SELECT 1 FROM kg_relations k WHERE k.id = r.id) ORDER BY r.seq LIMIT ?",
            (after, _SLOW_PAGE),
        ):
            after = int(rows[-1]["seq"])
            relations = [
                _CleanRelation(
                    str(r["source_id"]), str(r["relation_type"]), str(r["target_id"]), r["confidence"],
                    _loaded(r["properties"]), r["valid_from"], r["valid_until"],
                    str(r["path"]),
                )
                for r in rows
            ]  # fmt: skip
            ids, created = await self._store._write_relations(self._scope, relations, now=self.now, ends_known=True)
            self._rel_created += created
            self._rel_updated += len(ids) - created


def _loaded(text: Any) -> Any:
    return None if text is None else json.loads(text)


def graph_import(store: KGRelations, scope: KGScope, *, expected_rows: int) -> GraphImport:
    """The import for the store's database: staged and set-based on SQLite, batch by batch elsewhere."""
    if isinstance(store._db, SQLiteDatabase):
        return StagedImport(store, scope, expected_rows=expected_rows)
    return GraphImport(store, scope, expected_rows=expected_rows)
