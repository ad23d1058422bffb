"""What the three lanes do, and in which order: copies, then each table's indexes and checksum
as soon as it is in, then the foreign keys.

The largest tables are copied first, each on a lane of its own. When a table is in (its rows
and its self-reference links), its unique constraints and indexes, and the server's checksum of
it, go to whichever lane is free, while the larger tables are still being copied: the work left
after the last copy is only that table's and the foreign keys'. The foreign keys lock parent and
child and need the parents' unique indexes, so they wait for every copy and every index build.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Mapping, Sequence

from goclaw_lite.promote.copier import TableCopier
from goclaw_lite.promote.deferred import Deferred, Job, Lanes, build, split
from goclaw_lite.promote.progress import StepState, table_state
from goclaw_lite.promote.tables import TableSpec
from goclaw_lite.promote.verify import target_checksum
from goclaw_lite.store.backend.postgres import PostgresDatabase
from goclaw_lite.store.transfer import promotion as sql


class Phases:
    """Seconds per phase of one run, for the result (the benchmark reports where the time goes)."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self._last = time.perf_counter()

    def mark(self, name: str) -> None:
        now = time.perf_counter()
        self.seconds[name] = round(now - self._last, 3)
        self._last = now


class Schedule:
    """One run's jobs on the lanes; `run` returns once everything is copied, built and summed."""

    def __init__(
        self,
        lanes: Lanes,
        copiers: Sequence[TableCopier],
        states: dict[tuple[str, str], StepState],
        counts: Mapping[str, int],
        deferred: Sequence[Deferred],
        phases: Phases,
        before_foreign_keys: Callable[[], Awaitable[None]],
    ) -> None:
        self.lanes = lanes
        self._copier = dict(zip(map(id, lanes.lanes), copiers, strict=True))
        self._states = states
        self._counts = counts
        self._by_table, self._foreign = split(deferred)
        self._phases = phases
        self._before_foreign_keys = before_foreign_keys
        self.copied = 0
        self.target_sums: dict[str, tuple[int, int]] = {}
        self._copies_left: set[str] = set()
        self._left = 0  # copies and index builds not finished: the foreign keys wait for all of them

    async def run(self, specs: Sequence[TableSpec]) -> None:
        self._copies_left = {spec.name for spec in specs}
        self._left = len(specs) + sum(1 for spec in specs if self._by_table.get(spec.name))
        largest_first = sorted(specs, key=lambda spec: -self._counts.get(spec.name, 0))
        await self.lanes.work([self._copy_job(spec) for spec in largest_first])

    def _one_done(self) -> None:
        self._left -= 1
        if self._left == 0:
            self.lanes.add(self._foreign_job)

    def _copy_job(self, spec: TableSpec) -> Job:
        async def job(lane: PostgresDatabase) -> None:
            written = await self._copier[id(lane)].copy(spec, table_state(self._states, spec.name),
                                                        self._counts.get(spec.name, 0))
            self.copied += written
            self._copies_left.discard(spec.name)
            if not self._copies_left:
                self._phases.mark("copy")
            if self._by_table.get(spec.name):
                self.lanes.add(self._build_job(spec))
            self.lanes.add(self._sum_job(spec))
            self._one_done()
        return job

    def _build_job(self, spec: TableSpec) -> Job:
        async def job(lane: PostgresDatabase) -> None:
            await build(lane, self._by_table[spec.name])
            self._one_done()
        return job

    def _sum_job(self, spec: TableSpec) -> Job:
        async def job(lane: PostgresDatabase) -> None:
            self.target_sums[spec.name] = await target_checksum(lane, spec)
            await lane.execute(sql.analyze_table(spec.name))
        return job

    async def _foreign_job(self, lane: PostgresDatabase) -> None:
        await self._before_foreign_keys()
        await build(lane, self._foreign)
