"""KnowledgeGraphService: ingest with dedup, merging, the file format, export round trip."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.kg.service import GraphFileError, KnowledgeGraphService, parse_document
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import EntityInput, RelationSpec
from goclaw_lite.store.records.activity import ActivityFilter


@pytest.fixture
def service(app: AppContext) -> KnowledgeGraphService:
    return KnowledgeGraphService(app.stores.db, app.stores.identity)


@pytest.fixture
async def agent(service: KnowledgeGraphService) -> Agent:
    return await service.agents.create("helper", provider="local", model="m")


async def table_count(app: AppContext, table: str) -> int:
    return int(await app.stores.db.fetch_value(f"SELECT COUNT(*) FROM {table}"))


# --- dedup on ingest ----------------------------------------------------------------------


async def test_ingest_merges_a_near_identical_entity(service: KnowledgeGraphService, agent: Agent) -> None:
    first = await service.ingest(agent, [EntityInput("Đà Nẵng", "city", description="coastal city"), EntityInput("Bob", "person")])
    keep = first.entity_ids[0]
    report = await service.ingest(
        agent,
        [EntityInput("Da Nang", "City", properties={"population": 1_200_000}, confidence=0.6)],
        [RelationSpec("Da Nang", "Bob", "visited_by")],
    )
    assert [(m.survivor_id, m.merged_name, m.similarity) for m in report.merges] == [(keep, "Da Nang", 1.0)]
    assert report.entities_created == 0 and report.entity_ids == (keep,)
    survivor = await service.get_entity(agent, keep)
    assert survivor.aliases == ("Da Nang",) and survivor.properties == {"population": 1_200_000}
    assert survivor.description == "coastal city" and survivor.confidence == 1.0
    [rel] = await service.list_relations(agent, keep)
    assert (rel.source_name, rel.relation_type, rel.target_name) == ("Đà Nẵng", "visited_by", "Bob")
    assert (await service.stats(agent)).entity_count == 2


async def test_dedup_stays_within_one_type(service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(agent, [EntityInput("Paris", "city")])
    report = await service.ingest(agent, [EntityInput("Paris", "person")])
    assert report.merges == () and report.entities_created == 1 and report.candidates_queued == 0
    # within one batch new entities are not compared with each other, only with what was stored
    report = await service.ingest(agent, [EntityInput("Pariss", "person"), EntityInput("Parisss", "person")])
    assert report.merges == () and report.entities_created == 2 and report.candidates_queued == 2
    await service.dismiss_candidate(agent, next(c.id for c in await service.duplicates(agent) if "Parisss" in (c.entity_a.name, c.entity_b.name)))
    [candidate] = await service.duplicates(agent)
    assert {candidate.entity_a.name, candidate.entity_b.name} == {"Paris", "Pariss"}
    assert candidate.entity_a.entity_type == candidate.entity_b.entity_type == "person"


async def test_review_candidates_merge_or_dismiss(app: AppContext, service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(agent, [EntityInput("Jon Smith", "person", confidence=0.6)])
    report = await service.ingest(agent, [EntityInput("John Smith", "person", confidence=0.9), EntityInput("Jonny Smith", "person")])
    assert report.merges == () and report.candidates_queued == 2
    candidates = await service.duplicates(agent)
    assert [c.similarity for c in candidates] == sorted((c.similarity for c in candidates), reverse=True)
    john = next(c for c in candidates if "John Smith" in (c.entity_a.name, c.entity_b.name))
    with pytest.raises(ValidationError):
        await service.merge_candidate(agent, john.id, keep="00000000-0000-7000-8000-000000000000")
    result = await service.merge_candidate(agent, john.id)
    assert result.survivor.name == "John Smith" and result.merged_name == "Jon Smith"  # higher confidence wins
    assert result.survivor.aliases == ("Jon Smith",)
    remaining = await service.duplicates(agent)
    assert len(remaining) == 1  # the Jonny pair moved from Jon to John, or stayed on John
    await service.dismiss_candidate(agent, remaining[0].id)
    assert await service.duplicates(agent) == []
    with pytest.raises(NotFoundError):
        await service.dismiss_candidate(agent, remaining[0].id)
    logged = await service.activity.list(ActivityFilter(action="kg.merge"))
    assert len(logged) == 1 and logged[0].details["reason"] == "candidate"
    assert logged[0].details["candidate_id"] == john.id


async def test_thresholds_come_from_the_agent(app: AppContext, service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(agent, [EntityInput("Jon Smith", "person")])
    strict = await service.ingest(agent, [EntityInput("John Smith", "person")])
    assert strict.merges == () and strict.candidates_queued == 1  # 0.973 < 0.98 by default
    loose_agent = await service.agents.update(agent.id, kg_dedup_config={"auto_merge_threshold": 0.95})
    loose = await service.ingest(loose_agent, [EntityInput("Jonn Smith", "person")])
    assert [m.merged_name for m in loose.merges] == ["Jonn Smith"]
    off = await service.agents.update(agent.id, kg_dedup_config={"enabled": False})
    quiet = await service.ingest(off, [EntityInput("Jonathan Smith", "person"), EntityInput("John Smit", "person")])
    assert quiet.merges == () and quiet.candidates_queued == 0
    broken = await service.agents.update(agent.id, kg_dedup_config={"review_threshold": 2})
    before = await table_count(app, "kg_entities")
    with pytest.raises(ValidationError, match="review_threshold"):
        await service.ingest(broken, [EntityInput("Someone", "person")])
    assert await table_count(app, "kg_entities") == before


async def test_ingest_and_its_merges_roll_back_together(app: AppContext, service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(agent, [EntityInput("Đà Nẵng", "city")])
    with pytest.raises(ValidationError, match=r"relations\[0\]\.target"):
        await service.ingest(agent, [EntityInput("Da Nang", "city")], [RelationSpec("Da Nang", "Nowhere", "near")])
    assert await table_count(app, "kg_entities") == 1
    assert (await service.get_entity(agent, (await service.resolve_entity(agent, "Đà Nẵng")).id)).aliases == ()
    assert await service.activity.list(ActivityFilter(action="kg.merge")) == []


async def test_upsert_entity_dedups_too(service: KnowledgeGraphService, agent: Agent) -> None:
    await service.upsert_entity(agent, EntityInput("Zürich", "city"))
    outcome = await service.upsert_entity(agent, EntityInput("Zurich", "city", description="largest Swiss city"))
    assert outcome.merged is not None and outcome.entity.name == "Zürich" and not outcome.created
    assert outcome.entity.description == "largest Swiss city"
    plain = await service.upsert_entity(agent, EntityInput("Zurich", "city"), dedup=False)
    assert plain.created and plain.merged is None


async def test_manual_merge_by_name(service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(
        agent, [EntityInput("IBM", "company"), EntityInput("Big Blue", "company"), EntityInput("Ann", "person")],
        [RelationSpec("Ann", "Big Blue", "works_at")],
    )
    result = await service.merge(agent, "ibm", "big blue")
    assert result.survivor.name == "IBM" and result.relations_moved == 1
    with pytest.raises(NotFoundError, match="Did you mean 'IBM'"):
        await service.merge(agent, "IBM", "Big")
    with pytest.raises(ValidationError, match="same entity"):
        await service.merge(agent, "IBM", "ibm")


async def test_resolving_an_ambiguous_name(service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(agent, [EntityInput("Mercury", "planet"), EntityInput("Mercury", "element")])
    with pytest.raises(ValidationError, match="names 2 entities"):
        await service.resolve_entity(agent, "mercury")


# --- files --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"entities": [', "not valid JSON: Expecting value at line 1, column 15"),
        ('{"entities": []\n,,}', "line 2, column 2"),
        ("[]", "top level must be an object"),
        ('{"entities": {}}', "entities: must be a list"),
        ('{"entities": [{"name": "a", "entity_type": "t"}, 3]}', r"entities\[1\]: must be an object"),
        ('{"entities": [{"entity_type": "t"}]}', r"entities\[0\]\.name: missing"),
        ('{"entities": [{"name": "", "entity_type": "t"}]}', r"entities\[0\]\.name: is empty"),
        ('{"entities": [{"name": 5, "entity_type": "t"}]}', r"entities\[0\]\.name: must be text"),
        ('{"entities": [{"name": "a", "entity_type": "t", "confidence": "high"}]}', r"entities\[0\]\.confidence: must be a number"),
        ('{"entities": [{"name": "a", "entity_type": "t", "confidence": 3}]}', r"entities\[0\]\.confidence: confidence 3"),
        ('{"entities": [{"name": "a", "entity_type": "t", "valid_from": "soon"}]}', r"entities\[0\]\.valid_from"),
        ('{"entities": [{"name": "a", "entity_type": "t", "nmae": "x"}]}', r"entities\[0\]: unknown field 'nmae'"),
        ('{"relations": [{"source": "a", "target": "b"}]}', r"relations\[0\]\.relation_type: missing"),
        ('{"version": 7}', "version: this GoClaw Lite reads version 1"),
        ('{"entitys": []}', "entitys: unknown field"),
    ],
)
def test_malformed_files_name_the_fault(text: str, message: str) -> None:
    with pytest.raises(GraphFileError, match=message):
        parse_document(text, source="g.json")


def test_many_problems_are_summarised() -> None:
    text = json.dumps({"entities": [{"entity_type": "t"} for _ in range(15)]})
    with pytest.raises(GraphFileError, match=r"entities\[9\]\.name: missing; and 5 more"):
        parse_document(text)


async def test_a_bad_file_writes_nothing(tmp_path: Path, app: AppContext, service: KnowledgeGraphService, agent: Agent) -> None:
    good = {"entities": [{"name": f"E{i}", "entity_type": "t"} for i in range(5)]}
    bad_name = {**good, "relations": [{"source": "E1", "target": "E9", "relation_type": "r"}]}
    path = tmp_path / "g.json"
    path.write_text(json.dumps(bad_name), encoding="utf-8")
    with pytest.raises(GraphFileError, match=r"nothing was written.*relations\[0\]\.target: no entity named 'E9'"):
        await service.import_file(agent, path)
    path.write_bytes(b"\xff\xfe{}")
    with pytest.raises(GraphFileError, match="not UTF-8"):
        await service.import_file(agent, path)
    with pytest.raises(GraphFileError, match="does not exist"):
        await service.import_file(agent, tmp_path / "missing.json")
    assert await table_count(app, "kg_entities") == 0 and await table_count(app, "kg_relations") == 0


async def test_export_imports_back_unchanged(tmp_path: Path, service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(
        agent,
        [
            EntityInput("Đà Nẵng", "city", description="coastal", properties={"pop": 1.2, "tags": ["sea"]}, confidence=0.8),
            EntityInput("Jon Smith", "person", aliases=["Johnny"]),
            EntityInput("John Smith", "person"),  # a near-duplicate the user keeps
            EntityInput("Old Firm", "company", valid_from="2020-01-01T00:00:00Z", valid_until="2021-01-01T00:00:00Z"),
            EntityInput("Paris", "city"),
            EntityInput("Paris", "person"),
        ],
        [
            RelationSpec("Jon Smith", "Đà Nẵng", "lives_in", confidence=0.7, properties={"since": 2019}),
            RelationSpec("Jon Smith", "Old Firm", "worked_at", valid_from="2020-02-01T00:00:00Z"),
            RelationSpec("Paris", "Paris", "named_after", source_type="person", target_type="city"),
            RelationSpec("John Smith", "John Smith", "self"),
        ],
    )
    first = await service.export_document(agent)
    path = tmp_path / "export.json"
    await service.export_file(agent, path)
    with pytest.raises(ValidationError, match="already exists"):
        await service.export_file(agent, path)
    other = await service.agents.create("copy", provider="local", model="m")
    report = await service.import_file(other, path)
    assert report.merges == () and report.entities_created == 6 and report.relations_created == 4
    second = await service.export_document(other)

    def comparable(doc: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in doc.items() if k != "exported_at"}

    assert comparable(second) == comparable(first)
    assert json.loads(path.read_text(encoding="utf-8"))["entities"] == first["entities"]


# --- prune and the agent tools ------------------------------------------------------------


async def test_prune_is_logged_only_when_it_removes(service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(agent, [EntityInput("Weak", "t", confidence=0.1), EntityInput("Strong", "t")])
    preview = await service.prune(agent, 0.5, dry_run=True)
    assert preview.entities == 1 and await service.activity.list(ActivityFilter(action="kg.prune")) == []
    done = await service.prune(agent, 0.5)
    assert done.entities == 1 and (await service.stats(agent)).entity_count == 1
    [logged] = await service.activity.list(ActivityFilter(action="kg.prune"))
    assert logged.details["entities"] == 1


async def test_reads_take_an_agent_id_as_well(service: KnowledgeGraphService, agent: Agent) -> None:
    """Callers that only hold an agent id (chat tools, the GUI) get the same graph."""
    entities = [EntityInput("Ada", "person"), EntityInput("Engine", "machine")]
    report = await service.ingest(agent, entities, [RelationSpec("Ada", "Engine", "programmed")])
    [hit] = await service.search_entities(agent.id, "ada", limit=5)
    assert hit.name == "Ada"
    walked = list(await service.traverse(agent.id, report.entity_ids[0], max_depth=3))
    assert [(n.name, n.depth, n.via) for n in walked] == [("Engine", 1, "programmed")]
    with pytest.raises(ValidationError, match="direction"):
        await service.traverse(agent.id, report.entity_ids[0], direction="sideways")
