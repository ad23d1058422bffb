"""KGBrowser: the knowledge graph shaped for the browser page (async, no Qt).

It sits on `KnowledgeGraphService` and adds what only the browser needs: pages of the
entity list (a search or a sorted listing), an entity with its relations split by
direction, neighbourhoods with the relations among the drawn nodes, capped expansion of one
node, shortest paths, and edits and deletes that can be taken back.

An edit sets every field exactly (a property or alias the user removed is gone) through
the store's `replace_entity`. A delete keeps the entity and every relation touching it;
undoing it writes them back under their old ids, so a view or an undo step that still
names the entity keeps working.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from goclaw_lite.app.knowledge import KnowledgeGraphService, MergePreview
from goclaw_lite.gui.kg.models import (
    AgentChoice,
    Cluster,
    DuplicateReview,
    EntityDetail,
    EntityQuery,
    EntityRows,
    Expansion,
    GraphEdge,
    GraphNode,
    PathResult,
    Subgraph,
    UndoKind,
    UndoStep,
    WholeGraph,
)
from goclaw_lite.ids import now_ts
from goclaw_lite.model.kg import (
    MAX_TRAVERSAL_DEPTH,
    Entity,
    EntityListOptions,
    EntityReplacement,
    KGStats,
    MergeResult,
    PruneReport,
    Relation,
    SearchCursor,
    TraversalNode,
)

SEARCH_PAGE_LIMIT = 199
"""Most hits one page of a search loads (one more is asked for to know whether more follow)."""
PATH_SCAN_LIMIT = 20_000
"""Most entities one step of the shortest-path search looks at."""
DUPLICATES_LIMIT = 200
NEIGHBOURHOOD_SCAN = 5000
"""Most entities a neighbourhood reads; past it the status counts what was left unread."""


def node_of(entity: Entity | TraversalNode, depth: int = 0) -> GraphNode:
    return GraphNode(entity.id, entity.name, entity.entity_type, entity.confidence, depth)


def edge_of(relation: Relation) -> GraphEdge:
    return GraphEdge(relation.id, relation.source_entity_id, relation.target_entity_id, relation.relation_type, relation.confidence)


class KGBrowser:
    def __init__(self, graph: KnowledgeGraphService) -> None:
        self.graph = graph
        self.store = graph.store
        self._search_cursors: dict[tuple[EntityQuery, int], SearchCursor] = {}  # search pages go by keyset

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
        """One page: of a search (ranked, paged like the listing) or of a sorted listing.

        A search does not count its hits (that would read every match twice); it asks for
        one row more than it shows, and `complete` says whether that was the last page.
        """
        if query.searching:
            size = max(1, min(limit, SEARCH_PAGE_LIMIT))
            after = await self._search_cursor(query, offset)
            hits = [] if offset and after is None else await self.graph.search(
                query.agent_id, query.text, limit=size + 1, after=after, entity_type=query.entity_type, as_of=query.as_of
            )
            items = tuple(h.entity for h in hits[:size])
            more = len(hits) > size
            if items:
                self._search_cursors[(query, offset + len(items))] = hits[len(items) - 1].cursor
            return EntityRows(items, offset + len(items) + (1 if more else 0), offset, complete=not more)
        page = await self.graph.list_entities(
            query.agent_id,
            EntityListOptions(
                entity_type=query.entity_type, sort=query.sort, descending=query.descending, limit=limit, offset=offset,
                as_of=query.as_of,
            ),
        )
        return EntityRows(page.items, page.total, page.offset)

    async def _search_cursor(self, query: EntityQuery, offset: int) -> SearchCursor | None:
        """The keyset position after `offset` hits: remembered from the page before, else walked to."""
        if not offset or (query, offset) in self._search_cursors:
            return self._search_cursors.get((query, offset))
        done, after = 0, None
        while done < offset or after is None:
            hits = await self.graph.search(
                query.agent_id, query.text, limit=min(SEARCH_PAGE_LIMIT, offset - done), after=after,
                entity_type=query.entity_type, as_of=query.as_of,
            )
            if not hits:
                return None
            done, after = done + len(hits), hits[-1].cursor
        self._search_cursors[(query, offset)] = after
        return after

    # --- one entity -----------------------------------------------------------------------

    async def detail(self, agent_id: str, entity_id: str, as_of: str | None = None) -> EntityDetail:
        entity = await self.graph.get_entity(agent_id, entity_id, as_of=as_of)
        relations = await self.graph.list_relations(agent_id, entity.id, as_of=as_of)
        outgoing = tuple(r for r in relations if r.source_entity_id == entity.id)
        incoming = tuple(r for r in relations if r.target_entity_id == entity.id and r.source_entity_id != entity.id)
        return EntityDetail(entity, outgoing, incoming, as_of)

    # --- the graph view -------------------------------------------------------------------

    async def edges_among(self, agent_id: str, ids: Iterable[str], as_of: str | None = None) -> tuple[GraphEdge, ...]:
        """Relations valid at `as_of` whose both ends are in `ids`, by id."""
        return tuple(edge_of(r) for r in await self.graph.relations_among(agent_id, ids, as_of=as_of))

    async def neighbourhood(self, agent_id: str, centre_id: str, depth: int, budget: int, as_of: str | None = None) -> Subgraph:
        """The entities within `depth` hops of the centre: whole rings while they fit `budget`,
        the farther rings collapsed into one cluster node per depth and type."""
        result = await self.graph.traverse(
            agent_id, centre_id, max_depth=max(1, min(depth, MAX_TRAVERSAL_DEPTH)), limit=NEIGHBOURHOOD_SCAN, as_of=as_of
        )
        counts = [0] * result.depth
        for n in result.nodes:
            counts[n.depth - 1] += 1
        shown_depth, drawn = 0, 0
        for ring, count in enumerate(counts, start=1):
            if drawn + count > budget:
                break
            shown_depth, drawn = ring, drawn + count
        shown = [n for n in result.nodes if n.depth <= shown_depth]
        if shown_depth < len(counts) and drawn < budget:
            shown += await self._best_connected(agent_id, result.nodes, shown_depth + 1, budget - drawn, as_of)
        drawn_ids = {n.id for n in shown}
        grouped: dict[tuple[int, str], list[TraversalNode]] = {}
        for n in result.nodes:
            if n.id not in drawn_ids:
                grouped.setdefault((n.depth, n.entity_type), []).append(n)
        clusters = tuple(
            Cluster(
                f"cluster:{ring}:{kind}", ring, kind, tuple(node_of(m, m.depth) for m in members),
                {m.id: m.parent_id for m in members},
            )
            for (ring, kind), members in sorted(grouped.items())
        )
        nodes = (node_of(result.start), *(node_of(n, n.depth) for n in shown))
        edges = await self.edges_among(agent_id, [n.id for n in nodes], as_of)
        return Subgraph(
            result.start.id, nodes, edges, result.total, result.depth, tuple(counts), clusters,
            scanned=len(result.nodes),
        )

    async def _best_connected(
        self, agent_id: str, nodes: Sequence[TraversalNode], ring: int, room: int, as_of: str | None
    ) -> list[TraversalNode]:
        """The `room` members of a ring too big to draw whole that have the most relations: a hub's
        neighbours are drawn by name, not only as type clusters."""
        members = [n for n in nodes if n.depth == ring]
        degree = await self.graph.degrees(agent_id, [n.id for n in members], as_of=as_of)
        return sorted(members, key=lambda n: (-degree.get(n.id, 0), n.name.casefold(), n.id))[:room]

    async def whole_graph(self, agent_id: str, limit: int, as_of: str | None = None) -> WholeGraph:
        """The `limit` best-connected entities (all, if there are fewer) and the relations among them."""
        entities, relations = await self.graph.whole_graph(agent_id, as_of=as_of)
        degree: dict[str, int] = {}
        for r in relations:
            degree[r.source_entity_id] = degree.get(r.source_entity_id, 0) + 1
            degree[r.target_entity_id] = degree.get(r.target_entity_id, 0) + 1
        chosen = sorted(entities, key=lambda e: (-degree.get(e.id, 0), e.name, e.id))[:limit]
        kept = {e.id for e in chosen}
        nodes = tuple(
            GraphNode(e.id, e.name, e.entity_type, e.confidence, 0, degree=degree.get(e.id, 0)) for e in chosen
        )
        edges = tuple(edge_of(r) for r in relations if r.source_entity_id in kept and r.target_entity_id in kept)
        return WholeGraph(nodes, edges, len(entities))

    async def expand(
        self, agent_id: str, node_id: str, visible: Iterable[str], limit: int, as_of: str | None = None
    ) -> Expansion:
        """Up to `limit` direct neighbours of `node_id` not drawn yet (the walk's first, shown by name)."""
        shown = set(visible)
        result = await self.graph.traverse(agent_id, node_id, max_depth=1, limit=len(shown) + limit, as_of=as_of)
        new = [n for n in result.nodes if n.id not in shown][:limit]
        already, total = sum(1 for n in result.nodes if n.id in shown), result.total
        if len(result.nodes) < result.total:  # drawn neighbours beyond the fetched rows
            neighbours = await self._neighbour_ids(agent_id, node_id, as_of)
            already = len({n for n in neighbours if n in shown})
            if result.counts_at_least:  # the walk stopped counting: count them all here
                total = len(neighbours - {node_id})
        nodes = tuple(node_of(n, 1) for n in new)
        edges = await self.edges_among(agent_id, shown | {n.id for n in nodes}, as_of)
        return Expansion(node_id, nodes, edges, max(0, total - already - len(nodes)))

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

    async def edit(self, agent_id: str, entity_id: str, draft: EntityReplacement) -> tuple[Entity, UndoStep]:
        """Set every field of an entity to `draft`; returns it and the step that undoes it."""
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
            relations = await self.graph.list_relations(agent_id, entity.id, include_expired=True)
            await self.graph.delete_entity(agent_id, entity.id)
        return UndoStep(UndoKind.DELETE, agent_id, entity, tuple(relations))

    async def undo(self, step: UndoStep) -> Entity:
        """Take back `step`; returns the entity as it is again (with the same id)."""
        if step.merge is not None:
            return (await self.graph.undo_merge(step.agent_id, step.merge))[1]
        if step.kind is UndoKind.EDIT:
            async with self.store.transaction():
                current = await self.graph.get_entity(step.agent_id, step.before.id, include_expired=True)
                restored = await self._apply(step.agent_id, current, EntityReplacement.of(step.before))
                await self.graph.activity.log(
                    "kg.entity.edit.undo", entity_type="kg_entity", entity_id=restored.id,
                    details={"agent_id": step.agent_id, "name": restored.name},
                )
            return restored
        return (await self.graph.restore_entity(step.agent_id, step.before, step.relations)).entity

    async def _apply(self, agent_id: str, before: Entity, draft: EntityReplacement) -> Entity:
        return await self.graph.replace_entity(agent_id, before.id, draft)

    # --- duplicates and pruning ---------------------------------------------------------------

    async def duplicates(self, agent_id: str, as_of: str | None = None) -> DuplicateReview:
        """Pending pairs, most similar first; with `as_of`, only pairs that both existed then."""
        found = await self.graph.duplicates(agent_id, limit=DUPLICATES_LIMIT)
        moment = as_of or now_ts()
        pairs = tuple(c for c in found if c.entity_a.valid_at(moment) and c.entity_b.valid_at(moment))
        ids = list(dict.fromkeys(e.id for c in pairs for e in (c.entity_a, c.entity_b)))
        return DuplicateReview(pairs, await self.graph.relation_counts(agent_id, ids))

    async def merge_preview(self, agent_id: str, candidate_id: str, keep_id: str) -> MergePreview:
        return await self.graph.merge_preview(agent_id, candidate_id, keep_id)

    async def merge(self, agent_id: str, candidate_id: str, keep_id: str) -> tuple[MergeResult, UndoStep]:
        """Merge the pair into `keep_id`; the step splits them again (same ids, relations, aliases)."""
        outcome = await self.graph.merge_candidate_undoable(agent_id, candidate_id, keep=keep_id)
        snapshot = outcome.snapshot
        return outcome.result, UndoStep(UndoKind.MERGE, agent_id, snapshot.merged, merge=snapshot)

    async def keep_both(self, agent_id: str, candidate_id: str) -> None:
        await self.graph.dismiss_candidate(agent_id, candidate_id)

    async def prune_preview(self, agent_id: str, min_confidence: float) -> PruneReport:
        return await self.graph.prune(agent_id, min_confidence, dry_run=True)

    async def prune(self, agent_id: str, min_confidence: float) -> PruneReport:
        return await self.graph.prune(agent_id, min_confidence)


def _changed(before: Entity, after: Entity) -> list[str]:
    """Names of the fields an edit changed (values stay out of the activity log)."""
    fields: Sequence[str] = ("name", "entity_type", "description", "properties", "aliases", "confidence", "valid_from", "valid_until")
    return [f for f in fields if getattr(before, f) != getattr(after, f)]


__all__ = ["KGBrowser", "edge_of", "node_of"]
