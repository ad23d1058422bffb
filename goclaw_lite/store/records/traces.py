"""TraceStore — `traces` and `spans`; `TraceWriter` — how a run's trace reaches them, off its path.

A run never waits for its trace: the tracer queues the `running` row when the run starts and
the finished trace with its spans when it ends, and `TraceWriter` writes what has gathered a
moment later, many traces to a transaction (a run that ends before its `running` row went out
is written once, finished). Every read here flushes the queue first, and so does the database's
close, so nothing is lost at a clean shutdown and a reader always sees every run that ended.
A crash loses at most the last moment: a run whose `running` row was written but not its end
is marked interrupted at the next start. Reads serve the Traces page and `goclaw-lite trace`;
`cleanup` keeps the tables bounded by age.
"""

from __future__ import annotations

import asyncio
import json
import logging
import weakref
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from goclaw_lite.ids import is_uuid, now_ts
from goclaw_lite.model.json_values import json_value
from goclaw_lite.model.traces import Span, Trace, TraceDetail, TraceFilter
from goclaw_lite.store.backend.db import Database, Row
from goclaw_lite.store.backend.meta import LocalIdentity

__all__ = ["INTERRUPTED", "LINGER_S", "TraceStore", "TraceWriter"]

log = logging.getLogger(__name__)

INTERRUPTED = "interrupted: the app stopped before the run ended"
MAX_LIST = 500
LINGER_S = 2.0
"""How long queued traces gather before one transaction writes them: what a crash can lose. Fewer,
larger transactions cost a run less (GoClaw flushes its spans every 5 s)."""

Built = Callable[[], tuple[Trace, Sequence[Span]]]
"""A finished trace not yet formatted: the writer builds it (scrubbing, previews) off the run's path."""

_TRACE_COLUMNS = (
    "id", "agent_id", "user_id", "session_key", "run_id", "start_time", "end_time", "duration_ms", "name", "channel",
    "input_preview", "output_preview", "total_input_tokens", "total_output_tokens", "total_cost", "span_count",
    "llm_call_count", "tool_call_count", "status", "error", "metadata", "tags", "parent_trace_id", "created_at",
)
_SPAN_COLUMNS = (
    "id", "trace_id", "parent_span_id", "agent_id", "span_type", "name", "start_time", "end_time", "duration_ms",
    "status", "error", "level", "model", "provider", "input_tokens", "output_tokens", "total_cost", "finish_reason",
    "tool_name", "tool_call_id", "input_preview", "output_preview", "metadata",
)
_TRACE_SELECT = ", ".join(_TRACE_COLUMNS)
_SPAN_SELECT = ", ".join(_SPAN_COLUMNS)
_UPSERT = (
    f"INSERT INTO traces ({_TRACE_SELECT}, tenant_id) VALUES ({', '.join('?' for _ in _TRACE_COLUMNS)}, ?) "
    "ON CONFLICT (id) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in _TRACE_COLUMNS if c not in ("id", "created_at"))
)
_INSERT_SPAN = (
    f"INSERT INTO spans ({_SPAN_SELECT}, tenant_id, created_at) VALUES "
    f"({', '.join('?' for _ in _SPAN_COLUMNS)}, ?, ?) ON CONFLICT (id) DO NOTHING"
)


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _opt_int(value: Any) -> int | None:
    return None if value is None else int(value)


def _opt(value: Any) -> str | None:
    return None if value is None else str(value)


def _to_trace(row: Row) -> Trace:
    metadata, tags = json_value(row["metadata"]), json_value(row["tags"])
    return Trace(
        id=str(row["id"]), agent_id=_opt(row["agent_id"]), user_id=_opt(row["user_id"]),
        session_key=_opt(row["session_key"]),
        run_id=_opt(row["run_id"]), start_time=str(row["start_time"]), end_time=_opt(row["end_time"]),
        duration_ms=_opt_int(row["duration_ms"]), name=str(row["name"] or ""), channel=_opt(row["channel"]),
        input_preview=_opt(row["input_preview"]), output_preview=_opt(row["output_preview"]),
        total_input_tokens=int(row["total_input_tokens"] or 0),
        total_output_tokens=int(row["total_output_tokens"] or 0),
        total_cost=float(row["total_cost"] or 0), span_count=int(row["span_count"] or 0),
        llm_call_count=int(row["llm_call_count"] or 0), tool_call_count=int(row["tool_call_count"] or 0),
        status=str(row["status"]), error=_opt(row["error"]), metadata=metadata if isinstance(metadata, dict) else {},
        tags=tuple(str(t) for t in tags) if isinstance(tags, list) else (),
        parent_trace_id=_opt(row["parent_trace_id"]),
        created_at=str(row["created_at"]),
    )


def _to_span(row: Row) -> Span:
    metadata = json_value(row["metadata"])
    cost = row["total_cost"]
    return Span(
        id=str(row["id"]), trace_id=str(row["trace_id"]), parent_span_id=_opt(row["parent_span_id"]),
        agent_id=_opt(row["agent_id"]), span_type=str(row["span_type"]), name=str(row["name"] or ""),
        start_time=str(row["start_time"]), end_time=_opt(row["end_time"]), duration_ms=_opt_int(row["duration_ms"]),
        status=str(row["status"]), error=_opt(row["error"]), level=str(row["level"] or "DEFAULT"),
        model=_opt(row["model"]),
        provider=_opt(row["provider"]), input_tokens=_opt_int(row["input_tokens"]),
        output_tokens=_opt_int(row["output_tokens"]), total_cost=None if cost is None else float(cost),
        finish_reason=_opt(row["finish_reason"]), tool_name=_opt(row["tool_name"]),
        tool_call_id=_opt(row["tool_call_id"]),
        input_preview=_opt(row["input_preview"]), output_preview=_opt(row["output_preview"]),
        metadata=metadata if isinstance(metadata, dict) else {},
    )


def _trace_values(trace: Trace, tenant: str) -> tuple[Any, ...]:
    values: dict[str, Any] = {c: getattr(trace, c) for c in _TRACE_COLUMNS}
    values["metadata"] = _json(dict(trace.metadata)) if trace.metadata else None
    values["tags"] = _json(list(trace.tags)) if trace.tags else None
    values["created_at"] = trace.created_at or trace.start_time
    return (*values.values(), tenant)


def _span_values(span: Span, tenant: str, stamp: str) -> tuple[Any, ...]:
    values: dict[str, Any] = {c: getattr(span, c) for c in _SPAN_COLUMNS}
    values["metadata"] = _json(dict(span.metadata)) if span.metadata else None
    return (*values.values(), tenant, stamp)


class TraceStore:
    def __init__(self, db: Database, identity: LocalIdentity) -> None:
        self._db = db
        self._tenant = identity.tenant_id

    @property
    def db(self) -> Database:
        return self._db

    async def begin(self, trace: Trace) -> None:
        """The run has started: its trace exists, `running`, with no spans yet."""
        await self._db.execute(_UPSERT, _trace_values(trace, self._tenant))

    async def finish(self, trace: Trace, spans: Sequence[Span]) -> None:
        """The run has ended: the trace's final row and every span, in one transaction."""
        await self.write([(trace, spans)])

    async def write(self, items: Sequence[tuple[Trace, Sequence[Span]]]) -> None:
        """Traces (`running` ones with no spans, or finished) and their spans, in one transaction."""
        stamp = now_ts()
        rows = [_span_values(s, self._tenant, stamp) for _, spans in items for s in spans]
        async with self._db.transaction():
            await self._db.execute_many(_UPSERT, [_trace_values(t, self._tenant) for t, _ in items])
            if rows:
                await self._db.execute_many(_INSERT_SPAN, rows)

    async def _settled(self) -> None:
        """Traces still queued in this process are written before a read (not inside a caller's transaction,
        which the writer would wait for)."""
        writer = _WRITERS.get(self._db)
        if writer is not None and not self._db.in_transaction:
            await writer.flush()

    async def get(self, trace_id: str) -> TraceDetail | None:
        if not is_uuid(trace_id):
            return None
        await self._settled()
        row = await self._db.fetch_one(
            f"SELECT {_TRACE_SELECT} FROM traces WHERE id = ? AND tenant_id = ?", (trace_id, self._tenant)
        )
        if row is None:
            return None
        spans = await self._db.fetch_all(
            f"SELECT {_SPAN_SELECT} FROM spans WHERE trace_id = ? AND tenant_id = ? ORDER BY start_time, id",
            (trace_id, self._tenant),
        )
        children = await self._db.fetch_all(
            f"SELECT {_TRACE_SELECT} FROM traces WHERE parent_trace_id = ? AND tenant_id = ? ORDER BY start_time, id",
            (trace_id, self._tenant),
        )
        return TraceDetail(_to_trace(row), [_to_span(s) for s in spans], [_to_trace(c) for c in children])

    async def list_traces(self, query: TraceFilter) -> list[Trace]:
        """Newest first, under the filter."""
        await self._settled()
        where, params = self._where(query)
        limit = max(1, min(query.limit, MAX_LIST))
        rows = await self._db.fetch_all(
            f"SELECT {_TRACE_SELECT} FROM traces WHERE {where} ORDER BY start_time DESC, id DESC LIMIT ? OFFSET ?",
            [*params, limit, max(0, query.offset)],
        )
        return [_to_trace(r) for r in rows]

    async def count(self, query: TraceFilter) -> int:
        await self._settled()
        where, params = self._where(query)
        return int(await self._db.fetch_value(f"SELECT COUNT(*) FROM traces WHERE {where}", params) or 0)

    def _where(self, query: TraceFilter) -> tuple[str, list[Any]]:
        clauses, params = ["tenant_id = ?"], [self._tenant]
        if query.agent_id is not None:
            if not is_uuid(query.agent_id):
                return "1 = 0", []
            clauses.append("agent_id = ?")
            params.append(query.agent_id)
        if query.status:
            clauses.append("status = ?")
            params.append(query.status)
        if query.since:
            clauses.append("start_time >= ?")
            params.append(query.since)
        if query.until:
            clauses.append("start_time < ?")
            params.append(query.until)
        if query.roots_only:
            clauses.append("parent_trace_id IS NULL")
        return " AND ".join(clauses), params

    async def for_message(self, conversation_id: str, message_id: str) -> str | None:
        """The trace of the run that wrote assistant message `message_id` (its model call's span says so)."""
        if not (is_uuid(conversation_id) and is_uuid(message_id)):
            return None
        await self._settled()
        key = self._db.dialect.json_text("s.metadata", "message_id")
        value = await self._db.fetch_value(
            "SELECT t.id FROM traces t JOIN spans s ON s.trace_id = t.id "
            f"WHERE t.session_key = ? AND t.tenant_id = ? AND s.span_type = 'llm_call' AND {key} = ? "
            "ORDER BY t.start_time DESC LIMIT 1",
            (conversation_id, self._tenant, message_id),
        )
        return str(value) if value is not None else await self._imported_run(conversation_id, message_id)

    async def _imported_run(self, conversation_id: str, message_id: str) -> str | None:
        """An answer brought over from GoClaw: its spans name no message and its trace has GoClaw's session key,
        which the conversation keeps in its metadata. Its run is the last of that session to start by the
        answer's time, else (clocks apart) the session's first."""
        key = self._db.dialect.json_text("c.metadata", "goclaw_session_key")
        value = await self._db.fetch_value(
            "SELECT t.id FROM agent_conversations c JOIN agent_messages m ON m.conversation_id = c.id AND m.id = ? "
            f"JOIN traces t ON t.session_key = {key} AND t.tenant_id = ? AND t.parent_trace_id IS NULL "
            "WHERE c.id = ? AND c.franchise_id = ? "
            "ORDER BY CASE WHEN t.start_time <= m.created_at THEN 0 ELSE 1 END, "
            "CASE WHEN t.start_time <= m.created_at THEN t.start_time END DESC, t.start_time LIMIT 1",
            (message_id, self._tenant, conversation_id, self._tenant),
        )
        return None if value is None else str(value)

    async def agent_names(self) -> Mapping[str, str]:
        """agent id -> key, for every agent that has a trace (the list's filter)."""
        await self._settled()
        rows = await self._db.fetch_all(
            "SELECT DISTINCT a.id, a.agent_key FROM traces t JOIN agents a ON a.id = t.agent_id WHERE t.tenant_id = ? "
            "ORDER BY a.agent_key",
            (self._tenant,),
        )
        return {str(r["id"]): str(r["agent_key"]) for r in rows}

    async def mark_interrupted(self) -> int:
        """At start-up: traces a crash left `running` end as `error` (their spans were never written)."""
        await self._settled()
        return await self._db.execute(
            "UPDATE traces SET status = 'error', error = ?, end_time = COALESCE(end_time, ?) "
            "WHERE status = 'running' AND tenant_id = ?",
            (INTERRUPTED, now_ts(), self._tenant),
        )

    async def cleanup(self, before: str) -> int:
        """Delete traces (and their spans) created before `before`; how many traces went."""
        await self._settled()
        async with self._db.transaction():
            await self._db.execute(
                "DELETE FROM spans WHERE tenant_id = ? AND trace_id IN "
                "(SELECT id FROM traces WHERE tenant_id = ? AND created_at < ?)",
                (self._tenant, self._tenant, before),
            )
            return await self._db.execute(
                "DELETE FROM traces WHERE tenant_id = ? AND created_at < ?", (self._tenant, before)
            )

    async def storage(self) -> tuple[int, int]:
        """(traces, spans) rows held."""
        await self._settled()
        traces = await self._db.fetch_value("SELECT COUNT(*) FROM traces WHERE tenant_id = ?", (self._tenant,))
        spans = await self._db.fetch_value("SELECT COUNT(*) FROM spans WHERE tenant_id = ?", (self._tenant,))
        return int(traces or 0), int(spans or 0)


_WRITERS: weakref.WeakKeyDictionary[Database, TraceWriter] = weakref.WeakKeyDictionary()


class TraceWriter:
    """The runs' sink (`tracing.tracer.TraceSink`): one per database, shared by every service on it.

    `begin` and `finish` only queue; one task writes the queue `linger` seconds after it starts
    filling, and `flush` writes it now (every `TraceStore` read and the database's close call it).
    A failed write is logged and drops those traces: a trace never stops a run."""

    def __init__(self, store: TraceStore, linger: float = LINGER_S) -> None:
        self._store = store
        self.linger = linger
        self._pending: dict[str, Trace | Built] = {}
        self._lock = asyncio.Lock()
        self._task: asyncio.Task[None] | None = None

    @classmethod
    def of(cls, store: TraceStore, *, linger: float = LINGER_S) -> TraceWriter:
        """The writer of `store`'s database (made on first use, with `linger`; flushed when the database closes)."""
        writer = _WRITERS.get(store.db)
        if writer is None:
            writer = _WRITERS[store.db] = cls(store, linger)
            store.db.before_close(writer.aclose)
        return writer

    def begin(self, trace: Trace) -> None:
        self._pending.setdefault(trace.id, trace)
        self._wake()

    def finish(self, trace_id: str, build: Built) -> None:
        self._pending[trace_id] = build  # a `running` row still queued is never written: the finished one is
        self._wake()

    def _wake(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._later(), name="trace-writer")

    async def _later(self) -> None:
        await asyncio.sleep(self.linger)
        await self.flush()

    async def flush(self) -> None:
        """Write everything queued; returns once it is in the database (or logged as lost)."""
        async with self._lock:
            while self._pending:
                batch, self._pending = self._pending, {}
                items: list[tuple[Trace, Sequence[Span]]] = []
                for trace_id, item in batch.items():
                    try:
                        items.append((item, ()) if isinstance(item, Trace) else item())
                    except Exception:
                        log.exception("trace %s not built", trace_id)
                try:
                    await self._store.write(items)
                except Exception as exc:  # noqa: BLE001 - the runs' answers are kept; only their traces are lost
                    log.warning("%d trace(s) not written: %s", len(items), type(exc).__name__)

    async def aclose(self) -> None:
        """Write what is queued and stop the task (the database is closing)."""
        await self.flush()
        if self._task is not None and not self._task.done():
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        if _WRITERS.get(self._store.db) is self:
            del _WRITERS[self._store.db]
