"""The Knowledge graph page on a real store with the sample graph, offscreen.

Each test drives the real widgets (typing, clicking, keys) and checks both what the page
shows and what the store holds afterwards.
"""

from __future__ import annotations

import os
import stat
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from kg_sample_graph import SampleGraph

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.i18n.languages import install_language
from goclaw_lite.gui.kg.browser import KGBrowser
from goclaw_lite.gui.kg.entity_list import SEARCH_DEBOUNCE_MS
from goclaw_lite.gui.kg.page import KGPage
from goclaw_lite.gui.qt import QImage, QLabel, QListWidget, QPoint, QPushButton, Qt
from goclaw_lite.model.kg import EntityInput
from goclaw_lite.store.records.activity import ActivityStore
from tests.gui.kg.conftest import OFFSCREEN_SIZE_HINT_WARNING, settle
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]


def names_in_list(page: KGPage) -> list[str]:
    model = page.entity_list.model
    return [model.entity(r).name for r in range(model.rowCount())]  # type: ignore[union-attr]


def open_and_wait(page: KGPage, qtbot: Any, entity_id: str) -> None:
    page.open_entity(entity_id)
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.id == entity_id, timeout=5000)
    qtbot.waitUntil(lambda: page.graph.state.centre_id == entity_id and bool(page.graph.view.nodes), timeout=5000)
    settle(page, qtbot)


def click_item(qtbot: Any, widget: QListWidget, row: int) -> None:
    click(qtbot, widget.viewport(), pos=lambda: widget.visualItemRect(widget.item(row)).center())


# --- list, search, type filter ---------------------------------------------------------------


def test_the_list_shows_every_entity_and_counts_per_type(page: KGPage) -> None:
    assert page.agent_picker.currentText() == "Historian (default)"
    assert len(names_in_list(page)) == 20
    assert names_in_list(page)[:2] == ["Ada King Lovelace", "Ada Lovelace"]  # sorted by name
    filters = [page.entity_list.type_filter.itemText(i) for i in range(page.entity_list.type_filter.count())]
    assert filters == ["All types  (20)", "organization  (2)", "person  (8)", "place  (4)", "project  (6)"]
    assert page.stats_label.text() == "20 entities · 22 relations"
    assert page.tabs.tabText(1) == "Duplicates (2)"


def test_search_is_debounced_then_shows_matches(page: KGPage, qtbot: Any) -> None:
    fetched = page.entity_list.model.requests
    qtbot.keyClicks(page.entity_list.search, "lovel")
    # Typing five letters asked for nothing yet: the search waits for a pause.
    assert page.entity_list.search_pending
    assert page.entity_list.model.requests == fetched
    assert page.entity_list.model.query is not None and page.entity_list.model.query.text == ""
    qtbot.waitUntil(lambda: sorted(names_in_list(page)) == ["Ada King Lovelace", "Ada Lovelace"], timeout=SEARCH_DEBOUNCE_MS * 8)
    assert page.entity_list.model.requests == fetched + 1  # one query for the whole word
    assert page.entity_list.model.query is not None and page.entity_list.model.query.text == "lovel"
    assert page.entity_list.count_label.text() == "2 matches"
    # Descriptions and other cases count too; the type filter narrows the search.
    page.entity_list.search.setText("CAPITAL")
    qtbot.waitUntil(lambda: sorted(names_in_list(page)) == ["Helsinki", "London"], timeout=SEARCH_DEBOUNCE_MS * 8)
    page.entity_list.search.setText("")
    qtbot.waitUntil(lambda: len(names_in_list(page)) == 20, timeout=SEARCH_DEBOUNCE_MS * 8)
    combo = page.entity_list.type_filter
    combo.setCurrentIndex(combo.findData("place"))
    qtbot.waitUntil(lambda: sorted(names_in_list(page)) == ["Arlington", "Bletchley Park", "Helsinki", "London"], timeout=5000)


def test_sorting_by_a_column_header(page: KGPage, qtbot: Any) -> None:
    header = page.entity_list.table.horizontalHeader()
    header.setSortIndicator(2, Qt.SortOrder.DescendingOrder)
    qtbot.waitUntil(lambda: names_in_list(page)[:1] == ["London"], timeout=5000)  # confidence 0.99
    assert names_in_list(page)[-1] == "Difference Engine"  # 0.40


# --- detail, graph depth, following relations ---------------------------------------------------


def test_open_an_entity_then_change_the_depth(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    page.entity_list.select(sample.id("Ada Lovelace"))
    page.entity_list.table.setFocus()
    qtbot.keyClick(page.entity_list.table, Qt.Key.Key_Down)  # keyboard: the next row opens
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.name == "Alan Turing", timeout=5000)
    open_and_wait(page, qtbot, sample.id("Ada Lovelace"))
    detail = page.detail
    assert detail.name_label.text() == "Ada Lovelace"
    assert detail.type_chip.text() == "person"
    assert detail.confidence.text() == "0.97"
    assert detail.aliases_label.text() == "Augusta Ada King"
    assert detail.valid_label.text() in ("since 01/01/2020", "since 1/1/20")  # QLocale's short date (en_GB, en_US)
    assert {detail.properties.item(r, 0).text(): detail.properties.item(r, 1).text() for r in range(detail.properties.rowCount())} == {
        "born": "1815", "role": "analyst",
    }
    assert [detail.outgoing.item(i).text() for i in range(detail.outgoing.count())] == [
        "collaborated with  →  Charles Babbage", "lived in  →  London", "wrote notes on  →  Analytical Engine",
    ]
    assert [detail.incoming.item(i).text() for i in range(detail.incoming.count())] == [
        "Grace Hopper  →  admired", "Mary Somerville  →  tutored",
    ]

    counts = {}
    for depth in (1, 2, 3):
        page.graph.set_depth(depth)
        qtbot.waitUntil(lambda d=depth: page.graph.state.depth == d and not page.graph.busy, timeout=5000)
        counts[depth] = len(page.graph.view.nodes)
    assert counts == {1: 6, 2: 13, 3: 14}
    assert page.graph.status_label.text() == "14 entities · 18 relations · depth 3"
    # The spin box itself (debounced) does the same.
    page.graph.depth_spin.setValue(1)
    qtbot.waitUntil(lambda: len(page.graph.view.nodes) == 6 and not page.graph.busy, timeout=5000)


def test_follow_a_relation_by_clicking_it(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    open_and_wait(page, qtbot, sample.id("Ada Lovelace"))
    outgoing = page.detail.outgoing
    row = next(i for i in range(outgoing.count()) if outgoing.item(i).text().endswith("Charles Babbage"))
    click_item(qtbot, outgoing, row)
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.name == "Charles Babbage", timeout=5000)
    qtbot.waitUntil(lambda: page.graph.state.centre_id == sample.id("Charles Babbage"), timeout=5000)
    settle(page, qtbot)
    assert page.entity_list.selected_id() == sample.id("Charles Babbage")
    # And back along an incoming relation, with the keyboard.
    incoming = page.detail.incoming
    row = next(i for i in range(incoming.count()) if incoming.item(i).text().startswith("Ada Lovelace"))
    incoming.setFocus()
    incoming.setCurrentRow(row)
    qtbot.keyClick(incoming, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.name == "Ada Lovelace", timeout=5000)


def test_double_click_in_the_graph_expands_and_centre_here_recentres(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    open_and_wait(page, qtbot, sample.id("Ada Lovelace"))
    view = page.graph.view
    item = view.nodes[sample.id("London")]
    click(qtbot, view.viewport(), pos=lambda: view.mapFromScene(item.pos()))
    # A click shows the details but keeps the centre.
    qtbot.waitUntil(lambda: page.detail.detail is not None and page.detail.detail.entity.name == "London", timeout=5000)
    assert page.graph.state.centre_id == sample.id("Ada Lovelace")
    before = set(view.nodes)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.pos()))
    qtbot.waitUntil(lambda: sample.id("London") in page.graph.state.more and not page.graph.busy, timeout=5000)
    assert set(view.nodes) >= before and page.graph.state.centre_id == sample.id("Ada Lovelace")
    page.graph.show_entity(sample.id("London"))  # the context menu's "Centre here"
    qtbot.waitUntil(lambda: page.graph.state.centre_id == sample.id("London"), timeout=5000)
    settle(page, qtbot)
    assert view.nodes[sample.id("London")].centre


# --- edit, delete, undo -------------------------------------------------------------------------


def test_edit_then_undo_restores_every_field(
    page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any, app_ctx: AppContext
) -> None:
    ada = sample.id("Ada Lovelace")
    open_and_wait(page, qtbot, ada)
    click(qtbot, page.detail.edit_button)
    qtbot.waitUntil(lambda: page.edit_dialog is not None and page.edit_dialog.isVisible(), timeout=5000)
    dialog = page.edit_dialog
    assert dialog is not None
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Ada, Countess of Lovelace")
    dialog.description_edit.setPlainText("Wrote the first program.")
    assert dialog.remove_property("role")
    dialog.set_property("era", "Victorian")
    dialog.aliases_edit.setText("")
    dialog.confidence_edit.setValue(0.8)
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: page.edit_dialog is None, timeout=5000)
    qtbot.waitUntil(lambda: page.detail.name_label.text() == "Ada, Countess of Lovelace", timeout=5000)
    settle(page, qtbot)
    stored = run(browser.graph.get_entity(sample.agent, ada))
    assert (stored.name, stored.description, dict(stored.properties), stored.aliases, stored.confidence) == (
        "Ada, Countess of Lovelace", "Wrote the first program.", {"born": "1815", "era": "Victorian"}, (), 0.8,
    )
    assert "Ada, Countess of Lovelace" in names_in_list(page)
    assert page.graph.view.nodes[ada].node.name == "Ada, Countess of Lovelace"
    assert page.undo_button.isEnabled() and page.undo_button.text() == "Undo edit of “Ada Lovelace”"

    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5000)
    page.detail.edit_button.setFocus()
    qtbot.keyClick(page.detail.edit_button, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: page.detail.name_label.text() == "Ada Lovelace", timeout=5000)
    settle(page, qtbot)
    back = run(browser.graph.get_entity(sample.agent, ada))
    assert (back.name, back.description, dict(back.properties), back.aliases, back.confidence) == (
        "Ada Lovelace", "Mathematician; wrote the first published program.", {"born": "1815", "role": "analyst"},
        ("Augusta Ada King",), 0.97,
    )
    assert not page.undo_button.isEnabled()
    actions = [r.action for r in run(ActivityStore(app_ctx.stores.db, app_ctx.stores.identity).list())]
    assert "kg.entity.edit" in actions and "kg.entity.edit.undo" in actions


def test_a_refused_edit_keeps_the_dialog_and_what_was_typed(page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any) -> None:
    ada = sample.id("Ada Lovelace")
    open_and_wait(page, qtbot, ada)
    page.edit_current()
    qtbot.waitUntil(lambda: page.edit_dialog is not None, timeout=5000)
    dialog = page.edit_dialog
    assert dialog is not None
    dialog.name_edit.setText("   ")
    dialog.description_edit.setPlainText("kept text")
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: dialog.error_label.isVisible(), timeout=5000)
    assert "name is empty" in dialog.error_label.text()
    assert dialog.isVisible() and dialog.description_edit.toPlainText() == "kept text"
    # A property that held JSON must still be JSON.
    dialog.name_edit.setText("Ada Lovelace")
    dialog._originals["year"] = 1815  # as if the entity had a number property
    dialog.set_property("year", "eighteen")
    click(qtbot, dialog.save_button)
    assert "“year”" in dialog.error_label.text() and dialog.save_button.isEnabled()
    assert run(browser.graph.get_entity(sample.agent, ada)).description.startswith("Mathematician")
    assert not page.undo_button.isEnabled()


def test_delete_then_undo_brings_back_the_entity_and_its_relations(
    page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any
) -> None:
    babbage = sample.id("Charles Babbage")
    open_and_wait(page, qtbot, sample.id("Ada Lovelace"))
    page.open_entity(babbage, recentre=False)
    qtbot.waitUntil(lambda: page.detail.name_label.text() == "Charles Babbage", timeout=5000)
    settle(page, qtbot)
    assert babbage in page.graph.view.nodes
    click(qtbot, page.detail.delete_button)
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
    assert page.confirm_box is not None
    assert page.confirm_box.text() == "Delete “Charles Babbage” and its 5 relations?"
    click(qtbot, page.confirm_delete_button)
    qtbot.waitUntil(lambda: "Charles Babbage" not in names_in_list(page) and len(names_in_list(page)) == 19, timeout=5000)
    settle(page, qtbot)
    assert babbage not in page.graph.view.nodes
    assert page.stats_label.text() == "19 entities · 17 relations"
    assert run(browser.graph.store.find_entity(browser.graph.scope(sample.agent), babbage)) is None

    click(qtbot, page.undo_button)
    qtbot.waitUntil(lambda: "Charles Babbage" in names_in_list(page), timeout=5000)
    qtbot.waitUntil(lambda: page.detail.name_label.text() == "Charles Babbage", timeout=5000)
    settle(page, qtbot)
    assert page.stats_label.text() == "20 entities · 22 relations"
    restored = page.detail.detail
    assert restored is not None
    assert sorted(r.relation_type for r in restored.outgoing) == ["designed", "designed", "lived_in", "member_of"]
    assert [r.source_name for r in restored.incoming] == ["Ada Lovelace"]
    assert restored.entity.description == "Designed the Analytical Engine."
    assert page.graph.state.centre_id == restored.entity.id


def test_cancelled_delete_changes_nothing(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    open_and_wait(page, qtbot, sample.id("Git"))
    page.delete_current()
    qtbot.waitUntil(lambda: page.confirm_box is not None, timeout=5000)
    assert page.confirm_box is not None
    page.confirm_box.reject()
    qtbot.waitUntil(lambda: page.confirm_box is None, timeout=5000)
    settle(page, qtbot)
    assert "Git" in names_in_list(page) and not page.undo_button.isEnabled()


# --- duplicates and pruning -------------------------------------------------------------------


def test_merge_a_duplicate_candidate(page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any) -> None:
    page.tabs.setCurrentWidget(page.duplicates)
    panel = page.duplicates
    assert panel.pairs.count() == 2
    panel.pairs.setCurrentRow(next(i for i, c in enumerate(panel.candidates) if "Ada" in c.entity_a.name))
    candidate = panel.current()
    assert candidate is not None
    assert panel.similarity.text() == "94% similar · names 91%"
    assert {panel.left.name.text(), panel.right.name.text()} == {"Ada Lovelace", "Ada King Lovelace"}
    assert panel.keep_id() == sample.id("Ada Lovelace")  # more relations (and more confident) by default
    assert panel.left.values["Relations"].text() != "?"
    click(qtbot, panel.merge_button)
    confirm_merge(page, qtbot)
    qtbot.waitUntil(lambda: panel.pairs.count() == 1, timeout=5000)
    qtbot.waitUntil(lambda: "Ada King Lovelace" not in names_in_list(page), timeout=5000)
    settle(page, qtbot)
    survivor = run(browser.graph.get_entity(sample.agent, sample.id("Ada Lovelace")))
    assert "Ada King Lovelace" in survivor.aliases
    assert page.tabs.tabText(1) == "Duplicates (1)"
    assert page.stats_label.text().startswith("19 entities")


def activate(page: KGPage, qtbot: Any) -> None:
    """The window is active again once a dialog closed (offscreen, nothing does it for us)."""
    page.window().activateWindow()
    qtbot.waitUntil(page.window().isActiveWindow, timeout=5000)


def confirm_merge(page: KGPage, qtbot: Any) -> str:
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
    assert page.confirm_box is not None
    text = page.confirm_box.text()
    click(qtbot, page.confirm_merge_button)
    qtbot.waitUntil(lambda: page.confirm_box is None, timeout=5000)
    return text


def test_merge_is_undone_with_ctrl_z_and_the_entity_returns_with_its_relations(
    page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any
) -> None:
    scope = browser.graph.scope(sample.agent)
    king = sample.id("Ada King Lovelace")
    before = run(browser.graph.get_entity(sample.agent, king))
    before_rel = sorted(r.id for r in run(browser.graph.list_relations(sample.agent, king, include_expired=True)))
    ada_rel = sorted(r.id for r in run(browser.graph.list_relations(sample.agent, sample.id("Ada Lovelace"), include_expired=True)))
    page.tabs.setCurrentWidget(page.duplicates)
    panel = page.duplicates
    panel.pairs.setCurrentRow(next(i for i, c in enumerate(panel.candidates) if "Ada" in c.entity_a.name))
    click(qtbot, panel.merge_button)
    text = confirm_merge(page, qtbot)
    assert text.startswith("Merge “Ada King Lovelace” into “Ada Lovelace”?") and "move to “Ada Lovelace”" in text
    qtbot.waitUntil(lambda: "Ada King Lovelace" not in names_in_list(page), timeout=5000)
    settle(page, qtbot)
    assert page.undo_button.text() == "Undo merge of “Ada King Lovelace” into “Ada Lovelace”"
    assert run(browser.graph.store.find_entity(scope, king)) is None
    page.tabs.tabBar().setFocus()  # Ctrl+Z works wherever the focus is on the page (a text field keeps its own)
    activate(page, qtbot)
    qtbot.keyClick(page.tabs.tabBar(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Ada King Lovelace" in names_in_list(page), timeout=5000)
    settle(page, qtbot)
    back = run(browser.graph.get_entity(sample.agent, king))
    assert (back.id, back.name, back.aliases, back.description) == (before.id, before.name, before.aliases, before.description)
    assert sorted(r.id for r in run(browser.graph.list_relations(sample.agent, king, include_expired=True))) == before_rel
    ada = run(browser.graph.get_entity(sample.agent, sample.id("Ada Lovelace")))
    assert "Ada King Lovelace" not in ada.aliases
    assert sorted(r.id for r in run(browser.graph.list_relations(sample.agent, ada.id, include_expired=True))) == ada_rel
    qtbot.waitUntil(lambda: page.tabs.tabText(1) == "Duplicates (2)", timeout=5000)
    assert page.stats_label.text() == "20 entities · 22 relations"


def test_ctrl_z_undoes_a_delete_without_clicking_anything_first(
    page: KGPage, sample: SampleGraph, qtbot: Any
) -> None:
    open_and_wait(page, qtbot, sample.id("Git"))
    page.delete_current()
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
    click(qtbot, page.confirm_delete_button)
    qtbot.waitUntil(lambda: "Git" not in names_in_list(page) and page.undo_button.isEnabled(), timeout=5000)
    activate(page, qtbot)
    page.window().setFocus()  # the focus is on no list
    qtbot.keyClick(page.window(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Git" in names_in_list(page), timeout=5000)


def test_keep_both_dismisses_the_pair_for_good(page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any) -> None:
    page.tabs.setCurrentWidget(page.duplicates)
    panel = page.duplicates
    panel.pairs.setCurrentRow(next(i for i, c in enumerate(panel.candidates) if "Linus" in c.entity_a.name))
    # Choose the other side to keep, then decide they are different after all.
    panel.choose_keep(sample.id("Linus Torvald"))
    assert panel.keep_id() == sample.id("Linus Torvald")
    click(qtbot, panel.keep_both_button)
    qtbot.waitUntil(lambda: panel.pairs.count() == 1, timeout=5000)
    settle(page, qtbot)
    assert {"Linus Torvalds", "Linus Torvald"} <= set(names_in_list(page))
    assert [c.entity_a.name for c in run(browser.duplicates(sample.agent.id)).candidates] == ["Ada Lovelace"]


def test_prune_shows_the_dry_run_count_then_prunes(page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any) -> None:
    click(qtbot, page.prune_button)
    qtbot.waitUntil(lambda: page.prune_dialog is not None and page.prune_dialog.preview is not None, timeout=5000)
    dialog = page.prune_dialog
    assert dialog is not None
    assert dialog.result_label.text().startswith("2 entities and 1 relation would be removed.")
    assert "Difference Engine" in dialog.result_label.text()
    assert dialog.prune_button.isEnabled()
    # Nothing went yet: the dry run only counted.
    assert len(names_in_list(page)) == 20
    dialog.threshold.setValue(0.6)
    assert not dialog.prune_button.isEnabled()  # the count on screen is out of date
    qtbot.waitUntil(lambda: dialog.preview is not None and dialog.preview.min_confidence == 0.6, timeout=5000)
    assert dialog.result_label.text().startswith("3 entities and 1 relation would be removed.")
    click(qtbot, dialog.prune_button)
    qtbot.waitUntil(lambda: page.prune_dialog is None, timeout=5000)
    qtbot.waitUntil(lambda: len(names_in_list(page)) == 17, timeout=5000)
    settle(page, qtbot)
    assert not {"Difference Engine", "Linus Torvald", "Ada King Lovelace"} & set(names_in_list(page))
    assert page.last_message == "Pruned 3 entities and 1 relation below 0.60."
    assert run(browser.stats(sample.agent.id)).entity_count == 17


# --- export and as-of ---------------------------------------------------------------------------


def test_export_png_and_svg(page: KGPage, sample: SampleGraph, qtbot: Any, tmp_path: Path) -> None:
    open_and_wait(page, qtbot, sample.id("Ada Lovelace"))
    for older in ("ada.png", "ada.svg"):
        (tmp_path / older).write_text("an older export, readable by all")
        (tmp_path / older).chmod(0o644)
    umask = os.umask(0o022)
    try:
        png = page.graph.export_png(tmp_path / "ada.png")
        svg = page.graph.export_svg(tmp_path / "ada.svg")
    finally:
        os.umask(umask)
    assert {stat.S_IMODE(p.stat().st_mode) for p in (png, svg)} == {0o600}
    image = QImage(str(png))
    assert not image.isNull() and image.width() > 400 and image.height() > 300
    root = ET.parse(svg).getroot()
    assert root.tag.endswith("svg")
    texts = " ".join(t.text or "" for t in root.iter() if t.tag.endswith("text"))
    assert "Ada Lovelace" in texts and "collaborated with" in texts and "person" in texts
    assert not list(tmp_path.glob(".*partial"))
    from goclaw_lite.gui.kg.export import ExportError

    with pytest.raises(ExportError, match="does not exist"):
        page.graph.export_png(tmp_path / "missing" / "x.png")


def test_as_of_hides_what_did_not_exist_yet(page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any) -> None:
    lab = EntityInput("Quantum Lab", "place", "Opened in 2024.", valid_from="2024-06-01T00:00:00.000Z")
    run(browser.graph.upsert_entity(sample.agent, lab, dedup=False))
    lab = run(browser.graph.resolve_entity(sample.agent, "Quantum Lab"))
    run(browser.graph.store.upsert_relation(browser.graph.scope(sample.agent), _relation(sample.id("Alan Turing"), lab.id)))
    page.refresh()
    settle(page, qtbot)
    assert "Quantum Lab" in names_in_list(page)
    open_and_wait(page, qtbot, sample.id("Alan Turing"))
    page.graph.set_depth(1)
    qtbot.waitUntil(lambda: lab.id in page.graph.view.nodes and not page.graph.busy, timeout=5000)

    page.as_of.set_value("2023-01-01T00:00:00.000Z")
    qtbot.waitUntil(lambda: "Quantum Lab" not in names_in_list(page) and len(names_in_list(page)) == 20, timeout=5000)
    qtbot.waitUntil(lambda: lab.id not in page.graph.view.nodes and not page.graph.busy, timeout=5000)
    settle(page, qtbot)
    assert page.stats_label.text() == "20 entities · 22 relations"
    assert page.detail.detail is not None and page.detail.detail.as_of == "2023-01-01T00:00:00.000Z"
    assert not page.detail.edit_button.isEnabled() and not page.prune_button.isEnabled()  # the past is read-only
    page.open_entity(lab.id)
    qtbot.waitUntil(lambda: page.detail.detail is None, timeout=5000)

    page.as_of.set_value(None)
    qtbot.waitUntil(lambda: "Quantum Lab" in names_in_list(page), timeout=5000)
    settle(page, qtbot)
    assert page.prune_button.isEnabled()


def _relation(source: str, target: str) -> Any:
    from goclaw_lite.model.kg import RelationInput

    return RelationInput(source, "founded", target, valid_from="2024-06-01T00:00:00.000Z")


def test_no_agent_shows_how_to_create_one(make_page: Any) -> None:
    page = make_page()
    assert page.agent_picker.count() == 0
    assert "Agents page" in page.detail.placeholder.text()
    assert page.graph.stack.currentWidget() is page.empty
    assert page.empty.agents_button.isVisibleTo(page) and not page.empty.import_button.isVisibleTo(page)
    visible = [w.text() for w in page.findChildren(QLabel) + page.findChildren(QPushButton) if w.isVisibleTo(page)]
    assert not any("goclaw-lite" in text for text in visible)  # issue 30: nobody is sent to the terminal
    assert not page.prune_button.isEnabled() and not page.undo_button.isEnabled()
    assert not page.import_button.isEnabled() and not page.export_button.isEnabled()
    assert names_in_list(page) == []


def test_another_agent_has_its_own_graph(page: KGPage, sample: SampleGraph, browser: KGBrowser, qtbot: Any, run: Any) -> None:
    other = run(browser.graph.agents.create("scout", provider="local", model="m"))
    run(browser.graph.ingest(other, [EntityInput("Mars", "place")], dedup=False))
    page.refresh()
    qtbot.waitUntil(lambda: page.agent_picker.count() == 2, timeout=5000)
    settle(page, qtbot)
    page.agent_picker.setCurrentIndex(page.agent_picker.findData(other.id))
    qtbot.waitUntil(lambda: names_in_list(page) == ["Mars"], timeout=5000)
    settle(page, qtbot)
    assert page.stats_label.text() == "1 entity · 0 relations"
    assert page.tabs.tabText(1) == "Duplicates"


@pytest.mark.parametrize("width", [800, 1240])
def test_the_graph_gets_the_room_the_list_and_details_do_not_need(sample: SampleGraph, make_page: Any, width: int) -> None:
    page = make_page(width, 640)  # 800: the page's width in a 1024-pixel window
    list_width, graph_width, detail_width = page.splitter.sizes()
    assert list_width >= page.entity_list.minimumWidth() and detail_width >= page.detail.minimumWidth()
    # The graph takes what the two sides leave: at 800 px they are at their narrowest, wider
    # they keep their usual 265 / 285 px.
    sides = (200, 240) if width == 800 else (265, 285)
    assert (list_width, detail_width) == sides and graph_width >= page.splitter.width() - sum(sides) - 3 * page.splitter.handleWidth()


def test_most_connected_sorts_the_list_by_relation_count(
    page: KGPage, sample: SampleGraph, qtbot: Any, run: Any
) -> None:
    """Issue 30: the list sorts by number of relations, the hubs first."""
    by_name = names_in_list(page)
    page.entity_list.sort_box.setCurrentIndex(page.entity_list.sort_box.findText("Most connected"))
    settle(page, qtbot)
    ordered = names_in_list(page)
    assert sorted(ordered) == sorted(by_name) and ordered != by_name
    degrees = run(page.browser.graph.degrees(sample.agent.id, [sample.id(n) for n in ordered]))
    counts = [degrees[sample.id(n)] for n in ordered]
    assert counts == sorted(counts, reverse=True) and counts[0] > counts[-1]
    assert not page.entity_list.table.horizontalHeader().isSortIndicatorShown()
    header = page.entity_list.table.horizontalHeader()
    click(qtbot, header.viewport(), pos=lambda: QPoint(header.sectionPosition(0) + 10, header.height() // 2))
    settle(page, qtbot)
    assert page.entity_list.sort_box.currentIndex() == 0  # a header click sorts by its column again
    names = names_in_list(page)
    assert names in (sorted(names, key=str.casefold), sorted(names, key=str.casefold, reverse=True))


def test_undo_and_prune_speak_the_window_s_language(page: KGPage, sample: SampleGraph, qtbot: Any) -> None:
    """The undo button names the change it takes back, and the status bar says what was done, in
    Russian (installed after the page was made: these are said when they happen)."""
    install_language("ru")
    try:
        babbage = sample.id("Charles Babbage")
        open_and_wait(page, qtbot, sample.id("Ada Lovelace"))
        page.open_entity(babbage, recentre=False)
        qtbot.waitUntil(lambda: page.detail.name_label.text() == "Charles Babbage", timeout=5000)
        settle(page, qtbot)
        click(qtbot, page.detail.delete_button)
        qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
        click(qtbot, page.confirm_delete_button)
        qtbot.waitUntil(lambda: page.undo_step is not None, timeout=5000)
        assert page.last_message == "«Charles Babbage» удалена."
        assert page.undo_text() == "Отменить удаление «Charles Babbage»"
        assert page.undo_button.toolTip() == "Отменить удаление «Charles Babbage» (Ctrl+Z)"
        click(qtbot, page.undo_button)
        qtbot.waitUntil(lambda: page.last_message == "«Charles Babbage» восстановлена.", timeout=5000)
        settle(page, qtbot)
        click(qtbot, page.prune_button)
        qtbot.waitUntil(lambda: page.prune_dialog is not None and page.prune_dialog.preview is not None, timeout=5000)
        dialog = page.prune_dialog
        assert dialog is not None
        dialog.threshold.setValue(0.6)
        qtbot.waitUntil(lambda: dialog.preview is not None and dialog.preview.min_confidence == 0.6, timeout=5000)
        click(qtbot, dialog.prune_button)
        qtbot.waitUntil(lambda: page.prune_dialog is None, timeout=5000)
        assert page.last_message == "Удалено: 3 сущности и 1 связь ниже 0,60."
    finally:
        install_language("")
