"""`promotion.run`: written into PostgreSQL when a verified promotion is switched to; a plain run
adds nothing anywhere, so the switch that follows still verifies."""

from __future__ import annotations

import json
import subprocess

import pytest

from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.records.activity import Activity, ActivityFilter, ActivityStore
from tests.integration.conftest import PgSchema
from tests.integration.test_promote import build_source, schema_url

pytestmark = pytest.mark.postgres

PASSWORD = "Pw-" + "k9Tz" * 5


def run_cli(python_exe: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc


async def promotion_rows(url: str) -> list[Activity]:
    db = await PostgresDatabase.connect(url)
    try:
        return await ActivityStore(db, await MetaStore(db).identity()).list(ActivityFilter(action="promotion.run"))
    finally:
        await db.close()


async def test_the_switch_logs_one_row_in_postgresql_without_the_password(
    test_key: str, pg_schema: PgSchema, cli_env: dict[str, str], python_exe: str
) -> None:
    await build_source()
    url = schema_url(pg_schema)
    env = {**cli_env, "GOCLAW_KEY": test_key}
    run_cli(python_exe, env, "promote", url)
    assert await promotion_rows(url) == []
    # trust auth ignores the password, so it can be given here and looked for afterwards
    with_password = url.replace("://root@", f"://root:{PASSWORD}@", 1)
    assert with_password != url
    switched = run_cli(python_exe, env, "promote", with_password, "--switch")  # re-verifies the first copy
    [row] = await promotion_rows(url)
    assert row.entity_type == "install" and row.details["switched"] is True and row.details["verified"] is True
    assert row.details["copied_rows"] == 0 and row.details["already_complete"] is True
    assert row.details["tables"] > 10 and row.details["target"]
    assert PASSWORD not in json.dumps(row.details) and PASSWORD not in switched.stdout + switched.stderr
    listed = json.loads(run_cli(python_exe, env, "activity", "list", "--action", "promotion.run", "--json").stdout)
    assert [r["id"] for r in listed["rows"]] == [row.id]  # the app, now on PostgreSQL, shows it


async def test_a_first_run_with_switch_logs_the_rows_it_copied(
    test_key: str, pg_schema: PgSchema, cli_env: dict[str, str], python_exe: str
) -> None:
    await build_source()
    url = schema_url(pg_schema)
    run_cli(python_exe, {**cli_env, "GOCLAW_KEY": test_key}, "promote", url, "--switch")
    [row] = await promotion_rows(url)
    assert row.details["copied_rows"] > 0 and row.details["already_complete"] is False
