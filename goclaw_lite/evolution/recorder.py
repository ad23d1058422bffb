"""The sinks the chat writes metrics through. Recording is bookkeeping: it never breaks a run."""

from __future__ import annotations

import logging

from goclaw_lite.errors import ValidationError
from goclaw_lite.store.conversations import ConversationStore
from goclaw_lite.store.evolution import EvolutionMetricsStore
from goclaw_lite.store.models_chat import MessageRole

__all__ = ["FEEDBACK_KEY", "ToolMetrics", "record_feedback"]

log = logging.getLogger(__name__)

FEEDBACK_KEY = "thumbs"


class ToolMetrics:
    """Called by the run loop when a tool call finished; refusals are not the tool's fault and are skipped."""

    def __init__(self, metrics: EvolutionMetricsStore) -> None:
        self._metrics = metrics

    async def __call__(self, agent_id: str, session_key: str, tool: str, ok: bool, duration_ms: int, denied: bool) -> None:
        if denied:
            return
        try:
            await self._metrics.record(agent_id, session_key, "tool", tool, {"success": ok, "duration_ms": duration_ms})
        except Exception as exc:  # noqa: BLE001 - a metric lost must not end the chat
            log.warning("tool metric for %s not recorded: %s", tool, type(exc).__name__)


async def record_feedback(
    metrics: EvolutionMetricsStore, conversations: ConversationStore, message_id: str, score: int
) -> str:
    """A thumbs up (+1) or down (-1) on an assistant answer; a later vote replaces an earlier one."""
    if score not in (1, -1):
        raise ValidationError("Feedback is +1 (thumbs up) or -1 (thumbs down).")
    message = await conversations.get_message(message_id)
    if message.role is not MessageRole.ASSISTANT:
        raise ValidationError("Only an assistant's answer can be rated.")
    conversation = await conversations.get(message.conversation_id)
    if not conversation.agent_id:
        raise ValidationError("This answer's agent no longer exists.")
    return await metrics.record(
        conversation.agent_id, conversation.id, "feedback", FEEDBACK_KEY, {"score": score, "message_id": message.id}
    )
