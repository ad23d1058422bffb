"""KnowledgeGraphStore — `kg_entities`, `kg_relations`, `kg_dedup_candidates`.

Every query is scoped by tenant, agent and user. Reads see the graph as it is now, or as it
was at an `as_of` time: a row counts when `valid_from <= T < valid_until`. Writes compute
the final row in Python inside one transaction (read, then write), so folded search columns
always match the stored text and revival of an ended row is one rule in one place.

Relations only ever join entities of one scope (checked on every write); traversal relies on
that and reads the covering relation indexes without touching the table.

The store is composed from one module per seam: `kg_input` (cleaning), `kg_base` (row
shapes, scoped statements), `kg_entities`, `kg_search`, `kg_relations`, `kg_traversal` and
`kg_dedup`. Batch ingest, pruning and counts, which span them, live here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import now_ts
from goclaw_lite.model.kg import (
    CandidateStatus,
    EntityInput,
    IngestWrite,
    KGScope,
    KGStats,
    PruneReport,
    RelationSpec,
)
from goclaw_lite.store.graph.base import _bind, _valid
from goclaw_lite.store.graph.counts import counted_stats_sql, counters_kept, fold_counted
from goclaw_lite.store.graph.dedup import KGDedup
from goclaw_lite.store.graph.input import (
    MAX_NAME,
    CleanEntity,
    _as_of,
    _clean_relation_fields,
    _CleanRelation,
    _confidence,
    _text,
    canonical_ts,
    clean_entity,
    collapse,
    default_external_id,
    is_uuid,
    merge_aliases,
    name_key,
    normalize_type,
    search_text,
)
from goclaw_lite.store.graph.relations import KGRelations
from goclaw_lite.store.graph.search import KGSearch
from goclaw_lite.store.graph.traversal import KGTraversal, frontier_traversal_sql, gone_sql

__all__ = [
    "CleanEntity",
    "KnowledgeGraphStore",
    "_bind",
    "canonical_ts",
    "clean_entity",
    "collapse",
    "default_external_id",
    "frontier_traversal_sql",
    "gone_sql",
    "is_uuid",
    "merge_aliases",
    "name_key",
    "normalize_type",
    "resolve_name",
    "search_text",
]


class KnowledgeGraphStore(KGRelations, KGTraversal, KGDedup, KGSearch):
    """`kg_entities`, `kg_relations` and `kg_dedup_candidates` of one database.

    The parts come from the seam modules; what spans them (a batch of entities with the
    relations between them, pruning, counts) is here.
    """

    async def ingest_extraction(
        self, scope: KGScope, entities: Sequence[EntityInput], relations: Sequence[RelationSpec]
    ) -> IngestWrite:
        """Write a batch of entities and the relations between them: all of it or none.

        A relation names its ends; a name resolves to an entity of this batch first, then to
        a stored entity valid now. A name that matches entities of several types needs
        `source_type` / `target_type`.
        """
        cleaned = [clean_entity(item, f"entities[{i}]") for i, item in enumerate(entities)]
        rel_fields = []
        for i, spec in enumerate(relations):
            where = f"relations[{i}]"
            source = _text(spec.source, f"{where}.source", "source", MAX_NAME)
            target = _text(spec.target, f"{where}.target", "target", MAX_NAME)
            fields = _clean_relation_fields(
                spec.relation_type, spec.confidence, spec.properties, spec.valid_from, spec.valid_until, where
            )
            rel_fields.append((where, source, spec.source_type, target, spec.target_type, fields))
        async with self._db.transaction():
            written = await self._write_entities(scope, cleaned)
            batch: dict[str, dict[str, str]] = {}
            for item, result in zip(cleaned, written, strict=True):
                batch.setdefault(name_key(item.name), {})[item.entity_type] = result.entity.id
            wanted = {name_key(f[1]) for f in rel_fields} | {name_key(f[3]) for f in rel_fields}
            found = await self.entities_by_names(scope, [n for n in wanted if n not in batch])
            stored = {k: [(e.id, e.entity_type) for e in v] for k, v in found.items()}
            items: list[_CleanRelation] = []
            for where, source, source_type, target, target_type, (rtype, conf, props, start, end) in rel_fields:
                source_id = resolve_name(source, source_type, batch, stored, f"{where}.source")
                target_id = resolve_name(target, target_type, batch, stored, f"{where}.target")
                items.append(_CleanRelation(source_id, rtype, target_id, conf, props, start, end, where))
            relation_ids, relations_created = await self._write_relations(scope, items)
        return IngestWrite(
            entity_ids=tuple(r.entity.id for r in written),
            created_ids=tuple(dict.fromkeys(r.entity.id for r in written if r.created)),
            updated=sum(1 for r in written if not r.created),
            revived=sum(1 for r in written if r.revived),
            relation_ids=tuple(relation_ids),
            relations_created=relations_created,
            relations_updated=len(relation_ids) - relations_created,
        )

    async def prune_by_confidence(self, scope: KGScope, min_confidence: float, *, dry_run: bool = False) -> PruneReport:
        """Remove entities and relations below `min_confidence`, whatever their validity.

        An entity's relations go with it. With `dry_run` nothing changes and the report says
        what would go.
        """
        threshold = _confidence(min_confidence, "min_confidence")
        values = self._scoped(scope, min=threshold)
        scoped = "agent_id = :agent AND user_id = :user AND tenant_id = :tenant"
        async with self._db.transaction(write=not dry_run):
            entities = await self._one(f"SELECT COUNT(*) AS n FROM kg_entities WHERE {scoped} AND confidence < :min", values)
            relations = await self._one(
                "SELECT COUNT(*) AS n FROM kg_relations r WHERE r.agent_id = :agent AND r.user_id = :user "
                "AND r.tenant_id = :tenant AND ("
                "r.confidence < :min OR EXISTS (SELECT 1 FROM kg_entities e WHERE e.id = r.source_entity_id AND e.confidence < :min) "
                "OR EXISTS (SELECT 1 FROM kg_entities e WHERE e.id = r.target_entity_id AND e.confidence < :min))",
                values,
            )
            sample = await self._all(
                f"SELECT name FROM kg_entities WHERE {scoped} AND confidence < :min ORDER BY confidence, name_fold, id LIMIT 20",
                values,
            )
            if not dry_run:
                await self._exec(f"DELETE FROM kg_relations WHERE {scoped} AND confidence < :min", values)
                await self._exec(f"DELETE FROM kg_entities WHERE {scoped} AND confidence < :min", values)
        return PruneReport(
            min_confidence=threshold,
            dry_run=dry_run,
            entities=int(entities["n"]) if entities else 0,
            relations=int(relations["n"]) if relations else 0,
            sample=tuple(str(r["name"]) for r in sample),
        )

    async def stats(self, scope: KGScope, *, as_of: str | None = None) -> KGStats:
        """Counts of what is valid at `as_of`; a relation counts when both its ends do too.

        From now on they come from the counters (store/graph/counts.py) where the database keeps
        them; a past `as_of` scans the scope.
        """
        at = _as_of(as_of)
        from_now = as_of is None or at >= now_ts()
        if from_now and await counters_kept(self._db):
            return await self.counted_stats(scope, at)
        return await self.scanned_stats(scope, at, from_now=from_now)

    async def counted_stats(self, scope: KGScope, at: str) -> KGStats:
        """`stats` at `at` (now or later) from the counters and the rows that are not plain."""
        rows = await self._all(counted_stats_sql(gone_sql(True)), self._scoped(scope, at=at))
        entity_types, rel_types, not_current = fold_counted(rows)
        return KGStats(
            entity_count=sum(entity_types.values()),
            relation_count=sum(rel_types.values()),
            entity_types=entity_types,
            relation_types=rel_types,
            not_current_entities=not_current,
            pending_candidates=await self._pending(scope),
            as_of=at,
        )

    async def _pending(self, scope: KGScope) -> int:
        pending = await self._one(
            "SELECT COUNT(*) AS n FROM kg_dedup_candidates WHERE agent_id = :agent AND user_id = :user "
            "AND tenant_id = :tenant AND status = :status",
            self._scoped(scope, status=CandidateStatus.PENDING.value),
        )
        return int(pending["n"]) if pending else 0

    async def scanned_stats(self, scope: KGScope, at: str, *, from_now: bool | None = None) -> KGStats:
        """`stats` at `at` read from the rows themselves (any time; the reference for the counters).

        `from_now`: `at` is now or later (what is not valid then is in a small index); by default
        decided from the clock.
        """
        values = self._scoped(scope, at=at)
        scoped = "e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant"
        types = await self._all(
            f"SELECT e.entity_type AS t, COUNT(*) AS n FROM kg_entities e WHERE {scoped} AND {_valid('e')} "
            "GROUP BY e.entity_type ORDER BY e.entity_type",
            values,
        )
        gone = gone_sql(at >= now_ts() if from_now is None else from_now)
        not_current = await self._one(f"SELECT COUNT(*) AS n FROM ({gone}) g", values)
        relation_types = await self._all(
            f"WITH gone(id) AS MATERIALIZED ({gone}) "
            "SELECT r.relation_type AS t, COUNT(*) AS n FROM kg_relations r "
            f"WHERE r.agent_id = :agent AND r.user_id = :user AND r.tenant_id = :tenant AND {_valid('r')} "
            "AND NOT EXISTS (SELECT 1 FROM gone g WHERE g.id = r.source_entity_id) "
            "AND NOT EXISTS (SELECT 1 FROM gone g WHERE g.id = r.target_entity_id) "
            "GROUP BY r.relation_type ORDER BY r.relation_type",
            values,
        )
        entity_types = {str(r["t"]): int(r["n"]) for r in types}
        rel_types = {str(r["t"]): int(r["n"]) for r in relation_types}
        return KGStats(
            entity_count=sum(entity_types.values()),
            relation_count=sum(rel_types.values()),
            entity_types=entity_types,
            relation_types=rel_types,
            not_current_entities=int(not_current["n"]) if not_current else 0,
            pending_candidates=await self._pending(scope),
            as_of=at,
        )


def resolve_name(
    name: str,
    entity_type: str | None,
    batch: Mapping[str, Mapping[str, str]],
    stored: Mapping[str, Sequence[tuple[str, str]]],
    where: str,
    key: str | None = None,
) -> str:
    """The id a relation's end names: an entity of the batch first, else a stored one valid now.

    `batch`: folded name -> {type: id} of the entities being written; `stored`: folded name ->
    (id, type) of the others valid now (looked up only for names the batch lacks); `key`: the
    name's `name_key`, when the caller has it already.
    """
    key = name_key(name) if key is None else key
    wanted = (normalize_type(entity_type) if entity_type else "") or None  # a blank type is no type
    in_batch = batch.get(key, {})
    choices = {t: i for t, i in in_batch.items() if wanted is None or t == wanted}
    if not choices:
        matching = [(i, t) for i, t in stored.get(key, ()) if wanted is None or t == wanted]
        choices = {t: i for i, t in matching}
        if len({i for i, _t in matching}) > len(choices):
            raise ValidationError(f"{where}: {name!r} names several stored entities; refer to it by a unique name.")
    if not choices:
        kind = f" of type {wanted!r}" if wanted else ""
        raise ValidationError(f"{where}: no entity named {name!r}{kind} in this batch or the knowledge graph.")
    if len(choices) > 1:
        side = where.rsplit(".", 1)[-1]
        raise ValidationError(
            f"{where}: {name!r} matches entities of several types ({', '.join(sorted(choices))}); "
            f"add {side}_type to say which."
        )
    return next(iter(choices.values()))
