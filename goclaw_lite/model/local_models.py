"""The local-model manager's data: curated models, downloaded ones, download progress.

What the faces show of `app.local_models` (the model list, a pull's progress and result),
frozen so it crosses the layers as data.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

MIB = 1024**2
GIB = 1024**3


def gguf_model_id(filename: str) -> str:
    """The id the built-in server serves a downloaded GGUF under: its file name without `.gguf`."""
    return filename[: -len(".gguf")] if filename.lower().endswith(".gguf") else filename


def memory_needed(size: int) -> int:
    """Bytes of RAM to run a GGUF of `size` bytes with a 4k context: the weights plus about a
    quarter for the KV cache and compute buffers, and a fixed 256 MiB for the server."""
    return int(size * 1.25) + 256 * MIB


@dataclass(frozen=True)
class CatalogueModel:
    key: str
    name: str
    repo: str
    filename: str
    size: int
    """Bytes of the GGUF file, as published (the hub's own figure is checked before a download)."""
    licence: str
    tools: bool
    """Its chat template defines tool calls (llama.cpp's server turns them into OpenAI tool calls)."""

    @property
    def memory_needed(self) -> int:
        return memory_needed(self.size)

    @property
    def model_id(self) -> str:
        """The id the built-in server serves it under once downloaded."""
        return gguf_model_id(self.filename)


@dataclass(frozen=True)
class Fit:
    memory_ok: bool
    disk_ok: bool

    @property
    def ok(self) -> bool:
        return self.memory_ok and self.disk_ok


@dataclass(frozen=True)
class InstalledModel:
    path: Path
    size: int
    repo: str
    sha256: str

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def model_id(self) -> str:
        """The id an agent names to have the built-in server serve this file."""
        return gguf_model_id(self.name)


@dataclass(frozen=True)
class CatalogueRow:
    model: CatalogueModel
    installed: bool
    fit: Fit


@dataclass(frozen=True)
class PullResult:
    model: InstalledModel
    resumed_from: int
    already_there: bool = False


@dataclass(frozen=True)
class Progress:
    done: int
    total: int | None
    rate: float
    """Bytes per second since this download (or its continuation) started."""

    @property
    def seconds_left(self) -> float | None:
        if self.total is None or self.rate <= 0:
            return None
        return max(0.0, (self.total - self.done) / self.rate)


@dataclass(frozen=True)
class ModelUse:
    """What `use` changed: the agent that now talks to the built-in server, and the model it names."""

    agent_key: str
    model_id: str
    context_window: int
    previous: tuple[str, str]
    """The agent's (provider, model) before."""
    created_agent: bool = False


@dataclass(frozen=True)
class LocalModelRow:
    """One line of the model manager: the bundled model, a curated one or another download."""

    model_id: str
    name: str
    source: str
    """What `pull` takes: a catalogue key or REPO/FILE.gguf ('' for the bundled model)."""
    size: int
    memory_needed: int
    licence: str
    fits: bool
    why_not: str
    """'' when it fits; otherwise what is short ("memory", "disk")."""
    downloaded: bool
    bundled: bool = False
    users: tuple[str, ...] = ()
    """Keys of the agents that name it on the built-in server."""
    from_hub: bool = False
    """A hub search result: size, memory and fit are known only when its download starts."""


@dataclass(frozen=True)
class HubModel:
    """A repository the hub's search found, with the GGUF files in it (each pullable as REPO/FILE)."""

    repo: str
    downloads: int
    files: tuple[str, ...]
