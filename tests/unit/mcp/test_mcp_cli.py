"""`goclaw-lite mcp ...` as a user runs it: secrets from stdin (never argv), masked on show,
sealed at rest; import from a Claude Desktop file; test, call, grant, revoke, rm."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import TEST_KEY_HEX
from tests.support.mcp_servers import FAULT_SERVER

pytestmark = pytest.mark.slow

SECRET = "cli-secret-9a8b7c6d5e"


def cli(home: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GOCLAW_HOME": str(home), "GOCLAW_KEY": TEST_KEY_HEX}
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True,
                          text=True, timeout=180, check=False)


def _everything(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in home.rglob("*") if p.is_file())


def test_add_show_call_grant_rm(isolated_home: Path) -> None:
    home = isolated_home
    added = cli(home, "mcp", "add", "fault", "--env", "FAULT_SECRET", "--timeout", "30",
                "--command", sys.executable, str(FAULT_SERVER), "ok", stdin=f"{SECRET}\n")
    assert added.returncode == 0, added.stderr
    assert "1 secret value(s) stored encrypted" in added.stdout
    shown = cli(home, "mcp", "show", "fault", "--json")
    row = json.loads(shown.stdout)
    assert row["env"] == {"FAULT_SECRET": "••••••"} and row["prefix"] == "fault" and row["timeout_sec"] == 30
    called = cli(home, "mcp", "call", "fault", "secret")
    assert called.returncode == 0 and "[REDACTED:MCP_FAULT_FAULT_SECRET]" in called.stdout
    tested = cli(home, "mcp", "test", "fault")
    assert tested.returncode == 0 and "fault-server 1.0" in tested.stdout and "LEFT OUT" in tested.stdout
    provider = cli(home, "provider", "add", "p", "--type", "openai_compat", "--base-url", "http://127.0.0.1:9/v1", "--no-key")
    assert provider.returncode == 0, provider.stderr
    agent = cli(home, "agent", "add", "helper", "--provider", "p", "--model", "m")
    assert agent.returncode == 0, agent.stderr
    granted = cli(home, "mcp", "grant", "fault", "--agent", "helper", "--deny", "die")
    assert granted.returncode == 0 and "except die" in granted.stdout
    listed = json.loads(cli(home, "mcp", "list", "--json").stdout)
    assert listed[0]["agents"] == ["helper"]
    assert cli(home, "mcp", "revoke", "fault", "--agent", "helper").returncode == 0
    assert cli(home, "mcp", "revoke", "fault", "--agent", "helper").returncode != 0
    activity = cli(home, "activity", "list", "--json")
    for result in (added, shown, called, tested, activity):
        assert SECRET not in result.stdout + result.stderr
    assert SECRET.encode() not in _everything(home)
    assert cli(home, "mcp", "rm", "fault").returncode == 0
    assert "No MCP servers yet" in cli(home, "mcp", "list").stdout


def test_import_claude_desktop_config(isolated_home: Path, tmp_path: Path) -> None:
    config = tmp_path / "claude_desktop_config.json"
    config.write_text(json.dumps({"mcpServers": {
        "Time Server": {"command": "uvx", "args": ["mcp-server-time"]},
        "github": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"],
                   "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": SECRET}},
        "remote": {"url": "https://example.invalid/mcp", "headers": {"Authorization": f"Bearer {SECRET}"}},
        "broken": {"args": ["nothing to run"]},
    }}))
    dry = cli(isolated_home, "mcp", "import", str(config), "--dry-run")
    assert dry.returncode == 0 and "add  time-server" in dry.stdout and "skip broken" in dry.stdout
    assert "GITHUB_PERSONAL_ACCESS_TOKEN sealed" in dry.stdout and SECRET not in dry.stdout
    assert "No MCP servers yet" in cli(isolated_home, "mcp", "list").stdout
    done = cli(isolated_home, "mcp", "import", str(config))
    assert done.returncode == 0 and "Added 3 server(s)" in done.stdout
    rows = {r["name"]: r for r in json.loads(cli(isolated_home, "mcp", "list", "--json").stdout)}
    assert set(rows) == {"time-server", "github", "remote"}
    assert rows["remote"]["transport"] == "streamable-http" and rows["remote"]["headers"] == {"Authorization": "••••••"}
    assert SECRET.encode() not in _everything(isolated_home)
    again = cli(isolated_home, "mcp", "import", str(config))
    assert "Added 0 server(s)" in again.stdout and "a server of that name exists" in again.stdout


def test_set_changes_only_what_is_given_and_keeps_sealed_values(isolated_home: Path) -> None:
    home = isolated_home
    other = "cli-other-1f2e3d4c5b"
    added = cli(home, "mcp", "add", "fault", "--env", "FAULT_SECRET", "KEEP_ME", "--command", sys.executable,
                str(FAULT_SERVER), "ok", stdin=f"{SECRET}\nkept-value\n")
    assert added.returncode == 0, added.stderr
    changed = cli(home, "mcp", "set", "fault", "--timeout", "90", "--prefix", "faulty", "--disable", "--env", "FAULT_SECRET",
                  "--unset-env", "KEEP_ME", stdin=f"{other}\n")
    assert changed.returncode == 0, changed.stderr
    assert "enabled, env, timeout_sec, tool_prefix" in changed.stdout and "disabled" in changed.stdout
    row = json.loads(cli(home, "mcp", "show", "fault", "--json").stdout)
    assert (row["timeout_sec"], row["prefix"], row["enabled"]) == (90, "faulty", False)
    assert row["env"] == {"FAULT_SECRET": "••••••"}
    assert cli(home, "mcp", "set", "fault", "--enable").returncode == 0
    called = cli(home, "mcp", "call", "fault", "secret")  # the new value reached the server, and is scrubbed
    assert called.returncode == 0 and "[REDACTED:" in called.stdout and other not in called.stdout
    # a value not given again is kept
    assert cli(home, "mcp", "set", "fault", "--env", "ADDED", stdin="x-value\n").returncode == 0
    assert json.loads(cli(home, "mcp", "show", "fault", "--json").stdout)["env"] == {"FAULT_SECRET": "••••••", "ADDED": "••••••"}
    assert "[REDACTED:" in cli(home, "mcp", "call", "fault", "secret").stdout
    # the command line and the transport
    moved = cli(home, "mcp", "set", "fault", "--url", "http://127.0.0.1:9/mcp")
    assert moved.returncode == 0 and "streamable-http: http://127.0.0.1:9/mcp" in moved.stdout
    back = cli(home, "mcp", "set", "fault", "--command", sys.executable, str(FAULT_SERVER), "ok")
    assert back.returncode == 0 and f"stdio: {sys.executable}" in back.stdout
    # bad input: a clear error, nothing changed
    nothing = cli(home, "mcp", "set", "fault")
    assert nothing.returncode != 0 and "Nothing to change" in nothing.stderr
    missing = cli(home, "mcp", "set", "fault", "--unset-env", "NOPE")
    assert missing.returncode != 0 and "no environment variable NOPE" in missing.stderr
    for result in (added, changed, called):
        assert SECRET not in result.stdout + result.stderr and other not in result.stdout + result.stderr
    assert other.encode() not in _everything(home)


def test_roots_and_grant_overrides(isolated_home: Path, tmp_path: Path) -> None:
    home = isolated_home
    folder = tmp_path / "work folder"
    folder.mkdir()
    added = cli(home, "mcp", "add", "fault", "--root", str(folder), "--command", sys.executable, str(FAULT_SERVER), "ok")
    assert added.returncode == 0, added.stderr
    assert json.loads(cli(home, "mcp", "show", "fault", "--json").stdout)["roots"] == [str(folder.resolve())]
    offered = cli(home, "mcp", "call", "fault", "roots")
    assert offered.returncode == 0 and folder.resolve().as_uri() in offered.stdout, offered.stdout + offered.stderr
    # none: the client does not even declare roots, so the server's request fails
    assert cli(home, "mcp", "set", "fault", "--no-roots").returncode == 0
    assert json.loads(cli(home, "mcp", "show", "fault", "--json").stdout)["roots"] == []
    refused = cli(home, "mcp", "call", "fault", "roots")
    assert refused.returncode != 0 and folder.resolve().as_uri() not in refused.stdout + refused.stderr
    bad = cli(home, "mcp", "set", "fault", "--root", str(tmp_path / "missing"))
    assert bad.returncode != 0 and "is not a folder" in bad.stderr
    assert json.loads(cli(home, "mcp", "show", "fault", "--json").stdout)["roots"] == []
    # a grant's overrides: this agent's timeout and starting policy
    assert cli(home, "provider", "add", "p", "--type", "openai_compat", "--base-url", "http://127.0.0.1:9/v1", "--no-key").returncode == 0
    assert cli(home, "agent", "add", "helper", "--provider", "p", "--model", "m").returncode == 0
    granted = cli(home, "mcp", "grant", "fault", "--agent", "helper", "--timeout", "5", "--policy", "allow")
    assert granted.returncode == 0, granted.stderr
    assert "calls may take 5 s" in granted.stdout and "without asking" in granted.stdout
    grants = json.loads(cli(home, "mcp", "show", "fault", "--json").stdout)["grants"]
    assert grants[0]["overrides"] == {"timeout_sec": 5, "policy": "allow"}
    wrong = cli(home, "mcp", "grant", "fault", "--agent", "helper", "--timeout", "0")
    assert wrong.returncode != 0 and "positive number of seconds" in wrong.stderr
