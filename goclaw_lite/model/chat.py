"""Rows of the chat layer (providers, conversations, messages) as they cross layer boundaries.

Kept apart from `models.py` so the chat history can change shape without touching agents.
Everything here is a frozen dataclass; the stores build them and nobody else mutates them.
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field
from typing import Any

PROVIDER_TYPES = ("openai_compat", "anthropic")


@dataclass(frozen=True)
class Provider:
    """An `llm_providers` row without its secret: safe to list, log and show."""

    id: str
    name: str
    display_name: str
    provider_type: str
    api_base: str
    default_model: str
    enabled: bool
    has_api_key: bool
    settings: dict[str, Any] = field(default_factory=dict)
    created_at: str = ""
    updated_at: str = ""

    @property
    def label(self) -> str:
        return self.display_name or self.name


@dataclass(frozen=True)
class ProviderConnection:
    """What a client needs to talk to a provider, including the opened API key.

    Produced only on demand by `ProviderStore.connection`; `repr` never shows the key so
    the object can appear in a traceback or a log line without leaking it.
    """

    name: str
    provider_type: str
    api_base: str
    default_model: str = ""
    api_key: str | None = field(default=None, repr=False)
    settings: dict[str, Any] = field(default_factory=dict)
    enabled: bool = True


class ConversationStatus(enum.StrEnum):
    ACTIVE = "active"
    CLOSED = "closed"


class MessageRole(enum.StrEnum):
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"
    SYSTEM = "system"


class MessageState(enum.StrEnum):
    """Life of a row: assistant rows start `streaming` and are finished in place."""

    COMPLETE = "complete"
    STREAMING = "streaming"
    STOPPED = "stopped"
    ERROR = "error"
    INTERRUPTED = "interrupted"


FINAL_STATES = (MessageState.COMPLETE, MessageState.STOPPED, MessageState.ERROR)


@dataclass(frozen=True)
class ToolCall:
    """One call the model asked for; `arguments_json` is kept as the model wrote it."""

    id: str
    name: str
    arguments_json: str = "{}"

    def arguments(self) -> dict[str, Any]:
        """The arguments as an object; raises ValueError when the model wrote bad JSON."""
        text = self.arguments_json.strip() or "{}"
        value = json.loads(text)
        if not isinstance(value, dict):
            raise ValueError(f"tool call {self.name!r} arguments are not a JSON object")
        return value

    def to_json(self) -> dict[str, str]:
        return {"id": self.id, "name": self.name, "arguments_json": self.arguments_json}

    @classmethod
    def from_json(cls, item: Any) -> ToolCall:
        if not isinstance(item, dict):
            raise ValueError("a tool call must be an object")
        return cls(
            id=str(item.get("id") or ""),
            name=str(item.get("name") or ""),
            arguments_json=str(item.get("arguments_json") or "{}"),
        )


@dataclass(frozen=True)
class Conversation:
    id: str
    title: str
    status: ConversationStatus
    agent_id: str | None
    active_leaf_id: str | None
    created_at: str
    updated_at: str
    metadata: dict[str, Any] = field(default_factory=dict)

    @property
    def closed(self) -> bool:
        return self.status is ConversationStatus.CLOSED


@dataclass(frozen=True)
class ConversationSummary:
    """A row of the conversation list: the conversation plus what the list shows about it."""

    conversation: Conversation
    message_count: int

    @property
    def id(self) -> str:
        return self.conversation.id

    @property
    def title(self) -> str:
        return self.conversation.title


@dataclass(frozen=True)
class StoredMessage:
    """An `agent_messages` row. `provider`/`model` are the route actually used (assistant only)."""

    id: str
    conversation_id: str
    role: MessageRole
    content: str | None
    parent_id: str | None
    state: MessageState
    created_at: str
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    llm_duration_ms: int | None = None
    eval_tokens: int | None = None
    provider: str | None = None
    model: str | None = None
    error: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.content or ""


@dataclass(frozen=True)
class Siblings:
    """The alternatives at one point of the tree, for a "‹ 2/3 ›" switcher.

    `ids` are ordered oldest first; `index` is the 0-based position of the message asked about.
    """

    ids: tuple[str, ...]
    index: int

    @property
    def count(self) -> int:
        return len(self.ids)

    @property
    def label(self) -> str:
        return f"{self.index + 1}/{self.count}"

    @property
    def previous_id(self) -> str | None:
        return self.ids[self.index - 1] if self.index > 0 else None

    @property
    def next_id(self) -> str | None:
        return self.ids[self.index + 1] if self.index + 1 < len(self.ids) else None


@dataclass(frozen=True)
class ThreadPage:
    """A run of consecutive messages of one branch, oldest first, and whether older ones exist.

    A page never starts with a tool result: it reaches up to the call that asked for it, so a
    view can fold results into their call without seeing the page above.
    """

    messages: tuple[StoredMessage, ...]
    has_more: bool

    @property
    def first_id(self) -> str | None:
        return self.messages[0].id if self.messages else None

