"""KnowledgeGraphStore — `kg_entities`, `kg_relations`, `kg_dedup_candidates`.

Every query is scoped by tenant, agent and user. Reads see the graph as it is now, or as it
was at an `as_of` time: a row counts when `valid_from <= T < valid_until`. Writes compute
the final row in Python inside one transaction (read, then write), so folded search columns
always match the stored text and revival of an ended row is one rule in one place.

Relations only ever join entities of one scope (checked on every write); traversal relies on
that and reads the covering relation indexes without touching the table.
"""

from __future__ import annotations

import json
import math
import re
import time
import unicodedata
import uuid
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import Any

from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.ids import format_ts, now_ts, parse_ts, uuid7
from goclaw_lite.store.db import Database, Dialect, Row, contains_pattern, fold, prefix_pattern
from goclaw_lite.store.meta import LocalIdentity
from goclaw_lite.store.models_kg import (
    MAX_TRAVERSAL_DEPTH,
    CandidatePair,
    CandidateStatus,
    DedupCandidate,
    DedupEntry,
    Direction,
    Entity,
    EntityInput,
    EntityListOptions,
    EntityPage,
    EntityPatch,
    EntityReplacement,
    EntitySort,
    IngestWrite,
    KGScope,
    KGStats,
    MatchRank,
    MergeResult,
    PruneReport,
    Relation,
    RelationInput,
    RelationSpec,
    RestoredEntity,
    SearchHit,
    TraversalNode,
    TraversalResult,
    TraverseOptions,
    UpsertedEntity,
)

MAX_NAME = 1000
MAX_TYPE = 100
MAX_RELATION_TYPE = 200
MAX_QUERY = 500
MAX_PAGE = 1000
MAX_SEARCH_LIMIT = 200
SEARCH_SPLIT_MIN_ENTITIES = 20_000  # below this one scan is a few ms: not worth two
SEARCH_SPLIT_TTL_S = 300.0
_CHUNK = 400

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


def _chunks(items: Sequence[Any], size: int = _CHUNK) -> Iterable[Sequence[Any]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


# --- normalisation ----------------------------------------------------------------------


def collapse(text: str) -> str:
    return " ".join(text.split())


def _fold(text: str) -> str:
    """Compatibility-normalised, whitespace-collapsed and casefolded: the form search sees."""
    return fold(unicodedata.normalize("NFKC", collapse(text)))


def name_key(name: str) -> str:
    """The folded form names are compared by (exact match, external ids, aliases)."""
    return _fold(name)


def normalize_type(value: str) -> str:
    """Types are case-insensitive identifiers: 'Person ' and 'person' are one type."""
    return _fold(value)


def default_external_id(name: str, entity_type: str) -> str:
    return f"{normalize_type(entity_type)}:{name_key(name)}"


def search_text(name: str, entity_type: str, description: str, aliases: Sequence[str]) -> str:
    return _fold(" ".join([name, entity_type, description, *aliases]))


def is_uuid(text: str) -> bool:
    try:
        uuid.UUID(text)
    except (ValueError, TypeError, AttributeError):
        return False
    return True


def _where(path: str) -> str:
    return f"{path}: " if path else ""


def _text(value: Any, path: str, what: str, limit: int) -> str:
    if not isinstance(value, str):
        raise ValidationError(f"{_where(path)}{what} must be text.")
    cleaned = collapse(value)
    if not cleaned:
        raise ValidationError(f"{_where(path)}{what} is empty.")
    if len(cleaned) > limit:
        raise ValidationError(f"{_where(path)}{what} is longer than {limit} characters.")
    return cleaned


def _confidence(value: Any, path: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValidationError(f"{_where(path)}confidence must be a number from 0 to 1.")
    if not 0.0 <= float(value) <= 1.0:
        raise ValidationError(f"{_where(path)}confidence {value} is outside 0..1.")
    return float(value)


def canonical_ts(value: Any, path: str, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValidationError(f"{_where(path)}{what} must be an ISO-8601 timestamp.")
    try:
        return format_ts(parse_ts(value))
    except (ValueError, OverflowError):
        raise ValidationError(f"{_where(path)}{what} {value!r} is not an ISO-8601 timestamp.") from None


def _as_of(value: str | None) -> str:
    return now_ts() if value is None else canonical_ts(value, "", "as_of")


def _properties(value: Any, path: str) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise ValidationError(f"{_where(path)}properties must be an object.")
    out: dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str):
            raise ValidationError(f"{_where(path)}property names must be text.")
        out[key] = item
    try:
        json.dumps(out, allow_nan=False)
    except (TypeError, ValueError):
        raise ValidationError(f"{_where(path)}properties must hold JSON values only.") from None
    return out


def _aliases(value: Any, path: str) -> list[str]:
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise ValidationError(f"{_where(path)}aliases must be a list of names.")
    return [_text(a, path, "an alias", MAX_NAME) for a in value]


def _window(valid_from: str | None, valid_until: str | None, path: str) -> None:
    if valid_from is not None and valid_until is not None and valid_until <= valid_from:
        raise ValidationError(f"{_where(path)}valid_until must be later than valid_from.")


def merge_aliases(name: str, *groups: Iterable[str]) -> tuple[str, ...]:
    """Aliases in first-seen order, none equal (folded) to the name or to each other."""
    seen = {name_key(name)}
    out: list[str] = []
    for group in groups:
        for alias in group:
            key = name_key(alias)
            if key and key not in seen:
                seen.add(key)
                out.append(collapse(alias))
    return tuple(out)


def _dump(value: Mapping[str, Any]) -> str:
    return json.dumps(dict(value), ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _load_object(raw: Any) -> dict[str, Any]:
    try:
        value = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _to_entity(row: Row, prefix: str = "") -> Entity:
    try:
        aliases = json.loads(row[prefix + "aliases"] or "[]")
    except ValueError:
        aliases = []
    return Entity(
        id=str(row[prefix + "id"]),
        agent_id=str(row[prefix + "agent_id"]),
        user_id=str(row[prefix + "user_id"]),
        external_id=str(row[prefix + "external_id"]),
        name=str(row[prefix + "name"]),
        entity_type=str(row[prefix + "entity_type"]),
        description=str(row[prefix + "description"] or ""),
        properties=_load_object(row[prefix + "properties"]),
        aliases=tuple(str(a) for a in aliases) if isinstance(aliases, list) else (),
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


@dataclass(frozen=True)
class _CleanEntity:
    name: str
    entity_type: str
    external_id: str
    description: str | None
    properties: dict[str, Any] | None
    aliases: list[str] | None
    confidence: float | None
    source_id: str | None
    valid_from: str | None
    valid_until: str | None
    path: str


def clean_entity(item: EntityInput, path: str = "") -> _CleanEntity:
    """Validate one entity input; errors name `path` (e.g. 'entities[3]') and the field."""
    name = _text(item.name, f"{path}.name" if path else "", "name", MAX_NAME)
    entity_type = normalize_type(_text(item.entity_type, f"{path}.entity_type" if path else "", "entity_type", MAX_TYPE))
    description = None
    if item.description is not None:
        if not isinstance(item.description, str):
            raise ValidationError(f"{_where(path + '.description' if path else '')}description must be text.")
        description = item.description.strip()
    external = item.external_id
    if external is not None:
        external = _text(external, f"{path}.external_id" if path else "", "external_id", MAX_NAME + MAX_TYPE)
    valid_from = None if item.valid_from is None else canonical_ts(item.valid_from, f"{path}.valid_from" if path else "", "valid_from")
    valid_until = None if item.valid_until is None else canonical_ts(item.valid_until, f"{path}.valid_until" if path else "", "valid_until")
    _window(valid_from, valid_until, path)
    return _CleanEntity(
        name=name,
        entity_type=entity_type,
        external_id=external or default_external_id(name, entity_type),
        description=description,
        properties=None if item.properties is None else _properties(item.properties, f"{path}.properties" if path else ""),
        aliases=None if item.aliases is None else _aliases(item.aliases, f"{path}.aliases" if path else ""),
        confidence=None if item.confidence is None else _confidence(item.confidence, f"{path}.confidence" if path else ""),
        source_id=None if item.source_id is None else str(item.source_id).strip(),
        valid_from=valid_from,
        valid_until=valid_until,
        path=path,
    )


@dataclass(frozen=True)
class _CleanRelation:
    source_entity_id: str
    relation_type: str
    target_entity_id: str
    confidence: float | None
    properties: dict[str, Any] | None
    valid_from: str | None
    valid_until: str | None
    path: str


def _clean_relation_fields(
    relation_type: Any, confidence: Any, properties: Any, valid_from: Any, valid_until: Any, path: str
) -> tuple[str, float | None, dict[str, Any] | None, str | None, str | None]:
    sub: Callable[[str], str] = (lambda f: f"{path}.{f}") if path else (lambda f: "")
    rtype = normalize_type(_text(relation_type, sub("relation_type"), "relation_type", MAX_RELATION_TYPE))
    start = None if valid_from is None else canonical_ts(valid_from, sub("valid_from"), "valid_from")
    end = None if valid_until is None else canonical_ts(valid_until, sub("valid_until"), "valid_until")
    _window(start, end, path)
    return (
        rtype,
        None if confidence is None else _confidence(confidence, sub("confidence")),
        None if properties is None else _properties(properties, sub("properties")),
        start,
        end,
    )


def _next_window(
    old_from: str, old_until: str | None, new_from: str | None, new_until: str | None, now: str, path: str
) -> tuple[str, str | None, bool]:
    """The validity window after re-asserting a row; an ended row starts a fresh window now."""
    ended = old_until is not None and old_until <= now
    start = new_from if new_from is not None else (now if ended else old_from)
    end = new_until if new_until is not None else (None if ended else old_until)
    if end is not None and end <= start:
        raise ValidationError(f"{_where(path)}valid_until {end} would not be later than valid_from {start}.")
    revived = ended and start <= now and (end is None or end > now)
    return start, end, revived


def _search_like(dialect: Dialect, *, escaped: bool) -> Callable[[str, str], str]:
    """`column LIKE :marker`, with the ESCAPE clause only when the query has `%`, `_` or `\\`.

    Without wildcards or backslashes to escape, both forms match the same rows on both
    backends; search runs LIKE on every entity of the scope, and SQLite re-reads and checks
    the escape argument on each row, about 5% of the scan.
    """
    if escaped:
        return lambda column, marker: dialect.like(column).replace("?", f":{marker}")
    return lambda column, marker: f"{column} LIKE :{marker}"


class KnowledgeGraphStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id
        self._search_splits: dict[tuple[str, str], tuple[float, str | None]] = {}

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

    # --- entities -----------------------------------------------------------------------

    async def upsert_entity(self, scope: KGScope, item: EntityInput) -> UpsertedEntity:
        async with self._db.transaction():
            written = await self.upsert_entities(scope, [item])
        return written[0]

    async def upsert_entities(self, scope: KGScope, items: Sequence[EntityInput], *, path: str = "") -> list[UpsertedEntity]:
        """Create or update many entities in one transaction; results follow input order."""
        cleaned = [clean_entity(item, f"{path}[{i}]" if path else "") for i, item in enumerate(items)]
        async with self._db.transaction():
            return await self._write_entities(scope, cleaned)

    async def _existing_by_external(self, scope: KGScope, externals: Sequence[str]) -> dict[str, Entity]:
        found: dict[str, Entity] = {}
        for chunk in _chunks(sorted(set(externals))):
            rows = await self._all(
                f"SELECT {_E} FROM kg_entities e WHERE e.agent_id = :agent AND e.user_id = :user "
                "AND e.tenant_id = :tenant AND e.external_id IN (:ids)",
                self._scoped(scope, ids=tuple(chunk)),
            )
            found.update({str(r["external_id"]): _to_entity(r) for r in rows})
        return found

    async def _write_entities(self, scope: KGScope, items: Sequence[_CleanEntity]) -> list[UpsertedEntity]:
        now = now_ts()
        current = await self._existing_by_external(scope, [c.external_id for c in items])
        results: list[UpsertedEntity] = []
        rows: list[tuple[Any, ...]] = []
        for item in items:
            old = current.get(item.external_id)
            if old is None:
                start = item.valid_from or now
                _window(start, item.valid_until, item.path)
                entity = Entity(
                    id=uuid7(), agent_id=scope.agent_id, user_id=scope.user_id, external_id=item.external_id,
                    name=item.name, entity_type=item.entity_type, description=item.description or "",
                    properties=item.properties or {}, aliases=merge_aliases(item.name, item.aliases or ()),
                    source_id=item.source_id or "", confidence=1.0 if item.confidence is None else item.confidence,
                    created_at=now, updated_at=now, valid_from=start, valid_until=item.valid_until,
                )
                results.append(UpsertedEntity(entity, created=True))
            else:
                start, end, revived = _next_window(
                    old.valid_from, old.valid_until, item.valid_from, item.valid_until, now, item.path
                )
                entity = replace(
                    old,
                    name=item.name,
                    entity_type=item.entity_type,
                    description=old.description if item.description is None else item.description,
                    properties={**old.properties, **(item.properties or {})},
                    aliases=merge_aliases(item.name, old.aliases, item.aliases or (), [old.name]),
                    source_id=old.source_id if item.source_id is None else item.source_id,
                    confidence=old.confidence if item.confidence is None else item.confidence,
                    updated_at=now,
                    valid_from=start,
                    valid_until=end,
                )
                results.append(UpsertedEntity(entity, created=False, revived=revived))
            current[item.external_id] = entity
            rows.append(self._entity_row(entity))
        await self._db.execute_many(
            "INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, description, properties, "
            "aliases, source_id, confidence, tenant_id, created_at, updated_at, valid_from, valid_until, name_fold, "
            "search_fold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (agent_id, user_id, external_id) DO UPDATE SET name = excluded.name, "
            "entity_type = excluded.entity_type, description = excluded.description, properties = excluded.properties, "
            "aliases = excluded.aliases, source_id = excluded.source_id, confidence = excluded.confidence, "
            "updated_at = excluded.updated_at, valid_from = excluded.valid_from, valid_until = excluded.valid_until, "
            "name_fold = excluded.name_fold, search_fold = excluded.search_fold",
            rows,
        )
        return results

    def _entity_row(self, e: Entity) -> tuple[Any, ...]:
        return (
            e.id, e.agent_id, e.user_id, e.external_id, e.name, e.entity_type, e.description, _dump(e.properties),
            json.dumps(list(e.aliases), ensure_ascii=False), e.source_id, e.confidence, self._tenant, e.created_at,
            e.updated_at, e.valid_from, e.valid_until, name_key(e.name),
            search_text(e.name, e.entity_type, e.description, e.aliases),
        )

    async def find_entity(
        self, scope: KGScope, entity_id: str, *, as_of: str | None = None, include_expired: bool = False
    ) -> Entity | None:
        if not is_uuid(entity_id):
            return None
        validity = "" if include_expired else f" AND {_valid('e')}"
        row = await self._one(
            f"SELECT {_E} FROM kg_entities e WHERE e.id = :id AND e.agent_id = :agent AND e.user_id = :user "
            f"AND e.tenant_id = :tenant{validity}",
            self._scoped(scope, id=entity_id, at=_as_of(as_of)),
        )
        return None if row is None else _to_entity(row)

    async def get_entity(
        self, scope: KGScope, entity_id: str, *, as_of: str | None = None, include_expired: bool = False
    ) -> Entity:
        entity = await self.find_entity(scope, entity_id, as_of=as_of, include_expired=include_expired)
        if entity is None:
            when = f" at {as_of}" if as_of else ""
            raise NotFoundError(f"No entity {entity_id} in this agent's knowledge graph{when}.")
        return entity

    async def get_entities(self, scope: KGScope, entity_ids: Iterable[str]) -> dict[str, Entity]:
        """Entities by id, whatever their validity; unknown ids are left out."""
        wanted = sorted({i for i in entity_ids if is_uuid(i)})
        found: dict[str, Entity] = {}
        for chunk in _chunks(wanted):
            rows = await self._all(
                f"WITH e AS MATERIALIZED (SELECT * FROM kg_entities WHERE id IN (:ids)) SELECT {_E} FROM e e WHERE {_IN_SCOPE_E}",
                self._scoped(scope, ids=tuple(chunk)),
            )
            found.update({str(r["id"]): _to_entity(r) for r in rows})
        return found

    async def _existing_ids(self, scope: KGScope, entity_ids: Iterable[str]) -> set[str]:
        wanted = sorted({i for i in entity_ids if is_uuid(i)})
        found: set[str] = set()
        for chunk in _chunks(wanted):
            rows = await self._all(
                "WITH hit AS MATERIALIZED (SELECT id, agent_id, user_id, tenant_id FROM kg_entities WHERE id IN (:ids)) "
                f"SELECT id FROM hit WHERE {_IN_SCOPE}",
                self._scoped(scope, ids=tuple(chunk)),
            )
            found.update(str(r["id"]) for r in rows)
        return found

    async def find_by_name(
        self, scope: KGScope, name: str, *, entity_type: str | None = None, as_of: str | None = None
    ) -> list[Entity]:
        """Entities valid at `as_of` whose name equals `name`, ignoring case and spacing."""
        type_clause = " AND e.entity_type = :type" if entity_type else ""
        rows = await self._all(
            "WITH e AS MATERIALIZED (SELECT * FROM kg_entities WHERE agent_id = :agent AND user_id = :user "
            f"AND name_fold = :name) SELECT {_E} FROM e e WHERE e.tenant_id = :tenant AND {_valid('e')}{type_clause} "
            "ORDER BY e.entity_type, e.id",
            self._scoped(scope, name=name_key(name), at=_as_of(as_of), type=normalize_type(entity_type or "")),
        )
        return [_to_entity(r) for r in rows]

    async def entities_by_names(self, scope: KGScope, names: Iterable[str], *, as_of: str | None = None) -> dict[str, list[Entity]]:
        """Currently valid entities by folded name, for many names at once."""
        keys = sorted({name_key(n) for n in names})
        found: dict[str, list[Entity]] = {}
        at = _as_of(as_of)
        for chunk in _chunks(keys):
            rows = await self._all(
                "WITH e AS MATERIALIZED (SELECT * FROM kg_entities WHERE agent_id = :agent AND user_id = :user "
                f"AND name_fold IN (:names)) SELECT {_E} FROM e e WHERE e.tenant_id = :tenant AND {_valid('e')} ORDER BY e.id",
                self._scoped(scope, names=tuple(chunk), at=at),
            )
            for row in rows:
                entity = _to_entity(row)
                found.setdefault(name_key(entity.name), []).append(entity)
        return found

    async def delete_entity(self, scope: KGScope, entity_id: str) -> None:
        """Delete an entity; its relations and dedup candidates go with it (FK cascade)."""
        changed = 0
        if is_uuid(entity_id):
            changed = await self._exec(
                "DELETE FROM kg_entities WHERE id = :id AND agent_id = :agent AND user_id = :user AND tenant_id = :tenant",
                self._scoped(scope, id=entity_id),
            )
        if changed == 0:
            raise NotFoundError(f"No entity {entity_id} in this agent's knowledge graph.")

    async def expire_entity(self, scope: KGScope, entity_id: str, *, at: str | None = None) -> Entity:
        """End an entity's validity window at `at` (default now); history stays readable."""
        moment = _as_of(at)
        async with self._db.transaction():
            entity = await self.get_entity(scope, entity_id, include_expired=True)
            if entity.valid_until is not None and entity.valid_until <= moment:
                return entity
            if moment < entity.valid_from:
                raise ValidationError(f"{entity.name} only becomes valid at {entity.valid_from}; it cannot end before that.")
            await self._exec(
                "UPDATE kg_entities SET valid_until = :until, updated_at = :now WHERE id = :id",
                {"until": moment, "now": now_ts(), "id": entity.id},
            )
        return await self.get_entity(scope, entity_id, include_expired=True)

    async def replace_entity(self, scope: KGScope, entity_id: str, item: EntityReplacement) -> Entity:
        """Set every editable field exactly: a property or alias left out is gone afterwards."""
        clean = clean_entity(
            EntityInput(
                name=item.name, entity_type=item.entity_type, description=item.description, properties=item.properties,
                aliases=list(item.aliases), confidence=item.confidence, valid_from=item.valid_from,
                valid_until=item.valid_until,
            )
        )
        if clean.valid_from is None or clean.confidence is None:
            raise ValidationError("valid_from and confidence are required.")
        async with self._db.transaction():
            old = await self.get_entity(scope, entity_id, include_expired=True)
            new = replace(
                old, name=clean.name, entity_type=clean.entity_type, description=clean.description or "",
                properties=clean.properties or {}, aliases=merge_aliases(clean.name, clean.aliases or ()),
                confidence=clean.confidence, valid_from=clean.valid_from, valid_until=clean.valid_until, updated_at=now_ts(),
            )
            row = self._entity_row(new)
            await self._exec(
                "UPDATE kg_entities SET name = :n, entity_type = :t, description = :d, properties = :p, aliases = :a, "
                "confidence = :c, valid_from = :f, valid_until = :u, name_fold = :nf, search_fold = :s, updated_at = :now "
                "WHERE id = :id",
                {
                    "n": new.name, "t": new.entity_type, "d": new.description, "p": row[7], "a": row[8], "c": new.confidence,
                    "f": new.valid_from, "u": new.valid_until, "nf": row[16], "s": row[17], "now": new.updated_at, "id": old.id,
                },
            )
        return new

    async def restore_entity(self, scope: KGScope, entity: Entity, relations: Sequence[Relation]) -> RestoredEntity:
        """Write a deleted entity back under its old id, with those of `relations` whose other end exists.

        Relations keep their ids too. When the entity was learnt again meanwhile (a row with
        its external id exists), nothing is written: restoring would make a duplicate.
        """
        async with self._db.transaction():
            if await self._existing_ids(scope, [entity.id]):
                raise AlreadyExistsError(f"{entity.name} is in the knowledge graph; there is nothing to restore.")
            again = await self._existing_by_external(scope, [entity.external_id])
            if again:
                raise AlreadyExistsError(
                    f"{entity.name} was added again after it was deleted; restoring it would make a duplicate."
                )
            await self._db.execute_many(
                "INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, description, properties, "
                "aliases, source_id, confidence, tenant_id, created_at, updated_at, valid_from, valid_until, name_fold, "
                "search_fold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [self._entity_row(replace(entity, agent_id=scope.agent_id, user_id=scope.user_id))],
            )
            ends = {r.source_entity_id for r in relations} | {r.target_entity_id for r in relations}
            alive = await self._existing_ids(scope, ends)
            rows = [
                self._relation_row(replace(r, agent_id=scope.agent_id, user_id=scope.user_id))
                for r in {r.id: r for r in relations}.values()
                if entity.id in (r.source_entity_id, r.target_entity_id) and {r.source_entity_id, r.target_entity_id} <= alive
            ]
            if rows:
                await self._db.execute_many(
                    "INSERT INTO kg_relations (id, agent_id, user_id, source_entity_id, relation_type, target_entity_id, "
                    "confidence, properties, tenant_id, created_at, valid_from, valid_until) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (agent_id, user_id, source_entity_id, relation_type, target_entity_id) DO NOTHING",
                    rows,
                )
            restored = len(await self.get_relations(scope, [r[0] for r in rows])) if rows else 0
        return RestoredEntity(entity=await self.get_entity(scope, entity.id, include_expired=True),
                              relations_restored=restored, relations_skipped=len({r.id for r in relations}) - restored)

    async def list_entities(self, scope: KGScope, options: EntityListOptions | None = None) -> EntityPage:
        opts = options or EntityListOptions()
        if not 1 <= opts.limit <= MAX_PAGE:
            raise ValidationError(f"limit must be from 1 to {MAX_PAGE}.")
        if opts.offset < 0:
            raise ValidationError("offset cannot be negative.")
        order = {
            EntitySort.NAME: "e.name_fold {d}, e.id {d}",
            EntitySort.TYPE: "e.entity_type {d}, e.name_fold {d}, e.id {d}",
            EntitySort.CONFIDENCE: "e.confidence {d}, e.name_fold, e.id",
            EntitySort.CREATED: "e.created_at {d}, e.id {d}",
            EntitySort.UPDATED: "e.updated_at {d}, e.id {d}",
        }[EntitySort(opts.sort)].format(d="DESC" if opts.descending else "ASC")
        where = "e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant"
        if opts.entity_type:
            where += " AND e.entity_type = :type"
        if not opts.include_expired:
            where += f" AND {_valid('e')}"
        values = self._scoped(
            scope, type=normalize_type(opts.entity_type or ""), at=_as_of(opts.as_of), limit=opts.limit, offset=opts.offset
        )
        rows = await self._all(f"SELECT {_E} FROM kg_entities e WHERE {where} ORDER BY {order} LIMIT :limit OFFSET :offset", values)
        total = await self._one(f"SELECT COUNT(*) AS n FROM kg_entities e WHERE {where}", values)
        return EntityPage(
            items=tuple(_to_entity(r) for r in rows), total=int(total["n"]) if total else 0, limit=opts.limit, offset=opts.offset
        )

    async def search_entities(
        self,
        scope: KGScope,
        query: str,
        *,
        limit: int = 20,
        offset: int = 0,
        entity_type: str | None = None,
        as_of: str | None = None,
    ) -> list[SearchHit]:
        """Substring search over name, type, description and aliases, any case, any script.

        Exact name matches rank first, then names starting with the query, then the rest;
        ties sort by name. `%`, `_` and `\\` in the query match themselves. `offset` pages
        through the ranked hits, `limit` at a time.
        """
        if not isinstance(query, str) or not collapse(query):
            raise ValidationError("The search query is empty.")
        text = collapse(query)
        if len(text) > MAX_QUERY:
            raise ValidationError(f"The search query is longer than {MAX_QUERY} characters.")
        if not 1 <= limit <= MAX_SEARCH_LIMIT:
            raise ValidationError(f"limit must be from 1 to {MAX_SEARCH_LIMIT}.")
        if isinstance(offset, bool) or not isinstance(offset, int) or offset < 0:
            raise ValidationError("offset must be a whole number, 0 or more.")
        normal = unicodedata.normalize("NFKC", text)
        pattern = contains_pattern(normal)
        like = _search_like(self._db.dialect, escaped=pattern != f"%{fold(normal)}%")
        type_clause = " AND entity_type = :type" if entity_type else ""
        # The inner query reads only idx_kg_entities_search (its partial condition is stated
        # so the planner may use it); the tenant is checked on the page of hits, all of which
        # belong to the agent's tenant anyway.
        def statement(part: str = "") -> str:
            return (
                f"SELECT {_E}, s.match_rank AS match_rank, s.nf AS sort_name FROM ("
                "SELECT id, name_fold AS nf, CASE WHEN name_fold = :exact THEN 0 "
                f"WHEN {like('name_fold', 'prefix')} THEN 1 ELSE 2 END AS match_rank "
                f"FROM kg_entities WHERE agent_id = :agent AND user_id = :user AND search_fold <> ''{part} "
                f"AND {like('search_fold', 'pattern')} "
                f"AND valid_from <= :at AND (valid_until IS NULL OR valid_until > :at){type_clause} "
                "ORDER BY match_rank, nf, id LIMIT :limit OFFSET :offset"
                ") s CROSS JOIN kg_entities e WHERE e.id = s.id AND e.tenant_id = :tenant ORDER BY s.match_rank, s.nf, s.id"
            )

        values = self._scoped(
            scope,
            exact=_fold(text),
            prefix=prefix_pattern(normal),
            pattern=pattern,
            at=_as_of(as_of),
            type=normalize_type(entity_type or ""),
            limit=limit,
            offset=offset,
        )
        split = await self._search_split(scope)
        if split is None:
            rows = await self._all(statement(), values)
        else:
            page = {**values, "limit": limit + offset, "offset": 0, "split": split}
            halves = await self._db.fetch_all_concurrently(
                [_bind(statement(" AND search_fold < :split"), page), _bind(statement(" AND search_fold >= :split"), page)]
            )
            ranked = sorted((r for half in halves for r in half), key=lambda r: (int(r["match_rank"]), r["sort_name"], r["id"]))
            rows = ranked[offset : offset + limit]
        return [SearchHit(_to_entity(r), MatchRank(int(r["match_rank"]))) for r in rows]

    async def _search_split(self, scope: KGScope) -> str | None:
        """The median `search_fold` of a large scope on SQLite, else None.

        Search reads every entry of the scope in the search index, about 1,500 instructions
        each inside SQLite, so at 100,000 entities one scan takes ~30 ms on one core. Split
        at the median, the two halves run at once on two connections
        (`Database.fetch_all_concurrently`) and their pages are merged: the same hits in the
        same order (SQLite's BINARY order of UTF-8 text is Python's code-point order). The
        median is only a balance point, so it is kept for a few minutes; a stale one costs
        balance, never results.
        """
        if self._db.dialect.name != "sqlite":
            return None
        key = (scope.agent_id, scope.user_id)
        cached = self._search_splits.get(key)
        if cached is not None and time.monotonic() - cached[0] < SEARCH_SPLIT_TTL_S:
            return cached[1]
        where = "agent_id = :agent AND user_id = :user AND search_fold <> ''"
        count_row = await self._one(f"SELECT COUNT(*) AS n FROM kg_entities WHERE {where}", self._scoped(scope))
        count = int(count_row["n"]) if count_row else 0
        split = None
        if count >= SEARCH_SPLIT_MIN_ENTITIES:
            row = await self._one(
                f"SELECT search_fold FROM kg_entities WHERE {where} ORDER BY search_fold LIMIT 1 OFFSET :half",
                self._scoped(scope, half=count // 2),
            )
            split = str(row["search_fold"]) if row else None
        self._search_splits[key] = (time.monotonic(), split)
        return split

    async def all_entities(self, scope: KGScope) -> list[Entity]:
        """Every entity of the scope whatever its validity, oldest first (export)."""
        rows = await self._all(
            f"SELECT {_E} FROM kg_entities e WHERE e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant "
            "ORDER BY e.created_at, e.id",
            self._scoped(scope),
        )
        return [_to_entity(r) for r in rows]

    # --- relations ----------------------------------------------------------------------

    async def upsert_relation(self, scope: KGScope, item: RelationInput) -> Relation:
        async with self._db.transaction():
            ids, _created = await self.upsert_relations(scope, [item])
            return await self.get_relation(scope, ids[0], include_expired=True)

    async def upsert_relations(
        self, scope: KGScope, items: Sequence[RelationInput], *, path: str = ""
    ) -> tuple[list[str], int]:
        """Create or update relations between stored entities; returns (ids, how many were new)."""
        cleaned: list[_CleanRelation] = []
        for i, item in enumerate(items):
            where = f"{path}[{i}]" if path else ""
            rtype, conf, props, start, end = _clean_relation_fields(
                item.relation_type, item.confidence, item.properties, item.valid_from, item.valid_until, where
            )
            cleaned.append(_CleanRelation(item.source_entity_id, rtype, item.target_entity_id, conf, props, start, end, where))
        async with self._db.transaction():
            return await self._write_relations(scope, cleaned)

    async def _write_relations(self, scope: KGScope, items: Sequence[_CleanRelation]) -> tuple[list[str], int]:
        ends = {i.source_entity_id for i in items} | {i.target_entity_id for i in items}
        known = await self._existing_ids(scope, ends)
        for item in items:
            for side, entity_id in (("source", item.source_entity_id), ("target", item.target_entity_id)):
                if entity_id not in known:
                    where = f"{item.path}.{side}: " if item.path else ""
                    raise ValidationError(f"{where}no entity {entity_id} in this agent's knowledge graph.")
        existing: dict[tuple[str, str, str], Relation] = {}
        sources = sorted({i.source_entity_id for i in items})
        for chunk in _chunks(sources):
            rows = await self._all(
                "WITH r AS MATERIALIZED (SELECT * FROM kg_relations WHERE source_entity_id IN (:ids)) "
                f"SELECT {_R} FROM r r WHERE {_IN_SCOPE_R}",
                self._scoped(scope, ids=tuple(chunk)),
            )
            for row in rows:
                rel = _to_relation(row)
                existing[(rel.source_entity_id, rel.relation_type, rel.target_entity_id)] = rel
        now = now_ts()
        ids: list[str] = []
        created = 0
        rows_out: list[tuple[Any, ...]] = []
        for item in items:
            key = (item.source_entity_id, item.relation_type, item.target_entity_id)
            old = existing.get(key)
            if old is None:
                start = item.valid_from or now
                _window(start, item.valid_until, item.path)
                rel = Relation(
                    id=uuid7(), agent_id=scope.agent_id, user_id=scope.user_id, source_entity_id=key[0], relation_type=key[1],
                    target_entity_id=key[2], confidence=1.0 if item.confidence is None else item.confidence,
                    properties=item.properties or {}, created_at=now, valid_from=start, valid_until=item.valid_until,
                )
                created += 1
            else:
                start, end, _revived = _next_window(
                    old.valid_from, old.valid_until, item.valid_from, item.valid_until, now, item.path
                )
                rel = replace(
                    old,
                    confidence=old.confidence if item.confidence is None else item.confidence,
                    properties={**old.properties, **(item.properties or {})},
                    valid_from=start,
                    valid_until=end,
                )
            existing[key] = rel
            ids.append(rel.id)
            rows_out.append(self._relation_row(rel))
        await self._db.execute_many(
            "INSERT INTO kg_relations (id, agent_id, user_id, source_entity_id, relation_type, target_entity_id, "
            "confidence, properties, tenant_id, created_at, valid_from, valid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (agent_id, user_id, source_entity_id, relation_type, target_entity_id) DO UPDATE SET "
            "confidence = excluded.confidence, properties = excluded.properties, valid_from = excluded.valid_from, "
            "valid_until = excluded.valid_until",
            rows_out,
        )
        return ids, created

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

    async def get_relation(
        self, scope: KGScope, relation_id: str, *, as_of: str | None = None, include_expired: bool = False
    ) -> Relation:
        row = None
        if is_uuid(relation_id):
            validity = "" if include_expired else f" AND {_valid('r')}"
            row = await self._one(
                self._named_relations("SELECT * FROM kg_relations WHERE id = :id") + validity,
                self._scoped(scope, id=relation_id, at=_as_of(as_of)),
            )
        if row is None:
            raise NotFoundError(f"No relation {relation_id} in this agent's knowledge graph.")
        return _to_relation(row)

    async def get_relations(self, scope: KGScope, relation_ids: Iterable[str]) -> dict[str, Relation]:
        wanted = sorted({i for i in relation_ids if is_uuid(i)})
        found: dict[str, Relation] = {}
        for chunk in _chunks(wanted):
            rows = await self._all(
                self._named_relations("SELECT * FROM kg_relations WHERE id IN (:ids)"), self._scoped(scope, ids=tuple(chunk))
            )
            found.update({str(r["id"]): _to_relation(r) for r in rows})
        return found

    async def delete_relation(self, scope: KGScope, relation_id: str) -> None:
        changed = 0
        if is_uuid(relation_id):
            changed = await self._exec(
                "DELETE FROM kg_relations WHERE id = :id AND agent_id = :agent AND user_id = :user AND tenant_id = :tenant",
                self._scoped(scope, id=relation_id),
            )
        if changed == 0:
            raise NotFoundError(f"No relation {relation_id} in this agent's knowledge graph.")

    async def expire_relation(self, scope: KGScope, relation_id: str, *, at: str | None = None) -> Relation:
        moment = _as_of(at)
        async with self._db.transaction():
            rel = await self.get_relation(scope, relation_id, include_expired=True)
            if rel.valid_until is not None and rel.valid_until <= moment:
                return rel
            if moment < rel.valid_from:
                raise ValidationError(f"Relation {relation_id} only becomes valid at {rel.valid_from}.")
            await self._exec("UPDATE kg_relations SET valid_until = :until WHERE id = :id", {"until": moment, "id": rel.id})
        return await self.get_relation(scope, relation_id, include_expired=True)

    async def list_relations(
        self,
        scope: KGScope,
        entity_id: str,
        *,
        direction: Direction = Direction.BOTH,
        relation_type: str | None = None,
        as_of: str | None = None,
        include_expired: bool = False,
    ) -> list[Relation]:
        """Relations valid at `as_of` touching the entity, whose other end is valid then too.

        With `include_expired`, every relation touching it whatever the validity (what a
        delete takes along).
        """
        if not is_uuid(entity_id):
            return []
        out, into = "SELECT * FROM kg_relations WHERE source_entity_id = :id", "SELECT * FROM kg_relations WHERE target_entity_id = :id"
        selector = {Direction.OUT: out, Direction.IN: into, Direction.BOTH: f"{out} UNION {into}"}[Direction(direction)]
        type_clause = " AND r.relation_type = :type" if relation_type else ""
        validity = "" if include_expired else f" AND {_valid('r')} AND {_valid('s')} AND {_valid('t')}"
        rows = await self._all(
            f"{self._named_relations(selector)}{validity}{type_clause} "
            "ORDER BY r.relation_type, r.created_at, r.id",
            self._scoped(scope, id=entity_id, at=_as_of(as_of), type=normalize_type(relation_type or "")),
        )
        return [_to_relation(r) for r in rows]

    async def relations_among(self, scope: KGScope, entity_ids: Iterable[str], *, as_of: str | None = None) -> list[Relation]:
        """Relations valid at `as_of` with both ends among `entity_ids` (and valid then), by id.

        One indexed read per chunk of ids, whatever the number of ids: what a drawn
        neighbourhood needs, instead of one read per node.
        """
        wanted = {i for i in entity_ids if is_uuid(i)}
        found: dict[str, Relation] = {}
        at = _as_of(as_of)
        for chunk in _chunks(sorted(wanted)):
            rows = await self._all(
                self._named_relations("SELECT * FROM kg_relations WHERE source_entity_id IN (:ids)")
                + f" AND {_valid('r')} AND {_valid('s')} AND {_valid('t')}",
                self._scoped(scope, ids=tuple(chunk), at=at),
            )
            found.update({str(r["id"]): _to_relation(r) for r in rows if str(r["target_entity_id"]) in wanted})
        return [found[k] for k in sorted(found)]

    async def all_relations(self, scope: KGScope) -> list[Relation]:
        """Every relation of the scope whatever its validity, with endpoint names (export)."""
        rows = await self._all(
            self._named_relations("SELECT * FROM kg_relations WHERE agent_id = :agent AND user_id = :user")
            + " ORDER BY r.created_at, r.id",
            self._scoped(scope),
        )
        return [_to_relation(r) for r in rows]

    # --- traversal ----------------------------------------------------------------------

    async def traverse(self, scope: KGScope, start_entity_id: str, options: TraverseOptions | None = None) -> TraversalResult:
        """Breadth-first walk as one recursive CTE; see `frontier_traversal_sql`."""
        opts = options or TraverseOptions()
        if isinstance(opts.max_depth, bool) or not isinstance(opts.max_depth, int) or opts.max_depth < 1:
            raise ValidationError("depth must be a whole number of hops, at least 1.")
        if opts.limit is not None and opts.limit < 1:
            raise ValidationError("limit must be at least 1.")
        depth = min(opts.max_depth, MAX_TRAVERSAL_DEPTH)
        at = _as_of(opts.as_of)
        start = await self.find_entity(scope, start_entity_id, as_of=at)
        if start is None:
            raise NotFoundError(f"No entity {start_entity_id} valid at {at} in this agent's knowledge graph.")
        relation_types = tuple(sorted({normalize_type(t) for t in opts.relation_types if t.strip()}))
        entity_types = tuple(sorted({normalize_type(t) for t in opts.entity_types if t.strip()}))
        sql = frontier_traversal_sql(
            Direction(opts.direction), bool(relation_types), bool(entity_types), opts.limit is not None,
            dialect=self._db.dialect.name, at_or_after_now=opts.as_of is None or at >= now_ts(),
        )
        rows = await self._all(
            sql,
            self._scoped(
                scope, start=start.id, at=at, depth=depth, rel_types=relation_types, entity_types=entity_types,
                limit=opts.limit or 0,
            ),
        )
        nodes = tuple(
            TraversalNode(
                id=str(r["id"]),
                name=str(r["name"]),
                entity_type=str(r["entity_type"]),
                confidence=float(r["confidence"]),
                depth=int(r["depth"]),
                path=tuple(str(r["path"]).split(",")),
                parent_id=str(r["parent"]),
                via=str(r["via"]),
            )
            for r in rows
        )
        total = int(rows[0]["total"]) if rows else 0
        return TraversalResult(
            start=start, nodes=nodes, direction=Direction(opts.direction), requested_depth=opts.max_depth,
            depth=depth, total=total, as_of=at,
        )

    # --- ingest, prune, stats -----------------------------------------------------------

    async def ingest_extraction(
        self, scope: KGScope, entities: Sequence[EntityInput], relations: Sequence[RelationSpec]
    ) -> IngestWrite:
        """Write a batch of entities and the relations between them: all of it or none.

        A relation names its ends; a name resolves to an entity of this batch first, then to
        a stored entity valid now. A name that matches entities of several types needs
        `source_type` / `target_type`.
        """
        cleaned = [clean_entity(item, f"entities[{i}]") for i, item in enumerate(entities)]
        rel_fields = []
        for i, spec in enumerate(relations):
            where = f"relations[{i}]"
            source = _text(spec.source, f"{where}.source", "source", MAX_NAME)
            target = _text(spec.target, f"{where}.target", "target", MAX_NAME)
            fields = _clean_relation_fields(
                spec.relation_type, spec.confidence, spec.properties, spec.valid_from, spec.valid_until, where
            )
            rel_fields.append((where, source, spec.source_type, target, spec.target_type, fields))
        async with self._db.transaction():
            written = await self._write_entities(scope, cleaned)
            batch: dict[str, dict[str, str]] = {}
            for item, result in zip(cleaned, written, strict=True):
                batch.setdefault(name_key(item.name), {})[item.entity_type] = result.entity.id
            wanted = {name_key(f[1]) for f in rel_fields} | {name_key(f[3]) for f in rel_fields}
            stored = await self.entities_by_names(scope, [n for n in wanted if n not in batch])
            items: list[_CleanRelation] = []
            for where, source, source_type, target, target_type, (rtype, conf, props, start, end) in rel_fields:
                source_id = _resolve_name(source, source_type, batch, stored, f"{where}.source")
                target_id = _resolve_name(target, target_type, batch, stored, f"{where}.target")
                items.append(_CleanRelation(source_id, rtype, target_id, conf, props, start, end, where))
            relation_ids, relations_created = await self._write_relations(scope, items)
        return IngestWrite(
            entity_ids=tuple(r.entity.id for r in written),
            created_ids=tuple(dict.fromkeys(r.entity.id for r in written if r.created)),
            updated=sum(1 for r in written if not r.created),
            revived=sum(1 for r in written if r.revived),
            relation_ids=tuple(relation_ids),
            relations_created=relations_created,
            relations_updated=len(relation_ids) - relations_created,
        )

    async def prune_by_confidence(self, scope: KGScope, min_confidence: float, *, dry_run: bool = False) -> PruneReport:
        """Remove entities and relations below `min_confidence`, whatever their validity.

        An entity's relations go with it. With `dry_run` nothing changes and the report says
        what would go.
        """
        threshold = _confidence(min_confidence, "min_confidence")
        values = self._scoped(scope, min=threshold)
        scoped = "agent_id = :agent AND user_id = :user AND tenant_id = :tenant"
        async with self._db.transaction(write=not dry_run):
            entities = await self._one(f"SELECT COUNT(*) AS n FROM kg_entities WHERE {scoped} AND confidence < :min", values)
            relations = await self._one(
                "SELECT COUNT(*) AS n FROM kg_relations r WHERE r.agent_id = :agent AND r.user_id = :user "
                "AND r.tenant_id = :tenant AND ("
                "r.confidence < :min OR EXISTS (SELECT 1 FROM kg_entities e WHERE e.id = r.source_entity_id AND e.confidence < :min) "
                "OR EXISTS (SELECT 1 FROM kg_entities e WHERE e.id = r.target_entity_id AND e.confidence < :min))",
                values,
            )
            sample = await self._all(
                f"SELECT name FROM kg_entities WHERE {scoped} AND confidence < :min ORDER BY confidence, name_fold, id LIMIT 20",
                values,
            )
            if not dry_run:
                await self._exec(f"DELETE FROM kg_relations WHERE {scoped} AND confidence < :min", values)
                await self._exec(f"DELETE FROM kg_entities WHERE {scoped} AND confidence < :min", values)
        return PruneReport(
            min_confidence=threshold,
            dry_run=dry_run,
            entities=int(entities["n"]) if entities else 0,
            relations=int(relations["n"]) if relations else 0,
            sample=tuple(str(r["name"]) for r in sample),
        )

    async def stats(self, scope: KGScope, *, as_of: str | None = None) -> KGStats:
        """Counts of what is valid at `as_of`; a relation counts when both its ends do too."""
        at = _as_of(as_of)
        values = self._scoped(scope, at=at)
        scoped = "e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant"
        types = await self._all(
            f"SELECT e.entity_type AS t, COUNT(*) AS n FROM kg_entities e WHERE {scoped} AND {_valid('e')} "
            "GROUP BY e.entity_type ORDER BY e.entity_type",
            values,
        )
        gone = gone_sql(as_of is None or at >= now_ts())
        not_current = await self._one(f"SELECT COUNT(*) AS n FROM ({gone}) g", values)
        relation_types = await self._all(
            f"WITH gone(id) AS MATERIALIZED ({gone}) "
            "SELECT r.relation_type AS t, COUNT(*) AS n FROM kg_relations r "
            f"WHERE r.agent_id = :agent AND r.user_id = :user AND r.tenant_id = :tenant AND {_valid('r')} "
            "AND NOT EXISTS (SELECT 1 FROM gone g WHERE g.id = r.source_entity_id) "
            "AND NOT EXISTS (SELECT 1 FROM gone g WHERE g.id = r.target_entity_id) "
            "GROUP BY r.relation_type ORDER BY r.relation_type",
            values,
        )
        pending = await self._one(
            "SELECT COUNT(*) AS n FROM kg_dedup_candidates WHERE agent_id = :agent AND user_id = :user "
            "AND tenant_id = :tenant AND status = :status",
            self._scoped(scope, status=CandidateStatus.PENDING.value),
        )
        entity_types = {str(r["t"]): int(r["n"]) for r in types}
        rel_types = {str(r["t"]): int(r["n"]) for r in relation_types}
        return KGStats(
            entity_count=sum(entity_types.values()),
            relation_count=sum(rel_types.values()),
            entity_types=entity_types,
            relation_types=rel_types,
            not_current_entities=int(not_current["n"]) if not_current else 0,
            pending_candidates=int(pending["n"]) if pending else 0,
            as_of=at,
        )

    # --- dedup --------------------------------------------------------------------------

    async def dedup_pool(self, scope: KGScope, entity_type: str) -> list[DedupEntry]:
        """Every entity of one type valid now: what a new entity is compared against."""
        rows = await self._all(
            "SELECT id, name, entity_type, description, confidence FROM kg_entities WHERE agent_id = :agent "
            "AND user_id = :user AND tenant_id = :tenant AND entity_type = :type "
            "AND valid_from <= :at AND (valid_until IS NULL OR valid_until > :at) ORDER BY id",
            self._scoped(scope, type=normalize_type(entity_type), at=now_ts()),
        )
        return [
            DedupEntry(str(r["id"]), str(r["name"]), str(r["entity_type"]), str(r["description"] or ""), float(r["confidence"]))
            for r in rows
        ]

    async def add_dedup_candidates(self, scope: KGScope, pairs: Iterable[CandidatePair]) -> int:
        """Queue pairs for review; a pair already known (pending, dismissed) is left as it is."""
        added = 0
        now = now_ts()
        async with self._db.transaction():
            for pair in pairs:
                a, b = sorted((pair.entity_a_id, pair.entity_b_id))
                if a == b:
                    continue
                added += await self._exec(
                    "INSERT INTO kg_dedup_candidates (id, tenant_id, agent_id, user_id, entity_a_id, entity_b_id, similarity, "
                    "name_similarity, status, created_at) VALUES (:id, :tenant, :agent, :user, :a, :b, :sim, :name_sim, "
                    ":status, :now) ON CONFLICT (entity_a_id, entity_b_id) DO NOTHING",
                    self._scoped(
                        scope, id=uuid7(), a=a, b=b, sim=_unit(pair.similarity), name_sim=_unit(pair.name_similarity),
                        status=CandidateStatus.PENDING.value, now=now,
                    ),
                )
        return added

    _CANDIDATES = (
        "SELECT c.id AS c_id, c.similarity AS c_similarity, c.name_similarity AS c_name_similarity, "
        f"c.status AS c_status, c.created_at AS c_created_at, {_cols('a', _ENTITY_FIELDS, 'a_')}, "
        f"{_cols('b', _ENTITY_FIELDS, 'b_')} FROM kg_dedup_candidates c "
        "JOIN kg_entities a ON a.id = c.entity_a_id JOIN kg_entities b ON b.id = c.entity_b_id "
        "WHERE c.agent_id = :agent AND c.user_id = :user AND c.tenant_id = :tenant"
    )

    async def list_dedup_candidates(
        self, scope: KGScope, *, status: CandidateStatus = CandidateStatus.PENDING, limit: int = 50, offset: int = 0
    ) -> list[DedupCandidate]:
        if not 1 <= limit <= MAX_PAGE:
            raise ValidationError(f"limit must be from 1 to {MAX_PAGE}.")
        rows = await self._all(
            f"{self._CANDIDATES} AND c.status = :status ORDER BY c.similarity DESC, c.created_at DESC, c.id "
            "LIMIT :limit OFFSET :offset",
            self._scoped(scope, status=CandidateStatus(status).value, limit=limit, offset=max(0, offset)),
        )
        return [_to_candidate(r) for r in rows]

    async def get_dedup_candidate(self, scope: KGScope, candidate_id: str) -> DedupCandidate:
        row = None
        if is_uuid(candidate_id):
            row = await self._one(f"{self._CANDIDATES} AND c.id = :id", self._scoped(scope, id=candidate_id))
        if row is None:
            raise NotFoundError(f"No duplicate candidate {candidate_id}; `goclaw-lite kg duplicates` lists them.")
        return _to_candidate(row)

    async def set_candidate_status(self, scope: KGScope, candidate_id: str, status: CandidateStatus) -> None:
        changed = 0
        if is_uuid(candidate_id):
            changed = await self._exec(
                "UPDATE kg_dedup_candidates SET status = :status WHERE id = :id AND agent_id = :agent "
                "AND user_id = :user AND tenant_id = :tenant AND status = :pending",
                self._scoped(scope, id=candidate_id, status=CandidateStatus(status).value, pending=CandidateStatus.PENDING.value),
            )
        if changed == 0:
            raise NotFoundError(f"No pending duplicate candidate {candidate_id}.")

    async def merge_entities(self, scope: KGScope, survivor_id: str, merged_id: str, patch: EntityPatch) -> MergeResult:
        """Fold `merged_id` into `survivor_id`, in one transaction.

        Relations move to the survivor; one that would duplicate an edge the survivor already
        has is folded into it (higher confidence, union of properties and validity), and
        edges between the two entities are dropped rather than turned into self-loops.
        Pending candidates of the merged entity move to the survivor.
        """
        if survivor_id == merged_id:
            raise ValidationError("An entity cannot be merged into itself.")
        async with self._db.transaction():
            found = await self.get_entities(scope, [survivor_id, merged_id])
            for entity_id in (survivor_id, merged_id):
                if entity_id not in found:
                    raise NotFoundError(f"No entity {entity_id} in this agent's knowledge graph.")
            survivor, merged = found[survivor_id], found[merged_id]
            touching = await self._all(
                "WITH r AS MATERIALIZED (SELECT * FROM kg_relations WHERE source_entity_id IN (:ids) "
                f"UNION SELECT * FROM kg_relations WHERE target_entity_id IN (:ids)) SELECT {_R} FROM r r WHERE {_IN_SCOPE_R}",
                self._scoped(scope, ids=(survivor_id, merged_id)),
            )
            relations = [_to_relation(r) for r in touching]
            kept = {
                (r.source_entity_id, r.relation_type, r.target_entity_id): r
                for r in relations
                if merged_id not in (r.source_entity_id, r.target_entity_id)
            }
            moved = folded = dropped = 0
            deletes: list[tuple[Any, ...]] = []
            for rel in relations:
                ends = (rel.source_entity_id, rel.target_entity_id)
                if merged_id not in ends:
                    continue
                if set(ends) == {survivor_id, merged_id}:
                    deletes.append((rel.id,))
                    dropped += 1
                    continue
                key = tuple(survivor_id if e == merged_id else e for e in ends)
                new_key = (key[0], rel.relation_type, key[1])
                twin = kept.get(new_key)
                if twin is None:
                    await self._exec(
                        "UPDATE kg_relations SET source_entity_id = :s, target_entity_id = :t WHERE id = :id",
                        {"s": key[0], "t": key[1], "id": rel.id},
                    )
                    kept[new_key] = replace(rel, source_entity_id=key[0], target_entity_id=key[1])
                    moved += 1
                    continue
                start = min(twin.valid_from, rel.valid_from)
                end = None if twin.valid_until is None or rel.valid_until is None else max(twin.valid_until, rel.valid_until)
                props = {**rel.properties, **twin.properties}
                conf = max(twin.confidence, rel.confidence)
                deletes.append((rel.id,))
                await self._exec(
                    "UPDATE kg_relations SET confidence = :c, properties = :p, valid_from = :f, valid_until = :u WHERE id = :id",
                    {"c": conf, "p": _dump(props), "f": start, "u": end, "id": twin.id},
                )
                kept[new_key] = replace(twin, confidence=conf, properties=props, valid_from=start, valid_until=end)
                folded += 1
            if deletes:
                await self._db.execute_many("DELETE FROM kg_relations WHERE id = ?", deletes)
            candidates_moved = await self._move_candidates(scope, survivor_id, merged_id)
            updated = replace(
                survivor,
                description=patch.description,
                properties=dict(patch.properties),
                aliases=merge_aliases(survivor.name, patch.aliases),
                confidence=patch.confidence,
                valid_from=patch.valid_from,
                valid_until=patch.valid_until,
                updated_at=now_ts(),
            )
            row = self._entity_row(updated)
            await self._exec(
                "UPDATE kg_entities SET description = :d, properties = :p, aliases = :a, confidence = :c, valid_from = :f, "
                "valid_until = :u, search_fold = :s, updated_at = :now WHERE id = :id",
                {
                    "d": updated.description, "p": row[7], "a": row[8], "c": updated.confidence, "f": updated.valid_from,
                    "u": updated.valid_until, "s": row[17], "now": updated.updated_at, "id": survivor_id,
                },
            )
            await self._exec("DELETE FROM kg_entities WHERE id = :id", {"id": merged_id})
        return MergeResult(
            survivor=updated, merged_id=merged_id, merged_name=merged.name, relations_moved=moved,
            relations_folded=folded, relations_dropped=dropped, candidates_moved=candidates_moved,
        )

    async def _move_candidates(self, scope: KGScope, survivor_id: str, merged_id: str) -> int:
        rows = await self._all(
            "WITH c AS MATERIALIZED (SELECT * FROM kg_dedup_candidates WHERE entity_a_id = :m "
            "UNION SELECT * FROM kg_dedup_candidates WHERE entity_b_id = :m) "
            "SELECT entity_a_id, entity_b_id, similarity, name_similarity FROM c WHERE agent_id = :agent "
            "AND user_id = :user AND tenant_id = :tenant AND status = :pending",
            self._scoped(scope, m=merged_id, pending=CandidateStatus.PENDING.value),
        )
        pairs = []
        for row in rows:
            other = str(row["entity_a_id"]) if str(row["entity_b_id"]) == merged_id else str(row["entity_b_id"])
            if other != survivor_id:
                name_sim = row["name_similarity"]
                pairs.append(CandidatePair(survivor_id, other, float(row["similarity"]), float(name_sim or 0.0)))
        return await self.add_dedup_candidates(scope, pairs) if pairs else 0


def _unit(value: float) -> float:
    return min(1.0, max(0.0, float(value)))


def _to_candidate(row: Row) -> DedupCandidate:
    name_sim = row["c_name_similarity"]
    return DedupCandidate(
        id=str(row["c_id"]),
        entity_a=_to_entity(row, "a_"),
        entity_b=_to_entity(row, "b_"),
        similarity=float(row["c_similarity"]),
        name_similarity=None if name_sim is None else float(name_sim),
        status=CandidateStatus(str(row["c_status"])),
        created_at=str(row["c_created_at"]),
    )


def _resolve_name(
    name: str, entity_type: str | None, batch: Mapping[str, Mapping[str, str]], stored: Mapping[str, list[Entity]], where: str
) -> str:
    key = name_key(name)
    wanted = normalize_type(entity_type) if entity_type else None
    in_batch = batch.get(key, {})
    choices = {t: i for t, i in in_batch.items() if wanted is None or t == wanted}
    if not choices:
        choices = {e.entity_type: e.id for e in stored.get(key, []) if wanted is None or e.entity_type == wanted}
        if len({e.id for e in stored.get(key, []) if wanted is None or e.entity_type == wanted}) > len(choices):
            raise ValidationError(f"{where}: {name!r} names several stored entities; refer to it by a unique name.")
    if not choices:
        kind = f" of type {wanted!r}" if wanted else ""
        raise ValidationError(f"{where}: no entity named {name!r}{kind} in this batch or the knowledge graph.")
    if len(choices) > 1:
        side = where.rsplit(".", 1)[-1]
        raise ValidationError(
            f"{where}: {name!r} matches entities of several types ({', '.join(sorted(choices))}); "
            f"add {side}_type to say which."
        )
    return next(iter(choices.values()))


def gone_sql(at_or_after_now: bool) -> str:
    """Entities of the scope not valid at :at (usually few).

    For :at from now on only rows that are closed or begin after their last write can be
    invalid, and those sit in the small partial index `idx_kg_entities_not_open`; an "as
    of" time in the past has to look at every row of the scope.
    """
    narrow = " AND (valid_until IS NOT NULL OR valid_from > updated_at)" if at_or_after_now else ""
    return (
        "SELECT id FROM kg_entities WHERE agent_id = :agent AND user_id = :user AND tenant_id = :tenant"
        f"{narrow} AND (valid_from > :at OR valid_until <= :at)"
    )


def traversal_sql(
    direction: Direction,
    by_relation_type: bool,
    by_entity_type: bool,
    limited: bool,
    depth: int,
    *,
    dialect: str = "sqlite",
    at_or_after_now: bool = True,
) -> str:
    """The traversal unrolled into one CTE per hop: the benchmark's yardstick for `traverse`.

    `traverse` runs `frontier_traversal_sql`, one recursive CTE, as the Lite store layer
    prescribes. This statement returns the same rows without recursion and is timed next to
    it in every benchmark run, so the price of the recursive form stays known (about 20%).

    `l{k}` (k = 1..5) holds the entities that no earlier hop reached and that are valid at
    :at, each once, through its smallest-id relation from an entity of hop k-1, with the path
    of relation ids carried along. Expansion reads only the covering relation indexes
    (`CROSS JOIN` keeps SQLite from scanning a whole index to save the window's sort); `gone`
    holds the few entities not valid at :at so they are never entered. The "not reached
    before" test is `NOT IN` on SQLite (one ephemeral index per hop) and `NOT EXISTS`
    elsewhere (a hash anti-join on PostgreSQL, where `NOT IN` over a large set degrades badly).
    """
    arms = []
    gone = gone_sql(at_or_after_now)
    if direction in (Direction.OUT, Direction.BOTH):
        arms.append(("r.target_entity_id", "r.source_entity_id"))
    if direction in (Direction.IN, Direction.BOTH):
        arms.append(("r.source_entity_id", "r.target_entity_id"))
    rel_ok = _valid("r") + (" AND r.relation_type IN (:rel_types)" if by_relation_type else "")
    ctes = [
        f"gone(id) AS MATERIALIZED ({gone})",
        "l0(node, rel_id, parent, via, path) AS MATERIALIZED (SELECT e.id, e.id, e.id, CAST('' AS TEXT), CAST('' AS TEXT) "
        "FROM kg_entities e WHERE e.id = :start "
        f"AND e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant AND {_valid('e')})",
    ]
    for k in range(1, depth + 1):
        path = "CAST(r.id AS TEXT)" if k == 1 else "p.path || ',' || CAST(r.id AS TEXT)"
        union = " UNION ALL ".join(
            f"SELECT {far} AS node, r.id AS rel_id, p.node AS parent, r.relation_type AS via, {path} AS path "
            f"FROM l{k - 1} p CROSS JOIN kg_relations r WHERE {near} = p.node AND {rel_ok}"
            for far, near in arms
        )
        earlier = [f"l{j}" for j in range(k)]
        if dialect == "sqlite":
            seen = " UNION ALL ".join([*(f"SELECT node FROM {t}" for t in earlier), "SELECT id FROM gone"])
            unseen = f"c.node NOT IN ({seen})"
        else:
            unseen = " AND ".join(
                [*(f"NOT EXISTS (SELECT 1 FROM {t} s WHERE s.node = c.node)" for t in earlier),
                 "NOT EXISTS (SELECT 1 FROM gone g WHERE g.id = c.node)"]
            )
        ctes.append(
            f"l{k}(node, rel_id, parent, via, path) AS MATERIALIZED (SELECT node, rel_id, parent, via, path FROM ("
            "SELECT c.node AS node, c.rel_id AS rel_id, c.parent AS parent, c.via AS via, c.path AS path, "
            f"ROW_NUMBER() OVER (PARTITION BY c.node ORDER BY c.rel_id) AS rn FROM ({union}) c WHERE {unseen}"
            ") ranked WHERE rn < 2)"
        )
    levels = " UNION ALL ".join(f"SELECT node, {k} AS depth, path, parent, via FROM l{k}" for k in range(1, depth + 1))
    type_filter = " AND e.entity_type IN (:entity_types)" if by_entity_type else ""
    limit = " LIMIT :limit" if limited else ""
    return (
        "WITH " + ",\n".join(ctes) + "\n"
        "SELECT e.id AS id, e.name AS name, e.entity_type AS entity_type, e.confidence AS confidence, x.depth AS depth, "
        "x.path AS path, x.parent AS parent, x.via AS via, COUNT(*) OVER () AS total "
        f"FROM ({levels}) x CROSS JOIN kg_entities e "
        f"WHERE e.id = x.node AND e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant{type_filter} "
        f"ORDER BY x.depth, e.name_fold, e.id{limit}"
    )


def frontier_traversal_sql(
    direction: Direction,
    by_relation_type: bool,
    by_entity_type: bool,
    limited: bool,
    *,
    dialect: str = "sqlite",
    at_or_after_now: bool = True,
) -> str:
    """The traversal as one recursive CTE whose row is a whole breadth-first frontier.

    Why frontiers: a `WITH RECURSIVE` over (entity, depth) rows cannot prune revisits, since
    neither SQLite nor PostgreSQL lets the recursive step see rows already produced; it
    expands an entity at every depth it is reachable at (3.3 times each from the benchmark's
    hub at depth 5, 9.3x the in-memory BFS for the walk alone). Here one row is one hop.

    `bfs(depth, frontier, seen)`: `frontier` is a JSON object {entity id: "<relation
    id>|<path>"} of the entities first reached at `depth`, each through the smallest-id
    relation from the frontier before, with the whole path of relation ids carried along.
    The step expands the frontier through the covering relation indexes and drops what
    `seen`, the frontier itself or `gone` (entities not valid at :at) holds, so each entity
    is expanded once and the walk follows the edges within the depth, never the paths; it
    stops at :depth or at an empty frontier. `levels` unnests the frontiers with one
    primary-key read per entity for the relation's type and the parent.

    `seen` is every entity reached before the frontier for `out` and `in`. For `both` it is
    only the frontier before: in an undirected breadth-first walk the neighbours of depth k
    lie at depth k-1, k or k+1, so nothing older can come back, and each hop costs what its
    own edges cost instead of re-reading everything reached so far.

    "Not seen" differs per backend. SQLite would re-run a `NOT IN (SELECT ... json_each(seen))`
    for every candidate, since it refers to the recursive row ("CORRELATED LIST SUBQUERY"):
    quadratic. So the step groups the candidates together with the known entities, these
    carrying relation id '' (below every id), and keeps the groups whose `MIN` is not ''; a
    directed walk's new `seen` is a splice of two object texts with disjoint keys. PostgreSQL
    keeps jsonb object keys sorted, so `seen -> id` is a binary search and `seen || frontier`
    the union.

    Cost, benchmark graph of 100k entities / 300k relations (depth 5 reaches 99% of it):
    about 7x the in-memory BFS at depth 5; the unrolled `traversal_sql` returns the same rows
    about 20% faster and is timed next to it in every benchmark run.
    """
    arms = []
    if direction in (Direction.OUT, Direction.BOTH):
        arms.append(("target_entity_id", "source_entity_id"))
    if direction in (Direction.IN, Direction.BOTH):
        arms.append(("source_entity_id", "target_entity_id"))
    rel_ok = _valid("r") + (" AND r.relation_type IN (:rel_types)" if by_relation_type else "")
    undirected = direction is Direction.BOTH
    if dialect == "sqlite":
        key, each, rel_text = "f.key", "json_each", "r.id"
        last_rel = "substr({v}, 1, instr({v}, '|') - 1)"
        path_of = "substr({v}, instr({v}, '|') + 1)"
    else:
        key, each, rel_text = "CAST(f.key AS uuid)", "jsonb_each_text", "CAST(r.id AS TEXT)"
        last_rel = "split_part({v}, '|', 1)"
        path_of = "split_part({v}, '|', 2)"
    # A frontier value is "<relation id>|<path>": the hop's relation, then the whole path.
    extended = (
        "w.rel_id || '|' || CASE WHEN w.parent_value = '' THEN w.rel_id "
        f"ELSE {path_of.format(v='w.parent_value')} || ',' || w.rel_id END"
    )
    candidates = " UNION ALL ".join(
        f"SELECT r.{far} AS node, {rel_text} AS rel_id, f.value AS parent_value FROM {each}(b.frontier) f "
        f"CROSS JOIN kg_relations r WHERE r.{near} = {key} AND {rel_ok}"
        for far, near in arms
    )
    if dialect == "sqlite":
        known = (
            "SELECT key, '', '' FROM json_each(b.seen) UNION ALL SELECT key, '', '' FROM json_each(b.frontier) "
            "UNION ALL SELECT id, '', '' FROM gone"
        )
        seen_next = (
            "b.frontier" if undirected else
            "CASE WHEN b.seen = '{}' THEN b.frontier WHEN b.frontier = '{}' THEN b.seen "
            "ELSE substr(b.seen, 1, length(b.seen) - 1) || ',' || substr(b.frontier, 2) END"
        )
        # One MIN() per group: SQLite takes the bare column `parent_value` from the row
        # holding that minimum, i.e. from the smallest-id relation that reached the node.
        step = (
            f"SELECT b.depth + 1, (SELECT json_group_object(w.node, {extended}) FROM ("
            "SELECT c.node AS node, MIN(c.rel_id) AS rel_id, c.parent_value AS parent_value "
            f"FROM ({candidates} UNION ALL {known}) c GROUP BY c.node) w WHERE w.rel_id <> ''), {seen_next} "
            "FROM bfs b WHERE b.depth < :depth AND b.frontier <> '{}'"
        )
        first = "SELECT 0, json_object(:start, ''), '{}'"
    else:
        found = (
            f"SELECT COALESCE(jsonb_object_agg(CAST(w.node AS TEXT), {extended}), CAST('{{}}' AS jsonb)) AS frontier "
            f"FROM (SELECT DISTINCT ON (c.node) c.node, c.rel_id, c.parent_value FROM ({candidates}) c "
            "WHERE (b.seen -> CAST(c.node AS TEXT)) IS NULL AND (b.frontier -> CAST(c.node AS TEXT)) IS NULL "
            "AND NOT EXISTS (SELECT 1 FROM gone g WHERE g.id = c.node) "
            "ORDER BY c.node, c.rel_id) w"
        )
        seen_next = "b.frontier" if undirected else "b.seen || b.frontier"
        step = (
            f"SELECT b.depth + 1, n.frontier, {seen_next} FROM bfs b CROSS JOIN LATERAL ({found}) n "
            "WHERE b.depth < :depth AND b.frontier <> CAST('{}' AS jsonb)"
        )
        first = "SELECT 0, jsonb_build_object(CAST(:start AS TEXT), ''), CAST('{}' AS jsonb)"
    hop_rel = last_rel.format(v="f.value") if dialect == "sqlite" else f"CAST({last_rel.format(v='f.value')} AS uuid)"
    hop = (
        f"SELECT {key} AS node, b.depth AS depth, {path_of.format(v='f.value')} AS path, r.relation_type AS via, "
        f"CASE WHEN r.target_entity_id = {key} THEN r.source_entity_id ELSE r.target_entity_id END AS parent "
        f"FROM bfs b CROSS JOIN {each}(b.frontier) f CROSS JOIN kg_relations r "
        f"WHERE b.depth > 0 AND r.id = {hop_rel}"
    )
    type_filter = " AND e.entity_type IN (:entity_types)" if by_entity_type else ""
    limit = " LIMIT :limit" if limited else ""
    return (
        f"WITH RECURSIVE gone(id) AS MATERIALIZED ({gone_sql(at_or_after_now)}),\n"
        f"bfs(depth, frontier, seen) AS ({first} UNION ALL {step}),\n"
        f"levels(node, depth, path, via, parent) AS ({hop})\n"
        "SELECT e.id AS id, e.name AS name, e.entity_type AS entity_type, e.confidence AS confidence, x.depth AS depth, "
        "x.path AS path, x.parent AS parent, x.via AS via, COUNT(*) OVER () AS total "
        "FROM levels x CROSS JOIN kg_entities e "
        f"WHERE e.id = x.node AND e.agent_id = :agent AND e.user_id = :user AND e.tenant_id = :tenant{type_filter} "
        f"ORDER BY x.depth, e.name_fold, e.id{limit}"
    )
