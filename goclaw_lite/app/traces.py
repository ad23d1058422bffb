"""Traces as both faces read them: the list, one trace as a tree, its OpenTelemetry export.

The Traces page and `goclaw-lite trace` go through `TracesService`, so the window's waterfall
and `trace show` draw the same tree (`span_tree`) with the same marks: a failed span, and a
slow one (over `SLOW_MS`, or over a second and half the run or more).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from goclaw_lite.errors import NotFoundError
from goclaw_lite.ids import parse_ts
from goclaw_lite.model.traces import Span, Trace, TraceDetail, TraceFilter
from goclaw_lite.store import Stores
from goclaw_lite.store.records.traces import TraceStore
from goclaw_lite.tracing.otlp import otlp_json

__all__ = ["SLOW_MS", "SLOW_SHARE_MIN_MS", "TraceListing", "TreeRow", "TracesService", "span_tree", "text_tree"]

SLOW_MS = 10_000
"""A span this long is marked slow whatever else ran ..."""
SLOW_SHARE_MIN_MS = 1_000
"""... and so is one of a second or more that took half the run or more."""
MAX_EXPORT_DEPTH = 10  # subtasks of subtasks ... as GoClaw's export recurses


@dataclass(frozen=True)
class TraceListing:
    traces: Sequence[Trace]
    total: int
    agents: dict[str, str]  # agent id -> key, for every agent with a trace


@dataclass(frozen=True)
class TreeRow:
    """One line of the tree: the span, how deep, when it began after the trace (ms), and marks."""

    span: Span
    depth: int
    offset_ms: int
    slow: bool
    failed: bool


def _ms_between(start: str, later: str) -> int:
    return max(0, round((parse_ts(later) - parse_ts(start)).total_seconds() * 1000))


def span_tree(detail: TraceDetail) -> list[TreeRow]:
    """The spans depth first, children in start order; orphans (a parent not stored) at the top."""
    spans = list(detail.spans)
    ids = {s.id for s in spans}
    kids: dict[str | None, list[Span]] = {}
    for span in spans:
        parent = span.parent_span_id if span.parent_span_id in ids else None
        kids.setdefault(parent, []).append(span)
    start = detail.trace.start_time
    whole = detail.trace.duration_ms or 0
    rows: list[TreeRow] = []

    def walk(parent: str | None, depth: int) -> None:
        for span in sorted(kids.get(parent, []), key=lambda s: (s.start_time, s.id)):
            took = span.duration_ms or 0
            slow = span.span_type != "agent" and (took >= SLOW_MS or (took >= SLOW_SHARE_MIN_MS and took * 2 >= whole))
            rows.append(TreeRow(span, depth, _ms_between(start, span.start_time), slow, span.status == "error"))
            walk(span.id, depth + 1)

    walk(None, 0)
    return rows


def _tokens(span: Span) -> str:
    if span.input_tokens is None and span.output_tokens is None:
        return ""
    return f"{span.input_tokens or 0}→{span.output_tokens or 0} tok"


def text_tree(detail: TraceDetail) -> list[str]:
    """`trace show`: a header, then one line per span, indented by depth, with its marks."""
    t = detail.trace
    lines = [
        f"{t.name or 'trace'}  {t.id}",
        f"status {t.status} · {t.duration_ms if t.duration_ms is not None else '?'} ms · spans {t.span_count} · "
        f"model calls {t.llm_call_count} · tool calls {t.tool_call_count} · "
        f"tokens {t.total_input_tokens}→{t.total_output_tokens} · started {t.start_time}",
    ]
    if t.parent_trace_id:
        lines.append(f"started by trace {t.parent_trace_id}")
    if t.error:
        lines.append(f"error: {t.error}")
    for row in span_tree(detail):
        s = row.span
        marks = " ".join(m for m, on in (("FAILED", row.failed), ("SLOW", row.slow)) if on)
        detail_text = " · ".join(p for p in (
            f"+{row.offset_ms} ms", f"{s.duration_ms or 0} ms", _tokens(s),
            f"{s.provider}/{s.model}" if s.span_type == "llm_call" and s.provider and s.provider not in s.name else "",
            marks,
        ) if p)
        lines.append(f"{'  ' * row.depth}{s.span_type:<9} {s.name}  [{detail_text}]")
        if s.error and row.failed:
            lines.append(f"{'  ' * row.depth}          ! {s.error.splitlines()[0][:160]}")
    for child in detail.children:
        lines.append(f"subtask trace {child.id} ({child.name}, {child.status})")
    return lines


class TracesService:
    def __init__(self, stores: Stores) -> None:
        self.store = TraceStore(stores.db, stores.identity)

    async def listing(self, query: TraceFilter) -> TraceListing:
        traces = await self.store.list_traces(query)
        total = await self.store.count(query)
        return TraceListing(traces, total, dict(await self.store.agent_names()))

    async def get(self, trace_id: str) -> TraceDetail:
        detail = await self.store.get(trace_id.strip())
        if detail is None:
            raise NotFoundError(f"No trace has the id {trace_id.strip()!r}; `goclaw-lite trace list` shows them.")
        return detail

    async def for_message(self, conversation_id: str, message_id: str) -> str | None:
        """The trace of the run that wrote this answer (one imported from GoClaw too), or None (tracing was off)."""
        return await self.store.for_message(conversation_id, message_id)

    async def export(self, trace_id: str) -> dict[str, Any]:
        """OTLP/JSON of the trace and, recursively, the traces of the subtasks it started."""
        items: list[tuple[Trace, Sequence[Span]]] = []
        pending, seen = [(trace_id, 0)], set()
        while pending:
            current, depth = pending.pop(0)
            if current in seen:
                continue
            seen.add(current)
            detail = await self.get(current)
            items.append((detail.trace, detail.spans))
            if depth < MAX_EXPORT_DEPTH:
                pending += [(c.id, depth + 1) for c in detail.children]
        return otlp_json(items)
