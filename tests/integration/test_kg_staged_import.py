"""`kg import` as SQLite writes it since issue 32 (staged, set-based) against what the store's
own upsert does: repeats in a file, rows that update stored ones, stored relation ends, file
order of the new ids, the paused triggers and foreign keys put back, and a cancel half way.

Both backends run the semantic tests (PostgreSQL keeps the batch-by-batch writer), so the two
writers are held to the same results.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.ids import reserve_uuid7, uuid7
from goclaw_lite.kg.service import GraphFileError, ImportProgress, KnowledgeGraphService
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import EntityInput
from goclaw_lite.store.graph import bulk as kg_import
from tests.integration.conftest import BackendDb
from tests.integration.test_kg_streamed_import import graph, snapshot, write


@pytest.fixture
def service(backend_db: BackendDb) -> KnowledgeGraphService:
    return KnowledgeGraphService(backend_db.db, backend_db.identity)


@pytest.fixture
async def agent(service: KnowledgeGraphService) -> Agent:
    return await service.agents.create("helper", provider="local", model="m")


def _doc(entities: list[dict[str, Any]], relations: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "goclaw-lite-kg", "version": 1, "entities": entities, "relations": relations}


async def test_repeats_and_stored_rows_go_through_the_upsert_in_file_order(
    service: KnowledgeGraphService, agent: Agent, tmp_path: Path
) -> None:
    await service.ingest(agent, [EntityInput("Stored", "thing", properties={"old": 1}), EntityInput("Far", "place")])
    doc = _doc(
        [
            {"name": "Alpha", "entity_type": "thing", "properties": {"a": 1}},
            {"name": "Beta", "entity_type": "thing"},
            {"name": "alpha", "entity_type": "Thing", "properties": {"b": 2}, "description": "again"},
            {"name": "Stored", "entity_type": "thing", "properties": {"new": 2}},
        ],
        [
            {"source": "Alpha", "target": "Beta", "relation_type": "knows", "confidence": 0.5},
            {"source": "Beta", "target": "Far", "relation_type": "near"},  # an end only the store has
            {"source": "Alpha", "target": "Beta", "relation_type": "knows", "properties": {"p": 1}},
            {"source": "Stored", "target": "Alpha", "relation_type": "knows"},
        ],
    )
    report = await service.import_file(agent, write(tmp_path / "g.json", doc), dedup=False)
    assert (report.entities_created, report.entities_updated) == (2, 2)
    assert (report.relations_created, report.relations_updated) == (3, 1)
    alpha = await service.resolve_entity(agent, "Alpha")
    assert (alpha.name, dict(alpha.properties), alpha.description) == ("alpha", {"a": 1, "b": 2}, "again")
    stored = await service.resolve_entity(agent, "Stored")
    assert dict(stored.properties) == {"old": 1, "new": 2}
    knows = [r for r in await service.list_relations(agent, alpha.id) if r.relation_type == "knows"]
    assert [(r.target_name, r.confidence, dict(r.properties)) for r in knows if r.target_name == "Beta"] == [
        ("Beta", 0.5, {"p": 1})
    ]
    exported = await service.export_document(agent)
    assert [(r["source"], r["target"]) for r in exported["relations"]] == [
        ("alpha", "Beta"),
        ("Beta", "Far"),
        ("Stored", "alpha"),
    ]  # new ids follow the file
    assert [h.entity.name for h in await service.search(agent, "again")] == ["alpha"]
    stats = await service.stats(agent)
    assert stats == await service.store.scanned_stats(service.scope(agent), stats.as_of)


async def test_an_ambiguous_end_is_named_as_before(
    service: KnowledgeGraphService, agent: Agent, backend_db: BackendDb, tmp_path: Path
) -> None:
    await service.ingest(agent, [EntityInput("Twin", "thing"), EntityInput("Twin", "place")])
    before = await snapshot(backend_db)
    doc = _doc([{"name": "One", "entity_type": "thing"}], [{"source": "One", "target": "Twin", "relation_type": "r"}])
    with pytest.raises(GraphFileError, match=r"relations\[0\]\.target: 'Twin' matches entities of several types"):
        await service.import_file(agent, write(tmp_path / "g.json", doc))
    assert await snapshot(backend_db) == before


@pytest.mark.parametrize(
    ("relation", "message"),
    [
        ({"source": "One", "target": "Twin", "relation_type": "r"},
         r"target: 'Twin' matches entities of several types"),
        ({"source": "One", "target": "Twin", "target_type": "city", "relation_type": "r"},
         r"target: no entity named 'Twin' of type 'city'"),
        ({"source": "Nobody", "target": "One", "relation_type": "r"}, r"source: no entity named 'Nobody'"),
    ],
)
async def test_ends_in_a_graph_that_was_empty_are_resolved_from_the_file_alone(
    service: KnowledgeGraphService, agent: Agent, backend_db: BackendDb, tmp_path: Path,
    relation: dict[str, Any], message: str,
) -> None:
    """Into an empty graph every entity is one of the file's (SQLite matches the ends against
    them in one sorted pass): typed and untyped ends resolve, and the same errors as before."""
    entities = [{"name": "One", "entity_type": "thing"}, {"name": "Twin", "entity_type": "thing"},
                {"name": "twin", "entity_type": "place"}, {"name": "Solo", "entity_type": "person"}]
    good = [{"source": "one", "target": "Solo", "relation_type": "knows"},
            {"source": "Solo", "source_type": "person", "target": "TWIN", "target_type": "Place",
             "relation_type": "near"},
            {"source": "Solo", "source_type": " ", "target": "One", "relation_type": "likes"}]  # blank: no type
    before = await snapshot(backend_db)
    bad = _doc(entities, [*good, relation])
    with pytest.raises(GraphFileError, match=r"relations\[3\]\." + message):
        await service.import_file(agent, write(tmp_path / "bad.json", bad))
    assert await snapshot(backend_db) == before
    report = await service.import_file(agent, write(tmp_path / "good.json", _doc(entities, good)))
    assert (report.entities_created, report.relations_created) == (4, 3)
    exported = await service.export_document(agent)
    assert [(r["source"], r["relation_type"], r["target"]) for r in exported["relations"]] == [
        ("One", "knows", "Solo"), ("Solo", "near", "twin"), ("Solo", "likes", "One")]


async def test_a_new_row_whose_window_ended_is_refused(
    service: KnowledgeGraphService, agent: Agent, backend_db: BackendDb, tmp_path: Path
) -> None:
    before = await snapshot(backend_db)
    doc = _doc([{"name": "Gone", "entity_type": "thing", "valid_until": "2001-01-01T00:00:00Z"}], [])
    with pytest.raises(GraphFileError, match=r"entities\[0\]: valid_until must be later than valid_from"):
        await service.import_file(agent, write(tmp_path / "g.json", doc))
    assert await snapshot(backend_db) == before


async def _sqlite_state(backend_db: BackendDb) -> tuple[Any, list[str]]:
    db = backend_db.db
    triggers = await db.fetch_all(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('kg_entities', 'kg_relations') "
        "ORDER BY name"
    )
    return await db.fetch_value("PRAGMA foreign_keys"), [str(t["name"]) for t in triggers]


async def test_an_import_into_an_empty_graph_puts_foreign_keys_and_triggers_back(
    service: KnowledgeGraphService, agent: Agent, backend_db: BackendDb, tmp_path: Path
) -> None:
    if backend_db.backend != "sqlite":
        pytest.skip("SQLite's staged writer")
    state = await _sqlite_state(backend_db)
    assert state[0] == 1 and "trg_kg_search_insert" in state[1]
    await service.import_file(agent, write(tmp_path / "g.json", graph(50)))
    with pytest.raises(GraphFileError):
        await service.import_file(agent, write(tmp_path / "bad.json", graph(50, tail=[{"source": "x"}])))
    assert await _sqlite_state(backend_db) == state
    await service.ingest(agent, [EntityInput("Later", "thing")])  # the insert triggers work again
    assert [h.entity.name for h in await service.search(agent, "later")] == ["Later"]
    stats = await service.stats(agent)
    assert stats.entity_count == 51 and stats == await service.store.scanned_stats(service.scope(agent), stats.as_of)


async def test_cancelling_half_way_leaves_the_store_unchanged(
    service: KnowledgeGraphService, agent: Agent, backend_db: BackendDb, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(kg_import, "BULK_MIN_ROWS", 0)  # the indexes dropped too
    await service.ingest(agent, [EntityInput("Before", "thing")])
    before = await snapshot(backend_db)
    state = await _sqlite_state(backend_db) if backend_db.backend == "sqlite" else None
    path = write(tmp_path / "g.json", graph(300))
    seen: list[ImportProgress] = []

    def cancel_while_writing(update: ImportProgress) -> None:  # what the window's Cancel does: cancel the task
        seen.append(update)
        if update.stage == "index":  # the rows are read (and on SQLite the entities written)
            task.cancel()

    task = asyncio.ensure_future(service.import_file(agent, path, progress=cancel_while_writing))
    with pytest.raises(asyncio.CancelledError):
        await task
    assert seen[-1].stage == "index"
    assert await snapshot(backend_db) == before
    if state is not None:
        assert await _sqlite_state(backend_db) == state
    report = await service.import_file(agent, path)  # and the same file imports whole afterwards
    assert report.entities_created == 300


def _readers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "kg-import-reader"]


async def test_cancelling_while_reading_stops_the_reader_thread(
    service: KnowledgeGraphService, agent: Agent, backend_db: BackendDb, tmp_path: Path
) -> None:
    """The file is read in a thread ahead of the writer: a cancel must end it too (left alone, it
    would wait forever to hand over its next batch), and nothing is written."""
    before = await snapshot(backend_db)
    path = write(tmp_path / "g.json", graph(40_000))
    seen: list[ImportProgress] = []

    def cancel_while_reading(update: ImportProgress) -> None:
        seen.append(update)
        if update.stage == "read" and len(seen) == 1:
            assert _readers(), "the file is read in a thread of its own"
            task.cancel()

    task = asyncio.ensure_future(service.import_file(agent, path, progress=cancel_while_reading))
    with pytest.raises(asyncio.CancelledError):
        await task
    assert seen and seen[0].fraction < 0.5  # cancelled with most of the file still to read
    deadline = time.monotonic() + 60  # generous: the thread stops at its next record or batch
    while _readers() and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    assert not _readers()
    assert await snapshot(backend_db) == before


def test_reserved_ids_sort_in_order_and_before_later_ones() -> None:
    first = reserve_uuid7(5000)  # more than one millisecond's 4096 sequence numbers
    block = [first + i for i in range(5000)]
    assert block == sorted(block) and (block[-1] >> 12) > (block[0] >> 12)
    later = int(uuid7().replace("-", ""), 16)
    assert (later >> 80, (later >> 64) & 0xFFF) > (block[-1] >> 12, block[-1] & 0xFFF)


async def test_staged_ids_are_uuid7_text(service: KnowledgeGraphService, agent: Agent, tmp_path: Path) -> None:
    await service.import_file(agent, write(tmp_path / "g.json", graph(30)))
    exported = await service.export_document(agent)
    ids = [e.id for e in await service.store.all_entities(service.scope(agent))]
    assert len(exported["entities"]) == 30 and ids == sorted(ids)
    assert all(len(i) == 36 and i[14] == "7" and i[19] in "89ab" for i in ids)
    assert json.dumps(exported)  # plain JSON all the way


async def test_an_import_inside_a_callers_transaction(
    service: KnowledgeGraphService, agent: Agent, tmp_path: Path
) -> None:
    async with service.store.transaction():  # SQLite takes no temp_store change here: the import keeps the settings
        report = await service.import_file(agent, write(tmp_path / "g.json", graph(20)))
    assert (report.entities_created, report.relations_created) == (20, 40)
    assert (await service.stats(agent)).relation_count == 40
