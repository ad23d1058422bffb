"""Promotion's reader processes (promote/readers.py): the same pages as reading in this process,
one snapshot for all, and a reader that dies is a clear error after which the target resumes."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import sqlite3
import subprocess
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import CorruptDatabaseError
from goclaw_lite.promote import run as promote_run
from goclaw_lite.promote.progress import ProgressEvent
from goclaw_lite.promote.readers import LocalReader, ReaderPool, ReaderStoppedError
from goclaw_lite.promote.run import PromoteOptions, promote
from goclaw_lite.promote.source import Page, plan_for
from goclaw_lite.promote.tables import TableSpec, discover
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from goclaw_lite.store.transfer import promotion as sql
from tests.integration.conftest import PgSchema, admin_connect
from tests.integration.test_promote import build_source, schema_url
from tests.integration.test_promote_cli import progress_rows, run_cli
from tests.integration.test_promote_nul import plant
from tests.support.processes import sigkill_when

pytestmark = pytest.mark.postgres


def reader_processes() -> list[multiprocessing.process.BaseProcess]:
    return [p for p in multiprocessing.active_children() if p.name.startswith("goclaw-promote-reader-")]


@pytest.fixture
async def specs(test_key: str, pg_schema: PgSchema) -> AsyncIterator[list[TableSpec]]:
    """A source with rows on both paths (NUL text takes the slow, checked one) and its table specs."""
    facts = await build_source(messages=40)
    plant(facts.message_ids)
    source = await SQLiteDatabase.connect(resolve_paths().db_path, read_only=True)
    target = await PostgresDatabase.connect(schema_url(pg_schema))
    try:
        await prepare_schema(target)
        yield await discover(source, target)
    finally:
        await target.close()
        await source.close()


async def all_pages(reader: LocalReader | ReaderPool, spec: TableSpec, batch: int, checked: bool) -> list[Page]:
    plan = plan_for(spec)
    pages: list[Page] = []
    after = None
    while True:
        if isinstance(reader, ReaderPool):
            page = await reader.readers[len(pages) % len(reader.readers)].read_page(plan, after, batch, checked=checked)
        else:
            page = await reader.read_page(plan, after, batch, checked=checked)
        pages.append(page)
        if page.count < batch:
            return pages
        after = page.last_key


async def test_readers_leave_ctrl_c_to_the_promoting_process(specs: list[TableSpec]) -> None:
    pool = ReaderPool.start(resolve_paths().db_path, 1)
    try:
        await pool.ready()
        await pool.begin()
        reader = pool.readers[0]
        assert reader.process.pid is not None
        os.kill(reader.process.pid, signal.SIGINT)  # as a terminal's Ctrl-C reaches the process group
        page = await reader.read_page(plan_for(specs[0]), None, 10)
        assert page.count > 0 and reader.process.is_alive()
    finally:
        await pool.close()


@pytest.mark.parametrize("batch", [3, 5000])
async def test_reader_processes_give_the_same_pages_as_this_process(specs: list[TableSpec], batch: int) -> None:
    path = resolve_paths().db_path
    pool = ReaderPool.start(path, 2)
    source = await SQLiteDatabase.connect(path, read_only=True)
    try:
        await pool.ready()
        await pool.begin()
        local = LocalReader(source)
        slow_seen = 0
        for spec in specs:
            for checked in (False, True):
                here = await all_pages(local, spec, batch, checked)
                there = await all_pages(pool, spec, batch, checked)
                assert there == here, (spec.name, checked)
            slow_seen += sum(page.cleaned for page in here)
            assert await pool.readers[0].table_checksum(plan_for(spec), batch) == await local.table_checksum(
                plan_for(spec), batch)
        assert slow_seen >= 3  # the planted NULs went through the slow path in both
    finally:
        await source.close()
        await pool.close()
    assert reader_processes() == []


async def test_readers_keep_the_snapshot_they_began_with(specs: list[TableSpec]) -> None:
    path = resolve_paths().db_path
    messages = next(spec for spec in specs if spec.name == "agent_messages")
    pool = ReaderPool.start(path, 2)
    try:
        await pool.ready()
        held = sql.WritersHeld(path)
        held.acquire()
        try:
            writer = sqlite3.connect(path, timeout=0)
            with pytest.raises(sqlite3.OperationalError, match="locked"):  # no commit can land meanwhile
                writer.execute("DELETE FROM agent_messages WHERE content LIKE 'follow-up%'")
            writer.close()
            await pool.begin()
        finally:
            held.release()
        before = [await reader.table_checksum(plan_for(messages), 7) for reader in pool.readers]
        writer = sqlite3.connect(path)
        try:
            assert writer.execute("DELETE FROM agent_messages WHERE content LIKE 'follow-up%'").rowcount > 0
            writer.commit()
        finally:
            writer.close()
        after = [await reader.table_checksum(plan_for(messages), 7) for reader in pool.readers]
    finally:
        await pool.close()
    assert before[0] == before[1] == after[0] == after[1]
    source = await SQLiteDatabase.connect(path, read_only=True)
    try:  # a new snapshot sees the deletion
        assert (await LocalReader(source).table_checksum(plan_for(messages), 7))[0] < before[0][0]
    finally:
        await source.close()


async def test_both_ways_of_reading_promote_the_same_rows(test_key: str, pg_schema: PgSchema) -> None:
    facts = await build_source(messages=40)
    plant(facts.message_ids)
    path = resolve_paths().db_path
    other = pg_schema.name + "_local"
    with admin_connect(pg_schema.url) as conn:
        conn.execute(f"CREATE SCHEMA {other}")
    try:
        urls = [schema_url(pg_schema), schema_url(PgSchema(pg_schema.url, other))]
        results = [await promote(path, url, PromoteOptions(batch_size=4, processes=processes))
                   for url, processes in zip(urls, (True, False), strict=True)]
        assert all(r.report is not None and r.report.ok for r in results)
        assert results[0].report == results[1].report  # the same counts and checksums, table by table
        assert results[0].cleaned == results[1].cleaned and results[0].cleaned_total >= 3
        assert results[0].copied_rows == results[1].copied_rows
        assert {"preflight", "copy", "build_and_target_checksums", "verify"} <= set(results[0].timings)
    finally:
        with admin_connect(pg_schema.url) as conn:
            conn.execute(f"DROP SCHEMA {other} CASCADE")


async def test_a_reader_killed_mid_copy_is_a_clear_error_and_the_target_resumes(test_key: str, pg_schema: PgSchema) -> None:
    await build_source(messages=60)
    path = resolve_paths().db_path
    url = schema_url(pg_schema)
    started = asyncio.Event()

    def on_progress(event: ProgressEvent) -> None:
        if event.table == "agent_messages" and event.rows_done >= 4:
            started.set()

    run = asyncio.ensure_future(promote(path, url, PromoteOptions(batch_size=2, pause=0.05, processes=True), on_progress))
    await asyncio.wait_for(started.wait(), 60)
    readers = reader_processes()
    assert len(readers) == 3 and all(p.pid not in (None, os.getpid()) for p in readers)
    for process in readers:
        assert process.pid is not None
        os.kill(process.pid, signal.SIGKILL)
    with pytest.raises(ReaderStoppedError, match=r"Reader process \d of the promotion stopped \(exit code -9\) while "
                                                 r"reading .*--resume"):
        await run
    assert reader_processes() == []
    with admin_connect(url) as conn:
        done = conn.execute("SELECT rows_done FROM goclaw_promotion WHERE table_name = 'agent_messages'").fetchone()
    assert done is not None and 4 <= done[0] < 60
    resumed = await promote(path, url, PromoteOptions(resume=True, processes=True))
    assert resumed.report is not None and resumed.report.ok
    assert reader_processes() == []


def test_the_reader_module_loads_without_the_driver_or_qt(tmp_path: Path) -> None:
    """What a spawned reader imports: not PostgreSQL's driver, not Qt (they would cost every reader)."""
    import sys

    probe = ("import sys, goclaw_lite.promote.readers; "
             "print(sorted(m for m in ('psycopg', 'PySide6', 'goclaw_lite.promote.run') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=tmp_path,
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert out.stdout.strip() == "[]"


async def test_readers_that_cannot_start_leave_the_reading_to_this_process(
    test_key: str, pg_schema: PgSchema, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await build_source()
    start = ReaderPool.start
    monkeypatch.setattr(promote_run.ReaderPool, "start", lambda _path, count: start(tmp_path / "gone.db", count))
    result = await promote(resolve_paths().db_path, schema_url(pg_schema), PromoteOptions(processes=True))
    assert result.report is not None and result.report.ok
    assert "reader processes did not start" in caplog.text and "gone.db" in caplog.text
    assert reader_processes() == []


def damage_an_index(path: Path) -> str:
    """Point an activity_logs index at another column: every read still works, the full integrity
    check finds rows missing from the index (as after a crash on a disk that lies about flushes)."""
    conn = sqlite3.connect(path)
    try:
        name, definition = conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'activity_logs' AND sql IS NOT NULL "
            "AND sql LIKE '%(action%' LIMIT 1"
        ).fetchone()
        conn.execute("PRAGMA writable_schema = ON")
        conn.execute("UPDATE sqlite_master SET sql = ? WHERE name = ?", (definition.replace("(action", "(actor_type"), name))
        conn.commit()
    finally:
        conn.close()
    return str(name)


@pytest.mark.parametrize("processes", [True, False])
async def test_a_damaged_file_found_beside_the_copy_stops_the_run_before_the_foreign_keys(
    test_key: str, pg_schema: PgSchema, processes: bool
) -> None:
    await build_source()
    path = resolve_paths().db_path
    index = damage_an_index(path)
    url = schema_url(pg_schema)
    with pytest.raises(CorruptDatabaseError, match=rf"failed its integrity check \(.*{index}.*\).*rows copied so far are in "
                                                   "the target, so promote the repaired file into an empty database"):
        await promote(path, url, PromoteOptions(processes=processes))
    with admin_connect(url) as conn:  # copied, but no foreign key was built
        left = conn.execute("SELECT count(*) FROM goclaw_promotion_deferred WHERE kind = 'foreign'").fetchone()
    assert left is not None and left[0] > 0
    with pytest.raises(CorruptDatabaseError, match="Nothing was written"):  # the dry run checks first
        await promote(path, url, PromoteOptions(dry_run=True))


KILLED_DRIVER = """
import asyncio, sys
from pathlib import Path
from goclaw_lite.promote.run import PromoteOptions, promote
asyncio.run(promote(Path(sys.argv[1]), sys.argv[2], PromoteOptions(batch_size=1, pause=0.03, processes=True)))
"""


def child_pids(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


def alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads a process's children from /proc")
async def test_readers_end_with_a_promotion_killed_by_sigkill_which_then_resumes(
    test_key: str, pg_schema: PgSchema, cli_env: dict[str, str], python_exe: str
) -> None:
    await build_source(messages=12)
    url = schema_url(pg_schema)
    readers: list[int] = []

    def copying_with_readers() -> bool:
        readers[:] = [p for p in child_pids(proc.pid) if "promote" in Path(f"/proc/{p}/cmdline").read_text()
                      or "multiprocessing" in Path(f"/proc/{p}/cmdline").read_text()]
        return progress_rows(url) >= 5 and len(readers) >= 3

    proc = subprocess.Popen([python_exe, "-c", KILLED_DRIVER, str(resolve_paths().db_path), url], env=cli_env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    sigkill_when(proc, copying_with_readers, "5 rows copied through reader processes")
    deadline = time.monotonic() + 15
    while any(alive(p) for p in readers) and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
    assert not any(alive(p) for p in readers), "the reader processes (or the resource tracker) outlived the killed promotion"
    resumed = run_cli(python_exe, cli_env, "promote", url, "--resume")
    assert resumed.returncode == 0, resumed.stderr
    assert "row counts and checksums match" in resumed.stdout
