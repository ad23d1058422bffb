"""`goclaw-lite import goclaw` brings agent files and MCP servers over: the files reach the
model's prompt (the user's copies winning), and the MCP secrets, re-sealed under our key, start
the server (its `secret` tool prints the env value the scrubber then names)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.definitions.mcp import McpStore
from tests.integration import test_import_goclaw as base
from tests.integration.test_import_goclaw import OUR_KEY_HEX, Run, _file, ours, report_of
from tests.support.fake_llm import OPENAI_PATH, FakeLLMServer, StreamResponse, openai_text_stream
from tests.support.fixtures import fake_llm  # noqa: F401
from tests.support.goclaw_source import GoClawFixture, build_goclaw_file

cli, env = base.cli, base.env  # the fixtures


def _launch(home: Path, name: str) -> tuple[dict[str, str], dict[str, str], str]:
    async def go() -> tuple[dict[str, str], dict[str, str], str]:
        app = await open_app(resolve_paths({"GOCLAW_HOME": str(home)}), program="test")
        try:
            launch = await McpStore(app.stores.db, app.stores.identity, app.stores.cipher).launch(name)
            return dict(launch.env), dict(launch.headers), launch.api_key
        finally:
            await app.close()

    return asyncio.run(go())


def test_agent_files_and_mcp_servers_come_over_and_work(
    cli: Run, tmp_path: Path, isolated_home: Path, fake_llm: FakeLLMServer,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("GOCLAW_KEY", OUR_KEY_HEX)  # for the store opened in this process
    fx: GoClawFixture = build_goclaw_file(_file(tmp_path), provider_base=fake_llm.openai_base)
    dry = cli("import", "goclaw", str(fx.path), "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert ("mcp_servers: fs (stdio, 1 env, an API key), remote (streamable-http, disabled, 1 headers, an API key)"
            in dry.stdout)
    files = "SOUL.md (agent default), IDENTITY.md (agent default), AGENTS.md (agent default)"
    assert f"agent_context_files: {files}" in dry.stdout
    assert "AGENTS_CORE.md: left behind" in dry.stdout and "BOOTSTRAP.md: left behind" in dry.stdout
    assert "mcp_agent_grants: fs to agent default" in dry.stdout and "Dry run: nothing was written." in dry.stdout
    for secret in (*fx.env["mcp_fs"].values(), fx.api_keys["mcp_fs"], fx.api_keys["mcp_remote"]):
        assert secret not in dry.stdout + dry.stderr

    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    assert sorted(report["tables"]["user_context_files"]["items"]) == ["SOUL.md (your copy, agent default)",
                                                                        "USER.md (your copy, agent default)"]
    assert report["left_behind"]["mcp_user_credentials"] == 1

    listing = report_of(cli("agent", "files", "list", "default", "--json"))
    assert listing["order"] == ["SOUL.md", "IDENTITY.md", "AGENTS.md", "USER.md"]
    soul = next(f for f in listing["files"] if f["name"] == "SOUL.md")
    assert (soul["scope"], soul["overrides"]) == ("user", True)
    fake_llm.script_openai(StreamResponse(openai_text_stream("Xin chào.")))
    chat = cli("chat", "Hello?", "--agent", "default")
    assert chat.returncode == 0, chat.stderr
    system = fake_llm.requests_to(OPENAI_PATH)[0].body["messages"][0]["content"]
    assert "You are warm and exact." in system and "You are calm and exact." not in system
    assert system.index("Name: Main.") < system.index("Answer in short sentences.") < system.index("The user is Lan")
    assert "core rules" not in system and "Ask the user who they are" not in system

    opened_env, headers, api_key = _launch(isolated_home, "fs")
    assert opened_env == fx.env["mcp_fs"] and headers == {} and api_key == fx.api_keys["mcp_fs"]
    assert _launch(isolated_home, "remote")[1:] == (fx.env["mcp_remote_headers"], fx.api_keys["mcp_remote"])
    with ours(isolated_home) as db:
        stored = json.dumps([list(r) for r in db.execute("SELECT env, headers, api_key FROM mcp_servers")])
        grant = db.execute("SELECT agent_id, tool_allow FROM mcp_agent_grants").fetchone()
    assert "goclaw-fault-token" not in stored and "remote-header" not in stored and "remote-plain-key" not in stored
    assert (grant[0], json.loads(grant[1])) == (fx.ids["agent_main"], ["echo", "secret"])
    called = cli("mcp", "call", "fs", "secret", timeout=180)
    assert called.returncode == 0, called.stderr
    assert "[REDACTED:MCP_FS_FAULT_SECRET]" in called.stdout  # the server printed the value we sealed
    assert "goclaw-fault-token" not in called.stdout + called.stderr


def test_an_mcp_server_whose_name_is_taken_here_keeps_ours(
    cli: Run, tmp_path: Path, isolated_home: Path
) -> None:
    fx = build_goclaw_file(_file(tmp_path))
    added = cli("mcp", "add", "fs", "--url", "http://127.0.0.1:1/mcp")
    assert added.returncode == 0, added.stderr
    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    problems = {(p["table"], p["row_id"]): p["reason"] for p in report["problems"]}
    assert "'fs' here offers tools under the same names (ours was kept)" in problems[("mcp_servers", fx.ids["mcp_fs"])]
    assert "server not imported" in problems[("mcp_agent_grants", fx.ids["mcp_grant"])]
    assert report["tables"]["mcp_servers"]["imported"] == 1
    with ours(isolated_home) as db:
        assert db.execute("SELECT url FROM mcp_servers WHERE name = 'fs'").fetchone()[0] == "http://127.0.0.1:1/mcp"


def test_a_bad_file_name_or_env_is_reported_and_the_rest_comes_over(
    cli: Run, tmp_path: Path, isolated_home: Path
) -> None:
    fx = build_goclaw_file(_file(tmp_path))
    with sqlite3.connect(fx.path) as conn:
        conn.execute("UPDATE agent_context_files SET file_name = '../escape.md' WHERE id = ?",
                     (fx.ids["file_AGENTS.md"],))
        conn.execute("UPDATE mcp_servers SET headers = ? WHERE id = ?", ('{"bad header": "x"}', fx.ids["mcp_remote"]))
    report = report_of(cli("import", "goclaw", str(fx.path), "--json"))
    problems = {(p["table"], p["row_id"]): p["reason"] for p in report["problems"]}
    assert "is not valid" in problems[("agent_context_files", fx.ids["file_AGENTS.md"])]
    assert "'bad header' is not a valid header name" in problems[("mcp_servers", fx.ids["mcp_remote"])]
    assert report["tables"]["agent_context_files"]["imported"] == 2 and report["tables"]["mcp_servers"]["imported"] == 1
