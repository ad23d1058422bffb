"""ActivityStore — `activity_logs`, the audit trail of significant actions.

Details are redacted of known secret shapes before they are written: an activity row is
shown in the GUI and exported, so it must never hold a secret value.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.security.redact import redact_known_secrets
from goclaw_lite.store.db import Database, Row
from goclaw_lite.store.meta import LocalIdentity


@dataclass(frozen=True)
class Activity:
    id: str
    actor_type: str
    actor_id: str
    action: str
    entity_type: str
    entity_id: str
    details: dict[str, Any]
    created_at: str


@dataclass(frozen=True)
class ActivityFilter:
    actor_type: str | None = None
    actor_id: str | None = None
    action: str | None = None
    entity_type: str | None = None
    entity_id: str | None = None
    since: str | None = None  # inclusive, canonical ISO text
    until: str | None = None  # exclusive
    extra: dict[str, str] = field(default_factory=dict)


def _to_activity(row: Row) -> Activity:
    details: dict[str, Any] = {}
    if row["details"]:
        parsed = json.loads(row["details"])
        details = parsed if isinstance(parsed, dict) else {"value": parsed}
    return Activity(
        id=str(row["id"]),
        actor_type=str(row["actor_type"]),
        actor_id=str(row["actor_id"]),
        action=str(row["action"]),
        entity_type=str(row["entity_type"] or ""),
        entity_id=str(row["entity_id"] or ""),
        details=details,
        created_at=str(row["created_at"]),
    )


class ActivityStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id

    async def log(
        self,
        action: str,
        *,
        entity_type: str | None = None,
        entity_id: str | None = None,
        details: dict[str, Any] | None = None,
        actor_type: str = "user",
        actor_id: str | None = None,
    ) -> str:
        activity_id = uuid7()
        payload = None if details is None else redact_known_secrets(json.dumps(details, ensure_ascii=False, default=str))
        await self._db.execute(
            "INSERT INTO activity_logs (id, actor_type, actor_id, action, entity_type, entity_id, details, tenant_id, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (activity_id, actor_type, actor_id or self._user, action, entity_type, entity_id, payload, self._tenant, now_ts()),
        )
        return activity_id

    def _where(self, flt: ActivityFilter) -> tuple[str, list[Any]]:
        clauses = ["tenant_id = ?"]
        params: list[Any] = [self._tenant]
        for column in ("actor_type", "actor_id", "action", "entity_type", "entity_id"):
            value = getattr(flt, column)
            if value:
                clauses.append(f"{column} = ?")
                params.append(value)
        if flt.since:
            clauses.append("created_at >= ?")
            params.append(flt.since)
        if flt.until:
            clauses.append("created_at < ?")
            params.append(flt.until)
        return " AND ".join(clauses), params

    async def list(self, flt: ActivityFilter | None = None, *, limit: int = 50, offset: int = 0) -> list[Activity]:
        where, params = self._where(flt or ActivityFilter())
        rows = await self._db.fetch_all(
            f"SELECT * FROM activity_logs WHERE {where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
            [*params, max(1, limit), max(0, offset)],
        )
        return [_to_activity(r) for r in rows]

    async def count(self, flt: ActivityFilter | None = None) -> int:
        where, params = self._where(flt or ActivityFilter())
        return int(await self._db.fetch_value(f"SELECT COUNT(*) FROM activity_logs WHERE {where}", params) or 0)
