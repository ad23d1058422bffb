"""`memory_search` and `memory_expand`: the agent reads its episodic memory (L1 and L2).

memory_search returns episode abstracts (cheap) and matching current KG facts; the model
calls memory_expand with an episode id when it needs the full summary and the graph edges
extracted from it. Both are offered only once the agent has at least one episode. What they
return is noted for the run's retrieval metrics (MemoryRecall.note_search / note_expanded).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from goclaw_lite.agent.tools.kg_tools import entity_json
from goclaw_lite.agent.tools.registry import ToolContext, ToolResult
from goclaw_lite.errors import UserError
from goclaw_lite.memory.recall import MemoryRecall
from goclaw_lite.model.chat_api import ToolDecision

__all__ = ["MemoryExpandTool", "MemorySearchTool"]

MAX_RESULTS = 20


class _MemoryTool:
    category = "memory"  # the kind of tool in Settings (GoClaw's builtin_tools.category)

    def __init__(self, recall: MemoryRecall) -> None:
        self._recall = recall

    async def is_available(self, ctx: ToolContext) -> bool:
        return await self._recall.has_memory(ctx.agent_id)


class MemorySearchTool(_MemoryTool):
    name = "memory_search"
    description = (
        "Search your memory of earlier conversations (short abstracts with ids) and the current facts of your "
        "knowledge graph for words of the query, any case. Use memory_expand with an episode id for details."
    )
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1, "maxLength": 500, "description": "Words to look for."},
            "limit": {"type": "integer", "minimum": 1, "maximum": MAX_RESULTS, "description": "Most results of each kind (default 5)."},
        },
        "required": ["query"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        query = str(args["query"])
        try:
            found = await self._recall.search(ctx.agent_id, query, limit=int(args.get("limit") or 5))
        except UserError as exc:
            return ToolResult.error(str(exc))
        self._recall.note_search(query, found)
        episodes = [
            {"id": h.id, "abstract": h.l0_abstract, "topics": list(h.key_topics), "relevance": round(h.relevance, 2),
             "date": h.created_at[:10]}
            for h in found.episodes
        ]
        body = {"query": query.strip(), "episodes": episodes, "facts": [entity_json(e) for e in found.facts]}
        return ToolResult(True, json.dumps(body, ensure_ascii=False))


class MemoryExpandTool(_MemoryTool):
    name = "memory_expand"
    description = "The full summary of one remembered conversation (an episode id from memory_search) and the knowledge-graph facts taken from it."
    parameters: Mapping[str, Any] = {
        "type": "object",
        "properties": {"episodic_id": {"type": "string", "minLength": 1, "description": "An episode id from memory_search."}},
        "required": ["episodic_id"],
        "additionalProperties": False,
    }
    default_policy: ToolDecision = "allow"

    async def run(self, args: dict[str, Any], ctx: ToolContext) -> ToolResult:
        try:
            expansion = await self._recall.expand(ctx.agent_id, str(args["episodic_id"]).strip())
        except UserError as exc:
            return ToolResult.error(str(exc))
        self._recall.note_expanded(expansion)
        episode = expansion.episode
        names = {e.id: e.name for e in expansion.entities}
        body = {
            "id": episode.id,
            "date": episode.created_at[:10],
            "summary": episode.summary,
            "topics": list(episode.key_topics),
            "entities": [entity_json(e) for e in expansion.entities],
            "relations": [
                {"source": names.get(r.source_entity_id, r.source_entity_id), "relation": r.relation_type,
                 "target": names.get(r.target_entity_id, r.target_entity_id)}
                for r in expansion.relations
            ],
        }
        return ToolResult(True, json.dumps(body, ensure_ascii=False))
