"""The model servers people usually mean, and the one rule about keys: an address on this
computer never needs one.

Shared by Settings' *Add server…* dialog, the setup wizard and `ProvidersAdmin`, so "local" and
"needs a key" mean the same thing everywhere. Facts only: the usual ports and API roots.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

__all__ = ["CUSTOM", "SERVER_PRESETS", "ServerPreset", "is_local_address", "key_needed", "preset_for_address", "preset_named"]


@dataclass(frozen=True)
class ServerPreset:
    """A kind of server: its name (the provider name it suggests), label, API type and usual address."""

    name: str
    label: str
    provider_type: str
    api_base: str
    cloud: bool

    @property
    def needs_key(self) -> bool:
        return self.cloud


CUSTOM = ServerPreset("custom", "Custom", "openai_compat", "", False)

SERVER_PRESETS: tuple[ServerPreset, ...] = (
    ServerPreset("ollama", "Ollama", "openai_compat", "http://127.0.0.1:11434/v1", False),
    ServerPreset("lmstudio", "LM Studio", "openai_compat", "http://127.0.0.1:1234/v1", False),
    ServerPreset("llamacpp", "llama.cpp server", "openai_compat", "http://127.0.0.1:8080/v1", False),
    ServerPreset("vllm", "vLLM", "openai_compat", "http://127.0.0.1:8000/v1", False),
    ServerPreset("openai", "OpenAI", "openai_compat", "https://api.openai.com/v1", True),
    ServerPreset("openrouter", "OpenRouter", "openai_compat", "https://openrouter.ai/api/v1", True),
    ServerPreset("anthropic", "Anthropic", "anthropic", "https://api.anthropic.com", True),
    CUSTOM,
)

_CLOUD_HOSTS = {urlsplit(p.api_base).hostname for p in SERVER_PRESETS if p.cloud}


def preset_named(name: str) -> ServerPreset:
    return next((p for p in SERVER_PRESETS if p.name == name), CUSTOM)


def preset_for_address(api_base: str) -> ServerPreset:
    """The preset whose usual address this is (Custom when none is)."""
    base = api_base.strip().rstrip("/")
    return next((p for p in SERVER_PRESETS if p.api_base and p.api_base == base), CUSTOM)


def is_local_address(api_base: str) -> bool:
    """True for localhost, 127.0.0.0/8 and ::1: a server on this computer, which needs no key."""
    try:
        host = urlsplit(api_base.strip()).hostname
    except ValueError:
        return False
    if not host:
        return False
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def key_needed(api_base: str) -> bool:
    """A known cloud service's address needs a key; a local one never does; any other address
    may go either way (a server on the network often needs none), so it is not demanded."""
    if is_local_address(api_base):
        return False
    try:
        host = urlsplit(api_base.strip()).hostname
    except ValueError:
        return False
    return host in _CLOUD_HOSTS
