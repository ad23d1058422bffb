"""Where a promotion got to, kept in the target next to the data it describes.

Each batch commits its rows and its progress row in one transaction, so after a kill the
recorded key is exactly the last row that reached PostgreSQL, and a resumed run continues
after it: nothing twice, nothing missing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.postgres import split_sql_statements
from goclaw_lite.store.transfer import promotion as sql

COPY = "copy"
MERGE = "merge"  # a table the new schema seeded (lite_meta, the master tenant): upserted


def table_state(states: dict[tuple[str, str], StepState], table: str) -> StepState | None:
    return states.get((table, COPY)) or states.get((table, MERGE))


def link_step(column: str) -> str:
    return f"link:{column}"


@dataclass(frozen=True)
class StepState:
    table: str
    step: str
    last_key: tuple[Any, ...] | None
    rows_done: int
    done: bool


@dataclass(frozen=True)
class ProgressEvent:
    """One update for a progress display; `total` is the source's row count for the step."""

    table: str
    step: str
    rows_done: int
    total: int
    elapsed: float
    finished: bool


ProgressCallback = Callable[[ProgressEvent], None]


class ProgressLog:
    def __init__(self, target: Database) -> None:
        self._db = target

    async def exists(self) -> bool:
        return await self._db.fetch_value(sql.PROGRESS_EXISTS) is not None

    async def ensure(self) -> None:
        for statement in split_sql_statements(sql.progress_ddl()):
            await self._db.execute(statement)

    async def load(self) -> dict[tuple[str, str], StepState]:
        if not await self.exists():
            return {}
        states: dict[tuple[str, str], StepState] = {}
        for row in await self._db.fetch_all(sql.PROGRESS_ROWS):
            key = json.loads(row["last_key"]) if row["last_key"] is not None else None
            state = StepState(
                table=str(row["table_name"]),
                step=str(row["step"]),
                last_key=tuple(key) if key is not None else None,
                rows_done=int(row["rows_done"]),
                done=bool(row["done"]),
            )
            states[(state.table, state.step)] = state
        return states

    async def save(self, state: StepState) -> None:
        last_key = json.dumps(list(state.last_key)) if state.last_key is not None else None
        await self._db.execute(sql.SAVE_PROGRESS, (state.table, state.step, last_key, state.rows_done, state.done))
