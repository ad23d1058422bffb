"""GoClaw Lite import speed against our own `kg import` of the same graph, measured in the same run.

A GoClaw Lite file is written the way the Go code writes it (tests/support/goclaw_source.py):
100,000 KG entities, 300,000 relations and 1,000 sessions of 50 messages with
GOCLAW_BENCH=full; 2,000 / 6,000 / 20 sessions in the normal suite. The same entities and
relations go into a `goclaw-lite kg import` file (no dedup). Both commands run as
subprocesses into fresh installs. Reported: total import time, the importer's own KG time
(entities + relations, from its report), the `kg import` time, and their ratios (target:
the importer within 1.5x of `kg import`). Never fails on a time; it checks the results and
writes test-output/benchmarks/import.json.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

from tests.support.goclaw_source import (
    BASE_TIME,
    GOCLAW_KEY_HEX,
    MASTER_TENANT,
    GoClawWriter,
    blob_json,
    go_local_string,
    rfc3339_nano,
    text_json,
    uuid7_text,
)

ROOT = Path(__file__).resolve().parents[2]
FULL = os.environ.get("GOCLAW_BENCH", "").lower() == "full"
N_ENTITIES = 100_000 if FULL else 2_000
N_RELATIONS = 3 * N_ENTITIES
N_SESSIONS = 1_000 if FULL else 20
MESSAGES_PER_SESSION = 50
OUR_KEY_HEX = "4f" * 32
TYPES = ("person", "company", "city", "project", "concept", "event", "product", "place", "team", "topic")
SYLLABLES = ("ka", "lo", "mi", "ra", "ten", "vu", "zor", "an", "el", "is", "or", "un", "qua", "dri", "sto", "ny")


def _name(rng: random.Random, index: int) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(3)).capitalize() + f" {index}"


def build_sources(folder: Path) -> tuple[Path, Path]:
    """(GoClaw file, kg import file) holding the same entities and relations."""
    rng = random.Random(34)
    goclaw = folder / "goclaw.db"
    w = GoClawWriter(goclaw)
    t = BASE_TIME
    agent = uuid7_text(t, 1)
    w.insert("llm_providers", {"id": uuid7_text(t, 2), "name": "local", "provider_type": "openai_compat",
                               "api_base": "http://127.0.0.1:9/v1", "api_key": w.seal("sk-bench"),
                               "tenant_id": MASTER_TENANT, "created_at": go_local_string(t), "updated_at": go_local_string(t)})
    w.insert("agents", {"id": agent, "agent_key": "default", "owner_id": "desktop-user", "provider": "local", "model": "m",
                        "is_default": 1, "tenant_id": MASTER_TENANT, "created_at": go_local_string(t),
                        "updated_at": go_local_string(t)})
    entities: list[dict[str, Any]] = []
    rows = []
    for i in range(N_ENTITIES):
        stamp = rfc3339_nano(t + timedelta(milliseconds=7 * i), nanos=5)  # its own time, as GoClaw's writers give it
        name, kind = _name(rng, i), TYPES[i % len(TYPES)]
        eid = uuid7_text(t + timedelta(milliseconds=i // 4000), i % 4000)
        description = f"{name} is a {kind} in the benchmark graph"
        entities.append({"id": eid, "name": name, "entity_type": kind, "description": description})
        rows.append((eid, agent, "desktop-user", f"{kind}:{name.lower()}", name, kind, description,
                     text_json({"rank": str(i)}), 0.9, MASTER_TENANT, stamp, stamp, stamp))
    w.insert_many("kg_entities", ("id", "agent_id", "user_id", "external_id", "name", "entity_type", "description",
                                  "properties", "confidence", "tenant_id", "created_at", "updated_at", "valid_from"), rows)
    relations: list[tuple[int, int, str]] = []
    seen: set[tuple[int, int, str]] = set()
    while len(relations) < N_RELATIONS:
        a, b = rng.randrange(N_ENTITIES), rng.randrange(N_ENTITIES)
        kind = rng.choice(("knows", "part_of", "near", "uses"))
        if a != b and (a, b, kind) not in seen:
            seen.add((a, b, kind))
            relations.append((a, b, kind))
    w.insert_many("kg_relations", ("id", "agent_id", "user_id", "source_entity_id", "relation_type", "target_entity_id",
                                   "confidence", "properties", "tenant_id", "created_at", "valid_from"),
                  [(uuid7_text(t + timedelta(seconds=1 + n // 4000), n % 4000), agent, "desktop-user",
                    entities[a]["id"], kind, entities[b]["id"], 0.8, "{}", MASTER_TENANT,
                    rfc3339_nano(t + timedelta(milliseconds=3 * n)), rfc3339_nano(t + timedelta(milliseconds=3 * n)))
                   for n, (a, b, kind) in enumerate(relations)])
    for s in range(N_SESSIONS):
        start = t + timedelta(hours=s)
        history = []
        for m in range(MESSAGES_PER_SESSION):
            role = "user" if m % 2 == 0 else "assistant"
            history.append({"role": role, "content": f"message {m} of session {s}: " + " ".join(
                rng.choice(SYLLABLES) for _ in range(30)), "created_at": rfc3339_nano(start + timedelta(seconds=m))})
        w.insert("sessions", {"id": uuid7_text(start, s), "session_key": f"agent:default:ws:direct:s{s}", "agent_id": agent,
                              "user_id": "desktop-user", "messages": blob_json(history), "tenant_id": MASTER_TENANT,
                              "metadata": "{}", "created_at": go_local_string(start),
                              "updated_at": go_local_string(start + timedelta(minutes=1))})
    w.close()
    document = {
        "format": "goclaw-lite-kg", "version": 1,
        "entities": [{"name": e["name"], "entity_type": e["entity_type"], "description": e["description"],
                      "properties": {"rank": str(i)}, "confidence": 0.9} for i, e in enumerate(entities)],
        "relations": [{"source": entities[a]["name"], "source_type": entities[a]["entity_type"],
                       "target": entities[b]["name"], "target_type": entities[b]["entity_type"],
                       "relation_type": kind, "confidence": 0.8} for a, b, kind in relations],
    }
    kg_file = folder / "graph.json"
    kg_file.write_text(json.dumps(document), encoding="utf-8")
    return goclaw, kg_file


def _run(python_exe: str, env: dict[str, str], *args: str) -> tuple[float, subprocess.CompletedProcess[str]]:
    started = time.perf_counter()
    proc = subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True,
                          timeout=3600, check=False, stdin=subprocess.DEVNULL)
    elapsed = time.perf_counter() - started
    assert proc.returncode == 0, proc.stderr[-2000:]
    return elapsed, proc


def test_goclaw_import_against_kg_import(cli_env: dict[str, str], python_exe: str, tmp_path: Path) -> None:
    goclaw, kg_file = build_sources(tmp_path)
    base = {**cli_env, "GOCLAW_KEY": OUR_KEY_HEX, "HOME": str(tmp_path)}
    kg_env = {**base, "GOCLAW_HOME": str(tmp_path / "kg-home")}
    _run(python_exe, kg_env, "provider", "add", "local", "--type", "openai_compat", "--base-url",
         "http://127.0.0.1:9/v1", "--no-key")
    _run(python_exe, kg_env, "agent", "add", "default", "--provider", "local", "--model", "m")
    kg_seconds, _ = _run(python_exe, kg_env, "kg", "import", str(kg_file), "--no-dedup")

    import_env = {**base, "GOCLAW_HOME": str(tmp_path / "import-home"), "GOCLAW_ENCRYPTION_KEY": GOCLAW_KEY_HEX}
    import_seconds, proc = _run(python_exe, import_env, "import", "goclaw", str(goclaw), "--json")
    report = json.loads(proc.stdout)
    tables = report["tables"]
    assert report["problems"] == []
    assert tables["kg_entities"]["imported"] == N_ENTITIES and tables["kg_relations"]["imported"] == N_RELATIONS
    assert tables["sessions"]["imported"] == N_SESSIONS
    with sqlite3.connect(tmp_path / "import-home" / "goclaw.db") as db:
        assert db.execute("SELECT COUNT(*) FROM agent_messages").fetchone()[0] == N_SESSIONS * MESSAGES_PER_SESSION
    with sqlite3.connect(tmp_path / "kg-home" / "goclaw.db") as db:
        assert db.execute("SELECT COUNT(*) FROM kg_relations").fetchone()[0] == N_RELATIONS

    kg_part = tables["kg_entities"]["seconds"] + tables["kg_relations"]["seconds"]
    doc = {
        "scale": "full" if FULL else "small", "entities": N_ENTITIES, "relations": N_RELATIONS,
        "sessions": N_SESSIONS, "messages": N_SESSIONS * MESSAGES_PER_SESSION,
        "import_total_s": round(import_seconds, 2), "import_kg_s": round(kg_part, 2),
        "import_sessions_s": tables["sessions"]["seconds"], "kg_import_s": round(kg_seconds, 2),
        "ratio_total": round(import_seconds / kg_seconds, 2), "ratio_kg": round(kg_part / kg_seconds, 2),
        "target_ratio": 1.5,
    }
    out = ROOT / "test-output" / "benchmarks"
    out.mkdir(parents=True, exist_ok=True)
    (out / "import.json").write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    print(f"\nimport goclaw [{doc['scale']}]: total {doc['import_total_s']} s (KG {doc['import_kg_s']} s, "
          f"sessions {doc['import_sessions_s']} s) vs kg import {doc['kg_import_s']} s: "
          f"{doc['ratio_total']}x total, {doc['ratio_kg']}x for the graph (target 1.5x)")
