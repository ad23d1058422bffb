"""GoClaw's `traces` and `spans` into ours (the same v34 columns): ids kept, agents mapped.

Previews are scrubbed (every secret value known here, credential shapes) and cut to our
preview length on the way in: GoClaw keeps up to 40,000 characters and scrubs by its own
rules. A trace whose agent did not come over keeps its spans with no agent; GoClaw's SQLite
store never wrote a trace's `duration_ms`, so it is worked out from the start and end.
"""

from __future__ import annotations

import math
from typing import Any

from goclaw_lite.ids import parse_ts
from goclaw_lite.importer import values as v
from goclaw_lite.importer.context import ImportContext
from goclaw_lite.importer.values import BadValue
from goclaw_lite.model.traces import SPAN_STATUSES, TRACE_STATUSES
from goclaw_lite.tracing.tracer import preview

__all__ = ["map_span", "map_trace"]

Row = dict[str, Any]


def _agent_or_none(row: Row, ctx: ImportContext) -> str | None:
    raw = v.uuid_or_none(row.get("agent_id"), "agent_id")
    return None if raw is None else ctx.agents.get(raw)


def _choice(row: Row, column: str, allowed: tuple[str, ...], default: str) -> str:
    value = v.text(row.get(column), column, default=default).strip() or default
    if value not in allowed:
        raise BadValue(f"{column}: {value!r} is not one of {', '.join(allowed)}")
    return value


def _preview(row: Row, column: str) -> str | None:
    return preview(v.text_or_none(row.get(column), column), {})


def _cost(value: Any, column: str) -> float:
    if value is None:
        return 0.0
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise BadValue(f"{column}: {value!r} is not a number") from None
    if not math.isfinite(number):
        raise BadValue(f"{column}: {value!r} is not a number")
    return number


def _duration(row: Row, start: str, end: str | None) -> int | None:
    if row.get("duration_ms") is not None:
        return v.integer(row.get("duration_ms"), "duration_ms")
    if end is None:
        return None
    return max(0, round((parse_ts(end) - parse_ts(start)).total_seconds() * 1000))


def _count(row: Row, column: str) -> int:
    return v.integer(row.get(column), column)


def map_trace(row: Row, ctx: ImportContext) -> Row:
    start = v.timestamp(row["start_time"], "start_time")
    end = v.timestamp_or_none(row.get("end_time"), "end_time")
    return {
        "id": v.uuid_text(row["id"], "id"), "agent_id": _agent_or_none(row, ctx),
        "user_id": ctx.user_of(row.get("user_id")) or None,
        "session_key": v.text_or_none(row.get("session_key"), "session_key"),
        "run_id": v.text_or_none(row.get("run_id"), "run_id"), "start_time": start, "end_time": end,
        "duration_ms": _duration(row, start, end), "name": v.text_or_none(row.get("name"), "name"),
        "channel": v.text_or_none(row.get("channel"), "channel"),
        "input_preview": _preview(row, "input_preview"), "output_preview": _preview(row, "output_preview"),
        "total_input_tokens": _count(row, "total_input_tokens"),
        "total_output_tokens": _count(row, "total_output_tokens"),
        "total_cost": _cost(row.get("total_cost"), "total_cost"), "span_count": _count(row, "span_count"),
        "llm_call_count": _count(row, "llm_call_count"), "tool_call_count": _count(row, "tool_call_count"),
        "status": _choice(row, "status", TRACE_STATUSES, "running"), "error": _preview(row, "error"),
        "metadata": v.json_any_or_none(row.get("metadata"), "metadata"),
        "tags": v.json_array_or_none(row.get("tags"), "tags"),
        "parent_trace_id": v.uuid_or_none(row.get("parent_trace_id"), "parent_trace_id"),
        "team_id": v.uuid_or_none(row.get("team_id"), "team_id"), "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or start, "created_at"),
    }


def map_span(row: Row, ctx: ImportContext) -> Row:
    trace_id = v.uuid_text(row["trace_id"], "trace_id")
    if trace_id not in ctx.ids("traces"):
        raise BadValue(f"trace_id: foreign key to traces {trace_id} points nowhere")
    start = v.timestamp(row["start_time"], "start_time")
    end = v.timestamp_or_none(row.get("end_time"), "end_time")
    tokens = {c: None if row.get(c) is None else _count(row, c) for c in ("input_tokens", "output_tokens")}
    return {
        "id": v.uuid_text(row["id"], "id"), "trace_id": trace_id,
        "parent_span_id": v.uuid_or_none(row.get("parent_span_id"), "parent_span_id"),
        "agent_id": _agent_or_none(row, ctx), "span_type": v.text(row["span_type"], "span_type").strip() or "event",
        "name": v.text_or_none(row.get("name"), "name"),
        "start_time": start, "end_time": end, "duration_ms": _duration(row, start, end),
        "status": _choice(row, "status", SPAN_STATUSES, "running"), "error": _preview(row, "error"),
        "level": v.text(row.get("level"), "level", default="DEFAULT") or "DEFAULT",
        "model": v.text_or_none(row.get("model"), "model"), "provider": v.text_or_none(row.get("provider"), "provider"),
        **tokens, "total_cost": None if row.get("total_cost") is None else _cost(row.get("total_cost"), "total_cost"),
        "finish_reason": v.text_or_none(row.get("finish_reason"), "finish_reason"),
        "model_params": v.json_any_or_none(row.get("model_params"), "model_params"),
        "tool_name": v.text_or_none(row.get("tool_name"), "tool_name"),
        "tool_call_id": v.text_or_none(row.get("tool_call_id"), "tool_call_id"),
        "input_preview": _preview(row, "input_preview"), "output_preview": _preview(row, "output_preview"),
        "metadata": v.json_any_or_none(row.get("metadata"), "metadata"),
        "team_id": v.uuid_or_none(row.get("team_id"), "team_id"), "tenant_id": ctx.tenant,
        "created_at": v.timestamp(row.get("created_at") or start, "created_at"),
    }
