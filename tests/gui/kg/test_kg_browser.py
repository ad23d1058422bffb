"""KGBrowser, the page's service, on a real store (plain asyncio, no Qt)."""

from __future__ import annotations

import pytest
from kg_sample_graph import SampleGraph, build_sample

from goclaw_lite.app.context import AppContext
from goclaw_lite.errors import NotFoundError, ValidationError
from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.models import EntityQuery, UndoKind
from goclaw_lite.kg.service import KnowledgeGraphService
from goclaw_lite.model.kg import EntityInput, EntityReplacement, RelationInput
from goclaw_lite.store.records.activity import ActivityStore


@pytest.fixture
async def browser(app: AppContext) -> KGBrowser:
    return KGBrowser(KnowledgeGraphService(app.stores.db, app.stores.identity))


@pytest.fixture
async def sample(browser: KGBrowser) -> SampleGraph:
    agent = await browser.graph.agents.create("historian", provider="local", model="m")
    return await build_sample(browser.graph, agent)


async def test_pages_and_searches(browser: KGBrowser, sample: SampleGraph) -> None:
    first = await browser.entity_rows(EntityQuery(sample.agent.id), 0, 5)
    second = await browser.entity_rows(EntityQuery(sample.agent.id), 5, 5)
    assert first.total == second.total == 20
    assert not {e.id for e in first.items} & {e.id for e in second.items}
    hits = await browser.entity_rows(EntityQuery(sample.agent.id, text="ada"), 0, 5)
    assert sorted(e.name for e in hits.items[:2]) == ["Ada King Lovelace", "Ada Lovelace"] and hits.complete
    assert (await browser.entity_rows(EntityQuery(sample.agent.id, text="ada"), 100, 5)).items == ()
    # a search pages like the listing: one hit at a time gives the same ranked list
    query = EntityQuery(sample.agent.id, text="a")
    everything = await browser.entity_rows(query, 0, 100)
    assert everything.complete and everything.total == len(everything.items) > 3
    paged, offset = [], 0
    while True:
        rows = await browser.entity_rows(query, offset, 1)
        paged.extend(rows.items)
        offset += len(rows.items)
        assert rows.total == offset + (0 if rows.complete else 1)
        if rows.complete:
            break
    assert [e.id for e in paged] == [e.id for e in everything.items]


async def test_neighbourhood_holds_every_relation_among_its_nodes(browser: KGBrowser, sample: SampleGraph) -> None:
    sub = await browser.neighbourhood(sample.agent.id, sample.id("Ada Lovelace"), 1, 50)
    ids = {n.id for n in sub.nodes}
    assert len(sub.nodes) == 6 and sub.total == 5 and sub.hidden_count == 0
    # Babbage-London and Babbage-Analytical Engine are not on Ada's paths but join drawn nodes.
    kinds = sorted(e.relation_type for e in sub.edges)
    assert kinds == sorted(["collaborated_with", "wrote_notes_on", "lived_in", "lived_in", "tutored", "admired", "designed"])
    assert all(e.source in ids and e.target in ids for e in sub.edges)
    capped = await browser.neighbourhood(sample.agent.id, sample.id("Ada Lovelace"), 3, 4)
    # The first ring (5) is over the budget (4): every ring becomes clusters; nothing is cut.
    assert len(capped.nodes) == 1 and capped.total == 13 and capped.hidden_count == 0
    assert capped.depth_counts == (5, 7, 1)
    assert sum(len(c.members) for c in capped.clusters) == 13
    assert {(c.depth, c.entity_type) for c in capped.clusters} >= {(1, "person"), (2, "place")}
    roomy = await browser.neighbourhood(sample.agent.id, sample.id("Ada Lovelace"), 3, 12)
    assert len(roomy.nodes) == 13 and {c.depth for c in roomy.clusters} == {3}  # rings 1 and 2 fit, ring 3 is clustered


async def test_expand_counts_what_remains(browser: KGBrowser, sample: SampleGraph) -> None:
    babbage = sample.id("Charles Babbage")
    shown = [sample.id("Ada Lovelace"), babbage]
    grown = await browser.expand(sample.agent.id, babbage, shown, 2)
    assert [n.name for n in grown.nodes] == ["Analytical Engine", "Difference Engine"]
    assert grown.remaining == 2  # London and Royal Society
    again = await browser.expand(sample.agent.id, babbage, [*shown, *(n.id for n in grown.nodes)], 5)
    assert sorted(n.name for n in again.nodes) == ["London", "Royal Society"] and again.remaining == 0


async def test_shortest_path_either_direction_or_none(browser: KGBrowser, sample: SampleGraph) -> None:
    found = await browser.shortest_path(sample.agent.id, sample.id("Bombe"), sample.id("Mary Somerville"))
    assert found is not None and found.hops == 3
    assert [n.name for n in found.nodes] == ["Bombe", "Alan Turing", "Royal Society", "Mary Somerville"]
    assert await browser.shortest_path(sample.agent.id, sample.id("Git"), sample.id("London")) is None


async def test_edit_sets_fields_exactly_and_undo_puts_them_back(browser: KGBrowser, sample: SampleGraph, app: AppContext) -> None:
    ada = await browser.graph.get_entity(sample.agent, sample.id("Ada Lovelace"))
    draft = EntityReplacement(
        name="Ada King", entity_type="Person", description="", properties={"born": 1815}, aliases=("The Enchantress",),
        confidence=0.5, valid_from="2019-05-01T00:00:00.000Z", valid_until="2030-01-01T00:00:00.000Z",
    )
    after, step = await browser.edit(sample.agent.id, ada.id, draft)
    assert (after.name, after.entity_type, after.description, dict(after.properties), after.aliases) == (
        "Ada King", "person", "", {"born": 1815}, ("The Enchantress",),
    )
    assert (after.valid_from, after.valid_until, after.id) == ("2019-05-01T00:00:00.000Z", "2030-01-01T00:00:00.000Z", ada.id)
    assert len(await browser.graph.store.all_entities(browser.graph.scope(sample.agent))) == 20  # no placeholder left
    assert step.kind is UndoKind.EDIT
    back = await browser.undo(step)
    assert (back.name, dict(back.properties), back.aliases, back.confidence, back.valid_until) == (
        ada.name, dict(ada.properties), ada.aliases, ada.confidence, None,
    )
    rows = await ActivityStore(app.stores.db, app.stores.identity).list()
    edit = next(r for r in rows if r.action == "kg.entity.edit")
    assert edit.details["changed"] == ["name", "description", "properties", "aliases", "confidence", "valid_from", "valid_until"]
    assert "1815" not in str(edit.details)  # field names only, never values


async def test_bad_drafts_are_refused_and_nothing_changes(browser: KGBrowser, sample: SampleGraph) -> None:
    ada = await browser.graph.get_entity(sample.agent, sample.id("Ada Lovelace"))
    good = EntityReplacement.of(ada)
    for bad, message in (
        (EntityReplacement(**{**good.__dict__, "name": " "}), "name is empty"),
        (EntityReplacement(**{**good.__dict__, "confidence": 1.5}), "outside 0..1"),
        (EntityReplacement(**{**good.__dict__, "valid_until": "2019-01-01T00:00:00.000Z"}), "later than valid_from"),
    ):
        with pytest.raises(ValidationError, match=message):
            await browser.edit(sample.agent.id, ada.id, bad)
    assert await browser.graph.get_entity(sample.agent, ada.id) == ada


async def test_delete_and_undo_restore_relations_whose_other_end_still_exists(browser: KGBrowser, sample: SampleGraph) -> None:
    before = await browser.detail(sample.agent.id, sample.id("Charles Babbage"))
    step = await browser.delete(sample.agent.id, sample.id("Charles Babbage"))
    assert len(step.relations) == 5
    await browser.graph.delete_entity(sample.agent, sample.id("Difference Engine"))  # gone meanwhile
    restored = await browser.undo(step)
    assert restored.id == sample.id("Charles Babbage") and restored == before.entity  # the same id, every field
    detail = await browser.detail(sample.agent.id, restored.id)
    kept = {r.id for r in before.outgoing + before.incoming if r.target_name != "Difference Engine"}
    assert {r.id for r in detail.outgoing + detail.incoming} == kept  # the relations keep their ids too
    assert sorted(r.target_name for r in detail.outgoing) == ["Analytical Engine", "London", "Royal Society"]
    assert [r.source_name for r in detail.incoming] == ["Ada Lovelace"]
    assert restored.valid_from == "2020-01-01T00:00:00.000Z"


async def test_undoing_an_edit_of_a_deleted_entity_is_a_clear_error(browser: KGBrowser, sample: SampleGraph) -> None:
    git = await browser.graph.get_entity(sample.agent, sample.id("Git"))
    _after, step = await browser.edit(sample.agent.id, git.id, EntityReplacement(**{**EntityReplacement.of(git).__dict__, "description": "VCS"}))
    await browser.graph.delete_entity(sample.agent, git.id)
    with pytest.raises(NotFoundError, match="No entity"):
        await browser.undo(step)


async def test_duplicates_respect_as_of(browser: KGBrowser, sample: SampleGraph) -> None:
    review = await browser.duplicates(sample.agent.id)
    assert len(review.candidates) == 2 and review.relation_counts[sample.id("Ada Lovelace")] == 5
    assert (await browser.duplicates(sample.agent.id, "2019-01-01T00:00:00.000Z")).candidates == ()


async def test_expand_counts_every_neighbour_of_a_node_past_the_walk_budget(browser: KGBrowser) -> None:
    """520 out- and 3 in-neighbours: the walk stops reading after the outgoing ones (its count
    is a lower bound), so what remains is counted from the node's relations."""
    agent = await browser.graph.agents.create("hubby", provider="local", model="m")
    store, scope = browser.graph.store, browser.graph.scope(agent)
    written = await store.upsert_entities(scope, [EntityInput(f"N{i:03d}", "thing") for i in range(524)])
    hub, *rest = [w.entity.id for w in written]
    await store.upsert_relations(
        scope, [RelationInput(hub, "to", n) for n in rest[:520]] + [RelationInput(n, "to", hub) for n in rest[520:]]
    )
    grown = await browser.expand(agent.id, hub, [hub], 10)
    assert len(grown.nodes) == 10 and grown.remaining == 523 - 10
