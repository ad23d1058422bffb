"""`goclaw-lite kg ...` driven as a user would: real subprocesses, real files, real homes."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.definitions.agents import AgentStore
from tests.support.cli_errors import one_line_error

GRAPH: dict[str, Any] = {
    "entities": [
        {"name": "Ada Lovelace", "entity_type": "person", "description": "wrote the first program", "aliases": ["Ada"]},
        {"name": "Charles Babbage", "entity_type": "person", "confidence": 0.9},
        {"name": "Analytical Engine", "entity_type": "machine", "properties": {"year": 1837}},
        {"name": "Москва", "entity_type": "city", "confidence": 0.3},
        {"name": "Jon Smith", "entity_type": "person"},
        {"name": "Old Club", "entity_type": "org", "valid_from": "2020-01-01T00:00:00Z", "valid_until": "2021-01-01T00:00:00Z"},
    ],
    "relations": [
        {"source": "Ada Lovelace", "target": "Analytical Engine", "relation_type": "programmed"},
        {"source": "Charles Babbage", "target": "Analytical Engine", "relation_type": "designed"},
        {"source": "Ada Lovelace", "target": "Charles Babbage", "relation_type": "corresponded_with", "confidence": 0.2},
        {"source": "Charles Babbage", "target": "Москва", "relation_type": "never_visited"},
        {"source": "Ada Lovelace", "target": "Ada Lovelace", "relation_type": "is"},
        {"source": "Jon Smith", "target": "Old Club", "relation_type": "member_of"},
    ],
}


def run(python_exe: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True, timeout=120)


def ok(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 0, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    return proc.stdout


def make_agents(home: Path, *keys: str) -> None:
    async def create() -> None:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            for key in keys:
                await AgentStore(app.stores.db, app.stores.identity).create(key, provider="local", model="m")
        finally:
            await app.close()

    asyncio.run(create())


@pytest.fixture
def graph_file(tmp_path: Path) -> Path:
    path = tmp_path / "graph.json"
    path.write_text(json.dumps(GRAPH, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture
def loaded(python_exe: str, cli_env: dict[str, str], isolated_home: Path, graph_file: Path) -> dict[str, str]:
    make_agents(isolated_home, "helper", "other")
    out = ok(run(python_exe, cli_env, "kg", "import", str(graph_file)))
    assert "6 entities created" in out and "6 relations created" in out
    return cli_env


@pytest.mark.slow
def test_search_show_and_stats(python_exe: str, loaded: dict[str, str]) -> None:
    out = ok(run(python_exe, loaded, "kg", "search", "МОСКВА"))
    assert "Москва" in out and "exact" in out
    hits = json.loads(ok(run(python_exe, loaded, "kg", "search", "a", "--json")))
    assert [h["match"] for h in hits][:1] == ["prefix"] and {h["name"] for h in hits} >= {"Ada Lovelace", "Analytical Engine"}
    assert "No entity matches" in ok(run(python_exe, loaded, "kg", "search", "100%"))
    shown = json.loads(ok(run(python_exe, loaded, "kg", "show", "ada lovelace", "--json")))
    assert shown["aliases"] == ["Ada"] and {r["relation_type"] for r in shown["relations"]} == {"programmed", "corresponded_with", "is"}
    text = ok(run(python_exe, loaded, "kg", "show", "Analytical Engine"))
    assert "year: 1837" in text and "<-designed- Charles Babbage" in text
    stats = json.loads(ok(run(python_exe, loaded, "kg", "stats", "--json")))
    assert (stats["entities"], stats["relations"], stats["not_valid_entities"]) == (5, 5, 1)
    then = json.loads(ok(run(python_exe, loaded, "kg", "stats", "--json", "--as-of", "2020-06-01T00:00:00Z")))
    assert then["entities"] == 1  # only the old club existed then
    assert json.loads(ok(run(python_exe, loaded, "kg", "stats", "--json", "--agent", "other")))["entities"] == 0


def test_traverse_json_and_text(python_exe: str, loaded: dict[str, str]) -> None:
    nodes = json.loads(ok(run(python_exe, loaded, "kg", "traverse", "Ada Lovelace", "--depth", "2", "--json")))
    assert [(n["name"], n["depth"]) for n in nodes] == [("Analytical Engine", 1), ("Charles Babbage", 1), ("Москва", 2)]
    assert all(set(n) == {"id", "name", "entity_type", "depth", "path"} and len(n["path"]) == n["depth"] for n in nodes)
    out_only = json.loads(ok(run(python_exe, loaded, "kg", "traverse", "Charles Babbage", "--direction", "in", "--json")))
    assert [n["name"] for n in out_only] == ["Ada Lovelace"]
    deep = run(python_exe, loaded, "kg", "traverse", nodes[0]["id"], "--depth", "8", "--json")
    assert "depth 8 is more than 5; walked 5 hops" in deep.stderr and len(json.loads(ok(deep))) == 3
    text = ok(run(python_exe, loaded, "kg", "traverse", "Ada Lovelace", "--relation-type", "programmed", "--relation-type", "designed"))
    assert "2 reachable within 2 hops" in text
    assert "Ada Lovelace -programmed-> Analytical Engine <-designed- Charles Babbage" in text
    limited = run(python_exe, loaded, "kg", "traverse", "Ada Lovelace", "--limit", "1", "--json")
    assert len(json.loads(ok(limited))) == 1 and "showing 1 of 3" in limited.stderr


def test_errors_are_one_line_and_exit_codes_fit(python_exe: str, loaded: dict[str, str]) -> None:
    assert "No entity named 'Nobody'" in one_line_error(run(python_exe, loaded, "kg", "show", "Nobody"), 1)
    assert "No agent with key 'ghost'" in one_line_error(run(python_exe, loaded, "kg", "stats", "--agent", "ghost"), 2)
    assert "depth" in one_line_error(run(python_exe, loaded, "kg", "traverse", "Ada Lovelace", "--depth", "0"), 2)
    assert "outside 0..1" in one_line_error(run(python_exe, loaded, "kg", "prune", "--min-confidence", "7"), 2)
    assert run(python_exe, loaded, "kg", "traverse", "Ada Lovelace", "--direction", "up").returncode == 2
    assert run(python_exe, loaded, "kg").returncode == 2


def test_malformed_files_are_rejected_whole(python_exe: str, loaded: dict[str, str], tmp_path: Path) -> None:
    before = json.loads(ok(run(python_exe, loaded, "kg", "stats", "--json")))
    broken = tmp_path / "broken.json"
    broken.write_text('{"entities": [\n  {"name": "X", "entity_type": "t"},\n  {"name": "Y" "entity_type": "t"}\n]}', encoding="utf-8")
    assert "not valid JSON" in (line := one_line_error(run(python_exe, loaded, "kg", "import", str(broken)), 2))
    assert "line 3, column 16" in line
    fields = tmp_path / "fields.json"
    entities = [{"name": f"N{i}", "entity_type": "t"} for i in range(3)] + [{"entity_type": "t"}]
    fields.write_text(json.dumps({"entities": entities, "relations": [{"source": "N0", "target": "N9", "relation_type": "r"}]}))
    assert "entities[3].name: missing" in one_line_error(run(python_exe, loaded, "kg", "import", str(fields)), 2)
    dangling = tmp_path / "dangling.json"
    dangling.write_text(json.dumps({"entities": entities[:3], "relations": [{"source": "N0", "target": "N9", "relation_type": "r"}]}))
    line = one_line_error(run(python_exe, loaded, "kg", "import", str(dangling)), 2)
    assert "nothing was written" in line and "relations[0].target: no entity named 'N9'" in line
    after = json.loads(ok(run(python_exe, loaded, "kg", "stats", "--json")))
    assert {k: v for k, v in after.items() if k != "as_of"} == {k: v for k, v in before.items() if k != "as_of"}


@pytest.mark.slow
def test_prune_merge_and_duplicates(python_exe: str, loaded: dict[str, str], tmp_path: Path) -> None:
    preview = ok(run(python_exe, loaded, "kg", "prune", "--min-confidence", "0.5", "--dry-run"))
    assert "Would remove 1 entities and 2 relations below confidence 0.5" in preview and "Москва" in preview
    assert json.loads(ok(run(python_exe, loaded, "kg", "stats", "--json")))["relations"] == 5
    assert "Removed 1 entities and 2 relations" in ok(run(python_exe, loaded, "kg", "prune", "--min-confidence", "0.5"))
    stats = json.loads(ok(run(python_exe, loaded, "kg", "stats", "--json")))
    assert (stats["entities"], stats["relations"]) == (4, 3)

    more = tmp_path / "more.json"
    more.write_text(json.dumps({"entities": [{"name": "John Smith", "entity_type": "person"}, {"name": "Ada lovelace.", "entity_type": "person"}]}))
    out = ok(run(python_exe, loaded, "kg", "import", str(more)))
    assert "'Ada lovelace.' -> 'Ada Lovelace'" in out and "1 likely duplicates queued" in out
    [candidate] = json.loads(ok(run(python_exe, loaded, "kg", "duplicates", "--json")))
    assert {candidate["entity_a"]["name"], candidate["entity_b"]["name"]} == {"Jon Smith", "John Smith"}
    assert "Dismissed" in ok(run(python_exe, loaded, "kg", "duplicates", "--dismiss", candidate["id"]))
    assert "No likely duplicates" in ok(run(python_exe, loaded, "kg", "duplicates"))
    assert "is dismissed, not pending" in one_line_error(run(python_exe, loaded, "kg", "duplicates", "--merge", candidate["id"]), 2)

    merged = ok(run(python_exe, loaded, "kg", "merge", "John Smith", "Jon Smith"))
    assert "Merged 'Jon Smith' into 'John Smith': 1 relations moved" in merged
    shown = json.loads(ok(run(python_exe, loaded, "kg", "show", "john smith", "--json")))
    assert shown["aliases"] == ["Jon Smith"] and shown["valid_until"] is None


def test_export_then_import_into_a_fresh_home_round_trips(
    python_exe: str, loaded: dict[str, str], tmp_path: Path
) -> None:
    exported = tmp_path / "export.json"
    assert "Exported 6 entities and 6 relations" in ok(run(python_exe, loaded, "kg", "export", str(exported)))
    assert "already exists" in one_line_error(run(python_exe, loaded, "kg", "export", str(exported)), 2)
    to_stdout = json.loads(ok(run(python_exe, loaded, "kg", "export")))
    fresh_home = tmp_path / "fresh-home"
    fresh = {**loaded, "GOCLAW_HOME": str(fresh_home)}
    make_agents(fresh_home, "copy")
    out = ok(run(python_exe, fresh, "kg", "import", str(exported)))
    assert "6 entities created" in out and "6 relations created" in out and "merged" not in out
    again = json.loads(ok(run(python_exe, fresh, "kg", "export")))
    first = json.loads(exported.read_text(encoding="utf-8"))
    for doc in (first, again, to_stdout):
        doc.pop("exported_at")
    assert again == first == to_stdout
    old = next(e for e in again["entities"] if e["name"] == "Old Club")
    assert (old["valid_from"], old["valid_until"]) == ("2020-01-01T00:00:00.000Z", "2021-01-01T00:00:00.000Z")


def test_traverse_stops_at_its_budget_unless_all(python_exe: str, loaded: dict[str, str], tmp_path: Path) -> None:
    star = {
        "entities": [{"name": "Centre", "entity_type": "hub"}] + [{"name": f"Spoke {i:03d}", "entity_type": "spoke"} for i in range(520)],
        "relations": [{"source": "Centre", "target": f"Spoke {i:03d}", "relation_type": "has"} for i in range(520)],
    }
    file = tmp_path / "star.json"
    file.write_text(json.dumps(star), encoding="utf-8")
    ok(run(python_exe, loaded, "kg", "import", "--no-dedup", str(file)))
    budgeted = run(python_exe, loaded, "kg", "traverse", "Centre", "--depth", "1", "--json")
    nodes = json.loads(ok(budgeted))
    assert len(nodes) == 500 and nodes[-1]["name"] == "Spoke 499"  # the first written (ids are time-ordered)
    # the walk stopped reading after the outgoing relations, so the incoming ones are not counted
    assert "stopped after the 500 nearest entities (at least 520 at depth 1)" in budgeted.stderr
    table = ok(run(python_exe, loaded, "kg", "traverse", "Centre", "--depth", "1"))
    assert "Centre (hub): at least 520 reachable within 1 hop" in table
    everything = run(python_exe, loaded, "kg", "traverse", "Centre", "--depth", "1", "--all", "--json")
    assert len(json.loads(ok(everything))) == 520 and "stopped" not in everything.stderr
