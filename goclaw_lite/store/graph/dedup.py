"""Duplicate candidates and merging one entity into another."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.kg import (
    CandidatePair,
    CandidateStatus,
    DedupCandidate,
    DedupEntry,
    Entity,
    EntityPatch,
    KGScope,
    MergeResult,
)
from goclaw_lite.store.backend.db import Row
from goclaw_lite.store.graph.base import _E, _ENTITY_FIELDS, _IN_SCOPE_R, _R, _cols, _to_entity, _to_relation
from goclaw_lite.store.graph.entities import KGEntities
from goclaw_lite.store.graph.input import MAX_PAGE, _dump, is_uuid, merge_aliases, normalize_type


class KGDedup(KGEntities):
    """The review queue of likely duplicates, and the merge that resolves one."""

    async def dedup_pool(self, scope: KGScope, entity_type: str, *, created_at: str | None = None) -> list[DedupEntry]:
        """Every entity of one type valid now: what a new entity is compared against.

        `created_at`: leave out the entities a streamed import created (see `imported_entities`).
        """
        fresh = " AND NOT (created_at = :created AND updated_at = :created)" if created_at else ""
        rows = await self._all(
            "SELECT id, name, entity_type, description, confidence FROM kg_entities WHERE agent_id = :agent "
            "AND user_id = :user AND tenant_id = :tenant AND entity_type = :type "
            f"AND valid_from <= :at AND (valid_until IS NULL OR valid_until > :at){fresh} ORDER BY id",
            self._scoped(scope, type=normalize_type(entity_type), at=now_ts(), created=created_at),
        )
        return [
            DedupEntry(str(r["id"]), str(r["name"]), str(r["entity_type"]), str(r["description"] or ""), float(r["confidence"]))
            for r in rows
        ]

    async def imported_types(self, scope: KGScope, created_at: str) -> list[str]:
        """The types of the entities a streamed import created (its timestamp as both times)."""
        rows = await self._all(
            "SELECT DISTINCT entity_type FROM kg_entities WHERE agent_id = :agent AND user_id = :user "
            "AND tenant_id = :tenant AND created_at = :created AND updated_at = :created ORDER BY entity_type",
            self._scoped(scope, created=created_at),
        )
        return [str(r["entity_type"]) for r in rows]

    async def imported_entities(
        self, scope: KGScope, entity_type: str, created_at: str, *, after: str = "", limit: int = MAX_PAGE
    ) -> list[Entity]:
        """A page of the entities of one type a streamed import created, by id (their creation order)."""
        later = " AND e.id > :after" if after else ""  # PostgreSQL's uuid refuses ''
        rows = await self._all(
            f"SELECT {_E} FROM kg_entities e WHERE e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant "
            f"AND e.entity_type = :type AND e.created_at = :created AND e.updated_at = :created{later} "
            "ORDER BY e.id LIMIT :limit",
            self._scoped(scope, type=entity_type, created=created_at, after=after, limit=limit),
        )
        return [_to_entity(r) for r in rows]

    async def add_dedup_candidates(self, scope: KGScope, pairs: Iterable[CandidatePair]) -> int:
        """Queue pairs for review; a pair already known (pending, dismissed) is left as it is."""
        added = 0
        now = now_ts()
        async with self._db.transaction():
            for pair in pairs:
                a, b = sorted((pair.entity_a_id, pair.entity_b_id))
                if a == b:
                    continue
                added += await self._exec(
                    "INSERT INTO kg_dedup_candidates (id, tenant_id, agent_id, user_id, entity_a_id, entity_b_id, similarity, "
                    "name_similarity, status, created_at) VALUES (:id, :tenant, :agent, :user, :a, :b, :sim, :name_sim, "
                    ":status, :now) ON CONFLICT (entity_a_id, entity_b_id) DO NOTHING",
                    self._scoped(
                        scope, id=uuid7(), a=a, b=b, sim=_unit(pair.similarity), name_sim=_unit(pair.name_similarity),
                        status=CandidateStatus.PENDING.value, now=now,
                    ),
                )
        return added

    _CANDIDATES = (
        "SELECT c.id AS c_id, c.similarity AS c_similarity, c.name_similarity AS c_name_similarity, "
        f"c.status AS c_status, c.created_at AS c_created_at, {_cols('a', _ENTITY_FIELDS, 'a_')}, "
        f"{_cols('b', _ENTITY_FIELDS, 'b_')} FROM kg_dedup_candidates c "
        "JOIN kg_entities a ON a.id = c.entity_a_id JOIN kg_entities b ON b.id = c.entity_b_id "
        "WHERE c.agent_id = :agent AND c.user_id = :user AND c.tenant_id = :tenant"
    )

    async def list_dedup_candidates(
        self, scope: KGScope, *, status: CandidateStatus = CandidateStatus.PENDING, limit: int = 50, offset: int = 0
    ) -> list[DedupCandidate]:
        if not 1 <= limit <= MAX_PAGE:
            raise ValidationError(f"limit must be from 1 to {MAX_PAGE}.")
        rows = await self._all(
            f"{self._CANDIDATES} AND c.status = :status ORDER BY c.similarity DESC, c.created_at DESC, c.id "
            "LIMIT :limit OFFSET :offset",
            self._scoped(scope, status=CandidateStatus(status).value, limit=limit, offset=max(0, offset)),
        )
        return [_to_candidate(r) for r in rows]

    async def get_dedup_candidate(self, scope: KGScope, candidate_id: str) -> DedupCandidate:
        row = None
        if is_uuid(candidate_id):
            row = await self._one(f"{self._CANDIDATES} AND c.id = :id", self._scoped(scope, id=candidate_id))
        if row is None:
            raise NotFoundError(f"No duplicate candidate {candidate_id}; `goclaw-lite kg duplicates` lists them.")
        return _to_candidate(row)

    async def set_candidate_status(self, scope: KGScope, candidate_id: str, status: CandidateStatus) -> None:
        changed = 0
        if is_uuid(candidate_id):
            changed = await self._exec(
                "UPDATE kg_dedup_candidates SET status = :status WHERE id = :id AND agent_id = :agent "
                "AND user_id = :user AND tenant_id = :tenant AND status = :pending",
                self._scoped(scope, id=candidate_id, status=CandidateStatus(status).value, pending=CandidateStatus.PENDING.value),
            )
        if changed == 0:
            raise NotFoundError(f"No pending duplicate candidate {candidate_id}.")

    async def merge_entities(self, scope: KGScope, survivor_id: str, merged_id: str, patch: EntityPatch) -> MergeResult:
        """Fold `merged_id` into `survivor_id`, in one transaction.

        Relations move to the survivor; one that would duplicate an edge the survivor already
        has is folded into it (higher confidence, union of properties and validity), and
        edges between the two entities are dropped rather than turned into self-loops.
        Pending candidates of the merged entity move to the survivor.
        """
        if survivor_id == merged_id:
            raise ValidationError("An entity cannot be merged into itself.")
        async with self._db.transaction():
            found = await self.get_entities(scope, [survivor_id, merged_id])
            for entity_id in (survivor_id, merged_id):
                if entity_id not in found:
                    raise NotFoundError(f"No entity {entity_id} in this agent's knowledge graph.")
            survivor, merged = found[survivor_id], found[merged_id]
            touching = await self._all(
                "WITH r AS MATERIALIZED (SELECT * FROM kg_relations WHERE source_entity_id IN (:ids) "
                f"UNION SELECT * FROM kg_relations WHERE target_entity_id IN (:ids)) SELECT {_R} FROM r r WHERE {_IN_SCOPE_R}",
                self._scoped(scope, ids=(survivor_id, merged_id)),
            )
            relations = [_to_relation(r) for r in touching]
            kept = {
                (r.source_entity_id, r.relation_type, r.target_entity_id): r
                for r in relations
                if merged_id not in (r.source_entity_id, r.target_entity_id)
            }
            moved = folded = dropped = 0
            deletes: list[tuple[Any, ...]] = []
            for rel in relations:
                ends = (rel.source_entity_id, rel.target_entity_id)
                if merged_id not in ends:
                    continue
                if set(ends) == {survivor_id, merged_id}:
                    deletes.append((rel.id,))
                    dropped += 1
                    continue
                key = tuple(survivor_id if e == merged_id else e for e in ends)
                new_key = (key[0], rel.relation_type, key[1])
                twin = kept.get(new_key)
                if twin is None:
                    await self._exec(
                        "UPDATE kg_relations SET source_entity_id = :s, target_entity_id = :t WHERE id = :id",
                        {"s": key[0], "t": key[1], "id": rel.id},
                    )
                    kept[new_key] = replace(rel, source_entity_id=key[0], target_entity_id=key[1])
                    moved += 1
                    continue
                start = min(twin.valid_from, rel.valid_from)
                end = None if twin.valid_until is None or rel.valid_until is None else max(twin.valid_until, rel.valid_until)
                props = {**rel.properties, **twin.properties}
                conf = max(twin.confidence, rel.confidence)
                deletes.append((rel.id,))
                await self._exec(
                    "UPDATE kg_relations SET confidence = :c, properties = :p, valid_from = :f, valid_until = :u WHERE id = :id",
                    {"c": conf, "p": _dump(props), "f": start, "u": end, "id": twin.id},
                )
                kept[new_key] = replace(twin, confidence=conf, properties=props, valid_from=start, valid_until=end)
                folded += 1
            if deletes:
                await self._db.execute_many("DELETE FROM kg_relations WHERE id = ?", deletes)
            candidates_moved = await self._move_candidates(scope, survivor_id, merged_id)
            updated = replace(
                survivor,
                description=patch.description,
                properties=dict(patch.properties),
                aliases=merge_aliases(survivor.name, patch.aliases),
                confidence=patch.confidence,
                valid_from=patch.valid_from,
                valid_until=patch.valid_until,
                updated_at=now_ts(),
            )
            row = self._entity_row(updated)
            await self._exec(
                "UPDATE kg_entities SET description = :d, properties = :p, aliases = :a, confidence = :c, valid_from = :f, "
                "valid_until = :u, search_fold = :s, updated_at = :now WHERE id = :id",
                {
                    "d": updated.description, "p": row[7], "a": row[8], "c": updated.confidence, "f": updated.valid_from,
                    "u": updated.valid_until, "s": row[17], "now": updated.updated_at, "id": survivor_id,
                },
            )
            await self._exec("DELETE FROM kg_entities WHERE id = :id", {"id": merged_id})
        return MergeResult(
            survivor=updated, merged_id=merged_id, merged_name=merged.name, relations_moved=moved,
            relations_folded=folded, relations_dropped=dropped, candidates_moved=candidates_moved,
        )

    async def _move_candidates(self, scope: KGScope, survivor_id: str, merged_id: str) -> int:
        rows = await self._all(
            "WITH c AS MATERIALIZED (SELECT * FROM kg_dedup_candidates WHERE entity_a_id = :m "
            "UNION SELECT * FROM kg_dedup_candidates WHERE entity_b_id = :m) "
            "SELECT entity_a_id, entity_b_id, similarity, name_similarity FROM c WHERE agent_id = :agent "
            "AND user_id = :user AND tenant_id = :tenant AND status = :pending",
            self._scoped(scope, m=merged_id, pending=CandidateStatus.PENDING.value),
        )
        pairs = []
        for row in rows:
            other = str(row["entity_a_id"]) if str(row["entity_b_id"]) == merged_id else str(row["entity_b_id"])
            if other != survivor_id:
                name_sim = row["name_similarity"]
                pairs.append(CandidatePair(survivor_id, other, float(row["similarity"]), float(name_sim or 0.0)))
        return await self.add_dedup_candidates(scope, pairs) if pairs else 0


def _unit(value: float) -> float:
    return min(1.0, max(0.0, float(value)))


def _to_candidate(row: Row) -> DedupCandidate:
    name_sim = row["c_name_similarity"]
    return DedupCandidate(
        id=str(row["c_id"]),
        entity_a=_to_entity(row, "a_"),
        entity_b=_to_entity(row, "b_"),
        similarity=float(row["c_similarity"]),
        name_similarity=None if name_sim is None else float(name_sim),
        status=CandidateStatus(str(row["c_status"])),
        created_at=str(row["c_created_at"]),
    )
