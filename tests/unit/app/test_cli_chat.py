"""`goclaw-lite chat` and `goclaw-lite conversations` as real subprocesses against the fake server."""

from __future__ import annotations

import json
import os
import pty
import select
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

_REPO_ROOT = str(Path(__file__).resolve().parents[3])
if _REPO_ROOT not in sys.path:  # `tests.support` must import however pytest was started
    sys.path.insert(0, _REPO_ROOT)

from tests.support.cli_errors import one_line_error  # noqa: E402
from tests.support.fake_llm import (  # noqa: E402
    OPENAI_PATH,
    FakeLLMServer,
    StreamResponse,
    openai_text_stream,
    openai_tool_stream,
    unauthorized,
)
from tests.support.fixtures import fake_llm  # noqa: E402,F401

KEY_HEX = "6b" * 32

Run = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture
def env(cli_env: dict[str, str]) -> dict[str, str]:
    return {**cli_env, "GOCLAW_KEY": KEY_HEX}


@pytest.fixture
def cli(python_exe: str, env: dict[str, str]) -> Run:
    def run(*args: str, stdin: str = "", timeout: float = 60) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [python_exe, "-m", "goclaw_lite", *args], env=env, input=stdin, capture_output=True, text=True, timeout=timeout
        )

    return run


@pytest.fixture
def setup(cli: Run, fake_llm: FakeLLMServer) -> FakeLLMServer:  # noqa: F811
    added = cli("provider", "add", "local", "--type", "openai_compat", "--base-url", fake_llm.openai_base,
                "--model", "fake-small", "--no-key")
    assert added.returncode == 0, added.stderr
    agent = cli("agent", "add", "helper", "--provider", "local", "--model", "fake-small")
    assert agent.returncode == 0, agent.stderr
    return fake_llm


def db(home: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(home / "goclaw.db")
    conn.row_factory = sqlite3.Row
    return conn


def messages(home: Path) -> list[sqlite3.Row]:
    with db(home) as conn:
        return conn.execute("SELECT * FROM agent_messages ORDER BY created_at, id").fetchall()


def conversation_of(proc: subprocess.CompletedProcess[str] | str) -> str:
    text = proc if isinstance(proc, str) else proc.stderr
    line = [ln for ln in text.splitlines() if ln.startswith("conversation: ")][-1]
    return line.split(": ", 1)[1].strip()


def start(python_exe: str, env: dict[str, str], *args: str, **kwargs: object) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [python_exe, "-m", "goclaw_lite", *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs  # type: ignore[call-overload]
    )


def read_until(fd: int, predicate: Callable[[bytes], bool], timeout: float = 20) -> bytes:
    data = b""
    deadline = time.monotonic() + timeout
    while not predicate(data):
        left = deadline - time.monotonic()
        assert left > 0, f"timed out; got {data!r}"
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            piece = os.read(fd, 4096)
            assert piece, f"stream closed; got {data!r}"
            data += piece
    return data


def test_chat_streams_the_answer_to_stdout_as_it_arrives(
    setup: FakeLLMServer, python_exe: str, env: dict[str, str], isolated_home: Path
) -> None:
    words = "Streaming works: each word shows up before the next one is even generated."
    setup.script_openai(StreamResponse(openai_text_stream(words), delay=0.08))
    proc = start(python_exe, env, "chat", "Say something")
    assert proc.stdout is not None and proc.stderr is not None
    early = read_until(proc.stdout.fileno(), lambda d: b"works:" in d)
    exchange = setup.requests_to(OPENAI_PATH)[0]
    assert not exchange.completed, "the first words must be on stdout while the server is still sending"
    rest, errors = proc.communicate(timeout=30)
    assert proc.returncode == 0, errors
    assert (early + rest).decode() == words + "\n"
    cid = conversation_of(errors.decode())
    rows = messages(isolated_home)
    assert [(r["role"], r["state"]) for r in rows] == [("user", "complete"), ("assistant", "complete")]
    assert rows[1]["content"] == words and rows[1]["conversation_id"] == cid and rows[1]["provider"] == "local"


@pytest.mark.slow
def test_conversations_list_show_export_close_rm(setup: FakeLLMServer, cli: Run, tmp_path: Path) -> None:
    setup.script_openai(StreamResponse(openai_text_stream("Paris is the capital of France.")))
    first = cli("chat", "What is the capital of France? Answer in one short sentence, please, thanks")
    assert first.returncode == 0, first.stderr
    cid = conversation_of(first)
    setup.script_openai(StreamResponse(openai_text_stream("Berlin.")))
    second = cli("chat", "And of Germany?", "--conversation", cid)
    assert second.returncode == 0 and second.stdout == "Berlin.\n" and conversation_of(second) == cid
    sent = setup.requests_to(OPENAI_PATH)[1].body["messages"]
    assert [m["role"] for m in sent] == ["user", "assistant", "user"]

    listed = json.loads(cli("conversations", "list", "--json").stdout)
    assert [(c["id"], c["message_count"], c["status"]) for c in listed] == [(cid, 4, "active")]
    assert listed[0]["title"] == "What is the capital of France? Answer in one short sentence,"
    table = cli("conversations", "list")
    assert cid in table.stdout and "What is the capital" in table.stdout
    assert "No conversations match" in cli("conversations", "list", "--search", "zebra").stdout
    assert cid in cli("conversations", "list", "--search", "BERLIN").stdout

    shown = cli("conversations", "show", cid[:13])
    assert shown.returncode == 0, shown.stderr
    assert "You:\n    And of Germany?" in shown.stdout and "Assistant (local/fake-small):\n    Berlin." in shown.stdout

    md = cli("conversations", "export", cid)
    assert md.stdout.startswith("# What is the capital") and "## Assistant (local/fake-small)" in md.stdout
    target = tmp_path / "conv.json"
    written = cli("conversations", "export", cid, "--format", "json", "--output", str(target))
    assert written.returncode == 0, written.stderr
    document = json.loads(target.read_text())
    assert document["conversation"]["id"] == cid and len(document["messages"]) == 4
    assert (target.stat().st_mode & 0o777) == 0o600
    again = cli("conversations", "export", cid, "--format", "json", "--output", str(target))
    assert "already exists" in one_line_error(again, 2) and json.loads(target.read_text()) == document

    assert cli("conversations", "close", cid).returncode == 0
    refused = cli("chat", "more?", "--conversation", cid)
    assert "closed and accepts no new messages" in one_line_error(refused, 1)
    assert len(setup.requests_to(OPENAI_PATH)) == 2
    assert "pass --yes" in one_line_error(cli("conversations", "rm", cid), 2)
    assert cli("conversations", "rm", cid, "--yes").returncode == 0
    assert json.loads(cli("conversations", "list", "--json").stdout) == []
    assert "No conversation" in one_line_error(cli("conversations", "show", cid), 1)
    logged = json.loads(cli("activity", "list", "--json").stdout)["rows"]
    lifecycle = [(r["action"], r["entity_id"]) for r in logged if r["action"].startswith("conversation.")]
    assert lifecycle == [("conversation.delete", cid), ("conversation.close", cid), ("conversation.create", cid)]
    assert "capital" not in json.dumps(logged)  # no message text or title


def set_policy(home: Path, policy: dict[str, str]) -> None:
    with db(home) as conn:
        conn.execute("UPDATE agents SET tool_policy = ?", (json.dumps(policy),))


@pytest.mark.slow
def test_ask_tools_are_denied_without_a_terminal_unless_yes_tools(
    setup: FakeLLMServer, cli: Run, isolated_home: Path
) -> None:
    set_policy(isolated_home, {"current_time": "ask"})
    setup.script_openai(
        StreamResponse(openai_tool_stream([("call_1", "current_time", '{"timezone": "UTC"}')])),
        StreamResponse(openai_text_stream("I could not check the time.")),
    )
    denied = cli("chat", "What time is it?")
    assert denied.returncode == 0, denied.stderr
    assert denied.stdout == "I could not check the time.\n"
    assert '[tool] current_time {"timezone": "UTC"}' in denied.stderr
    assert "denied (it needs approval and stdin is not a terminal" in denied.stderr
    tool_message = setup.requests_to(OPENAI_PATH)[1].body["messages"][-1]
    assert tool_message["role"] == "tool" and tool_message["content"].startswith("error: denied: the user did not allow")

    setup.script_openai(
        StreamResponse(openai_tool_stream([("call_2", "current_time", '{"timezone": "UTC"}')])),
        StreamResponse(openai_text_stream("It is noon.")),
    )
    allowed = cli("chat", "What time is it now?", "--yes-tools")
    assert allowed.returncode == 0 and "allowed by --yes-tools" in allowed.stderr
    assert "[tool] current_time → ok" in allowed.stderr
    tool_message = setup.requests_to(OPENAI_PATH)[3].body["messages"][-1]
    assert json.loads(tool_message["content"])["timezone"] == "UTC"


def test_ask_tools_prompt_on_a_terminal(setup: FakeLLMServer, python_exe: str, env: dict[str, str], isolated_home: Path) -> None:
    set_policy(isolated_home, {"current_time": "ask"})
    setup.script_openai(
        StreamResponse(openai_tool_stream([("call_t", "current_time", "{}")])),
        StreamResponse(openai_text_stream("Checked.")),
    )
    master, slave = pty.openpty()
    try:
        proc = start(python_exe, env, "chat", "time?", stdin=slave)
        os.close(slave)
        assert proc.stderr is not None
        shown = read_until(proc.stderr.fileno(), lambda d: b"[y/N]" in d)
        assert b"[tool] current_time {}" in shown
        os.write(master, b"y\n")
        out, errors = proc.communicate(timeout=30)
    finally:
        os.close(master)
    assert proc.returncode == 0, errors
    assert out.decode() == "Checked.\n" and b"current_time \xe2\x86\x92 ok" in errors


def test_provider_error_exits_1_with_one_line(setup: FakeLLMServer, cli: Run, isolated_home: Path) -> None:
    setup.script_openai(unauthorized())
    proc = cli("chat", "hello")
    line = one_line_error(proc, 1)
    assert "authentication failed (HTTP 401)" in line and proc.stdout == ""
    rows = messages(isolated_home)
    assert rows[-1]["state"] == "error" and "authentication failed" in rows[-1]["error"]


def test_ctrl_c_stops_the_stream_and_keeps_the_partial(
    setup: FakeLLMServer, python_exe: str, env: dict[str, str], isolated_home: Path
) -> None:
    setup.script_openai(StreamResponse(openai_text_stream("one two three four five six seven eight nine ten"), delay=0.2))
    proc = start(python_exe, env, "chat", "count slowly")
    assert proc.stdout is not None
    shown = read_until(proc.stdout.fileno(), lambda d: b"three" in d)
    proc.send_signal(signal.SIGINT)
    rest, errors = proc.communicate(timeout=30)
    assert proc.returncode == 130, errors
    assert b"interrupted; the partial answer was kept" in errors and b"Traceback" not in errors
    reply = messages(isolated_home)[-1]
    assert reply["state"] == "stopped" and (shown + rest).decode().strip() == reply["content"].strip()
    assert reply["content"].startswith("one two three") and "ten" not in reply["content"]
    exchange = setup.requests_to(OPENAI_PATH)[0]
    assert exchange.wait_closed(5) and exchange.client_closed_early


@pytest.mark.slow
def test_kill_9_mid_answer_leaves_the_partial_marked_interrupted_at_next_start(
    setup: FakeLLMServer, cli: Run, python_exe: str, env: dict[str, str], isolated_home: Path
) -> None:
    words = [f"word{i} " for i in range(40)]
    setup.script_openai(StreamResponse(openai_text_stream(words), delay=0.1))
    proc = start(python_exe, env, "chat", "write a lot")
    assert proc.stdout is not None
    read_until(proc.stdout.fileno(), lambda d: b"word9 " in d)  # > 0.5 s of tokens: a checkpoint is on disk
    proc.kill()
    proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    crashed = messages(isolated_home)[-1]
    assert crashed["state"] == "streaming" and crashed["content"].startswith("word0 word1 ")
    partial = crashed["content"]

    setup.script_openai(StreamResponse(openai_text_stream("Back again.")))
    cid = crashed["conversation_id"]
    resumed = cli("chat", "are you there?", "--conversation", cid)
    assert resumed.returncode == 0, resumed.stderr
    rows = {r["id"]: r for r in messages(isolated_home)}
    assert rows[crashed["id"]]["state"] == "interrupted" and rows[crashed["id"]]["content"] == partial
    sent = setup.requests_to(OPENAI_PATH)[1].body["messages"]
    assert sent[-2] == {"role": "assistant", "content": partial}  # the partial is context for what follows
    shown = cli("conversations", "show", cid)
    assert "Assistant [interrupted]:\n    word0 word1" in shown.stdout  # the route is only known to a finished row
