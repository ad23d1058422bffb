"""McpStore: the v34 tables, every secret value sealed at rest and bound to its row and name,
grants with their filters, key rotation and the unreadable-value check covering the new columns,
and an earlier build's v34 database getting the tables on open (backup first)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import AlreadyExistsError, DecryptionError, KeyMissingError, NotFoundError, ValidationError
from goclaw_lite.security.crypto import Cipher
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.mcp import McpStore
from goclaw_lite.store.lifecycle.sqlite_schema import (
    addition_tables,
    create_database,
    inspect_database,
    prepare_database,
)
from goclaw_lite.store.sealed.columns import count_sealed_values, rotate_sealed_values, unreadable_sealed_values

TOKEN = "ghp_mcpTestToken0123456789abcdef"
API_KEY = "mcp-api-key-9f8e7d6c5b4a"


@pytest.fixture
def store(app: AppContext) -> McpStore:
    return McpStore(app.stores.db, app.stores.identity, app.require_cipher())


def _db_bytes(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(home.glob("goclaw.db*")))


async def test_round_trip_with_every_secret_sealed(store: McpStore, app: AppContext, isolated_home: Path) -> None:
    created = await store.create(
        "GitHub", transport="stdio", command="npx", args=["-y", "server-github"], env={"GITHUB_TOKEN": TOKEN},
        headers={}, api_key=API_KEY, timeout_sec=30,
    )
    assert created.name == "github" and created.prefix == "github" and created.env_names == ("GITHUB_TOKEN",)
    assert created.has_api_key and created.args == ("-y", "server-github") and created.timeout_sec == 30
    assert TOKEN not in repr(created)
    raw_env = await app.stores.db.fetch_value("SELECT env FROM mcp_servers WHERE id = ?", (created.id,))
    assert "GITHUB_TOKEN" in raw_env and "aes-gcm:" in raw_env and TOKEN not in raw_env
    assert TOKEN.encode() not in _db_bytes(isolated_home) and API_KEY.encode() not in _db_bytes(isolated_home)
    launch = await store.launch("github")
    assert launch.env == {"GITHUB_TOKEN": TOKEN} and launch.api_key == API_KEY
    assert TOKEN not in repr(launch) and API_KEY not in repr(launch)
    assert set(launch.secret_values()) == {TOKEN, API_KEY}
    with pytest.raises(AlreadyExistsError):
        await store.create("github", transport="stdio", command="x")


async def test_values_are_bound_to_their_row_and_name(store: McpStore, app: AppContext) -> None:
    a = await store.create("a", transport="stdio", command="x", env={"ONE": "value-one", "TWO": "value-two"})
    await store.create("b", transport="streamable-http", url="http://127.0.0.1:1/mcp", headers={"Authorization": "Bearer x"})
    raw = await app.stores.db.fetch_value("SELECT env FROM mcp_servers WHERE id = ?", (a.id,))
    swapped = raw.replace('"ONE"', '"TMP"').replace('"TWO"', '"ONE"').replace('"TMP"', '"TWO"')
    await app.stores.db.execute("UPDATE mcp_servers SET env = ? WHERE id = ?", (swapped, a.id))
    with pytest.raises(DecryptionError):
        await store.launch("a")
    await app.stores.db.execute("UPDATE mcp_servers SET headers = ? WHERE name = 'b'", (raw,))
    with pytest.raises(DecryptionError):
        await store.launch("b")
    unreadable = await unreadable_sealed_values(app.stores.db, app.require_cipher())
    assert {(u.column.table, u.column.column, u.name) for u in unreadable} == {
        ("mcp_servers", "env", "a"), ("mcp_servers", "headers", "b")
    }


async def test_rotation_reseals_map_values(store: McpStore, app: AppContext) -> None:
    await store.create("s", transport="sse", url="http://127.0.0.1:1/sse", headers={"X-Key": "hdr-secret"}, api_key=API_KEY,
                       env={})
    await store.create("t", transport="stdio", command="x", env={"A": "1", "B": "2"})
    old = app.require_cipher()
    assert await count_sealed_values(app.stores.db) == 4
    new = Cipher(os.urandom(32))
    assert await rotate_sealed_values(app.stores.db, old, new) == 4
    rotated = McpStore(app.stores.db, app.stores.identity, new)
    assert (await rotated.launch("s")).headers == {"X-Key": "hdr-secret"}
    assert (await rotated.launch("t")).env == {"A": "1", "B": "2"}
    with pytest.raises(DecryptionError):
        await store.launch("t")


async def test_validation_and_missing_key(store: McpStore, app: AppContext) -> None:
    with pytest.raises(ValidationError):
        await store.create("bad name!", transport="stdio", command="x")
    with pytest.raises(ValidationError):
        await store.create("ok", transport="carrier-pigeon", command="x")
    with pytest.raises(ValidationError):
        await store.create("ok", transport="stdio", command="x", env={"BAD-NAME": "v"})
    keyless = McpStore(app.stores.db, app.stores.identity, None)
    with pytest.raises(KeyMissingError):
        await keyless.create("ok", transport="stdio", command="x", env={"A": "secret"})
    assert await keyless.find("ok") is None
    await keyless.create("plain", transport="stdio", command="x")  # no secret, no key needed
    with pytest.raises(NotFoundError):
        await store.get("nope")


async def test_grants_filters_and_cascade(store: McpStore, app: AppContext) -> None:
    agents = AgentStore(app.stores.db, app.stores.identity)
    agent = await agents.create("helper", provider="p", model="m")
    await store.create("time", transport="stdio", command="x")
    grant = await store.grant("time", agent.id, tool_allow=["get_current_time"])
    assert grant.permits("get_current_time") and not grant.permits("convert_time")
    regrant = await store.grant("time", agent.id, tool_deny=["convert_time"])
    assert regrant.id == grant.id and regrant.tool_allow is None and not regrant.permits("convert_time")
    assert [s.name for s, _ in await store.servers_for_agent(agent.id)] == ["time"]
    await store.update("time", enabled=False)
    assert await store.servers_for_agent(agent.id) == []
    await store.delete("time")
    assert await store.grants(agent_id=agent.id) == []


def _drop_additions(path: Path) -> None:
    conn = sqlite3.connect(path)
    try:
        for table in sorted(addition_tables()):  # every table added after the first v34 builds
            conn.execute(f"DROP TABLE {table}")
        conn.commit()
    finally:
        conn.close()


def test_earlier_v34_database_gets_the_tables_after_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "goclaw.db"
    create_database(path)
    _drop_additions(path)  # what an earlier v34 build made
    state = inspect_database(path)
    assert state.version == 34 and not state.needs_upgrade  # still ours, no version change
    result = prepare_database(path, state)
    assert result.backup_path is not None and result.backup_path.exists() and result.version == 34
    conn = sqlite3.connect(path)
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 34
    finally:
        conn.close()
    assert addition_tables() <= tables
    backup = sqlite3.connect(result.backup_path)
    try:
        assert not {r[0] for r in backup.execute("SELECT name FROM sqlite_master")} & addition_tables()
    finally:
        backup.close()
    assert prepare_database(path).backup_path is None  # once only
