"""Relations between entities of one scope: upsert, read, expire, delete, restore.

Relations only ever join entities of one scope (checked on every write); traversal relies
on that and reads the covering relation indexes without touching the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.kg import Direction, Entity, KGScope, Relation, RelationInput, RestoredEntity
from goclaw_lite.store.backend.db import chunks
from goclaw_lite.store.graph.base import _IN_SCOPE_R, _R, _to_relation, _valid
from goclaw_lite.store.graph.entities import KGEntities
from goclaw_lite.store.graph.input import (
    _as_of,
    _clean_relation_fields,
    _CleanRelation,
    _next_window,
    _window,
    is_uuid,
    normalize_type,
)


class KGRelations(KGEntities):
    """Relation rows, and restoring a deleted entity together with its relations."""

    async def upsert_relation(self, scope: KGScope, item: RelationInput) -> Relation:
        async with self._db.transaction():
            ids, _created = await self.upsert_relations(scope, [item])
            return await self.get_relation(scope, ids[0], include_expired=True)

    async def upsert_relations(
        self, scope: KGScope, items: Sequence[RelationInput], *, path: str = ""
    ) -> tuple[list[str], int]:
        """Create or update relations between stored entities; returns (ids, how many were new)."""
        cleaned: list[_CleanRelation] = []
        for i, item in enumerate(items):
            where = f"{path}[{i}]" if path else ""
            rtype, conf, props, start, end = _clean_relation_fields(
                item.relation_type, item.confidence, item.properties, item.valid_from, item.valid_until, where
            )
            cleaned.append(_CleanRelation(item.source_entity_id, rtype, item.target_entity_id, conf, props, start, end, where))
        async with self._db.transaction():
            return await self._write_relations(scope, cleaned)

    async def _write_relations(
        self, scope: KGScope, items: Sequence[_CleanRelation], *, now: str | None = None, ends_known: bool = False
    ) -> tuple[list[str], int]:
        """Upsert `items`; `ends_known`: their ends were just read from this scope (a streamed
        import), so they are not looked up again and the relations they may already have are
        found through the scope's unique key, which a bulk import keeps while it rebuilds
        the other indexes."""
        if not ends_known:
            await self._check_ends(scope, items)
        existing = await self._existing_relations(scope, items, ends_known=ends_known)
        now = now or now_ts()
        ids: list[str] = []
        created = 0
        rows_out: list[tuple[Any, ...]] = []
        for item in items:
            key = (item.source_entity_id, item.relation_type, item.target_entity_id)
            old = existing.get(key)
            if old is None:
                start = item.valid_from or now
                _window(start, item.valid_until, item.path)
                rel = Relation(
                    id=uuid7(), agent_id=scope.agent_id, user_id=scope.user_id, source_entity_id=key[0], relation_type=key[1],
                    target_entity_id=key[2], confidence=1.0 if item.confidence is None else item.confidence,
                    properties=item.properties or {}, created_at=now, valid_from=start, valid_until=item.valid_until,
                )
                created += 1
            else:
                start, end, _revived = _next_window(
                    old.valid_from, old.valid_until, item.valid_from, item.valid_until, now, item.path
                )
                rel = replace(
                    old,
                    confidence=old.confidence if item.confidence is None else item.confidence,
                    properties={**old.properties, **(item.properties or {})},
                    valid_from=start,
                    valid_until=end,
                )
            existing[key] = rel
            ids.append(rel.id)
            rows_out.append(self._relation_row(rel))
        if ends_known:
            # A streamed import's batch is big: written in key order (stable, so repeats of one
            # relation keep theirs) the unique index takes it in runs along its pages, not at
            # random places. Ids stay in file order (what export and traversal order by).
            rows_out.sort(key=lambda row: (row[3], row[4], row[5]))
        await self._db.execute_many(
            "INSERT INTO kg_relations (id, agent_id, user_id, source_entity_id, relation_type, target_entity_id, "
            "confidence, properties, tenant_id, created_at, valid_from, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (agent_id, user_id, source_entity_id, relation_type, target_entity_id) DO UPDATE SET "
            "confidence = excluded.confidence, properties = excluded.properties, valid_from = excluded.valid_from, "
            "valid_until = excluded.valid_until",
            rows_out,
        )
        return ids, created

    async def _check_ends(self, scope: KGScope, items: Sequence[_CleanRelation]) -> None:
        ends = {i.source_entity_id for i in items} | {i.target_entity_id for i in items}
        known = await self._existing_ids(scope, ends)
        for item in items:
            for side, entity_id in (("source", item.source_entity_id), ("target", item.target_entity_id)):
                if entity_id not in known:
                    where = f"{item.path}.{side}: " if item.path else ""
                    raise ValidationError(f"{where}no entity {entity_id} in this agent's knowledge graph.")

    async def _existing_relations(
        self, scope: KGScope, items: Sequence[_CleanRelation], *, ends_known: bool
    ) -> dict[tuple[str, str, str], Relation]:
        """The stored relations `items` would write again, by (source, type, target).

        With `ends_known` (a streamed import) the keys are first read from the scope's unique
        index alone, and only the sources with a match are read whole: in a fresh import
        almost none, where reading every relation of each source cost a random table read each.
        """
        wanted = {(i.source_entity_id, i.relation_type, i.target_entity_id) for i in items}
        existing: dict[tuple[str, str, str], Relation] = {}
        sources = sorted({i.source_entity_id for i in items})
        if ends_known:
            hit: set[str] = set()
            for chunk in chunks(sources):
                rows = await self._all(
                    "SELECT r.source_entity_id AS s, r.relation_type AS t, r.target_entity_id AS o FROM kg_relations r "
                    "WHERE r.agent_id = :agent AND r.user_id = :user AND r.source_entity_id IN (:ids)",
                    self._scoped(scope, ids=tuple(chunk)),
                )
                hit.update(str(r["s"]) for r in rows if (str(r["s"]), str(r["t"]), str(r["o"])) in wanted)
            sources = sorted(hit)
        selector = (  # through the unique key when a bulk import has dropped the source index
            f"SELECT {_R} FROM kg_relations r WHERE {_IN_SCOPE_R} AND r.source_entity_id IN (:ids)"
            if ends_known
            else "WITH r AS MATERIALIZED (SELECT * FROM kg_relations WHERE source_entity_id IN (:ids)) "
            f"SELECT {_R} FROM r r WHERE {_IN_SCOPE_R}"
        )
        for chunk in chunks(sources):
            for row in await self._all(selector, self._scoped(scope, ids=tuple(chunk))):
                key = (str(row["source_entity_id"]), str(row["relation_type"]), str(row["target_entity_id"]))
                if key in wanted:
                    existing[key] = _to_relation(row)
        return existing

    async def get_relation(
        self, scope: KGScope, relation_id: str, *, as_of: str | None = None, include_expired: bool = False
    ) -> Relation:
        row = None
        if is_uuid(relation_id):
            validity = "" if include_expired else f" AND {_valid('r')}"
            row = await self._one(
                self._named_relations("SELECT * FROM kg_relations WHERE id = :id") + validity,
                self._scoped(scope, id=relation_id, at=_as_of(as_of)),
            )
        if row is None:
            raise NotFoundError(f"No relation {relation_id} in this agent's knowledge graph.")
        return _to_relation(row)

    async def get_relations(self, scope: KGScope, relation_ids: Iterable[str]) -> dict[str, Relation]:
        wanted = sorted({i for i in relation_ids if is_uuid(i)})
        found: dict[str, Relation] = {}
        for chunk in chunks(wanted):
            rows = await self._all(
                self._named_relations("SELECT * FROM kg_relations WHERE id IN (:ids)"), self._scoped(scope, ids=tuple(chunk))
            )
            found.update({str(r["id"]): _to_relation(r) for r in rows})
        return found

    async def delete_relation(self, scope: KGScope, relation_id: str) -> None:
        changed = 0
        if is_uuid(relation_id):
            changed = await self._exec(
                "DELETE FROM kg_relations WHERE id = :id AND agent_id = :agent AND user_id = :user AND tenant_id = :tenant",
                self._scoped(scope, id=relation_id),
            )
        if changed == 0:
            raise NotFoundError(f"No relation {relation_id} in this agent's knowledge graph.")

    async def expire_relation(self, scope: KGScope, relation_id: str, *, at: str | None = None) -> Relation:
        moment = _as_of(at)
        async with self._db.transaction():
            rel = await self.get_relation(scope, relation_id, include_expired=True)
            if rel.valid_until is not None and rel.valid_until <= moment:
                return rel
            if moment < rel.valid_from:
                raise ValidationError(f"Relation {relation_id} only becomes valid at {rel.valid_from}.")
            await self._exec("UPDATE kg_relations SET valid_until = :until WHERE id = :id", {"until": moment, "id": rel.id})
        return await self.get_relation(scope, relation_id, include_expired=True)

    async def list_relations(
        self,
        scope: KGScope,
        entity_id: str,
        *,
        direction: Direction = Direction.BOTH,
        relation_type: str | None = None,
        as_of: str | None = None,
        include_expired: bool = False,
    ) -> list[Relation]:
        """Relations valid at `as_of` touching the entity, whose other end is valid then too.

        With `include_expired`, every relation touching it whatever the validity (what a
        delete takes along).
        """
        if not is_uuid(entity_id):
            return []
        out, into = "SELECT * FROM kg_relations WHERE source_entity_id = :id", "SELECT * FROM kg_relations WHERE target_entity_id = :id"
        selector = {Direction.OUT: out, Direction.IN: into, Direction.BOTH: f"{out} UNION {into}"}[Direction(direction)]
        type_clause = " AND r.relation_type = :type" if relation_type else ""
        validity = "" if include_expired else f" AND {_valid('r')} AND {_valid('s')} AND {_valid('t')}"
        rows = await self._all(
            f"{self._named_relations(selector)}{validity}{type_clause} "
            "ORDER BY r.relation_type, r.created_at, r.id",
            self._scoped(scope, id=entity_id, at=_as_of(as_of), type=normalize_type(relation_type or "")),
        )
        return [_to_relation(r) for r in rows]

    async def relations_among(self, scope: KGScope, entity_ids: Iterable[str], *, as_of: str | None = None) -> list[Relation]:
        """Relations valid at `as_of` with both ends among `entity_ids` (and valid then), by id.

        One indexed read per chunk of ids, whatever the number of ids: what a drawn
        neighbourhood needs, instead of one read per node.
        """
        wanted = {i for i in entity_ids if is_uuid(i)}
        found: dict[str, Relation] = {}
        at = _as_of(as_of)
        for chunk in chunks(sorted(wanted)):
            rows = await self._all(
                self._named_relations("SELECT * FROM kg_relations WHERE source_entity_id IN (:ids)")
                + f" AND {_valid('r')} AND {_valid('s')} AND {_valid('t')}",
                self._scoped(scope, ids=tuple(chunk), at=at),
            )
            found.update({str(r["id"]): _to_relation(r) for r in rows if str(r["target_entity_id"]) in wanted})
        return [found[k] for k in sorted(found)]

    async def all_relations(self, scope: KGScope) -> list[Relation]:
        """Every relation of the scope whatever its validity, with endpoint names (export)."""
        rows = await self._all(
            self._named_relations("SELECT * FROM kg_relations WHERE agent_id = :agent AND user_id = :user")
            + " ORDER BY r.created_at, r.id",
            self._scoped(scope),
        )
        return [_to_relation(r) for r in rows]

    async def restore_entity(self, scope: KGScope, entity: Entity, relations: Sequence[Relation]) -> RestoredEntity:
        """Write a deleted entity back under its old id, with those of `relations` whose other end exists.

        Relations keep their ids too. When the entity was learnt again meanwhile (a row with
        its external id exists), nothing is written: restoring would make a duplicate.
        """
        async with self._db.transaction():
            if await self._existing_ids(scope, [entity.id]):
                raise AlreadyExistsError(f"{entity.name} is in the knowledge graph; there is nothing to restore.")
            again = await self._existing_by_external(scope, [entity.external_id])
            if again:
                raise AlreadyExistsError(
                    f"{entity.name} was added again after it was deleted; restoring it would make a duplicate."
                )
            await self._db.execute_many(
                "INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, description, properties, "
                "aliases, source_id, confidence, tenant_id, created_at, updated_at, valid_from, valid_until, name_fold, "
                "search_fold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [self._entity_row(replace(entity, agent_id=scope.agent_id, user_id=scope.user_id))],
            )
            ends = {r.source_entity_id for r in relations} | {r.target_entity_id for r in relations}
            alive = await self._existing_ids(scope, ends)
            rows = [
                self._relation_row(replace(r, agent_id=scope.agent_id, user_id=scope.user_id))
                for r in {r.id: r for r in relations}.values()
                if entity.id in (r.source_entity_id, r.target_entity_id) and {r.source_entity_id, r.target_entity_id} <= alive
            ]
            if rows:
                await self._db.execute_many(
                    "INSERT INTO kg_relations (id, agent_id, user_id, source_entity_id, relation_type, target_entity_id, "
                    "confidence, properties, tenant_id, created_at, valid_from, valid_until) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (agent_id, user_id, source_entity_id, relation_type, target_entity_id) DO NOTHING",
                    rows,
                )
            restored = len(await self.get_relations(scope, [r[0] for r in rows])) if rows else 0
        return RestoredEntity(entity=await self.get_entity(scope, entity.id, include_expired=True),
                              relations_restored=restored, relations_skipped=len({r.id for r in relations}) - restored)
