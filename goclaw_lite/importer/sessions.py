"""GoClaw chat history (`sessions`, one JSON array of messages per row) into our chat data model.

Each session becomes an `agent_conversations` row (same id) and its messages `agent_messages`
rows in order, each the parent of the next: tool calls keep their ids and each tool result
must answer a call made before it; thinking goes where our loop keeps it (metadata
`reasoning`); `[System]` nudges and system messages are left out. A message without a time
gets one spread evenly between its neighbours (or the session's created/updated times).
Message ids are derived from the session id and position, so a second import finds them.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from goclaw_lite.ids import format_ts
from goclaw_lite.importer import values as v
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.values import BadValue
from goclaw_lite.security.masking import mask_tool_result
from goclaw_lite.store.chat.conversations import MAX_TITLE_LENGTH, make_title
from goclaw_lite.textfold import fold_text

MESSAGE_NAMESPACE = uuid.UUID("6f1c3a52-4d0e-4c77-9a41-0b7e2f3d9c10")
REQUIRED = ("id", "session_key", "messages")
SYSTEM_NUDGE = "[System]"
FALLBACK_TITLE = "Imported chat"


@dataclass(frozen=True)
class MappedSession:
    conversation: dict[str, Any]
    messages: list[dict[str, Any]]
    left_out: int


def message_id(session_id: str, index: int) -> str:
    return str(uuid.uuid5(MESSAGE_NAMESPACE, f"{session_id}:{index}"))


def _message_time(item: dict[str, Any]) -> datetime | None:
    raw = item.get("created_at")
    if not raw:
        return None
    try:
        return v.parse_goclaw_time(raw)
    except BadValue:
        return None


def _spread(times: list[datetime | None], start: datetime, end: datetime) -> list[datetime]:
    """Fill missing times evenly between the known neighbours; never going backwards."""
    known = [(i, t) for i, t in enumerate(times) if t is not None]
    out: list[datetime] = []
    for i, t in enumerate(times):
        if t is None:
            before = max(((j, k) for j, k in known if j < i), default=(-1, start), key=lambda p: p[0])
            after = min(((j, k) for j, k in known if j > i), default=(len(times), end), key=lambda p: p[0])
            low, high = before[1], max(after[1], before[1])
            t = low + (high - low) * ((i - before[0]) / (after[0] - before[0]))
        if out and t < out[-1]:
            t = out[-1]
        out.append(t)
    return out


def _tool_calls(raw: Any) -> list[dict[str, str]]:
    calls: list[dict[str, str]] = []
    for call in raw or []:
        if not isinstance(call, dict) or not str(call.get("id") or "").strip():
            raise BadValue("messages: a tool call without an id")
        arguments = call.get("arguments")
        if isinstance(arguments, str):
            arguments_json = arguments or "{}"
        else:
            arguments_json = json.dumps(arguments if arguments is not None else {}, ensure_ascii=False)
        calls.append({"id": str(call["id"]), "name": str(call.get("name") or ""), "arguments_json": arguments_json})
    return calls


def map_session(row: dict[str, Any], ctx: ImportContext) -> MappedSession:
    sid = v.uuid_text(row["id"], "id")
    history = v.json_value(row["messages"] if row["messages"] not in (None, b"", "") else "[]", "messages")
    if not isinstance(history, list):
        raise BadValue("messages: expected a JSON array")
    agent = None if row.get("agent_id") in (None, "") else ctx.agent(row["agent_id"])
    created = v.parse_goclaw_time(row.get("created_at") or ctx.now) if row.get("created_at") else None
    updated = v.parse_goclaw_time(row["updated_at"]) if row.get("updated_at") else None
    kept: list[tuple[int, dict[str, Any]]] = []
    for index, item in enumerate(history):
        if not isinstance(item, dict):
            raise BadValue(f"messages[{index}]: not an object")
        kept.append((index, item))
    times = [_message_time(item) for _, item in kept]
    start = created or next((t for t in times if t), None) or v.parse_goclaw_time(ctx.now)
    end = updated or max((t for t in times if t), default=start)
    stamps = _spread(times, start, max(end, start))
    rows: list[dict[str, Any]] = []
    calls_made: set[str] = set()
    left_out = 0
    parent: str | None = None
    provider = v.text_or_none(row.get("provider"), "provider") or None
    model = v.text_or_none(row.get("model"), "model") or None
    for (index, item), stamp in zip(kept, stamps, strict=True):
        role = str(item.get("role") or "")
        content = item.get("content")
        content = "" if content is None else str(content)
        metadata: dict[str, Any] = {}
        if item.get("media_refs"):
            metadata["goclaw_media_refs"] = item["media_refs"]
        message: dict[str, Any] = {"content": content, "tool_calls": None, "tool_call_id": None, "provider": None, "model": None}
        if role == "system" or (role == "user" and content.lstrip().startswith(SYSTEM_NUDGE)):
            left_out += 1
            continue
        if role == "user":
            if not content.strip():
                left_out += 1
                continue
        elif role == "assistant":
            calls = _tool_calls(item.get("tool_calls"))
            calls_made.update(c["id"] for c in calls)
            if item.get("thinking"):
                metadata["reasoning"] = str(item["thinking"])
            if not content and not calls:
                left_out += 1
                continue
            message.update(content=content or None, tool_calls=json.dumps(calls, ensure_ascii=False) if calls else None,
                           provider=provider, model=model)
        elif role == "tool":
            call_id = str(item.get("tool_call_id") or "")
            if call_id not in calls_made:
                left_out += 1
                ctx.report.table("sessions").notes.append(f"{sid}: a tool result answering no earlier call was left out")
                continue
            metadata["ok"] = not bool(item.get("is_error"))
            message.update(content=mask_tool_result(content, None), tool_call_id=call_id)
        else:
            raise BadValue(f"messages[{index}]: unknown role {role!r}")
        mid = message_id(sid, index)
        body = message["content"]
        rows.append({
            "id": mid, "conversation_id": sid, "role": role, "content": body, "content_fold": fold_text(body or ""),
            "tool_calls": message["tool_calls"], "tool_call_id": message["tool_call_id"], "llm_duration_ms": None,
            "eval_tokens": None, "created_at": format_ts(stamp), "parent_id": parent, "state": "complete",
            "provider": message["provider"], "model": message["model"], "error": None,
            "metadata": json.dumps(metadata, ensure_ascii=False),
        })
        parent = mid
    if not rows:
        raise BadValue("messages: no message to bring over")
    label = " ".join(v.text(row.get("label"), "label").split())[:MAX_TITLE_LENGTH]
    first_user = next((r["content"] for r in rows if r["role"] == "user"), "")
    title = label or make_title(first_user) or FALLBACK_TITLE
    meta: dict[str, Any] = {"goclaw_session_key": v.text(row["session_key"], "session_key")}
    summary = v.text_or_none(row.get("summary"), "summary")
    if summary:
        meta["goclaw_summary"] = summary
    spawned_by = v.text_or_none(row.get("spawned_by"), "spawned_by")
    if spawned_by:  # a subagent's own session in GoClaw
        meta["goclaw_spawned_by"] = spawned_by
    for column in ("input_tokens", "output_tokens"):
        if row.get(column):
            meta[f"goclaw_{column}"] = v.integer(row[column], column)
    last = rows[-1]["created_at"]
    conversation = {
        "id": sid, "user_id": ctx.user, "franchise_id": ctx.tenant, "title": title, "status": "active",
        "created_at": format_ts(start), "updated_at": max(format_ts(end), last), "agent_id": agent,
        "active_leaf_id": None, "metadata": json.dumps(meta, ensure_ascii=False), "title_fold": fold_text(title),
    }
    return MappedSession(conversation, rows, left_out)
