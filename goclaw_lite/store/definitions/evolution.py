"""EvolutionMetrics and EvolutionSuggestions — `agent_evolution_metrics`, `agent_evolution_suggestions`.

Metrics are small JSON objects (tool: `{"success", "duration_ms"}`; retrieval:
`{"result_count", "top_score", "used_in_reply"}`; feedback: `{"score": 1|-1, "message_id"}`)
aggregated in SQL. Field access goes through the dialect (`json_extract` on SQLite, `->>` on
PostgreSQL). The two return different things for JSON true (integer 1 vs text 'true') —
the reference port compared with 'true' and so always read a success rate of 0 on SQLite —
so booleans are tested as `CAST(... AS TEXT) IN ('1', 'true')`, which holds on both.

A suggestion moves pending -> approved | rejected, approved -> applied; the UPDATE carries
the expected old status, so two reviewers cannot both win, and `applied_changes` records the
before/after of what applying changed.
"""

from __future__ import annotations

import json
import math
from typing import Any

from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.ids import is_uuid, now_ts, uuid7
from goclaw_lite.model.evolution import (
    METRIC_TYPES,
    STATUSES,
    TRANSITIONS,
    FeedbackStats,
    Metric,
    RetrievalStats,
    RouteStats,
    Suggestion,
    ToolStats,
)
from goclaw_lite.model.json_values import json_object, json_value
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.records.activity import normalize_time

__all__ = ["EvolutionMetricsStore", "EvolutionSuggestionStore"]

MAX_LIMIT = 10_000
_SUGGESTION_COLUMNS = (
    "id, agent_id, suggestion_type, suggestion, rationale, parameters, status, reviewed_by, reviewed_at, "
    "applied_changes, created_at"
)


def _changes(raw: Any) -> dict[str, Any] | None:
    """What an applied suggestion changed; None while nothing is recorded."""
    return None if json_value(raw) is None else json_object(raw, wrap=True)


def _dumps(value: dict[str, Any]) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=False)


def _check_limit(limit: int) -> None:
    if not 1 <= limit <= MAX_LIMIT:
        raise ValidationError(f"limit must be from 1 to {MAX_LIMIT}.")


def _to_metric(row: Row) -> Metric:
    return Metric(
        id=str(row["id"]), agent_id=str(row["agent_id"]), session_key=str(row["session_key"]),
        metric_type=str(row["metric_type"]), metric_key=str(row["metric_key"]),
        value=json_object(row["value"], wrap=True) or {},
        created_at=str(row["created_at"]),
    )


def _to_suggestion(row: Row) -> Suggestion:
    return Suggestion(
        id=str(row["id"]), agent_id=str(row["agent_id"]), suggestion_type=str(row["suggestion_type"]),
        suggestion=str(row["suggestion"]), rationale=str(row["rationale"]),
        parameters=json_object(row["parameters"], wrap=True) or {},
        status=str(row["status"]), reviewed_by=None if row["reviewed_by"] is None else str(row["reviewed_by"]),
        reviewed_at=None if row["reviewed_at"] is None else str(row["reviewed_at"]),
        applied_changes=_changes(row["applied_changes"]), created_at=str(row["created_at"]),
    )


class EvolutionMetricsStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    def _truthy(self, key: str) -> str:
        return f"CASE WHEN CAST({self._db.dialect.json_text('value', key)} AS TEXT) IN ('1', 'true') THEN 1.0 ELSE 0.0 END"

    def _number(self, key: str) -> str:
        return f"CAST({self._db.dialect.json_text('value', key)} AS DOUBLE PRECISION)"

    def _where(self, agent_id: str, metric_type: str, since: str | None) -> tuple[str, list[Any]]:
        where, params = "WHERE tenant_id = ? AND agent_id = ? AND metric_type = ?", [self._tenant, agent_id, metric_type]
        if since is not None:
            where += " AND created_at >= ?"
            params.append(normalize_time(since, "since time"))
        return where, params

    async def record(self, agent_id: str, session_key: str, metric_type: str, metric_key: str, value: dict[str, Any]) -> str:
        """Store one observation; returns its id."""
        if metric_type not in METRIC_TYPES:
            raise ValidationError(f"Metric type {metric_type!r} is not one of {', '.join(METRIC_TYPES)}.")
        if not is_uuid(agent_id):
            raise ValidationError("A metric belongs to an agent, given by id.")
        if not metric_key.strip():
            raise ValidationError("A metric needs a key (the tool name, retrieval source or feedback kind).")
        for number in ("duration_ms", "top_score", "score", "result_count"):
            item = value.get(number)
            if item is not None and (isinstance(item, bool) or not isinstance(item, (int, float)) or not math.isfinite(item)):
                raise ValidationError(f"Metric field {number} must be a finite number.")
        metric_id = uuid7()
        await self._db.execute(
            "INSERT INTO agent_evolution_metrics (id, tenant_id, agent_id, session_key, metric_type, metric_key, value) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (metric_id, self._tenant, agent_id, session_key, metric_type, metric_key.strip(), _dumps(value)),
        )
        return metric_id

    async def query(self, agent_id: str, metric_type: str, *, since: str | None = None, limit: int = 100) -> list[Metric]:
        """Newest first."""
        _check_limit(limit)
        where, params = self._where(agent_id, metric_type, since)
        rows = await self._db.fetch_all(
            "SELECT id, agent_id, session_key, metric_type, metric_key, value, created_at FROM agent_evolution_metrics "
            f"{where} ORDER BY created_at DESC, id DESC LIMIT ?", [*params, limit],
        )
        return [_to_metric(r) for r in rows]

    async def _aggregate(self, agent_id: str, metric_type: str, flag: str, number: str, since: str | None) -> list[Row]:
        """Per metric_key: n, the share of rows with `flag` true, the mean of `number`; largest n first."""
        where, params = self._where(agent_id, metric_type, since)
        return await self._db.fetch_all(
            f"SELECT metric_key, COUNT(*) AS n, AVG({self._truthy(flag)}) AS rate, AVG({self._number(number)}) AS mean "
            f"FROM agent_evolution_metrics {where} GROUP BY metric_key ORDER BY n DESC, metric_key", params,
        )

    async def aggregate_tools(self, agent_id: str, *, since: str | None = None) -> list[ToolStats]:
        """Per tool: calls, success rate and mean duration; most used first."""
        rows = await self._aggregate(agent_id, "tool", "success", "duration_ms", since)
        return [ToolStats(str(r["metric_key"]), int(r["n"]), float(r["rate"] or 0.0), float(r["mean"] or 0.0)) for r in rows]

    async def aggregate_retrieval(self, agent_id: str, *, since: str | None = None) -> list[RetrievalStats]:
        rows = await self._aggregate(agent_id, "retrieval", "used_in_reply", "top_score", since)
        return [RetrievalStats(str(r["metric_key"]), int(r["n"]), float(r["rate"] or 0.0), float(r["mean"] or 0.0))
                for r in rows]

    async def aggregate_feedback(self, agent_id: str, *, since: str | None = None) -> FeedbackStats:
        """Thumbs up and down; the latest vote per message counts once."""
        where, params = self._where(agent_id, "feedback", since)
        score = self._number("score")
        message = self._db.dialect.json_text("value", "message_id")
        row = await self._db.fetch_one(
            f"WITH ranked AS (SELECT {score} AS score, ROW_NUMBER() OVER (PARTITION BY COALESCE({message}, CAST(id AS TEXT)) "
            f"ORDER BY created_at DESC, id DESC) AS pos FROM agent_evolution_metrics {where}) "
            "SELECT COALESCE(SUM(CASE WHEN score > 0 THEN 1 ELSE 0 END), 0) AS up, "
            "COALESCE(SUM(CASE WHEN score < 0 THEN 1 ELSE 0 END), 0) AS down FROM ranked WHERE pos = 1", params,
        )
        return FeedbackStats(int(row["up"]), int(row["down"])) if row else FeedbackStats()

    async def route_usage(self, agent_id: str, *, since: str | None = None) -> list[RouteStats]:
        """Finished answers per provider/model route, from the agent's chat history."""
        where, params = "WHERE c.agent_id = ? AND m.role = 'assistant' AND m.state = 'complete' AND m.provider IS NOT NULL", [agent_id]
        if since is not None:
            where += " AND m.created_at >= ?"
            params.append(normalize_time(since, "since time"))
        rows = await self._db.fetch_all(
            "SELECT m.provider, COALESCE(m.model, '') AS model, COUNT(*) AS n FROM agent_messages m "
            f"JOIN agent_conversations c ON c.id = m.conversation_id {where} "
            "GROUP BY m.provider, COALESCE(m.model, '') ORDER BY n DESC, m.provider", params,
        )
        return [RouteStats(str(r["provider"]), str(r["model"]), int(r["n"])) for r in rows]

    async def cleanup(self, older_than: str) -> int:
        return await self._db.execute(
            "DELETE FROM agent_evolution_metrics WHERE tenant_id = ? AND created_at < ?",
            (self._tenant, normalize_time(older_than, "cut-off time")),
        )


class EvolutionSuggestionStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    async def create(
        self, agent_id: str, suggestion_type: str, suggestion: str, rationale: str, parameters: dict[str, Any] | None = None,
    ) -> Suggestion:
        if not is_uuid(agent_id):
            raise ValidationError("A suggestion belongs to an agent, given by id.")
        if not (suggestion_type.strip() and suggestion.strip() and rationale.strip()):
            raise ValidationError("A suggestion needs a type, a text and a rationale.")
        suggestion_id = uuid7()
        await self._db.execute(
            "INSERT INTO agent_evolution_suggestions (id, tenant_id, agent_id, suggestion_type, suggestion, rationale, "
            "parameters, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending')",
            (suggestion_id, self._tenant, agent_id, suggestion_type.strip(), suggestion.strip(), rationale.strip(),
             _dumps(parameters or {})),
        )
        return await self.get(suggestion_id)

    async def get(self, suggestion_id: str) -> Suggestion:
        row = await self._db.fetch_one(
            f"SELECT {_SUGGESTION_COLUMNS} FROM agent_evolution_suggestions WHERE id = ? AND tenant_id = ?",
            (suggestion_id, self._tenant),
        ) if is_uuid(suggestion_id) else None
        if row is None:
            raise NotFoundError(f"No suggestion with id {suggestion_id}.")
        return _to_suggestion(row)

    async def list(self, *, agent_id: str | None = None, status: str | None = None, limit: int = 50) -> list[Suggestion]:
        """Newest first."""
        _check_limit(limit)
        if status is not None and status not in STATUSES:
            raise ValidationError(f"Status {status!r} is not one of {', '.join(STATUSES)}.")
        where, params = "WHERE tenant_id = ?", [self._tenant]
        if agent_id is not None:
            where += " AND agent_id = ?"
            params.append(agent_id)
        if status is not None:
            where += " AND status = ?"
            params.append(status)
        rows = await self._db.fetch_all(
            f"SELECT {_SUGGESTION_COLUMNS} FROM agent_evolution_suggestions {where} ORDER BY created_at DESC, id DESC LIMIT ?",
            [*params, limit],
        )
        return [_to_suggestion(r) for r in rows]

    async def set_status(
        self, suggestion_id: str, status: str, *, reviewed_by: str = "local",
        applied_changes: dict[str, Any] | None = None,
    ) -> Suggestion:
        """Move a suggestion on; refuses a transition TRANSITIONS does not allow."""
        current = await self.get(suggestion_id)
        if status not in TRANSITIONS.get(current.status, ()):
            raise ValidationError(f"This suggestion is {current.status}; it cannot become {status}.")
        if (status == "applied") != (applied_changes is not None):
            raise ValidationError("Applying a suggestion records what it changed, and only applying does.")
        changed = await self._db.execute(
            "UPDATE agent_evolution_suggestions SET status = ?, reviewed_by = ?, reviewed_at = ?, "
            "applied_changes = COALESCE(?, applied_changes) WHERE id = ? AND tenant_id = ? AND status = ?",
            (status, reviewed_by, now_ts(), None if applied_changes is None else _dumps(applied_changes),
             suggestion_id, self._tenant, current.status),
        )
        if changed == 0:
            raise ValidationError("The suggestion was reviewed by someone else meanwhile; reload it.")
        return await self.get(suggestion_id)
