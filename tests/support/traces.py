"""A known trace written through the real store, for the CLI, the window and promotion tests.

`seed_trace` writes one run of agent `agent_id`: the root span, a model call that fell back
(its failed attempt as a child), a tool call that failed with a hook under it, a slow MCP call
and the final model call, plus (with `child=True`) a subtask's trace naming it as its parent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from goclaw_lite.ids import format_ts, uuid7
from goclaw_lite.model.traces import Span, Trace
from goclaw_lite.store.records.traces import TraceStore

START = datetime(2026, 11, 30, 9, 15, tzinfo=UTC)


@dataclass
class SeededTrace:
    trace_id: str
    child_id: str | None
    span_ids: dict[str, str] = field(default_factory=dict)


async def seed_trace(store: TraceStore, agent_id: str | None, *, child: bool = False, start: datetime = START,
                     session_key: str | None = None) -> SeededTrace:
    def _at(ms: int) -> str:
        return format_ts(start + timedelta(milliseconds=ms))

    def _span(
        trace_id: str, span_type: str, name: str, begin: int, took: int, parent: str | None, **kw: object,
    ) -> Span:
        return Span(id=uuid7(), trace_id=trace_id, span_type=span_type, name=name, start_time=_at(begin),
                    end_time=_at(begin + took), duration_ms=took, parent_span_id=parent, **kw)  # type: ignore[arg-type]

    trace_id = uuid7()
    root = _span(trace_id, "agent", "helper", 0, 4200, None, agent_id=agent_id, input_preview="Plan my week")
    llm1 = _span(trace_id, "llm_call", "local/fake-large #1", 10, 800, root.id, provider="local", model="fake-large",
                 input_tokens=120, output_tokens=30, finish_reason="tool_calls",
                 metadata={"attempt": 2, "ttft_ms": 140,
                           "fallback_reasons": ["local/fake-small: server error (HTTP 500)"]})
    fell = _span(trace_id, "llm_call", "local/fake-small (fell back)", 810, 0, llm1.id, provider="local",
                 model="fake-small", status="error", error="server error (HTTP 500)")
    tool = _span(trace_id, "tool_call", "exec", 820, 300, root.id, tool_name="exec", tool_call_id="call_1",
                 input_preview='{"command": "gh pr list"}', output_preview="error: exit 1", status="error",
                 error="error: exit 1", metadata={"size": 13})
    hook = _span(trace_id, "event", "hook.guard.before_tool", 822, 12, tool.id, metadata={"decision": "allow"})
    mcp = _span(trace_id, "tool_call", "fs__read", 1130, 2500, root.id, tool_name="fs__read", tool_call_id="call_2",
                input_preview='{"path": "notes.md"}', output_preview="# Notes",
                metadata={"kind": "mcp", "mcp_server": "fs"})
    llm2 = _span(trace_id, "llm_call", "local/fake-large #2", 3640, 550, root.id, provider="local", model="fake-large",
                 input_tokens=210, output_tokens=64, finish_reason="stop", output_preview="Here is your week.")
    spans = [root, llm1, fell, tool, hook, mcp, llm2]
    trace = Trace(id=trace_id, start_time=_at(0), end_time=_at(4200), duration_ms=4200, name="chat helper",
                  agent_id=agent_id, session_key=session_key, status="completed", input_preview="Plan my week",
                  output_preview="Here is your week.", total_input_tokens=330, total_output_tokens=94,
                  span_count=len(spans), llm_call_count=3, tool_call_count=2, channel="desktop")
    await store.finish(trace, spans)
    child_id = None
    if child:
        child_id = uuid7()
        croot = _span(child_id, "agent", "helper", 1200, 900, None)
        cllm = _span(child_id, "llm_call", "local/fake-small #1", 1210, 850, croot.id, provider="local",
                     model="fake-small", input_tokens=40, output_tokens=9, finish_reason="stop")
        await store.finish(Trace(id=child_id, start_time=_at(1200), end_time=_at(2100), duration_ms=900,
                                 name="subagent helper", agent_id=agent_id, status="completed",
                                 parent_trace_id=trace_id,
                                 tags=("subagent",), span_count=2, llm_call_count=1, total_input_tokens=40,
                                 total_output_tokens=9), [croot, cllm])
    names = {"root": root.id, "llm1": llm1.id, "fell": fell.id, "tool": tool.id, "hook": hook.id, "mcp": mcp.id,
             "llm2": llm2.id}
    return SeededTrace(trace_id, child_id, names)
