"""Merge and undo through the service on SQLite and PostgreSQL: the merged entity comes back
with its id, name, aliases, confidence, properties and every relation (ids and confidences),
and what the survivor learnt after the merge stays with it."""

from __future__ import annotations

import pytest

from goclaw_lite.errors import ValidationError
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import EntityInput, RelationSpec
from tests.integration.conftest import BackendDb


@pytest.fixture
def service(backend_db: BackendDb) -> KnowledgeGraphService:
    return KnowledgeGraphService(backend_db.db, backend_db.identity)


@pytest.fixture
async def agent(service: KnowledgeGraphService) -> Agent:
    return await service.agents.create("helper", provider="local", model="m")


async def relations_of(service: KnowledgeGraphService, agent: Agent, entity_id: str) -> list[tuple[str, str, str, str, float]]:
    return sorted(
        (r.id, r.source_entity_id, r.relation_type, r.target_entity_id, r.confidence)
        for r in await service.list_relations(agent, entity_id)
    )


async def test_undo_of_a_merge_restores_ids_relations_and_aliases(service: KnowledgeGraphService, agent: Agent) -> None:
    await service.ingest(
        agent,
        [EntityInput("Jon Smith", "person", confidence=0.6, aliases=["J. Smith"]), EntityInput("Acme", "org"),
         EntityInput("Paris", "city"), EntityInput("Rome", "city")],
        [RelationSpec("Jon Smith", "Acme", "works_at"), RelationSpec("Jon Smith", "Paris", "lives_in"),
         RelationSpec("Jon Smith", "Rome", "visited")],
    )
    await service.ingest(
        agent,
        [EntityInput("John Smith", "person", confidence=0.9, aliases=["Johnny"], properties={"born": "1970"})],
        [RelationSpec("John Smith", "Acme", "works_at", confidence=0.5), RelationSpec("John Smith", "Rome", "born_in"),
         RelationSpec("John Smith", "Jon Smith", "same_as")],
    )
    [candidate] = await service.duplicates(agent)
    jon = await service.resolve_entity(agent, "Jon Smith")
    john = await service.resolve_entity(agent, "John Smith")
    before = {e.id: await relations_of(service, agent, e.id) for e in (jon, john)}

    outcome = await service.merge_candidate_undoable(agent.id, candidate.id, keep=jon.id)
    assert outcome.result.survivor.id == jon.id
    assert await service.store.get_entities(service.scope(agent), [john.id]) == {}
    merged_rels = await relations_of(service, agent, jon.id)
    assert any(r[2] == "born_in" for r in merged_rels)  # John's relation moved to Jon

    back, again = await service.undo_merge(agent.id, outcome.snapshot)
    assert (back.id, back.name, back.aliases, back.confidence) == (jon.id, jon.name, jon.aliases, jon.confidence)
    assert (again.id, again.name, again.aliases, again.confidence, again.properties) == (
        john.id, "John Smith", john.aliases, john.confidence, john.properties
    )
    after = {e.id: await relations_of(service, agent, e.id) for e in (jon, john)}
    assert after == before
    assert john.id in [e.id for e in await service.search_entities(agent, "Johnny")]  # its alias finds it again
    assert [c.id for c in await service.duplicates(agent)] != []  # the pair is up for review again
    with pytest.raises(ValidationError):
        await service.undo_merge(agent.id, outcome.snapshot)
