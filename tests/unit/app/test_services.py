"""`ctx.services`: one build of every job's service, the same for the window and the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

_REPO_ROOT = str(Path(__file__).resolve().parents[3])
if _REPO_ROOT not in sys.path:
    sys.path.insert(0, _REPO_ROOT)

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app  # noqa: E402
from goclaw_lite.config import Paths, resolve_paths  # noqa: E402
from goclaw_lite.settings import load_settings, save_settings  # noqa: E402
from tests.support.fake_llm import FakeLLMServer, StreamResponse, openai_text_stream  # noqa: E402
from tests.support.fixtures import fake_llm  # noqa: E402,F401

KEY_HEX = "5d" * 32
JOBS = (
    "activity", "agents", "chat", "consolidation", "conversations", "credentials", "evolution", "home", "hooks", "keys",
    "knowledge", "links", "mcp", "promote", "providers", "server_setup", "skills", "tool_policy", "vault",
)


def _switch_off_hooks_and_keep_chats(paths: Paths, days: int) -> None:
    save_settings(paths, replace(load_settings(paths), hooks_enabled=False, closed_retention_days=days))


async def _open(paths: Paths, *, resident: bool) -> AppContext:
    ctx = await open_app(paths, program="test", key_policy=KeyPolicy.CREATE_IF_NEW)
    ctx.resident = resident
    return ctx


def _shape(ctx: AppContext) -> dict[str, Any]:
    """What decides how each face's chat engine behaves, read off the built objects."""
    chat: Any = ctx.services.chat
    return {
        "hooks_enabled": chat._hooks._enabled(),
        "retention": chat._retention(),
        "services": {job: type(getattr(ctx.services, job)).__qualname__ for job in JOBS},
    }


async def test_both_faces_build_the_same_services_from_the_same_settings(isolated_home: Path) -> None:
    paths = resolve_paths()
    _switch_off_hooks_and_keep_chats(paths, 7)
    window = await _open(paths, resident=True)
    try:
        gui = _shape(window)
        assert window.services.chat is window.services.chat, "built once"
        assert window.services.chat._consolidation is not None, "the window consolidates memory itself"
    finally:
        await window.close()
    command = await _open(paths, resident=False)
    try:
        cli = _shape(command)
    finally:
        await command.close()
    assert gui == cli
    assert gui["hooks_enabled"] is False and gui["retention"] == timedelta(days=7)


async def test_closing_the_context_closes_the_chat_engine(isolated_home: Path) -> None:
    ctx = await _open(resolve_paths(), resident=False)
    chat: Any = ctx.services.chat
    await ctx.close()
    assert chat._closed


@pytest.mark.slow
def test_goclaw_lite_chat_runs_no_hook_when_settings_switch_hooks_off(
    fake_llm: FakeLLMServer,  # noqa: F811
    python_exe: str, cli_env: dict[str, str], isolated_home: Path, tmp_path: Path,
) -> None:
    env = {**cli_env, "GOCLAW_KEY": KEY_HEX}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run([python_exe, "-m", "goclaw_lite", *args], env=env, capture_output=True, text=True, timeout=90)
        assert proc.returncode == 0, proc.stderr
        return proc

    cli("provider", "add", "local", "--type", "openai_compat", "--base-url", fake_llm.openai_base, "--model", "fake-small",
        "--no-key")
    cli("agent", "add", "helper", "--provider", "local", "--model", "fake-small")
    ran = tmp_path / "hook-ran"
    cli("hooks", "add", "--event", "before_run", "--name", "marker", "--", sys.executable, "-c",
        f"open({str(ran)!r}, 'a').write('ran\\n')")
    send: Callable[[], None] = lambda: fake_llm.script_openai(StreamResponse(openai_text_stream("Hello there.")))  # noqa: E731

    send()
    cli("chat", "Hi")
    assert ran.read_text() == "ran\n", "the hook runs while Settings leaves hooks on"

    _switch_off_hooks_and_keep_chats(resolve_paths(), 30)
    send()
    cli("chat", "Hi again")
    assert ran.read_text() == "ran\n", "Settings > Run hooks is off: `goclaw-lite chat` must not run it"
    runs = json.loads(cli("hooks", "runs", "--json").stdout)
    assert len(runs) == 1
