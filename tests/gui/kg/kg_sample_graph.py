"""A small but rich sample knowledge graph (people, places, projects, organisations).

Written through `KnowledgeGraphService.ingest` (no dedup), so the tests see exactly these
entities; two near-duplicates are then queued for review as the dedup would.
"""

from __future__ import annotations

from dataclasses import dataclass

from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import CandidatePair, EntityInput, RelationSpec

PAST = "2020-01-01T00:00:00.000Z"

ENTITIES: tuple[EntityInput, ...] = (
    EntityInput("Ada Lovelace", "person", "Mathematician; wrote the first published program.",
                {"born": "1815", "role": "analyst"}, aliases=("Augusta Ada King",), confidence=0.97, valid_from=PAST),
    EntityInput("Charles Babbage", "person", "Designed the Analytical Engine.", {"born": "1791"}, confidence=0.95, valid_from=PAST),
    EntityInput("Grace Hopper", "person", "Pioneer of compilers; rear admiral.", {"born": "1906"}, confidence=0.93, valid_from=PAST),
    EntityInput("Alan Turing", "person", "Computing theory and code breaking.", {"born": "1912"}, confidence=0.96, valid_from=PAST),
    EntityInput("Mary Somerville", "person", "Scientist and Ada's tutor.", confidence=0.62, valid_from=PAST),
    EntityInput("Linus Torvalds", "person", "Created Linux and Git.", confidence=0.9, valid_from=PAST),
    EntityInput("London", "place", "Capital of England.", {"country": "UK"}, confidence=0.99, valid_from=PAST),
    EntityInput("Bletchley Park", "place", "Wartime code-breaking centre.", confidence=0.94, valid_from=PAST),
    EntityInput("Helsinki", "place", "Capital of Finland.", confidence=0.9, valid_from=PAST),
    EntityInput("Arlington", "place", "Virginia, USA.", confidence=0.7, valid_from=PAST),
    EntityInput("Analytical Engine", "project", "A general-purpose mechanical computer.", {"status": "design"},
                confidence=0.92, valid_from=PAST),
    EntityInput("Bombe", "project", "Electromechanical code-breaking machine.", confidence=0.88, valid_from=PAST),
    EntityInput("COBOL", "project", "Business programming language.", {"year": "1959"}, confidence=0.9, valid_from=PAST),
    EntityInput("Linux", "project", "Operating-system kernel.", {"licence": "GPL-2.0"}, confidence=0.98, valid_from=PAST),
    EntityInput("Git", "project", "Distributed version control.", confidence=0.97, valid_from=PAST),
    EntityInput("Royal Society", "organization", "Learned society of sciences.", confidence=0.85, valid_from=PAST),
    EntityInput("US Navy", "organization", "Naval service of the United States.", confidence=0.8, valid_from=PAST),
    EntityInput("Difference Engine", "project", "Babbage's earlier calculator.", confidence=0.4, valid_from=PAST),
    EntityInput("Ada King Lovelace", "person", "Countess of Lovelace, mathematician.", confidence=0.55, valid_from=PAST),
    EntityInput("Linus Torvald", "person", "Creator of the Linux kernel.", confidence=0.45, valid_from=PAST),
)

_LINKS: tuple[tuple[str, str, str], ...] = (
    ("Ada Lovelace", "Charles Babbage", "collaborated_with"),
    ("Ada Lovelace", "Analytical Engine", "wrote_notes_on"),
    ("Charles Babbage", "Analytical Engine", "designed"),
    ("Charles Babbage", "Difference Engine", "designed"),
    ("Ada Lovelace", "London", "lived_in"),
    ("Charles Babbage", "London", "lived_in"),
    ("Mary Somerville", "Ada Lovelace", "tutored"),
    ("Charles Babbage", "Royal Society", "member_of"),
    ("Mary Somerville", "Royal Society", "member_of"),
    ("Alan Turing", "Bletchley Park", "worked_at"),
    ("Alan Turing", "Bombe", "designed"),
    ("Alan Turing", "Royal Society", "member_of"),
    ("Alan Turing", "Analytical Engine", "cited"),
    ("Bletchley Park", "London", "near"),
    ("Grace Hopper", "COBOL", "designed"),
    ("Grace Hopper", "US Navy", "served_in"),
    ("Grace Hopper", "Arlington", "buried_in"),
    ("Grace Hopper", "Ada Lovelace", "admired"),
    ("Linus Torvalds", "Linux", "created"),
    ("Linus Torvalds", "Git", "created"),
    ("Linus Torvalds", "Helsinki", "born_in"),
    ("Git", "Linux", "hosts"),
)
RELATIONS: tuple[RelationSpec, ...] = tuple(RelationSpec(a, b, kind, valid_from=PAST) for a, b, kind in _LINKS)


@dataclass(frozen=True)
class SampleGraph:
    agent: Agent
    ids: dict[str, str]  # entity name -> id

    def id(self, name: str) -> str:
        return self.ids[name]


async def build_sample(service: KnowledgeGraphService, agent: Agent) -> SampleGraph:
    report = await service.ingest(agent, ENTITIES, RELATIONS, dedup=False, source="sample")
    ids = {e.name: i for e, i in zip(ENTITIES, report.entity_ids, strict=True)}
    await service.store.add_dedup_candidates(
        service.scope(agent),
        [
            CandidatePair(ids["Ada Lovelace"], ids["Ada King Lovelace"], 0.94, 0.91),
            CandidatePair(ids["Linus Torvalds"], ids["Linus Torvald"], 0.97, 0.98),
        ],
    )
    return SampleGraph(agent, ids)
