"""KnowledgeGraphService: the knowledge graph as the GUI, the CLI and agent tools use it.

It adds to the store what needs more than SQL: duplicate detection on every write path
(`ingest`, `upsert_entity`), merging with the survivor's attributes worked out, the JSON
file format (validation with the exact field at fault, export that imports back
unchanged), and the audit trail. A batch and its dedup run in one transaction.

Dedup compares new entities only with entities that existed before the batch, so importing
an export into an empty home reproduces it exactly, near-duplicates and all.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from goclaw_lite.config import private_output
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import now_ts
from goclaw_lite.kg.dedup import DedupSettings
from goclaw_lite.kg.graph_file import FORMAT_NAME, FORMAT_VERSION, GraphDocument, GraphFileError, parse_document
from goclaw_lite.kg.importing import ImportMixin, ImportProgress
from goclaw_lite.kg.merging import merge_patch
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import (
    DEFAULT_TRAVERSAL_BUDGET,
    CandidatePair,
    DedupCandidate,
    Direction,
    Entity,
    EntityInput,
    EntityListOptions,
    EntityPage,
    EntityReplacement,
    IngestReport,
    KGScope,
    KGStats,
    MergeRecord,
    MergeResult,
    PruneReport,
    Relation,
    RelationInput,
    RelationSpec,
    RestoredEntity,
    SearchCursor,
    SearchHit,
    TraversalResult,
    TraverseOptions,
)
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore, is_uuid
from goclaw_lite.store.records.activity import ActivityStore

Progress = Callable[[str, int, int], None]
AgentRef = Agent | str  # an Agent, or an agent id


@dataclass(frozen=True)
class UpsertOutcome:
    entity: Entity
    created: bool
    revived: bool
    merged: MergeRecord | None = None
    candidates_queued: int = 0


class KnowledgeGraphService(ImportMixin):
    def __init__(
        self,
        db: Database,
        identity: LocalIdentity,
        *,
        store: KnowledgeGraphStore | None = None,
        agents: AgentStore | None = None,
        activity: ActivityStore | None = None,
    ) -> None:
        self.store = store or KnowledgeGraphStore(db, identity)
        self.agents = agents or AgentStore(db, identity)
        self.activity = activity or ActivityStore(db, identity)

    # --- agents and scope ---------------------------------------------------------------

    async def resolve_agent(self, agent_key: str | None) -> Agent:
        """The agent named by key, or the default agent."""
        return await self.agents.resolve(agent_key)

    def scope(self, agent: AgentRef) -> KGScope:
        return self.store.scope(agent.id if isinstance(agent, Agent) else agent)

    async def dedup_settings(self, agent: AgentRef) -> DedupSettings:
        full = await self._agent(agent)
        return DedupSettings.from_config(full.kg_dedup_config, owner=f"agent {full.agent_key!r}")

    # --- reads --------------------------------------------------------------------------

    async def get_entity(
        self, agent: AgentRef, entity_id: str, *, as_of: str | None = None, include_expired: bool = False
    ) -> Entity:
        return await self.store.get_entity(self.scope(agent), entity_id, as_of=as_of, include_expired=include_expired)

    async def resolve_entity(self, agent: AgentRef, ref: str, *, as_of: str | None = None, include_expired: bool = False) -> Entity:
        """An entity by id or by exact name (any case); an ambiguous name is an error."""
        scope = self.scope(agent)
        text = ref.strip()
        if is_uuid(text):
            return await self.store.get_entity(scope, text, as_of=as_of, include_expired=include_expired)
        found = await self.store.find_by_name(scope, text, as_of=as_of)
        if len(found) == 1:
            return found[0]
        if found:
            listed = ", ".join(f"{e.id} ({e.entity_type})" for e in found[:5])
            raise ValidationError(f"{text!r} names {len(found)} entities: {listed}; give the id instead.")
        hits = await self.store.search_entities(scope, text, limit=3, as_of=as_of) if text else []
        hint = f" Did you mean {', '.join(repr(h.entity.name) for h in hits)}?" if hits else ""
        raise NotFoundError(f"No entity named {text!r} in this agent's knowledge graph.{hint}")

    async def list_entities(self, agent: AgentRef, options: EntityListOptions | None = None) -> EntityPage:
        return await self.store.list_entities(self.scope(agent), options)

    async def search(
        self,
        agent: AgentRef,
        query: str,
        *,
        limit: int = 20,
        after: SearchCursor | None = None,
        entity_type: str | None = None,
        as_of: str | None = None,
    ) -> list[SearchHit]:
        """Ranked hits; `after` is the last hit's `cursor` of the page before (keyset paging)."""
        return await self.store.search_entities(
            self.scope(agent), query, limit=limit, after=after, entity_type=entity_type, as_of=as_of
        )

    async def search_entities(self, agent: AgentRef, query: str, *, limit: int = 20) -> list[Entity]:
        """Ranked entities only (the shape agent tools read)."""
        return [hit.entity for hit in await self.search(agent, query, limit=limit)]

    async def list_relations(
        self,
        agent: AgentRef,
        entity_id: str,
        *,
        direction: Direction = Direction.BOTH,
        as_of: str | None = None,
        include_expired: bool = False,
    ) -> list[Relation]:
        return await self.store.list_relations(
            self.scope(agent), entity_id, direction=direction, as_of=as_of, include_expired=include_expired
        )

    async def relations_among(self, agent: AgentRef, entity_ids: Iterable[str], *, as_of: str | None = None) -> list[Relation]:
        return await self.store.relations_among(self.scope(agent), entity_ids, as_of=as_of)

    async def relations_by_id(self, agent: AgentRef, relation_ids: Sequence[str]) -> dict[str, Relation]:
        return await self.store.get_relations(self.scope(agent), relation_ids)

    async def traverse(
        self,
        agent: AgentRef,
        start_entity_id: str,
        *,
        max_depth: int = 2,
        direction: Direction | str = Direction.BOTH,
        relation_types: Sequence[str] = (),
        entity_types: Sequence[str] = (),
        limit: int | None = None,
        as_of: str | None = None,
        budget: int | None = DEFAULT_TRAVERSAL_BUDGET,
    ) -> TraversalResult:
        """Nearest first; the walk stops once `budget` entities are reached (at least `limit`),
        None walks everything within the depth (export, the CLI's `--all`)."""
        try:
            way = Direction(direction)
        except ValueError:
            raise ValidationError(f"direction must be out, in or both, not {direction!r}.") from None
        if budget is not None and limit is not None and limit > budget:
            budget = limit
        options = TraverseOptions(
            max_depth=max_depth, direction=way, relation_types=tuple(relation_types), entity_types=tuple(entity_types),
            limit=limit, as_of=as_of, budget=budget,
        )
        return await self.store.traverse(self.scope(agent), start_entity_id, options)

    async def whole_graph(self, agent: AgentRef, *, as_of: str | None = None) -> tuple[list[Entity], list[Relation]]:
        """Every entity and relation valid at `as_of` (default now): the whole-graph view's data."""
        scope = self.scope(agent)
        moment = as_of or now_ts()
        entities = [e for e in await self.store.all_entities(scope) if e.valid_at(moment)]
        alive = {e.id for e in entities}
        relations = [
            r for r in await self.store.all_relations(scope)
            if r.valid_from <= moment and (r.valid_until is None or moment < r.valid_until)
            and r.source_entity_id in alive and r.target_entity_id in alive
        ]
        return entities, relations

    async def stats(self, agent: AgentRef, *, as_of: str | None = None) -> KGStats:
        return await self.store.stats(self.scope(agent), as_of=as_of)

    async def duplicates(self, agent: AgentRef, *, limit: int = 50, offset: int = 0) -> list[DedupCandidate]:
        return await self.store.list_dedup_candidates(self.scope(agent), limit=limit, offset=offset)

    # --- writes -------------------------------------------------------------------------

    async def upsert_entity(self, agent: AgentRef, item: EntityInput, *, dedup: bool = True) -> UpsertOutcome:
        """Create or update one entity; a new one may merge into a near-identical entity."""
        full = await self._agent(agent)
        scope = self.scope(full)
        settings = DedupSettings.from_config(full.kg_dedup_config, owner=f"agent {full.agent_key!r}")
        async with self.store.transaction():
            written = (await self.store.upsert_entities(scope, [item]))[0]
            if not (dedup and written.created and settings.enabled):
                return UpsertOutcome(written.entity, written.created, written.revived)
            merges, queued, survivors = await self._dedup(scope, [written.entity.id], settings)
        if merges:
            survivor = await self.store.get_entity(scope, survivors[written.entity.id], include_expired=True)
            return UpsertOutcome(survivor, False, False, merged=merges[0], candidates_queued=queued)
        return UpsertOutcome(written.entity, True, written.revived, candidates_queued=queued)

    async def delete_entity(self, agent: AgentRef, entity_id: str) -> None:
        scope = self.scope(agent)
        async with self.store.transaction():
            entity = await self.store.get_entity(scope, entity_id, include_expired=True)
            await self.store.delete_entity(scope, entity.id)
            await self.activity.log(
                "kg.entity.delete", entity_type="kg_entity", entity_id=entity.id,
                details={"agent_id": scope.agent_id, "name": entity.name},
            )

    async def replace_entity(self, agent: AgentRef, entity_id: str, item: EntityReplacement) -> Entity:
        """Set every editable field exactly (no dedup: a person chose these values)."""
        return await self.store.replace_entity(self.scope(agent), entity_id, item)

    async def restore_entity(self, agent: AgentRef, entity: Entity, relations: Sequence[Relation]) -> RestoredEntity:
        """Undo a delete: the entity and its relations come back under their old ids."""
        scope = self.scope(agent)
        async with self.store.transaction():
            restored = await self.store.restore_entity(scope, entity, relations)
            await self.activity.log(
                "kg.entity.restore", entity_type="kg_entity", entity_id=entity.id,
                details={"agent_id": scope.agent_id, "name": entity.name, "relations": restored.relations_restored},
            )
        return restored

    async def upsert_relation(self, agent: AgentRef, item: RelationInput) -> Relation:
        return await self.store.upsert_relation(self.scope(agent), item)

    async def delete_relation(self, agent: AgentRef, relation_id: str) -> None:
        await self.store.delete_relation(self.scope(agent), relation_id)

    async def ingest(
        self,
        agent: AgentRef,
        entities: Sequence[EntityInput],
        relations: Sequence[RelationSpec] = (),
        *,
        dedup: bool = True,
        progress: Progress | None = None,
        source: str = "extraction",
    ) -> IngestReport:
        """Write a batch, then merge or queue its new entities' duplicates — all or nothing."""
        full = await self._agent(agent)
        scope = self.scope(full)
        settings = DedupSettings.from_config(full.kg_dedup_config, owner=f"agent {full.agent_key!r}")
        async with self.store.transaction():
            if progress:
                progress("write", 0, len(entities) + len(relations))
            written = await self.store.ingest_extraction(scope, entities, relations)
            if progress:
                progress("write", len(entities) + len(relations), len(entities) + len(relations))
            merges: list[MergeRecord] = []
            queued = 0
            survivors: dict[str, str] = {}
            if dedup and settings.enabled and written.created_ids:
                merges, queued, survivors = await self._dedup(scope, written.created_ids, settings, progress)
            report = IngestReport(
                entities_created=len(written.created_ids) - len(merges),
                entities_updated=written.updated,
                entities_revived=written.revived,
                relations_created=written.relations_created,
                relations_updated=written.relations_updated,
                merges=tuple(merges),
                candidates_queued=queued,
                entity_ids=tuple(dict.fromkeys(survivors.get(i, i) for i in written.entity_ids)),
            )
            await self.activity.log(
                "kg.ingest", entity_type="agent", entity_id=scope.agent_id,
                details={
                    "source": source, "entities_created": report.entities_created, "entities_updated": report.entities_updated,
                    "relations_created": report.relations_created, "merged": len(merges), "candidates": queued,
                },
            )
        return report

    async def _dedup(
        self, scope: KGScope, new_ids: Sequence[str], settings: DedupSettings, progress: Progress | None = None
    ) -> tuple[list[MergeRecord], int, dict[str, str]]:
        """Compare new entities with those that existed before, per type; merge or queue."""
        fresh = await self.store.get_entities(scope, new_ids)
        new_set = set(new_ids)
        by_type: dict[str, list[Entity]] = {}
        for entity_id in new_ids:
            entity = fresh.get(entity_id)
            if entity is not None and entity.valid_at(now_ts()):
                by_type.setdefault(entity.entity_type, []).append(entity)
        merges: list[MergeRecord] = []
        pairs: list[CandidatePair] = []
        survivors: dict[str, str] = {}
        done, total = 0, sum(len(v) for v in by_type.values())
        for entity_type, news in sorted(by_type.items()):
            pool = [p for p in await self.store.dedup_pool(scope, entity_type) if p.id not in new_set]
            found, more, settled = await self._judge(scope, news, pool, settings)
            merges.extend(found)
            pairs.extend(more)
            survivors.update(settled)
            done += len(news)
            if progress:
                progress("dedup", done, total)
        queued = await self.store.add_dedup_candidates(scope, pairs) if pairs else 0
        return merges, queued, survivors

    async def merge(self, agent: AgentRef, keep: str, other: str) -> MergeResult:
        """Merge `other` into `keep` (each an id or a unique name)."""
        survivor = await self.resolve_entity(agent, keep, include_expired=is_uuid(keep.strip()))
        merged = await self.resolve_entity(agent, other, include_expired=is_uuid(other.strip()))
        if survivor.id == merged.id:
            raise ValidationError(f"{keep!r} and {other!r} are the same entity.")
        return await self._merge(self.scope(agent), survivor.id, merged.id, reason="manual")

    async def prune(self, agent: AgentRef, min_confidence: float, *, dry_run: bool = False) -> PruneReport:
        scope = self.scope(agent)
        async with self.store.transaction():
            report = await self.store.prune_by_confidence(scope, min_confidence, dry_run=dry_run)
            if not dry_run:
                await self.activity.log(
                    "kg.prune", entity_type="agent", entity_id=scope.agent_id,
                    details={"min_confidence": report.min_confidence, "entities": report.entities, "relations": report.relations},
                )
        return report

    # --- files --------------------------------------------------------------------------

    async def export_document(self, agent: AgentRef) -> dict[str, Any]:
        """Every entity and relation, whatever its validity, in the import format."""
        scope = self.scope(agent)
        entities = await self.store.all_entities(scope)
        relations = await self.store.all_relations(scope)
        types = {e.id: e.entity_type for e in entities}
        names = {e.id: e.name for e in entities}
        return {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "exported_at": now_ts(),
            "entities": [
                {
                    "name": e.name, "entity_type": e.entity_type, "description": e.description,
                    "properties": dict(e.properties), "aliases": list(e.aliases), "confidence": e.confidence,
                    "valid_from": e.valid_from, "valid_until": e.valid_until,
                }
                for e in entities
            ],
            "relations": [
                {
                    "source": names[r.source_entity_id], "source_type": types[r.source_entity_id],
                    "target": names[r.target_entity_id], "target_type": types[r.target_entity_id],
                    "relation_type": r.relation_type, "confidence": r.confidence, "properties": dict(r.properties),
                    "valid_from": r.valid_from, "valid_until": r.valid_until,
                }
                for r in relations
            ],
        }

    async def export_file(self, agent: AgentRef, path: Path, *, overwrite: bool = False) -> dict[str, Any]:
        """Write the export next to `path` and move it into place, so a failure leaves no half file."""
        if path.exists() and not overwrite:
            raise ValidationError(f"{path} already exists; choose another name or pass --force.")
        document = await self.export_document(agent)
        with private_output(path) as temporary, open(temporary, "w", encoding="utf-8") as handle:
            json.dump(document, handle, ensure_ascii=False, indent=2)
            handle.write("\n")
        return document


__all__ = [
    "GraphDocument",
    "GraphFileError",
    "ImportProgress",
    "KnowledgeGraphService",
    "UpsertOutcome",
    "merge_patch",
    "parse_document",
]
