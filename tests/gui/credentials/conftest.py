"""Fixtures for the Credentials page tests: a real executable, the service, agents, the page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from credentials_helpers import write_tool

from goclaw_lite.app.context import AppContext
from goclaw_lite.app.credentials import CredentialsService
from goclaw_lite.gui.credentials.page import CredentialsPage
from goclaw_lite.model.agents import Agent
from goclaw_lite.store.definitions.agents import AgentStore


@pytest.fixture
def tool_path(tmp_path: Path) -> Path:
    return write_tool(tmp_path / "bin")


@pytest.fixture
def service(app_ctx: AppContext) -> CredentialsService:
    return CredentialsService(app_ctx.stores.db, app_ctx.stores.identity, app_ctx.stores.cipher)


@pytest.fixture
def make_agent(app_ctx: AppContext, run: Any) -> Any:
    def make(key: str, **kwargs: Any) -> Agent:
        return run(AgentStore(app_ctx.stores.db, app_ctx.stores.identity).create(key, provider="local", model="m", **kwargs))

    return make


@pytest.fixture
def page(app_ctx: AppContext, qtbot: Any) -> Iterator[CredentialsPage]:
    widget = CredentialsPage(app_ctx)
    qtbot.addWidget(widget)
    widget.resize(1000, 680)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: not widget.loading, timeout=10000)
    yield widget
    if widget.dialog is not None:
        widget.dialog.reject()
    if widget.confirm_box is not None:
        widget.confirm_box.reject()
    widget.close()
