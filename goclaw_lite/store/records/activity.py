"""ActivityStore — `activity_logs`, the audit trail of significant actions.

An activity row is shown in the GUI, printed by the CLI and promoted to PostgreSQL, so it
must never hold a secret value. Details are scrubbed twice before they are written: values
under secret-looking keys (`password`, `api_key`, `*_token`, ...) are replaced whatever
their type, and the JSON text then goes through `security.redact` (known credential shapes
and every secret value registered in this process).
"""

from __future__ import annotations

import builtins
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import format_ts, parse_ts, uuid7
from goclaw_lite.model.json_values import json_object
from goclaw_lite.security.redact import REDACTED, redact
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity

DEFAULT_LIMIT = 50
MAX_LIMIT = 1000
FILTER_COLUMNS = ("actor_type", "actor_id", "action", "entity_type", "entity_id")
"""Exact-match filters, AND-combined (the reference store's set)."""

# Matched as the end of a details key, like the redactor's key rule.
_SECRET_KEY = re.compile(
    r"(?:password|passwd|pin_hash|secret|token|api[_-]?key|apikey|private[_-]?key|access[_-]?key"
    r"|encryption[_-]?key|goclaw[_-]key|credential|authorization)$",
    re.IGNORECASE,
)


# Where `names` finds a label per entity type (fixed SQL fragments: never user input).
_AGENT_LABEL = "CASE WHEN display_name <> '' THEN display_name ELSE agent_key END"
_NAMED_LABEL = "CASE WHEN display_name <> '' THEN display_name ELSE name END"
_NAME_SOURCES = {
    "agent": ("agents", _AGENT_LABEL),
    "conversation": ("agent_conversations", "title"),
    "secure_cli_binary": ("secure_cli_binaries", "binary_name"),
    "llm_provider": ("llm_providers", _NAMED_LABEL),
    "kg_entity": ("kg_entities", "name"),
    "mcp_server": ("mcp_servers", _NAMED_LABEL),
    "cron_job": ("cron_jobs", "name"),
    "skill": ("skills", "name"),
    "hook": ("hooks", "name"),  # a hook without a name is named by the label its rows kept
}
# Where `names_by_key` finds a label for the key a row recorded (an agent's key, a server's name).
_KEY_SOURCES = {
    "agent": ("agents", _AGENT_LABEL, "agent_key"),
    "llm_provider": ("llm_providers", _NAMED_LABEL, "name"),
    "mcp_server": ("mcp_servers", _NAMED_LABEL, "name"),
}


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
    since: str | None = None  # inclusive, any ISO-8601 form (naive means UTC)
    until: str | None = None  # exclusive
    extra: dict[str, str] = field(default_factory=dict)


def normalize_time(value: str, what: str = "time") -> str:
    """Any ISO-8601 text (a date alone means its midnight UTC) in the stored canonical form."""
    try:
        return format_ts(parse_ts(value))
    except (ValueError, TypeError):
        raise ValidationError(f"Not an ISO-8601 {what}: {value!r} (e.g. 2026-05-17 or 2026-05-17T08:30:00Z).") from None


def _secret_value(key: str, value: Any) -> bool:
    """A value under a secret-looking key, unless it cannot hold one (a yes/no flag such as
    `has_api_key`, or nothing at all)."""
    if isinstance(value, bool) or value in (None, "", [], {}):
        return False
    return bool(_SECRET_KEY.search(key))


def scrub_details(value: Any) -> Any:
    """A copy of `value` with the values under secret-looking keys replaced."""
    if isinstance(value, dict):
        return {
            str(k): (REDACTED if _secret_value(str(k), v) else scrub_details(v))
            for k, v in value.items()
        }
    if isinstance(value, (list, tuple)):
        return [scrub_details(v) for v in value]
    return value


def _to_activity(row: Row) -> Activity:
    details = json_object(row["details"], wrap=True) or {}
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
    def __init__(
        self, db: Database, identity: LocalIdentity, *, clock: Callable[[], datetime] | None = None
    ) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id
        self._clock = clock or (lambda: datetime.now(UTC))

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
        """Record one action; returns the row id. Details never keep a secret value."""
        if not action or not action.strip():
            raise ValidationError("An activity needs an action name.")
        activity_id = uuid7()
        payload = None
        if details is not None:
            payload = redact(json.dumps(scrub_details(details), ensure_ascii=False, default=str))
        await self._db.execute(
            "INSERT INTO activity_logs (id, actor_type, actor_id, action, entity_type, entity_id, details, tenant_id, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                activity_id, actor_type, actor_id or self._user, action.strip(), entity_type or None,
                entity_id or None, payload, self._tenant, format_ts(self._clock()),
            ),
        )
        return activity_id

    def _where(self, flt: ActivityFilter) -> tuple[str, list[Any]]:
        clauses = ["tenant_id = ?"]
        params: list[Any] = [self._tenant]
        for column in FILTER_COLUMNS:
            value = getattr(flt, column)
            if value:
                clauses.append(f"{column} = ?")
                params.append(value)
        if flt.since:
            clauses.append("created_at >= ?")
            params.append(normalize_time(flt.since, "start time"))
        if flt.until:
            clauses.append("created_at < ?")
            params.append(normalize_time(flt.until, "end time"))
        return " AND ".join(clauses), params

    async def list(
        self, flt: ActivityFilter | None = None, *, limit: int = DEFAULT_LIMIT, offset: int = 0
    ) -> list[Activity]:
        """Newest first (id breaks ties: UUID v7 grows with time); limit capped at MAX_LIMIT."""
        where, params = self._where(flt or ActivityFilter())
        rows = await self._db.fetch_all(
            f"SELECT * FROM activity_logs WHERE {where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
            [*params, min(MAX_LIMIT, max(1, limit)), max(0, offset)],
        )
        return [_to_activity(r) for r in rows]

    async def count(self, flt: ActivityFilter | None = None) -> int:
        where, params = self._where(flt or ActivityFilter())
        return int(await self._db.fetch_value(f"SELECT COUNT(*) FROM activity_logs WHERE {where}", params) or 0)

    async def names(self, entity_type: str, ids: Sequence[str]) -> dict[str, str]:
        """What the user calls these things (an agent's name, a tool's binary, a chat's title),
        by id; ids of kinds without a name, or of rows gone since, are left out."""
        source = _NAME_SOURCES.get(entity_type)
        unique = [i for i in dict.fromkeys(ids) if i][:MAX_LIMIT]
        if source is None or not unique:
            return {}
        table, label = source
        marks = ", ".join("?" for _ in unique)
        rows = await self._db.fetch_all(f"SELECT id, {label} AS label FROM {table} WHERE id IN ({marks})", unique)
        return {str(r["id"]): str(r["label"]) for r in rows if r["label"]}

    async def names_by_key(self, entity_type: str, keys: Sequence[str]) -> dict[str, str]:
        """What the user calls the things whose keys rows recorded (an agent's key, a server's
        name), by key, in this tenant; keys of things gone since are left out."""
        source = _KEY_SOURCES.get(entity_type)
        unique = [k for k in dict.fromkeys(keys) if k][:MAX_LIMIT]
        if source is None or not unique:
            return {}
        table, label, column = source
        marks = ", ".join("?" for _ in unique)
        live = " AND deleted_at IS NULL" if table == "agents" else ""
        rows = await self._db.fetch_all(
            f"SELECT {column} AS k, {label} AS label FROM {table} WHERE tenant_id = ? AND {column} IN ({marks}){live}",
            (self._tenant, *unique),
        )
        return {str(r["k"]): str(r["label"]) for r in rows if r["label"]}

    async def distinct(self, column: str) -> builtins.list[str]:
        """The values one filter column holds, sorted (for filter choices)."""
        if column not in ("actor_type", "action", "entity_type"):
            raise ValidationError(f"Cannot list values of {column!r}.")
        rows = await self._db.fetch_all(
            f"SELECT DISTINCT {column} AS v FROM activity_logs WHERE tenant_id = ? AND {column} IS NOT NULL ORDER BY v",
            (self._tenant,),
        )
        return [str(r["v"]) for r in rows]
