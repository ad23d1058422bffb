"""The built-in model, end to end: a real llama.cpp server on loopback, the normal provider path.

It answers every time, not only the first: each use of the `local` provider (a chat, the
next turn of one, consolidation, a subtask) starts it when it is not running, on a new port
the stored provider follows, and the end of the command stops it.
"""

from __future__ import annotations

import socket
import sqlite3
import subprocess
import time
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.agent.tools.registry import ToolContext
from goclaw_lite.app.context import open_app
from goclaw_lite.app.local_setup import register_local_provider
from goclaw_lite.config import resolve_paths
from goclaw_lite.model.chat_api import HistoryTrimmed, RunFinished, TokenDelta
from goclaw_lite.providers import local_server
from goclaw_lite.providers.local_model import (
    BUILTIN_MODEL,
    MODEL_ID,
    PROVIDER_NAME,
    LocalModelServer,
    LocalServerInfo,
    local_model_available,
)
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.conftest import skip_or_fail

pytestmark = pytest.mark.slow
MODEL_TIMEOUT = 300  # a loaded machine starts the server slowly; nothing here waits a fixed time


@pytest.fixture(autouse=True)
def _needs_local_model() -> None:
    if not local_model_available():
        skip_or_fail("the built-in model is not installed (pip install '.[local]')")


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _listening(base_url: str) -> bool:
    address = urlsplit(base_url)
    with socket.socket() as sock:
        sock.settimeout(5)
        return sock.connect_ex((address.hostname or "", address.port or 0)) == 0


def _stored_base_url(home: Path) -> str:
    with sqlite3.connect(home / "goclaw.db") as conn:
        row = conn.execute("SELECT api_base FROM llm_providers WHERE name = ?", (PROVIDER_NAME,)).fetchone()
    assert row is not None, "the built-in model was not registered"
    return str(row[0])


def _thread(home: Path, conversation_id: str) -> list[tuple[str, str, str]]:
    with sqlite3.connect(home / "goclaw.db") as conn:
        rows = conn.execute(
            "SELECT role, state, provider FROM agent_messages WHERE conversation_id = ? ORDER BY created_at, id",
            (conversation_id,),
        ).fetchall()
    return [(str(r[0]), str(r[1]), str(r[2] or "")) for r in rows]


def _conversation_of(stderr: str) -> str:
    return [line for line in stderr.splitlines() if line.startswith("conversation: ")][-1].split(": ", 1)[1].strip()


async def test_chat_with_the_builtin_model_streams_a_real_answer(isolated_home: Path) -> None:
    ctx = await open_app(resolve_paths(), program="test")
    try:
        async with LocalModelServer() as info:
            agent_key = await register_local_provider(ctx.stores, info)
            provider = await ProviderStore(ctx.stores.db, ctx.stores.identity, None).get(PROVIDER_NAME)
            assert provider.api_base == info.base_url and provider.provider_type == "openai_compat"
            # The agent's context window is the server's n_ctx, so long chats are trimmed to fit it.
            agent = await AgentStore(ctx.stores.db, ctx.stores.identity).get_by_key(agent_key)
            assert agent.context_window == info.context_size == 4096
            service = ChatService(ctx.stores)
            try:
                run = await service.send("Say hello to me in one short sentence.", agent_key=agent_key)
                tokens: list[str] = []
                final: RunFinished | None = None
                async for event in run.events():
                    if isinstance(event, TokenDelta):
                        tokens.append(event.text)
                    elif isinstance(event, RunFinished):
                        final = event
            finally:
                await service.aclose()
        assert final is not None and final.state == "complete", final
        assert len(tokens) >= 3  # streamed token by token, not in one piece
        answer = "".join(tokens)
        assert answer.strip()
        thread = await ConversationStore(ctx.stores.db, ctx.stores.identity).active_thread(final.conversation_id)
        assistant = thread[-1]
        assert assistant.content == answer
        assert (assistant.provider, assistant.model) == (PROVIDER_NAME, MODEL_ID)
        assert assistant.eval_tokens is not None and assistant.eval_tokens > 0
    finally:
        await ctx.close()


async def test_the_builtin_server_samples_for_a_small_model_and_caps_an_answer(isolated_home: Path) -> None:
    """At llama.cpp's defaults the 135M model looped on one sentence until its context was full."""
    async with LocalModelServer() as info:
        base = info.base_url.removesuffix("/v1")
        async with httpx.AsyncClient(timeout=MODEL_TIMEOUT) as client:
            props = (await client.get(f"{base}/props")).json()
            params = props["default_generation_settings"]["params"]
            assert params["temperature"] == pytest.approx(local_server.TEMPERATURE)
            assert params["top_p"] == pytest.approx(local_server.TOP_P)
            assert params["repeat_penalty"] == pytest.approx(local_server.REPEAT_PENALTY)
            assert params["dry_multiplier"] == pytest.approx(local_server.DRY_MULTIPLIER)
            # Why the bundled model is offered no tools (`local_model.takes_tools`).
            assert props["chat_template_caps"]["supports_tools"] is False
            # An answer that never ends (its end-of-text ignored, no max_tokens asked) stops at the cap.
            reply = await client.post(
                f"{info.base_url}/chat/completions",
                json={"model": info.model, "messages": [{"role": "user", "content": "Count upwards from 1."}],
                      "ignore_eos": True},
            )
            assert reply.status_code == 200, reply.text
            assert reply.json()["usage"]["completion_tokens"] == local_server.ANSWER_TOKENS


async def test_a_conversation_with_the_builtin_model_keeps_its_history(isolated_home: Path) -> None:
    """Its template takes no tools, so none are offered: their definitions, counted against the
    context though the server leaves them out, cut the history after two turns at 2,048 tokens.
    At 4,096 four turns fit even when the model's answers run long (a 2,048 context was cut at
    the fourth turn when they did)."""
    ctx = await open_app(resolve_paths(), program="test")
    try:
        async with LocalModelServer() as info:
            agent_key = await register_local_provider(ctx.stores, info)
            service = ChatService(ctx.stores)
            conversation: str | None = None
            trimmed: list[HistoryTrimmed] = []
            try:
                for text in ("My name is Lan and I grow tomatoes.", "What do I grow?",
                             "Give me one tip for watering them.", "What is my name?"):
                    run = await service.send(text, agent_key=agent_key, conversation_id=conversation)
                    final: RunFinished | None = None
                    async for event in run.events():
                        if isinstance(event, HistoryTrimmed):
                            trimmed.append(event)
                        elif isinstance(event, RunFinished):
                            final = event
                    assert final is not None and final.state == "complete", final
                    conversation = final.conversation_id
            finally:
                await service.aclose()
        assert trimmed == []
        assert conversation is not None
        thread = await ConversationStore(ctx.stores.db, ctx.stores.identity).active_thread(conversation)
        assert [m.role for m in thread] == ["user", "assistant"] * 4
    finally:
        await ctx.close()


def test_server_is_stopped_after_use(isolated_home: Path) -> None:
    import asyncio

    async def scenario() -> int:
        server = LocalModelServer()
        info = await server.start()
        await server.stop()
        return info.pid

    pid = asyncio.run(scenario())
    assert not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text().lower()


def test_cli_chats_with_the_builtin_model_again_and_again(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path
) -> None:
    def chat(*args: str) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run(
            [python_exe, "-m", "goclaw_lite", "chat", *args], env=cli_env, capture_output=True, text=True, timeout=MODEL_TIMEOUT,
        )
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.strip(), proc.stderr
        return proc

    first = chat("Name one colour.")
    assert "built-in model" in first.stderr  # no provider was set up: the built-in model was registered
    conversation = _conversation_of(first.stderr)
    first_address = _stored_base_url(isolated_home)
    assert not _listening(first_address)  # stopped at the end of the command

    second = chat("--conversation", conversation, "Name another one.")
    assert _conversation_of(second.stderr) == conversation
    assert _thread(isolated_home, conversation) == [
        ("user", "complete", ""), ("assistant", "complete", PROVIDER_NAME),
        ("user", "complete", ""), ("assistant", "complete", PROVIDER_NAME),
    ]
    second_address = _stored_base_url(isolated_home)
    assert not _listening(second_address)

    third = chat("Say hello.")
    assert _conversation_of(third.stderr) != conversation
    assert _thread(isolated_home, _conversation_of(third.stderr))[-1] == ("assistant", "complete", PROVIDER_NAME)
    assert not _listening(_stored_base_url(isolated_home))

    # Consolidation reaches the model the same way (whether the tiny model's JSON is usable is another matter).
    consolidate = subprocess.run(
        [python_exe, "-m", "goclaw_lite", "memory", "consolidate", "--conversation", conversation],
        env=cli_env, capture_output=True, text=True, timeout=MODEL_TIMEOUT,
    )
    assert "Traceback" not in consolidate.stderr
    assert "No model answered" not in consolidate.stderr and "cannot connect" not in consolidate.stderr, consolidate.stderr
    assert not _listening(_stored_base_url(isolated_home))


async def test_every_run_starts_the_builtin_model_when_it_is_not_running(isolated_home: Path) -> None:
    """A chat and a subtask, in-process, with the provider left at the address of an earlier run."""
    stale = f"http://127.0.0.1:{_closed_port()}/v1"
    ctx = await open_app(resolve_paths(), program="test")
    try:
        agent_key = await register_local_provider(ctx.stores, LocalServerInfo(base_url=stale, model=MODEL_ID, pid=0))
        providers = ProviderStore(ctx.stores.db, ctx.stores.identity, None)
        assert not BUILTIN_MODEL.running
        service = ChatService(ctx.stores)
        try:
            final = await (await service.send("Say hello.", agent_key=agent_key)).wait()
            assert final.state == "complete", final
            assert BUILTIN_MODEL.running and BUILTIN_MODEL.server.info is not None
            served = BUILTIN_MODEL.server.info.base_url
            assert (await providers.get(PROVIDER_NAME)).api_base == served != stale

            await BUILTIN_MODEL.stop()  # as if it had been stopped: the subtask starts it again
            agent = await AgentStore(ctx.stores.db, ctx.stores.identity).get_by_key(agent_key)
            spawn = service.registry.get("spawn")
            assert spawn is not None
            caller = ToolContext(agent=agent, conversation_id=final.conversation_id, call_id="call-1")
            result = await spawn.run({"task": "Name one fruit."}, caller)
            assert result.ok, result.content
            assert BUILTIN_MODEL.running
        finally:
            await service.aclose()
    finally:
        await ctx.close()
    assert not BUILTIN_MODEL.running  # closing the app stopped it


def test_the_server_ends_when_the_process_that_started_it_is_killed(python_exe: str, cli_env: dict[str, str]) -> None:
    """kill -9 leaves no time to stop it: the server notices its parent is gone and exits."""
    starter = (
        "import asyncio\n"
        "from goclaw_lite.providers.local_model import BUILTIN_MODEL\n"
        "async def main():\n"
        "    info = await BUILTIN_MODEL.ensure()\n"
        "    print(info.pid, info.base_url, flush=True)\n"
        "    await asyncio.sleep(3600)\n"
        "asyncio.run(main())\n"
    )
    proc = subprocess.Popen([python_exe, "-c", starter], env=cli_env, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        pid_text, base_url = proc.stdout.readline().split()
        assert _listening(base_url)
    finally:
        proc.kill()
        proc.wait(timeout=30)
    pid = int(pid_text)
    deadline = time.monotonic() + 120
    while _running(pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _running(pid), "the built-in model's server outlived the process that started it"


def _running(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "zombie" not in status.lower()


def test_a_users_own_provider_named_local_is_never_taken_over(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path
) -> None:
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=cli_env, capture_output=True, text=True,
                              timeout=MODEL_TIMEOUT)

    mine = "http://127.0.0.1:9/v1"
    added = cli("provider", "add", "local", "--type", "openai_compat", "--base-url", mine, "--model", "my-model", "--no-key")
    assert added.returncode == 0, added.stderr
    refused = cli("chat", "--local", "hello")
    assert refused.returncode == 2 and "Traceback" not in refused.stderr, refused.stderr
    assert "provider rm local" in refused.stderr
    with sqlite3.connect(isolated_home / "goclaw.db") as conn:
        rows = conn.execute("SELECT api_base, default_model FROM llm_providers").fetchall()
        messages = conn.execute("SELECT count(*) FROM agent_messages").fetchone()[0]
    assert rows == [(mine, "my-model")] and messages == 0  # left exactly as it was


def test_provider_test_starts_the_builtin_model_and_says_so(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path
) -> None:
    """`provider test local` with the model not running (an address from an earlier day): it is
    started for the test, the models it lists are real, and it is stopped when the command ends."""
    stale = f"http://127.0.0.1:{_closed_port()}/v1"
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=cli_env, capture_output=True, text=True,
                              timeout=MODEL_TIMEOUT)

    added = cli("provider", "add", PROVIDER_NAME, "--type", "openai_compat", "--base-url", stale, "--model", MODEL_ID)
    assert added.returncode == 0, added.stderr
    tested = cli("provider", "test", PROVIDER_NAME)
    assert tested.returncode == 0, tested.stderr
    assert "started the built-in model for this test" in tested.stdout
    assert f"  {MODEL_ID}" in tested.stdout and "warning" not in tested.stderr
    served = tested.stdout.split("connected to ", 1)[1].split(",", 1)[0]
    assert served != stale and not _listening(served)  # stopped at the end of the command
