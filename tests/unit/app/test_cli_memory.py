"""`goclaw-lite memory search | consolidate` as a user runs them: subprocesses, the real fake LLM server."""

from __future__ import annotations

import asyncio
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream

SUMMARY = {"summary": "Ada moved the Orion database to PostgreSQL.", "abstract": "Orion now runs on PostgreSQL.", "topics": ["Orion"]}
EXTRACTION = {"entities": [{"name": "Orion", "type": "project"}, {"name": "PostgreSQL", "type": "tool"}],
              "relations": [{"source": "Orion", "relation": "runs_on", "target": "PostgreSQL"}]}


def run(python_exe: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True, timeout=120, check=False)


def ok(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 0, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    return proc.stdout


@pytest.fixture
def server() -> Iterator[FakeLLMServer]:
    fake = FakeLLMServer().start()
    try:
        yield fake
    finally:
        fake.stop()


def setup_home(home: Path, server: FakeLLMServer) -> list[str]:
    """An agent on the fake server and two conversations; returns their ids."""

    async def build() -> list[str]:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            await ProviderStore(app.stores.db, app.stores.identity, app.stores.cipher).create(
                "local", provider_type="openai_compat", api_base=server.openai_base, default_model="fake-small"
            )
            agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="local", model="fake-small")
            conversations = ConversationStore(app.stores.db, app.stores.identity)
            ids = []
            for text in ("Move Orion to PostgreSQL", "Plan the Lisbon trip"):
                user = await conversations.add_user_message(text, agent_id=agent.id)
                await conversations.add_assistant_message(user.conversation_id, content="Done.")
                ids.append(user.conversation_id)
            return ids
        finally:
            await app.close()

    return asyncio.run(build())


def answer(payload: object) -> StreamResponse:
    return StreamResponse(openai_text_stream(json.dumps(payload)))


@pytest.mark.slow
def test_consolidate_one_conversation_then_search(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, server: FakeLLMServer
) -> None:
    orion, lisbon = setup_home(isolated_home, server)
    assert "Nothing in helper's memory" in ok(run(python_exe, cli_env, "memory", "search", "orion"))
    server.script_openai(answer(SUMMARY), answer(EXTRACTION))
    proc = run(python_exe, cli_env, "memory", "consolidate", "--conversation", orion)
    assert ok(proc).strip() == "1 consolidated, 0 failed, 0 left for later."
    assert f"summarizing conversation {orion}" in proc.stderr and f"conversation {orion}: done" in proc.stderr
    assert len(server.exchanges) == 2
    again = run(python_exe, cli_env, "memory", "consolidate", "--conversation", orion)
    assert ok(again).strip() == "0 consolidated, 0 failed, 0 left for later." and len(server.exchanges) == 2

    found = json.loads(ok(run(python_exe, cli_env, "memory", "search", "ORION postgresql", "--json")))
    assert found["agent"] == "helper"
    assert [e["abstract"] for e in found["episodes"]] == ["Orion now runs on PostgreSQL."]
    assert found["episodes"][0]["relevance"] == 1.0
    text = ok(run(python_exe, cli_env, "memory", "search", "orion", "--agent", "helper"))
    assert "Orion now runs on PostgreSQL." in text and "project" in text  # the episode and the KG fact
    assert lisbon not in text


def test_consolidate_reports_bad_answers_and_unknown_ids(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, server: FakeLLMServer
) -> None:
    orion, _ = setup_home(isolated_home, server)
    server.script_openai(StreamResponse(openai_text_stream("no json here")), StreamResponse(openai_text_stream("still none")))
    proc = run(python_exe, cli_env, "memory", "consolidate", "--conversation", orion)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "1 failed" in proc.stdout and "not usable" in proc.stderr
    missing = run(python_exe, cli_env, "memory", "consolidate", "--conversation", "0193a5b0-7000-7000-8000-00000000abcd")
    assert missing.returncode == 1 and "Traceback" not in missing.stderr and "No conversation" in missing.stderr
    assert run(python_exe, cli_env, "memory", "search", "x" * 600).returncode != 0


def count_jobs(home: Path) -> int:
    import sqlite3

    with sqlite3.connect(home / "goclaw.db") as conn:
        return int(conn.execute("SELECT COUNT(*) FROM consolidation_jobs").fetchone()[0])


def test_chats_and_closes_on_the_command_line_enter_the_consolidation_queue(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, server: FakeLLMServer
) -> None:
    """`chat` queues after its answer and `conversations close` when it closes, as the window
    does; `memory consolidate` then finds both without being told which."""
    _orion, lisbon = setup_home(isolated_home, server)  # held without any face: no job
    server.script_openai(StreamResponse(openai_text_stream("Noted: Orion runs on PostgreSQL now.")))
    chat = run(python_exe, cli_env, "chat", "--agent", "helper", "Orion moved to PostgreSQL")
    ok(chat)
    chatted = [line for line in chat.stderr.splitlines() if line.startswith("conversation: ")][-1].split(": ", 1)[1]
    assert count_jobs(isolated_home) == 1
    ok(run(python_exe, cli_env, "conversations", "close", lisbon))
    assert count_jobs(isolated_home) == 2

    server.script_openai(answer(SUMMARY), answer(EXTRACTION), answer(SUMMARY), answer(EXTRACTION))
    proc = run(python_exe, cli_env, "memory", "consolidate")
    assert ok(proc).strip() == "2 consolidated, 0 failed, 0 left for later."
    assert f"conversation {chatted}: done" in proc.stderr and f"conversation {lisbon}: done" in proc.stderr
    found = json.loads(ok(run(python_exe, cli_env, "memory", "search", "orion", "--json")))
    assert [e["abstract"] for e in found["episodes"]][:1] == ["Orion now runs on PostgreSQL."]


def test_consolidate_without_arguments_queues_closed_and_idle_conversations_that_have_no_job(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, server: FakeLLMServer
) -> None:
    from datetime import UTC, datetime, timedelta

    fresh, closed = setup_home(isolated_home, server)

    async def more() -> tuple[str, str]:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(isolated_home)}), program="test")
        try:
            agents = AgentStore(app.stores.db, app.stores.identity)
            helper = await agents.get_by_key("helper")
            quiet = await agents.create("quiet", provider="local", model="fake-small")
            await agents.update(quiet.id, memory_config={"consolidation": False})
            past = ConversationStore(app.stores.db, app.stores.identity, clock=lambda: datetime.now(UTC) - timedelta(hours=2))
            idle = await past.add_user_message("Two hours ago: Orion is on PostgreSQL", agent_id=helper.id)
            muted = await past.add_user_message("Not to be remembered", agent_id=quiet.id)
            await ConversationStore(app.stores.db, app.stores.identity).close(closed)
            return idle.conversation_id, muted.conversation_id
        finally:
            await app.close()

    idle, muted = asyncio.run(more())
    server.script_openai(answer(SUMMARY), answer(EXTRACTION), answer(SUMMARY), answer(EXTRACTION))
    proc = run(python_exe, cli_env, "memory", "consolidate")
    assert ok(proc).strip() == "2 consolidated, 0 failed, 0 left for later."
    assert "queued 2 closed or idle conversations not consolidated yet" in proc.stderr
    assert f"conversation {idle}: done" in proc.stderr and f"conversation {closed}: done" in proc.stderr
    assert fresh not in proc.stderr and muted not in proc.stderr and len(server.exchanges) == 4
    again = run(python_exe, cli_env, "memory", "consolidate")  # nothing new: no model call, no queueing
    assert ok(again).strip() == "0 consolidated, 0 failed, 0 left for later." and "queued" not in again.stderr
    assert len(server.exchanges) == 4
