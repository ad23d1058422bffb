"""Keyboard manners across the window: Ctrl+F finds the page's search, Escape empties it, the
sidebar shows focus, read-only values are selectable labels, and no mnemonic is used twice — in
English and in every translation (a translator picks the letters anew)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import CredentialsService
from goclaw_lite.app.hooks import HooksService
from goclaw_lite.app.providers import ProvidersAdmin
from goclaw_lite.demo import fill_demo
from goclaw_lite.gui.credentials.dialog import ToolDialog
from goclaw_lite.gui.hooks.dialog import HookDialog
from goclaw_lite.gui.kg.prune_dialog import PruneDialog
from goclaw_lite.gui.mcp.server_dialog import ServerDialog as McpServerDialog
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QApplication,
    QDialog,
    QLabel,
    QLineEdit,
    Qt,
    QTabBar,
    QTabWidget,
    QWidget,
)
from goclaw_lite.gui.servers.dialog import ServerDialog as ProviderServerDialog
from goclaw_lite.gui.settings.page import SettingsPage
from goclaw_lite.gui.setup.wizard import SetupWizard
from goclaw_lite.gui.shell.screenshot import show_demo_views
from goclaw_lite.gui.shell.search_keys import is_search_box
from goclaw_lite.mcp.service import McpService
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.languages import shown_in
from tests.support.qt_input import wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]
LANGUAGES = ("en", "vi", "zh_CN", "ru", "pseudo")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qtbot: Any) -> Iterator[str]:  # after qtbot, which installs English
    with shown_in(request.param) as shown:
        yield shown


def _focus(qtbot: Any, window: Any) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)


def test_ctrl_f_goes_to_the_pages_search_and_escape_empties_it(window: Any, qtbot: Any) -> None:
    _focus(qtbot, window)
    window.show_page("chat")
    chat = window.page("chat")
    wait_idle(qtbot)
    search = chat.findChild(QLineEdit, "chatSearch")
    assert search is not None and is_search_box(search)
    window.navigation.setFocus()
    qtbot.keyClick(window.navigation, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(search.hasFocus, timeout=5000)
    qtbot.keyClicks(search, "trip")
    assert search.text() == "trip"
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    assert search.text() == ""

    window.show_page("kg")  # a page with its own Ctrl+F keeps it
    kg_search = window.page("kg").findChild(QLineEdit, "kgSearch")
    wait_idle(qtbot)
    window.navigation.setFocus()
    qtbot.keyClick(window.navigation, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(kg_search.hasFocus, timeout=5000)
    qtbot.keyClicks(kg_search, "ada")
    qtbot.keyClick(kg_search, Qt.Key.Key_Escape)
    assert kg_search.text() == ""


def test_the_sidebar_shows_where_the_keyboard_is(window: Any, qtbot: Any) -> None:
    _focus(qtbot, window)
    nav = window.navigation
    window.show_page("settings")  # focus elsewhere first
    window.page("settings").setFocus()
    wait_idle(qtbot)
    unfocused = nav.grab().toImage()
    nav.setFocus()
    qtbot.waitUntil(nav.hasFocus, timeout=5000)
    wait_idle(qtbot)
    focused = nav.grab().toImage()
    changed = sum(1 for x in range(focused.width()) for y in range(focused.height())
                  if focused.pixel(x, y) != unfocused.pixel(x, y))
    assert changed > 200  # a visible frame, not a faint dotted line


def test_read_only_values_are_selectable_labels(app_ctx: AppContext, qtbot: Any) -> None:
    page = SettingsPage(app_ctx)
    qtbot.addWidget(page)
    field = page.fields["db_path"]
    assert isinstance(field, QLabel) and field.text() == str(app_ctx.paths.db_path)
    flags = field.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByMouse and flags & Qt.TextInteractionFlag.TextSelectableByKeyboard
    assert field.focusPolicy() == Qt.FocusPolicy.StrongFocus and field.toolTip() == field.text()


def _mnemonics(widgets: list[QWidget]) -> list[str]:
    letters = []
    for widget in widgets:
        text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
        letters += [m.lower() for m in re.findall(r"(?<!&)&([^&\s])", text)]
    return letters


def test_no_mnemonic_is_used_twice_on_any_wizard_page(language: str, app_ctx: AppContext, qtbot: Any) -> None:
    wizard = SetupWizard(app_ctx, choose_file=lambda _parent: None)
    qtbot.addWidget(wizard)
    buttons = [b for b in wizard.findChildren(QAbstractButton) if b.parent() is wizard or b.window() is wizard]
    wizard_buttons = [b for b in buttons if not any(p.isAncestorOf(b) for p in map(wizard.page, wizard.pageIds()))]
    found = {}
    for page_id in wizard.pageIds():
        page = wizard.page(page_id)
        widgets = [*page.findChildren(QLabel), *page.findChildren(QAbstractButton), *wizard_buttons]
        if twice := _twice(_mnemonics(widgets)):
            texts = [w.text() for w in widgets]
            found[f"page {page_id} ({page.title()})"] = "; ".join(
                f"Alt+{m}: " + " / ".join(t for t in texts if f"&{m}" in t.lower()) for m in sorted(twice))
    assert not found, _listed(found)
    assert QApplication.instance() is not None


def _shown_mnemonics(root: QWidget, extra: list[str]) -> list[str]:
    """The Alt letters that work now in `root`: its visible labels and buttons, the titles of its
    visible tab bars, and `extra` (the window's menu titles)."""
    widgets = [w for w in [*root.findChildren(QLabel), *root.findChildren(QAbstractButton)] if w.isVisibleTo(root)]
    titles = [bar.tabText(i) for bar in root.findChildren(QTabBar) if bar.isVisibleTo(root) for i in range(bar.count())
              if bar.isTabVisible(i)]
    letters = _mnemonics(widgets)
    for text in [*titles, *extra]:
        letters += [m.lower() for m in re.findall(r"(?<!&)&([^&\s])", text)]
    return letters


def _twice(letters: list[str]) -> set[str]:
    return {m for m in letters if letters.count(m) > 1}


def _who(root: QWidget, extra: list[str], letters: set[str]) -> str:
    """Where each doubled letter is, for the failure message."""
    texts = [w.text() for w in [*root.findChildren(QLabel), *root.findChildren(QAbstractButton)] if w.isVisibleTo(root)]
    texts += [bar.tabText(i) for bar in root.findChildren(QTabBar) if bar.isVisibleTo(root) for i in range(bar.count())]
    texts += extra
    return "; ".join(f"Alt+{m}: " + " / ".join(t for t in texts if f"&{m}" in t.lower()) for m in sorted(letters))


@pytest.mark.slow
def test_no_mnemonic_is_used_twice_on_any_page_or_tab(language: str, app_ctx: AppContext, qtbot: Any, run: Any,
                                                       tmp_path: Path) -> None:
    from goclaw_lite.gui.shell.main_window import MainWindow

    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    window = MainWindow(app_ctx)  # built after the language is installed, so it speaks it
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(1440, 900)
    menus = [action.text() for action in window.menuBar().actions()]
    found: dict[str, str] = {}
    for key in window.page_keys():
        run(show_demo_views(window, key, conversation_id=demo.conversation_id, entity_id=demo.entity_id), timeout=30)
        page = window.page(key)
        if key == "agents" and page.list.count():
            page.list.setCurrentRow(0)  # the editor, with its tabs
        wait_idle(qtbot)
        if twice := _twice(_shown_mnemonics(page, menus)):
            found[key] = _who(page, menus, twice)
        for tabs in page.findChildren(QTabWidget):
            if not tabs.isVisibleTo(page):
                continue
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                if twice := _twice(_shown_mnemonics(page, menus)):
                    found[f"{key} / {_plain_tab(tabs.tabText(index))}"] = _who(page, menus, twice)
    assert not found, _listed(found)


def _listed(found: dict[str, str]) -> str:
    """Every collision in full, one per line (pytest would cut a dict short)."""
    return "mnemonics used twice:\n" + "\n".join(f"  {where}: {who}" for where, who in found.items())


def _plain_tab(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def test_no_mnemonic_is_used_twice_in_a_dialog(language: str, app_ctx: AppContext, qtbot: Any) -> None:
    stores = app_ctx.stores
    dialogs: list[QDialog] = [
        PruneDialog("Helper"),
        ToolDialog(CredentialsService(stores.db, stores.identity, stores.cipher), []),
        ProviderServerDialog(ProvidersAdmin(stores)),
        McpServerDialog(McpService.from_stores(stores)),
        HookDialog(HooksService(stores), {}),
    ]
    found = {}
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        if twice := _twice(_shown_mnemonics(dialog, [])):
            found[dialog.objectName()] = _who(dialog, [], twice)
        dialog.reject()
    assert not found, _listed(found)
