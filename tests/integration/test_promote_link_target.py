"""Promotion carries a tool's recorded link target (kept in lite_meta) to PostgreSQL, so the
promoted store still runs the tool by the path it was registered with."""

from __future__ import annotations

import os
import sys

from goclaw_lite.config import resolve_paths
from goclaw_lite.promote.run import PromoteOptions, promote
from tests.integration.conftest import PgSchema, admin_connect
from tests.integration.test_promote import build_source, schema_url


async def test_the_link_target_is_promoted(test_key: str, pg_schema: PgSchema) -> None:
    facts = await build_source(messages=3)
    result = await promote(resolve_paths().db_path, schema_url(pg_schema), PromoteOptions())
    assert result.report is not None and result.report.ok
    with admin_connect(schema_url(pg_schema)) as conn:
        path = conn.execute(
            "SELECT binary_path FROM secure_cli_binaries WHERE id = %s::uuid", (facts.binary_id,)
        ).fetchone()
        target = conn.execute(
            "SELECT value FROM lite_meta WHERE key = %s", (f"secure_cli_target:{facts.binary_id}",)
        ).fetchone()
    assert path == (sys.executable,) and target == (os.path.realpath(sys.executable),)
