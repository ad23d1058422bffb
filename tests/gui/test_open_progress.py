"""A database made before the search index gets it on open, with a progress dialog over the
window while the build runs in a worker thread; an open with nothing to build shows none."""

from __future__ import annotations

import asyncio
import sqlite3
import uuid
from typing import Any

import pytest

from goclaw_lite.app.context import KeyPolicy, open_app
from goclaw_lite.config import Paths
from goclaw_lite.gui.qt import QProgressDialog
from goclaw_lite.gui.shell.app import GuiSession
from goclaw_lite.gui.shell.launch import show_shell
from goclaw_lite.gui.widgets.dialogs import DialogAnswer, StartupDialog
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.lifecycle.search_index import search_index_missing
from tests.gui.conftest import Runner
from tests.support.old_search import drop_search_index

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints", "This plugin does not support raise"),
]

ENTITIES = 12_000  # the fold reports every 5,000 rows: three steps


async def _no_dialogs(request: StartupDialog) -> DialogAnswer:
    raise AssertionError(f"unexpected dialog {request.kind}")


def _old_database(gui_env: Paths, run: Runner) -> None:
    """A store with ENTITIES entities, then stripped of the index as an earlier build left it."""
    ctx = run(open_app(gui_env, program="open progress test", key_policy=KeyPolicy.CREATE_IF_NEW))
    try:
        agent = run(AgentStore(ctx.stores.db, ctx.stores.identity).create("helper", provider="local", model="m"))
        identity = ctx.stores.identity
    finally:
        run(ctx.close())
    conn = sqlite3.connect(gui_env.db_path, isolation_level=None)
    try:
        conn.execute("BEGIN")
        drop_search_index(conn)
        conn.executemany(
            "INSERT INTO kg_entities (id, agent_id, user_id, external_id, name, entity_type, tenant_id, name_fold, search_fold) "
            "VALUES (?, ?, ?, ?, ?, 'place', ?, ?, ?)",
            ((str(uuid.uuid4()), agent.id, identity.user_id, f"place:{i}", f"Đà Nẵng {i}", identity.tenant_id,
              f"đà nẵng {i}", f"đà nẵng {i} place") for i in range(ENTITIES)),
        )
        conn.execute("COMMIT")
    finally:
        conn.close()


@pytest.mark.slow
def test_an_older_database_gets_its_index_under_a_progress_dialog(gui_env: Paths, run: Runner, qtbot: Any) -> None:
    _old_database(gui_env, run)
    assert search_index_missing(gui_env.db_path)
    shell = show_shell(gui_env)
    session = GuiSession(gui_env, show_dialog=_no_dialogs, shell=shell, single_instance=False)
    task = asyncio.ensure_future(session.run())
    qtbot.waitUntil(lambda: session.window is shell and shell.pages_loaded, timeout=60000)
    progress = session.open_progress
    assert progress is not None
    folding = [(value, top) for label, value, top, _ in progress.shown if label.startswith("Folding entity names")]
    assert [v for v, _ in folding] == [5000, 10000, ENTITIES] and {t for _, t in folding} == {ENTITIES}
    assert all(on_top for *_, on_top in progress.shown)  # shown over the window each time
    assert progress.shown[-1][0] == "Building the search index" and progress.shown[-1][1:3] == (2, 2)
    assert progress.dialog is None and not [d for d in shell.findChildren(QProgressDialog) if d.isVisible()]
    assert not search_index_missing(gui_env.db_path)
    folder = gui_env.db_path.parent
    assert any(p.name.startswith(gui_env.db_path.name) and "pre-upgrade" in p.name for p in folder.iterdir())
    shell.close()
    qtbot.waitUntil(task.done, timeout=10000)
    assert task.result() == 0


def test_an_open_with_nothing_to_build_shows_no_progress(gui_env: Paths, run: Runner, qtbot: Any) -> None:
    run(run(open_app(gui_env, program="open progress test", key_policy=KeyPolicy.CREATE_IF_NEW)).close())
    shell = show_shell(gui_env)
    session = GuiSession(gui_env, show_dialog=_no_dialogs, shell=shell, single_instance=False)
    task = asyncio.ensure_future(session.run())
    qtbot.waitUntil(lambda: session.window is shell and shell.pages_loaded, timeout=30000)
    assert session.open_progress is not None and session.open_progress.shown == []
    assert not shell.findChildren(QProgressDialog)
    shell.close()
    qtbot.waitUntil(task.done, timeout=10000)
    assert task.result() == 0
