"""AgentLinkStore — `agent_links`: which local agent may hand work to which.

A link A→B is read by direction: `outbound` lets A delegate to B, `inbound` lets B delegate
to A, `bidirectional` both ways. Only `active` links between live, active agents count.

Search folds the other agent's key, name and description with the same `fold_text` as the KG
and matches them with LIKE (wildcards escaped) inside SQL. The agents table has no folded
column (and the schema stays at v34), so the folded texts of the one agent's delegate
targets — a handful of rows — are bound as a VALUES list and LIKE runs over those.
"""

from __future__ import annotations

import unicodedata

from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.ids import is_uuid, now_ts, uuid7
from goclaw_lite.model.links import DIRECTIONS, AgentLink, DelegateTarget
from goclaw_lite.store.backend.db import (
    ConstraintViolation,
    Database,
    Row,
    contains_pattern,
)
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.textfold import fold_text

__all__ = ["DIRECTIONS", "AgentLink", "AgentLinkStore", "DelegateTarget"]

MAX_QUERY = 500
MAX_SEARCH_LIMIT = 50

_LINK_SELECT = (
    "SELECT l.id, l.source_agent_id, l.target_agent_id, l.direction, l.description, l.max_concurrent, l.status, "
    "l.created_by, l.created_at, l.updated_at, s.agent_key AS source_key, t.agent_key AS target_key "
    "FROM agent_links l JOIN agents s ON s.id = l.source_agent_id JOIN agents t ON t.id = l.target_agent_id "
)

# Active links usable from ? (either orientation), with the other end live and active.
_TARGETS = (
    "SELECT l.id AS link_id, l.direction, l.description AS link_description, o.id AS agent_id, o.agent_key, "
    "o.display_name, o.agent_description "
    "FROM agent_links l JOIN agents o ON o.id = CASE WHEN l.source_agent_id = ? THEN l.target_agent_id "
    "ELSE l.source_agent_id END "
    "WHERE l.tenant_id = ? AND l.status = 'active' AND o.status = 'active' AND o.deleted_at IS NULL AND ("
    "(l.source_agent_id = ? AND l.direction IN ('outbound', 'bidirectional')) OR "
    "(l.target_agent_id = ? AND l.direction IN ('inbound', 'bidirectional'))) "
)


def _to_link(row: Row) -> AgentLink:
    return AgentLink(
        id=str(row["id"]), source_agent_id=str(row["source_agent_id"]), target_agent_id=str(row["target_agent_id"]),
        source_key=str(row["source_key"]), target_key=str(row["target_key"]), direction=str(row["direction"]),
        description=str(row["description"] or ""), max_concurrent=int(row["max_concurrent"]), status=str(row["status"]),
        created_by=str(row["created_by"]), created_at=str(row["created_at"]), updated_at=str(row["updated_at"]),
    )


def _to_target(row: Row) -> DelegateTarget:
    return DelegateTarget(
        link_id=str(row["link_id"]), agent_id=str(row["agent_id"]), agent_key=str(row["agent_key"]),
        display_name=str(row["display_name"] or ""),
        description=str(row["link_description"] or row["agent_description"] or ""), direction=str(row["direction"]),
    )


def _search_text(target: DelegateTarget, agent_description: str) -> str:
    parts = (target.agent_key, target.display_name, target.description, agent_description)
    return fold_text("\n".join(parts))


class AgentLinkStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    async def create_link(
        self, source_agent_id: str, target_agent_id: str, *, direction: str = "outbound", description: str = "",
        max_concurrent: int = 3, created_by: str = "local",
    ) -> AgentLink:
        if direction not in DIRECTIONS:
            raise ValidationError(f"Direction {direction!r} is not valid; use one of {', '.join(DIRECTIONS)}.")
        if not (is_uuid(source_agent_id) and is_uuid(target_agent_id)):
            raise ValidationError("A link joins two agents by id.")
        if source_agent_id == target_agent_id:
            raise ValidationError("An agent cannot be linked to itself.")
        if max_concurrent < 0:
            raise ValidationError("max_concurrent must be 0 or more.")
        for agent_id in (source_agent_id, target_agent_id):
            live = await self._db.fetch_value(
                "SELECT COUNT(*) FROM agents WHERE id = ? AND tenant_id = ? AND deleted_at IS NULL", (agent_id, self._tenant)
            )
            if not live:
                raise NotFoundError(f"No agent with id {agent_id}.")
        link_id, stamp = uuid7(), now_ts()
        try:
            await self._db.execute(
                "INSERT INTO agent_links (id, source_agent_id, target_agent_id, direction, description, max_concurrent, "
                "settings, status, created_by, tenant_id, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, '{}', 'active', ?, ?, ?, ?)",
                (link_id, source_agent_id, target_agent_id, direction, description.strip() or None, max_concurrent,
                 created_by, self._tenant, stamp, stamp),
            )
        except ConstraintViolation as exc:
            raise AlreadyExistsError("These two agents are already linked; remove the link first.") from exc
        return await self.get_link(link_id)

    async def get_link(self, link_id: str) -> AgentLink:
        row = await self._db.fetch_one(_LINK_SELECT + "WHERE l.id = ? AND l.tenant_id = ?", (link_id, self._tenant)) \
            if is_uuid(link_id) else None
        if row is None:
            raise NotFoundError(f"No agent link with id {link_id}.")
        return _to_link(row)

    async def link_between(self, agent_a: str, agent_b: str) -> AgentLink | None:
        """The link joining the two agents in either orientation, if any."""
        row = await self._db.fetch_one(
            _LINK_SELECT + "WHERE l.tenant_id = ? AND ((l.source_agent_id = ? AND l.target_agent_id = ?) "
            "OR (l.source_agent_id = ? AND l.target_agent_id = ?)) ORDER BY l.created_at LIMIT 1",
            (self._tenant, agent_a, agent_b, agent_b, agent_a),
        )
        return None if row is None else _to_link(row)

    async def delete_link(self, link_id: str) -> None:
        changed = await self._db.execute(
            "DELETE FROM agent_links WHERE id = ? AND tenant_id = ?", (link_id, self._tenant)
        ) if is_uuid(link_id) else 0
        if not changed:
            raise NotFoundError(f"No agent link with id {link_id}.")

    async def set_status(self, link_id: str, status: str) -> AgentLink:
        if status not in ("active", "disabled"):
            raise ValidationError("A link is active or disabled.")
        changed = await self._db.execute(
            "UPDATE agent_links SET status = ?, updated_at = ? WHERE id = ? AND tenant_id = ?",
            (status, now_ts(), link_id, self._tenant),
        ) if is_uuid(link_id) else 0
        if not changed:
            raise NotFoundError(f"No agent link with id {link_id}.")
        return await self.get_link(link_id)

    async def list_links(self, agent_id: str | None = None) -> list[AgentLink]:
        """Every link, or those with `agent_id` at either end; by source key, then target key."""
        where, params = "WHERE l.tenant_id = ?", [self._tenant]
        if agent_id is not None:
            where += " AND (l.source_agent_id = ? OR l.target_agent_id = ?)"
            params += [agent_id, agent_id]
        rows = await self._db.fetch_all(_LINK_SELECT + where + " ORDER BY s.agent_key, t.agent_key", params)
        return [_to_link(r) for r in rows]

    async def can_delegate(self, from_agent_id: str, to_agent_id: str) -> bool:
        if not (is_uuid(from_agent_id) and is_uuid(to_agent_id)) or from_agent_id == to_agent_id:
            return False
        found = await self._db.fetch_value(
            "SELECT COUNT(*) FROM agent_links WHERE tenant_id = ? AND status = 'active' AND ("
            "(source_agent_id = ? AND target_agent_id = ? AND direction IN ('outbound', 'bidirectional')) OR "
            "(source_agent_id = ? AND target_agent_id = ? AND direction IN ('inbound', 'bidirectional')))",
            (self._tenant, from_agent_id, to_agent_id, to_agent_id, from_agent_id),
        )
        return bool(found)

    async def _target_rows(self, from_agent_id: str) -> list[Row]:
        if not is_uuid(from_agent_id):
            return []
        return await self._db.fetch_all(
            _TARGETS + "ORDER BY o.agent_key", (from_agent_id, self._tenant, from_agent_id, from_agent_id)
        )

    async def delegate_targets(self, from_agent_id: str) -> list[DelegateTarget]:
        """Agents `from_agent_id` may hand work to, by key."""
        return [_to_target(r) for r in await self._target_rows(from_agent_id)]

    async def search_delegate_targets(self, from_agent_id: str, query: str, *, limit: int = 5) -> list[DelegateTarget]:
        """Delegate targets whose key, name or description contain `query`, any case, by key."""
        text = query.strip()
        if not text:
            raise ValidationError("The search query is empty.")
        if len(text) > MAX_QUERY:
            raise ValidationError(f"The search query is longer than {MAX_QUERY} characters.")
        if not 1 <= limit <= MAX_SEARCH_LIMIT:
            raise ValidationError(f"limit must be from 1 to {MAX_SEARCH_LIMIT}.")
        rows = await self._target_rows(from_agent_id)
        if not rows:
            return []
        targets = [_to_target(r) for r in rows]
        values = ", ".join("(?, ?)" for _ in targets)
        params: list[object] = []
        for index, (target, row) in enumerate(zip(targets, rows, strict=True)):
            params += [index, _search_text(target, str(row["agent_description"] or ""))]
        params.append(contains_pattern(unicodedata.normalize("NFKC", text)))
        hits = await self._db.fetch_all(
            f"WITH t (pos, folded) AS (VALUES {values}) SELECT pos FROM t WHERE {self._db.dialect.like('folded')} "
            "ORDER BY pos",
            params,
        )
        return [targets[int(h["pos"])] for h in hits][:limit]
