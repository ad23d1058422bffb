"""Importing a knowledge-graph file: streamed, in one transaction, with progress.

`ImportMixin` is part of `KnowledgeGraphService` (it lives here to keep the service small):
the file's records come from `graph_file.GraphFileReader`, go to the store in batches through
`store.graph.bulk.GraphImport`, and the new entities are then compared with those that existed
before, a type and a page at a time (`_judge`, which ingest's dedup shares).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from goclaw_lite.errors import ValidationError
from goclaw_lite.ids import now_ts
from goclaw_lite.kg.dedup import Decision, DedupSettings, find_duplicates
from goclaw_lite.kg.graph_file import GraphFileError, GraphFileReader
from goclaw_lite.kg.import_batches import RecordBatches
from goclaw_lite.kg.merging import MergeMixin
from goclaw_lite.model.agents import Agent
from goclaw_lite.model.kg import (
    CandidatePair,
    DedupEntry,
    Entity,
    IngestReport,
    KGScope,
    MergeRecord,
)
from goclaw_lite.store.definitions.agents import AgentStore
from goclaw_lite.store.graph.bulk import GraphImport, ImportWrite, graph_import

ENTITY_BATCH = 2_000  # rows per executemany: big enough to amortise a round trip, small enough to bound memory
RELATION_BATCH = 20_000
_BYTES_PER_ROW = 150  # about what a record takes in a file, to guess an import's size before reading it
_PROGRESS_EVERY = 0.25  # seconds

AgentRef = Agent | str  # an Agent, or an agent id
_IMPORT_GC_THRESHOLDS = (50_000, 20, 20)  # measured: 2 s less CPU of 20 at 100k entities
_gc_raised: list[tuple[int, int, int]] = []  # the thresholds to restore, while imports run


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Rarer cyclic collections while an import runs. It makes millions of short-lived objects (two
    batches of records wait in a queue), and with the default thresholds each few thousand of them
    set off a pass, often a full one walking every object of the process: a tenth of an import's
    CPU. Its records hold no cycles; reference counting frees them as ever. Nested or concurrent
    imports share one raise; the last to end restores the thresholds."""
    if not _gc_raised:
        old = gc.get_threshold()
        _gc_raised.append(old)
        gc.set_threshold(*(max(a, b) for a, b in zip(old, _IMPORT_GC_THRESHOLDS, strict=False)))
    else:
        _gc_raised.append(_gc_raised[0])
    try:
        yield
    finally:
        old = _gc_raised.pop()
        if not _gc_raised:
            gc.set_threshold(*old)


@dataclass(frozen=True)
class ImportProgress:
    """Where an import is. `stage`: "read" (the file's rows read and staged or written), "index"
    (rows written set-based on SQLite, indexes built again), "dedup" (new entities compared);
    `fraction` of the stage done (for "index", of its steps). `rate` is rows a second in the
    stage, `seconds_left` a linear guess from both (None until something is done)."""

    stage: str
    rows: int
    fraction: float
    seconds: float  # since the stage began

    @property
    def rate(self) -> float:
        return self.rows / self.seconds if self.seconds > 0 else 0.0

    @property
    def seconds_left(self) -> float | None:
        if self.fraction <= 0 or self.seconds <= 0:
            return None
        return self.seconds * (1.0 - self.fraction) / self.fraction


ImportProgressFn = Callable[[ImportProgress], None]


class ProgressClock:
    """Turns ticks into at most four `ImportProgress` reports a second (and one per stage change)."""

    def __init__(self, report: ImportProgressFn | None) -> None:
        self._report = report
        self._stage = ""
        self._started = self._last = 0.0

    def tick(self, stage: str, rows: int, fraction: float, *, force: bool = False) -> None:
        if self._report is None:
            return
        now = time.monotonic()
        if stage != self._stage:
            self._stage, self._started, force = stage, now, True
        if force or now - self._last >= _PROGRESS_EVERY:
            self._last = now
            self._report(ImportProgress(stage, rows, min(1.0, max(0.0, fraction)), now - self._started))


class ImportMixin(MergeMixin):
    agents: AgentStore

    async def _agent(self, agent: AgentRef) -> Agent:
        return agent if isinstance(agent, Agent) else await self.agents.get(agent)

    async def import_file(
        self, agent: AgentRef, path: Path, *, dedup: bool = True, progress: ImportProgressFn | None = None
    ) -> IngestReport:
        """Stream a file into the graph in one transaction: all of it or, on any problem, nothing.

        Memory stays bounded whatever the file's size (see `kg.graph_file` and
        `store.graph.bulk`); dedup then compares the new entities, a page at a time, with
        those that existed before.
        """
        reader = GraphFileReader(path)
        full = await self._agent(agent)
        scope = self._scope_of(full)
        settings = DedupSettings.from_config(full.kg_dedup_config, owner=f"agent {full.agent_key!r}")
        clock = ProgressClock(progress)
        job = graph_import(self.store, scope, expected_rows=reader.size // _BYTES_PER_ROW)
        with fewer_collections():
            async with job.session(), self.store.transaction():
                await job.begin()
                try:
                    write = await self._stream(reader, job, clock)
                finally:
                    await job.release()
                merges: list[MergeRecord] = []
                queued = 0
                if dedup and settings.enabled and write.entities_created and not write.into_empty:
                    merges, queued = await self._dedup_imported(scope, write, settings, clock)
                report = IngestReport(
                    entities_created=write.entities_created - len(merges),
                    entities_updated=write.entities_updated,
                    entities_revived=write.entities_revived,
                    relations_created=write.relations_created,
                    relations_updated=write.relations_updated,
                    merges=tuple(merges),
                    candidates_queued=queued,
                )
                await self.activity.log(
                    "kg.ingest",
                    entity_type="agent",
                    entity_id=scope.agent_id,
                    details={
                        "source": str(path),
                        "entities_created": report.entities_created,
                        "entities_updated": report.entities_updated,
                        "relations_created": report.relations_created,
                        "merged": len(merges),
                        "candidates": queued,
                    },
                )
        return report

    async def _stream(self, reader: GraphFileReader, job: GraphImport, clock: ProgressClock) -> ImportWrite:
        """Write the file's records in batches as a worker thread reads them (`RecordBatches`);
        after the first problem only read on (to list them all)."""
        batches = RecordBatches(reader, entity_batch=ENTITY_BATCH, relation_batch=RELATION_BATCH)
        failed: ValidationError | None = None
        try:
            while (batch := await batches.next_batch()) is not None:
                clock.tick("read", batch.rows, batch.fraction)
                if failed is not None:
                    continue
                try:
                    if batch.entities:
                        await job.add_entities(batch.entities)
                    if batch.relations:
                        await job.add_relations(batch.relations)
                except GraphFileError:
                    raise
                except ValidationError as exc:
                    failed = exc
                    batches.discard.set()
        finally:
            batches.close()
        if reader.problems:
            raise reader.problems.error(reader.source)
        if failed is not None:
            raise GraphFileError(f"{reader.source} was not imported (nothing was written): {failed}")
        rows = batches.rows
        clock.tick("read", rows, 1.0, force=True)
        clock.tick("index", rows, 0.0)
        try:
            return await job.finish(lambda done: clock.tick("index", rows, done))  # SQLite writes here
        except GraphFileError:
            raise
        except ValidationError as exc:
            raise GraphFileError(f"{reader.source} was not imported (nothing was written): {exc}") from None

    async def _dedup_imported(
        self, scope: KGScope, write: ImportWrite, settings: DedupSettings, clock: ProgressClock
    ) -> tuple[list[MergeRecord], int]:
        """`_dedup` for a streamed import: a type at a time, its new entities a page at a time."""
        merges: list[MergeRecord] = []
        queued = done = 0
        stamp = write.written_at
        for entity_type in await self.store.imported_types(scope, stamp):
            pool = await self.store.dedup_pool(scope, entity_type, created_at=stamp)
            after = ""
            while pool:
                page = await self.store.imported_entities(scope, entity_type, stamp, after=after)
                if not page:
                    break
                after = page[-1].id
                moment = now_ts()
                found, pairs, _survivors = await self._judge(
                    scope, [e for e in page if e.valid_at(moment)], pool, settings
                )
                merges.extend(found)
                queued += await self.store.add_dedup_candidates(scope, pairs) if pairs else 0
                done += len(page)
                clock.tick("dedup", done, done / write.entities_created)
        return merges, queued

    async def _judge(
        self, scope: KGScope, news: Sequence[Entity], pool: Sequence[DedupEntry], settings: DedupSettings
    ) -> tuple[list[MergeRecord], list[CandidatePair], dict[str, str]]:
        """Merge each new entity into its best match when that is close enough; else list its candidates."""
        merges: list[MergeRecord] = []
        pairs: list[CandidatePair] = []
        survivors: dict[str, str] = {}
        if not pool or not news:
            return merges, pairs, survivors
        entries = [DedupEntry(e.id, e.name, e.entity_type, e.description, e.confidence) for e in news]
        for entity, matches in zip(news, find_duplicates(entries, pool, settings), strict=True):
            best = matches[0] if matches else None
            if best is not None and best.decision is Decision.MERGE:
                result = await self._merge(
                    scope, best.existing_id, entity.id, reason="auto", similarity=best.similarity
                )
                merges.append(MergeRecord(result.survivor.id, result.survivor.name, entity.name, best.similarity))
                survivors[entity.id] = result.survivor.id
            else:
                pairs.extend(
                    CandidatePair(entity.id, m.existing_id, m.similarity, m.name_similarity)
                    for m in matches[: settings.max_candidates]
                )
        return merges, pairs, survivors
