"""Nothing in the window sends a user to the terminal: no text it shows names a CLI command.

Every page of the registry is scanned twice (on an empty store, where the empty-state texts
are, and filled with the demo data), and so are the dialogs a user can open, the setup wizard
and the startup dialogs. Scanned: the texts a person reads (labels, buttons, tooltips, group
titles, placeholders, tabs, column headers, window titles, menus), not user data (table cells,
chat transcripts). A hit is `goclaw-lite` as a word (a path or a file name such as
`~/.local/share/goclaw-lite/` is fine) or anything in backticks, the way a command is quoted.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import CredentialsService
from goclaw_lite.app.hooks import HooksService
from goclaw_lite.app.providers import ProvidersAdmin
from goclaw_lite.demo import fill_demo
from goclaw_lite.errors import DatabaseLockedError, KeyMissingError, UserError, WrongKeyError
from goclaw_lite.gui.credentials.dialog import ToolDialog
from goclaw_lite.gui.hooks.dialog import HookDialog
from goclaw_lite.gui.kg.prune_dialog import PruneDialog
from goclaw_lite.gui.mcp.server_dialog import ServerDialog as McpServerDialog
from goclaw_lite.gui.qt import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)
from goclaw_lite.gui.servers.dialog import ServerDialog as ProviderServerDialog
from goclaw_lite.gui.setup.wizard import SetupWizard
from goclaw_lite.gui.shell.pages import load_builtin_pages, registered_pages
from goclaw_lite.gui.shell.screenshot import show_demo_views
from goclaw_lite.gui.widgets.dialogs import (
    DialogKind,
    build_dialog,
    decide_startup_dialog,
    new_key_notice,
    warning_notice,
)
from goclaw_lite.gui.widgets.key_backup import KeyBackupDialog
from goclaw_lite.mcp.service import McpService
from tests.gui.conftest import OFFSCREEN_SIZE_HINT_WARNING
from tests.support.qt_input import wait_idle

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINT_WARNING)]

CLI_COMMAND = re.compile(r"(?<![\w/\\.~-])goclaw-lite(?![\w/\\.-])|`[^`\n]+`")
"""`goclaw-lite` as a word, or anything quoted in backticks."""

load_builtin_pages()
PAGE_KEYS = sorted(spec.key for spec in registered_pages())


def shown_texts(root: QWidget) -> list[str]:
    """What `root` and its children show a person (their own words, not user data)."""
    texts: list[str] = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        texts += [widget.toolTip(), widget.whatsThis()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QLineEdit | QPlainTextEdit | QTextEdit):
            texts.append(widget.placeholderText())
        if isinstance(widget, QComboBox) and (edit := widget.lineEdit()) is not None:
            texts.append(edit.placeholderText())
        if isinstance(widget, QTabBar):
            tabs = range(widget.count())
            texts += [widget.tabText(i) for i in tabs] + [widget.tabToolTip(i) for i in tabs]
        if isinstance(widget, QHeaderView) and (model := widget.model()) is not None:
            texts += [str(model.headerData(i, widget.orientation()) or "") for i in range(widget.count())]
        if isinstance(widget, QMenu):
            texts += [action.text() for action in widget.actions()] + [a.toolTip() for a in widget.actions()]
    texts += [action.text() for action in root.actions()] + [action.toolTip() for action in root.actions()]
    return [t for t in texts if t]


def cli_mentions(root: QWidget) -> list[str]:
    return sorted({text for text in shown_texts(root) if CLI_COMMAND.search(text)})


def test_the_pattern_finds_commands_and_leaves_paths_alone() -> None:
    assert CLI_COMMAND.search("Back it up with goclaw-lite key export.")
    assert CLI_COMMAND.search("Run `jobs run-due` every minute")
    assert CLI_COMMAND.search("<code>goclaw-lite kg import FILE</code>")
    assert not CLI_COMMAND.search("Stored in /home/ada/.local/share/goclaw-lite/key (fingerprint 1a2b)")
    assert not CLI_COMMAND.search("~/goclaw-lite.key")
    assert not CLI_COMMAND.search("GoClaw Lite made this key for your data.")


def test_a_planted_command_is_found(app_ctx: AppContext, qtbot: Any) -> None:
    dialog = KeyBackupDialog(app_ctx)
    qtbot.addWidget(dialog)
    assert cli_mentions(dialog) == []
    dialog.status_label.setText("Or run goclaw-lite key export --file F.")
    dialog.save_button.setToolTip("as `key export` does")
    assert cli_mentions(dialog) == ["Or run goclaw-lite key export --file F.", "as `key export` does"]


@pytest.mark.parametrize("key", PAGE_KEYS)
def test_no_page_names_a_cli_command(key: str, app_ctx: AppContext, window: Any, qtbot: Any, run: Any,
                                     tmp_path: Path) -> None:
    window.show_page(key)
    page = window.page(key)
    wait_idle(qtbot)
    found = {"empty store": cli_mentions(page)}
    demo = run(fill_demo(app_ctx, tmp_path / "bin"), timeout=30)
    reload = getattr(page, "reload", None)
    if callable(reload):
        reload()
    run(show_demo_views(window, key, conversation_id=demo.conversation_id, entity_id=demo.entity_id), timeout=30)
    wait_idle(qtbot)
    found["demo data"] = cli_mentions(page)
    found["window"] = cli_mentions(window.menuBar()) + cli_mentions(window.statusBar())
    assert found == {"empty store": [], "demo data": [], "window": []}


def test_no_dialog_or_wizard_page_names_a_cli_command(app_ctx: AppContext, qtbot: Any) -> None:
    stores = app_ctx.stores
    paths = app_ctx.paths
    startup = [decide_startup_dialog(exc, paths) for exc in (
        DatabaseLockedError("locked", holder="pid 1"), KeyMissingError("no key"), WrongKeyError("wrong"),
        UserError("bad"), RuntimeError("bug"))]
    startup += [new_key_notice(app_ctx.key_info), warning_notice("Title", "Text")]
    assert {r.kind for r in startup} == set(DialogKind)
    dialogs: list[QWidget] = [
        KeyBackupDialog(app_ctx),
        PruneDialog("Helper"),
        ToolDialog(CredentialsService(stores.db, stores.identity, stores.cipher), []),
        ProviderServerDialog(ProvidersAdmin(stores)),
        McpServerDialog(McpService.from_stores(stores)),
        HookDialog(HooksService(stores), {}),
        *[build_dialog(request) for request in startup],
    ]
    found: dict[str, list[str]] = {}
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        if mentions := cli_mentions(dialog):
            found[dialog.objectName()] = mentions
    wizard = SetupWizard(app_ctx, choose_file=lambda _parent: None)
    qtbot.addWidget(wizard)
    for page_id in wizard.pageIds():
        page = wizard.page(page_id)
        if mentions := cli_mentions(page) + [t for t in (page.title(), page.subTitle()) if CLI_COMMAND.search(t)]:
            found[f"wizard page {page_id}"] = mentions
    assert found == {}
