"""The streamed `kg import` on SQLite and PostgreSQL: batches, bulk index rebuild, bad input.

Files here span several write batches (the batch sizes are lowered, not mocked), so relations
resolve against entities written by earlier batches, and a problem near the end must undo
what the earlier batches wrote. On SQLite the bulk mode (secondary indexes dropped and built
again in the import's transaction) is forced, so the indexes, counters and search index are
checked after a rebuild and after a rollback.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.kg import graph_file
from goclaw_lite.kg import importing as service_module
from goclaw_lite.kg.service import GraphFileError, ImportProgress, KnowledgeGraphService
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import EntityInput
from goclaw_lite.store.graph import bulk as kg_import
from tests.integration.conftest import BackendDb

N = 700


@pytest.fixture(autouse=True)
def small_batches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(service_module, "ENTITY_BATCH", 97)
    monkeypatch.setattr(service_module, "RELATION_BATCH", 113)
    monkeypatch.setattr(kg_import, "BULK_MIN_ROWS", 0)


@pytest.fixture
def service(backend_db: BackendDb) -> KnowledgeGraphService:
    return KnowledgeGraphService(backend_db.db, backend_db.identity)


@pytest.fixture
async def agent(service: KnowledgeGraphService) -> Agent:
    return await service.agents.create("helper", provider="local", model="m")


def graph(n: int = N, *, relations_first: bool = False, tail: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    entities = [
        {"name": f"Node {i}", "entity_type": "thing" if i % 2 else "place", "description": f"number {i}"}
        for i in range(n)
    ]
    relations: list[dict[str, Any]] = [
        {"source": f"Node {i}", "target": f"Node {(i * 7 + 1) % n}", "relation_type": "links"} for i in range(n)
    ] + [
        {"source": f"Node {i}", "target": f"Node {(i + 1) % n}", "relation_type": "next", "confidence": 0.5}
        for i in range(n)
    ]
    relations += tail or []
    if relations_first:
        return {"relations": relations, "entities": entities}
    return {"format": "goclaw-lite-kg", "version": 1, "entities": entities, "relations": relations}


def write(path: Path, doc: Any) -> Path:
    path.write_text(json.dumps(doc) if not isinstance(doc, str) else doc, encoding="utf-8")
    return path


async def snapshot(backend_db: BackendDb) -> dict[str, Any]:
    """What a failed import must leave exactly as it was."""
    db = backend_db.db
    shot: dict[str, Any] = {
        "entities": await db.fetch_value("SELECT COUNT(*) FROM kg_entities"),
        "relations": await db.fetch_value("SELECT COUNT(*) FROM kg_relations"),
        "counts": sorted(tuple(r.values()) for r in await db.fetch_all("SELECT kind, type, n FROM kg_counts")),
    }
    if backend_db.backend == "sqlite":
        shot["indexes"] = sorted(
            str(r["name"])
            for r in await db.fetch_all(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('kg_entities', 'kg_relations')"
            )
        )
        shot["search_docs"] = await db.fetch_value("SELECT COUNT(*) FROM kg_search_docs")
    return shot


async def test_a_file_larger_than_a_batch_imports_whole(
    service: KnowledgeGraphService, agent: Agent, backend_db: BackendDb, tmp_path: Path
) -> None:
    empty = await snapshot(backend_db)
    seen: list[ImportProgress] = []
    report = await service.import_file(agent, write(tmp_path / "g.json", graph()), progress=seen.append)
    assert (report.entities_created, report.relations_created, report.merges) == (N, 2 * N, ())
    stats = await service.stats(agent)
    assert (stats.entity_count, stats.relation_count) == (N, 2 * N)
    assert stats == await service.store.scanned_stats(service.scope(agent), stats.as_of)
    hits = await service.search(agent, "node 69")
    assert hits[0].entity.name == "Node 69"
    node = await service.resolve_entity(agent, "Node 3")
    assert {(r.relation_type, r.target_name) for r in await service.list_relations(agent, node.id)} >= {
        ("links", "Node 22"),
        ("next", "Node 4"),
    }
    assert (await snapshot(backend_db)).get("indexes") == empty.get("indexes")  # built again after the bulk load
    assert seen[0].stage == "read" and seen[-1].stage == "index"
    assert any(p.stage == "read" and p.fraction == 1.0 and p.rows == 3 * N for p in seen)

    again = await service.import_file(agent, write(tmp_path / "g.json", graph()))  # every row is there already
    assert (again.entities_created, again.entities_updated, again.relations_created, again.relations_updated) == (
        0,
        N,
        0,
        2 * N,
    )
    assert (await service.stats(agent)).entity_count == N


async def test_relations_listed_before_entities_still_resolve(
    service: KnowledgeGraphService, agent: Agent, tmp_path: Path
) -> None:
    report = await service.import_file(agent, write(tmp_path / "g.json", graph(relations_first=True)))
    assert (report.entities_created, report.relations_created) == (N, 2 * N)


@pytest.mark.parametrize(
    ("tail", "message"),
    [
        (
            [{"source": "Node 1", "target": "Nobody", "relation_type": "r"}],
            r"relations\[1400\]\.target: no entity named 'Nobody'",
        ),
        (
            [{"source": "Node 1", "target": "Node 2", "relation_type": 5}],
            r"relations\[1400\]\.relation_type: must be text",
        ),
        (
            [{"source": "Node 1", "target": "Node 2", "relation_type": "r", "confidence": 7}],
            r"\[1400\]\.confidence: confidence 7 is outside",
        ),
    ],
)
async def test_a_bad_record_near_the_end_leaves_the_store_unchanged(
    service: KnowledgeGraphService,
    agent: Agent,
    backend_db: BackendDb,
    tmp_path: Path,
    tail: list[dict[str, Any]],
    message: str,
) -> None:
    await service.ingest(agent, [EntityInput("Before", "thing")])
    before = await snapshot(backend_db)
    with pytest.raises(GraphFileError, match=f"nothing was written.*{message}"):
        await service.import_file(agent, write(tmp_path / "g.json", graph(tail=tail)))
    assert await snapshot(backend_db) == before
    assert [h.entity.name for h in await service.search(agent, "before")] == ["Before"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '{"entities": [{"name": "a", "entity_type": "t", "properties": ' + '{"x": ' * 200 + "1" + "}" * 200 + "}]}",
            "nested more than 64 levels deep",
        ),
        ('{"entities": ' + "[" * 100_000, "nested more than 64 levels deep"),
        ("[" * 100_000, "top level must be an object"),
        (
            '{"entities": [{"name": "a", "entity_type": "t", "properties": {"n": 1' + "2" * 5000 + "}}]}",
            "number too large to store",
        ),
        (
            '{"entities": [{"name": "a", "entity_type": "t"}, {"name": "b", "entity_ty',
            "not valid JSON: Unterminated string",
        ),
        ('{"entities": [{"name": ["a"], "entity_type": "t"}]}', r"entities\[0\]\.name: must be text"),
        ('{"entities": [{"name": "a", "entity_type": "t", "confidence": 1e999}]}', "number too large to store"),
        ('"just text"', "top level must be an object"),
    ],
)
async def test_bad_input_is_one_clear_line(
    service: KnowledgeGraphService, agent: Agent, backend_db: BackendDb, tmp_path: Path, text: str, message: str
) -> None:
    before = await snapshot(backend_db)
    with pytest.raises(GraphFileError, match=message) as caught:
        await service.import_file(agent, write(tmp_path / "bad.json", text))
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 400
    assert await snapshot(backend_db) == before


async def test_a_large_file_names_the_byte_the_parser_stopped_near(
    service: KnowledgeGraphService, agent: Agent, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(graph_file, "EXACT_ERRORS_UP_TO", 0)  # as if the file were too big to parse again whole
    text = json.dumps(graph())
    with pytest.raises(GraphFileError, match=rf"not valid JSON: premature EOF at its end \(byte {len(text) - 40}\)"):
        await service.import_file(agent, write(tmp_path / "cut.json", text[:-40]))
    with pytest.raises(GraphFileError, match=r"not valid JSON: .* near byte \d+; nothing was imported"):
        await service.import_file(agent, write(tmp_path / "comma.json", text.replace('"next"', '"next",,', 1)))


async def test_dedup_pages_through_the_new_entities(
    service: KnowledgeGraphService, agent: Agent, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await service.ingest(
        agent, [EntityInput("Node 650", "place", description="number 650"), EntityInput("Solo", "thing")]
    )
    doc = graph()
    doc["entities"][650]["name"] = "Node  650."  # merges into the stored one (a different external id)
    doc["relations"].append({"source": "Solo", "target": "Node 3", "relation_type": "knows"})  # a stored end
    report = await service.import_file(agent, write(tmp_path / "g.json", doc))
    assert [(m.merged_name, m.survivor_name) for m in report.merges] == [("Node 650.", "Node 650")]
    assert report.entities_created == N - 1 and report.candidates_queued > 0
    survivor = await service.resolve_entity(agent, "Node 650")
    assert "next" in {r.relation_type for r in await service.list_relations(agent, survivor.id)}
