"""A real v34 SQLite database with its identity, and the stores the dispatcher uses."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.definitions.hooks import HookStore
from goclaw_lite.store.lifecycle.sqlite_schema import prepare_database
from goclaw_lite.store.records.activity import ActivityStore


@dataclass(frozen=True)
class HookEnv:
    db: SQLiteDatabase
    hooks: HookStore
    activity: ActivityStore


@pytest.fixture
async def env(tmp_path: Path) -> AsyncIterator[HookEnv]:
    path = tmp_path / "store.db"
    prepare_database(path)
    db = await SQLiteDatabase.connect(path)
    try:
        identity = await MetaStore(db).identity()
        yield HookEnv(db, HookStore(db, identity), ActivityStore(db, identity))
    finally:
        await db.close()
