"""`goclaw-lite tools ...`, `agent set --tool-off/--workspace` and `goclaw-lite workspace ...`
as a user runs them: one real subprocess (tests/support/cli_driver) on a real data directory."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore
from goclaw_lite.store.records.workspace_changes import WorkspaceChangeStore
from goclaw_lite.workspace.files import sha256
from tests.unit.app.test_cli_kg import make_agents


def drive(env: dict[str, str], *steps: list[str]) -> list[dict[str, Any]]:
    proc = subprocess.run([sys.executable, "-m", "tests.support.cli_driver"], env=env, capture_output=True, text=True,
                          input=json.dumps([{"argv": argv} for argv in steps]), timeout=300, check=True)
    return list(json.loads(proc.stdout))


def _record(home: Path, folder: Path) -> str:
    async def go() -> str:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key("boss")
            change = await WorkspaceChangeStore(app.stores.db, app.stores.identity).record(
                agent_id=agent.id, conversation_id="", call_id="", tool="edit_file", path="notes.md",
                before=b"old\n", after_sha256=sha256(b"new\n"),
            )
            return change.id
        finally:
            await app.close()

    folder.mkdir(parents=True)
    (folder / "notes.md").write_text("new\n")
    return asyncio.run(go())


def _state(home: Path) -> tuple[Any, ...]:
    async def go() -> tuple[Any, ...]:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            agent = await AgentStore(app.stores.db, app.stores.identity).get_by_key("boss")
            tools = BuiltinToolStore(app.stores.db)
            return agent.tools_off, agent.workspace, await tools.get("write_file"), await tools.get("read_file")
        finally:
            await app.close()

    return asyncio.run(go())


def test_tools_workspace_and_agent_switches(cli_env: dict[str, str], isolated_home: Path, tmp_path: Path) -> None:
    make_agents(isolated_home, "boss")
    project = tmp_path / "project"
    project.mkdir()
    change = _record(isolated_home, isolated_home / "workspaces" / "boss")
    results = drive(
        cli_env,
        ["tools", "list", "--json"],
        ["tools", "off", "write_file"],
        ["tools", "set", "read_file", '{"max_file_bytes": 4096}'],
        ["tools", "set", "read_file", '{"max_file_bytes": "big"}'],
        ["tools", "set", "read_file", "{nope"],
        ["tools", "off", "no_such_tool"],
        ["agent", "set", "boss", "--tool-off", "grep", "--tool-off", "glob"],
        ["agent", "set", "boss", "--tool-on", "glob", "--tool-off", "nonsense"],
        ["workspace", "history", "boss", "--json"],
        ["workspace", "undo", change],
        ["workspace", "undo", change],
        ["workspace", "show", "boss"],
        ["agent", "set", "boss", "--workspace", str(project)],
        ["agent", "set", "boss", "--workspace", "relative/dir"],
    )
    codes = [r["code"] for r in results]
    assert codes == [0, 0, 0, 2, 2, 1, 0, 2, 0, 0, 2, 0, 0, 2], [r["stderr"] for r in results]  # 1: not found
    listed = {t["name"]: t for t in json.loads(results[0]["stdout"])}
    assert {"read_file", "write_file", "edit_file", "list_dir", "glob", "grep"} <= set(listed)  # exec needs the key
    assert listed["read_file"]["settings"]["max_file_bytes"] == 2 * 1024 * 1024
    assert results[1]["stdout"].strip() == "write_file is off for every agent."
    errors = [r["stderr"].strip() for r in results if r["code"] != 0]
    assert all(e.count("\n") == 0 and e.startswith("goclaw-lite: error:") for e in errors), errors
    assert "max_file_bytes of read_file must be a whole number" in errors[0]
    assert "not valid JSON" in errors[1]
    assert "no built-in tool named 'no_such_tool'" in errors[2]
    assert "No built-in tool named nonsense" in errors[3]
    assert "undone already" in errors[4]
    assert "must be an absolute path" in errors[5]
    history = json.loads(results[8]["stdout"])
    assert [(h["id"], h["path"], h["undone_at"]) for h in history] == [(change, "notes.md", None)]
    assert (isolated_home / "workspaces" / "boss" / "notes.md").read_text() == "old\n"
    assert results[11]["stdout"].strip() == str(isolated_home / "workspaces" / "boss")
    tools_off, workspace, write_file, read_file = _state(isolated_home)
    assert tools_off == {"grep", "glob"}  # the refused second `agent set` changed nothing
    assert workspace == str(project.resolve())
    assert write_file.enabled is False and read_file.settings["max_file_bytes"] == 4096
