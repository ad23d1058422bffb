"""Merging duplicates: the default survivor, the preview, and undo (ids, relations, aliases back)."""

from __future__ import annotations

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import ValidationError
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import EntityInput, RelationSpec
from goclaw_lite.store.records.activity import ActivityFilter


@pytest.fixture
def service(app: AppContext) -> KnowledgeGraphService:
    return KnowledgeGraphService(app.stores.db, app.stores.identity)


@pytest.fixture
async def agent(service: KnowledgeGraphService) -> Agent:
    return await service.agents.create("helper", provider="local", model="m")


async def pair(service: KnowledgeGraphService, agent: Agent) -> str:
    """Jon (less confident, more relations, one shared with John) and John; returns the candidate."""
    await service.ingest(
        agent,
        [EntityInput("Jon Smith", "person", confidence=0.6, aliases=["J. Smith"]), EntityInput("Acme", "org"),
         EntityInput("Paris", "city"), EntityInput("Rome", "city")],
        [RelationSpec("Jon Smith", "Acme", "works_at"), RelationSpec("Jon Smith", "Paris", "lives_in"),
         RelationSpec("Jon Smith", "Rome", "visited")],
    )
    await service.ingest(agent, [EntityInput("John Smith", "person", confidence=0.9)], [
        RelationSpec("John Smith", "Acme", "works_at", confidence=0.5), RelationSpec("John Smith", "Jon Smith", "same_as"),
    ])
    [candidate] = await service.duplicates(agent)
    return candidate.id


async def test_the_default_survivor_has_more_relations(service: KnowledgeGraphService, agent: Agent) -> None:
    candidate = await pair(service, agent)
    result = await service.merge_candidate(agent, candidate)
    assert result.survivor.name == "Jon Smith"  # 4 relations beat John's 2, though John is more confident


async def test_preview_names_what_moves(service: KnowledgeGraphService, agent: Agent) -> None:
    candidate = await pair(service, agent)
    jon = await service.resolve_entity(agent, "Jon Smith")
    preview = await service.merge_preview(agent.id, candidate, jon.id)
    assert (preview.survivor.name, preview.merged.name) == ("Jon Smith", "John Smith")
    assert (preview.relations_to_move, preview.relations_between, preview.aliases_gained) == (1, 1, ("John Smith",))


async def test_undo_brings_both_back_exactly(service: KnowledgeGraphService, agent: Agent) -> None:
    candidate = await pair(service, agent)
    jon = await service.resolve_entity(agent, "Jon Smith")
    john = await service.resolve_entity(agent, "John Smith")
    rels = {e.id: sorted((r.id, r.confidence) for r in await service.list_relations(agent, e.id)) for e in (jon, john)}
    outcome = await service.merge_candidate_undoable(agent.id, candidate, keep=jon.id)
    assert outcome.result.relations_folded == 1 and outcome.result.relations_dropped == 1
    # Something learnt after the merge stays with the survivor through the undo.
    await service.ingest(agent, [EntityInput("Oslo", "city")], [RelationSpec("Jon Smith", "Oslo", "visited")])
    back, again = await service.undo_merge(agent.id, outcome.snapshot)
    assert (back.id, back.aliases, back.confidence) == (jon.id, jon.aliases, jon.confidence)
    assert (again.id, again.name, again.aliases, again.confidence) == (john.id, john.name, john.aliases, john.confidence)
    after = {e.id: sorted((r.id, r.confidence) for r in await service.list_relations(agent, e.id)) for e in (jon, john)}
    assert after[john.id] == rels[john.id]
    assert [x for x in after[jon.id] if x in rels[jon.id]] == rels[jon.id] and len(after[jon.id]) == len(rels[jon.id]) + 1
    assert [c.id for c in await service.duplicates(agent)] != []  # the pair is up for review again
    logged = await service.activity.list(ActivityFilter(action="kg.merge.undo"))
    assert len(logged) == 1
    with pytest.raises(ValidationError):
        await service.undo_merge(agent.id, outcome.snapshot)  # only once
