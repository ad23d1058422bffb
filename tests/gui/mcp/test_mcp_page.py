"""The MCP page as a user works it, against real MCP servers (mcp-server-time from PyPI, and our
fault server), on a real database; then a chat on the real ChatService (the model is the fake
OpenAI-compatible server over real HTTP) that uses the granted server's tool."""

from __future__ import annotations

import asyncio
import gc
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.agent.service import ChatService
from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.chat.items import ToolStatus
from goclaw_lite.gui.chat.page import ChatPage
from goclaw_lite.gui.mcp.grant_dialog import GrantDialog
from goclaw_lite.gui.mcp.import_dialog import ImportDialog
from goclaw_lite.gui.mcp.page import FIELDS, McpPage
from goclaw_lite.gui.mcp.server_dialog import ServerDialog
from goclaw_lite.gui.qt import QLabel, Qt, is_alive
from goclaw_lite.gui.style.cards import NOTE_ROLE, STATE_ROLE, SUMMARY_ROLE
from goclaw_lite.mcp.service import TestReport as Report
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.mcp import McpStore
from goclaw_lite.store.definitions.providers import ProviderStore
from tests.conftest import skip_or_fail
from tests.gui.chat.conftest import settle
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.fake_llm import OPENAI_PATH, FakeLLMServer, StreamResponse, openai_text_stream, openai_tool_stream
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.mcp_servers import FAULT_SERVER, PYTHON, npm_server, python_tool
from tests.support.qt_input import click

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
SECRET = "fault-secret-9f8e7d6c5b"
PATIENCE = 30000  # a server's start-up on a loaded machine


@pytest.fixture
def page(app_ctx: AppContext, run: Any, qtbot: Any) -> Iterator[McpPage]:
    widget = McpPage(app_ctx, choose_file=lambda _parent: None)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: widget.snapshot is not None and not widget.loading, timeout=10000)
    yield widget
    if is_alive(widget):  # a chat's teardown spins the loop: pytest-qt may have deleted it
        widget.close()


def mcp_store(ctx: AppContext) -> McpStore:
    return McpStore(ctx.stores.db, ctx.stores.identity, ctx.stores.cipher)


def cells(page: McpPage, row: int = 0) -> dict[str, str]:
    """A server card's facts (its tooltip's, labelled as the table's columns were); the name and
    the state are checked against what the card draws."""
    fields = page.list.fields(row)
    item = page.list.item(row)
    assert list(fields) == list(FIELDS)
    assert fields["Name"] == item.text() and fields["State"] == item.data(STATE_ROLE)
    return fields


def idle(page: McpPage, qtbot: Any) -> None:
    qtbot.waitUntil(lambda: not page.loading and page.dialog is None, timeout=PATIENCE)


def open_dialog(page: McpPage, qtbot: Any, button: Any) -> Any:
    click(qtbot, button)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=PATIENCE)
    return page.dialog


def add_stdio(page: McpPage, qtbot: Any, name: str, command: str, args: list[str], env: dict[str, str] | None = None) -> None:
    dialog = open_dialog(page, qtbot, page.add_button)
    assert isinstance(dialog, ServerDialog) and dialog.transport() == "stdio"
    dialog.name_edit.setText(name)
    dialog.command_edit.setText(command)
    dialog.args_edit.setPlainText("\n".join(args))
    for key, value in (env or {}).items():
        name_edit, value_edit = dialog.env_rows.add_row()
        name_edit.setText(key)
        qtbot.keyClicks(value_edit, value)
        assert value_edit.echoMode() == value_edit.EchoMode.Password
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.save_button)
    idle(page, qtbot)


def test_server(page: McpPage, qtbot: Any, name: str) -> Report:
    assert page.select_server(name)
    with qtbot.waitSignal(page.tested, timeout=PATIENCE) as blocker:
        click(qtbot, page.test_button)
    idle(page, qtbot)
    report: Report = blocker.args[0]
    return report


test_server.__test__ = False  # type: ignore[attr-defined]  # a helper, not a test


@pytest.fixture
def chat_page(app_ctx: AppContext, qtbot: Any, run: Any) -> Iterator[tuple[ChatPage, ChatService] | None]:
    """Built on demand by the test (after the grant), closed here; see test_chat_service_e2e."""
    made: list[tuple[ChatPage, ChatService]] = []
    previous_hooks = sys.get_asyncgen_hooks()
    loop = asyncio.get_event_loop()
    sys.set_asyncgen_hooks(firstiter=loop._asyncgen_firstiter_hook, finalizer=loop._asyncgen_finalizer_hook)  # type: ignore[attr-defined]

    def make() -> tuple[ChatPage, ChatService]:
        service = ChatService(app_ctx.stores)
        chat = ChatPage(app_ctx, service=service)
        qtbot.addWidget(chat)
        chat.resize(1000, 720)
        chat.show()
        qtbot.waitUntil(lambda: chat.stack.currentWidget() is chat.chat_view and chat.composer.agent_key() == "helper",
                        timeout=10000)
        settle(qtbot)
        made.append((chat, service))
        return chat, service

    try:
        yield make  # type: ignore[misc]
    finally:
        for chat, service in made:
            run(service.aclose(), timeout=30)
            if is_alive(chat):
                chat.close()
        gc.collect()
        run(loop.shutdown_asyncgens())
        sys.set_asyncgen_hooks(*previous_hooks)


def test_add_test_grant_and_use_the_time_server_in_a_chat(
    page: McpPage, app_ctx: AppContext, fake_llm: FakeLLMServer, chat_page: Any, qtbot: Any, run: Any  # noqa: F811
) -> None:
    command = python_tool("mcp-server-time")
    if command is None:
        skip_or_fail("mcp-server-time is not installed (the test extra)")
        return
    providers = ProviderStore(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher)
    run(providers.create("local", provider_type="openai_compat", api_base=fake_llm.openai_base, default_model="fake-small"))
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("helper", provider="local", model="fake-small",
                                                                       display_name="Helper"))
    page.refresh()
    idle(page, qtbot)

    add_stdio(page, qtbot, "time", command, ["--local-timezone", "UTC"])
    assert cells(page)["Name"] == "time" and cells(page)["State"] == "On" and cells(page)["Agents"] == "—"
    assert cells(page)["Command or URL"] == f"{command} --local-timezone UTC"
    assert page.list.item(0).data(SUMMARY_ROLE).startswith(f"{command} --local-timezone UTC · time__* · agents: —")

    report = test_server(page, qtbot, "time")
    assert report.error is None and report.info is not None and report.info.name == "mcp-time"
    shown = page.test_output.toPlainText()
    assert f"Connected to {report.info.name} {report.info.version}" in shown
    assert "• get_current_time  (offered as time__get_current_time)" in shown and "convert_time" in shown
    assert "Arguments:" in shown and "timezone (string, required)" in shown  # each tool's arguments, read out
    assert page.service.manager.running() == []  # Test left nothing running

    page.tabs.setCurrentIndex(1)
    dialog = open_dialog(page, qtbot, page.grant_button)
    assert isinstance(dialog, GrantDialog) and dialog.agent_combo.currentData() == "helper"
    qtbot.waitUntil(lambda: dialog.tools is not None, timeout=PATIENCE)
    assert set(dialog.checked()) == {"get_current_time", "convert_time"}
    convert = next(dialog.tool_list.item(r) for r in range(dialog.tool_list.count()) if dialog.tool_list.item(r).text() == "convert_time")
    convert.setCheckState(Qt.CheckState.Unchecked)
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.save_button)
    idle(page, qtbot)
    assert cells(page)["Agents"] == "Helper"  # agents by name, not key
    assert page.grants_table.item(0, 0).text() == "Helper"
    assert page.grants_table.item(0, 1).text() == "All tools except convert_time"

    chat, _service = chat_page()
    fake_llm.script_openai(
        StreamResponse(openai_tool_stream([("call_t", "time__get_current_time", '{"timezone": "Asia/Tokyo"}')])),
        StreamResponse(openai_text_stream("It is late in Tokyo.")),
    )
    chat.composer.edit.setFocus()
    qtbot.keyClicks(chat.composer.edit, "What time is it in Tokyo?")
    qtbot.keyClick(chat.composer.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chat.approval.isVisible(), timeout=PATIENCE)
    assert "time__get_current_time" in chat.approval.title.text()
    click(qtbot, chat.approval.allow_button)
    qtbot.waitUntil(lambda: chat.is_idle(), timeout=PATIENCE)
    settle(qtbot)
    items = chat.view.thread_model.all_items()
    card = items[1].tool_cards[0]
    assert card.name == "time__get_current_time" and card.status is ToolStatus.OK
    assert card.result and json.loads(card.result)["timezone"] == "Asia/Tokyo"  # the real server's answer
    assert items[-1].text == "It is late in Tokyo."
    offered = [t["function"]["name"] for t in fake_llm.requests_to(OPENAI_PATH)[0].body["tools"]]
    assert "time__get_current_time" in offered and "time__convert_time" not in offered  # the deny holds

    page.refresh(select="time")
    with qtbot.waitSignal(page.callsLoaded, timeout=PATIENCE, check_params_cb=lambda calls: len(calls) == 1):
        pass
    assert page.calls_table.item(0, 1).text() == "get_current_time"
    assert page.calls_table.item(0, 2).text() == "Helper" and page.calls_table.item(0, 4).text() == "OK"
    assert int(page.calls_table.item(0, 3).text()) >= 0
    assert page.tabs.tabText(2) == "Recent &calls (1)"


def test_edit_keeps_a_sealed_value_disable_and_remove(page: McpPage, app_ctx: AppContext, qtbot: Any, run: Any) -> None:
    add_stdio(page, qtbot, "fault", PYTHON, [str(FAULT_SERVER), "ok"], env={"FAULT_SECRET": SECRET})
    assert cells(page)["Secrets"] == "FAULT_SECRET=••••••"
    assert run(mcp_store(app_ctx).launch("fault")).env == {"FAULT_SECRET": SECRET}  # sealed, and opens

    assert page.select_server("fault")
    dialog = open_dialog(page, qtbot, page.edit_button)
    assert isinstance(dialog, ServerDialog) and isinstance(dialog.name_field, QLabel) and not dialog.name_edit.isVisible()
    assert dialog.name_field.text() == dialog.name_edit.text() != ""
    (name_edit, value_edit), = dialog.env_rows.rows()
    assert name_edit.text() == "FAULT_SECRET" and value_edit.text() == "" and "••••••" in value_edit.placeholderText()
    dialog.timeout_spin.setValue(7)
    dialog.prefix_edit.setText("faulty")
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.save_button)
    idle(page, qtbot)
    launch = run(mcp_store(app_ctx).launch("fault"))
    assert launch.env == {"FAULT_SECRET": SECRET}  # left blank: kept
    assert launch.server.timeout_sec == 7 and cells(page)["Tools as"] == "faulty__*"

    # a bad edit is refused inline and nothing is lost
    dialog = open_dialog(page, qtbot, page.edit_button)
    dialog.command_edit.setText("")
    click(qtbot, dialog.save_button)
    assert dialog.isVisible() and dialog.error_label.isVisible() and "command" in dialog.error_label.text()
    dialog.reject()
    idle(page, qtbot)

    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, page.toggle_button)
    idle(page, qtbot)
    assert cells(page)["State"] == "Off" and page.toggle_button.text() == "Enable"
    assert run(mcp_store(app_ctx).get("fault")).enabled is False
    menu = page.list.menu_for(page.list.item(0))  # the card's context menu: the toolbar's actions
    assert menu is not None
    actions = {a.text(): a for a in menu.actions()}
    assert list(actions) == ["Edit…", "Enable", "Test", "Remove…"] and all(a.isEnabled() for a in actions.values())
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        actions["Enable"].trigger()
    idle(page, qtbot)
    assert cells(page)["State"] == "On"

    page.list.setFocus()
    qtbot.keyClick(page.list, Qt.Key.Key_Delete)  # the keyboard's way to Remove…
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, page.confirm_delete_button)
    idle(page, qtbot)
    assert page.list.count() == 0 and run(mcp_store(app_ctx).list()) == []


def test_roots_are_set_in_the_dialog_and_answer_the_servers_request(
    page: McpPage, app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path
) -> None:
    add_stdio(page, qtbot, "fault", PYTHON, [str(FAULT_SERVER), "ok"])
    assert run(mcp_store(app_ctx).get("fault")).settings.get("roots") is None  # none by default
    folder = tmp_path / "notes"
    folder.mkdir()
    assert page.select_server("fault")
    dialog = open_dialog(page, qtbot, page.edit_button)
    assert dialog.roots_edit.toPlainText() == ""
    dialog.roots_edit.setPlainText(str(tmp_path / "missing"))  # not a folder: refused inline, nothing lost
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: dialog.error_label.isVisible(), timeout=PATIENCE)
    assert "is not a folder" in dialog.error_label.text() and dialog.isVisible()
    dialog.roots_edit.setPlainText(f"{folder}\n")
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.save_button)
    idle(page, qtbot)
    assert run(mcp_store(app_ctx).get("fault")).settings["roots"] == [str(folder.resolve())]
    try:
        outcome = run(page.service.call("fault", "roots", {}), timeout=60)
    finally:
        run(page.service.manager.shutdown(), timeout=30)
    assert outcome.ok and folder.resolve().as_uri() in outcome.text
    dialog = open_dialog(page, qtbot, page.edit_button)
    assert dialog.roots_edit.toPlainText() == str(folder.resolve())
    dialog.reject()
    idle(page, qtbot)


def test_a_failing_server_shows_its_stderr_and_a_bad_schema_its_reason(page: McpPage, qtbot: Any) -> None:
    add_stdio(page, qtbot, "broken", PYTHON, [str(FAULT_SERVER), "exit"])
    report = test_server(page, qtbot, "broken")
    assert report.error is not None
    shown = page.test_output.toPlainText()
    assert shown.startswith("broken did not connect") and "refusing to start (exit mode)" in shown  # its stderr tail
    # our reason in the window's words (gui/i18n/known_text.py), the server's own lines as it wrote them
    assert "The MCP server broken exited or closed the connection before it was ready. What it wrote last:" in shown
    assert "Its stderr ended with" not in shown
    assert "did not connect" in page.status_label.text()

    add_stdio(page, qtbot, "fault", PYTHON, [str(FAULT_SERVER), "ok"])
    report = test_server(page, qtbot, "fault")
    assert report.error is None
    shown = page.test_output.toPlainText()
    assert "✗ bad_schema — left out:" in shown and "• echo  (offered as fault__echo)" in shown
    assert "left out." in shown.splitlines()[1]


def test_the_table_flags_a_server_that_did_not_start_until_it_starts(page: McpPage, qtbot: Any, run: Any) -> None:
    """A command that does not exist, and a real server that exits at start-up: each row says
    "Did not start" with the reason in words; a start that works clears the flag."""
    add_stdio(page, qtbot, "nowhere", "goclaw-lite-no-such-command", [])
    add_stdio(page, qtbot, "broken", PYTHON, [str(FAULT_SERVER), "exit"])
    assert cells(page, 0)["State"] == cells(page, 1)["State"] == "On"
    assert test_server(page, qtbot, "nowhere").error is not None
    assert test_server(page, qtbot, "broken").error is not None
    rows = {cells(page, r)["Name"]: r for r in range(page.list.count())}
    for name, why in (("nowhere", "'goclaw-lite-no-such-command' was not found or is not executable"),
                      ("broken", "exited or closed the connection before it was ready")):
        row = rows[name]
        assert cells(page, row)["State"] == "Did not start", name
        tip, note = page.list.item(row).toolTip(), page.list.item(row).data(NOTE_ROLE)
        assert why in note and why in tip and "refusing to start" not in tip, tip

    run(page.service.update("broken", args=[str(FAULT_SERVER), "ok"]))  # an edit: the old failure no longer applies
    page.refresh(select="broken")
    idle(page, qtbot)
    rows = {cells(page, r)["Name"]: r for r in range(page.list.count())}
    assert cells(page, rows["broken"])["State"] == "On" and cells(page, rows["nowhere"])["State"] == "Did not start"
    assert test_server(page, qtbot, "broken").error is None
    assert cells(page, rows["broken"])["State"] == "On" and page.list.item(rows["broken"]).data(NOTE_ROLE) == ""


def test_import_shows_what_will_be_added_and_seals_secrets(page: McpPage, app_ctx: AppContext, qtbot: Any, run: Any,
                                                           tmp_path: Path) -> None:
    config = tmp_path / "claude_desktop_config.json"
    config.write_text(json.dumps({"mcpServers": {
        "Time Server": {"command": "uvx", "args": ["mcp-server-time"], "env": {"TOKEN": SECRET}},
        "remote": {"url": "https://example.invalid/mcp", "headers": {"Authorization": "Bearer " + SECRET}},
        "odd": {"args": ["x"]},
    }}), encoding="utf-8")
    page.import_file(config)
    qtbot.waitUntil(lambda: isinstance(page.dialog, ImportDialog) and page.dialog.isVisible(), timeout=PATIENCE)
    dialog = page.dialog
    assert isinstance(dialog, ImportDialog)
    rows = [[dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())] for r in range(dialog.table.rowCount())]
    assert rows[0] == ["time-server", "Command (stdio)", "uvx mcp-server-time", "TOKEN=•••••• (sealed)", "Will be added"]
    assert rows[1][:2] == ["remote", "Streamable HTTP"] and rows[1][4] == "Will be added"
    assert rows[2][0] == "odd" and rows[2][4].startswith("Skipped: neither a command nor a url")
    assert SECRET not in json.dumps(rows) and dialog.add_button.text() == "Add 2 servers"
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.add_button)
    idle(page, qtbot)
    assert [cells(page, r)["Name"] for r in range(page.list.count())] == ["remote", "time-server"]
    assert run(mcp_store(app_ctx).launch("time-server")).env == {"TOKEN": SECRET}
    assert SECRET not in json.dumps([list(cells(page, r).values()) for r in range(page.list.count())])


def test_a_server_that_will_not_start_is_granted_whole_then_narrowed_and_revoked(page: McpPage, app_ctx: AppContext,
                                                                                  qtbot: Any, run: Any) -> None:
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("helper", provider="p", model="m"))
    add_stdio(page, qtbot, "broken", PYTHON, [str(FAULT_SERVER), "exit"])
    assert page.select_server("broken")
    page.tabs.setCurrentIndex(1)
    assert not page.revoke_button.isEnabled() and not page.change_grant_button.isEnabled()
    dialog = open_dialog(page, qtbot, page.grant_button)
    assert isinstance(dialog, GrantDialog)
    qtbot.waitUntil(lambda: "failed" in dialog.status_label.text(), timeout=PATIENCE)
    assert "refusing to start" in dialog.status_label.text() and "covers all its tools" in dialog.status_label.text()
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.save_button)
    idle(page, qtbot)
    assert page.grants_table.item(0, 1).text() == "All tools"

    # once it starts, the tools can be narrowed: only the ticked ones, new ones stay off
    run(page.service.update("broken", args=[str(FAULT_SERVER), "ok"]))
    page.refresh(select="broken")
    idle(page, qtbot)
    page.grants_table.selectRow(0)
    assert page.change_grant_button.isEnabled()
    dialog = open_dialog(page, qtbot, page.change_grant_button)
    assert not dialog.agent_combo.isEnabled()
    assert dialog.overrides() == {}  # the defaults: ask first, the server's timeout
    dialog.policy_combo.setCurrentIndex(dialog.policy_combo.findData("allow"))
    dialog.timeout_spin.setValue(12)
    qtbot.waitUntil(lambda: dialog.tools is not None, timeout=PATIENCE)
    assert "bad_schema" not in dialog.checked()  # left out: not offered, so not listed
    dialog.new_tools_box.setChecked(False)
    for row in range(dialog.tool_list.count()):
        item = dialog.tool_list.item(row)
        item.setCheckState(Qt.CheckState.Checked if item.text() in ("echo", "secret") else Qt.CheckState.Unchecked)
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.save_button)
    idle(page, qtbot)
    assert page.grants_table.item(0, 1).text() == "Only echo, secret"
    (grant,) = run(mcp_store(app_ctx).grants(server_name="broken"))
    assert grant.tool_allow == ("echo", "secret") and grant.tool_deny is None
    assert grant.config_overrides == {"policy": "allow", "timeout_sec": 12}
    page.grants_table.selectRow(0)
    dialog = open_dialog(page, qtbot, page.change_grant_button)  # shown again as saved, and kept on Save
    assert dialog.overrides() == {"policy": "allow", "timeout_sec": 12}
    qtbot.waitUntil(lambda: dialog.tools is not None, timeout=PATIENCE)
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.save_button)
    idle(page, qtbot)
    assert run(mcp_store(app_ctx).grants(server_name="broken"))[0].config_overrides == {"policy": "allow", "timeout_sec": 12}

    page.grants_table.selectRow(0)
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, page.revoke_button)
    idle(page, qtbot)
    assert page.grants_table.rowCount() == 0 and run(mcp_store(app_ctx).grants()) == []
    assert cells(page)["Agents"] == "—"


@pytest.fixture
def everything_http(qtbot: Any) -> Iterator[str]:
    """@modelcontextprotocol/server-everything over Streamable HTTP on a free local port."""
    command = npm_server("mcp-server-everything")
    if command is None:
        skip_or_fail("@modelcontextprotocol/server-everything is not installed (tests/mcp_servers)")
        return
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    proc = subprocess.Popen([command, "streamableHttp"], env={**os.environ, "PORT": str(port)}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)

    def listening() -> bool:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return True
        except OSError:
            return False

    try:
        qtbot.waitUntil(listening, timeout=60000)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=10)


def test_an_http_server_with_a_sealed_header_lists_tools_resources_and_prompts(
    page: McpPage, app_ctx: AppContext, everything_http: str, qtbot: Any, run: Any
) -> None:
    dialog = open_dialog(page, qtbot, page.add_button)
    assert isinstance(dialog, ServerDialog)
    dialog.name_edit.setText("everything")
    dialog.transport_combo.setCurrentIndex(dialog.transport_combo.findData("streamable-http"))
    assert dialog.stack.currentIndex() == 1 and dialog.url_edit.isVisible() and not dialog.command_edit.isVisible()
    dialog.url_edit.setText(everything_http)
    name_edit, value_edit = dialog.header_rows.add_row()
    name_edit.setText("X-Demo-Token")
    qtbot.keyClicks(value_edit, SECRET)
    qtbot.keyClicks(dialog.api_key_edit, SECRET + "-key")
    with qtbot.waitSignal(page.loaded, timeout=PATIENCE):
        click(qtbot, dialog.save_button)
    idle(page, qtbot)
    assert cells(page)["Transport"] == "Streamable HTTP" and cells(page)["Command or URL"] == everything_http
    assert cells(page)["Secrets"] == "X-Demo-Token=••••••, API key=••••••"
    launch = run(mcp_store(app_ctx).launch("everything"))
    assert launch.headers == {"X-Demo-Token": SECRET} and launch.api_key == SECRET + "-key"

    report = test_server(page, qtbot, "everything")
    assert report.error is None and report.resources and report.prompts
    shown = page.test_output.toPlainText()
    assert "• get-sum  (offered as everything__get-sum)" in shown
    assert "Resources: " + report.resources[0] in shown and "Prompts: " + report.prompts[0] in shown
    assert SECRET not in shown
