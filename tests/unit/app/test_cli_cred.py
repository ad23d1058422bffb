"""`goclaw-lite cred ...` and `goclaw-lite exec ...` as real subprocesses, values piped on stdin."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore

PYTHON = os.path.realpath(sys.executable)
TOKEN = "ghp_" + "Cli7Secret8Value9abcdefghijklmnop12"
NEW_TOKEN = "ghp_" + "Rotated0Value1abcdefghijklmnopq345"
KEY_MATERIAL = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ1234\n-----END OPENSSH PRIVATE KEY-----\n"
TEST_KEY = "4f" * 32


def run(env: dict[str, str], *args: str, stdin: str | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True,
                          text=True, timeout=timeout)


def one_line_error(proc: subprocess.CompletedProcess[str], code: int = 2) -> str:
    assert proc.returncode == code, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.startswith("goclaw-lite: error:")]
    assert len(lines) == 1, proc.stderr
    return lines[0]


@pytest.fixture
def env(cli_env: dict[str, str]) -> dict[str, str]:
    return dict(cli_env, GOCLAW_KEY=TEST_KEY)


def db_bytes(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in home.glob("goclaw.db*"))


def secure_rows(home: Path) -> int:
    db = home / "goclaw.db"
    if not db.exists():
        return 0
    conn = sqlite3.connect(db)
    try:
        return sum(conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in (
            "secure_cli_binaries", "secure_cli_agent_grants", "secure_cli_user_credentials"))
    finally:
        conn.close()


def test_missing_key_is_a_one_line_error_and_writes_nothing(cli_env: dict[str, str], isolated_home: Path) -> None:
    proc = run(cli_env, "cred", "add", "python3", "--path", PYTHON, "--env", "API_TOKEN", stdin=TOKEN + "\n")
    assert "key" in one_line_error(proc).lower()
    assert TOKEN not in proc.stdout + proc.stderr
    assert secure_rows(isolated_home) == 0
    one_line_error(run(cli_env, "exec", "python3", "--", "-c", "print(1)"))


@pytest.mark.slow
def test_register_list_show_exec_update_remove(env: dict[str, str], isolated_home: Path, tmp_path: Path) -> None:
    key_file = tmp_path / "id_test"
    key_file.write_text(KEY_MATERIAL)
    added = run(env, "cred", "add", "python3", "--path", PYTHON, "--env", "API_TOKEN", "--file-env", "SSH_KEY_FILE",
                "--deny", r"auth\s+token", "--deny-verbose", "--timeout", "20", "--description", "the interpreter",
                stdin=f"{TOKEN}\n{key_file}\n")
    assert added.returncode == 0, added.stderr
    assert "API_TOKEN" in added.stdout and "SSH_KEY_FILE" in added.stdout
    outputs = [added.stdout + added.stderr]

    listed = run(env, "cred", "list")
    assert listed.returncode == 0 and "python3" in listed.stdout and "API_TOKEN=ghp_…" in listed.stdout
    shown = run(env, "cred", "show", "python3")
    assert shown.returncode == 0 and r"auth\s+token" in shown.stdout and "SSH_KEY_FILE" in shown.stdout
    as_json = json.loads(run(env, "cred", "show", "python3", "--json").stdout)
    assert as_json["timeout_seconds"] == 20 and as_json["file_env"] == ["SSH_KEY_FILE"]
    outputs += [listed.stdout, shown.stdout, json.dumps(as_json)]

    code = (
        "import os, sys\n"
        "print('token', os.environ['API_TOKEN'])\n"
        "print('key file', open(os.environ['SSH_KEY_FILE']).read().splitlines()[1])\n"
        "print('goclaw key', os.environ.get('GOCLAW_KEY'))\n"
        "print('stdin', sys.stdin.read().strip())\n"
        "sys.exit(9)\n"
    )
    ran = run(env, "exec", "python3", "--", "-c", code, stdin="hello from the pipe\n")
    assert ran.returncode == 9, ran.stderr
    assert "token [REDACTED:API_TOKEN]" in ran.stdout and "key file [REDACTED:SSH_KEY_FILE]" in ran.stdout
    assert "goclaw key None" in ran.stdout and "stdin hello from the pipe" in ran.stdout
    outputs.append(ran.stdout + ran.stderr)

    denied = run(env, "exec", "python3", "--", "auth", "  token")
    assert "auth" in one_line_error(denied)
    assert run(env, "cred", "test", "python3", "auth", "token").returncode == 1
    assert run(env, "cred", "test", "python3", "--", "--verbose").returncode == 1
    allowed = run(env, "cred", "test", "python3", "-c", "print(1)")
    assert allowed.returncode == 0 and allowed.stdout.strip() == "allowed"

    updated = run(env, "cred", "update", "python3", "--env", "API_TOKEN", "--timeout", "5", "--no-deny-verbose",
                  stdin=NEW_TOKEN + "\n")
    assert updated.returncode == 0, updated.stderr
    after = json.loads(run(env, "cred", "show", "python3", "--json").stdout)
    assert after["timeout_seconds"] == 5 and after["deny_verbose"] == []
    rotated = run(env, "exec", "python3", "--", "-c", "import os; print(os.environ['API_TOKEN'][-6:] == 'opq345')")
    assert rotated.stdout.strip() == "True"
    outputs += [updated.stdout + updated.stderr]

    for text in outputs:
        assert TOKEN not in text and NEW_TOKEN not in text and "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ1234" not in text
    raw = db_bytes(isolated_home)
    assert TOKEN.encode() not in raw and NEW_TOKEN.encode() not in raw and b"b3BlbnNzaC1rZXktdjEAAAA" not in raw

    removed = run(env, "cred", "rm", "python3")
    assert removed.returncode == 0 and secure_rows(isolated_home) == 0
    one_line_error(run(env, "cred", "show", "python3"))


@pytest.mark.slow
def test_agent_grants(env: dict[str, str], isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOCLAW_KEY", TEST_KEY)

    async def make_agents() -> None:
        app = await open_app(resolve_paths(), program="test")
        try:
            store = AgentStore(app.stores.db, app.stores.identity)
            await store.create("coder", provider="p", model="m")
            await store.create("writer", provider="p", model="m")
        finally:
            await app.close()

    asyncio.run(make_agents())
    added = run(env, "cred", "add", "python3", "--path", PYTHON, "--env", "API_TOKEN", "--agent", "coder",
                stdin=TOKEN + "\n")
    assert added.returncode == 0, added.stderr
    code = "import os; print(os.environ.get('API_TOKEN', 'none')[:4])"
    assert run(env, "exec", "python3", "--agent", "coder", "--", "-c", code).stdout.strip() == "ghp_"
    assert "not granted" in one_line_error(run(env, "exec", "python3", "--agent", "writer", "--", "-c", code))
    assert "specific agents" in one_line_error(run(env, "exec", "python3", "--", "-c", code))
    granted = run(env, "cred", "grant", "python3", "--agent", "writer", "--env", "API_TOKEN", "--type", "pat",
                  stdin=NEW_TOKEN + "\n")
    assert granted.returncode == 0, granted.stderr
    writer = run(env, "exec", "python3", "--agent", "writer", "--", "-c", "import os; print(os.environ['API_TOKEN'][-3:])")
    assert writer.stdout.strip() == "345"
    shown = run(env, "cred", "show", "python3")
    assert "agent coder" in shown.stdout and "agent writer: type=pat" in shown.stdout
    assert run(env, "cred", "revoke", "python3", "--agent", "writer").returncode == 0
    one_line_error(run(env, "cred", "revoke", "python3", "--agent", "writer"))
    one_line_error(run(env, "exec", "python3", "--agent", "writer", "--", "-c", code))


@pytest.mark.slow
def test_usage_errors_are_one_line_exit_2(env: dict[str, str], tmp_path: Path) -> None:
    plain = tmp_path / "not-executable"
    plain.write_text("data")
    assert "executable" in one_line_error(run(env, "cred", "add", "tool", "--path", str(plain), "--env", "T",
                                              stdin="abcdefgh\n"))
    assert "PATH" in one_line_error(run(env, "cred", "add", "no-such-tool-xyz", "--env", "T", stdin="abcdefgh\n"))
    assert "6 characters" in one_line_error(run(env, "cred", "add", "python3", "--path", PYTHON, "--env", "T",
                                                stdin="short\n"))
    assert run(env, "cred", "add", "python3", "--path", PYTHON, "--env", "T", stdin="abcdefgh\n").returncode == 0
    assert "already" in one_line_error(run(env, "cred", "add", "python3", "--path", PYTHON, "--env", "T",
                                           stdin="abcdefgh\n"))
    assert "No tool" in one_line_error(run(env, "exec", "nothere", "--", "x"))
    assert "No value" in one_line_error(run(env, "cred", "update", "python3", "--env", "OTHER", stdin=""))
    bad_rule = run(env, "cred", "update", "python3", "--deny", "(unclosed")
    assert "regular expression" in one_line_error(bad_rule)
    no_vars = run(env, "cred", "add", "gh2", "--path", PYTHON)
    assert no_vars.returncode == 2


@pytest.mark.slow
def test_conversation_scoped_credentials(env: dict[str, str], isolated_home: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOCLAW_KEY", TEST_KEY)

    async def make_conversation() -> str:
        app = await open_app(resolve_paths(), program="test")
        try:
            message = await ConversationStore(app.stores.db, app.stores.identity).add_user_message("deploy the site")
            return message.conversation_id
        finally:
            await app.close()

    conversation = asyncio.run(make_conversation())
    code = "import os; print(os.environ.get('API_TOKEN', 'none')[-3:])"
    missing = run(env, "cred", "add", "python3", "--path", PYTHON, "--env", "API_TOKEN", "--conversation", "fffffff0",
                  stdin=TOKEN + "\n")
    assert "conversation" in one_line_error(missing) and secure_rows(isolated_home) == 0
    assert run(env, "cred", "add", "python3", "--user", "--conversation", conversation, "--env", "T").returncode == 2

    added = run(env, "cred", "add", "python3", "--path", PYTHON, "--env", "API_TOKEN", "--conversation",
                conversation[:10], stdin=TOKEN + "\n")
    assert added.returncode == 0, added.stderr
    assert f"as conversation {conversation} credentials" in added.stdout
    shown = run(env, "cred", "show", "python3")
    assert f"conversation {conversation} (deploy the site): API_TOKEN=ghp_…" in shown.stdout
    assert "defaults:      -" in shown.stdout
    info = json.loads(run(env, "cred", "show", "python3", "--json").stdout)
    assert info["conversations"] == [{"conversation": conversation, "title": "deploy the site",
                                      "variables": info["conversations"][0]["variables"], "unreadable": False}]
    assert [v["name"] for v in info["conversations"][0]["variables"]] == ["API_TOKEN"]
    assert f"conversation {conversation[:8]}: API_TOKEN=ghp_…" in run(env, "cred", "list").stdout

    # Only runs inside that conversation get the value.
    inside = run(env, "exec", "python3", "--conversation", conversation[:10], "--", "-c", code)
    assert inside.returncode == 0 and inside.stdout.strip() == "p12", inside.stderr
    assert run(env, "exec", "python3", "--", "-c", code).stdout.strip() == "one"

    updated = run(env, "cred", "update", "python3", "--conversation", conversation, "--env", "API_TOKEN",
                  stdin=NEW_TOKEN + "\n")
    assert updated.returncode == 0, updated.stderr
    assert run(env, "exec", "python3", f"--conversation={conversation}", "--", "-c", code).stdout.strip() == "345"
    assert run(env, "cred", "update", "python3", "--conversation", conversation, "--unset", "API_TOKEN").returncode == 0
    assert "conversation" not in run(env, "cred", "show", "python3").stdout
    assert run(env, "exec", "python3", "--conversation", conversation, "--", "-c", code).stdout.strip() == "one"
    for proc in (added, shown, updated):
        assert TOKEN not in proc.stdout + proc.stderr and NEW_TOKEN not in proc.stdout + proc.stderr
    assert TOKEN.encode() not in db_bytes(isolated_home) and NEW_TOKEN.encode() not in db_bytes(isolated_home)
