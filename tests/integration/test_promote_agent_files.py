"""Agent files are carried by promotion: both tables, the user's copy still overriding, on PostgreSQL."""

from __future__ import annotations

import pytest

from goclaw_lite.app.agent_files import AgentFilesService, FileScope
from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.promote.run import promote
from goclaw_lite.store.definitions.agents import AgentStore
from tests.integration.conftest import PgSchema
from tests.integration.test_promote import schema_url

pytestmark = pytest.mark.postgres


async def test_agent_files_are_promoted_and_read_back_on_postgres(test_key: str, pg_schema: PgSchema) -> None:
    ctx = await open_app(resolve_paths(), program="promote test", key_policy=KeyPolicy.REQUIRED)
    try:
        await AgentStore(ctx.stores.db, ctx.stores.identity).create("helper", provider="local", model="m1")
        files = AgentFilesService(ctx.stores)
        await files.set("helper", "SOUL.md", "You are calm.")
        await files.set("helper", "USER.md", "Agent's note on the user.")
        await files.set("helper", "USER.md", "I am Ana.", user=True)
    finally:
        await ctx.close()
    url = schema_url(pg_schema)
    result = await promote(resolve_paths().db_path, url)
    assert result.report is not None and result.report.ok
    assert dict(result.preflight.row_counts)["agent_context_files"] == 2
    assert dict(result.preflight.row_counts)["user_context_files"] == 1
    ctx = await open_app(resolve_paths(), program="after promotion", key_policy=KeyPolicy.REQUIRED, store=url)
    try:
        assert ctx.stores.db.description.startswith("PostgreSQL")
        files = AgentFilesService(ctx.stores)
        listing = await files.list("helper")
        assert [(f.name, f.scope, f.content) for f in listing.files] == [
            ("SOUL.md", FileScope.AGENT, "You are calm."), ("USER.md", FileScope.USER, "I am Ana.")]
        changed = await files.set("helper", "SOUL.md", "You are calm and brief.")  # writes work there too
        assert changed.content == "You are calm and brief."
        assert (await files.remove("helper", "USER.md")).scope is FileScope.USER
        assert (await files.show("helper", "USER.md")).content == "Agent's note on the user."
    finally:
        await ctx.close()
