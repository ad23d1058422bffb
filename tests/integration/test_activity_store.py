"""ActivityStore on SQLite and PostgreSQL (through `backend_db`): every filter, paging, the
time range, and that no secret value reaches a row."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.security.redact import register_secret, unregister_secret
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.integration.conftest import BackendDb

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


class Clock:
    """One minute later on every call, so rows have known, distinct timestamps."""

    def __init__(self) -> None:
        self.now = START - timedelta(minutes=1)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


async def _seed(store: ActivityStore) -> None:
    # minute 0..5
    await store.log("agent.add", entity_type="agent", entity_id="a1", details={"key": "helper"})
    await store.log("agent.remove", entity_type="agent", entity_id="a1")
    await store.log("agent.tool_call", entity_type="conversation", entity_id="c1", actor_type="agent", actor_id="a1")
    await store.log("agent.tool_call", entity_type="conversation", entity_id="c2", actor_type="agent", actor_id="a1")
    await store.log("hook.run", entity_type="hook", entity_id="h1", actor_type="system", actor_id="hooks")
    await store.log("agent.add", entity_type="agent", entity_id="a2")


@pytest.fixture
def store(backend_db: BackendDb) -> ActivityStore:
    return ActivityStore(backend_db.db, backend_db.identity, clock=Clock())


async def test_each_filter_and_count_agree(store: ActivityStore) -> None:
    await _seed(store)
    cases = [
        (ActivityFilter(), 6),
        (ActivityFilter(action="agent.add"), 2),
        (ActivityFilter(actor_type="agent"), 2),
        (ActivityFilter(actor_type="agent", entity_id="c2"), 1),
        (ActivityFilter(entity_type="agent"), 3),
        (ActivityFilter(entity_type="agent", entity_id="a1"), 2),
        (ActivityFilter(actor_id="hooks"), 1),
        (ActivityFilter(action="agent.add", actor_type="system"), 0),
        (ActivityFilter(action="nothing.like.this"), 0),
    ]
    for flt, expected in cases:
        rows = await store.list(flt, limit=100)
        assert len(rows) == expected == await store.count(flt), flt
        for row in rows:
            for column in ("action", "actor_type", "entity_type", "entity_id", "actor_id"):
                wanted = getattr(flt, column)
                assert wanted is None or getattr(row, column) == wanted


async def test_newest_first_and_paging_covers_every_row_once(store: ActivityStore) -> None:
    await _seed(store)
    everything = await store.list()
    assert [a.created_at for a in everything] == sorted((a.created_at for a in everything), reverse=True)
    assert everything[0].action == "agent.add" and everything[0].entity_id == "a2"
    pages = [await store.list(limit=4, offset=o) for o in (0, 4, 8)]
    assert [len(p) for p in pages] == [4, 2, 0]
    assert [a.id for p in pages for a in p] == [a.id for a in everything]
    filtered = ActivityFilter(entity_type="agent")
    assert [a.entity_id for a in await store.list(filtered, limit=2, offset=1)] == ["a1", "a1"]


async def test_time_range_is_inclusive_exclusive_and_accepts_other_iso_forms(store: ActivityStore) -> None:
    await _seed(store)
    # rows at 12:00 .. 12:05 UTC
    assert await store.count(ActivityFilter(since="2026-03-01T12:02:00Z")) == 4
    assert await store.count(ActivityFilter(until="2026-03-01T12:02:00Z")) == 2
    assert await store.count(ActivityFilter(since="2026-03-01T12:01:00Z", until="2026-03-01T12:03:00Z")) == 2
    # the same instant written with an offset, and a date alone (midnight UTC)
    assert await store.count(ActivityFilter(since="2026-03-01T14:02:00+02:00")) == 4
    assert await store.count(ActivityFilter(since="2026-03-01", until="2026-03-02")) == 6
    assert await store.count(ActivityFilter(since="2026-03-02")) == 0
    rows = await store.list(ActivityFilter(since="2026-03-01T12:01:00Z", until="2026-03-01T12:03:00Z", action="agent.remove"))
    assert [(a.action, a.created_at) for a in rows] == [("agent.remove", "2026-03-01T12:01:00.000Z")]
    with pytest.raises(ValidationError, match="ISO-8601"):
        await store.count(ActivityFilter(since="yesterday"))


async def test_details_round_trip_and_empty_values(store: ActivityStore, backend_db: BackendDb) -> None:
    first = await store.log("kg.merge", entity_type="kg_entity", details={"name": "Đà Nẵng", "n": 1, "ids": ["x", "y"]})
    await store.log("db.check")
    rows = await store.list()
    assert rows[1].id == first and rows[1].details == {"name": "Đà Nẵng", "n": 1, "ids": ["x", "y"]}
    assert rows[0].details == {} and rows[0].entity_type == "" and rows[0].entity_id == ""
    assert rows[0].actor_type == "user" and rows[0].actor_id == backend_db.identity.user_id
    with pytest.raises(ValidationError):
        await store.log("  ")


async def test_no_secret_value_reaches_a_row(store: ActivityStore, backend_db: BackendDb) -> None:
    registered = "corr3ct-h0rse-battery-staple"
    register_secret("test_cli_token", registered)
    try:
        await store.log(
            "provider.add",
            entity_type="llm_provider",
            details={
                "api_key": "not-shaped-like-a-key",
                "nested": {"DB_PASSWORD": 12345, "list": [{"refresh_token": "abc"}]},
                "note": f"ran with sk-proj-{'a' * 40} and {registered}",
                "command": "psql postgresql://bob:hunter2@db/x",
                "password_hint": "kept: not a secret key",
                "has_api_key": True,  # a yes/no flag cannot hold a secret
            },
        )
    finally:
        unregister_secret("test_cli_token")
    raw = await backend_db.db.fetch_value("SELECT details FROM activity_logs")
    text = raw if isinstance(raw, str) else json.dumps(raw)
    for secret in ("not-shaped-like-a-key", "12345", "abc", "a" * 40, registered, "hunter2"):
        assert secret not in text
    details = (await store.list())[0].details
    assert details["api_key"] == "[REDACTED]" and details["nested"]["list"][0]["refresh_token"] == "[REDACTED]"
    assert details["password_hint"] == "kept: not a secret key" and "bob" in details["command"]
    assert details["has_api_key"] is True


async def test_distinct_values_for_filter_choices(store: ActivityStore) -> None:
    await _seed(store)
    assert await store.distinct("action") == ["agent.add", "agent.remove", "agent.tool_call", "hook.run"]
    assert await store.distinct("actor_type") == ["agent", "system", "user"]
    assert await store.distinct("entity_type") == ["agent", "conversation", "hook"]
    with pytest.raises(ValidationError):
        await store.distinct("details")
