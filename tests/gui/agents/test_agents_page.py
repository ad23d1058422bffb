"""The Agents page as a user works it: a real database, model servers that are real HTTP
servers on 127.0.0.1 (tests/support/fake_llm), and the same AgentsAdmin the CLI uses."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.agents import AgentDraft, AgentsAdmin, MemorySwitches
from goclaw_lite.app.context import AppContext
from goclaw_lite.app.links import LinksAdmin
from goclaw_lite.app.providers import ProviderDraft, ProvidersAdmin
from goclaw_lite.gui.agents.editor import AgentEditor
from goclaw_lite.gui.agents.page import AgentsPageWidget
from goclaw_lite.gui.qt import QAbstractItemView, QModelIndex, Qt
from goclaw_lite.gui.style.cards import STATE_ROLE, SUMMARY_ROLE
from goclaw_lite.model.agents import FallbackCandidate, GenerationParams, ModelFallback
from goclaw_lite.store.records.activity import ActivityStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.fake_llm import FakeLLMServer, JSONResponse
from tests.support.fixtures import fake_llm  # noqa: F401
from tests.support.qt_input import click, wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
LONG_PROMPT = "You are a careful reviewer.\n\n" + "Check every claim twice. " * 80 + "\nUnicode: 世界 — ça va? 🦀"


@pytest.fixture
def world(app_ctx: AppContext, run: Any, fake_llm: FakeLLMServer) -> AppContext:  # noqa: F811
    providers = ProvidersAdmin(app_ctx.stores)
    run(providers.add(ProviderDraft("local", "openai_compat", fake_llm.openai_base, default_model="fake-small")))
    run(providers.add(ProviderDraft("backup", "openai_compat", fake_llm.openai_base, default_model="fake-large",
                                    display_name="Backup box")))
    admin = AgentsAdmin(app_ctx.stores)
    run(admin.create(AgentDraft("first", "local", display_name="First", emoji="🤖", make_default=True)))
    run(admin.create(AgentDraft("second", "backup", display_name="Second")))
    return app_ctx


def open_page(ctx: AppContext, qtbot: Any) -> AgentsPageWidget:
    widget = AgentsPageWidget(ctx)
    qtbot.addWidget(widget)
    widget.resize(1200, 760)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: bool(widget.agents) and not widget.loading, timeout=10000)
    wait_idle(qtbot)
    return widget


@pytest.fixture
def page(world: AppContext, qtbot: Any) -> Iterator[AgentsPageWidget]:
    widget = open_page(world, qtbot)
    yield widget
    widget.close()


def select(page: AgentsPageWidget, qtbot: Any, key: str) -> None:
    row = next(i for i, a in enumerate(page.agents) if a.agent_key == key)
    click(qtbot, page.list.viewport(), pos=lambda: page.list.visualItemRect(page.list.item(row)).center())
    qtbot.waitUntil(lambda: page.current is not None and page.current.agent_key == key, timeout=5000)
    wait_idle(qtbot)


def save(page: AgentsPageWidget, qtbot: Any) -> Any:
    with qtbot.waitSignal(page.saved, timeout=10000) as saved:
        click(qtbot, page.save_button)
    qtbot.waitUntil(lambda: not page.loading, timeout=10000)
    wait_idle(qtbot)
    return saved.args[0]


def fill_everything(editor: AgentEditor) -> None:
    """Every field `goclaw-lite agent set` can set, each away from its default."""
    editor.key_edit.setText("reviewer")
    editor.name_edit.setText("Code reviewer")
    editor.emoji_edit.setText("🧪")
    editor.description_edit.setText("Reads diffs and says what is wrong")
    editor.prompt_edit.setPlainText(LONG_PROMPT)
    editor.provider_combo.setCurrentIndex(editor.provider_combo.findData("backup"))
    assert editor.provider_combo.currentText() == "Backup box"  # servers by name; the key is the data
    editor.model_combo.setEditText("fake-large")
    editor.temperature.setValue(0.7)
    editor.top_p.setValue(0.9)
    editor.max_tokens.setValue(512)
    editor.context_window.setValue(32768)
    editor.iterations.setValue(7)
    editor.tools.choose("*", "ask")
    editor.tools.choose("exec", "deny")
    editor.tools.choose("current_time", "ask")
    editor.auto_inject.setChecked(False)
    editor.consolidation.setChecked(False)
    for provider, model in (("local", "fake-small"), ("backup", "fake-xl")):
        editor.route_provider.setCurrentIndex(editor.route_provider.findData(provider))
        editor.route_model.setText(model)
        editor.route_add.click()
    editor.max_attempts.setValue(3)
    editor.cooldown.setChecked(False)


def form_values(editor: AgentEditor) -> dict[str, Any]:
    return {
        "key": editor.key_label.text(), "name": editor.name_edit.text(), "emoji": editor.emoji_edit.text(),
        "description": editor.description_edit.text(), "prompt": editor.prompt_edit.toPlainText(),
        "provider": editor.provider(), "model": editor.model(), "generation": editor.generation(),
        "context": editor.context_window.value(), "iterations": editor.iterations.value(),
        "policy": editor.tools.policy(), "memory": editor.memory(), "routes": editor.route_texts(),
        "attempts": editor.max_attempts.value(), "cooldown": editor.cooldown.isChecked(),
    }


EXPECTED = {
    "key": "reviewer", "name": "Code reviewer", "emoji": "🧪", "description": "Reads diffs and says what is wrong",
    "prompt": LONG_PROMPT, "provider": "backup", "model": "fake-large",
    "generation": GenerationParams(temperature=0.7, top_p=0.9, max_tokens=512), "context": 32768, "iterations": 7,
    "policy": {"*": "ask", "exec": "deny", "current_time": "ask"}, "memory": MemorySwitches(False, False),
    "routes": ["local:fake-small", "backup:fake-xl"], "attempts": 3, "cooldown": False,
}


def test_a_new_agent_round_trips_every_field_through_the_store(page: AgentsPageWidget, world: AppContext,
                                                               qtbot: Any, run: Any) -> None:
    click(qtbot, page.new_button)
    assert page.creating and page.editor.key_edit.isVisible() and not page.editor.key_label.isVisible()
    fill_everything(page.editor)
    saved = save(page, qtbot)
    assert saved.agent_key == "reviewer"

    stored = run(AgentsAdmin(world.stores).get("reviewer"))
    assert (stored.display_name, stored.emoji, stored.description, stored.system_prompt) == (
        "Code reviewer", "🧪", "Reads diffs and says what is wrong", LONG_PROMPT)
    assert (stored.provider, stored.model, stored.context_window, stored.max_tool_iterations) == ("backup", "fake-large", 32768, 7)
    assert stored.generation == GenerationParams(0.7, 0.9, 512)
    assert stored.tool_policy == {"*": "ask", "exec": "deny", "current_time": "ask"}
    assert MemorySwitches.of(stored) == MemorySwitches(False, False)
    assert stored.model_fallback == ModelFallback(
        enabled=True, candidates=(FallbackCandidate("local", "fake-small"), FallbackCandidate("backup", "fake-xl")),
        max_attempts=3, cooldown_enabled=False)
    assert not stored.is_default

    # Reopened, in another page (nothing kept in the widget), every field reads back equal.
    page.close()
    again = open_page(world, qtbot)
    select(again, qtbot, "reviewer")
    assert form_values(again.editor) == EXPECTED
    assert not again.save_button.isEnabled(), "an agent just opened has nothing to save"

    # Edit two fields: only those are saved, and the activity row names them.
    again.editor.name_edit.setText("Strict reviewer")
    again.editor.name_edit.textEdited.emit("Strict reviewer")
    again.editor.temperature.setValue(-0.1)  # the lowest value reads "Server default"
    assert again.editor.temperature.text() == "Server default"
    save(again, qtbot)
    stored = run(AgentsAdmin(world.stores).get("reviewer"))
    assert stored.display_name == "Strict reviewer" and stored.generation == GenerationParams(None, 0.9, 512)
    assert stored.system_prompt == LONG_PROMPT and stored.model_fallback.max_attempts == 3
    rows = run(ActivityStore(world.stores.db, world.stores.identity).list(limit=5))
    update = next(r for r in rows if r.action == "agent.update")
    assert update.details["changed"] == ["display_name", "generation"]
    again.close()


def test_a_bad_value_is_refused_with_the_services_words_and_nothing_is_saved(page: AgentsPageWidget, world: AppContext,
                                                                             qtbot: Any, run: Any) -> None:
    click(qtbot, page.new_button)
    page.editor.key_edit.setText("first")  # taken
    page.editor.key_edit.textEdited.emit("first")
    click(qtbot, page.save_button)
    qtbot.waitUntil(lambda: "first" in page.status_label.text() and "fail" in page.status_label.text().lower(),
                    timeout=10000)
    assert page.creating, "the form stays open with what was typed"
    assert [a.agent_key for a in run(AgentsAdmin(world.stores).list())] == ["first", "second"]


def test_duplicate_copies_the_settings_under_a_new_key_and_selects_it(page: AgentsPageWidget, world: AppContext,
                                                                      qtbot: Any, run: Any) -> None:
    select(page, qtbot, "first")
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, page.duplicate_button)
    qtbot.waitUntil(lambda: page.current is not None and page.current.agent_key == "first-copy", timeout=10000)
    copy = run(AgentsAdmin(world.stores).get("first-copy"))
    assert (copy.display_name, copy.emoji, copy.provider, copy.is_default) == ("First (copy)", "🤖", "local", False)
    assert page.list.currentItem().text().startswith("🤖 First (copy)")


def test_delete_says_what_goes_with_it_and_cancel_keeps_everything(page: AgentsPageWidget, world: AppContext,
                                                                   qtbot: Any, run: Any) -> None:
    run(LinksAdmin(world.stores).add("second", "first"))
    select(page, qtbot, "second")
    click(qtbot, page.delete_button)
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=10000)
    box = page.confirm_box
    assert "Second" in box.text() and "1 delegation link is deleted" in box.informativeText()
    assert box.defaultButton() is not page.confirm_delete_button, "Cancel is the default"
    box.reject()
    qtbot.waitUntil(lambda: page.confirm_box is None, timeout=5000)
    wait_idle(qtbot)
    assert run(AgentsAdmin(world.stores).find("second")) is not None

    click(qtbot, page.delete_button)
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=10000)
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, page.confirm_delete_button)
    assert run(AgentsAdmin(world.stores).find("second")) is None
    assert [a.agent_key for a in page.agents] == ["first"] and page.list.count() == 1
    assert "Deleted Second" in page.status_label.text()


def test_make_default_moves_the_marker(page: AgentsPageWidget, world: AppContext, qtbot: Any, run: Any) -> None:
    select(page, qtbot, "second")
    assert page.default_button.isEnabled()
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, page.default_button)
    wait_idle(qtbot)
    assert run(AgentsAdmin(world.stores).default()).agent_key == "second"
    cards = [(page.list.item(i).text(), page.list.item(i).data(STATE_ROLE), page.list.item(i).data(SUMMARY_ROLE))
             for i in range(page.list.count())]
    assert sorted(cards) == [("Second", "★ default", "fake-large — backup"), ("🤖 First", "", "fake-small — local")]
    assert not page.default_button.isEnabled(), "already the default"


def drop_row_on_top(editor: AgentEditor, row: int) -> None:
    """What dropping `row` on the first row does in an InternalMove list: the list's own model
    moves the row (QDrag.exec, the drag itself, needs a window system the offscreen platform
    lacks, so the test starts at the move the drop makes; the editor hears it as rowsMoved)."""
    routes = editor.routes
    assert routes.model().moveRow(QModelIndex(), row, QModelIndex(), 0)


def test_fallback_routes_dragged_into_a_new_order_are_saved_in_that_order(page: AgentsPageWidget, world: AppContext,
                                                                          qtbot: Any, run: Any) -> None:
    select(page, qtbot, "first")
    editor = page.editor
    editor.setCurrentIndex(3)
    assert editor.routes.dragDropMode() == QAbstractItemView.DragDropMode.InternalMove
    for provider, model in (("backup", "one"), ("backup", "two"), ("local", "three")):
        editor.route_provider.setCurrentIndex(editor.route_provider.findData(provider))
        editor.route_model.setText(model)
        click(qtbot, editor.route_add)
    drop_row_on_top(editor, 2)
    assert editor.route_texts() == ["local:three", "backup:one", "backup:two"]
    # shown by the server's name, not its key (the key is what is saved, and the tooltip)
    shown = [editor.routes.item(row).text() for row in range(editor.routes.count())]
    assert shown[1:] == ["Backup box · one", "Backup box · two"] and not shown[0].startswith("local:")
    assert page.save_button.isEnabled()
    save(page, qtbot)
    stored = run(AgentsAdmin(world.stores).get("first")).model_fallback
    assert [f"{c.provider}:{c.model}" for c in stored.candidates] == ["local:three", "backup:one", "backup:two"]


def test_the_model_picker_is_filled_from_the_server_with_size_and_context(world: AppContext, fake_llm: FakeLLMServer,  # noqa: F811
                                                                          qtbot: Any) -> None:
    fake_llm.script("/v1/models", JSONResponse({"object": "list", "data": [
        {"id": "fake-small", "object": "model", "meta": {"n_ctx_train": 8192, "size": 93_000_000, "n_params": 135_000_000}},
        {"id": "qwen-7b.gguf", "object": "model", "meta": {"n_ctx_train": 32768, "size": 4_920_000_000,
                                                           "n_params": 7_620_000_000}},
    ]}))
    page = open_page(world, qtbot)
    page.editor.setCurrentIndex(1)
    combo = page.editor.model_combo
    qtbot.waitUntil(lambda: combo.count() == 2, timeout=10000)
    assert [combo.itemText(i) for i in range(2)] == ["fake-small", "qwen-7b.gguf"]
    # sizes as the Models page writes them
    assert combo.itemData(1, Qt.ItemDataRole.ToolTipRole) == "qwen-7b.gguf — 4.6 GB · 7.6B · 32K context"
    assert page.editor.model_details.text() == "88.7 MB · 135M · 8K context"
    combo.setCurrentIndex(1)
    assert page.editor.model() == "qwen-7b.gguf" and "32K context" in page.editor.model_details.text()
    assert page.editor.use_context.isEnabled()
    click(qtbot, page.editor.use_context)
    assert page.editor.context_window.value() == 32768 and not page.editor.use_context.isEnabled()
    assert page.save_button.isEnabled()
    assert fake_llm.requests_to("/v1/models"), "asked the real server"
    page.close()


def test_tools_tab_lists_the_granted_mcp_servers_tools_and_saves_their_policy(page: AgentsPageWidget, world: AppContext,
                                                                              qtbot: Any, run: Any) -> None:
    """A real stdio MCP server (tests/support/mcp_fault_server.py) granted to `first`: its tools
    join the built-ins when the Tools tab opens, and a policy chosen for one is saved."""
    from goclaw_lite.mcp.service import McpService
    from tests.support.mcp_servers import FAULT_SERVER, PYTHON

    service = McpService.from_stores(world.stores)
    run(service.add("faulty", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "ok"]))
    run(service.grant("faulty", "first"))
    select(page, qtbot, "first")
    with qtbot.waitSignal(page.mcpListed, timeout=30000) as listed:
        page.editor.setCurrentIndex(2)
    names = page.editor.tools.tool_names()
    echo = next(t.name for t in listed.args[0].tools if t.name.endswith("echo"))
    assert echo in names and "exec" in names and names[0] == "*"
    assert "MCP tool" in page.editor.tools_status.text()
    row = names.index(echo)
    assert page.editor.tools.table.item(row, 1).text() == "MCP: faulty"
    page.editor.tools.choose(echo, "allow")
    assert page.save_button.isEnabled()
    save(page, qtbot)
    assert run(AgentsAdmin(world.stores).get("first")).tool_policy == {echo: "allow"}


@pytest.mark.parametrize("size", ((1024, 700), (1440, 900)), ids=["1024x700", "1440x900"])
def test_no_tab_of_the_editor_cuts_a_label_or_a_button(world: AppContext, qtbot: Any, size: tuple[int, int]) -> None:
    """test_no_clipping sees the tab a page opens on; the other three are checked here, in the window."""
    from goclaw_lite.gui.shell.main_window import MainWindow
    from tests.gui.test_no_clipping import cut_texts

    window = MainWindow(world)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.show_page("agents")
    page = window.page("agents")
    assert isinstance(page, AgentsPageWidget)
    qtbot.waitUntil(lambda: bool(page.agents) and not page.loading, timeout=10000)
    found = {}
    for tab in range(page.editor.count()):
        page.editor.setCurrentIndex(tab)
        wait_idle(qtbot)
        found[page.editor.tabText(tab)] = cut_texts(window)
    click(qtbot, page.new_button)
    wait_idle(qtbot)
    found["new"] = cut_texts(window)
    assert window.width() == size[0]
    assert all(not problems for problems in found.values()), found
    window.close()


def test_unsaved_edits_are_not_dropped_unasked_when_another_agent_is_chosen(page: AgentsPageWidget, qtbot: Any) -> None:
    select(page, qtbot, "first")
    page.editor.name_edit.setText("Renamed")
    page.editor.name_edit.textEdited.emit("Renamed")
    second = next(i for i, a in enumerate(page.agents) if a.agent_key == "second")
    click(qtbot, page.list.viewport(), pos=lambda: page.list.visualItemRect(page.list.item(second)).center())
    qtbot.waitUntil(lambda: page.discard_box is not None and page.discard_box.isVisible(), timeout=5000)
    assert "First" in page.discard_box.text()
    page.discard_box.reject()  # Escape: keep editing
    qtbot.waitUntil(lambda: page.discard_box is None, timeout=5000)
    assert page.current is not None and page.current.agent_key == "first"
    assert page.editor.name_edit.text() == "Renamed" and page.list.currentItem().text().startswith("🤖 First")

    click(qtbot, page.list.viewport(), pos=lambda: page.list.visualItemRect(page.list.item(second)).center())
    qtbot.waitUntil(lambda: page.discard_box is not None and page.discard_box.isVisible(), timeout=5000)
    discard = next(b for b in page.discard_box.buttons() if b.text() == "Discard")
    click(qtbot, discard)
    qtbot.waitUntil(lambda: page.current is not None and page.current.agent_key == "second", timeout=5000)
    assert page.editor.name_edit.text() == "Second" and not page.dirty


def test_a_server_that_cannot_list_its_models_is_not_named_by_its_key(world: AppContext, run: Any, qtbot: Any) -> None:
    with socket.socket() as sock:  # a port nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    run(ProvidersAdmin(world.stores).add(ProviderDraft("gone-box", "openai_compat", f"http://127.0.0.1:{port}/v1",
                                                       display_name="Old box")))
    page = open_page(world, qtbot)
    editor = page.editor
    editor.setCurrentIndex(1)  # Model
    editor.provider_combo.setCurrentIndex(editor.provider_combo.findData("gone-box"))
    click(qtbot, editor.list_button)
    qtbot.waitUntil(lambda: editor.model_details.text().startswith("Could not list the models: "), timeout=10000)
    assert "gone-box" not in editor.model_details.text() and f"127.0.0.1:{port}" in editor.model_details.text()


def test_tools_tab_says_in_words_why_a_granted_mcp_server_did_not_start(
    page: AgentsPageWidget, world: AppContext, qtbot: Any, run: Any
) -> None:
    """A real server that exits at start-up (it writes to stderr first): the tab says it did not
    start, in a sentence; what the server wrote stays out of it (it is in the log and a Test)."""
    from goclaw_lite.mcp.service import McpService
    from tests.support.mcp_servers import FAULT_SERVER, PYTHON

    service = McpService.from_stores(world.stores)
    run(service.add("faulty", transport="stdio", command=PYTHON, args=[str(FAULT_SERVER), "exit"]))
    run(service.grant("faulty", "first"))
    select(page, qtbot, "first")
    with qtbot.waitSignal(page.mcpListed, timeout=30000):
        page.editor.setCurrentIndex(2)
    status = page.editor.tools_status.text()
    assert "The MCP server faulty exited or closed the connection before it was ready." in status
    assert "refusing to start" not in status and "stderr" not in status


def test_tools_tab_says_why_web_search_is_not_offered(page: AgentsPageWidget, world: AppContext, qtbot: Any) -> None:
    """No search backend: web_fetch is listed, and the tab says why web_search is not offered (1024x700 screenshot)."""
    from tests.gui.chat.conftest import SCREENSHOTS

    page.resize(1024, 700)
    select(page, qtbot, "first")
    with qtbot.waitSignal(page.mcpListed, timeout=30000):
        page.editor.setCurrentIndex(2)
    wait_idle(qtbot)
    names = page.editor.tools.tool_names()
    assert "web_fetch" in names and "web_search" in names
    status = page.editor.tools_status.text()
    assert "web_search is not offered: choose a search service in Settings > Web search." in status
    assert "goclaw-lite" not in status  # the window's way, not a command line
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert page.grab().toImage().save(str(SCREENSHOTS / "agents_tools_web.png"))


def test_web_allow_list_is_edited_from_the_tools_tab(page: AgentsPageWidget, world: AppContext, qtbot: Any,
                                                     run: Any) -> None:
    """A bad entry is named in the dialog and nothing is saved; good entries are saved at once."""
    from goclaw_lite.model.web import WEB_ALLOW_KEY
    from tests.gui.chat.conftest import SCREENSHOTS

    page.resize(1024, 700)
    select(page, qtbot, "first")
    page.editor.setCurrentIndex(2)
    assert page.web_allow.summary.text() == "public addresses only"
    dialog = page.web_allow.open_dialog()
    assert dialog is not None
    dialog.editor.setPlainText("localhost:8080\nhttp://nas.lan/\n")
    dialog.save()
    qtbot.waitUntil(lambda: "is not a host, address or network" in dialog.error_label.text(), timeout=5000)
    assert "'http://nas.lan/'" in dialog.error_label.text() and dialog.isVisible()
    assert WEB_ALLOW_KEY not in run(AgentsAdmin(world.stores).get("first")).tools_config
    dialog.editor.setPlainText("localhost:8080\n192.168.1.0/24\n")
    wait_idle(qtbot)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().toImage().save(str(SCREENSHOTS / "agents_web_allow_dialog.png"))
    dialog.save()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    assert page.web_allow.summary.text() == "localhost:8080, 192.168.1.0/24"
    saved = run(AgentsAdmin(world.stores).get("first")).tools_config[WEB_ALLOW_KEY]
    assert saved == ["localhost:8080", "192.168.1.0/24"]
    wait_idle(qtbot)
    assert page.grab().toImage().save(str(SCREENSHOTS / "agents_tools_web_allow.png"))
    select(page, qtbot, "second")
    assert page.web_allow.summary.text() == "public addresses only"
    select(page, qtbot, "first")  # the page's copy of the agent predates the save: the row still knows
    assert page.web_allow.summary.text() == "localhost:8080, 192.168.1.0/24"
