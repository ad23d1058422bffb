"""The Vault page against a real database: list, debounced search, editor, preview links, backlinks, import.

The screenshot goes to test-output/gui/vault.png (and /work/notes/vault.png when that folder exists).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.vault import VaultService
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QImage,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPalette,
    Qt,
    QUrl,
)
from goclaw_lite.gui.vault.page import PAGE_SPEC, PATH_ROLE, VaultPage
from tests.support.qt_input import wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
REPO_ROOT = Path(__file__).resolve().parents[3]
SCREENSHOT = REPO_ROOT / "test-output" / "gui" / "vault.png"
NOTES_COPY = Path("/work/notes/vault.png")

NOTES = {
    "Home.md": (
        "---\ntitle: Start here\naliases: [Index]\n---\n# Welcome to the vault\n\n"
        "This vault keeps **project notes**. Start with [[Projects/Roadmap|the roadmap]], "
        "then read [[Ideas]].\n\n## Open questions\n\n- Who owns [[Someday]]?\n- Budget: 100% agreed\n\n"
        "```\n[[not a link in code]]\n```\n"
    ),
    "Ideas.md": "# Ideas\n\nBack to [[Index]]. A café in Straße 5.\n\n- snake_case names\n- ![[Projects/Roadmap]]\n",
    "Projects/Roadmap.md": "# Roadmap\n\n1. Ship the vault — see [[Home]]\n2. Import notes from [[Ideas]]\n",
    "Projects/Budget.md": "# Budget\n\nNumbers for [[Projects/Roadmap]].\n",
    ".obsidian/workspace.md": "[[Home]]",
}


def write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


@pytest.fixture
def service(app_ctx: AppContext) -> VaultService:
    return VaultService(app_ctx.stores.db, app_ctx.stores.identity)


@pytest.fixture
def loaded(service: VaultService, run: Any, tmp_path: Path) -> Path:
    root = write(tmp_path / "vault", NOTES)
    run(service.import_folder(root), timeout=30)
    return root


def make_page(app_ctx: AppContext, qtbot: Any, rows: int) -> VaultPage:
    page = VaultPage(app_ctx)
    qtbot.addWidget(page)
    page.resize(1280, 760)
    page.show()
    qtbot.waitUntil(lambda: page.notes.count() == rows and page.count_label.text() != "", timeout=10_000)
    return page


def listed(page: VaultPage) -> list[str]:
    return [page.notes.item(i).data(PATH_ROLE) for i in range(page.notes.count())]


def open_note(page: VaultPage, qtbot: Any, path: str) -> None:
    with qtbot.waitSignal(page.noteOpened, timeout=10_000) as blocker:
        page.open_note(path)
    assert blocker.args == [path]


def test_page_is_registered() -> None:
    assert (PAGE_SPEC.key, PAGE_SPEC.title, PAGE_SPEC.factory) == ("vault", "Vault", VaultPage)


def test_every_control_is_named(app_ctx: AppContext, qtbot: Any) -> None:
    page = make_page(app_ctx, qtbot, 0)
    controls = [*page.findChildren(QAbstractButton), *page.findChildren(QLineEdit), *page.findChildren(QListWidget),
                page.editor, page.preview, page.progress]
    assert [c for c in controls if not c.objectName().startswith("qt_") and not c.accessibleName()] == []


def test_list_and_debounced_search(app_ctx: AppContext, qtbot: Any, loaded: Path) -> None:
    page = make_page(app_ctx, qtbot, 4)
    assert listed(page) == ["Home.md", "Ideas.md", "Projects/Budget.md", "Projects/Roadmap.md"]
    assert page.count_label.text() == "4 notes"
    with qtbot.waitSignal(page.notesListed, timeout=10_000):
        for ch in "STRASSE":
            qtbot.keyClick(page.search, ch)
        assert page.search_timer.isActive()  # still waiting for the typing to stop
    assert listed(page) == ["Ideas.md"] and page.count_label.text() == "1 matching note"
    for query, expected in (("100%", ["Home.md"]), ("e_c", ["Ideas.md"]), ("roadmap", ["Projects/Roadmap.md", "Home.md",
                            "Ideas.md", "Projects/Budget.md"])):
        with qtbot.waitSignal(page.notesListed, timeout=10_000):
            page.search.setText(query)
        assert listed(page) == expected, query
    with qtbot.waitSignal(page.notesListed, timeout=10_000):
        page.search.clear()
    assert len(listed(page)) == 4


def test_open_shows_editor_preview_and_links(app_ctx: AppContext, qtbot: Any, loaded: Path) -> None:
    page = make_page(app_ctx, qtbot, 4)
    item = page.notes.item(0)
    with qtbot.waitSignal(page.noteOpened, timeout=10_000):
        page.notes.itemClicked.emit(item)
    assert page.editor.toPlainText() == NOTES["Home.md"] and page.path_label.text() == "Start here  —  Home.md"
    html = page.preview.toHtml()
    assert 'href="vault:Projects%2FRoadmap"' in html and 'href="vault-new:Someday"' in html
    assert "not a link in code" in html and "vault:not" not in html and "title: Start here" not in html
    assert page.backlinks_label.text() == "Backlinks (2)"
    assert [page.backlinks.item(i).data(PATH_ROLE) for i in range(page.backlinks.count())] == ["Ideas.md", "Projects/Roadmap.md"]
    assert page.outlinks_label.text() == "Links from this note (3, 1 broken)"
    broken = page.outlinks.item(2)
    assert broken.text() == "→ Someday — missing; double-click to create"
    assert page.notes.item(3).text() == "Roadmap   · Projects"
    assert broken.foreground().color() == page.palette().color(QPalette.ColorRole.PlaceholderText)


def test_edit_save_is_idempotent_and_relinks(app_ctx: AppContext, qtbot: Any, run: Any, loaded: Path, service: VaultService) -> None:
    page = make_page(app_ctx, qtbot, 4)
    open_note(page, qtbot, "Projects/Budget.md")
    assert not page.save_button.isEnabled()
    page.editor.setPlainText(page.editor.toPlainText() + "\nAlso [[Ideas]].\n")
    assert page.save_button.isEnabled() and page.dirty
    with qtbot.waitSignal(page.saved, timeout=10_000) as blocker:
        qtbot.keyClick(page.editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert blocker.args == ["updated"]
    qtbot.waitUntil(lambda: page.outlinks.count() == 2, timeout=10_000)
    assert not page.dirty
    stamp = run(service.get_note("Projects/Budget.md")).updated_at
    with qtbot.waitSignal(page.saved, timeout=10_000) as blocker:
        page.save()
    assert blocker.args == ["unchanged"] and "no changes" in page.status.text()
    assert run(service.get_note("Projects/Budget.md")).updated_at == stamp
    ideas = run(service.links("Ideas.md"))
    assert "Projects/Budget.md" in [b.other.path for b in ideas.backlinks]


def test_switching_notes_saves_the_edited_one(app_ctx: AppContext, qtbot: Any, run: Any, loaded: Path, service: VaultService) -> None:
    page = make_page(app_ctx, qtbot, 4)
    open_note(page, qtbot, "Ideas.md")
    page.editor.setPlainText("changed")
    open_note(page, qtbot, "Home.md")
    assert run(service.get_note("Ideas.md")).content == "changed"


def test_clicking_links_in_the_preview(app_ctx: AppContext, qtbot: Any, run: Any, loaded: Path, service: VaultService) -> None:
    page = make_page(app_ctx, qtbot, 4)
    open_note(page, qtbot, "Home.md")
    with qtbot.waitSignal(page.noteOpened, timeout=10_000) as blocker:
        page.preview.anchorClicked.emit(QUrl("vault:Projects%2FRoadmap"))
    assert blocker.args == ["Projects/Roadmap.md"]
    open_note(page, qtbot, "Home.md")
    page.preview.anchorClicked.emit(QUrl("vault-new:Someday"))
    qtbot.waitUntil(lambda: page.create_box is not None and page.create_box.isVisible(), timeout=10_000)
    box = page.create_box
    assert box is not None and "Someday.md" in box.text()
    create = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    with qtbot.waitSignal(page.noteOpened, timeout=10_000) as blocker:
        create.click()
    assert blocker.args == ["Someday.md"] and page.editor.toPlainText() == "# Someday\n"
    assert run(service.get_note("Home.md")).unresolved_links == ()
    qtbot.waitUntil(lambda: page.notes.count() == 5, timeout=10_000)


def test_cancelled_create_makes_nothing(app_ctx: AppContext, qtbot: Any, run: Any, loaded: Path, service: VaultService) -> None:
    page = make_page(app_ctx, qtbot, 4)
    open_note(page, qtbot, "Home.md")
    page.offer_create("Someday")
    box = page.create_box
    assert box is not None
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.waitUntil(lambda: page.create_box is None, timeout=10_000)
    assert run(service.find_note("Someday.md")) is None


def test_new_note_and_import_with_progress(app_ctx: AppContext, qtbot: Any, run: Any, tmp_path: Path, service: VaultService) -> None:
    page = make_page(app_ctx, qtbot, 0)
    with qtbot.waitSignal(page.noteOpened, timeout=10_000) as blocker:
        page.new_note()
    assert blocker.args == ["Untitled.md"]
    root = write(tmp_path / "vault", NOTES)
    seen: list[int] = []
    page.progress.valueChanged.connect(seen.append)
    with qtbot.waitSignal(page.imported, timeout=30_000) as blocker:
        page.import_folder(root)
        assert page.progress.isVisible() and not page.import_button.isEnabled()
    report = blocker.args[0]
    assert (report.files, report.created, report.links, report.broken) == (4, 4, 7, 1)
    # 4 files read, then 5 notes linked (Untitled.md too)
    assert seen[:4] == [1, 2, 3, 4] and seen[-1] == 5 and report.not_in_folder == 1
    assert not page.progress.isVisible() and page.import_button.isEnabled()
    assert "4 new" in page.status.text()
    qtbot.waitUntil(lambda: page.notes.count() == 5, timeout=10_000)
    with qtbot.waitSignal(page.imported, timeout=30_000) as blocker:
        page.import_folder(root)
    assert blocker.args[0].unchanged == 4


def test_import_result_lists_links_leading_out_of_the_folder(
    app_ctx: AppContext, qtbot: Any, tmp_path: Path, service: VaultService, run: Any
) -> None:
    page = make_page(app_ctx, qtbot, 0)
    root = write(tmp_path / "vault", NOTES)
    secret = tmp_path / "goclaw.key"
    secret.write_text("a key that must not be imported", encoding="utf-8")
    (root / "key.md").symlink_to(secret)
    with qtbot.waitSignal(page.imported, timeout=30_000) as blocker:
        page.import_folder(root)
    assert [o.path for o in blocker.args[0].outside_links] == ["key.md"]
    assert "Not read: 1 links leading out of the folder (key.md)." in page.status.text()
    assert "key.md" not in [d.path for d in run(service.list_notes(), timeout=30)]


def test_screenshot(app_ctx: AppContext, qtbot: Any, loaded: Path) -> None:
    page = make_page(app_ctx, qtbot, 4)
    open_note(page, qtbot, "Home.md")
    page.notes.setFocus()
    wait_idle(qtbot)
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    assert page.grab().save(str(SCREENSHOT))
    image = QImage(str(SCREENSHOT))
    step = 9
    colours = {image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)}
    assert len(colours) > 12
    if NOTES_COPY.parent.is_dir():
        shutil.copyfile(SCREENSHOT, NOTES_COPY)
