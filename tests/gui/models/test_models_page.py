"""The Models page as a user works it: a real download from a real HTTP server that speaks the
hub's protocol (tests/support/fake_hub.py), its progress bar, Cancel, choosing the model for an
agent and removing it, on a real database."""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.models.page import ModelsPage
from goclaw_lite.gui.qt import QMessageBox
from goclaw_lite.store.definitions.agents import AgentStore
from tests.conftest import skip_or_fail
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.fake_hub import FakeHub, HubFile
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
REPO_FILE = "tester/tiny-GGUF/tiny-q4.gguf"
OUT = Path(__file__).resolve().parents[3] / "test-output" / "screenshots"


@pytest.fixture(autouse=True)
def _needs_the_hub_client() -> None:
    if importlib.util.find_spec("huggingface_hub") is None:
        skip_or_fail("huggingface_hub is not installed (pip install '.[local]')")


@pytest.fixture
def hub() -> Iterator[FakeHub]:
    server = FakeHub().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def page(app_ctx: AppContext, run: Any, qtbot: Any, hub: FakeHub) -> Iterator[ModelsPage]:
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("writer", provider="local", model="m"))
    widget = ModelsPage(app_ctx)
    widget.service.files.endpoint = hub.url
    qtbot.addWidget(widget)
    widget.resize(1024, 700)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: not widget.loading and widget.table.rowCount() > 0)
    yield widget
    if widget.cancel_event is not None:
        widget.cancel_event.set()
        qtbot.waitUntil(lambda: widget.downloading is None)
    widget.close()


def _row_of(page: ModelsPage, name: str) -> int:
    for index in range(page.table.rowCount()):
        if page.table.item(index, 0).text() == name:
            return index
    return -1


def test_the_curated_models_are_listed_with_what_this_computer_can_run(page: ModelsPage, qtbot: Any) -> None:
    names = [page.table.item(i, 0).text() for i in range(page.table.rowCount())]
    assert "Qwen2.5 0.5B Instruct" in names
    fits = {page.table.item(i, 4).text() for i in range(page.table.rowCount())}
    assert fits <= {"Runs here", "Not enough memory", "Not enough disk"}
    page.search.setText("llama 3b")
    assert [page.table.item(i, 0).text() for i in range(page.table.rowCount())] == ["Llama 3.2 3B Instruct"]
    page.table.selectRow(0)
    assert page.download_button.isEnabled() and not page.remove_button.isEnabled()


def test_a_download_shows_progress_and_cancel_keeps_nothing(
    page: ModelsPage, qtbot: Any, hub: FakeHub, isolated_home: Path
) -> None:
    hub.files[REPO_FILE] = HubFile(b"GGUF" + os.urandom(40 * 1024 * 1024 - 4), chunk_delay=0.02)
    page.source.setText(REPO_FILE)
    click(qtbot, page.fetch_button)
    qtbot.waitUntil(lambda: page.progress.value() > 0 and " of " in page.progress_label.text())
    assert page.cancel_button.isVisible() and not page.fetch_button.isEnabled()
    OUT.mkdir(parents=True, exist_ok=True)
    assert page.grab().save(str(OUT / "models-downloading-1024x700.png"))
    with qtbot.waitSignal(page.finished) as outcome:
        click(qtbot, page.cancel_button)
    assert outcome.args == ["cancelled"]
    assert "nothing was kept" in page.status.text() and not page.progress.isVisible()
    models = isolated_home / "models"
    assert not models.exists() or not [p for p in models.rglob("*") if p.is_file()]


def test_a_downloaded_model_is_chosen_for_an_agent_and_guarded_until_released(
    page: ModelsPage, qtbot: Any, hub: FakeHub, app_ctx: AppContext, run: Any
) -> None:
    hub.files[REPO_FILE] = HubFile(b"GGUF" + os.urandom(300_000))
    page.source.setText(REPO_FILE)
    with qtbot.waitSignal(page.finished) as outcome:
        click(qtbot, page.fetch_button)
    assert outcome.args == ["downloaded"], page.status.text()
    qtbot.waitUntil(lambda: _row_of(page, "tiny-q4") >= 0)
    page.table.selectRow(_row_of(page, "tiny-q4"))
    assert page.table.item(_row_of(page, "tiny-q4"), 5).text() == "Downloaded"
    page.agent_combo.setCurrentIndex(page.agent_combo.findData("writer"))
    try:
        import xllamacpp  # noqa: F401 - `use` needs the built-in server's runtime
    except ImportError:
        skip_or_fail("the built-in model server is not installed (pip install '.[local]')")
    with qtbot.waitSignal(page.finished) as used:
        click(qtbot, page.use_button)
    assert used.args == ["used"], page.status.text()
    agent = run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).get_by_key("writer"))
    assert (agent.provider, agent.model) == ("local", "tiny-q4")
    qtbot.waitUntil(lambda: page.table.item(_row_of(page, "tiny-q4"), 5).text() == "Used by writer")

    page.table.selectRow(_row_of(page, "tiny-q4"))
    click(qtbot, page.remove_button)
    qtbot.waitUntil(lambda: isinstance(page.confirm_box, QMessageBox) and page.confirm_box.isVisible())
    assert page.confirm_box is not None
    delete = next(b for b in page.confirm_box.buttons() if b.text() == "Delete")
    with qtbot.waitSignal(page.finished) as refused:
        click(qtbot, delete)
    assert refused.args == ["failed"] and "choose another model" in page.status.text()
    assert (Path(page.service.files.models_dir) / "tiny-q4.gguf").is_file()


def test_a_hub_search_lists_its_gguf_files_and_one_is_downloaded_from_the_list(
    page: ModelsPage, qtbot: Any, hub: FakeHub
) -> None:
    hub.files[REPO_FILE] = HubFile(b"GGUF" + os.urandom(200_000))
    hub.files["tester/tiny-GGUF/tiny-q8.gguf"] = HubFile(b"GGUF" + os.urandom(100_000))
    hub.files["someone/else-GGUF/other.gguf"] = HubFile(b"GGUF" + os.urandom(1000))
    page.source.setText("tiny")
    with qtbot.waitSignal(page.finished) as searched:
        click(qtbot, page.fetch_button)
    assert searched.args == ["searched"], page.status.text()
    found = [page.table.item(i, 0).text() for i in range(page.table.rowCount())
             if page.table.item(i, 5).text() == "On the hub"]
    assert found == [REPO_FILE, "tester/tiny-GGUF/tiny-q8.gguf"]  # README.md and the other repository left out
    assert "2 GGUF file" in page.status.text()  # "files" once the English plural forms load
    OUT.mkdir(parents=True, exist_ok=True)
    assert page.grab().save(str(OUT / "models-hub-search-1024x700.png"))
    page.table.selectRow(_row_of(page, REPO_FILE))
    assert page.download_button.isEnabled()
    with qtbot.waitSignal(page.finished) as outcome:
        click(qtbot, page.download_button)
    assert outcome.args == ["downloaded"], page.status.text()
    qtbot.waitUntil(lambda: _row_of(page, "tiny-q4") >= 0 and not page.loading)
    assert page.table.item(_row_of(page, "tiny-q4"), 5).text() == "Downloaded"
    assert _row_of(page, REPO_FILE) == -1  # the downloaded file is listed once, as a download


def test_a_hub_that_answers_garbage_is_one_line_in_the_status(page: ModelsPage, qtbot: Any, hub: FakeHub) -> None:
    hub.search_answer = b"<html>not a model list</html>"
    page.source.setText("anything")
    with qtbot.waitSignal(page.finished) as outcome:
        click(qtbot, page.fetch_button)
    assert outcome.args == ["failed"]
    assert page.status.text().startswith("The hub could not be searched") and "\n" not in page.status.text()
    assert page.fetch_button.isEnabled()
