"""The JSON documents hooks receive on stdin, one shape per event, built in one place.

Every document has `event`, `agent_key` and `conversation_id`; run events add the user's
`message` (before_run) or the `answer` and `status` (after_run); tool events add
`tool: {name, arguments}` and, after the call, `result` and `is_error`. Text fields are cut
to MAX_FIELD characters so a huge tool result does not become a huge stdin.
"""

from __future__ import annotations

from typing import Any

from goclaw_lite.model.hooks import TOOL_EVENTS

MAX_FIELD = 20_000


def _cut(text: str | None) -> str:
    text = text or ""
    return text if len(text) <= MAX_FIELD else text[:MAX_FIELD] + "…"


def run_event(*, agent_key: str, conversation_id: str, message: str | None = None, answer: str | None = None,
              status: str | None = None) -> dict[str, Any]:
    doc: dict[str, Any] = {"agent_key": agent_key, "conversation_id": conversation_id}
    if message is not None:
        doc["message"] = _cut(message)
    if answer is not None:
        doc["answer"] = _cut(answer)
    if status is not None:
        doc["status"] = status
    return doc


def tool_event(*, agent_key: str, conversation_id: str, name: str, arguments: Any, result: str | None = None,
               is_error: bool | None = None) -> dict[str, Any]:
    doc: dict[str, Any] = {"agent_key": agent_key, "conversation_id": conversation_id,
                           "tool": {"name": name, "arguments": arguments}}
    if result is not None:
        doc["result"] = _cut(result)
    if is_error is not None:
        doc["is_error"] = is_error
    return doc


def sample_event(event: str, *, agent_key: str = "assistant", tool: str = "exec") -> dict[str, Any]:
    """What `hooks test` sends: a plausible document for `event`."""
    conversation = "00000000-0000-7000-8000-000000000000"
    if event in TOOL_EVENTS:
        after = event == "after_tool"
        return tool_event(agent_key=agent_key, conversation_id=conversation, name=tool, arguments={"args": ["--version"]},
                          result="sample output" if after else None, is_error=False if after else None)
    if event == "after_run":
        return run_event(agent_key=agent_key, conversation_id=conversation, answer="Hello! How can I help?", status="completed")
    return run_event(agent_key=agent_key, conversation_id=conversation, message="Hello")
