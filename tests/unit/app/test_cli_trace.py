"""`goclaw-lite trace list|show|export` as a user runs them: real subprocesses on a real data folder."""

from __future__ import annotations

import asyncio
import json
import stat
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.records.traces import TraceStore
from tests.support.traces import SeededTrace, seed_trace
from tests.unit.app.test_cli_cred import one_line_error
from tests.unit.app.test_cli_kg import ok, run


def seed(home: Path) -> SeededTrace:
    async def write() -> SeededTrace:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="local", model="m")
            return await seed_trace(TraceStore(app.stores.db, app.stores.identity), agent.id, child=True)
        finally:
            await app.close()

    return asyncio.run(write())


@pytest.mark.slow
def test_list_show_and_export(python_exe: str, cli_env: dict[str, str], isolated_home: Path, tmp_path: Path) -> None:
    seeded = seed(isolated_home)
    table = ok(run(python_exe, cli_env, "trace", "list")).splitlines()
    assert table[0].split()[:4] == ["ID", "STARTED", "AGENT", "NAME"] and len(table) == 2  # the subtask's is hidden
    assert seeded.trace_id in table[1] and "helper" in table[1] and "330→94" in table[1]
    listed = json.loads(ok(run(python_exe, cli_env, "trace", "list", "--all", "--agent", "helper", "--json")))
    assert listed["total"] == 2 and {t["id"] for t in listed["traces"]} == {seeded.trace_id, seeded.child_id}

    shown = ok(run(python_exe, cli_env, "trace", "show", seeded.trace_id)).splitlines()
    assert shown[0] == f"chat helper  {seeded.trace_id}"
    assert any(line.startswith("  tool_call exec") and "FAILED" in line for line in shown)
    assert any(line.startswith("  tool_call fs__read") and "SLOW" in line for line in shown)

    target = tmp_path / "trace.json"
    said = ok(run(python_exe, cli_env, "trace", "export", seeded.trace_id, "-o", str(target)))
    assert said.strip() == f"Wrote 9 spans to {target}."
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    document = json.loads(target.read_text())
    assert len(document["resourceSpans"][0]["scopeSpans"][0]["spans"]) == 9
    assert json.loads(ok(run(python_exe, cli_env, "trace", "export", seeded.trace_id))) == document


def test_bad_input_gets_one_line(python_exe: str, cli_env: dict[str, str], isolated_home: Path) -> None:
    seed(isolated_home)
    assert "No trace has the id 'nope'" in one_line_error(run(python_exe, cli_env, "trace", "show", "nope"), 1)
    assert "--since must be before --until" in one_line_error(
        run(python_exe, cli_env, "trace", "list", "--since", "2026-12-02", "--until", "2026-12-01"))
    assert "No trace belongs to an agent 'ghost'" in one_line_error(
        run(python_exe, cli_env, "trace", "list", "--agent", "ghost"))
