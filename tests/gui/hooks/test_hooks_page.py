"""The Hooks page as a user works it, on a real database with real command hooks (this Python)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.hooks import HookDraft, HooksService, sample_tool
from goclaw_lite.gui.hooks.dialog import HookDialog
from goclaw_lite.gui.hooks.page import COLUMNS, HooksPageWidget
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    Qt,
    QTableWidget,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.definitions.hooks import HookStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click, wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
SECRET = "ghp_" + "k" * 36
# Reads the event from stdin, says which tool it saw, and leaks a token the audit must redact.
SAYS_TOOL = f"import sys, json; d = json.load(sys.stdin); print('saw', d['tool']['name'], '{SECRET}')"


@pytest.fixture
def page(app_ctx: AppContext, run: Any, qtbot: Any) -> Iterator[HooksPageWidget]:
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("coder", provider="local", model="m"))
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("writer", provider="local", model="m"))
    widget = HooksPageWidget(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(1200, 760)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: widget.snapshot is not None and not widget.loading, timeout=10000)
    yield widget
    widget.close()


def store(ctx: AppContext) -> HookStore:
    return HookStore(ctx.stores.db, ctx.stores.identity)


def cells(page: HooksPageWidget, row: int = 0) -> dict[str, str]:
    return {name: page.table.item(row, col).text() for col, name in enumerate(COLUMNS)}


def settle(page: HooksPageWidget, qtbot: Any) -> None:
    qtbot.waitUntil(lambda: not page.loading, timeout=10000)


def open_add_dialog(page: HooksPageWidget, qtbot: Any) -> HookDialog:
    click(qtbot, page.add_button)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=5000)
    assert page.dialog is not None
    return page.dialog


def add_command_hook(page: HooksPageWidget, qtbot: Any, event: str, argv: list[str], **fields: str) -> None:
    """Fill the Add dialog as a user would (handler stays "Run a command") and press Save."""
    dialog = open_add_dialog(page, qtbot)
    dialog.event_combo.setCurrentIndex(dialog.event_combo.findData(event))
    dialog.name_edit.setText(fields.get("name", ""))
    dialog.matcher_edit.setText(fields.get("matcher", ""))
    dialog.argv_edit.setPlainText("\n".join(argv))
    with qtbot.waitSignal(page.loaded, timeout=15000):
        click(qtbot, dialog.save_button)
    settle(page, qtbot)


def test_add_attach_test_and_see_the_run(page: HooksPageWidget, app_ctx: AppContext, run: Any, qtbot: Any) -> None:
    dialog = open_add_dialog(page, qtbot)
    assert [dialog.agents_list.item(r).text() for r in range(dialog.agents_list.count())] == ["coder", "writer"]
    dialog.agents_list.item(0).setCheckState(Qt.CheckState.Checked)
    dialog.event_combo.setCurrentIndex(dialog.event_combo.findData("after_tool"))
    assert dialog.event_combo.currentText() == "After a tool ran (after_tool)"
    assert dialog.exit_box.isVisibleTo(dialog) and dialog.on_error_combo.currentData() == "allow"
    assert dialog.save_button.isDefault()
    dialog.name_edit.setText("announce")
    dialog.matcher_edit.setText("kg_search|exec")
    dialog.argv_edit.setPlainText(f"{sys.executable}\n-c\n{SAYS_TOOL}")
    dialog.timeout_spin.setValue(20)
    with qtbot.waitSignal(page.loaded, timeout=15000):
        click(qtbot, dialog.save_button)
    settle(page, qtbot)

    [hook] = run(store(app_ctx).list())
    assert hook.argv == (sys.executable, "-c", SAYS_TOOL)  # each line one argument, no shell in between
    assert (hook.event, hook.matcher, hook.timeout_ms, hook.enabled, hook.source) == ("after_tool", "kg_search|exec", 20000, True, "ui")
    coder = run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).get_by_key("coder"))
    assert hook.agent_ids == (coder.id,)
    row = cells(page)
    assert row["Name"] == "announce" and row["Agents"] == "coder" and row["On"] == "Yes"
    assert row["When"] == "After a tool ran"
    assert row["Last run"] == "Never" and row["Does"].startswith(f"{sys.executable} -c \"import sys, json;")
    assert SECRET not in row["Does"] and "[REDACTED]" in row["Does"]  # the token typed in an argument is not shown
    assert page.selected() is not None and page.selected().id == hook.id  # the new hook is selected

    with qtbot.waitSignal(page.tested, timeout=30000) as tested:
        click(qtbot, page.test_button)
    outcome = tested.args[0].outcome
    assert outcome.decision == "allow" and outcome.exit_code == 0
    text = page.output.toPlainText()
    assert "Decision: Allowed" in text and "saw kg_search" in text and '"event": "after_tool"' in text
    assert SECRET not in text and "[REDACTED]" in text
    qtbot.waitUntil(lambda: page.runs_table.rowCount() == 1, timeout=10000)
    settle(page, qtbot)
    assert page.runs_table.item(0, 1).text() == "Allowed"
    assert cells(page)["Last run"].startswith("Allowed · ")
    [audited] = run(store(app_ctx).executions(hook_id=hook.id))
    assert audited.output.startswith("saw kg_search") and SECRET not in audited.output

    page.runs_table.selectRow(0)
    assert "Decision: Allowed" in page.output.toPlainText() and SECRET not in page.output.toPlainText()


def test_block_then_disable_then_delete_keeps_the_audit(page: HooksPageWidget, app_ctx: AppContext, run: Any,
                                                       qtbot: Any) -> None:
    refuse = "import sys; print('not today'); sys.exit(2)"
    add_command_hook(page, qtbot, "before_run", [sys.executable, "-c", refuse], name="gate")
    [hook] = run(store(app_ctx).list())

    with qtbot.waitSignal(page.tested, timeout=30000):
        click(qtbot, page.test_button)
    assert "Decision: Blocked" in page.output.toPlainText() and "not today" in page.output.toPlainText()
    settle(page, qtbot)

    assert page.toggle_button.text() == "Disable"
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, page.toggle_button)
    settle(page, qtbot)
    assert cells(page)["On"] == "No" and page.toggle_button.text() == "Enable"
    assert run(store(app_ctx).require(hook.id)).enabled is False
    assert run(store(app_ctx).resolve("before_run", None)) == []  # a disabled hook no longer runs

    click(qtbot, page.delete_button)
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
    assert page.confirm_box.defaultButton() is not page.confirm_delete_button  # Cancel is the default
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, page.confirm_delete_button)
    settle(page, qtbot)
    assert page.table.rowCount() == 0 and run(store(app_ctx).list()) == []
    assert [r.decision for r in run(store(app_ctx).executions())] == ["block"]  # the run stays audited
    assert not page.delete_button.isEnabled() and not page.test_button.isEnabled()


def test_cancel_delete_keeps_the_hook(page: HooksPageWidget, app_ctx: AppContext, run: Any, qtbot: Any) -> None:
    add_command_hook(page, qtbot, "after_run", [sys.executable, "-c", "pass"])
    click(qtbot, page.delete_button)
    qtbot.waitUntil(lambda: page.confirm_box is not None and page.confirm_box.isVisible(), timeout=5000)
    qtbot.keyClick(page.confirm_box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: page.confirm_box is None, timeout=5000)
    wait_idle(qtbot)
    assert len(run(store(app_ctx).list())) == 1 and page.table.rowCount() == 1


def test_dialog_refuses_what_the_store_refuses_and_keeps_the_typing(page: HooksPageWidget, app_ctx: AppContext,
                                                                    run: Any, qtbot: Any) -> None:
    dialog = open_add_dialog(page, qtbot)
    dialog.matcher_edit.setText("exec")
    click(qtbot, dialog.save_button)
    assert dialog.error_label.isVisible() and "argv" in dialog.error_label.text()
    assert dialog.isVisible() and dialog.matcher_edit.text() == "exec"
    # A shell line is one argument, never split or interpreted: the program named "echo hi; rm -rf x" does not exist.
    dialog.argv_edit.setPlainText("echo hi; rm -rf x\n")
    assert dialog.draft().argv == ("echo hi; rm -rf x",)
    dialog.reject()
    qtbot.waitUntil(lambda: page.dialog is None, timeout=5000)
    assert run(store(app_ctx).list()) == []


def test_builtin_block_and_edit(page: HooksPageWidget, app_ctx: AppContext, run: Any, qtbot: Any) -> None:
    dialog = open_add_dialog(page, qtbot)
    dialog.event_combo.setCurrentIndex(dialog.event_combo.findData("before_tool"))
    dialog.handler_combo.setCurrentIndex(dialog.handler_combo.findData("block"))
    assert dialog.reason_edit.isVisible() and not dialog.argv_edit.isVisible()
    dialog.reason_edit.setText("no shell for you")
    dialog.matcher_edit.setText("exec")
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, dialog.save_button)
    settle(page, qtbot)
    assert cells(page)["Does"] == "Blocks (no shell for you)"

    with qtbot.waitSignal(page.tested, timeout=10000):
        click(qtbot, page.test_button)
    assert "Decision: Blocked" in page.output.toPlainText() and "no shell for you" in page.output.toPlainText()
    settle(page, qtbot)

    click(qtbot, page.edit_button)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=5000)
    edit = page.dialog
    assert edit.matcher_edit.text() == "exec" and edit.reason_edit.text() == "no shell for you"
    edit.matcher_edit.setText("exec|kg_*")
    edit.on_timeout_combo.setCurrentIndex(edit.on_timeout_combo.findData("block"))
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, edit.save_button)
    settle(page, qtbot)
    [hook] = run(store(app_ctx).list())
    assert (hook.matcher, hook.on_timeout, hook.version) == ("exec|kg_*", "block", 2)
    assert cells(page)["Tools"] == "exec|kg_*" and page.runs_table.rowCount() == 1


def test_a_slow_hook_is_killed_and_shown_as_a_timeout(page: HooksPageWidget, app_ctx: AppContext, run: Any,
                                                      qtbot: Any) -> None:
    dialog = open_add_dialog(page, qtbot)
    dialog.argv_edit.setPlainText(f"{sys.executable}\n-c\nimport time; time.sleep(60)")
    dialog.timeout_spin.setValue(0.3)
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, dialog.save_button)
    settle(page, qtbot)
    with qtbot.waitSignal(page.tested, timeout=30000):
        click(qtbot, page.test_button)
    assert "Decision: Timed out (killed after 300 ms)" in page.output.toPlainText()
    qtbot.waitUntil(lambda: page.runs_table.rowCount() == 1, timeout=10000)
    assert page.runs_table.item(0, 1).text() == "Timed out"


def test_a_seeded_builtin_hook_can_only_be_switched(page: HooksPageWidget, app_ctx: AppContext, run: Any,
                                                   qtbot: Any) -> None:
    hook = run(store(app_ctx).create("after_run", "builtin", {"builtin": "log"}, source="builtin"))
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, page.refresh_button)
    settle(page, qtbot)
    assert page.select_hook(hook.id)
    assert not page.edit_button.isEnabled() and not page.delete_button.isEnabled()
    with qtbot.waitSignal(page.loaded, timeout=10000):
        click(qtbot, page.toggle_button)
    settle(page, qtbot)
    assert run(store(app_ctx).require(hook.id)).enabled is False and cells(page)["On"] == "No"


def test_changing_handler_kind_on_edit_is_refused(app_ctx: AppContext, run: Any) -> None:
    service = HooksService(app_ctx.stores)
    hook = run(service.add(HookDraft(event="after_run", handler_type="builtin", builtin="log")))
    with pytest.raises(Exception, match="add a new hook"):
        run(service.edit(hook.id, HookDraft(event="after_run", handler_type="command", argv=("true",))))
    assert run(service.store.require(hook.id)).version == 1


def test_sample_tool_follows_the_matcher() -> None:
    assert sample_tool("") == "exec"
    assert sample_tool("kg_* | web_fetch") == "web_fetch"
    assert sample_tool("kg_*") == "exec"


def test_every_control_is_named_and_tab_leaves_the_tables(page: HooksPageWidget, qtbot: Any) -> None:
    add_command_hook(page, qtbot, "after_run", [sys.executable, "-c", "pass"])
    dialog = open_add_dialog(page, qtbot)
    for owner in (page, dialog):
        controls = [w for kind in (QAbstractButton, QLineEdit, QComboBox, QListWidget, QPlainTextEdit, QTableWidget)
                    for w in owner.findChildren(kind) if not w.objectName().startswith("qt_")]
        assert controls and [c.objectName() for c in controls if not c.accessibleName()] == []
    assert not page.table.tabKeyNavigation() and not page.runs_table.tabKeyNavigation()
    dialog.argv_edit.setFocus()
    qtbot.keyClick(dialog.argv_edit, Qt.Key.Key_Tab)  # Tab leaves the argument editor instead of typing a tab
    assert QApplication.focusWidget() is not dialog.argv_edit and "\t" not in dialog.argv_edit.toPlainText()
    dialog.reject()


def test_tab_reaches_every_control_of_the_dialog(page: HooksPageWidget, qtbot: Any) -> None:
    dialog = open_add_dialog(page, qtbot)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)
    controls = [w for kind in (QAbstractButton, QLineEdit, QComboBox, QListWidget, QPlainTextEdit)
                for w in dialog.findChildren(kind)
                if w.isVisible() and w.isEnabled() and not w.objectName().startswith("qt_")
                and w.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus and w.focusProxy() is None]
    assert dialog.argv_edit in controls and dialog.agents_list in controls
    dialog.name_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name_edit, timeout=5000)
    seen = set()
    for _ in range(60):
        focus = QApplication.focusWidget()
        assert focus is not None
        seen.add(id(focus))
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    assert [c.objectName() or c.accessibleName() for c in controls if id(c) not in seen] == []
    dialog.reject()


def test_exit_code_rules_are_allow_or_block_choices_that_round_trip(page: HooksPageWidget, app_ctx: AppContext,
                                                                     run: Any, qtbot: Any) -> None:
    crash = "import sys; print('checker broke'); sys.exit(3)"
    dialog = open_add_dialog(page, qtbot)
    dialog.event_combo.setCurrentIndex(dialog.event_combo.findData("after_run"))
    assert "cannot undo" in dialog.block_note.text()
    dialog.event_combo.setCurrentIndex(dialog.event_combo.findData("before_tool"))
    assert "stops the answer or the tool call" in dialog.block_note.text()
    exit0 = dialog.exit_box.findChild(QLabel, "hookExit0")
    exit2 = dialog.exit_box.findChild(QLabel, "hookExit2")
    assert exit0.text() == "Allow the action" and exit2.text().startswith("Block the action")
    assert [dialog.on_error_combo.itemText(i) for i in range(2)] == ["Allow the action", "Block the action"]
    dialog.name_edit.setText("fail closed")
    dialog.argv_edit.setPlainText(f"{sys.executable}\n-c\n{crash}")
    dialog.on_error_combo.setCurrentIndex(dialog.on_error_combo.findData("block"))
    dialog.on_timeout_combo.setCurrentIndex(dialog.on_timeout_combo.findData("block"))
    with qtbot.waitSignal(page.loaded, timeout=15000):
        click(qtbot, dialog.save_button)
    settle(page, qtbot)
    [hook] = run(store(app_ctx).list())
    assert (hook.on_error, hook.on_timeout, hook.config.get("on_error")) == ("block", "block", "block")
    tip = page.table.item(0, COLUMNS.index("Does")).toolTip()
    assert "any other exit code blocks" in tip and "past the timeout it blocks" in tip

    with qtbot.waitSignal(page.tested, timeout=30000) as tested:
        click(qtbot, page.test_button)
    assert tested.args[0].outcome.decision == "block" and tested.args[0].outcome.exit_code == 3
    assert "Decision: Blocked" in page.output.toPlainText()
    settle(page, qtbot)

    click(qtbot, page.edit_button)
    qtbot.waitUntil(lambda: page.dialog is not None and page.dialog.isVisible(), timeout=5000)
    edit = page.dialog
    assert edit is not None
    assert edit.on_error_combo.currentData() == "block" and edit.on_timeout_combo.currentData() == "block"
    edit.on_error_combo.setCurrentIndex(edit.on_error_combo.findData("allow"))
    with qtbot.waitSignal(page.loaded, timeout=15000):
        click(qtbot, edit.save_button)
    settle(page, qtbot)
    [hook] = run(store(app_ctx).list())
    assert hook.on_error == "allow" and "on_error" not in hook.config and hook.on_timeout == "block"
    with qtbot.waitSignal(page.tested, timeout=30000) as tested:
        click(qtbot, page.test_button)
    assert tested.args[0].outcome.decision == "error"  # recorded as an error, the action allowed
