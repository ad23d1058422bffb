"""The Credentials page on a real store, with a real executable, offscreen."""

from __future__ import annotations

import itertools
import logging
import time
from pathlib import Path
from typing import Any

import pytest
from credentials_helpers import OTHER_SECRET, SECRET, assert_secret_hidden, write_tool

from goclaw_lite.app.context import AppContext, KeyPolicy, open_app
from goclaw_lite.config import Paths
from goclaw_lite.gui.credentials.dialog import ToolDialog
from goclaw_lite.gui.credentials.page import CredentialsPage
from goclaw_lite.gui.credentials.table import COL_ENABLED, COL_LAST_RUN, COL_NAME, COL_SCOPES, COL_VARIABLES
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QApplication,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPoint,
    QPushButton,
    Qt,
    QTimer,
    QWidget,
)
from goclaw_lite.gui.widgets import async_bridge
from goclaw_lite.securecli.policy import DEFAULT_VERBOSE_PATTERNS
from goclaw_lite.security.redact import mask_value
from goclaw_lite.store.credentials.store import SecureCLIStore
from goclaw_lite.store.records.activity import ActivityFilter, ActivityStore
from tests.support.qt_input import click, press_key, wait_idle

# Offscreen, every top-level window whose minimum size follows its layout (the page, the
# dialog, the message box) makes the platform say once that it cannot apply size hints.
OFFSCREEN_SIZE_HINT_WARNING = "This plugin does not support propagateSizeHints"
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
SCREENSHOT_DIR = Path(__file__).resolve().parents[3] / "test-output" / "gui"


def _store(ctx: AppContext) -> SecureCLIStore:
    return SecureCLIStore(ctx.stores.db, ctx.stores.identity, ctx.stores.cipher)


def _open_add_dialog(page: CredentialsPage, qtbot: Any) -> ToolDialog:
    click(qtbot, page.add_button)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=5000)
    assert page.dialog is not None
    return page.dialog


def _open_edit_dialog(page: CredentialsPage, qtbot: Any, name: str) -> ToolDialog:
    assert page.select(name)
    click(qtbot, page.edit_button)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=5000)
    assert page.dialog is not None
    return page.dialog


def _save(dialog: ToolDialog, page: CredentialsPage, qtbot: Any) -> None:
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: page.dialog is None, timeout=10000)
    qtbot.waitUntil(lambda: not page.loading, timeout=10000)


def _add_tool(page: CredentialsPage, qtbot: Any, tool_path: Path, name: str = "demo-tool", value: str = SECRET) -> None:
    dialog = _open_add_dialog(page, qtbot)
    qtbot.keyClicks(dialog.name_edit, name)
    dialog.choose_path(str(tool_path))
    row = dialog.variables.rows[0]
    qtbot.keyClicks(row.name_edit, "API_TOKEN")
    qtbot.keyClicks(row.value_edit, value)
    _save(dialog, page, qtbot)


def _row_texts(page: CredentialsPage, row: int) -> list[str]:
    return [page.table.item(row, c).text() for c in range(page.table.columnCount())]


def _wait_run(page: CredentialsPage, qtbot: Any, timeout: int = 15000) -> None:
    qtbot.waitUntil(lambda: not page.test_panel.running, timeout=timeout)
    qtbot.waitUntil(lambda: not page.loading, timeout=5000)


# --- add ------------------------------------------------------------------------------------


def test_empty_page_invites_adding_a_tool(page: CredentialsPage) -> None:
    assert page.list_stack.currentWidget() is page.empty
    assert not page.edit_button.isEnabled() and not page.delete_button.isEnabled()
    assert not page.test_panel.run_button.isEnabled()
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    assert page.grab().save(str(SCREENSHOT_DIR / "credentials_empty.png"))


def test_add_a_tool_with_a_variable_shows_it_masked(
    page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    dialog = _open_add_dialog(page, qtbot)
    assert dialog.windowTitle() == "Add a tool"
    qtbot.keyClicks(dialog.name_edit, "demo-tool")
    click(qtbot, dialog.browse_button)
    qtbot.waitUntil(lambda: dialog.file_dialog is not None and dialog.file_dialog.isVisible(), timeout=5000)
    dialog.file_dialog.fileSelected.emit(str(tool_path))  # what choosing the file in the picker sends
    dialog.file_dialog.reject()
    assert dialog.path_edit.text() == str(tool_path)
    assert dialog.path_hint.text() == "Executable file."
    row = dialog.variables.rows[0]
    qtbot.keyClicks(row.name_edit, "API_TOKEN")
    qtbot.keyClicks(row.value_edit, SECRET)
    assert row.value_edit.echoMode() == QLineEdit.EchoMode.Password
    assert_secret_hidden(dialog, SECRET)  # typed, but only ever echoed as dots
    _save(dialog, page, qtbot)

    assert page.list_stack.currentWidget() is page.table
    assert page.table.rowCount() == 1
    texts = _row_texts(page, 0)
    assert texts[COL_NAME] == "demo-tool"
    assert texts[COL_VARIABLES] == f"API_TOKEN={mask_value(SECRET)}"
    assert texts[COL_ENABLED] == "Enabled" and texts[COL_LAST_RUN] == "never"
    assert texts[COL_SCOPES] == "All agents · defaults"
    assert_secret_hidden(page, SECRET)

    binary = run(_store(app_ctx).get_by_name("demo-tool"))
    assert binary.path == str(tool_path.resolve()) and binary.env_names == ("API_TOKEN",)
    logged = run(ActivityStore(app_ctx.stores.db, app_ctx.stores.identity).list(ActivityFilter(action="secure_cli.create")))
    assert [a.details["variables"] for a in logged] == [["API_TOKEN"]]
    assert SECRET not in repr(logged)
    assert caplog.records and SECRET not in caplog.text  # nothing logged the value


def test_typing_a_name_finds_the_tool_on_path(
    page: CredentialsPage, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "on-path"
    found = write_tool(folder, "lookup-tool")
    monkeypatch.setenv("PATH", str(folder))
    dialog = _open_add_dialog(page, qtbot)
    qtbot.keyClicks(dialog.name_edit, "lookup-tool")
    qtbot.waitUntil(lambda: dialog.path_edit.text() == str(found), timeout=5000)
    assert dialog.path_hint.text() == f"Found on PATH: {found}"

    dialog.path_edit.setText("")  # a path the user chose is never overwritten...
    dialog.choose_path("/bin/sh")
    qtbot.keyClicks(dialog.name_edit, "x")
    qtbot.waitUntil(lambda: not dialog._detect_timer.isActive(), timeout=5000)  # a lookup, had one been due
    wait_idle(qtbot)
    assert dialog.path_edit.text() == "/bin/sh"
    click(qtbot, dialog.detect_button)  # ...unless asked to find it
    qtbot.waitUntil(lambda: "was not found on PATH" in dialog.path_hint.text(), timeout=5000)
    assert dialog.path_edit.text() == "/bin/sh"


def test_bad_input_is_refused_inline_and_nothing_is_lost(
    page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path
) -> None:
    dialog = _open_add_dialog(page, qtbot)
    qtbot.keyClicks(dialog.name_edit, "demo-tool")
    dialog.choose_path(str(tool_path))
    row = dialog.variables.rows[0]
    qtbot.keyClicks(row.name_edit, "API_TOKEN")
    qtbot.keyClicks(row.value_edit, "short")
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: "shorter than 6 characters" in dialog.error_text, timeout=5000)
    assert dialog.isVisible() and row.value_edit.text() == "short" and dialog.name_edit.text() == "demo-tool"

    row.value_edit.setText("")
    click(qtbot, dialog.save_button)
    assert dialog.error_text == "Type a value for API_TOKEN, or remove the row."
    assert QApplication.focusWidget() is row.value_edit or not dialog.isActiveWindow()

    row.name_edit.setText("PATH")
    row.value_edit.setText(SECRET)
    click(qtbot, dialog.save_button)
    assert "PATH cannot hold a credential" in dialog.error_text
    assert run(_store(app_ctx).list()) == []
    assert SECRET not in dialog.error_text


def test_a_second_tool_with_the_same_name_is_refused(page: CredentialsPage, qtbot: Any, tool_path: Path) -> None:
    _add_tool(page, qtbot, tool_path)
    dialog = _open_add_dialog(page, qtbot)
    qtbot.keyClicks(dialog.name_edit, "Demo-Tool")
    dialog.choose_path(str(tool_path))
    qtbot.keyClicks(dialog.variables.rows[0].name_edit, "API_TOKEN")
    qtbot.keyClicks(dialog.variables.rows[0].value_edit, OTHER_SECRET)
    click(qtbot, dialog.save_button)
    qtbot.waitUntil(lambda: "already registered; edit it instead" in dialog.error_text, timeout=5000)
    assert page.table.rowCount() == 1


# --- edit -------------------------------------------------------------------------------------


def test_edit_timeout_and_deny_pattern_with_the_live_tester(
    page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path
) -> None:
    _add_tool(page, qtbot, tool_path)
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    assert dialog.timeout_spin.value() == 30
    # names that cannot change are selectable labels, not read-only edit boxes
    stored = dialog.variables.row("API_TOKEN")
    for field, text in ((dialog.name_field, "demo-tool"), (stored.name_field, "API_TOKEN")):
        assert isinstance(field, QLabel) and field.text() == text and field.isVisible()
        assert field.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    assert not dialog.name_edit.isVisible() and not stored.name_edit.isVisible()
    assert stored.value_edit.text() == "" and mask_value(SECRET) in stored.value_edit.placeholderText()

    dialog.timeout_spin.setValue(45)
    rules = dialog.deny_rules
    qtbot.keyClicks(rules.tester_edit, "auth token --show")
    assert rules.verdict is not None and rules.verdict.allowed
    assert rules.verdict_label.text().startswith("Allowed")

    qtbot.keyClicks(rules.pattern_edit, r"auth\s+token")
    qtbot.keyClick(rules.pattern_edit, Qt.Key.Key_Return)
    assert rules.patterns() == (r"auth\s+token",) and rules.pattern_edit.text() == ""
    assert not rules.verdict.allowed  # re-checked the moment the rule was added
    assert rules.verdict_label.text().startswith("Denied") and r"auth\s+token" in rules.verdict_label.text()

    rules.tester_edit.clear()
    qtbot.keyClicks(rules.tester_edit, "'auth'   TOKEN")  # quoting, spacing and case change nothing
    assert not rules.verdict.allowed
    rules.tester_edit.setText("repo list")
    assert rules.verdict.allowed

    rules.tester_edit.setText("-vv repo list")
    assert rules.verdict.allowed
    click(qtbot, rules.verbose_box)
    assert rules.verbose_box.isChecked() and not rules.verdict.allowed  # live on the toggle too
    rules.tester_edit.setText("--version")
    assert rules.verdict.allowed

    qtbot.keyClicks(rules.pattern_edit, "(unclosed")
    click(qtbot, rules.add_button)
    assert rules.pattern_error.isVisible() and "not a valid regular expression" in rules.pattern_error.text()
    assert rules.patterns() == (r"auth\s+token",) and rules.pattern_edit.text() == "(unclosed"

    _save(dialog, page, qtbot)
    binary = run(_store(app_ctx).get_by_name("demo-tool"))
    assert binary.timeout_seconds == 45
    assert binary.deny_args == (r"auth\s+token",)
    assert binary.deny_verbose == DEFAULT_VERBOSE_PATTERNS
    assert binary.env_names == ("API_TOKEN",)  # untouched value kept


def test_edit_replaces_and_removes_variables(
    page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path, service: Any
) -> None:
    _add_tool(page, qtbot, tool_path)
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    click(qtbot, dialog.variables.add_button)
    extra = dialog.variables.rows[-1]
    qtbot.keyClicks(extra.name_edit, "GH_TOKEN")
    qtbot.keyClicks(extra.value_edit, OTHER_SECRET)
    _save(dialog, page, qtbot)
    binary = run(_store(app_ctx).get_by_name("demo-tool"))
    assert binary.env_names == ("API_TOKEN", "GH_TOKEN")
    assert run(service.reveal(binary.id, "API_TOKEN")) == SECRET

    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    click(qtbot, dialog.variables.row("GH_TOKEN").remove_button)
    dialog.variables.row("API_TOKEN").value_edit.setText("replaced-value-123456")
    _save(dialog, page, qtbot)
    assert run(_store(app_ctx).get_by_name("demo-tool")).env_names == ("API_TOKEN",)
    assert run(service.reveal(binary.id, "API_TOKEN")) == "replaced-value-123456"


def test_hold_to_reveal_shows_then_hides(
    page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    _add_tool(page, qtbot, tool_path)
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    row = dialog.variables.row("API_TOKEN")
    button = row.reveal_button
    assert row.value_edit.text() == "" and not row.revealed

    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: row.value_edit.text() == SECRET, timeout=5000)
    assert row.revealed and row.value_edit.isReadOnly()
    assert SECRET not in button.toolTip() + row.value_edit.toolTip() + row.value_edit.accessibleDescription()
    assert SECRET not in row.value_edit.accessibleName()
    assert row.new_value() == ""  # a revealed value is not a change
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert row.value_edit.text() == "" and not row.revealed and not row.value_edit.isReadOnly()
    row.value_edit.undo()
    assert row.value_edit.text() == ""  # nothing of it left to bring back
    assert_secret_hidden(dialog, SECRET)

    # Keyboard: holding Space on the button reveals, letting go hides.
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)
    button.setFocus()
    qtbot.keyPress(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: row.value_edit.text() == SECRET, timeout=5000)
    qtbot.keyRelease(button, Qt.Key.Key_Space)
    assert row.value_edit.text() == "" and not row.revealed

    # Let go before the value arrives: it is dropped unseen.
    button.setDown(True)
    row.reveal()
    button.setDown(False)
    row.conceal()
    qtbot.waitUntil(lambda: not async_bridge.pending_tasks(), timeout=5000)
    assert row.value_edit.text() == ""

    # A typed (unsaved) value is revealed from the field itself.
    row.value_edit.setText("typed-but-unsaved-1")
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    assert row.revealed and row.value_edit.text() == "typed-but-unsaved-1"
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert not row.revealed and row.new_value() == "typed-but-unsaved-1"

    reveals = run(ActivityStore(app_ctx.stores.db, app_ctx.stores.identity).list(ActivityFilter(action="secure_cli.reveal")))
    assert len(reveals) >= 2 and {a.details["variable"] for a in reveals} == {"API_TOKEN"}
    assert SECRET not in repr(reveals)
    assert caplog.records and SECRET not in caplog.text  # nothing logged the value


def test_enable_toggle_in_the_table(page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path) -> None:
    _add_tool(page, qtbot, tool_path)
    item = page.table.item(0, COL_ENABLED)
    item.setCheckState(Qt.CheckState.Unchecked)
    qtbot.waitUntil(lambda: page.table.item(0, COL_ENABLED).text() == "Disabled", timeout=5000)
    assert not run(_store(app_ctx).get_by_name("demo-tool")).enabled
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    assert not dialog.enabled_box.isChecked()
    click(qtbot, dialog.enabled_box)
    _save(dialog, page, qtbot)
    assert run(_store(app_ctx).get_by_name("demo-tool")).enabled


# --- test run -----------------------------------------------------------------------------------


@pytest.mark.serial  # measures the gaps between timer ticks: alone, not beside other workers
def test_test_run_shows_scrubbed_output_without_freezing(
    page: CredentialsPage, app_ctx: AppContext, qtbot: Any, tool_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    _add_tool(page, qtbot, tool_path)
    panel = page.test_panel
    assert panel.run_button.isEnabled() and panel.args_edit.text() == "--version"
    # The panel was just shown again; until the splitter's queued layout runs, Run is 0 px high and
    # a plain click is lost (the old flake under load). click() waits until it can take the click.
    click(qtbot, panel.run_button)
    # Starting is synchronous: a click that did not start a run must say so here, not later.
    assert panel.running, f"the click started no run; status: {panel.status_label.text()!r}"
    _wait_run(page, qtbot)
    assert "demo-tool 1.2.3" in panel.output_text(), f"status: {panel.status_label.text()!r}"
    assert "Exited with code 0" in panel.status_label.text() and "Injected API_TOKEN" in panel.status_label.text()

    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    panel.args_edit.setText("--slow")
    started = time.monotonic()
    click(qtbot, panel.run_button)
    assert panel.running and panel.run_button.text() == "&Stop"
    qtbot.waitUntil(lambda: "token is [REDACTED:API_TOKEN]" in panel.output_text(), timeout=10000)
    assert panel.running and "done slow" not in panel.output_text()  # shown while the tool still runs
    _wait_run(page, qtbot)
    ended = time.monotonic()
    timer.stop()
    # The tool slept a second; a loop blocked by the run leaves one gap about as long as the whole
    # run between ticks. Half the run is the bound: a fixed 0.5 s failed once at load 7-11, where
    # the run itself takes longer too.
    moments = [started, *ticks, ended]
    assert ended - started >= 1.0
    assert max(b - a for a, b in itertools.pairwise(moments)) < (ended - started) / 2
    assert "done slow" in panel.output_text()
    assert SECRET not in panel.output_text()
    assert panel.run_button.text() == "&Run"
    qtbot.waitUntil(lambda: page.table.item(0, COL_LAST_RUN).text() == "just now", timeout=5000)
    assert_secret_hidden(page, SECRET)

    panel.args_edit.setText("--fail")
    click(qtbot, panel.run_button)
    _wait_run(page, qtbot)
    assert "bad things with [REDACTED:API_TOKEN]" in panel.output_text()
    assert "Exited with code 3" in panel.status_label.text()
    assert caplog.records and SECRET not in caplog.text  # nothing logged the value


def test_test_run_scrubs_base64_wrapped_over_lines_as_it_streams(
    page: CredentialsPage, qtbot: Any, tool_path: Path
) -> None:
    """Issue 25, case 7 on the page: `base64` wraps a long credential's encoding at 76 columns,
    and the tool prints it a line at a time (each line its own read); none of it is shown."""
    from tests.support.leaks import LONG, leaks

    _add_tool(page, qtbot, tool_path, value=LONG)
    panel = page.test_panel
    panel.args_edit.setText("--wrapped")
    click(qtbot, panel.run_button)
    _wait_run(page, qtbot)
    assert "Exited with code 0" in panel.status_label.text()
    assert "[REDACTED:API_TOKEN]" in panel.output_text()
    assert not leaks(panel.output_text(), LONG)
    assert_secret_hidden(page, LONG)


def test_stop_ends_a_hanging_run(page: CredentialsPage, qtbot: Any, tool_path: Path) -> None:
    _add_tool(page, qtbot, tool_path)
    panel = page.test_panel
    panel.args_edit.setText("--hang")
    click(qtbot, panel.run_button)
    qtbot.waitUntil(lambda: "hanging" in panel.output_text(), timeout=10000)
    click(qtbot, panel.run_button)
    _wait_run(page, qtbot, timeout=10000)
    assert panel.status_label.text().startswith("Stopped")
    assert panel.run_button.text() == "&Run" and panel.args_edit.isEnabled()


def test_denied_arguments_start_nothing(page: CredentialsPage, qtbot: Any, tool_path: Path) -> None:
    _add_tool(page, qtbot, tool_path)
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    dialog.deny_rules.add_pattern("--version")
    _save(dialog, page, qtbot)
    panel = page.test_panel
    panel.args_edit.setText("--version")
    click(qtbot, panel.run_button)
    _wait_run(page, qtbot)
    assert panel.blocked and panel.status_label.text().startswith("Blocked: demo-tool was not run")
    assert "deny rule \u201c--version\u201d matches" in panel.status_label.text() and "failed" not in panel.status_label.text()
    assert panel.status_label.font().bold() and "Nothing ran" in panel.output.placeholderText()
    assert panel.output_text() == ""
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")  # a verbose rule, and a regex rule, in words as typed
    dialog.deny_rules.add_pattern(r"auth\s+token")
    _save(dialog, page, qtbot)
    panel.args_edit.setText("auth   token")
    click(qtbot, panel.run_button)
    _wait_run(page, qtbot)
    assert "deny rule \u201cauth\\s+token\u201d matches" in panel.status_label.text()
    panel.args_edit.setText("--help")
    click(qtbot, panel.run_button)
    _wait_run(page, qtbot)
    qtbot.waitUntil(lambda: not panel.blocked and "Exited with code" in panel.status_label.text(), timeout=10000)
    assert not panel.status_label.font().bold()
    panel.args_edit.setText("'unclosed")
    click(qtbot, panel.run_button)
    assert "unclosed quote" in panel.status_label.text() and not panel.running


# --- grants ---------------------------------------------------------------------------------------


def test_grant_to_an_agent_then_run_as_it_and_take_it_back(
    page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path, make_agent: Any
) -> None:
    coder = make_agent("coder", display_name="Coder")
    make_agent("writer")
    _add_tool(page, qtbot, tool_path)
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    editor = dialog.access_editor
    assert editor.is_global() and dict(editor.access()) == {coder.id: True, run_writer_id(app_ctx, run): True}
    radio = editor.granted_radio
    click(qtbot, radio, pos=lambda: QPoint(8, radio.height() // 2))  # on the indicator
    assert not editor.is_global()
    editor.set_allowed(run_writer_id(app_ctx, run), False)
    _save(dialog, page, qtbot)

    store = _store(app_ctx)
    binary = run(store.get_by_name("demo-tool"))
    assert not binary.is_global
    grants = run(store.list_grants(binary.id))
    assert [(g.agent_key, g.enabled) for g in grants] == [("coder", True)]
    assert page.table.item(0, COL_SCOPES).text() == "Only coder · defaults"

    panel = page.test_panel
    # Only coder may run it now: "yourself" is gone from Run as (global tools only).
    qtbot.waitUntil(lambda: [panel.run_as.itemData(i) for i in range(panel.run_as.count())] == [coder.id], timeout=5000)
    click(qtbot, panel.run_button)
    _wait_run(page, qtbot)
    assert "demo-tool 1.2.3" in panel.output_text() and "Exited with code 0" in panel.status_label.text()

    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    assert dict(dialog.access_editor.access())[coder.id] is True
    dialog.access_editor.set_allowed(coder.id, False)
    _save(dialog, page, qtbot)
    assert run(store.list_grants(binary.id)) == []
    qtbot.waitUntil(lambda: panel.run_as.count() == 0, timeout=5000)
    assert not panel.run_button.isEnabled() and "No agent may run demo-tool yet" in panel.status_label.text()
    actions = [a.action for a in run(ActivityStore(app_ctx.stores.db, app_ctx.stores.identity).list())]
    assert "secure_cli.grant" in actions and "secure_cli.revoke" in actions


def run_writer_id(ctx: AppContext, run: Any) -> str:
    from goclaw_lite.store.definitions.agents import AgentStore

    return run(AgentStore(ctx.stores.db, ctx.stores.identity).get_by_key("writer")).id


# --- delete -----------------------------------------------------------------------------------------


def test_delete_asks_first(page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path) -> None:
    _add_tool(page, qtbot, tool_path)
    click(qtbot, page.delete_button)
    box = page.confirm_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "demo-tool" in box.text() and "cannot be undone" in box.informativeText()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    click(qtbot, box.button(QMessageBox.StandardButton.Cancel))
    qtbot.waitUntil(lambda: page.confirm_box is None, timeout=5000)
    wait_idle(qtbot)  # a delete, had one started, has ended
    assert len(run(_store(app_ctx).list())) == 1 and page.table.rowCount() == 1

    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5000)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)  # the keyboard way, same confirmation
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
    click(qtbot, page.confirm_delete_button)
    qtbot.waitUntil(lambda: page.table.rowCount() == 0 and not page.loading, timeout=5000)
    assert run(_store(app_ctx).list()) == []
    assert page.list_stack.currentWidget() is page.empty
    logged = run(ActivityStore(app_ctx.stores.db, app_ctx.stores.identity).list(ActivityFilter(action="secure_cli.delete")))
    assert [a.details["binary"] for a in logged] == ["demo-tool"]


# --- keyboard, accessibility ------------------------------------------------------------------------------


def test_tab_walks_the_dialog_in_order(page: CredentialsPage, qtbot: Any, tool_path: Path) -> None:
    _add_tool(page, qtbot, tool_path)
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    added = dialog.variables.add_row()  # a row added later is linked into the chain where it shows
    qtbot.waitUntil(added.isVisible, timeout=5000)
    dialog.deny_rules.add_pattern("--dump")
    dialog.deny_rules.patterns_list.setCurrentRow(0)  # so Remove is enabled and in the chain
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)
    expected = [w for w in dialog.focus_chain() if w.isEnabled() and w.isVisible()]
    expected = [w for w in expected if w is not dialog.access_editor.granted_radio]  # one stop per radio group
    expected[0].setFocus(Qt.FocusReason.TabFocusReason)
    seen: list[QWidget] = [QApplication.focusWidget()]
    for _ in range(len(expected) - 1):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    names = lambda ws: [w.accessibleName() or w.objectName() for w in ws]  # noqa: E731
    assert names(seen) == names(expected)
    assert names(seen)[8:17] == [
        "Name of API_TOKEN", "Value of API_TOKEN", "Hold to show the value of API_TOKEN", "Remove API_TOKEN",
        "Variable name", "Value of new variable", "Hold to show the value of new variable", "Remove new variable",
        "Add variable",
    ]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is expected[0]  # and round again


def test_keyboard_opens_and_closes_the_dialogs(page: CredentialsPage, qtbot: Any, tool_path: Path) -> None:
    _add_tool(page, qtbot, tool_path)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5000)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=5000)
    assert page.dialog.windowTitle() == "Edit demo-tool"
    press_key(qtbot, page.dialog, Qt.Key.Key_Escape)  # once the dialog is active and has the focus
    qtbot.waitUntil(lambda: page.dialog is None, timeout=5000)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5000)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=5000)
    assert page.dialog.windowTitle() == "Add a tool"
    assert QApplication.focusWidget() is page.dialog.name_edit


def test_every_control_is_named(page: CredentialsPage, qtbot: Any, tool_path: Path, make_agent: Any) -> None:
    make_agent("coder")
    _add_tool(page, qtbot, tool_path)
    dialog = _open_edit_dialog(page, qtbot, "demo-tool")
    for root in (page, dialog):
        controls = [
            w
            for w in root.findChildren(QWidget)
            if isinstance(w, QAbstractButton | QLineEdit)
            or w.metaObject().className() in ("QListWidget", "QTableWidget", "QComboBox", "QPlainTextEdit", "QSpinBox")
        ]
        controls = [c for c in controls if not c.objectName().startswith("qt_") and c.parent() is not None]
        # Line edits inside spin boxes and combo boxes are named by their owner.
        controls = [c for c in controls if c.parent().metaObject().className() not in ("QSpinBox", "QComboBox")]
        unnamed = [f"{type(c).__name__}({c.objectName()})" for c in controls if not c.accessibleName()]
        assert controls and unnamed == []


# --- without a key --------------------------------------------------------------------------------


def test_without_a_key_the_page_explains_and_offers_nothing(
    tmp_path: Path, qtbot: Any, run: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from goclaw_lite.config import resolve_paths

    monkeypatch.setenv("GOCLAW_HOME", str(tmp_path / "keyless"))
    monkeypatch.delenv("GOCLAW_KEY", raising=False)
    paths: Paths = resolve_paths()
    ctx = run(open_app(paths, program="keyless test", key_policy=KeyPolicy.OPTIONAL))
    try:
        assert ctx.stores.cipher is None
        widget = CredentialsPage(ctx)
        qtbot.addWidget(widget)
        widget.show()
        assert widget.no_key_panel is not None and widget.no_key_panel.isVisible()
        assert widget.no_key_panel.title.text() == "Credentials need the encryption key"
        assert "key backup" in widget.no_key_panel.text.text() and "goclaw-lite" not in widget.no_key_panel.text.text()
        assert widget.findChildren(QPushButton) == [] and widget.findChildren(QLineEdit) == []
        SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
        widget.resize(900, 420)
        assert widget.grab().save(str(SCREENSHOT_DIR / "credentials_no_key.png"))
        widget.add_tool()  # a stray shortcut does nothing either
        widget.refresh()
        assert widget.dialog is None
        widget.close()
    finally:
        run(async_bridge.cancel_pending())
        run(ctx.close())


# --- a row that cannot be decrypted ---------------------------------------------------------------


def test_an_unreadable_tool_is_listed_as_such_and_can_be_re_entered(
    page: CredentialsPage, app_ctx: AppContext, qtbot: Any, run: Any, tool_path: Path
) -> None:
    """One tampered row (a bit flipped in its sealed values) must not empty the whole list."""
    store = _store(app_ctx)
    broken = run(store.create("broken-tool", path=str(tool_path), env={"API_TOKEN": SECRET}))
    run(store.create("good-tool", path=str(tool_path), env={"API_TOKEN": OTHER_SECRET}))
    sealed = run(app_ctx.stores.db.fetch_value("SELECT encrypted_env FROM secure_cli_binaries WHERE id = ?", (broken.id,)))
    tampered = sealed[:-8] + ("A" if sealed[-8] != "A" else "B") + sealed[-7:]
    run(app_ctx.stores.db.execute("UPDATE secure_cli_binaries SET encrypted_env = ? WHERE id = ?", (tampered, broken.id)))
    page.refresh()
    qtbot.waitUntil(lambda: page.table.rowCount() == 2 and not page.loading, timeout=10000)
    rows = {_row_texts(page, r)[COL_NAME]: _row_texts(page, r) for r in range(2)}
    assert rows["broken-tool"][COL_VARIABLES].startswith("Unreadable")
    assert "defaults (unreadable)" in rows["broken-tool"][COL_SCOPES]
    assert rows["good-tool"][COL_VARIABLES] == f"API_TOKEN={mask_value(OTHER_SECRET)}"

    dialog = _open_edit_dialog(page, qtbot, "broken-tool")
    row = dialog.variables.rows[0] if dialog.variables.rows else None
    if row is None:
        dialog.variables.add_row()
        row = dialog.variables.rows[0]
    qtbot.keyClicks(row.name_edit, "API_TOKEN")
    qtbot.keyClicks(row.value_edit, SECRET)
    _save(dialog, page, qtbot)
    qtbot.waitUntil(lambda: _row_texts(page, 0)[COL_VARIABLES] == f"API_TOKEN={mask_value(SECRET)}", timeout=10000)
    assert run(store.default_values(broken.id)) == {"API_TOKEN": SECRET}
