"""The tracer a run carries: spans kept in memory during the run, written in one go at its end.

One `Tracer` per run, passed to the run loop (no global state). The loop opens spans around
what it does — the run itself, each model call, tool call, hook and memory step — and the
tracer only notes times and a few fields while the run goes on: no I/O, no formatting, no
scrubbing in the run's path. `begin` hands the sink the `running` row (so a crash leaves a
trace that the next start marks interrupted) and `finish` ends every span and hands it a way to
build the finished trace: the sink (`store.traces.TraceWriter`) builds it later, scrubbing every
preview (the secrets the run knows, every registered secret, credential shapes) and cutting it
short, and writes it off the run's path. A failure to build or write is logged and never ends a run.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any, Protocol

from goclaw_lite.ids import format_ts, uuid7
from goclaw_lite.model.traces import RUN_STATE_STATUS, Span, Trace
from goclaw_lite.security.known_secrets import scrub_known
from goclaw_lite.security.masking import mask_tool_result
from goclaw_lite.security.redact import redact_values

__all__ = ["PREVIEW_CHARS", "OpenSpan", "TraceSink", "Tracer", "clip", "preview"]

log = logging.getLogger(__name__)

PREVIEW_CHARS = 600
"""A preview shows this many characters at most: the head and the tail of a longer text."""


class TraceSink(Protocol):
    """Where a run's trace goes (`store.traces.TraceWriter`): both calls only queue, neither waits."""

    def begin(self, trace: Trace) -> None: ...

    def finish(self, trace_id: str, build: Callable[[], tuple[Trace, Sequence[Span]]]) -> None: ...


def clip(text: str, limit: int = PREVIEW_CHARS, *, tail: bool = False) -> str:
    """`text` within `limit` characters: head and tail with a marker between (or only the tail)."""
    if len(text) <= limit:
        return text
    if tail:
        return "..." + text[-(limit - 3):]
    room = limit - len(f" ... [truncated {len(text)} chars] ... ")  # the marker's longest form
    head = room * 2 // 3
    return f"{text[:head]} ... [truncated {len(text) - room} chars] ... {text[-(room - head):]}"


def preview(text: str | None, secrets: Mapping[str, str], *, tail: bool = False, masked: bool = False) -> str | None:
    """Scrubbed first (a secret cut in half would no longer be recognised), then cut short.

    `masked` text (a stored tool result: `mask_tool_result` ran on it) needs only the values
    learnt since; everything else gets the whole masking, credential shapes included."""
    if not text:
        return None
    return clip(scrubbed(text, secrets, masked=masked), tail=tail)


def scrubbed(text: str, secrets: Mapping[str, str], *, masked: bool = False) -> str:
    """`preview`'s scrubbing, without the cut."""
    if masked:
        return scrub_known(redact_values(text, secrets))
    return mask_tool_result(text, secrets)


class OpenSpan:
    """A span while the run goes on; `end is None` until it is ended."""

    __slots__ = (
        "id", "parent", "span_type", "name", "start", "end", "status", "error", "model", "provider", "input_tokens",
        "output_tokens", "finish_reason", "tool_name", "tool_call_id", "input_text", "output_text", "output_masked",
        "metadata",
    )

    def __init__(self, span_type: str, name: str, parent: str | None, start: float) -> None:
        self.id = uuid7()
        self.parent = parent
        self.span_type = span_type
        self.name = name
        self.start = start
        self.end: float | None = None
        self.status = "running"
        self.error: str | None = None
        self.model: str | None = None
        self.provider: str | None = None
        self.input_tokens: int | None = None
        self.output_tokens: int | None = None
        self.finish_reason: str | None = None
        self.tool_name: str | None = None
        self.tool_call_id: str | None = None
        self.input_text: str | None = None
        self.output_text: str | None = None
        self.output_masked = False  # output_text is a stored tool result, masked already
        self.metadata: dict[str, Any] = {}


_IDLE = OpenSpan("agent", "", None, 0.0)
"""What a switched-off tracer hands out: written to, never read."""


class Tracer:
    """One run's trace. `Tracer.off()` is the same object doing nothing (tracing switched off)."""

    def __init__(
        self, sink: TraceSink | None, *, name: str, agent_id: str | None = None, agent_key: str = "",
        session_key: str | None = None, user_id: str | None = None, channel: str = "desktop",
        parent_trace_id: str | None = None, tags: tuple[str, ...] = (), run_id: str | None = None,
    ) -> None:
        self._sink = sink
        self.enabled = sink is not None
        self._wall0 = time.time_ns()
        self._t0 = time.perf_counter()
        self.trace_id = uuid7()
        self._trace = Trace(
            id=self.trace_id, start_time=self._stamp(self._t0), name=name, agent_id=agent_id, user_id=user_id,
            session_key=session_key, run_id=run_id, channel=channel, tags=tags, parent_trace_id=parent_trace_id,
        )
        self._spans: list[OpenSpan] = []
        self._secrets: dict[str, str] = {}
        self.root = self.start("agent", agent_key or name)
        self._finished = False
        self._scrubbed: dict[tuple[str, bool], str] = {}

    @classmethod
    def off(cls) -> Tracer:
        return cls(None, name="")

    # --- during the run: cheap, no I/O ---------------------------------------------------

    def start(self, span_type: str, name: str, parent: OpenSpan | None = None) -> OpenSpan:
        if not self.enabled:
            return _IDLE
        span = OpenSpan(span_type, name, (parent or self.root).id if self._spans else None, time.perf_counter())
        self._spans.append(span)
        return span

    def end(self, span: OpenSpan, error: str | None = None) -> None:
        span.end = time.perf_counter()
        span.status, span.error = ("error", error) if error else ("completed", None)

    def record(self, span_type: str, name: str, duration_ms: int, *, parent: OpenSpan | None = None,
               error: str | None = None, **metadata: Any) -> OpenSpan:
        """A span that already ended (a hook the dispatcher timed): it ends now, `duration_ms` long."""
        now = time.perf_counter()
        span = self.start(span_type, name, parent)
        span.start, span.end = now - duration_ms / 1000, now
        span.status, span.error = ("error", error) if error else ("completed", None)
        span.metadata.update(metadata)
        return span

    def mask_with(self, secrets: Mapping[str, str]) -> None:
        """Values this run knows are secret (its tools' credentials): scrubbed from every preview."""
        if self.enabled:
            self._secrets.update(secrets)

    def set_input(self, text: str) -> None:
        if self.enabled:
            self.root.input_text = text

    # --- at the edges: the two writes ----------------------------------------------------

    def begin(self, session_key: str | None = None) -> None:
        """Queue the `running` row; `session_key` is the run's conversation when known only now."""
        if self._sink is None:
            return
        if session_key:
            self._trace = replace(self._trace, session_key=session_key)
        try:
            self._sink.begin(self._trace)
        except Exception as exc:  # noqa: BLE001 - a trace must never stop a run
            log.warning("trace %s not started: %s", self.trace_id, type(exc).__name__)

    def finish(self, state: str, error: str | None = None, error_facts: Mapping[str, Any] | None = None) -> None:
        """End the run's trace (`state` is RunFinished.state): every span ends now, the sink builds and writes it.
        `error_facts` (the error's code, case and values) go in the trace's metadata, for a window's own words."""
        if self._sink is None or self._finished:
            return
        self._finished = True
        if error_facts:
            self._trace = replace(self._trace, metadata={**self._trace.metadata, "error_facts": dict(error_facts)})
        status = RUN_STATE_STATUS.get(state, "error")
        now = time.perf_counter()
        answer = self._close(now, state, status, error)
        try:
            self._sink.finish(self.trace_id, lambda: self._built(now, status, error, answer))
        except Exception as exc:  # noqa: BLE001 - the run's answer is kept; only its trace is lost
            log.warning("trace %s not written: %s", self.trace_id, type(exc).__name__)

    def _built(self, now: float, status: str, error: str | None, answer: str | None) -> tuple[Trace, list[Span]]:
        """The finished trace and its spans, scrubbed and cut: run by the sink, after the run."""
        spans = [self._span(s) for s in self._spans]
        trace = self._totals(replace(
            self._trace, end_time=self._stamp(now), duration_ms=self._ms(self._t0, now), status=status, error=error,
            input_preview=self._preview(self.root.input_text, tail=True), output_preview=self._preview(answer),
        ), spans)
        return trace, spans

    def _close(self, now: float, state: str, status: str, error: str | None) -> str | None:
        """End every span still open (the run ended under it: a stop, a failure); the run's answer."""
        root = self.root
        llm_outputs = (s.output_text for s in reversed(self._spans) if s.span_type == "llm_call")
        answer = next((text for text in llm_outputs if text), None)
        root.output_text = root.output_text or answer
        for span in self._spans:
            if span.end is None and span is not root:
                span.end, span.status = now, "error"
                span.error = span.error or f"not finished: the run ended ({state})"
        root.end = root.end if root.end is not None else now
        root.status, root.error = ("completed", None) if status == "completed" else ("error", error or status)
        return answer

    @staticmethod
    def _totals(trace: Trace, spans: list[Span]) -> Trace:
        """GoClaw's aggregates: counts, and tokens summed over model calls only."""
        llm = [s for s in spans if s.span_type == "llm_call"]
        return replace(
            trace, total_input_tokens=sum(s.input_tokens or 0 for s in llm),
            total_output_tokens=sum(s.output_tokens or 0 for s in llm), span_count=len(spans), llm_call_count=len(llm),
            tool_call_count=sum(1 for s in spans if s.span_type == "tool_call"),
        )

    def _span(self, s: OpenSpan) -> Span:
        end = s.end if s.end is not None else s.start
        return Span(
            id=s.id, trace_id=self.trace_id, parent_span_id=s.parent, agent_id=self._trace.agent_id,
            span_type=s.span_type, name=s.name, start_time=self._stamp(s.start), end_time=self._stamp(end),
            duration_ms=self._ms(s.start, end),
            status=s.status, error=self._preview(s.error), model=s.model, provider=s.provider,
            input_tokens=s.input_tokens, output_tokens=s.output_tokens, finish_reason=s.finish_reason,
            tool_name=s.tool_name, tool_call_id=s.tool_call_id, input_preview=self._preview(s.input_text),
            output_preview=self._preview(s.output_text, masked=s.output_masked), metadata=s.metadata,
        )

    def _preview(self, text: str | None, *, tail: bool = False, masked: bool = False) -> str | None:
        """`preview`, each text scrubbed once: texts recur (the question, the answer, a result the next call reads)."""
        if not text:
            return None
        key = (text, masked)
        if key not in self._scrubbed:
            self._scrubbed[key] = scrubbed(text, self._secrets, masked=masked)
        return clip(self._scrubbed[key], tail=tail)

    def _stamp(self, moment: float) -> str:
        nanos = self._wall0 + int((moment - self._t0) * 1e9)
        return format_ts(datetime.fromtimestamp(nanos / 1e9, UTC))

    @staticmethod
    def _ms(start: float, end: float) -> int:
        return max(0, round((end - start) * 1000))
