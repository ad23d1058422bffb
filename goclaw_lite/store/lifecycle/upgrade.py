"""Bring an existing SQLite file up to date when it is opened: one backup, then every step in one transaction.

A file made before the search index and the counters needs several steps (the schema
version, tables added within v34, the search index, the counters). Each used to write its own
full-size backup: at 1M entities two 5 GB copies beside a 5 GB store. Now the steps are found
first, read-only; the free disk is checked for the backup and for the work; one backup
(`NAME.pre-upgrade-STAMP.bak`) is written; and all steps run in one transaction, so the file
ends with all of them or with none.

The room asked for the work: building the search index on a store whose folded columns all
changed (the worst case) made a WAL of 28% of the file and grew it by 7% (measured at 50k
entities, 226 MB), so half the file's size is asked for, plus `SLACK`.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.store.backend.disk_space import SLACK, human, require_room
from goclaw_lite.store.backend.sqlite_files import page_bytes
from goclaw_lite.store.graph.counts import add_kg_counts, kg_counts_missing
from goclaw_lite.store.lifecycle.search_index import Progress, rebuild_search_index, search_index_missing
from goclaw_lite.store.lifecycle.sqlite_schema import (
    DatabaseState,
    apply_additions,
    backup_beside,
    change_in_one_transaction,
    missing_addition_tables,
    require_sound,
    version_upgrade,
)

log = logging.getLogger(__name__)

BACKUP_TAG = "pre-upgrade"
WORK_SHARE = 0.5
"""Of the file's size, the room asked for a step that rewrites rows or builds an index."""


@dataclass(frozen=True)
class Step:
    what: str
    heavy: bool
    """It rewrites rows or builds an index: its WAL can be a good part of the file."""
    change: Callable[[sqlite3.Connection], None]


@dataclass(frozen=True)
class UpgradeDone:
    backup: Path | None
    steps: tuple[str, ...]


def plan_steps(path: Path, state: DatabaseState, progress: Progress | None = None) -> list[Step]:
    """What `path` needs (read-only); an empty list when it is up to date."""
    steps: list[Step] = []
    if state.needs_upgrade:
        steps.append(Step(f"the upgrade from schema version {state.version}", False, version_upgrade(state.version)))
    elif missing := missing_addition_tables(path):
        steps.append(Step(f"the tables {', '.join(missing)}", False, apply_additions))
    if search_index_missing(path):
        steps.append(Step("the search index", True, lambda conn: rebuild_search_index(conn, progress)))
    if kg_counts_missing(path):
        steps.append(Step("the knowledge-graph counters", True, lambda conn: add_kg_counts(conn, progress)))
    return steps


def room_for(path: Path, steps: list[Step]) -> tuple[int, str]:
    """(bytes needed, what they are for) to back `path` up and run `steps`."""
    size = page_bytes(path)
    work = int(size * WORK_SHARE) if any(step.heavy for step in steps) else 0
    return size + work + SLACK, f"a {human(size)} backup and {human(work + SLACK)} for the work"


def checked_steps(path: Path, state: DatabaseState, progress: Progress | None = None) -> list[Step]:
    """`plan_steps`, refused (nothing written) when the disk lacks room for the backup and the work."""
    steps = plan_steps(path, state, progress)
    if steps:
        needed, parts = room_for(path, steps)
        require_room(path.parent, needed, _doing(path, steps), parts)
    return steps


def _doing(path: Path, steps: list[Step]) -> str:
    return f"bringing {path} up to date ({', '.join(step.what for step in steps)})"


def run_steps(path: Path, state: DatabaseState, steps: list[Step], progress: Progress | None = None) -> UpgradeDone:
    """Run `checked_steps`' steps after one backup, in one transaction."""
    if not steps:
        return UpgradeDone(None, ())
    if state.needs_upgrade:
        require_sound(path)
    backup = backup_beside(path, BACKUP_TAG, progress)

    def change(conn: sqlite3.Connection) -> None:
        for step in steps:
            step.change(conn)

    doing = _doing(path, steps)
    change_in_one_transaction(path, doing[0].upper() + doing[1:], change, backup)
    names = tuple(step.what for step in steps)
    log.info("brought %s up to date (%s); one backup at %s", path, ", ".join(names), backup.name)
    return UpgradeDone(backup, names)
