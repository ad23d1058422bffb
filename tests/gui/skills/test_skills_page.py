"""The Skills page as a user works it, on a real database and real skill folders: install by
button and by drag and drop, read the rendered SKILL.md, switch off, choose agents, delete and
undo, and a hostile zip refused with nothing installed. Screenshots at two sizes."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.gui.qt import QApplication, QDragEnterEvent, QDropEvent, QMimeData, QPoint, QPointF, Qt, QUrl
from goclaw_lite.gui.skills.agents_dialog import SkillAgentsDialog
from goclaw_lite.gui.skills.page import SkillsPage
from goclaw_lite.gui.style.cards import NOTE_ROLE, STATE_ROLE
from goclaw_lite.store.definitions.agents import AgentStore
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import click
from tests.support.skills import write_skill

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
OUT = Path(__file__).resolve().parents[3] / "test-output" / "screenshots"


class Picks:
    def __init__(self) -> None:
        self.next: Path | None = None

    def __call__(self, _parent: Any) -> Path | None:
        return self.next


@pytest.fixture
def picks() -> Picks:
    return Picks()


@pytest.fixture
def page(app_ctx: AppContext, run: Any, qtbot: Any, picks: Picks) -> Iterator[SkillsPage]:
    run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create("writer", provider="p", model="m"))
    widget = SkillsPage(app_ctx, pick_folder=picks, pick_zip=picks)
    qtbot.addWidget(widget)
    widget.resize(1024, 700)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: bool(widget.listings) and not widget.loading, timeout=10000)
    yield widget
    widget.close()


def _rows(page: SkillsPage) -> list[str]:
    return [page.list.item(r).text() for r in range(page.list.count())]


def _card(page: SkillsPage, name: str) -> dict[str, str]:
    """A skill card's facts (its tooltip's); the state is the one the card draws."""
    row = _rows(page).index(name)
    fields = page.list.fields(row)
    assert fields["Skill"] == name and fields["State"] == page.list.item(row).data(STATE_ROLE)
    return fields


def _select(page: SkillsPage, qtbot: Any, name: str) -> None:
    page.list.select_row(_rows(page).index(name))
    qtbot.waitUntil(lambda: page.details is not None and page.details.listing.skill.name == name, timeout=5000)


def drop(widget: Any, path: Path) -> bool:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    no_button, no_keys = Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime, no_button, no_keys)
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False
    QApplication.sendEvent(widget, QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, no_button, no_keys))
    return True


def test_install_read_switch_grant_delete_and_undo(page: SkillsPage, qtbot: Any, picks: Picks, tmp_path: Path,
                                                   app_ctx: AppContext, run: Any) -> None:
    assert _rows(page) == ["kg-curator", "safe-cli-credential"]  # the built-in ones
    picks.next = write_skill(tmp_path / "weekly", "Weekly report", "Writes the weekly report.",
                             body="# Weekly report\n\n1. Collect the **notes**.\n2. Fill the template.",
                             files={"templates/week.md": "# Week"})
    click(qtbot, page.folder_button)
    qtbot.waitUntil(lambda: "Weekly report" in _rows(page), timeout=10000)
    assert "Installed Weekly report (version 1)" in page.status_label.text()
    _select(page, qtbot, "Weekly report")
    assert "Collect the notes." in page.preview.toPlainText()  # rendered, not the raw Markdown
    assert "**" not in page.preview.toPlainText() and "templates/week.md" in page.meta.text()

    click(qtbot, page.toggle_button)
    qtbot.waitUntil(lambda: _card(page, "Weekly report")["State"] == "Off", timeout=5000)
    assert page.toggle_button.text() == "Enable"

    click(qtbot, page.agents_button)
    qtbot.waitUntil(lambda: page.dialog is not None, timeout=5000)
    dialog = page.dialog
    assert isinstance(dialog, SkillAgentsDialog) and dialog.list.count() == 1
    dialog.list.item(0).setCheckState(Qt.CheckState.Checked)
    dialog.accept()
    qtbot.waitUntil(lambda: _card(page, "Weekly report")["Agents"] == "writer", timeout=5000)
    row = _rows(page).index("Weekly report")
    assert page.list.item(row).data(NOTE_ROLE) == "Version 1 · Agents: writer"  # on the card, not only its tooltip

    page.list.setFocus()
    qtbot.keyClick(page.list, Qt.Key.Key_Delete)  # the keyboard's Delete
    qtbot.waitUntil(lambda: "Weekly report" not in _rows(page) and page.undo_button.isVisible(), timeout=5000)
    click(qtbot, page.undo_button)
    qtbot.waitUntil(lambda: "Weekly report" in _rows(page), timeout=5000)
    listing = run(app_ctx.services.skills.listing("weekly-report"))
    assert [g.agent_key for g in listing.grants] == ["writer"] and not listing.skill.enabled  # as it was

    _select(page, qtbot, "kg-curator")
    assert not page.delete_button.isEnabled()  # built in: switch it off instead
    page.list.setFocus()
    qtbot.keyClick(page.list, Qt.Key.Key_Delete)  # nor does the Delete key delete it
    menu = page.list.menu_for(page.list.currentItem())
    assert menu is not None and [(a.text(), a.isEnabled()) for a in menu.actions()] == [
        ("Disable", True), ("Agents…", True), ("Delete", False)]
    assert "kg-curator" in _rows(page) and not page.loading
    OUT.mkdir(parents=True, exist_ok=True)
    for size in ((1024, 700), (1440, 900)):
        page.resize(*size)
        qtbot.wait(50)
        assert page.grab().save(str(OUT / f"skills-{size[0]}x{size[1]}.png"))


def test_drag_and_drop_installs_and_a_hostile_zip_is_refused(page: SkillsPage, qtbot: Any, tmp_path: Path,
                                                            app_ctx: AppContext) -> None:
    folder = write_skill(tmp_path / "dropped", "Dropped skill", "Came by drag and drop.")
    assert drop(page, folder)
    qtbot.waitUntil(lambda: "Dropped skill" in _rows(page), timeout=10000)
    assert not drop(page, tmp_path / "dropped" / "SKILL.md")  # a loose file is not a skill
    bad = tmp_path / "evil.zip"
    with zipfile.ZipFile(bad, "w") as archive:
        archive.writestr("SKILL.md", "---\nname: evil\ndescription: x\n---\n\nsteps\n")
        archive.writestr("../../escape.txt", "x")
    assert drop(page, bad)
    qtbot.waitUntil(lambda: "climbs out" in page.status_label.text() and not page.loading, timeout=10000)
    assert "evil" not in _rows(page)
    assert not (app_ctx.paths.data_dir / "skills-store" / "evil").exists()
