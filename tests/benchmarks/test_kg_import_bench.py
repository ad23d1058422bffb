"""`kg import` of big files: CPU and peak memory against a bare baseline measured in the same run.

A generated file of N entities and 3N relations (the shape an export has: names, types,
descriptions, a property, confidences; relation ends by name and type) is imported by
`python -m goclaw_lite kg import` into a fresh home, dedup on. Next to it, in a subprocess too,
the baseline: `json.load` of the same file and `executemany` of the same rows into bare
tables (no index, no trigger); and the schema floor (`FLOOR`): the same rows copied set-based
into a fresh store of the real schema, what the schema itself costs before any check. Each is
measured by `os.wait4`: CPU (user + system) and the peak resident set (what /proc/PID/status
calls VmHWM) of the child.

Scales: 2,000 entities in the normal suite (seconds); 100,000 / 300,000 / 1,000,000 with
GOCLAW_BENCH=full, or the entity counts in GOCLAW_BENCH_KG_IMPORT (comma separated).
Targets (issue 32): peak under 500 MB at every scale, CPU within 3x the baseline, CPU per
entity at the largest scale within 1.2x that at the smallest; the ratios to both baselines are
recorded (the floor alone is several times the bare baseline). Never fails on a time; it
checks the import's result and the memory bound, and writes test-output/benchmarks/kg_import.json.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
_CHOSEN = os.environ.get("GOCLAW_BENCH_KG_IMPORT", "")
SCALES = [int(s) for s in _CHOSEN.split(",") if s.strip()] or ([100_000, 300_000, 1_000_000] if FULL else [2_000])
PEAK_LIMIT_MB = 500
TYPES = ("person", "company", "city", "project", "concept", "event", "product", "place", "team", "topic")
SYLLABLES = ("ka", "lo", "mi", "ra", "ten", "vu", "zor", "an", "el", "is", "or", "un", "qua", "dri", "sto", "ny")
KINDS = ("knows", "part_of", "near", "uses")

BASELINE = r"""
import json, sqlite3, sys
doc = json.load(open(sys.argv[1], "rb"))
db = sqlite3.connect(sys.argv[2], isolation_level=None)
db.execute("CREATE TABLE e (name TEXT, entity_type TEXT, description TEXT, properties TEXT, confidence REAL)")
db.execute("CREATE TABLE r (source TEXT, source_type TEXT, target TEXT, target_type TEXT, relation_type TEXT, "
           "confidence REAL)")
db.execute("BEGIN")
db.executemany("INSERT INTO e VALUES (?, ?, ?, ?, ?)", ((e["name"], e["entity_type"], e.get("description"),
               json.dumps(e.get("properties")), e.get("confidence")) for e in doc["entities"]))
db.executemany("INSERT INTO r VALUES (?, ?, ?, ?, ?, ?)", ((r["source"], r.get("source_type"), r["target"],
               r.get("target_type"), r["relation_type"], r.get("confidence")) for r in doc["relations"]))
db.execute("COMMIT")
"""

# The schema floor: the same rows into a fresh store of the real schema, as cheaply as SQL can
# (bare TEMP tables, then set-based INSERT ... SELECT, secondary indexes and insert triggers
# dropped and made again, the search index and counters filled in one statement each). Folding
# is plain casefold (the file is ASCII), ids are ordered like uuid7s, no check of any kind.
FLOOR = r"""
import json, sqlite3, sys
doc = json.load(open(sys.argv[1], "rb"))
db = sqlite3.connect(sys.argv[2], isolation_level=None)
for pragma in ("synchronous = NORMAL", "cache_size = -131072", "temp.cache_size = -65536"):  # as the import's
    db.execute(f"PRAGMA {pragma}")
scope = db.execute("SELECT id, owner_id, tenant_id, strftime('%Y-%m-%dT%H:%M:%fZ','now') FROM agents").fetchone()
db.execute("BEGIN IMMEDIATE")
db.execute("CREATE TEMP TABLE e (name, type, description, properties, confidence, fold, search)")
db.execute("CREATE TEMP TABLE r (source, source_type, target, target_type, type, confidence)")
db.executemany("INSERT INTO e VALUES (?, ?, ?, ?, ?, ?, ?)", ((e["name"], e["entity_type"], e["description"],
               json.dumps(e["properties"]), e["confidence"], e["name"].casefold(), e["name"].casefold() + "\n"
               + e["entity_type"] + " " + e["description"].casefold()) for e in doc["entities"]))
db.executemany("INSERT INTO r VALUES (?, ?, ?, ?, ?, ?)", ((r["source"].casefold(), r["source_type"],
               r["target"].casefold(), r["target_type"], r["relation_type"], r["confidence"])
               for r in doc["relations"]))
del doc
kept = db.execute("SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('kg_entities', 'kg_relations') "
                  "AND type IN ('index', 'trigger') AND sql IS NOT NULL "
                  "AND (type = 'index' OR sql LIKE '%AFTER INSERT%')"
                  ).fetchall()
for kind, name, _ in kept:
    db.execute(f"DROP {kind} {name}")
ids = "printf('01a25000-%04x-7000-8000-%012x', ?5, rowid)"  # in insert order, as uuid7s are
db.execute("INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, description, properties, "
           "confidence, tenant_id, created_at, updated_at, valid_from, name_fold, search_fold) "
           "SELECT " + ids + ", ?1, ?2, "
           "type || ':' || fold, name, type, description, properties, confidence, ?3, ?4, ?4, ?4, fold, search "
           "FROM temp.e ORDER BY rowid", (*scope, 0))
db.execute("INSERT INTO kg_search_docs (entity_id) SELECT id FROM kg_entities ORDER BY rowid")
db.execute("INSERT INTO kg_search_fts (rowid, search_fold) SELECT doc, search_fold FROM kg_search_content")
db.execute("CREATE TEMP TABLE ends (fold, type, id, PRIMARY KEY (fold, type)) WITHOUT ROWID")
db.execute("INSERT INTO ends SELECT name_fold, entity_type, id FROM kg_entities ORDER BY 1, 2")
db.execute("INSERT INTO kg_relations (id, agent_id, user_id, source_entity_id, relation_type, target_entity_id, "
           "confidence, tenant_id, created_at, valid_from) SELECT " + ids.replace("rowid", "r.rowid") + ", ?1, ?2, "
           "s.id, r.type, t.id, r.confidence, ?3, ?4, ?4 FROM temp.r r CROSS JOIN ends s ON s.fold = r.source "
           "AND s.type = r.source_type CROSS JOIN ends t ON t.fold = r.target AND t.type = r.target_type "
           "ORDER BY s.id, r.type, t.id", (*scope, 1))
db.execute("INSERT INTO kg_counts (agent_id, user_id, tenant_id, kind, type, n) "
           "SELECT ?1, ?2, ?3, kind, type, COUNT(*) "
           "FROM (SELECT 'entity' AS kind, type FROM temp.e UNION ALL SELECT 'relation', type FROM temp.r) "
           "GROUP BY kind, type", scope[:3])
for _, _, sql in kept:
    db.execute(sql)
db.execute("COMMIT")
"""


def write_graph(path: Path, n: int) -> int:
    """N entities and 3N distinct relations, written as they are made (the file may not fit in memory)."""
    rng = random.Random(32)
    names = ["".join(rng.choice(SYLLABLES) for _ in range(3)).capitalize() + f" {i}" for i in range(n)]
    seen: set[int] = set()
    with path.open("w", encoding="utf-8") as out:
        out.write('{"format": "goclaw-lite-kg", "version": 1, "entities": [\n')
        for i, name in enumerate(names):
            kind = TYPES[i % len(TYPES)]
            out.write(
                ("," if i else "")
                + json.dumps(
                    {
                        "name": name,
                        "entity_type": kind,
                        "description": f"{name} is a {kind} in the benchmark graph",
                        "properties": {"rank": str(i)},
                        "confidence": 0.9,
                    }
                )
                + "\n"
            )
        out.write('],\n"relations": [\n')
        written = 0
        while written < 3 * n:
            a, b, k = rng.randrange(n), rng.randrange(n), rng.randrange(len(KINDS))
            key = (a * n + b) * len(KINDS) + k
            if a == b or key in seen:
                continue
            seen.add(key)
            out.write(
                ("," if written else "")
                + json.dumps(
                    {
                        "source": names[a],
                        "source_type": TYPES[a % len(TYPES)],
                        "target": names[b],
                        "target_type": TYPES[b % len(TYPES)],
                        "relation_type": KINDS[k],
                        "confidence": 0.8,
                    }
                )
                + "\n"
            )
            written += 1
        out.write("]}\n")
    return written


def _hwm_kib(pid: int) -> int:
    try:
        text = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in text.splitlines() if line.startswith("VmHWM:")), 0)


def measured(args: list[str], env: dict[str, str], folder: Path) -> dict[str, Any]:
    """Run a child to its end: its CPU from wait4, its peak RSS from VmHWM (/proc/PID/status)
    sampled every 20 ms (wait4's ru_maxrss would count the test process it was forked from)."""
    out_path, err_path = folder / "child.out", folder / "child.err"
    peak = 0
    with out_path.open("wb") as out, err_path.open("wb") as err:
        proc = subprocess.Popen(args, env=env, stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        while True:
            peak = max(peak, _hwm_kib(proc.pid))
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            time.sleep(0.02)
    proc.returncode = os.waitstatus_to_exitcode(status)
    assert proc.returncode == 0, err_path.read_text(encoding="utf-8", errors="replace")[-2000:]
    return {
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
        "peak_mb": round(peak / 1024, 1),
        "stdout": out_path.read_text(encoding="utf-8"),
    }


def _cli(python_exe: str, env: dict[str, str], *args: str) -> None:
    proc = subprocess.run(
        [python_exe, "-m", "goclaw_lite", *args],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        stdin=subprocess.DEVNULL,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]


def test_kg_import_scales_in_bounded_memory(cli_env: dict[str, str], python_exe: str, tmp_path: Path) -> None:
    results: list[dict[str, Any]] = []
    for n in SCALES:
        folder = tmp_path / f"n{n}"
        folder.mkdir()
        graph = folder / "graph.json"
        relations = write_graph(graph, n)
        env = {**cli_env, "GOCLAW_HOME": str(folder / "home"), "GOCLAW_KEY": "4f" * 32, "HOME": str(folder)}
        _cli(
            python_exe,
            env,
            "provider",
            "add",
            "local",
            "--type",
            "openai_compat",
            "--base-url",
            "http://127.0.0.1:9/v1",
            "--no-key",
        )
        _cli(python_exe, env, "agent", "add", "default", "--provider", "local", "--model", "m")
        shutil.copyfile(folder / "home" / "goclaw.db", folder / "floor.db")  # the same fresh store, for the floor
        ours = measured([python_exe, "-m", "goclaw_lite", "kg", "import", str(graph)], env, folder)
        assert f"{n} entities created" in ours["stdout"] and f"{relations} relations created" in ours["stdout"]
        base = measured([python_exe, "-c", BASELINE, str(graph), str(folder / "bare.db")], env, folder)
        floor = measured([python_exe, "-c", FLOOR, str(graph), str(folder / "floor.db")], env, folder)
        for store in (folder / "home" / "goclaw.db", folder / "floor.db"):  # both wrote the same rows
            with sqlite3.connect(store) as db:
                assert db.execute("SELECT COUNT(*) FROM kg_relations").fetchone()[0] == relations
                assert db.execute("SELECT SUM(n) FROM kg_counts WHERE kind = 'entity'").fetchone()[0] == n
                assert db.execute("SELECT SUM(n) FROM kg_counts WHERE kind = 'relation'").fetchone()[0] == relations
                assert db.execute("SELECT COUNT(*) FROM kg_search_docs").fetchone()[0] == n
                found = db.execute("SELECT COUNT(*) FROM kg_search_fts WHERE kg_search_fts MATCH 'ben AND mar'")
                assert found.fetchone()[0] == n  # every description says "benchmark"
                assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        row = {
            "entities": n,
            "relations": relations,
            "file_mb": round(graph.stat().st_size / 2**20, 1),
            "cpu_s": ours["cpu_s"],
            "baseline_cpu_s": base["cpu_s"],
            "ratio": round(ours["cpu_s"] / max(base["cpu_s"], 0.01), 2),
            "floor_cpu_s": floor["cpu_s"],
            "floor_ratio": round(ours["cpu_s"] / max(floor["cpu_s"], 0.01), 2),
            "floor_to_baseline": round(floor["cpu_s"] / max(base["cpu_s"], 0.01), 2),
            "peak_mb": ours["peak_mb"],
            "baseline_peak_mb": base["peak_mb"],
            "floor_peak_mb": floor["peak_mb"],
            "cpu_per_1000_s": round(ours["cpu_s"] / n * 1000, 3),
            "floor_cpu_per_1000_s": round(floor["cpu_s"] / n * 1000, 3),
        }
        results.append(row)
        print(
            f"\nkg import {n:,} entities / {relations:,} relations ({row['file_mb']} MB): CPU {row['cpu_s']} s vs "
            f"baseline {row['baseline_cpu_s']} s ({row['ratio']}x), schema floor {row['floor_cpu_s']} s "
            f"({row['floor_ratio']}x; the floor is {row['floor_to_baseline']}x the baseline), "
            f"peak {row['peak_mb']} MB vs {row['baseline_peak_mb']} MB (floor {row['floor_peak_mb']} MB), "
            f"{row['cpu_per_1000_s']} s per 1,000 entities",
            file=sys.stderr,
        )
        graph.unlink()
        assert ours["peak_mb"] < PEAK_LIMIT_MB, row

    def growth_of(key: str) -> float:
        return results[-1][key] / results[0][key] if len(results) > 1 else 1.0

    growth, floor_growth = growth_of("cpu_per_1000_s"), growth_of("floor_cpu_per_1000_s")
    doc = {
        "scale": "full" if FULL else "small",
        "results": results,
        "cpu_per_entity_growth": round(growth, 2),
        "floor_cpu_per_entity_growth": round(floor_growth, 2),
        "targets": {"peak_mb": PEAK_LIMIT_MB, "ratio": 3.0, "growth": 1.2},
    }
    out = ROOT / "test-output" / "benchmarks"
    out.mkdir(parents=True, exist_ok=True)
    (out / "kg_import.json").write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
