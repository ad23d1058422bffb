"""The knowledge graph store's foundation: row shapes, the `:name` binder, scoped reads.

Every query is scoped by tenant, agent and user; `KGStoreBase` binds the scope into each
statement and turns rows into the frozen models of `models_kg`.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

from goclaw_lite.model.json_values import json_strings
from goclaw_lite.model.kg import Entity, KGScope, Relation
from goclaw_lite.store.backend.db import Database, Row, chunks
from goclaw_lite.store.backend.meta import LocalIdentity
from goclaw_lite.store.graph.input import _dump, _load_object, is_uuid, name_key, search_text

_ENTITY_FIELDS = (
    "id", "agent_id", "user_id", "external_id", "name", "entity_type", "description", "properties", "aliases",
    "source_id", "confidence", "created_at", "updated_at", "valid_from", "valid_until",
)
_RELATION_FIELDS = (
    "id", "agent_id", "user_id", "source_entity_id", "relation_type", "target_entity_id", "confidence",
    "properties", "created_at", "valid_from", "valid_until",
)


def _cols(alias: str, fields: Sequence[str], prefix: str = "") -> str:
    return ", ".join(f"{alias}.{f} AS {prefix}{f}" for f in fields)


_E = _cols("e", _ENTITY_FIELDS)
# Lookups by key select the rows by key alone first (a materialised CTE) and check the scope
# on what came back: without statistics SQLite otherwise walks the tenant index, which
# holds every row, instead of the key's own index.
_IN_SCOPE = "agent_id = :agent AND user_id = :user AND tenant_id = :tenant"
_IN_SCOPE_E = "e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant"
_IN_SCOPE_R = "r.agent_id = :agent AND r.user_id = :user AND r.tenant_id = :tenant"
_R = _cols("r", _RELATION_FIELDS)
_NAMED = re.compile(r":([a-z_]+)\b")


def _bind(sql: str, values: Mapping[str, Any]) -> tuple[str, list[Any]]:
    """Named `:markers` to `?` placeholders; a tuple value expands to a list of them."""
    params: list[Any] = []

    def sub(match: re.Match[str]) -> str:
        value = values[match.group(1)]
        if isinstance(value, tuple):
            params.extend(value)
            return ", ".join("?" for _ in value) if value else "NULL"
        params.append(value)
        return "?"

    return _NAMED.sub(sub, sql), params


def _valid(alias: str) -> str:
    return f"{alias}.valid_from <= :at AND ({alias}.valid_until IS NULL OR {alias}.valid_until > :at)"


def _to_entity(row: Row, prefix: str = "") -> Entity:
    return Entity(
        id=str(row[prefix + "id"]),
        agent_id=str(row[prefix + "agent_id"]),
        user_id=str(row[prefix + "user_id"]),
        external_id=str(row[prefix + "external_id"]),
        name=str(row[prefix + "name"]),
        entity_type=str(row[prefix + "entity_type"]),
        description=str(row[prefix + "description"] or ""),
        properties=_load_object(row[prefix + "properties"]),
        aliases=json_strings(row[prefix + "aliases"]) or (),
        source_id=str(row[prefix + "source_id"] or ""),
        confidence=float(row[prefix + "confidence"]),
        created_at=str(row[prefix + "created_at"]),
        updated_at=str(row[prefix + "updated_at"]),
        valid_from=str(row[prefix + "valid_from"]),
        valid_until=None if row[prefix + "valid_until"] is None else str(row[prefix + "valid_until"]),
    )


def _to_relation(row: Row) -> Relation:
    return Relation(
        id=str(row["id"]),
        agent_id=str(row["agent_id"]),
        user_id=str(row["user_id"]),
        source_entity_id=str(row["source_entity_id"]),
        relation_type=str(row["relation_type"]),
        target_entity_id=str(row["target_entity_id"]),
        confidence=float(row["confidence"]),
        properties=_load_object(row["properties"]),
        created_at=str(row["created_at"]),
        valid_from=str(row["valid_from"]),
        valid_until=None if row["valid_until"] is None else str(row["valid_until"]),
        source_name=str(row.get("source_name") or ""),
        target_name=str(row.get("target_name") or ""),
    )


class KGStoreBase:
    """What every part of the store shares: the database, the identity, scoped statements."""

    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id

    def scope(self, agent_id: str, user_id: str | None = None) -> KGScope:
        return KGScope(agent_id=agent_id, user_id=self._user if user_id is None else user_id)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        async with self._db.transaction():
            yield

    def _scoped(self, scope: KGScope, **values: Any) -> dict[str, Any]:
        return {"agent": scope.agent_id, "user": scope.user_id, "tenant": self._tenant, **values}

    async def _all(self, sql: str, values: Mapping[str, Any]) -> list[Row]:
        text, params = _bind(sql, values)
        return await self._db.fetch_all(text, params)

    async def _one(self, sql: str, values: Mapping[str, Any]) -> Row | None:
        rows = await self._all(sql, values)
        return rows[0] if rows else None

    async def _exec(self, sql: str, values: Mapping[str, Any]) -> int:
        text, params = _bind(sql, values)
        return await self._db.execute(text, params)

    def _entity_row(self, e: Entity) -> tuple[Any, ...]:
        return (
            e.id, e.agent_id, e.user_id, e.external_id, e.name, e.entity_type, e.description, _dump(e.properties),
            json.dumps(list(e.aliases), ensure_ascii=False) if e.aliases else "[]",
            e.source_id, e.confidence, self._tenant, e.created_at,
            e.updated_at, e.valid_from, e.valid_until, name_key(e.name),
            search_text(e.name, e.entity_type, e.description, e.aliases),
        )

    def _relation_row(self, r: Relation) -> tuple[Any, ...]:
        return (
            r.id, r.agent_id, r.user_id, r.source_entity_id, r.relation_type, r.target_entity_id, r.confidence,
            _dump(r.properties), self._tenant, r.created_at, r.valid_from, r.valid_until,
        )

    @staticmethod
    def _named_relations(selector: str) -> str:
        """Relations picked by `selector` (rows of kg_relations), in scope, with endpoint names."""
        return (
            f"WITH r AS MATERIALIZED ({selector}) SELECT {_R}, s.name AS source_name, t.name AS target_name FROM r r "
            "JOIN kg_entities s ON s.id = r.source_entity_id JOIN kg_entities t ON t.id = r.target_entity_id "
            f"WHERE {_IN_SCOPE_R}"
        )

    async def _existing_by_external(self, scope: KGScope, externals: Sequence[str]) -> dict[str, Entity]:
        found: dict[str, Entity] = {}
        for chunk in chunks(sorted(set(externals))):
            rows = await self._all(
                f"SELECT {_E} FROM kg_entities e WHERE e.agent_id = :agent AND e.user_id = :user "
                "AND e.tenant_id = :tenant AND e.external_id IN (:ids)",
                self._scoped(scope, ids=tuple(chunk)),
            )
            found.update({str(r["external_id"]): _to_entity(r) for r in rows})
        return found

    async def _existing_ids(self, scope: KGScope, entity_ids: Iterable[str]) -> set[str]:
        wanted = sorted({i for i in entity_ids if is_uuid(i)})
        found: set[str] = set()
        for chunk in chunks(wanted):
            rows = await self._all(
                "WITH hit AS MATERIALIZED (SELECT id, agent_id, user_id, tenant_id FROM kg_entities WHERE id IN (:ids)) "
                f"SELECT id FROM hit WHERE {_IN_SCOPE}",
                self._scoped(scope, ids=tuple(chunk)),
            )
            found.update(str(r["id"]) for r in rows)
        return found
