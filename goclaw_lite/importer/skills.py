"""GoClaw's skills and their grants read into ours.

The files were found, copied and checked against GoClaw's hash before the transaction
(`app/import_skills.py`); a skill whose files could not come is skipped with that reason.
GoClaw's built-in skills (their files ship with GoClaw) and deleted ones stay behind, noted.
A `skill_tenant_configs` row that switched a skill off becomes the skill's own `enabled`:
there is one tenant here. Grants follow the newest version (GoClaw's loader reads the newest
folder whatever a grant's pinned version says).
"""

from __future__ import annotations

from goclaw_lite.importer import values as v
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.imports import SkillFolder

Row = dict[str, object]
VISIBILITIES = ("private", "internal", "public")


def map_skill(row: Row, ctx: ImportContext) -> Row | None:
    rid = v.uuid_text(row["id"], "id")
    slug = v.text(row.get("slug"), "slug").strip()
    table = ctx.report.table("skills")
    if v.flag(row.get("is_system"), "is_system"):
        table.notes.append(f"{slug}: GoClaw's built-in skill, left behind (its files ship with GoClaw)")
        return None
    status = v.text(row.get("status"), "status", default="active") or "active"
    if status == "deleted":
        table.notes.append(f"{slug}: deleted in GoClaw, left behind")
        return None
    found = ctx.skill_folders.get(rid, "files: not looked for (no skills store given to the import)")
    if not isinstance(found, SkillFolder):
        raise BadValue(found)
    if not found.verified:
        table.notes.append(f"{slug}: GoClaw recorded no hash for its SKILL.md; brought over unverified")
    visibility = v.text(row.get("visibility"), "visibility", default="internal") or "internal"
    if visibility not in VISIBILITIES:
        raise BadValue(f"visibility: {visibility!r} is not one of {', '.join(VISIBILITIES)}")
    if status not in ("active", "archived"):
        raise BadValue(f"status: {status!r} is not active, archived or deleted")
    created = v.timestamp(row.get("created_at") or ctx.now, "created_at")
    ctx.skill_slugs[rid] = slug
    return {
        "id": rid, "name": v.text(row["name"], "name").strip(), "slug": slug,
        "description": v.text_or_none(row.get("description"), "description"), "owner_id": ctx.user,
        "visibility": visibility, "version": v.integer(row.get("version"), "version", default=1, minimum=1),
        "status": status, "frontmatter": v.json_object(row.get("frontmatter"), "frontmatter"),
        "file_path": found.path, "file_size": v.integer(row.get("file_size"), "file_size"),
        "file_hash": found.file_hash, "tags": v.json_array_or_none(row.get("tags"), "tags"), "is_system": False,
        "deps": v.json_object(row.get("deps"), "deps"),
        "enabled": v.flag(row.get("enabled"), "enabled", default=True) and rid not in ctx.disabled_skills,
        "tenant_id": ctx.tenant, "created_at": created,
        "updated_at": v.timestamp(row.get("updated_at") or created, "updated_at"),
    }


def _skill(ctx: ImportContext, value: object) -> str:
    sid = v.uuid_text(value, "skill_id")
    if sid not in ctx.ids("skills"):
        raise BadValue(f"skill_id: foreign key to skills {sid} points nowhere (skill not imported)")
    return sid


def map_skill_agent_grant(row: Row, ctx: ImportContext) -> Row:
    return {
        "id": v.uuid_text(row["id"], "id"), "skill_id": _skill(ctx, row["skill_id"]),
        "agent_id": ctx.agent(row["agent_id"]), "pinned_version": 0, "granted_by": ctx.user, "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
    }


def map_skill_user_grant(row: Row, ctx: ImportContext) -> Row:
    return {
        "id": v.uuid_text(row["id"], "id"), "skill_id": _skill(ctx, row["skill_id"]), "user_id": ctx.user,
        "granted_by": ctx.user, "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or ctx.now, "created_at"),
    }


def skill_label(row: Row, ctx: ImportContext) -> str:
    return f"{row['slug']} (version {row['version']}{'' if row['enabled'] else ', switched off'})"


def skill_grant_label(row: Row, ctx: ImportContext) -> str:
    skill = ctx.skill_slugs.get(str(row["skill_id"]), row["skill_id"])
    return f"{skill} to agent {ctx.key_of.get(str(row['agent_id']), row['agent_id'])}"
