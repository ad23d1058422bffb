"""EvolutionService: the metrics summary, suggestion generation, and review (approve applies).

Generation never files a suggestion the user has already seen: one with the same type and
parameters that is pending, approved or rejected blocks it (a rejection is an answer, not
something to ask again). Approving an automatic suggestion (rules.AUTOMATIC) applies it in
the same transaction and records `{"before": ..., "after": ...}` of the agent fields it
changed; an advisory one stays `approved`, for the user to act on.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.evolution.rules import (
    AUTO_INJECT_OFF,
    AUTOMATIC,
    MAKE_PRIMARY,
    TOOL_POLICY,
    Thresholds,
    evaluate,
)
from goclaw_lite.ids import format_ts
from goclaw_lite.model.agents import Agent, FallbackCandidate, ModelFallback
from goclaw_lite.model.evolution import (
    FeedbackStats,
    RetrievalStats,
    RouteStats,
    Suggestion,
    ToolStats,
)
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore, EvolutionSuggestionStore
from goclaw_lite.store.records.activity import ActivityStore

__all__ = ["AgentSummary", "EvolutionService"]

WINDOW_DAYS = 30


@dataclass(frozen=True)
class AgentSummary:
    agent_id: str
    agent_key: str
    label: str
    tools: tuple[ToolStats, ...]
    retrieval: tuple[RetrievalStats, ...]
    feedback: FeedbackStats
    routes: tuple[RouteStats, ...]


class EvolutionService:
    def __init__(
        self, db: Database, identity: LocalIdentity, *, thresholds: Thresholds | None = None,
        window_days: int = WINDOW_DAYS, clock: Callable[[], datetime] | None = None,
    ) -> None:
        self._db = db
        self.agents = AgentStore(db, identity)
        self.metrics = EvolutionMetricsStore(db, identity)
        self.suggestions = EvolutionSuggestionStore(db, identity)
        self._activity = ActivityStore(db, identity)
        self._thresholds = thresholds or Thresholds()
        self._window = timedelta(days=window_days)
        self._clock = clock or (lambda: datetime.now(UTC))

    def _since(self) -> str:
        return format_ts(self._clock() - self._window)

    async def _agents(self, agent_key: str | None) -> list[Agent]:
        return [await self.agents.get_by_key(agent_key)] if agent_key else await self.agents.list()

    async def summary(self, agent_key: str | None = None) -> list[AgentSummary]:
        """Per agent, the window's tool, retrieval, feedback and route numbers."""
        since, result = self._since(), []
        for agent in await self._agents(agent_key):
            result.append(AgentSummary(
                agent.id, agent.agent_key, agent.label,
                tuple(await self.metrics.aggregate_tools(agent.id, since=since)),
                tuple(await self.metrics.aggregate_retrieval(agent.id, since=since)),
                await self.metrics.aggregate_feedback(agent.id, since=since),
                tuple(await self.metrics.route_usage(agent.id, since=since)),
            ))
        return result

    async def generate(self, agent_key: str | None = None) -> list[Suggestion]:
        """File the suggestions the metrics support now; returns only the new ones."""
        made: list[Suggestion] = []
        for item in await self.summary(agent_key):
            agent = await self.agents.get(item.agent_id)
            seen = {
                (s.suggestion_type, json.dumps(s.parameters, sort_keys=True))
                for s in await self.suggestions.list(agent_id=agent.id, limit=10_000) if s.status != "applied"
            }
            drafts = evaluate(agent, list(item.tools), item.feedback, list(item.routes), self._thresholds,
                              retrieval=list(item.retrieval))
            for draft in drafts:
                key = (draft.suggestion_type, json.dumps(draft.parameters, sort_keys=True))
                if key in seen:
                    continue
                seen.add(key)
                made.append(await self.suggestions.create(
                    agent.id, draft.suggestion_type, draft.suggestion, draft.rationale, draft.parameters
                ))
        return made

    async def list(self, *, status: str | None = None, agent_key: str | None = None, limit: int = 200) -> list[Suggestion]:
        agent_id = (await self.agents.get_by_key(agent_key)).id if agent_key else None
        return await self.suggestions.list(agent_id=agent_id, status=status, limit=limit)

    async def reject(self, suggestion_id: str, *, reviewed_by: str = "local") -> Suggestion:
        async with self._db.transaction():
            return await self._logged(await self.suggestions.set_status(suggestion_id, "rejected", reviewed_by=reviewed_by))

    async def _logged(self, s: Suggestion) -> Suggestion:
        """An activity row for the review (and for what applying changed), in the caller's transaction."""
        details: dict[str, Any] = {"suggestion_id": s.id, "type": s.suggestion_type, "parameters": s.parameters}
        if s.applied_changes is not None:
            details["changes"] = s.applied_changes
        await self._activity.log(f"evolution.suggestion_{s.status}", entity_type="agent", entity_id=s.agent_id,
                                 details=details)
        return s

    async def approve(self, suggestion_id: str, *, reviewed_by: str = "local") -> Suggestion:
        """Approve; an automatic suggestion is applied at once, atomically with its record."""
        async with self._db.transaction():
            approved = await self.suggestions.set_status(suggestion_id, "approved", reviewed_by=reviewed_by)
            if approved.suggestion_type not in AUTOMATIC:
                return await self._logged(approved)
            changes = await self._apply(approved)
            return await self._logged(await self.suggestions.set_status(
                suggestion_id, "applied", reviewed_by=reviewed_by, applied_changes=changes
            ))

    async def _apply(self, suggestion: Suggestion) -> dict[str, Any]:
        agent = await self.agents.get(suggestion.agent_id)
        params = suggestion.parameters
        if suggestion.suggestion_type == TOOL_POLICY:
            policy = {**agent.tool_policy, str(params["tool"]): str(params["policy"])}
            after = await self.agents.update(agent.id, tool_policy=policy)
            return {"agent_key": agent.agent_key, "before": {"tool_policy": agent.tool_policy},
                    "after": {"tool_policy": after.tool_policy}}
        if suggestion.suggestion_type == MAKE_PRIMARY:
            return await self._make_primary(agent, str(params["provider"]), str(params["model"]))
        if suggestion.suggestion_type == AUTO_INJECT_OFF:
            config = {**agent.memory_config, **dict(params["memory_config"])}
            after = await self.agents.update(agent.id, memory_config=config)
            return {"agent_key": agent.agent_key, "before": {"memory_config": agent.memory_config},
                    "after": {"memory_config": after.memory_config}}
        raise ValidationError(f"Suggestions of type {suggestion.suggestion_type} cannot be applied.")

    async def _make_primary(self, agent: Agent, provider: str, model: str) -> dict[str, Any]:
        old = agent.model_fallback
        promoted = FallbackCandidate(provider, model)
        if promoted not in old.candidates:
            raise ValidationError(f"{provider}/{model} is no longer a fallback of {agent.agent_key}; nothing to apply.")
        rest = (FallbackCandidate(agent.provider, agent.model), *(c for c in old.candidates if c != promoted))
        fallback = ModelFallback(enabled=True, candidates=rest, max_attempts=old.max_attempts,
                                 cooldown_enabled=old.cooldown_enabled)
        after = await self.agents.update(agent.id, provider=provider, model=model, model_fallback=fallback)

        def route(a: Agent) -> dict[str, Any]:
            return {"provider": a.provider, "model": a.model, "model_fallback": json.loads(a.model_fallback.to_json())}

        return {"agent_key": agent.agent_key, "before": route(agent), "after": route(after)}
