"""`kg_search` and `kg_traverse`: the agent reads its own knowledge graph.

Both run over `KnowledgeGraphStore` in the agent's scope (its graph, for the local user).
Search is a case-insensitive substring match over what is valid now, exact names first;
traverse walks relations from one entity (given by id, or by a name that is unambiguous)
up to 5 hops. Results are compact JSON the model can quote ids from.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from goclaw_lite.agent.tools.registry import ToolContext, ToolResult
from goclaw_lite.errors import UserError
from goclaw_lite.model.chat_api import ToolDecision
from goclaw_lite.model.kg import (
    DEFAULT_TRAVERSAL_BUDGET,
    MAX_TRAVERSAL_DEPTH,
    Direction,
    Entity,
    EntityListOptions,
    TraverseOptions,
)
from goclaw_lite.store.graph.store import KnowledgeGraphStore, is_uuid

__all__ = ["KGSearchTool", "KGTraverseTool"]

MAX_RESULTS = 50
MAX_DESCRIPTION = 400


def entity_json(entity: Entity) -> dict[str, Any]:
    """What a model needs of an entity; empty fields left out, long descriptions cut."""
    out: dict[str, Any] = {"id": entity.id, "name": entity.name, "type": entity.entity_type}
    if entity.description:
        text = entity.description
        out["description"] = text if len(text) <= MAX_DESCRIPTION else text[: MAX_DESCRIPTION - 1] + "…"
    if entity.aliases:
        out["aliases"] = list(entity.aliases)
    if entity.properties:
        out["properties"] = dict(entity.properties)
    if entity.confidence < 1.0:
        out["confidence"] = round(entity.confidence, 3)
    return out


class _GraphTool:
    category = "memory"  # the kind of tool in Settings (GoClaw's builtin_tools.category)

    def __init__(self, store: KnowledgeGraphStore) -> None:
        self._store = store

    async def is_available(self, ctx: ToolContext) -> bool:
        """Offered only when the agent's graph has something in it."""
        page = await self._store.list_entities(self._store.scope(ctx.agent_id), EntityListOptions(limit=1))
        return bool(page.items)


class KGSearchTool(_GraphTool):
    name = "kg_search"
    description = (
        "Search your knowledge graph for entities (people, projects, places, facts) whose name, type, "
        "aliases or description contain the query, any case. Exact name matches come first. Returns ids "
        "to use with kg_traverse."
    )
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1, "maxLength": 500, "description": "Words to look for."},
            "entity_type": {"type": "string", "description": "Only entities of this type, e.g. person."},
            "limit": {"type": "integer", "minimum": 1, "maximum": MAX_RESULTS, "description": "Most results (default 20)."},
        },
        "required": ["query"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        query = str(args["query"])
        try:
            hits = await self._store.search_entities(
                self._store.scope(ctx.agent_id), query, limit=int(args.get("limit") or 20),
                entity_type=args.get("entity_type") or None,
            )
        except UserError as exc:
            return ToolResult.error(str(exc))
        entities = [{**entity_json(h.entity), "match": h.rank.name.lower()} for h in hits]
        body = {"query": query.strip(), "count": len(entities), "entities": entities}
        return ToolResult(True, json.dumps(body, ensure_ascii=False))


class KGTraverseTool(_GraphTool):
    name = "kg_traverse"
    description = (
        "Walk your knowledge graph from one entity along its relations and list what it reaches, nearest "
        "first. Give the entity's id from kg_search (or its exact name). max_depth is the number of hops "
        f"(default 2, at most {MAX_TRAVERSAL_DEPTH}); 'via' is the relation of the last hop."
    )
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "entity": {"type": "string", "minLength": 1, "description": "Start entity: id, or exact name."},
            "max_depth": {"type": "integer", "minimum": 1, "maximum": MAX_TRAVERSAL_DEPTH},
            "direction": {"enum": ["both", "out", "in"], "description": "Follow relations outward, inward or both (default)."},
            "relation_types": {"type": "array", "items": {"type": "string"}, "description": "Only these relations."},
            "limit": {"type": "integer", "minimum": 1, "maximum": MAX_RESULTS, "description": "Most nodes (default 50)."},
        },
        "required": ["entity"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"

    async def _start(self, ctx: ToolContext, entity: str) -> tuple[str | None, str | None]:
        """(entity id, None) or (None, what the model should do instead)."""
        scope = self._store.scope(ctx.agent_id)
        if is_uuid(entity):
            return entity, None
        matches = await self._store.find_by_name(scope, entity)
        if len(matches) == 1:
            return matches[0].id, None
        if not matches:
            return None, f"no entity is named {entity!r}; search with kg_search and pass an id"
        options = ", ".join(f"{m.id} ({m.entity_type})" for m in matches[:10])
        return None, f"{len(matches)} entities are named {entity!r}; pass one id: {options}"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        try:
            start_id, problem = await self._start(ctx, str(args["entity"]).strip())
            if start_id is None:
                return ToolResult.error(problem or "no start entity")
            options = TraverseOptions(
                max_depth=int(args.get("max_depth") or 2),
                direction=Direction(args.get("direction") or "both"),
                relation_types=tuple(str(t) for t in args.get("relation_types") or ()),
                limit=int(args.get("limit") or MAX_RESULTS),
                budget=DEFAULT_TRAVERSAL_BUDGET,  # the tool never walks the whole graph
            )
            result = await self._store.traverse(self._store.scope(ctx.agent_id), start_id, options)
        except UserError as exc:
            return ToolResult.error(str(exc))
        nodes = [
            {"id": n.id, "name": n.name, "type": n.entity_type, "depth": n.depth, "via": n.via, "from": n.parent_id}
            for n in result.nodes
        ]
        body: dict[str, Any] = {"start": entity_json(result.start), "depth": result.depth, "count": len(nodes), "reached": nodes}
        if result.truncated:
            body["more"] = result.total - len(nodes)
            if result.counts_at_least:
                body["more_is_at_least"] = True
        if result.clamped:
            body["note"] = f"depth capped at {result.depth}"
        return ToolResult(True, json.dumps(body, ensure_ascii=False))
