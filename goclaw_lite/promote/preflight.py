"""Before anything is written: can this server take this install, and how much is there?"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.errors import CorruptDatabaseError, DatabaseError
from goclaw_lite.store.backend.db import Database
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.lifecycle.postgres_schema import inspect_schema, read_install_record
from goclaw_lite.store.lifecycle.sqlite_schema import integrity_problems
from goclaw_lite.store.transfer import promotion as sql

MIN_PROMOTE_SERVER = 140000
ROUGH_ROWS_PER_SECOND = 20_000  # a deliberately modest guess; the live display measures the real rate


class ForeignInstallError(DatabaseError):
    """The target already holds a different GoClaw Lite install."""


@dataclass(frozen=True)
class Preflight:
    target: str
    server_version: int
    target_has_schema: bool
    install_id: str
    row_counts: tuple[tuple[str, int], ...]

    @property
    def total_rows(self) -> int:
        return sum(n for _t, n in self.row_counts)

    @property
    def estimate_seconds(self) -> float:
        return self.total_rows / ROUGH_ROWS_PER_SECOND


async def check_target(target: PostgresDatabase, install_id: str) -> bool:
    """Version, privileges and ownership of the target; True when our schema is already there."""
    if target.server_version < MIN_PROMOTE_SERVER:
        raise DatabaseError(
            f"{target.description} runs PostgreSQL {target.server_version // 10000}; promotion needs 14 or newer."
        )
    state = await inspect_schema(target)
    if state.exists:
        found, _check = await read_install_record(target)
        if found != install_id:
            raise ForeignInstallError(
                f"{target.description} already holds another GoClaw Lite install ({found}); nothing was written. "
                "Promote into an empty database or schema."
            )
        return True
    if not await target.fetch_value(sql.CAN_CREATE):
        raise DatabaseError(
            f"User {target.target.user!r} may not create tables in the current schema of {target.description}; "
            "GRANT CREATE ON SCHEMA to it, or use a schema it owns (?options=-csearch_path%3D<schema>)."
        )
    return False


async def check_source(path: Path, *, structure: bool = True, foreign_keys: bool = True, copying: bool = False) -> None:
    """SQLite's integrity check (`structure`) and foreign-key check; `copying`: it ran beside the
    copy, so the target may already hold rows of the damaged file."""
    problems = await asyncio.to_thread(integrity_problems, path, structure=structure, foreign_keys=foreign_keys)
    if problems:
        written = (
            "The promotion stopped before its foreign keys and verification; the rows copied so far are in the target, "
            "so promote the repaired file into an empty database or schema."
            if copying else "Nothing was written."
        )
        raise CorruptDatabaseError(f"{path} failed its integrity check ({problems[0]}); fix or restore it before promoting. {written}")


async def count_rows(source: Database, tables: list[str]) -> tuple[tuple[str, int], ...]:
    counts = []
    for name in tables:
        counts.append((name, int(await source.fetch_value(sql.count_rows(name)) or 0)))
    return tuple(counts)
