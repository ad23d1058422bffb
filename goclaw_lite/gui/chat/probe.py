"""Find model servers already running on this machine, for the first-run form.

Ollama, LM Studio and llama.cpp's server all speak the OpenAI-compatible API and list their
models at `GET /v1/models`; a short timeout per candidate, all probed at once, keeps the form
responsive when nothing listens. Only 127.0.0.1 is ever asked: nothing leaves the machine.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from goclaw_lite.gui.qt import QObject

if TYPE_CHECKING:  # imported where a probe runs: the Home page draws before its probe starts
    import httpx

PROBE_TIMEOUT_S = 1.5


@dataclass(frozen=True)
class Candidate:
    """A place a local server usually listens; `name` becomes the provider name."""

    name: str
    label: str
    port: int
    host: str = "127.0.0.1"

    @property
    def api_base(self) -> str:
        return f"http://{self.host}:{self.port}/v1"


DEFAULT_CANDIDATES: tuple[Candidate, ...] = (
    Candidate("ollama", "Ollama", 11434),
    Candidate("lmstudio", "LM Studio", 1234),
    Candidate("llamacpp", "llama.cpp server", 8080),
)


@dataclass(frozen=True)
class ProbeResult:
    candidate: Candidate
    models: tuple[str, ...] = ()
    error: str = ""
    """Why it is not a usable server, in English (the log's); the window says `problem` in its words."""
    api_base: str = ""
    problem: str = ""
    """`timeout`, `nothing_listening`, `needs_key`, `http` (with `status`) or `not_openai`."""
    status: int = 0

    @property
    def found(self) -> bool:
        return not self.error

    @property
    def summary(self) -> str:
        """"Ollama (port 11434): 3 models", or why not, in the window's language."""
        return ProbeWords().summary(self)


class ProbeWords(QObject):
    def summary(self, result: ProbeResult) -> str:
        candidate = result.candidate
        where = self.tr("{server} (port {port})").format(server=candidate.label, port=candidate.port) \
            if candidate.port else candidate.label
        if not result.error:
            return self.tr("{server}: %Ln model(s)", "", len(result.models)).format(server=where)
        problems = {
            "timeout": self.tr("no answer in time"),
            "nothing_listening": self.tr("nothing is listening"),
            "needs_key": self.tr("the server wants a valid API key"),
            "http": self.tr("answered HTTP {status}, not a model list").format(status=result.status),
            "not_openai": self.tr("not an OpenAI-compatible server"),
        }
        return f"{where}: {problems.get(result.problem, result.error)}"


def _model_ids(payload: object) -> tuple[str, ...]:
    """Model ids from an OpenAI-style `{"data": [{"id": ...}]}` (Ollama's `models` too)."""
    if not isinstance(payload, dict):
        raise ValueError("the answer is not a JSON object")
    entries = payload.get("data")
    if entries is None:
        entries = payload.get("models")
    if not isinstance(entries, list):
        raise ValueError("the answer has no model list")
    ids: list[str] = []
    for entry in entries:
        if isinstance(entry, dict):
            value = entry.get("id") or entry.get("name") or entry.get("model")
            if isinstance(value, str) and value.strip():
                ids.append(value.strip())
        elif isinstance(entry, str) and entry.strip():
            ids.append(entry.strip())
    return tuple(dict.fromkeys(ids))


async def probe_base(
    client: httpx.AsyncClient, candidate: Candidate, *, api_base: str | None = None, api_key: str | None = None
) -> ProbeResult:
    """GET `<api_base>/models`; the key (if any) goes in the header and never into a message."""
    base = (api_base or candidate.api_base).rstrip("/")
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    import httpx

    try:
        response = await client.get(f"{base}/models", headers=headers)
    except httpx.TimeoutException:
        return ProbeResult(candidate, error="no answer in time", api_base=base, problem="timeout")
    except httpx.HTTPError:
        return ProbeResult(candidate, error="nothing is listening", api_base=base, problem="nothing_listening")
    if response.status_code in (401, 403):
        return ProbeResult(candidate, error="the server wants a valid API key", api_base=base, problem="needs_key")
    if response.status_code != 200:
        return ProbeResult(candidate, error=f"answered HTTP {response.status_code}, not a model list", api_base=base,
                           problem="http", status=response.status_code)
    try:
        models = _model_ids(response.json())
    except ValueError as exc:
        return ProbeResult(candidate, error=f"not an OpenAI-compatible server ({exc})", api_base=base,
                           problem="not_openai")
    return ProbeResult(candidate, models=models, api_base=base)


def _client(timeout: float) -> httpx.AsyncClient:
    import httpx

    limits = httpx.Timeout(timeout, connect=min(timeout, 1.0))
    return httpx.AsyncClient(timeout=limits, trust_env=False, follow_redirects=False)


async def probe_local_servers(
    candidates: Sequence[Candidate] = DEFAULT_CANDIDATES, *, timeout: float = PROBE_TIMEOUT_S
) -> list[ProbeResult]:
    """Ask every candidate at once; results in the order of `candidates`."""
    async with _client(timeout) as client:
        return list(await asyncio.gather(*(probe_base(client, c) for c in candidates)))


async def probe_url(api_base: str, *, api_key: str | None = None, timeout: float = 5.0) -> ProbeResult:
    """Check a server the user typed in (any host: the user chose it)."""
    parts = urlsplit(api_base.strip())
    candidate = Candidate(name=_name_for(parts.hostname or "server"), label=parts.netloc or api_base, port=parts.port or 0,
                          host=parts.hostname or "")
    async with _client(timeout) as client:
        return await probe_base(client, candidate, api_base=api_base.strip(), api_key=api_key)


def _name_for(host: str) -> str:
    cleaned = "".join(ch if ch.isalnum() else "-" for ch in host.lower()).strip("-")
    return (cleaned or "server")[:40]
