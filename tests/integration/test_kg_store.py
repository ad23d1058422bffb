"""KnowledgeGraphStore on SQLite and PostgreSQL: every method, scoping, time, search, traversal.

Every test runs once per backend through `backend_db`; the SQLite query plans are checked
in tests/unit/store/test_kg_plans.py.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from goclaw_lite.errors import AlreadyExistsError, NotFoundError, ValidationError
from goclaw_lite.ids import now_ts
from goclaw_lite.model.kg import (
    CandidatePair,
    CandidateStatus,
    Direction,
    EntityInput,
    EntityListOptions,
    EntityPatch,
    EntityReplacement,
    EntitySort,
    KGScope,
    MatchRank,
    RelationInput,
    RelationSpec,
    TraverseOptions,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore, normalize_type
from tests.benchmarks.kg_traversal_yardstick import traversal_sql
from tests.integration.conftest import BackendDb
from tests.support.waiting import later_than

PAST = "2020-01-01T00:00:00.000Z"
MIDDLE = "2022-06-01T00:00:00.000Z"
LATER = "2024-01-01T00:00:00.000Z"


@pytest.fixture
def store(backend_db: BackendDb) -> KnowledgeGraphStore:
    return KnowledgeGraphStore(backend_db.db, backend_db.identity)


@pytest.fixture
async def scope(backend_db: BackendDb, store: KnowledgeGraphStore) -> KGScope:
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")
    return store.scope(agent.id)


async def add(store: KnowledgeGraphStore, scope: KGScope, name: str, entity_type: str = "thing", **kw: object) -> str:
    return (await store.upsert_entity(scope, EntityInput(name, entity_type, **kw))).entity.id  # type: ignore[arg-type]


async def link(store: KnowledgeGraphStore, scope: KGScope, a: str, rel: str, b: str, **kw: object) -> str:
    return (await store.upsert_relation(scope, RelationInput(a, rel, b, **kw))).id  # type: ignore[arg-type]


async def count(backend_db: BackendDb, table: str) -> int:
    return int(await backend_db.db.fetch_value(f"SELECT COUNT(*) FROM {table}"))


# --- entities ---------------------------------------------------------------------------


async def test_upsert_creates_then_updates_the_same_row(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    first = await store.upsert_entity(
        scope, EntityInput("  Ada   Lovelace ", "Person", description="mathematician", properties={"born": 1815}, confidence=0.7)
    )
    assert first.created and first.entity.name == "Ada Lovelace" and first.entity.entity_type == "person"
    assert first.entity.external_id == "person:ada lovelace"
    again = await store.upsert_entity(scope, EntityInput("ADA LOVELACE", "person", properties={"died": 1852}, aliases=["Countess"]))
    assert not again.created and again.entity.id == first.entity.id
    entity = again.entity
    assert entity.name == "ADA LOVELACE"
    assert entity.description == "mathematician"  # None keeps what is stored
    assert entity.confidence == 0.7
    assert entity.properties == {"born": 1815, "died": 1852}
    assert entity.aliases == ("Countess",)  # the old spelling folds to the same name, so it is no alias
    row = await backend_db.db.fetch_one("SELECT name_fold, search_fold FROM kg_entities WHERE id = ?", (entity.id,))
    assert row == {"name_fold": "ada lovelace", "search_fold": "ada lovelace\nperson mathematician countess"}
    assert await count(backend_db, "kg_entities") == 1


@pytest.mark.parametrize(
    ("item", "message"),
    [
        (EntityInput("   ", "person"), "name is empty"),
        (EntityInput("x", ""), "entity_type is empty"),
        (EntityInput("x", "t", confidence=1.5), "outside 0..1"),
        (EntityInput("x", "t", confidence=float("nan")), "number from 0 to 1"),
        (EntityInput("x", "t", confidence=True), "number from 0 to 1"),  # type: ignore[arg-type]
        (EntityInput("x", "t", properties=["a"]), "properties must be an object"),  # type: ignore[arg-type]
        (EntityInput("x", "t", properties={"a": {1, 2}}), "JSON values"),
        (EntityInput("x", "t", aliases="solo"), "list of names"),  # type: ignore[arg-type]
        (EntityInput("x", "t", valid_from="yesterday"), "not an ISO-8601 timestamp"),
        (EntityInput("x", "t", valid_from=LATER, valid_until=PAST), "later than valid_from"),
        (EntityInput("x" * 1001, "t"), "longer than 1000"),
    ],
)
async def test_bad_entities_are_refused_and_nothing_is_written(
    backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope, item: EntityInput, message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        await store.upsert_entities(scope, [EntityInput("fine", "t"), item])
    assert await count(backend_db, "kg_entities") == 0


async def test_get_and_delete_respect_scope(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    other_agent = await AgentStore(backend_db.db, backend_db.identity).create("other", provider="local", model="m")
    other = store.scope(other_agent.id)
    mine = await add(store, scope, "Ada")
    theirs = await add(store, other, "Ada")
    other_user = KGScope(scope.agent_id, "someone-else")
    assert (await store.get_entity(scope, mine)).id == mine
    for wrong_scope, entity_id in ((scope, theirs), (other, mine), (other_user, mine)):
        with pytest.raises(NotFoundError):
            await store.get_entity(wrong_scope, entity_id)
        with pytest.raises(NotFoundError):
            await store.delete_entity(wrong_scope, entity_id)
    with pytest.raises(NotFoundError):
        await store.get_entity(scope, "not-a-uuid")
    assert await count(backend_db, "kg_entities") == 2


async def test_delete_takes_relations_and_candidates_along(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    a, b, c = [await add(store, scope, n) for n in ("A", "B", "C")]
    await link(store, scope, a, "knows", b)
    await link(store, scope, b, "knows", c)
    await link(store, scope, a, "knows", c)
    await store.add_dedup_candidates(scope, [CandidatePair(a, b, 0.95, 0.95), CandidatePair(a, c, 0.91, 0.9)])
    await store.delete_entity(scope, b)
    assert await count(backend_db, "kg_relations") == 1
    assert await count(backend_db, "kg_dedup_candidates") == 1
    with pytest.raises(NotFoundError):
        await store.delete_entity(scope, b)


async def test_list_entities_pages_filters_and_sorts(store: KnowledgeGraphStore, scope: KGScope) -> None:
    for i, name in enumerate(["delta", "Alpha", "charlie", "Bravo", "echo"]):
        await add(store, scope, name, "city" if i % 2 else "person", confidence=(i + 1) / 10)
    page = await store.list_entities(scope, EntityListOptions(limit=2, offset=1))
    assert [e.name for e in page.items] == ["Bravo", "charlie"] and page.total == 5
    desc = await store.list_entities(scope, EntityListOptions(sort=EntitySort.NAME, descending=True, limit=10))
    assert [e.name for e in desc.items] == ["echo", "delta", "charlie", "Bravo", "Alpha"]
    by_conf = await store.list_entities(scope, EntityListOptions(sort=EntitySort.CONFIDENCE, descending=True))
    assert [e.name for e in by_conf.items][:2] == ["echo", "Bravo"]
    cities = await store.list_entities(scope, EntityListOptions(entity_type="CITY"))
    assert sorted(e.name for e in cities.items) == ["Alpha", "Bravo"] and cities.total == 2
    by_created = await store.list_entities(scope, EntityListOptions(sort=EntitySort.CREATED))
    assert [e.name for e in by_created.items] == ["delta", "Alpha", "charlie", "Bravo", "echo"]
    with pytest.raises(ValidationError):
        await store.list_entities(scope, EntityListOptions(limit=0))


# --- search -----------------------------------------------------------------------------


async def test_search_wildcards_match_themselves(store: KnowledgeGraphStore, scope: KGScope) -> None:
    for name in ("100% pure", "1000 pure", "a_b", "axb", "back\\slash", "backslash"):
        await add(store, scope, name)

    async def names(query: str) -> list[str]:
        return [h.entity.name for h in await store.search_entities(scope, query)]

    assert await names("%") == []  # under three characters: names starting with it
    assert await names("100%") == ["100% pure"]
    assert await names("0% p") == ["100% pure"]
    assert await names("a_") == ["a_b"]
    assert await names("a_b") == ["a_b"]
    assert await names("ck\\") == ["back\\slash"]
    assert await names("k\\s") == ["back\\slash"]
    assert await names("*") == [] and await names("k?s") == [] and await names("[a]") == []


@pytest.mark.parametrize(
    ("stored", "query"),
    [
        ("Đà Nẵng", "đà nẵng"),
        ("đà nẵng", "ĐÀ NẴNG"),
        ("Москва", "москва"),
        ("МОСКВА", "Москва"),
        ("Straße", "STRASSE"),
        ("STRASSE", "straße"),
        ("Ελλάδα", "ΕΛΛΆΔΑ"),
        ("ﬁnance", "finance"),  # compatibility forms fold too
    ],
)
async def test_search_folds_all_of_unicode(store: KnowledgeGraphStore, scope: KGScope, stored: str, query: str) -> None:
    target = await add(store, scope, stored)
    await add(store, scope, "unrelated")
    hits = await store.search_entities(scope, query)
    assert [h.entity.id for h in hits] == [target]
    assert hits[0].rank is MatchRank.EXACT


async def test_search_ranks_exact_then_prefix_then_word_then_substring(store: KnowledgeGraphStore, scope: KGScope) -> None:
    await add(store, scope, "Old Paris")
    await add(store, scope, "Paris Hilton", "person")
    await add(store, scope, "paris")
    await add(store, scope, "Lyon", description="not far from Paris")
    await add(store, scope, "Parisian", aliases=["x"])
    await add(store, scope, "Berlin")
    await add(store, scope, "Pâris", "river")
    hits = await store.search_entities(scope, "PARIS")
    assert [(h.entity.name, h.rank) for h in hits] == [
        ("paris", MatchRank.EXACT),
        ("Pâris", MatchRank.FOLDED),
        ("Parisian", MatchRank.PREFIX),  # within a rank, the most recently changed first
        ("Paris Hilton", MatchRank.PREFIX),
        ("Old Paris", MatchRank.WORD),
        ("Lyon", MatchRank.SUBSTRING),
    ]
    # typed with its accent, the accented name comes first
    assert [(h.entity.name, h.rank) for h in await store.search_entities(scope, "pâris", limit=2)] == [
        ("Pâris", MatchRank.EXACT), ("paris", MatchRank.FOLDED),
    ]
    assert [h.entity.name for h in await store.search_entities(scope, "paris", limit=2)] == ["paris", "Pâris"]
    assert [h.entity.name for h in await store.search_entities(scope, "person")] == ["Paris Hilton"]  # the type matches
    assert [h.entity.name for h in await store.search_entities(scope, "paris", entity_type="person")] == ["Paris Hilton"]


@pytest.mark.parametrize(
    ("stored", "query"),
    [("Đà Nẵng", "da nang"), ("Müller", "MULLER"), ("Łukasz", "lukasz"), ("Hội An", "hoi an"), ("Ærøskøbing", "aeroskobing")],
)
async def test_search_without_accents_finds_the_accented_name(
    store: KnowledgeGraphStore, scope: KGScope, stored: str, query: str
) -> None:
    target = await add(store, scope, stored)
    await add(store, scope, "unrelated")
    hits = await store.search_entities(scope, query)
    assert [(h.entity.id, h.rank) for h in hits] == [(target, MatchRank.FOLDED)]
    assert [h.entity.id for h in await store.search_entities(scope, query[1:-1])] == [target]  # and inside a name


async def test_within_a_rank_a_match_as_typed_comes_first(store: KnowledgeGraphStore, scope: KGScope) -> None:
    """Accents typed find the accented names first at every rank, and a query typed without
    them the unaccented ones, whichever was changed last; paging keeps that order."""
    await add(store, scope, "Đà Nẵng Bay")
    await add(store, scope, "Da Nang Port")
    await add(store, scope, "Old Đà Nẵng")
    await add(store, scope, "Old Da Nang")
    await add(store, scope, "Danang airport")  # changed last
    short = await store.search_entities(scope, "ĐÀ")  # two letters: names starting with them
    assert [(h.entity.name, h.rank, h.as_typed) for h in short] == [
        ("Đà Nẵng Bay", MatchRank.PREFIX, True),
        ("Danang airport", MatchRank.PREFIX, False),
        ("Da Nang Port", MatchRank.PREFIX, False),
    ]
    typed = await store.search_entities(scope, "ĐÀ N")
    assert [(h.entity.name, h.rank, h.as_typed) for h in typed] == [
        ("Đà Nẵng Bay", MatchRank.PREFIX, True),
        ("Da Nang Port", MatchRank.PREFIX, False),
        ("Old Đà Nẵng", MatchRank.WORD, True),
        ("Old Da Nang", MatchRank.WORD, False),
    ]
    plain = await store.search_entities(scope, "da nang")
    assert [h.entity.name for h in plain] == ["Da Nang Port", "Đà Nẵng Bay", "Old Da Nang", "Old Đà Nẵng"]
    accented = await store.search_entities(scope, "đà nẵng")
    assert [h.entity.name for h in accented] == ["Đà Nẵng Bay", "Da Nang Port", "Old Đà Nẵng", "Old Da Nang"]
    pages: list[str] = []
    after = None
    while page := await store.search_entities(scope, "ĐÀ N", limit=3, after=after):
        pages += [h.entity.name for h in page]
        after = page[-1].cursor
    assert pages == [h.entity.name for h in typed]


async def test_search_finds_aliases_and_refuses_bad_queries(store: KnowledgeGraphStore, scope: KGScope) -> None:
    await add(store, scope, "International Business Machines", aliases=["IBM", "Big Blue"])
    assert [h.entity.name for h in await store.search_entities(scope, "big blue")] == ["International Business Machines"]
    for bad in ("", "   ", "x" * 501):
        with pytest.raises(ValidationError):
            await store.search_entities(scope, bad)
    with pytest.raises(ValidationError):
        await store.search_entities(scope, "ibm", limit=0)


async def test_search_pages_through_ranked_hits(store: KnowledgeGraphStore, scope: KGScope) -> None:
    await add(store, scope, "Node")
    for i in range(25):
        await add(store, scope, f"Node {i:02d}", description="x")
        await add(store, scope, f"Big node {i:02d}")
    whole = [h.entity.name for h in await store.search_entities(scope, "node", limit=200)]
    pages: list[str] = []
    after = None
    while page := await store.search_entities(scope, "node", limit=7, after=after):
        pages += [h.entity.name for h in page]
        after = page[-1].cursor
    assert len(whole) == 51 and pages == whole  # the same order, page after page, nothing twice
    assert whole[0] == "Node" and whole[1] == "Node 24" and whole[-1] == "Big node 00"


async def test_replace_entity_sets_every_field_exactly(store: KnowledgeGraphStore, scope: KGScope) -> None:
    entity_id = await add(store, scope, "Ada", "person", description="d", properties={"a": 1, "b": 2}, aliases=["A. L."])
    before = await store.get_entity(scope, entity_id)
    after = await store.replace_entity(
        scope, entity_id,
        EntityReplacement("Ada Lovelace", "Mathematician", "", {"b": 3}, ("Countess",), 0.5, PAST, LATER),
    )
    stored = await store.get_entity(scope, entity_id, include_expired=True)
    assert stored == after and stored.id == before.id and stored.external_id == before.external_id
    assert (stored.name, stored.entity_type, stored.description, dict(stored.properties), stored.aliases) == (
        "Ada Lovelace", "mathematician", "", {"b": 3}, ("Countess",)
    )
    assert (stored.confidence, stored.valid_from, stored.valid_until) == (0.5, PAST, LATER)
    assert [h.entity.id for h in await store.search_entities(scope, "countess", as_of=MIDDLE)] == [entity_id]
    assert await store.search_entities(scope, "a. l.", as_of=MIDDLE) == []  # the dropped alias is gone
    with pytest.raises(ValidationError):
        await store.replace_entity(scope, entity_id, EntityReplacement("", "x", "", {}, (), 1.0, PAST, None))
    with pytest.raises(ValidationError):
        await store.replace_entity(scope, entity_id, EntityReplacement("A", "x", "", {}, (), 1.0, LATER, PAST))
    with pytest.raises(NotFoundError):
        await store.replace_entity(scope, "0193a5b0-0000-7000-8000-00000000dead", EntityReplacement("A", "x", "", {}, (), 1.0, PAST, None))


async def test_restore_brings_back_the_same_ids(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    a, b, c = [await add(store, scope, n) for n in ("Ada", "Babbage", "Cambridge")]
    r_out = await link(store, scope, a, "knows", b, properties={"since": 1833})
    r_in = await link(store, scope, c, "home_of", a, valid_from=PAST, valid_until=MIDDLE)  # ended: still restored
    r_loop = await link(store, scope, a, "self", a)
    entity = await store.get_entity(scope, a)
    relations = await store.list_relations(scope, a, include_expired=True)
    assert {r.id for r in relations} == {r_out, r_in, r_loop}
    assert {r.id for r in await store.list_relations(scope, a)} == {r_out, r_loop}
    await store.delete_entity(scope, a)
    await store.delete_entity(scope, b)  # the other end of one relation is gone meanwhile
    restored = await store.restore_entity(scope, entity, relations)
    assert restored.entity == entity
    assert (restored.relations_restored, restored.relations_skipped) == (2, 1)
    back = {r.id: r for r in await store.list_relations(scope, a, include_expired=True)}
    assert set(back) == {r_in, r_loop}
    assert (back[r_in].valid_from, back[r_in].valid_until) == (PAST, MIDDLE)
    with pytest.raises(AlreadyExistsError):
        await store.restore_entity(scope, entity, relations)  # it is there already
    await store.delete_entity(scope, a)
    again = await add(store, scope, "ADA")  # learnt again under the same external id
    with pytest.raises(AlreadyExistsError, match="added again"):
        await store.restore_entity(scope, entity, relations)
    assert await count(backend_db, "kg_entities") == 2 and (await store.get_entity(scope, again)).name == "ADA"


async def test_relations_among_keeps_edges_inside_the_set(store: KnowledgeGraphStore, scope: KGScope) -> None:
    a, b, c, d = [await add(store, scope, n) for n in "ABCD"]
    ab = await link(store, scope, a, "r", b)
    ba = await link(store, scope, b, "r", a)
    aa = await link(store, scope, a, "loop", a)
    await link(store, scope, a, "r", c)  # c is outside the set
    old = await link(store, scope, b, "old", d, valid_from=PAST, valid_until=MIDDLE)
    assert [r.id for r in await store.relations_among(scope, [a, b, d, "not-an-id"])] == sorted([ab, ba, aa])  # not `old`
    e, f = await add(store, scope, "E", valid_from=PAST), await add(store, scope, "F", valid_from=PAST)
    then = await link(store, scope, e, "then", f, valid_from=PAST, valid_until=MIDDLE)
    assert [r.id for r in await store.relations_among(scope, [e, f, b, d], as_of="2021-01-01T00:00:00.000Z")] == [then]
    assert await store.relations_among(scope, [e, f]) == [] and old not in {r.id for r in await store.relations_among(scope, [b, d])}
    many = [a, b, *[await add(store, scope, f"N{i}") for i in range(450)]]  # more ids than one chunk
    assert {r.id for r in await store.relations_among(scope, many)} == {ab, ba, aa}
    assert await store.relations_among(scope, []) == []


# --- relations --------------------------------------------------------------------------


async def test_relations_upsert_list_and_delete(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    a, b, c = [await add(store, scope, n) for n in ("Ada", "Babbage", "Cambridge")]
    r1 = await store.upsert_relation(scope, RelationInput(a, "Worked With", b, confidence=0.5, properties={"since": 1833}))
    assert r1.relation_type == "worked with" and r1.source_name == "Ada" and r1.target_name == "Babbage"
    again = await store.upsert_relation(scope, RelationInput(a, "worked with", b, confidence=0.8, properties={"where": "London"}))
    assert again.id == r1.id and again.confidence == 0.8 and again.properties == {"since": 1833, "where": "London"}
    r2 = await link(store, scope, c, "home_of", a)
    assert [r.id for r in await store.list_relations(scope, a)] == [r2, r1.id]  # sorted by type
    assert [r.id for r in await store.list_relations(scope, a, direction=Direction.OUT)] == [r1.id]
    assert [r.id for r in await store.list_relations(scope, a, direction=Direction.IN)] == [r2]
    assert [r.id for r in await store.list_relations(scope, a, relation_type="HOME_OF")] == [r2]
    await store.delete_relation(scope, r1.id)
    with pytest.raises(NotFoundError):
        await store.delete_relation(scope, r1.id)
    assert await count(backend_db, "kg_relations") == 1


async def test_relations_only_join_entities_of_the_scope(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    other = store.scope((await AgentStore(backend_db.db, backend_db.identity).create("b", provider="p", model="m")).id)
    mine = await add(store, scope, "Mine")
    theirs = await add(store, other, "Theirs")
    with pytest.raises(ValidationError, match="no entity"):
        await store.upsert_relation(scope, RelationInput(mine, "knows", theirs))
    with pytest.raises(ValidationError, match="relation_type is empty"):
        await store.upsert_relation(scope, RelationInput(mine, " ", mine))
    assert await count(backend_db, "kg_relations") == 0


# --- time -------------------------------------------------------------------------------


async def test_as_of_shows_the_graph_as_it_was(store: KnowledgeGraphStore, scope: KGScope) -> None:
    ada = await add(store, scope, "Ada", valid_from=PAST)
    old = await add(store, scope, "Old Firm", "company", valid_from=PAST, valid_until=MIDDLE)
    await link(store, scope, ada, "works_at", old, valid_from=PAST)
    assert await store.find_entity(scope, old) is None  # ended: invisible by default
    assert (await store.get_entity(scope, old, as_of="2021-01-01T00:00:00Z")).name == "Old Firm"
    assert (await store.get_entity(scope, old, include_expired=True)).valid_until == MIDDLE
    assert await store.list_relations(scope, ada) == []  # its other end is not valid now
    assert len(await store.list_relations(scope, ada, as_of="2021-01-01T00:00:00Z")) == 1
    assert [h.entity.name for h in await store.search_entities(scope, "firm", as_of="2021-01-01T00:00:00Z")] == ["Old Firm"]
    assert await store.search_entities(scope, "firm") == []
    assert (await store.list_entities(scope)).total == 1
    assert (await store.list_entities(scope, EntityListOptions(include_expired=True))).total == 2
    assert (await store.list_entities(scope, EntityListOptions(as_of="2019-01-01T00:00:00Z"))).total == 0
    walked = await store.traverse(scope, ada, TraverseOptions(as_of="2021-01-01T00:00:00Z"))
    assert [n.name for n in walked] == ["Old Firm"]
    assert len(await store.traverse(scope, ada)) == 0
    stats_then = await store.stats(scope, as_of="2021-01-01T00:00:00Z")
    stats_now = await store.stats(scope)
    assert (stats_then.entity_count, stats_then.relation_count) == (2, 1)
    assert (stats_now.entity_count, stats_now.relation_count, stats_now.not_current_entities) == (1, 0, 1)


async def test_reupserting_an_ended_entity_starts_a_new_window(store: KnowledgeGraphStore, scope: KGScope) -> None:
    entity_id = await add(store, scope, "Pluto", "planet", valid_from=PAST)
    ended = await store.expire_entity(scope, entity_id)
    assert ended.valid_until is not None and await store.find_entity(scope, entity_id) is None
    before = now_ts()
    again = await store.upsert_entity(scope, EntityInput("Pluto", "planet", description="dwarf planet"))
    assert again.revived and not again.created and again.entity.id == entity_id
    assert again.entity.valid_until is None and again.entity.valid_from >= before  # a new window, from now
    assert (await store.get_entity(scope, entity_id)).description == "dwarf planet"
    # the first window is gone from history: one row keeps one window
    assert await store.find_entity(scope, entity_id, as_of="2021-01-01T00:00:00Z") is None
    # a current row keeps its window when re-asserted
    same = await store.upsert_entity(scope, EntityInput("Pluto", "planet"))
    assert not same.revived and same.entity.valid_from == again.entity.valid_from


async def test_reupserting_an_ended_relation_revives_it(store: KnowledgeGraphStore, scope: KGScope) -> None:
    a, b = await add(store, scope, "A"), await add(store, scope, "B")
    rel = await link(store, scope, a, "knows", b)
    await store.expire_relation(scope, rel)
    assert await store.list_relations(scope, a) == []
    again = await store.upsert_relation(scope, RelationInput(a, "knows", b))
    assert again.id == rel and again.valid_until is None
    assert [r.id for r in await store.list_relations(scope, a)] == [rel]


async def test_expire_refuses_to_end_before_it_began(store: KnowledgeGraphStore, scope: KGScope) -> None:
    entity_id = await add(store, scope, "Later", valid_from="2099-01-01T00:00:00Z")
    with pytest.raises(ValidationError):
        await store.expire_entity(scope, entity_id)


# --- traversal --------------------------------------------------------------------------


@pytest.fixture
async def graph(store: KnowledgeGraphStore, scope: KGScope) -> dict[str, str]:
    """a -> b -> c -> d -> e -> f -> g (a chain), c -> a (cycle), b -> b (self-loop),
    two parallel a -> b edges, x <- a, island y -> z (disconnected)."""
    ids = {n: await add(store, scope, n.upper(), "place" if n in "cx" else "person") for n in "abcdefgxyz"}
    for s, t in ("ab", "bc", "cd", "de", "ef", "fg", "ca", "bb", "ax", "yz"):
        await link(store, scope, ids[s], "next" if s != "a" or t != "x" else "owns", ids[t])
    await link(store, scope, ids["a"], "also", ids["b"])
    return ids


async def test_traverse_counts_hops_and_follows_both_directions(store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]) -> None:
    result = await store.traverse(scope, graph["c"], TraverseOptions(max_depth=2))
    depths = {n.name: n.depth for n in result}
    assert depths == {"A": 1, "B": 1, "D": 1, "E": 2, "X": 2}
    assert graph["c"] not in {n.id for n in result}
    assert not result.clamped and result.total == 5 and not result.truncated
    out = await store.traverse(scope, graph["c"], TraverseOptions(max_depth=2, direction=Direction.OUT))
    assert {n.name: n.depth for n in out} == {"D": 1, "A": 1, "E": 2, "B": 2, "X": 2}
    into = await store.traverse(scope, graph["c"], TraverseOptions(max_depth=2, direction=Direction.IN))
    assert {n.name: n.depth for n in into} == {"B": 1, "A": 2}


async def test_traverse_returns_each_entity_once_with_a_shortest_path(
    store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]
) -> None:
    result = await store.traverse(scope, graph["a"], TraverseOptions(max_depth=5))
    assert len({n.id for n in result}) == len(result)
    assert {n.name: n.depth for n in result} == {"B": 1, "C": 1, "X": 1, "D": 2, "E": 3, "F": 4, "G": 5}  # not the island
    relations = {r.id: r for r in await store.all_relations(scope)}
    by_id = {n.id: n for n in result}
    for node in result:
        assert len(node.path) == node.depth
        here = graph["a"]
        for rel_id in node.path:  # the path is a chain of relations from the start
            rel = relations[rel_id]
            assert here in (rel.source_entity_id, rel.target_entity_id)
            here = rel.target_entity_id if rel.source_entity_id == here else rel.source_entity_id
        assert here == node.id
        assert node.parent_id == (graph["a"] if node.depth == 1 else by_id[node.parent_id].id)
    b = by_id[graph["b"]]
    parallel = sorted(r.id for r in relations.values() if {r.source_entity_id, r.target_entity_id} == {graph["a"], graph["b"]})
    assert b.path == (parallel[0],) and b.via == relations[parallel[0]].relation_type  # the smaller id of the two
    c = by_id[graph["c"]]
    assert c.depth == 1 and c.via == "next"  # through the cycle edge c -> a, walked backwards


async def test_traverse_clamps_depth_and_limits(store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]) -> None:
    deep = await store.traverse(scope, graph["a"], TraverseOptions(max_depth=9, direction=Direction.OUT))
    assert deep.clamped and deep.depth == 5 and deep.requested_depth == 9
    assert "G" not in {n.name for n in deep} and "F" in {n.name for n in deep}
    limited = await store.traverse(scope, graph["a"], TraverseOptions(max_depth=5, limit=2))
    assert len(limited) == 2 and limited.truncated and limited.total == 7
    assert [n.depth for n in limited] == [1, 1]
    for bad in (0, -1):
        with pytest.raises(ValidationError):
            await store.traverse(scope, graph["a"], TraverseOptions(max_depth=bad))
    with pytest.raises(NotFoundError):
        await store.traverse(scope, "00000000-0000-7000-8000-000000000000")


async def test_traverse_filters(store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]) -> None:
    only_owns = await store.traverse(scope, graph["a"], TraverseOptions(max_depth=5, relation_types=("OWNS",)))
    assert [n.name for n in only_owns] == ["X"]
    places = await store.traverse(scope, graph["a"], TraverseOptions(max_depth=5, entity_types=("place",)))
    assert {n.name: n.depth for n in places} == {"C": 1, "X": 1}
    through = await store.traverse(scope, graph["b"], TraverseOptions(max_depth=3, direction=Direction.OUT, entity_types=("person",)))
    assert {n.name for n in through} == {"D", "A", "E"}  # C (a place) is walked through, not listed


async def test_traverse_skips_entities_not_valid(store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str]) -> None:
    await store.expire_entity(scope, graph["c"])
    result = await store.traverse(scope, graph["a"], TraverseOptions(max_depth=5))
    assert {n.name for n in result} == {"B", "X"}
    with pytest.raises(NotFoundError):
        await store.traverse(scope, graph["c"])


async def test_a_budgeted_walk_keeps_the_first_it_reads_and_stops_reading(store: KnowledgeGraphStore, scope: KGScope) -> None:
    """S -> O1..O6, I1..I3 -> S, two of the O -> Q. A level is read outgoing first, then
    incoming, each by (entity before, entity reached), and no further once it holds more
    than the budget: budget 4 keeps the 4 smallest-id O and has read only the O; budget 7
    reads on into the I (the whole level in one page, or stopping at 8 a row a page); Q comes
    through the smaller-id of its two parents."""
    start = await add(store, scope, "S")
    outs = sorted([await add(store, scope, f"O{i}") for i in range(6)])
    ins = sorted([await add(store, scope, f"I{i}") for i in range(3)])
    q = await add(store, scope, "Q")
    for o in outs:
        await link(store, scope, start, "to", o)
    for i in ins:
        await link(store, scope, i, "to", start)
    to_q = {o: await link(store, scope, o, "to", q) for o in (outs[4], outs[1])}
    four = await store.traverse(scope, start, TraverseOptions(max_depth=1, budget=4))
    assert {n.id for n in four} == set(outs[:4]) and [n.depth for n in four] == [1] * 4
    assert four.depth_counts == (6,) and four.more and four.counts_at_least and four.total == 6
    seven = await store.traverse(scope, start, TraverseOptions(max_depth=1, budget=7))
    assert {n.id for n in seven} == {*outs, ins[0]}
    assert seven.depth_counts == (9,) and seven.more and not seven.counts_at_least
    store.walk_page_extra = 0
    paged = await store.traverse(scope, start, TraverseOptions(max_depth=1, budget=7))
    assert [n.id for n in paged] == [n.id for n in seven]
    assert paged.depth_counts == (8,) and paged.more and paged.counts_at_least and paged.truncated
    two = await store.traverse(scope, start, TraverseOptions(max_depth=2, budget=20))
    assert {n.id for n in two} == {*outs, *ins, q} and two.depth_counts == (9, 1) and not two.more
    reached_q = next(n for n in two if n.id == q)
    assert reached_q.parent_id == outs[1] and reached_q.path[-1] == to_q[outs[1]] and reached_q.depth == 2
    assert {n.id: n.depth for n in two} == {n.id: n.depth for n in await store.traverse(scope, start, TraverseOptions(max_depth=2, budget=None))}


@pytest.mark.parametrize(
    "options",
    [
        TraverseOptions(max_depth=5),
        TraverseOptions(max_depth=2, direction=Direction.OUT),
        TraverseOptions(max_depth=3, direction=Direction.IN),
        TraverseOptions(max_depth=5, relation_types=("next",), entity_types=("person",), limit=3),
        TraverseOptions(max_depth=4, as_of="before"),
    ],
    ids=["both", "out", "in", "filters-limit", "as-of"],
)
async def test_unrolled_statement_returns_what_traverse_returns(
    backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope, graph: dict[str, str], options: TraverseOptions
) -> None:
    """The unrolled design (the benchmark's yardstick for the recursive `traverse`) gives the same rows."""
    before = now_ts()
    later_than(before, now_ts)  # timestamps are in milliseconds: end E strictly after `before`
    await store.expire_entity(scope, graph["e"])
    if options.as_of == "before":  # E still there, seen as it was before it ended
        options = replace(options, as_of=before)
    start = graph["b"] if options.direction is Direction.IN else graph["a"]
    expected = await store.traverse(scope, start, options)
    sql = traversal_sql(
        options.direction, bool(options.relation_types), bool(options.entity_types), options.limit is not None,
        expected.depth, dialect=backend_db.db.dialect.name,
    )
    rows = await store._all(sql, store._scoped(
        scope, start=start, at=expected.as_of, depth=expected.depth,
        rel_types=tuple(normalize_type(t) for t in options.relation_types),
        entity_types=tuple(normalize_type(t) for t in options.entity_types), limit=options.limit or 0,
    ))
    got = [(str(r["id"]), int(r["depth"]), tuple(str(r["path"]).split(",")), str(r["parent"]), str(r["via"])) for r in rows]
    assert got == [(n.id, n.depth, n.path, n.parent_id, n.via) for n in expected]
    assert (int(rows[0]["total"]) if rows else 0) == expected.total and len(expected) > 0
    assert ("E" in {n.name for n in expected}) == (options.as_of is not None and options.relation_types == ())


# --- ingest, prune, stats ---------------------------------------------------------------


async def test_ingest_writes_a_batch_and_resolves_names(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    stored = await add(store, scope, "Ada Lovelace", "person")
    written = await store.ingest_extraction(
        scope,
        [EntityInput("Analytical Engine", "machine"), EntityInput("Babbage", "person")],
        [
            RelationSpec("babbage", "Analytical Engine", "designed"),
            RelationSpec("ADA LOVELACE", "analytical engine", "programmed"),  # a stored entity, by name
        ],
    )
    assert len(written.created_ids) == 2 and written.relations_created == 2
    relations = await store.list_relations(scope, stored)
    assert [(r.source_name, r.relation_type, r.target_name) for r in relations] == [("Ada Lovelace", "programmed", "Analytical Engine")]


async def test_ingest_is_all_or_nothing(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    good = [EntityInput(f"E{i}", "t") for i in range(3)]
    with pytest.raises(ValidationError, match=r"entities\[3\]\.confidence"):
        await store.ingest_extraction(scope, [*good, EntityInput("bad", "t", confidence=2)], [])
    with pytest.raises(ValidationError, match=r"relations\[1\]\.target: no entity named 'nobody'"):
        await store.ingest_extraction(scope, good, [RelationSpec("E0", "E1", "r"), RelationSpec("E1", "nobody", "r")])
    assert await count(backend_db, "kg_entities") == 0 and await count(backend_db, "kg_relations") == 0


async def test_ingest_needs_a_type_for_an_ambiguous_name(store: KnowledgeGraphStore, scope: KGScope) -> None:
    await store.ingest_extraction(scope, [EntityInput("Paris", "city"), EntityInput("Paris", "person")], [])
    with pytest.raises(ValidationError, match=r"several types.*target_type"):
        await store.ingest_extraction(scope, [EntityInput("France", "country")], [RelationSpec("France", "Paris", "capital")])
    written = await store.ingest_extraction(
        scope, [EntityInput("France", "country")], [RelationSpec("France", "Paris", "capital", target_type="City")]
    )
    rel = (await store.get_relations(scope, written.relation_ids))[written.relation_ids[0]]
    assert (await store.get_entity(scope, rel.target_entity_id)).entity_type == "city"


async def test_prune_dry_run_then_for_real(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    strong = await add(store, scope, "Strong", confidence=0.9)
    weak = await add(store, scope, "Weak", confidence=0.2)
    other = await add(store, scope, "Other", confidence=0.8)
    await link(store, scope, strong, "r", weak)
    await link(store, scope, strong, "shaky", other, confidence=0.1)
    await link(store, scope, strong, "solid", other, confidence=0.9)
    preview = await store.prune_by_confidence(scope, 0.5, dry_run=True)
    assert (preview.entities, preview.relations, preview.sample, preview.dry_run) == (1, 2, ("Weak",), True)
    assert await count(backend_db, "kg_entities") == 3 and await count(backend_db, "kg_relations") == 3
    done = await store.prune_by_confidence(scope, 0.5)
    assert (done.entities, done.relations) == (1, 2)
    assert await count(backend_db, "kg_entities") == 2 and await count(backend_db, "kg_relations") == 1
    with pytest.raises(ValidationError):
        await store.prune_by_confidence(scope, 1.5)


async def test_stats_counts_types_and_candidates(store: KnowledgeGraphStore, scope: KGScope) -> None:
    a, b, c = await add(store, scope, "A", "person"), await add(store, scope, "B", "person"), await add(store, scope, "C", "city")
    await link(store, scope, a, "knows", b)
    await link(store, scope, a, "lives_in", c)
    await store.add_dedup_candidates(scope, [CandidatePair(a, b, 0.93, 0.93)])
    stats = await store.stats(scope)
    assert (stats.entity_count, stats.relation_count, stats.pending_candidates) == (3, 2, 1)
    assert stats.entity_types == {"city": 1, "person": 2}
    assert stats.relation_types == {"knows": 1, "lives_in": 1}


# --- dedup candidates and merge ---------------------------------------------------------


async def test_candidates_are_stored_once_and_dismissal_sticks(store: KnowledgeGraphStore, scope: KGScope) -> None:
    a, b = await add(store, scope, "Jon Smith"), await add(store, scope, "John Smith")
    assert await store.add_dedup_candidates(scope, [CandidatePair(b, a, 0.97, 0.97)]) == 1
    assert await store.add_dedup_candidates(scope, [CandidatePair(a, b, 0.97, 0.97), CandidatePair(a, a, 1, 1)]) == 0
    [candidate] = await store.list_dedup_candidates(scope)
    assert {candidate.entity_a.id, candidate.entity_b.id} == {a, b} and candidate.entity_a.id < candidate.entity_b.id
    await store.set_candidate_status(scope, candidate.id, CandidateStatus.DISMISSED)
    assert await store.list_dedup_candidates(scope) == []
    assert await store.add_dedup_candidates(scope, [CandidatePair(a, b, 0.99, 0.99)]) == 0
    assert [c.id for c in await store.list_dedup_candidates(scope, status=CandidateStatus.DISMISSED)] == [candidate.id]
    with pytest.raises(NotFoundError):
        await store.set_candidate_status(scope, candidate.id, CandidateStatus.DISMISSED)
    with pytest.raises(NotFoundError):
        await store.get_dedup_candidate(scope, "nope")


async def test_merge_redirects_folds_and_drops_edges(backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope) -> None:
    keep = await add(store, scope, "Đà Nẵng", "city", properties={"country": "VN"})
    dup = await add(store, scope, "Da Nang", "city", properties={"population": 1}, aliases=["Danang"])
    x, y, z = await add(store, scope, "X"), await add(store, scope, "Y"), await add(store, scope, "Z")
    await link(store, scope, x, "visits", keep, confidence=0.4)
    await link(store, scope, x, "visits", dup, confidence=0.9)  # duplicates the survivor's edge: folded
    moved_out = await link(store, scope, dup, "near", y)
    moved_in = await link(store, scope, z, "likes", dup)
    await link(store, scope, dup, "same_as", keep)  # between the two: dropped
    await link(store, scope, keep, "twin_of", dup)  # between the two: dropped
    loop = await link(store, scope, dup, "borders", dup)  # a self-loop stays a self-loop
    await store.add_dedup_candidates(scope, [CandidatePair(dup, z, 0.91, 0.5), CandidatePair(dup, keep, 1.0, 1.0)])
    survivor = await store.get_entity(scope, keep)
    merged = await store.get_entity(scope, dup)
    patch = EntityPatch(
        description="", properties={**merged.properties, **survivor.properties}, aliases=(merged.name, *merged.aliases),
        confidence=1.0, valid_from=survivor.valid_from, valid_until=None,
    )
    result = await store.merge_entities(scope, keep, dup, patch)
    assert (result.relations_moved, result.relations_folded, result.relations_dropped) == (3, 1, 2)
    assert result.survivor.aliases == ("Da Nang", "Danang")
    assert result.survivor.properties == {"country": "VN", "population": 1}
    assert await store.find_entity(scope, dup, include_expired=True) is None
    rows = await backend_db.db.fetch_all(
        "SELECT id, source_entity_id AS s, relation_type AS t, target_entity_id AS o, confidence AS c FROM kg_relations"
    )
    assert all(dup not in (r["s"], r["o"]) for r in rows)  # nothing points at the merged entity
    keys = [(r["s"], r["t"], r["o"]) for r in rows]
    assert len(keys) == len(set(keys))  # and no edge is doubled
    visits = [r for r in rows if r["t"] == "visits"]
    assert len(visits) == 1 and visits[0]["c"] == 0.9
    by_id = {r["id"]: r for r in rows}
    assert (by_id[moved_out]["s"], by_id[moved_in]["o"]) == (keep, keep)
    assert (by_id[loop]["s"], by_id[loop]["o"]) == (keep, keep)
    [moved] = await store.list_dedup_candidates(scope)
    assert {moved.entity_a.id, moved.entity_b.id} == {keep, z}
    assert [h.entity.id for h in await store.search_entities(scope, "danang")] == [keep]
    with pytest.raises(ValidationError):
        await store.merge_entities(scope, keep, keep, patch)
    with pytest.raises(NotFoundError):
        await store.merge_entities(scope, keep, dup, patch)


@pytest.mark.postgres
async def test_a_budgeted_walk_reads_a_page_of_a_hub_on_postgresql(
    backend_db: BackendDb, store: KnowledgeGraphStore, scope: KGScope
) -> None:
    """PostgreSQL too reads the relations of a level in index order and stops at the page's
    LIMIT: a hub of 3,000 neighbours with a budget of 50 reads about 50 + the page's extra."""
    if backend_db.backend != "postgres":
        pytest.skip("the SQLite plan is checked in tests/unit/store/test_kg_plans.py")
    written = await store.upsert_entities(scope, [EntityInput(f"N{i}", "thing") for i in range(3001)])
    ids = [w.entity.id for w in written]
    others = [RelationInput(ids[i], "to", ids[1 + (i * k) % 3000]) for k in (7, 13, 29) for i in range(1, 3001)]
    await store.upsert_relations(scope, [RelationInput(ids[0], "to", ids[i]) for i in range(1, 3001)] + others)
    await backend_db.db.execute("ANALYZE kg_relations", ())
    await backend_db.db.execute("ANALYZE kg_entities", ())
    seen: list[tuple[str, object]] = []
    original = backend_db.db.fetch_all

    async def spy(sql: str, params: object = ()) -> object:
        seen.append((sql, params))
        return await original(sql, params)  # type: ignore[arg-type]

    backend_db.db.fetch_all = spy  # type: ignore[method-assign]
    try:
        result = await store.traverse(scope, ids[0], TraverseOptions(max_depth=2, budget=50, direction=Direction.OUT))
    finally:
        backend_db.db.fetch_all = original  # type: ignore[method-assign]
    assert len(result) == 50 and result.counts_at_least and result.depth_counts[0] < 3000
    sql, params = next((q, p) for q, p in seen if "FROM kg_relations r CROSS JOIN kg_entities e" in q)
    plan = [str(next(iter(r.values()))) for r in await original("EXPLAIN (ANALYZE, BUFFERS OFF) " + sql, params)]  # type: ignore[arg-type]
    scan = next(line for line in plan if " on kg_relations r " in line)
    read = int(scan.split("actual time=")[1].split("rows=")[1].split()[0])
    assert read <= 50 + 1 + store.walk_page_extra + 1, plan
