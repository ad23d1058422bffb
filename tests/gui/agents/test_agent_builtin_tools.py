"""Built-in tools in the window: per-agent switches and the workspace folder in the agent
editor's Tools tab, and Settings > Built-in tools (every agent), on a real database."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.agents import AgentsAdmin
from goclaw_lite.app.context import AppContext
from goclaw_lite.config import resolve_paths
from goclaw_lite.gui.agents.page import AgentsPageWidget
from goclaw_lite.gui.qt import QPoint, Qt
from goclaw_lite.gui.settings.builtin_tools import BuiltinToolsBox
from tests.gui.agents.test_agents_page import open_page, save, select, world  # noqa: F401 - fixture
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.fixtures import fake_llm  # noqa: F401 - fixture
from tests.support.qt_input import click, wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
SHOTS = Path(__file__).resolve().parents[3] / "test-output" / "gui"
FILE_TOOLS = ("read_file", "write_file", "edit_file", "list_dir", "glob", "grep")


def _tools_tab(world: AppContext, qtbot: Any, run: Any) -> AgentsPageWidget:  # noqa: F811
    run(world.services.builtin_tools.set_enabled("glob", False))
    page = open_page(world, qtbot)
    select(page, qtbot, "first")
    page.editor.setCurrentIndex(2)
    qtbot.waitUntil(lambda: not page.loading, timeout=30000)
    wait_idle(qtbot)
    return page


def test_a_tool_switched_off_for_one_agent_and_its_workspace_folder_are_saved(
    world: AppContext, qtbot: Any, run: Any, tmp_path: Path,  # noqa: F811
) -> None:
    page = _tools_tab(world, qtbot, run)
    names = page.editor.tools.tool_names()
    assert all(name in names for name in FILE_TOOLS)
    row = names.index("glob")
    qtbot.waitUntil(lambda: not page.editor.tools.table.item(row, 0).flags() & Qt.ItemFlag.ItemIsEnabled, timeout=10000)
    assert page.editor.tools.table.item(row, 1).text() == "Built-in, off in Settings"
    grep = page.editor.tools.table.item(names.index("grep"), 0)
    assert grep.checkState() == Qt.CheckState.Checked
    table = page.editor.tools.table
    box = lambda: QPoint(table.visualItemRect(grep).left() + 10, table.visualItemRect(grep).center().y())  # noqa: E731
    click(qtbot, table.viewport(), pos=box)
    qtbot.waitUntil(lambda: grep.checkState() == Qt.CheckState.Unchecked, timeout=5000)
    project = tmp_path / "project"
    project.mkdir()
    page.editor.workspace_edit.setFocus()
    qtbot.keyClicks(page.editor.workspace_edit, str(project))
    page.resize(1024, 700)
    wait_idle(qtbot)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert page.grab().toImage().save(str(SHOTS / "agents_tools_tab.png"))
    page.resize(1440, 900)
    wait_idle(qtbot)
    assert page.grab().toImage().save(str(SHOTS / "agents_tools_tab_1440.png"))
    save(page, qtbot)
    agent = run(AgentsAdmin(world.stores).get("first"))
    assert agent.tools_off == frozenset({"grep"}) and agent.workspace == str(project.resolve())
    select(page, qtbot, "second")
    select(page, qtbot, "first")  # shown again as saved
    assert page.editor.tools.tools_off() == {"grep"} and page.editor.workspace_edit.text() == str(project.resolve())
    page.close()


def test_a_workspace_holding_the_apps_data_is_refused(world: AppContext, qtbot: Any, run: Any) -> None:  # noqa: F811
    page = _tools_tab(world, qtbot, run)
    page.editor.workspace_edit.setText(str(resolve_paths().data_dir.parent))
    page.editor.workspace_edit.textEdited.emit(page.editor.workspace_edit.text())
    click(qtbot, page.save_button)
    qtbot.waitUntil(lambda: "holds GoClaw Lite's own data" in page.status_label.text(), timeout=10000)
    assert run(AgentsAdmin(world.stores).get("first")).workspace == "."
    page.close()


def test_settings_switch_a_tool_off_for_every_agent_and_check_its_settings(
    app_ctx: AppContext, qtbot: Any, run: Any,
) -> None:
    box = BuiltinToolsBox(app_ctx)
    qtbot.addWidget(box)
    box.resize(1024, 700)
    box.show()
    qtbot.waitUntil(lambda: bool(box.tools), timeout=10000)
    names = [t.name for t in box.tools]
    assert all(name in names for name in FILE_TOOLS) and "current_time" in names
    row = names.index("write_file")
    with qtbot.waitSignal(box.saved, timeout=10000):
        box.table.item(row, 0).setCheckState(Qt.CheckState.Unchecked)
    assert "write_file is off for every agent" in box.status_label.text()
    assert run(app_ctx.services.builtin_tools.store.get("write_file")).enabled is False
    qtbot.waitUntil(lambda: box.table.item(names.index("read_file"), 0) is not None, timeout=5000)
    box.table.selectRow(names.index("read_file"))
    assert box.settings_edit.isEnabled() and "max_file_bytes" in box.settings_edit.text()
    box.settings_edit.setText('{"max_file_bytes": "big"}')
    click(qtbot, box.save_button)
    qtbot.waitUntil(lambda: "must be a whole number" in box.status_label.text(), timeout=10000)
    box.settings_edit.setText('{"max_file_bytes": 65536}')
    with qtbot.waitSignal(box.saved, timeout=10000):
        click(qtbot, box.save_button)
    tool = run(app_ctx.services.builtin_tools.store.get("read_file"))
    assert tool.settings["max_file_bytes"] == 65536 and tool.settings["max_output_chars"] == 30000
    qtbot.waitUntil(lambda: bool(box.tools) and box.table.item(0, 0) is not None, timeout=5000)
    wait_idle(qtbot)
    assert box.grab().toImage().save(str(SHOTS / "settings_builtin_tools.png"))
    box.close()
