"""LLM provider clients over plain httpx, and the model-fallback router.

Typical use by a run loop::

    store = ProviderStore(db, identity, cipher)
    router = FallbackRouter(agent, store, create_client, cooldowns=shared_tracker)
    async with aclosing(router.stream(ChatRequest(model="", messages=...))) as events:
        async for event in events:
            match event:
                case RouteSelected(): ...      # record provider/model on the assistant row
                case TextDelta(text=t): ...
                case ToolCallComplete(call=c): ...
                case Usage() | StreamEnd(): ...
    await router.aclose()

Failures arrive as `ProviderError` (the router raises `AllRoutesFailedError`, a subclass
whose `partial` says whether part of an answer was already streamed).
"""

from goclaw_lite.providers.base import (
    ChatMessage,
    ChatRequest,
    ProviderClient,
    ReasoningDelta,
    RouteSelected,
    StreamEnd,
    StreamEvent,
    TextDelta,
    ToolCall,
    ToolCallComplete,
    ToolCallDelta,
    ToolSpec,
    Usage,
    is_output,
)
from goclaw_lite.providers.errors import (
    AllRoutesFailedError,
    Attempt,
    ProviderError,
    ProviderErrorKind,
)
from goclaw_lite.providers.factory import ClientFactory, create_client
from goclaw_lite.providers.fallback import CooldownTracker, FallbackRouter, ProviderDirectory, Route

__all__ = [
    "AllRoutesFailedError",
    "Attempt",
    "ChatMessage",
    "ChatRequest",
    "ClientFactory",
    "CooldownTracker",
    "FallbackRouter",
    "ProviderClient",
    "ProviderDirectory",
    "ProviderError",
    "ProviderErrorKind",
    "ReasoningDelta",
    "Route",
    "RouteSelected",
    "StreamEnd",
    "StreamEvent",
    "TextDelta",
    "ToolCall",
    "ToolCallComplete",
    "ToolCallDelta",
    "ToolSpec",
    "Usage",
    "create_client",
    "is_output",
]
