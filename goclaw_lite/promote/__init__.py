"""SQLite -> PostgreSQL promotion: preflight, copy, verify, resume.

`promote()` copies the data dir's SQLite database into a PostgreSQL database (or schema)
from one consistent read snapshot, so the app may keep running meanwhile. The target
adopts the install's identity and key check value, and sealed secrets travel sealed, so
the same key opens them there. Progress lives in the target; a killed run is continued
with `resume=True`, and a run over a finished promotion only verifies.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from goclaw_lite.errors import DatabaseError, ValidationError
from goclaw_lite.promote.copier import TableCopier
from goclaw_lite.promote.deferred import Lanes, build_jobs, defer, pending
from goclaw_lite.promote.preflight import Preflight, check_source, check_target, count_rows
from goclaw_lite.promote.progress import ProgressCallback, ProgressLog, StepState, table_state
from goclaw_lite.promote.tables import TableSpec, discover, source_order
from goclaw_lite.promote.verify import VerifyReport, target_checksum, verify
from goclaw_lite.store import promotion as sql
from goclaw_lite.store.db import SQLiteDatabase
from goclaw_lite.store.kg_counts import build_postgres_kg_counts
from goclaw_lite.store.meta import MetaStore
from goclaw_lite.store.postgres import PostgresDatabase
from goclaw_lite.store.postgres_schema import prepare_schema
from goclaw_lite.store.schema import inspect_database

DEFAULT_BATCH_SIZE = 5000
LANES = 3  # connections copying tables (then building indexes) side by side
PROGRAM = "goclaw-lite promote"


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
    state = await asyncio.to_thread(inspect_database, source_path)
    if not state.exists:
        raise DatabaseError(f"There is no database at {source_path} to promote.")
    await check_source(source_path)
    source = await SQLiteDatabase.connect(source_path, read_only=True)
    try:
        target = await PostgresDatabase.connect(url)
        # Every batch is one transaction that a failure rolls back whole, so statements need
        # no savepoint each (a subtransaction per COPY also slows every later read of its rows).
        target.statement_savepoints = False
        try:
            return await _promote(source, target, url, options, on_progress)
        finally:
            await target.close()
    finally:
        await source.close()


async def _loads_bare(target: PostgresDatabase, states: dict[tuple[str, str], StepState], table: str) -> bool:
    """Whether this run COPYs rows into the table from the start (its indexes and constraints
    can go until the end); a table the new schema seeded is merged row by row instead."""
    state = table_state(states, table)
    if state is not None:
        return False  # begun by an earlier run, which deferred its structures already
    return await target.fetch_value(sql.has_rows(table)) is None


async def _promote(
    source: SQLiteDatabase, target: PostgresDatabase, url: str, options: PromoteOptions,
    on_progress: ProgressCallback | None,
) -> PromoteResult:
    # One read transaction: every table, and the verification, see the same snapshot.
    async with source.transaction(write=False):
        meta = await MetaStore(source).all()
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
        try:
            copiers = [TableCopier(source, lane, ProgressLog(lane), batch_size=options.batch_size,
                                   on_progress=on_progress, pause=options.pause) for lane in lanes.lanes]
            by_lane = dict(zip(map(id, lanes.lanes), copiers, strict=True))

            def copy_job(spec: TableSpec) -> Callable[[PostgresDatabase], Awaitable[int]]:
                async def job(lane: PostgresDatabase) -> int:
                    return await by_lane[id(lane)].copy(spec, table_state(states, spec.name), counts.get(spec.name, 0))
                return job

            def sum_job(spec: TableSpec) -> Callable[[PostgresDatabase], Awaitable[tuple[int, int]]]:
                return lambda lane: target_checksum(lane, spec)

            # The biggest tables first, each on a connection of its own; then the indexes and
            # constraints the load went without, side by side with the server's checksums.
            largest_first = sorted(specs, key=lambda spec: -counts.get(spec.name, 0))
            copied = sum(await lanes.run([copy_job(spec) for spec in largest_first]))
            builds = build_jobs(await pending(target))
            sums = await lanes.run([*builds, *(sum_job(spec) for spec in largest_first)])
            target_sums = {spec.name: result for spec, result in zip(largest_first, sums[len(builds):], strict=True)
                           if result is not None}
        finally:
            await lanes.close()
        await build_postgres_kg_counts(target)  # the load wrote with the triggers that keep them off
        source_sums = {name: s for copier in copiers for name, s in copier.source_sums.items()}
        cleaned = {name: n for copier in copiers for name, n in copier.cleaned.items()}
        report = await verify(source, target, specs, known=source_sums, target_sums=target_sums,
                              batch_size=max(options.batch_size, 1000))
    if not report.ok:
        raise VerificationFailedError(
            f"The copy in {target.description} differs from the SQLite source: " + "; ".join(report.problems[:10])
        )
    return PromoteResult(preflight, copied, complete, report, cleaned)
