"""`goclaw-lite promote` as a real process: killed with SIGKILL and resumed, --switch and back, errors."""

from __future__ import annotations

import json
import stat
import subprocess
import sys

import psycopg
import pytest

from goclaw_lite.config import resolve_paths
from tests.integration.conftest import PasswordServer, PgSchema, admin_connect
from tests.integration.test_promote import CLI_SECRET, PROVIDER_SECRET, build_source, schema_url
from tests.support.processes import sigkill_when

pytestmark = pytest.mark.postgres


def run_cli(python_exe: str, env: dict[str, str], *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True, timeout=timeout)


def progress_rows(url: str) -> int:
    try:
        with admin_connect(url) as conn:
            row = conn.execute("SELECT coalesce(sum(rows_done), 0) FROM goclaw_promotion").fetchone()
    except psycopg.Error:
        return 0
    return int(row[0]) if row else 0


def structures(url: str) -> set[tuple[str, str, str]]:
    """(table, name, definition) of every index and constraint in the schema but the bookkeeping's."""
    with admin_connect(url) as conn:
        rows = conn.execute(
            "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint "
            "WHERE connamespace = current_schema()::regnamespace UNION ALL "
            "SELECT tablename, indexname, replace(indexdef, current_schema() || '.', '') FROM pg_indexes "
            "WHERE schemaname = current_schema()"
        ).fetchall()
    return {(str(t), str(n), str(d)) for t, n, d in rows if not str(t).startswith("goclaw_")}


def fresh_structures(schema: PgSchema) -> set[tuple[str, str, str]]:
    """The same for a schema made new by the app, next to the promoted one."""
    name = schema.name + "_fresh"
    with admin_connect(schema.url) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    try:
        url = f"{schema.url}?options=-csearch_path%3D{name}"
        run_fresh = subprocess.run([sys.executable, "-c", FRESH, url], capture_output=True, text=True, timeout=120)
        assert run_fresh.returncode == 0, run_fresh.stderr
        return structures(url)
    finally:
        with admin_connect(schema.url) as conn:
            conn.execute(f"DROP SCHEMA {name} CASCADE")


FRESH = """
import asyncio, sys
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
async def main():
    db = await PostgresDatabase.connect(sys.argv[1])
    try:
        await prepare_schema(db)
    finally:
        await db.close()
asyncio.run(main())
"""


def table_counts(url: str) -> dict[str, int]:
    with admin_connect(url) as conn:
        names = [r[0] for r in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE 'goclaw_%'"
        ).fetchall()]
        return {n: int(conn.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0]) for n in names}  # type: ignore[index]


@pytest.mark.parametrize("kill_after", [1, 12, 30])
async def test_a_promotion_killed_with_sigkill_resumes_to_the_same_verified_result(
    kill_after: int, test_key: str, pg_schema: PgSchema, cli_env: dict[str, str], python_exe: str
) -> None:
    await build_source(messages=12)
    url = schema_url(pg_schema)
    command = [python_exe, "-m", "goclaw_lite", "promote", url, "--batch-size", "1", "--pause-per-batch", "0.03"]
    proc = subprocess.Popen(command, env=cli_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
    sigkill_when(proc, lambda: progress_rows(url) >= kill_after, f"{kill_after} rows in the target")
    partial = progress_rows(url)
    assert partial >= kill_after
    again = run_cli(python_exe, cli_env, "promote", url)
    assert again.returncode == 2 and "--resume" in again.stderr
    resumed = run_cli(python_exe, cli_env, "promote", url, "--resume", "--batch-size", "4")
    assert resumed.returncode == 0, resumed.stderr
    assert "row counts and checksums match" in resumed.stdout
    counts = table_counts(url)
    with admin_connect(url) as conn:
        dupes = conn.execute("SELECT count(*) - count(DISTINCT id) FROM agent_messages").fetchone()
        unlinked = conn.execute(
            "SELECT count(*) FROM agent_messages WHERE parent_id IS NULL"
        ).fetchone()
    assert dupes == (0,)
    assert unlinked == (2,)  # only the first message of each conversation has no parent
    assert counts["agent_messages"] == 13
    assert structures(url) == fresh_structures(pg_schema)  # every index and constraint built again
    final = run_cli(python_exe, cli_env, "promote", url)
    assert final.returncode == 0 and "nothing was copied" in final.stdout
    assert table_counts(url) == counts


async def test_switch_runs_the_cli_on_postgres_and_switch_back_returns(
    test_key: str, pg_schema: PgSchema, cli_env: dict[str, str], python_exe: str
) -> None:
    await build_source()
    paths = resolve_paths()
    url = schema_url(pg_schema)
    env = {**cli_env, "GOCLAW_KEY": test_key}
    switched = run_cli(python_exe, env, "promote", url, "--switch")
    assert switched.returncode == 0, switched.stderr
    assert json.loads(paths.settings_file.read_text())["store_url"] == url
    assert stat.S_IMODE(paths.db_path.stat().st_mode) == 0o400
    status = run_cli(python_exe, env, "db", "status", "--json")
    assert status.returncode == 0, status.stderr
    report = json.loads(status.stdout)
    assert report["store"].startswith("PostgreSQL") and report["path"] is None
    assert report["tables"]["agent_messages"] == 7
    agents = run_cli(python_exe, env, "agent", "list")
    assert agents.returncode == 0, agents.stderr
    assert "helper" in agents.stdout and "second" in agents.stdout
    # a write lands in PostgreSQL, not in the read-only SQLite backup
    created = run_cli(python_exe, env, "agent", "add", "third", "--provider", "local", "--model", "m3")
    assert created.returncode == 0, created.stderr
    with admin_connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM agents WHERE agent_key = 'third'").fetchone() == (1,)
    check = run_cli(python_exe, env, "db", "check")
    assert check.returncode == 2 and "pg_dump" in check.stderr
    back = run_cli(python_exe, env, "promote", "--switch-back")
    assert back.returncode == 0, back.stderr
    assert "store_url" not in json.loads(paths.settings_file.read_text())
    assert stat.S_IMODE(paths.db_path.stat().st_mode) == 0o600
    status = run_cli(python_exe, env, "db", "status", "--json")
    report = json.loads(status.stdout)
    assert report["store"].startswith("SQLite") and report["path"] == str(paths.db_path)
    listed = run_cli(python_exe, env, "agent", "list")
    assert "third" not in listed.stdout and "helper" in listed.stdout
    for text in (switched.stdout, switched.stderr, status.stdout, agents.stdout):
        assert PROVIDER_SECRET not in text and CLI_SECRET not in text


async def test_unreachable_host_and_wrong_password_are_clear_errors(
    test_key: str, cli_env: dict[str, str], python_exe: str, pg_password_server: PasswordServer
) -> None:
    await build_source()
    unreachable = run_cli(python_exe, cli_env, "promote", "postgresql://nobody@127.0.0.1:1/db", "--dry-run")
    assert unreachable.returncode != 0 and "Traceback" not in unreachable.stderr
    assert "127.0.0.1:1" in unreachable.stderr
    wrong = pg_password_server.url.replace(pg_password_server.password, "Wrong-password-123")
    refused = run_cli(python_exe, cli_env, "promote", wrong, "--dry-run")
    assert refused.returncode != 0 and "Traceback" not in refused.stderr
    assert "refused the password" in refused.stderr and "Wrong-password-123" not in refused.stderr
    dry = run_cli(python_exe, cli_env, "promote", pg_password_server.url, "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "nothing was written" in dry.stdout and pg_password_server.password not in dry.stdout + dry.stderr
