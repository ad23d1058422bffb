"""McpStore on both backends: sealed maps, grants, key rotation; and a PostgreSQL schema made
by an earlier build getting the MCP tables on open."""

from __future__ import annotations

import os

import pytest

from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.mcp import McpStore
from goclaw_lite.store.lifecycle.postgres_schema import addition_tables, prepare_schema, schema_tables
from goclaw_lite.store.sealed.columns import count_sealed_values, rotate_sealed_values, unreadable_sealed_values
from tests.integration.conftest import BackendDb


async def test_sealed_maps_grants_and_rotation(backend_db: BackendDb) -> None:
    cipher = Cipher(os.urandom(32))
    store = McpStore(backend_db.db, backend_db.identity, cipher)
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="p", model="m")
    await store.create("remote", transport="streamable-http", url="http://127.0.0.1:1/mcp",
                       headers={"Authorization": "Bearer tok-123456"}, api_key="key-abcdef")
    await store.create("local", transport="stdio", command="srv", args=["-x"], env={"A": "alpha-1", "B": "beta-2"})
    grant = await store.grant("local", agent.id, tool_allow=["one"], tool_deny=["two"])
    assert grant.tool_allow == ("one",) and grant.tool_deny == ("two",)
    assert [s.name for s, _ in await store.servers_for_agent(agent.id)] == ["local"]
    assert (await store.get("local")).args == ("-x",)
    assert await count_sealed_values(backend_db.db) == 4
    new = Cipher(os.urandom(32))
    assert await rotate_sealed_values(backend_db.db, cipher, new) == 4
    rotated = McpStore(backend_db.db, backend_db.identity, new)
    assert (await rotated.launch("local")).env == {"A": "alpha-1", "B": "beta-2"}
    remote = await rotated.launch("remote")
    assert remote.headers == {"Authorization": "Bearer tok-123456"} and remote.api_key == "key-abcdef"
    assert await unreadable_sealed_values(backend_db.db, new) == []
    old_key = {(u.column.column, u.name) for u in await unreadable_sealed_values(backend_db.db, cipher)}
    assert old_key == {("api_key", "remote"), ("headers", "remote"), ("env", "local")}  # one per sealed cell


@pytest.mark.postgres
async def test_earlier_postgres_schema_gets_the_tables(pg_ready: PostgresDatabase) -> None:
    for table in sorted(addition_tables()):  # every table added within v34
        await pg_ready.execute(f"DROP TABLE IF EXISTS {table} CASCADE")
    assert not addition_tables() & set(await schema_tables(pg_ready))
    result = await prepare_schema(pg_ready)
    assert result.version == 34 and result.upgraded_from is None
    assert addition_tables() <= set(await schema_tables(pg_ready))
