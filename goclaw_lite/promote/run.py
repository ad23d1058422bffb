"""SQLite -> PostgreSQL promotion: preflight, copy, verify, resume.

`promote()` copies the data dir's SQLite database into a PostgreSQL database (or schema)
from one consistent read snapshot, so the app may keep running meanwhile. The target
adopts the install's identity and key check value, and sealed secrets travel sealed, so
the same key opens them there. Progress lives in the target; a killed run is continued
with `resume=True`, and a run over a finished promotion only verifies.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Coroutine, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from goclaw_lite.errors import DatabaseError, ValidationError
from goclaw_lite.promote.copier import TableCopier
from goclaw_lite.promote.deferred import Lanes, defer, pending
from goclaw_lite.promote.preflight import Preflight, check_source, check_target, count_rows
from goclaw_lite.promote.progress import ProgressCallback, ProgressLog, StepState, table_state
from goclaw_lite.promote.readers import LocalReader, PageReader, ReaderPool
from goclaw_lite.promote.schedule import Phases, Schedule
from goclaw_lite.promote.tables import discover, source_order
from goclaw_lite.promote.verify import VerifyReport, verify
from goclaw_lite.store.backend.db import SQLiteDatabase
from goclaw_lite.store.backend.meta import MetaStore
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.graph.counts import build_postgres_kg_counts
from goclaw_lite.store.lifecycle.postgres_schema import prepare_schema
from goclaw_lite.store.lifecycle.sqlite_schema import inspect_database
from goclaw_lite.store.transfer import promotion as sql

log = logging.getLogger(__name__)

DEFAULT_BATCH_SIZE = 5000
LANES = 3  # connections copying tables (then building indexes) side by side
PROGRAM = "goclaw-lite promote"
# Starting the reader processes takes about half a second; below this size, reading in this
# process is as fast (about 100k rows).
READERS_FROM_BYTES = 64 << 20


class PromotionIncompleteError(DatabaseError):
    """An earlier promotion into this target stopped part-way; continue it with --resume."""


class VerificationFailedError(DatabaseError):
    """The copy and the source differ; the message lists the tables."""


@dataclass(frozen=True)
class PromoteOptions:
    batch_size: int = DEFAULT_BATCH_SIZE
    dry_run: bool = False
    resume: bool = False
    pause: float = 0.0  # seconds between batches (tests use it to kill a run mid-way)
    processes: bool | None = None  # read the SQLite side in reader processes (readers.py); None: for larger files

    def __post_init__(self) -> None:
        if self.batch_size < 1:
            raise ValidationError("The batch size must be at least 1.")


@dataclass(frozen=True)
class PromoteResult:
    preflight: Preflight
    copied_rows: int
    already_complete: bool
    report: VerifyReport | None  # None for a dry run
    cleaned: Mapping[str, int] = field(default_factory=dict)
    """Per table, the text values this run copied with NUL or unpaired surrogates replaced by
    U+FFFD (PostgreSQL cannot hold them; rows stored before the app cleaned on write)."""
    timings: Mapping[str, float] = field(default_factory=dict)
    """Seconds per phase (preflight, copy, build_and_target_checksums, verify), and the integrity
    check's own time, spent beside the copy."""

    @property
    def cleaned_total(self) -> int:
        return sum(self.cleaned.values())

    @property
    def cleaned_note(self) -> str:
        """One sentence for the CLI and the Promote page; '' when nothing was cleaned."""
        if not self.cleaned:
            return ""
        tables = ", ".join(f"{name} {count}" for name, count in sorted(self.cleaned.items()))
        total = self.cleaned_total
        return (
            f"{total} text value{'s' if total != 1 else ''} held characters PostgreSQL cannot store (NUL, "
            f"unpaired surrogates); they were copied with U+FFFD in their place ({tables})."
        )


async def promote(
    source_path: Path, url: str, options: PromoteOptions = PromoteOptions(), on_progress: ProgressCallback | None = None
) -> PromoteResult:
    phases = Phases()
    # SQLite's full integrity check (below) covers what the quick one would find.
    state = await asyncio.to_thread(inspect_database, source_path, quick_check=False)
    if not state.exists:
        raise DatabaseError(f"There is no database at {source_path} to promote.")
    checking: asyncio.Future[float] | None = None
    snapshot_taken = asyncio.Event()  # the check waits for it: the readers start up faster without it
    pool: ReaderPool | None = None
    if not options.dry_run and _use_readers(source_path, options):
        try:
            pool = ReaderPool.start(source_path, LANES)  # they start up while the checks and the preflight run
        except OSError as exc:  # no process could be started (a limit reached): this one reads
            log.warning("promotion reads in its own process, the reader processes did not start: %s", exc)
    try:
        # Rows breaking a foreign key are refused before anything is written (a quick join per key);
        # the structural check reads the whole file on a connection of its own, so a real run has it
        # beside the copy, and a damaged file stops the run before the foreign keys and verification.
        await check_source(source_path, structure=options.dry_run)
        if not options.dry_run:
            checking = asyncio.ensure_future(_timed(check_source(source_path, foreign_keys=False, copying=True),
                                                    after=snapshot_taken))
        source = await SQLiteDatabase.connect(source_path, read_only=True)
        try:
            target = await PostgresDatabase.connect(url)
            # Every batch is one transaction that a failure rolls back whole, so statements need
            # no savepoint each (a subtransaction per COPY also slows every later read of its rows).
            target.statement_savepoints = False
            try:
                return await _promote(source, target, url, options, on_progress, Sources(pool, checking, phases, snapshot_taken))
            finally:
                await target.close()
        finally:
            await source.close()
    finally:
        if pool is not None:
            await pool.close()
        if checking is not None:
            if not checking.done():
                checking.cancel()
            await asyncio.gather(checking, return_exceptions=True)


def _use_readers(path: Path, options: PromoteOptions) -> bool:
    if options.processes is not None:
        return options.processes
    try:
        return path.stat().st_size >= READERS_FROM_BYTES
    except OSError:
        return False


async def _timed(work: Coroutine[Any, Any, None], *, after: asyncio.Event) -> float:
    try:
        await after.wait()
    except BaseException:
        work.close()
        raise
    started = time.perf_counter()
    await work
    return time.perf_counter() - started


@dataclass(frozen=True)
class Sources:
    """What a run reads with besides the app's connection: the reader processes (None: in this
    process) and the integrity check running beside the copy (None on a dry run)."""

    pool: ReaderPool | None
    checking: asyncio.Future[float] | None
    phases: Phases
    snapshot_taken: asyncio.Event


async def _snapshot(source: SQLiteDatabase, pool: ReaderPool | None) -> tuple[dict[str, str], bool]:
    """Start the run's snapshot (the first read of the open transaction) and, with the write lock
    held meanwhile, every reader's: all of them see the same committed state. Returns lite_meta
    and whether the readers are in use: a pool that could not start is given up, and the run
    reads in this process (slower, the same result)."""
    if pool is not None:
        try:
            await pool.ready()
        except Exception as exc:  # noqa: BLE001 - whatever kept them from starting, this process can read
            log.warning("promotion reads in its own process, the reader processes did not start: %s", exc)
            pool = None
    if pool is None:
        return await MetaStore(source).all(), False
    held = sql.WritersHeld(source.path)
    await asyncio.to_thread(held.acquire)
    try:
        meta = await MetaStore(source).all()
        await pool.begin()
    finally:
        await asyncio.to_thread(held.release)
    return meta, True


async def _checked(sources: Sources) -> None:
    """Wait for the integrity check running beside the copy (it raises on a damaged file)."""
    if sources.checking is not None and "integrity_check_beside_copy" not in sources.phases.seconds:
        sources.phases.seconds["integrity_check_beside_copy"] = round(await sources.checking, 3)


async def _loads_bare(target: PostgresDatabase, states: dict[tuple[str, str], StepState], table: str) -> bool:
    """Whether this run COPYs rows into the table from the start (its indexes and constraints
    can go until the end); a table the new schema seeded is merged row by row instead."""
    state = table_state(states, table)
    if state is not None:
        return False  # begun by an earlier run, which deferred its structures already
    return await target.fetch_value(sql.has_rows(table)) is None


async def _promote(
    source: SQLiteDatabase, target: PostgresDatabase, url: str, options: PromoteOptions,
    on_progress: ProgressCallback | None, sources: Sources,
) -> PromoteResult:
    # One read transaction here and one per reader, all on one snapshot: every table, and the
    # verification, see the same state.
    async with source.transaction(write=False):
        meta, use_readers = await _snapshot(source, sources.pool)
        sources.snapshot_taken.set()
        install_id = (await MetaStore(source).identity()).install_id
        has_schema = await check_target(target, install_id)
        tables = await source_order(source)
        preflight = Preflight(
            target=target.description,
            server_version=target.server_version,
            target_has_schema=has_schema,
            install_id=install_id,
            row_counts=await count_rows(source, tables),
        )
        if options.dry_run:
            return PromoteResult(preflight, 0, False, None)
        await target.acquire_writer_lock(install_id, PROGRAM)
        log = ProgressLog(target)
        states = await log.load() if has_schema else {}
        specs_known = has_schema and bool(states)
        if has_schema and not options.resume:
            complete = specs_known and all(
                (s := table_state(states, name)) is not None and s.done for name in tables
            )
            if not complete:
                raise PromotionIncompleteError(
                    f"An earlier promotion into {target.description} stopped part-way; "
                    "run the same command with --resume to continue it."
                )
        await prepare_schema(target, adopt=meta)
        await log.ensure()
        specs = await discover(source, target)
        states = await log.load()
        complete = all((s := table_state(states, spec.name)) is not None and s.done for spec in specs)
        counts = dict(preflight.row_counts)
        await defer(target, [spec.name for spec in specs if await _loads_bare(target, states, spec.name)])
        lanes = await Lanes.open(url, LANES)
        readers: list[PageReader] = (
            [*sources.pool.readers] if sources.pool and use_readers else [LocalReader(source)] * LANES
        )
        sources.phases.mark("preflight")
        try:
            copiers = [TableCopier(source, lane, ProgressLog(lane), reader, batch_size=options.batch_size,
                                   on_progress=on_progress, pause=options.pause)
                       for lane, reader in zip(lanes.lanes, readers, strict=True)]
            # A damaged source stops the run before the foreign keys and the verification.
            schedule = Schedule(lanes, copiers, states, counts, await pending(target), sources.phases,
                                lambda: _checked(sources))
            await schedule.run(specs)
            await _checked(sources)
            sources.phases.mark("build_and_target_checksums")
        finally:
            await lanes.close()
        await build_postgres_kg_counts(target)  # the load wrote with the triggers that keep them off
        source_sums = {name: s for copier in copiers for name, s in copier.source_sums.items()}
        cleaned = {name: n for copier in copiers for name, n in copier.cleaned.items()}
        report = await verify(readers, target, specs, known=source_sums, target_sums=schedule.target_sums,
                              batch_size=max(options.batch_size, 1000))
        sources.phases.mark("verify")
    if not report.ok:
        raise VerificationFailedError(
            f"The copy in {target.description} differs from the SQLite source: " + "; ".join(report.problems[:10])
        )
    return PromoteResult(preflight, schedule.copied, complete, report, cleaned, dict(sources.phases.seconds))
