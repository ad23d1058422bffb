"""Entities and their validity windows: upsert, read, replace, expire, delete."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.kg import (
    Entity,
    EntityInput,
    EntityListOptions,
    EntityPage,
    EntityReplacement,
    EntitySort,
    KGScope,
    UpsertedEntity,
)
from goclaw_lite.store.backend.db import chunks
from goclaw_lite.store.graph.base import _E, _IN_SCOPE_E, KGStoreBase, _to_entity, _valid
from goclaw_lite.store.graph.counts import counted_entities_sql, counters_kept
from goclaw_lite.store.graph.input import (
    MAX_PAGE,
    _as_of,
    _CleanEntity,
    _next_window,
    _window,
    clean_entity,
    is_uuid,
    merge_aliases,
    name_key,
    normalize_type,
)


class KGEntities(KGStoreBase):
    """Entity rows; a write computes the final row in Python inside one transaction."""

    async def upsert_entity(self, scope: KGScope, item: EntityInput) -> UpsertedEntity:
        async with self._db.transaction():
            written = await self.upsert_entities(scope, [item])
        return written[0]

    async def upsert_entities(self, scope: KGScope, items: Sequence[EntityInput], *, path: str = "") -> list[UpsertedEntity]:
        """Create or update many entities in one transaction; results follow input order."""
        cleaned = [clean_entity(item, f"{path}[{i}]" if path else "") for i, item in enumerate(items)]
        async with self._db.transaction():
            return await self._write_entities(scope, cleaned)

    async def _write_entities(
        self, scope: KGScope, items: Sequence[_CleanEntity], *, now: str | None = None
    ) -> list[UpsertedEntity]:
        """`now`: the write time, one for every batch of a streamed import (default: the clock)."""
        now = now or now_ts()
        current = await self._existing_by_external(scope, [c.external_id for c in items])
        results: list[UpsertedEntity] = []
        rows: list[tuple[Any, ...]] = []
        for item in items:
            old = current.get(item.external_id)
            if old is None:
                start = item.valid_from or now
                _window(start, item.valid_until, item.path)
                entity = Entity(
                    id=uuid7(), agent_id=scope.agent_id, user_id=scope.user_id, external_id=item.external_id,
                    name=item.name, entity_type=item.entity_type, description=item.description or "",
                    properties=item.properties or {}, aliases=merge_aliases(item.name, item.aliases or ()),
                    source_id=item.source_id or "", confidence=1.0 if item.confidence is None else item.confidence,
                    created_at=now, updated_at=now, valid_from=start, valid_until=item.valid_until,
                )
                results.append(UpsertedEntity(entity, created=True))
            else:
                start, end, revived = _next_window(
                    old.valid_from, old.valid_until, item.valid_from, item.valid_until, now, item.path
                )
                entity = replace(
                    old,
                    name=item.name,
                    entity_type=item.entity_type,
                    description=old.description if item.description is None else item.description,
                    properties={**old.properties, **(item.properties or {})},
                    aliases=merge_aliases(item.name, old.aliases, item.aliases or (), [old.name]),
                    source_id=old.source_id if item.source_id is None else item.source_id,
                    confidence=old.confidence if item.confidence is None else item.confidence,
                    updated_at=now,
                    valid_from=start,
                    valid_until=end,
                )
                results.append(UpsertedEntity(entity, created=False, revived=revived))
            current[item.external_id] = entity
            rows.append(self._entity_row(entity))
        await self._db.execute_many(
            "INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, description, properties, "
            "aliases, source_id, confidence, tenant_id, created_at, updated_at, valid_from, valid_until, name_fold, "
            "search_fold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (agent_id, user_id, external_id) DO UPDATE SET name = excluded.name, "
            "entity_type = excluded.entity_type, description = excluded.description, properties = excluded.properties, "
            "aliases = excluded.aliases, source_id = excluded.source_id, confidence = excluded.confidence, "
            "updated_at = excluded.updated_at, valid_from = excluded.valid_from, valid_until = excluded.valid_until, "
            "name_fold = excluded.name_fold, search_fold = excluded.search_fold",
            rows,
        )
        return results

    async def find_entity(
        self, scope: KGScope, entity_id: str, *, as_of: str | None = None, include_expired: bool = False
    ) -> Entity | None:
        if not is_uuid(entity_id):
            return None
        validity = "" if include_expired else f" AND {_valid('e')}"
        row = await self._one(
            f"SELECT {_E} FROM kg_entities e WHERE e.id = :id AND e.agent_id = :agent AND e.user_id = :user "
            f"AND e.tenant_id = :tenant{validity}",
            self._scoped(scope, id=entity_id, at=_as_of(as_of)),
        )
        return None if row is None else _to_entity(row)

    async def get_entity(
        self, scope: KGScope, entity_id: str, *, as_of: str | None = None, include_expired: bool = False
    ) -> Entity:
        entity = await self.find_entity(scope, entity_id, as_of=as_of, include_expired=include_expired)
        if entity is None:
            when = f" at {as_of}" if as_of else ""
            raise NotFoundError(f"No entity {entity_id} in this agent's knowledge graph{when}.")
        return entity

    async def get_entities(self, scope: KGScope, entity_ids: Iterable[str]) -> dict[str, Entity]:
        """Entities by id, whatever their validity; unknown ids are left out."""
        wanted = sorted({i for i in entity_ids if is_uuid(i)})
        found: dict[str, Entity] = {}
        for chunk in chunks(wanted):
            rows = await self._all(
                f"WITH e AS MATERIALIZED (SELECT * FROM kg_entities WHERE id IN (:ids)) SELECT {_E} FROM e e WHERE {_IN_SCOPE_E}",
                self._scoped(scope, ids=tuple(chunk)),
            )
            found.update({str(r["id"]): _to_entity(r) for r in rows})
        return found

    async def find_by_name(
        self, scope: KGScope, name: str, *, entity_type: str | None = None, as_of: str | None = None
    ) -> list[Entity]:
        """Entities valid at `as_of` whose name equals `name`, ignoring case and spacing."""
        type_clause = " AND e.entity_type = :type" if entity_type else ""
        rows = await self._all(
            "WITH e AS MATERIALIZED (SELECT * FROM kg_entities WHERE agent_id = :agent AND user_id = :user "
            f"AND name_fold = :name) SELECT {_E} FROM e e WHERE e.tenant_id = :tenant AND {_valid('e')}{type_clause} "
            "ORDER BY e.entity_type, e.id",
            self._scoped(scope, name=name_key(name), at=_as_of(as_of), type=normalize_type(entity_type or "")),
        )
        return [_to_entity(r) for r in rows]

    async def entities_by_names(self, scope: KGScope, names: Iterable[str], *, as_of: str | None = None) -> dict[str, list[Entity]]:
        """Currently valid entities by folded name, for many names at once."""
        keys = sorted({name_key(n) for n in names})
        found: dict[str, list[Entity]] = {}
        at = _as_of(as_of)
        for chunk in chunks(keys):
            rows = await self._all(
                "WITH e AS MATERIALIZED (SELECT * FROM kg_entities WHERE agent_id = :agent AND user_id = :user "
                f"AND name_fold IN (:names)) SELECT {_E} FROM e e WHERE e.tenant_id = :tenant AND {_valid('e')} ORDER BY e.id",
                self._scoped(scope, names=tuple(chunk), at=at),
            )
            for row in rows:
                entity = _to_entity(row)
                found.setdefault(name_key(entity.name), []).append(entity)
        return found

    async def delete_entity(self, scope: KGScope, entity_id: str) -> None:
        """Delete an entity; its relations and dedup candidates go with it (FK cascade)."""
        changed = 0
        if is_uuid(entity_id):
            changed = await self._exec(
                "DELETE FROM kg_entities WHERE id = :id AND agent_id = :agent AND user_id = :user AND tenant_id = :tenant",
                self._scoped(scope, id=entity_id),
            )
        if changed == 0:
            raise NotFoundError(f"No entity {entity_id} in this agent's knowledge graph.")

    async def expire_entity(self, scope: KGScope, entity_id: str, *, at: str | None = None) -> Entity:
        """End an entity's validity window at `at` (default now); history stays readable."""
        moment = _as_of(at)
        async with self._db.transaction():
            entity = await self.get_entity(scope, entity_id, include_expired=True)
            if entity.valid_until is not None and entity.valid_until <= moment:
                return entity
            if moment < entity.valid_from:
                raise ValidationError(f"{entity.name} only becomes valid at {entity.valid_from}; it cannot end before that.")
            await self._exec(
                "UPDATE kg_entities SET valid_until = :until, updated_at = :now WHERE id = :id",
                {"until": moment, "now": now_ts(), "id": entity.id},
            )
        return await self.get_entity(scope, entity_id, include_expired=True)

    async def replace_entity(self, scope: KGScope, entity_id: str, item: EntityReplacement) -> Entity:
        """Set every editable field exactly: a property or alias left out is gone afterwards."""
        clean = clean_entity(
            EntityInput(
                name=item.name, entity_type=item.entity_type, description=item.description, properties=item.properties,
                aliases=list(item.aliases), confidence=item.confidence, valid_from=item.valid_from,
                valid_until=item.valid_until,
            )
        )
        if clean.valid_from is None or clean.confidence is None:
            raise ValidationError("valid_from and confidence are required.")
        async with self._db.transaction():
            old = await self.get_entity(scope, entity_id, include_expired=True)
            new = replace(
                old, name=clean.name, entity_type=clean.entity_type, description=clean.description or "",
                properties=clean.properties or {}, aliases=merge_aliases(clean.name, clean.aliases or ()),
                confidence=clean.confidence, valid_from=clean.valid_from, valid_until=clean.valid_until, updated_at=now_ts(),
            )
            row = self._entity_row(new)
            await self._exec(
                "UPDATE kg_entities SET name = :n, entity_type = :t, description = :d, properties = :p, aliases = :a, "
                "confidence = :c, valid_from = :f, valid_until = :u, name_fold = :nf, search_fold = :s, updated_at = :now "
                "WHERE id = :id",
                {
                    "n": new.name, "t": new.entity_type, "d": new.description, "p": row[7], "a": row[8], "c": new.confidence,
                    "f": new.valid_from, "u": new.valid_until, "nf": row[16], "s": row[17], "now": new.updated_at, "id": old.id,
                },
            )
        return new

    async def list_entities(self, scope: KGScope, options: EntityListOptions | None = None) -> EntityPage:
        opts = options or EntityListOptions()
        if not 1 <= opts.limit <= MAX_PAGE:
            raise ValidationError(f"limit must be from 1 to {MAX_PAGE}.")
        if opts.offset < 0:
            raise ValidationError("offset cannot be negative.")
        order = {
            EntitySort.NAME: "e.name_fold {d}, e.id {d}",
            EntitySort.TYPE: "e.entity_type {d}, e.name_fold {d}, e.id {d}",
            EntitySort.CONFIDENCE: "e.confidence {d}, e.name_fold, e.id",
            EntitySort.CREATED: "e.created_at {d}, e.id {d}",
            EntitySort.UPDATED: "e.updated_at {d}, e.id {d}",
        }[EntitySort(opts.sort)].format(d="DESC" if opts.descending else "ASC")
        where = "e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant"
        if opts.entity_type:
            where += " AND e.entity_type = :type"
        if not opts.include_expired:
            where += f" AND {_valid('e')}"
        values = self._scoped(
            scope, type=normalize_type(opts.entity_type or ""), at=_as_of(opts.as_of), limit=opts.limit, offset=opts.offset
        )
        rows = await self._all(f"SELECT {_E} FROM kg_entities e WHERE {where} ORDER BY {order} LIMIT :limit OFFSET :offset", values)
        return EntityPage(
            items=tuple(_to_entity(r) for r in rows), total=await self._list_total(opts, where, values),
            limit=opts.limit, offset=opts.offset,
        )

    async def _list_total(self, opts: EntityListOptions, where: str, values: dict[str, Any]) -> int:
        """How many entities the listing holds: from the counters (store/graph/counts.py) when it is
        of now or later, or of every window; else counted from the rows."""
        counted = opts.include_expired or opts.as_of is None or values["at"] >= now_ts()
        if counted and await counters_kept(self._db):
            rows = await self._all(counted_entities_sql(opts.include_expired), values)
            wanted = values["type"] if opts.entity_type else None
            return sum(int(r["n"]) for r in rows if wanted is None or str(r["t"]) == wanted)
        total = await self._one(f"SELECT COUNT(*) AS n FROM kg_entities e WHERE {where}", values)
        return int(total["n"]) if total else 0

    async def all_entities(self, scope: KGScope) -> list[Entity]:
        """Every entity of the scope whatever its validity, oldest first (export)."""
        rows = await self._all(
            f"SELECT {_E} FROM kg_entities e WHERE e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant "
            "ORDER BY e.created_at, e.id",
            self._scoped(scope),
        )
        return [_to_entity(r) for r in rows]
