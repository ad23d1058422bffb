"""Merging duplicate entities, and taking a merge back.

A merge folds one entity into another in the store (relations moved or folded, edges
between the two dropped). Undoing it needs the picture from before, so an undoable merge
first takes a `MergeSnapshot`: both entities, every relation touching either, and the
pending duplicate candidates that name them. Undo deletes the survivor as it is now and
writes both entities back under their old ids with their old relations and aliases;
relations the survivor gained after the merge are kept.

`MergeMixin` is part of `KnowledgeGraphService`; it lives here to keep the service small.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import (
    CandidatePair,
    CandidateStatus,
    DedupCandidate,
    Direction,
    Entity,
    EntityPatch,
    KGScope,
    MergeResult,
    Relation,
)
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from goclaw_lite.store.records.activity import ActivityStore

CANDIDATE_PAGE = 200
AgentRef = Agent | str  # an Agent, or an agent id


def merge_patch(survivor: Entity, merged: Entity) -> EntityPatch:
    """The survivor keeps its own values and gains what only the merged entity had."""
    return EntityPatch(
        description=survivor.description or merged.description,
        properties={**merged.properties, **survivor.properties},
        aliases=(*survivor.aliases, merged.name, *merged.aliases),
        confidence=max(survivor.confidence, merged.confidence),
        valid_from=min(survivor.valid_from, merged.valid_from),
        valid_until=None
        if survivor.valid_until is None or merged.valid_until is None
        else max(survivor.valid_until, merged.valid_until),
    )


def default_survivor(a: Entity, b: Entity, relation_counts: dict[str, int]) -> Entity:
    """More relations first, then higher confidence, then the older entity."""
    return min((a, b), key=lambda e: (-relation_counts.get(e.id, 0), -e.confidence, e.created_at, e.id))


@dataclass(frozen=True)
class MergeSnapshot:
    """Both entities and what touched them just before a merge (what undo writes back)."""

    survivor: Entity
    merged: Entity
    relations: tuple[Relation, ...]
    candidates: tuple[CandidatePair, ...]

    @property
    def label(self) -> str:
        return f"Undo merge of “{self.merged.name}” into “{self.survivor.name}”"


@dataclass(frozen=True)
class MergeOutcome:
    result: MergeResult
    snapshot: MergeSnapshot


@dataclass(frozen=True)
class MergePreview:
    """What a merge of this pair would do, for the confirmation: counts and names."""

    survivor: Entity
    merged: Entity
    relations_to_move: int
    relations_between: int
    aliases_gained: tuple[str, ...]


class MergeMixin:
    store: KnowledgeGraphStore
    activity: ActivityStore

    def _scope_of(self, agent: AgentRef) -> KGScope:
        return self.store.scope(agent.id if isinstance(agent, Agent) else agent)

    async def relation_counts(self, agent_id: AgentRef, entity_ids: Sequence[str]) -> dict[str, int]:
        """Current relations per entity (what the duplicate cards show and the default survivor uses)."""
        scope = self._scope_of(agent_id)
        counts: dict[str, int] = {}
        for entity_id in entity_ids:
            counts[entity_id] = len(await self.store.list_relations(scope, entity_id, direction=Direction.BOTH))
        return counts

    async def _merge(
        self, scope: KGScope, survivor_id: str, merged_id: str, *, reason: str, similarity: float | None = None,
        candidate_id: str | None = None,
    ) -> MergeResult:
        async with self.store.transaction():
            found = await self.store.get_entities(scope, [survivor_id, merged_id])
            for entity_id in (survivor_id, merged_id):
                if entity_id not in found:
                    raise NotFoundError(f"No entity {entity_id} in this agent's knowledge graph.")
            result = await self.store.merge_entities(
                scope, survivor_id, merged_id, merge_patch(found[survivor_id], found[merged_id])
            )
            details: dict[str, Any] = {
                "agent_id": scope.agent_id, "reason": reason, "survivor": result.survivor.name, "merged": result.merged_name,
                "merged_id": merged_id, "relations_moved": result.relations_moved,
                "relations_folded": result.relations_folded, "relations_dropped": result.relations_dropped,
            }
            if similarity is not None:
                details["similarity"] = similarity
            if candidate_id is not None:
                details["candidate_id"] = candidate_id
            await self.activity.log("kg.merge", entity_type="kg_entity", entity_id=survivor_id, details=details)
        return result

    async def _pair(self, agent_id: AgentRef, candidate_id: str, keep: str | None) -> tuple[DedupCandidate, Entity, Entity]:
        """The pending candidate and its (survivor, merged) pair: `keep` if given, else the default."""
        candidate = await self.store.get_dedup_candidate(self._scope_of(agent_id), candidate_id)
        if candidate.status is not CandidateStatus.PENDING:
            raise ValidationError(f"Duplicate candidate {candidate_id} is {candidate.status.value}, not pending.")
        a, b = candidate.entity_a, candidate.entity_b
        if keep is not None:
            if keep not in (a.id, b.id):
                raise ValidationError(f"{keep} is not one of the pair ({a.id}, {b.id}).")
            survivor = a if keep == a.id else b
        else:
            survivor = default_survivor(a, b, await self.relation_counts(agent_id, [a.id, b.id]))
        return candidate, survivor, (b if survivor is a else a)

    async def merge_candidate(self, agent_id: AgentRef, candidate_id: str, *, keep: str | None = None) -> MergeResult:
        """Accept a duplicate candidate. The survivor is `keep` (an id of the pair) or else the
        entity with more relations, then the higher confidence, then the older one."""
        return (await self.merge_candidate_undoable(agent_id, candidate_id, keep=keep)).result

    async def merge_candidate_undoable(self, agent_id: AgentRef, candidate_id: str, *, keep: str | None = None) -> MergeOutcome:
        """Accept a candidate and return the snapshot that `undo_merge` takes it back with."""
        scope = self._scope_of(agent_id)
        async with self.store.transaction():
            candidate, survivor, other = await self._pair(agent_id, candidate_id, keep)
            snapshot = await self._snapshot(scope, survivor, other)
            result = await self._merge(
                scope, survivor.id, other.id, reason="candidate", similarity=candidate.similarity, candidate_id=candidate.id
            )
        return MergeOutcome(result, snapshot)

    async def merge_preview(self, agent_id: AgentRef, candidate_id: str, keep: str) -> MergePreview:
        scope = self._scope_of(agent_id)
        _candidate, survivor, other = await self._pair(agent_id, candidate_id, keep)
        relations = await self.store.list_relations(scope, other.id, direction=Direction.BOTH, include_expired=True)
        between = sum(1 for r in relations if {r.source_entity_id, r.target_entity_id} == {survivor.id, other.id})
        known = {survivor.name.casefold(), *(a.casefold() for a in survivor.aliases)}
        gained = tuple(n for n in (other.name, *other.aliases) if n.casefold() not in known)
        return MergePreview(survivor, other, len(relations) - between, between, gained)

    async def _snapshot(self, scope: KGScope, survivor: Entity, merged: Entity) -> MergeSnapshot:
        relations: dict[str, Relation] = {}
        for entity in (survivor, merged):
            for rel in await self.store.list_relations(scope, entity.id, direction=Direction.BOTH, include_expired=True):
                relations[rel.id] = rel
        ids = {survivor.id, merged.id}
        pairs: list[CandidatePair] = []
        offset = 0
        while True:
            page = await self.store.list_dedup_candidates(scope, limit=CANDIDATE_PAGE, offset=offset)
            pairs.extend(
                CandidatePair(c.entity_a.id, c.entity_b.id, c.similarity, c.name_similarity or 0.0)
                for c in page
                if {c.entity_a.id, c.entity_b.id} & ids
            )
            if len(page) < CANDIDATE_PAGE:
                break
            offset += CANDIDATE_PAGE
        return MergeSnapshot(survivor, merged, tuple(relations.values()), tuple(pairs))

    async def undo_merge(self, agent_id: AgentRef, snapshot: MergeSnapshot) -> tuple[Entity, Entity]:
        """Split a merge again: both entities as they were, with their ids, relations and aliases."""
        scope = self._scope_of(agent_id)
        survivor, merged = snapshot.survivor, snapshot.merged
        async with self.store.transaction():
            known = await self.store.get_entities(scope, [survivor.id, merged.id])
            if survivor.id not in known:
                raise NotFoundError(f"{survivor.name} was deleted since the merge; there is nothing to split.")
            if merged.id in known:
                raise ValidationError(f"{merged.name} is in the knowledge graph again; the merge was already undone.")
            before = {r.id for r in snapshot.relations}
            gained = [
                r for r in await self.store.list_relations(scope, survivor.id, direction=Direction.BOTH, include_expired=True)
                if r.id not in before
            ]
            await self.store.delete_entity(scope, survivor.id)
            back = await self.store.restore_entity(scope, survivor, [*snapshot.relations, *gained])
            again = await self.store.restore_entity(scope, merged, snapshot.relations)
            if snapshot.candidates:
                await self.store.add_dedup_candidates(scope, snapshot.candidates)
            await self.activity.log(
                "kg.merge.undo", entity_type="kg_entity", entity_id=survivor.id,
                details={
                    "agent_id": scope.agent_id, "survivor": survivor.name, "merged": merged.name, "merged_id": merged.id,
                    "relations": back.relations_restored + again.relations_restored,
                },
            )
        return back.entity, again.entity

    async def dismiss_candidate(self, agent_id: AgentRef, candidate_id: str) -> None:
        """Keep both entities; the pair is never proposed again."""
        scope = self._scope_of(agent_id)
        async with self.store.transaction():
            await self.store.set_candidate_status(scope, candidate_id, CandidateStatus.DISMISSED)
            await self.activity.log(
                "kg.candidate.dismiss", entity_type="kg_dedup_candidate", entity_id=candidate_id,
                details={"agent_id": scope.agent_id},
            )


__all__ = ["MergeMixin", "MergeOutcome", "MergePreview", "MergeSnapshot", "default_survivor", "merge_patch"]
