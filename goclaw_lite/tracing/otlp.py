"""A stored trace as OpenTelemetry's OTLP/JSON, so it opens in the tools people already use.

The shape is an `ExportTraceServiceRequest` in the OTLP/JSON encoding: `resourceSpans` ->
`scopeSpans` -> `spans`, ids as lowercase hex (16 bytes for a trace, 8 for a span, not base64
as plain protobuf JSON would have them), times as decimal strings of Unix nanoseconds, enums as
integers. Attributes follow the GenAI semantic conventions where one fits (`gen_ai.*`), the
rest are `goclaw.*`. Our ids are UUIDs: a trace id is the UUID's 16 bytes, a span id the last 8
(the random part of a UUID v7). A subtask's trace names its parent with a link.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from goclaw_lite import __version__
from goclaw_lite.ids import parse_ts
from goclaw_lite.model.traces import Span, Trace

__all__ = ["otlp_json", "span_id", "trace_id"]

SCOPE = "goclaw_lite.tracing"
KIND_INTERNAL, KIND_CLIENT = 1, 3
STATUS_UNSET, STATUS_OK, STATUS_ERROR = 0, 1, 2


def trace_id(uuid_text: str) -> str:
    return uuid_text.replace("-", "").lower()


def span_id(uuid_text: str) -> str:
    return trace_id(uuid_text)[16:]


def _nanos(stamp: str | None) -> str:
    if not stamp:
        return "0"
    moment = parse_ts(stamp)
    return str(int(moment.timestamp()) * 1_000_000_000 + moment.microsecond * 1000)


def _value(value: Any) -> dict[str, Any]:
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, int):
        return {"intValue": str(value)}  # int64 is a string in OTLP/JSON
    if isinstance(value, float):
        return {"doubleValue": value}
    if isinstance(value, list | tuple):
        return {"arrayValue": {"values": [_value(v) for v in value]}}
    return {"stringValue": str(value)}


def _attributes(pairs: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [{"key": k, "value": _value(v)} for k, v in pairs.items() if v is not None and v != ""]


def _span_attributes(span: Span) -> dict[str, Any]:
    attrs: dict[str, Any] = {"goclaw.span_type": span.span_type}
    if span.span_type == "llm_call":
        attrs.update({
            "gen_ai.operation.name": "chat", "gen_ai.system": span.provider, "gen_ai.request.model": span.model,
            "gen_ai.usage.input_tokens": span.input_tokens, "gen_ai.usage.output_tokens": span.output_tokens,
            "gen_ai.response.finish_reasons": [span.finish_reason] if span.finish_reason else None,
        })
    elif span.span_type == "tool_call":
        attrs.update({"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": span.tool_name,
                      "gen_ai.tool.call.id": span.tool_call_id})
    attrs.update({"goclaw.input_preview": span.input_preview, "goclaw.output_preview": span.output_preview})
    for key, value in span.metadata.items():
        strings = isinstance(value, list) and all(isinstance(v, str) for v in value)
        if isinstance(value, str | int | float | bool) or strings:
            attrs[f"goclaw.{key}"] = value
    return attrs


def _span(trace: Trace, span: Span, parent_link: tuple[str, str] | None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "traceId": trace_id(trace.id), "spanId": span_id(span.id),
        "name": span.name or span.span_type,
        "kind": KIND_CLIENT if span.span_type in ("llm_call", "tool_call") else KIND_INTERNAL,
        "startTimeUnixNano": _nanos(span.start_time), "endTimeUnixNano": _nanos(span.end_time or span.start_time),
        "attributes": _attributes(_span_attributes(span)),
        "status": {"code": STATUS_ERROR, "message": span.error or "error"} if span.status == "error"
        else {"code": STATUS_OK if span.status == "completed" else STATUS_UNSET},
    }
    if span.parent_span_id:
        out["parentSpanId"] = span_id(span.parent_span_id)
    elif parent_link is not None:
        out["links"] = [{"traceId": parent_link[0], "spanId": parent_link[1]}]
    return out


def otlp_json(traces: Iterable[tuple[Trace, Sequence[Span]]], *, service_name: str = "goclaw-lite") -> dict[str, Any]:
    """One ExportTraceServiceRequest holding every trace given (a trace and its subtasks' traces)."""
    items = list(traces)
    roots = {t.id: next((s for s in spans if s.parent_span_id is None), None) for t, spans in items}
    out_spans: list[dict[str, Any]] = []
    for trace, spans in items:
        parent_root = roots.get(trace.parent_trace_id or "")
        link = (trace_id(trace.parent_trace_id or ""), span_id(parent_root.id)) if parent_root is not None else None
        out_spans += [_span(trace, span, link) for span in spans]
    resource = _attributes({"service.name": service_name, "service.version": __version__})
    return {
        "resourceSpans": [{
            "resource": {"attributes": resource},
            "scopeSpans": [{"scope": {"name": SCOPE, "version": __version__}, "spans": out_spans}],
        }]
    }
