"""The agent editor's Files tab as a user works it: write SOUL.md with its preview, add and
remove a file (and undo), the cut warning, and the window at 1024×700 and 1440×900."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.agent_files import AgentFilesService, FileScope
from goclaw_lite.app.context import AppContext
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.agents.page import AgentsPageWidget
from goclaw_lite.gui.qt import QImage, QLocale, Qt
from goclaw_lite.gui.shell.main_window import MainWindow
from goclaw_lite.gui.shell.screenshot import grab_page
from tests.gui.agents import test_agents_page as base
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click, wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
OUT = Path(__file__).resolve().parents[3] / "test-output" / "screenshots"
world, fake_llm = base.world, base.fake_llm  # the fixtures


def files_tab(page: AgentsPageWidget, qtbot: Any) -> Any:
    page.editor.setCurrentWidget(page.files)
    qtbot.waitUntil(lambda: page.files.listing is not None, timeout=10000)
    wait_idle(qtbot)
    return page.files


def choose(tab: Any, qtbot: Any, name: str) -> None:
    row = next(i for i in range(tab.list.count()) if tab.list.item(i).data(Qt.ItemDataRole.UserRole) == name)
    click(qtbot, tab.list.viewport(), pos=lambda: tab.list.visualItemRect(tab.list.item(row)).center())
    wait_idle(qtbot)


def names(tab: Any) -> list[str]:
    return [tab.list.item(i).text() for i in range(tab.list.count())]


def test_write_preview_add_remove_and_undo(world: AppContext, qtbot: Any, run: Any) -> None:
    page = base.open_page(world, qtbot)
    base.select(page, qtbot, "first")
    tab = files_tab(page, qtbot)
    assert names(tab) == ["SOUL.md (empty)", "IDENTITY.md (empty)", "AGENTS.md (empty)", "TOOLS.md (empty)",
                          "USER.md (empty)"]
    assert "SOUL.md, IDENTITY.md, AGENTS.md, TOOLS.md, USER.md" in tab.order_label.text()
    choose(tab, qtbot, "SOUL.md")
    click(qtbot, tab.editor)
    qtbot.keyClicks(tab.editor, "# Calm")
    for _ in range(2):
        qtbot.keyClick(tab.editor, Qt.Key.Key_Return)
    qtbot.keyClicks(tab.editor, "Speak **slowly**.")
    qtbot.waitUntil(lambda: "Speak slowly." in tab.preview.toPlainText(), timeout=5000)  # rendered, not raw
    assert "**" not in tab.preview.toPlainText() and tab.save_button.isEnabled()
    choose(tab, qtbot, "USER.md")  # not while SOUL.md has unsaved text
    assert tab.current == "SOUL.md" and "Save or revert SOUL.md first" in tab.status_label.text()
    with qtbot.waitSignal(tab.saved, timeout=10000):
        click(qtbot, tab.save_button)
    qtbot.waitUntil(lambda: names(tab)[0] == "SOUL.md", timeout=10000)
    service = AgentFilesService(world.stores)
    assert run(service.show("first", "SOUL.md")).content == "# Calm\n\nSpeak **slowly**."

    click(qtbot, tab.name_edit)
    qtbot.keyClicks(tab.name_edit, "notes.md")
    click(qtbot, tab.add_button)
    qtbot.waitUntil(lambda: tab.current == "notes.md", timeout=10000)
    qtbot.keyClicks(tab.editor, "Remember the milk.")
    with qtbot.waitSignal(tab.saved, timeout=10000):
        click(qtbot, tab.save_button)
    qtbot.waitUntil(lambda: "notes.md" in names(tab), timeout=10000)
    choose(tab, qtbot, "notes.md")
    with qtbot.waitSignal(tab.saved, timeout=10000):
        click(qtbot, tab.remove_button)
    qtbot.waitUntil(lambda: "notes.md" not in names(tab) and tab.undo_button.isVisible(), timeout=10000)
    assert [f.name for f in run(service.list("first")).files] == ["SOUL.md"]
    with qtbot.waitSignal(tab.saved, timeout=10000):
        click(qtbot, tab.undo_button)
    qtbot.waitUntil(lambda: "notes.md" in names(tab), timeout=10000)
    assert run(service.show("first", "notes.md")).content == "Remember the milk."

    click(qtbot, tab.name_edit)
    qtbot.keyClicks(tab.name_edit, "../x.md")
    click(qtbot, tab.add_button)
    assert "is not valid" in tab.status_label.text()
    page.close()


def test_a_cut_file_is_marked_and_explained(world: AppContext, qtbot: Any, run: Any) -> None:
    service = AgentFilesService(world.stores)
    run(service.set("second", "SOUL.md", "line of the soul\n" * 2000))  # 34,000 characters
    run(service.set("second", "USER.md", "I am Ana.", user=True))
    page = base.open_page(world, qtbot)
    base.select(page, qtbot, "second")
    tab = files_tab(page, qtbot)
    assert names(tab)[0] == "SOUL.md ⚠ cut" and "USER.md · yours" in names(tab)
    choose(tab, qtbot, "SOUL.md")
    assert tab.cut_label.isVisible()
    assert "SOUL.md is cut: the model sees only the first" in tab.cut_label.text()
    assert f"of its {QLocale().toString(34_000)} characters" in tab.cut_label.text()
    choose(tab, qtbot, "USER.md")
    assert not tab.cut_label.isVisible() and "Your own file" in tab.scope_label.text()
    assert run(service.show("second", "USER.md")).scope is FileScope.USER
    page.close()


@pytest.mark.parametrize("size", [(1024, 700), (1440, 900)])
def test_files_tab_screenshots(
    app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path, size: tuple[int, int]
) -> None:
    run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.show_page("agents")
    page = window.page("agents")
    assert isinstance(page, AgentsPageWidget)
    qtbot.waitUntil(lambda: page.current is not None and not page.loading, timeout=10000)
    tab = files_tab(page, qtbot)
    choose(tab, qtbot, "SOUL.md")
    target = run(grab_page(window, "agents", OUT / f"agent-files-{size[0]}x{size[1]}.png"), timeout=30)
    image = QImage(str(target))
    ratio = window.devicePixelRatio()
    assert (image.width(), image.height()) == (int(size[0] * ratio), int(size[1] * ratio))
    for widget in (tab.list, tab.editor, tab.preview, tab.save_button, tab.add_button, tab.remove_button):
        assert widget.isVisible() and widget.width() > 20 and widget.height() > 10, widget.objectName()
    assert "shows the steps" in tab.preview.toPlainText()


def test_leaving_an_agent_with_an_unsaved_file_asks_first(world: AppContext, qtbot: Any, run: Any) -> None:
    page = base.open_page(world, qtbot)
    base.select(page, qtbot, "first")
    tab = files_tab(page, qtbot)
    choose(tab, qtbot, "TOOLS.md")
    qtbot.keyClicks(tab.editor, "gh: read-only")
    assert tab.dirty and not page.dirty  # the file, not the agent's form
    row = next(i for i, a in enumerate(page.agents) if a.agent_key == "second")
    click(qtbot, page.list.viewport(), pos=lambda: page.list.visualItemRect(page.list.item(row)).center())
    qtbot.waitUntil(lambda: page.discard_box is not None, timeout=5000)
    box = page.discard_box
    keep = next(b for b in box.buttons() if b.text() == "Keep editing")
    click(qtbot, keep)
    qtbot.waitUntil(lambda: page.discard_box is None, timeout=5000)
    assert page.current is not None and page.current.agent_key == "first"
    assert tab.editor.toPlainText() == "gh: read-only"
    with qtbot.waitSignal(tab.saved, timeout=10000):
        click(qtbot, tab.save_button)
    assert run(AgentFilesService(world.stores).show("first", "TOOLS.md")).content == "gh: read-only"
    page.close()
