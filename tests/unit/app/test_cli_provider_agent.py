"""`goclaw-lite provider ...` and `goclaw-lite agent ...` as real subprocesses against the fake server."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

_REPO_ROOT = str(Path(__file__).resolve().parents[3])
if _REPO_ROOT not in sys.path:  # `tests.support` must import however pytest was started
    sys.path.insert(0, _REPO_ROOT)

from tests.support.cli_errors import one_line_error  # noqa: E402
from tests.support.fake_llm import FakeLLMServer  # noqa: E402
from tests.support.fixtures import fake_llm  # noqa: E402,F401

KEY_HEX = "5a" * 32
API_KEY = "sk-or-v1-" + "9f8e7d6c5b4a" * 4


def run(python_exe: str, env: dict[str, str], *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [python_exe, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True, text=True, timeout=60
    )


@pytest.fixture
def env(cli_env: dict[str, str]) -> dict[str, str]:
    return {**cli_env, "GOCLAW_KEY": KEY_HEX}


def db_bytes(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(home.glob("goclaw.db*")))


def test_local_provider_without_key_and_test_connection(
    python_exe: str, env: dict[str, str], fake_llm: FakeLLMServer  # noqa: F811
) -> None:
    fake_llm.models = ["qwen2.5:7b", "llama3.2:3b"]
    added = run(python_exe, env, "provider", "add", "Ollama", "--type", "openai_compat", "--base-url", fake_llm.openai_base + "/",
                "--model", "qwen2.5:7b", "--no-key")
    assert added.returncode == 0, added.stderr
    assert "Added provider ollama" in added.stdout and "no API key" in added.stdout
    tested = run(python_exe, env, "provider", "test", "ollama")
    assert tested.returncode == 0, tested.stderr
    assert "2 model(s)" in tested.stdout and "  llama3.2:3b" in tested.stdout and "  qwen2.5:7b" in tested.stdout
    assert tested.stderr == ""  # the default model is offered: no warning
    assert [e.path for e in fake_llm.exchanges] == ["/v1/models"] and not fake_llm.exchanges[0].auth_present
    as_json = json.loads(run(python_exe, env, "provider", "list", "--json").stdout)
    assert as_json == [{"name": "ollama", "display_name": "", "type": "openai_compat", "base_url": fake_llm.openai_base,
                        "default_model": "qwen2.5:7b", "has_api_key": False, "enabled": True, "images": "auto"}]
    assert run(python_exe, env, "provider", "set", "ollama", "--images", "yes").returncode == 0
    assert json.loads(run(python_exe, env, "provider", "list", "--json").stdout)[0]["images"] == "yes"
    duplicate = run(python_exe, env, "provider", "add", "ollama", "--type", "openai_compat", "--base-url", fake_llm.openai_base, "--no-key")
    assert "already exists" in one_line_error(duplicate, 2)


@pytest.mark.slow
def test_api_key_is_read_from_stdin_sealed_and_never_shown(
    python_exe: str, env: dict[str, str], fake_llm: FakeLLMServer, isolated_home: Path  # noqa: F811
) -> None:
    fake_llm.expected_api_key = API_KEY
    added = run(python_exe, env, "provider", "add", "cloud", "--type", "anthropic", "--base-url", fake_llm.base_url,
                "--model", "fake-small", stdin=API_KEY + "\n")
    assert added.returncode == 0, added.stderr
    listed = run(python_exe, env, "provider", "list")
    assert listed.returncode == 0 and "cloud" in listed.stdout and "set" in listed.stdout
    tested = run(python_exe, env, "provider", "test", "cloud")  # succeeds only if the key opened intact
    assert tested.returncode == 0, tested.stderr
    assert fake_llm.exchanges[-1].headers["x-api-key"] == "<redacted>"
    for proc in (added, listed, tested, run(python_exe, env, "provider", "list", "--json")):
        assert API_KEY not in proc.stdout + proc.stderr
        assert API_KEY[-12:] not in proc.stdout + proc.stderr
    assert API_KEY.encode() not in db_bytes(isolated_home)
    conn = sqlite3.connect(isolated_home / "goclaw.db")
    try:
        sealed = conn.execute("SELECT api_key FROM llm_providers WHERE name = 'cloud'").fetchone()[0]
        activity = conn.execute("SELECT action, details FROM activity_logs").fetchall()
    finally:
        conn.close()
    assert sealed.startswith("aes-gcm:")
    assert [a for a, _ in activity] == ["provider.add"]
    details = json.loads(activity[0][1])
    assert details["has_api_key"] is True and API_KEY not in activity[0][1]


def test_a_server_on_this_computer_needs_no_key_even_without_an_encryption_key(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, fake_llm: FakeLLMServer  # noqa: F811
) -> None:
    """A CLI-only home (no GOCLAW_KEY, no key made yet): a local server is added without --no-key."""
    for name, base in (("ollama", fake_llm.openai_base), ("studio", "http://localhost:1234/v1")):
        added = run(python_exe, cli_env, "provider", "add", name, "--type", "openai_compat", "--base-url", base,
                    "--model", "m")
        assert added.returncode == 0, added.stderr
        assert f"Added provider {name}" in added.stdout and "no API key" in added.stdout
    tested = run(python_exe, cli_env, "provider", "test", "ollama")
    assert tested.returncode == 0 and "model(s)" in tested.stdout, tested.stderr
    # A key piped in for a local server is still taken, and then it does need the encryption key.
    keyed = run(python_exe, cli_env, "provider", "add", "proxy", "--type", "openai_compat", "--base-url",
                fake_llm.openai_base, stdin=API_KEY + "\n")
    assert "encryption key" in one_line_error(keyed, 2) and API_KEY not in keyed.stderr
    listed = json.loads(run(python_exe, cli_env, "provider", "list", "--json").stdout)
    assert [(p["name"], p["has_api_key"]) for p in listed] == [("ollama", False), ("studio", False)]


@pytest.mark.slow
def test_key_errors_are_one_line_and_store_nothing(
    python_exe: str, cli_env: dict[str, str], env: dict[str, str], fake_llm: FakeLLMServer  # noqa: F811
) -> None:
    no_cipher = run(python_exe, cli_env, "provider", "add", "cloud", "--type", "anthropic", "--base-url", fake_llm.base_url,
                    stdin=API_KEY + "\n")
    assert "encryption key" in one_line_error(no_cipher, 2)
    no_key = run(python_exe, env, "provider", "add", "cloud", "--type", "anthropic", "--base-url",
                 "https://llm.example.com")
    assert "--no-key" in one_line_error(no_key, 2)  # an address elsewhere: the key is asked for (a local one: optional)
    bad_url = run(python_exe, env, "provider", "add", "cloud", "--type", "anthropic", "--base-url", "https://u:p@host", "--no-key")
    assert "user name or password" in one_line_error(bad_url, 2)
    bad_name = run(python_exe, env, "provider", "add", "a:b", "--type", "anthropic", "--base-url", fake_llm.base_url, "--no-key")
    one_line_error(bad_name, 2)
    cloud_no_key = run(python_exe, env, "provider", "add", "cloud", "--type", "anthropic", "--base-url",
                       "https://api.anthropic.com", "--no-key")
    assert "needs an API key" in one_line_error(cloud_no_key, 2)  # the same rule as the window's dialog
    assert json.loads(run(python_exe, env, "provider", "list", "--json").stdout) == []


@pytest.mark.slow
def test_failing_connection_test_is_a_clear_error(python_exe: str, env: dict[str, str], fake_llm: FakeLLMServer) -> None:  # noqa: F811
    fake_llm.expected_api_key = "something-else-entirely"
    run(python_exe, env, "provider", "add", "cloud", "--type", "openai_compat", "--base-url", fake_llm.openai_base, stdin=API_KEY + "\n")
    denied = one_line_error(run(python_exe, env, "provider", "test", "cloud"), 1)
    assert "authentication failed" in denied and API_KEY not in denied
    run(python_exe, env, "provider", "add", "down", "--type", "openai_compat", "--base-url", "http://127.0.0.1:9/v1", "--no-key")
    assert "cannot connect" in one_line_error(run(python_exe, env, "provider", "test", "down"), 1)
    assert "No provider named" in one_line_error(run(python_exe, env, "provider", "test", "nope"), 2)


@pytest.mark.slow
def test_agent_commands(python_exe: str, env: dict[str, str], fake_llm: FakeLLMServer, tmp_path: Path) -> None:  # noqa: F811
    for name in ("ollama", "openrouter"):
        assert run(python_exe, env, "provider", "add", name, "--type", "openai_compat", "--base-url", fake_llm.openai_base,
                   "--model", "fake-small", "--no-key").returncode == 0
    prompt = tmp_path / "prompt.md"
    prompt.write_text("You are helpful.\nAnswer in Vietnamese: xin chào.\n", encoding="utf-8")
    added = run(python_exe, env, "agent", "add", "helper", "--provider", "ollama", "--model", "qwen2.5:7b", "--system", str(prompt),
                "--fallback", "openrouter:meta-llama/llama-3-8b", "ollama:llama3.2:3b", "--max-attempts", "2", "--emoji", "🦀",
                "--name", "Helper")
    assert added.returncode == 0, added.stderr
    assert "ollama:qwen2.5:7b → openrouter:meta-llama/llama-3-8b → ollama:llama3.2:3b" in added.stdout
    second = run(python_exe, env, "agent", "add", "coder", "--provider", "openrouter", "--no-cooldown", "--context-window", "8192")
    assert second.returncode == 0, second.stderr  # the model comes from the provider's default

    shown = json.loads(run(python_exe, env, "agent", "show", "helper", "--json").stdout)
    assert shown["model"] == "qwen2.5:7b" and shown["emoji"] == "🦀" and shown["is_default"] is True
    assert shown["system_prompt"].startswith("You are helpful.") and "xin chào" in shown["system_prompt"]
    assert shown["model_fallback"] == {
        "enabled": True, "candidates": ["openrouter:meta-llama/llama-3-8b", "ollama:llama3.2:3b"], "max_attempts": 2,
        "cooldown_enabled": True,
    }
    coder = json.loads(run(python_exe, env, "agent", "show", "coder", "--json").stdout)
    assert coder["model"] == "fake-small" and coder["model_fallback"]["enabled"] is False
    assert coder["context_window"] == 8192 and shown["context_window"] == 200_000
    text = run(python_exe, env, "agent", "show", "helper").stdout
    assert "Fallback:        openrouter:meta-llama/llama-3-8b → ollama:llama3.2:3b" in text and "Max attempts:    2" in text
    assert "Context window:  200000 tokens" in text
    tiny = run(python_exe, env, "agent", "add", "tiny", "--provider", "ollama", "--context-window", "0")
    assert tiny.returncode == 2 and "at least 1 token" in tiny.stderr

    listed = run(python_exe, env, "agent", "list")
    assert listed.returncode == 0 and listed.stdout.splitlines()[1].startswith("*  helper")
    assert run(python_exe, env, "agent", "set-default", "coder").returncode == 0
    assert [a["key"] for a in json.loads(run(python_exe, env, "agent", "list", "--json").stdout) if a["is_default"]] == ["coder"]

    assert "PROVIDER:MODEL" in one_line_error(run(python_exe, env, "agent", "add", "x", "--provider", "ollama", "--fallback", "nocolon"), 2)
    assert "No provider" in one_line_error(run(python_exe, env, "agent", "add", "x", "--provider", "ghost", "--model", "m"), 2)
    assert "does not exist" in one_line_error(
        run(python_exe, env, "agent", "add", "x", "--provider", "ollama", "--fallback", "ghost:m"), 2
    )
    assert "Cannot read" in one_line_error(
        run(python_exe, env, "agent", "add", "x", "--provider", "ollama", "--system", str(tmp_path / "missing.md")), 2
    )
    assert "already exists" in one_line_error(run(python_exe, env, "agent", "add", "helper", "--provider", "ollama"), 2)

    in_use = one_line_error(run(python_exe, env, "provider", "rm", "ollama"), 2)
    assert "helper" in in_use
    assert "--yes" in one_line_error(run(python_exe, env, "agent", "rm", "helper"), 2)
    assert run(python_exe, env, "agent", "rm", "helper", "--yes").returncode == 0
    removed = run(python_exe, env, "provider", "rm", "ollama")
    assert removed.returncode == 0, removed.stderr
    assert [p["name"] for p in json.loads(run(python_exe, env, "provider", "list", "--json").stdout)] == ["openrouter"]
    assert [a["key"] for a in json.loads(run(python_exe, env, "agent", "list", "--json").stdout)] == ["coder"]


def test_agent_set_duplicate_and_rm_through_the_service(
    python_exe: str, env: dict[str, str], fake_llm: FakeLLMServer  # noqa: F811
) -> None:
    assert run(python_exe, env, "provider", "add", "local", "--type", "openai_compat", "--base-url", fake_llm.openai_base,
               "--model", "fake-small", "--no-key").returncode == 0
    assert run(python_exe, env, "agent", "add", "helper", "--provider", "local").returncode == 0
    changed = run(python_exe, env, "agent", "set", "helper", "--temperature", "0.4", "--max-tokens", "256",
                  "--tool", "exec=deny", "--tool", "*=ask", "--auto-inject", "off", "--fallback", "local:fake-large",
                  "--max-attempts", "2", "--name", "Helper")
    assert changed.returncode == 0, changed.stderr
    doc = json.loads(run(python_exe, env, "agent", "show", "helper", "--json").stdout)
    assert doc["generation"] == {"temperature": 0.4, "top_p": None, "max_tokens": 256}
    assert doc["tool_policy"] == {"exec": "deny", "*": "ask"} and doc["memory"] == {"auto_inject": False, "consolidation": True}
    assert doc["model_fallback"]["candidates"] == ["local:fake-large"] and doc["model_fallback"]["max_attempts"] == 2
    reset = run(python_exe, env, "agent", "set", "helper", "--temperature", "default", "--tool", "exec=default")
    assert reset.returncode == 0, reset.stderr
    doc = json.loads(run(python_exe, env, "agent", "show", "helper", "--json").stdout)
    assert doc["generation"]["temperature"] is None and doc["generation"]["max_tokens"] == 256
    assert doc["tool_policy"] == {"*": "ask"} and doc["display_name"] == "Helper"
    assert "allow, ask, deny" in one_line_error(run(python_exe, env, "agent", "set", "helper", "--tool", "exec=maybe"), 2)
    assert "Nothing to change" in one_line_error(run(python_exe, env, "agent", "set", "helper"), 2)

    copied = run(python_exe, env, "agent", "duplicate", "helper")
    assert copied.returncode == 0 and "helper-copy" in copied.stdout
    copy = json.loads(run(python_exe, env, "agent", "show", "helper-copy", "--json").stdout)
    assert (copy["tool_policy"], copy["generation"], copy["is_default"]) == (doc["tool_policy"], doc["generation"], False)
    assert run(python_exe, env, "agent-link", "add", "helper", "helper-copy").returncode == 0
    asked = one_line_error(run(python_exe, env, "agent", "rm", "helper"), 2)
    assert "1 delegation links are deleted" in asked and "--yes" in asked
    removed = run(python_exe, env, "agent", "rm", "helper", "--yes")
    assert removed.returncode == 0 and "1 delegation links are deleted" in removed.stderr
