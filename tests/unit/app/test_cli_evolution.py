"""`goclaw-lite evolution ...` as a user runs it: a real subprocess on a real data folder."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.evolution.recorder import ToolMetrics
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.evolution import EvolutionMetricsStore
from tests.unit.app.test_cli_kg import ok, one_line_error, run


def seed(home: Path) -> None:
    """Agent `helper`: `exec` failed 5 of 10 calls, `web` always worked; agent `quiet`: nothing."""

    async def write() -> None:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            agents = AgentStore(app.stores.db, app.stores.identity)
            helper = await agents.create("helper", provider="local", model="m")
            await agents.create("quiet", provider="local", model="m")
            sink = ToolMetrics(EvolutionMetricsStore(app.stores.db, app.stores.identity))
            for i in range(10):
                await sink(helper.id, "conv", "exec", i % 2 == 0, 100, False)
            for _ in range(3):
                await sink(helper.id, "conv", "web", True, 40, False)
        finally:
            await app.close()

    asyncio.run(write())


def tool_policy(home: Path, key: str) -> dict[str, str]:
    async def read() -> dict[str, str]:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            return (await AgentStore(app.stores.db, app.stores.identity).get_by_key(key)).tool_policy
        finally:
            await app.close()

    return asyncio.run(read())


@pytest.fixture
def seeded(cli_env: dict[str, str], isolated_home: Path) -> dict[str, str]:
    seed(isolated_home)
    return cli_env


def test_metrics_text_and_json(python_exe: str, seeded: dict[str, str]) -> None:
    text = ok(run(python_exe, seeded, "evolution", "metrics", "--agent", "helper"))
    assert "tool exec: 10 calls, 50% ok, 100 ms avg" in text and "tool web: 3 calls, 100% ok" in text
    data = json.loads(ok(run(python_exe, seeded, "evolution", "metrics", "--json")))
    by_agent = {d["agent"]: d for d in data}
    assert by_agent["helper"]["tools"][0] == {"tool": "exec", "calls": 10, "success_rate": 0.5, "avg_duration_ms": 100.0}
    assert by_agent["quiet"]["tools"] == [] and by_agent["quiet"]["feedback"] == {"up": 0, "down": 0}


@pytest.mark.slow
def test_suggest_list_approve_applies_and_reject(python_exe: str, seeded: dict[str, str]) -> None:
    made = json.loads(ok(run(python_exe, seeded, "evolution", "suggest", "--json")))
    assert [(m["agent"], m["type"], m["parameters"]) for m in made] == [("helper", "tool_policy", {"policy": "ask", "tool": "exec"})]
    assert "No new suggestions" in ok(run(python_exe, seeded, "evolution", "suggest"))
    listed = ok(run(python_exe, seeded, "evolution", "list", "--status", "pending"))
    assert made[0]["id"] in listed and "Ask before running the tool exec" in listed
    approved = ok(run(python_exe, seeded, "evolution", "approve", made[0]["id"]))
    assert "is applied" in approved and '"exec": "ask"' in approved
    assert tool_policy(Path(seeded["GOCLAW_HOME"]), "helper") == {"exec": "ask"}
    error = one_line_error(run(python_exe, seeded, "evolution", "reject", made[0]["id"]), 2)
    assert "is applied; it cannot become rejected" in error
    data = json.loads(ok(run(python_exe, seeded, "evolution", "list", "--json")))
    assert data[0]["status"] == "applied" and data[0]["applied_changes"]["before"] == {"tool_policy": {}}


def test_unknown_id_is_a_one_line_error(python_exe: str, seeded: dict[str, str]) -> None:
    assert "No suggestion" in one_line_error(run(python_exe, seeded, "evolution", "approve", "nope"), 1)
