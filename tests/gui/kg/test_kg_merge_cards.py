"""The duplicates review: each card shows its side's relation count, source and last update, and
the side kept by default has more relations even when the other is more confident."""

from __future__ import annotations

from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.timefmt import human
from goclaw_lite.ids import now_ts
from goclaw_lite.kg.merging import default_survivor
from goclaw_lite.model.kg import EntityInput, RelationSpec
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING, settle
from tests.support.qt_input import click
from tests.support.waiting import later_than

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def test_cards_show_relations_sources_and_last_update_and_keep_the_better_connected(
    sample: SampleGraph, browser: KGBrowser, make_page: Any, qtbot: Any, run: Any
) -> None:
    graph = browser.graph
    run(graph.ingest(
        sample.agent,
        [EntityInput("Jon Smith", "person", confidence=0.6, source_id="chat-1"), EntityInput("Acme", "org"),
         EntityInput("Paris", "city"), EntityInput("Rome", "city")],
        [RelationSpec("Jon Smith", "Acme", "works_at"), RelationSpec("Jon Smith", "Paris", "lives_in"),
         RelationSpec("Jon Smith", "Rome", "visited")],
    ))
    run(graph.ingest(sample.agent, [EntityInput("John Smith", "person", confidence=0.95, source_id="notes-7")],
                     [RelationSpec("John Smith", "Acme", "works_at")]))
    jon = run(graph.resolve_entity(sample.agent, "Jon Smith"))
    john = run(graph.resolve_entity(sample.agent, "John Smith"))
    page = make_page()
    page.tabs.setCurrentWidget(page.duplicates)
    panel = page.duplicates
    qtbot.waitUntil(lambda: any("Smith" in c.entity_a.name for c in panel.candidates), timeout=5000)
    panel.pairs.setCurrentRow(next(i for i, c in enumerate(panel.candidates) if "Smith" in c.entity_a.name))
    settle(page, qtbot)
    cards = {panel.left.name.text(): panel.left, panel.right.name.text(): panel.right}
    assert set(cards) == {"Jon Smith", "John Smith"}
    for entity, relations, source in ((jon, "3", "chat-1"), (john, "1", "notes-7")):
        values = cards[entity.name].values
        assert values["Relations"].text() == relations
        assert values["Source"].text() == source
        assert values["Last update"].text() == human(entity.updated_at) != ""
    assert panel.keep_id() == jon.id  # 3 relations beat 1, though John is more confident
    click(qtbot, panel.merge_button)
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
    assert page.confirm_box is not None
    text = page.confirm_box.text()
    # The confirmation names what goes, what moves and where to.
    assert text.startswith("Merge “John Smith” into “Jon Smith”?") and "the names “John Smith” move to “Jon Smith”" in text
    page.confirm_box.reject()
    qtbot.waitUntil(lambda: page.confirm_box is None, timeout=5000)


def test_the_default_survivor_then_prefers_confidence_then_age(sample: SampleGraph, browser: KGBrowser, run: Any) -> None:
    graph = browser.graph
    run(graph.ingest(sample.agent, [EntityInput("Old Name", "thing", confidence=0.7)], [], dedup=False))
    later_than(run(graph.resolve_entity(sample.agent, "Old Name")).created_at, now_ts)
    run(graph.ingest(sample.agent, [EntityInput("New Name", "thing", confidence=0.7),
                                    EntityInput("Sure Name", "thing", confidence=0.9)], [], dedup=False))
    old, new, sure = (run(graph.resolve_entity(sample.agent, n)) for n in ("Old Name", "New Name", "Sure Name"))
    assert old.created_at < new.created_at
    even = {old.id: 2, new.id: 2, sure.id: 2}
    assert default_survivor(new, sure, even) == sure  # same relations: the more confident
    assert default_survivor(new, old, even) == old and default_survivor(old, new, even) == old  # then the older
    assert default_survivor(sure, old, {old.id: 3, sure.id: 2}) == old  # relations come first
