"""A graph file's records in batches, read and checked in a worker thread.

Parsing is most of an import's Python time. Done on the loop that writes the rows (the
window's own loop, in the app), each batch of 20,000 relations held the window for a third of
a second; in a thread, the loop only waits for finished batches, and the window keeps
drawing. The queue between them holds two batches, so memory stays bounded; closing the
batches (the import failed, or was cancelled) stops the thread at its next batch.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Iterator
from dataclasses import dataclass

from goclaw_lite.kg.graph_file import GraphFileReader
from goclaw_lite.model.kg import RelationSpec
from goclaw_lite.store.graph.store import CleanEntity

_QUEUED = 2  # batches read ahead of the writer
_POLL_S = 0.1  # how often a reader blocked on a full queue looks whether it was closed


@dataclass(frozen=True)
class RecordBatch:
    """Entities and relations to write, in file order (the entities first); `rows` records read
    so far and `fraction` of the file, for progress."""

    entities: tuple[CleanEntity, ...]
    relations: tuple[tuple[str, RelationSpec], ...]
    rows: int
    fraction: float


class _End:
    """Put after the last batch: the reader is done (its `problems` may now be read)."""


class RecordBatches:
    """Batches of `reader`'s records, read ahead in a thread; `await next_batch()` until None.

    Once `discard` is set (a batch could not be written) the thread reads on without keeping
    the records, so that every problem of the file can still be listed.
    """

    def __init__(self, reader: GraphFileReader, *, entity_batch: int, relation_batch: int) -> None:
        self._reader = reader
        self._sizes = (entity_batch, relation_batch)
        self._queue: queue.Queue[RecordBatch | _End | BaseException] = queue.Queue(maxsize=_QUEUED)
        self._closed = threading.Event()
        self.discard = threading.Event()
        self.rows = 0  # records read, all of them once `next_batch` has returned None
        self._thread = threading.Thread(target=self._run, name="kg-import-reader", daemon=True)
        self._thread.start()

    async def next_batch(self) -> RecordBatch | None:
        """The next batch, or None after the last; re-raises what stopped the reader."""
        item = await asyncio.to_thread(self._queue.get)
        if isinstance(item, _End):
            return None
        if isinstance(item, BaseException):
            raise item
        return item

    def close(self) -> None:
        """Stop the thread (it ends at its next batch) and wake a waiting `next_batch`."""
        self._closed.set()
        while True:
            try:
                self._queue.get_nowait()
            except queue.Empty:
                break
        try:
            self._queue.put_nowait(_End())
        except queue.Full:  # the thread put one more batch: a waiting get has it
            pass

    def _run(self) -> None:
        try:
            for batch in self._batches():
                if not self._put(batch):
                    return
            self._put(_End())
        except BaseException as exc:  # noqa: BLE001 - handed to the writer, which raises it
            self._put(exc)

    def _put(self, item: RecordBatch | _End | BaseException) -> bool:
        while not self._closed.is_set():
            try:
                self._queue.put(item, timeout=_POLL_S)
                return True
            except queue.Full:
                continue
        return False

    def _batches(self) -> Iterator[RecordBatch]:
        reader = self._reader
        entities: list[CleanEntity] = []
        relations: list[tuple[str, RelationSpec]] = []
        rows = 0
        records = reader.records()
        try:
            for record in records:
                rows += 1
                if self._closed.is_set():
                    return
                if reader.problems or self.discard.is_set():
                    entities.clear()
                    relations.clear()
                    continue
                if record.clean is not None:
                    entities.append(record.clean)
                elif record.relation is not None:
                    if entities:  # every entity of a batch is written before its relations
                        yield self._batch(entities, [], rows - 1)
                        entities = []
                    relations.append((record.where, record.relation))
                if len(entities) >= self._sizes[0] or len(relations) >= self._sizes[1]:
                    yield self._batch(entities, relations, rows)
                    entities, relations = [], []
            if (entities or relations) and not reader.problems and not self.discard.is_set():
                yield self._batch(entities, relations, rows)
            self.rows = rows
        finally:
            records.close()

    def _batch(self, entities: list[CleanEntity], relations: list[tuple[str, RelationSpec]], rows: int) -> RecordBatch:
        reader = self._reader
        fraction = reader.bytes_read / reader.size if reader.size else 1.0
        return RecordBatch(tuple(entities), tuple(relations), rows, fraction)


__all__ = ["RecordBatch", "RecordBatches"]
