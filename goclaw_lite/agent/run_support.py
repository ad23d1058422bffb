"""Pieces of the run loop that stand on their own: pending approvals and the history repair.

Kept apart from `loop.py` so the loop module stays about one run's control flow.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import Any

from goclaw_lite.agent.attachments import model_text
from goclaw_lite.errors import UserError
from goclaw_lite.model.chat import MessageRole, StoredMessage, ToolCall
from goclaw_lite.providers.base import ChatMessage
from goclaw_lite.security.redact import redact
from goclaw_lite.store.records.activity import ActivityStore

__all__ = ["MISSING_RESULT", "Approvals", "history_messages", "log_tool_call", "shorten"]

log = logging.getLogger(__name__)

MISSING_RESULT = "error: no result was recorded for this call (the run was interrupted)"


class Approvals:
    """Tool calls waiting for the user's yes or no, by call id (shared by every run)."""

    def __init__(self) -> None:
        self._waiting: dict[str, list[asyncio.Future[bool]]] = {}
        self._always: set[str] = set()

    def open(self, call_id: str) -> asyncio.Future[bool]:
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(call_id, []).append(future)
        return future

    def close(self, call_id: str, future: asyncio.Future[bool]) -> None:
        waiting = self._waiting.get(call_id, [])
        if future in waiting:
            waiting.remove(future)
        if not waiting:
            self._waiting.pop(call_id, None)

    def resolve(self, call_id: str, allow: bool, *, always: bool = False) -> bool:
        """Answer the oldest call waiting under `call_id`; False when none is waiting.

        `always` (with allow) asks the run to remember the answer for this tool and agent.
        """
        for future in self._waiting.get(call_id, []):
            if not future.done():
                if always and allow:
                    self._always.add(call_id)
                future.set_result(bool(allow))
                return True
        return False

    def take_always(self, call_id: str) -> bool:
        """Whether the user answered `call_id` with "always" (asked once, then forgotten)."""
        if call_id in self._always:
            self._always.discard(call_id)
            return True
        return False

    def pending(self) -> list[str]:
        return [cid for cid, futures in self._waiting.items() if any(not f.done() for f in futures)]


def history_messages(thread: list[StoredMessage]) -> list[ChatMessage]:
    """The stored thread as a model request, repaired where a crash or stop left gaps.

    Every assistant tool call gets exactly one result (a placeholder where none was
    stored), results that answer nothing are dropped, and empty assistant rows (an error
    before any output) are left out: a provider refuses a request that breaks these rules.
    """
    out: list[ChatMessage] = []
    waiting: list[ToolCall] = []

    def close_waiting() -> None:
        for call in waiting:
            out.append(ChatMessage("tool", MISSING_RESULT, tool_call_id=call.id))
        waiting.clear()

    for message in thread:
        if message.role is MessageRole.USER:
            close_waiting()
            out.append(ChatMessage("user", model_text(message.text, message.metadata)))  # with its attached files
        elif message.role is MessageRole.ASSISTANT:
            close_waiting()
            calls = tuple(c for c in message.tool_calls if c.id)
            if not message.text and not calls:
                continue
            out.append(ChatMessage("assistant", message.text or None, calls))
            waiting.extend(calls)
        elif message.role is MessageRole.TOOL:
            match = next((c for c in waiting if c.id == message.tool_call_id), None)
            if match is not None:
                waiting.remove(match)
                out.append(ChatMessage("tool", message.text, tool_call_id=match.id))
    close_waiting()
    return out


def shorten(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    head = limit * 2 // 3
    tail = limit - head
    return f"{text[:head]}\n[... {len(text) - head - tail} characters omitted ...]\n{text[-tail:]}"


def card_facts(card: Any) -> dict[str, Any]:
    """`{"card": {...}}` for a result's tool-card facts (file name, lines, change id), scrubbed;
    {} when the tool gave none. Only short scalars are kept: a card holds no tool output."""
    if not isinstance(card, Mapping):
        return {}
    facts: dict[str, Any] = {}
    for key, value in list(card.items())[:16]:
        if isinstance(value, bool | int | float) or value is None:
            facts[str(key)[:40]] = value
        elif isinstance(value, str):
            facts[str(key)[:40]] = redact(value[:500])
    return {"card": facts}


async def log_tool_call(
    activity: ActivityStore | None, agent_id: str, conversation_id: str, call: ToolCall, ok: bool, denied: bool,
    duration: int,
) -> None:
    """The call's activity row (facts only, no arguments or output); never raises a UserError."""
    if activity is None:
        return
    details = {"tool": call.name, "call_id": call.id, "ok": ok, "denied": denied, "duration_ms": duration}
    try:
        await activity.log(
            "agent.tool_call", entity_type="conversation", entity_id=conversation_id, details=details,
            actor_type="agent", actor_id=agent_id,
        )
    except UserError as exc:
        log.warning("tool call not recorded in the activity log: %s", type(exc).__name__)
