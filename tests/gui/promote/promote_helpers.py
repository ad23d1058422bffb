"""Helpers shared by the Promote page tests (a module of its own: `conftest` is not importable by name)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from goclaw_lite.gui.promote.page import PromotePage


@dataclass(frozen=True)
class PgTarget:
    host: str
    port: str
    database: str
    user: str
    admin_url: str  # superuser URL of the database itself, for the test's own checks


def fill_fields(qtbot: Any, page: PromotePage, host: str, port: str, database: str, user: str, password: str) -> None:
    """Type into the fields as a user would."""
    for edit, value in ((page.host, host), (page.port, port), (page.database, database), (page.user, user),
                        (page.password, password)):
        edit.clear()
        qtbot.keyClicks(edit, value)
