"""`goclaw-lite agent-link ...` as a user runs it: real subprocesses on a real data directory."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.chat.agent_links import AgentLinkStore
from goclaw_lite.store.chat.subagent_tasks import NewSubagentTask, SubagentTaskStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.unit.app.test_cli_kg import make_agents, ok, one_line_error, run


def links(python_exe: str, env: dict[str, str], *extra: str) -> list[dict[str, object]]:
    return json.loads(ok(run(python_exe, env, "agent-link", "list", "--json", *extra)))


@pytest.fixture
def home(cli_env: dict[str, str], isolated_home: Path) -> dict[str, str]:
    make_agents(isolated_home, "boss", "cook", "clerk")
    return cli_env


def read(home: Path, what: str) -> object:
    async def go() -> object:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            agents = AgentStore(app.stores.db, app.stores.identity)
            boss, cook = await agents.get_by_key("boss"), await agents.get_by_key("cook")
            if what == "can_delegate":
                store = AgentLinkStore(app.stores.db, app.stores.identity)
                return (await store.can_delegate(boss.id, cook.id), await store.can_delegate(cook.id, boss.id))
            return boss.tools_config
        finally:
            await app.close()

    return asyncio.run(go())


@pytest.mark.slow
def test_add_list_and_remove(python_exe: str, home: dict[str, str], isolated_home: Path) -> None:
    assert "No agent links" in ok(run(python_exe, home, "agent-link", "list"))
    added = ok(run(python_exe, home, "agent-link", "add", "boss", "cook", "--description", "knows recipes"))
    assert added.startswith("Linked boss → cook")
    ok(run(python_exe, home, "agent-link", "add", "clerk", "boss", "--direction", "bidirectional"))
    listed = links(python_exe, home)
    assert [(x["source"], x["target"], x["direction"], x["description"]) for x in listed] == [
        ("boss", "cook", "outbound", "knows recipes"), ("clerk", "boss", "bidirectional", ""),
    ]
    assert [x["target"] for x in links(python_exe, home, "--agent", "cook")] == ["cook"]
    assert read(isolated_home, "can_delegate") == (True, False)
    table = ok(run(python_exe, home, "agent-link", "list"))
    assert "knows recipes" in table and "bidirectional" in table

    error = one_line_error(run(python_exe, home, "agent-link", "add", "boss", "cook"), 2)
    assert "already linked" in error
    assert "itself" in one_line_error(run(python_exe, home, "agent-link", "add", "boss", "boss"), 2)
    assert "nobody" in one_line_error(run(python_exe, home, "agent-link", "add", "boss", "nobody"), 2)

    assert "Removed the link between boss and cook" in ok(run(python_exe, home, "agent-link", "rm", "cook", "boss"))
    assert read(isolated_home, "can_delegate") == (False, False)
    assert "not linked" in one_line_error(run(python_exe, home, "agent-link", "rm", "boss", "cook"), 1)
    activity = json.loads(ok(run(python_exe, home, "activity", "list", "--entity-type", "agent_link", "--json")))
    assert [r["action"] for r in activity["rows"]] == ["agent_link.remove", "agent_link.add", "agent_link.add"]


@pytest.mark.slow
def test_spawn_switch_and_tasks(python_exe: str, home: dict[str, str], isolated_home: Path) -> None:
    assert ok(run(python_exe, home, "agent-link", "spawn", "boss", "on")).strip() == "The spawn tool of boss is on."
    assert read(isolated_home, "tools_config") == {"spawn": True}
    ok(run(python_exe, home, "agent-link", "spawn", "boss", "off"))
    assert read(isolated_home, "tools_config") == {"spawn": False}
    assert "No subtasks" in ok(run(python_exe, home, "agent-link", "tasks"))

    async def seed() -> str:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(isolated_home)}), program="test")
        try:
            store = SubagentTaskStore(app.stores.db, app.stores.identity)
            task = await store.create(NewSubagentTask("boss", "find trains", "find two trains", metadata={"kind": "spawn"}))
            await store.finish(task.id, "completed", result="SE1", iterations=1, input_tokens=10, output_tokens=3)
            return task.id
        finally:
            await app.close()

    task_id = asyncio.run(seed())
    [task] = json.loads(ok(run(python_exe, home, "agent-link", "tasks", "--json")))
    assert (task["id"], task["status"], task["result"], task["kind"], task["depth"]) == (task_id, "completed", "SE1", "spawn", 1)
    assert json.loads(ok(run(python_exe, home, "agent-link", "tasks", "--agent", "cook", "--json"))) == []
    table = ok(run(python_exe, home, "agent-link", "tasks"))
    assert "find trains" in table and "13" in table
