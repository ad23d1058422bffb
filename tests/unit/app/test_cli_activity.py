"""`goclaw-lite activity list` as a user runs it: a real subprocess on a real data folder."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.backend.lock import WriterLock
from goclaw_lite.store.records.activity import ActivityStore
from tests.unit.app.test_cli_kg import ok, one_line_error, run


def seed(home: Path) -> None:
    """Rows one minute apart from 2026-03-01T12:00Z: 3 agent.add, 2 hook.run, 1 provider.add."""
    moments = iter(datetime(2026, 3, 1, 12, tzinfo=UTC) + timedelta(minutes=i) for i in range(100))

    async def write() -> None:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            store = ActivityStore(app.stores.db, app.stores.identity, clock=lambda: next(moments))
            for key in ("alpha", "beta", "gamma"):
                await store.log("agent.add", entity_type="agent", entity_id=key, details={"key": key})
            for n in range(2):
                await store.log("hook.run", entity_type="hook", entity_id=f"h{n}", actor_type="system", details={"n": n})
            await store.log("provider.add", entity_type="llm_provider", entity_id="p", details={"api_key": "plain-secret-value"})
        finally:
            await app.close()

    asyncio.run(write())


@pytest.fixture
def seeded(cli_env: dict[str, str], isolated_home: Path) -> dict[str, str]:
    seed(isolated_home)
    return cli_env


def test_list_table_newest_first_with_count(python_exe: str, seeded: dict[str, str]) -> None:
    text = ok(run(python_exe, seeded, "activity", "list"))
    lines = text.splitlines()
    assert lines[0].split() == ["time", "who", "action", "on", "details"]
    actions = [next(word for word in line.split() if "." in word and not word[0].isdigit()) for line in lines[1:7]]
    assert actions == ["provider.add", "hook.run", "hook.run", "agent.add", "agent.add", "agent.add"]
    assert lines[4].split()[1] == "You" and "Agent: gamma" in lines[4] and lines[4].count("gamma") == 1  # said once
    assert "GoClaw Lite" in lines[2] and "Hook: h1" in lines[2]  # a system action, on a hook deleted since
    assert lines[-1] == "1–6 of 6"
    assert "plain-secret-value" not in text


@pytest.mark.slow
def test_filters_paging_and_json(python_exe: str, seeded: dict[str, str]) -> None:
    data = json.loads(ok(run(python_exe, seeded, "activity", "list", "--action", "agent.add", "--limit", "2", "--json")))
    assert data["total"] == 3 and [r["entity_id"] for r in data["rows"]] == ["gamma", "beta"]
    assert data["rows"][0]["details"] == {"key": "gamma"} and data["rows"][0]["created_at"] == "2026-03-01T12:02:00.000Z"
    page2 = json.loads(ok(run(python_exe, seeded, "activity", "list", "--action", "agent.add", "--limit", "2", "--offset", "2", "--json")))
    assert [r["entity_id"] for r in page2["rows"]] == ["alpha"]
    system = json.loads(ok(run(python_exe, seeded, "activity", "list", "--actor-type", "system", "--json")))
    assert {r["action"] for r in system["rows"]} == {"hook.run"} and system["total"] == 2
    typed = json.loads(ok(run(python_exe, seeded, "activity", "list", "--entity-type", "llm_provider", "--json")))
    assert typed["rows"][0]["details"] == {"api_key": "[REDACTED]"}
    window = json.loads(ok(run(python_exe, seeded, "activity", "list", "--since", "2026-03-01T12:01:00Z",
                               "--until", "2026-03-01T14:04:00+02:00", "--json")))
    assert [r["created_at"][11:16] for r in window["rows"]] == ["12:03", "12:02", "12:01"]
    assert "No activity matches." in ok(run(python_exe, seeded, "activity", "list", "--since", "2027-01-01"))


def test_bad_input_is_one_line_exit_2(python_exe: str, seeded: dict[str, str]) -> None:
    assert "ISO-8601" in one_line_error(run(python_exe, seeded, "activity", "list", "--since", "last tuesday"), 2)
    assert "--since must be before --until" in one_line_error(
        run(python_exe, seeded, "activity", "list", "--since", "2026-03-02", "--until", "2026-03-01"), 2
    )
    assert "--limit" in one_line_error(run(python_exe, seeded, "activity", "list", "--limit", "0"), 2)


def test_works_while_the_window_holds_the_writer_lock(python_exe: str, seeded: dict[str, str], isolated_home: Path) -> None:
    with WriterLock(isolated_home / "goclaw.lock", "the GUI under test"):
        assert ok(run(python_exe, seeded, "activity", "list")).splitlines()[-1] == "1–6 of 6"
        # a writing command is refused meanwhile, so the lock really is held
        assert "the GUI under test" in run(python_exe, seeded, "db", "migrate").stderr
