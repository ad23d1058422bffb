"""The contract between the chat run loop and its two faces (the chat window and `goclaw-lite chat`).

A run is started by `ChatService.send` / `regenerate` / `edit_and_resend`, which return a
`RunHandle` at once; the caller consumes `handle.events()` (an async iterator of the frozen
events below, ending with exactly one `RunFinished`) and may call `handle.stop()` at any time.
Everything the events describe is already committed to the store when the event is emitted,
so a view that re-reads the store after any event sees the same thing.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from goclaw_lite.model.attachments import Attachment  # at run time: tests compare signatures by their hints
from goclaw_lite.model.chat_overrides import ChatOverrides

ToolDecision = Literal["allow", "ask", "deny"]
FinalState = Literal["complete", "stopped", "error"]


@dataclass(frozen=True)
class RunStarted:
    conversation_id: str
    user_message_id: str | None  # None for a regenerate
    agent_key: str


@dataclass(frozen=True)
class AssistantMessageStarted:
    message_id: str
    parent_id: str | None


@dataclass(frozen=True)
class RouteUsed:
    message_id: str
    provider: str
    model: str
    attempt: int  # 1 = the primary route


@dataclass(frozen=True)
class HistoryTrimmed:
    """Earlier messages were left out of this model call to fit the agent's context window.

    `sent` is how many messages of the history the call carries (the newest ones); what was
    left out stays stored and shown, the model just does not see it.
    """

    message_id: str
    sent: int
    context_window: int


@dataclass(frozen=True)
class TokenDelta:
    message_id: str
    text: str


@dataclass(frozen=True)
class ToolCallRequested:
    """The model asked for a tool; arguments are the raw JSON text it sent."""

    message_id: str
    call_id: str
    name: str
    arguments_json: str
    decision: ToolDecision


@dataclass(frozen=True)
class ToolApprovalNeeded:
    """Policy `ask`: nothing runs until `ChatService.resolve_approval(call_id, allow)`."""

    call_id: str
    name: str
    arguments_json: str


@dataclass(frozen=True)
class ToolProgress:
    """A running tool said how far it got (an MCP server's progress notification); not stored."""

    call_id: str
    progress: float
    total: float | None = None
    message: str = ""  # scrubbed of known secrets

    @property
    def text(self) -> str:
        """`3 of 5 · Indexing…`, `40%`, or the count alone when the total is unknown."""
        done = f"{self.progress:g}"
        if self.total:
            done = f"{self.progress:g} of {self.total:g}" if self.total > 1 else f"{self.progress / self.total:.0%}"
        return f"{done} · {self.message}" if self.message else done


@dataclass(frozen=True)
class ToolCallFinished:
    call_id: str
    tool_message_id: str
    name: str
    ok: bool
    content: str  # masked, as stored
    duration_ms: int
    denied: bool = False
    card: Mapping[str, Any] = field(default_factory=dict)
    """Facts for the tool card (a file tool's path, lines, change id), as stored with the result."""


@dataclass(frozen=True)
class AssistantMessageFinished:
    message_id: str
    state: str  # a MessageState value
    llm_duration_ms: int | None
    eval_tokens: int | None
    provider: str | None
    model: str | None
    error: str | None = None
    error_facts: Mapping[str, Any] = field(default_factory=dict)
    """The error's code, case and values (`GoClawError.stored_facts`), for a window's own words."""


@dataclass(frozen=True)
class RunFinished:
    conversation_id: str
    state: FinalState
    final_message_id: str | None
    error: str | None = None
    iterations: int = 0
    error_facts: Mapping[str, Any] = field(default_factory=dict)
    """As `AssistantMessageFinished.error_facts`."""


ChatEvent = (
    RunStarted
    | AssistantMessageStarted
    | RouteUsed
    | HistoryTrimmed
    | TokenDelta
    | ToolCallRequested
    | ToolApprovalNeeded
    | ToolProgress
    | ToolCallFinished
    | AssistantMessageFinished
    | RunFinished
)


class RunHandle(Protocol):
    conversation_id: str

    def events(self) -> AsyncIterator[ChatEvent]:
        """Every event of the run in order; may be iterated once."""

    def stop(self) -> None:
        """Cancel the run: closes the HTTP request to the server, keeps the partial as 'stopped'."""

    async def wait(self) -> RunFinished:
        """Run to the end (consuming events not yet consumed) and return the final event."""


class ChatService(Protocol):
    """Every start takes `model`: this run's model on the agent's provider instead of the agent's
    own (a per-chat choice that leaves the agent unchanged); the agent's fallback candidates
    still follow it, and the route that answered is recorded on the message as always."""

    async def send(
        self,
        text: str,
        *,
        agent_key: str | None = None,
        conversation_id: str | None = None,
        parent_id: str | None = None,
        model: str | None = None,
        attachments: Sequence[Attachment] = (),
        overrides: ChatOverrides | None = None,
    ) -> RunHandle:
        """Start a run for a user message; a new conversation when `conversation_id` is None.
        `attachments` (files read by `agent.attachments`) are stored with the message;
        `overrides` (model, sampling) replace the conversation's own for this run, and a new
        conversation remembers them. Every start applies the conversation's overrides.

        Raises ConversationClosedError, StreamBusyError (a run is already streaming in this
        conversation) or RateLimitedError before anything is stored.
        """

    async def regenerate(self, assistant_message_id: str, *, model: str | None = None) -> RunHandle:
        """A new sibling answer to the same user message; the old one stays as a branch."""

    async def edit_and_resend(self, user_message_id: str, new_text: str, *, model: str | None = None) -> RunHandle:
        """A new sibling user message with its own answer; the old turn stays as a branch."""

    def resolve_approval(self, call_id: str, allow: bool, *, always: bool = False) -> None:
        """Answer a ToolApprovalNeeded; a denial goes back to the model as a tool result.

        `always` (with allow) also makes the agent's policy allow that tool from now on."""

    def is_running(self, conversation_id: str) -> bool: ...
