"""What a model server says about its models beyond their names: size and context length.

Servers say it in different places, so each reader below takes one shape and leaves out
what it does not find (a picker shows the name alone then):

- llama.cpp's `/v1/models` items carry `meta` (`n_ctx_train`, `size` in bytes, `n_params`);
- LM Studio's `/api/v0/models` items carry `max_context_length` (its `/v1/models` names only);
- Ollama's `/api/tags` gives each model's size and parameter count, `/api/show` its context
  length (`model_info["<architecture>.context_length"]`);
- OpenRouter-like `/models` items carry `context_length`.

Only the names are needed for a chat; these extras are best-effort and never fail a listing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

__all__ = [
    "ModelInfo", "merge", "ollama_context", "ollama_tags", "openai_items", "server_root",
]

_CONTEXT_KEYS = ("context_length", "max_context_length", "context_window", "loaded_context_length")


@dataclass(frozen=True)
class ModelInfo:
    """One model a server lists; None where the server does not say."""

    id: str
    context_length: int | None = None
    size_bytes: int | None = None
    parameters: str = ""

    def details(self) -> str:
        """'4.7 GB · 8.0B · 128K context', or '' when nothing is known."""
        parts = []
        if self.size_bytes:
            parts.append(_size_text(self.size_bytes))
        if self.parameters:
            parts.append(self.parameters)
        if self.context_length:
            parts.append(f"{_tokens_text(self.context_length)} context")
        return " · ".join(parts)


def _size_text(size: int) -> str:
    value = float(size)
    for unit in ("B", "KB", "MB"):
        if value < 1000:
            return f"{value:.0f} {unit}"
        value /= 1000
    return f"{value:.1f} GB"


def _tokens_text(tokens: int) -> str:
    if tokens >= 1024 and tokens % 1024 == 0:
        return f"{tokens // 1024}K"
    return f"{tokens:,}"


def _positive(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
        return None
    return int(value)


def _params_text(count: Any) -> str:
    number = _positive(count)
    if number is None:
        return ""
    return f"{number / 1e9:.1f}B" if number >= 1e9 else f"{number / 1e6:.0f}M"


def server_root(base_url: str) -> str:
    """The server's own address: an OpenAI-compatible base without its `/v1`."""
    base = base_url.rstrip("/")
    return base[:-3] if base.endswith("/v1") else base


def openai_items(data: Any) -> list[ModelInfo]:
    """A `/models` answer (OpenAI, llama.cpp, LM Studio, vLLM, OpenRouter shapes)."""
    found: list[ModelInfo] = []
    if not isinstance(data, dict):
        return found
    for item in data.get("data") or data.get("models") or []:
        if isinstance(item, str) and item:
            found.append(ModelInfo(item))
            continue
        if not isinstance(item, dict):
            continue
        name = item.get("id") or item.get("name") or item.get("model")
        if not isinstance(name, str) or not name:
            continue
        meta: dict[str, Any] = item["meta"] if isinstance(item.get("meta"), dict) else {}
        context = next((c for k in _CONTEXT_KEYS if (c := _positive(item.get(k))) is not None), None)
        context = context or _positive(meta.get("n_ctx_train")) or _positive(meta.get("n_ctx"))
        size = _positive(meta.get("size")) or _positive(item.get("size"))
        found.append(ModelInfo(name, context, size, _params_text(meta.get("n_params"))))
    return found


def ollama_tags(data: Any) -> dict[str, ModelInfo]:
    """Ollama's `/api/tags`: name → size and parameter count."""
    found: dict[str, ModelInfo] = {}
    if not isinstance(data, dict):
        return found
    for item in data.get("models") or []:
        if not isinstance(item, dict):
            continue
        name = item.get("model") or item.get("name")
        if isinstance(name, str) and name:
            details: dict[str, Any] = item["details"] if isinstance(item.get("details"), dict) else {}
            found[name] = ModelInfo(name, None, _positive(item.get("size")), str(details.get("parameter_size") or ""))
    return found


def ollama_context(data: Any) -> int | None:
    """Ollama's `/api/show`: the `<architecture>.context_length` of `model_info`."""
    if not isinstance(data, dict) or not isinstance(data.get("model_info"), dict):
        return None
    info: Mapping[str, Any] = data["model_info"]
    arch = info.get("general.architecture")
    if isinstance(arch, str) and (value := _positive(info.get(f"{arch}.context_length"))) is not None:
        return value
    return next((v for k, raw in info.items() if k.endswith(".context_length") and (v := _positive(raw))), None)


def merge(listed: Iterable[ModelInfo], extra: Mapping[str, ModelInfo]) -> list[ModelInfo]:
    """The listed models, each filled in from `extra` where it knows more; sorted by name."""
    merged: dict[str, ModelInfo] = {}
    for info in listed:
        more = extra.get(info.id)
        if more is not None:
            info = replace(info, context_length=info.context_length or more.context_length,
                           size_bytes=info.size_bytes or more.size_bytes, parameters=info.parameters or more.parameters)
        merged.setdefault(info.id, info)
    return [merged[k] for k in sorted(merged)]
