"""TraceStore on SQLite and PostgreSQL; traces carried over by promotion; a PostgreSQL schema made
by an earlier build getting the trace tables on open."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.ids import uuid7
from goclaw_lite.model.traces import Span, Trace, TraceFilter
from goclaw_lite.promote.run import PromoteOptions, promote
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.lifecycle.postgres_schema import addition_tables, prepare_schema, schema_tables
from goclaw_lite.store.records.traces import INTERRUPTED, TraceStore
from tests.integration.conftest import BackendDb, PgSchema
from tests.integration.test_promote import schema_url
from tests.support.traces import seed_trace


async def test_write_read_filter_and_clean_up(backend_db: BackendDb) -> None:
    db, identity = backend_db.db, backend_db.identity
    agent = await AgentStore(db, identity).create("helper", provider="p", model="m")
    store = TraceStore(db, identity)
    old = await seed_trace(store, agent.id, start=datetime(2026, 10, 1, 8, tzinfo=UTC))
    new = await seed_trace(store, agent.id, child=True, session_key=uuid7())
    detail = await store.get(new.trace_id)
    assert detail is not None and [c.id for c in detail.children] == [new.child_id]
    assert len(detail.spans) == 7 and detail.trace.tags == () and detail.trace.total_input_tokens == 330
    llm = next(s for s in detail.spans if s.id == new.span_ids["llm1"])
    assert llm.metadata["fallback_reasons"] == ["local/fake-small: server error (HTTP 500)"] and llm.input_tokens == 120
    assert (await store.get(new.child_id or "")).trace.tags == ("subagent",)  # type: ignore[union-attr]

    assert [t.id for t in await store.list_traces(TraceFilter(roots_only=True))] == [new.trace_id, old.trace_id]
    assert await store.count(TraceFilter()) == 3
    assert await store.count(TraceFilter(since="2026-11-01T00:00:00.000Z")) == 2
    assert await store.count(TraceFilter(agent_id=uuid7())) == 0 and await store.count(TraceFilter(status="error")) == 0
    assert dict(await store.agent_names()) == {agent.id: "helper"}

    # the answer's trace, found from its message
    message_id, session = uuid7(), detail.trace.session_key or ""
    run = Trace(id=uuid7(), start_time="2026-11-30T10:00:00.000Z", session_key=session, status="running")
    await store.begin(run)
    await store.finish(replace(run, status="completed"), [Span(
        id=uuid7(), trace_id=run.id, span_type="llm_call", name="m", start_time=run.start_time,
        metadata={"message_id": message_id})])
    assert await store.for_message(session, message_id) == run.id and await store.for_message(session, uuid7()) is None
    # an answer imported from GoClaw: its run is found by the session key its conversation keeps
    imported = await ConversationStore(db, identity).add_user_message(
        "Hi", agent_id=agent.id, conversation_metadata={"goclaw_session_key": "agent:helper:ws:direct:c1"})
    goclaw_run = Trace(id=uuid7(), start_time="2026-11-30T09:00:00.000Z", session_key="agent:helper:ws:direct:c1",
                       status="completed")
    await store.finish(goclaw_run, [])
    assert await store.for_message(imported.conversation_id, imported.id) == goclaw_run.id

    crashed = Trace(id=uuid7(), start_time="2026-11-30T11:00:00.000Z", agent_id=agent.id)
    await store.begin(crashed)
    assert await store.mark_interrupted() == 1
    marked = await store.get(crashed.id)
    assert marked is not None and (marked.trace.status, marked.trace.error) == ("error", INTERRUPTED)

    assert await store.cleanup("2026-11-01T00:00:00.000Z") == 1
    assert await store.get(old.trace_id) is None and await store.storage() == (5, 7 + 2 + 1)


@pytest.mark.postgres
async def test_promotion_carries_traces_unchanged(test_key: str, pg_schema: PgSchema) -> None:
    ctx = await open_app(resolve_paths(), program="promote test", key_policy=KeyPolicy.REQUIRED)
    try:
        agent = await AgentStore(ctx.stores.db, ctx.stores.identity).create("helper", provider="local", model="m1")
        seeded = await seed_trace(TraceStore(ctx.stores.db, ctx.stores.identity), agent.id, child=True)
        before = await TraceStore(ctx.stores.db, ctx.stores.identity).get(seeded.trace_id)
        identity = ctx.stores.identity
    finally:
        await ctx.close()
    result = await promote(resolve_paths().db_path, schema_url(pg_schema), PromoteOptions(batch_size=2),
                           lambda _e: None)
    assert result.report is not None and result.report.ok
    assert dict(result.preflight.row_counts)["spans"] == 9
    pg = await PostgresDatabase.connect(pg_schema.url, schema=pg_schema.name)
    try:
        after = await TraceStore(pg, identity).get(seeded.trace_id)
    finally:
        await pg.close()
    assert after == before  # every column of the trace, its spans and its subtask's trace


@pytest.mark.postgres
async def test_earlier_postgres_schema_gets_the_trace_tables(pg_ready: PostgresDatabase) -> None:
    for table in ("spans", "traces"):
        await pg_ready.execute(f"DROP TABLE {table}")
    assert {"traces", "spans"} <= addition_tables() and not {"traces", "spans"} & set(await schema_tables(pg_ready))
    await prepare_schema(pg_ready)
    assert {"traces", "spans"} <= set(await schema_tables(pg_ready))


async def test_deleting_a_conversation_deletes_its_traces(backend_db: BackendDb) -> None:
    from datetime import timedelta

    from goclaw_lite.store.chat.conversations import ConversationStore

    db, identity = backend_db.db, backend_db.identity
    agent = await AgentStore(db, identity).create("helper", provider="p", model="m")
    chats, store = ConversationStore(db, identity), TraceStore(db, identity)
    gone, kept, closed = [(await chats.add_user_message(text, agent_id=agent.id)).conversation_id
                          for text in ("delete me", "keep me", "close me")]
    seeded = {cid: await seed_trace(store, agent.id, session_key=cid) for cid in (gone, kept, closed)}
    await chats.delete(gone)
    assert await store.get(seeded[gone].trace_id) is None
    await chats.close(closed)
    assert await chats.cleanup_closed(now=datetime.now(UTC) + timedelta(days=60)) == 1
    assert await store.get(seeded[closed].trace_id) is None
    assert await store.get(seeded[kept].trace_id) is not None and await store.storage() == (1, 7)
