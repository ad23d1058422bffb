"""`%`, `_` and `\\` in a search match themselves on both backends (SQLite's trigram GLOB,
PostgreSQL's escaped LIKE); the query is normalised (NFKC) first, so a full-width `％` is a `%`."""

from __future__ import annotations

import unicodedata

import pytest

from goclaw_lite.model.kg import EntityInput, KGScope
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore, search_text
from goclaw_lite.textfold import fold_text
from tests.integration.conftest import BackendDb

NAMES = ("100% pure", "1000 pure", "a_b", "axb", "back\\slash", "backslash", "Straße", "Москва", "Kalo Mira")


@pytest.fixture
async def searchable(backend_db: BackendDb) -> tuple[KnowledgeGraphStore, KGScope]:
    """A store whose one agent holds NAMES, typed "thing"."""
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")
    graph = KnowledgeGraphStore(backend_db.db, backend_db.identity)
    await graph.upsert_entities(graph.scope(agent.id), [EntityInput(n, "thing") for n in NAMES])
    return graph, graph.scope(agent.id)


@pytest.mark.parametrize(
    "query",
    ["pure", "0% p", "０％", "_", "a＿b", "\\", "ｋ＼ｓ", "STRASSE", "МОСК", "mira", "ALO M", "thing", "zzq"],
)
async def test_search_matches_the_folded_substring(searchable: tuple[KnowledgeGraphStore, KGScope], query: str) -> None:
    store, scope = searchable
    needle = fold_text(unicodedata.normalize("NFKC", query))
    if len(needle) < 3:  # no trigram: names starting with it
        expected = sorted(n for n in NAMES if fold_text(n).startswith(needle))
    else:
        expected = sorted(n for n in NAMES if needle in search_text(n, "thing", "", ()))
    hits = await store.search_entities(scope, query, limit=50)
    assert sorted(h.entity.name for h in hits) == expected


async def test_a_common_query_ranks_a_bounded_set_and_still_finds_names_first(
    searchable: tuple[KnowledgeGraphStore, KGScope], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With more substring matches than the cap, the names starting with the query still come first."""
    import goclaw_lite.store.graph.search as kg_search

    store, scope = searchable
    await store.upsert_entities(scope, [EntityInput("Pure", "thing")] + [EntityInput(f"x{i} pure y", "thing") for i in range(12)])
    monkeypatch.setattr(kg_search, "CANDIDATE_CAP", 4)
    hits = await store.search_entities(scope, "pure", limit=50)
    assert hits[0].entity.name == "Pure" and len(hits) <= 4 + 2  # the cap's newest substring hits, the names starting with it


async def test_the_newest_names_starting_with_a_common_query_come_first(
    searchable: tuple[KnowledgeGraphStore, KGScope], monkeypatch: pytest.MonkeyPatch
) -> None:
    """More names start with the query than the cap reads in name order: the most recently
    written ones are read too, so an entity just added shows first."""
    import goclaw_lite.store.graph.search as kg_search

    store, scope = searchable
    for letter in "abcdefghijkl":  # written in order: "Pure l" is the newest and last by name
        await store.upsert_entities(scope, [EntityInput(f"Pure {letter}", "thing")])
    monkeypatch.setattr(kg_search, "CANDIDATE_CAP", 4)
    hits = await store.search_entities(scope, "pure", limit=3)
    assert [h.entity.name for h in hits] == ["Pure l", "Pure k", "Pure j"]
