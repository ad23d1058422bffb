"""AgentLinkStore on SQLite and PostgreSQL (through `backend_db`): links, the direction rules
of CanDelegate, delegate targets, and search with escaped wildcards and Unicode folding."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.model.agents import Agent
from goclaw_lite.store.chat.agent_links import AgentLinkStore
from goclaw_lite.store.definitions.agents import AgentStore
from tests.integration.conftest import BackendDb


@pytest.fixture
def links(backend_db: BackendDb) -> AgentLinkStore:
    return AgentLinkStore(backend_db.db, backend_db.identity)


async def make(backend_db: BackendDb, key: str, **kw: str) -> Agent:
    return await AgentStore(backend_db.db, backend_db.identity).create(key, provider="local", model="m", **kw)


async def test_create_list_and_delete(backend_db: BackendDb, links: AgentLinkStore) -> None:
    a, b, c = [await make(backend_db, k) for k in ("alpha", "beta", "gamma")]
    ab = await links.create_link(a.id, b.id, description="writes the tests")
    cb = await links.create_link(c.id, b.id, direction="bidirectional")
    assert (ab.source_key, ab.target_key, ab.direction, ab.status, ab.description) == (
        "alpha", "beta", "outbound", "active", "writes the tests"
    )
    assert [(x.source_key, x.target_key) for x in await links.list_links()] == [("alpha", "beta"), ("gamma", "beta")]
    assert [x.id for x in await links.list_links(a.id)] == [ab.id]
    assert (await links.link_between(b.id, c.id)) == cb
    with pytest.raises(AlreadyExistsError):
        await links.create_link(a.id, b.id)
    reverse = await links.create_link(b.id, a.id)  # the reverse orientation is its own link
    await links.delete_link(ab.id)
    with pytest.raises(NotFoundError):
        await links.delete_link(ab.id)
    assert [x.id for x in await links.list_links(a.id)] == [reverse.id]


async def test_bad_links_are_refused(backend_db: BackendDb, links: AgentLinkStore) -> None:
    a = await make(backend_db, "alpha")
    with pytest.raises(ValidationError, match="itself"):
        await links.create_link(a.id, a.id)
    with pytest.raises(ValidationError, match="Direction"):
        await links.create_link(a.id, (await make(backend_db, "beta")).id, direction="sideways")
    with pytest.raises(NotFoundError):
        await links.create_link(a.id, "0193a5b0-7000-7000-8000-000000000099")
    assert await links.list_links() == []


@pytest.mark.parametrize(
    ("direction", "a_to_b", "b_to_a"),
    [("outbound", True, False), ("inbound", False, True), ("bidirectional", True, True)],
)
async def test_can_delegate_follows_the_direction(
    backend_db: BackendDb, links: AgentLinkStore, direction: str, a_to_b: bool, b_to_a: bool
) -> None:
    a, b, c = [await make(backend_db, k) for k in ("alpha", "beta", "gamma")]
    link = await links.create_link(a.id, b.id, direction=direction)
    assert await links.can_delegate(a.id, b.id) is a_to_b
    assert await links.can_delegate(b.id, a.id) is b_to_a
    assert not await links.can_delegate(a.id, c.id)
    assert [t.agent_key for t in await links.delegate_targets(a.id)] == (["beta"] if a_to_b else [])
    assert [t.agent_key for t in await links.delegate_targets(b.id)] == (["alpha"] if b_to_a else [])
    await links.set_status(link.id, "disabled")
    assert not await links.can_delegate(a.id, b.id) and not await links.can_delegate(b.id, a.id)
    assert await links.delegate_targets(a.id) == []


async def test_targets_skip_inactive_and_removed_agents(backend_db: BackendDb, links: AgentLinkStore) -> None:
    agents = AgentStore(backend_db.db, backend_db.identity)
    a = await make(backend_db, "alpha")
    b, c, d = [await make(backend_db, k, description=f"{k} helper") for k in ("zeta", "beta", "delta")]
    for target in (b, c, d):
        await links.create_link(a.id, target.id)
    targets = await links.delegate_targets(a.id)
    assert [t.agent_key for t in targets] == ["beta", "delta", "zeta"]  # by key
    assert targets[0].description == "beta helper" and targets[0].agent_id == c.id
    await agents.update(d.id, status="inactive")
    await agents.delete("zeta")
    assert [t.agent_key for t in await links.delegate_targets(a.id)] == ["beta"]


async def test_search_matches_key_name_and_description_any_case(backend_db: BackendDb, links: AgentLinkStore) -> None:
    a = await make(backend_db, "alpha")
    cook = await make(backend_db, "cook", display_name="Đà Nẵng Chef", description="Makes STRASSE food")
    calc = await make(backend_db, "calc", display_name="Rate 100%", description="sums a_b values")
    other = await make(backend_db, "other", description="50% off")
    for target in (cook, calc):
        await links.create_link(a.id, target.id)
    await links.create_link(other.id, a.id)  # alpha cannot delegate along this one

    async def keys(query: str, **kw: int) -> list[str]:
        return [t.agent_key for t in await links.search_delegate_targets(a.id, query, **kw)]

    assert await keys("COOK") == ["cook"]
    assert await keys("đà nẵng") == ["cook"]
    assert await keys("DA NANG") == ["cook"]  # accents aside (goclaw_lite.textfold)
    assert await keys("straße") == ["cook"]
    assert await keys("100%") == ["calc"]
    assert await keys("%") == ["calc"]  # a literal percent sign, not "anything"
    assert await keys("a_b") == ["calc"]
    assert await keys("_") == ["calc"]
    assert await keys("a") == ["calc", "cook"]
    assert await keys("a", limit=1) == ["calc"]
    assert await keys("off") == []
    with pytest.raises(ValidationError):
        await keys("   ")
