"""Promotion throughput and memory, against a plain COPY of the same data from CSV files.

Small scale (3,000 rows) in the normal suite; GOCLAW_BENCH=full promotes 1,000,000 rows
(messages in reply chains, activity rows with JSON details, KG entities). The baseline is
PostgreSQL's own `COPY ... FROM STDIN (FORMAT csv)` of the same rows into the same server
and an identical fresh schema in the same run, with user triggers off as in the promotion.
The promotion runs in a child process so its own memory can be read: the peak of the RSS sum of it
and its reader processes, sampled, and the sum of their high-water marks (VmHWM); its time is
the whole `promote()`: preflight (with SQLite's integrity_check), copy, building the indexes
and constraints the load went without, and verification by counts and checksums; the target
is that time at most 1.2x the plain COPY's (`time_ratio_incl_verify`). Numbers go to test-output/benchmarks/promote.json (the memory target,
under 300 MB, is reported there like the rates); nothing here fails on a time or a size.
"""

from __future__ import annotations

import asyncio
import csv
import datetime
import json
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.ids import format_ts, uuid7
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from tests.integration.conftest import (  # noqa: F401 - fixtures
    PgSchema,
    admin_connect,
    pg_schema,
    pg_server_url,
    pg_test_database,
)

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
TOTAL_ROWS = 1_000_000 if FULL else 3_000
NULL = "\\N"  # CSV NULL marker, so empty text stays distinct from NULL
BASELINE_TABLES = ("agents", "agent_conversations", "agent_messages", "activity_logs", "kg_entities")

DRIVER = """
import asyncio, json, os, sys, threading, time
from pathlib import Path
from goclaw_lite.promote.run import PromoteOptions, promote
events = []
def on(e):
    if e.finished:  # tables are copied side by side: the copy's time runs from the first start to the last end
        now = time.perf_counter()
        events.append((now - e.elapsed, now))
def status_kb(pid, field):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith(field):
                return int(line.split()[1])
    except OSError:
        pass
    return 0
def family(pid):
    pids = [pid]
    for p in pids:
        try:
            for task in os.listdir(f"/proc/{p}/task"):
                pids += [int(c) for c in open(f"/proc/{p}/task/{task}/children").read().split()]
        except OSError:
            pass
    return pids
PEAK = {"sum_kb": 0, "hwm_kb": {}}
def sample():
    # The promotion's memory is this process's and its reader processes': the peak of their RSS
    # sum, sampled, and each one's own high-water mark (VmHWM) as last seen, summed (an upper bound).
    while True:
        pids = family(os.getpid())
        PEAK["sum_kb"] = max(PEAK["sum_kb"], sum(status_kb(p, "VmRSS:") for p in pids))
        for p in pids:
            PEAK["hwm_kb"][p] = max(PEAK["hwm_kb"].get(p, 0), status_kb(p, "VmHWM:"))
        time.sleep(0.02)
async def main():
    threading.Thread(target=sample, daemon=True).start()
    start = time.perf_counter()
    result = await promote(Path(sys.argv[1]), sys.argv[2], PromoteOptions(batch_size=5000), on)
    total = time.perf_counter() - start
    PEAK["hwm_kb"][os.getpid()] = status_kb(os.getpid(), "VmHWM:")
    print(json.dumps({"total_s": total, "copy_s": max(end for _s, end in events) - min(start for start, _e in events), "ok": result.report.ok,
                      "rows": result.preflight.total_rows, "peak_rss_kb": PEAK["hwm_kb"][os.getpid()],
                      "peak_rss_sum_kb": PEAK["sum_kb"], "hwm_sum_kb": sum(PEAK["hwm_kb"].values()),
                      "phases": dict(result.timings)}))
asyncio.run(main())
"""


def build_source(db_path: Path, rows: int) -> dict[str, int]:
    """60% messages (chains of 50 per conversation), 25% activity rows, 15% KG entities."""
    n_messages, n_activity = rows * 60 // 100, rows * 25 // 100
    n_entities = rows - n_messages - n_activity
    conn = sqlite3.connect(db_path)
    try:
        tenant, user = conn.execute(
            "SELECT (SELECT value FROM lite_meta WHERE key = 'local_tenant_id'), (SELECT value FROM lite_meta WHERE key = 'local_user_id')"
        ).fetchone()
        agent = conn.execute("SELECT id FROM agents LIMIT 1").fetchone()[0]
        stamp = format_ts(datetime.datetime.now(datetime.UTC))
        conversations = max(1, n_messages // 50)
        conv_ids = [uuid7() for _ in range(conversations)]
        conn.executemany(
            "INSERT INTO agent_conversations (id, user_id, franchise_id, title, created_at, updated_at, agent_id, title_fold) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(c, user, tenant, f"chat {i}", stamp, stamp, agent, f"chat {i}") for i, c in enumerate(conv_ids)],
        )
        def messages() -> Iterator[tuple[object, ...]]:
            parent = None
            for i in range(n_messages):
                if i % 50 == 0:
                    parent = None
                mid = uuid7()
                text = f"message {i} about promotion ünïcode"
                yield (mid, conv_ids[min(i // 50, conversations - 1)], "user", text, stamp, parent, '{"n": %d}' % i, text)
                parent = mid
        conn.executemany(
            "INSERT INTO agent_messages (id, conversation_id, role, content, created_at, parent_id, metadata, content_fold) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", messages())
        conn.executemany(
            "INSERT INTO activity_logs (id, actor_type, actor_id, action, entity_type, entity_id, details, tenant_id, created_at) "
            "VALUES (?, 'user', ?, 'bench.act', 'agent', ?, ?, ?, ?)",
            ((uuid7(), user, agent, json.dumps({"i": i, "tags": ["a", "b"]}), tenant, stamp) for i in range(n_activity)),
        )
        conn.executemany(
            "INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, properties, tenant_id, "
            "created_at, updated_at, valid_from, name_fold, search_fold) VALUES (?, ?, '', ?, ?, 'thing', ?, ?, ?, ?, ?, ?, ?)",
            ((uuid7(), agent, f"e{i}", f"Entity {i}", json.dumps({"rank": i}), tenant, stamp, stamp, stamp,
              f"entity {i}", f"entity {i} thing") for i in range(n_entities)),
        )
        conn.commit()
    finally:
        conn.close()
    return {"agent_messages": n_messages, "activity_logs": n_activity, "kg_entities": n_entities}


def export_csv(db_path: Path, folder: Path) -> dict[str, tuple[Path, list[str], int]]:
    conn = sqlite3.connect(db_path)
    files: dict[str, tuple[Path, list[str], int]] = {}
    try:
        for table in BASELINE_TABLES:
            cursor = conn.execute(f'SELECT * FROM "{table}" ORDER BY rowid')
            columns = [d[0] for d in cursor.description]
            path = folder / f"{table}.csv"
            count = 0
            with path.open("w", newline="", encoding="utf-8") as handle:
                writer = csv.writer(handle)
                for row in cursor:
                    writer.writerow([NULL if v is None else v for v in row])
                    count += 1
            files[table] = (path, columns, count)
    finally:
        conn.close()
    return files


async def baseline_copy(url: str, files: dict[str, tuple[Path, list[str], int]]) -> float:
    """Seconds for COPY FROM STDIN (FORMAT csv) of every file, in FK order, in one transaction."""
    import psycopg

    db = await PostgresDatabase.connect(url)
    try:
        await prepare_schema(db)
    finally:
        await db.close()
    conn = await psycopg.AsyncConnection.connect(url)
    try:
        start = time.perf_counter()
        async with conn.transaction():
            for table in BASELINE_TABLES:
                path, columns, _count = files[table]
                await conn.execute(f'ALTER TABLE "{table}" DISABLE TRIGGER USER')
                cols = ", ".join(f'"{c}"' for c in columns)
                async with conn.cursor().copy(f'COPY "{table}" ({cols}) FROM STDIN WITH (FORMAT csv, NULL \'{NULL}\')') as copy:
                    with path.open("rb") as handle:
                        while chunk := handle.read(1 << 20):
                            await copy.write(chunk)
                await conn.execute(f'ALTER TABLE "{table}" ENABLE TRIGGER USER')
        return time.perf_counter() - start
    finally:
        await conn.close()


def schema_url(schema: PgSchema, name: str | None = None) -> str:
    return f"{schema.url}?options=-csearch_path%3D{name or schema.name}"


@pytest.mark.benchmark
@pytest.mark.postgres
async def test_promotion_rate_against_plain_copy(test_key: str, pg_schema: PgSchema, tmp_path: Path) -> None:  # noqa: F811
    ctx = await open_app(resolve_paths(), program="promote bench")
    try:
        await AgentStore(ctx.stores.db, ctx.stores.identity).create("bench", provider="p", model="m")
    finally:
        await ctx.close()
    paths = resolve_paths()
    built = await asyncio.to_thread(build_source, paths.db_path, TOTAL_ROWS)
    files = export_csv(paths.db_path, tmp_path)
    baseline_rows = sum(count for _p, _c, count in files.values())
    baseline_schema = pg_schema.name + "_csv"
    with admin_connect(pg_schema.url) as conn:
        conn.execute(f"CREATE SCHEMA {baseline_schema}")
    try:
        baseline_s = await baseline_copy(schema_url(pg_schema, baseline_schema), files)
    finally:
        with admin_connect(pg_schema.url) as conn:
            conn.execute(f"DROP SCHEMA {baseline_schema} CASCADE")

    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.run([sys.executable, "-c", DRIVER, str(paths.db_path), schema_url(pg_schema)],
                          env=env, capture_output=True, text=True, timeout=3600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["ok"] and result["rows"] >= TOTAL_ROWS
    with admin_connect(schema_url(pg_schema)) as conn:
        for table, count in built.items():
            assert conn.execute(f'SELECT count(*) FROM "{table}"').fetchone() == (count,)
        chains = (built["agent_messages"] + 49) // 50  # the first message of each chain has no parent
        linked = conn.execute("SELECT count(*) FROM agent_messages WHERE parent_id IS NOT NULL").fetchone()
        assert linked == (built["agent_messages"] - chains,)

    baseline_rate = baseline_rows / baseline_s
    copy_rate = result["rows"] / result["copy_s"]
    total_rate = result["rows"] / result["total_s"]
    doc = {
        "scale": "full" if FULL else "small",
        "rows": result["rows"],
        "baseline_csv_copy_rows_per_s": round(baseline_rate),
        "promote_copy_rows_per_s": round(copy_rate),
        "promote_total_rows_per_s": round(total_rate),
        "copy_ratio": round(copy_rate / baseline_rate, 3),
        "total_ratio_incl_verify": round(total_rate / baseline_rate, 3),
        # the target: promotion time (incl. preflight and verification) / plain COPY time, at most 1.2
        "time_ratio_incl_verify": round(result["total_s"] / baseline_s * baseline_rows / result["rows"], 3),
        "promote_seconds": round(result["total_s"], 2),
        "copy_seconds": round(result["copy_s"], 2),
        "preflight_and_verify_seconds": round(result["total_s"] - result["copy_s"], 2),
        "baseline_seconds": round(baseline_s, 2),
        "peak_rss_mb": round(result["peak_rss_kb"] / 1024, 1),  # the promoting process alone
        # with its reader processes: the sampled peak of the RSS sum, and the sum of each one's VmHWM
        "peak_rss_sum_mb": round(result["peak_rss_sum_kb"] / 1024, 1),
        "peak_hwm_sum_mb": round(result["hwm_sum_kb"] / 1024, 1),
        "phases_seconds": result["phases"],
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }
    out_dir = ROOT / "test-output" / "benchmarks"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "promote.json").write_text(json.dumps(doc, indent=2) + "\n")
    print(f"\npromote [{doc['scale']}]: {doc['promote_seconds']} s against a plain COPY's {doc['baseline_seconds']} s "
          f"(time ratio {doc['time_ratio_incl_verify']}, target <= 1.2); "
          f"{doc['rows']} rows, copy {doc['promote_copy_rows_per_s']} rows/s = "
          f"{doc['copy_ratio']}x plain CSV COPY ({doc['baseline_csv_copy_rows_per_s']} rows/s), with verify "
          f"{doc['total_ratio_incl_verify']}x, peak RSS {doc['peak_rss_sum_mb']} MB with the readers "
          f"(sum of high-water marks {doc['peak_hwm_sum_mb']} MB); phases {doc['phases_seconds']}, load {doc['load_average']}")
