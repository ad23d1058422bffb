"""The search index of a database made before it: built on open, after a backup, with progress,
and it answers exactly as a scan of the same rows with the same folding rule would."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import resolve_paths
from goclaw_lite.model.kg import EntityInput, EntityReplacement
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.store import KnowledgeGraphStore
from goclaw_lite.store.lifecycle.search_index import (
    MAX_COUNTED_TRIGRAMS,
    RARE_TRIGRAM,
    SEARCH_FOLD_KEY,
    counted_trigrams,
    narrowed_match_sql,
    search_index_missing,
    trigram_count_values,
    trigram_match,
    trigrams,
)
from goclaw_lite.store.lifecycle.sqlite_schema import prepare_database
from goclaw_lite.textfold import fold_text

NAMES = [
    "Đà Nẵng", "Da Nang Port", "Hội An", "Müller GmbH", "Łukasz Nowak", "Straße 5", "İstanbul", "Øresund",
    "Москва", "がっこう", "東京タワー", "100% pure", "a_b c", "back\\slash", "Cœur", "Ærø", "Þórshöfn",
] + [f"filler entity {i}" for i in range(40)]
QUERIES = ["da nang", "ĐÀ", "hoi an", "MULLER", "lukasz", "strasse", "istanbul", "oresund", "моск", "がっこ", "タワー",
           "0% p", "a_b", "k\\s", "coeur", "aero", "thorshofn", "entity 1", "ity", "zzz"]


async def _fill(app: AppContext) -> str:
    agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="local", model="m")
    graph = KnowledgeGraphStore(app.stores.db, app.stores.identity)
    await graph.upsert_entities(graph.scope(agent.id), [EntityInput(n, "place", description="") for n in NAMES])
    return agent.id


def _make_it_old(path: Path) -> None:
    """What a build before the index left: no FTS tables or triggers, casefold-only columns."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        for (kind, name) in conn.execute(
            "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view', 'table') "
            "AND (name LIKE '%search_fts' OR name LIKE '%search_docs' OR name LIKE '%search_content' OR name LIKE 'trg_%search%') "
            "ORDER BY type = 'table'"
        ).fetchall():
            if not name.endswith(("_data", "_idx", "_config", "_docsize")):
                conn.execute(f"DROP {kind.upper()} IF EXISTS {name}")
        conn.execute("UPDATE kg_entities SET search_fold = lower(name || ' ' || entity_type)")
        conn.execute("DELETE FROM lite_meta WHERE key = ?", (SEARCH_FOLD_KEY,))
    finally:
        conn.close()


async def _search(app: AppContext, agent_id: str, query: str) -> list[str]:
    graph = KnowledgeGraphStore(app.stores.db, app.stores.identity)
    return sorted(h.entity.name for h in await graph.search_entities(graph.scope(agent_id), query, limit=200))


def _scan(query: str) -> list[str]:
    needle = fold_text(query)
    if len(needle) < 3:
        return sorted(n for n in NAMES if fold_text(n).startswith(needle))
    return sorted(n for n in NAMES if needle in fold_text(n) + "\n" + "place")


async def test_a_database_without_the_index_gets_it_on_open(isolated_home: Path, test_key: str) -> None:
    app = await open_app(resolve_paths(), program="t", key_policy=KeyPolicy.REQUIRED)
    try:
        path = app.paths.db_path
        agent_id = await _fill(app)
        assert not search_index_missing(path)
    finally:
        await app.close()
    _make_it_old(path)
    assert search_index_missing(path)
    seen: list[tuple[str, int, int]] = []
    result = prepare_database(path, progress=lambda what, done, total: seen.append((what, done, total)))
    assert result.backup_path is not None and result.backup_path.exists() and result.steps == ("the search index",)
    assert ("Folding entity names", len(NAMES), len(NAMES)) in seen and seen[-1][1] == seen[-1][2]
    assert not search_index_missing(path)
    app = await open_app(resolve_paths(), program="t", key_policy=KeyPolicy.REQUIRED)
    try:
        for query in QUERIES:
            assert await _search(app, agent_id, query) == _scan(query), query
        check = await app.stores.db.fetch_all("INSERT INTO kg_search_fts (kg_search_fts, rank) VALUES ('integrity-check', 1)")
        assert check == []
    finally:
        await app.close()


@pytest.mark.parametrize("query", QUERIES)
async def test_the_index_kept_by_triggers_matches_a_scan(app: AppContext, query: str) -> None:
    agent_id = await _fill(app)
    graph = KnowledgeGraphStore(app.stores.db, app.stores.identity)
    scope = graph.scope(agent_id)
    # a rename and a delete go through the triggers too
    [seven] = await graph.find_by_name(scope, "filler entity 7")
    await graph.replace_entity(scope, seven.id, EntityReplacement(
        "Renamed Seven", "place", "", {}, (), seven.confidence, seven.valid_from, None))
    [eight] = await graph.find_by_name(scope, "filler entity 8")
    await graph.delete_entity(scope, eight.id)
    expected = [("Renamed Seven" if n == "filler entity 7" else n) for n in NAMES if n != "filler entity 8"]
    got = sorted(h.entity.name for h in await graph.search_entities(scope, query, limit=200))
    needle = fold_text(query)
    want = sorted(n for n in expected if (fold_text(n).startswith(needle) if len(needle) < 3 else needle in fold_text(n) + "\nplace"))
    assert got == want


def sql_of(count: int) -> str:
    return re.sub(r":([a-z_]+)\b", "?", narrowed_match_sql("kg_search_fts", count))


async def test_a_query_with_rare_trigrams_asks_the_index_for_those_alone(app: AppContext) -> None:
    """A common trigram's long list is left out of the MATCH when the query has rare ones; rows
    holding the rare ones but not the query are still tested away, so the hits are a scan's."""
    agent = await AgentStore(app.stores.db, app.stores.identity).create("helper", provider="local", model="m")
    graph = KnowledgeGraphStore(app.stores.db, app.stores.identity)
    scope = graph.scope(agent.id)
    common = [f"Nang filler {i}" for i in range(RARE_TRIGRAM + 10)]
    names = [*common, "Qzx Nang", "Qzx Nope Nabla", "Nang Qzx Nope", "QZX NẴNG river"]  # Nope Nabla: rare ones apart
    await graph.upsert_entities(scope, [EntityInput(n, "place", description="") for n in names])
    counted = counted_trigrams("qzx nang")
    values = {**trigram_count_values(counted), "match": trigram_match("qzx nang")}
    sql = sql_of(len(counted))
    order = re.findall(r":([a-z_]+)\b", narrowed_match_sql("kg_search_fts", len(counted)))
    row = await app.stores.db.fetch_one(sql + " AS m", [values[name] for name in order])
    assert row is not None
    # "nan" and "ang" are in every filler name (counted up to RARE_TRIGRAM, so left out)
    assert sorted(row["m"].split(" AND ")) == sorted(['"qzx"', '"zx "', '"x n"', '" na"'])
    assert len(names) - 4 >= RARE_TRIGRAM
    # a query of common trigrams only asks for all of them
    common_query = "nang fil"
    counted = counted_trigrams(common_query)
    values = {**trigram_count_values(counted), "match": trigram_match(common_query)}
    order = re.findall(r":([a-z_]+)\b", narrowed_match_sql("kg_search_fts", len(counted)))
    row = await app.stores.db.fetch_one(sql_of(len(counted)) + " AS m", [values[name] for name in order])
    assert row is not None and row["m"] == trigram_match(common_query)
    hits = await graph.search_entities(scope, "qzx nang", limit=200)
    assert sorted(h.entity.name for h in hits) == ["QZX NẴNG river", "Qzx Nang"]
    assert hits[0].entity.name == "Qzx Nang"  # as typed, folded: exact before prefix


def test_a_long_query_counts_trigrams_along_its_length() -> None:
    text = "the quick brown fox jumps over"
    counted = counted_trigrams(text)
    assert len(counted) == MAX_COUNTED_TRIGRAMS
    assert counted[0] == "the" and counted[-1] == "ver"
    assert set(counted) <= set(trigrams(text))
    assert counted_trigrams("abcd") == ["abc", "bcd"]
