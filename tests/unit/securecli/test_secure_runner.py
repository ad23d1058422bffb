"""The runner with real child processes (`python -c ...`) and a real database."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import os
import signal
import stat
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import DeniedArgumentError
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.secure_cli import CredentialType
from goclaw_lite.securecli.injection import build_child_env, injected_files, sweep_stale_dirs
from goclaw_lite.securecli.runner import RunOutcome, SecureCLIRunner, Stdin, run_process
from goclaw_lite.security.scrub import ScrubPattern
from goclaw_lite.store.credentials.store import BinaryNotAllowedError, SecureCLIStore, UnknownBinaryError
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore

PYTHON = os.path.realpath(sys.executable)


class Collected:
    def __init__(self) -> None:
        self.out = bytearray()
        self.err = bytearray()

    def stdout(self, data: bytes) -> None:
        self.out += data

    def stderr(self, data: bytes) -> None:
        self.err += data

TOKEN = "tok_" + "Q7r8S9t0U1v2W3x4Y5z6A7b8C9d0"
OTHER = "other-tool-secret-9f8e7d6c"


@pytest.fixture
async def tool(store: SecureCLIStore) -> str:
    binary = await store.create("python3", path=PYTHON, env={"API_TOKEN": TOKEN}, deny_args=[r"--dump-token"],
                                deny_verbose=["-v"])
    await store.create("othertool", path=PYTHON, env={"OTHER_SECRET": OTHER})
    return binary.id


def gone(pid: int) -> bool:
    """Dead (or a zombie nobody has reaped yet: in containers PID 1 may never reap)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return True
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False
    return state in ("Z", "X")


async def wait_gone(pid: int) -> bool:
    for _ in range(50):
        if gone(pid):
            return True
        await asyncio.sleep(0.05)
    return False


def outcome_of(result: tuple[object, Any]) -> tuple[RunOutcome, Any]:
    outcome, sink = result
    assert isinstance(outcome, RunOutcome)
    return outcome, sink


async def test_secret_printed_in_pieces_with_pauses_is_scrubbed(tool: str, run_python: Any) -> None:
    code = """
import sys, time, base64, json, urllib.parse
t = sys.argv[1]
w = sys.stdout
for i in range(0, len(t), 3):          # three bytes per write, flushed, with pauses
    w.write(t[i:i+3]); w.flush(); time.sleep(0.01)
w.write("\\n" + t + t + "|" + t + "\\n"); w.flush()  # repeated, back to back
w.write(base64.b64encode(t.encode()).decode()[:9]); w.flush(); time.sleep(0.05)
w.write(base64.b64encode(t.encode()).decode()[9:] + "\\n")
w.write(base64.b64encode(t.encode()).decode().rstrip("=") + " " + t.encode().hex() + " " + t.encode().hex().upper() + "\\n")
w.write(urllib.parse.quote(t, safe="") + " " + json.dumps({"t": t}) + "\\n")
w.write("\\x1b[31m" + t + "\\x1b[0m\\n")
sys.stderr.write("err:" + t[:5]); sys.stderr.flush(); time.sleep(0.02); sys.stderr.write(t[5:] + "\\n")
"""
    # The value is passed by the test (not injected) so the child can print it; the
    # scrubber knows it because it is the injected API_TOKEN.
    outcome, sink = outcome_of(await run_python(code, TOKEN))
    assert outcome.exit_code == 0
    out = bytes(sink.out)
    for form in (TOKEN.encode(), base64.b64encode(TOKEN.encode()), TOKEN.encode().hex().encode(),
                 TOKEN[4:20].encode()):
        assert form not in out and form not in sink.err
    assert out.count(b"[REDACTED:API_TOKEN]") >= 10
    assert b"\x1b[31m[REDACTED:API_TOKEN]\x1b[0m" in out
    assert bytes(sink.err) == b"err:[REDACTED:API_TOKEN]\n"


async def test_secret_at_a_pipe_buffer_boundary(tool: str, run_python: Any) -> None:
    code = """
import os, sys
t = sys.argv[1].encode()
for cut in (1, 7, 13):
    os.write(1, b"x" * (65536 - cut) + t + b"\\n")
"""
    outcome, sink = outcome_of(await run_python(code, TOKEN))
    assert outcome.exit_code == 0
    assert TOKEN.encode() not in sink.out and sink.out.count(b"[REDACTED:API_TOKEN]") == 3
    assert len(sink.out) == 3 * (65536 - 7 + len(b"[REDACTED:API_TOKEN]\n"))


async def test_environment_gets_the_value_and_nothing_it_should_not(
    tool: str, store: SecureCLIStore, activity: ActivityStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OTHER_SECRET", "exported-in-my-shell")
    monkeypatch.setenv("GOCLAW_ENCRYPTION_KEY", "4f" * 32)
    monkeypatch.setenv("HARMLESS_SETTING", "kept")
    before = dict(os.environ)
    runner = SecureCLIRunner(store, activity)
    sink = Collected()
    # The child reports digests: printing the value itself would (rightly) be scrubbed.
    code = (
        "import hashlib, json, os\n"
        "names = ('API_TOKEN', 'OTHER_SECRET', 'GOCLAW_KEY', 'GOCLAW_ENCRYPTION_KEY', 'HARMLESS_SETTING')\n"
        "print(json.dumps({k: os.environ[k] and hashlib.sha256(os.environ[k].encode()).hexdigest() if k in os.environ "
        "else None for k in names}))"
    )
    await runner.run("python3", ["-c", code], on_stdout=sink.stdout, on_stderr=sink.stderr)
    seen = json.loads(bytes(sink.out))
    digest = lambda v: hashlib.sha256(v.encode()).hexdigest()  # noqa: E731
    assert seen == {"API_TOKEN": digest(TOKEN), "OTHER_SECRET": None, "GOCLAW_KEY": None,
                    "GOCLAW_ENCRYPTION_KEY": None, "HARMLESS_SETTING": digest("kept")}
    assert dict(os.environ) == before  # our own environment never changes


async def test_arguments_reach_the_tool_verbatim_without_a_shell(tool: str, run_python: Any, tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    tricky = ["$(touch " + str(marker) + ")", "; touch " + str(marker), "`id`", "*", "$HOME", "a b"]
    _outcome, sink = outcome_of(await run_python("import sys, json; print(json.dumps(sys.argv[1:]))", *tricky))
    assert json.loads(bytes(sink.out)) == tricky and not marker.exists()


async def test_exit_codes_stdin_and_cwd(tool: str, runner: SecureCLIRunner, tmp_path: Path) -> None:
    sink = Collected()
    code = "import os, sys; data = sys.stdin.read(); print(os.getcwd(), data.upper()); sys.exit(7)"
    outcome = await runner.run("python3", ["-c", code], on_stdout=sink.stdout, on_stderr=sink.stderr,
                               stdin=b"piped input", cwd=tmp_path)
    assert outcome.exit_code == 7 and outcome.returncode == 7
    assert bytes(sink.out).decode().split() == [str(tmp_path.resolve()), "PIPED", "INPUT"]
    killed = await runner.run("python3", ["-c", "import os, signal; os.kill(os.getpid(), signal.SIGTERM)"],
                              on_stdout=sink.stdout, on_stderr=sink.stderr)
    assert killed.returncode == -signal.SIGTERM and killed.exit_code == 128 + signal.SIGTERM


async def test_timeout_kills_the_whole_group_and_removes_key_files(
    tool: str, store: SecureCLIStore, runner: SecureCLIRunner, tmp_path: Path
) -> None:
    await store.update(tool, timeout_seconds=1, file_env=["KUBECONFIG"],
                       set_env={"KUBECONFIG": "apiVersion: v1\nclient-key-data: c2VjcmV0a2V5ZGF0YQ1234\n"})
    info = tmp_path / "info.json"
    code = f"""
import json, os, subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
path = os.environ["KUBECONFIG"]
st = os.stat(path)
json.dump({{"grandchild": child.pid, "path": path, "mode": st.st_mode & 0o777,
           "content": open(path).read()}}, open({str(info)!r}, "w"))
print("started", flush=True)
time.sleep(60)
"""
    sink = Collected()
    started = time.monotonic()
    outcome = await runner.run("python3", ["-c", code], on_stdout=sink.stdout, on_stderr=sink.stderr)
    assert time.monotonic() - started < 10
    assert outcome.timed_out and outcome.exit_code == 124 and b"started" in sink.out
    facts = json.loads(info.read_text())
    assert facts["mode"] == 0o600 and "client-key-data" in facts["content"]
    assert not Path(facts["path"]).exists() and not Path(facts["path"]).parent.exists()
    assert await wait_gone(facts["grandchild"])


async def test_cancelling_a_run_kills_it_and_cleans_up(tool: str, store: SecureCLIStore, runner: SecureCLIRunner,
                                                       tmp_path: Path) -> None:
    await store.update(tool, file_env=["SA_JSON"], set_env={"SA_JSON": '{"private_key": "k3y-material-123"}'})
    info = tmp_path / "info.txt"
    code = f"import os, time; open({str(info)!r}, 'w').write(os.environ['SA_JSON'] + ' ' + str(os.getpid())); time.sleep(60)"
    sink = Collected()
    task = asyncio.ensure_future(runner.run("python3", ["-c", code], on_stdout=sink.stdout, on_stderr=sink.stderr))
    for _ in range(100):
        if info.exists() and info.read_text():
            break
        await asyncio.sleep(0.05)
    path, pid = info.read_text().split()
    assert Path(path).exists()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert not Path(path).exists()
    assert await wait_gone(int(pid))


async def test_denied_runs_start_nothing_and_are_logged(tool: str, runner: SecureCLIRunner, activity: ActivityStore,
                                                        tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    sink = Collected()
    for args in (["--dump-token=yes", "-c", f"open({str(marker)!r}, 'w')"], ["-vv", "-c", f"open({str(marker)!r}, 'w')"]):
        with pytest.raises(DeniedArgumentError):
            await runner.run("python3", args, on_stdout=sink.stdout, on_stderr=sink.stderr)
    assert not marker.exists()
    denied = await activity.list(ActivityFilter(action="secure_cli.denied"))
    assert len(denied) == 2 and "--dump-token" in denied[1].details["reason"]


async def test_every_run_is_logged_by_name_never_by_value(tool: str, run_python: Any, activity: ActivityStore,
                                                          app: AppContext) -> None:
    outcome, _ = outcome_of(await run_python("import sys; print('hi'); sys.exit(3)"))
    rows = await activity.list(ActivityFilter(action="secure_cli.run"))
    assert len(rows) == 1
    details = rows[0].details
    assert details["binary"] == "python3" and details["exit_code"] == 3 and details["injected"] == ["API_TOKEN"]
    assert isinstance(details["duration_ms"], int) and details["sources"] == {"binary": ["API_TOKEN"]}
    dump = json.dumps([r["details"] for r in await app.stores.db.fetch_all("SELECT details FROM activity_logs")])
    assert TOKEN not in dump and OTHER not in dump
    assert outcome.injected == ("API_TOKEN",)


async def test_resolution_order_user_context_agent_binary(
    store: SecureCLIStore, runner: SecureCLIRunner, agent: Agent, app: AppContext
) -> None:
    binary = await store.create("python3", path=PYTHON, env={"A": "binary-a-1", "B": "binary-b-1", "C": "binary-c-1",
                                                             "D": "binary-d-1"})
    await store.set_agent_credentials_typed(binary.id, agent.id, {"A": "agent-a-22", "B": "agent-b-22", "C": "agent-c-22"})
    conversation = "conv-" + os.urandom(4).hex()
    await app.stores.db.execute(
        "INSERT INTO agent_conversations (id, user_id, franchise_id, title) VALUES (?, ?, ?, 't')",
        (conversation, app.stores.identity.user_id, app.stores.identity.tenant_id),
    )
    await store.set_context_credentials(binary.id, conversation, {"A": "context-a-333", "B": "context-b-333"})
    await store.set_user_credentials(binary.id, {"A": "user-a-4444"})
    resolved = await runner.resolve("python3", [], agent_id=agent.id, conversation_id=conversation)
    assert resolved.env.as_dict() == {"A": "user-a-4444", "B": "context-b-333", "C": "agent-c-22", "D": "binary-d-1"}
    assert [s.value for _, s in resolved.sources] == ["user", "context", "agent", "binary"]
    # without the conversation or the agent, the next scope down shows through
    assert (await runner.resolve("python3", [], agent_id=agent.id)).env.as_dict()["B"] == "agent-b-22"
    assert (await runner.resolve("python3", [])).env.as_dict() == {"A": "user-a-4444", "B": "binary-b-1",
                                                                    "C": "binary-c-1", "D": "binary-d-1"}
    sink = Collected()
    code = "import os; print(' '.join(os.environ[k] for k in 'ABCD'))"
    await runner.run("python3", ["-c", code], on_stdout=sink.stdout, on_stderr=sink.stderr, agent_id=agent.id,
                     conversation_id=conversation)
    assert bytes(sink.out) == b"[REDACTED:A] [REDACTED:B] [REDACTED:C] [REDACTED:D]\n"


async def test_host_scope_and_ssh_keys(store: SecureCLIStore, runner: SecureCLIRunner, agent: Agent) -> None:
    binary = await store.create("python3", path=PYTHON, is_global=False)
    await store.set_agent_credentials_typed(binary.id, agent.id, {"GIT_KEY": "-----BEGIN KEY-----\nxyz123\n"},
                                            CredentialType.SSH_KEY, host_scope="*.github.com")
    ok = await runner.resolve("python3", ["clone", "git@ssh.github.com:o/r.git"], agent_id=agent.id)
    assert ok.env.names == ("GIT_KEY",) and ok.file_names == ("GIT_KEY",)
    assert (await runner.resolve("python3", ["status"], agent_id=agent.id)).env.names == ("GIT_KEY",)
    other = await runner.resolve("python3", ["clone", "https://gitlab.com/o/r.git"], agent_id=agent.id)
    assert other.env.names == () and other.agent_credentials_withheld
    hostflag = await runner.resolve("python3", ["--hostname=evil.example", "api"], agent_id=agent.id)
    assert hostflag.env.names == ()
    with pytest.raises(BinaryNotAllowedError):
        await runner.resolve("python3", [])  # not global: needs an agent
    with pytest.raises(UnknownBinaryError):
        await runner.resolve("nothing", [], agent_id=agent.id)


async def test_process_runner_alone_and_group_kill_after_exit() -> None:
    out: list[bytes] = []
    code = "import subprocess, sys; p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)']); print(p.pid)"
    started = time.monotonic()
    result = await run_process([PYTHON, "-c", code], env=dict(os.environ), pattern=ScrubPattern({}),
                               on_stdout=out.append, on_stderr=out.append, timeout=30, kill_grace=0.3)
    assert result.exit_code == 0 and not result.timed_out and time.monotonic() - started < 5
    assert await wait_gone(int(b"".join(out)))  # the helper it left behind was killed with the group


async def until(condition: Any, what: str) -> None:
    for _ in range(600):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"gave up waiting for {what}")


async def test_output_is_delivered_while_the_child_pauses_and_half_a_secret_is_not(tmp_path: Path) -> None:
    # The child waits for the test between steps, so "delivered before the child exits"
    # needs no timing: the child cannot go on until the test has seen the output.
    code = """
import os, sys, time
t, go = sys.argv[1].encode(), sys.argv[2]
def wait(step):
    while not os.path.exists(go + str(step)):
        time.sleep(0.01)
os.write(1, b"ordinary text " + t + b" done\\n" + b"progress 10%")
wait(1)
os.write(1, b"x" * 100000 + b"\\n")   # large enough to be scrubbed on a worker thread
wait(2)
os.write(1, b"half: " + t[:12])
wait(3)
os.write(1, t[12:] + b"\\n")
"""
    go = str(tmp_path / "go")
    out = bytearray()
    run = asyncio.ensure_future(run_process(
        [PYTHON, "-c", code, TOKEN, go], env=dict(os.environ), pattern=ScrubPattern({"API_TOKEN": TOKEN}),
        on_stdout=out.extend, on_stderr=out.extend, timeout=120))
    try:
        first = b"ordinary text [REDACTED:API_TOKEN] done\nprogress 10%"
        await until(lambda: bytes(out) == first, "the first write")
        assert not run.done()
        Path(go + "1").touch()
        await until(lambda: len(out) == len(first) + 100001, "the large write")
        assert bytes(out[len(first):]) == b"x" * 100000 + b"\n" and not run.done()
        Path(go + "2").touch()
        await until(lambda: bytes(out).endswith(b"half: "), "the text before half a secret")
        await asyncio.sleep(0.2)  # whatever else arrives now must not be the held half
        assert bytes(out).endswith(b"half: ") and TOKEN[:4].encode() not in out and not run.done()
        Path(go + "3").touch()
        result = await asyncio.wait_for(run, 60)
    finally:
        for step in (1, 2, 3):
            Path(go + str(step)).touch()
        await asyncio.gather(run, return_exceptions=True)
    assert result.exit_code == 0
    assert bytes(out).endswith(b"half: [REDACTED:API_TOKEN]\n") and TOKEN.encode() not in out


async def test_inherited_stdin_reads_our_stdin(tmp_path: Path) -> None:
    source = tmp_path / "in.txt"
    source.write_bytes(b"from our stdin\n")
    saved = os.dup(0)
    try:
        with open(source, "rb") as handle:
            os.dup2(handle.fileno(), 0)
        out: list[bytes] = []
        await run_process([PYTHON, "-c", "import sys; print(sys.stdin.read().strip()[::-1])"], env=dict(os.environ),
                          pattern=ScrubPattern({}), on_stdout=out.append, on_stderr=out.append, stdin=Stdin.INHERIT)
    finally:
        os.dup2(saved, 0)
        os.close(saved)
    assert b"".join(out) == b"nidts ruo morf\n"


def test_injected_files_are_private_and_removed(tmp_path: Path) -> None:
    with injected_files({"KEY": "material-123", "TOKEN": "token-value"}, ["KEY"]) as injected:
        path = Path(injected.variables["KEY"])
        assert injected.variables["TOKEN"] == "token-value" and injected.file_names == ("KEY",)
        assert path.read_text() == "material-123" and stat.S_IMODE(path.stat().st_mode) == 0o600
        assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
        assert "material-123" not in repr(injected)
    assert not path.exists() and not path.parent.exists()


def test_stale_directories_of_dead_processes_are_swept(tmp_path: Path) -> None:
    stale = tmp_path / "goclaw-cred-999999999-abc"
    stale.mkdir()
    (stale / "00-key").write_text("left behind")
    live = tmp_path / f"goclaw-cred-{os.getpid()}-def"
    live.mkdir()
    assert sweep_stale_dirs(tmp_path) == 1
    assert not stale.exists() and live.exists()


def test_child_env_withholds_keys_and_other_tools() -> None:
    parent = {"PATH": "/bin", "GOCLAW_KEY": "k", "goclaw_encryption_key": "k", "AWS_SECRET": "s", "X": "1"}
    env = build_child_env(parent, {"GH_TOKEN": "t"}, withhold={"AWS_SECRET"})
    assert env == {"PATH": "/bin", "X": "1", "GH_TOKEN": "t"}
