"""Conversations exported as JSON or Markdown (part of `ConversationStore`)."""

from __future__ import annotations

import json
from typing import Any

from goclaw_lite.model.chat import (
    MessageRole,
    MessageState,
    StoredMessage,
)
from goclaw_lite.security.known_secrets import scrub_known
from goclaw_lite.store.chat.threads import ConversationThreads


class ConversationExport(ConversationThreads):

    async def export_json(self, conversation_id: str) -> str:
        """Every branch, with the active thread named, as one JSON document."""
        conversation = await self.get(conversation_id)
        messages = await self.messages(conversation_id)
        active = [m.id for m in await self.active_thread(conversation_id)]
        document = {
            "format": "goclaw-lite.conversation",
            "version": 1,
            "exported_at": self._now(),
            "conversation": {
                "id": conversation.id,
                "title": conversation.title,
                "status": str(conversation.status),
                "agent_id": conversation.agent_id,
                "created_at": conversation.created_at,
                "updated_at": conversation.updated_at,
                "active_leaf_id": conversation.active_leaf_id,
            },
            "active_thread": active,
            "messages": [_message_document(m) for m in messages],
        }
        return scrub_known(json.dumps(document, ensure_ascii=False, indent=2))

    async def export_markdown(self, conversation_id: str) -> str:
        """The active thread as readable Markdown; tool output in fences that cannot break."""
        conversation = await self.get(conversation_id)
        thread = await self.active_thread(conversation_id)
        lines = [f"# {conversation.title}", "", f"_Exported from GoClaw Lite on {self._now()}._", ""]
        for message in thread:
            lines += _markdown_block(message)
        return scrub_known("\n".join(lines).rstrip() + "\n")  # rows stored before a secret was known



def _message_document(message: StoredMessage) -> dict[str, Any]:
    return {
        "id": message.id,
        "parent_id": message.parent_id,
        "role": str(message.role),
        "state": str(message.state),
        "content": message.content,
        "tool_calls": [c.to_json() for c in message.tool_calls] or None,
        "tool_call_id": message.tool_call_id,
        "provider": message.provider,
        "model": message.model,
        "llm_duration_ms": message.llm_duration_ms,
        "eval_tokens": message.eval_tokens,
        "error": message.error,
        "created_at": message.created_at,
    }


def _fence(text: str, info: str = "") -> list[str]:
    longest = run = 0
    for ch in text:
        run = run + 1 if ch == "`" else 0
        longest = max(longest, run)
    ticks = "`" * max(3, longest + 1)
    return [ticks + info, text, ticks]


def _markdown_block(message: StoredMessage) -> list[str]:
    if message.role is MessageRole.USER:
        return ["## You", "", message.text, ""]
    if message.role is MessageRole.TOOL:
        return [f"### Tool result `{message.tool_call_id}`", "", *_fence(message.text), ""]
    route = f" ({message.provider}/{message.model})" if message.provider and message.model else ""
    lines = [f"## Assistant{route}", ""]
    if message.text:
        lines += [message.text, ""]
    for call in message.tool_calls:
        lines += [f"**Tool call** `{call.name}` (`{call.id}`)", "", *_fence(call.arguments_json, "json"), ""]
    if message.state is not MessageState.COMPLETE:
        note = f"_({message.state}"
        note += f": {message.error})_" if message.error else ")_"
        lines += [note, ""]
    return lines
