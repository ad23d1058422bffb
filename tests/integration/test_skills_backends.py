"""SkillStore on both backends; an earlier PostgreSQL schema gets the skills tables on open;
promotion carries skills, grants and the tenant switch to PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.promote.run import PromoteOptions, promote
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.skills import SkillStore
from goclaw_lite.store.lifecycle.postgres_schema import addition_tables, prepare_schema, schema_tables
from tests.integration.conftest import BackendDb, PgSchema, admin_connect
from tests.support.skills import write_skill

SKILL_TABLES = ("skill_tenant_configs", "skill_user_grants", "skill_agent_grants", "skills")


async def test_rows_grants_and_what_an_agent_is_offered(backend_db: BackendDb) -> None:
    store = SkillStore(backend_db.db, backend_db.identity)
    agents = AgentStore(backend_db.db, backend_db.identity)
    helper = await agents.create("helper", provider="p", model="m")
    other = await agents.create("other", provider="p", model="m")
    saved = await store.save_version("tidy", name="tidy", description="Tidies.", version=1,
                                     frontmatter={"name": "tidy"}, file_path="/x/tidy/1", file_size=12,
                                     file_hash="ab" * 32)
    assert (saved.version, saved.visibility, saved.frontmatter) == (1, "internal", {"name": "tidy"})
    again = await store.save_version("tidy", name="tidy", description="Tidies better.", version=2, frontmatter={},
                                     file_path="/x/tidy/2", file_size=13, file_hash="cd" * 32)
    assert again.id == saved.id and again.version == 2  # one row per slug
    await store.grant("tidy", helper.id, pinned_version=1)
    assert [(s.slug, pinned) for s, pinned in await store.offered(helper.id)] == [("tidy", 1)]
    assert await store.offered(other.id) == []
    await store.set_enabled("tidy", False)
    assert await store.offered(helper.id) == []
    await store.set_enabled("tidy", True)
    _skill, grants = await store.mark_deleted("tidy")
    assert [g.agent_key for g in grants] == ["helper"] and await store.offered(helper.id) == []
    assert await store.list() == [] and len(await store.list(include_deleted=True)) == 1
    await store.restore("tidy")
    await store.grant("tidy", helper.id)
    await backend_db.db.execute(
        "INSERT INTO skill_tenant_configs (skill_id, tenant_id, enabled, updated_at) VALUES (?, ?, ?, ?)",
        (saved.id, backend_db.identity.tenant_id, False, "2026-12-07T00:00:00.000Z"),
    )
    assert await store.offered(helper.id) == []  # switched off for the tenant
    await store.purge("tidy")
    assert await store.list(include_deleted=True) == [] and await store.grants() == []


@pytest.mark.postgres
async def test_earlier_postgres_schema_gets_the_skills_tables(pg_ready: PostgresDatabase) -> None:
    for table in SKILL_TABLES:
        await pg_ready.execute(f"DROP TABLE {table}")
    assert not set(SKILL_TABLES) & set(await schema_tables(pg_ready))
    result = await prepare_schema(pg_ready)
    assert result.version == 34
    assert set(SKILL_TABLES) <= addition_tables() <= set(await schema_tables(pg_ready))


@pytest.mark.postgres
async def test_promotion_carries_skills_and_grants(test_key: str, pg_schema: PgSchema, tmp_path: Path) -> None:
    ctx = await open_app(resolve_paths(), program="skills promote test", key_policy=KeyPolicy.REQUIRED)
    try:
        await AgentStore(ctx.stores.db, ctx.stores.identity).create("helper", provider="p", model="m")
        skills = ctx.services.skills
        await skills.add(write_skill(tmp_path / "s", "Weekly report", "Writes it.", tags_hint="x"))
        await skills.grant("weekly-report", "helper", version=1)
    finally:
        await ctx.close()
    url = f"{pg_schema.url}?options=-csearch_path%3D{pg_schema.name}"
    result = await promote(resolve_paths().db_path, url, PromoteOptions(), lambda _e: None)
    assert result.report is not None and result.report.ok
    with admin_connect(url) as conn:
        rows = conn.execute(
            "SELECT s.slug, s.frontmatter ->> 'tags_hint', s.is_system, g.pinned_version FROM skills s "
            "LEFT JOIN skill_agent_grants g ON g.skill_id = s.id ORDER BY s.slug"
        ).fetchall()
    assert ("weekly-report", "x", False, 1) in rows
    assert {r[0] for r in rows} == {"kg-curator", "safe-cli-credential", "weekly-report"}  # built-ins came along
