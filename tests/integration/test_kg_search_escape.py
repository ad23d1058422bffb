"""Search states `ESCAPE '\\'` only when the folded query has `%`, `_` or `\\` to escape.

Plain LIKE and escaped LIKE must then match the same rows on both backends; the query is
normalised (NFKC) before that choice, so a full-width `％` counts as a wildcard to escape.
"""

from __future__ import annotations

import unicodedata

import pytest

from goclaw_lite.store.agents import AgentStore
from goclaw_lite.store.db import SQLiteDialect, fold
from goclaw_lite.store.kg import KnowledgeGraphStore, _search_like, search_text
from goclaw_lite.store.models_kg import EntityInput, KGScope
from tests.integration.conftest import BackendDb

NAMES = ("100% pure", "1000 pure", "a_b", "axb", "back\\slash", "backslash", "Straße", "Москва", "Kalo Mira")


@pytest.fixture
async def searchable(backend_db: BackendDb) -> tuple[KnowledgeGraphStore, KGScope]:
    """A store whose one agent holds NAMES, typed "thing"."""
    agent = await AgentStore(backend_db.db, backend_db.identity).create("helper", provider="local", model="m")
    graph = KnowledgeGraphStore(backend_db.db, backend_db.identity)
    await graph.upsert_entities(graph.scope(agent.id), [EntityInput(n, "thing") for n in NAMES])
    return graph, graph.scope(agent.id)


def test_escape_clause_only_when_asked() -> None:
    dialect = SQLiteDialect()
    assert _search_like(dialect, escaped=False)("search_fold", "pattern") == "search_fold LIKE :pattern"
    assert _search_like(dialect, escaped=True)("search_fold", "pattern") == "search_fold LIKE :pattern ESCAPE '\\'"


@pytest.mark.parametrize(
    "query",
    ["pure", "0% p", "０％", "_", "a＿b", "\\", "ｋ＼ｓ", "STRASSE", "МОСК", "mira", "ALO M", "thing", "zzq"],
)
async def test_search_matches_the_folded_substring(searchable: tuple[KnowledgeGraphStore, KGScope], query: str) -> None:
    store, scope = searchable
    needle = fold(unicodedata.normalize("NFKC", query))
    expected = sorted(n for n in NAMES if needle in search_text(n, "thing", "", ()))
    hits = await store.search_entities(scope, query, limit=50)
    assert sorted(h.entity.name for h in hits) == expected
