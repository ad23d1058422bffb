"""KGBrowser: the knowledge graph shaped for the browser page (async, no Qt).

It sits on `KnowledgeGraphService` and adds what only the browser needs: pages of the
entity list (a search or a sorted listing), an entity with its relations split by
direction, neighbourhoods with the relations among the drawn nodes, capped expansion of one
node, shortest paths, and edits and deletes that can be taken back.

An edit sets every field exactly (a property or alias the user removed is gone), which an
upsert cannot do: upserts merge properties and only ever add aliases. So the edit writes
name, type, description and confidence with an upsert and then sets the rest through the
store's merge of a throw-away placeholder entity, whose patch replaces description,
properties, aliases, confidence and validity outright; all in one transaction, so nobody
ever sees the placeholder. A delete keeps the entity and its current relations; undoing it
writes them back (the restored entity gets a new id).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from goclaw_lite.gui.kg.models import (
    AgentChoice,
    EntityDetail,
    EntityDraft,
    EntityQuery,
    EntityRows,
    Expansion,
    GraphEdge,
    GraphNode,
    PathResult,
    Subgraph,
    UndoKind,
    UndoStep,
)
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.store.db import Database
from goclaw_lite.store.kg import clean_entity
from goclaw_lite.store.meta import LocalIdentity
from goclaw_lite.store.models_kg import (
    MAX_TRAVERSAL_DEPTH,
    DedupCandidate,
    Entity,
    EntityInput,
    EntityListOptions,
    EntityPatch,
    KGStats,
    MergeResult,
    PruneReport,
    Relation,
    RelationInput,
    TraversalNode,
)

SEARCH_LIMIT = 200
"""Most hits a search shows; the store ranks them (exact, prefix, substring)."""
PATH_SCAN_LIMIT = 20_000
"""Most entities one step of the shortest-path search looks at."""
DUPLICATES_LIMIT = 200
PLACEHOLDER_PREFIX = "gui-edit-placeholder:"


def node_of(entity: Entity | TraversalNode, depth: int = 0) -> GraphNode:
    return GraphNode(entity.id, entity.name, entity.entity_type, entity.confidence, depth)


def edge_of(relation: Relation) -> GraphEdge:
    return GraphEdge(relation.id, relation.source_entity_id, relation.target_entity_id, relation.relation_type, relation.confidence)


class KGBrowser:
    def __init__(self, db: Database, identity: LocalIdentity, *, graph: KnowledgeGraphService | None = None) -> None:
        self.graph = graph or KnowledgeGraphService(db, identity)
        self.store = self.graph.store

    # --- agents and counts ----------------------------------------------------------------

    async def agents(self) -> tuple[AgentChoice, ...]:
        """Every agent, the default first (the order the store lists them in)."""
        found = await self.graph.agents.list()
        return tuple(
            AgentChoice(a.id, a.agent_key, a.label, a.is_default) for a in found
        )

    async def stats(self, agent_id: str, as_of: str | None = None) -> KGStats:
        return await self.graph.stats(agent_id, as_of=as_of)

    async def entity_types(self, agent_id: str) -> tuple[str, ...]:
        return tuple(sorted((await self.graph.stats(agent_id)).entity_types))

    # --- the entity list ------------------------------------------------------------------

    async def entity_rows(self, query: EntityQuery, offset: int, limit: int) -> EntityRows:
        """One page: a search (ranked, capped at SEARCH_LIMIT hits) or a sorted listing."""
        if query.searching:
            if offset > 0:
                return EntityRows((), 0, offset)
            hits = await self.graph.search(
                query.agent_id, query.text, limit=SEARCH_LIMIT, entity_type=query.entity_type, as_of=query.as_of
            )
            items = tuple(h.entity for h in hits)
            return EntityRows(items, len(items), 0, complete=len(items) < SEARCH_LIMIT)
        page = await self.graph.list_entities(
            query.agent_id,
            EntityListOptions(
                entity_type=query.entity_type, sort=query.sort, descending=query.descending, limit=limit, offset=offset,
                as_of=query.as_of,
            ),
        )
        return EntityRows(page.items, page.total, page.offset)

    # --- one entity -----------------------------------------------------------------------

    async def detail(self, agent_id: str, entity_id: str, as_of: str | None = None) -> EntityDetail:
        entity = await self.graph.get_entity(agent_id, entity_id, as_of=as_of)
        relations = await self.graph.list_relations(agent_id, entity.id, as_of=as_of)
        outgoing = tuple(r for r in relations if r.source_entity_id == entity.id)
        incoming = tuple(r for r in relations if r.target_entity_id == entity.id and r.source_entity_id != entity.id)
        return EntityDetail(entity, outgoing, incoming, as_of)

    # --- the graph view -------------------------------------------------------------------

    async def edges_among(self, agent_id: str, ids: Iterable[str], as_of: str | None = None, *, of: Iterable[str] | None = None) -> tuple[GraphEdge, ...]:
        """Relations valid at `as_of` whose both ends are in `ids` (looked up from `of`, default all)."""
        wanted = set(ids)
        found: dict[str, GraphEdge] = {}
        for entity_id in sorted(set(of) if of is not None else wanted):
            for rel in await self.graph.list_relations(agent_id, entity_id, as_of=as_of):
                if rel.source_entity_id in wanted and rel.target_entity_id in wanted:
                    found[rel.id] = edge_of(rel)
        return tuple(found[k] for k in sorted(found))

    async def neighbourhood(self, agent_id: str, centre_id: str, depth: int, limit: int, as_of: str | None = None) -> Subgraph:
        """The entities within `depth` hops of the centre (nearest first, at most `limit`)."""
        result = await self.graph.traverse(
            agent_id, centre_id, max_depth=max(1, min(depth, MAX_TRAVERSAL_DEPTH)), limit=limit, as_of=as_of
        )
        nodes = (node_of(result.start), *(node_of(n, n.depth) for n in result.nodes))
        edges = await self.edges_among(agent_id, [n.id for n in nodes], as_of)
        return Subgraph(result.start.id, nodes, edges, result.total, result.depth)

    async def expand(
        self, agent_id: str, node_id: str, visible: Iterable[str], limit: int, as_of: str | None = None
    ) -> Expansion:
        """Up to `limit` direct neighbours of `node_id` not drawn yet, by name."""
        shown = set(visible)
        result = await self.graph.traverse(agent_id, node_id, max_depth=1, limit=len(shown) + limit, as_of=as_of)
        new = [n for n in result.nodes if n.id not in shown][:limit]
        already = sum(1 for n in result.nodes if n.id in shown)
        if len(result.nodes) < result.total:  # drawn neighbours beyond the fetched rows
            already = len({n for n in await self._neighbour_ids(agent_id, node_id, as_of) if n in shown})
        nodes = tuple(node_of(n, 1) for n in new)
        edges = await self.edges_among(agent_id, shown | {n.id for n in nodes}, as_of, of=[node_id, *(n.id for n in nodes)])
        return Expansion(node_id, nodes, edges, max(0, result.total - already - len(nodes)))

    async def _neighbour_ids(self, agent_id: str, node_id: str, as_of: str | None) -> set[str]:
        relations = await self.graph.list_relations(agent_id, node_id, as_of=as_of)
        return {r.target_entity_id if r.source_entity_id == node_id else r.source_entity_id for r in relations}

    async def shortest_path(self, agent_id: str, start_id: str, end_id: str, as_of: str | None = None) -> PathResult | None:
        """A shortest chain of relations (either direction) of at most 5 hops, or None."""
        if start_id == end_id:
            entity = await self.graph.get_entity(agent_id, start_id, as_of=as_of)
            return PathResult((entity.id,), (node_of(entity),), ())
        reached = -1
        for depth in range(1, MAX_TRAVERSAL_DEPTH + 1):
            result = await self.graph.traverse(agent_id, start_id, max_depth=depth, limit=PATH_SCAN_LIMIT, as_of=as_of)
            found = next((n for n in result.nodes if n.id == end_id), None)
            if found is not None:
                by_id = {n.id: n for n in result.nodes}
                relations = await self.graph.relations_by_id(agent_id, found.path)
                chain = [result.start.id]
                edges = []
                for rel_id in found.path:
                    rel = relations[rel_id]
                    here = chain[-1]
                    chain.append(rel.target_entity_id if rel.source_entity_id == here else rel.source_entity_id)
                    edges.append(edge_of(rel))
                nodes = [node_of(result.start)] + [node_of(by_id[i], by_id[i].depth) for i in chain[1:]]
                return PathResult(tuple(chain), tuple(nodes), tuple(edges))
            if len(result.nodes) < result.total or result.total == reached:
                break  # the scan was cut short, or one more hop reached nothing new
            reached = result.total
        return None

    # --- edit, delete, undo -------------------------------------------------------------------

    async def edit(self, agent_id: str, entity_id: str, draft: EntityDraft) -> tuple[Entity, UndoStep]:
        """Set every field of an entity to `draft`; returns it and the step that undoes it."""
        _check(draft)
        async with self.store.transaction():
            before = await self.graph.get_entity(agent_id, entity_id, include_expired=True)
            after = await self._apply(agent_id, before, draft)
            await self.graph.activity.log(
                "kg.entity.edit", entity_type="kg_entity", entity_id=before.id,
                details={"agent_id": agent_id, "name": after.name, "changed": _changed(before, after)},
            )
        return after, UndoStep(UndoKind.EDIT, agent_id, before)

    async def delete(self, agent_id: str, entity_id: str) -> UndoStep:
        """Delete an entity (its relations go with it); the step writes both back."""
        async with self.store.transaction():
            entity = await self.graph.get_entity(agent_id, entity_id, include_expired=True)
            relations = await self.graph.list_relations(agent_id, entity.id)
            await self.graph.delete_entity(agent_id, entity.id)
        return UndoStep(UndoKind.DELETE, agent_id, entity, tuple(relations))

    async def undo(self, step: UndoStep) -> Entity:
        """Take back `step`; returns the entity as it is again."""
        if step.kind is UndoKind.EDIT:
            async with self.store.transaction():
                current = await self.graph.get_entity(step.agent_id, step.before.id, include_expired=True)
                restored = await self._apply(step.agent_id, current, EntityDraft.of(step.before))
                await self.graph.activity.log(
                    "kg.entity.edit.undo", entity_type="kg_entity", entity_id=restored.id,
                    details={"agent_id": step.agent_id, "name": restored.name},
                )
            return restored
        return await self._restore(step)

    async def _restore(self, step: UndoStep) -> Entity:
        old = step.before
        scope = self.graph.scope(step.agent_id)
        async with self.store.transaction():
            # Same external id: if the entity was learnt again meanwhile, this writes over it.
            written = await self.store.upsert_entities(
                scope,
                [
                    EntityInput(
                        name=old.name, entity_type=old.entity_type, description=old.description,
                        properties=dict(old.properties), aliases=list(old.aliases), confidence=old.confidence,
                        source_id=old.source_id, external_id=old.external_id, valid_from=old.valid_from,
                        valid_until=old.valid_until,
                    )
                ],
            )
            entity = written[0].entity
            others = {r.source_entity_id for r in step.relations} | {r.target_entity_id for r in step.relations}
            alive = set(await self.store.get_entities(scope, others - {old.id}))
            items = []
            for rel in step.relations:
                source = entity.id if rel.source_entity_id == old.id else rel.source_entity_id
                target = entity.id if rel.target_entity_id == old.id else rel.target_entity_id
                if {source, target} - {entity.id} <= alive:
                    items.append(
                        RelationInput(source, rel.relation_type, target, confidence=rel.confidence,
                                      properties=dict(rel.properties), valid_from=rel.valid_from, valid_until=rel.valid_until)
                    )
            if items:
                await self.store.upsert_relations(scope, items)
            await self.graph.activity.log(
                "kg.entity.restore", entity_type="kg_entity", entity_id=entity.id,
                details={"agent_id": step.agent_id, "name": entity.name, "deleted_id": old.id, "relations": len(items)},
            )
        return entity

    async def _apply(self, agent_id: str, before: Entity, draft: EntityDraft) -> Entity:
        """Write `draft` over `before` exactly (inside the caller's transaction); see the module doc."""
        scope = self.graph.scope(agent_id)
        await self.store.upsert_entities(
            scope,
            [
                EntityInput(
                    name=draft.name, entity_type=draft.entity_type, description=draft.description,
                    confidence=draft.confidence, external_id=before.external_id,
                )
            ],
        )
        placeholder = (
            await self.store.upsert_entities(
                scope, [EntityInput(name="placeholder", entity_type=before.entity_type, external_id=PLACEHOLDER_PREFIX + uuid7())]
            )
        )[0].entity
        patch = EntityPatch(
            description=draft.description, properties=dict(draft.properties), aliases=tuple(draft.aliases),
            confidence=draft.confidence, valid_from=draft.valid_from, valid_until=draft.valid_until,
        )
        result = await self.store.merge_entities(scope, before.id, placeholder.id, patch)
        return result.survivor

    # --- duplicates and pruning ---------------------------------------------------------------

    async def duplicates(self, agent_id: str, as_of: str | None = None) -> tuple[DedupCandidate, ...]:
        """Pending pairs, most similar first; with `as_of`, only pairs that both existed then."""
        found = await self.graph.duplicates(agent_id, limit=DUPLICATES_LIMIT)
        moment = as_of or now_ts()
        return tuple(c for c in found if c.entity_a.valid_at(moment) and c.entity_b.valid_at(moment))

    async def merge(self, agent_id: str, candidate_id: str, keep_id: str) -> MergeResult:
        return await self.graph.merge_candidate(agent_id, candidate_id, keep=keep_id)

    async def keep_both(self, agent_id: str, candidate_id: str) -> None:
        await self.graph.dismiss_candidate(agent_id, candidate_id)

    async def prune_preview(self, agent_id: str, min_confidence: float) -> PruneReport:
        return await self.graph.prune(agent_id, min_confidence, dry_run=True)

    async def prune(self, agent_id: str, min_confidence: float) -> PruneReport:
        return await self.graph.prune(agent_id, min_confidence)


def _check(draft: EntityDraft) -> None:
    """The store's own rules for names, types, confidence, properties and validity."""
    clean_entity(
        EntityInput(
            name=draft.name, entity_type=draft.entity_type, description=draft.description,
            properties=draft.properties, aliases=list(draft.aliases), confidence=draft.confidence,
            valid_from=draft.valid_from, valid_until=draft.valid_until,
        )
    )


def _changed(before: Entity, after: Entity) -> list[str]:
    """Names of the fields an edit changed (values stay out of the activity log)."""
    fields: Sequence[str] = ("name", "entity_type", "description", "properties", "aliases", "confidence", "valid_from", "valid_until")
    return [f for f in fields if getattr(before, f) != getattr(after, f)]


__all__ = ["KGBrowser", "edge_of", "node_of"]
