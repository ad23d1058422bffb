"""Build the right client for a provider row."""

from __future__ import annotations

from collections.abc import Callable

import httpx

from goclaw_lite.errors import ValidationError
from goclaw_lite.model.chat import ProviderConnection
from goclaw_lite.providers.anthropic import AnthropicClient
from goclaw_lite.providers.base import ProviderClient, accepts_images, default_timeout
from goclaw_lite.providers.openai_compat import OpenAICompatClient

__all__ = ["ClientFactory", "create_client"]

ClientFactory = Callable[[ProviderConnection], ProviderClient]


def create_client(connection: ProviderConnection, *, transport: httpx.AsyncBaseTransport | None = None) -> ProviderClient:
    """A client for `connection`; timeouts come from the provider's settings when it has any."""
    kwargs = {
        "name": connection.name,
        "base_url": connection.api_base,
        "api_key": connection.api_key,
        "timeout": default_timeout(connection.settings),
        "transport": transport,
        "images": accepts_images(connection.settings),
    }
    if connection.provider_type == "anthropic":
        return AnthropicClient(**kwargs)  # type: ignore[arg-type]
    if connection.provider_type == "openai_compat":
        return OpenAICompatClient(**kwargs)  # type: ignore[arg-type]
    raise ValidationError(f"Provider {connection.name!r} has type {connection.provider_type!r}, which this version cannot talk to.")
