"""What the run loop writes on its spans: kept here so `loop.py` stays about control flow.

Each helper fills an open span from values the loop already has and ends it; none does I/O
(the tracer writes everything when the run ends, scrubbed).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from goclaw_lite.agent.tools.registry import ToolResult
from goclaw_lite.providers.base import ChatRequest, RouteSelected, StreamEnd, Usage
from goclaw_lite.tracing.tracer import OpenSpan, Tracer

__all__ = ["llm_started", "llm_finished", "tool_finished", "tool_started"]

MCP_KEYS = ("mcp_server", "mcp_tool", "truncated")


def llm_started(tracer: Tracer, request: ChatRequest, iteration: int) -> OpenSpan:
    span = tracer.start("llm_call", f"model call #{iteration}")
    if tracer.enabled:
        last = request.messages[-1] if request.messages else None
        span.input_text = last.content if last is not None else None
        span.metadata.update(messages=len(request.messages), tools=len(request.tools), iteration=iteration)
    return span


def llm_finished(
    tracer: Tracer, span: OpenSpan | None, *, message_id: str, route: tuple[str | None, str | None], content: str,
    usage: Usage | None, end: StreamEnd | None, selected: RouteSelected | None, failures: Sequence[Any],
    error: str | None, state: str,
) -> None:
    """The call's route, tokens and finish reason; each route tried before it as a failed child span.

    `state` is the answer's MessageState: one not complete (stopped, error) fails the span."""
    if not tracer.enabled or span is None:
        return
    if error is None and state != "complete":
        error = f"the answer was {state}"
    provider, model = route
    span.provider, span.model, span.output_text = provider, model, content
    span.name = f"{provider}/{model} #{span.metadata.get('iteration', 1)}" if provider else span.name
    if usage is not None:
        span.input_tokens, span.output_tokens = usage.prompt_tokens, usage.completion_tokens
    span.finish_reason = end.finish_reason if end is not None else None
    span.metadata["message_id"] = message_id
    if selected is not None:
        span.metadata["attempt"] = selected.attempt
    reasons = [a.describe() for a in failures if hasattr(a, "describe")]
    if reasons:
        span.metadata["fallback_reasons"] = reasons
        for failure in failures:
            if getattr(failure, "called", True) and hasattr(failure, "describe"):
                child = tracer.record("llm_call", f"{failure.provider}/{failure.model} (fell back)", 0, parent=span,
                                      error=failure.reason)
                child.provider, child.model = failure.provider, failure.model
    tracer.end(span, error)


def tool_started(tracer: Tracer, name: str, call_id: str, arguments: str) -> OpenSpan:
    span = tracer.start("tool_call", name)
    span.tool_name, span.tool_call_id, span.input_text = name, call_id, arguments
    return span


def tool_finished(tracer: Tracer, span: OpenSpan, result: ToolResult, shown: str, denied: bool) -> None:
    """`shown` is the stored (already masked) result; an MCP tool's server and remote name go in metadata."""
    if not tracer.enabled:
        return
    span.output_text, span.output_masked = shown, True
    span.metadata.update(size=len(str(result.content)), denied=denied)
    span.metadata.update({k: result.metadata[k] for k in MCP_KEYS if k in result.metadata})
    if "mcp_server" in result.metadata:
        span.metadata["kind"] = "mcp"
    tracer.end(span, None if result.ok else shown[:200] or "failed")
