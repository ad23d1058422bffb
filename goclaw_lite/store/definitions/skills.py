"""SkillStore — `skills`, `skill_agent_grants`, `skill_user_grants`, `skill_tenant_configs`.

One row per (tenant, slug), as GoClaw keeps it: a new install of a slug rewrites the row
with the next version. Deleting is GoClaw's soft delete (status `deleted`, grants removed,
files kept), so it can be undone; `purge` removes the row for good. The files are the
engine's (`goclaw_lite.skills`); this module only records where they are.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Mapping
from typing import Any

from goclaw_lite.errors import NotFoundError
from goclaw_lite.ids import now_ts, uuid7
from goclaw_lite.model.agents import json_object
from goclaw_lite.model.skills import FOLLOW_NEWEST, Skill, SkillGrant
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity

__all__ = ["SkillStore"]

_COLUMNS = (
    "s.id, s.slug, s.name, s.description, s.version, s.file_path, s.file_size, s.file_hash, s.status, s.enabled, "
    "s.is_system, s.visibility, s.owner_id, s.frontmatter, s.created_at, s.updated_at"
)
_GRANT_COLUMNS = (
    "g.id, g.skill_id, s.slug, g.agent_id, a.agent_key, g.pinned_version, g.granted_by, g.created_at"
)
# An agent may use a skill that is active and on, not switched off for the tenant, and either
# public or granted to the agent or to the user (GoClaw's rule, plus `enabled`).
_OFFERED = (
    f"SELECT {_COLUMNS}, g.pinned_version FROM skills s "
    "LEFT JOIN skill_agent_grants g ON g.skill_id = s.id AND g.agent_id = ? "
    "WHERE s.tenant_id = ? AND s.status = 'active' AND s.enabled = ? "
    "AND NOT EXISTS (SELECT 1 FROM skill_tenant_configs c WHERE c.skill_id = s.id AND c.tenant_id = s.tenant_id "
    "AND c.enabled = ?) "
    "AND (g.id IS NOT NULL OR s.visibility = 'public' OR EXISTS (SELECT 1 FROM skill_user_grants u "
    "WHERE u.skill_id = s.id AND u.user_id = ?)) ORDER BY s.slug"
)


def _text(value: Any) -> str:
    return "" if value is None else str(value)


def _to_skill(row: Row) -> Skill:
    return Skill(
        id=str(row["id"]),
        slug=str(row["slug"]),
        name=str(row["name"]),
        description=_text(row["description"]),
        version=int(row["version"]),
        file_path=str(row["file_path"]),
        file_size=int(row["file_size"] or 0),
        file_hash=_text(row["file_hash"]),
        status=str(row["status"]),
        enabled=bool(row["enabled"]),
        is_system=bool(row["is_system"]),
        visibility=str(row["visibility"]),
        owner_id=_text(row["owner_id"]),
        frontmatter={str(k): _text(v) for k, v in json_object(row["frontmatter"]).items()},
        created_at=_text(row["created_at"]),
        updated_at=_text(row["updated_at"]),
    )


def _to_grant(row: Row) -> SkillGrant:
    return SkillGrant(
        id=str(row["id"]),
        skill_id=str(row["skill_id"]),
        slug=str(row["slug"]),
        agent_id=str(row["agent_id"]),
        agent_key=_text(row["agent_key"]),
        pinned_version=int(row["pinned_version"] or 0),
        granted_by=_text(row["granted_by"]),
        created_at=_text(row["created_at"]),
    )


class SkillStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id
        self._user = identity.user_id

    @property
    def db(self) -> Database:
        return self._db

    # --- skills ----------------------------------------------------------------------------

    async def find(self, slug: str) -> Skill | None:
        row = await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM skills s WHERE s.slug = ? AND s.tenant_id = ?", (slug, self._tenant)
        )
        return None if row is None else _to_skill(row)

    async def get(self, slug: str) -> Skill:
        skill = await self.find(slug)
        if skill is None or skill.status == "deleted":
            raise NotFoundError(f"No skill {slug!r}; `goclaw-lite skill list` shows them.")
        return skill

    async def list(self, *, include_deleted: bool = False) -> builtins.list[Skill]:
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM skills s WHERE s.tenant_id = ? ORDER BY s.slug", (self._tenant,)
        )
        skills = [_to_skill(r) for r in rows]
        return skills if include_deleted else [s for s in skills if s.status != "deleted"]

    async def save_version(
        self,
        slug: str,
        *,
        name: str,
        description: str,
        version: int,
        frontmatter: Mapping[str, str],
        file_path: str,
        file_size: int,
        file_hash: str,
        is_system: bool = False,
    ) -> Skill:
        """Insert the slug's row, or rewrite it for a new version (active again, as GoClaw does)."""
        stamp = now_ts()
        visibility = "internal"  # needs a grant; GoClaw starts uploads the same way
        await self._db.execute(
            "INSERT INTO skills (id, name, slug, description, owner_id, visibility, version, status, frontmatter, "
            "file_path, file_size, file_hash, is_system, deps, enabled, tenant_id, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, '{}', ?, ?, ?, ?) "
            "ON CONFLICT (tenant_id, slug) DO UPDATE SET name = excluded.name, description = excluded.description, "
            "version = excluded.version, status = 'active', frontmatter = excluded.frontmatter, "
            "file_path = excluded.file_path, file_size = excluded.file_size, file_hash = excluded.file_hash, "
            "is_system = excluded.is_system, updated_at = excluded.updated_at",
            (uuid7(), name, slug, description, "system" if is_system else self._user, visibility, int(version),
             json.dumps(dict(frontmatter), ensure_ascii=False), file_path, int(file_size), file_hash, bool(is_system),
             True, self._tenant, stamp, stamp),
        )
        return await self.get(slug)

    async def set_enabled(self, slug: str, enabled: bool) -> Skill:
        skill = await self.get(slug)
        await self._db.execute(
            "UPDATE skills SET enabled = ?, updated_at = ? WHERE id = ? AND tenant_id = ?",
            (bool(enabled), now_ts(), skill.id, self._tenant),
        )
        return await self.get(slug)

    async def mark_deleted(self, slug: str) -> tuple[Skill, builtins.list[SkillGrant]]:
        """Soft delete: status `deleted`, grants removed (and returned, for an undo)."""
        skill = await self.get(slug)
        grants = await self.grants(slug=slug)
        async with self._db.transaction() as db:
            keys = (skill.id, self._tenant)
            await db.execute("DELETE FROM skill_agent_grants WHERE skill_id = ? AND tenant_id = ?", keys)
            await db.execute("DELETE FROM skill_user_grants WHERE skill_id = ? AND tenant_id = ?", keys)
            await db.execute(
                "UPDATE skills SET status = 'deleted', updated_at = ? WHERE id = ? AND tenant_id = ?",
                (now_ts(), skill.id, self._tenant),
            )
        return skill, grants

    async def restore(self, slug: str) -> Skill:
        skill = await self.find(slug)
        if skill is None:
            raise NotFoundError(f"No skill {slug!r} to restore.")
        await self._db.execute(
            "UPDATE skills SET status = 'active', updated_at = ? WHERE id = ? AND tenant_id = ?",
            (now_ts(), skill.id, self._tenant),
        )
        return await self.get(slug)

    async def purge(self, slug: str) -> Skill:
        skill = await self.find(slug)
        if skill is None:
            raise NotFoundError(f"No skill {slug!r}; `goclaw-lite skill list` shows them.")
        await self._db.execute("DELETE FROM skills WHERE id = ? AND tenant_id = ?", (skill.id, self._tenant))
        return skill

    # --- grants ----------------------------------------------------------------------------

    async def grant(self, slug: str, agent_id: str, *, pinned_version: int = FOLLOW_NEWEST) -> SkillGrant:
        """Grant (or re-grant, replacing the pin) a skill to an agent."""
        skill = await self.get(slug)
        await self._db.execute(
            "INSERT INTO skill_agent_grants (id, skill_id, agent_id, pinned_version, granted_by, tenant_id, "
            "created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (skill_id, agent_id) DO UPDATE SET "
            "pinned_version = excluded.pinned_version, granted_by = excluded.granted_by",
            (uuid7(), skill.id, agent_id, int(pinned_version), self._user, self._tenant, now_ts()),
        )
        return next(g for g in await self.grants(slug=slug) if g.agent_id == agent_id)

    async def revoke(self, slug: str, agent_id: str) -> bool:
        skill = await self.get(slug)
        changed = await self._db.execute(
            "DELETE FROM skill_agent_grants WHERE skill_id = ? AND agent_id = ? AND tenant_id = ?",
            (skill.id, agent_id, self._tenant),
        )
        return changed > 0

    async def grants(self, *, slug: str | None = None, agent_id: str | None = None) -> builtins.list[SkillGrant]:
        where = ["g.tenant_id = ?"]
        params: builtins.list[Any] = [self._tenant]
        if slug is not None:
            where.append("s.slug = ?")
            params.append(slug)
        if agent_id is not None:
            where.append("g.agent_id = ?")
            params.append(agent_id)
        rows = await self._db.fetch_all(
            f"SELECT {_GRANT_COLUMNS} FROM skill_agent_grants g JOIN skills s ON s.id = g.skill_id "
            f"JOIN agents a ON a.id = g.agent_id WHERE {' AND '.join(where)} ORDER BY s.slug, a.agent_key",
            params,
        )
        return [_to_grant(r) for r in rows]

    async def offered(self, agent_id: str) -> builtins.list[tuple[Skill, int]]:
        """The skills the agent may use now, each with its grant's pinned version (0: the newest)."""
        rows = await self._db.fetch_all(_OFFERED, (agent_id, self._tenant, True, False, self._user))
        return [(_to_skill(r), int(r["pinned_version"] or 0)) for r in rows]
