"""`goclaw-lite promote`: SQLite -> PostgreSQL copy, verification, resume, switch (real server)."""

from __future__ import annotations

import secrets
import sqlite3
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urlsplit, urlunsplit

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.errors import DatabaseError
from goclaw_lite.ids import now_ts
from goclaw_lite.model.builtin_tools import BuiltinTool
from goclaw_lite.model.chat import ToolCall
from goclaw_lite.model.jobs import JobOptions, Payload, RunOutcome, Schedule
from goclaw_lite.model.kg import EntityInput, RelationInput
from goclaw_lite.promote.convert import BadValueError
from goclaw_lite.promote.preflight import ForeignInstallError
from goclaw_lite.promote.progress import ProgressEvent
from goclaw_lite.promote.run import PromoteOptions, PromotionIncompleteError, promote
from goclaw_lite.security.crypto import Binding
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.chat.conversations import ConversationStore
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.builtin_tools import BuiltinToolStore
from goclaw_lite.store.definitions.jobs import JobStore
from goclaw_lite.store.definitions.providers import ProviderStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from goclaw_lite.store.records.activity import ActivityStore
from goclaw_lite.store.records.workspace_changes import WorkspaceChangeStore
from goclaw_lite.store.sealed.config_secrets import ConfigSecretsStore
from tests.integration.conftest import PgSchema, admin_connect
from tests.support.waiting import later_than

pytestmark = pytest.mark.postgres

PROVIDER_SECRET = "sk-promote-SECRET-4242"
CONFIG_SECRET = "BSA-promote-SECRET-5151"
CLI_SECRET = "ghp_promoteCliSecret777"


def schema_url(schema: PgSchema) -> str:
    return f"{schema.url}?options=-csearch_path%3D{schema.name}"


BEFORE_CONTENT = "naïve\r\n".encode() + bytes(range(256))  # undo keeps the exact bytes


@dataclass(frozen=True)
class SourceFacts:
    install_id: str
    agent_id: str
    conversation_id: str
    message_ids: tuple[str, ...]
    provider_id: str
    binary_id: str


async def build_source(messages: int = 6) -> SourceFacts:
    """A SQLite install with data in the main tables, written through the real stores."""
    ctx = await open_app(resolve_paths(), program="promote test", key_policy=KeyPolicy.REQUIRED)
    try:
        db, identity, cipher = ctx.stores.db, ctx.stores.identity, ctx.require_cipher()
        agent = await AgentStore(db, identity).create("helper", provider="local", model="m1")
        await AgentStore(db, identity).create("second", provider="local", model="m2")
        provider = await ProviderStore(db, identity, cipher).create(
            "local", provider_type="openai_compat", api_base="http://127.0.0.1:9/v1", api_key=PROVIDER_SECRET,
            settings={"temperature": 0.5, "b": [1, 2], "a": {"z": 1}},
        )
        chats = ConversationStore(db, identity)
        first = await chats.add_user_message("Hello there, how do I promote?", agent_id=agent.id)
        cid = first.conversation_id
        ids = [first.id]
        call = ToolCall(id="call_1", name="lookup", arguments_json='{"q": "x"}')
        ids.append((await chats.add_assistant_message(cid, content=None, tool_calls=[call], llm_duration_ms=12, eval_tokens=3)).id)
        ids.append((await chats.add_tool_result(cid, "call_1", '{"result": "ok", "n": 1}')).id)
        for i in range(max(0, messages - 3)):
            if i % 2 == 0:
                ids.append((await chats.add_assistant_message(cid, content=f"answer {i} ünïcode")).id)
            else:
                ids.append((await chats.add_user_message(f"follow-up {i}", conversation_id=cid)).id)
        await chats.add_user_message("another conversation", agent_id=agent.id)
        kg = KnowledgeGraphStore(db, identity)
        scope = kg.scope(agent.id)
        alice = await kg.upsert_entity(scope, EntityInput(name="Alice", entity_type="person", properties={"age": 30}))
        acme = await kg.upsert_entity(scope, EntityInput(name="Acme", entity_type="org", aliases=["ACME Inc"]))
        await kg.upsert_relation(scope, RelationInput(source_entity_id=alice.entity.id, relation_type="works_at",
                                                      target_entity_id=acme.entity.id, properties={"since": 2020}))
        cli = SecureCLIStore(db, identity, cipher)
        binary = await cli.create("gh", path=sys.executable, env={"GH_TOKEN": CLI_SECRET})
        await cli.grant(binary.id, agent.id)
        await cli.set_user_credentials(binary.id, {"GH_TOKEN": CLI_SECRET + "-user"})
        await cli.set_context_credentials(binary.id, cid, {"GH_TOKEN": CLI_SECRET + "-ctx"})
        await ActivityStore(db, identity).log("promote.test", entity_type="agent", entity_id=agent.id, details={"k": "v"})
        tools = BuiltinToolStore(db)
        await tools.seed([BuiltinTool("read_file", "Read file", settings={"max_file_bytes": 4096})])
        await tools.update("read_file", enabled=False)
        await WorkspaceChangeStore(db, identity).record(
            agent_id=agent.id, conversation_id=cid, call_id="call_1", tool="edit_file", path="notes.md",
            before=BEFORE_CONTENT, after_sha256="ab" * 32,
        )
        jobs = JobStore(db, identity)
        job = await jobs.create("nightly", agent.id, Schedule("cron", expr="30 2 * * *", timezone="Europe/Berlin"),
                                Payload("Report, please.", JobOptions(pre_approved=("exec",))), enabled=True,
                                delete_after_run=False, next_run_at=datetime(2026, 12, 8, 1, 30, tzinfo=UTC))
        await jobs.finish(job, RunOutcome("ok", summary="All quiet.", duration_ms=900, input_tokens=12, output_tokens=7,
                                          conversation_id=cid), next_run_at=datetime(2026, 12, 9, 1, 30, tzinfo=UTC),
                          enabled=True, ran_at=datetime(2026, 12, 8, 1, 30, 1, tzinfo=UTC))
        await ConfigSecretsStore(db, identity, cipher).set("tools.web.brave.api_key", CONFIG_SECRET)
        return SourceFacts(identity.install_id, agent.id, cid, tuple(ids), provider.id, binary.id)
    finally:
        await ctx.close()


async def test_every_table_round_trips_with_postgres_types(test_key: str, pg_schema: PgSchema) -> None:
    facts = await build_source()
    paths = resolve_paths()
    events: list[ProgressEvent] = []
    result = await promote(paths.db_path, schema_url(pg_schema), PromoteOptions(batch_size=3), events.append)
    assert result.report is not None and result.report.ok
    assert not result.already_complete
    counts = dict(result.preflight.row_counts)
    assert counts["agent_messages"] == len(facts.message_ids) + 1
    assert result.copied_rows >= sum(counts.values()) - counts["lite_meta"] - counts["tenants"]
    assert {e.table for e in events if e.finished} >= {"agents", "agent_messages", "kg_relations", "secure_cli_binaries"}
    with admin_connect(schema_url(pg_schema)) as conn:
        # uuid, jsonb and timestamptz columns answer PostgreSQL's own operators
        row = conn.execute(
            "SELECT count(*) FROM agent_messages WHERE conversation_id = %s::uuid AND tool_calls @> '[{\"id\": \"call_1\"}]'::jsonb",
            (facts.conversation_id,),
        ).fetchone()
        assert row == (1,)
        parent = conn.execute(
            "SELECT parent_id::text FROM agent_messages WHERE id = %s::uuid", (facts.message_ids[1],)
        ).fetchone()
        assert parent == (facts.message_ids[0],)
        settings = conn.execute(
            "SELECT settings -> 'a' ->> 'z', jsonb_typeof(settings -> 'b') FROM llm_providers WHERE id = %s::uuid",
            (facts.provider_id,),
        ).fetchone()
        assert settings == ("1", "array")
        recent = conn.execute(
            "SELECT count(*) FROM agent_conversations WHERE updated_at > now() - interval '1 hour' AND updated_at <= now()"
        ).fetchone()
        assert recent == (2,)
        sealed = conn.execute("SELECT api_key FROM llm_providers").fetchone()
        assert sealed is not None and PROVIDER_SECRET not in str(sealed[0])
        setting = conn.execute("SELECT key, value FROM config_secrets").fetchone()
        assert setting is not None and setting[0] == "tools.web.brave.api_key"
        assert str(setting[1]).startswith("aes-gcm:") and CONFIG_SECRET not in str(setting[1])
        enabled = conn.execute("SELECT enabled FROM secure_cli_binaries").fetchone()
        assert enabled == (True,)
        trigger = conn.execute(
            "SELECT tgenabled FROM pg_trigger WHERE tgname = 'trg_messages_update_conversation' "
            "AND tgrelid = 'agent_messages'::regclass"
        ).fetchone()
        assert trigger == ("O",)  # switched off only inside each batch's transaction
        # the planner has statistics of every loaded table at once (not after autovacuum's first round)
        analyzed = conn.execute(
            "SELECT c.relname, EXISTS (SELECT 1 FROM pg_stats s WHERE s.schemaname = n.nspname AND s.tablename = c.relname) "
            "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = %s "
            "AND c.relname IN ('agent_messages', 'kg_entities', 'kg_relations') ORDER BY 1",
            (pg_schema.name,),
        ).fetchall()
        assert analyzed == [("agent_messages", True), ("kg_entities", True), ("kg_relations", True)]
        tool = conn.execute(
            "SELECT enabled, settings ->> 'max_file_bytes' FROM builtin_tools WHERE name = 'read_file'"
        ).fetchone()
        assert tool == (False, "4096")
        change = conn.execute("SELECT before_content, agent_id::text FROM workspace_changes").fetchone()
        assert change is not None and bytes(change[0]) == BEFORE_CONTENT and change[1] == facts.agent_id
        job = conn.execute(
            "SELECT enabled, payload ->> 'message', payload -> 'lite' -> 'preApproved' ->> 0, next_run_at, timezone "
            "FROM cron_jobs WHERE name = 'nightly'").fetchone()
        assert job == (True, "Report, please.", "exec", datetime(2026, 12, 9, 1, 30, tzinfo=UTC), "Europe/Berlin")
        run = conn.execute("SELECT status, summary, conversation_id, ran_at FROM cron_run_logs").fetchone()
        assert run == ("ok", "All quiet.", facts.conversation_id, datetime(2026, 12, 8, 1, 30, 1, tzinfo=UTC))


async def test_chat_trigger_and_sealed_secrets_work_on_postgres_after_promotion(test_key: str, pg_schema: PgSchema) -> None:
    facts = await build_source()
    url = schema_url(pg_schema)
    await promote(resolve_paths().db_path, url)
    ctx = await open_app(resolve_paths(), program="after promotion", key_policy=KeyPolicy.REQUIRED, store=url)
    try:
        assert ctx.stores.db.description.startswith("PostgreSQL")
        assert ctx.stores.identity.install_id == facts.install_id
        chats = ConversationStore(ctx.stores.db, ctx.stores.identity)
        before = await chats.get(facts.conversation_id)
        later_than(now_ts(), now_ts)  # the next stamp is a later millisecond than `before`
        added = await chats.add_user_message("one more, on PostgreSQL", conversation_id=facts.conversation_id)
        after = await chats.get(facts.conversation_id)
        assert after.updated_at == added.created_at and after.updated_at > before.updated_at
        providers = ProviderStore(ctx.stores.db, ctx.stores.identity, ctx.require_cipher())
        sealed = await ctx.stores.db.fetch_value("SELECT api_key FROM llm_providers WHERE id = ?", (facts.provider_id,))
        opened = ctx.require_cipher().open(sealed, Binding("llm_providers", "api_key", facts.provider_id))
        assert opened == PROVIDER_SECRET
        assert [p.id for p in await providers.list()] == [facts.provider_id]
        cli = SecureCLIStore(ctx.stores.db, ctx.stores.identity, ctx.require_cipher())
        assert (await cli.get(facts.binary_id)).id == facts.binary_id
    finally:
        await ctx.close()


async def test_second_run_adds_nothing_and_dry_run_writes_nothing(test_key: str, pg_schema: PgSchema) -> None:
    await build_source()
    url = schema_url(pg_schema)
    dry = await promote(resolve_paths().db_path, url, PromoteOptions(dry_run=True))
    assert dry.report is None and dry.preflight.total_rows > 10 and not dry.preflight.target_has_schema
    with admin_connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = %s", (pg_schema.name,)).fetchone() == (0,)
    first = await promote(resolve_paths().db_path, url)
    with admin_connect(url) as conn:
        snapshot = conn.execute("SELECT count(*), max(updated_at) FROM goclaw_promotion").fetchone()
        messages = conn.execute("SELECT count(*) FROM agent_messages").fetchone()
    second = await promote(resolve_paths().db_path, url)
    assert first.copied_rows > 0 and second.copied_rows == 0 and second.already_complete
    assert second.report is not None and second.report.ok
    with admin_connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM agent_messages").fetchone() == messages
        assert conn.execute("SELECT count(*), max(updated_at) FROM goclaw_promotion").fetchone() == snapshot


async def test_a_target_holding_another_install_is_refused(test_key: str, pg_schema: PgSchema) -> None:
    await build_source()
    url = schema_url(pg_schema)
    other = await PostgresDatabase.connect(url)
    try:
        await prepare_schema(other)
    finally:
        await other.close()
    with admin_connect(url) as conn:
        before = conn.execute("SELECT count(*) FROM agents").fetchone()
    with pytest.raises(ForeignInstallError, match="another GoClaw Lite install"):
        await promote(resolve_paths().db_path, url)
    with admin_connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM agents").fetchone() == before
        assert conn.execute("SELECT to_regclass('goclaw_promotion')").fetchone() == (None,)


async def test_an_interrupted_promotion_needs_resume(test_key: str, pg_schema: PgSchema) -> None:
    await build_source()
    url = schema_url(pg_schema)
    await promote(resolve_paths().db_path, url)
    with admin_connect(url) as conn:  # as if the run had stopped before finishing agent_messages
        conn.execute("UPDATE goclaw_promotion SET done = false WHERE table_name = 'agent_messages'")
    with pytest.raises(PromotionIncompleteError, match="--resume"):
        await promote(resolve_paths().db_path, url)
    resumed = await promote(resolve_paths().db_path, url, PromoteOptions(resume=True))
    assert resumed.report is not None and resumed.report.ok


async def test_a_value_postgres_cannot_hold_is_reported_with_its_row(test_key: str, pg_schema: PgSchema) -> None:
    facts = await build_source()
    conn = sqlite3.connect(resolve_paths().db_path)
    try:
        # model_fallback has no json_valid CHECK in SQLite (see schema.sql), so a damaged value can exist
        conn.execute("UPDATE agents SET model_fallback = '[{\"provider\": ' WHERE id = ?", (facts.agent_id,))
        conn.commit()
    except sqlite3.Error:
        pytest.fail("could not plant a bad value")
    finally:
        conn.close()
    with pytest.raises(BadValueError, match=rf"agents row {facts.agent_id}: column model_fallback"):
        await promote(resolve_paths().db_path, schema_url(pg_schema), PromoteOptions(batch_size=1))
    with admin_connect(schema_url(pg_schema)) as pg:
        assert pg.execute("SELECT count(*) FROM agents").fetchone() == (0,)


async def test_missing_privileges_are_a_clear_error_and_nothing_is_written(test_key: str, pg_schema: PgSchema) -> None:
    await build_source()
    role = f"goclaw_noprivs_{secrets.token_hex(4)}"
    with admin_connect(pg_schema.url) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN")
        conn.execute(f"GRANT USAGE ON SCHEMA {pg_schema.name} TO {role}")
    try:
        parts = urlsplit(schema_url(pg_schema))
        host = parts.netloc.rsplit("@", 1)[-1]
        url = urlunsplit(parts._replace(netloc=f"{role}@{host}"))
        with pytest.raises(DatabaseError, match=f"User '{role}' may not create tables"):
            await promote(resolve_paths().db_path, url)
        with admin_connect(pg_schema.url) as conn:
            assert conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = %s", (pg_schema.name,)).fetchone() == (0,)
    finally:
        with admin_connect(pg_schema.url) as conn:
            conn.execute(f"REVOKE ALL ON SCHEMA {pg_schema.name} FROM {role}")
            conn.execute(f"DROP ROLE {role}")


async def test_a_parent_later_in_key_order_is_linked_after_the_copy(test_key: str, pg_schema: PgSchema) -> None:
    facts = await build_source()
    early = "00000000-0000-7000-8000-000000000001"  # sorts before every uuid7 the app made
    conn = sqlite3.connect(resolve_paths().db_path)
    try:
        conn.execute(
            "INSERT INTO agent_messages (id, conversation_id, role, content, created_at, parent_id, content_fold) "
            "VALUES (?, ?, 'user', 'branch', '2026-01-01T00:00:00.000Z', ?, 'branch')",
            (early, facts.conversation_id, facts.message_ids[-1]),
        )
        conn.commit()
    finally:
        conn.close()
    events: list[ProgressEvent] = []
    result = await promote(resolve_paths().db_path, schema_url(pg_schema), PromoteOptions(batch_size=2), events.append)
    assert result.report is not None and result.report.ok
    assert [e.rows_done for e in events if e.step == "link:parent_id" and e.finished] == [1]
    with admin_connect(schema_url(pg_schema)) as pg:
        assert pg.execute("SELECT parent_id::text FROM agent_messages WHERE id = %s::uuid", (early,)).fetchone() == (
            facts.message_ids[-1],
        )
